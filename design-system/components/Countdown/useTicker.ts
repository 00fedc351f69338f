import { useEffect, useState } from 'react';

/**
 * The clock's time, refreshed every second while `running` (no timer when stopped), and read once
 * more when it stops: a render that finds the deadline passed before the last tick (a throttled
 * background tab, a parent's re-render) must not leave the last reading on screen. `clock` must be stable.
 */
export function useTicker(clock: () => number, running: boolean): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    setNow(clock());
    if (!running) return undefined;
    const id = setInterval(() => setNow(clock()), 1000);
    return () => clearInterval(id);
  }, [clock, running]);
  return now;
}
