/**
 * Booking rules of the mock server, the same as the real one's (server/domain/slots.ts, which the
 * app may not import): a barber works the day's hours minus breaks; every live reservation blocks
 * [start − before, end + after] with the buffers it was booked with; a new booking's own buffered
 * span must not overlap a blocked one; start times step at the salon's interval from the day's
 * opening and are never in the past. Wall-clock times are in the salon's IANA time zone.
 */
import type { Schema } from '../../api-spec';

const MINUTE = 60_000;
const DAY = 86_400_000;

// ---------------------------------------------------------------------------------------------
// Time zones with the platform's Intl data

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** Minutes the zone is ahead of UTC at an instant (180 for Asia/Riyadh). */
export function zoneOffsetMinutes(timeZone: string, instant: number): number {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / MINUTE);
}

/** The instant of a wall-clock time ("YYYY-MM-DD", "HH:MM") in the zone. */
export function zonedInstant(date: string, time: string, timeZone: string): number {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const first = wall - zoneOffsetMinutes(timeZone, wall) * MINUTE;
  return wall - zoneOffsetMinutes(timeZone, first) * MINUTE;
}

/** An instant as ISO 8601 with the zone's offset, e.g. `2026-11-22T09:00:00+03:00`. */
export function formatInZone(instant: number, timeZone: string): string {
  const offset = zoneOffsetMinutes(timeZone, instant);
  const local = new Date(instant + offset * MINUTE).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The calendar day ("YYYY-MM-DD") of an instant in the zone. */
export function zonedDate(instant: number, timeZone: string): string {
  return formatInZone(instant, timeZone).slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** Days from `from` to `to` ("YYYY-MM-DD"). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
}

export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

// ---------------------------------------------------------------------------------------------
// Slots

export interface SlotBarber {
  id: number;
  hours: Schema<'WorkingHours'>;
  bufferBefore: number;
  bufferAfter: number;
}

/** What a live reservation keeps busy, buffers included (epoch ms, end exclusive). */
export interface BlockedSpan {
  barberId: number;
  reservationId: number;
  from: number;
  to: number;
}

export interface SlotQuery {
  timeZone: string;
  intervalMinutes: number;
  from: string;
  to: string;
  durationMinutes: number;
  now: number;
  barbers: SlotBarber[];
  blocked: BlockedSpan[];
}

const overlaps = (aFrom: number, aTo: number, bFrom: number, bTo: number) => aFrom < bTo && bFrom < aTo;

/** Start times a barber could take on a day by hours, breaks and the grid alone (no reservations). */
function dayStarts(barber: SlotBarber, date: string, query: SlotQuery): number[] {
  const day = barber.hours.find((row) => row.day === weekday(date));
  if (!day || !day.is_open || !day.opens_at || !day.closes_at) return [];
  const opens = zonedInstant(date, day.opens_at, query.timeZone);
  const closes = zonedInstant(date, day.closes_at, query.timeZone);
  const breaks = day.breaks.map((row) => [zonedInstant(date, row.starts_at, query.timeZone), zonedInstant(date, row.ends_at, query.timeZone)] as const);
  const length = query.durationMinutes * MINUTE;
  const starts: number[] = [];
  for (let start = opens; start + length <= closes; start += query.intervalMinutes * MINUTE) {
    if (breaks.some(([from, to]) => overlaps(start, start + length, from, to))) continue;
    starts.push(start);
  }
  return starts;
}

/** The reservation a booking of `barber` at `start` would collide with, if any. */
export function findConflict(barber: SlotBarber, start: number, durationMinutes: number, blocked: BlockedSpan[]): BlockedSpan | undefined {
  const from = start - barber.bufferBefore * MINUTE;
  const to = start + durationMinutes * MINUTE + barber.bufferAfter * MINUTE;
  return blocked.find((span) => span.barberId === barber.id && overlaps(from, to, span.from, span.to));
}

/** Free slots per day from `from` to `to`, each listing the barbers free for it. */
export function availableSlots(query: SlotQuery): Schema<'DaySlots'>[] {
  const days: Schema<'DaySlots'>[] = [];
  for (let date = query.from; date <= query.to; date = addDays(date, 1)) {
    const byStart = new Map<number, number[]>();
    for (const barber of query.barbers) {
      for (const start of dayStarts(barber, date, query)) {
        if (start < query.now) continue;
        if (findConflict(barber, start, query.durationMinutes, query.blocked)) continue;
        byStart.set(start, [...(byStart.get(start) ?? []), barber.id]);
      }
    }
    const slots = [...byStart.entries()]
      .sort(([a], [c]) => a - c)
      .map(([start, barberIds]) => ({
        starts_at: formatInZone(start, query.timeZone),
        ends_at: formatInZone(start + query.durationMinutes * MINUTE, query.timeZone),
        barber_ids: [...barberIds].sort((a, c) => a - c),
      }));
    days.push({ date, slots });
  }
  return days;
}

/** Whether `start` lies on the barber's grid inside their hours (reservations aside). */
export function isOnSchedule(barber: SlotBarber, start: number, query: Omit<SlotQuery, 'from' | 'to' | 'barbers' | 'blocked' | 'now'>): boolean {
  const date = zonedDate(start, query.timeZone);
  return dayStarts(barber, date, { ...query, from: date, to: date, now: 0, barbers: [], blocked: [] }).includes(start);
}

/** Up to five free slots of the barber nearest to `start` (the day before to the day after), in time order. */
export function nearestSlots(barber: SlotBarber, start: number, query: Omit<SlotQuery, 'from' | 'to'>): Schema<'Slot'>[] {
  const date = zonedDate(start, query.timeZone);
  const days = availableSlots({ ...query, from: addDays(date, -1), to: addDays(date, 1) });
  return days
    .flatMap((day) => day.slots)
    .filter((slot) => slot.barber_ids.includes(barber.id))
    .sort((a, c) => Math.abs(Date.parse(a.starts_at) - start) - Math.abs(Date.parse(c.starts_at) - start))
    .slice(0, 5)
    .sort((a, c) => Date.parse(a.starts_at) - Date.parse(c.starts_at));
}

// ---------------------------------------------------------------------------------------------
// Saudi IBAN (ISO 13616: SA, two check digits, two-digit bank code, 18-digit account)

/** ISO 7064 mod 97-10 over the rearranged IBAN, letters as 10–35. */
export function ibanRemainder(iban: string): number {
  let remainder = 0;
  for (const ch of iban.slice(4) + iban.slice(0, 4)) {
    const code = ch.charCodeAt(0);
    const digits = code >= 65 && code <= 90 ? String(code - 55) : ch;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

export function isValidSaudiIban(iban: string): boolean {
  return /^SA\d{22}$/.test(iban) && ibanRemainder(iban) === 1;
}
