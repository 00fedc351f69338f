import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { forEachDatabase, pgliteTemplate } from '../test/databases';
import { createDatabase, migrate, readMigrations } from '.';

forEachDatabase('migrations', (ctx) => {
  it('applies every migration once and records it', async () => {
    const names = (await ctx.db.selectFrom('schema_migrations').select('name').orderBy('name').execute()).map((r) => r.name);
    expect(names).toEqual(readMigrations().map((m) => m.name));
    expect(await migrate(ctx.handle)).toEqual([]);
  });

  it('rolls a failing migration back as a whole and records nothing', async () => {
    const broken = { name: '0099_broken_test', sql: 'CREATE TABLE half_done (id integer); SELECT no_such_column FROM providers;' };
    await expect(migrate(ctx.handle, [broken])).rejects.toThrow();
    const table = await sql<{ exists: boolean }>`SELECT to_regclass('half_done') IS NOT NULL AS exists`.execute(ctx.db);
    expect(table.rows[0]?.exists).toBe(false);
    const recorded = await ctx.db.selectFrom('schema_migrations').where('name', '=', broken.name).select('name').execute();
    expect(recorded).toEqual([]);
  });

  it('compares e-mails without case (citext)', async () => {
    const provider = await ctx.db
      .insertInto('providers')
      .values({ commercial_name_ar: 'صالون', commercial_name_en: 'Salon' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('provider_users')
      .values({ provider_id: provider.id, name: 'A', mobile: '512345678', email: 'Case@Example.com', role: 'owner' })
      .execute();
    const found = await ctx.db.selectFrom('provider_users').where('email', '=', 'case@example.COM').select('mobile').execute();
    expect(found).toEqual([{ mobile: '512345678' }]);
  });

  it('refuses overlapping subscription periods of one subscriber', async () => {
    const pkg = await ctx.db
      .insertInto('packages')
      .values({ audience: 'provider', name_ar: 'أساسي', name_en: 'Basic', price: 1000, duration_days: 30 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const period = { audience: 'provider' as const, subscriber_id: 99, package_id: pkg.id };
    await ctx.db.insertInto('subscriptions').values({ ...period, started_at: '2025-01-01T00:00:00Z', expire_at: '2025-02-01T00:00:00Z' }).execute();
    await expect(
      ctx.db.insertInto('subscriptions').values({ ...period, started_at: '2025-01-15T00:00:00Z', expire_at: '2025-03-01T00:00:00Z' }).execute(),
    ).rejects.toMatchObject({ code: '23P01' });
    // Back to back is fine.
    await ctx.db.insertInto('subscriptions').values({ ...period, started_at: '2025-02-01T00:00:00Z', expire_at: '2025-03-01T00:00:00Z' }).execute();
  });
});

describe('PGlite on disk', () => {
  it('keeps data between openings of the same DATA_DIR', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mawid-db-'));
    try {
      // Starting from the migrated template skips initdb, which is slow on disk.
      const first = await createDatabase({ kind: 'pglite', dataDir: dir, loadDataDir: await pgliteTemplate() });
      expect(await migrate(first)).toEqual([]);
      await first.db.insertInto('sms_outbox').values({ recipient: '+966500000001', body: 'hello' }).execute();
      await first.close();

      const second = await createDatabase({ kind: 'pglite', dataDir: dir });
      expect(await migrate(second)).toEqual([]);
      const rows = await second.db.selectFrom('sms_outbox').select('body').execute();
      expect(rows).toEqual([{ body: 'hello' }]);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
