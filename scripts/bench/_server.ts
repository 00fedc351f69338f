// The process the server benches load (started by _load.ts with fork, never by `npm run bench`):
// a bare Fastify route, or the API with its database and the data a bench asks for. The load tool
// stays in the parent process, so it never takes this process's event loop.
//
//   node --import tsx scripts/bench/_server.ts bare
//   node --import tsx scripts/bench/_server.ts booking embedded|pglite|postgres
//   node --import tsx scripts/bench/_server.ts auth embedded|pglite|postgres
//   node --import tsx scripts/bench/_server.ts public-slots embedded|pglite|postgres
//   node --import tsx scripts/bench/_server.ts pages <web build dir>   (the demo data, embedded)
//   node --import tsx scripts/bench/_server.ts messages postgres   (the booking salon, and a second salon
//       with confirmed visits whose reminders the bench makes due on 'enqueue'; the message queue runs)
//
// Sends { url, fixtures } over IPC once listening; on 'stop' closes the app and the database and exits.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { messageQueueName, queueConnectionOf } from '../../server/messages/queue';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createDatabase, migrate, quoteIdent, type DatabaseHandle } from '../../server/db';
import { seedDemo } from '../../server/db/seed';
import { createBarber } from '../../server/domain/barbers';
import { notificationText } from '../../server/domain/notifications';
import { saveOnlineBookingSettings } from '../../server/domain/online-booking';
import { issueCode, smsCodePolicy } from '../../server/domain/otp';
import { createSalon } from '../../server/domain/salons';
import { createService } from '../../server/domain/services';
import { availableSlots } from '../../server/domain/slots';
import { issueToken } from '../../server/domain/tokens';
import { openTestPglite, testPostgresUrl, writeTestDataDir } from '../../server/test/database-setup';
import { openWeek, riyadhDay, salonInput, signedInProvider } from '../../server/test/booking-data';

export type BenchDatabase = 'embedded' | 'pglite' | 'postgres';

export interface BookingFixtures {
  token: string;
  salonId: number;
  serviceId: number;
  barberIds: number[];
  day: string;
  weekEnd: string;
  reservations: number;
}

export interface PublicSlotsFixtures extends BookingFixtures {
  slug: string;
  /** The first day asked for (tomorrow, on the salon's clock). */
  from: string;
}

export interface MessagesFixtures extends BookingFixtures {
  /** The PostgreSQL schema of the app's tables, and pg-boss's. */
  schema: string;
  queueSchema: string;
  visits: number;
}

export interface AuthFixtures {
  token: string;
  mobiles: string[];
  code: string;
}

/** The database as the server would open it: the embedded one on disk, in-thread PGlite (before), or a PostgreSQL schema. */
async function openDatabase(kind: BenchDatabase): Promise<DatabaseHandle & { dataDir?: string }> {
  if (kind === 'pglite') return openTestPglite();
  if (kind === 'embedded') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mawid-b-'));
    await writeTestDataDir(dataDir);
    const handle = await createDatabase({ kind: 'embedded', dataDir });
    return {
      ...handle,
      dataDir,
      close: async () => {
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testPostgresUrl });
  await admin.connect();
  for (const name of ['btree_gist', 'citext', 'pgcrypto']) await admin.query(`CREATE EXTENSION IF NOT EXISTS ${name} SCHEMA public`);
  await admin.query(`CREATE SCHEMA ${quoteIdent(schema)}`);
  await admin.end();
  // The production pool (10 connections), in a schema of its own.
  const handle = await createDatabase({ kind: 'postgres', url: testPostgresUrl, schema });
  await migrate(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropSchema(schema);
    },
  };
}

