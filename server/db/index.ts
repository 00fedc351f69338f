import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { createHash } from 'node:crypto';
import { Kysely, PGliteDialect, PostgresDialect, type Compilable, type PostgresPool, type QueryResult } from 'kysely';
import pg from 'pg';
import { embeddedSocketPort, startEmbeddedDatabase } from './embedded';
import type { Database } from './schema';

export type { Database } from './schema';

/** The database a process works with: Kysely for queries, plus what migrations and shutdown need. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** Runs a multi-statement SQL script in one implicit transaction (simple query protocol). */
  execScript(script: string): Promise<void>;
  /** Runs `work` holding a database-wide lock (serialises migrations between processes). */
  withLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  /** PGlite in this thread: tests (in memory, from a template) and tools. */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob; pglite?: PGlite }
  /**
   * The server's embedded database: PGlite in its own thread with its files under `dataDir`, reached
   * over a unix socket with `pg` like PostgreSQL (server/db/embedded.ts). `onExit`: the thread ended
   * unexpectedly (default: log and exit the process, which cannot serve without it).
   * `maintenanceIntervalMs`: how often the thread vacuums and analyzes what needs it (default 60 s).
   */
  | { kind: 'embedded'; dataDir: string; maxConnections?: number; onExit?: (error: Error) => void; maintenanceIntervalMs?: number }
  | { kind: 'postgres'; url: string; schema?: string; maxConnections?: number };

/** Extensions PGlite loads at start; migrations `CREATE EXTENSION` the ones they need. */
export const pgliteExtensions = { btree_gist, citext, pgcrypto };

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens PGlite (files under `dataDir`, or in memory without one) or a PostgreSQL pool.
 * With `schema`, every pooled connection works in that schema (tests isolate themselves so).
 */
export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'pglite') return openPglite(options);
  if (options.kind === 'embedded') return openEmbedded(options);
  return openPostgres(options);
}

/**
 * Connections of the server to its embedded database. They share PGlite's one backend, which runs
 * one round trip or transaction at a time; several of them keep the next one waiting in its thread
 * while this thread reads the last answer.
 */
const embeddedConnections = 8;

async function openEmbedded(options: { dataDir: string; maxConnections?: number; onExit?: (error: Error) => void; maintenanceIntervalMs?: number }): Promise<DatabaseHandle> {
  const embedded = await startEmbeddedDatabase(
    options.dataDir,
    options.onExit ??
      ((error) => {
        console.error(`The embedded database stopped: ${error.message}`);
        process.exit(1);
      }),
    { maintenanceIntervalMs: options.maintenanceIntervalMs },
  );
  const pool = new pg.Pool({
    host: embedded.socketDir,
    port: embeddedSocketPort,
    user: 'postgres',
    database: 'postgres',
    max: options.maxConnections ?? embeddedConnections,
  });
  pool.on('error', () => {});
  // Named statements too: the connections share one backend, and its thread answers a connection's
  // Parse of a statement another connection already prepared (pglite-worker.mjs).
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
  return {
    db,
    kind: 'pglite',
    execScript: async (script) => {
      const client = await pool.connect();
      try {
        await client.query(script);
      } finally {
        client.release();
      }
    },
    // This process owns the files (the socket refuses a second server): nobody else migrates.
    withLock: (work) => work(),
    close: async () => {
      try {
        await db.destroy();
      } finally {
        await embedded.stop();
      }
    },
  };
}

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob; pglite?: PGlite }): Promise<DatabaseHandle> {
  let pglite = options.pglite;
  if (!pglite) {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    pglite = new PGlite({
      extensions: pgliteExtensions,
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  }
  await pglite.waitReady;
  const instance = pglite;
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: instance }) });
  return {
    db,
    kind: 'pglite',
    // Through Kysely's connection so the script never interleaves with a query in flight.
    execScript: (script) => db.connection().execute(async () => void (await instance.exec(script))),
    // PGlite is one connection in one process: the connection itself is the lock.
    withLock: (work) => work(),
    close: async () => {
      await db.destroy();
      if (!instance.closed) await instance.close();
    },
  };
}

async function openPostgres(options: { url: string; schema?: string; maxConnections?: number }): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    ...(options.schema ? { options: `-c search_path=${quoteIdent(options.schema)},public` } : {}),
  });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
  return {
    db,
    kind: 'postgres',
    execScript: async (script) => {
      const client = await pool.connect();
      try {
        await client.query(script);
      } finally {
        client.release();
      }
    },
    withLock: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock(7266830)');
        try {
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock(7266830)');
        }
      } finally {
        client.release();
      }
    },
    close: () => db.destroy(),
  };
}

/**
 * A query whose text starts with this comment stays prepared on each PostgreSQL connection: parsed
 * and planned once, then only bound and run. For hot queries of fixed text (a list goes in as one
 * array parameter, `= ANY($1)`, never spliced in, or every length would be another statement).
 * The embedded database holds them once for all its connections; in-process PGlite (tests) runs
 * them like any other query.
 */
export const PREPARED = '/* prepared */';

/**
 * Runs a query built with Kysely as a `PREPARED` one (its text must be fixed: no list spliced in,
 * no part present only sometimes, or every variant is a statement of its own), with `db` (a
 * transaction's, or the pool's).
 */
export async function executePrepared<R>(db: Pick<Kysely<Database>, 'executeQuery'>, query: Compilable<R>): Promise<QueryResult<R>> {
  const compiled = query.compile();
  return db.executeQuery({ ...compiled, sql: `${PREPARED}\n${compiled.sql}` });
}

const statementNames = new Map<string, string>();

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `mawid_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** The pool as Kysely sees it, with `PREPARED` queries sent as named (prepared) statements. */
function preparingPool(pool: pg.Pool): PostgresPool {
  const patched = new WeakSet<pg.PoolClient>();
  return {
    options: pool.options,
    end: () => pool.end(),
    connect: async () => {
      const client = await pool.connect();
      if (!patched.has(client)) {
        patched.add(client);
        const query = client.query.bind(client) as (config: unknown, values?: unknown) => Promise<unknown>;
        const prepared = (config: unknown, values?: unknown) =>
          typeof config === 'string' && config.startsWith(PREPARED) ? query({ name: statementName(config), text: config, values }) : query(config, values);
        client.query = prepared as typeof client.query;
      }
      return client;
    },
  };
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function quoteLiteral(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

export interface Migration {
  name: string;
  sql: string;
}

/** The versioned migrations, in order: `NNNN_name.sql` (0001–0099 platform, 0100+ booking). */
export function readMigrations(dir = migrationsDir): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ name: file.replace(/\.sql$/, ''), sql: readFileSync(path.join(dir, file), 'utf8') }));
}

/**
 * Applies the migrations not yet applied, each with its bookkeeping row in one transaction,
 * under a lock so that two processes starting together do not both migrate. Returns the names applied.
 */
export async function migrate(handle: DatabaseHandle, migrations: Migration[] = readMigrations()): Promise<string[]> {
  return handle.withLock(async () => {
    await handle.execScript(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await handle.db.selectFrom('schema_migrations').select('name').execute()).map((row) => row.name));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.name)) continue;
      await handle.execScript(`${migration.sql}\n;\nINSERT INTO schema_migrations (name) VALUES (${quoteLiteral(migration.name)});`);
      applied.push(migration.name);
    }
    return applied;
  });
}
