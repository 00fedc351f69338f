/**
 * The device push token (spec section 7): with the Firebase settings given at build time, the
 * browser's token is requested once and sent with the verify and focus login calls; without them
 * the calls send `device_token: null` and Firebase is never asked. Firebase's messaging client is
 * replaced at its module boundary; everything between it and the request body is the app's own.
 */
import { renderHook } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIES } from '../constants';
import { removeCookie, setCookie } from '../../lib/cookies';
import { providerUserFromApi } from '../testing/fixtures';
import { installRecordingFetch, type SentRequest } from '../testing/recordingFetch';
import { splitPermissions } from '../session/types';

// This file loads the app's modules afresh; the next file in the worker (isolate: false) gets its own.
afterAll(() => vi.resetModules());

const messaging = vi.hoisted(() => ({
  isSupported: vi.fn(async () => true),
  getMessaging: vi.fn(() => ({ messaging: true })),
  getToken: vi.fn(async () => 'fcm:device-1'),
}));
vi.mock('firebase/messaging', () => messaging);
vi.mock('firebase/app', () => ({ getApps: () => [], initializeApp: vi.fn(() => ({ app: true })) }));

const firebaseEnv = {
  VITE_FIREBASE_API_KEY: 'api-key',
  VITE_FIREBASE_PROJECT_ID: 'mawid-test',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '1234',
  VITE_FIREBASE_APP_ID: '1:1234:web:abc',
  VITE_FIREBASE_VAPID_KEY: 'vapid',
};

const loginAnswers = (request: SentRequest) => {
  if (request.path.endsWith('/provider/auth/verify-login')) return { body: { data: { token: 'p-token', user: { permissions: [] } }, message: 'ok' } };
  return { body: { data: { token_type: 'Bearer', access_token: 'f-token', expires_in: 60, user: { permissions: [] }, focus_package: null }, message: 'ok' } };
};

/** A fresh page: the app's modules, the browser's fetch, permission and service worker. */
async function freshPage(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const permission = vi.fn(async () => 'granted' as NotificationPermission);
  vi.stubGlobal('Notification', { requestPermission: permission });
  const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  const { sent } = installRecordingFetch(loginAnswers);
  const authApi = await import('./authApi');
  const announced: string[] = [];
  (await import('../../push/deviceTokenStore')).onDeviceToken((token) => announced.push(token));
  return { sent, authApi, permission, register, announced };
}

async function signInBoth({ authApi }: Awaited<ReturnType<typeof freshPage>>) {
  // The login modal asks as it opens; the calls wait for the answer.
  void authApi.browserDeviceToken();
  await authApi.verifyLoginCode({ otp: '1234', mobile: '500000001', type: 'mobile', device_token: null }, authApi.browserDeviceToken);
  await authApi.focusLogin({ identifier: 'focus@example.com', password: 'password1', remember_me: false, device_token: null }, authApi.browserDeviceToken);
}

describe('device push token with the login calls', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('with Firebase configured: asks once, and both login calls carry the token', async () => {
    const page = await freshPage(firebaseEnv);
    await signInBoth(page);
    expect(messaging.getToken).toHaveBeenCalledOnce();
    expect(messaging.getToken).toHaveBeenCalledWith({ messaging: true }, expect.objectContaining({ vapidKey: 'vapid' }));
    expect(page.permission).toHaveBeenCalledOnce();
    expect(page.register).toHaveBeenCalledWith('/push-sw.js');
    const bodies = Object.fromEntries(page.sent.map((r) => [r.path, r.json]));
    expect(bodies['/api/provider/auth/verify-login']).toMatchObject({ otp: '1234', device_token: 'fcm:device-1' });
    expect(bodies['/api/focus/auth/login']).toMatchObject({ identifier: 'focus@example.com', device_token: 'fcm:device-1' });
    // The session is handed it (with each login call), for logout.
    expect(page.announced.length).toBeGreaterThan(0);
    expect(new Set(page.announced)).toEqual(new Set(['fcm:device-1']));
  }, 60_000);

  it('without Firebase settings: no permission prompt, no Firebase, device_token null', async () => {
    const page = await freshPage({});
    await signInBoth(page);
    expect(page.permission).not.toHaveBeenCalled();
    expect(messaging.getToken).not.toHaveBeenCalled();
    for (const request of page.sent) expect(request.json).toMatchObject({ device_token: null });
    expect(page.sent).toHaveLength(2);
    expect(page.announced).toEqual([]);
  }, 60_000);
});

