import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, removeCookie, setCookie } from '../../lib/cookies';
import { SESSION_COOKIES } from '../constants';
import type * as AuthApiModule from './authApi';
import type * as FlowEffectsModule from './flowEffects';

const cookies = [...Object.values(SESSION_COOKIES), 'company_token'];

interface Sent {
  method: string;
  path: string;
  headers: Headers;
  body: string;
}

let status = 200;
const sent: Sent[] = [];
let flow: typeof FlowEffectsModule;
let authApi: typeof AuthApiModule;

/** The app's own client, over a fetch that records what the browser would send and answers `status`. */
beforeAll(async () => {
  vi.resetModules();
  // The app's base is relative (`/api`), as in a browser: resolve it against the page's address.
  const NodeRequest = globalThis.Request;
  vi.stubGlobal(
    'Request',
    class extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
      }
    },
  );
  vi.stubGlobal('fetch', async (input: Request) => {
    sent.push({ method: input.method, path: new URL(input.url).pathname, headers: input.headers, body: await input.text() });
    return new Response(JSON.stringify(status < 400 ? { data: null, message: 'ok' } : { code: 'unauthenticated', message: 'no' }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  // Imported once the globals are in place: the client takes fetch when it is created.
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
    status = 200;
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
    expect(JSON.parse(byPath['/api/provider/auth/logout']!.body)).toEqual({ device_token: null });
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
    status = 401;
    await expect(authApi.logoutSessions({ provider: 'Bearer expired', focus: 'Bearer expired-too' })).resolves.toBeUndefined();
    expect(sent).toHaveLength(2);
  });
});
