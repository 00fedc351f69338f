// The demo data: what the first start shows a provider, consistent with the rules the domain keeps.
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { findOnlineSalon } from '../domain/online-booking';
import { getPublicSalon } from '../domain/public-salon';
import { forEachDatabase } from '../test/databases';
import { seedDemo } from './seed';

forEachDatabase('demo booking seed', (ctx) => {
  const now = new Date();
  beforeAll(async () => {
    await seedDemo(ctx.db, now);
  }, 120_000);

  it('gives the main provider two salons, barbers, services, past and upcoming reservations and a wallet', async () => {
    const main = await ctx.db.selectFrom('provider_users').select('provider_id').where('mobile', '=', '500000001').executeTakeFirstOrThrow();
    const count = async (table: 'salons' | 'barbers' | 'services') =>
      Number((await ctx.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('provider_id', '=', main.provider_id).executeTakeFirstOrThrow()).n);
    expect(await count('salons')).toBe(2);
    expect(await count('barbers')).toBe(5);
    expect(await count('services')).toBe(8);
    const byStatus = await ctx.db
      .selectFrom('reservations')
      .select(['status', (eb) => eb.fn.countAll().as('n')])
      .where('provider_id', '=', main.provider_id)
      .groupBy('status')
      .execute();
    const statuses = Object.fromEntries(byStatus.map((r) => [r.status, Number(r.n)]));
    expect(statuses.completed).toBeGreaterThan(50);
    expect(statuses.confirmed).toBeGreaterThan(5);
    expect(statuses.pending).toBeGreaterThan(0);
    const upcoming = await ctx.db.selectFrom('reservations').select('id').where('provider_id', '=', main.provider_id).where('starts_at', '>', now).execute();
    expect(upcoming.length).toBeGreaterThan(10);
  });

  it('lets customers book the first salon online at /ar/s/elegance-salon, and gives every reservation its client', async () => {
    const online = await findOnlineSalon(ctx.db, 'elegance-salon');
    const salon = await ctx.db.selectFrom('salons').select(['id', 'name_en']).where('id', '=', online!.salonId).executeTakeFirstOrThrow();
    expect(salon.name_en).toBe('Elegance Salon');
    const page = await getPublicSalon(ctx.db, online!, 'ar');
    expect(page.services.length).toBeGreaterThan(0);
    expect(page.barbers.length).toBeGreaterThan(0);
    const clientless = await ctx.db.selectFrom('reservations as r').leftJoin('clients as c', 'c.id', 'r.client_id').select('r.id').where('c.id', 'is', null).execute();
    expect(clientless).toEqual([]);
  });

  it('keeps the wallet rules: balance = sum of the ledger, every running balance ≥ 0 and consistent', async () => {
    const main = await ctx.db.selectFrom('provider_users').select('provider_id').where('mobile', '=', '500000001').executeTakeFirstOrThrow();
    const wallet = await ctx.db.selectFrom('wallets').select('balance').where('provider_id', '=', main.provider_id).executeTakeFirstOrThrow();
    const entries = await ctx.db.selectFrom('wallet_entries').select(['amount', 'balance_after', 'type']).where('provider_id', '=', main.provider_id).orderBy('id').execute();
    let running = 0;
    for (const e of entries) {
      running += Number(e.amount);
      expect(Number(e.balance_after)).toBe(running);
    }
    expect(Number(wallet.balance)).toBe(running);
    expect(running).toBeGreaterThan(0);
    expect(new Set(entries.map((e) => e.type))).toEqual(new Set(['credit', 'dues', 'withdrawal']));
    // Live reservations never overlap (the constraint held while seeding), and none of a barber's past ones do either.
    const overlaps = await sql<{ n: string }>`
      SELECT count(*) AS n FROM reservations a JOIN reservations b
        ON a.barber_id = b.barber_id AND a.id < b.id AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
       WHERE a.status NOT IN ('cancelled') AND b.status NOT IN ('cancelled')`.execute(ctx.db);
    expect(Number(overlaps.rows[0]!.n)).toBe(0);
  });

  it('leaves the lapsed provider without a bank account or wallet', async () => {
    const lapsed = await ctx.db.selectFrom('provider_users').select('provider_id').where('mobile', '=', '500000002').executeTakeFirstOrThrow();
    expect(await ctx.db.selectFrom('bank_accounts').select('id').where('provider_id', '=', lapsed.provider_id).execute()).toEqual([]);
    expect(await ctx.db.selectFrom('wallets').select('balance').where('provider_id', '=', lapsed.provider_id).execute()).toEqual([]);
    expect(await ctx.db.selectFrom('salons').select('name_en').where('provider_id', '=', lapsed.provider_id).execute()).toEqual([{ name_en: 'Corner Barber' }]);
  });
});