/** A salon of 10 barbers with 500 live reservations over the coming week, and its signed-in owner. */
async function bookingWorld(handle: DatabaseHandle): Promise<BookingFixtures> {
  const now = new Date();
  const owner = await signedInProvider(handle.db, now, { limits: { maxSalons: 5, maxBarbers: 20 } });
  const unlimited = { maxSalons: null, maxBarbers: null };
  const hours = openWeek('09:00', '21:00', [['13:00', '13:30']]);
  const salonId = await createSalon(handle.db, owner.providerId, salonInput({ working_hours: hours }), unlimited);
  const serviceId = await createService(handle.db, owner.providerId, { salon_id: salonId, name_ar: 'قص', name_en: 'Cut', price: 5000, duration_minutes: 30 });
  const barberIds: number[] = [];
  for (let i = 0; i < 10; i++) barberIds.push(await createBarber(handle.db, owner.providerId, { salon_id: salonId, name: `حلاق ${i + 1}`, service_ids: [serviceId] }, unlimited));
  const first = riyadhDay(now, 1);
  const last = riyadhDay(now, 7);
  const rows = [];
  for (const barberId of barberIds) {
    const free = availableSlots({ timeZone: 'Asia/Riyadh', slotIntervalMinutes: 15, from: first, to: last, durationMinutes: 30, now: now.getTime(), barbers: [{ id: barberId, hours, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 }], reservations: [] });
    for (const slot of free.filter((_, i) => i % 6 === 0).slice(0, 50)) {
      rows.push({
        provider_id: owner.providerId, salon_id: salonId, barber_id: barberId, salon_name_ar: 'صالون', salon_name_en: 'Salon', salon_name_tr: null, salon_name_ur: null,
        barber_name: 'حلاق', timezone: 'Asia/Riyadh', customer_name: 'عميل', customer_mobile: '555123456',
        starts_at: new Date(slot.startsAt), ends_at: new Date(slot.endsAt), blocked_from: new Date(slot.startsAt), blocked_to: new Date(slot.endsAt),
        total: 5000, status: 'confirmed' as const,
      });
    }
  }
  await handle.db.insertInto('reservations').values(rows).execute();
  return { token: owner.token, salonId, serviceId, barberIds, day: riyadhDay(now, 2), weekEnd: riyadhDay(now, 8), reservations: rows.length };
}

/** The booking bench's salon (10 barbers, 500 live reservations in the coming week), taking bookings online at a slug of its own. */
async function publicSlotsWorld(handle: DatabaseHandle): Promise<PublicSlotsFixtures> {
  const world = await bookingWorld(handle);
  const owner = await handle.db.selectFrom('salons').select('provider_id').where('id', '=', world.salonId).executeTakeFirstOrThrow();
  const slug = 'bench-salon';
  await saveOnlineBookingSettings(handle.db, owner.provider_id, world.salonId, { enabled: true, slug }, new Date());
  return { ...world, slug, from: riyadhDay(new Date(), 1) };
}

/** A provider with 200 notifications, and one staff user with a live code per login-verify request. */
async function authWorld(handle: DatabaseHandle, appSecret: string, verifyRequests: number): Promise<AuthFixtures> {
  const db = handle.db;
  const now = new Date();
  const provider = await db.insertInto('providers').values({ commercial_name_ar: 'مقياس', commercial_name_en: 'Bench' }).returning('id').executeTakeFirstOrThrow();
  const owner = await db.insertInto('provider_users').values({ provider_id: provider.id, name: 'Bench', mobile: '599999999', role: 'owner' }).returning('id').executeTakeFirstOrThrow();
  const data = JSON.stringify(notificationText('api.notification.welcome'));
  await db
    .insertInto('notifications')
    .values(Array.from({ length: 200 }, (_, i) => ({ recipient_kind: 'provider' as const, recipient_id: owner.id, type: 'general', data, created_at: new Date(now.getTime() - i * 3_600_000) })))
    .execute();
  const { token } = await issueToken(db, { kind: 'provider', subjectId: owner.id, ttlSeconds: 3600, now });
  const mobiles = Array.from({ length: verifyRequests }, (_, i) => `58${String(i).padStart(7, '0')}`);
  await db
    .insertInto('provider_users')
    .values(mobiles.map((mobile) => ({ provider_id: provider.id, name: 'Staff', mobile, role: 'receptionist' as const })))
    .execute();
  const code = '4821';
  for (const mobile of mobiles) await issueCode(db, { purpose: 'provider_login', target: mobile, now, secret: appSecret, policy: smsCodePolicy, code });
  return { token, mobiles, code };
}

