import { useEffect, useRef, useState } from 'react';
import { deviceConstraint, levelOf, mediaProblemOf, readMediaChoice, saveMediaChoice, type MediaChoice, type MediaProblem } from './mediaChoice';

export type MediaState =
  | { status: 'loading' }
  | { status: 'problem'; problem: MediaProblem }
  | { status: 'ready'; cameras: MediaDeviceInfo[]; microphones: MediaDeviceInfo[]; stream: MediaStream };

const byKind = (devices: MediaDeviceInfo[], kind: MediaDeviceKind) => devices.filter((device) => device.kind === kind && device.deviceId);

/**
 * The cameras and microphones of this device, and a live stream of the chosen pair while
 * `active`. Asking for the stream is what asks the browser for permission; the device names
 * only appear after that. The stream stops when the choice changes or the modal closes.
 */
export function useMediaDevices(active: boolean, mediaDevices: MediaDevices | undefined) {
  const [choice, setChoice] = useState<MediaChoice>(readMediaChoice);
  const [state, setState] = useState<MediaState>({ status: 'loading' });

  useEffect(() => {
    if (!active) return;
    let stream: MediaStream | null = null;
    let cancelled = false;
    // A new choice swaps the stream under the lists already shown: going back to 'loading' would
    // disable the select that has the focus, and a keyboard user would lose their place (and Escape).
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    (async () => {
      if (!mediaDevices?.getUserMedia || !mediaDevices.enumerateDevices) throw new Error('unsupported');
      const before = await mediaDevices.enumerateDevices();
      const cameras = before.filter((d) => d.kind === 'videoinput');
      const microphones = before.filter((d) => d.kind === 'audioinput');
      if (cameras.length === 0 && microphones.length === 0) return { status: 'problem', problem: 'none' } as const;
      stream = await mediaDevices.getUserMedia({
        video: deviceConstraint(cameras, choice.cameraId),
        audio: deviceConstraint(microphones, choice.microphoneId),
      });
      const after = await mediaDevices.enumerateDevices();
      return { status: 'ready', cameras: byKind(after, 'videoinput'), microphones: byKind(after, 'audioinput'), stream } as const;
    })().then(
      (next) => {
        if (cancelled) return stream?.getTracks().forEach((track) => track.stop());
        setState(next);
      },
      (error: unknown) => {
        if (!cancelled) setState({ status: 'problem', problem: mediaProblemOf(error) });
      },
    );
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [active, mediaDevices, choice]);

  const choose = (next: Partial<MediaChoice>) => {
    const merged = { ...choice, ...next };
    saveMediaChoice(merged);
    setChoice(merged);
  };

  /** The device in use: the stream's own, else the remembered one, else the first listed. */
  const inUse = (kind: 'video' | 'audio'): string | null => {
    if (state.status !== 'ready') return null;
    const list = kind === 'video' ? state.cameras : state.microphones;
    const track = kind === 'video' ? state.stream.getVideoTracks()[0] : state.stream.getAudioTracks()[0];
    const candidates = [track?.getSettings().deviceId, kind === 'video' ? choice.cameraId : choice.microphoneId];
    return candidates.find((id) => id && list.some((device) => device.deviceId === id)) ?? list[0]?.deviceId ?? null;
  };

  return { state, choose, cameraId: inUse('video'), microphoneId: inUse('audio') };
}

const LEVEL_INTERVAL_MS = 100;

/** The microphone's loudness (0–100) ten times a second, from a Web Audio analyser on the stream. */
export function useMicrophoneLevel(stream: MediaStream | null, onFailure: () => void): number {
  const [level, setLevel] = useState(0);
  // A notifier: a new function each render must not restart the analyser.
  const failure = useRef(onFailure);
  useEffect(() => {
    failure.current = onFailure;
  });
  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0) return;
    let context: AudioContext;
    let timer: ReturnType<typeof setInterval>;
    try {
      context = new AudioContext();
      const analyser = context.createAnalyser();
      analyser.fftSize = 512;
      context.createMediaStreamSource(stream).connect(analyser);
      const samples = new Uint8Array(analyser.fftSize);
      timer = setInterval(() => {
        analyser.getByteTimeDomainData(samples);
        setLevel(levelOf(samples));
      }, LEVEL_INTERVAL_MS);
    } catch {
      failure.current();
      return;
    }
    return () => {
      clearInterval(timer);
      void context.close().catch(() => undefined);
      setLevel(0);
    };
  }, [stream]);
  return level;
}
