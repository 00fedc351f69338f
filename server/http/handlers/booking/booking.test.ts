// The booking API over HTTP, on PGlite and PostgreSQL: every response is checked against the contract.
import { beforeAll, describe, expect, it } from 'vitest';
import { openWeek, riyadhDay, salonInput, signedInProvider } from '../../../test/booking-data';
import { buildBookingWorld as buildWorld, json, type BookingWorld as World } from '../../../test/booking-world';
import { makeSaudiIban } from '../../../../shared/iban';
import { translate } from '../../../i18n';
import { signInProvider } from '../../../test/fixtures';
import { forEachApp } from '../../../test/http';

forEachApp('booking API', (ctx) => {
  let w: World;
  beforeAll(async () => {
    w = await buildWorld(ctx, await signedInProvider(ctx.db, ctx.clock.now()));
  });

  const at = (hhmm: string, day = w.day) => `${day}T${hhmm}:00+03:00`;
  const book = (overrides: Record<string, unknown> = {}, headers?: Record<string, string>) =>
    ctx.request('POST', '/api/provider/reservations', {
      token: w.owner.token,
      headers,
      body: { salon_id: w.salonId, barber_id: w.ahmed, service_ids: [w.cut], starts_at: at('09:00'), customer_name: 'خالد الحربي', customer_mobile: '555123456', ...overrides },
    });

  describe('salons, barbers, services', () => {
    it('lists with the resolved name in the request language, paging meta and links', async () => {
      const res = await ctx.request('GET', '/api/provider/salons?search=elegance&per_page=1', { token: w.owner.token, locale: 'tr' });
      expect(res.statusCode).toBe(200);
      const body = await json<{ data: Array<{ name: string; city: string }>; meta: { total: number }; links: { first: string } }>(res);
      expect(body.data[0]).toMatchObject({ name: 'صالون الأناقة', city: 'Riyad' });
      expect(body.meta.total).toBe(1);
      expect(body.links.first).toBe('/api/provider/salons?search=elegance&per_page=1&page=1');
      const barbers = await json<{ data: Array<{ name: string; services: Array<{ name: string }> }> }>(
        await ctx.request('GET', `/api/provider/barbers?salon_id=${w.salonId}&service_id=${w.beard}`, { token: w.owner.token, locale: 'tr' }),
      );
      expect(barbers.data.map((b) => b.name)).toEqual(['أحمد سالم']);
      expect(barbers.data[0]!.services.map((s) => s.name)).toEqual(['Saç kesimi', 'تهذيب اللحية']);
      const services = await json<{ data: Array<{ name: string }> }>(await ctx.request('GET', '/api/provider/services?sort=-price', { token: w.owner.token }));
      expect(services.data.map((s) => s.name)).toEqual(['Haircut', 'Beard trim']);
    });

    it('bad input is a translated 422 naming each field, and nothing is written', async () => {
      const before = await ctx.db.selectFrom('salons').select('id').execute();
      const hours = openWeek('09:00', '17:00');
      hours[1] = { ...hours[1]!, breaks: [{ starts_at: '07:00', ends_at: '08:00' }] };
      hours[2] = { ...hours[2]!, opens_at: '18:00' };
      const res = await ctx.request('POST', '/api/provider/salons', { token: w.owner.token, locale: 'ar', body: salonInput({ working_hours: hours }) });
      expect(res.statusCode).toBe(422);
      expect(await json(res)).toEqual({
        code: 'validation_failed',
        message: translate('ar', 'api.error.validation_failed'),
        errors: {
          'working_hours.1.breaks.0': ['يجب أن تكون الاستراحة ضمن ساعات عمل اليوم.'],
          'working_hours.2.closes_at': ['يجب أن يكون وقت الإغلاق بعد وقت الفتح في اليوم نفسه.'],
        },
      });
      const overlapping = openWeek('09:00', '17:00', [['12:00', '13:00'], ['12:30', '13:30']]);
      const res2 = await ctx.request('PUT', `/api/provider/salons/${w.salonId}`, { token: w.owner.token, locale: 'en', body: salonInput({ working_hours: overlapping }) });
      expect(res2.statusCode).toBe(422);
      expect((await json<{ errors: Record<string, string[]> }>(res2)).errors['working_hours.0.breaks.1']).toEqual(['This break overlaps another break.']);
      const foreign = await ctx.request('POST', '/api/provider/barbers', { token: w.owner.token, body: { salon_id: w.salonId + 999, name: 'x' } });
      expect(foreign.statusCode).toBe(422);
      expect(await ctx.db.selectFrom('salons').select('id').execute()).toEqual(before);
    });

    it('a package allowing one salon answers 409 package_limit_reached for the second', async () => {
      const small = await signedInProvider(ctx.db, ctx.clock.now(), { limits: { maxSalons: 1, maxBarbers: 1 } });
      expect((await ctx.request('POST', '/api/provider/salons', { token: small.token, body: salonInput() })).statusCode).toBe(201);
      const res = await ctx.request('POST', '/api/provider/salons', { token: small.token, body: salonInput(), locale: 'en' });
      expect(res.statusCode).toBe(409);
      expect(await json(res)).toEqual({ code: 'package_limit_reached', message: 'Your package allows 1 salon. Upgrade to add more.' });
    });

    it('without an active package the booking calls answer 423, banks still answer', async () => {
      const lapsed = await signedInProvider(ctx.db, ctx.clock.now(), { withPackage: false });
      expect((await ctx.request('GET', '/api/provider/salons', { token: lapsed.token })).statusCode).toBe(423);
      expect((await ctx.request('GET', '/api/provider/banks', { token: lapsed.token })).statusCode).toBe(200);
      expect((await ctx.request('GET', '/api/provider/bank-account', { token: lapsed.token })).statusCode).toBe(200);
    });
  });

  describe('slots and reservations', () => {
    it('offers slots per day, books one, and then offers it no more', async () => {
      const url = `/api/provider/slots?salon_id=${w.salonId}&date=${w.day}&service_ids=${w.cut}&service_ids=${w.beard}`;
      const before = await json<{ data: Array<{ date: string; slots: Array<{ starts_at: string; barber_ids: number[] }> }> }>(await ctx.request('GET', url, { token: w.owner.token }));
      expect(before.data).toHaveLength(1);
      expect(before.data[0]!.slots[0]).toEqual({ starts_at: at('09:00'), ends_at: at('09:45'), barber_ids: [w.ahmed] });
      const created = await book({ service_ids: [w.cut, w.beard], starts_at: at('11:00') });
      expect(created.statusCode).toBe(201);
      expect(await json(created)).toMatchObject({ message: 'Reservation created.', data: { total: 8000, ends_at: at('11:45'), status: 'confirmed' } });
      const after = await json<typeof before>(await ctx.request('GET', url, { token: w.owner.token }));
      expect(after.data[0]!.slots.map((s) => s.starts_at)).not.toContain(at('11:00'));
      expect(after.data[0]!.slots.map((s) => s.starts_at)).not.toContain(at('10:30'));
      // The owner booked it: nobody is told of their own booking.
      const link = `/provider-dashboard/reservations/${(await json<{ data: { id: number } }>(created)).data.id}`;
      expect(await ctx.db.selectFrom('notifications').select('id').where('link', '=', link).execute()).toEqual([]);
    });

    it("a staff member's booking notifies the owner, in four languages, and not the staff member", async () => {
      const added = await ctx.request('POST', '/api/provider/admins', {
        token: w.owner.token,
        body: { name: 'نورة', mobile: '599000222', country_code: '+966', email: null, role: 'receptionist', permissions: ['reservations.view', 'reservations.manage'] },
      });
      expect(added.statusCode).toBe(201);
      const staff = await signInProvider(ctx, '599000222');
      const created = await ctx.request('POST', '/api/provider/reservations', {
        token: staff.token,
        body: { salon_id: w.salonId, barber_id: w.salem, service_ids: [w.cut], starts_at: at('16:00'), customer_name: 'خالد الحربي', customer_mobile: '555123456' },
      });
      expect(created.statusCode).toBe(201);
      const link = `/provider-dashboard/reservations/${(await json<{ data: { id: number } }>(created)).data.id}`;
      const told = await ctx.db.selectFrom('notifications').select(['recipient_id', 'type', 'data']).where('link', '=', link).execute();
      expect(told.map((n) => [n.recipient_id, n.type])).toEqual([[w.owner.userId, 'reservation_created']]);
      const data = told[0]!.data as unknown as Record<string, { title: string; body: string }>;
      expect(data.ar?.title).toBe('حجز جديد');
      // The start is written in each language's digits: Arabic-Indic in Arabic, Latin in English.
      expect(data.ar?.body).toMatch(/٤:٠٠/);
      expect(data.ar?.body).not.toMatch(/[0-9]/);
      expect(data.en?.body).toMatch(/4:00\sPM/);
      // The owner sees Hijri dates (the default): the Arabic text carries the Umm al-Qura date, the English one does not.
      expect(data.ar?.body).toMatch(/\([٠-٩]+ [^()]+ ١٤[٠-٩]{2} هـ\)/);
      expect(data.en?.body).not.toMatch(/هـ|AH/);
      expect((await ctx.request('DELETE', `/api/provider/admins/${(await json<{ data: { id: number } }>(added)).data.id}`, { token: w.owner.token })).statusCode).toBe(200);
    });

    it('a taken slot is a 409 naming the reservation and offering the nearest free starts', async () => {
      const first = await json<{ data: { id: number } }>(await book({ starts_at: at('15:00') }));
      const res = await book({ starts_at: at('15:15'), customer_name: 'سعد' }, undefined);
      expect(res.statusCode).toBe(409);
      const body = await json<{ code: string; message: string; conflict: { reservation_id: number }; nearest_slots: Array<{ starts_at: string }> }>(res);
      expect(body.code).toBe('slot_taken');
      expect(body.message).toMatch(/^This time is no longer available: أحمد سالم has a reservation at 3:00\sPM\.$/);
      // In Arabic the time is written with Arabic-Indic digits, like the rest of the sentence.
      const inArabic = await json<{ message: string }>(await book({ starts_at: at('15:15'), customer_name: 'سعد' }, { 'accept-language': 'ar' }));
      expect(inArabic.message).toMatch(/٣:٠٠/);
      expect(inArabic.message).not.toMatch(/[0-9]/);
      expect(body.conflict.reservation_id).toBe(first.data.id);
      expect(body.nearest_slots.map((s) => s.starts_at)).toContain(at('15:30'));
    });

    it('refuses a slot in the past, a range over 14 days and a barber who does not do the service, in the caller’s language', async () => {
      ctx.clock.advance(0);
      const past = await book({ starts_at: new Date(ctx.clock.now().getTime() - 3_600_000).toISOString() }).then(json<{ errors: Record<string, string[]> }>);
      expect(past.errors.starts_at).toEqual(['This time has already passed. Choose a time in the future.']);
      const far = riyadhDay(ctx.clock.now(), 16);
      const range = await ctx.request('GET', `/api/provider/slots?salon_id=${w.salonId}&date=${w.day}&to_date=${far}&service_ids=${w.cut}`, { token: w.owner.token, locale: 'ur' });
      expect(range.statusCode).toBe(422);
      expect((await json<{ errors: Record<string, string[]> }>(range)).errors.to_date).toEqual(['زیادہ سے زیادہ 14 دن منتخب کریں۔']);
      const lacks = await ctx.request('POST', '/api/provider/reservations', {
        token: w.owner.token,
        locale: 'tr',
        body: { salon_id: w.salonId, barber_id: w.salem, service_ids: [w.beard], starts_at: at('16:00'), customer_name: 'x', customer_mobile: '555123456' },
      });
      expect(lacks.statusCode).toBe(422);
      expect((await json<{ errors: Record<string, string[]> }>(lacks)).errors['service_ids.0']).toEqual(['Seçilen berber bu hizmeti vermiyor.']);
      // A service of another salon of the same provider.
      const second = await ctx.request('POST', '/api/provider/salons', { token: w.owner.token, body: salonInput({ name_en: 'Second' }) });
      const secondId = (await json<{ data: { id: number } }>(second)).data.id;
      const colour = await ctx.request('POST', '/api/provider/services', { token: w.owner.token, body: { salon_id: secondId, name_ar: 'صبغة', name_en: 'Colour', price: 9000, duration_minutes: 60 } });
      const colourId = (await json<{ data: { id: number } }>(colour)).data.id;
      const count = async () => (await ctx.db.selectFrom('reservations').select('id').execute()).length;
      const before = await count();
      const foreign = await book({ service_ids: [w.cut, colourId], starts_at: at('16:00') });
      expect(foreign.statusCode).toBe(422);
      expect((await json<{ errors: Record<string, string[]> }>(foreign)).errors).toEqual({ 'service_ids.1': ['This service does not belong to the chosen salon.'] });
      const barber = await ctx.request('POST', '/api/provider/barbers', { token: w.owner.token, locale: 'ar', body: { salon_id: w.salonId, name: 'جديد', service_ids: [colourId] } });
      expect((await json<{ errors: Record<string, string[]> }>(barber)).errors).toEqual({ 'service_ids.0': ['هذه الخدمة لا تتبع صالون الحلاق.'] });
      expect(await count()).toBe(before);
      expect(await ctx.db.selectFrom('barbers').select('id').where('name', '=', 'جديد').execute()).toEqual([]);
    });

    it('an Idempotency-Key replays the first answer', async () => {
      const headers = { 'idempotency-key': '3f0b1d2c-4e5f-4a6b-8c7d-9e0f1a2b3c4d' };
      const a = await book({ starts_at: at('16:00') }, headers);
      const b = await book({ starts_at: at('16:00') }, headers);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      expect(b.headers['idempotent-replayed']).toBe('true');
      expect((await json<{ data: { id: number } }>(b)).data.id).toBe((await json<{ data: { id: number } }>(a)).data.id);
      const reused = await book({ starts_at: at('16:30') }, headers);
      expect([reused.statusCode, (await json<{ code: string }>(reused)).code]).toEqual([422, 'idempotency_key_reused']);
    });

    it('completing credits the wallet minus 10 % dues; the ledger shows both with the running balance', async () => {
      const created = await json<{ data: { id: number } }>(await book({ starts_at: at('12:00'), status: 'pending' }));
      const id = created.data.id;
      expect((await ctx.request('POST', `/api/provider/reservations/${id}/complete`, { token: w.owner.token })).statusCode).toBe(409);
      expect((await ctx.request('POST', `/api/provider/reservations/${id}/confirm`, { token: w.owner.token })).statusCode).toBe(200);
      ctx.clock.advance(3 * 86_400_000);
      const done = await ctx.request('POST', `/api/provider/reservations/${id}/complete`, { token: w.owner.token, locale: 'ar' });
      expect([done.statusCode, (await json<{ message: string }>(done)).message]).toEqual([200, 'تم إكمال الحجز.']);
      const wallet = await json<{ data: { balance: number } }>(await ctx.request('GET', '/api/provider/wallet', { token: w.owner.token }));
      expect(wallet.data.balance).toBe(4500);
      const ledger = await json<{ data: Array<{ type: string; amount: number; balance_after: number; description: string }> }>(
        await ctx.request('GET', '/api/provider/wallet/transactions', { token: w.owner.token, locale: 'en' }),
      );
      expect(ledger.data.map((e) => [e.type, e.amount, e.balance_after, e.description])).toEqual([
        ['dues', -500, 4500, `Application dues (10%) for reservation #${id}`],
        ['credit', 5000, 5000, `Reservation #${id}`],
      ]);
      const cancelled = await ctx.request('POST', `/api/provider/reservations/${id}/cancel`, { token: w.owner.token, locale: 'en', body: { reason: 'late' } });
      expect(cancelled.statusCode).toBe(409);
      expect(await json(cancelled)).toEqual({ code: 'invalid_transition', message: 'A completed reservation cannot be cancelled.' });
    });

    it('buffer times: the salon’s, a barber’s override, and back; the slots follow them', async () => {
      const url = `/api/provider/buffer-times/${w.salonId}`;
      expect((await ctx.request('PUT', url, { token: w.owner.token, body: { before_minutes: 0, after_minutes: 15 } })).statusCode).toBe(200);
      // A negative buffer is refused, the field named in the request's language (never kept, never dropped).
      const negative = await ctx.request('PUT', url, { token: w.owner.token, locale: 'ar', body: { before_minutes: -5, after_minutes: 15 } });
      expect(negative.statusCode).toBe(422);
      expect((negative.json() as { errors: Record<string, string[]> }).errors.before_minutes![0]).toMatch(/^يجب ألا تقل قيمة حقل الدقائق قبل الحجز عن/);
      const override = await ctx.request('PUT', `${url}/barbers/${w.salem}`, { token: w.owner.token, body: { before_minutes: 0, after_minutes: 0 } });
      expect((await json<{ data: { barber_overrides: Array<{ barber_id: number }> } }>(override)).data.barber_overrides.map((o) => o.barber_id)).toEqual([w.salem]);
      const got = await json<{ data: { before_minutes: number; after_minutes: number } }>(await ctx.request('GET', `/api/provider/buffer-times?salon_id=${w.salonId}`, { token: w.owner.token }));
      expect(got.data).toMatchObject({ before_minutes: 0, after_minutes: 15 });
      // A booking of Ahmed 09:00–09:30 keeps him free of bookings until 09:45; Salem has no buffer.
      const day = riyadhDay(ctx.clock.now(), 4);
      expect((await book({ starts_at: at('09:00', day) })).statusCode).toBe(201);
      expect((await book({ barber_id: w.salem, starts_at: at('09:00', day) })).statusCode).toBe(201);
      const slots = await json<{ data: Array<{ slots: Array<{ starts_at: string; barber_ids: number[] }> }> }>(
        await ctx.request('GET', `/api/provider/slots?salon_id=${w.salonId}&date=${day}&service_ids=${w.cut}`, { token: w.owner.token }),
      );
      const at930 = slots.data[0]!.slots.find((x) => x.starts_at === at('09:30', day));
      expect(at930?.barber_ids).toEqual([w.salem]);
      expect((await ctx.request('DELETE', `${url}/barbers/${w.salem}`, { token: w.owner.token })).statusCode).toBe(200);
      await ctx.request('PUT', url, { token: w.owner.token, body: { before_minutes: 0, after_minutes: 0 } });
    });

    it('a no-show is recorded once the time has come; deleting a service still booked ahead is refused', async () => {
      const created = await json<{ data: { id: number } }>(await book({ starts_at: at('14:00') }));
      ctx.clock.advance(3 * 86_400_000);
      const res = await ctx.request('POST', `/api/provider/reservations/${created.data.id}/no-show`, { token: w.owner.token });
      expect([res.statusCode, (await json<{ data: { status: string } }>(res)).data.status]).toEqual([200, 'no_show']);
      ctx.clock.reset();
      const refused = await ctx.request('DELETE', `/api/provider/services/${w.cut}`, { token: w.owner.token, locale: 'en' });
      expect(refused.statusCode).toBe(409);
      expect((await json<{ code: string }>(refused)).code).toBe('has_upcoming_reservations');
      const spare = await ctx.request('POST', '/api/provider/services', { token: w.owner.token, body: { salon_id: w.salonId, name_ar: 'غسيل', name_en: 'Wash', price: 1000, duration_minutes: 15 } });
      const spareId = (await json<{ data: { id: number } }>(spare)).data.id;
      expect((await ctx.request('DELETE', `/api/provider/services/${spareId}`, { token: w.owner.token })).statusCode).toBe(200);
      expect((await ctx.request('GET', `/api/provider/services/${spareId}`, { token: w.owner.token })).statusCode).toBe(404);
    });

    it('lists reservations by status and range', async () => {
      const res = await ctx.request('GET', `/api/provider/reservations?status=confirmed&status=pending&from=${encodeURIComponent(at('00:00'))}&sort=-starts_at`, { token: w.owner.token });
      expect(res.statusCode).toBe(200);
      const body = await json<{ data: Array<{ status: string; starts_at: string }> }>(res);
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.every((r) => ['confirmed', 'pending'].includes(r.status))).toBe(true);
      expect(body.data.map((r) => r.starts_at)).toEqual([...body.data.map((r) => r.starts_at)].sort().reverse());
    });
  });

  describe('money and people', () => {
    it('bank account: a malformed IBAN is a 422; a valid one is saved and shown', async () => {
      const bad = await ctx.request('PUT', '/api/provider/auth/profile/bank-setting', {
        token: w.owner.token,
        locale: 'ar',
        body: { bank_id: 1, account_holder_name: 'مؤسسة الأناقة', account_number: '608010167519', iban: 'SA0380000000608010167518' },
      });
      expect(bad.statusCode).toBe(422);
      expect((await json<{ errors: Record<string, string[]> }>(bad)).errors.iban).toEqual(['رقم الآيبان غير صحيح؛ تحقق من الأرقام.']);
      expect(await json(await ctx.request('GET', '/api/provider/bank-account', { token: w.owner.token }))).toEqual({ data: null, message: '' });
      const iban = makeSaudiIban('80', '000000608010167519');
      const ok = await ctx.request('PUT', '/api/provider/auth/profile/bank-setting', {
        token: w.owner.token,
        body: { bank_id: 1, account_holder_name: 'مؤسسة الأناقة', account_number: '608010167519', iban },
      });
      expect(ok.statusCode).toBe(200);
      expect((await json<{ data: { iban: string } }>(await ctx.request('GET', '/api/provider/bank-account', { token: w.owner.token }))).data.iban).toBe(iban);
      // The profile's bank_account is the same record (no red banner any more).
      const profile = await json<{ data: { bank_account: { iban: string } | null } }>(await ctx.request('GET', '/api/provider/auth/profile', { token: w.owner.token }));
      expect(profile.data.bank_account?.iban).toBe(iban);
      const banks = await json<{ data: Array<{ code: string }> }>(await ctx.request('GET', '/api/provider/banks', { token: w.owner.token }));
      expect(banks.data.map((b) => b.code)).toContain('RJHI');
    });

    it('a withdrawal beyond the balance is refused with the balance in the message', async () => {
      const res = await ctx.request('POST', '/api/provider/wallet/withdrawals', { token: w.owner.token, locale: 'en', body: { amount: 10_000_000 } });
      expect(res.statusCode).toBe(422);
      const body = await json<{ code: string; message: string }>(res);
      expect(body.code).toBe('insufficient_balance');
      expect(body.message).toMatch(/^The amount exceeds your balance of SAR\s?\d/);
    });

    it('a staff account signs in like the owner and may do only what its permissions allow', async () => {
      const created = await ctx.request('POST', '/api/provider/admins', {
        token: w.owner.token,
        body: { name: 'فهد', mobile: '599000111', country_code: '+966', email: null, role: 'receptionist', permissions: ['reservations.view'] },
      });
      expect(created.statusCode).toBe(201);
      // The new account signs in with its mobile and an SMS code, like the owner.
      const staff = await signInProvider(ctx, '599000111');
      expect(staff.user).toMatchObject({ role: 'receptionist', permissions: ['reservations.view'] });
      expect((await ctx.request('GET', '/api/provider/reservations', { token: staff.token })).statusCode).toBe(200);
      expect((await ctx.request('GET', '/api/provider/salons', { token: staff.token })).statusCode).toBe(200);
      expect((await ctx.request('POST', '/api/provider/salons', { token: staff.token, body: salonInput() })).statusCode).toBe(403);
      expect((await ctx.request('GET', '/api/provider/wallet', { token: staff.token })).statusCode).toBe(403);
      expect((await ctx.request('GET', '/api/provider/admins', { token: staff.token })).statusCode).toBe(403);
      const admins = await json<{ data: Array<{ mobile: string }> }>(await ctx.request('GET', '/api/provider/admins?role=receptionist', { token: w.owner.token }));
      expect(admins.data.map((a) => a.mobile)).toContain('599000111');
      // A permission granted later applies to the next request.
      const id = (await json<{ data: { id: number } }>(created)).data.id;
      const update = await ctx.request('PUT', `/api/provider/admins/${id}`, {
        token: w.owner.token,
        body: { name: 'فهد', mobile: '599000111', country_code: '+966', email: null, role: 'manager', permissions: ['reservations.view', 'wallet.view'] },
      });
      expect(update.statusCode).toBe(200);
      expect((await ctx.request('GET', '/api/provider/wallet', { token: staff.token })).statusCode).toBe(200);
      // Deleting the account ends its session at once.
      expect((await ctx.request('DELETE', `/api/provider/admins/${id}`, { token: w.owner.token })).statusCode).toBe(200);
      expect((await ctx.request('GET', '/api/provider/reservations', { token: staff.token })).statusCode).toBe(401);
      const permissions = await json<{ data: Array<{ key: string; name: string }> }>(await ctx.request('GET', '/api/provider/permissions', { token: w.owner.token, locale: 'ar' }));
      expect(permissions.data[0]).toEqual({ key: 'salons.manage', name: 'إدارة الصالونات' });
    });

    it('locations: countries, regions and cities, public', async () => {
      const countries = await json<{ data: Array<{ id: number; name: string }> }>(await ctx.request('GET', '/api/locations/countries', { locale: 'en' }));
      expect(countries.data).toEqual([{ id: 1, name: 'Saudi Arabia', phone_code: '+966' }]);
      const states = await json<{ data: Array<{ id: number; name: string }> }>(await ctx.request('GET', '/api/locations/countries/1/states', { locale: 'en' }));
      expect(states.data).toHaveLength(13);
      const eastern = states.data.find((s) => s.name === 'Eastern Province')!;
      const cities = await json<{ data: Array<{ name: string }> }>(await ctx.request('GET', `/api/locations/states/${eastern.id}/cities`, { locale: 'en' }));
      expect(cities.data.map((c) => c.name)).toContain('Dammam');
      expect((await ctx.request('GET', '/api/locations/states/999/cities')).statusCode).toBe(404);
    });
  });
});
