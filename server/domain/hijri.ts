/**
 * The Umm al-Qura calendar (Saudi Arabia's official Hijri calendar) for scheduling rules: which local
 * days are in Ramadan, and the Gregorian days of Eid. Reads the platform's ICU data through `Intl`
 * (`islamic-umalqura`), so no table of month lengths is kept here.
 *
 * Days are local calendar days "YYYY-MM-DD" (the salon's), never instants: a date is formatted at UTC
 * midnight in UTC, so no zone shifts it.
 */

export interface HijriDate {
  year: number;
  month: number;
  day: number;
}

const RAMADAN = 9;
export const SHAWWAL = 10;
export const DHU_AL_HIJJAH = 12;

const DAY = 86_400_000;
const hijriParts = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', { timeZone: 'UTC', year: 'numeric', month: 'numeric', day: 'numeric' });
const cache = new Map<string, HijriDate>();

function dayStart(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

function isoDay(t: number): string {
  return new Date(t).toISOString().slice(0, 10);
}

/** The Umm al-Qura date of a Gregorian day. */
export function hijriOf(date: string): HijriDate {
  let found = cache.get(date);
  if (!found) {
    const parts = hijriParts.formatToParts(dayStart(date));
    const get = (type: string) => Number.parseInt(parts.find((p) => p.type === type)?.value ?? '', 10);
    // ICU writes the year as "1448 AH" in some versions: parseInt keeps the number.
    found = { year: get('year'), month: get('month'), day: get('day') };
    if (cache.size > 20_000) cache.clear();
    cache.set(date, found);
  }
  return found;
}

export function isRamadan(date: string): boolean {
  return hijriOf(date).month === RAMADAN;
}

/** The days of [from, to] (inclusive) that are in Ramadan. */
export function ramadanDaysBetween(from: string, to: string): Set<string> {
  const days = new Set<string>();
  for (let t = dayStart(from); t <= dayStart(to); t += DAY) {
    const d = isoDay(t);
    if (isRamadan(d)) days.add(d);
  }
  return days;
}

/** First and last Gregorian day of a Hijri month, searching from `near` (a day within ~400 days of it). */
function hijriMonthSpan(year: number, month: number, near: string): { first: string; last: string } | null {
  // Walk forward from ~400 days before: a Hijri year is 354–355 days, so the month is met once.
  let first: string | null = null;
  let last: string | null = null;
  for (let t = dayStart(near) - 400 * DAY, end = dayStart(near) + 800 * DAY; t <= end; t += DAY) {
    const d = isoDay(t);
    const h = hijriOf(d);
    if (h.year === year && h.month === month) {
      first ??= d;
      last = d;
    } else if (first) break;
  }
  return first && last ? { first, last } : null;
}

/** The Gregorian day of a Hijri date, or null when the month has no such day. */
export function gregorianOf(hijri: HijriDate, near: string): string | null {
  const span = hijriMonthSpan(hijri.year, hijri.month, near);
  if (!span) return null;
  const d = isoDay(dayStart(span.first) + (hijri.day - 1) * DAY);
  return d <= span.last ? d : null;
}

/** The next (or current) Ramadan as of `today`: its first and last days. */
export function nextRamadan(today: string): { hijriYear: number; first: string; last: string } {
  const h = hijriOf(today);
  const year = h.month > RAMADAN ? h.year + 1 : h.year;
  const span = hijriMonthSpan(year, RAMADAN, today)!;
  return { hijriYear: year, ...span };
}

export function addDays(date: string, days: number): string {
  return isoDay(dayStart(date) + days * DAY);
}
