import { minutesOf, type HHMM } from '../TimeField/time';

/** Days of the week as the API numbers them: 0 = Sunday … 6 = Saturday (the Saudi week starts on Sunday). */
const weekDays = [0, 1, 2, 3, 4, 5, 6] as const;
export type WeekDay = (typeof weekDays)[number];

interface WorkingBreak {
  starts_at: HHMM;
  ends_at: HHMM;
}

export interface WorkingDay {
  day: WeekDay;
  is_open: boolean;
  opens_at: HHMM;
  closes_at: HHMM;
  breaks: WorkingBreak[];
}

/** Seven days, Sunday first. */
export type WorkingWeek = WorkingDay[];

export interface WeekTemplate {
  opens_at?: HHMM;
  closes_at?: HHMM;
  closedDays?: readonly WeekDay[];
}

/** A week with the same hours every open day (default 09:00–21:00, Friday closed). */
export function createWeek({ opens_at = '09:00', closes_at = '21:00', closedDays = [5] }: WeekTemplate = {}): WorkingWeek {
  return weekDays.map((day) => ({ day, is_open: !closedDays.includes(day), opens_at, closes_at, breaks: [] }));
}

/** The week in day order 0..6 with every day present (a day missing from the API's list is closed). */
export function normaliseWeek(days: readonly WorkingDay[]): WorkingWeek {
  return weekDays.map((day) => days.find((d) => d.day === day) ?? { day, is_open: false, opens_at: '09:00', closes_at: '21:00', breaks: [] });
}

/**
 * The week with `from`'s hours and breaks on every day. A closed day stays closed (a day off is
 * not opened by a copy) but takes the hours, so opening it later shows them.
 */
export function copyDayToWeek(week: WorkingWeek, from: WeekDay): WorkingWeek {
  const source = week.find((d) => d.day === from);
  if (!source) return week;
  return week.map((day) => ({ ...day, opens_at: source.opens_at, closes_at: source.closes_at, breaks: source.breaks.map((pause) => ({ ...pause })) }));
}

/** A day's name in a locale, e.g. `الأحد`, `Sunday`, `Pazar`. 1 January 2023 was a Sunday. */
export function weekdayName(day: WeekDay, locale: string, width: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + day));
}

/** What is wrong with one day; `index` is the break's position (0-based). */
export type DayProblem =
  | { kind: 'missingTimes' }
  | { kind: 'closesBeforeOpens' }
  | { kind: 'breakMissingTimes'; index: number }
  | { kind: 'breakEndsBeforeStart'; index: number }
  | { kind: 'breakOutsideHours'; index: number }
  | { kind: 'breaksOverlap'; index: number; other: number };

/**
 * The problems of one day. A closed day has none. An open day needs both times with closing after
 * opening (unless `overnight`: then a closing at or before the opening is the next day, as in a
 * Ramadan week 21:00–02:00); each break needs both times, must end after it starts, lie within the
 * opening hours and not overlap another break (touching is fine).
 */
export function validateDay(day: WorkingDay, options: { overnight?: boolean } = {}): DayProblem[] {
  if (!day.is_open) return [];
  const problems: DayProblem[] = [];
  const opens = minutesOf(day.opens_at);
  const closesAt = minutesOf(day.closes_at);
  // Past midnight, times before the opening belong to the next day.
  const late = (m: number | null) => (m !== null && options.overnight && opens !== null && m <= opens ? m + 24 * 60 : m);
  const closes = late(closesAt);
  if (opens === null || closes === null) problems.push({ kind: 'missingTimes' });
  else if (closes <= opens) problems.push({ kind: 'closesBeforeOpens' });
  const hoursKnown = opens !== null && closes !== null && closes > opens;

  const spans: Array<{ index: number; start: number; end: number }> = [];
  day.breaks.forEach((pause, index) => {
    const start = options.overnight && opens !== null && minutesOf(pause.starts_at) === opens ? opens : late(minutesOf(pause.starts_at));
    const end = late(minutesOf(pause.ends_at));
    if (start === null || end === null) {
      problems.push({ kind: 'breakMissingTimes', index });
      return;
    }
    if (end <= start) {
      problems.push({ kind: 'breakEndsBeforeStart', index });
      return;
    }
    if (hoursKnown && (start < opens || end > closes)) problems.push({ kind: 'breakOutsideHours', index });
    spans.push({ index, start, end });
  });

  const sorted = [...spans].sort((a, b) => a.start - b.start);
  for (let i = 1; i < sorted.length; i += 1) {
    const previous = sorted[i - 1]!;
    const current = sorted[i]!;
    if (current.start < previous.end) {
      const [first, second] = [previous.index, current.index].sort((a, b) => a - b) as [number, number];
      problems.push({ kind: 'breaksOverlap', index: first, other: second });
    }
  }
  return problems;
}

/** Problems per day number, only for days that have any. */
export function validateWeek(week: readonly WorkingDay[], options: { overnight?: boolean } = {}): Partial<Record<WeekDay, DayProblem[]>> {
  const result: Partial<Record<WeekDay, DayProblem[]>> = {};
  for (const day of week) {
    const problems = validateDay(day, options);
    if (problems.length > 0) result[day.day] = problems;
  }
  return result;
}

export function isWeekValid(week: readonly WorkingDay[], options: { overnight?: boolean } = {}): boolean {
  return Object.keys(validateWeek(week, options)).length === 0;
}
