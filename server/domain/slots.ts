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
 * - Closed time (closures, a barber's time off, prayer pauses: `closed`) is cut out of the open
 *   stretches like a break: no service span overlaps it (buffers may reach into it). On the days in
 *   `ramadanDates`, a barber with `ramadanHours` works those instead of `hours`.
 */
import { wallToInstant } from '../../shared/time-zones';
import { dayWindow, type WeeklyHours } from './working-hours';

// The zone arithmetic (shared/time-zones.ts) is the app's too; the slot search's callers take it from here.
export { instantToWall, isValidTimeZone, wallToInstant, zoneOffset } from '../../shared/time-zones';

const MAX_SLOT_RANGE_DAYS = 14;
const DEFAULT_SLOT_INTERVAL_MINUTES = 15;

const MINUTE = 60_000;
const DAY = 86_400_000;

export interface SlotBarber {
  id: number;
  /** The barber's effective week: their own hours, or the salon's when they have none. */
  hours: WeeklyHours;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  /** The week worked on Ramadan days (the barber's own, else the salon's), when there is one. */
  ramadanHours?: WeeklyHours | null;
}

/** Time nobody can book (epoch ms, end exclusive): one barber's, or every barber's when `barberId` is null. */
export interface ClosedSpan {
  barberId: number | null;
  from: number;
  to: number;
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
  /** Closures, time off and prayer pauses. */
  closed?: ClosedSpan[];
  /** Local days on which `ramadanHours` apply. */
  ramadanDates?: ReadonlySet<string>;
}

export interface Slot {
  barberId: number;
  /** The business day the slot belongs to (an overnight shift belongs to the day it opened). */
  date: string;
  startsAt: number;
  endsAt: number;
}

// ---------------------------------------------------------------------------------------------
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "YYYY-MM-DD" → midnight of that date as if UTC, or null when it is not a real date. */
export function parseLocalDate(value: string): number | null {
  const m = ISO_DATE.exec(value);
  if (!m) return null;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(t).toISOString().slice(0, 10) === value ? t : null;
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

/** Cuts closed spans (sorted, disjoint) out of sorted, disjoint stretches. */
function subtract(stretches: Array<[number, number]>, closed: Array<[number, number]>): Array<[number, number]> {
  if (closed.length === 0) return stretches;
  const out: Array<[number, number]> = [];
  for (const [a, b] of stretches) {
    let edge = a;
    for (let i = firstEndingAfter(closed, a); i < closed.length && closed[i]![0] < b; i++) {
      const [cs, ce] = closed[i]!;
      if (cs > edge) out.push([edge, cs]);
      edge = Math.max(edge, ce);
    }
    if (b > edge) out.push([edge, b]);
  }
  return out;
}

interface BarberDay {
  date: string;
  opening: number;
  /** Open stretches of the day: hours minus breaks minus closed time. */
  stretches: Array<[number, number]>;
}

/** Per call: wall-clock → instant memoised (barbers of one salon share most edges), closed time per barber. */
function dayPlanner(query: SlotQuery) {
  const { timeZone } = query;
  const instants = new Map<number, number>();
  const instantOf = (wall: number) => {
    let t = instants.get(wall);
    if (t === undefined) {
      t = wallToInstant(timeZone, wall);
      instants.set(wall, t);
    }
    return t;
  };
  const closedAll: BlockedSpan[] = [];
  const closedByBarber = new Map<number, BlockedSpan[]>();
  for (const c of query.closed ?? []) {
    const span = { barberId: c.barberId ?? 0, from: c.from, to: c.to };
    if (c.barberId === null) closedAll.push(span);
    else {
      const list = closedByBarber.get(c.barberId);
      if (list) list.push(span);
      else closedByBarber.set(c.barberId, [span]);
    }
  }
  const closedOf = (barberId: number) => mergeSpans([...closedAll, ...(closedByBarber.get(barberId) ?? [])]);

  /** One barber's working day that opens on local day `day` (midnight as if UTC), or null when closed. */
  const dayOf = (barber: SlotBarber, day: number, closed: Array<[number, number]>): BarberDay | null => {
    const date = new Date(day).toISOString().slice(0, 10);
    const week = barber.ramadanHours && query.ramadanDates?.has(date) ? barber.ramadanHours : barber.hours;
    const window = dayWindow(week, new Date(day).getUTCDay());
    if (!window) return null;
    const opening = instantOf(day + window.open * MINUTE);
    const closing = instantOf(day + window.close * MINUTE);
    const stretches: Array<[number, number]> = [];
    let edge = opening;
    for (const [bs, be] of window.breaks) {
      const bStart = instantOf(day + bs * MINUTE);
      if (bStart > edge) stretches.push([edge, bStart]);
      edge = Math.max(edge, instantOf(day + be * MINUTE));
    }
    if (closing > edge) stretches.push([edge, closing]);
    return { date, opening, stretches: subtract(stretches, closed) };
  };
  return { closedOf, dayOf };
}

/** The free start times of every barber in the query, ordered by start time, then barber. */
export function availableSlots(query: SlotQuery): Slot[] {
  const first = parseLocalDate(query.from);
  const last = parseLocalDate(query.to);
  if (first === null || last === null || last < first || query.durationMinutes <= 0) return [];
  const step = Math.max(1, Math.round(query.slotIntervalMinutes || DEFAULT_SLOT_INTERVAL_MINUTES)) * MINUTE;
  const duration = query.durationMinutes * MINUTE;
  const { now } = query;

  const spansByBarber = new Map<number, BlockedSpan[]>();
  for (const r of query.reservations) {
    const list = spansByBarber.get(r.barberId);
    if (list) list.push(r);
    else spansByBarber.set(r.barberId, [r]);
  }
  const planner = dayPlanner(query);

  const slots: Slot[] = [];
  for (const barber of query.barbers) {
    const blocked = mergeSpans(spansByBarber.get(barber.id) ?? []);
    const closed = planner.closedOf(barber.id);
    const before = barber.bufferBeforeMinutes * MINUTE;
    const after = barber.bufferAfterMinutes * MINUTE;
    for (let day = first; day <= last; day += DAY) {
      const plan = planner.dayOf(barber, day, closed);
      if (!plan) continue;
      const { date, opening, stretches } = plan;
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

/**
 * Whether [from, to) lies inside one open stretch of the barber (hours, breaks, Ramadan hours and
 * closed time of the query; reservations and the grid ignored): how a rule change finds the bookings
 * it now covers. `query.from`/`to` must include the business day the span starts on and the day before.
 */
export function isOpenTime(query: SlotQuery, barber: SlotBarber, from: number, to: number): boolean {
  const first = parseLocalDate(query.from);
  const last = parseLocalDate(query.to);
  if (first === null || last === null) return false;
  const planner = dayPlanner(query);
  const closed = planner.closedOf(barber.id);
  for (let day = first; day <= last; day += DAY) {
    const plan = planner.dayOf(barber, day, closed);
    if (plan?.stretches.some(([a, b]) => a <= from && to <= b)) return true;
  }
  return false;
}
