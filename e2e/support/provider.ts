// Provider sessions for the dashboard journeys: signing in a demo number (or a newly registered
// provider) through the API as the app does, and browser pages that hold that session.
import { expect as baseExpect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import type { Locale } from '../../app/i18n/locales';
import { scratchFile, withLock, writeAtomically } from './coordination';
import { t } from './messages';
import { smsCode } from './sms';

// Screens wait for the app's code and calls: on two busy cores longer than the suite's 7 s default.
const expect = baseExpect.configure({ timeout: 15_000 });

export interface ProviderSession {
  token: string;
  permissions: string[];
  user: Record<string, unknown>;
}

/** The demo accounts the server seeds on its first start (server/db/seed.ts). */
export const demoProviders = {
  /** Super admin with a bank account, an active package, two salons and a wallet. */
  owner: '500000001',
  /** No bank account; the package has expired. */
  lapsed: '500000002',
} as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type VerifiedBody = { data: { token: string; user: Record<string, unknown> & { permissions: string[] } } };

function sessionOf(body: VerifiedBody): ProviderSession {
  const { permissions, ...user } = body.data.user;
  return { token: body.data.token, permissions, user };
}


async function sessionStillValid(request: APIRequestContext, session: ProviderSession): Promise<boolean> {
  const check = await request.get('/api/provider/auth/profile', { headers: { authorization: `Bearer ${session.token}` } });
  // 423: signed in, but the package has expired (the lapsed demo provider).
  return check.ok() || check.status() === 423;
}

function readCache(file: string): ProviderSession | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ProviderSession;
  } catch {
    return null;
  }
}

/** POST login → the code from the development SMS outbox → verify-login. */
async function freshSignIn(request: APIRequestContext, mobile: string, cache: string): Promise<ProviderSession> {
  // One code per number per minute: after a 429 (someone else asked within the minute) wait, then
  // take their session if they left it in the cache, or ask again.
  for (;;) {
    const login = await request.post('/api/provider/auth/login', { data: { mobile, country_code: '+966' } });
    if (login.status() !== 429) {
      expect(login.ok()).toBe(true);
      break;
    }
    const { retry_after: wait } = (await login.json()) as { retry_after: number };
    if (wait > 70) throw new Error(`sign-in of ${mobile} throttled for ${wait} s: run the journeys on a fresh server`);
    await sleep((wait + 1) * 1000);
    const theirs = readCache(cache);
    if (theirs && (await sessionStillValid(request, theirs))) return theirs;
  }
  const verified = await request.post('/api/provider/auth/verify-login', { data: { mobile, otp: await smsCode(request, mobile), type: 'mobile' } });
  expect(verified.ok()).toBe(true);
  return sessionOf((await verified.json()) as VerifiedBody);
}

/**
 * A session of the provider user with this (demo) mobile. Signed in once per server: the session is
 * kept in a temp file named after the server's port and shared by every worker and spec file (the
 * server sends one code per number per minute); a token the server no longer knows is replaced.
 */
export async function signIn(request: APIRequestContext, mobile: string): Promise<ProviderSession> {
  const cache = scratchFile(`${mobile}.json`);
  const cached = readCache(cache);
  if (cached && (await sessionStillValid(request, cached))) return cached;
  return withLock(`sign-in-${mobile}`, async () => {
    // Another worker may have signed in while this one waited for the lock.
    const theirs = readCache(cache);
    if (theirs && (await sessionStillValid(request, theirs))) return theirs;
    const session = await freshSignIn(request, mobile, cache);
    writeAtomically(cache, JSON.stringify(session));
    return session;
  });
}

/**
 * A provider of its own, registered through the API (register → SMS code → verify-account): a new
 * business on its free trial, with no salon and no bank account. Nothing it does touches another journey.
 */
