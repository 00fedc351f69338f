/** The units a countdown or elapsed timer shows, largest first. */
export const durationUnits = ['days', 'hours', 'minutes', 'seconds'] as const;
export type DurationUnit = (typeof durationUnits)[number];
export type DurationParts = Record<DurationUnit, number>;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Whole seconds split into days, hours, minutes and seconds. Negative, NaN or infinite input is zero. */
export function splitSeconds(totalSeconds: number): DurationParts {
  const total = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  return {
    days: Math.floor(total / DAY),
    hours: Math.floor((total % DAY) / HOUR),
    minutes: Math.floor((total % HOUR) / MINUTE),
    seconds: total % MINUTE,
  };
}

/** A moment as epoch milliseconds, or `null` when it is not a valid date. */
export function toEpochMs(moment: Date | string | number): number | null {
  const ms = moment instanceof Date ? moment.getTime() : typeof moment === 'number' ? moment : Date.parse(moment);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * Whole seconds left until `deadlineMs`, never below zero. Rounded up, so a countdown shows
 * 00:00:01 until the last second has really passed and 0 only at the deadline.
 */
export function secondsUntil(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/** Whole seconds passed since `startMs`, never below zero (a start in the future counts as now). */
export function secondsSince(startMs: number, nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - startMs) / 1000));
}
