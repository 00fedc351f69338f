// The slots and reservation-list calls answer from a short cache (domain/answer-cache.ts): every change that goes
// through this process shows in the very next answer, whoever made it (the owner, staff, a
// customer online), and a change written by another process shows within ANSWERS_CACHE_MS.
import { randomBytes } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { createBarber } from '../domain/barbers';
import { createSalon } from '../domain/salons';
import { createService } from '../domain/services';
import { openWeek, riyadhDay, salonInput, signedInProvider, UNLIMITED, type TestProvider } from '../test/booking-data';
import { latestCode, uniqueMobile } from '../test/fixtures';
import { forEachApp } from '../test/http';

forEachApp('free slots follow every change at once', (ctx) => {
  let owner: TestProvider;
  let salonId: number;
  let cut: number;
  let ahmed: number;
  let salem: number;
  let slug: string;
  const day = () => riyadhDay(ctx.clock.now(), 3);
  const at = (time: string) => `${day()}T${time}:00+03:00`;

  /** Who is free at `time` on the day, as the schedule's slots call says. */
  const freeAt = async (time: string): Promise<number[]> => {
    const res = await ctx.request('GET', `/api/provider/slots?salon_id=${salonId}&date=${day()}&service_ids=${cut}`, { token: owner.token });
    expect(res.statusCode, res.body).toBe(200);
    const [today] = (res.json() as { data: { slots: { starts_at: string; barber_ids: number[] }[] }[] }).data;
    return today!.slots.find((s) => s.starts_at === at(time))?.barber_ids ?? [];
  };

  /** The customers on the salon's reservation list, as the dashboard's list call says (in `locale`). */
  const listed = async (locale = 'ar'): Promise<string[]> => {
    const res = await ctx.request('GET', `/api/provider/reservations?salon_id=${salonId}&status=confirmed`, { token: owner.token, locale });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: { customer_name: string }[] }).data.map((r) => r.customer_name);
  };

  beforeAll(async () => {
    owner = await signedInProvider(ctx.db, ctx.clock.now());
    salonId = await createSalon(ctx.db, owner.providerId, salonInput({ working_hours: openWeek('09:00', '17:00') }), UNLIMITED);
    cut = await createService(ctx.db, owner.providerId, { salon_id: salonId, name_ar: 'قص شعر', name_en: 'Haircut', price: 5000, duration_minutes: 30 });
    ahmed = await createBarber(ctx.db, owner.providerId, { salon_id: salonId, name: 'أحمد سالم', service_ids: [cut] }, UNLIMITED);
    salem = await createBarber(ctx.db, owner.providerId, { salon_id: salonId, name: 'سالم فهد', service_ids: [cut] }, UNLIMITED);
    slug = `fresh-${randomBytes(4).toString('hex')}`;
    const online = await ctx.request('PUT', `/api/provider/salons/${salonId}/online-booking`, {
      token: owner.token,
      body: { enabled: true, slug, service_ids: [cut], barber_ids: [ahmed, salem] },
    });
    expect(online.statusCode, online.body).toBe(200);
  });

  it('a booking by staff, its cancellation, a customer’s online booking and a barber’s time off each show in the next answer', async () => {
    expect(await freeAt('10:00')).toEqual([ahmed, salem]);
    expect(await freeAt('10:00')).toEqual([ahmed, salem]); // asked again: the kept answer
    expect(await listed()).toEqual([]);

    const booked = await ctx.request('POST', '/api/provider/reservations', {
      token: owner.token,
      body: { salon_id: salonId, barber_id: ahmed, service_ids: [cut], starts_at: at('10:00'), customer_name: 'خالد الحربي', customer_mobile: '555123456' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await freeAt('10:00')).toEqual([salem]);
    expect(await listed()).toEqual(['خالد الحربي']);

    const id = (booked.json() as { data: { id: number } }).data.id;
    expect((await ctx.request('POST', `/api/provider/reservations/${id}/cancel`, { token: owner.token, body: { reason: 'ظرف طارئ' } })).statusCode).toBe(200);
    expect(await freeAt('10:00')).toEqual([ahmed, salem]);
    expect(await listed()).toEqual([]);

    // A customer books online: no provider token on that request, and the salon's schedule still sees it.
    expect(await freeAt('11:00')).toEqual([ahmed, salem]);
    const mobile = uniqueMobile();
    expect((await ctx.request('POST', '/api/public/customer/code', { body: { mobile } })).statusCode).toBe(200);
    const verified = await ctx.request('POST', '/api/public/customer/verify', { body: { mobile, code: await latestCode(ctx, mobile) } });
    const token = (verified.json() as { data: { token: string } }).data.token;
    const online = await ctx.request('POST', `/api/public/salons/${slug}/bookings`, { token, body: { service_ids: [cut], barber_id: salem, name: 'خالد الحربي', starts_at: at('11:00') } });
    expect(online.statusCode, online.body).toBe(201);
    expect(await freeAt('11:00')).toEqual([ahmed]);
    expect(await listed()).toEqual(['خالد الحربي']);

    expect(await freeAt('13:00')).toEqual([ahmed, salem]);
    const off = await ctx.request('POST', `/api/provider/salons/${salonId}/closures`, {
      token: owner.token,
      body: { barber_id: ahmed, kind: 'time_off', name: 'موعد طبي', starts_at: at('12:30'), ends_at: at('14:00') },
    });
    expect(off.statusCode, off.body).toBe(201);
    expect(await freeAt('13:00')).toEqual([salem]);
  });

  it('a booking written by another process (straight into the database) shows within ANSWERS_CACHE_MS', async () => {
    expect(await freeAt('15:00')).toEqual([ahmed, salem]);
    const elsewhere = await ctx.request('POST', '/api/provider/reservations', {
      token: owner.token,
      body: { salon_id: salonId, barber_id: salem, service_ids: [cut], starts_at: at('15:00'), customer_name: 'سعد', customer_mobile: '555123457' },
    });
    expect(elsewhere.statusCode).toBe(201);
    // This process reads and keeps the slots while the booking is hidden (as if another process had
    // not made it yet); then the booking is back, written behind this process's back.
    await ctx.db.updateTable('reservations').set({ status: 'cancelled' }).where('id', '=', (elsewhere.json() as { data: { id: number } }).data.id).execute();
    expect(await freeAt('15:00')).toEqual([ahmed, salem]);
    await ctx.db.updateTable('reservations').set({ status: 'confirmed' }).where('id', '=', (elsewhere.json() as { data: { id: number } }).data.id).execute();
    // The kept answer lasts at most its time (1 s by default), then the slots are read again.
    await expect.poll(() => freeAt('15:00'), { timeout: 5_000, interval: 100 }).toEqual([ahmed]);
  });
});
