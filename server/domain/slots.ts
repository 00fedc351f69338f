/**
 * Available slots: a pure function over plain data (no database, no clock of its own), so it is
 * property-tested and benchmarked alone.
 *
 * Rules (docs/booking-domain.md):
 * - A barber works the hours of their day (their own, else the salon's) minus breaks. The service
 *   span [start, start + duration) lies entirely inside one open stretch of that day.
 * - Every live reservation blocks its buffered span [start − before, end + after] (buffers as
 *   they were when it was booked). A new booking's own buffered span, with the barber's current
 *   buffers, must not overlap any blocked span: exactly what the database's exclusion constraint
 *   enforces, so a slot offered here is a slot the database accepts.
 * - Buffers separate reservations from each other only; they may reach into a break or past
 *   closing time.
 * - Start times step at the salon's slot interval from the day's opening instant, in absolute
 *   time, and are never before `now`.
 * - Wall-clock times are in the salon's IANA time zone; a day that crosses a DST change is as
 *   long as it really is (a 09:00 opening is 09:00 local whatever the offset).
 */
import { dayWindow, type WeeklyHours } from './working-hours';

export const MAX_SLOT_RANGE_DAYS = 14;
export const DEFAULT_SLOT_INTERVAL_MINUTES = 15;

const MINUTE = 60_000;
const DAY = 86_400_000;

export interface SlotBarber {
  id: number;
  /** The barber's effective week: their own hours, or the salon's when they have none. */
  hours: WeeklyHours;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
}

/** The span a live reservation keeps busy, buffers included (epoch milliseconds, end exclusive). */
export interface BlockedSpan {
  barberId: number;
  from: number;
  to: number;
}

export interface SlotQuery {
  timeZone: string;
  slotIntervalMinutes: number;
  /** First and last business day, local dates "YYYY-MM-DD", inclusive. */
  from: string;
  to: string;
  /** Total duration of the chosen services. */
  durationMinutes: number;
  now: number;
  barbers: SlotBarber[];
  reservations: BlockedSpan[];
}

export interface Slot {
  barberId: number;
  /** The business day the slot belongs to (an overnight shift belongs to the day it opened). */
  date: string;
  startsAt: number;
  endsAt: number;
}

