/**
 * Runs a suite once per database: PGlite always, PostgreSQL too when it is reachable, and with
 * `{ embedded: true }` the embedded database as the server runs it (PGlite in its own thread over
 * its socket, through pg): suites about concurrency use it, the rest keep in-process PGlite for speed.
 *
 *   forEachDatabase('wallet', (ctx) => {
 *     it('credits', async () => { await ctx.db.insertInto(...)... });
 *   });
 *
 * Each suite gets its own migrated database: PGlite is loaded from a migrated template made once
 * (cached in the OS temp folder, keyed by the migrations' content), PostgreSQL gets a fresh schema
 * that is dropped afterwards. Set TEST_DATABASE_URL to use another server; SKIP_POSTGRES=1 skips it.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Database, DatabaseHandle } from '../db';
import { openTestEmbedded, openTestPglite, openTestPostgres, postgresAvailable, postgresProblem, safeUrl } from './database-setup';

export { openTestEmbedded, openTestPglite,  pgliteTemplate,   writeTestDataDir } from './database-setup';

type DatabaseKind = 'pglite' | 'embedded' | 'postgres';

export interface DatabaseSuiteOptions {
  /** Also run the suite on the embedded database over its socket (slower to open: for concurrency). */
  embedded?: boolean;
}

export interface DatabaseContext {
  readonly kind: DatabaseKind;
  readonly handle: DatabaseHandle;
  readonly db: Kysely<Database>;
}

if (postgresProblem) {
  console.warn(`[tests] PostgreSQL not reachable at ${safeUrl} (${postgresProblem}): PostgreSQL suites are skipped; PGlite suites run.`);
}

/** Defines `suite` once per available database; `ctx` is usable inside hooks and tests. */
export function forEachDatabase(name: string, suite: (ctx: DatabaseContext) => void, options: DatabaseSuiteOptions = {}): void {
  const kinds: DatabaseKind[] = options.embedded ? ['pglite', 'embedded', 'postgres'] : ['pglite', 'postgres'];
  for (const kind of kinds) {
    if (kind === 'postgres' && !postgresAvailable) {
      describe.skip(`${name} · postgres (skipped: not reachable at ${safeUrl})`, () => suite(unavailable(kind)));
      continue;
    }
    describe(`${name} · ${kind}`, () => {
      let handle: DatabaseHandle | undefined;
      beforeAll(async () => {
        handle = kind === 'pglite' ? await openTestPglite() : kind === 'embedded' ? await openTestEmbedded() : await openTestPostgres(name);
      });
      afterAll(async () => {
        await handle?.close();
        handle = undefined;
      });
      suite({
        kind,
        get handle() {
          if (!handle) throw new Error('the test database opens in beforeAll: use ctx inside hooks and tests');
          return handle;
        },
        get db() {
          return this.handle.db;
        },
      });
    });
  }
}

function unavailable(kind: DatabaseKind): DatabaseContext {
  return {
    kind,
    get handle(): DatabaseHandle {
      throw new Error('database not available');
    },
    get db(): Kysely<Database> {
      throw new Error('database not available');
    },
  };
}
