/**
 * The queue with real server processes on PostgreSQL (docs/customer-messages.md, "Queue"): jobs
 * written in the booking's transaction (and gone with its rollback), two processes sending each
 * message once, and a process killed with SIGKILL in the middle of a batch: none lost, none doubled.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db';
import type { Database } from '../db/schema';
import { createBarber } from '../domain/barbers';
import { createReservation } from '../domain/reservations';
import { createSalon } from '../domain/salons';
import { createService } from '../domain/services';
import { openWeek, resetBookingData, salonInput, UNLIMITED } from '../test/booking-data';
import { openTestPostgres, postgresAvailable, testPostgresUrl, writeTestDataDir } from '../test/database-setup';
import { buildApp } from '../app';
import { deliveryDeps } from './deliver';
import { messageQueueName, scheduleMessages, startMessageQueue, type MessageQueue } from './queue';

const config = loadConfig({ APP_SECRET: 'test-secret', PUBLIC_URL: 'https://mawid.example' });
const silent = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child() { return silent; }, level: 'silent', silent() {} } as never;

/** A server process working the queue; resolves once it takes jobs. */
async function startWorker(schema: string, queueSchema: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/message-worker.ts', testPostgresUrl, schema, queueSchema], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  await new Promise<void>((resolve, reject) => {
    lines.on('line', (line) => line === 'ready' && resolve());
    child.once('exit', (code) => reject(new Error(`worker exited with ${code} before it was ready`)));
  });
  return child;
}

async function stopWorker(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

async function counts(db: Kysely<Database>) {
  const rows = await db.selectFrom('customer_messages').select(['status']).select((eb) => eb.fn.countAll<string>().as('n')).groupBy('status').execute();
  const byStatus = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  const outbox = await sql<{ n: string }>`SELECT count(*)::text AS n FROM whatsapp_outbox`.execute(db);
  return { sent: byStatus.sent ?? 0, queued: byStatus.queued ?? 0, outbox: Number(outbox.rows[0]!.n) };
}

/** Waits until `done` holds, reading the database as a provider's screen would (no fixed sleeps). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 90_000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

describe.skipIf(!postgresAvailable)('message queue · postgres, server processes', () => {
  let handle: DatabaseHandle;
  let schema: string;
  let queueSchema: string;
  let writer: MessageQueue;
  let providerId: number;
  let world: { salonId: number; cut: number; barber: number };
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    handle = await openTestPostgres('messages queue');
    schema = (await sql<{ s: string }>`SELECT current_schema() AS s`.execute(handle.db)).rows[0]!.s;
    queueSchema = `q_${randomBytes(5).toString('hex')}`;
    // This process only writes jobs (as a booking does); the workers send.
    writer = await startMessageQueue(deliveryDeps(config, { db: handle.db, log: silent, clock: { now: () => new Date() } }), {
      connection: { connectionString: testPostgresUrl, max: 2 },
      schema: queueSchema,
      work: false,
      // The same queue settings as the workers' (server/test/message-worker.ts): a job takes its
      // expiry from the queue when it is written, so a dead worker's jobs come back in seconds.
      expireInSeconds: 3,
      retryDelaySeconds: 1,
    });
    [providerId] = await resetBookingData(handle.db);
    const salonId = await createSalon(handle.db, providerId, salonInput({ working_hours: openWeek('00:00', '23:45') }), UNLIMITED);
    const cut = await createService(handle.db, providerId, { salon_id: salonId, name_ar: 'قص شعر', name_en: 'Haircut', price: 5000, duration_minutes: 15 });
    const barber = await createBarber(handle.db, providerId, { salon_id: salonId, name: 'أحمد سالم', service_ids: [cut] }, UNLIMITED);
    world = { salonId, cut, barber };
  }, 60_000);

  afterEach(async () => {
    for (const worker of workers.splice(0)) await stopWorker(worker);
  });

  afterAll(async () => {
    await writer?.stop();
    await handle?.close();
    const admin = new pg.Client({ connectionString: testPostgresUrl });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${queueSchema} CASCADE`);
    await admin.end();
  });

  /** `n` due messages, each with its job written in its own transaction, each with its own text. */
  async function dueMessages(n: number, label: string): Promise<void> {
    await handle.db.deleteFrom('customer_messages').execute();
    await sql`DELETE FROM whatsapp_outbox`.execute(handle.db);
    const reservation = await handle.db.selectFrom('reservations').select(['id', 'starts_at']).orderBy('id', 'desc').executeTakeFirst();
    let reservationId = reservation?.id;
    let startsAt = reservation?.starts_at;
    if (!reservationId) {
      const created = await createReservation(
        handle.db,
        providerId,
        { salon_id: world.salonId, barber_id: world.barber, service_ids: [world.cut], starts_at: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 11) + '12:00:00+03:00', customer_name: 'خالد', customer_mobile: '555123456' },
        'en',
      );
      reservationId = created.reservationId;
      startsAt = (await handle.db.selectFrom('reservations').select('starts_at').where('id', '=', reservationId).executeTakeFirstOrThrow()).starts_at;
      await handle.db.deleteFrom('customer_messages').execute();
    }
    for (let i = 0; i < n; i++) {
      await handle.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('customer_messages')
          .values({ provider_id: providerId, salon_id: world.salonId, reservation_id: reservationId, kind: 'booked', dedupe_key: `${label}:${i}`, send_at: new Date(), appointment_at: startsAt!, locale: 'en', recipient: '555123456' })
          .returning('id')
          .executeTakeFirstOrThrow();
        await scheduleMessages(trx, [{ messageId: String(row.id), runAt: new Date() }]);
      });
    }
  }

  it('a job written in a transaction that rolls back is gone with it; one that commits waits for its time', async () => {
    const runAt = new Date(Date.now() + 86_400_000);
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await scheduleMessages(trx, [{ messageId: '999001', runAt }]);
        throw new Error('the booking failed');
      })
      .catch(() => {});
    await handle.db.transaction().execute((trx) => scheduleMessages(trx, [{ messageId: '999002', runAt }]));
    const jobs = await sql<{ data: { messageId: string }; start_after: Date }>`SELECT data, start_after FROM ${sql.id(queueSchema, 'job')} WHERE name = ${messageQueueName} AND data->>'messageId' IN ('999001', '999002')`.execute(handle.db);
    expect(jobs.rows.map((j) => [j.data.messageId, j.start_after.toISOString()])).toEqual([['999002', runAt.toISOString()]]);
    await sql`DELETE FROM ${sql.id(queueSchema, 'job')} WHERE data->>'messageId' = '999002'`.execute(handle.db);
  });

  it('two server processes on one database send each message once', async () => {
    await dueMessages(150, 'two');
    workers.push(...(await Promise.all([startWorker(schema, queueSchema), startWorker(schema, queueSchema)])));
    const done = await until(() => counts(handle.db), (c) => c.sent === 150, 'every message sent');
    // One WhatsApp message per row, each row claimed once.
    expect(done).toMatchObject({ sent: 150, queued: 0, outbox: 150 });
    const attempts = await handle.db.selectFrom('customer_messages').select('attempts').distinct().execute();
    expect(attempts.map((a) => a.attempts)).toEqual([1]);
  }, 180_000);

  it('a server killed with SIGKILL in the middle of a batch: after a restart every message is sent, none twice', async () => {
    await dueMessages(300, 'kill');
    const first = await startWorker(schema, queueSchema);
    const active = async () =>
      Number((await sql<{ n: string }>`SELECT count(*)::text AS n FROM ${sql.id(queueSchema, 'job')} WHERE name = ${messageQueueName} AND state = 'active'`.execute(handle.db)).rows[0]!.n);
    // Killed once some messages are out and a batch is in its hands.
    await until(async () => ({ ...(await counts(handle.db)), active: await active() }), (c) => c.sent >= 30 && c.active > 0, 'a batch in hand', 90_000, 10);
    await stopWorker(first, 'SIGKILL');
    const atKill = await counts(handle.db);
    expect(atKill.sent).toBeLessThan(300);
    // Its jobs stay taken (nobody finished them) until they expire.
    expect(await active()).toBeGreaterThan(0);
    workers.push(await startWorker(schema, queueSchema));
    const done = await until(() => counts(handle.db), (c) => c.sent === 300, 'every message sent after the restart', 60_000).catch(async (error: Error) => {
      const left = await sql`SELECT j.state, j.retry_count, j.start_after, j.started_on, j.completed_on, j.output, m.status, m.attempts FROM customer_messages m LEFT JOIN ${sql.id(queueSchema, 'job')} j ON j.data->>'messageId' = m.id::text WHERE m.status <> 'sent'`.execute(handle.db);
      throw new Error(`${error.message}; left: ${JSON.stringify(left.rows)} at ${new Date().toISOString()}`);
    });
    expect(done).toMatchObject({ sent: 300, queued: 0, outbox: 300 });
  }, 120_000);
});

