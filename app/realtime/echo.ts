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
export const realtimeEvents = {
  notificationCreated: '.notification.created',
  notificationsCount: '.notifications.count',
  reservationUpdated: '.reservation.updated',
} as const;

/**
 * Listens to one user's private provider channel; returns the function that stops listening.
 * (Echo adds the `private-` prefix; the leading dot on event names skips Laravel's namespace.)
 */
export function listenToProvider(
  connection: RealtimeConnection,
  userId: number,
  listeners: Partial<Record<keyof typeof realtimeEvents, (payload: unknown) => void>>,
): () => void {
  const channel = connection.private(providerChannel(userId));
  for (const [name, listener] of Object.entries(listeners)) {
    if (listener) channel.listen(realtimeEvents[name as keyof typeof realtimeEvents], listener);
  }
  return () => connection.leave(providerChannel(userId));
}
