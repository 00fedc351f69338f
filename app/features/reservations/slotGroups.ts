import { instantToWall } from '../../../shared/time-zones';
import type { Slot } from './data';

const dayParts = ['morning', 'afternoon', 'evening'] as const;
export type DayPart = (typeof dayParts)[number];

/** The hour (0–23) of an instant on the salon's wall clock. */
export function zonedHour(iso: string, timeZone: string): number {
  return Math.floor(instantToWall(timeZone, Date.parse(iso)).minutes / 60);
}

/** Slots by time of day in the salon's zone: morning before 12:00, afternoon before 17:00, evening after. */
export function groupSlots(slots: readonly Slot[], timeZone: string): { part: DayPart; slots: Slot[] }[] {
  const groups: Record<DayPart, Slot[]> = { morning: [], afternoon: [], evening: [] };
  for (const slot of slots) {
    const hour = zonedHour(slot.starts_at, timeZone);
    groups[hour < 12 ? 'morning' : hour < 17 ? 'afternoon' : 'evening'].push(slot);
  }
  return dayParts.filter((part) => groups[part].length > 0).map((part) => ({ part, slots: groups[part] }));
}

/** The body of a booking attempt and the Idempotency-Key that goes with it: a retry of the same body reuses the key. */
export function keyFor(previous: { key: string; body: string } | null, body: string, newKey: () => string): { key: string; body: string } {
  return previous && previous.body === body ? previous : { key: newKey(), body };
}
