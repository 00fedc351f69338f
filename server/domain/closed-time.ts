/**
 * Closed time, assembled for the slot engine: a salon's closures and its barbers' time off (table
 * `closures`), the prayer pauses each barber works under, and the days its Ramadan week applies.
 * The slot function cuts all of it out of the open stretches; booking, the 409's nearest slots, the
 * schedule's shading and the list of bookings a new rule covers all read it from here.
 */
import { sql } from 'kysely';
import type { ClosureKind } from '../db/tables/schedule';
import { executePrepared } from '../db';
import { translate } from '../i18n';
import { formatInZone, type Db, type Locale } from './booking-shared';
import { addDays, ramadanDaysBetween } from './hijri';
import { barberPauseRules, pausesOn, type PausedPrayer, type PrayerPauseRules } from './prayer-pauses';
import { loadSalonSettings, type SalonSettings } from './salon-settings';
import { isOpenTime, parseLocalDate, wallToInstant, type ClosedSpan, type SlotBarber } from './slots';

const DAY = 86_400_000;

export interface ClosureSpan {
  id: number;
  barberId: number | null;
  kind: ClosureKind;
  name: string | null;
  from: number;
  to: number;
}

/** A closed span and what it is: a prayer pause or a closure. */
export type LabelledSpan = ClosedSpan &
  ({ source: 'prayer'; prayer: PausedPrayer } | { source: 'closure'; closureId: number; kind: ClosureKind; name: string | null });

/** The salon's closures (and its barbers' time off) that touch [from, to). */
export async function loadClosures(db: Db, salonId: number, from: number, to: number): Promise<ClosureSpan[]> {
  const query = db
    .selectFrom('closures')
    .select(['id', 'barber_id', 'kind', 'name', 'starts_at', 'ends_at'])
    .where('salon_id', '=', salonId)
    .where(sql<boolean>`tstzrange(starts_at, ends_at, '[)') && tstzrange(${new Date(from)}::timestamptz, ${new Date(to)}::timestamptz, '[)')`)
    .orderBy('starts_at');
  const { rows } = await executePrepared(db, query);
  return rows.map((r) => ({ id: r.id, barberId: r.barber_id, kind: r.kind, name: r.name, from: r.starts_at.getTime(), to: r.ends_at.getTime() }));
}

/** The instants that can matter for local days [firstDay, lastDay]: the day before (overnight shifts) to two days after. */
export function closedTimePeriod(timeZone: string, firstDay: string, lastDay: string): [number, number] {
  return [wallToInstant(timeZone, parseLocalDate(firstDay)! - DAY), wallToInstant(timeZone, parseLocalDate(lastDay)! + 2 * DAY)];
}

type PauseBarber = Pick<SalonSettings['barbers'][number], 'id' | 'pauseMode'>;

/**
 * Closed spans for some barbers over local days [firstDay, lastDay] (pauses from the day before, so
 * an overnight shift's are there too), and the Ramadan days among them.
 */
export function closedTime(
  salon: Pick<SalonSettings, 'latitude' | 'longitude' | 'prayerPauses'>,
  barbers: readonly PauseBarber[],
  firstDay: string,
  lastDay: string,
  closures: readonly ClosureSpan[],
): { closed: LabelledSpan[]; ramadanDates: Set<string> } {
  const closed: LabelledSpan[] = closures.map((c) => ({ barberId: c.barberId, from: c.from, to: c.to, source: 'closure', closureId: c.id, kind: c.kind, name: c.name }));
  // Barbers under the same rules share one list of pauses; when every barber does, it applies to all (null).
  const groups = new Map<PrayerPauseRules, number[]>();
  for (const b of barbers) {
    const rules = barberPauseRules(salon.prayerPauses, b.pauseMode);
    if (!rules) continue;
    const key = rules === salon.prayerPauses ? rules : [...groups.keys()].find((k) => k !== salon.prayerPauses) ?? rules;
    groups.set(key, [...(groups.get(key) ?? []), b.id]);
  }
  if (groups.size > 0) {
    const first = parseLocalDate(addDays(firstDay, -1))!;
    const last = parseLocalDate(lastDay)!;
    for (const [rules, ids] of groups) {
      const owners = ids.length === barbers.length ? [null] : ids;
      for (let day = first; day <= last; day += DAY) {
        const date = new Date(day).toISOString().slice(0, 10);
        for (const pause of pausesOn(rules, salon.latitude, salon.longitude, date, new Date(day).getUTCDay())) {
          for (const barberId of owners) closed.push({ barberId, from: pause.from, to: pause.to, source: 'prayer', prayer: pause.prayer });
        }
      }
    }
  }
  return { closed, ramadanDates: ramadanDaysBetween(addDays(firstDay, -1), lastDay) };
}

