/**
 * Weekly working hours of a salon or a barber: seven days (0 = Sunday … 6 = Saturday), each open
 * or closed, with an opening and closing wall-clock time ("HH:MM") and breaks inside that span.
 *
 * The contract accepts only same-day hours (`closes_at` after `opens_at`) for the regular week, so
 * `validateWorkingHours` refuses anything else unless asked for `overnight` (the Ramadan week). `dayWindow` and the slot function already read a closing time at or before
 * the opening as "past midnight" (a barber shop open 16:00–01:00 is common in Saudi Arabia), so
 * allowing overnight hours later is a validation change only. Everything is wall-clock time in the
 * salon's time zone; converting to instants is the slot function's job.
 */

interface WorkingBreak {
  starts_at: string;
  ends_at: string;
}

export interface WorkingDay {
  day: number;
  is_open: boolean;
  opens_at: string | null;
  closes_at: string | null;
  breaks: WorkingBreak[];
}

export type WeeklyHours = WorkingDay[];

/** One day as minutes from the local start of that day; `close` may exceed 1440 (past midnight). */
export interface DayWindow {
  open: number;
  close: number;
  /** Sorted, disjoint, inside [open, close]. */
  breaks: Array<readonly [number, number]>;
}

/** A problem with one field, named by its path in the request body and a message id. */
export interface FieldIssue {
  field: string;
  message: WorkingHoursMessage;
}

type WorkingHoursMessage =
  | 'api.booking.working_hours.seven_days'
  | 'api.booking.working_hours.invalid_day'
  | 'api.booking.working_hours.duplicate_day'
  | 'api.booking.working_hours.invalid_time'
  | 'api.booking.working_hours.empty_day'
  | 'api.booking.working_hours.closes_before_opens'
  | 'api.booking.working_hours.break_outside_day'
  | 'api.booking.working_hours.break_empty'
  | 'api.booking.working_hours.breaks_overlap';

