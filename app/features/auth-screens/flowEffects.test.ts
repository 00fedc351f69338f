import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, removeCookie, setCookie } from '../../lib/cookies';
import { SESSION_COOKIES } from '../constants';
import { installRecordingFetch, type SentRequest } from '../testing/recordingFetch';
import type * as AuthApiModule from './authApi';
import type * as FlowEffectsModule from './flowEffects';

// This file loads the app's modules afresh; the next file in the worker (isolate: false) gets its own.
afterAll(() => vi.resetModules());

const cookies = [...Object.values(SESSION_COOKIES), 'company_token'];

const recorder = { status: 200 };
let sent: SentRequest[] = [];
let flow: typeof FlowEffectsModule;
let authApi: typeof AuthApiModule;

beforeAll(async () => {
  vi.resetModules();
  sent = installRecordingFetch(() =>
    recorder.status < 400 ? { body: { data: null, message: 'ok' } } : { status: recorder.status, body: { code: 'unauthenticated', message: 'no' } },
  ).sent;
  // Imported once fetch is replaced: the client takes fetch when it is created.
  flow = await import('./flowEffects');
  authApi = await import('./authApi');
}, 60_000);

afterAll(() => {
  vi.unstubAllGlobals();
});

const live = (sink = vi.fn()) => () => ({ intl: {} as never, navigate: vi.fn() as never, search: '', sink });

describe('before each login, the sessions this browser holds are logged out (spec section 4)', () => {
  beforeEach(() => {
    for (const name of cookies) removeCookie(name);
    sent.length = 0;
    recorder.status = 200;
  });

  it('calls logout for the provider, focus and company sessions with their own tokens, then forgets them here', async () => {
    setCookie(SESSION_COOKIES.providerToken, 'Bearer old-provider', 60);
    setCookie(SESSION_COOKIES.focusToken, 'Bearer old-focus', 60);
    setCookie('company_token', 'Bearer old-company', 60);
    const sink = vi.fn();
    flow.createFlowEffects(live(sink)).endExistingSessions();

    for (const name of cookies) expect(getCookie(name)).toBeUndefined();
    expect(sink).toHaveBeenCalledWith(null);
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    const byPath = Object.fromEntries(sent.map((s) => [s.path, s]));
    expect(Object.keys(byPath).sort()).toEqual(['/api/company/auth/logout', '/api/focus/auth/logout', '/api/provider/auth/logout']);
    expect(byPath['/api/provider/auth/logout']!.headers.get('Authorization')).toBe('Bearer old-provider');
    // The push token stays registered for the login that follows.
    expect(byPath['/api/provider/auth/logout']!.json).toEqual({ device_token: null });
    expect(byPath['/api/focus/auth/logout']!.headers.get('Authorization')).toBe('Bearer old-focus');
    expect(byPath['/api/company/auth/logout']!.headers.get('Authorization')).toBe('Bearer old-company');
    for (const request of sent) {
      expect(request.method).toBe('POST');
      expect(request.headers.get('Accept')).toBe('application/json');
      expect(request.headers.get('Content-Type')).toBe('application/json');
      expect(request.headers.get('Accept-Language')).toBeTruthy();
    }
  });

  it('sends nothing when no session is held', async () => {
    flow.createFlowEffects(live()).endExistingSessions();
    await Promise.resolve();
    expect(sent).toEqual([]);
  });

  it('ignores failed logout calls', async () => {
    recorder.status = 401;
    await expect(authApi.logoutSessions({ provider: 'Bearer expired', focus: 'Bearer expired-too' })).resolves.toBeUndefined();
    expect(sent).toHaveLength(2);
  });
});
