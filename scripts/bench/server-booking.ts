// The booking API under load (autocannon, same process and cores: ratios matter, not absolutes):
// the slots call and the reservation create call, on PGlite and on PostgreSQL, each as a ratio of
// a bare Fastify route measured in the same run. Goal: slots above 10 % of the bare route on PostgreSQL.
//
// A shared 2-core machine swings by a third from one 5-second run to the next, so the bare route
// and the slots call are measured in alternating rounds, each after a short warm-up, and the
// ratio reported is the median of the rounds' ratios (every round is in the JSON).
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createDatabase, migrate, quoteIdent, type DatabaseHandle } from '../../server/db';
import { createBarber } from '../../server/domain/barbers';
import { openWeek, riyadhDay, salonInput, signedInProvider } from '../../server/test/booking-data';
import { createSalon } from '../../server/domain/salons';
import { createService } from '../../server/domain/services';
import { availableSlots } from '../../server/domain/slots';

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 50;

interface Load {
  rps: number;
  p99Ms: number;
  non2xx: number;
  statuses: Record<string, number>;
}

async function load(options: autocannon.Options): Promise<Load> {
  const result = await autocannon({ connections, duration: seconds, ...options });
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = (stat as { count: number }).count;
  return { rps: Math.round(result.requests.average), p99Ms: result.latency.p99, non2xx: result.non2xx, statuses };
}

