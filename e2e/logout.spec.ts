// Logging out of the provider dashboard against `npm start` (spec sections 4 and 8): the logout call
// carries the token and this device's push token, the browser forgets the session (token,
// permissions, data, chat status, role and push token), the provider lands on the site's root with a
// notice, and the old token no longer opens anything.
import { expect as baseExpect, test } from '@playwright/test';
import { t } from './support/messages';
import { expectToast, registerProvider, signedInPage } from './support/provider';

// A first screen waits for the app's code, its messages and several calls: on two busy cores that
// takes longer than the suite's 7 s default.
const expect = baseExpect.configure({ timeout: 15_000 });

const PROVIDER_STATE_KEY = 'mawid.session.providerState';

test('en: logging out forgets the session in the browser and on the server, push token and chat status included', async ({ browser, request }) => {
  const provider = await registerProvider(request, 'Logout Salon');
  const page = await signedInPage(browser, provider);
  // This device was granted a push token when it signed in (Firebase configured) and kept it with
  // the provider's chat status and role. Only the first document starts with it.
  await page.context().addInitScript(
    ([key, state]) => {
      if (!location.protocol.startsWith('http') || sessionStorage.getItem('e2e.providerStateSeeded')) return;
      sessionStorage.setItem('e2e.providerStateSeeded', '1');
      localStorage.setItem(key, state);
    },
    [PROVIDER_STATE_KEY, JSON.stringify({ locale: 'en', chat: true, role: 'owner', pushToken: 'fcm:e2e-device' })] as const,
  );
  await page.goto('/en/provider-dashboard');

  const menu = page.getByRole('button', { name: t('en', 'providerShell.profile.menu', { name: String(provider.user.name) }) });
  await menu.click();
  const logoutCall = page.waitForRequest((r) => r.url().endsWith('/api/provider/auth/logout') && r.method() === 'POST');
  await page.getByRole('menuitem', { name: t('en', 'providerShell.profile.logout') }).click();
  const sent = await logoutCall;
  expect(sent.headers().authorization).toBe(`Bearer ${provider.token}`);
  expect(sent.postDataJSON()).toEqual({ device_token: 'fcm:e2e-device' });

  await expect(page).toHaveURL(/\/en$/);
  await expectToast(page, t('en', 'auth.logout.success'));
  const cookies = (await page.context().cookies()).map((c) => c.name);
  expect(cookies).not.toContain('provider_token');
  expect(cookies).not.toContain('provider_permissions');
  // Token, permissions and data, chat status, role and push token are reset; the locale stays.
  await expect
    .poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown, PROVIDER_STATE_KEY))
    .toEqual({ locale: 'en', chat: null, role: null, pushToken: null });
  expect(await page.evaluate(() => localStorage.getItem('mawid.session.providerUser'))).toBeNull();

  // The server no longer knows the token, and the dashboard sends the visitor home.
  const profile = await request.get('/api/provider/auth/profile', { headers: { authorization: `Bearer ${provider.token}` } });
  expect(profile.status()).toBe(401);
  await page.goto('/en/provider-dashboard');
  await expect(page).toHaveURL(/\/en$/);
  await page.context().close();
});
