/**
 * Reservations: free slots, booking, listing and the status machine.
 *
 * - Statuses: pending → confirmed → completed; pending|confirmed → cancelled; confirmed → no_show.
 *   Completing and marking a no-show wait until the start time. Anything else is 409
 *   invalid_transition. Each change is one `SELECT … FOR UPDATE` + `UPDATE` in a transaction.
 * - Booking copies each service's name, price and duration, and the buffers in force, into the
 *   reservation. The database's exclusion constraint refuses a second live reservation whose
 *   buffered span overlaps (SQLSTATE 23P01): that, not a prior read, is what makes racing requests
 *   safe; the 409 then names the reservation in the way and offers the nearest free slots.
 * - Completing credits the wallet (total minus dues) in the same transaction.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { components } from '../../api-spec/schema';
import type { Database } from '../db/schema';
import type { BookingSource, ReservationStatus } from '../db/tables/booking';
import type { ClosureKind } from '../db/tables/schedule';
import {
  BookingConflictError,
  BookingNotFoundError,
  BookingValidationError,
  FieldProblems,
  formatInZone,
  isPgError,
  likePattern,
  pageBounds,
  parseSort,
  resolveText,
  toInt,
  storedAnswer,
  withIdempotency,
  type Db,
  type IdempotentAnswer,
  type Locale,
  type Page,
  type PageQuery,
} from './booking-shared';
import { executePrepared, PREPARED } from '../db';
import { closedSpanHit, closedSpanName, closedTime, closedTimePeriod, loadClosures, type ClosureSpan, type LabelledSpan } from './closed-time';
import { loadSalonSettings, type Names, type SalonSettings, type SalonSettingsCache } from './salon-settings';
import { availableSlots, checkSlotRange, instantToWall, parseLocalDate, wallToInstant, type BlockedSpan, type Slot, type SlotBarber } from './slots';
import { creditCompletedReservation } from './wallet';
import { historyInsert, recordHistory, type ReservationActor } from './reservation-history';
import { timeOfDayParam, translate } from '../i18n';
import { bookedMessagesInsert, planBookingMessages, type BookingEvent, type SalonMessageSettings } from '../messages/plan';
import { scheduleMessages } from '../messages/queue';

export type ReservationView = components['schemas']['Reservation'];
export type ReservationInput = components['schemas']['ReservationInput'];
export type DaySlotsView = components['schemas']['DaySlots'];
type SlotView = components['schemas']['Slot'];

export const LIVE_STATUSES: readonly ReservationStatus[] = ['pending', 'confirmed'];

export type ReservationAction = 'confirm' | 'complete' | 'cancel' | 'no_show' | 'decline';

/** The status machine of product-decisions; `afterStart`: only once the reservation has begun. */
export const TRANSITIONS: Record<ReservationAction, { from: readonly ReservationStatus[]; to: ReservationStatus; afterStart: boolean }> = {
  confirm: { from: ['pending'], to: 'confirmed', afterStart: false },
  complete: { from: ['confirmed'], to: 'completed', afterStart: true },
  cancel: { from: ['pending', 'confirmed'], to: 'cancelled', afterStart: false },
  no_show: { from: ['confirmed'], to: 'no_show', afterStart: true },
  /** A booking awaiting approval refused, with a reason the customer sees (issue 22). */
  decline: { from: ['pending'], to: 'cancelled', afterStart: false },
};

/** The message to the customer each status change causes (docs/customer-messages.md). */
const MESSAGE_EVENTS: Record<ReservationAction, BookingEvent | null> = { confirm: 'approved', cancel: 'cancelled', decline: 'declined', complete: null, no_show: null };