/** The logout calls the app's session sent, as the server received their bodies. */
const logoutBodies = (sent: SentRequest[]) => sent.filter((r) => r.path === '/api/provider/auth/logout').map((r) => r.json);

/** The app's document: its modules afresh (the browser keeps cookies and localStorage), its session started. */
async function appDocument() {
  vi.resetModules();
  (await import('../../api/runtime')).configureApiRuntime({ navigate: vi.fn() });
  const { appSession } = await import('../../session');
  return { appSession, authApi: await import('./authApi') };
}

const signedInProvider = () => ({ kind: 'provider' as const, token: 'Bearer p-token', ...splitPermissions(providerUserFromApi) });

describe('the push token a login sent is released by the logout that follows (spec sections 4 and 7)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    localStorage.clear();
    removeCookie(SESSION_COOKIES.providerToken);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('signed in on the website (no session there), the app’s document restores that user, chat, role and push token, and its logout sends the token', async () => {
    const website = await freshPage(firebaseEnv);
    // An earlier visit kept another provider's data in this browser.
    const { persistSession } = await import('../session/persistence');
    const earlier = { ...signedInProvider().user, name: 'مستخدم سابق', role: 'admin' };
    persistSession({ provider: { token: 'Bearer earlier', permissions: [], user: earlier }, focus: null, locale: 'ar', chat: false, role: 'admin', deviceToken: null });
    // The login modal on the website's document, where no <SessionProvider> runs.
    const { useSessionSink } = await import('./sessionSink');
    const { result } = renderHook(() => useSessionSink());
    const sink = result.current;
    sink(null); // endExistingSessions
    await website.authApi.verifyLoginCode({ otp: '1234', mobile: '500000001', type: 'mobile', device_token: null }, website.authApi.browserDeviceToken);
    setCookie(SESSION_COOKIES.providerToken, 'Bearer p-token', 3600);
    sink(signedInProvider()); // storeSession

    // The hand-over: the dashboard's document starts its session from what the browser kept.
    const { appSession } = await appDocument();
    expect(appSession.getSnapshot().value).toBe('provider');
    expect(appSession.getSnapshot().context).toMatchObject({ deviceToken: 'fcm:device-1', chat: true, role: 'owner' });
    expect(appSession.getSnapshot().context.provider?.user?.name).toBe(providerUserFromApi.name);
    appSession.send({ type: 'LOGOUT' });
    await vi.waitFor(() => expect(logoutBodies(website.sent)).toEqual([{ device_token: 'fcm:device-1' }]));
    await vi.waitFor(() => expect(appSession.getSnapshot().context.deviceToken).toBeNull());
    appSession.stop();
  }, 60_000);

  it('logged out and in again in the same document, the next logout sends the token again (Firebase asked once)', async () => {
    const page = await freshPage(firebaseEnv);
    const { appSession, authApi } = await appDocument();
    for (const round of [1, 2]) {
      // The login modal asks as it opens; the verify call carries the token; the flow hands over the session.
      void authApi.browserDeviceToken();
      await authApi.verifyLoginCode({ otp: '1234', mobile: '500000001', type: 'mobile', device_token: null }, authApi.browserDeviceToken);
      appSession.send({ type: 'SIGNED_IN', session: signedInProvider() });
      appSession.send({ type: 'LOGOUT' });
      await vi.waitFor(() => expect(logoutBodies(page.sent)).toHaveLength(round));
      await vi.waitFor(() => expect(appSession.getSnapshot().value).toBe('signedOut'));
    }
    expect(logoutBodies(page.sent)).toEqual([{ device_token: 'fcm:device-1' }, { device_token: 'fcm:device-1' }]);
    expect(messaging.getToken).toHaveBeenCalledOnce();
    appSession.stop();
  }, 60_000);
});
