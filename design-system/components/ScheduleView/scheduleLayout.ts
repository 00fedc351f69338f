import { parseDate } from '@internationalized/date';
import { instantToWall, wallToInstant } from '../../../shared/time-zones';

export const scheduleViews = ['day', 'week'] as const;
export type ScheduleViewMode = (typeof scheduleViews)[number];

/** Reservation statuses as the API names them; cancelled ones are not drawn and free their time. */
type ReservationStatus = 'pending' | 'confirmed' | 'completed' | 'cancelled' | 'no_show';

export interface ScheduleBarber {
  id: string;
  name: string;
}

export interface ScheduleReservation {
  id: string;
  barberId: string;
  /** ISO instants (UTC or with an offset). */
  startsAt: string;
  endsAt: string;
  status: ReservationStatus;
  customerName: string;
  serviceName?: string;
  /** A customer booked at the door: the block carries a "Walk-in" badge. */
  walkIn?: boolean;
}

interface ScheduleSlot {
  kind: 'slot';
  key: string;
  startMinute: number;
  endMinute: number;
}

export interface ScheduleBlock {
  kind: 'reservation';
  key: string;
  reservation: ScheduleReservation;
  /** Minutes after midnight in the salon's zone, clamped to opening hours. */
  startMinute: number;
  endMinute: number;
  /** Side-by-side position when reservations overlap (they should not, but data may). */
  lane: number;
  lanes: number;
}

export type ScheduleItem = ScheduleSlot | ScheduleBlock;

export interface ScheduleColumn {
  key: string;
  barberId: string;
  /** The column's calendar day, `YYYY-MM-DD`, in the salon's zone. */
  date: string;
  /** Slots and reservations in time order: the keyboard's order. */
  items: ScheduleItem[];
}

