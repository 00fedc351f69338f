import { useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './Countdown.css';
import { secondsUntil, splitSeconds, toEpochMs } from './duration';
import { DurationUnits, type DurationDisplaySize } from './DurationUnits';
import { useTicker } from './useTicker';

export const countdownSizes = ['compact', 'large'] as const satisfies readonly DurationDisplaySize[];
type CountdownSize = (typeof countdownSizes)[number];

export interface CountdownProps {
  /** Seconds left when this value was given (e.g. the API's `expire_at_timer`). */
  remainingSeconds?: number;
  /** The moment it runs out (e.g. the API's `expire_at`); wins over `remainingSeconds`. */
  expireAt?: Date | string | number;
  /** What is counting down, as the timer's accessible name ("Package time left"). */
  label: string;
  /** Show `label` as a caption above the digits (otherwise it is only announced). */
  showLabel?: boolean;
  size?: CountdownSize;
  /** Called once when the time is up (also at mount when it already is). */
  onExpire?: () => void;
  /** The clock, for stories and tests (must be stable); defaults to `Date.now`. */
  now?: () => number;
}

/**
 * Days, hours, minutes and seconds left, refreshed every second until zero. An expired
 * countdown shows zeros; a broken `expireAt` says so instead of counting.
 */
export function Countdown({ remainingSeconds, expireAt, label, showLabel = false, size = 'large', onExpire, now = Date.now }: CountdownProps) {
  const intl = useIntl();
  const deadline = useMemo(() => {
    if (expireAt !== undefined) return toEpochMs(expireAt);
    if (remainingSeconds !== undefined && Number.isFinite(remainingSeconds)) return now() + Math.max(0, remainingSeconds) * 1000;
    return null;
    // `now` is read once per new deadline on purpose: the deadline is fixed when the value arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expireAt, remainingSeconds]);

  const running = deadline !== null && secondsUntil(deadline, now()) > 0;
  const nowMs = useTicker(now, running);
  const left = deadline === null ? 0 : secondsUntil(deadline, nowMs);
  const isExpired = deadline !== null && left === 0;

  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });
  useEffect(() => {
    if (isExpired) onExpireRef.current?.();
  }, [isExpired]);

  return (
    <div className={styles.root}>
      {showLabel ? (
        <p className={size === 'compact' ? styles.captionCompact : styles.caption} aria-hidden="true">
          {label}
        </p>
      ) : null}
      <div role="timer" aria-label={label} data-expired={isExpired || undefined} data-invalid={deadline === null || undefined}>
        <DurationUnits parts={splitSeconds(left)} size={size} isExpired={isExpired} />
      </div>
      {deadline === null ? <p className={styles.problem}>{intl.formatMessage({ id: 'ds.data.countdown.invalid' })}</p> : null}
    </div>
  );
}
