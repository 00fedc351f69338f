/**
 * Test databases without any test runner: a migrated PGlite from a cached template, a fresh
 * PostgreSQL schema. Used by the test helpers (databases.ts) and by the benchmarks.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createDatabase, migrate, pgliteExtensions, quoteIdent, readMigrations, type DatabaseHandle } from '../db';

export const testPostgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function probePostgres(url: string): Promise<string | null> {
  if (process.env.SKIP_POSTGRES === '1') return 'SKIP_POSTGRES=1';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message || error.name : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

export const postgresProblem = await probePostgres(testPostgresUrl);
/** Whether the PostgreSQL half of each suite runs. */
export const postgresAvailable = postgresProblem === null;
export const safeUrl = testPostgresUrl.replace(/\/\/[^@/]*@/, '//');

let templateBlob: Promise<Blob> | undefined;

/** A migrated PGlite data directory, built once and kept in the temp folder while the migrations are unchanged. */
export function pgliteTemplate(): Promise<Blob> {
  templateBlob ??= (async () => {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const pgliteVersion = (JSON.parse(readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as { version: string }).version;
    const hash = createHash('sha256').update(pgliteVersion);
    for (const migration of readMigrations()) hash.update(migration.name).update('\0').update(migration.sql);
    const file = path.join(os.tmpdir(), `mawid-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const pglite = new PGlite({ extensions: pgliteExtensions });
    const handle = await createDatabase({ kind: 'pglite', pglite });
    await migrate(handle);
    const dump = await pglite.dumpDataDir('none');
    await handle.close();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  })();
  return templateBlob;
}

/** A fresh, migrated PGlite database (in memory). */
export async function openTestPglite(): Promise<DatabaseHandle> {
  return createDatabase({ kind: 'pglite', loadDataDir: await pgliteTemplate() });
}

/**
 * A migrated PGlite data directory at `dataDir/pgdata`, on disk, from the template (initdb on disk
 * is slow): where the embedded database (`kind: 'embedded'`) or a server with DATA_DIR=dataDir starts.
 */
export async function writeTestDataDir(dataDir: string): Promise<void> {
  const seed = await createDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pgdata'), loadDataDir: await pgliteTemplate() });
  await seed.close();
}

/**
 * A fresh, migrated embedded database as the server runs it: PGlite in its own thread, reached over
 * its unix socket with pg. Closing the handle stops it and removes its files.
 */
export async function openTestEmbedded(options: { maintenanceIntervalMs?: number } = {}): Promise<DatabaseHandle & { dataDir: string }> {
  // Short: the socket's path must fit in a unix socket address.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mawid-e-'));
  await writeTestDataDir(dataDir);
  const handle = await createDatabase({ kind: 'embedded', dataDir, maxConnections: 5, ...options });
  return {
    ...handle,
    dataDir,
    close: async () => {
      try {
        await handle.close();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** A fresh, migrated schema on the test PostgreSQL server; closing the handle drops it. */
export async function openTestPostgres(label = 'test'): Promise<DatabaseHandle> {
  const schema = `t_${label.toLowerCase().replace(/[^a-z0-9]+/g, '_').slice(0, 30)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testPostgresUrl });
  await admin.connect();
  try {
    // Extensions live once per database, in public; creating them under a lock avoids two
    // test files racing on CREATE EXTENSION.
    await admin.query('SELECT pg_advisory_lock(7266831)');
    for (const name of ['btree_gist', 'citext', 'pgcrypto']) await admin.query(`CREATE EXTENSION IF NOT EXISTS ${name} SCHEMA public`);
    await admin.query('SELECT pg_advisory_unlock(7266831)');
    await admin.query(`CREATE SCHEMA ${quoteIdent(schema)}`);
  } finally {
    await admin.end();
  }
  const handle = await createDatabase({ kind: 'postgres', url: testPostgresUrl, schema, maxConnections: 5 });
  await migrate(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: testPostgresUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
      } finally {
        await dropper.end();
      }
    },
  };
}

