import { describe, expect, it } from 'vitest';
import { defaultRealtimeAppKey } from '../../api-spec/realtime';
import { providerChannel, realtimeConfig } from './echo';

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
