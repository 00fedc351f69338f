// The provider's side of messages to customers (issue 19), over HTTP: a salon's settings (defaults,
// saving, validation in the caller's language, who may), the preview written by the templates, the
// month's count in the salon's zone, and a booking's messages — never another provider's.
import { beforeAll, describe, expect, it } from 'vitest';
import { createBarber } from '../domain/barbers';
import { createSalon } from '../domain/salons';
import { createService } from '../domain/services';
import { riyadhDay, salonInput, signedInProvider, signedInStaff, UNLIMITED, type TestProvider } from '../test/booking-data';
import { forEachApp } from '../test/http';

interface Settings {
  salon_id: number;
  channel: string;
  reminders_enabled: boolean;
  reminder_offsets_minutes: number[];
}

forEachApp('a salon’s customer messages', (ctx) => {
  let owner: TestProvider;
  let other: TestProvider;
  let salonId: number;
  let otherSalonId: number;
  let reservationId: number;
  const url = (path = '') => `/api/provider/salons/${salonId}/messages${path}`;

  beforeAll(async () => {
    const now = ctx.clock.now();
    owner = await signedInProvider(ctx.db, now);
    other = await signedInProvider(ctx.db, now);
    salonId = await createSalon(ctx.db, owner.providerId, salonInput({ name_tr: 'Zarafet Salonu' }), UNLIMITED);
    otherSalonId = await createSalon(ctx.db, other.providerId, salonInput(), UNLIMITED);
    const cut = await createService(ctx.db, owner.providerId, { salon_id: salonId, name_ar: 'قص شعر', name_en: 'Haircut', price: 5000, duration_minutes: 30 });
    const barber = await createBarber(ctx.db, owner.providerId, { salon_id: salonId, name: 'أحمد سالم', service_ids: [cut] }, UNLIMITED);
    const created = await ctx.request('POST', '/api/provider/reservations', {
      token: owner.token,
      body: { salon_id: salonId, barber_id: barber, service_ids: [cut], starts_at: `${riyadhDay(now, 3)}T10:00:00+03:00`, customer_name: 'خالد الحربي', customer_mobile: '555123456' },
    });
    expect(created.statusCode, created.body).toBe(201);
    reservationId = (created.json() as { data: { id: number } }).data.id;
  });

  describe('settings', () => {
    it('a salon never saved has the defaults: WhatsApp then SMS, reminders 24 h and 2 h before', async () => {
      const res = await ctx.request('GET', `/api/provider/salons/${otherSalonId}/messages`, { token: other.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ data: { salon_id: otherSalonId, channel: 'whatsapp_sms', reminders_enabled: true, reminder_offsets_minutes: [1440, 120] }, message: '' });
    });

    it('saves the channel and reminder times (largest first), says so in the caller’s language, and reads them back', async () => {
      const saved = await ctx.request('PUT', url(), { token: owner.token, locale: 'en', body: { channel: 'sms', reminders_enabled: true, reminder_offsets_minutes: [60, 2880, 180] } });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({ data: { salon_id: salonId, channel: 'sms', reminders_enabled: true, reminder_offsets_minutes: [2880, 180, 60] }, message: 'Customer messages saved.' });
      const again = await ctx.request('PUT', url(), { token: owner.token, body: { channel: 'off', reminders_enabled: false, reminder_offsets_minutes: [] } });
      expect(again.statusCode, again.body).toBe(200);
      const read = await ctx.request('GET', url(), { token: owner.token });
      expect((read.json() as { data: Settings }).data).toEqual({ salon_id: salonId, channel: 'off', reminders_enabled: false, reminder_offsets_minutes: [] });
    });

    it('refuses reminders on with no time, a time twice, too many or out of range, naming the field in the caller’s language; nothing is saved', async () => {
      await ctx.request('PUT', url(), { token: owner.token, body: { channel: 'sms', reminders_enabled: true, reminder_offsets_minutes: [1440] } });
      const none = await ctx.request('PUT', url(), { token: owner.token, locale: 'en', body: { channel: 'sms', reminders_enabled: true, reminder_offsets_minutes: [] } });
      expect(none.statusCode).toBe(422);
      expect(none.json()).toMatchObject({ code: 'validation_failed', errors: { reminder_offsets_minutes: ['Choose at least one reminder time, or turn reminders off.'] } });
      const arabic = await ctx.request('PUT', url(), { token: owner.token, locale: 'ar', body: { channel: 'sms', reminders_enabled: true, reminder_offsets_minutes: [] } });
      expect(arabic.json()).toMatchObject({ errors: { reminder_offsets_minutes: ['اختر وقتًا واحدًا على الأقل للتذكير، أو أوقف التذكيرات.'] } });
      for (const body of [
        { channel: 'sms', reminders_enabled: true, reminder_offsets_minutes: [120, 120] },
        { channel: 'sms', reminders_enabled: true, reminder_offsets_minutes: [60, 120, 180, 240] },
        { channel: 'sms', reminders_enabled: true, reminder_offsets_minutes: [10] },
        { channel: 'sms', reminders_enabled: true, reminder_offsets_minutes: [10_081] },
        { channel: 'email', reminders_enabled: true, reminder_offsets_minutes: [120] },
        { channel: 'sms', reminders_enabled: true },
      ]) {
        const res = await ctx.request('PUT', url(), { token: owner.token, locale: 'en', body });
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
        expect(res.json(), JSON.stringify(body)).toMatchObject({ code: 'validation_failed', message: expect.any(String), errors: expect.any(Object) });
      }
      const read = await ctx.request('GET', url(), { token: owner.token });
      expect((read.json() as { data: Settings }).data).toMatchObject({ channel: 'sms', reminder_offsets_minutes: [1440] });
    });

    it('saving plans the reminders of upcoming bookings again, in the same save: a time dropped is not sent, a new one waits', async () => {
      const reminders = async () => {
        const res = await ctx.request('GET', `/api/provider/reservations/${reservationId}/messages`, { token: owner.token });
        return (res.json() as { data: Array<{ kind: string; status: string; offset_minutes: number | null; skip_reason: string | null }> }).data.filter((m) => m.kind === 'reminder');
      };
      await ctx.request('PUT', url(), { token: owner.token, body: { channel: 'sms', reminders_enabled: true, reminder_offsets_minutes: [1440, 60] } });
      expect((await reminders()).filter((m) => m.status === 'queued').map((m) => m.offset_minutes).sort()).toEqual([1440, 60].sort());
      await ctx.request('PUT', url(), { token: owner.token, body: { channel: 'sms', reminders_enabled: true, reminder_offsets_minutes: [1440] } });
      const after = await reminders();
      expect(after.filter((m) => m.status === 'queued').map((m) => m.offset_minutes)).toEqual([1440]);
      expect(after.find((m) => m.offset_minutes === 60)).toMatchObject({ status: 'skipped', skip_reason: 'reminders_off' });
      await ctx.request('PUT', url(), { token: owner.token, body: { channel: 'sms', reminders_enabled: false, reminder_offsets_minutes: [] } });
      expect((await reminders()).filter((m) => m.status === 'queued')).toEqual([]);
    });

    it('another provider’s salon is not found, for reading and saving; its settings stay as they were', async () => {
      const read = await ctx.request('GET', `/api/provider/salons/${otherSalonId}/messages`, { token: owner.token });
      expect(read.statusCode).toBe(404);
      const write = await ctx.request('PUT', `/api/provider/salons/${otherSalonId}/messages`, { token: owner.token, body: { channel: 'off', reminders_enabled: false, reminder_offsets_minutes: [] } });
      expect(write.statusCode).toBe(404);
      for (const path of ['/preview?kind=booked&locale=ar', '/usage']) {
        expect((await ctx.request('GET', `/api/provider/salons/${otherSalonId}/messages${path}`, { token: owner.token })).statusCode, path).toBe(404);
      }
      const theirs = await ctx.request('GET', `/api/provider/salons/${otherSalonId}/messages`, { token: other.token });
      expect((theirs.json() as { data: Settings }).data.channel).toBe('whatsapp_sms');
    });

    it('staff need salons.manage; without a token it is 401', async () => {
      const viewer = await signedInStaff(ctx.db, owner.providerId, ['reservations.view'], ctx.clock.now());
      const manager = await signedInStaff(ctx.db, owner.providerId, ['salons.manage'], ctx.clock.now());
      for (const path of ['', '/preview?kind=booked&locale=ar', '/usage']) {
        expect((await ctx.request('GET', url(path), { token: viewer.token })).statusCode, path).toBe(403);
        expect((await ctx.request('GET', url(path), { token: manager.token })).statusCode, path).toBe(200);
      }
      expect((await ctx.request('PUT', url(), { token: viewer.token, body: { channel: 'sms', reminders_enabled: false, reminder_offsets_minutes: [] } })).statusCode).toBe(403);
      expect((await ctx.request('GET', url())).statusCode).toBe(401);
    });
  });

  describe('preview', () => {
    it('writes each kind in each language with the salon’s name, its barber, a time on its clock and the manage link', async () => {
      const en = await ctx.request('GET', url('/preview?kind=booked&locale=en'), { token: owner.token });
      expect(en.statusCode, en.body).toBe(200);
      const booked = (en.json() as { data: { kind: string; locale: string; text: string; whatsapp: { template: string; language: string; parameters: string[] } } }).data;
      expect(booked).toMatchObject({ kind: 'booked', locale: 'en', whatsapp: { language: 'en' } });
      expect(booked.text).toContain('Elegance Salon');
      expect(booked.text).toContain('5:00');
      expect(booked.text).toContain('أحمد سالم');
      expect(booked.text).toContain(`${ctx.config.publicUrl}/en/my-bookings/`);
      expect(booked.whatsapp.parameters).toContain('Elegance Salon');

      const ar = (await ctx.request('GET', url('/preview?kind=reminder&locale=ar'), { token: owner.token, locale: 'en' })).json() as { data: { text: string } };
      expect(ar.data.text).toContain('صالون الأناقة');
      expect(ar.data.text).toContain('/ar/reminders-off/');
      const tr = (await ctx.request('GET', url('/preview?kind=moved&locale=tr'), { token: owner.token })).json() as { data: { text: string } };
      expect(tr.data.text).toContain('Zarafet Salonu');
      expect(tr.data.text).toMatch(/16:00[\s\S]*17:00/);
      const declined = (await ctx.request('GET', url('/preview?kind=declined&locale=en'), { token: owner.token })).json() as { data: { text: string } };
      expect(declined.data.text).toContain('The barber is away that day');
      for (const kind of ['approved', 'cancelled']) {
        for (const locale of ['ar', 'en', 'tr', 'ur']) {
          const res = await ctx.request('GET', url(`/preview?kind=${kind}&locale=${locale}`), { token: owner.token });
          expect(res.statusCode, `${kind} ${locale}`).toBe(200);
        }
      }
    });

    it('an unknown kind or language is a 422 naming the parameter', async () => {
      for (const path of ['/preview?kind=birthday&locale=en', '/preview?kind=booked&locale=fr', '/preview?locale=en']) {
        const res = await ctx.request('GET', url(path), { token: owner.token, locale: 'en' });
        expect(res.statusCode, path).toBe(422);
        expect(res.json()).toMatchObject({ code: 'validation_failed' });
      }
    });
  });

  describe('usage and a booking’s messages', () => {
    let firstId: number;
    beforeAll(async () => {
      // Messages as the pipeline leaves them: sent by a channel, then delivered, read or failed; one skipped, one still queued.
      const base = { provider_id: owner.providerId, salon_id: salonId, reservation_id: reservationId, appointment_at: new Date('2026-10-20T07:00:00Z'), locale: 'ar' as const, recipient: '555123456' };
      const rows = [
        // 1 November 01:00 in Riyadh: November there, October in UTC.
        { kind: 'booked' as const, sent_at: '2026-10-31T22:00:00Z', channel: 'whatsapp' as const, status: 'read' as const },
        { kind: 'moved' as const, sent_at: '2026-10-31T20:59:00Z', channel: 'whatsapp' as const, status: 'delivered' as const },
        { kind: 'reminder' as const, sent_at: '2026-10-19T07:00:00Z', channel: 'sms' as const, status: 'sent' as const, offset_minutes: 1440 },
        { kind: 'reminder' as const, sent_at: '2026-10-20T05:00:00Z', channel: 'whatsapp' as const, status: 'failed' as const, offset_minutes: 120 },
        { kind: 'cancelled' as const, sent_at: null, channel: null, status: 'skipped' as const, skip_reason: 'channel_off' },
      ];
      const ids = [];
      for (const [i, row] of rows.entries()) {
        const inserted = await ctx.db
          .insertInto('customer_messages')
          .values({ ...base, ...row, dedupe_key: `screens-test:${reservationId}:${i}:${ctx.kind}`, send_at: row.sent_at ?? '2026-10-21T07:00:00Z' })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(Number(inserted.id));
      }
      firstId = ids[0]!;
    });

    it('counts a month’s sent messages in the salon’s zone, by channel and by status', async () => {
      const october = await ctx.request('GET', url('/usage?month=2026-10'), { token: owner.token });
      expect(october.statusCode, october.body).toBe(200);
      expect(october.json()).toEqual({
        data: { salon_id: salonId, month: '2026-10', time_zone: 'Asia/Riyadh', total: 3, by_channel: { whatsapp: 2, sms: 1 }, by_status: { sent: 1, delivered: 1, read: 0, failed: 1 } },
        message: '',
      });
      const november = (await ctx.request('GET', url('/usage?month=2026-11'), { token: owner.token })).json() as { data: { total: number; by_status: { read: number } } };
      expect(november.data.total).toBeGreaterThanOrEqual(1);
      expect(november.data.by_status.read).toBe(1);
      const september = (await ctx.request('GET', url('/usage?month=2026-09'), { token: owner.token })).json() as { data: { total: number } };
      expect(september.data.total).toBe(0);
      const bad = await ctx.request('GET', url('/usage?month=2026-13'), { token: owner.token });
      expect(bad.statusCode).toBe(422);
    });

    it('lists a booking’s messages by when they are due, times in the salon’s zone; another provider gets 404, staff need reservations.view', async () => {
      const res = await ctx.request('GET', `/api/provider/reservations/${reservationId}/messages`, { token: owner.token });
      expect(res.statusCode, res.body).toBe(200);
      const mine = (res.json() as { data: Array<{ id: number; kind: string; status: string; send_at: string; sent_at: string | null; channel: string | null; skip_reason: string | null }> }).data.filter(
        (m) => m.id >= firstId && m.id < firstId + 5,
      );
      expect(mine.map((m) => m.kind)).toEqual(['reminder', 'reminder', 'cancelled', 'moved', 'booked']);
      expect(mine[0]).toMatchObject({ status: 'sent', channel: 'sms', send_at: '2026-10-19T10:00:00+03:00', sent_at: '2026-10-19T10:00:00+03:00' });
      expect(mine[2]).toMatchObject({ status: 'skipped', channel: null, skip_reason: 'channel_off', sent_at: null });
      expect((await ctx.request('GET', `/api/provider/reservations/${reservationId}/messages`, { token: other.token })).statusCode).toBe(404);
      const viewer = await signedInStaff(ctx.db, owner.providerId, ['reservations.view'], ctx.clock.now());
      const none = await signedInStaff(ctx.db, owner.providerId, ['salons.manage'], ctx.clock.now());
      expect((await ctx.request('GET', `/api/provider/reservations/${reservationId}/messages`, { token: viewer.token })).statusCode).toBe(200);
      expect((await ctx.request('GET', `/api/provider/reservations/${reservationId}/messages`, { token: none.token })).statusCode).toBe(403);
      expect((await ctx.request('GET', '/api/provider/reservations/999999/messages', { token: owner.token })).statusCode).toBe(404);
    });
  });
});
