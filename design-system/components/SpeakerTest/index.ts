export { SPEAKER_TEST_VOLUME, SpeakerTest, type SpeakerTestProps } from './SpeakerTest';
