import { instantToWall } from '../../../shared/time-zones';

/** A free time as the slots call gives it: when, and which barbers can take it. */
export interface FreeTime {
  starts_at: string;
  ends_at: string;
  barber_ids: number[];
}

const dayParts = ['morning', 'afternoon', 'evening'] as const;
export type DayPart = (typeof dayParts)[number];

/** Where a day turns from morning to afternoon and from afternoon to evening, on the salon's clock (minutes). */
const NOON = 12 * 60;
const EVENING = 17 * 60;

/** The part of the day a time falls in on the salon's clock: before noon, before 5 pm, or later (after midnight is still evening). */
export function dayPartOf(startsAt: string, timeZone: string): DayPart {
  const { minutes } = instantToWall(timeZone, Date.parse(startsAt));
  if (minutes < 4 * 60) return 'evening';
  return minutes < NOON ? 'morning' : minutes < EVENING ? 'afternoon' : 'evening';
}

/** A day's times grouped into morning, afternoon and evening, in order; empty parts left out. */
export function groupByDayPart<T extends { starts_at: string }>(times: readonly T[], timeZone: string): Array<{ part: DayPart; times: T[] }> {
  const groups = new Map<DayPart, T[]>();
  const sorted = [...times].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
  for (const time of sorted) {
    const part = dayPartOf(time.starts_at, timeZone);
    groups.set(part, [...(groups.get(part) ?? []), time]);
  }
  return dayParts.filter((part) => groups.has(part)).map((part) => ({ part, times: groups.get(part)! }));
}

/** The next `count` calendar days from `today` (`YYYY-MM-DD`), as ISO dates. */
export function nextDays(today: string, count: number): string[] {
  const start = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

/** Today's date on the salon's clock. */
export function todayIn(timeZone: string, now: number): string {
  return instantToWall(timeZone, now).date;
}
