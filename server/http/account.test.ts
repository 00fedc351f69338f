// Notifications, packages, uploads, broadcasting auth and the company room over HTTP.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationText, notifyProvider } from '../domain/notifications';
import { signChannel } from '../realtime/hub';
import { createFocusUser, createProvider, type ProviderAccount } from '../test/fixtures';
import { forEachApp } from '../test/http';
import { upload } from '../test/multipart';


forEachApp('account features', (ctx) => {
  let png: Buffer;
  let gif: Buffer;
  beforeAll(async () => {
    png = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#6b3fa0' } }).png().toBuffer();
    gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } }).gif().toBuffer();
  });

  describe('notifications', () => {
    let me: ProviderAccount;
    beforeAll(async () => {
      me = await createProvider(ctx.db);
      const deps = { db: ctx.db, realtime: ctx.app.deps.realtime };
      for (const [i, key] of ['api.notification.welcome', 'api.notification.package_expiring', 'api.notification.package_subscribed'].entries()) {
        const [created] = await notifyProvider(deps, me.providerId, { type: 'general', data: notificationText(key, { name: 'Pro', date: '2030-01-01' }), link: '/provider-dashboard/packages' });
        // Spread over two days (Riyadh): the oldest yesterday.
        await ctx.db.updateTable('notifications').set({ created_at: new Date(Date.now() - (2 - i) * 20 * 3_600_000) }).where('id', '=', created!.id).execute();
      }
    });

    it('lists newest first, grouped by day, paginated by notification, with every language', async () => {
      const res = await ctx.request('GET', '/api/provider/notifications?is_read=0&per_page=2', { token: me.token });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { data: { notifications: { date: string; notifications: { data: Record<string, { title: string }> }[] }[] }; meta: Record<string, unknown>; links: Record<string, unknown> };
      expect(body.meta).toMatchObject({ current_page: 1, per_page: 2, total: 3, last_page: 2, from: 1, to: 2 });
      expect(body.links.next).toBe('/api/provider/notifications?is_read=0&per_page=2&page=2');
      const titles = body.data.notifications.flatMap((g) => g.notifications.map((n) => n.data.en!.title));
      expect(titles).toEqual(['Package activated', 'Your package expires soon']);
      expect(body.data.notifications[0]!.notifications[0]!.data.ar!.title).toBe('تم تفعيل الباقة');
    });

    it('counts unread, marks one and then all read, and filters by is_read', async () => {
      const count = async () => ((await ctx.request('GET', '/api/provider/notifications/count', { token: me.token })).json() as { data: { unread: number } }).data.unread;
      expect(await count()).toBe(3);
      const list = (await ctx.request('GET', '/api/provider/notifications', { token: me.token })).json() as { data: { notifications: { notifications: { id: number }[] }[] } };
      const firstId = list.data.notifications[0]!.notifications[0]!.id;
      const one = await ctx.request('POST', `/api/provider/notifications/${firstId}/read`, { token: me.token });
      expect(one.json()).toMatchObject({ data: { id: firstId, is_read: true } });
      expect(await count()).toBe(2);
      const read = await ctx.request('GET', '/api/provider/notifications?is_read=1', { token: me.token });
      expect((read.json() as { meta: { total: number } }).meta.total).toBe(1);
      const all = await ctx.request('GET', '/api/provider/read-notifications', { token: me.token });
      expect(all.json()).toEqual({ data: null, message: 'All notifications are marked as read.' });
      expect(await count()).toBe(0);
      expect((await ctx.request('GET', '/api/provider/read-notifications', { token: me.token })).statusCode).toBe(200);
    });

    it("cannot mark another user's notification", async () => {
      const other = await createProvider(ctx.db);
      const [theirs] = await notifyProvider({ db: ctx.db, realtime: ctx.app.deps.realtime }, other.providerId, { type: 'general', data: notificationText('api.notification.welcome') });
      const res = await ctx.request('POST', `/api/provider/notifications/${theirs!.id}/read`, { token: me.token });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('packages', () => {
    it('lists the catalogue in the request language and subscribes (extend same, replace other)', async () => {
      const me = await createProvider(ctx.db, { packageDays: 0 });
      const list = await ctx.request('GET', '/api/provider/packages', { token: me.token, locale: 'tr' });
      const packages = (list.json() as { data: { id: number; name: string; price: number }[] }).data;
      expect(packages.map((p) => p.name)).toEqual(['Temel', 'Profesyonel', 'Premium']);
      const basic = packages[0]!;
      expect((await ctx.request('GET', '/api/provider/packages/activeSubscribedPackage', { token: me.token })).json()).toEqual({ data: null, message: '' });
      const first = await ctx.request('POST', `/api/provider/packages/${basic.id}/subscribe`, { token: me.token });
      expect(first.statusCode).toBe(201);
      const firstExpiry = Date.parse((first.json() as { data: { expire_at: string } }).data.expire_at);
      const extended = await ctx.request('POST', `/api/provider/packages/${basic.id}/subscribe`, { token: me.token });
      expect(Date.parse((extended.json() as { data: { expire_at: string } }).data.expire_at) - firstExpiry).toBe(30 * 86_400_000);
      const pro = packages[1]!;
      const replaced = await ctx.request('POST', `/api/provider/packages/${pro.id}/subscribe`, { token: me.token, locale: 'ar' });
      expect(replaced.json()).toMatchObject({ data: { package_name: 'الباقة الاحترافية', expire_at_timer: 30 * 86_400 } });
      expect((await ctx.request('POST', '/api/provider/packages/999999/subscribe', { token: me.token })).statusCode).toBe(404);
    });

    it('refuses a package below current usage with 409 package_limit_reached', async () => {
      const me = await createProvider(ctx.db);
      const city = await ctx.db.selectFrom('cities').select('id').executeTakeFirstOrThrow();
      const hours = JSON.stringify([0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, is_open: false, opens_at: null, closes_at: null, breaks: [] })));
      for (const name of ['A', 'B']) {
        await ctx.db
          .insertInto('salons')
          .values({ provider_id: me.providerId, name_ar: name, name_en: name, address: 'x', city_id: city.id, latitude: 24, longitude: 46, working_hours: hours })
          .execute();
      }
      const basic = await ctx.db.selectFrom('packages').select('id').where('name_en', '=', 'Basic').executeTakeFirstOrThrow();
      const res = await ctx.request('POST', `/api/provider/packages/${basic.id}/subscribe`, { token: me.token });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'package_limit_reached' });
    });
  });

  describe('uploads', () => {
    it('stores a png, resized to fit, served with a no-script policy, and lists its path and URL', async () => {
      const me = await createProvider(ctx.db);
      const res = await upload(ctx, me.token, '/api/company/uploader', { path: 'salons', width: '100' }, [{ field: 'file', filename: 'logo.PNG', type: 'image/png', data: png }]);
      expect(res.statusCode, res.body).toBe(201);
      const data = (res.json() as { data: { path: string; file: string; url: string } }).data;
      expect(data.path).toMatch(/^salons\/[a-f0-9]{24}\.png$/);
      expect(data.url).toBe(`/uploads/${data.path}`);
      const onDisk = path.join(ctx.config.uploads.dir, data.path);
      expect((await sharp(readFileSync(onDisk)).metadata()).width).toBe(100);
      const served = await ctx.request('GET', data.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-security-policy']).toContain("default-src 'none'");
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    });

    it('refuses a file whose content is not what its extension says, and an unknown type', async () => {
      const me = await createProvider(ctx.db);
      const disguised = await upload(ctx, me.token, '/api/company/uploader', { path: 'salons' }, [{ field: 'file', filename: 'photo.gif', type: 'image/gif', data: png }]);
      expect(disguised.statusCode).toBe(422);
      expect(disguised.json()).toMatchObject({ code: 'unsupported_file_type', errors: { file: ['This file type is not supported. Use png, jpg, jpeg, svg or gif.'] } });
      const script = await upload(ctx, me.token, '/api/company/uploader', { path: 'salons' }, [{ field: 'file', filename: 'x.png', type: 'image/png', data: Buffer.from('#!/bin/sh\necho hi\n') }]);
      expect(script.statusCode).toBe(422);
      const exe = await upload(ctx, me.token, '/api/company/uploader', { path: 'salons' }, [{ field: 'file', filename: 'x.exe', type: 'application/octet-stream', data: png }]);
      expect(exe.json()).toMatchObject({ code: 'unsupported_file_type' });
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
      expect((await upload(ctx, me.token, '/api/company/uploader', { path: 'salons' }, [{ field: 'file', filename: 'a.pdf', type: 'application/pdf', data: pdf }])).statusCode).toBe(422);
      expect((await upload(ctx, me.token, '/api/company/uploader', { path: 'documents' }, [{ field: 'file', filename: 'a.pdf', type: 'application/pdf', data: pdf }])).statusCode).toBe(201);
    });

    it('refuses a file over the size limit with file_too_large', async () => {
      const me = await createProvider(ctx.db);
      const big = Buffer.concat([png, Buffer.alloc(ctx.config.uploads.maxBytes)]);
      const res = await upload(ctx, me.token, '/api/company/uploader', { path: 'salons' }, [{ field: 'file', filename: 'big.png', type: 'image/png', data: big }]);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'file_too_large', errors: { file: ['The file is larger than 5 MB.'] } });
    });

    it('sanitises SVG: scripts and handlers are gone', async () => {
      const me = await createProvider(ctx.db);
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><circle r="5" onclick="x()"/></svg>');
      const res = await upload(ctx, me.token, '/api/company/uploader', { path: 'avatars' }, [{ field: 'file', filename: 'a.svg', type: 'image/svg+xml', data: svg }]);
      expect(res.statusCode).toBe(201);
      const stored = readFileSync(path.join(ctx.config.uploads.dir, (res.json() as { data: { path: string } }).data.path), 'utf8');
      expect(stored).toContain('<circle');
      expect(stored).not.toMatch(/script|onload|onclick|alert/i);
    });

    it('stores several files or none, and deletes only what the caller owns', async () => {
      const me = await createProvider(ctx.db);
      const other = await createProvider(ctx.db);
      const focus = await createFocusUser(ctx.db);
      const some = await upload(ctx, focus.token, '/api/company/uploader/multiple-files', { path: 'avatars' }, [
        { field: 'files[0]', filename: 'a.png', type: 'image/png', data: png },
        { field: 'files[1]', filename: 'b.gif', type: 'image/gif', data: gif },
      ]);
      expect(some.statusCode, some.body).toBe(201);
      expect((some.json() as { data: unknown[] }).data).toHaveLength(2);
      const before = (await ctx.db.selectFrom('uploads').select('id').execute()).length;
      const mixed = await upload(ctx, me.token, '/api/company/uploader/multiple-files', { path: 'salons' }, [
        { field: 'files', filename: 'a.png', type: 'image/png', data: png },
        { field: 'files', filename: 'b.png', type: 'image/png', data: gif },
      ]);
      expect(mixed.statusCode).toBe(422);
      expect((await ctx.db.selectFrom('uploads').select('id').execute()).length).toBe(before);

      const mine = (await upload(ctx, me.token, '/api/company/uploader', { path: 'salons' }, [{ field: 'file', filename: 'a.png', type: 'image/png', data: png }])).json() as {
        data: { path: string; file: string };
      };
      const body = { path: 'salons', file: mine.data.file };
      expect((await ctx.request('POST', '/api/company/uploader/delete', { token: other.token, body })).statusCode).toBe(404);
      expect((await ctx.request('POST', '/api/company/uploader/delete', { token: focus.token, body })).statusCode).toBe(404);
      const deleted = await ctx.request('POST', '/api/company/uploader/delete', { token: me.token, body });
      expect(deleted.json()).toEqual({ data: null, message: 'The file is deleted.' });
      expect(existsSync(path.join(ctx.config.uploads.dir, mine.data.path))).toBe(false);
      const traversal = await ctx.request('POST', '/api/company/uploader/delete', { token: me.token, body: { path: 'salons', file: '../../etc/passwd' } });
      expect(traversal.statusCode).toBe(422);
    });

    it('needs a token, and a file', async () => {
      const me = await createProvider(ctx.db);
      expect((await upload(ctx, '', '/api/company/uploader', { path: 'salons' }, [{ field: 'file', filename: 'a.png', type: 'image/png', data: png }])).statusCode).toBe(401);
      const none = await upload(ctx, me.token, '/api/company/uploader', { path: 'salons' }, []);
      expect(none.statusCode).toBe(422);
    });
  });

  describe('broadcasting auth and company room', () => {
    it('signs a private channel for its owner only, as pusher-js expects', async () => {
      const me = await createProvider(ctx.db);
      const socketId = '1234.5678';
      const own = await ctx.request('POST', '/api/broadcasting/auth', {
        token: me.token,
        payload: `socket_id=${socketId}&channel_name=private-provider.${me.userId}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual({ auth: signChannel(ctx.config.realtime, socketId, `private-provider.${me.userId}`) });
      const other = await ctx.request('POST', '/api/broadcasting/auth', { token: me.token, body: { socket_id: socketId, channel_name: `private-provider.${me.userId + 1}` } });
      expect(other.statusCode).toBe(403);
      const focus = await createFocusUser(ctx.db);
      const focusOwn = await ctx.request('POST', '/api/broadcasting/auth', { token: focus.token, body: { socket_id: socketId, channel_name: `private-focus.${focus.userId}` } });
      expect(focusOwn.statusCode).toBe(200);
      expect((await ctx.request('POST', '/api/broadcasting/auth', { body: { socket_id: socketId, channel_name: 'private-provider.1' } })).statusCode).toBe(401);
    });

    it('opens the company room for a super admin only, with its own token kind', async () => {
      const admin = await createProvider(ctx.db, { superAdmin: true });
      const plain = await createProvider(ctx.db);
      expect((await ctx.request('POST', '/api/company/auth/token', { token: plain.token })).statusCode).toBe(403);
      const session = await ctx.request('POST', '/api/company/auth/token', { token: admin.token });
      expect(session.statusCode).toBe(200);
      const { token, started_at } = (session.json() as { data: { token: string; started_at: string } }).data;
      const room = await ctx.request('GET', '/api/company/room', { token, locale: 'ar' });
      expect(room.json()).toEqual({ data: { started_at, name: 'غرفة الشركة' }, message: '' });
      expect((await ctx.request('GET', '/api/company/room', { token: admin.token })).statusCode).toBe(401);
      expect((await ctx.request('GET', '/api/provider/auth/profile', { token })).statusCode).toBe(401);
      const channel = await ctx.request('POST', '/api/broadcasting/auth', { token, body: { socket_id: '1.2', channel_name: `private-company.${admin.providerId}` } });
      expect(channel.statusCode).toBe(200);
      expect((await ctx.request('POST', '/api/company/auth/logout', { token })).statusCode).toBe(200);
      expect((await ctx.request('GET', '/api/company/room', { token })).statusCode).toBe(401);
    });
  });
});
