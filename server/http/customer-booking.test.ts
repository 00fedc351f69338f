// Customers book online (issue 22), over HTTP: the whole journey (SMS code → book → list → move →
// cancel), approval and decline, the salon's cutoff, a blocked client, the cap on live bookings,
// token kinds kept apart, a changed address, two customers racing for one time, and code requests
// that reveal nothing about a number.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBarber } from '../domain/barbers';
import { createSalon } from '../domain/salons';
import { createService } from '../domain/services';
import { openWeek, riyadhDay, salonInput, signedInProvider, UNLIMITED, type TestProvider } from '../test/booking-data';
import { latestCode, uniqueMobile } from '../test/fixtures';
import { forEachApp, type AppContext } from '../test/http';

interface Booking {
  public_id: string;
  status: string;
  starts_at: string;
  barber_id: number;
  can_change: boolean;
  cancel_reason: string | null;
  source: string;
  salon: { slug: string | null; phone: string | null };
}

async function signInCustomer(ctx: AppContext, mobile = uniqueMobile()): Promise<{ token: string; mobile: string }> {
  const code = await ctx.request('POST', '/api/public/customer/code', { body: { mobile } });
  expect(code.statusCode, code.body).toBe(200);
  const verify = await ctx.request('POST', '/api/public/customer/verify', { body: { mobile, code: await latestCode(ctx, mobile) } });
  expect(verify.statusCode, verify.body).toBe(200);
  return { token: (verify.json() as { data: { token: string } }).data.token, mobile };
}

