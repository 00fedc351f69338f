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