/** "09:30" → 570 minutes after midnight; "24:00" is the end of the day; anything else → null. */
export function parseClock(value: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/** The salon-local calendar day and minute of an instant (null for an unreadable instant or zone). */
export function zonedParts(iso: string, timeZone: string): { date: string; minute: number } | null {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return null;
  try {
    const wall = instantToWall(timeZone, ms);
    return { date: wall.date, minute: wall.minutes };
  } catch {
    return null;
  }
}

const DAY_MINUTES = 24 * 60;

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * A salon-local day and minute as minutes after the midnight that starts `date`: 01:00 of the next
 * day is 1500. A night running past midnight (Ramadan hours, 21:00–02:00) is drawn in its own
 * day's column this way.
 */
export function minutesAfter(date: string, at: { date: string; minute: number }): number {
  return daysBetween(date, at.date) * DAY_MINUTES + at.minute;
}

/**
 * The day an instant's time is drawn in, and its minute there: its own day, or, for a time after
 * midnight inside a night that opened the day before (opening hours past midnight, `closeMinute`
 * over 1440, and earlier than the day's opening), the day before at minute 1440 and more.
 */
function drawnDay(at: { date: string; minute: number }, openMinute: number, closeMinute: number): { date: string; minute: number } {
  if (closeMinute > DAY_MINUTES && at.minute < openMinute && at.minute + DAY_MINUTES < closeMinute) {
    return { date: parseDate(at.date).subtract({ days: 1 }).toString(), minute: at.minute + DAY_MINUTES };
  }
  return at;
}

/** The instant (ISO, UTC) of a salon-local day and minute. */
export function instantAt(date: string, minute: number, timeZone: string): string {
  const day = parseDate(date);
  return new Date(wallToInstant(timeZone, Date.UTC(day.year, day.month - 1, day.day) + minute * 60_000)).toISOString();
}

/** Seven consecutive days from `date`. */
export function weekDates(date: string): string[] {
  const first = parseDate(date);
  return Array.from({ length: 7 }, (_, index) => first.add({ days: index }).toString());
}

export interface ColumnsInput {
  view: ScheduleViewMode;
  date: string;
  barbers: readonly ScheduleBarber[];
  barberId?: string;
  reservations: readonly ScheduleReservation[];
  openMinute: number;
  /** Minutes after the day's midnight; over 1440 when the day's hours run past midnight. */
  closeMinute: number;
  slotMinutes: number;
  timeZone: string;
}

/**
 * The schedule's columns (barbers of one day, or the days of one barber's week), each with its
 * reservations clamped to opening hours and the free slots between them, in time order.
 */
export function buildColumns(input: ColumnsInput): ScheduleColumn[] {
  const { view, date, barbers, reservations, openMinute, closeMinute, slotMinutes, timeZone } = input;
  const weekBarber = input.barberId ?? barbers[0]?.id;
  const frames =
    view === 'day'
      ? barbers.map((barber) => ({ key: barber.id, barberId: barber.id, date }))
      : weekBarber === undefined
        ? []
        : weekDates(date).map((day) => ({ key: day, barberId: weekBarber, date: day }));

  const byColumn = new Map<string, { reservation: ScheduleReservation; start: number; end: number }[]>();
  for (const reservation of reservations) {
    if (reservation.status === 'cancelled') continue;
    const startParts = zonedParts(reservation.startsAt, timeZone);
    const end = zonedParts(reservation.endsAt, timeZone);
    if (!startParts || !end) continue;
    // 01:00 of a night that opened the day before is drawn in that day's column, after midnight.
    const start = drawnDay(startParts, openMinute, closeMinute);
    const key = view === 'day' ? (start.date === date ? reservation.barberId : null) : reservation.barberId === weekBarber ? start.date : null;
    if (key === null) continue;
    // A reservation running past the day's hours is drawn to their end.
    const endMinute = minutesAfter(start.date, end);
    const clampedStart = Math.max(start.minute, openMinute);
    const clampedEnd = Math.min(endMinute, closeMinute);
    if (clampedEnd <= clampedStart) continue;
    const list = byColumn.get(key) ?? [];
    list.push({ reservation, start: clampedStart, end: clampedEnd });
    byColumn.set(key, list);
  }

  return frames.map((frame) => {
    const booked = (byColumn.get(frame.key) ?? []).sort((a, b) => a.start - b.start || a.end - b.end);
    const blocks = assignLanes(booked);
    const slots: ScheduleSlot[] = [];
    let cursor = 0;
    for (let start = openMinute; start + slotMinutes <= closeMinute; start += slotMinutes) {
      const end = start + slotMinutes;
      // Reservations are sorted by start: skip those that ended before this slot.
      while (cursor < booked.length && booked[cursor]!.end <= start) cursor += 1;
      let taken = false;
      for (let index = cursor; index < booked.length && booked[index]!.start < end; index += 1) {
        if (booked[index]!.end > start) {
          taken = true;
          break;
        }
      }
      if (!taken) slots.push({ kind: 'slot', key: `s:${frame.key}:${start}`, startMinute: start, endMinute: end });
    }
    const items: ScheduleItem[] = [...blocks, ...slots].sort((a, b) => a.startMinute - b.startMinute || (a.kind === 'reservation' ? -1 : 1));
    return { ...frame, items };
  });
}

function assignLanes(booked: { reservation: ScheduleReservation; start: number; end: number }[]): ScheduleBlock[] {
  const blocks: ScheduleBlock[] = [];
  let cluster: ScheduleBlock[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = -1;
  const closeCluster = () => {
    for (const block of cluster) block.lanes = laneEnds.length;
    cluster = [];
    laneEnds = [];
  };
  for (const { reservation, start, end } of booked) {
    if (start >= clusterEnd) closeCluster();
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(end);
    } else laneEnds[lane] = end;
    const block: ScheduleBlock = { kind: 'reservation', key: `r:${reservation.id}`, reservation, startMinute: start, endMinute: end, lane, lanes: 1 };
    cluster.push(block);
    blocks.push(block);
    clusterEnd = Math.max(clusterEnd, end);
  }
  closeCluster();
  return blocks;
}

export type ScheduleMove = 'up' | 'down' | 'nextColumn' | 'previousColumn' | 'columnStart' | 'columnEnd' | 'first' | 'last';

/**
 * Where the keyboard goes from the item `fromKey`: up and down within a column (time order),
 * to the neighbouring column's item nearest in time, to a column's ends or the schedule's.
 * Returns the same key at an edge, and the first item when `fromKey` is unknown.
 */
export function moveFocus(columns: readonly ScheduleColumn[], fromKey: string | null, move: ScheduleMove): string | null {
  const withItems = columns.filter((column) => column.items.length > 0);
  if (withItems.length === 0) return null;
  const columnIndex = withItems.findIndex((column) => column.items.some((item) => item.key === fromKey));
  if (columnIndex === -1) return withItems[0]!.items[0]!.key;
  const column = withItems[columnIndex]!;
  const itemIndex = column.items.findIndex((item) => item.key === fromKey);
  const current = column.items[itemIndex]!;
  switch (move) {
    case 'up':
      return column.items[Math.max(0, itemIndex - 1)]!.key;
    case 'down':
      return column.items[Math.min(column.items.length - 1, itemIndex + 1)]!.key;
    case 'columnStart':
      return column.items[0]!.key;
    case 'columnEnd':
      return column.items[column.items.length - 1]!.key;
    case 'first':
      return withItems[0]!.items[0]!.key;
    case 'last': {
      const lastColumn = withItems[withItems.length - 1]!;
      return lastColumn.items[lastColumn.items.length - 1]!.key;
    }
    case 'nextColumn':
    case 'previousColumn': {
      const target = withItems[columnIndex + (move === 'nextColumn' ? 1 : -1)];
      if (!target) return current.key;
      return nearestInTime(target.items, current).key;
    }
  }
}

function nearestInTime(items: readonly ScheduleItem[], from: ScheduleItem): ScheduleItem {
  // The item covering the current start wins; otherwise the one whose start is closest.
  const covering = items.find((item) => item.startMinute <= from.startMinute && item.endMinute > from.startMinute);
  if (covering) return covering;
  let best = items[0]!;
  for (const item of items) {
    if (Math.abs(item.startMinute - from.startMinute) < Math.abs(best.startMinute - from.startMinute)) best = item;
  }
  return best;
}

/** The shortest reservation drawn (minutes), or null when there is none: it sets how tall a slot row must be. */
export function shortestBlockMinutes(columns: readonly ScheduleColumn[]): number | null {
  let shortest: number | null = null;
  for (const column of columns) {
    for (const item of column.items) {
      if (item.kind !== 'reservation') continue;
      const minutes = item.endMinute - item.startMinute;
      if (shortest === null || minutes < shortest) shortest = minutes;
    }
  }
  return shortest;
}

/**
 * How many one-line blocks (a name and its status) a slot row must hold for the shortest
 * reservation to get one line: the stylesheet makes a row the taller of the design's row and
 * that many lines, so the line never shrinks under a short reservation, the rows grow instead.
 */
export function rowGrowth(slotMinutes: number, shortestMinutes: number | null): number {
  if (shortestMinutes === null || shortestMinutes <= 0) return 0;
  return slotMinutes / shortestMinutes;
}

/**
 * The hour labels of the gutter (minutes after midnight), without those the "now" badge would
 * sit on: a label fills the top half of its row after the hour, the badge half a row around now.
 */
export function hourMarks(openMinute: number, closeMinute: number, slotMinutes: number, nowMinute: number | null): number[] {
  const marks: number[] = [];
  for (let minute = Math.ceil(openMinute / 60) * 60; minute < closeMinute; minute += 60) {
    const clear = nowMinute === null || nowMinute <= minute - slotMinutes / 2 || nowMinute >= minute + slotMinutes;
    if (clear) marks.push(minute);
  }
  return marks;
}

/** The columns without free slots that start before `now` (salon-local day and minute): a past time is never offered. */
export function withoutPastSlots(columns: readonly ScheduleColumn[], now: { date: string; minute: number } | null): ScheduleColumn[] {
  if (now === null) return [...columns];
  return columns.map((column) => {
    // Now in the column's minutes: after a day's midnight, its night's slots still to come are kept.
    const nowMinute = minutesAfter(column.date, now);
    if (nowMinute <= 0) return column;
    const items = column.items.filter((i) => i.kind !== 'slot' || i.startMinute >= nowMinute);
    return items.length === column.items.length ? column : { ...column, items };
  });
}

/** From this many reservations on, only those near the visible part of the schedule draw their words (see `nearWindow`). */
export const WINDOWED_FROM = 120;

/**
 * The minutes (after midnight) whose reservations draw their words: the part of the columns shown
 * in the scrolling box, and a quarter of its height above and below it, widened to whole hours so scrolling
 * re-renders seldom. `shownTop` and `shownBottom` are pixels from the columns' top edge;
 * `columnHeight` is a column's height in pixels. Null when nothing is measured yet.
 */
export function nearWindow(shownTop: number, shownBottom: number, columnHeight: number, openMinute: number, closeMinute: number): { from: number; to: number } | null {
  if (!(columnHeight > 0) || !(shownBottom > shownTop)) return null;
  const margin = (shownBottom - shownTop) / 4;
  const perPixel = (closeMinute - openMinute) / columnHeight;
  const from = openMinute + (shownTop - margin) * perPixel;
  const to = openMinute + (shownBottom + margin) * perPixel;
  return { from: Math.max(openMinute, Math.floor(from / 60) * 60), to: Math.min(closeMinute, Math.ceil(to / 60) * 60) };
}
