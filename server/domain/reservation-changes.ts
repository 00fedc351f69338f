/**
 * Changing a live reservation: another time, barber, services or notes (issue 21 item 2; the
 * customer's own "move my booking" of issue 22 is the same operation with a customer actor).
 *
 * - Only live reservations (pending, confirmed) change; the status stays. Anything else is 409
 *   invalid_transition.
 * - A new time, barber or service list goes through the booking's own rules (`planReservation`:
 *   slots, buffers, closed time) and the database's exclusion constraint, the reservation's own
 *   current span aside; a taken time is the same 409 slot_taken with alternatives as creation's.
 * - New services are copied again (names, prices, durations; `total` follows); unchanged ones keep
 *   their booked copies. The blocked span takes the barber's buffers in force now.
 * - Notes alone skip the slot check, so a reservation under way can still take a note; so do the
 *   customer's name and mobile (a walk-in booked without them gets them later). A mobile needs a
 *   name, given with it or already there; a name cannot be cleared. The mobile arrives in national
 *   form (the contract's `Mobile`, brought to it by the HTTP layer as for a new booking), and the
 *   reservation's client follows it through the booking's own trigger (migrations 0160, 0170).
 * - The history row is written in the same transaction.
 */
import type { Kysely, Transaction } from 'kysely';
import type { components } from '../../api-spec/schema';
import type { Database } from '../db/schema';
import type { StoredFieldChange, StoredServiceName } from '../db/tables/booking';
import { BookingConflictError, BookingNotFoundError, FieldProblems, isPgError, type Locale } from './booking-shared';
import { recordHistory, type ReservationActor } from './reservation-history';
import { getReservation, LIVE_STATUSES, planReservation, slotTaken, type PlannedReservation, type ReservationRecord, type ServiceForBooking } from './reservations';
import { planBookingMessages } from '../messages/plan';

type ReservationChangeInput = components['schemas']['ReservationChangeInput'];

const MINUTE = 60_000;

interface ReservationChange {
  before: ReservationRecord;
  after: ReservationRecord;
  /** Whether anything changed (an empty or same-valued request changes nothing and records nothing). */
  changed: boolean;
}

const serviceNames = (services: ReadonlyArray<StoredServiceName>): StoredServiceName[] =>
  services.map(({ name_ar, name_en, name_tr, name_ur }) => ({ name_ar, name_en, name_tr, name_ur }));

function bookedServices(row: ReservationRecord): ServiceForBooking[] {
  const services = (typeof row.services === 'string' ? JSON.parse(row.services) : (row.services ?? [])) as ReservationRecord['services'];
  return services.map((s) => ({ id: s.service_id, name_ar: s.name_ar, name_en: s.name_en, name_tr: s.name_tr, name_ur: s.name_ur, price: s.price, duration_minutes: s.duration_minutes }));
}

/**
 * The customer after the change: a name given is trimmed and may not be blank; a mobile needs a name
 * (the client record it links to is named), as for a new walk-in.
 */
function changedCustomer(before: ReservationRecord, input: ReservationChangeInput): { name: string | null; mobile: string | null } {
  const problems = new FieldProblems();
  const name = input.customer_name === undefined ? before.customer_name : input.customer_name.trim() || null;
  const mobile = input.customer_mobile ?? before.customer_mobile;
  if (input.customer_name !== undefined && !name) problems.add('customer_name', 'api.booking.reservation.customer_name_blank');
  else if (input.customer_mobile !== undefined && !name) problems.add('customer_name', 'api.booking.reservation.walk_in_mobile_needs_name');
  problems.throwIfAny();
  return { name, mobile };
}

