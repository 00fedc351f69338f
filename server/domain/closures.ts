/**
 * Closures and time off: one model of closed time. A closure of the whole salon (`barber_id` null:
 * a holiday, Eid, maintenance) or one barber's time off (leave), as an instant range. Creating or
 * changing one never touches a reservation: the answer lists the live bookings it now covers, for the
 * owner to move or cancel.
 */
import type { components } from '../../api-spec/schema';
import type { ClosureKind } from '../db/tables/schedule';
import { BookingNotFoundError, FieldProblems, formatInZone, type Db, type Locale } from './booking-shared';
import { reservationsInClosedTime, type AffectedReservation } from './closed-time';

export type ClosureView = components['schemas']['Closure'];
export type ClosureInput = components['schemas']['ClosureInput'];

const DAY = 86_400_000;
/** Instants a closure may have (and a list may ask for): years 2000–2199, so no input reaches the database's edges. */
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2200, 0, 1);
const sane = (d: Date) => !Number.isNaN(d.getTime()) && d.getTime() >= EARLIEST && d.getTime() < LATEST;
/** Longest closure (the table's CHECK): a long leave, not a salon closed for ever. */
const MAX_CLOSURE_DAYS = 400;

interface ClosureRow {
  id: number;
  salon_id: number;
  barber_id: number | null;
  barber_name: string | null;
  kind: ClosureKind;
  name: string | null;
  starts_at: Date;
  ends_at: Date;
  timezone: string;
}

function closureView(row: ClosureRow): ClosureView {
  return {
    id: row.id,
    salon_id: row.salon_id,
    barber_id: row.barber_id,
    barber_name: row.barber_name,
    kind: row.kind,
    name: row.name,
    starts_at: formatInZone(row.starts_at, row.timezone),
    ends_at: formatInZone(row.ends_at, row.timezone),
  };
}

function closureQuery(db: Db, providerId: number, salonId: number) {
  return db
    .selectFrom('closures as c')
    .innerJoin('salons as s', 's.id', 'c.salon_id')
    .leftJoin('barbers as b', 'b.id', 'c.barber_id')
    .select(['c.id', 'c.salon_id', 'c.barber_id', 'b.name as barber_name', 'c.kind', 'c.name', 'c.starts_at', 'c.ends_at', 's.timezone'])
    .where('c.salon_id', '=', salonId)
    .where('c.provider_id', '=', providerId);
}

async function requireSalon(db: Db, providerId: number, salonId: number): Promise<void> {
  const salon = await db.selectFrom('salons').select('id').where('id', '=', salonId).where('provider_id', '=', providerId).executeTakeFirst();
  if (!salon) throw new BookingNotFoundError('salon');
}

export interface ClosureListQuery {
  from?: string;
  to?: string;
  barber_id?: number;
}

/** The salon's closures and time off touching [from, to) (default: from now on), in time order. */
export async function listClosures(db: Db, providerId: number, salonId: number, query: ClosureListQuery, now: Date): Promise<ClosureView[]> {
  await requireSalon(db, providerId, salonId);
  const from = query.from ? new Date(query.from) : now;
  const problems = new FieldProblems();
  if (!sane(from)) problems.add('from', 'api.schedule.closure.invalid_time');
  if (query.to && !sane(new Date(query.to))) problems.add('to', 'api.schedule.closure.invalid_time');
  else if (query.to && new Date(query.to) <= from) problems.add('to', 'api.schedule.closure.range_reversed');
  problems.throwIfAny();
  let q = closureQuery(db, providerId, salonId).where('c.ends_at', '>', from);
  if (query.to) q = q.where('c.starts_at', '<', new Date(query.to));
  if (query.barber_id !== undefined) q = q.where((eb) => eb.or([eb('c.barber_id', '=', query.barber_id!), eb('c.barber_id', 'is', null)]));
  const rows = await q.orderBy('c.starts_at').orderBy('c.id').limit(500).execute();
  return rows.map((r) => closureView(r as ClosureRow));
}

