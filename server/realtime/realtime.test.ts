// The embedded Pusher-protocol socket, driven by the real clients the app uses (pusher-js and
// laravel-echo), plus fan-out between two processes through Redis and publishing to an external
// Pusher-protocol server with the official SDK.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../app';
import type { Config } from '../config';
import { createBarber } from '../domain/barbers';
import { notificationText, notifyProvider } from '../domain/notifications';
import { createSalon } from '../domain/salons';
import { createService } from '../domain/services';
import { openWeek, riyadhDay, salonInput, signedInProvider, UNLIMITED } from '../test/booking-data';
import { forEachDatabase } from '../test/databases';
import { createProvider, type ProviderAccount } from '../test/fixtures';
import { testConfig } from '../test/http';

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as net.AddressInfo).port;
}

function pusherClient(config: Config, port: number, token: string): Pusher {
  return new Pusher(config.realtime.key, {
    cluster: 'local',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: `http://127.0.0.1:${port}/api/broadcasting/auth`,
      transport: 'ajax',
      // The same call pusher-js makes in a browser, through fetch (Node has no XMLHttpRequest).
      customHandler: ({ socketId, channelName }, callback) => {
        fetch(`http://127.0.0.1:${port}/api/broadcasting/auth`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ socket_id: socketId, channel_name: channelName }).toString(),
        })
          .then(async (res) => (res.ok ? callback(null, (await res.json()) as { auth: string }) : callback(new Error(`auth ${res.status}`), null)))
          .catch((error: Error) => callback(error, null));
      },
    },
  });
}

