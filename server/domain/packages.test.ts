import { expect, it } from 'vitest';
import { forEachDatabase } from '../test/databases';
import { createProvider } from '../test/fixtures';
import { activeSubscription, activeSubscriptionView, listPackages, notifyExpiringPackages, subscribe } from './packages';

forEachDatabase('packages', (ctx) => {
  const day = 86_400_000;

  it('lists each audience its own catalogue, in order', async () => {
    expect((await listPackages(ctx.db, 'provider')).map((p) => p.name_en)).toEqual(['Basic', 'Pro', 'Premium']);
    expect((await listPackages(ctx.db, 'focus')).map((p) => p.name_en)).toEqual(['Focus monthly', 'Focus yearly']);
  });

  it('promises focus users only parts that exist, each named as the part it is', async () => {
    const focus = await listPackages(ctx.db, 'focus');
    const features = focus.flatMap((p) => p.features);
    expect(features.map((f) => f.name_en)).not.toContain('Video room');
    expect(features.map((f) => f.name_en)).not.toContain('Calendar');
    expect(focus.every((p) => p.features.some((f) => f.part === 'room_settings'))).toBe(true);
    expect(features.filter((f) => f.part !== undefined && f.part !== null).every((f) => f.part === 'room_settings')).toBe(true);
  });

  it('starts, extends the same package, and replaces with another without overlapping periods', async () => {
    const me = await createProvider(ctx.db, { packageDays: 0 });
    const [basic, pro] = await listPackages(ctx.db, 'provider');
    const now = new Date('2030-05-01T10:00:00Z');
    const first = await subscribe(ctx.db, { audience: 'provider', subscriberId: me.providerId, packageId: basic!.id, now });
    expect(first).toMatchObject({ ok: true, subscription: { started_at: now, expire_at: new Date(now.getTime() + 30 * day) } });
    const extended = await subscribe(ctx.db, { audience: 'provider', subscriberId: me.providerId, packageId: basic!.id, now: new Date(now.getTime() + day) });
    expect(extended).toMatchObject({ ok: true, subscription: { expire_at: new Date(now.getTime() + 60 * day) } });
    const later = new Date(now.getTime() + 2 * day);
    const replaced = await subscribe(ctx.db, { audience: 'provider', subscriberId: me.providerId, packageId: pro!.id, now: later });
    expect(replaced).toMatchObject({ ok: true, subscription: { started_at: later, expire_at: new Date(later.getTime() + 30 * day) } });
    expect((await activeSubscription(ctx.db, 'provider', me.providerId, later))?.package_id).toBe(pro!.id);
    const view = await activeSubscriptionView(ctx.db, 'en', 'provider', me.providerId, new Date(later.getTime() + 1000));
    expect(view).toMatchObject({ package_name: 'Pro', expire_at_timer: 30 * 86_400 - 1 });
  });

  it('two simultaneous subscriptions to the same package extend it twice, never overlap', async () => {
    const me = await createProvider(ctx.db, { packageDays: 0 });
    const [basic] = await listPackages(ctx.db, 'provider');
    const now = new Date('2031-01-01T00:00:00Z');
    const results = await Promise.all([0, 1].map(() => subscribe(ctx.db, { audience: 'provider', subscriberId: me.providerId, packageId: basic!.id, now })));
    expect(results.every((r) => r.ok)).toBe(true);
    const rows = await ctx.db.selectFrom('subscriptions').select(['expire_at']).where('audience', '=', 'provider').where('subscriber_id', '=', me.providerId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.expire_at).toEqual(new Date(now.getTime() + 60 * day));
  });

  it('knows no active package after expiry, and no package it does not sell', async () => {
    const me = await createProvider(ctx.db, { packageDays: 1 });
    expect(await activeSubscription(ctx.db, 'provider', me.providerId, new Date(Date.now() + 2 * day))).toBeUndefined();
    expect(await subscribe(ctx.db, { audience: 'provider', subscriberId: me.providerId, packageId: 999_999, now: new Date() })).toEqual({ ok: false, reason: 'not_found' });
    const [focusPackage] = await listPackages(ctx.db, 'focus');
    expect(await subscribe(ctx.db, { audience: 'provider', subscriberId: me.providerId, packageId: focusPackage!.id, now: new Date() })).toEqual({ ok: false, reason: 'not_found' });
  });

  it('tells a provider once, in every language, when the package ends within three days', async () => {
    const soon = await createProvider(ctx.db, { packageDays: 2 });
    const later = await createProvider(ctx.db, { packageDays: 20 });
    const pushed: string[] = [];
    const deps = { db: ctx.db, realtime: { publish: async (channel: string, event: string) => void pushed.push(`${channel} ${event}`) } };
    const now = new Date();
    expect(await notifyExpiringPackages(deps, now)).toBeGreaterThanOrEqual(1);
    expect(await notifyExpiringPackages(deps, new Date(now.getTime() + 60_000))).toBe(0);
    const told = await ctx.db.selectFrom('notifications').select(['recipient_id', 'type', 'data']).where('type', '=', 'package_expiring').execute();
    expect(told.map((n) => n.recipient_id)).toContain(soon.userId);
    expect(told.map((n) => n.recipient_id)).not.toContain(later.userId);
    const mine = told.find((n) => n.recipient_id === soon.userId)!;
    expect(mine.data.ar.body).toContain('الباقة الاحترافية');
    expect(mine.data.en.body).toContain('Your Pro package expires on');
    expect(pushed).toContain(`private-provider.${soon.userId} notification.created`);
  });
});
