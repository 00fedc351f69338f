import { useIntl } from 'react-intl';
import { DurationUnits, secondsSince, splitSeconds, toEpochMs, useTicker, type DurationDisplaySize } from '../Countdown';
import * as styles from '../Countdown/Countdown.css';
import { ElapsedClock } from './ElapsedClock';

/** `clock`: one line, hours:minutes:seconds (days before them in words), for a phone's top bar. */
export const elapsedTimerSizes = ['compact', 'large', 'clock'] as const satisfies readonly (DurationDisplaySize | 'clock')[];
type ElapsedTimerSize = (typeof elapsedTimerSizes)[number];

export interface ElapsedTimerProps {
  /** When the session started (ISO string, Date or epoch ms). */
  startedAt: Date | string | number;
  /** What is being timed, as the timer's accessible name ("Session time"). */
  label: string;
  showLabel?: boolean;
  size?: ElapsedTimerSize;
  /** Stop ticking (e.g. the session ended); the time shown stays. */
  isPaused?: boolean;
  /** The clock, for stories and tests (must be stable); defaults to `Date.now`. */
  now?: () => number;
}

/**
 * Days, hours, minutes and seconds since `startedAt`, ticking every second: each with its unit word
 * (`compact`, `large`), or as a one-line clock (`clock`, whose caption shows at every width).
 */
export function ElapsedTimer({ startedAt, label, showLabel = false, size = 'compact', isPaused = false, now = Date.now }: ElapsedTimerProps) {
  const intl = useIntl();
  const start = toEpochMs(startedAt);
  const nowMs = useTicker(now, start !== null && !isPaused);
  const elapsed = start === null ? 0 : secondsSince(start, nowMs);
  return (
    <div className={styles.root}>
      {showLabel ? (
        <p className={size === 'compact' ? styles.captionCompact : styles.caption} aria-hidden="true">
          {label}
        </p>
      ) : null}
      <div role="timer" aria-label={label} data-invalid={start === null || undefined}>
        {size === 'clock' ? <ElapsedClock parts={splitSeconds(elapsed)} /> : <DurationUnits parts={splitSeconds(elapsed)} size={size} />}
      </div>
      {start === null ? <p className={styles.problem}>{intl.formatMessage({ id: 'ds.data.elapsed.invalid' })}</p> : null}
    </div>
  );
}
