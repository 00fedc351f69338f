import { useEffect, useState } from 'react';

/** The clock's time, refreshed every second while `running` (no timer when stopped). `clock` must be stable. */
export function useTicker(clock: () => number, running: boolean): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    if (!running) return undefined;
    setNow(clock());
    const id = setInterval(() => setNow(clock()), 1000);
    return () => clearInterval(id);
  }, [clock, running]);
  return now;
}