/**
 * A second salon of the booking world's provider with `count` confirmed visits in the coming weeks,
 * each of another customer (the reminders' salon: the slots call's salon stays as in the booking bench).
 */
async function messagesWorld(handle: DatabaseHandle, count: number): Promise<Omit<MessagesFixtures, 'schema' | 'queueSchema'>> {
  const world = await bookingWorld(handle);
  const { provider_id: providerId } = await handle.db.selectFrom('salons').select('provider_id').where('id', '=', world.salonId).executeTakeFirstOrThrow();
  const unlimited = { maxSalons: null, maxBarbers: null };
  const salonId = await createSalon(handle.db, providerId, salonInput({ name_ar: 'صالون التذكير', name_en: 'Reminders salon', working_hours: openWeek('00:00', '23:45') }), unlimited);
  const serviceId = await createService(handle.db, providerId, { salon_id: salonId, name_ar: 'قص', name_en: 'Cut', price: 5000, duration_minutes: 15 });
  const barbers: number[] = [];
  for (let i = 0; i < 20; i++) barbers.push(await createBarber(handle.db, providerId, { salon_id: salonId, name: `حلاق ${i + 1}`, service_ids: [serviceId] }, unlimited));
  // Visits 15 minutes apart per barber from tomorrow, each with its own mobile (5 0000 0001…).
  const start = Date.now() + 86_400_000;
  const rows = Array.from({ length: count }, (_, i) => {
    const at = new Date(start + Math.floor(i / barbers.length) * 15 * 60_000);
    const end = new Date(at.getTime() + 15 * 60_000);
    return {
      provider_id: providerId, salon_id: salonId, barber_id: barbers[i % barbers.length]!, salon_name_ar: 'صالون التذكير', salon_name_en: 'Reminders salon', salon_name_tr: null, salon_name_ur: null,
      barber_name: 'حلاق', timezone: 'Asia/Riyadh', customer_name: 'عميل', customer_mobile: `5${String(i + 1).padStart(8, '0')}`,
      starts_at: at, ends_at: end, blocked_from: at, blocked_to: end, total: 5000, status: 'confirmed' as const,
    };
  });
  for (let i = 0; i < rows.length; i += 1000) await handle.db.insertInto('reservations').values(rows.slice(i, i + 1000)).execute();
  return { ...world, visits: count };
}