/** Why an action is refused for a reservation in `status` at `now`, or null when allowed. */
export function transitionProblem(action: ReservationAction, status: ReservationStatus, startsAt: Date, now: Date): 'status' | 'not_started' | null {
  const rule = TRANSITIONS[action];
  if (!rule.from.includes(status)) return 'status';
  if (rule.afterStart && startsAt.getTime() > now.getTime()) return 'not_started';
  return null;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

// ---------------------------------------------------------------------------------------------
// What a booking needs: the salon, the chosen services in order, the barbers who can do them all.

/** What a booking copies of its salon and keeps to answer in its time. */
type SalonForBooking = Names & { id: number; timezone: string; slot_interval_minutes: number };

export interface ServiceForBooking {
  id: number;
  name_ar: string;
  name_en: string;
  name_tr: string | null;
  name_ur: string | null;
  price: number;
  duration_minutes: number;
}

interface BarberForBooking extends SlotBarber {
  name: string;
}

/**
 * Closed time of some barbers over local days [first, last] (closures, time off, prayer pauses) and
 * the Ramadan days among them: what every way of booking subtracts (docs/saudi-scheduling.md).
 */
async function closedTimeOf(db: Db, settings: SalonSettings, barberIds: readonly number[], first: string, last: string) {
  const [from, to] = closedTimePeriod(settings.timezone, first, last);
  const barbers = settings.barbers.filter((b) => barberIds.includes(b.id));
  return closedTime(settings, barbers, first, last, await loadClosures(db, settings.id, from, to));
}

/** The chosen services, in the order given, from the salon's settings; problems go under `service_ids.<i>`. */
function chosenServices(settings: SalonSettings, serviceIds: number[], problems: FieldProblems): ServiceForBooking[] {
  const services: ServiceForBooking[] = [];
  serviceIds.forEach((id, i) => {
    const service = settings.services.get(id);
    if (!service) problems.add(`service_ids.${i}`, 'api.booking.reservation.service_not_in_salon');
    else if (!service.isActive) problems.add(`service_ids.${i}`, 'api.booking.reservation.service_inactive');
    else services.push({ id, ...service.names, price: service.price, duration_minutes: service.durationMinutes });
  });
  return services;
}

/**
 * What a slot search reads, in one round trip (one prepared statement): the closed time of some
 * barbers over local days [first, last] (closures and time off as `loadClosures` reads them, plus
 * prayer pauses and Ramadan days, as `closedTimeOf`) and, unless `spans` is false, the live
 * reservations' blocked spans (buffers included) of the barbers that touch [from, to): the exclusion
 * constraint's own expression and predicate, so its GiST index finds them. Prepared, because the
 * slots call runs it on every request. `exceptId`: a reservation being moved, whose own time does not
 * block its new one.
 */
export async function slotSearchInputs(
  db: Db,
  settings: SalonSettings,
  barberIds: number[],
  days: { first: string; last: string; from: number; to: number },
  options: { exceptId?: number; spans?: boolean } = {},
): Promise<{ closed: LabelledSpan[]; ramadanDates: Set<string>; reservations: BlockedSpan[] }> {
  const [closedFrom, closedTo] = closedTimePeriod(settings.timezone, days.first, days.last);
  const withSpans = options.spans !== false && barberIds.length > 0;
  const result = await sql<{ spans: Array<[number, number, number]> | string | null; closures: Array<[number, number | null, ClosureKind, string | null, number, number]> | string | null }>`${sql.raw(PREPARED)}
    SELECT (SELECT json_agg(json_build_array(barber_id, (extract(epoch FROM blocked_from) * 1000)::float8, (extract(epoch FROM blocked_to) * 1000)::float8))
              FROM reservations
             WHERE ${withSpans}::boolean AND barber_id = ANY(${barberIds}::int[]) AND status IN ('pending', 'confirmed') AND id <> ${options.exceptId ?? 0}::int
               AND tstzrange(blocked_from, blocked_to, '[)') && tstzrange(${new Date(days.from)}::timestamptz, ${new Date(days.to)}::timestamptz, '[)')) AS spans,
           (SELECT json_agg(json_build_array(id, barber_id, kind, name, floor(extract(epoch FROM starts_at) * 1000)::float8, floor(extract(epoch FROM ends_at) * 1000)::float8) ORDER BY starts_at)
              FROM closures
             WHERE salon_id = ${settings.id}::int
               AND tstzrange(starts_at, ends_at, '[)') && tstzrange(${new Date(closedFrom)}::timestamptz, ${new Date(closedTo)}::timestamptz, '[)')) AS closures`.execute(db);
  const row = result.rows[0];
  // pg parses json columns; PGlite may hand them over as text.
  const json = <T>(value: T[] | string | null | undefined): T[] => (typeof value === 'string' ? (JSON.parse(value) as T[]) : (value ?? []));
  const closures: ClosureSpan[] = json(row?.closures).map(([id, barberId, kind, name, from, to]) => ({ id, barberId, kind, name, from, to }));
  const barbers = settings.barbers.filter((b) => barberIds.includes(b.id));
  const { closed, ramadanDates } = closedTime(settings, barbers, days.first, days.last, closures);
  const reservations = json(row?.spans).map(([barberId, blockedFrom, blockedTo]) => ({ barberId, from: blockedFrom, to: blockedTo }));
  return { closed, ramadanDates, reservations };
}

/** Longest buffer a salon or barber may keep (the tables' CHECK and the contract's maximum). */
const MAX_BUFFER_MINUTES = 120;

/**
 * The instants that can matter for the salon's local days [first, last]: from the first local
 * midnight to the second one after the last (a Ramadan night runs past midnight), widened by the
 * longest buffer a slot can carry.
 */
export function slotPeriod(timeZone: string, firstDay: string, lastDay: string): [number, number] {
  const reach = MAX_BUFFER_MINUTES * MINUTE;
  return [wallToInstant(timeZone, parseLocalDate(firstDay)!) - reach, wallToInstant(timeZone, parseLocalDate(lastDay)! + 2 * DAY) + reach];
}

function slotView(slot: { startsAt: number; endsAt: number; barberIds: number[] }, timeZone: string): SlotView {
  return { starts_at: formatInZone(slot.startsAt, timeZone), ends_at: formatInZone(slot.endsAt, timeZone), barber_ids: slot.barberIds };
}

/** Groups per-barber slots into the contract's shape: one entry per day, each start with its free barbers. */
export function groupSlots(slots: Slot[], days: string[], timeZone: string): DaySlotsView[] {
  const byDay = new Map<string, Map<number, { startsAt: number; endsAt: number; barberIds: number[] }>>(days.map((d) => [d, new Map()]));
  for (const slot of slots) {
    const day = byDay.get(slot.date);
    if (!day) continue;
    const entry = day.get(slot.startsAt);
    if (entry) entry.barberIds.push(slot.barberId);
    else day.set(slot.startsAt, { startsAt: slot.startsAt, endsAt: slot.endsAt, barberIds: [slot.barberId] });
  }
  return days.map((date) => ({ date, slots: [...byDay.get(date)!.values()].map((s) => slotView(s, timeZone)) }));
}

export function daysBetween(first: string, last: string): string[] {
  const out: string[] = [];
  for (let t = parseLocalDate(first)!; t <= parseLocalDate(last)!; t += DAY) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

export interface SlotsRequest {
  salon_id: number;
  date: string;
  to_date?: string;
  service_ids: number[];
  barber_id?: number;
  ignore_reservation_id?: number;
}

/**
 * GET /provider/slots: the free start times per day of the range. The salon's settings come from
 * `settings` when given (a per-process cache), else from the database; reservations always fresh.
 */
export async function listAvailableSlots(
  db: Db,
  providerId: number,
  request: SlotsRequest,
  now = new Date(),
  settings?: SalonSettingsCache,
): Promise<DaySlotsView[]> {
  const lastDay = request.to_date ?? request.date;
  const rangeProblem = checkSlotRange(request.date, lastDay);
  if (rangeProblem) throw BookingValidationError.field(rangeProblem === 'api.booking.slots.range_too_long' ? 'to_date' : 'date', rangeProblem);
  const salon = settings ? await settings.get(db, providerId, request.salon_id) : await loadSalonSettings(db, providerId, request.salon_id);
  if (!salon) throw new BookingNotFoundError('salon');
  const problems = new FieldProblems();
  let durationMinutes = 0;
  request.service_ids.forEach((id, i) => {
    const service = salon.services.get(id);
    if (!service) problems.add(`service_ids.${i}`, 'api.booking.reservation.service_not_in_salon');
    else if (!service.isActive) problems.add(`service_ids.${i}`, 'api.booking.reservation.service_inactive');
    else durationMinutes += service.durationMinutes;
  });
  if (request.barber_id !== undefined && !salon.barbers.some((b) => b.id === request.barber_id)) problems.add('barber_id', 'api.booking.reservation.barber_not_in_salon');
  problems.throwIfAny();
  const days = daysBetween(request.date, lastDay);
  if (!salon.isActive) return days.map((date) => ({ date, slots: [] }));
  // Active barbers who perform every chosen service (only the chosen one, when there is one).
  const barbers = salon.barbers.filter(
    (b) => b.isActive && (request.barber_id === undefined || b.id === request.barber_id) && request.service_ids.every((id) => b.serviceIds.has(id)),
  );
  const [from, to] = slotPeriod(salon.timezone, request.date, lastDay);
  const { closed, ramadanDates, reservations } = await slotSearchInputs(
    db,
    salon,
    barbers.map((b) => b.id),
    { first: request.date, last: lastDay, from, to },
    { exceptId: request.ignore_reservation_id },
  );
  const slots = availableSlots({
    closed,
    ramadanDates,
    timeZone: salon.timezone,
    slotIntervalMinutes: salon.slotIntervalMinutes,
    from: request.date,
    to: lastDay,
    durationMinutes,
    now: now.getTime(),
    barbers,
    reservations,
  });
  return groupSlots(slots, days, salon.timezone);
}

// ---------------------------------------------------------------------------------------------
// Reading

export interface ReservationRecord {
  id: number;
  salon_id: number;
  barber_id: number;
  salon_name_ar: string;
  salon_name_en: string;
  salon_name_tr: string | null;
  salon_name_ur: string | null;
  barber_name: string;
  timezone: string;
  customer_name: string | null;
  customer_mobile: string | null;
  starts_at: Date;
  ends_at: Date;
  total: number;
  status: ReservationStatus;
  notes: string | null;
  cancel_reason: string | null;
  client_id: number | null;
  source: BookingSource;
  walk_in: boolean;
  public_id: string;
  created_at: Date;
  updated_at: Date;
  services: Array<{ service_id: number; name_ar: string; name_en: string; name_tr: string | null; name_ur: string | null; price: number; duration_minutes: number }>;
}

/** A reservation's own columns as its view shows them (with its services, `ReservationRecord`). */
const recordColumns = [
  'id',
  'salon_id',
  'barber_id',
  'salon_name_ar',
  'salon_name_en',
  'salon_name_tr',
  'salon_name_ur',
  'barber_name',
  'timezone',
  'customer_name',
  'customer_mobile',
  'starts_at',
  'ends_at',
  'total',
  'status',
  'notes',
  'cancel_reason',
  'client_id',
  'source',
  'walk_in',
  'public_id',
  'created_at',
  'updated_at',
] as const;

function reservationQuery(db: Db, providerId: number) {
  return db
    .selectFrom('reservations as r')
    .select([
      ...recordColumns.map((c) => `r.${c}` as const),
      (eb) =>
        eb
          .selectFrom('reservation_services as rs')
          .whereRef('rs.reservation_id', '=', 'r.id')
          .select(
            sql<ReservationRecord['services']>`json_agg(json_build_object('service_id', rs.service_id, 'name_ar', rs.name_ar, 'name_en', rs.name_en, 'name_tr', rs.name_tr, 'name_ur', rs.name_ur, 'price', rs.price, 'duration_minutes', rs.duration_minutes) ORDER BY rs.position)`.as(
              'list',
            ),
          )
          .as('services'),
    ])
    .where('r.provider_id', '=', providerId);
}

export function reservationView(row: ReservationRecord, locale: Locale): ReservationView {
  const services = (typeof row.services === 'string' ? JSON.parse(row.services) : row.services ?? []) as ReservationRecord['services'];
  return {
    id: row.id,
    salon_id: row.salon_id,
    salon_name: resolveText({ s_ar: row.salon_name_ar, s_en: row.salon_name_en, s_tr: row.salon_name_tr, s_ur: row.salon_name_ur }, 's', locale) ?? '',
    barber_id: row.barber_id,
    barber_name: row.barber_name,
    client_id: row.client_id,
    // A walk-in who gave no name: named in the reader's language, never stored.
    customer_name: row.customer_name ?? translate(locale, 'api.booking.reservation.walk_in_customer'),
    customer_mobile: row.customer_mobile,
    services: services.map((s) => ({
      service_id: s.service_id,
      name: resolveText(s, 'name', locale) ?? '',
      price: s.price,
      duration_minutes: s.duration_minutes,
    })),
    starts_at: formatInZone(row.starts_at, row.timezone),
    ends_at: formatInZone(row.ends_at, row.timezone),
    total: row.total,
    status: row.status,
    source: row.source,
    walk_in: row.walk_in,
    notes: row.notes,
    cancel_reason: row.cancel_reason,
    created_at: formatInZone(row.created_at, row.timezone),
    updated_at: formatInZone(row.updated_at, row.timezone),
  };
}

export async function getReservation(db: Db, providerId: number, id: number): Promise<ReservationRecord> {
  const row = await reservationQuery(db, providerId).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw new BookingNotFoundError('reservation');
  return row as unknown as ReservationRecord;
}

export interface ReservationListQuery extends PageQuery {
  from?: string;
  to?: string;
  salon_id?: number;
  barber_id?: number;
  status?: ReservationStatus[];
  client_id?: number;
  source?: BookingSource;
  search?: string;
  sort?: string;
}

export async function listReservations(db: Db, providerId: number, query: ReservationListQuery): Promise<Page<ReservationRecord>> {
  const { page, perPage, offset } = pageBounds(query);
  if (query.from && query.to && new Date(query.to) <= new Date(query.from)) {
    throw BookingValidationError.field('to', 'api.booking.reservation.range_reversed');
  }
  let q = reservationQuery(db, providerId);
  if (query.from) q = q.where('r.starts_at', '>=', new Date(query.from));
  if (query.to) q = q.where('r.starts_at', '<', new Date(query.to));
  if (query.salon_id !== undefined) q = q.where('r.salon_id', '=', query.salon_id);
  if (query.barber_id !== undefined) q = q.where('r.barber_id', '=', query.barber_id);
  if (query.status?.length) q = q.where('r.status', 'in', query.status);
  if (query.client_id !== undefined) q = q.where('r.client_id', '=', query.client_id);
  if (query.source !== undefined) q = q.where('r.source', '=', query.source);
  if (query.search?.trim()) {
    const like = likePattern(query.search);
    q = q.where((eb) => eb.or([eb('r.customer_name', 'ilike', like), eb('r.customer_mobile', 'like', like)]));
  }
  const [field, direction] = parseSort(query.sort, ['starts_at', 'created_at'] as const, 'starts_at');
  // One round trip: every row carries the total (the services' subquery still runs for the page only).
  const rows = await q
    .select((eb) => eb.fn.countAll<string>().over().as('total_count'))
    .orderBy(`r.${field}`, direction)
    .orderBy('r.id', direction)
    .limit(perPage)
    .offset(offset)
    .execute();
  // A page past the end has no row to carry the total: then it is counted apart.
  const total = rows[0]
    ? toInt(rows[0].total_count)
    : offset > 0
      ? toInt((await q.clearSelect().select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
      : 0;
  const items = rows.map(({ total_count: _total, ...row }) => row);
  return { items: items as unknown as ReservationRecord[], total, page, perPage };
}

// ---------------------------------------------------------------------------------------------
// Booking

export interface PlannedReservation {
  salon: SalonForBooking;
  settings: SalonSettings;
  barber: BarberForBooking;
  services: ServiceForBooking[];
  startsAt: number;
  endsAt: number;
  durationMinutes: number;
}

/** Every check the caller can fix, as one 422; returns what to insert. */
/** 422 not_a_slot naming what the time falls in: the prayer, or the closure or time off. */
function closedTimeRefusal(span: LabelledSpan, locale: Locale): BookingValidationError {
  return span.source === 'prayer'
    ? BookingValidationError.field('starts_at', 'api.schedule.in_prayer_pause', { prayer: span.prayer }, 'not_a_slot')
    : BookingValidationError.field('starts_at', 'api.schedule.in_closure', { name: closedSpanName(span, locale) }, 'not_a_slot');
}

/**
 * Every rule a booking's time obeys, for a new booking and for moving one (reservation-changes.ts):
 * the salon, the barber who performs every service, and a start that is a slot of that barber's day
 * (grid, hours, breaks, closed time, not past). `booked`: a moved booking's own service copies,
 * kept when its services do not change (their names, prices and durations as booked).
 */
export async function planReservation(
  db: Db,
  providerId: number,
  input: Pick<ReservationInput, 'salon_id' | 'barber_id' | 'service_ids' | 'starts_at'>,
  now: Date,
  locale: Locale,
  booked?: ServiceForBooking[],
): Promise<PlannedReservation> {
  const problems = new FieldProblems();
  // One read (never from the cache): the salon, its services, hours, Ramadan week, pause rules and
  // barbers as they are now. The services' and the barber's checks are made on them.
  const settings = await loadSalonSettings(db, providerId, input.salon_id);
  if (!settings) {
    problems.add('salon_id', 'api.booking.reservation.salon_unknown');
    problems.throwIfAny();
  }
  if (!settings!.isActive) problems.add('salon_id', 'api.booking.reservation.salon_inactive');
  const services = booked ?? chosenServices(settings!, input.service_ids, problems);
  const salon: SalonForBooking = { id: settings!.id, ...settings!.names, timezone: settings!.timezone, slot_interval_minutes: settings!.slotIntervalMinutes };
  const known = settings!.barbers.find((b) => b.id === input.barber_id);
  if (!known) problems.add('barber_id', 'api.booking.reservation.barber_not_in_salon');
  else if (!known.isActive) problems.add('barber_id', 'api.booking.reservation.barber_inactive');
  else {
    input.service_ids.forEach((id, i) => {
      if (services.some((s) => s.id === id) && !known.serviceIds.has(id)) problems.add(`service_ids.${i}`, 'api.booking.reservation.barber_lacks_service');
    });
  }
  const startsAt = Date.parse(input.starts_at);
  if (Number.isNaN(startsAt)) problems.add('starts_at', 'api.booking.reservation.invalid_start');
  else if (startsAt < now.getTime()) problems.add('starts_at', 'api.booking.reservation.in_past');
  problems.throwIfAny();

  const barber: BarberForBooking = {
    id: known!.id,
    name: known!.name,
    hours: known!.hours,
    bufferBeforeMinutes: known!.bufferBeforeMinutes,
    bufferAfterMinutes: known!.bufferAfterMinutes,
    ramadanHours: known!.ramadanHours ?? null,
  };
  const durationMinutes = services.reduce((sum, s) => sum + s.duration_minutes, 0);
  // On the grid, inside working hours, outside closed time: the start must be a slot of that day, other bookings aside.
  const { date } = instantToWall(salon.timezone, startsAt);
  const previous = new Date(parseLocalDate(date)! - DAY).toISOString().slice(0, 10);
  const { closed, ramadanDates } = await closedTimeOf(db, settings!, [barber.id], previous, date);
  const candidates = availableSlots({
    closed,
    ramadanDates,
    timeZone: salon.timezone,
    slotIntervalMinutes: salon.slot_interval_minutes,
    from: previous,
    to: date,
    durationMinutes,
    now: now.getTime(),
    barbers: [barber],
    reservations: [],
  });
  if (!candidates.some((s) => s.startsAt === startsAt)) {
    const hit = closedSpanHit(closed, barber.id, startsAt, startsAt + durationMinutes * MINUTE);
    if (hit) throw closedTimeRefusal(hit, locale);
    // Between slots, in a break or outside opening hours: the same code as a closure or a prayer pause.
    throw BookingValidationError.field('starts_at', 'api.booking.reservation.not_a_slot', undefined, 'not_a_slot');
  }
  return { salon, settings: settings!, barber, services, startsAt, endsAt: startsAt + durationMinutes * MINUTE, durationMinutes };
}

/** Who creates a booking, when, and through which door. */
interface Creation {
  actor: ReservationActor | undefined;
  at: Date;
  source?: BookingSource;
  /** The salon's message settings: the booking's messages are written by its own statement, and their jobs after it. */
  messages?: SalonMessageSettings;
}

export async function insertReservation(
  trx: Transaction<Database>,
  providerId: number,
  plan: PlannedReservation,
  input: ReservationInput,
  creation: Creation,
): Promise<number> {
  return (await insertReservationRecord(trx, providerId, plan, input, creation)).id;
}

/**
 * Inserts a booking, its services and its history's first entry ('created'); returns it as
 * `getReservation` would read it (the insert returns its own row, the client its trigger attached
 * included), with no read of its own.
 */
async function insertReservationRecord(
  trx: Transaction<Database>,
  providerId: number,
  plan: PlannedReservation,
  input: ReservationInput,
  creation: Creation,
): Promise<ReservationRecord> {
  const { salon, barber, services } = plan;
  const booked = services.map((s) => ({ service_id: s.id, name_ar: s.name_ar, name_en: s.name_en, name_tr: s.name_tr, name_ur: s.name_ur, price: s.price, duration_minutes: s.duration_minutes }));
  // One statement (one round trip while the transaction holds its connection): the booking, then its
  // services' copies and its history's first entry through the id it was given.
  const statement = trx
    .with('r', (db) =>
      db
        .insertInto('reservations')
        .values({
          provider_id: providerId,
          salon_id: salon.id,
          barber_id: barber.id,
          salon_name_ar: salon.name_ar,
          salon_name_en: salon.name_en,
          salon_name_tr: salon.name_tr,
          salon_name_ur: salon.name_ur,
          barber_name: barber.name,
          timezone: salon.timezone,
          customer_name: input.customer_name?.trim() || null,
          customer_mobile: input.customer_mobile ?? null,
          walk_in: input.walk_in === true,
          starts_at: new Date(plan.startsAt),
          ends_at: new Date(plan.endsAt),
          blocked_from: new Date(plan.startsAt - barber.bufferBeforeMinutes * MINUTE),
          blocked_to: new Date(plan.endsAt + barber.bufferAfterMinutes * MINUTE),
          total: services.reduce((sum, s) => sum + s.price, 0),
          status: input.status ?? 'confirmed',
          notes: input.notes ?? null,
          source: creation.source ?? 'staff',
        })
        .returning(recordColumns),
    )
    .with('s', (db) =>
      db
        .insertInto('reservation_services')
        .columns(['reservation_id', 'position', 'service_id', 'name_ar', 'name_en', 'name_tr', 'name_ur', 'price', 'duration_minutes'])
        .expression(
          sql`SELECT r.id, v.position, v.service_id, v.name_ar, v.name_en, v.name_tr, v.name_ur, v.price, v.duration_minutes
                FROM r, jsonb_to_recordset(${JSON.stringify(booked.map((b, position) => ({ ...b, position })))}::jsonb)
                  AS v(position integer, service_id integer, name_ar text, name_en text, name_tr text, name_ur text, price integer, duration_minutes integer)`,
        ),
    )
    .with('h', (db) =>
      historyInsert(db as unknown as Kysely<Database>, { reservationId: sql<number>`(SELECT id FROM r)`, providerId, action: 'created', actor: creation.actor, at: creation.at }),
    )
    .with('m', (db) => {
      const booking = { provider_id: providerId, status: input.status ?? 'confirmed', starts_at: new Date(plan.startsAt), customer_mobile: input.customer_mobile ?? null };
      const messages = creation.messages && bookedMessagesInsert(db as unknown as Kysely<Database>, booking, creation.messages, creation.at);
      // No messages to write: an empty CTE, so that the statement keeps one shape.
      return messages ?? db.selectFrom('r').select([sql<string>`NULL::bigint`.as('id'), sql<Date>`NULL::timestamptz`.as('send_at')]).where(sql<boolean>`false`);
    })
    .selectFrom('r')
    .selectAll('r')
    .select(sql<{ id: string; send_at: Date }[] | string>`(SELECT coalesce(json_agg(json_build_object('id', m.id, 'send_at', m.send_at)), '[]'::json) FROM m)`.as('planned_messages'));
  // Prepared: its text is one of a few (messages or none; the actor's kind), planned once, not on every booking.
  const row = (await executePrepared(trx, statement)).rows[0]!;
  const { planned_messages: planned, ...inserted } = row;
  if (creation.messages) {
    // pg parses json columns; PGlite may hand them over as text.
    const messages = typeof planned === 'string' ? (JSON.parse(planned) as { id: string; send_at: string }[]) : planned;
    await scheduleMessages(trx, messages.map((m) => ({ messageId: String(m.id), runAt: new Date(m.send_at) })));
  }
  return { ...inserted, services: booked } as ReservationRecord;
}

/**
 * The 409 for a taken time: the reservation in the way and up to 5 free starts nearest the one asked
 * for. `movingId`: the reservation being moved, neither in the way nor blocking the alternatives.
 */
export async function slotTaken(db: Db, plan: PlannedReservation, now: Date, movingId = 0): Promise<BookingConflictError> {
  const { barber, salon } = plan;
  const wantedFrom = plan.startsAt - barber.bufferBeforeMinutes * MINUTE;
  const wantedTo = plan.endsAt + barber.bufferAfterMinutes * MINUTE;
  const conflict = await db
    .selectFrom('reservations')
    .select(['id', 'starts_at', 'ends_at'])
    .where('barber_id', '=', barber.id)
    .where('id', '<>', movingId)
    .where('status', 'in', LIVE_STATUSES)
    .where('blocked_from', '<', new Date(wantedTo))
    .where('blocked_to', '>', new Date(wantedFrom))
    .orderBy('starts_at')
    .executeTakeFirst();
  const { date } = instantToWall(salon.timezone, plan.startsAt);
  const first = new Date(parseLocalDate(date)! - DAY).toISOString().slice(0, 10);
  const last = new Date(parseLocalDate(date)! + DAY).toISOString().slice(0, 10);
  const [from, to] = slotPeriod(salon.timezone, first, last);
  const { closed, ramadanDates, reservations } = await slotSearchInputs(db, plan.settings, [barber.id], { first, last, from, to }, { exceptId: movingId });
  const free = availableSlots({
    closed,
    ramadanDates,
    timeZone: salon.timezone,
    slotIntervalMinutes: salon.slot_interval_minutes,
    from: first,
    to: last,
    durationMinutes: plan.durationMinutes,
    now: now.getTime(),
    barbers: [barber],
    reservations,
  });
  const nearest = free
    .sort((a, b) => Math.abs(a.startsAt - plan.startsAt) - Math.abs(b.startsAt - plan.startsAt) || a.startsAt - b.startsAt)
    .slice(0, 5)
    .sort((a, b) => a.startsAt - b.startsAt)
    .map((s) => slotView({ startsAt: s.startsAt, endsAt: s.endsAt, barberIds: [barber.id] }, salon.timezone));
  return new BookingConflictError(
    'slot_taken',
    { key: 'api.booking.reservation.slot_taken', params: { barber: barber.name, start: timeOfDayParam(formatInZone(conflict?.starts_at ?? new Date(plan.startsAt), salon.timezone).slice(11, 16)) } },
    {
      conflict: conflict
        ? { reservation_id: conflict.id, starts_at: formatInZone(conflict.starts_at, salon.timezone), ends_at: formatInZone(conflict.ends_at, salon.timezone) }
        : null,
      nearest_slots: nearest,
    },
  );
}

/**
 * Who the booking is for: a name and a mobile, except for a walk-in (staff booking a customer at the
 * door), who may give neither, a name alone, or both; a mobile without its name is refused (its client
 * record needs one). A blank name counts as none.
 */
function checkCustomer(input: ReservationInput): void {
  const problems = new FieldProblems();
  const named = Boolean(input.customer_name?.trim());
  if (input.walk_in === true) {
    if (input.customer_mobile !== undefined && !named) problems.add('customer_name', 'api.booking.reservation.walk_in_mobile_needs_name');
  } else {
    if (!named) problems.add('customer_name', 'api.booking.reservation.customer_name_required');
    if (input.customer_mobile === undefined) problems.add('customer_mobile', 'api.booking.reservation.customer_mobile_required');
  }
  problems.throwIfAny();
}

export interface CreatedReservation extends IdempotentAnswer<ReservationView> {
  reservationId: number;
}

/**
 * POST /provider/reservations. With an Idempotency-Key, a retry answers the first result and books
 * nothing. A taken time (the exclusion constraint) answers 409 slot_taken.
 */
export async function createReservation(
  db: Kysely<Database>,
  providerId: number,
  input: ReservationInput,
  locale: Locale,
  options: { idempotencyKey?: string; now?: Date; actor?: ReservationActor } = {},
): Promise<CreatedReservation> {
  const now = options.now ?? new Date();
  checkCustomer(input);
  const request = { providerId, operation: 'createReservation', key: options.idempotencyKey, body: input };
  // A retry of a booking made is answered as it was, before its time is checked again.
  const replay = await storedAnswer<ReservationView>(db, request, now);
  if (replay) return { ...replay, reservationId: replay.body.id };
  // The rules a booking obeys are read before the transaction: they take no lock, so reading them
  // inside it only kept it open longer (on the embedded database, one transaction holds the one
  // backend: every other request waited through these reads). The exclusion constraint still
  // decides between two bookings racing for one time.
  const plan = await planReservation(db, providerId, input, now, locale);
  try {
    const answer = await withIdempotency(
      db,
      request,
      async (trx) => {
        const record = await insertReservationRecord(trx, providerId, plan, input, { actor: options.actor, at: now, messages: plan.settings.messages });
        // The view of what was inserted (nothing above changes the booking's own row): no read back.
        return { status: 201, body: reservationView(record, locale) };
      },
      now,
    );
    return { ...answer, reservationId: answer.body.id };
  } catch (error) {
    if (isPgError(error, '23P01')) throw await slotTaken(db, plan, now);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Status changes

export interface TransitionOptions {
  now?: Date;
  reason?: string | null;
  /** Application dues in basis points, for completion. */
  duesBasisPoints: number;
  /** Who makes the change, for the reservation's history. */
  actor?: ReservationActor;
  /** The caller's own rules, checked again under the row's lock; throwing refuses the change. */
  check?: (trx: Transaction<Database>) => Promise<void>;
}

export async function changeReservationStatus(
  db: Kysely<Database>,
  providerId: number,
  id: number,
  action: ReservationAction,
  options: TransitionOptions,
): Promise<ReservationRecord> {
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('reservations')
      .select(['id', 'status', 'starts_at', 'total'])
      .where('id', '=', id)
      .where('provider_id', '=', providerId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new BookingNotFoundError('reservation');
    await options.check?.(trx);
    const problem = transitionProblem(action, row.status, row.starts_at, now);
    if (problem === 'status') {
      throw new BookingConflictError('invalid_transition', { key: `api.booking.reservation.cannot_${action}`, params: { status: row.status } });
    }
    if (problem === 'not_started') throw new BookingConflictError('invalid_transition', { key: `api.booking.reservation.not_started_${action}` });
    const to = TRANSITIONS[action].to;
    await trx
      .updateTable('reservations')
      .set({ status: to, updated_at: now, ...(to === 'cancelled' ? { cancel_reason: options.reason ?? null } : {}) })
      .where('id', '=', id)
      .execute();
    if (action === 'complete') await creditCompletedReservation(trx, providerId, { id: row.id, total: row.total }, options.duesBasisPoints);
    const reason = to === 'cancelled' ? (options.reason ?? null) : null;
    await recordHistory(trx, {
      reservationId: id,
      providerId,
      action: to as Exclude<ReservationStatus, 'pending'>,
      actor: options.actor,
      changes: [{ field: 'status', from: row.status, to }, ...(reason ? [{ field: 'cancel_reason' as const, from: null, to: reason }] : [])],
      at: now,
    });
    const event = MESSAGE_EVENTS[action];
    if (event) await planBookingMessages(trx, { reservationId: id, event, at: now });
    return getReservation(trx, providerId, id);
  });
}