/** A bare Fastify route, kept listening for the whole run: its URL and how to stop it. */
async function bareRoute(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ data: { ok: true }, message: '' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/bare`, close: () => app.close() };
}

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

/** Warm both up, then alternate bare and measured rounds; the median round ratio is the figure. */
async function alternating(bareUrl: string, options: autocannon.Options) {
  await load({ url: bareUrl, duration: 1 });
  await load({ ...options, duration: 1 });
  const results: Array<{ bare: Load; call: Load; ratio: number }> = [];
  for (let i = 0; i < rounds; i++) {
    const bare = await load({ url: bareUrl });
    const call = await load(options);
    results.push({ bare, call, ratio: +(call.rps / bare.rps).toFixed(3) });
  }
  const sorted = [...results].sort((a, b) => a.ratio - b.ratio);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return { ...median.call, bareRps: median.bare.rps, ratioToBare: median.ratio, rounds: results };
}

/** A salon of 10 barbers with 500 reservations over the coming week, and a signed-in owner. */
async function world(handle: DatabaseHandle) {
  const now = new Date();
  const owner = await signedInProvider(handle.db, now, { limits: { maxSalons: 5, maxBarbers: 20 } });
  const unlimited = { maxSalons: null, maxBarbers: null };
  const salonId = await createSalon(handle.db, owner.providerId, salonInput({ working_hours: openWeek('09:00', '21:00', [['13:00', '13:30']]) }), unlimited);
  const serviceId = await createService(handle.db, owner.providerId, { salon_id: salonId, name_ar: 'قص', name_en: 'Cut', price: 5000, duration_minutes: 30 });
  const barberIds: number[] = [];
  for (let i = 0; i < 10; i++) barberIds.push(await createBarber(handle.db, owner.providerId, { salon_id: salonId, name: `حلاق ${i + 1}`, service_ids: [serviceId] }, unlimited));
  // 50 per barber over the next 7 days, on free slots.
  const first = riyadhDay(now, 1);
  const last = riyadhDay(now, 7);
  const hours = openWeek('09:00', '21:00', [['13:00', '13:30']]);
  const rows = [];
  for (const barberId of barberIds) {
    const free = availableSlots({ timeZone: 'Asia/Riyadh', slotIntervalMinutes: 15, from: first, to: last, durationMinutes: 30, now: now.getTime(), barbers: [{ id: barberId, hours, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 }], reservations: [] });
    const picks = free.filter((_, i) => i % 6 === 0).slice(0, 50);
    for (const slot of picks) {
      rows.push({
        provider_id: owner.providerId, salon_id: salonId, barber_id: barberId, salon_name_ar: 'صالون', salon_name_en: 'Salon', salon_name_tr: null, salon_name_ur: null,
        barber_name: 'حلاق', timezone: 'Asia/Riyadh', customer_name: 'عميل', customer_mobile: '555123456',
        starts_at: new Date(slot.startsAt), ends_at: new Date(slot.endsAt), blocked_from: new Date(slot.startsAt), blocked_to: new Date(slot.endsAt),
        total: 5000, status: 'confirmed' as const,
      });
    }
  }
  await handle.db.insertInto('reservations').values(rows).execute();
  return { owner, salonId, serviceId, barberIds, day: riyadhDay(now, 2), reservations: rows.length };
}

async function openPglite(): Promise<DatabaseHandle> {
  const handle = await createDatabase({ kind: 'pglite' });
  await migrate(handle);
  return handle;
}

/** A throw-away schema on the local PostgreSQL, or null when there is none. */
async function openPostgres(): Promise<DatabaseHandle | null> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 1500 });
  try {
    await admin.connect();
    for (const name of ['btree_gist', 'citext', 'pgcrypto']) await admin.query(`CREATE EXTENSION IF NOT EXISTS ${name} SCHEMA public`);
    await admin.query(`CREATE SCHEMA ${quoteIdent(schema)}`);
  } catch {
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const handle = await createDatabase({ kind: 'postgres', url: postgresUrl, schema, maxConnections: 10 });
  await migrate(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: postgresUrl });
      await dropper.connect();
      await dropper.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
      await dropper.end();
    },
  };
}

async function measure(kind: 'pglite' | 'postgres', handle: DatabaseHandle, bareUrl: string) {
  const w = await world(handle);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: path.join(root, '.data-bench'), WEB_DIST_DIR: path.join(root, '.data-bench', 'no-web') });
  const app = await buildApp({ ...config, rateLimit: { publicPerMinute: 10_000_000, authPerMinute: 10_000_000 } }, { database: handle, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const headers = { authorization: `Bearer ${w.owner.token}`, 'accept-language': 'en', 'content-type': 'application/json' };
  try {
    const slots = await alternating(bareUrl, { url: `${base}/api/provider/slots?salon_id=${w.salonId}&date=${w.day}&service_ids=${w.serviceId}`, headers });
    // Every create asks for a different barber and start (days 20+ ahead, none booked), so most succeed.
    let n = 0;
    const create = await load({
      url: `${base}/api/provider/reservations`,
      method: 'POST',
      headers,
      requests: [
        {
          setupRequest: (request) => {
            const i = n++;
            const barber = w.barberIds[i % w.barberIds.length]!;
            const slot = Math.floor(i / w.barberIds.length);
            const day = riyadhDay(new Date(), 20 + Math.floor(slot / 22));
            const minutes = 9 * 60 + (slot % 22) * 30 + (slot % 22 >= 8 ? 30 : 0); // 09:00–12:30 and 13:30–20:30, skipping the break
            const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
            const mm = String(minutes % 60).padStart(2, '0');
            return { ...request, body: JSON.stringify({ salon_id: w.salonId, barber_id: barber, service_ids: [w.serviceId], starts_at: `${day}T${hh}:${mm}:00+03:00`, customer_name: `عميل ${i}`, customer_mobile: '555123456' }) };
          },
        },
      ],
    });
    const bareAfter = await load({ url: bareUrl });
    return { kind, reservationsInWeek: w.reservations, slots, create: { ...create, bareRps: bareAfter.rps, ratioToBare: +(create.rps / bareAfter.rps).toFixed(3) } };
  } finally {
    await app.close();
    await handle.close();
  }
}

const bare = await bareRoute();
const runs = [await measure('pglite', await openPglite(), bare.url)];
const postgres = await openPostgres();
if (postgres) runs.push(await measure('postgres', postgres, bare.url));
else console.log(`PostgreSQL not reachable at ${postgresUrl}: its figures are skipped.`);
await bare.close();

const result = {
  case: 'salon of 10 barbers, 500 live reservations in the week; slots = one day for one 30-minute service; create = a free slot each',
  seconds,
  connections,
  rounds,
  databases: runs.map((r) => ({ database: r.kind, slots: r.slots, create: r.create })),
  goal: 'slots call above 0.1 of the bare route on PostgreSQL',
};
for (const d of result.databases) {
  console.log(
    `${d.database}: slots ${d.slots.rps} req/s vs bare ${d.slots.bareRps} (median ratio ${d.slots.ratioToBare}; rounds ${d.slots.rounds.map((r) => r.ratio).join(', ')}), p99 ${d.slots.p99Ms} ms; ` +
      `create ${d.create.rps} req/s (${d.create.ratioToBare} of bare ${d.create.bareRps}), p99 ${d.create.p99Ms} ms, statuses ${JSON.stringify(d.create.statuses)}`,
  );
}
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(path.join(root, 'bench-results', 'server-booking.json'), JSON.stringify(result, null, 2));
process.exit(0);
