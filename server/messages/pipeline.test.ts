/**
 * Messages to customers from booking changes to the channels' outboxes (docs/customer-messages.md):
 * what each booking path plans, when reminders fall (Riyadh; New York across the start of daylight
 * saving), and what a job does when it runs at a given minute (a fake clock), on PGlite and PostgreSQL.
 */
import { sql, type Kysely } from 'kysely';
import { beforeEach, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Database } from '../db/schema';
import { createBarber } from '../domain/barbers';
import { changeReservation } from '../domain/reservation-changes';
import { changeReservationStatus, createReservation } from '../domain/reservations';
import { createSalon } from '../domain/salons';
import { createService } from '../domain/services';
import { openWeek, resetBookingData, salonInput, UNLIMITED } from '../test/booking-data';
import { forEachDatabase } from '../test/databases';
import { deliverMessage, deliveryDeps, type DeliveryDeps } from './deliver';
import { replanReminders } from './plan';

const config = loadConfig({ APP_SECRET: 'test-secret', PUBLIC_URL: 'https://mawid.example' });
const silent = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child() { return silent; }, level: 'silent', silent() {} } as never;

function deps(db: Kysely<Database>, now: () => Date, override: Partial<DeliveryDeps> = {}): DeliveryDeps {
  return { ...deliveryDeps(config, { db, log: silent, clock: { now } }), ...override };
}

const job = (messageId: string, retryCount = 0) => ({ messageId, retryCount, retryLimit: 5 });

async function world(db: Kysely<Database>, providerId: number, timezone: string) {
  const salonId = await createSalon(db, providerId, salonInput({ timezone, working_hours: openWeek('09:00', '20:00') }), UNLIMITED);
  const cut = await createService(db, providerId, { salon_id: salonId, name_ar: 'قص شعر', name_en: 'Haircut', price: 5000, duration_minutes: 30 });
  const barber = await createBarber(db, providerId, { salon_id: salonId, name: 'أحمد سالم', service_ids: [cut] }, UNLIMITED);
  const owner = await db.insertInto('provider_users').values({ provider_id: providerId, name: 'محمد العتيبي', mobile: '577000111', role: 'owner' }).returning('id').executeTakeFirstOrThrow();
  return { salonId, cut, barber, ownerId: owner.id };
}

async function messagesOf(db: Kysely<Database>, reservationId: number) {
  return db
    .selectFrom('customer_messages')
    .select(['id', 'kind', 'status', 'skip_reason', 'send_at', 'appointment_at', 'offset_minutes', 'channel', 'attempts', 'error', 'body'])
    .where('reservation_id', '=', reservationId)
    .orderBy('id')
    .execute();
}

async function outbox(db: Kysely<Database>) {
  const whatsapp = await sql<{ n: string }>`SELECT count(*)::text AS n FROM whatsapp_outbox`.execute(db);
  const sms = await db.selectFrom('sms_outbox').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return { whatsapp: Number(whatsapp.rows[0]!.n), sms: Number(sms.n) };
}