/** The closed span of one barber that a service span [from, to) runs into, if any. */
export function closedSpanHit(closed: readonly LabelledSpan[], barberId: number, from: number, to: number): LabelledSpan | undefined {
  return closed.find((c) => (c.barberId === null || c.barberId === barberId) && c.from < to && from < c.to);
}

/** What a closed span is called in `locale`: the prayer's name, or the closure's name or kind. */
export function closedSpanName(span: LabelledSpan, locale: Locale): string {
  if (span.source === 'prayer') return translate(locale, 'api.schedule.prayer_name', { prayer: span.prayer });
  return span.name?.trim() || translate(locale, 'api.schedule.closure_kind', { kind: span.kind });
}

export interface AffectedReservation {
  id: number;
  barber_id: number;
  barber_name: string;
  customer_name: string;
  customer_mobile: string | null;
  starts_at: string;
  ends_at: string;
  status: 'pending' | 'confirmed';
  reason: 'closure' | 'prayer_pause' | 'outside_hours';
  label: string;
}

/** At most this many are listed: the owner deals with them a page at a time. */
const MAX_AFFECTED = 200;

/**
 * Live reservations still ahead (optionally only those touching [from, to)) that the salon's rules now
 * cover: inside a closure, time off or a prayer pause, or outside the hours of their day (a new
 * Ramadan week). Nothing is changed: the owner moves or cancels them.
 */
export async function reservationsInClosedTime(
  db: Db,
  providerId: number,
  salonId: number,
  locale: Locale,
  now: Date,
  range?: { from: number; to: number },
): Promise<AffectedReservation[]> {
  const settings = await loadSalonSettings(db, providerId, salonId);
  if (!settings) return [];
  const horizon = now.getTime() + 400 * DAY;
  const rows = await db
    .selectFrom('reservations')
    .select(['id', 'barber_id', 'barber_name', 'customer_name', 'customer_mobile', 'starts_at', 'ends_at', 'status'])
    .where('salon_id', '=', salonId)
    .where('provider_id', '=', providerId)
    .where('status', 'in', ['pending', 'confirmed'])
    .where('ends_at', '>', range ? new Date(Math.max(now.getTime(), range.from)) : now)
    .where('starts_at', '<', new Date(range ? Math.min(range.to, horizon) : horizon))
    .orderBy('starts_at')
    .orderBy('id')
    .limit(MAX_AFFECTED * 5)
    .execute();
  if (rows.length === 0) return [];
  const tz = settings.timezone;
  const closures = await loadClosures(db, salonId, rows[0]!.starts_at.getTime() - 2 * DAY, rows[rows.length - 1]!.ends_at.getTime() + 2 * DAY);
  const affected: AffectedReservation[] = [];
  for (const row of rows) {
    const barber = settings.barbers.find((b) => b.id === row.barber_id);
    if (!barber) continue;
    const from = row.starts_at.getTime();
    const to = row.ends_at.getTime();
    const day = formatInZone(from, tz).slice(0, 10);
    const previous = addDays(day, -1);
    const nearby = closures.filter((c) => c.from < to + DAY && from - DAY < c.to);
    const { closed, ramadanDates } = closedTime(settings, [barber], previous, day, nearby);
    const hit = closedSpanHit(closed, barber.id, from, to);
    let reason: AffectedReservation['reason'] | null = hit ? (hit.source === 'prayer' ? 'prayer_pause' : 'closure') : null;
    if (!reason) {
      const query = { timeZone: tz, slotIntervalMinutes: settings.slotIntervalMinutes, from: previous, to: day, durationMinutes: 1, now: 0, barbers: [], reservations: [], closed, ramadanDates };
      if (!isOpenTime(query, barber as SlotBarber, from, to)) reason = 'outside_hours';
    }
    if (!reason) continue;
    affected.push({
      id: row.id,
      barber_id: row.barber_id,
      barber_name: row.barber_name,
      customer_name: row.customer_name ?? translate(locale, 'api.booking.reservation.walk_in_customer'),
      customer_mobile: row.customer_mobile,
      starts_at: formatInZone(from, tz),
      ends_at: formatInZone(to, tz),
      status: row.status as 'pending' | 'confirmed',
      reason,
      label: hit ? closedSpanName(hit, locale) : translate(locale, 'api.schedule.outside_hours'),
    });
    if (affected.length >= MAX_AFFECTED) break;
  }
  return affected;
}
