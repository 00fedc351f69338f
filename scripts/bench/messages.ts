// `npm run bench messages`: the message queue draining 10,000 due reminders on PostgreSQL while the
// same server answers the slots call (issue 19). Goals: every reminder drained (sent, each once) in
// under 60 s; the slots call's p99 during the drain under 2× its p99 before it. The server (with its
// queue, as `npm start` runs it) is in a process of its own (_server.ts messages), autocannon here;
// every slots answer must be 200 and hold the asked day; the outbox is counted after the drain.
import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { postgresProblem, testPostgresUrl } from '../../server/test/database-setup';
import type { MessagesFixtures } from './_server';
import { checked, load, report, root, type Figures, type GoalRow } from './_load';

const GOAL_DRAIN_MS = 60_000;
const GOAL_P99_GROWTH = 2;
/** Fewer connections than the throughput benches: this is about the time of one answer, not the most answers. */
const CONNECTIONS = 10;

if (postgresProblem) {
  // Its goals are PostgreSQL's (the issue's): without it nothing can be measured, and saying so must not look like a run.
  console.error(`PostgreSQL not reachable (${postgresProblem}): the messages bench needs it (see README, DATABASE_URL); nothing measured.`);
  process.exit(1);
}

const child = fork(path.join(root, 'scripts', 'bench', '_server.ts'), ['messages', 'postgres'], {
  cwd: root,
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const ready = await new Promise<{ url: string; fixtures: MessagesFixtures }>((resolve, reject) => {
  child.once('message', (message) => resolve(message as { url: string; fixtures: MessagesFixtures }));
  child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});
child.removeAllListeners('exit');
const w = ready.fixtures;
const headers = { authorization: `Bearer ${w.token}`, 'accept-language': 'en' };
const slotsUrl = `${ready.url}/api/provider/slots?salon_id=${w.salonId}&service_ids=${w.serviceId}&date=${w.day}`;
let short = 0;
const slots = {
  url: slotsUrl,
  headers,
  connections: CONNECTIONS,
  requests: [{ onResponse: (_status: number, text: string) => void (text.includes(`"date":"${w.day}"`) || short++) }],
};

// Before: the queue idle (nothing due).
await load({ ...slots, duration: 2 });
const before = await load({ ...slots, duration: 10 });

const admin = new pg.Client({ connectionString: testPostgresUrl });
await admin.connect();
const drained = async () =>
  Number(
    (await admin.query<{ n: string }>(`SELECT count(*) AS n FROM "${w.schema}".customer_messages WHERE kind = 'reminder' AND status <> 'queued' AND offset_minutes = 120 AND send_at <= now()`)).rows[0]!.n,
  );

// During: the reminders made due, with their jobs; the slots call loaded until every one is drained.
const enqueued = await new Promise<{ enqueued: number; startedAt: number }>((resolve) => {
  child.once('message', (message) => resolve(message as { enqueued: number; startedAt: number }));
  child.send('enqueue');
});
// autocannon with a callback hands back its run, which stops when told (the drain's end).
const runWithCallback = autocannon as unknown as (options: autocannon.Options, done: (error: Error | null, result: autocannon.Result) => void) => { stop(): void };
let tracker: { stop(): void } | undefined;
const during = new Promise<autocannon.Result>((resolve, reject) => {
  tracker = runWithCallback({ ...slots, duration: 300 } as autocannon.Options, (error, result) => (error ? reject(error) : resolve(result)));
});
let drainMs = Number.NaN;
let done = 0;
for (;;) {
  done = await drained();
  if (done >= enqueued.enqueued) {
    drainMs = Date.now() - enqueued.startedAt;
    break;
  }
  if (Date.now() - enqueued.startedAt > 240_000) break;
  await new Promise((resolve) => setTimeout(resolve, 250));
}
tracker!.stop();
const result = await during;
const duringFigures: Figures = {
  rps: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  requests: result.requests.total ?? 0,
  ok: result.statusCodeStats?.['200']?.count ?? 0,
  wrong: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).filter(([code]) => code !== '200').map(([code, s]) => [code, s.count])),
  errors: result.errors,
  timeouts: result.timeouts,
};

const outcome = (
  await admin.query<{ status: string; n: string }>(`SELECT status, count(*) AS n FROM "${w.schema}".customer_messages WHERE kind = 'reminder' AND offset_minutes = 120 GROUP BY status`)
).rows;
const outbox = Number((await admin.query<{ n: string }>(`SELECT count(*) AS n FROM "${w.schema}".whatsapp_outbox`)).rows[0]!.n);
await admin.end();
await new Promise<void>((resolve) => {
  child.once('exit', () => resolve());
  child.send('stop');
});

const sent = Number(outcome.find((o) => o.status === 'sent')?.n ?? 0);
const answered = (f: Figures) => f.ok > 0 && Object.keys(f.wrong).length === 0 && f.errors === 0 && f.timeouts === 0;
const allAnswered = answered(before) && answered(duringFigures) && short === 0;
const growth = +(duringFigures.p99Ms / Math.max(1, before.p99Ms)).toFixed(2);
const rows: GoalRow[] = [
  {
    call: `drain ${enqueued.enqueued} due reminders`,
    database: 'PostgreSQL',
    rps: Number.isFinite(drainMs) ? Math.round(enqueued.enqueued / (drainMs / 1000)) : 0,
    p99Ms: 0,
    ratio: null,
    rounds: Number.isFinite(drainMs) ? `${(drainMs / 1000).toFixed(1)} s` : `not drained (${done} of ${enqueued.enqueued})`,
    answers: `${sent} sent, ${outbox} in the outbox${outcome.length > 1 ? `, ${JSON.stringify(outcome)}` : ''}`,
    goal: `all sent once, < ${GOAL_DRAIN_MS / 1000} s`,
    met: Number.isFinite(drainMs) && drainMs < GOAL_DRAIN_MS && sent === enqueued.enqueued && outbox === enqueued.enqueued,
  },
  {
    call: 'slots, one day, queue idle',
    database: 'PostgreSQL',
    rps: before.rps,
    p99Ms: before.p99Ms,
    ratio: null,
    rounds: `median ${before.p50Ms} ms`,
    answers: checked(before),
    goal: 'every answer 200 with its day',
    met: answered(before),
  },
  {
    call: 'slots, one day, during the drain',
    database: 'PostgreSQL',
    rps: duringFigures.rps,
    p99Ms: duringFigures.p99Ms,
    ratio: growth,
    rounds: `median ${duringFigures.p50Ms} ms`,
    answers: checked(duringFigures) + (short ? `, ${short} without the day` : ''),
    goal: `p99 < ${GOAL_P99_GROWTH}× idle, every answer 200`,
    met: growth < GOAL_P99_GROWTH && allAnswered,
  },
];
console.log(`(slots at ${CONNECTIONS} connections; "vs bare" is the p99 during the drain over the p99 before it)`);
report('messages', 'Customer messages (issue 19): 10,000 due 2-hour reminders drained by the server that answers the slots call, PostgreSQL.', rows, {
  details: { drainMs, enqueued: enqueued.enqueued, outcome, outbox, before, during: duringFigures, growth, short },
});
// The figures are written; autocannon's agents keep sockets open, so end here (a goal not met is
// printed, not an exit code: benches report, tests fail).
process.exit(0);