export async function registerProvider(request: APIRequestContext, name: string): Promise<ProviderSession & { mobile: string }> {
  // 57XXXXXXX: neither the demo numbers (5000000XX) nor the sign-in journeys' (59XXXXXXX).
  const mobile = `57${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const registered = await request.post('/api/provider/auth/register', {
    data: { name, mobile, country_code: '+966', email: `e2e-${mobile}@example.com` },
  });
  expect(registered.ok()).toBe(true);
  const verified = await request.post('/api/provider/auth/verify-account', { data: { otp: await smsCode(request, mobile), mobile, device_token: null } });
  expect(verified.ok()).toBe(true);
  return { ...sessionOf((await verified.json()) as VerifiedBody), mobile };
}

/** A salon for a journey's own business: in Riyadh, open every day 10:00–22:00, named as given. */
export const openSalonInput = (names: { name_ar: string; name_en: string }) => ({
  ...names,
  address: 'طريق الملك فهد، الرياض',
  city_id: 1,
  latitude: 24.7136,
  longitude: 46.6753,
  timezone: 'Asia/Riyadh',
  working_hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, is_open: true, opens_at: '10:00', closes_at: '22:00', breaks: [] })),
});

/**
 * A page in a new browser context (this project's viewport, touch and mobile emulation) that holds
 * the session as the app stores it after signing in: the token and permission cookies and the user.
 */
export async function signedInPage(browser: Browser, session: ProviderSession): Promise<Page> {
  const use = test.info().project.use;
  const baseURL = use.baseURL as string;
  const context = await browser.newContext({
    baseURL,
    viewport: use.viewport,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    deviceScaleFactor: use.deviceScaleFactor,
    userAgent: use.userAgent,
  });
  const { hostname } = new URL(baseURL);
  await context.addCookies([
    { name: 'provider_token', value: encodeURIComponent(`Bearer ${session.token}`), domain: hostname, path: '/' },
    { name: 'provider_permissions', value: encodeURIComponent(JSON.stringify(session.permissions)), domain: hostname, path: '/' },
  ]);
  await context.addInitScript((user) => {
    // The first document of a page (about:blank) has no storage of its own.
    if (location.protocol.startsWith('http')) localStorage.setItem('mawid.session.providerUser', user);
  }, JSON.stringify(session.user));
  await recordToasts(context);
  return context.newPage();
}

/**
 * Records every toast's text as it appears, in each document of `target` (a page or a whole
 * context): a toast leaves after 3 s, which a busy machine can let pass between two looks at the
 * screen. `toastsSeen` and `expectToast` read the record.
 */
export async function recordToasts(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __toastsSeen: seen });
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[role="alertdialog"][data-tone]')) {
        const text = toast.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** The toasts this document has shown so far (recorded by `recordToasts`). */
export const toastsSeen = (page: Page) => page.evaluate(() => (window as unknown as { __toastsSeen?: string[] }).__toastsSeen ?? []);

/** Expects a toast saying `text` to have appeared on this page (since it was last loaded), even if it has gone again. */
export async function expectToast(page: Page, text: string): Promise<void> {
  // Polls the toasts seen so far; on failure the report lists them.
  await expect
    .poll(() => toastsSeen(page), {
      message: `a toast saying "${text}"`,
      timeout: 15_000,
    })
    .toContainEqual(expect.stringContaining(text));
}

/**
 * GET `/api<url>` as the session's user; fails the journey on anything but 2xx. Names come back in
 * `locale` when given (compare them with a screen in that language), else in the server's default.
 */
export async function api<T>(request: APIRequestContext, session: ProviderSession, url: string, locale?: Locale): Promise<T> {
  const headers: Record<string, string> = { authorization: `Bearer ${session.token}` };
  if (locale) headers['accept-language'] = locale;
  const response = await request.get(`/api${url}`, { headers });
  expect(response.ok(), `GET ${url} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** Whether this project is the phone one (the dashboard's sidebar is a drawer there). */
const onPhone = () => Boolean(test.info().project.use.isMobile);

/**
 * Goes to a dashboard page the way a user does: through the sidebar on a desktop, or on a phone by
 * opening the menu (the sidebar's drawer) and choosing the page there.
 */
export async function openFromMenu(page: Page, locale: Locale, linkName: string): Promise<void> {
  if (onPhone()) {
    await page.getByRole('button', { name: t(locale, 'ds.navigation.topBar.menu') }).click();
    const drawer = page.getByRole('dialog', { name: t(locale, 'providerShell.nav.label') });
    await drawer.getByRole('link', { name: linkName, exact: true }).click();
    // Choosing a page closes the drawer.
    await expect(drawer).toHaveCount(0);
  } else {
    await page.getByRole('navigation', { name: t(locale, 'providerShell.nav.label') }).getByRole('link', { name: linkName, exact: true }).click();
  }
}
