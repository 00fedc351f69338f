import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../design-system/components/Alert';
import { DeviceSelect, type DeviceSelectStatus } from '../../../design-system/components/DeviceSelect';
import { Dialog } from '../../../design-system/components/Dialog';
import { Modal } from '../../../design-system/components/Modal';
import { SpeakerTest } from '../../../design-system/components/SpeakerTest';
import { Stack } from '../../../design-system/components/Stack';
import { Text } from '../../../design-system/components/Text';
import { VideoPreview } from '../../../design-system/components/VideoPreview';
import { useMediaDevices, useMicrophoneLevel } from './useMediaDevices';

/** The sample sound of the speaker test. */
const SPEAKER_TEST_SOUND = '/sounds/speaker-test.wav';

/** Makes the speaker test's audio element; stories pass their own to watch what is played. */
type CreateAudio = (src: string) => HTMLAudioElement;

/** Fetched on the first press only, and repeated until stopped so that there is time to listen and adjust the volume. */
const browserAudio: CreateAudio = (src) => {
  const audio = new Audio();
  audio.preload = 'none';
  audio.src = src;
  return audio;
};

export interface RoomSettingsModalProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The browser's media devices (default `navigator.mediaDevices`). */
  mediaDevices?: MediaDevices;
  /** The sample sound of the speaker test. */
  soundSrc?: string;
  createAudio?: CreateAudio;
}

const browserMediaDevices = (): MediaDevices | undefined => (typeof navigator === 'undefined' ? undefined : navigator.mediaDevices);

/**
 * Camera, microphone and speaker checks before a session, built from the design system's media
 * parts: a DeviceSelect per kind of device, a VideoPreview of the chosen camera with the
 * microphone's level, and a SpeakerTest playing a sample sound at volume 0.6. The choice is
 * remembered in this browser. Permission refused, no device, or any other failure says so
 * ("Error during sound and video tests").
 */
export function RoomSettingsModal({ isOpen, onOpenChange, mediaDevices = browserMediaDevices(), soundSrc = SPEAKER_TEST_SOUND, createAudio = browserAudio }: RoomSettingsModalProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="large">
      <RoomSettingsDialog mediaDevices={mediaDevices} soundSrc={soundSrc} createAudio={createAudio} />
    </Modal>
  );
}

function RoomSettingsDialog({ mediaDevices, soundSrc, createAudio }: { mediaDevices: MediaDevices | undefined; soundSrc: string; createAudio: CreateAudio }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const media = useMediaDevices(true, mediaDevices);
  const [meterFailed, setMeterFailed] = useState(false);
  const { state } = media;
  const stream = state.status === 'ready' ? state.stream : null;
  // One element for the dialog's life: the speaker test plays, stops and replays it.
  const [audio] = useState(() => {
    const element = createAudio(soundSrc);
    element.loop = true;
    return element;
  });
  // A speaker failure is said by the SpeakerTest itself; this one is for the camera and microphone.
  const failed = (state.status === 'problem' && state.problem === 'failed') || meterFailed;
  const deviceStatus: DeviceSelectStatus = state.status === 'loading' ? 'loading' : 'ready';
  const hasVideo = (stream?.getVideoTracks().length ?? 0) > 0;
  const hasMicrophone = state.status === 'ready' && state.microphones.length > 0 && (stream?.getAudioTracks().length ?? 0) > 0;

  return (
    <Dialog title={t('roomSettings.title')} description={t('roomSettings.description')}>
      <Stack gap="large">
        {failed ? (
          <Alert tone="critical" live>
            {t('roomSettings.error')}
          </Alert>
        ) : null}
        {state.status === 'problem' && state.problem === 'denied' ? (
          <Alert tone="caution" title={t('roomSettings.error')} live>
            {t('roomSettings.denied')}
          </Alert>
        ) : null}
        {state.status === 'problem' && state.problem === 'none' ? (
          <Alert tone="info" title={t('roomSettings.none.title')} live>
            {t('roomSettings.none.body')}
          </Alert>
        ) : null}
        {state.status === 'loading' || state.status === 'ready' ? (
          <>
            <DeviceSelect
              kind="camera"
              status={deviceStatus}
              devices={state.status === 'ready' ? state.cameras : []}
              selectedDeviceId={media.cameraId}
              onChange={(cameraId) => media.choose({ cameraId })}
            />
            <DeviceSelect
              kind="microphone"
              status={deviceStatus}
              devices={state.status === 'ready' ? state.microphones : []}
              selectedDeviceId={media.microphoneId}
              onChange={(microphoneId) => media.choose({ microphoneId })}
            />
            <LivePreview stream={stream} hasVideo={hasVideo} hasMicrophone={hasMicrophone} onMeterFailure={() => setMeterFailed(true)} />
          </>
        ) : null}
        <Stack gap="small">
          <Text weight="bold">{t('roomSettings.speaker')}</Text>
          <Text tone="muted" size="small">
            {t('roomSettings.speakerHint')}
          </Text>
          <SpeakerTest audio={audio} />
        </Stack>
      </Stack>
    </Dialog>
  );
}

/**
 * The preview and the microphone level, apart from the rest of the dialog: the level changes ten
 * times a second, and only this part needs to render again for it.
 */
function LivePreview({ stream, hasVideo, hasMicrophone, onMeterFailure }: { stream: MediaStream | null; hasVideo: boolean; hasMicrophone: boolean; onMeterFailure: () => void }) {
  const level = useMicrophoneLevel(hasMicrophone ? stream : null, onMeterFailure);
  return <VideoPreview stream={hasVideo ? stream : null} level={hasMicrophone ? level / 100 : undefined} />;
}