/** POST /provider/reservations/{id}/change. */
export async function changeReservation(
  db: Kysely<Database>,
  providerId: number,
  id: number,
  input: ReservationChangeInput,
  locale: Locale,
  options: {
    actor?: ReservationActor;
    now?: Date;
    /**
     * The caller's own rules, checked again under the row's lock (the customer's: still live, before
     * the cutoff), so a decline or cancellation committed meanwhile is seen; throwing refuses the change.
     */
    check?: (trx: Transaction<Database>) => Promise<void>;
  } = {},
): Promise<ReservationChange> {
  const now = options.now ?? new Date();
  let plan: PlannedReservation | undefined;
  try {
    return await db.transaction().execute(async (trx) => {
      const locked = await trx.selectFrom('reservations').select(['id', 'status']).where('id', '=', id).where('provider_id', '=', providerId).forUpdate().executeTakeFirst();
      if (!locked) throw new BookingNotFoundError('reservation');
      await options.check?.(trx);
      if (!LIVE_STATUSES.includes(locked.status)) {
        throw new BookingConflictError('invalid_transition', { key: 'api.booking.reservation.cannot_change', params: { status: locked.status } });
      }
      const before = await getReservation(trx, providerId, id);
      const booked = bookedServices(before);
      const serviceIds = input.service_ids ?? booked.map((s) => s.id);
      const servicesChanged = input.service_ids !== undefined && serviceIds.join(',') !== booked.map((s) => s.id).join(',');
      const barberId = input.barber_id ?? before.barber_id;
      const startsAt = input.starts_at !== undefined ? Date.parse(input.starts_at) : before.starts_at.getTime();
      const moved = barberId !== before.barber_id || startsAt !== before.starts_at.getTime() || servicesChanged;
      const notes = input.notes === undefined ? before.notes : input.notes?.trim() || null;
      const customer = changedCustomer(before, input);
      const changes: StoredFieldChange[] = [];

      if (moved) {
        plan = await planReservation(
          trx,
          providerId,
          { salon_id: before.salon_id, barber_id: barberId, service_ids: serviceIds, starts_at: input.starts_at ?? before.starts_at.toISOString() },
          now,
          locale,
          servicesChanged ? undefined : booked,
        );
        const { barber, services } = plan;
        await trx
          .updateTable('reservations')
          .set({
            barber_id: barber.id,
            barber_name: barber.name,
            starts_at: new Date(plan.startsAt),
            ends_at: new Date(plan.endsAt),
            blocked_from: new Date(plan.startsAt - barber.bufferBeforeMinutes * MINUTE),
            blocked_to: new Date(plan.endsAt + barber.bufferAfterMinutes * MINUTE),
            total: services.reduce((sum, s) => sum + s.price, 0),
          })
          .where('id', '=', id)
          .execute();
        if (servicesChanged) {
          await trx.deleteFrom('reservation_services').where('reservation_id', '=', id).execute();
          await trx
            .insertInto('reservation_services')
            .values(services.map((s, position) => ({ reservation_id: id, position, service_id: s.id, name_ar: s.name_ar, name_en: s.name_en, name_tr: s.name_tr, name_ur: s.name_ur, price: s.price, duration_minutes: s.duration_minutes })))
            .execute();
          changes.push({ field: 'services', from: serviceNames(booked), to: serviceNames(services) });
        }
        if (plan.startsAt !== before.starts_at.getTime()) changes.push({ field: 'starts_at', from: before.starts_at.toISOString(), to: new Date(plan.startsAt).toISOString() });
        if (barber.id !== before.barber_id) changes.push({ field: 'barber', from: before.barber_name, to: barber.name });
      }
      if (notes !== before.notes) {
        await trx.updateTable('reservations').set({ notes }).where('id', '=', id).execute();
        changes.push({ field: 'notes', from: before.notes, to: notes });
      }
      if (customer.name !== before.customer_name || customer.mobile !== before.customer_mobile) {
        await trx.updateTable('reservations').set({ customer_name: customer.name, customer_mobile: customer.mobile }).where('id', '=', id).execute();
        if (customer.name !== before.customer_name) changes.push({ field: 'customer_name', from: before.customer_name, to: customer.name });
        if (customer.mobile !== before.customer_mobile) changes.push({ field: 'customer_mobile', from: before.customer_mobile, to: customer.mobile });
      }
      if (changes.length === 0) return { before, after: before, changed: false };
      await trx.updateTable('reservations').set({ updated_at: now }).where('id', '=', id).execute();
      await recordHistory(trx, { reservationId: id, providerId, action: 'changed', actor: options.actor, changes, at: now });
      if (changes.some((c) => c.field === 'starts_at')) await planBookingMessages(trx, { reservationId: id, event: 'moved', at: now });
      return { before, after: await getReservation(trx, providerId, id), changed: true };
    });
  } catch (error) {
    if (plan && isPgError(error, '23P01')) throw await slotTaken(db, plan, now, id);
    throw error;
  }
}
