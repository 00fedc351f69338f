import type { Decorator } from '@storybook/react-vite';

/** What the fake media devices do: list devices and stream, have none, refuse permission, or fail. */
export type FakeMediaMode = 'devices' | 'none' | 'denied' | 'failed';

const device = (kind: MediaDeviceKind, deviceId: string, label: string): MediaDeviceInfo =>
  ({ kind, deviceId, label, groupId: deviceId, toJSON: () => ({ kind, deviceId, label }) }) as MediaDeviceInfo;

const fakeDevices = [
  device('videoinput', 'camera-front', 'Front camera'),
  device('videoinput', 'camera-usb', 'USB camera'),
  device('audioinput', 'mic-built-in', 'Built-in microphone'),
  device('audioinput', 'mic-headset', 'Headset microphone'),
  device('audiooutput', 'speaker', 'Speakers'),
];

/**
 * A real stream from made-up devices: a canvas that changes colour (the camera) and a tone
 * through Web Audio (the microphone), so that the preview moves and the level meter rises.
 */
function fakeStream(constraints: MediaStreamConstraints): MediaStream {
  const tracks: MediaStreamTrack[] = [];
  if (constraints.video) {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const paint = canvas.getContext('2d');
    let hue = 0;
    const draw = () => {
      hue = (hue + 12) % 360;
      if (paint) {
        paint.fillStyle = `hsl(${hue} 60% 50%)`;
        paint.fillRect(0, 0, canvas.width, canvas.height);
      }
    };
    draw();
    const timer = setInterval(draw, 100);
    for (const video of canvas.captureStream(10).getVideoTracks()) {
      video.addEventListener('ended', () => clearInterval(timer));
      tracks.push(video);
    }
  }
  if (constraints.audio) {
    const context = new AudioContext();
    const tone = context.createOscillator();
    const destination = context.createMediaStreamDestination();
    tone.connect(destination);
    tone.start();
    tracks.push(...destination.stream.getAudioTracks());
  }
  return new MediaStream(tracks);
}

const refusal = (name: string) => Promise.reject(new DOMException(`fake ${name}`, name));

function fakeMediaDevices(mode: FakeMediaMode): MediaDevices {
  const fake = {
    enumerateDevices: async () => (mode === 'none' ? [] : fakeDevices),
    getUserMedia: (constraints: MediaStreamConstraints) => {
      if (mode === 'denied') return refusal('NotAllowedError');
      if (mode === 'failed') return refusal('NotReadableError');
      if (mode === 'none') return refusal('NotFoundError');
      return Promise.resolve(fakeStream(constraints));
    },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  return fake as unknown as MediaDevices;
}

const fakes = new Map<FakeMediaMode, MediaDevices>();

/** Puts the fake devices where the app looks (`navigator.mediaDevices`) for a story (one object per mode, so renders agree). */
export const withFakeMedia =
  (mode: FakeMediaMode): Decorator =>
  (Story) => {
    let fake = fakes.get(mode);
    if (!fake) fakes.set(mode, (fake = fakeMediaDevices(mode)));
    const devices = fake;
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, get: () => devices });
    return Story();
  };

/**
 * A real audio element, muted so that the browser lets a test press play (autoplay rules), volume
 * untouched, and looping: the sample lasts 1.2 s, which a busy test machine can spend between a
 * press and the next check (the sound ending by itself is the design system story's case).
 */
export const mutedAudio = (src: string): HTMLAudioElement => {
  const audio = new Audio(src);
  audio.muted = true;
  audio.loop = true;
  return audio;
};
