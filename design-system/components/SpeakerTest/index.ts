export { SPEAKER_TEST_VOLUME, SpeakerTest } from './SpeakerTest';
