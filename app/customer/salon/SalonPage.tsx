import { useEffect, useState } from 'react';
import { BookingFlow } from '../booking/BookingFlow';
import { useClock } from '../clock';
import type { PublicSalon } from '../types';
import { SalonSummary } from './SalonSummary';

export interface SalonPageProps {
  salon: PublicSalon;
  /** When the server rendered the page (ms): the browser hydrates with the same "open now", then moves to its own clock. */
  renderedAt: number;
}

/** A salon's public page: what it is and when it is open, then its booking steps. */
export function SalonPage({ salon, renderedAt }: SalonPageProps) {
  const clock = useClock();
  const [now, setNow] = useState(renderedAt);
  // The page may come from the server's cache: once running, "open until…" follows this browser's clock, each minute.
  useEffect(() => {
    setNow(clock());
    const id = setInterval(() => setNow(clock()), 60_000);
    return () => clearInterval(id);
  }, [clock]);
  return (
    <>
      <SalonSummary salon={salon} now={now} />
      <BookingFlow salon={salon} />
    </>
  );
}
