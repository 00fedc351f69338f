import { beforeEach, describe, expect, it } from 'vitest';
import { createBarber, toggleBarberActive } from './barbers';
import { BookingConflictError, BookingValidationError } from './booking-shared';
import { openWeek, resetBookingData, salonInput, UNLIMITED } from '../test/booking-data';
import { forEachDatabase } from '../test/databases';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { updateSalonBufferTimes } from './buffer-times';
import { changeReservationStatus, createReservation, listAvailableSlots, listReservations, reservationView, TRANSITIONS, transitionProblem, getReservation, type ReservationAction } from './reservations';
import { createSalon } from './salons';
import { createService, updateService } from './services';
import type { ReservationStatus } from '../db/tables/booking';

// Sunday 6 January 2030, 08:00 in Riyadh (UTC+3): the salon opens at 09:00.
const NOW = new Date('2030-01-06T05:00:00Z');
const at = (hhmm: string, day = '2030-01-06') => `${day}T${hhmm}:00+03:00`;
const DUES = 1000;

async function catchError(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

function fieldsOf(error: unknown): Record<string, string[]> {
  expect(error).toBeInstanceOf(BookingValidationError);
  return (error as BookingValidationError).fields;
}

async function world(db: Kysely<Database>, providerId: number, otherProviderId: number) {
  const salonId = await createSalon(db, providerId, salonInput({ working_hours: openWeek('09:00', '17:00', [['13:00', '14:00']]) }), UNLIMITED);
  const otherSalonId = await createSalon(db, providerId, salonInput({ name_en: 'Second' }), UNLIMITED);
  const cut = await createService(db, providerId, { salon_id: salonId, name_ar: 'قص شعر', name_en: 'Haircut', price: 5000, duration_minutes: 30 });
  const beard = await createService(db, providerId, { salon_id: salonId, name_ar: 'تهذيب اللحية', name_en: 'Beard trim', price: 3000, duration_minutes: 15 });
  const elsewhere = await createService(db, providerId, { salon_id: otherSalonId, name_ar: 'صبغة', name_en: 'Colour', price: 9000, duration_minutes: 60 });
  const ahmed = await createBarber(db, providerId, { salon_id: salonId, name: 'أحمد سالم', service_ids: [cut, beard] }, UNLIMITED);
  const salem = await createBarber(db, providerId, { salon_id: salonId, name: 'سالم فهد', service_ids: [cut] }, UNLIMITED);
  return { providerId, otherProviderId, salonId, otherSalonId, cut, beard, elsewhere, ahmed, salem };
}

type World = Awaited<ReturnType<typeof world>>;

function booking(w: World, overrides: Record<string, unknown> = {}) {
  return {
    salon_id: w.salonId,
    barber_id: w.ahmed,
    service_ids: [w.cut],
    starts_at: at('09:00'),
    customer_name: 'خالد الحربي',
    customer_mobile: '555123456',
    ...overrides,
  } as Parameters<typeof createReservation>[2];
}

async function reservationCount(db: Kysely<Database>): Promise<number> {
  const { n } = await db.selectFrom('reservations').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(n);
}

describe('reservation transitions (the table)', () => {
  const statuses: ReservationStatus[] = ['pending', 'confirmed', 'completed', 'cancelled', 'no_show'];
  const allowed = new Set(['pending:confirm', 'confirmed:complete', 'pending:cancel', 'confirmed:cancel', 'confirmed:no_show', 'pending:decline']);
  const started = new Date('2030-01-01T10:00:00Z');
  const later = new Date('2030-01-01T11:00:00Z');
  for (const status of statuses) {
    for (const action of Object.keys(TRANSITIONS) as ReservationAction[]) {
      const ok = allowed.has(`${status}:${action}`);
      it(`${status} → ${action}: ${ok ? 'allowed' : 'refused'}`, () => {
        expect(transitionProblem(action, status, started, later)).toBe(ok ? null : 'status');
      });
    }
  }
  it('completing or marking a no-show waits for the start time; confirming and cancelling do not', () => {
    expect(transitionProblem('complete', 'confirmed', later, started)).toBe('not_started');
    expect(transitionProblem('no_show', 'confirmed', later, started)).toBe('not_started');
    expect(transitionProblem('confirm', 'pending', later, started)).toBeNull();
    expect(transitionProblem('cancel', 'confirmed', later, started)).toBeNull();
  });
});

forEachDatabase('reservations', (ctx) => {
    let w: World;
    let p: number;
    let other: number;
    beforeEach(async () => {
      [p, other] = await resetBookingData(ctx.db);
      w = await world(ctx.db, p, other);
    });

    it('books the services back to back and copies their names, prices and durations', async () => {
      const created = await createReservation(ctx.db, p, booking(w, { service_ids: [w.cut, w.beard], notes: 'أول زيارة' }), 'en', { now: NOW });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        salon_id: w.salonId,
        salon_name: 'Elegance Salon',
        barber_id: w.ahmed,
        barber_name: 'أحمد سالم',
        starts_at: '2030-01-06T09:00:00+03:00',
        ends_at: '2030-01-06T09:45:00+03:00',
        total: 8000,
        status: 'confirmed',
        notes: 'أول زيارة',
        services: [
          { service_id: w.cut, name: 'Haircut', price: 5000, duration_minutes: 30 },
          { service_id: w.beard, name: 'Beard trim', price: 3000, duration_minutes: 15 },
        ],
      });
      // A later price change leaves the booking as it was.
      await updateService(ctx.db, p, w.cut, { salon_id: w.salonId, name_ar: 'قص شعر', name_en: 'Haircut', price: 6500, duration_minutes: 45 });
      const again = reservationView(await getReservation(ctx.db, p, created.reservationId), 'ar');
      expect(again.total).toBe(8000);
      expect(again.services[0]).toMatchObject({ name: 'قص شعر', price: 5000, duration_minutes: 30 });
    });

    it('refuses an overlapping booking, buffers included, naming the reservation in the way and the nearest free starts', async () => {
      await updateSalonBufferTimes(ctx.db, p, w.salonId, { before_minutes: 10, after_minutes: 10 });
      const first = await createReservation(ctx.db, p, booking(w), 'ar', { now: NOW });
      // 09:30 does not overlap 09:00–09:30 itself, but the buffers (10 after + 10 before) do.
      const error = await catchError(createReservation(ctx.db, p, booking(w, { starts_at: at('09:30') }), 'ar', { now: NOW }));
      expect(error).toBeInstanceOf(BookingConflictError);
      const conflict = error as BookingConflictError;
      expect(conflict.code).toBe('slot_taken');
      expect(conflict.extra.conflict).toEqual({ reservation_id: first.reservationId, starts_at: '2030-01-06T09:00:00+03:00', ends_at: '2030-01-06T09:30:00+03:00' });
      expect((conflict.extra.nearest_slots as Array<{ starts_at: string }>).map((s) => s.starts_at)).toEqual([
        '2030-01-06T10:00:00+03:00',
        '2030-01-06T10:15:00+03:00',
        '2030-01-06T10:30:00+03:00',
        '2030-01-06T10:45:00+03:00',
        '2030-01-06T11:00:00+03:00',
      ]);
      expect(await reservationCount(ctx.db)).toBe(1);
      // Another barber is free at that time.
      await expect(createReservation(ctx.db, p, booking(w, { barber_id: w.salem, starts_at: at('09:30') }), 'ar', { now: NOW })).resolves.toMatchObject({ status: 201 });
    });

    it('refuses what the caller can fix with 422s naming the field, and writes nothing', async () => {
      const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
        [{ service_ids: [w.elsewhere] }, { 'service_ids.0': ['api.booking.reservation.service_not_in_salon'] }],
        [{ barber_id: w.salem, service_ids: [w.cut, w.beard] }, { 'service_ids.1': ['api.booking.reservation.barber_lacks_service'] }],
        [{ starts_at: '2030-01-05T10:00:00+03:00' }, { starts_at: ['api.booking.reservation.in_past'] }],
        [{ starts_at: at('09:05') }, { starts_at: ['api.booking.reservation.not_a_slot'] }],
        [{ starts_at: at('12:45') }, { starts_at: ['api.booking.reservation.not_a_slot'] }], // runs into the 13:00 break
        [{ starts_at: at('16:45') }, { starts_at: ['api.booking.reservation.not_a_slot'] }], // past closing
        [{ salon_id: w.otherSalonId }, { barber_id: ['api.booking.reservation.barber_not_in_salon'], 'service_ids.0': ['api.booking.reservation.service_not_in_salon'] }],
      ];
      for (const [patch, expected] of cases) {
        expect(fieldsOf(await catchError(createReservation(ctx.db, p, booking(w, patch), 'ar', { now: NOW })))).toEqual(expected);
      }
      await toggleBarberActive(ctx.db, p, w.ahmed, UNLIMITED);
      expect(fieldsOf(await catchError(createReservation(ctx.db, p, booking(w), 'ar', { now: NOW })))).toEqual({ barber_id: ['api.booking.reservation.barber_inactive'] });
      // Another provider's salon is unknown here.
      expect(fieldsOf(await catchError(createReservation(ctx.db, other, booking(w), 'ar', { now: NOW })))).toEqual({ salon_id: ['api.booking.reservation.salon_unknown'] });
      expect(await reservationCount(ctx.db)).toBe(0);
    });

    it('lists free slots per day with the barbers free for each, without booked or buffered times', async () => {
      await createReservation(ctx.db, p, booking(w, { starts_at: at('10:00') }), 'ar', { now: NOW });
      const days = await listAvailableSlots(ctx.db, p, { salon_id: w.salonId, date: '2030-01-06', to_date: '2030-01-07', service_ids: [w.cut] }, NOW);
      expect(days.map((d) => d.date)).toEqual(['2030-01-06', '2030-01-07']);
      const today = new Map(days[0]!.slots.map((s) => [s.starts_at.slice(11, 16), s.barber_ids]));
      expect(today.get('09:00')).toEqual([w.ahmed, w.salem]);
      expect(today.get('09:45')).toEqual([w.salem]); // Ahmed's 09:45–10:15 would run into his 10:00 booking
      expect(today.get('10:00')).toEqual([w.salem]);
      expect(today.get('10:30')).toEqual([w.ahmed, w.salem]);
      expect(today.has('12:45')).toBe(false);
      expect(days[0]!.slots[days[0]!.slots.length - 1]!.starts_at).toBe('2030-01-06T16:30:00+03:00');
      // Only barbers who do every chosen service.
      const both = await listAvailableSlots(ctx.db, p, { salon_id: w.salonId, date: '2030-01-06', service_ids: [w.cut, w.beard] }, NOW);
      expect(new Set(both[0]!.slots.flatMap((s) => s.barber_ids))).toEqual(new Set([w.ahmed]));
    });

    it('sees bookings at both ends of the local day in zones far ahead of and behind UTC, buffers included', async () => {
      for (const [timezone, offset] of [
        ['Pacific/Kiritimati', '+14:00'],
        ['Pacific/Pago_Pago', '-11:00'],
      ] as const) {
        const salonId = await createSalon(ctx.db, p, salonInput({ name_en: timezone, timezone, working_hours: openWeek('00:00', '24:00') }), UNLIMITED);
        const cut = await createService(ctx.db, p, { salon_id: salonId, name_ar: 'قص', name_en: 'Cut', price: 5000, duration_minutes: 30 });
        const barber = await createBarber(ctx.db, p, { salon_id: salonId, name: 'حلاق', service_ids: [cut] }, UNLIMITED);
        const book = (day: string, hhmm: string) =>
          createReservation(ctx.db, p, { salon_id: salonId, barber_id: barber, service_ids: [cut], starts_at: `${day}T${hhmm}:00${offset}`, customer_name: 'عميل', customer_mobile: '555123456' }, 'ar', { now: NOW });
        // The evening before and the morning after the asked day, booked without buffers; the salon then keeps 2 h either side.
        await book('2030-01-09', '22:30');
        await book('2030-01-11', '01:00');
        await updateSalonBufferTimes(ctx.db, p, salonId, { before_minutes: 120, after_minutes: 120 });
        const [day] = await listAvailableSlots(ctx.db, p, { salon_id: salonId, date: '2030-01-10', service_ids: [cut] }, NOW);
        const starts = day!.slots.map((s) => s.starts_at.slice(11, 16));
        // A new slot's own 2 h reach back to 23:00 the evening before and forward to 01:00 the morning after.
        expect(starts[0]).toBe('01:00');
        expect(starts[starts.length - 1]).toBe('22:30');
        expect(day!.slots[0]!.starts_at).toBe(`2030-01-10T01:00:00${offset}`);
      }
    });

    it('refuses a range over 14 days and a service of another salon; another provider’s salon is not found', async () => {
      expect(fieldsOf(await catchError(listAvailableSlots(ctx.db, p, { salon_id: w.salonId, date: '2030-01-06', to_date: '2030-01-20', service_ids: [w.cut] }, NOW)))).toEqual({
        to_date: ['api.booking.slots.range_too_long'],
      });
      expect(fieldsOf(await catchError(listAvailableSlots(ctx.db, p, { salon_id: w.salonId, date: '2030-01-06', service_ids: [w.elsewhere] }, NOW)))).toEqual({
        'service_ids.0': ['api.booking.reservation.service_not_in_salon'],
      });
      await expect(listAvailableSlots(ctx.db, other, { salon_id: w.salonId, date: '2030-01-06', service_ids: [w.cut] }, NOW)).rejects.toThrow('salon not found');
    });

    it('moves through the statuses and refuses every other change with invalid_transition', async () => {
      const { reservationId: id } = await createReservation(ctx.db, p, booking(w, { status: 'pending' }), 'ar', { now: NOW });
      const options = { now: NOW, duesBasisPoints: DUES };
      const refused = async (action: ReservationAction, now = NOW) => {
        const error = await catchError(changeReservationStatus(ctx.db, p, id, action, { ...options, now }));
        expect(error).toBeInstanceOf(BookingConflictError);
        expect((error as BookingConflictError).code).toBe('invalid_transition');
        return (error as BookingConflictError).detail.key;
      };
      expect(await refused('complete')).toBe('api.booking.reservation.cannot_complete');
      expect((await changeReservationStatus(ctx.db, p, id, 'confirm', options)).status).toBe('confirmed');
      expect(await refused('confirm')).toBe('api.booking.reservation.cannot_confirm');
      expect(await refused('complete')).toBe('api.booking.reservation.not_started_complete');
      const afterwards = new Date('2030-01-06T06:40:00Z');
      expect((await changeReservationStatus(ctx.db, p, id, 'complete', { ...options, now: afterwards })).status).toBe('completed');
      expect(await refused('cancel', afterwards)).toBe('api.booking.reservation.cannot_cancel');
      expect(await refused('no_show', afterwards)).toBe('api.booking.reservation.cannot_no_show');
      await expect(changeReservationStatus(ctx.db, other, id, 'cancel', options)).rejects.toThrow('reservation not found');
    });

    it('cancelling frees the time for a new booking and keeps the reason', async () => {
      const { reservationId } = await createReservation(ctx.db, p, booking(w), 'ar', { now: NOW });
      const cancelled = await changeReservationStatus(ctx.db, p, reservationId, 'cancel', { now: NOW, reason: 'طلب العميل', duesBasisPoints: DUES });
      expect(cancelled).toMatchObject({ status: 'cancelled', cancel_reason: 'طلب العميل' });
      await expect(createReservation(ctx.db, p, booking(w), 'ar', { now: NOW })).resolves.toMatchObject({ status: 201 });
    });

    it('replays a retried create with the same Idempotency-Key and refuses the key with another body', async () => {
      const key = '6f1c2a9e-1d3b-4c5e-8f70-123456789abc';
      const first = await createReservation(ctx.db, p, booking(w), 'ar', { now: NOW, idempotencyKey: key });
      const retry = await createReservation(ctx.db, p, booking(w), 'ar', { now: NOW, idempotencyKey: key });
      expect(retry).toMatchObject({ replayed: true, reservationId: first.reservationId, status: 201 });
      expect(retry.body).toEqual(first.body);
      expect(await reservationCount(ctx.db)).toBe(1);
      const error = await catchError(createReservation(ctx.db, p, booking(w, { starts_at: at('11:00') }), 'ar', { now: NOW, idempotencyKey: key }));
      expect((error as BookingValidationError).code).toBe('idempotency_key_reused');
      expect(await reservationCount(ctx.db)).toBe(1);
    });

    it('lists by date range, barber and status, and searches the customer', async () => {
      await createReservation(ctx.db, p, booking(w, { starts_at: at('09:00') }), 'ar', { now: NOW });
      await createReservation(ctx.db, p, booking(w, { barber_id: w.salem, starts_at: at('10:00'), status: 'pending', customer_name: 'نورة' }), 'ar', { now: NOW });
      await createReservation(ctx.db, p, booking(w, { starts_at: at('09:00', '2030-01-07') }), 'ar', { now: NOW });
      const dayOne = await listReservations(ctx.db, p, { from: '2030-01-06T00:00:00+03:00', to: '2030-01-07T00:00:00+03:00' });
      expect(dayOne.total).toBe(2);
      expect((await listReservations(ctx.db, p, { barber_id: w.salem })).items.map((r) => r.customer_name)).toEqual(['نورة']);
      expect((await listReservations(ctx.db, p, { status: ['pending'] })).total).toBe(1);
      expect((await listReservations(ctx.db, p, { search: 'نور' })).total).toBe(1);
      expect((await listReservations(ctx.db, p, { sort: '-starts_at', per_page: 1 })).items[0]!.starts_at.toISOString()).toBe('2030-01-07T06:00:00.000Z');
      expect((await listReservations(ctx.db, other, {})).total).toBe(0);
      // The total rides on the page's rows; a page of one and a page past the end still know it.
      const second = await listReservations(ctx.db, p, { per_page: 1, page: 2 });
      expect({ total: second.total, items: second.items.length }).toEqual({ total: 3, items: 1 });
      const past = await listReservations(ctx.db, p, { per_page: 1, page: 9 });
      expect({ total: past.total, items: past.items.length }).toEqual({ total: 3, items: 0 });
      expect(Object.keys(second.items[0]!)).not.toContain('total_count');
    });
  });
