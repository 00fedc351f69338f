/**
 * A customer's bookings (issue 22): booking a salon online, and seeing, cancelling and moving one's
 * bookings at every salon (those made online and those a salon made for the same mobile).
 *
 * - A booking goes through the staff's own rules (`planReservation`, the exclusion constraint) after
 *   the online ones (`publicSlots`: bookable services and barbers, notice, horizon). Two customers
 *   racing for one time: the database lets one in; the other gets 409 slot_taken with the nearest
 *   free times.
 * - Per salon and mobile, bookings are serialised (an advisory lock), so the cap on live bookings
 *   holds under concurrency; a blocked client is refused politely.
 * - Cancelling and moving are the staff's operations (`changeReservationStatus`, `changeReservation`)
 *   with the customer as the actor, allowed until the salon's cutoff. The customer's rules (live,
 *   before the cutoff) are checked again under the reservation's row lock, in the change's own
 *   transaction: a salon's decline or approval at the same moment is either wholly before the
 *   customer's change (a declined booking is then refused with the customer's 409, a confirmed one
 *   moves and stays confirmed) or wholly after it (it applies to the moved booking).
 */
import { sql, type Kysely } from 'kysely';
import type { components } from '../../api-spec/schema';
import type { Database } from '../db/schema';
import type { BookingSource, ReservationStatus } from '../db/tables/booking';
import { BookingConflictError, formatInZone, isPgError, resolveText, type Db, type Locale } from './booking-shared';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError, TooManyAttemptsError } from './errors';
import { onlineRulesOf, type OnlineSalon } from './online-booking';
import { nearestPublicSlots, publicSlots } from './public-salon';
import { changeReservation } from './reservation-changes';
import type { ReservationActor } from './reservation-history';
import { changeReservationStatus, getReservation, insertReservation, LIVE_STATUSES, planReservation, type PlannedReservation, type ReservationRecord } from './reservations';
import { instantToWall, parseLocalDate } from './slots';
import { planBookingMessages } from '../messages/plan';

type CustomerBookingView = components['schemas']['CustomerBooking'];
type CustomerBookingInput = components['schemas']['CustomerBookingInput'];
type SlotView = components['schemas']['Slot'];

const HOUR = 3_600_000;
const DAY = 86_400_000;
const BOOKINGS_PER_MOBILE_PER_HOUR = 10;
const PAST_LIMIT = 50;

export interface SignedInCustomer {
  id: number;
  mobile: string;
  name: string | null;
}

/** 403 client_blocked: the salon does not take this mobile's bookings online. */
class ClientBlockedError extends ForbiddenError {
  override readonly code = 'client_blocked';
  constructor() {
    super('api.customer.client_blocked');
  }
}

/** The customer as the history names them: the name they booked under. */
const customerActor = (name: string): ReservationActor => ({ kind: 'customer', name });

function slotTaken(alternatives: SlotView[]): ConflictError {
  return new ConflictError('slot_taken', 'api.customer.slot_taken', { extra: { alternatives } });
}

const notASlot = () => new InvalidInputError({ starts_at: ['api.customer.not_a_slot'] }, { code: 'not_a_slot', messageKey: 'api.customer.not_a_slot' });
const cutoffPassed = () => new InvalidInputError({ starts_at: ['api.customer.change_cutoff_passed'] }, { code: 'change_cutoff_passed', messageKey: 'api.customer.change_cutoff_passed' });
const noLongerLive = () => new ConflictError('invalid_transition', 'api.customer.no_longer_live');

/** The local business day of an instant and the one before (a Ramadan night belongs to the day it opened). */
function daysAround(timeZone: string, startsAt: number): { date: string; previous: string } {
  const { date } = instantToWall(timeZone, startsAt);
  return { date, previous: new Date(parseLocalDate(date)! - DAY).toISOString().slice(0, 10) };
}

/**
 * Which barber takes `startsAt` for these services: the one asked for, else the current one when
 * free (`keepBarberId`), else the first free bookable one. A time that is no slot at all is 422
 * not_a_slot; a slot taken meanwhile is 409 slot_taken with the nearest free times.
 */