/** Checks a body: a real span, not too long, and a barber of this salon. */
async function checkInput(db: Db, providerId: number, salonId: number, input: ClosureInput): Promise<{ from: Date; to: Date }> {
  const problems = new FieldProblems();
  const from = new Date(input.starts_at);
  const to = new Date(input.ends_at);
  if (!sane(from)) problems.add('starts_at', 'api.schedule.closure.invalid_time');
  if (!sane(to)) problems.add('ends_at', 'api.schedule.closure.invalid_time');
  else if (to <= from) problems.add('ends_at', 'api.schedule.closure.ends_before_starts');
  else if (to.getTime() - from.getTime() > MAX_CLOSURE_DAYS * DAY) problems.add('ends_at', 'api.schedule.closure.too_long', { days: MAX_CLOSURE_DAYS });
  if (input.barber_id != null) {
    const barber = await db
      .selectFrom('barbers')
      .select('id')
      .where('id', '=', input.barber_id)
      .where('salon_id', '=', salonId)
      .where('provider_id', '=', providerId)
      .executeTakeFirst();
    if (!barber) problems.add('barber_id', 'api.booking.reservation.barber_not_in_salon');
  }
  if (input.kind === 'time_off' && input.barber_id == null) problems.add('barber_id', 'api.schedule.closure.time_off_needs_barber');
  problems.throwIfAny();
  return { from, to };
}

export interface ClosureAnswer {
  closure: ClosureView;
  affected_reservations: AffectedReservation[];
}

async function answer(db: Db, providerId: number, salonId: number, id: number, locale: Locale, now: Date): Promise<ClosureAnswer> {
  const row = (await closureQuery(db, providerId, salonId).where('c.id', '=', id).executeTakeFirstOrThrow()) as ClosureRow;
  const affected = await reservationsInClosedTime(db, providerId, salonId, locale, now, { from: row.starts_at.getTime(), to: row.ends_at.getTime() });
  // Only the bookings this closure covers (others may be covered by other rules, listed where those change).
  const mine = affected.filter((r) => r.reason === 'closure' && (row.barber_id === null || r.barber_id === row.barber_id));
  return { closure: closureView(row), affected_reservations: mine };
}

export async function createClosure(db: Db, providerId: number, salonId: number, input: ClosureInput, locale: Locale, now: Date): Promise<ClosureAnswer> {
  await requireSalon(db, providerId, salonId);
  const { from, to } = await checkInput(db, providerId, salonId, input);
  const { id } = await db
    .insertInto('closures')
    .values({ provider_id: providerId, salon_id: salonId, barber_id: input.barber_id ?? null, kind: input.kind, name: input.name?.trim() || null, starts_at: from, ends_at: to })
    .returning('id')
    .executeTakeFirstOrThrow();
  return answer(db, providerId, salonId, id, locale, now);
}

export async function updateClosure(db: Db, providerId: number, salonId: number, id: number, input: ClosureInput, locale: Locale, now: Date): Promise<ClosureAnswer> {
  await requireSalon(db, providerId, salonId);
  const { from, to } = await checkInput(db, providerId, salonId, input);
  const result = await db
    .updateTable('closures')
    .set({ barber_id: input.barber_id ?? null, kind: input.kind, name: input.name?.trim() || null, starts_at: from, ends_at: to, updated_at: now })
    .where('id', '=', id)
    .where('salon_id', '=', salonId)
    .where('provider_id', '=', providerId)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new BookingNotFoundError('closure');
  return answer(db, providerId, salonId, id, locale, now);
}

export async function deleteClosure(db: Db, providerId: number, salonId: number, id: number): Promise<void> {
  const result = await db.deleteFrom('closures').where('id', '=', id).where('salon_id', '=', salonId).where('provider_id', '=', providerId).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw new BookingNotFoundError('closure');
}
