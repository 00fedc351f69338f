// The platform half of the demo data: the accounts product-decisions promises, seeded once.
import { beforeAll, expect, it } from 'vitest';
import { authenticateFocus } from '../domain/focus';
import { activeSubscription } from '../domain/packages';
import { forEachDatabase } from '../test/databases';
import { demoPassword, seedDemo, type DemoLogin } from './seed';

forEachDatabase('demo accounts', (ctx) => {
  const now = new Date();
  let logins: DemoLogin[] | null;
  beforeAll(async () => {
    logins = await seedDemo(ctx.db, now);
  }, 120_000);

  it('prints the logins once; a second start seeds nothing', async () => {
    expect(logins?.map((l) => l.login)).toEqual(['+966 500000001', '+966 500000002', '+966 500000003', 'focus@example.com', 'nopackage@example.com']);
    expect(await seedDemo(ctx.db, now)).toBeNull();
  });

  it('gives provider 1 a super admin owner, a bank account, an active package and unread notifications', async () => {
    const owner = await ctx.db.selectFrom('provider_users').selectAll().where('mobile', '=', '500000001').executeTakeFirstOrThrow();
    expect(owner).toMatchObject({ role: 'owner', is_super_admin: true });
    expect(await ctx.db.selectFrom('bank_accounts').select('iban').where('provider_id', '=', owner.provider_id).executeTakeFirst()).toBeDefined();
    expect(await activeSubscription(ctx.db, 'provider', owner.provider_id, now)).toBeDefined();
    const unread = await ctx.db.selectFrom('notifications').select('id').where('recipient_id', '=', owner.id).where('read_at', 'is', null).execute();
    expect(unread.length).toBeGreaterThanOrEqual(3);
  });

  it('gives the demo owner more notifications than the card shows: over 2 days, and over 3 on one day', async () => {
    const owner = await ctx.db.selectFrom('provider_users').select('id').where('mobile', '=', '500000001').executeTakeFirstOrThrow();
    const rows = await ctx.db.selectFrom('notifications').select('created_at').where('recipient_id', '=', owner.id).where('recipient_kind', '=', 'provider').execute();
    const perDay = new Map<string, number>();
    for (const { created_at } of rows) {
      const day = new Date(created_at).toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' });
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    expect(perDay.size).toBeGreaterThan(2);
    expect(Math.max(...perDay.values())).toBeGreaterThan(3);
  });

  it("writes each demo booking's notification in every language, naming the service in that language", async () => {
    const owner = await ctx.db.selectFrom('provider_users').select('id').where('mobile', '=', '500000001').executeTakeFirstOrThrow();
    const rows = await ctx.db.selectFrom('notifications').select('data').where('recipient_id', '=', owner.id).where('recipient_kind', '=', 'provider').execute();
    const texts = rows.map((r) => (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as Record<string, { title: string; body: string }>);
    const bookings = texts.filter((t) => t.en?.title === 'New booking');
    expect(bookings.length).toBeGreaterThan(3);
    const latest = bookings.find((t) => t.en!.body.startsWith('عبدالله'))!;
    expect(latest.en!.body).toMatch(/^عبدالله booked Haircut for 4:00\sPM\.$/u);
    expect(latest.tr!.body).toContain('Saç kesimi');
    expect(latest.ar!.body).toContain('قص شعر');
    expect(latest.ur!.body).toContain('بال کٹوانا');
    for (const t of bookings) expect(t.en!.body).not.toMatch(/booked [\u0600-\u06FF]/);
  });

  it('leaves provider 2 without a bank account and with an expired package', async () => {
    const lapsed = await ctx.db.selectFrom('provider_users').selectAll().where('mobile', '=', '500000002').executeTakeFirstOrThrow();
    expect(await ctx.db.selectFrom('bank_accounts').select('id').where('provider_id', '=', lapsed.provider_id).executeTakeFirst()).toBeUndefined();
    expect(await activeSubscription(ctx.db, 'provider', lapsed.provider_id, now)).toBeUndefined();
    expect(await ctx.db.selectFrom('subscriptions').select('id').where('subscriber_id', '=', lapsed.provider_id).where('audience', '=', 'provider').executeTakeFirst()).toBeDefined();
  });

  it('lets both focus users sign in with the demo password, one of them with a package', async () => {
    const withPackage = await authenticateFocus(ctx.db, 'focus@example.com', demoPassword);
    const without = await authenticateFocus(ctx.db, 'nopackage@example.com', demoPassword);
    expect(await activeSubscription(ctx.db, 'focus', withPackage.id, now)).toBeDefined();
    expect(await activeSubscription(ctx.db, 'focus', without.id, now)).toBeUndefined();
  });
});
