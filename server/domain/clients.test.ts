import { beforeEach, expect, it } from 'vitest';
import { createBarber } from './barbers';
import { listClients, getClient, updateClient } from './clients';
import { changeReservationStatus, createReservation } from './reservations';
import { createSalon } from './salons';
import { createService } from './services';
import { openWeek, resetBookingData, salonInput, UNLIMITED } from '../test/booking-data';
import { forEachDatabase } from '../test/databases';

// Sunday 6 January 2030, 08:00 in Riyadh (UTC+3): the salon opens at 09:00.
const NOW = new Date('2030-01-06T05:00:00Z');
const AFTER = new Date('2030-01-06T14:00:00Z');
const at = (hhmm: string) => `2030-01-06T${hhmm}:00+03:00`;

forEachDatabase('clients', (ctx) => {
  let providerId: number;
  let otherProvider: number;
  let book: (hhmm: string, name: string, mobile: string) => Promise<number>;

  beforeEach(async () => {
    [providerId, otherProvider] = await resetBookingData(ctx.db);
    const salonId = await createSalon(ctx.db, providerId, salonInput({ working_hours: openWeek('09:00', '17:00') }), UNLIMITED);
    const cut = await createService(ctx.db, providerId, { salon_id: salonId, name_ar: 'قص شعر', name_en: 'Haircut', price: 5000, duration_minutes: 30 });
    const barberId = await createBarber(ctx.db, providerId, { salon_id: salonId, name: 'أحمد سالم', service_ids: [cut] }, UNLIMITED);
    book = async (hhmm, name, mobile) =>
      (await createReservation(ctx.db, providerId, { salon_id: salonId, barber_id: barberId, service_ids: [cut], starts_at: at(hhmm), customer_name: name, customer_mobile: mobile }, 'ar', { now: NOW }))
        .reservationId;
  });

  it('makes one client per mobile from staff bookings, named as the latest booking, with visits, no-shows and cancellations counted', async () => {
    const first = await book('09:00', 'خالد', '555123456');
    const second = await book('10:00', 'خالد الحربي', '555123456');
    const third = await book('11:00', 'خالد الحربي', '555123456');
    await book('12:00', 'سارة', '555000999');
    await changeReservationStatus(ctx.db, providerId, first, 'complete', { now: AFTER, duesBasisPoints: 0 });
    await changeReservationStatus(ctx.db, providerId, second, 'no_show', { now: AFTER, duesBasisPoints: 0 });
    await changeReservationStatus(ctx.db, providerId, third, 'cancel', { now: NOW, duesBasisPoints: 0 });

    const page = await listClients(ctx.db, providerId, { search: '555123' });
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      mobile: '555123456',
      name: 'خالد الحربي',
      visits_count: 1,
      last_visit_at: at('09:00'),
      no_shows_count: 1,
      cancellations_count: 1,
      blocked: false,
    });
    expect((await listClients(ctx.db, providerId, { sort: 'name' })).items.map((c) => c.name)).toEqual(['خالد الحربي', 'سارة']);
    expect((await listClients(ctx.db, otherProvider, {})).total).toBe(0);
  });

  it('keeps staff notes and the block, and answers 404 for another business’s client', async () => {
    await book('09:00', 'خالد', '555123456');
    const [client] = (await listClients(ctx.db, providerId, {})).items;
    const updated = await updateClient(ctx.db, providerId, client!.id, { notes: '  يفضل أحمد  ', blocked: true }, NOW);
    expect(updated).toMatchObject({ notes: 'يفضل أحمد', blocked: true });
    expect((await listClients(ctx.db, providerId, { blocked: 1 })).total).toBe(1);
    await expect(getClient(ctx.db, otherProvider, client!.id)).rejects.toMatchObject({ code: 'not_found' });
    await expect(updateClient(ctx.db, otherProvider, client!.id, { blocked: false }, NOW)).rejects.toMatchObject({ code: 'not_found' });
  });
});
