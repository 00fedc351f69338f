import { beforeAll, expect, it } from 'vitest';
import { forEachDatabase } from '../test/databases';
import { createProvider, type ProviderAccount } from '../test/fixtures';
import { packageNotification } from './packages';
import { listNotifications, markAllRead, markRead, notificationText, notifyProvider, unreadCount } from './notifications';

forEachDatabase('notifications', (ctx) => {
  const pushed: { channel: string; event: string; data: unknown }[] = [];
  const deps = () => ({ db: ctx.db, realtime: { publish: async (channel: string, event: string, data: unknown) => void pushed.push({ channel, event, data }) } });
  let owner: ProviderAccount;
  let viewer: ProviderAccount;
  let outsider: ProviderAccount;

  beforeAll(async () => {
    owner = await createProvider(ctx.db);
    viewer = await createProvider(ctx.db, { providerId: owner.providerId, role: 'receptionist', permissions: ['reservations.view'] });
    outsider = await createProvider(ctx.db, { providerId: owner.providerId, role: 'manager', permissions: ['wallet.view'] });
  });

  it('builds the text in all four languages from message keys', () => {
    const data = notificationText('api.notification.package_expiring', { name: 'Pro', date: '2030-01-31' });
    expect(Object.keys(data)).toEqual(['ar', 'en', 'tr', 'ur']);
    expect(data.en).toEqual({ title: 'Your package expires soon', body: 'Your Pro package expires on 2030-01-31. Renew it to keep taking bookings.' });
    expect(data.ar.title).toBe('باقتك تنتهي قريبًا');
  });

  it('stores one per user who may see it and pushes it with the new count', async () => {
    pushed.length = 0;
    const created = await notifyProvider(deps(), owner.providerId, { type: 'reservation_created', data: notificationText('api.notification.welcome'), link: '/x' }, { permission: 'reservations.view' });
    expect(created).toHaveLength(2);
    const channels = pushed.map((p) => `${p.channel} ${p.event}`);
    expect(channels).toEqual([
      `private-provider.${owner.userId} notification.created`,
      `private-provider.${owner.userId} notifications.count`,
      `private-provider.${viewer.userId} notification.created`,
      `private-provider.${viewer.userId} notifications.count`,
    ]);
    expect(pushed[1]!.data).toEqual({ unread: 1 });
    expect(await unreadCount(ctx.db, { kind: 'provider', id: outsider.userId })).toBe(0);
  });

  it('tells nobody of their own action: the owner acting tells staff only, staff acting tells the owner', async () => {
    const shopOwner = await createProvider(ctx.db);
    const receptionist = await createProvider(ctx.db, { providerId: shopOwner.providerId, role: 'receptionist', permissions: ['reservations.view'] });
    const unread = async (who: ProviderAccount) => unreadCount(ctx.db, { kind: 'provider', id: who.userId });
    const text = { type: 'reservation_created' as const, data: notificationText('api.notification.welcome') };
    await notifyProvider(deps(), shopOwner.providerId, text, { permission: 'reservations.view', actorUserId: shopOwner.userId });
    expect([await unread(shopOwner), await unread(receptionist)]).toEqual([0, 1]);
    await notifyProvider(deps(), shopOwner.providerId, text, { permission: 'reservations.view', actorUserId: receptionist.userId });
    expect([await unread(shopOwner), await unread(receptionist)]).toEqual([1, 1]);
    // A customer's or the system's action has no provider user as actor: both are told.
    await notifyProvider(deps(), shopOwner.providerId, text, { permission: 'reservations.view' });
    expect([await unread(shopOwner), await unread(receptionist)]).toEqual([2, 2]);
  });

  it('writes a package notice with the package name and the day in each language', () => {
    const data = packageNotification('api.notification.package_expiring', { name_ar: 'الاحترافية', name_en: 'Pro', name_tr: 'Profesyonel', name_ur: 'پرو' }, new Date('2026-12-20T09:00:00Z'));
    expect(data.ar.body).toContain('الاحترافية');
    expect(data.ar.body).toContain('٢٠ ديسمبر ٢٠٢٦');
    expect(data.ar.body).not.toMatch(/Pro|2026/);
    expect(data.en.body).toBe('Your Pro package expires on December 20, 2026. Renew it to keep taking bookings.');
    expect(data.tr.body).toContain('Profesyonel');
  });

  it('writes the Umm al-Qura date beside the day in Arabic only, and not for a reader who hid Hijri dates', () => {
    const pkg = { name_ar: 'الاحترافية', name_en: 'Pro', name_tr: 'Profesyonel', name_ur: 'پرو' };
    // 20 December 2026 is 11 Rajab 1448 (Umm al-Qura).
    const shown = packageNotification('api.notification.package_expiring', pkg, new Date('2026-12-20T09:00:00Z'), { showHijri: true });
    expect(shown.ar.body).toContain('٢٠ ديسمبر ٢٠٢٦ (١١ رجب ١٤٤٨ هـ)');
    for (const locale of ['en', 'tr', 'ur'] as const) expect(shown[locale].body).not.toMatch(/1448|١٤٤٨|Rajab|رجب|Recep/);
    const hidden = packageNotification('api.notification.package_expiring', pkg, new Date('2026-12-20T09:00:00Z'), { showHijri: false });
    expect(hidden.ar.body).toContain('٢٠ ديسمبر ٢٠٢٦');
    expect(hidden.ar.body).not.toMatch(/١٤٤٨|رجب/);
  });

  it("writes a dated text for each reader as they chose: Hijri for one who sees it, none for one who hid it", async () => {
    const shopOwner = await createProvider(ctx.db);
    const receptionist = await createProvider(ctx.db, { providerId: shopOwner.providerId, role: 'receptionist', permissions: ['reservations.view'] });
    await ctx.db.updateTable('provider_users').set({ show_hijri: false }).where('id', '=', receptionist.userId).execute();
    const pkg = { name_ar: 'الاحترافية', name_en: 'Pro', name_tr: 'Profesyonel', name_ur: 'پرو' };
    const day = new Date('2026-12-20T09:00:00Z');
    const [toOwner, toReceptionist] = await notifyProvider(
      deps(),
      shopOwner.providerId,
      { type: 'package_expiring', data: (reader) => packageNotification('api.notification.package_expiring', pkg, day, reader) },
      { permission: 'reservations.view' },
    );
    expect(toOwner!.data.ar.body).toContain('(١١ رجب ١٤٤٨ هـ)');
    expect(toReceptionist!.data.ar.body).not.toContain('رجب');
    expect(toOwner!.data.en.body).toBe(toReceptionist!.data.en.body);
    expect(toOwner!.data.en.body).not.toMatch(/1448|Rajab/);
  });

  it('stores even when the push fails', async () => {
    const failing = { db: ctx.db, realtime: { publish: async () => Promise.reject(new Error('socket down')) }, log: { warn: () => {} } };
    await notifyProvider(failing, owner.providerId, { type: 'general', data: notificationText('api.notification.welcome') }, { userIds: [owner.userId] });
    expect(await unreadCount(ctx.db, { kind: 'provider', id: owner.userId })).toBe(2);
  });

  it('groups a page by day in Riyadh, newest first, and filters by read state', async () => {
    const me = await createProvider(ctx.db);
    const recipient = { kind: 'provider' as const, id: me.userId };
    // 20:30 UTC is 23:30 in Riyadh; 21:30 UTC is already the next day there.
    for (const at of ['2030-03-01T20:30:00Z', '2030-03-01T21:30:00Z', '2030-03-02T08:00:00Z']) {
      await ctx.db
        .insertInto('notifications')
        .values({ recipient_kind: 'provider', recipient_id: me.userId, type: 'general', data: JSON.stringify(notificationText('api.notification.welcome')), created_at: at })
        .execute();
    }
    const page = await listNotifications(ctx.db, recipient, { page: 1, perPage: 10 });
    expect(page.total).toBe(3);
    expect(page.groups.map((g) => [g.date, g.notifications.length])).toEqual([
      ['2030-03-02', 2],
      ['2030-03-01', 1],
    ]);
    const first = page.groups[0]!.notifications[0]!;
    expect(await markRead(deps(), recipient, first.id, new Date())).toMatchObject({ id: first.id, is_read: true });
    expect(await markRead(deps(), { kind: 'provider', id: owner.userId }, first.id, new Date())).toBeNull();
    expect((await listNotifications(ctx.db, recipient, { isRead: false, page: 1, perPage: 10 })).total).toBe(2);
    expect(await markAllRead(deps(), recipient, new Date())).toBe(2);
    expect(await markAllRead(deps(), recipient, new Date())).toBe(0);
    expect((await listNotifications(ctx.db, recipient, { isRead: true, page: 1, perPage: 2 })).groups.flatMap((g) => g.notifications)).toHaveLength(2);
  });
});
