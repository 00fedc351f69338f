/**
 * The real-time connection: laravel-echo over pusher-js, speaking the Pusher Channels protocol
 * to the server's own endpoint (`/app/{key}` on the same origin) by default, or to any
 * Pusher-protocol server (Pusher, Soketi, Reverb) configured with VITE_PUSHER_*.
 * This module holds its settings, names and listening; the connection itself (and the two
 * libraries) is in connect.ts, loaded once the dashboard's first screen is drawn (issue 21 item 17).
 */
import type Echo from 'laravel-echo';
import { defaultRealtimeAppKey } from '../../api-spec/realtime';

export interface RealtimeConfig {
  key: string;
  host: string;
  port: number;
  forceTLS: boolean;
  authEndpoint: string;
}

type Env = Record<string, string | boolean | undefined>;

/** Reads the connection settings from Vite's env, defaulting to the page's own origin. */
export function realtimeConfig(env: Env = import.meta.env, location: Pick<Location, 'hostname' | 'port' | 'protocol'> = window.location): RealtimeConfig {
  const secure = location.protocol === 'https:';
  const defaultPort = Number(location.port || (secure ? 443 : 80));
  return {
    key: String(env.VITE_PUSHER_APP_KEY || defaultRealtimeAppKey),
    host: String(env.VITE_PUSHER_HOST || location.hostname),
    port: Number(env.VITE_PUSHER_PORT || defaultPort),
    forceTLS: env.VITE_PUSHER_SCHEME ? env.VITE_PUSHER_SCHEME === 'https' : secure,
    authEndpoint: String(env.VITE_PUSHER_AUTH_ENDPOINT || '/api/broadcasting/auth'),
  };
}

export interface RealtimeAuth {
  /** The signed-in role's Authorization value ("Bearer …"), read at each channel authorisation. */
  authorization: () => string | undefined;
  locale: () => string;
}

export type RealtimeConnection = Echo<'pusher'>;

/** Channel and event names, as the contract documents them. */
export const providerChannel = (userId: number) => `provider.${userId}`;
const realtimeEvents = {
  notificationCreated: '.notification.created',
  notificationsCount: '.notifications.count',
  reservationUpdated: '.reservation.updated',
} as const;

/**
 * Pusher's own event on a channel each time its subscription succeeds: once the connection opens,
 * and again after every reconnection. Events sent while the channel was not subscribed are never
 * delivered, so a listener reads again what they would have changed (catching up).
 */
const subscribedEvent = '.pusher:subscription_succeeded';

type ProviderListeners = Partial<Record<keyof typeof realtimeEvents | 'subscribed', (payload: unknown) => void>>;

/**
 * Listens to one user's private provider channel; returns the function that stops listening.
 * `leave` (the shell's one listener for the whole channel) leaves it; otherwise only these
 * listeners are removed, and the others sharing the channel keep theirs.
 * (Echo adds the `private-` prefix; the leading dot on event names skips Laravel's namespace.)
 */
export function listenToProvider(connection: RealtimeConnection, userId: number, listeners: ProviderListeners, options: { leave?: boolean } = {}): () => void {
  const channel = connection.private(providerChannel(userId));
  const bound = Object.entries(listeners).flatMap(([name, listener]) =>
    listener ? [[name === 'subscribed' ? subscribedEvent : realtimeEvents[name as keyof typeof realtimeEvents], listener] as const] : [],
  );
  for (const [event, listener] of bound) channel.listen(event, listener);
  return () => {
    if (options.leave) connection.leave(providerChannel(userId));
    else for (const [event, listener] of bound) channel.stopListening(event, listener);
  };
}