function next<T>(register: (resolve: (value: T) => void) => void, ms = 10_000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out waiting for a real-time event')), ms);
    register((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

async function redisReachable(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(6379, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
  });
}
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const haveRedis = await redisReachable();

forEachDatabase('real time', (db) => {
  let app: FastifyInstance;
  let port: number;
  let config: Config;
  let me: ProviderAccount;
  const clients: { disconnect(): void }[] = [];

  beforeAll(async () => {
    config = testConfig();
    app = await buildApp(config, { database: db.handle, logger: false });
    port = await listen(app);
    me = await createProvider(db.db);
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.disconnect();
  });
  afterAll(async () => {
    await app.close();
  });

  it('pusher-js joins its own private channel and receives notifications as they are created', async () => {
    const pusher = pusherClient(config, port, me.token);
    clients.push(pusher);
    const channel = pusher.subscribe(`private-provider.${me.userId}`);
    await next<void>((done) => channel.bind('pusher:subscription_succeeded', () => done()));
    const created = next<{ data: { en: { title: string } }; id: number }>((done) => channel.bind('notification.created', done));
    const counted = next<{ unread: number }>((done) => channel.bind('notifications.count', done));
    await notifyProvider({ db: db.db, realtime: app.deps.realtime }, me.providerId, { type: 'general', data: notificationText('api.notification.welcome') });
    expect((await created).data.en.title).toBe('Welcome to Mawid');
    expect(await counted).toEqual({ unread: 1 });
  });

  it("pusher-js cannot join another user's channel", async () => {
    const other = await createProvider(db.db);
    const pusher = pusherClient(config, port, me.token);
    clients.push(pusher);
    const channel = pusher.subscribe(`private-provider.${other.userId}`);
    const error = await next<{ type: string; error: unknown }>((done) => channel.bind('pusher:subscription_error', done));
    // The auth endpoint answered 403, so the client never even asked the socket.
    expect(error.type).toBe('AuthError');
    expect(String(error.error)).toContain('auth 403');
    expect(app.hub.subscriberCount(`private-provider.${other.userId}`)).toBe(0);
  });

  it('laravel-echo listens on the private channel like the app does', async () => {
    const echo = new Echo({
      broadcaster: 'pusher',
      key: config.realtime.key,
      cluster: 'local',
      wsHost: '127.0.0.1',
      wsPort: port,
      forceTLS: false,
      enabledTransports: ['ws'],
      client: pusherClient(config, port, me.token),
    });
    clients.push(echo);
    const channel = echo.private(`provider.${me.userId}`);
    const received = next<{ unread: number }>((done) => channel.listen('.notifications.count', done));
    await next<void>((done) => channel.subscribed(() => done()));
    await app.deps.realtime.publish(`private-provider.${me.userId}`, 'notifications.count', { unread: 7 });
    expect(await received).toEqual({ unread: 7 });
  });

  it('speaks the protocol: connection, forged signature refused, ping/pong, wrong key closed', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/app/${config.realtime.key}?protocol=7&client=js&version=8.4.0`);
    const frames: { event: string; data?: unknown }[] = [];
    const waitFor = (event: string) =>
      next<{ event: string; data?: unknown }>((done) => {
        const check = () => {
          const found = frames.find((f) => f.event === event);
          if (found) done(found);
          else setTimeout(check, 20);
        };
        check();
      });
    socket.on('message', (raw) => frames.push(JSON.parse(raw.toString()) as { event: string; data?: unknown }));
    const established = await waitFor('pusher:connection_established');
    expect(JSON.parse(established.data as string)).toMatchObject({ socket_id: expect.stringMatching(/^\d+\.\d+$/), activity_timeout: 120 });
    socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: `private-provider.${me.userId}`, auth: `${config.realtime.key}:${'0'.repeat(64)}` } }));
    expect(await waitFor('pusher:subscription_error')).toMatchObject({ data: { status: 401 } });
    socket.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    await waitFor('pusher:pong');
    socket.close();

    const wrong = new WebSocket(`ws://127.0.0.1:${port}/app/not-the-key`);
    const code = await next<number>((done) => wrong.on('close', (c) => done(c)));
    expect(code).toBe(4001);
  });

  describe.skipIf(!haveRedis)(`fan-out through Redis (${redisUrl})`, () => {
    it('an event published by one process reaches a socket on another', async () => {
      const withRedis = { ...testConfig(), redisUrl };
      const a = await buildApp(withRedis, { database: db.handle, logger: false });
      const b = await buildApp(withRedis, { database: db.handle, logger: false });
      try {
        const portA = await listen(a);
        const pusher = pusherClient(withRedis, portA, me.token);
        clients.push(pusher);
        const channel = pusher.subscribe(`private-provider.${me.userId}`);
        await next<void>((done) => channel.bind('pusher:subscription_succeeded', () => done()));
        const received = next<{ unread: number }>((done) => channel.bind('notifications.count', done));
        expect(b.deps.realtime.mode).toBe('redis');
        await b.deps.realtime.publish(`private-provider.${me.userId}`, 'notifications.count', { unread: 42 });
        expect(await received).toEqual({ unread: 42 });
      } finally {
        await a.close();
        await b.close();
      }
    });
    it('a booking made through one process shows in the other’s slots and list as soon as its event arrives there', async () => {
      const withRedis = { ...testConfig(), redisUrl };
      const a = await buildApp(withRedis, { database: db.handle, logger: false });
      const b = await buildApp(withRedis, { database: db.handle, logger: false });
      try {
        const owner = await signedInProvider(db.db, new Date());
        const salonId = await createSalon(db.db, owner.providerId, salonInput({ working_hours: openWeek('09:00', '17:00') }), UNLIMITED);
        const cut = await createService(db.db, owner.providerId, { salon_id: salonId, name_ar: 'قص شعر', name_en: 'Haircut', price: 5000, duration_minutes: 30 });
        const barber = await createBarber(db.db, owner.providerId, { salon_id: salonId, name: 'أحمد سالم', service_ids: [cut] }, UNLIMITED);
        const day = riyadhDay(new Date(), 3);
        const auth = { authorization: `Bearer ${owner.token}` };
        const onA = async () => {
          const slots = (await a.inject({ method: 'GET', url: `/api/provider/slots?salon_id=${salonId}&date=${day}&service_ids=${cut}`, headers: auth })).json() as {
            data: { slots: { starts_at: string }[] }[];
          };
          const list = (await a.inject({ method: 'GET', url: `/api/provider/reservations?salon_id=${salonId}`, headers: auth })).json() as { meta: { total: number } };
          return { tenFree: slots.data[0]!.slots.some((s) => s.starts_at === `${day}T10:00:00+03:00`), listed: list.meta.total };
        };
        // Process a works these out and keeps them.
        expect(await onA()).toEqual({ tenFree: true, listed: 0 });

        const portA = await listen(a);
        const pusher = pusherClient(withRedis, portA, owner.token);
        clients.push(pusher);
        const channel = pusher.subscribe(`private-provider.${owner.userId}`);
        await next<void>((done) => channel.bind('pusher:subscription_succeeded', () => done()));
        const updated = next<unknown>((done) => channel.bind('reservation.updated', done));
        const booked = await b.inject({
          method: 'POST',
          url: '/api/provider/reservations',
          headers: auth,
          payload: { salon_id: salonId, barber_id: barber, service_ids: [cut], starts_at: `${day}T10:00:00+03:00`, customer_name: 'خالد الحربي', customer_mobile: '555123456' },
        });
        expect(booked.statusCode, booked.body).toBe(201);
        // The screen on process a hears of it, and reloads: a answers with the booking, not what it kept.
        await updated;
        expect(await onA()).toEqual({ tenFree: false, listed: 1 });
      } finally {
        await a.close();
        await b.close();
      }
    });
  });

  it('with PUSHER_HOST set, events go to that server through the pusher SDK (signed HTTP API)', async () => {
    const external = { ...testConfig(), realtime: { ...config.realtime, external: { host: '127.0.0.1', port, useTLS: false, cluster: undefined } } };
    const publisher = await buildApp(external, { database: db.handle, logger: false });
    try {
      expect(publisher.deps.realtime.mode).toBe('external');
      const pusher = pusherClient(config, port, me.token);
      clients.push(pusher);
      const channel = pusher.subscribe(`private-provider.${me.userId}`);
      await next<void>((done) => channel.bind('pusher:subscription_succeeded', () => done()));
      const received = next<{ unread: number }>((done) => channel.bind('notifications.count', done));
      await publisher.deps.realtime.publish(`private-provider.${me.userId}`, 'notifications.count', { unread: 3 });
      expect(await received).toEqual({ unread: 3 });
      // An unsigned publish is refused.
      const forged = await fetch(`http://127.0.0.1:${port}/apps/${config.realtime.appId}/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'notifications.count', channels: [`private-provider.${me.userId}`], data: '{}' }),
      });
      expect(forged.status).toBe(401);
    } finally {
      await publisher.close();
    }
  });
});
