/** Where a reservation dragged in the day view would land: a column (barber) and a start, snapped to the slot step. */
import { minutesAfter } from './scheduleLayout';

export interface DropArea {
  /** The day's columns in reading order (the first is at the inline start). */
  columns: readonly { barberId: string; date: string }[];
  /** The columns' box on screen, in client pixels, from the leftmost column's edge to the rightmost's. */
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** In RTL the first column is on the right. */
  direction: 'ltr' | 'rtl';
  openMinute: number;
  closeMinute: number;
  slotMinutes: number;
}

export interface DropGrab {
  /** Minutes between the reservation's start and the point where the pointer holds it. */
  offsetMinutes: number;
  durationMinutes: number;
}

export interface DropPlace {
  barberId: string;
  /** The column's day, `YYYY-MM-DD`, in the salon's zone. */
  date: string;
  /** The new start, minutes after the column day's midnight (over 1440 past it), on the slot grid. */
  minute: number;
}

/**
 * The place under a pointer at (`x`, `y`): the column it is over (mirrored in RTL) and the start
 * that keeps the held point under it, on the slot grid and inside opening hours. Null off the columns.
 */
export function dropPlace(area: DropArea, point: { x: number; y: number }, grab: DropGrab): DropPlace | null {
  const { columns, left, right, top, bottom, openMinute, closeMinute, slotMinutes } = area;
  const width = right - left;
  const height = bottom - top;
  if (columns.length === 0 || width <= 0 || height <= 0 || slotMinutes <= 0) return null;
  if (point.x < left || point.x >= right || point.y < top || point.y >= bottom) return null;
  const fromLeft = Math.min(columns.length - 1, Math.floor(((point.x - left) / width) * columns.length));
  const column = columns[area.direction === 'rtl' ? columns.length - 1 - fromLeft : fromLeft]!;
  const span = closeMinute - openMinute;
  const held = openMinute + ((point.y - top) / height) * span - grab.offsetMinutes;
  const latest = openMinute + Math.max(0, Math.floor((closeMinute - grab.durationMinutes - openMinute) / slotMinutes)) * slotMinutes;
  const snapped = openMinute + Math.round((held - openMinute) / slotMinutes) * slotMinutes;
  return { barberId: column.barberId, date: column.date, minute: Math.min(latest, Math.max(openMinute, snapped)) };
}

/** Whether a reservation may be dropped at `place`: not where it already is, not at a time already gone. */
export function dropVerdict(place: DropPlace, origin: DropPlace, now: { date: string; minute: number } | null): 'allowed' | 'same' | 'past' {
  if (place.barberId === origin.barberId && place.date === origin.date && place.minute === origin.minute) return 'same';
  if (now !== null && place.minute < minutesAfter(place.date, now)) return 'past';
  return 'allowed';
}

/** How long (ms) a finger rests on a reservation before it lifts for a drag. */
export const LONG_PRESS_MS = 450;
/** How far (px) a mouse or pen travels before a press becomes a drag. */
const POINTER_THRESHOLD = 5;
/** How far (px) a finger may drift during the long press; farther, and it is scrolling the page. */
const TOUCH_SLOP = 10;

/**
 * What a press on a reservation that is not yet a drag has become: `drag` (a mouse or pen moved
 * past a few pixels, or a finger rested for LONG_PRESS_MS without drifting), `none` (a finger moved
 * first: the page scrolls, nothing is dragged), or still `pending`.
 */
export function pressOutcome(pointerType: string, distance: number, heldMs: number): 'pending' | 'drag' | 'none' {
  if (pointerType !== 'touch') return distance >= POINTER_THRESHOLD ? 'drag' : 'pending';
  if (distance >= TOUCH_SLOP) return 'none';
  return heldMs >= LONG_PRESS_MS ? 'drag' : 'pending';
}
