/**
 * The embedded Pusher Channels protocol server (protocol 7), enough for pusher-js and laravel-echo:
 * `pusher:connection_established`, `pusher:subscribe` (private channels checked against
 * `key:hex(hmac_sha256(secret, socket_id:channel))`), `pusher:unsubscribe`, `pusher:ping`/`pong`,
 * and event delivery. It also accepts the signed HTTP events API (`POST /apps/{id}/events`), so the
 * official `pusher` SDK can publish to it, exactly as to Pusher, Soketi or Reverb.
 */
import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';

export interface PusherApp {
  appId: string;
  key: string;
  secret: string;
}

interface Connection {
  socketId: string;
  socket: WebSocket;
  channels: Set<string>;
}

/** Activity timeout announced to clients (seconds): pusher-js pings after this much silence. */
const activityTimeout = 120;

export class SocketHub {
  readonly #channels = new Map<string, Set<Connection>>();
  readonly #connections = new Set<Connection>();

  get connectionCount(): number {
    return this.#connections.size;
  }

  subscriberCount(channel: string): number {
    return this.#channels.get(channel)?.size ?? 0;
  }

  /** Sends `event` to every socket of this process subscribed to `channel`. `data` strings go as they are. */
  deliver(channel: string, event: string, data: unknown): void {
    const subscribers = this.#channels.get(channel);
    if (!subscribers?.size) return;
    const frame = JSON.stringify({ event, channel, data: typeof data === 'string' ? data : JSON.stringify(data) });
    for (const connection of subscribers) {
      if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(frame);
    }
  }

  attach(socket: WebSocket, app: PusherApp, requestedKey: string): void {
    if (requestedKey !== app.key) {
      send(socket, 'pusher:error', { message: `App key ${requestedKey} not in this cluster`, code: 4001 });
      socket.close(4001, 'Invalid key');
      return;
    }
    const connection: Connection = { socketId: `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`, socket, channels: new Set() };
    this.#connections.add(connection);
    socket.on('close', () => this.#drop(connection));
    socket.on('error', () => this.#drop(connection));
    socket.on('message', (raw) => this.#receive(connection, app, raw.toString()));
    send(socket, 'pusher:connection_established', JSON.stringify({ socket_id: connection.socketId, activity_timeout: activityTimeout }));
  }

  closeAll(): void {
    for (const connection of this.#connections) connection.socket.close(4200, 'Server shutting down');
  }

  #drop(connection: Connection): void {
    for (const channel of connection.channels) this.#unsubscribe(connection, channel);
    this.#connections.delete(connection);
  }

  #unsubscribe(connection: Connection, channel: string): void {
    const subscribers = this.#channels.get(channel);
    subscribers?.delete(connection);
    if (subscribers && subscribers.size === 0) this.#channels.delete(channel);
    connection.channels.delete(channel);
  }

  #receive(connection: Connection, app: PusherApp, raw: string): void {
    let message: { event?: unknown; data?: unknown; channel?: unknown };
    try {
      message = JSON.parse(raw) as typeof message;
    } catch {
      send(connection.socket, 'pusher:error', { message: 'Invalid JSON', code: 4200 });
      return;
    }
    const data = typeof message.data === 'string' ? safeParse(message.data) : message.data;
    switch (message.event) {
      case 'pusher:ping':
        send(connection.socket, 'pusher:pong', {});
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        this.#subscribe(connection, app, (data ?? {}) as { channel?: unknown; auth?: unknown; channel_data?: unknown });
        return;
      case 'pusher:unsubscribe': {
        const channel = (data as { channel?: unknown } | undefined)?.channel;
        if (typeof channel === 'string') this.#unsubscribe(connection, channel);
        return;
      }
      default:
        // Client events (client-*) are not enabled: nobody may talk to another user's socket.
        send(connection.socket, 'pusher:error', { message: 'Client events are not enabled', code: 4301 });
    }
  }

  #subscribe(connection: Connection, app: PusherApp, data: { channel?: unknown; auth?: unknown; channel_data?: unknown }): void {
    const channel = typeof data.channel === 'string' ? data.channel : '';
    if (!channel || channel.length > 200) {
      send(connection.socket, 'pusher:error', { message: 'Invalid channel', code: 4009 });
      return;
    }
    const needsAuth = channel.startsWith('private-') || channel.startsWith('presence-');
    if (needsAuth) {
      const channelData = typeof data.channel_data === 'string' ? data.channel_data : undefined;
      if (channel.startsWith('presence-') || !verifyChannelAuth(app, connection.socketId, channel, data.auth, channelData)) {
        send(connection.socket, 'pusher:subscription_error', { type: 'AuthError', error: 'Invalid signature', status: 401 }, channel);
        return;
      }
    }
    let subscribers = this.#channels.get(channel);
    if (!subscribers) {
      subscribers = new Set();
      this.#channels.set(channel, subscribers);
    }
    subscribers.add(connection);
    connection.channels.add(channel);
    send(connection.socket, 'pusher_internal:subscription_succeeded', '{}', channel);
  }
}