// ---------------------------------------------------------------------------------------------
// Time zones: wall-clock ↔ instant with the platform's Intl data, no library.

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsetCache = new Map<string, number>();
const OFFSET_BUCKET = 15 * MINUTE; // every modern zone changes offset on a quarter hour

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's UTC offset in milliseconds at an instant (local = utc + offset). */
export function zoneOffset(timeZone: string, instant: number): number {
  const bucket = Math.floor(instant / OFFSET_BUCKET);
  const key = `${timeZone}|${bucket}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  const parts = formatterFor(timeZone).formatToParts(new Date(bucket * OFFSET_BUCKET));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  const offset = Math.round((wall - bucket * OFFSET_BUCKET) / MINUTE) * MINUTE;
  if (offsetCache.size > 50_000) offsetCache.clear();
  offsetCache.set(key, offset);
  return offset;
}

/**
 * The instant of a wall-clock time, given as milliseconds since the epoch as if the wall clock
 * were UTC. Disambiguates like Temporal's "compatible": a time repeated by a fall-back is the
 * earlier one; a time skipped by a spring-forward moves forward by the gap (02:30 → 03:30).
 */
export function wallToInstant(timeZone: string, wall: number): number {
  const before = zoneOffset(timeZone, wall - DAY);
  const after = zoneOffset(timeZone, wall + DAY);
  if (before === after) return wall - before;
  const fitsBefore = zoneOffset(timeZone, wall - before) === before;
  const fitsAfter = zoneOffset(timeZone, wall - after) === after;
  if (fitsBefore && fitsAfter) return Math.min(wall - before, wall - after);
  if (fitsBefore) return wall - before;
  if (fitsAfter) return wall - after;
  return wall - before; // in the gap: same offset as before the change, so it lands after the gap
}

/** Local calendar date "YYYY-MM-DD" and minutes after local midnight of an instant. */
export function instantToWall(timeZone: string, instant: number): { date: string; minutes: number } {
  const wall = instant + zoneOffset(timeZone, instant);
  const dayStart = Math.floor(wall / DAY) * DAY;
  return { date: new Date(dayStart).toISOString().slice(0, 10), minutes: Math.round((wall - dayStart) / MINUTE) };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "YYYY-MM-DD" → midnight of that date as if UTC, or null when it is not a real date. */
export function parseLocalDate(value: string): number | null {
  const m = ISO_DATE.exec(value);
  if (!m) return null;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(t).toISOString().slice(0, 10) === value ? t : null;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

export type SlotRangeProblem = 'api.booking.slots.invalid_date' | 'api.booking.slots.range_reversed' | 'api.booking.slots.range_too_long';

/** Checks a requested range of business days (inclusive): real dates, in order, at most 14 days. */
export function checkSlotRange(from: string, to: string): SlotRangeProblem | null {
  const a = parseLocalDate(from);
  const b = parseLocalDate(to);
  if (a === null || b === null) return 'api.booking.slots.invalid_date';
  if (b < a) return 'api.booking.slots.range_reversed';
  if ((b - a) / DAY + 1 > MAX_SLOT_RANGE_DAYS) return 'api.booking.slots.range_too_long';
  return null;
}

// ---------------------------------------------------------------------------------------------

/** Sorted, merged spans of one barber, so one forward pass answers "is this candidate free?". */
function mergeSpans(spans: BlockedSpan[]): Array<[number, number]> {
  const sorted = spans.filter((s) => s.to > s.from).sort((a, b) => a.from - b.from);
  const merged: Array<[number, number]> = [];
  for (const s of sorted) {
    const last = merged[merged.length - 1];
    if (last && s.from <= last[1]) last[1] = Math.max(last[1], s.to);
    else merged.push([s.from, s.to]);
  }
  return merged;
}

/** Index of the first span whose end is after `t` (spans sorted and disjoint). */
function firstEndingAfter(spans: Array<[number, number]>, t: number): number {
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (spans[mid]![1] <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The free start times of every barber in the query, ordered by start time, then barber. */
export function availableSlots(query: SlotQuery): Slot[] {
  const first = parseLocalDate(query.from);
  const last = parseLocalDate(query.to);
  if (first === null || last === null || last < first || query.durationMinutes <= 0) return [];
  const step = Math.max(1, Math.round(query.slotIntervalMinutes || DEFAULT_SLOT_INTERVAL_MINUTES)) * MINUTE;
  const duration = query.durationMinutes * MINUTE;
  const { timeZone, now } = query;

  const spansByBarber = new Map<number, BlockedSpan[]>();
  for (const r of query.reservations) {
    const list = spansByBarber.get(r.barberId);
    if (list) list.push(r);
    else spansByBarber.set(r.barberId, [r]);
  }
  // Wall-clock → instant, memoised per call: barbers of one salon share most edges.
  const instants = new Map<number, number>();
  const instantOf = (wall: number) => {
    let t = instants.get(wall);
    if (t === undefined) {
      t = wallToInstant(timeZone, wall);
      instants.set(wall, t);
    }
    return t;
  };

  const slots: Slot[] = [];
  for (const barber of query.barbers) {
    const blocked = mergeSpans(spansByBarber.get(barber.id) ?? []);
    const before = barber.bufferBeforeMinutes * MINUTE;
    const after = barber.bufferAfterMinutes * MINUTE;
    for (let day = first; day <= last; day += DAY) {
      const window = dayWindow(barber.hours, new Date(day).getUTCDay());
      if (!window) continue;
      const date = new Date(day).toISOString().slice(0, 10);
      const opening = instantOf(day + window.open * MINUTE);
      const closing = instantOf(day + window.close * MINUTE);
      // Open stretches: the day minus its breaks.
      const stretches: Array<[number, number]> = [];
      let edge = opening;
      for (const [bs, be] of window.breaks) {
        const bStart = instantOf(day + bs * MINUTE);
        if (bStart > edge) stretches.push([edge, bStart]);
        edge = Math.max(edge, instantOf(day + be * MINUTE));
      }
      if (closing > edge) stretches.push([edge, closing]);
      // First blocked span that may still matter today; within the day candidates only move forward.
      let cursor = firstEndingAfter(blocked, opening - before);

      for (const [a, b] of stretches) {
        // First grid point (anchored at opening) not before the stretch and not in the past.
        const earliest = Math.max(a, now);
        let start = opening + Math.ceil((earliest - opening) / step) * step;
        while (start + duration <= b) {
          const spanFrom = start - before;
          const spanTo = start + duration + after;
          while (cursor < blocked.length && blocked[cursor]![1] <= spanFrom) cursor++;
          const next = blocked[cursor];
          if (next && next[0] < spanTo) {
            // Jump to the first grid point whose buffered span starts after this blocked span.
            const free = next[1] + before;
            start = opening + Math.ceil((free - opening) / step) * step;
            continue;
          }
          slots.push({ barberId: barber.id, date, startsAt: start, endsAt: start + duration });
          start += step;
        }
      }
    }
  }
  slots.sort((x, y) => x.startsAt - y.startsAt || x.barberId - y.barberId);
  return slots;
}