forEachDatabase('customer messages pipeline', (ctx) => {
  let p: number;
  beforeEach(async () => {
    await ctx.db.deleteFrom('sms_outbox').execute();
    await sql`DELETE FROM whatsapp_outbox`.execute(ctx.db);
    [p] = await resetBookingData(ctx.db);
  });

  const book = async (w: Awaited<ReturnType<typeof world>>, startsAt: string, now: Date, mobile = '555123456') =>
    (
      await createReservation(
        ctx.db,
        p,
        { salon_id: w.salonId, barber_id: w.barber, service_ids: [w.cut], starts_at: startsAt, customer_name: 'خالد الحربي', customer_mobile: mobile },
        'en',
        { now, actor: { kind: 'staff', userId: w.ownerId } },
      )
    ).reservationId;

  it('Riyadh: a booking gets its confirmation now and reminders 24 h and 2 h before, each sent at its minute and not before', async () => {
    const w = await world(ctx.db, p, 'Asia/Riyadh');
    const now = new Date('2030-01-06T05:00:00Z');
    const id = await book(w, '2030-01-08T17:00:00+03:00', now);
    const rows = await messagesOf(ctx.db, id);
    expect(rows.map((m) => [m.kind, m.status, m.send_at.toISOString(), m.offset_minutes])).toEqual([
      ['booked', 'queued', '2030-01-06T05:00:00.000Z', null],
      ['reminder', 'queued', '2030-01-07T14:00:00.000Z', 1440],
      ['reminder', 'queued', '2030-01-08T12:00:00.000Z', 120],
    ]);
    // The 2-hour reminder's job runs at 15:00 Riyadh: sent by WhatsApp, in English, with the visit's time.
    const reminder = rows[2]!;
    const result = await deliverMessage(deps(ctx.db, () => reminder.send_at), job(reminder.id));
    expect(result).toEqual({ status: 'sent', channel: 'whatsapp' });
    const [sent] = (await messagesOf(ctx.db, id)).filter((m) => m.id === reminder.id);
    expect(sent).toMatchObject({ status: 'sent', channel: 'whatsapp', attempts: 1 });
    expect(sent!.body).toContain('٥:٠٠ بعد الظهر'); // 17:00 on the salon's wall, in the client's language (Arabic by default)
    expect(sent!.body).toContain('https://mawid.example/ar/reminders-off/');
    expect(await outbox(ctx.db)).toEqual({ whatsapp: 1, sms: 0 });
    // Its job running again (a retry after a crash) sends nothing more.
    expect(await deliverMessage(deps(ctx.db, () => reminder.send_at), job(reminder.id, 1))).toEqual({ status: 'done' });
    expect(await outbox(ctx.db)).toEqual({ whatsapp: 1, sms: 0 });
  });

  it("a staff booking's messages are in its client's language: a known client's, Arabic for a new one", async () => {
    const w = await world(ctx.db, p, 'Asia/Riyadh');
    const now = new Date('2030-01-06T05:00:00Z');
    // A client who booked before in English (their record keeps the language).
    await book(w, '2030-01-07T10:00:00+03:00', now, '555000777');
    await ctx.db.updateTable('clients').set({ language: 'en' }).where('provider_id', '=', p).where('mobile', '=', '555000777').execute();
    const known = await book(w, '2030-01-08T17:00:00+03:00', now, '555000777');
    const fresh = await book(w, '2030-01-09T17:00:00+03:00', now, '555000888');
    const locales = async (id: number) => (await ctx.db.selectFrom('customer_messages').select(['kind', 'locale', 'recipient', 'dedupe_key']).where('reservation_id', '=', id).orderBy('id').execute());
    expect(await locales(known)).toEqual([
      { kind: 'booked', locale: 'en', recipient: '555000777', dedupe_key: `${known}:booked:2030-01-08T14:00:00.000Z` },
      { kind: 'reminder', locale: 'en', recipient: '555000777', dedupe_key: `${known}:reminder:2030-01-08T14:00:00.000Z:1440` },
      { kind: 'reminder', locale: 'en', recipient: '555000777', dedupe_key: `${known}:reminder:2030-01-08T14:00:00.000Z:120` },
    ]);
    expect((await locales(fresh)).map((m) => m.locale)).toEqual(['ar', 'ar', 'ar']);
  });

  it('New York across the start of daylight saving: 24 h before is 24 hours of elapsed time (09:00 EST for 10:00 EDT)', async () => {
    const w = await world(ctx.db, p, 'America/New_York');
    const now = new Date('2030-03-08T15:00:00Z');
    // Sunday 10 March 2030, 10:00 EDT (UTC−4); clocks went forward at 02:00 that night.
    const id = await book(w, '2030-03-10T10:00:00-04:00', now);
    const reminders = (await messagesOf(ctx.db, id)).filter((m) => m.kind === 'reminder');
    expect(reminders.map((m) => [m.offset_minutes, m.send_at.toISOString()])).toEqual([
      [1440, '2030-03-09T14:00:00.000Z'], // Saturday 09:00 EST
      [120, '2030-03-10T12:00:00.000Z'], // Sunday 08:00 EDT
    ]);
  });

  it('reminders already past are not planned; a salon with reminders off plans none', async () => {
    const w = await world(ctx.db, p, 'Asia/Riyadh');
    const id = await book(w, '2030-01-06T12:00:00+03:00', new Date('2030-01-06T05:00:00Z'));
    expect((await messagesOf(ctx.db, id)).map((m) => m.offset_minutes)).toEqual([null, 120]);
    await ctx.db.insertInto('salon_message_settings').values({ salon_id: w.salonId, provider_id: p, reminders_enabled: false }).execute();
    const other = await book(w, '2030-01-09T12:00:00+03:00', new Date('2030-01-06T05:00:00Z'), '555123457');
    expect((await messagesOf(ctx.db, other)).map((m) => m.kind)).toEqual(['booked']);
  });

  it('a booking cancelled before its reminder gets the cancellation and no reminder, even when the reminder job runs', async () => {
    const w = await world(ctx.db, p, 'Asia/Riyadh');
    const id = await book(w, '2030-01-08T17:00:00+03:00', new Date('2030-01-06T05:00:00Z'));
    await changeReservationStatus(ctx.db, p, id, 'cancel', { now: new Date('2030-01-06T06:00:00Z'), duesBasisPoints: 0, reason: null });
    const rows = await messagesOf(ctx.db, id);
    expect(rows.map((m) => [m.kind, m.status, m.skip_reason])).toEqual([
      ['booked', 'queued', null],
      ['reminder', 'skipped', 'cancelled'],
      ['reminder', 'skipped', 'cancelled'],
      ['cancelled', 'queued', null],
    ]);
    for (const m of rows) await deliverMessage(deps(ctx.db, () => m.send_at), job(m.id));
    expect((await messagesOf(ctx.db, id)).map((m) => [m.kind, m.status, m.skip_reason])).toEqual([
      // The confirmation's job ran after the cancellation: it is not sent either.
      ['booked', 'skipped', 'cancelled'],
      ['reminder', 'skipped', 'cancelled'],
      ['reminder', 'skipped', 'cancelled'],
      ['cancelled', 'sent', null],
    ]);
    expect(await outbox(ctx.db)).toEqual({ whatsapp: 1, sms: 0 });
  });

  it('a moved booking: the old time’s reminders are skipped, the new time gets its own and the moved message', async () => {
    const w = await world(ctx.db, p, 'Asia/Riyadh');
    const id = await book(w, '2030-01-08T17:00:00+03:00', new Date('2030-01-06T05:00:00Z'));
    const old = (await messagesOf(ctx.db, id)).filter((m) => m.kind === 'reminder');
    await changeReservation(ctx.db, p, id, { starts_at: '2030-01-09T18:00:00+03:00' }, 'en', { now: new Date('2030-01-06T07:00:00Z'), actor: { kind: 'staff', userId: w.ownerId } });
    const rows = await messagesOf(ctx.db, id);
    expect(rows.filter((m) => m.status === 'queued').map((m) => [m.kind, m.appointment_at.toISOString(), m.send_at.toISOString()])).toEqual([
      ['booked', '2030-01-08T14:00:00.000Z', '2030-01-06T05:00:00.000Z'],
      ['moved', '2030-01-09T15:00:00.000Z', '2030-01-06T07:00:00.000Z'],
      ['reminder', '2030-01-09T15:00:00.000Z', '2030-01-08T15:00:00.000Z'],
      ['reminder', '2030-01-09T15:00:00.000Z', '2030-01-09T13:00:00.000Z'],
    ]);
    expect(rows.filter((m) => old.some((o) => o.id === m.id)).map((m) => m.skip_reason)).toEqual(['moved', 'moved']);
    // The old reminder's job, had it been taken before the move was seen, still sends nothing.
    await ctx.db.updateTable('customer_messages').set({ status: 'queued', skip_reason: null }).where('id', '=', old[0]!.id).execute();
    expect(await deliverMessage(deps(ctx.db, () => old[0]!.send_at), job(old[0]!.id))).toEqual({ status: 'skipped', reason: 'moved' });
    const moved = rows.find((m) => m.kind === 'moved')!;
    expect(await deliverMessage(deps(ctx.db, () => moved.send_at), job(moved.id))).toEqual({ status: 'sent', channel: 'whatsapp' });
  });

  it('a pending booking: reminders come with the approval; a declined one is told with no reminder', async () => {
    const w = await world(ctx.db, p, 'Asia/Riyadh');
    const now = new Date('2030-01-06T05:00:00Z');
    const a = await book(w, '2030-01-08T17:00:00+03:00', now);
    const b = await book(w, '2030-01-08T18:00:00+03:00', now, '555123458');
    await ctx.db.updateTable('reservations').set({ status: 'pending' }).where('id', 'in', [a, b]).execute();
    await ctx.db.deleteFrom('customer_messages').execute();
    await changeReservationStatus(ctx.db, p, a, 'confirm', { now, duesBasisPoints: 0 });
    await changeReservationStatus(ctx.db, p, b, 'decline', { now, duesBasisPoints: 0, reason: 'مغلق' });
    expect((await messagesOf(ctx.db, a)).map((m) => m.kind)).toEqual(['approved', 'reminder', 'reminder']);
    // A booking still pending when its message leaves says the request is received, not that it is confirmed.
    const c = await book(w, '2030-01-08T19:00:00+03:00', now, '555123459');
    await ctx.db.updateTable('reservations').set({ status: 'pending' }).where('id', '=', c).execute();
    const [booked] = await messagesOf(ctx.db, c);
    await deliverMessage(deps(ctx.db, () => now), job(booked!.id));
    const text = (await messagesOf(ctx.db, c))[0]!.body!;
    expect(text).toContain('استلمنا طلب حجزك');
    expect(text).not.toContain('تم تأكيد حجزك');
    expect((await messagesOf(ctx.db, b)).map((m) => m.kind)).toEqual(['declined']);
  });

  it('reminders follow a change of the salon’s settings (replanReminders); opted-out customers get none', async () => {
    const w = await world(ctx.db, p, 'Asia/Riyadh');
    const now = new Date('2030-01-06T05:00:00Z');
    const id = await book(w, '2030-01-08T17:00:00+03:00', now);
    await ctx.db.insertInto('salon_message_settings').values({ salon_id: w.salonId, provider_id: p, reminder_offsets_minutes: [60] }).execute();
    await replanReminders(ctx.db, w.salonId, now);
    expect((await messagesOf(ctx.db, id)).filter((m) => m.kind === 'reminder').map((m) => [m.offset_minutes, m.status, m.skip_reason])).toEqual([
      [1440, 'skipped', 'reminders_off'],
      [120, 'skipped', 'reminders_off'],
      [60, 'queued', null],
    ]);
    await ctx.db.updateTable('salon_message_settings').set({ reminder_offsets_minutes: [60, 120] }).execute();
    await replanReminders(ctx.db, w.salonId, now);
    const rows = (await messagesOf(ctx.db, id)).filter((m) => m.kind === 'reminder');
    expect(rows.map((m) => [m.offset_minutes, m.status])).toEqual([
      [1440, 'skipped'],
      [120, 'queued'],
      [60, 'queued'],
    ]);
    await ctx.db.updateTable('clients').set({ reminders_opted_out_at: now }).execute();
    expect(await deliverMessage(deps(ctx.db, () => rows[1]!.send_at), job(rows[1]!.id))).toEqual({ status: 'skipped', reason: 'opted_out' });
  });

  it('retries with back-off through pg-boss: each failed try is counted with its error, the last one leaves it failed', async () => {
    const w = await world(ctx.db, p, 'Asia/Riyadh');
    await ctx.db.insertInto('salon_message_settings').values({ salon_id: w.salonId, provider_id: p, channel: 'sms' }).execute();
    const id = await book(w, '2030-01-08T17:00:00+03:00', new Date('2030-01-06T05:00:00Z'));
    const [booked] = await messagesOf(ctx.db, id);
    const failing = deps(ctx.db, () => booked!.send_at, {
      channels: (db) => ({
        ...deps(db as Kysely<Database>, () => booked!.send_at).channels(db),
        sms: {
          name: 'http',
          send: () => Promise.reject(new Error('gateway answered 503')),
        },
      }),
    });
    for (let retryCount = 0; retryCount < 5; retryCount++) {
      await expect(deliverMessage(failing, job(booked!.id, retryCount))).rejects.toThrow('gateway answered 503');
      expect((await messagesOf(ctx.db, id))[0]).toMatchObject({ status: 'queued', attempts: retryCount + 1, error: 'gateway answered 503' });
    }
    expect(await deliverMessage(failing, job(booked!.id, 5))).toEqual({ status: 'done' });
    expect((await messagesOf(ctx.db, id))[0]).toMatchObject({ status: 'failed', attempts: 6, error: 'gateway answered 503' });
  });

  it('WhatsApp refusing a number for good: the message goes by SMS', async () => {
    const w = await world(ctx.db, p, 'Asia/Riyadh');
    // The WhatsApp outbox answers for 5999… as the Cloud API does for a number not on WhatsApp.
    const id = await book(w, '2030-01-08T17:00:00+03:00', new Date('2030-01-06T05:00:00Z'), '599912345');
    const [booked] = await messagesOf(ctx.db, id);
    expect(await deliverMessage(deps(ctx.db, () => booked!.send_at), job(booked!.id))).toEqual({ status: 'sent', channel: 'sms' });
    expect(await outbox(ctx.db)).toEqual({ whatsapp: 0, sms: 1 });
  });

  it('a message WhatsApp failed after taking it comes back marked sms (the webhook): it goes by SMS only', async () => {
    const w = await world(ctx.db, p, 'Asia/Riyadh');
    const id = await book(w, '2030-01-08T17:00:00+03:00', new Date('2030-01-06T05:00:00Z'));
    const [booked] = await messagesOf(ctx.db, id);
    await ctx.db.updateTable('customer_messages').set({ channel: 'sms', error: 'whatsapp_131026: undeliverable' }).where('id', '=', booked!.id).execute();
    expect(await deliverMessage(deps(ctx.db, () => booked!.send_at), job(booked!.id))).toEqual({ status: 'sent', channel: 'sms' });
    expect(await outbox(ctx.db)).toEqual({ whatsapp: 0, sms: 1 });
  });

  it('a salon that turned messages off before the job ran: skipped, nothing sent', async () => {
    const w = await world(ctx.db, p, 'Asia/Riyadh');
    const id = await book(w, '2030-01-08T17:00:00+03:00', new Date('2030-01-06T05:00:00Z'));
    await ctx.db.insertInto('salon_message_settings').values({ salon_id: w.salonId, provider_id: p, channel: 'off' }).execute();
    const [booked] = await messagesOf(ctx.db, id);
    expect(await deliverMessage(deps(ctx.db, () => booked!.send_at), job(booked!.id))).toEqual({ status: 'skipped', reason: 'channel_off' });
    expect(await outbox(ctx.db)).toEqual({ whatsapp: 0, sms: 0 });
  });
});
