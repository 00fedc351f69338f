/**
 * The app's session as the app's document starts it (spec section 9: "Locales: en, ar, tr, ur;
 * route default ar; local-state default en"): an address with a language gives the session that
 * language; an address without one (`/`) leaves the session on the kept locale, which is `en`
 * until a visit kept another, while the route itself still goes to Arabic.
 */
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

// This file loads the app's modules afresh; the next file in the worker (isolate: false) gets its own.
afterAll(() => vi.resetModules());

const PROVIDER_STATE_KEY = 'mawid.session.providerState';

/** The app's document opened at `path`: its modules afresh, the browser's storage as left. */
async function openAppAt(path: string) {
  window.history.replaceState(null, '', path);
  vi.resetModules();
  const { appSession } = await import('./session');
  return appSession;
}

const kept = () => JSON.parse(localStorage.getItem(PROVIDER_STATE_KEY) ?? 'null') as { locale?: string } | null;

describe('the locale the app’s session keeps', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('starts at en on a first visit to an address without a language, while the route goes to /ar', async () => {
    const session = await openAppAt('/');
    expect(session.getSnapshot().context.locale).toBe('en');
    expect(kept()).toMatchObject({ locale: 'en' });
    session.stop();

    const { routes } = await import('./routes/router');
    const root = routes.find((route) => route.path === '/');
    // The root's loader reads nothing of the request: it always goes to the route default.
    const answer = await (root?.loader as () => Response | Promise<Response>)();
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/ar');
  }, 60_000);

  it('takes the address’s language and keeps it for the next visit without one', async () => {
    const onTurkishPage = await openAppAt('/tr/provider-dashboard');
    expect(onTurkishPage.getSnapshot().context.locale).toBe('tr');
    expect(kept()).toMatchObject({ locale: 'tr' });
    onTurkishPage.stop();

    const later = await openAppAt('/');
    expect(later.getSnapshot().context.locale).toBe('tr');
    later.stop();
  }, 60_000);
});
