/**
 * A clock for time-dependent stories (Countdown, ElapsedTimer): it stands still at `start` until the
 * play function moves it on. Every run therefore shows the same digits (the visual baselines in
 * e2e-visual/ compare pictures), and a play function proves ticking by advancing time itself
 * instead of waiting for the wall clock. Make one per render (a loader), so a re-run starts over.
 */
export interface StoryClock {
  /** Pass as the component's `now` (stable for the story's life). */
  now: () => number;
  /** Moves the clock on; the component shows it at its next tick (within a second). */
  advance: (ms: number) => void;
}

function storyClock(start: number): StoryClock {
  let time = start;
  return {
    now: () => time,
    advance: (ms) => {
      time += ms;
    },
  };
}

/** A loader giving each render of a story a fresh clock at `start`, read back with `clockOf`. */
export const clockLoader = (start: number) => () => ({ clock: storyClock(start) });

export function clockOf(loaded: Record<string, unknown>): StoryClock {
  return (loaded as { clock: StoryClock }).clock;
}