async function dropSchema(schema: string): Promise<void> {
  const dropper = new pg.Client({ connectionString: testPostgresUrl });
  await dropper.connect();
  await dropper.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
  await dropper.end();
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const [mode, kind] = process.argv.slice(2) as ['bare' | 'booking' | 'auth' | 'public-slots' | 'pages' | 'messages', BenchDatabase];
let stop: () => Promise<void>;
let url: string;
let fixtures: unknown = null;

if (mode === 'bare') {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ data: { ok: true }, message: '' }));
  url = await listen(app);
  stop = () => app.close();
} else if (mode === 'pages') {
  // `npm start` on its first run: the demo data (the salon at /ar/s/elegance-salon) and the web build.
  const handle = await openDatabase('embedded');
  await seedDemo(handle.db);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mawid-bench-data-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir, WEB_DIST_DIR: process.argv[3]! });
  const app = await buildApp({ ...config, rateLimit: { publicPerMinute: 10_000_000, authPerMinute: 10_000_000 } }, { database: handle, logger: false });
  url = await listen(app);
  stop = async () => {
    await app.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
} else if (mode === 'messages') {
  const handle = await openDatabase('postgres');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mawid-bench-data-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web') });
  const world = await messagesWorld(handle, Number(process.env.BENCH_MESSAGES ?? 10_000));
  const schema = (await sql<{ s: string }>`SELECT current_schema() AS s`.execute(handle.db)).rows[0]!.s;
  const queueSchema = `${schema}_jobs`;
  fixtures = { ...world, schema, queueSchema };
  // The queue as a server runs it (its defaults), on this schema's pg-boss.
  const app = await buildApp(
    { ...config, rateLimit: { publicPerMinute: 10_000_000, authPerMinute: 10_000_000 } },
    { database: handle, logger: false, messageQueue: { connection: { connectionString: testPostgresUrl, max: 4 }, schema: queueSchema } },
  );
  url = await listen(app);
  // 'enqueue': every visit of the reminders' salon gets its 2-hour reminder, due now, with its job.
  process.on('message', (message) => {
    if (message !== 'enqueue') return;
    void (async () => {
      const inserted = await sql<{ id: string }>`
        INSERT INTO customer_messages (provider_id, salon_id, reservation_id, kind, dedupe_key, send_at, appointment_at, offset_minutes, locale, recipient)
        SELECT provider_id, salon_id, id, 'reminder', id || ':reminder:' || starts_at || ':120', now(), starts_at, 120, 'ar', customer_mobile
        FROM reservations WHERE salon_name_en = 'Reminders salon'
        RETURNING id`.execute(handle.db);
      const boss = new PgBoss({ connectionString: testPostgresUrl, schema: queueSchema, supervise: false, schedule: false, migrate: false });
      await boss.start();
      const startedAt = Date.now();
      for (let i = 0; i < inserted.rows.length; i += 1000) {
        await boss.insert(messageQueueName, inserted.rows.slice(i, i + 1000).map((row) => ({ data: { messageId: String(row.id) }, startAfter: new Date() })));
      }
      await boss.stop({ graceful: false, close: true });
      process.send!({ enqueued: inserted.rows.length, startedAt });
    })();
  });
  stop = async () => {
    await app.close();
    await handle.close();
    await dropSchema(queueSchema);
    rmSync(dataDir, { recursive: true, force: true });
  };
} else {
  const handle = await openDatabase(kind);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mawid-bench-data-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web') });
  fixtures =
    mode === 'booking'
      ? await bookingWorld(handle)
      : mode === 'public-slots'
        ? await publicSlotsWorld(handle)
        : await authWorld(handle, config.appSecret, Number(process.env.BENCH_VERIFY_REQUESTS ?? 2000));
  // The message queue runs as under `npm start` (a booking writes its messages' jobs; the worker sends
  // the confirmations), on the embedded database's socket or a pg-boss schema of this run's own.
  const queueSchema = kind === 'postgres' ? `${(await sql<{ s: string }>`SELECT current_schema() AS s`.execute(handle.db)).rows[0]!.s}_jobs` : undefined;
  const messageQueue =
    kind === 'embedded'
      ? { connection: queueConnectionOf({ databaseUrl: undefined, dataDir: handle.dataDir! }) }
      : kind === 'postgres'
        ? { connection: { connectionString: testPostgresUrl, max: 4 }, schema: queueSchema }
        : false;
  const app = await buildApp({ ...config, rateLimit: { publicPerMinute: 10_000_000, authPerMinute: 10_000_000 } }, { database: handle, logger: false, messageQueue });
  url = await listen(app);
  stop = async () => {
    await app.close();
    await handle.close();
    if (queueSchema) await dropSchema(queueSchema);
    rmSync(dataDir, { recursive: true, force: true });
  };
}

process.on('message', (message) => {
  if (message !== 'stop') return;
  void stop().finally(() => process.exit(0));
});
process.send!({ url, fixtures });
