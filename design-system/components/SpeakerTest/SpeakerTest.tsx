import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon';
import { ToggleButton } from '../ToggleButton';
import * as styles from './SpeakerTest.css';

/** The test sound plays at this volume (the spec's 0.6), loud enough without startling. */
export const SPEAKER_TEST_VOLUME = 0.6;

export interface SpeakerTestProps {
  /** The sample sound's address; an `<audio>` is created from it on first play. */
  src?: string;
  /** An audio element to use instead (e.g. one already routed to the chosen output). */
  audio?: HTMLAudioElement;
  /** Called when the sound cannot be played (besides the message shown). */
  onError?: (error: unknown) => void;
}

/**
 * Plays a sample sound so the person can check their speakers: a toggle that starts and stops it.
 * Any playback failure (blocked autoplay, missing file, no output device) stops the toggle and shows
 * "Error during sound and video tests".
 */
export function SpeakerTest({ src, audio, onError }: SpeakerTestProps) {
  const intl = useIntl();
  const [isPlaying, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const created = useRef<HTMLAudioElement | null>(null);
  const onErrorRef = useRef(onError);
  // Each press to play or stop; a play's late refusal counts only while it is still the latest.
  const attempts = useRef(0);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  const element = (): HTMLAudioElement | null => {
    if (audio) return audio;
    if (!created.current && src) created.current = new Audio(src);
    return created.current;
  };

  // Follow the element: it ends by itself, or fails after starting.
  const current = audio ?? created.current;
  useEffect(() => {
    if (!current) return undefined;
    const ended = () => setPlaying(false);
    const error = () => {
      setPlaying(false);
      setFailed(true);
      onErrorRef.current?.(current.error);
    };
    current.addEventListener('ended', ended);
    current.addEventListener('error', error);
    return () => {
      current.removeEventListener('ended', ended);
      current.removeEventListener('error', error);
    };
  }, [current, isPlaying]);

  // Leaving the screen stops the sound.
  useEffect(() => () => (audio ?? created.current)?.pause(), [audio]);

  const play = () => {
    const attempt = ++attempts.current;
    const sound = element();
    setFailed(false);
    if (!sound) {
      setFailed(true);
      onErrorRef.current?.(new Error('No sound to play: give SpeakerTest a src or an audio element.'));
      return;
    }
    sound.volume = SPEAKER_TEST_VOLUME;
    sound.currentTime = 0;
    setPlaying(true);
    let started: Promise<void> | undefined;
    try {
      started = sound.play();
    } catch (error) {
      started = Promise.reject(error);
    }
    started?.catch((error: unknown) => {
      // Stopped (or pressed again) before the sound had started: pause() rejects that play()
      // with an AbortError, which is the user's choice, not a failure of the speakers.
      if (attempt !== attempts.current) return;
      setPlaying(false);
      setFailed(true);
      onErrorRef.current?.(error);
    });
  };

  const stop = () => {
    attempts.current++;
    const sound = audio ?? created.current;
    sound?.pause();
    if (sound) sound.currentTime = 0;
    setPlaying(false);
  };

  return (
    <div className={styles.root}>
      <ToggleButton isSelected={isPlaying} onChange={(selected) => (selected ? play() : stop())} icon={isPlaying ? 'stop' : 'speaker'}>
        {intl.formatMessage({ id: 'ds.media.speaker.test' })}
      </ToggleButton>
      <div aria-live="polite">{isPlaying ? <p className={styles.playing}>{intl.formatMessage({ id: 'ds.media.speaker.playing' })}</p> : null}</div>
      {failed ? (
        <p className={styles.error} role="alert">
          <Icon name="alert" />
          {intl.formatMessage({ id: 'ds.media.error' })}
        </p>
      ) : null}
    </div>
  );
}
