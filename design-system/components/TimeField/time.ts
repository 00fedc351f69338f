import { Time } from '@internationalized/date';

/** A time of day as the API sends it: 24-hour `HH:MM`, e.g. `09:30`, `21:00`. */
export type HHMM = string;

const pattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether a string is a valid 24-hour `HH:MM` time. */
export function isHHMM(value: string): boolean {
  return pattern.test(value);
}

/** Minutes since midnight of an `HH:MM` time (`09:30` → 570), or null when it is not one. */
export function minutesOf(value: HHMM): number | null {
  const match = pattern.exec(value);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** `HH:MM` as React Aria's Time, or null when the text is not a valid time. */
export function timeFromHHMM(value: HHMM | null | undefined): Time | null {
  if (!value) return null;
  const minutes = minutesOf(value);
  return minutes === null ? null : new Time(Math.floor(minutes / 60), minutes % 60);
}

/** A Time (or anything with hour and minute) as `HH:MM`; seconds are dropped. */
export function hhmmFromTime(time: { hour: number; minute: number }): HHMM {
  return `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
}