forEachApp(
  'customers book online',
  (ctx) => {
    let owner: TestProvider;
    let salonId: number;
    let cut: number;
    let beard: number;
    let ahmed: number;
    let salem: number;
    let slug: string;
    const day = () => riyadhDay(ctx.clock.now(), 3);
    const at = (time: string) => `${day()}T${time}:00+03:00`;

    const settings = (body: Record<string, unknown>) =>
      ctx.request('PUT', `/api/provider/salons/${salonId}/online-booking`, { token: owner.token, body: { enabled: true, slug, ...body } });
    const book = (token: string, body: Record<string, unknown>) =>
      ctx.request('POST', `/api/public/salons/${slug}/bookings`, { token, body: { service_ids: [cut], barber_id: null, name: 'خالد الحربي', ...body } });

    beforeAll(async () => {
      owner = await signedInProvider(ctx.db, ctx.clock.now());
      salonId = await createSalon(ctx.db, owner.providerId, salonInput({ working_hours: openWeek('09:00', '17:00'), phone: '114567890' }), UNLIMITED);
      cut = await createService(ctx.db, owner.providerId, { salon_id: salonId, name_ar: 'قص شعر', name_en: 'Haircut', price: 5000, duration_minutes: 30 });
      beard = await createService(ctx.db, owner.providerId, { salon_id: salonId, name_ar: 'تهذيب اللحية', name_en: 'Beard trim', price: 3000, duration_minutes: 15 });
      ahmed = await createBarber(ctx.db, owner.providerId, { salon_id: salonId, name: 'أحمد سالم', service_ids: [cut, beard] }, UNLIMITED);
      salem = await createBarber(ctx.db, owner.providerId, { salon_id: salonId, name: 'سالم فهد', service_ids: [cut, beard] }, UNLIMITED);
      slug = `salon-${randomBytes(4).toString('hex')}`;
      const before = await ctx.request('GET', `/api/provider/salons/${salonId}/online-booking`, { token: owner.token });
      expect(before.json()).toMatchObject({ data: { enabled: false, slug: null, suggested_slug: expect.stringMatching(/^elegance-salon/) } });
      const saved = await settings({ service_ids: [cut, beard], barber_ids: [ahmed, salem] });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ data: { enabled: true, slug, public_path: `/ar/s/${slug}`, auto_confirm: true } });
    });

    it('walks a customer from an SMS code to a booking the salon sees, then moves and cancels it', async () => {
      const page = await ctx.request('GET', `/api/public/salons/${slug}`, { locale: 'en' });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json()).toMatchObject({
        data: { slug, name: 'Elegance Salon', phone: '114567890', services: [{ id: cut, name: 'Haircut', price: 5000 }, { id: beard }], barbers: [{ id: ahmed }, { id: salem }] },
      });
      const slots = await ctx.request('GET', `/api/public/salons/${slug}/slots?from=${day()}&days=2&service_ids=${cut}&service_ids=${beard}`);
      expect(slots.statusCode, slots.body).toBe(200);
      const [first] = (slots.json() as { data: { date: string; slots: { starts_at: string; barber_ids: number[] }[] }[] }).data;
      expect(first!.slots[0]).toMatchObject({ starts_at: at('09:00'), barber_ids: [ahmed, salem] });

      const customer = await signInCustomer(ctx);
      const created = await book(customer.token, { service_ids: [cut, beard], starts_at: at('10:00'), notes: 'أول زيارة' });
      expect(created.statusCode, created.body).toBe(201);
      const booking = (created.json() as { data: Booking }).data;
      expect(booking).toMatchObject({ status: 'confirmed', source: 'online', barber_id: ahmed, starts_at: at('10:00'), can_change: true, salon: { slug, horizon_days: 30 } });
      expect(booking.public_id).toMatch(/^[A-Za-z0-9_-]{22}$/);

      // The salon's schedule and notifications have it, by the same client as every booking of this mobile.
      const listed = await ctx.request('GET', `/api/provider/reservations?salon_id=${salonId}&source=online`, { token: owner.token });
      const [reservation] = (listed.json() as { data: { id: number; client_id: number; customer_mobile: string; source: string }[] }).data;
      expect(reservation).toMatchObject({ customer_mobile: customer.mobile, source: 'online' });
      const history = await ctx.request('GET', `/api/provider/reservations?client_id=${reservation!.client_id}`, { token: owner.token });
      expect((history.json() as { data: unknown[] }).data).toHaveLength(1);
      const notices = await ctx.db.selectFrom('notifications').select('type').where('recipient_id', '=', owner.userId).execute();
      expect(notices.map((n) => n.type)).toContain('reservation_created');
      const ownerSees = async () => JSON.stringify((await ctx.request('GET', '/api/provider/notifications', { token: owner.token, locale: 'en' })).json());
      expect(await ownerSees()).toContain('New online booking');

      const mine = await ctx.request('GET', '/api/customer/bookings', { token: customer.token });
      expect(mine.json()).toMatchObject({ data: { upcoming: [{ public_id: booking.public_id }], past: [] } });

      const moved = await ctx.request('POST', `/api/customer/bookings/${booking.public_id}/move`, { token: customer.token, body: { starts_at: at('11:00'), barber_id: null } });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toMatchObject({ data: { starts_at: at('11:00'), barber_id: ahmed, status: 'confirmed' } });
      const steps = await ctx.request('GET', `/api/provider/reservations/${reservation!.id}/history`, { token: owner.token });
      expect(steps.json()).toMatchObject({ data: [{ action: 'created', actor: { kind: 'customer' } }, { action: 'changed', actor: { kind: 'customer', name: 'خالد الحربي' } }] });
      expect(await ownerSees()).toContain('A customer moved a booking');

      const cancelled = await ctx.request('POST', `/api/customer/bookings/${booking.public_id}/cancel`, { token: customer.token, body: { reason: 'ظرف طارئ' } });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toMatchObject({ data: { status: 'cancelled', cancel_reason: 'ظرف طارئ', can_change: false } });
      expect(await ownerSees()).toContain('A customer cancelled');
      const again = await ctx.request('GET', `/api/customer/bookings/${booking.public_id}`, { token: customer.token });
      expect(again.json()).toMatchObject({ data: { status: 'cancelled' } });
      const after = await ctx.request('GET', '/api/customer/bookings', { token: customer.token });
      expect(after.json()).toMatchObject({ data: { upcoming: [], past: [{ public_id: booking.public_id }] } });

      const out = await ctx.request('POST', '/api/customer/auth/logout', { token: customer.token });
      expect(out.statusCode).toBe(200);
      expect((await ctx.request('GET', '/api/customer/bookings', { token: customer.token })).statusCode).toBe(401);
    });

    it('keeps a booking pending when the salon approves each one; approve and decline are one press', async () => {
      expect((await settings({ auto_confirm: false })).statusCode).toBe(200);
      const customer = await signInCustomer(ctx);
      const first = await book(customer.token, { starts_at: at('12:00') });
      expect(first.json()).toMatchObject({ data: { status: 'pending' } });
      const notices = await ctx.request('GET', '/api/provider/notifications', { token: owner.token, locale: 'en' });
      expect(JSON.stringify(notices.json())).toContain('Online booking awaiting approval');
      const second = await book(customer.token, { starts_at: at('13:00') });
      const [a, b] = await ctx.db.selectFrom('reservations').select('id').where('customer_mobile', '=', customer.mobile).orderBy('starts_at').execute();
      const approve = await ctx.request('POST', `/api/provider/reservations/${a!.id}/confirm`, { token: owner.token });
      expect(approve.json()).toMatchObject({ data: { status: 'confirmed' } });
      const decline = await ctx.request('POST', `/api/provider/reservations/${b!.id}/decline`, { token: owner.token, body: { reason: 'الحلاق في إجازة' } });
      expect(decline.statusCode, decline.body).toBe(200);
      expect(decline.json()).toMatchObject({ data: { status: 'cancelled', cancel_reason: 'الحلاق في إجازة' } });
      const seen = await ctx.request('GET', `/api/customer/bookings/${(second.json() as { data: Booking }).data.public_id}`, { token: customer.token });
      expect(seen.json()).toMatchObject({ data: { status: 'cancelled', cancel_reason: 'الحلاق في إجازة' } });
      const confirmedAgain = await ctx.request('POST', `/api/provider/reservations/${a!.id}/decline`, { token: owner.token, body: { reason: 'لا' } });
      expect(confirmedAgain.statusCode).toBe(409);
      expect((await settings({ auto_confirm: true })).statusCode).toBe(200);
    });

    it('refuses changes after the cutoff with change_cutoff_passed, and shows the salon phone instead', async () => {
      const customer = await signInCustomer(ctx);
      const created = await book(customer.token, { starts_at: at('14:00') });
      const { public_id } = (created.json() as { data: Booking }).data;
      expect((await settings({ change_cutoff_hours: 168 })).statusCode).toBe(200);
      const seen = await ctx.request('GET', `/api/customer/bookings/${public_id}`, { token: customer.token, locale: 'en' });
      expect(seen.json()).toMatchObject({ data: { can_change: false, salon: { phone: '114567890' } } });
      const cancel = await ctx.request('POST', `/api/customer/bookings/${public_id}/cancel`, { token: customer.token, locale: 'en' });
      expect(cancel.statusCode).toBe(422);
      expect(cancel.json()).toMatchObject({ code: 'change_cutoff_passed', message: 'This booking can no longer be changed online. Please call the salon.' });
      const move = await ctx.request('POST', `/api/customer/bookings/${public_id}/move`, { token: customer.token, body: { starts_at: at('15:00'), barber_id: null } });
      expect(move.json()).toMatchObject({ code: 'change_cutoff_passed' });
      expect((await settings({ change_cutoff_hours: 3 })).statusCode).toBe(200);
    });

    it('pages slots through the salon\'s window and refuses a range that starts after it, in the caller\'s language', async () => {
      expect((await settings({ horizon_days: 20 })).statusCode).toBe(200);
      const slots = (from: string, locale?: 'ar' | 'en') =>
        ctx.request('GET', `/api/public/salons/${slug}/slots?from=${from}&days=14&service_ids=${cut}`, locale ? { locale } : {});
      // The second page of two weeks starts on day 15 and runs past the window's last day (day 20): those days are empty.
      const second = await slots(riyadhDay(ctx.clock.now(), 14));
      expect(second.statusCode, second.body).toBe(200);
      const days = (second.json() as { data: { date: string; slots: unknown[] }[] }).data;
      expect(days.map((d) => d.date)).toEqual(Array.from({ length: 14 }, (_, i) => riyadhDay(ctx.clock.now(), 14 + i)));
      expect(days[0]!.slots.length).toBeGreaterThan(0);
      expect(days.slice(6).every((d) => d.slots.length === 0)).toBe(true);
      expect((await slots(riyadhDay(ctx.clock.now(), 19))).statusCode).toBe(200);
      const past = await slots(riyadhDay(ctx.clock.now(), 20), 'en');
      expect(past.statusCode, past.body).toBe(422);
      expect(past.json()).toMatchObject({
        code: 'outside_booking_window',
        message: 'This salon takes bookings up to 20 days ahead.',
        errors: { from: ['This salon takes bookings up to 20 days ahead.'] },
      });
      expect((await slots(riyadhDay(ctx.clock.now(), 20), 'ar')).json()).toMatchObject({ code: 'outside_booking_window', message: expect.stringContaining('مقدمًا') });
      expect((await settings({ horizon_days: 30 })).statusCode).toBe(200);
    });

    it('turns a blocked client away politely; staff find, note and unblock them', async () => {
      const customer = await signInCustomer(ctx);
      expect((await ctx.request('POST', `/api/public/salons/${slug}/bookings`, { token: customer.token, locale: 'ar', body: { service_ids: [cut], barber_id: null, name: 'خالد الحربي', starts_at: at('15:00') } })).statusCode).toBe(201);
      const found = await ctx.request('GET', `/api/provider/clients?search=${customer.mobile.slice(2)}`, { token: owner.token });
      const [client] = (found.json() as { data: { id: number; name: string; language: string | null }[] }).data;
      expect(client).toMatchObject({ name: 'خالد الحربي', language: 'ar' });
      const blocked = await ctx.request('PATCH', `/api/provider/clients/${client!.id}`, { token: owner.token, body: { blocked: true, notes: 'يتأخر دائمًا' } });
      expect(blocked.json()).toMatchObject({ data: { blocked: true, notes: 'يتأخر دائمًا' } });
      const refused = await book(customer.token, { starts_at: at('16:00'), service_ids: [beard] });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'client_blocked' });
      const one = await ctx.request('GET', `/api/provider/clients/${client!.id}`, { token: owner.token });
      expect(one.json()).toMatchObject({ data: { blocked: true, next_booking_at: at('15:00') } });
      await ctx.request('PATCH', `/api/provider/clients/${client!.id}`, { token: owner.token, body: { blocked: false } });
    });

    it('caps the live bookings of one mobile at the salon', async () => {
      expect((await settings({ max_live_per_mobile: 1 })).statusCode).toBe(200);
      const customer = await signInCustomer(ctx);
      expect((await book(customer.token, { starts_at: at('09:00'), barber_id: salem })).statusCode).toBe(201);
      const second = await book(customer.token, { starts_at: at('09:30'), barber_id: salem });
      expect(second.statusCode).toBe(422);
      expect(second.json()).toMatchObject({ code: 'too_many_live_bookings' });
      expect((await settings({ max_live_per_mobile: 3 })).statusCode).toBe(200);
    });

    it('lets one mobile make at most 10 online bookings an hour, cancelled ones counted, then says when to try again', async () => {
      expect((await settings({ max_live_per_mobile: 20 })).statusCode).toBe(200);
      const customer = await signInCustomer(ctx);
      const other = riyadhDay(ctx.clock.now(), 6);
      const time = (i: number) => `${other}T${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}:00+03:00`;
      for (let i = 0; i < 10; i += 1) expect((await book(customer.token, { starts_at: time(i), barber_id: salem })).statusCode).toBe(201);
      const [first] = await ctx.db.selectFrom('reservations').select('public_id').where('customer_mobile', '=', customer.mobile).orderBy('starts_at').execute();
      expect((await ctx.request('POST', `/api/customer/bookings/${first!.public_id}/cancel`, { token: customer.token })).statusCode).toBe(200);
      const eleventh = await ctx.request('POST', `/api/public/salons/${slug}/bookings`, {
        token: customer.token,
        locale: 'en',
        body: { service_ids: [cut], barber_id: salem, name: 'خالد الحربي', starts_at: time(10) },
      });
      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.json()).toMatchObject({ code: 'too_many_requests', message: 'Too many bookings in a short time. Please try again later.', retry_after: expect.any(Number) });
      ctx.clock.advance(61 * 60_000);
      expect((await book(customer.token, { starts_at: time(10), barber_id: salem })).statusCode).toBe(201);
      expect((await settings({ max_live_per_mobile: 3 })).statusCode).toBe(200);
    });

    it('keeps token kinds apart and a customer to their own bookings', async () => {
      const customer = await signInCustomer(ctx);
      const other = await signInCustomer(ctx);
      const created = await book(customer.token, { starts_at: at('16:00'), barber_id: salem, service_ids: [beard] });
      const { public_id } = (created.json() as { data: Booking }).data;
      expect((await ctx.request('GET', '/api/provider/reservations', { token: customer.token })).statusCode).toBe(401);
      expect((await ctx.request('GET', '/api/provider/clients', { token: customer.token })).statusCode).toBe(401);
      expect((await ctx.request('GET', '/api/customer/bookings', { token: owner.token })).statusCode).toBe(401);
      expect((await book(owner.token, { starts_at: at('16:30') })).statusCode).toBe(401);
      expect((await ctx.request('GET', `/api/customer/bookings/${public_id}`, { token: other.token })).statusCode).toBe(404);
      expect((await ctx.request('POST', `/api/customer/bookings/${public_id}/cancel`, { token: other.token })).statusCode).toBe(404);
    });

    it('answers an old address with the current one, and never gives it to another salon', async () => {
      const old = slug;
      const renamed = `${old}-new`;
      const saved = await ctx.request('PUT', `/api/provider/salons/${salonId}/online-booking`, { token: owner.token, body: { enabled: true, slug: renamed } });
      expect(saved.json()).toMatchObject({ data: { slug: renamed, old_slugs: [old] } });
      slug = renamed;
      const viaOld = await ctx.request('GET', `/api/public/salons/${old}`);
      expect(viaOld.json()).toMatchObject({ data: { slug: renamed } });
      const otherSalon = await createSalon(ctx.db, owner.providerId, salonInput({ name_en: 'Second Salon' }), UNLIMITED);
      const taken = await ctx.request('PUT', `/api/provider/salons/${otherSalon}/online-booking`, { token: owner.token, body: { enabled: true, slug: old } });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ code: 'slug_taken' });
      const reserved = await ctx.request('PUT', `/api/provider/salons/${otherSalon}/online-booking`, { token: owner.token, body: { enabled: true, slug: 'my-bookings' } });
      expect(reserved.statusCode).toBe(422);
      expect((await ctx.request('GET', `/api/public/salons/no-such-salon-${old}`)).json()).toMatchObject({ code: 'salon_not_found' });
    });

    it('lets one of two customers racing for one time book it, and offers the other the nearest free times', async () => {
      const [one, two] = await Promise.all([signInCustomer(ctx), signInCustomer(ctx)]);
      const wanted = { starts_at: at('16:30'), barber_id: ahmed };
      const answers = await Promise.all([book(one.token, wanted), book(two.token, wanted)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      const lost = answers.find((a) => a.statusCode === 409)!.json() as { code: string; alternatives: { starts_at: string; barber_ids: number[] }[] };
      expect(lost.code).toBe('slot_taken');
      expect(lost.alternatives.length).toBeGreaterThan(0);
      expect(lost.alternatives.every((s) => s.starts_at !== wanted.starts_at && s.barber_ids.includes(ahmed))).toBe(true);
    });

    describe('sign-in codes', () => {
      it('answers the same for a number never seen and a known customer, and asks to wait 60 s for another code', async () => {
        const known = await signInCustomer(ctx);
        ctx.clock.advance(61_000);
        const unknown = uniqueMobile();
        const answers = await Promise.all([unknown, known.mobile].map((mobile) => ctx.request('POST', '/api/public/customer/code', { body: { mobile } })));
        expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
        const [a, b] = answers.map((r) => r.json() as { data: { resend_in: number }; message: string });
        expect(a!.message).toBe(b!.message);
        expect(a!.data.resend_in).toBe(b!.data.resend_in);
        const soon = await ctx.request('POST', '/api/public/customer/code', { body: { mobile: unknown }, locale: 'en' });
        expect(soon.statusCode).toBe(429);
        expect(soon.json()).toMatchObject({ code: 'code_resend_too_soon', retry_after: expect.any(Number) });
        expect(soon.headers['retry-after']).toBeDefined();
        ctx.clock.reset();
      });

      it('spends a code after 5 wrong tries', async () => {
        const mobile = uniqueMobile();
        await ctx.request('POST', '/api/public/customer/code', { body: { mobile } });
        const right = await latestCode(ctx, mobile);
        const wrong = right === '0000' ? '1111' : '0000';
        for (let i = 0; i < 5; i += 1) {
          const answer = await ctx.request('POST', '/api/public/customer/verify', { body: { mobile, code: wrong } });
          expect(answer.json()).toMatchObject({ code: 'otp_invalid', remaining_attempts: 4 - i });
        }
        const late = await ctx.request('POST', '/api/public/customer/verify', { body: { mobile, code: right } });
        expect(late.json()).toMatchObject({ code: 'otp_attempts_exceeded' });
      });
    });
  },
  { config: (base) => ({ ...base, rateLimit: { ...base.rateLimit, customerBookingsPerHour: 1000 } }) },
);

forEachApp(
  'customer bookings per client address',
  (ctx) => {
    it('limits booking attempts per client address and hour, whatever they carry', async () => {
      const attempts = [];
      for (let i = 0; i < 3; i += 1) attempts.push(await ctx.request('POST', '/api/public/salons/elegance-salon/bookings', { body: {} }));
      expect(attempts.map((a) => a.statusCode)).toEqual([422, 422, 429]);
      expect(attempts[2]!.json()).toMatchObject({ code: 'too_many_requests', retry_after: expect.any(Number) });
    });
  },
  { config: (base) => ({ ...base, rateLimit: { ...base.rateLimit, customerBookingsPerHour: 2 } }) },
);