async function chooseBarber(
  db: Db,
  online: OnlineSalon,
  request: { startsAt: number; serviceIds: number[]; barberId: number | null; keepBarberId?: number; exceptReservationId?: number },
  timeZone: string,
  now: Date,
): Promise<number> {
  const { date, previous } = daysAround(timeZone, request.startsAt);
  const query = { from: previous, to: date, serviceIds: request.serviceIds, barberId: request.barberId, exceptReservationId: request.exceptReservationId };
  const find = (days: Awaited<ReturnType<typeof publicSlots>>) => days.flatMap((d) => d.slots).find((s) => Date.parse(s.starts_at) === request.startsAt);
  const slot = find(await publicSlots(db, online, query, now));
  if (slot) {
    if (request.barberId) return request.barberId;
    if (request.keepBarberId && slot.barber_ids.includes(request.keepBarberId)) return request.keepBarberId;
    return slot.barber_ids[0]!;
  }
  if (find(await publicSlots(db, online, { ...query, ignoreReservations: true }, now))) {
    throw slotTaken(await nearestPublicSlots(db, online, { serviceIds: request.serviceIds, barberId: request.barberId, exceptReservationId: request.exceptReservationId, startsAt: request.startsAt, date }, now));
  }
  throw notASlot();
}

async function salonZone(db: Db, salonId: number): Promise<string> {
  return (await db.selectFrom('salons').select('timezone').where('id', '=', salonId).executeTakeFirstOrThrow()).timezone;
}

