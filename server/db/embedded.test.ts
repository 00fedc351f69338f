// The embedded database as `npm start` runs it: PGlite in its own thread, reached over its socket
// with pg by several pooled connections. What a caller would notice if the sharing of PGlite's one
// backend went wrong: another connection's statements inside a transaction or between a Parse and
// its Sync, a rollback undoing someone else's commit, a transaction left open by a dead client; and
// what an operator would: data lost to `kill -9`, a stale lock refusing the next start.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestEmbedded, writeTestDataDir } from '../test/databases';
import { PREPARED } from '.';
import { embeddedSocketPort } from './embedded';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('embedded database: one backend shared by pooled connections', () => {
  let handle: Awaited<ReturnType<typeof openTestEmbedded>>;
  beforeAll(async () => {
    handle = await openTestEmbedded();
    await sql`CREATE TABLE race_accounts (id integer PRIMARY KEY, balance integer NOT NULL CHECK (balance >= 0))`.execute(handle.db);
    await sql`CREATE TABLE race_rows (label text NOT NULL)`.execute(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('20 racing withdrawals of 10 from a balance of 100: exactly 10 succeed and the balance is 0', async () => {
    await sql`INSERT INTO race_accounts (id, balance) VALUES (1, 100)`.execute(handle.db);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        handle.db.transaction().execute(async (trx) => {
          const row = await sql<{ balance: number }>`SELECT balance FROM race_accounts WHERE id = 1 FOR UPDATE`.execute(trx);
          // Another request's turn would come here if the backend changed hands inside a transaction.
          await new Promise((resolve) => setImmediate(resolve));
          if (row.rows[0]!.balance < 10) return 'refused';
          await sql`UPDATE race_accounts SET balance = balance - 10 WHERE id = 1`.execute(trx);
          return 'paid';
        }),
      ),
    );
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(10);
    const balance = await sql<{ balance: number }>`SELECT balance FROM race_accounts WHERE id = 1`.execute(handle.db);
    expect(balance.rows[0]!.balance).toBe(0);
  });

  it('one transaction’s rollback never undoes another’s commit', async () => {
    const failing = handle.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO race_rows (label) VALUES ('rolled back')`.execute(trx);
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw new Error('changed my mind');
    });
    const committing = Array.from({ length: 10 }, (_, i) =>
      handle.db.transaction().execute(async (trx) => {
        await sql`INSERT INTO race_rows (label) VALUES (${`committed ${i}`})`.execute(trx);
      }),
    );
    await expect(failing).rejects.toThrow('changed my mind');
    await Promise.all(committing);
    const labels = (await sql<{ label: string }>`SELECT label FROM race_rows ORDER BY label`.execute(handle.db)).rows.map((r) => r.label);
    expect(labels).toEqual(Array.from({ length: 10 }, (_, i) => `committed ${i}`).sort());
  });

  it('large statements arriving in several reads never mix with other connections’ statements', async () => {
    // pglite-socket's own queue interleaves these (wrong rows, errors); ours keeps each round trip whole.
    const big = 'x'.repeat(300_000);
    const results = await Promise.all(
      Array.from({ length: 60 }, async (_, i) => {
        if (i % 3 === 0) {
          const r = await sql<{ n: number }>`SELECT length(${big}::text) + ${i}::int AS n`.execute(handle.db);
          return r.rows[0]!.n === big.length + i;
        }
        if (i % 3 === 1) {
          return sql`SELECT 1 / (${i}::int - ${i}::int) AS z`.execute(handle.db).then(
            () => false,
            (error: Error) => /division by zero/.test(error.message),
          );
        }
        const r = await sql<{ label: string }>`SELECT ${`small ${i}`}::text AS label`.execute(handle.db);
        return r.rows[0]!.label === `small ${i}`;
      }),
    );
    expect(results.every(Boolean)).toBe(true);
  });

  it('a named (prepared) statement used by every connection at once: each gets its own answer', async () => {
    // Each pooled connection prepares the statement once; the second Parse of its name in the shared
    // backend would fail (42P05) if the worker did not answer it.
    const answers = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const r = await sql<{ n: number }>`${sql.raw(PREPARED)} SELECT ${i}::int * 2 AS n`.execute(handle.db);
        return r.rows[0]!.n;
      }),
    );
    expect(answers).toEqual(Array.from({ length: 40 }, (_, i) => i * 2));
  });

  it('a client that disconnects inside a transaction leaves nothing open and nothing written', async () => {
    const client = new pg.Client({ host: path.join(handle.dataDir, 'pgsocket'), port: embeddedSocketPort, user: 'postgres', database: 'postgres' });
    client.on('error', () => {});
    await client.connect();
    await client.query('BEGIN');
    await client.query(`INSERT INTO race_rows (label) VALUES ('from a dead client')`);
    const queued = sql<{ n: string }>`SELECT count(*) AS n FROM race_rows WHERE label = 'from a dead client'`.execute(handle.db);
    (client as unknown as { connection: { stream: net.Socket } }).connection.stream.destroy();
    const rows = await queued;
    expect(Number(rows.rows[0]!.n)).toBe(0);
    await sql`INSERT INTO race_rows (label) VALUES ('after')`.execute(handle.db);
  });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface RunningServer {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** `npm start`'s server (without the web build) on DATA_DIR, once it says it is running. */
async function startServer(dataDir: string): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web'), SEED_DEMO: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (output.includes('Mawid is running on')) resolve();
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
  child.removeAllListeners('exit');
  return { child, url: `http://127.0.0.1:${port}`, output: () => output };
}

describe('embedded database: autovacuum’s work, which PGlite does not do', () => {
  let handle: Awaited<ReturnType<typeof openTestEmbedded>>;
  beforeAll(async () => {
    // A pass every 100 ms instead of every minute.
    handle = await openTestEmbedded({ maintenanceIntervalMs: 100 });
  });
  afterAll(async () => {
    await handle?.close();
  });

  const stats = async (table: string) =>
    (
      await sql<{ vacuums: number; analyzes: number; size: number }>`
        SELECT vacuum_count::int AS vacuums, analyze_count::int AS analyzes, pg_relation_size(relid)::int AS size
          FROM pg_stat_user_tables WHERE relname = ${table}`.execute(handle.db)
    ).rows[0]!;

  it('a table rewritten over and over keeps its size: its dead rows are vacuumed and the space used again', async () => {
    await sql`CREATE TABLE churn (id integer PRIMARY KEY, note text NOT NULL)`.execute(handle.db);
    await sql`INSERT INTO churn SELECT g, repeat('x', 200) FROM generate_series(1, 500) g`.execute(handle.db);
    const sizes: number[] = [];
    for (let round = 1; round <= 6; round++) {
      const before = (await stats('churn')).vacuums;
      // Every row updated: 500 dead rows, over autovacuum's threshold (50 + 20 % of the live ones).
      await sql`UPDATE churn SET note = repeat(${String(round % 10)}, 200)`.execute(handle.db);
      await expect.poll(async () => (await stats('churn')).vacuums, { timeout: 10_000 }).toBeGreaterThan(before);
      sizes.push((await stats('churn')).size);
    }
    // Without the vacuum each round adds a table's worth of pages (seven times the first size by the
    // end); with it the updates reuse the space the last round freed.
    expect(sizes.at(-1)!).toBeLessThanOrEqual(sizes[0]! * 1.5);
    const rows = await sql<{ count: number }>`SELECT count(*)::int AS count FROM churn WHERE note = repeat('6', 200)`.execute(handle.db);
    expect(rows.rows[0]!.count).toBe(500);
  });

  it('a table that only grew is analyzed, not vacuumed', async () => {
    await sql`CREATE TABLE grown (id integer PRIMARY KEY)`.execute(handle.db);
    await sql`INSERT INTO grown SELECT g FROM generate_series(1, 1000) g`.execute(handle.db);
    await expect.poll(async () => (await stats('grown')).analyzes, { timeout: 10_000 }).toBeGreaterThan(0);
    expect((await stats('grown')).vacuums).toBe(0);
  });

  it('requests made while the passes run are answered in full', async () => {
    await sql`CREATE TABLE busy (id integer PRIMARY KEY, n integer NOT NULL)`.execute(handle.db);
    await sql`INSERT INTO busy SELECT g, 0 FROM generate_series(1, 200) g`.execute(handle.db);
    const started = (await stats('busy')).vacuums;
    // Updates for a while, each making dead rows, while passes come every 100 ms.
    for (let i = 0; i < 40; i++) {
      await Promise.all(Array.from({ length: 5 }, () => sql`UPDATE busy SET n = n + 1`.execute(handle.db)));
    }
    const total = await sql<{ sum: number }>`SELECT sum(n)::int AS sum FROM busy`.execute(handle.db);
    expect(total.rows[0]!.sum).toBe(200 * 200);
    await expect.poll(async () => (await stats('busy')).vacuums, { timeout: 10_000 }).toBeGreaterThan(started);
  });
});

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('embedded database under npm start', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mawid-k-'));
  const started: ChildProcess[] = [];
  beforeAll(async () => {
    mkdirSync(dataDir, { recursive: true });
    await writeTestDataDir(dataDir);
  });
  afterAll(async () => {
    for (const child of started) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited(child);
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses nothing it acknowledged when killed with kill -9, starts again at once, and refuses a second server on the same DATA_DIR', async () => {
    const first = await startServer(dataDir);
    started.push(first.child);
    const mobiles = Array.from({ length: 20 }, (_, i) => `5${String(70000000 + i)}`);
    const answers = await Promise.all(
      mobiles.map((mobile, i) =>
        fetch(`${first.url}/api/provider/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': 'en' },
          body: JSON.stringify({ name: `Owner ${i}`, mobile, country_code: '+966', email: `owner${i}@example.com` }),
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(mobiles.map(() => 200));

    // While it runs, a second server on the same DATA_DIR is refused (two PGlites on one folder would corrupt it).
    const second = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'development', PORT: String(await freePort()), DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web'), SEED_DEMO: '0', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push(second);
    let refusal = '';
    second.stderr!.on('data', (chunk: Buffer) => (refusal += chunk.toString()));
    expect(await exited(second)).not.toBe(0);
    expect(refusal).toContain('another server is using the embedded database');

    first.child.kill('SIGKILL');
    await exited(first.child);

    const again = await startServer(dataDir);
    started.push(again.child);
    for (const mobile of mobiles) {
      const outbox = (await (await fetch(`${again.url}/api/dev/sms-outbox?mobile=${mobile}`, { headers: { 'accept-language': 'en' } })).json()) as { data: unknown[] };
      expect(outbox.data).toHaveLength(1);
    }
    again.child.kill('SIGTERM');
    expect(await exited(again.child)).toBe(0);
  }, 180_000);
});