describe('message queue · the embedded database, as npm start runs it', () => {
  it('starts and stops with the server: a staff booking’s confirmation leaves by WhatsApp through the queue', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mawid-q-'));
    await writeTestDataDir(dataDir);
    const app = await buildApp(loadConfig({ APP_SECRET: 'test-secret', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: '0' }), { logger: false });
    try {
      const db = app.deps.db;
      const [providerId] = await resetBookingData(db);
      const salonId = await createSalon(db, providerId, salonInput({ working_hours: openWeek('00:00', '23:45') }), UNLIMITED);
      const cut = await createService(db, providerId, { salon_id: salonId, name_ar: 'قص شعر', name_en: 'Haircut', price: 5000, duration_minutes: 15 });
      const barber = await createBarber(db, providerId, { salon_id: salonId, name: 'أحمد سالم', service_ids: [cut] }, UNLIMITED);
      const startsAt = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 11) + '12:00:00+03:00';
      const { reservationId } = await createReservation(db, providerId, { salon_id: salonId, barber_id: barber, service_ids: [cut], starts_at: startsAt, customer_name: 'خالد', customer_mobile: '555123456' }, 'ar');
      const read = () => db.selectFrom('customer_messages').select(['kind', 'status', 'channel']).where('reservation_id', '=', reservationId).orderBy('id').execute();
      const messages = await until(read, (rows) => rows[0]?.status === 'sent', 'the confirmation sent');
      expect(messages).toEqual([
        { kind: 'booked', status: 'sent', channel: 'whatsapp' },
        { kind: 'reminder', status: 'queued', channel: null },
        { kind: 'reminder', status: 'queued', channel: null },
      ]);
      // The reminders' jobs wait for their minute: pg-boss hands a job out only from its start_after.
      const jobs = await sql<{ id: string; start_after: Date; send_at: Date }>`
        SELECT m.id, j.start_after, m.send_at FROM customer_messages m JOIN mawid_jobs.job j ON j.data->>'messageId' = m.id::text
        WHERE m.reservation_id = ${reservationId} AND m.kind = 'reminder' AND j.state = 'created'`.execute(db);
      expect(jobs.rows).toHaveLength(2);
      for (const job of jobs.rows) expect(job.start_after.toISOString()).toBe(job.send_at.toISOString());
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
