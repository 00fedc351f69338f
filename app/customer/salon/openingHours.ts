import { instantToWall, wallToInstant } from '../../../shared/time-zones';

/** One day of a salon's week as the API gives it (0 = Sunday; times are wall-clock in the salon's zone). */
export interface WeekDay {
  day: number;
  is_open: boolean;
  opens_at: string | null;
  closes_at: string | null;
}

/** Whether the salon is open at an instant, and until or from when, on its own clock. */
export type OpenState =
  | { open: true; closesAt: string; nextChange: number }
  | { open: false; opens: { time: string; weekday: number; inDays: number } | null; nextChange: number | null };

const DAY_MINUTES = 1440;
const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};
const timeOf = (minutes: number) => {
  const m = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/**
 * The salon's state at `now` ("open until 23:00", "closed, opens Sunday at 10:00") in its time
 * zone. A closing at or before the opening is the next day (the Ramadan week's overnight hours),
 * so yesterday's hours can still be open after midnight. Breaks do not close the salon: they are
 * pauses in its day, which the slot list already leaves out. `nextChange` is the instant the state
 * changes (the server keeps a rendered page until then).
 */
export function openState(week: readonly WeekDay[], timeZone: string, now: number): OpenState {
  const wall = instantToWall(timeZone, now);
  const todayMidnight = Date.parse(`${wall.date}T00:00:00Z`);
  const weekday = new Date(todayMidnight).getUTCDay();
  const intervals: Array<{ start: number; end: number; inDays: number; weekday: number }> = [];
  for (let offset = -1; offset <= 7; offset++) {
    const day = (weekday + offset + 7) % 7;
    const hours = week.find((entry) => entry.day === day);
    if (!hours?.is_open || !hours.opens_at || !hours.closes_at) continue;
    const opens = minutesOf(hours.opens_at);
    const closes = minutesOf(hours.closes_at);
    const start = offset * DAY_MINUTES + opens;
    intervals.push({ start, end: offset * DAY_MINUTES + closes + (closes <= opens ? DAY_MINUTES : 0), inDays: offset, weekday: day });
  }
  const instantAt = (minutes: number) => wallToInstant(timeZone, todayMidnight + minutes * 60_000);
  const current = intervals.find((interval) => interval.start <= wall.minutes && wall.minutes < interval.end);
  if (current) {
    // Back-to-back hours (an overnight day running into the next day's opening) read as one stretch.
    let end = current.end;
    for (const next of intervals) if (next.start <= end && next.end > end) end = next.end;
    return { open: true, closesAt: timeOf(end), nextChange: instantAt(end) };
  }
  const next = intervals.find((interval) => interval.start > wall.minutes);
  if (!next) return { open: false, opens: null, nextChange: null };
  return { open: false, opens: { time: timeOf(next.start), weekday: next.weekday, inDays: next.inDays }, nextChange: instantAt(next.start) };
}

/** A weekday's name (0 = Sunday) in the locale. 4 January 2026 was a Sunday. */
export function weekdayName(weekday: number, intlLocale: string): string {
  return new Intl.DateTimeFormat(intlLocale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 4 + weekday));
}

/** The days of the week in the order a Saudi week is read: Sunday first (the contract's 0). */
export const weekOrder = [0, 1, 2, 3, 4, 5, 6] as const;
