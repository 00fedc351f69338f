import { describe, expect, it } from 'vitest';
import { defaultRealtimeAppKey } from '../../api-spec/realtime';
import { listenToProvider, providerChannel, realtimeConfig, type RealtimeConnection } from './echo';

describe('realtimeConfig', () => {
  it('defaults to the page origin and the embedded endpoint', () => {
    expect(realtimeConfig({}, { hostname: 'salons.example', port: '', protocol: 'https:' })).toEqual({
      key: defaultRealtimeAppKey,
      host: 'salons.example',
      port: 443,
      forceTLS: true,
      authEndpoint: '/api/broadcasting/auth',
    });
    expect(realtimeConfig({}, { hostname: '127.0.0.1', port: '3000', protocol: 'http:' })).toMatchObject({ port: 3000, forceTLS: false });
  });

  it('points at an external Pusher-protocol server when configured', () => {
    const env = { VITE_PUSHER_APP_KEY: 'prod-key', VITE_PUSHER_HOST: 'ws.example.com', VITE_PUSHER_PORT: '6001', VITE_PUSHER_SCHEME: 'https' };
    expect(realtimeConfig(env, { hostname: 'app.example.com', port: '', protocol: 'http:' })).toMatchObject({
      key: 'prod-key',
      host: 'ws.example.com',
      port: 6001,
      forceTLS: true,
    });
  });

  it('names the provider channel as the server authorises it', () => {
    expect(providerChannel(7)).toBe('provider.7');
  });
});

describe('listenToProvider', () => {
  /** A connection that records what is bound on the private channel, as Echo does. */
  function fakeConnection() {
    const bound = new Map<string, Set<unknown>>();
    const left: string[] = [];
    const channel = {
      listen: (event: string, listener: unknown) => (bound.get(event) ?? bound.set(event, new Set()).get(event)!).add(listener),
      stopListening: (event: string, listener: unknown) => bound.get(event)?.delete(listener),
    };
    const connection = { private: () => channel, leave: (name: string) => left.push(name) } as unknown as RealtimeConnection;
    const events = () => [...bound].filter(([, listeners]) => listeners.size > 0).map(([event]) => event).sort();
    return { connection, events, left };
  }

  it('listens to the channel being subscribed (Pusher’s own event), so a page can catch up on what it missed', () => {
    const { connection, events, left } = fakeConnection();
    const stopShell = listenToProvider(connection, 7, { notificationCreated: () => {}, subscribed: () => {} }, { leave: true });
    const stopPage = listenToProvider(connection, 7, { reservationUpdated: () => {}, subscribed: () => {} });
    expect(events()).toEqual(['.notification.created', '.pusher:subscription_succeeded', '.reservation.updated']);
    // A page stops only its own listeners; the shell's stay, and the channel is not left.
    stopPage();
    expect(events()).toEqual(['.notification.created', '.pusher:subscription_succeeded']);
    expect(left).toEqual([]);
    stopShell();
    expect(left).toEqual(['provider.7']);
  });
});
