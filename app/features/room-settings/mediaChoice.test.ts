import { describe, expect, it } from 'vitest';
import { deviceConstraint, levelOf, MEDIA_CHOICE_KEY, mediaProblemOf, readMediaChoice, saveMediaChoice } from './mediaChoice';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
};

describe('room settings device choice', () => {
  it('remembers the chosen camera and microphone and reads them back', () => {
    const storage = memoryStorage();
    saveMediaChoice({ cameraId: 'cam-2', microphoneId: 'mic-1' }, storage);
    expect(readMediaChoice(storage)).toEqual({ cameraId: 'cam-2', microphoneId: 'mic-1' });
  });

  it('ignores a stored value it cannot read', () => {
    const storage = memoryStorage();
    storage.setItem(MEDIA_CHOICE_KEY, '{not json');
    expect(readMediaChoice(storage)).toEqual({ cameraId: null, microphoneId: null });
    storage.setItem(MEDIA_CHOICE_KEY, JSON.stringify({ cameraId: 3, microphoneId: '' }));
    expect(readMediaChoice(storage)).toEqual({ cameraId: null, microphoneId: null });
  });

  it('asks for the remembered device exactly only while it is plugged in', () => {
    const devices = [{ deviceId: 'a' }, { deviceId: 'b' }];
    expect(deviceConstraint(devices, 'b')).toEqual({ deviceId: { exact: 'b' } });
    expect(deviceConstraint(devices, 'gone')).toBe(true);
    expect(deviceConstraint(devices, null)).toBe(true);
    expect(deviceConstraint([], 'a')).toBe(false);
  });

  it('tells a refusal from a missing device from any other failure', () => {
    expect(mediaProblemOf(new DOMException('x', 'NotAllowedError'))).toBe('denied');
    expect(mediaProblemOf(new DOMException('x', 'NotFoundError'))).toBe('none');
    expect(mediaProblemOf(new DOMException('x', 'NotReadableError'))).toBe('failed');
    expect(mediaProblemOf(new Error('unsupported'))).toBe('failed');
  });

  it('measures silence as 0 and a loud signal as a high level', () => {
    expect(levelOf(new Uint8Array(64).fill(128))).toBe(0);
    const loud = Uint8Array.from({ length: 64 }, (_, i) => (i % 2 ? 228 : 28));
    expect(levelOf(loud)).toBe(100);
  });
});
