import { beforeEach, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createBarber } from './barbers';
import { BookingConflictError, BookingNotFoundError, BookingValidationError } from './booking-shared';
import { updateSalonBufferTimes } from './buffer-times';
import { createClosure } from './closures';
import { changeReservation } from './reservation-changes';
import { listReservationHistory } from './reservation-history';
import { changeReservationStatus, createReservation, listAvailableSlots, reservationView } from './reservations';
import { createSalon } from './salons';
import { createService } from './services';
import { openWeek, resetBookingData, salonInput, UNLIMITED } from '../test/booking-data';
import { forEachDatabase } from '../test/databases';

// Sunday 6 January 2030, 08:00 in Riyadh (UTC+3): the salon opens at 09:00.
const NOW = new Date('2030-01-06T05:00:00Z');
const LATER = new Date('2030-01-06T05:20:00Z');
const at = (hhmm: string, day = '2030-01-06') => `${day}T${hhmm}:00+03:00`;

async function catchError(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

async function world(db: Kysely<Database>, providerId: number) {
  const salonId = await createSalon(db, providerId, salonInput({ working_hours: openWeek('09:00', '17:00', [['13:00', '14:00']]) }), UNLIMITED);
  const cut = await createService(db, providerId, { salon_id: salonId, name_ar: 'قص شعر', name_en: 'Haircut', price: 5000, duration_minutes: 30 });
  const beard = await createService(db, providerId, { salon_id: salonId, name_ar: 'تهذيب اللحية', name_en: 'Beard trim', price: 3000, duration_minutes: 15 });
  const ahmed = await createBarber(db, providerId, { salon_id: salonId, name: 'أحمد سالم', service_ids: [cut, beard] }, UNLIMITED);
  const salem = await createBarber(db, providerId, { salon_id: salonId, name: 'سالم فهد', service_ids: [cut] }, UNLIMITED);
  const owner = await db.insertInto('provider_users').values({ provider_id: providerId, name: 'محمد العتيبي', mobile: '577000111', role: 'owner' }).returning('id').executeTakeFirstOrThrow();
  return { salonId, cut, beard, ahmed, salem, ownerId: owner.id };
}

forEachDatabase('reservation changes', (ctx) => {
  let p: number;
  let other: number;
  let w: Awaited<ReturnType<typeof world>>;
  beforeEach(async () => {
    [p, other] = await resetBookingData(ctx.db);
    w = await world(ctx.db, p);
  });

  const book = async (hhmm: string, barberId = w.ahmed, serviceIds = [w.cut]) =>
    (
      await createReservation(
        ctx.db,
        p,
        { salon_id: w.salonId, barber_id: barberId, service_ids: serviceIds, starts_at: at(hhmm), customer_name: 'خالد الحربي', customer_mobile: '555123456' },
        'en',
        { now: NOW, actor: { kind: 'staff', userId: w.ownerId } },
      )
    ).reservationId;
  const change = (id: number, input: Parameters<typeof changeReservation>[3], now = LATER) =>
    changeReservation(ctx.db, p, id, input, 'en', { now, actor: { kind: 'staff', userId: w.ownerId } });

  it('moves a booking to another time and barber, keeping its booked services, and frees the old time', async () => {
    const id = await book('09:00');
    const moved = await change(id, { starts_at: at('11:00'), barber_id: w.salem });
    expect(moved.changed).toBe(true);
    expect(reservationView(moved.after, 'en')).toMatchObject({
      barber_id: w.salem,
      barber_name: 'سالم فهد',
      starts_at: at('11:00'),
      ends_at: at('11:30'),
      total: 5000,
      status: 'confirmed',
      services: [{ service_id: w.cut, name: 'Haircut', price: 5000, duration_minutes: 30 }],
    });
    const [day] = await listAvailableSlots(ctx.db, p, { salon_id: w.salonId, date: '2030-01-06', service_ids: [w.cut], barber_id: w.ahmed }, LATER);
    expect(day!.slots.map((s) => s.starts_at)).toContain(at('09:00'));
  });

  it('moves a booking a little later onto part of its own time (its own span never blocks it)', async () => {
    const id = await book('09:00');
    await book('10:00', w.ahmed);
    const [day] = await listAvailableSlots(ctx.db, p, { salon_id: w.salonId, date: '2030-01-06', service_ids: [w.cut], barber_id: w.ahmed, ignore_reservation_id: id }, LATER);
    expect(day!.slots.map((s) => s.starts_at)).toContain(at('09:15'));
    const moved = await change(id, { starts_at: at('09:15') });
    expect(reservationView(moved.after, 'en').starts_at).toBe(at('09:15'));
  });

  it('changes the services (copied again, total follows), which must fit the barber and the time', async () => {
    const id = await book('09:00');
    const changed = await change(id, { service_ids: [w.cut, w.beard] });
    expect(reservationView(changed.after, 'ar')).toMatchObject({ total: 8000, ends_at: at('09:45'), services: [{ name: 'قص شعر' }, { name: 'تهذيب اللحية' }] });
    // Salem does not trim beards: the same 422 as booking.
    const error = await catchError(change(id, { barber_id: w.salem }));
    expect(error).toBeInstanceOf(BookingValidationError);
    expect((error as BookingValidationError).fields).toEqual({ 'service_ids.1': ['api.booking.reservation.barber_lacks_service'] });
  });

  it('a taken new time is a 409 slot_taken naming the reservation in the way with the nearest free starts, and nothing changes', async () => {
    await updateSalonBufferTimes(ctx.db, p, w.salonId, { before_minutes: 10, after_minutes: 10 });
    const id = await book('09:00');
    const blocker = await book('11:00');
    const error = await catchError(change(id, { starts_at: at('11:15') }));
    expect(error).toBeInstanceOf(BookingConflictError);
    const conflict = error as BookingConflictError;
    expect(conflict.code).toBe('slot_taken');
    expect(conflict.extra.conflict).toEqual({ reservation_id: blocker, starts_at: at('11:00'), ends_at: at('11:30') });
    // Nearest 11:15, buffers kept; the moving booking's own 09:00–09:30 does not block 09:45 or 10:00.
    expect((conflict.extra.nearest_slots as Array<{ starts_at: string }>).map((s) => s.starts_at)).toEqual([at('09:45'), at('10:00'), at('12:00'), at('12:15'), at('12:30')]);
    const after = await ctx.db.selectFrom('reservations').select(['starts_at', 'barber_id']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(after.starts_at.toISOString()).toBe('2030-01-06T06:00:00.000Z');
    expect((await listReservationHistory(ctx.db, p, id, 'en')).map((h) => h.action)).toEqual(['created']);
  });

  it('refuses a time inside a closure, a break, outside hours or in the past, as booking does', async () => {
    const id = await book('09:00');
    await createClosure(ctx.db, p, w.salonId, { kind: 'maintenance', name: 'صيانة', starts_at: at('15:00'), ends_at: at('16:00') }, 'en', NOW);
    const cases: Array<[string, string, string]> = [
      [at('15:00'), 'not_a_slot', 'api.schedule.in_closure'],
      [at('12:45'), 'not_a_slot', 'api.booking.reservation.not_a_slot'], // runs into the 13:00 break
      [at('16:45'), 'not_a_slot', 'api.booking.reservation.not_a_slot'], // past closing
      ['2030-01-05T10:00:00+03:00', 'validation_failed', 'api.booking.reservation.in_past'],
    ];
    for (const [startsAt, code, key] of cases) {
      const error = await catchError(change(id, { starts_at: startsAt }));
      expect(error).toBeInstanceOf(BookingValidationError);
      expect((error as BookingValidationError).code).toBe(code);
      expect((error as BookingValidationError).fields).toEqual({ starts_at: [key] });
    }
  });

  it('keeps the history: creation, each change with from and to, status changes, by whom', async () => {
    const id = await book('09:00');
    await change(id, { starts_at: at('10:00'), barber_id: w.salem, notes: 'يفضل الصباح' });
    await change(id, { notes: 'يفضل الصباح' }); // the same value: nothing to record
    await changeReservationStatus(ctx.db, p, id, 'cancel', { now: LATER, reason: 'طلب العميل', duesBasisPoints: 1000, actor: { kind: 'staff', userId: w.ownerId } });
    const history = await listReservationHistory(ctx.db, p, id, 'en');
    const actor = { kind: 'staff', name: 'محمد العتيبي' };
    expect(history.map(({ id: _id, ...entry }) => entry)).toEqual([
      { action: 'created', actor, changes: [], created_at: '2030-01-06T08:00:00+03:00' },
      {
        action: 'changed',
        actor,
        changes: [
          { field: 'starts_at', from: at('09:00'), to: at('10:00') },
          { field: 'barber', from: 'أحمد سالم', to: 'سالم فهد' },
          { field: 'notes', from: null, to: 'يفضل الصباح' },
        ],
        created_at: '2030-01-06T08:20:00+03:00',
      },
      {
        action: 'cancelled',
        actor,
        changes: [
          { field: 'status', from: 'confirmed', to: 'cancelled' },
          { field: 'cancel_reason', from: null, to: 'طلب العميل' },
        ],
        created_at: '2030-01-06T08:20:00+03:00',
      },
    ]);
    // Service changes read in the reader's language.
    const second = await book('11:00');
    await change(second, { service_ids: [w.cut, w.beard] });
    const [, services] = await listReservationHistory(ctx.db, p, second, 'ar');
    expect(services!.changes).toEqual([{ field: 'services', from: ['قص شعر'], to: ['قص شعر', 'تهذيب اللحية'] }]);
  });

  it('a cancelled, completed or no-show booking cannot be changed (409 invalid_transition); another provider’s is not found', async () => {
    const id = await book('09:00');
    await changeReservationStatus(ctx.db, p, id, 'cancel', { now: LATER, duesBasisPoints: 1000 });
    const error = await catchError(change(id, { notes: 'x' }));
    expect(error).toBeInstanceOf(BookingConflictError);
    expect((error as BookingConflictError).code).toBe('invalid_transition');
    expect(await catchError(changeReservation(ctx.db, other, await book('10:00'), { notes: 'x' }, 'en', { now: LATER }))).toBeInstanceOf(BookingNotFoundError);
  });

  it('a booking under way still takes a note (notes alone skip the slot check)', async () => {
    const id = await book('09:00');
    const during = new Date('2030-01-06T06:10:00Z');
    const noted = await change(id, { notes: 'وصل متأخرًا' }, during);
    expect(noted.after.notes).toBe('وصل متأخرًا');
    // Its start has passed: another barber would be a booking in the past.
    expect(((await catchError(change(id, { barber_id: w.salem }, during))) as BookingValidationError).fields).toEqual({ starts_at: ['api.booking.reservation.in_past'] });
  });

  it("a booking's customer cannot be blanked: a blank name is refused, and nothing changes", async () => {
    const id = await book('11:00');
    const error = await catchError(change(id, { customer_name: '   ' }));
    expect(error).toBeInstanceOf(BookingValidationError);
    expect((error as BookingValidationError).fields).toEqual({ customer_name: ['api.booking.reservation.customer_name_blank'] });
    const renamed = await change(id, { customer_name: 'خالد بن سعد' });
    expect(renamed.after).toMatchObject({ customer_name: 'خالد بن سعد', customer_mobile: '555123456' });
  });
});