function safeParse(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

function send(socket: WebSocket, event: string, data: unknown, channel?: string): void {
  if (socket.readyState !== socket.OPEN) return;
  socket.send(JSON.stringify({ event, ...(channel ? { channel } : {}), data }));
}

/** `key:hex(hmac_sha256(secret, socket_id:channel[:channel_data]))`, as pusher-js expects from the auth endpoint. */
export function signChannel(app: PusherApp, socketId: string, channel: string, channelData?: string): string {
  const subject = channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return `${app.key}:${createHmac('sha256', app.secret).update(subject).digest('hex')}`;
}

function verifyChannelAuth(app: PusherApp, socketId: string, channel: string, auth: unknown, channelData?: string): boolean {
  if (typeof auth !== 'string') return false;
  const expected = Buffer.from(signChannel(app, socketId, channel, channelData));
  const given = Buffer.from(auth);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * `POST /apps/:appId/events`: the Pusher HTTP API's publish call, authenticated with the app's
 * signature (auth_key, auth_timestamp, auth_version, body_md5, auth_signature).
 */
export async function registerEventsApi(app: FastifyInstance, pusherApp: PusherApp, hub: SocketHub): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
    scope.post<{ Params: { appId: string }; Querystring: Record<string, string>; Body: string }>('/apps/:appId/events', async (request, reply) => {
      const query = request.query;
      const path = `/apps/${request.params.appId}/events`;
      const signed = Object.keys(query)
        .filter((k) => k !== 'auth_signature')
        .sort()
        .map((k) => `${k.toLowerCase()}=${query[k]}`)
        .join('&');
      const expected = createHmac('sha256', pusherApp.secret).update(`POST\n${path}\n${signed}`).digest('hex');
      const bodyMd5 = createHash('md5').update(request.body ?? '').digest('hex');
      const fresh = Math.abs(Date.now() / 1000 - Number(query.auth_timestamp)) < 600;
      const signatureOk =
        typeof query.auth_signature === 'string' &&
        query.auth_signature.length === expected.length &&
        timingSafeEqual(Buffer.from(query.auth_signature), Buffer.from(expected));
      if (request.params.appId !== pusherApp.appId || query.auth_key !== pusherApp.key || query.body_md5 !== bodyMd5 || !fresh || !signatureOk) {
        return reply.code(401).send({ code: 'unauthenticated', message: 'Invalid signature' });
      }
      const event = safeParse(request.body) as { name?: unknown; data?: unknown; channels?: unknown; channel?: unknown } | undefined;
      const channels = Array.isArray(event?.channels) ? event.channels : typeof event?.channel === 'string' ? [event.channel] : [];
      if (typeof event?.name !== 'string' || !channels.length || channels.length > 100) {
        return reply.code(400).send({ code: 'bad_request', message: 'An event needs a name and channels' });
      }
      for (const channel of channels) if (typeof channel === 'string') hub.deliver(channel, event.name, event.data ?? '');
      return {};
    });
  });
}
