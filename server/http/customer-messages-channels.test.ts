// The channels' side of messages to customers (issue 19), over HTTP: the WhatsApp webhook's
// verification and signed status posts (forward only; a failure goes on by SMS for a WhatsApp-then-SMS
// salon), a reminder's opt-out link, and the development WhatsApp outbox.
import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBarber } from '../domain/barbers';
import { createSalon } from '../domain/salons';
import { createService } from '../domain/services';
import type { MessageStatus } from '../db/tables/customer-messages';
import { deliverMessage, deliveryDeps } from '../messages/deliver';
import { optOutToken, optOutUrl } from '../messages/opt-out';
import { riyadhDay, salonInput, signedInProvider, UNLIMITED, type TestProvider } from '../test/booking-data';
import { forEachApp } from '../test/http';

const APP_SECRET = 'meta-app-secret-for-tests';
const VERIFY_TOKEN = 'mawid-verify-token';

const sign = (raw: string, secret = APP_SECRET) => `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;

function statusBody(statuses: Record<string, unknown>[]): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: '102290129340398', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { phone_number_id: '1' }, statuses } }] }],
  });
}

forEachApp(
  'customer messages: WhatsApp webhook, opt-out, outbox',
  (ctx) => {
    let owner: TestProvider;
    let salonId: number;
    let smsOnlySalonId: number;
    let reservationId: number;
    let smsOnlyReservationId: number;
    let clientId: number;
    let sequence = 0;

    const post = (raw: string, signature?: string) =>
      ctx.request('POST', '/api/webhooks/whatsapp', { payload: raw, headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) } });

    /** A message of the booking already handed to WhatsApp, as deliver.ts leaves it. */
    async function sentMessage(reservation = reservationId, salon = salonId): Promise<{ id: string; wamid: string }> {
      sequence += 1;
      const wamid = `wamid.test.${sequence}.${Date.now()}`;
      const now = ctx.clock.now();
      const row = await ctx.db
        .insertInto('customer_messages')
        .values({
          provider_id: owner.providerId,
          salon_id: salon,
          reservation_id: reservation,
          kind: 'reminder',
          dedupe_key: `test:${wamid}`,
          send_at: now,
          appointment_at: new Date(now.getTime() + 86_400_000),
          offset_minutes: 1440,
          locale: 'ar',
          recipient: '555123456',
          status: 'sent',
          channel: 'whatsapp',
          provider_message_id: wamid,
          body: 'تذكير',
          sent_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: String(row.id), wamid };
    }

    const rowOf = (id: string) =>
      ctx.db.selectFrom('customer_messages').select(['status', 'channel', 'error', 'delivered_at', 'read_at', 'failed_at']).where('id', '=', id).executeTakeFirstOrThrow();

    beforeAll(async () => {
      const now = ctx.clock.now();
      owner = await signedInProvider(ctx.db, now);
      salonId = await createSalon(ctx.db, owner.providerId, salonInput(), UNLIMITED);
      smsOnlySalonId = await createSalon(ctx.db, owner.providerId, salonInput(), UNLIMITED);
      const book = async (salon: number, hour: string) => {
        const cut = await createService(ctx.db, owner.providerId, { salon_id: salon, name_ar: 'قص شعر', name_en: 'Haircut', price: 5000, duration_minutes: 30 });
        const barber = await createBarber(ctx.db, owner.providerId, { salon_id: salon, name: 'أحمد سالم', service_ids: [cut] }, UNLIMITED);
        const created = await ctx.request('POST', '/api/provider/reservations', {
          token: owner.token,
          body: { salon_id: salon, barber_id: barber, service_ids: [cut], starts_at: `${riyadhDay(now, 3)}T${hour}:00+03:00`, customer_name: 'خالد الحربي', customer_mobile: '555123456' },
        });
        expect(created.statusCode, created.body).toBe(201);
        return (created.json() as { data: { id: number } }).data.id;
      };
      reservationId = await book(salonId, '10:00');
      smsOnlyReservationId = await book(smsOnlySalonId, '11:00');
      await ctx.db.insertInto('salon_message_settings').values({ salon_id: smsOnlySalonId, provider_id: owner.providerId, channel: 'sms' }).execute();
      const reservation = await ctx.db.selectFrom('reservations').select('client_id').where('id', '=', reservationId).executeTakeFirstOrThrow();
      clientId = reservation.client_id!;
    });

    describe('webhook verification (GET)', () => {
      it('answers Meta’s challenge as plain text when the verify token matches', async () => {
        const res = await ctx.request('GET', `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/plain/);
        expect(res.body).toBe('1158201444');
      });

      it('refuses another token with 403 and a code; a call without the parameters is 422', async () => {
        const wrong = await ctx.request('GET', '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1', { locale: 'ar' });
        expect(wrong.statusCode).toBe(403);
        expect(wrong.json()).toEqual({ code: 'webhook_verification_failed', message: 'رمز التحقق غير مطابق.' });
        const missing = await ctx.request('GET', '/api/webhooks/whatsapp');
        expect(missing.statusCode).toBe(422);
      });
    });

    describe('statuses (POST)', () => {
      it('refuses a missing or wrong signature with 401 and records nothing', async () => {
        const { id, wamid } = await sentMessage();
        const raw = statusBody([{ id: wamid, status: 'delivered', timestamp: '1750263773' }]);
        for (const signature of [undefined, sign(raw, 'another-secret'), sign(`${raw} `), 'sha256=zz', sign(raw).replace('sha256=', 'sha1=')]) {
          const res = await post(raw, signature);
          expect(res.statusCode).toBe(401);
          expect(res.json()).toMatchObject({ code: 'invalid_signature', message: 'The request signature is missing or does not match.' });
        }
        expect((await rowOf(id)).status).toBe('sent');
      });

      it('a signed body that is not JSON is 400, one of the wrong shape 422: never a server error', async () => {
        const notJson = '{"object": "whatsapp_business_account", "entry": [';
        expect((await post(notJson, sign(notJson))).statusCode).toBe(400);
        const wrongShape = JSON.stringify({ object: 'whatsapp_business_account', entry: 'all of them' });
        const res = await post(wrongShape, sign(wrongShape));
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({ code: 'validation_failed' });
      });

      it('records delivered then read with Meta’s times, and a late delivered or sent never goes back', async () => {
        const { id, wamid } = await sentMessage();
        const delivered = statusBody([{ id: wamid, status: 'delivered', timestamp: '1750263773', recipient_id: '966555123456' }]);
        const first = await post(delivered, sign(delivered));
        expect(first.statusCode, first.body).toBe(200);
        expect(first.json()).toEqual({ data: { recorded: 1, sms_fallback: 0, ignored: 0 }, message: '' });
        expect(await rowOf(id)).toMatchObject({ status: 'delivered', delivered_at: new Date(1750263773 * 1000) });

        const read = statusBody([{ id: wamid, status: 'read', timestamp: '1750263900' }]);
        await post(read, sign(read));
        const late = statusBody([
          { id: wamid, status: 'delivered', timestamp: '1750263950' },
          { id: wamid, status: 'sent', timestamp: '1750263960' },
          { id: wamid, status: 'failed', timestamp: '1750263970', errors: [{ code: 131026, title: 'Message undeliverable' }] },
        ]);
        const res = await post(late, sign(late));
        expect(res.json()).toEqual({ data: { recorded: 0, sms_fallback: 0, ignored: 3 }, message: '' });
        expect(await rowOf(id)).toMatchObject({ status: 'read', delivered_at: new Date(1750263773 * 1000), read_at: new Date(1750263900 * 1000), failed_at: null });
      });

      it('a read before its delivered fills the delivered time too', async () => {
        const { id, wamid } = await sentMessage();
        const read = statusBody([{ id: wamid, status: 'read', timestamp: '1750263999' }]);
        await post(read, sign(read));
        expect(await rowOf(id)).toMatchObject({ status: 'read', delivered_at: new Date(1750263999 * 1000) });
      });

      it('a WhatsApp failure of a WhatsApp-then-SMS salon goes back to the queue for SMS; of an SMS-only salon it is failed', async () => {
        const fallback = await sentMessage();
        const final = await sentMessage(smsOnlyReservationId, smsOnlySalonId);
        const raw = statusBody([
          { id: fallback.wamid, status: 'failed', timestamp: '1750264000', errors: [{ code: 131026, title: 'Message undeliverable' }] },
          { id: final.wamid, status: 'failed', timestamp: '1750264000', errors: [{ code: 131049, title: 'Not delivered to maintain healthy ecosystem engagement' }] },
          { id: 'wamid.nobody-knows', status: 'delivered', timestamp: '1750264000' },
          { id: fallback.wamid, status: 'deleted', timestamp: '1750264000' },
        ]);
        const res = await post(raw, sign(raw));
        expect(res.json()).toEqual({ data: { recorded: 1, sms_fallback: 1, ignored: 1 }, message: '' });
        expect(await rowOf(fallback.id)).toMatchObject({ status: 'queued', channel: 'sms', error: 'whatsapp_131026: Message undeliverable' });
        expect(await rowOf(final.id)).toMatchObject({
          status: 'failed',
          channel: 'whatsapp',
          error: 'whatsapp_131049: Not delivered to maintain healthy ecosystem engagement',
          failed_at: new Date(1750264000 * 1000),
        });
        // The message now going by SMS: WhatsApp's later word about it changes nothing.
        const later = statusBody([{ id: fallback.wamid, status: 'delivered', timestamp: '1750264100' }]);
        expect((await post(later, sign(later))).json()).toMatchObject({ data: { ignored: 1 } });
        expect((await rowOf(fallback.id)).status).toBe<MessageStatus>('queued');
      });

      it('end to end: a booking’s message sent by WhatsApp, reported failed by the webhook, then delivered by SMS with the same words', async () => {
        const booked = await ctx.db
          .selectFrom('customer_messages')
          .select(['id', 'send_at'])
          .where('reservation_id', '=', reservationId)
          .where('kind', '=', 'booked')
          .executeTakeFirstOrThrow();
        const quiet = { info() {}, warn() {}, error() {} } as never;
        const delivery = deliveryDeps(ctx.config, { db: ctx.db, log: quiet, clock: { now: () => booked.send_at } });
        const job = { messageId: booked.id, retryCount: 0, retryLimit: 5 };
        expect(await deliverMessage(delivery, job)).toEqual({ status: 'sent', channel: 'whatsapp' });
        const sent = await ctx.db.selectFrom('customer_messages').select(['provider_message_id', 'body']).where('id', '=', booked.id).executeTakeFirstOrThrow();
        const outbox = await ctx.request('GET', '/api/dev/whatsapp-outbox?mobile=555123456');
        const kept = (outbox.json() as { data: { provider_message_id: string; body: string; template: string }[] }).data.find((m) => m.provider_message_id === sent.provider_message_id);
        expect(kept).toMatchObject({ template: 'mawid_booked', body: sent.body });

        const raw = statusBody([{ id: sent.provider_message_id, status: 'failed', timestamp: '1750264000', errors: [{ code: 131026, title: 'Message undeliverable' }] }]);
        expect((await post(raw, sign(raw))).json()).toEqual({ data: { recorded: 0, sms_fallback: 1, ignored: 0 }, message: '' });
        expect(await deliverMessage(delivery, { ...job, messageId: booked.id })).toEqual({ status: 'sent', channel: 'sms' });
        const sms = await ctx.db.selectFrom('sms_outbox').select('body').where('recipient', '=', '+966555123456').orderBy('id', 'desc').executeTakeFirstOrThrow();
        expect(sms.body).toBe(sent.body);
        expect(await rowOf(booked.id)).toMatchObject({ status: 'sent', channel: 'sms' });
      });

      it('acknowledges incoming messages and other fields without recording anything', async () => {
        const raw = JSON.stringify({
          object: 'whatsapp_business_account',
          entry: [{ id: '1', changes: [{ field: 'messages', value: { messages: [{ from: '966555123456', id: 'wamid.in', type: 'text', text: { body: 'شكرا' } }] } }, { field: 'account_update', value: {} }] }],
        });
        const res = await post(raw, sign(raw));
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ data: { recorded: 0, sms_fallback: 0, ignored: 0 }, message: '' });
      });
    });

    describe('reminders opt-out', () => {
      it('the link names the client in the message’s language; pressing the button switches reminders off once and names the business', async () => {
        expect(optOutUrl('ur', clientId, ctx.config)).toBe(`${ctx.config.publicUrl}/ur/reminders-off/${optOutToken(ctx.config.appSecret, clientId)}`);
        const token = optOutToken(ctx.config.appSecret, clientId);
        const res = await ctx.request('POST', '/api/public/messages/opt-out', { body: { token }, locale: 'en' });
        expect(res.statusCode, res.body).toBe(200);
        const business = (res.json() as { data: { business: string } }).data.business;
        expect(business).toBeTruthy();
        expect((res.json() as { message: string }).message).toBe(`You will no longer receive reminders from ${business}. Messages about your bookings will still arrive.`);
        const first = await ctx.db.selectFrom('clients').select('reminders_opted_out_at').where('id', '=', clientId).executeTakeFirstOrThrow();
        expect(first.reminders_opted_out_at).toBeInstanceOf(Date);

        ctx.clock.advance(3_600_000);
        const again = await ctx.request('POST', '/api/public/messages/opt-out', { body: { token }, locale: 'ar' });
        expect(again.statusCode).toBe(200);
        const second = await ctx.db.selectFrom('clients').select('reminders_opted_out_at').where('id', '=', clientId).executeTakeFirstOrThrow();
        expect(second.reminders_opted_out_at).toEqual(first.reminders_opted_out_at);
      });

      it('a token this server did not sign, or for another client, is 422 with a translated message and changes nothing', async () => {
        const token = optOutToken(ctx.config.appSecret, clientId);
        const [id, mac] = token.split('.') as [string, string];
        const forged = [
          optOutToken('another-secret', clientId),
          `${(clientId + 1).toString(36)}.${mac}`,
          `${id}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
          'not-a-token',
          optOutToken(ctx.config.appSecret, 2_000_000_000),
        ];
        for (const candidate of forged) {
          const res = await ctx.request('POST', '/api/public/messages/opt-out', { body: { token: candidate }, locale: 'ar' });
          expect(res.statusCode, candidate).toBe(422);
          expect(res.json()).toMatchObject({ code: 'invalid_opt_out_token', message: 'رابط إيقاف التذكيرات هذا غير صالح. استخدم الرابط الموجود في آخر رسالة وصلتك.' });
        }
        expect((await ctx.request('POST', '/api/public/messages/opt-out', { body: {} })).statusCode).toBe(422);
      });
    });

    describe('development outbox', () => {
      it('keeps what the outbox driver sent, newest first, by number; a +9665999… number is not on WhatsApp', async () => {
        const driver = ctx.app.deps.whatsapp;
        expect(driver.name).toBe('outbox');
        const sent = await driver.send({ to: '+966555000111', template: 'mawid_booked', language: 'en', parameters: ['Elegance Salon', 'Friday at 7:30 PM', 'https://x/en/my-bookings/A'], text: 'Elegance Salon: booked' });
        expect(sent.providerMessageId).toMatch(/^wamid\.outbox\./);
        await driver.send({ to: '+966555000222', template: 'mawid_cancelled', language: 'ar', parameters: ['صالون'], text: 'أُلغي' });
        const res = await ctx.request('GET', '/api/dev/whatsapp-outbox?mobile=555000111');
        expect(res.statusCode, res.body).toBe(200);
        expect((res.json() as { data: unknown[] }).data).toEqual([
          {
            to: '+966555000111',
            template: 'mawid_booked',
            language: 'en',
            parameters: ['Elegance Salon', 'Friday at 7:30 PM', 'https://x/en/my-bookings/A'],
            body: 'Elegance Salon: booked',
            provider_message_id: sent.providerMessageId,
            created_at: expect.any(String) as unknown,
          },
        ]);
        const all = await ctx.request('GET', '/api/dev/whatsapp-outbox');
        expect((all.json() as { data: { to: string }[] }).data.map((m) => m.to).slice(0, 2)).toEqual(['+966555000222', '+966555000111']);
        await expect(driver.send({ to: '+966599900000', template: 'mawid_booked', language: 'ar', parameters: [], text: '' })).rejects.toMatchObject({ code: 'whatsapp_131026', permanent: true });
      });
    });
  },
  { config: (base) => ({ ...base, whatsapp: { ...base.whatsapp, appSecret: APP_SECRET, verifyToken: VERIFY_TOKEN } }) },
);

forEachApp(
  'customer messages: no WhatsApp outbox with the Cloud API driver, no webhook without its secrets',
  (ctx) => {
    it('answers 404 for the outbox, 403 for verification and 401 for statuses', async () => {
      expect((await ctx.request('GET', '/api/dev/whatsapp-outbox')).statusCode).toBe(404);
      expect((await ctx.request('GET', '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=&hub.challenge=1')).statusCode).toBe(403);
      const raw = statusBody([]);
      const res = await ctx.request('POST', '/api/webhooks/whatsapp', { payload: raw, headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(raw) } });
      expect(res.statusCode).toBe(401);
    });
  },
  { config: (base) => ({ ...base, whatsapp: { ...base.whatsapp, driver: 'http', accessToken: 't', phoneNumberId: '1', appSecret: undefined, verifyToken: undefined } }) },
);