const DAY_MINUTES = 24 * 60;
const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "HH:MM" → minutes after midnight; "24:00" is accepted as the end of the day. */
function parseHhMm(value: string | null | undefined): number | null {
  if (typeof value !== 'string') return null;
  if (value === '24:00') return DAY_MINUTES;
  const match = HH_MM.exec(value);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Hours a new salon starts with (the contract's default): every day 10:00–23:00, Friday after Jumu'ah 16:00–23:30. */
export function defaultWorkingHours(): WeeklyHours {
  return [0, 1, 2, 3, 4, 5, 6].map((day) =>
    day === 5
      ? { day, is_open: true, opens_at: '16:00', closes_at: '23:30', breaks: [] }
      : { day, is_open: true, opens_at: '10:00', closes_at: '23:00', breaks: [] },
  );
}

function spanOf(day: WorkingDay): { open: number; close: number } | null {
  const open = parseHhMm(day.opens_at);
  const closeRaw = parseHhMm(day.closes_at);
  if (open === null || closeRaw === null || open === DAY_MINUTES) return null;
  // Closing at or before opening runs past midnight; 00:00–00:00 is a 24-hour day.
  const close = closeRaw <= open ? closeRaw + DAY_MINUTES : closeRaw;
  return { open, close };
}

/** Maps a wall-clock time inside an overnight span onto the span's minute scale. */
function onSpan(minutes: number, open: number): number {
  return minutes < open ? minutes + DAY_MINUTES : minutes;
}

/** A break's start and end on the span's minute scale ("24:00" stays 1440, which is never before opening). */
function breakOnSpan(start: number, end: number, open: number): [number, number] {
  return [onSpan(start, open), onSpan(end, open)];
}

/**
 * Checks a week of working hours. Returns every problem found (empty when valid), each with the
 * field path under `prefix` so the 422 can point at the exact input.
 */
export function validateWorkingHours(hours: unknown, prefix = 'working_hours', options: { overnight?: boolean } = {}): FieldIssue[] {
  if (!Array.isArray(hours) || hours.length !== 7) {
    return [{ field: prefix, message: 'api.booking.working_hours.seven_days' }];
  }
  const issues: FieldIssue[] = [];
  const seen = new Set<number>();
  (hours as WorkingDay[]).forEach((day, index) => {
    const at = `${prefix}.${index}`;
    if (!Number.isInteger(day?.day) || day.day < 0 || day.day > 6) {
      issues.push({ field: `${at}.day`, message: 'api.booking.working_hours.invalid_day' });
      return;
    }
    if (seen.has(day.day)) {
      issues.push({ field: `${at}.day`, message: 'api.booking.working_hours.duplicate_day' });
      return;
    }
    seen.add(day.day);
    if (!day.is_open) return;
    const open = parseHhMm(day.opens_at);
    const close = parseHhMm(day.closes_at);
    if (open === null || open === DAY_MINUTES) issues.push({ field: `${at}.opens_at`, message: 'api.booking.working_hours.invalid_time' });
    if (close === null) issues.push({ field: `${at}.closes_at`, message: 'api.booking.working_hours.invalid_time' });
    if (open === null || close === null || open === DAY_MINUTES) return;
    // Ramadan weeks may run past midnight (21:00–02:00): a closing at or before the opening is the next day.
    if (close <= open && !options.overnight) {
      issues.push({ field: `${at}.closes_at`, message: 'api.booking.working_hours.closes_before_opens' });
      return;
    }
    const span = { open, close: close <= open ? close + DAY_MINUTES : close };
    const breaks: Array<[number, number, number]> = [];
    (day.breaks ?? []).forEach((pause, b) => {
      const bAt = `${at}.breaks.${b}`;
      const s = parseHhMm(pause?.starts_at);
      const e = parseHhMm(pause?.ends_at);
      if (s === null || s === DAY_MINUTES) issues.push({ field: `${bAt}.starts_at`, message: 'api.booking.working_hours.invalid_time' });
      if (e === null) issues.push({ field: `${bAt}.ends_at`, message: 'api.booking.working_hours.invalid_time' });
      if (s === null || e === null || s === DAY_MINUTES) return;
      const [start, end] = breakOnSpan(s, e, span.open);
      if (end <= start) {
        issues.push({ field: bAt, message: end === start ? 'api.booking.working_hours.break_empty' : 'api.booking.working_hours.break_outside_day' });
        return;
      }
      if (start < span.open || end > span.close) {
        issues.push({ field: bAt, message: 'api.booking.working_hours.break_outside_day' });
        return;
      }
      breaks.push([start, end, b]);
    });
    breaks.sort((x, y) => x[0] - y[0]);
    for (let i = 1; i < breaks.length; i++) {
      const prev = breaks[i - 1]!;
      const cur = breaks[i]!;
      if (cur[0] < prev[1]) issues.push({ field: `${at}.breaks.${cur[2]}`, message: 'api.booking.working_hours.breaks_overlap' });
    }
    if (breaks.length > 0) {
      // A day that is nothing but breaks cannot be booked: say so rather than store it.
      const covered = breaks.reduce((sum, [s, e]) => sum + (e - s), 0);
      if (covered >= span.close - span.open) issues.push({ field: at, message: 'api.booking.working_hours.empty_day' });
    }
  });
  if (seen.size !== 7 && issues.length === 0) {
    issues.push({ field: prefix, message: 'api.booking.working_hours.seven_days' });
  }
  return issues;
}

/** Sorts by day, drops breaks of closed days and blanks their times; call after validation. */
export function normalizeWorkingHours(hours: WeeklyHours): WeeklyHours {
  return [...hours]
    .sort((a, b) => a.day - b.day)
    .map((d) =>
      d.is_open
        ? {
            day: d.day,
            is_open: true,
            opens_at: d.opens_at,
            closes_at: d.closes_at,
            breaks: [...(d.breaks ?? [])]
              .map((b) => ({ starts_at: b.starts_at, ends_at: b.ends_at }))
              .sort((x, y) => onSpan(parseHhMm(x.starts_at)!, parseHhMm(d.opens_at)!) - onSpan(parseHhMm(y.starts_at)!, parseHhMm(d.opens_at)!)),
          }
        : { day: d.day, is_open: false, opens_at: null, closes_at: null, breaks: [] },
    );
}

/** The open span and breaks of one weekday, in minutes from that day's local midnight; null when closed. */
export function dayWindow(hours: WeeklyHours, weekday: number): DayWindow | null {
  const day = hours.find((d) => d.day === weekday);
  if (!day || !day.is_open) return null;
  const span = spanOf(day);
  if (!span) return null;
  const breaks: Array<readonly [number, number]> = [];
  for (const pause of day.breaks) {
    const s = parseHhMm(pause.starts_at);
    const e = parseHhMm(pause.ends_at);
    if (s === null || e === null) continue;
    const [start, end] = breakOnSpan(s, e, span.open);
    if (end > start) breaks.push([Math.max(start, span.open), Math.min(end, span.close)] as const);
  }
  breaks.sort((a, b) => a[0] - b[0]);
  return { open: span.open, close: span.close, breaks };
}
