import { describe, expect, it, vi } from 'vitest';
import { firebaseConfigFromEnv, requestDeviceToken, type DeviceTokenDeps } from './deviceToken';

const config = { apiKey: 'k', projectId: 'p', messagingSenderId: '1', appId: 'a', vapidKey: 'v' };
const deps = (overrides: Partial<DeviceTokenDeps> = {}): DeviceTokenDeps => ({
  config,
  requestPermission: vi.fn(async () => 'granted' as NotificationPermission),
  registerWorker: vi.fn(async () => ({}) as ServiceWorkerRegistration),
  fetchToken: vi.fn(async () => 'fcm-token-1'),
  ...overrides,
});

describe('requestDeviceToken', () => {
  it('returns the token when configured and allowed', async () => {
    await expect(requestDeviceToken(deps())).resolves.toBe('fcm-token-1');
  });

  it('does nothing at all without configuration', async () => {
    const d = deps({ config: null });
    await expect(requestDeviceToken(d)).resolves.toBeNull();
    expect(d.requestPermission).not.toHaveBeenCalled();
  });

  it('answers null when the user refuses notifications', async () => {
    const d = deps({ requestPermission: vi.fn(async () => 'denied' as NotificationPermission) });
    await expect(requestDeviceToken(d)).resolves.toBeNull();
    expect(d.fetchToken).not.toHaveBeenCalled();
  });

  it('swallows failures (no error reaches the user)', async () => {
    await expect(requestDeviceToken(deps({ fetchToken: vi.fn(async () => Promise.reject(new Error('messaging/unsupported'))) }))).resolves.toBeNull();
    await expect(requestDeviceToken(deps({ registerWorker: vi.fn(async () => Promise.reject(new Error('no SW'))) }))).resolves.toBeNull();
  });
});

describe('firebaseConfigFromEnv', () => {
  it('needs every required setting', () => {
    expect(firebaseConfigFromEnv({ VITE_FIREBASE_API_KEY: 'k' })).toBeNull();
    expect(
      firebaseConfigFromEnv({
        VITE_FIREBASE_API_KEY: 'k',
        VITE_FIREBASE_PROJECT_ID: 'p',
        VITE_FIREBASE_MESSAGING_SENDER_ID: '1',
        VITE_FIREBASE_APP_ID: 'a',
        VITE_FIREBASE_VAPID_KEY: 'v',
      }),
    ).toMatchObject({ apiKey: 'k', projectId: 'p', vapidKey: 'v' });
  });
});