/** POST /public/salons/{slug}/bookings. */
export async function createCustomerBooking(
  db: Kysely<Database>,
  online: OnlineSalon,
  customer: SignedInCustomer,
  input: CustomerBookingInput,
  locale: Locale,
  now: Date,
): Promise<ReservationRecord> {
  const startsAt = Date.parse(input.starts_at);
  const name = input.name.trim();
  const timeZone = await salonZone(db, online.salonId);
  const barberId = await chooseBarber(db, online, { startsAt, serviceIds: input.service_ids, barberId: input.barber_id }, timeZone, now);
  let plan: PlannedReservation | undefined;
  try {
    return await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtextextended(${`customer_booking:${online.salonId}:${customer.mobile}`}, 0))`.execute(trx);
      const client = await trx.selectFrom('clients').select('blocked').where('provider_id', '=', online.providerId).where('mobile', '=', customer.mobile).executeTakeFirst();
      if (client?.blocked) throw new ClientBlockedError();
      const recent = await trx
        .selectFrom('reservations')
        .select('created_at')
        .where('customer_mobile', '=', customer.mobile)
        .where('source', '=', 'online')
        .where('created_at', '>', new Date(now.getTime() - HOUR))
        .orderBy('created_at')
        .execute();
      if (recent.length >= BOOKINGS_PER_MOBILE_PER_HOUR) {
        throw new TooManyAttemptsError(Math.max(1, Math.ceil((recent[0]!.created_at.getTime() + HOUR - now.getTime()) / 1000)), 'api.customer.too_many_bookings');
      }
      const live = await trx
        .selectFrom('reservations')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('salon_id', '=', online.salonId)
        .where('customer_mobile', '=', customer.mobile)
        .where('status', 'in', LIVE_STATUSES)
        .where('ends_at', '>', now)
        .executeTakeFirstOrThrow();
      if (Number(live.n) >= online.rules.maxLivePerMobile) {
        const max = online.rules.maxLivePerMobile;
        throw new InvalidInputError({ mobile: ['api.customer.too_many_live_bookings'] }, { code: 'too_many_live_bookings', messageKey: 'api.customer.too_many_live_bookings', params: { max } });
      }
      plan = await planReservation(trx, online.providerId, { salon_id: online.salonId, barber_id: barberId, service_ids: input.service_ids, starts_at: input.starts_at }, now, locale);
      const status: ReservationStatus = online.rules.autoConfirm ? 'confirmed' : 'pending';
      const reservation = { salon_id: online.salonId, barber_id: barberId, service_ids: input.service_ids, starts_at: input.starts_at, customer_name: name, customer_mobile: customer.mobile, notes: input.notes?.trim() || null, status } as const;
      const id = await insertReservation(trx, online.providerId, plan, reservation, { actor: customerActor(name), at: now, source: 'online' });
      const row = await getReservation(trx, online.providerId, id);
      await trx.updateTable('clients').set({ language: locale }).where('id', '=', row.client_id).execute();
      await trx.updateTable('customers').set({ name, language: locale, updated_at: now }).where('id', '=', customer.id).execute();
      await planBookingMessages(trx, { reservationId: id, event: 'booked', at: now });
      return row;
    });
  } catch (error) {
    if (plan && isPgError(error, '23P01')) {
      const { date } = daysAround(timeZone, startsAt);
      throw slotTaken(await nearestPublicSlots(db, online, { serviceIds: input.service_ids, barberId: input.barber_id, startsAt, date }, now));
    }
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Reading, as the customer sees it

interface CustomerBookingRow {
  id: number;
  public_id: string;
  provider_id: number;
  salon_id: number;
  salon_name_ar: string;
  salon_name_en: string;
  salon_name_tr: string | null;
  salon_name_ur: string | null;
  barber_id: number;
  barber_name: string;
  customer_name: string;
  timezone: string;
  starts_at: Date;
  ends_at: Date;
  total: number;
  status: ReservationStatus;
  source: BookingSource;
  notes: string | null;
  cancel_reason: string | null;
  created_at: Date;
  phone: string | null;
  slug: string | null;
  change_cutoff_hours: number | null;
  horizon_days: number | null;
  services: Array<{ service_id: number; name_ar: string; name_en: string; name_tr: string | null; name_ur: string | null; price: number; duration_minutes: number }> | string;
}

/** Reservations of a mobile, with what the customer needs of the salon (its phone, its address if it takes online bookings). */
function bookingsOf(db: Db, mobile: string) {
  return db
    .selectFrom('reservations as r')
    .innerJoin('salons as s', 's.id', 'r.salon_id')
    .leftJoin('salon_online_settings as o', (join) => join.onRef('o.salon_id', '=', 'r.salon_id').on('o.enabled', '=', true).on('s.is_active', '=', true))
    .select([
      'r.id', 'r.public_id', 'r.provider_id', 'r.salon_id', 'r.salon_name_ar', 'r.salon_name_en', 'r.salon_name_tr', 'r.salon_name_ur', 'r.barber_id', 'r.barber_name', 'r.customer_name',
      'r.timezone', 'r.starts_at', 'r.ends_at', 'r.total', 'r.status', 'r.source', 'r.notes', 'r.cancel_reason', 'r.created_at', 's.phone', 'o.slug', 'o.change_cutoff_hours', 'o.horizon_days',
      (eb) =>
        eb
          .selectFrom('reservation_services as rs')
          .whereRef('rs.reservation_id', '=', 'r.id')
          .select(
            sql<CustomerBookingRow['services']>`json_agg(json_build_object('service_id', rs.service_id, 'name_ar', rs.name_ar, 'name_en', rs.name_en, 'name_tr', rs.name_tr, 'name_ur', rs.name_ur, 'price', rs.price, 'duration_minutes', rs.duration_minutes) ORDER BY rs.position)`.as('list'),
          )
          .as('services'),
    ])
    .where('r.customer_mobile', '=', mobile);
}

function isLive(row: Pick<CustomerBookingRow, 'status' | 'ends_at'>, now: Date): boolean {
  return LIVE_STATUSES.includes(row.status) && row.ends_at.getTime() > now.getTime();
}

/** Until when the customer may cancel or move it: null when it is no longer live or the salon takes no online bookings. */
function changeUntil(row: CustomerBookingRow, now: Date): number | null {
  if (!isLive(row, now) || row.change_cutoff_hours === null) return null;
  return row.starts_at.getTime() - row.change_cutoff_hours * HOUR;
}

function customerBookingView(row: CustomerBookingRow, locale: Locale, now: Date): CustomerBookingView {
  const services = (typeof row.services === 'string' ? JSON.parse(row.services) : (row.services ?? [])) as Exclude<CustomerBookingRow['services'], string>;
  const until = changeUntil(row, now);
  return {
    public_id: row.public_id,
    salon: {
      slug: row.slug,
      name: resolveText({ s_ar: row.salon_name_ar, s_en: row.salon_name_en, s_tr: row.salon_name_tr, s_ur: row.salon_name_ur }, 's', locale) ?? '',
      phone: row.phone,
      timezone: row.timezone,
      horizon_days: row.slug === null ? null : row.horizon_days,
    },
    barber_id: row.barber_id,
    barber_name: row.barber_name,
    services: services.map((s) => ({ service_id: s.service_id, name: resolveText(s, 'name', locale) ?? '', price: s.price, duration_minutes: s.duration_minutes })),
    starts_at: formatInZone(row.starts_at, row.timezone),
    ends_at: formatInZone(row.ends_at, row.timezone),
    total: row.total,
    status: row.status,
    source: row.source,
    notes: row.source === 'online' ? row.notes : null,
    cancel_reason: row.cancel_reason,
    can_change: until !== null && now.getTime() < until,
    change_until: until === null ? null : formatInZone(until, row.timezone),
    manage_path: `/my-bookings/${row.public_id}`,
    created_at: formatInZone(row.created_at, row.timezone),
  };
}

/** GET /customer/bookings: upcoming soonest first, past latest first (at most 50). */
export async function listCustomerBookings(db: Db, mobile: string, locale: Locale, now: Date): Promise<{ upcoming: CustomerBookingView[]; past: CustomerBookingView[] }> {
  const rows = (await bookingsOf(db, mobile).orderBy('r.starts_at', 'asc').orderBy('r.id', 'asc').execute()) as CustomerBookingRow[];
  const upcoming = rows.filter((r) => isLive(r, now));
  const past = rows.filter((r) => !isLive(r, now)).reverse().slice(0, PAST_LIMIT);
  return { upcoming: upcoming.map((r) => customerBookingView(r, locale, now)), past: past.map((r) => customerBookingView(r, locale, now)) };
}

async function findBooking(db: Db, mobile: string, publicId: string): Promise<CustomerBookingRow> {
  const row = await bookingsOf(db, mobile).where('r.public_id', '=', publicId).executeTakeFirst();
  if (!row) throw new NotFoundError();
  return row as CustomerBookingRow;
}

/** GET /customer/bookings/{public_id}: only the customer's own (by mobile); any other is 404. */
export async function getCustomerBooking(db: Db, mobile: string, publicId: string, locale: Locale, now: Date): Promise<CustomerBookingView> {
  return customerBookingView(await findBooking(db, mobile, publicId), locale, now);
}

/** The booking, if the customer may still change it: live (else 409), before the cutoff at a salon taking online bookings (else 422). */
async function changeable(db: Db, mobile: string, publicId: string, now: Date): Promise<CustomerBookingRow> {
  const row = await findBooking(db, mobile, publicId);
  if (!isLive(row, now)) throw noLongerLive();
  const until = changeUntil(row, now);
  if (until === null || now.getTime() >= until) throw cutoffPassed();
  return row;
}

export interface CustomerChange {
  booking: CustomerBookingView;
  reservation: ReservationRecord;
  providerId: number;
}

/** POST /customer/bookings/{public_id}/cancel: the staff's cancellation, by the customer. */
export async function cancelCustomerBooking(
  db: Kysely<Database>,
  customer: SignedInCustomer,
  publicId: string,
  reason: string | null,
  locale: Locale,
  now: Date,
): Promise<CustomerChange> {
  const row = await changeable(db, customer.mobile, publicId, now);
  const check = async (trx: Db) => void (await changeable(trx, customer.mobile, publicId, now));
  const reservation = await changeReservationStatus(db, row.provider_id, row.id, 'cancel', { now, reason: reason?.trim() || null, actor: customerActor(row.customer_name), duesBasisPoints: 0, check });
  return { booking: await getCustomerBooking(db, customer.mobile, publicId, locale, now), reservation, providerId: row.provider_id };
}

/** POST /customer/bookings/{public_id}/move: the staff's change of a booking (same history), by the customer. */
export async function moveCustomerBooking(
  db: Kysely<Database>,
  customer: SignedInCustomer,
  publicId: string,
  input: { starts_at: string; barber_id: number | null },
  locale: Locale,
  now: Date,
): Promise<CustomerChange & { changed: boolean }> {
  const row = await changeable(db, customer.mobile, publicId, now);
  const online = await onlineRulesOf(db, row.salon_id);
  if (!online) throw cutoffPassed();
  const startsAt = Date.parse(input.starts_at);
  if (startsAt - online.rules.changeCutoffHours * HOUR <= now.getTime()) throw cutoffPassed();
  const services = (typeof row.services === 'string' ? JSON.parse(row.services) : row.services) as Exclude<CustomerBookingRow['services'], string>;
  const serviceIds = services.map((s) => s.service_id);
  const request = { startsAt, serviceIds, barberId: input.barber_id, keepBarberId: row.barber_id, exceptReservationId: row.id };
  const barberId = await chooseBarber(db, online, request, row.timezone, now);
  // Again under the lock: the booking may have been declined, cancelled or moved, or the rules changed, since it was read.
  const check = async (trx: Db) => {
    const locked = await changeable(trx, customer.mobile, publicId, now);
    if (locked.change_cutoff_hours === null || startsAt - locked.change_cutoff_hours * HOUR <= now.getTime()) throw cutoffPassed();
  };
  try {
    const change = await changeReservation(db, row.provider_id, row.id, { starts_at: input.starts_at, barber_id: barberId }, locale, { actor: customerActor(row.customer_name), now, check });
    return { booking: await getCustomerBooking(db, customer.mobile, publicId, locale, now), reservation: change.after, providerId: row.provider_id, changed: change.changed };
  } catch (error) {
    if (error instanceof BookingConflictError && error.code === 'slot_taken') {
      const { date } = daysAround(row.timezone, startsAt);
      throw slotTaken(await nearestPublicSlots(db, online, { serviceIds, barberId: input.barber_id, exceptReservationId: row.id, startsAt, date }, now));
    }
    throw error;
  }
}

/** POST /provider/reservations/{id}/decline: a pending booking cancelled with a reason the customer sees. */
export async function declineReservation(db: Kysely<Database>, providerId: number, id: number, reason: string, actor: ReservationActor, now: Date): Promise<ReservationRecord> {
  return changeReservationStatus(db, providerId, id, 'decline', { now, reason: reason.trim(), actor, duesBasisPoints: 0 });
}
