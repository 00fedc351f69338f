import { useEffect, useRef, useState } from 'react';

/**
 * The clock's time, refreshed every second while `running` (no timer when stopped), and read once
 * more when it stops: a render that finds the deadline passed before the last tick (a throttled
 * background tab, a parent's re-render) must not leave the last reading on screen. A ticker that
 * never ran (a paused timer) keeps its first reading. `clock` must be stable.
 */
export function useTicker(clock: () => number, running: boolean): number {
  const [now, setNow] = useState(clock);
  const ran = useRef(false);
  useEffect(() => {
    if (!running) {
      if (ran.current) setNow(clock());
      ran.current = false;
      return undefined;
    }
    ran.current = true;
    setNow(clock());
    const id = setInterval(() => setNow(clock()), 1000);
    return () => clearInterval(id);
  }, [clock, running]);
  return now;
}
