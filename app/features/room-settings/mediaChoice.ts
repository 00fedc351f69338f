/** The camera and microphone a user chose in the room settings, remembered in this browser. */
export interface MediaChoice {
  cameraId: string | null;
  microphoneId: string | null;
}

export const MEDIA_CHOICE_KEY = 'mawid.roomSettings.devices';

const noChoice: MediaChoice = { cameraId: null, microphoneId: null };

export function readMediaChoice(storage: Pick<Storage, 'getItem'> = localStorage): MediaChoice {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(MEDIA_CHOICE_KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return noChoice;
    const { cameraId, microphoneId } = parsed as Record<string, unknown>;
    return {
      cameraId: typeof cameraId === 'string' && cameraId ? cameraId : null,
      microphoneId: typeof microphoneId === 'string' && microphoneId ? microphoneId : null,
    };
  } catch {
    return noChoice;
  }
}

export function saveMediaChoice(choice: MediaChoice, storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(MEDIA_CHOICE_KEY, JSON.stringify(choice));
  } catch {
    // Private mode or a full storage: the choice lasts for this visit only.
  }
}

/** Why the devices could not be used: the user (or the browser policy) refused, none exist, or something else failed. */
export type MediaProblem = 'denied' | 'none' | 'failed';

export function mediaProblemOf(error: unknown): MediaProblem {
  const name = error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? String((error as { name: unknown }).name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError') return 'none';
  return 'failed';
}

/**
 * The constraint for a kind of device: the remembered one exactly when it is still plugged in
 * (listed), otherwise the browser's default, so an unplugged device never blocks the test.
 */
export function deviceConstraint(devices: readonly Pick<MediaDeviceInfo, 'deviceId'>[], deviceId: string | null): boolean | MediaTrackConstraints {
  if (devices.length === 0) return false;
  return deviceId && devices.some((device) => device.deviceId === deviceId) ? { deviceId: { exact: deviceId } } : true;
}

/** Loudness of a time-domain sample (bytes centred on 128) as 0–100. */
export function levelOf(samples: Uint8Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) {
    const centred = (sample - 128) / 128;
    sum += centred * centred;
  }
  const rms = Math.sqrt(sum / samples.length);
  // Speech sits around 0.05–0.3 RMS: scale so that a normal voice fills most of the meter.
  return Math.min(100, Math.round(rms * 300));
}
