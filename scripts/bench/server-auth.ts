// `npm run bench server-auth`: the provider login-verify call and the notifications list, in
// requests per second and p99 latency, on PGlite and on PostgreSQL (when reachable), each as a
// ratio to a bare Fastify route measured in the same run on the same machine (the load tool
// shares the cores, so only ratios travel between machines). Writes bench-results/server-auth.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { DatabaseHandle } from '../../server/db';
import { notificationText } from '../../server/domain/notifications';
import { issueCode, smsCodePolicy } from '../../server/domain/otp';
import { issueToken } from '../../server/domain/tokens';
import { openTestPglite, openTestPostgres, postgresProblem } from '../../server/test/database-setup';

const connections = 20;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const verifyRequests = Number(process.env.BENCH_VERIFY_REQUESTS ?? 2000);

interface Figures {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** autocannon's own options, plus `amount` (a fixed number of requests), which its types omit. */
type LoadOptions = autocannon.Options & { amount?: number };

async function load(options: LoadOptions): Promise<Figures> {
  const result = await autocannon({ connections, ...options } as autocannon.Options);
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, non2xx: result.non2xx };
}

async function bare(): Promise<Figures> {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ data: { ok: true }, message: '' }));
  const url = await listen(app);
  try {
    return await load({ url: `${url}/bare`, duration: durationSeconds });
  } finally {
    await app.close();
  }
}

async function measure(database: DatabaseHandle): Promise<{ loginVerify: Figures; notifications: Figures }> {
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(os.tmpdir(), 'mawid-bench'), WEB_DIST_DIR: path.join(os.tmpdir(), 'mawid-bench-no-web') }),
    rateLimit: { publicPerMinute: 10_000_000, authPerMinute: 10_000_000 },
  };
  const app = await buildApp(config, { database, logger: false });
  const url = await listen(app);
  const db = database.db;
  const now = new Date();
  try {
    // One provider with 200 notifications for the list.
    const provider = await db.insertInto('providers').values({ commercial_name_ar: 'مقياس', commercial_name_en: 'Bench' }).returning('id').executeTakeFirstOrThrow();
    const owner = await db.insertInto('provider_users').values({ provider_id: provider.id, name: 'Bench', mobile: '599999999', role: 'owner' }).returning('id').executeTakeFirstOrThrow();
    const data = JSON.stringify(notificationText('api.notification.welcome'));
    await db
      .insertInto('notifications')
      .values(Array.from({ length: 200 }, (_, i) => ({ recipient_kind: 'provider' as const, recipient_id: owner.id, type: 'general', data, created_at: new Date(now.getTime() - i * 3_600_000) })))
      .execute();
    const { token } = await issueToken(db, { kind: 'provider', subjectId: owner.id, ttlSeconds: 3600, now });

    // One user and one live code per login-verify request (a code is good for one sign-in).
    const mobiles = Array.from({ length: verifyRequests }, (_, i) => `58${String(i).padStart(7, '0')}`);
    await db
      .insertInto('provider_users')
      .values(mobiles.map((mobile) => ({ provider_id: provider.id, name: 'Staff', mobile, role: 'receptionist' as const })))
      .execute();
    for (const mobile of mobiles) {
      await issueCode(db, { purpose: 'provider_login', target: mobile, now, secret: config.appSecret, policy: smsCodePolicy, code: '4821' });
    }

    let next = 0;
    const loginVerify = await load({
      url: `${url}/api/provider/auth/verify-login`,
      amount: verifyRequests,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => ({
            ...request,
            headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
            body: JSON.stringify({ mobile: mobiles[next++ % mobiles.length], otp: '4821', type: 'mobile' }),
          }),
        },
      ],
    });
    const notifications = await load({
      url: `${url}/api/provider/notifications?per_page=15`,
      duration: durationSeconds,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'ar' },
    });
    return { loginVerify, notifications };
  } finally {
    await app.close();
  }
}

function ratios(figures: Figures, baseline: Figures) {
  return {
    ...figures,
    rpsRatio: Number((figures.requestsPerSecond / baseline.requestsPerSecond).toFixed(4)),
    p99Ratio: Number((figures.p99Ms / Math.max(1, baseline.p99Ms)).toFixed(2)),
  };
}

const baseline = await bare();
const results: Record<string, unknown> = { bare: baseline };

const pglite = await openTestPglite();
try {
  const figures = await measure(pglite);
  results.pglite = { loginVerify: ratios(figures.loginVerify, baseline), notifications: ratios(figures.notifications, baseline) };
} finally {
  await pglite.close();
}

if (postgresProblem) {
  results.postgres = { skipped: `PostgreSQL not reachable (${postgresProblem})` };
} else {
  const postgres = await openTestPostgres('bench');
  try {
    const figures = await measure(postgres);
    results.postgres = { loginVerify: ratios(figures.loginVerify, baseline), notifications: ratios(figures.notifications, baseline) };
  } finally {
    await postgres.close();
  }
}

const report = { date: new Date().toISOString(), cpus: os.cpus().length, load: os.loadavg().map((n) => Number(n.toFixed(2))), connections, durationSeconds, verifyRequests, results };
mkdirSync('bench-results', { recursive: true });
writeFileSync(path.join('bench-results', 'server-auth.json'), `${JSON.stringify(report, null, 2)}\n`);

const rows: string[][] = [['route', 'database', 'req/s', 'p99 ms', 'req/s vs bare', 'p99 vs bare', 'non-2xx']];
rows.push(['bare Fastify', '—', String(baseline.requestsPerSecond), String(baseline.p99Ms), '1', '1', String(baseline.non2xx)]);
for (const kind of ['pglite', 'postgres'] as const) {
  const entry = results[kind] as Record<string, ReturnType<typeof ratios>> | { skipped: string };
  if ('skipped' in entry) {
    rows.push(['(all)', kind, String(entry.skipped), '', '', '', '']);
    continue;
  }
  for (const [name, f] of Object.entries(entry as Record<string, ReturnType<typeof ratios>>)) {
    rows.push([name, kind, String(f.requestsPerSecond), String(f.p99Ms), String(f.rpsRatio), String(f.p99Ratio), String(f.non2xx)]);
  }
}
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
console.log(`(load average ${report.load.join(' ')} on ${report.cpus} cores; written to bench-results/server-auth.json)`);
process.exit(0);
