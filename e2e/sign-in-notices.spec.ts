// Notices around signing in that a user reads (spec sections 4 and 10; issue 23 items 1 and 13):
//  - after a Google sign-in the dashboard says "You are signed in." (the website raised it just
//    before handing over to the app's document);
//  - a resend of the login code that the server fails says `front.something_wrong`, and the code
//    can be asked for again.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import type { Locale } from '../app/i18n/locales';
import { t } from './support/messages';
import { recordToasts, registerProvider, toastsSeen } from './support/provider';

// Journeys through the website and the app's document on two busy cores: waits for what appears.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });


/** A website page answers presses once its code has run (it is readable before: app/site/boot.ts). */
const interactive = (page: Page) => expect(page.locator('html[data-interactive="true"]')).toHaveCount(1);

for (const locale of ['ar', 'en'] as const satisfies readonly Locale[]) {
  test(`${locale}: back from Google, the focus dashboard says “signed in”`, async ({ page, context, request }) => {
    // Google's side is not ours: the server's check of Google's ID token (server/http/focus.test.ts runs it
    // against a local OpenID provider) is answered here with what the server gives this user for a password
    // sign-in. Everything on the site, from the return address to the dashboard, is the product's.
    const signedIn = await request.post('/api/focus/auth/login', {
      data: { identifier: 'focus@example.com', password: 'password123', remember_me: false, device_token: null },
      headers: { 'Accept-Language': locale },
    });
    expect(signedIn.ok()).toBe(true);
    const answer = await signedIn.text();
    const sent: Record<string, unknown>[] = [];
    await page.route('**/api/focus/auth/social-login/google', async (route) => {
      sent.push(route.request().postDataJSON() as Record<string, unknown>);
      await route.fulfill({ status: 200, contentType: 'application/json', body: answer });
    });
    await recordToasts(page);

    const google = new URLSearchParams({
      auth_type: 'focus',
      provider: 'google',
      email: 'focus@example.com',
      id: '1045',
      verifiedEmail: 'true',
      access_token: 'ya29.access',
      created: '1764000000',
      token_type: 'Bearer',
      expires_in: '3599',
      id_token: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxMDQ1In0.c2ln',
      scope: 'openid email profile',
      name: 'Focus User',
      phone: 'null',
      hd: 'null',
      givenName: 'Focus',
      familyName: 'User',
      picture: 'null',
      refresh_token: 'null',
    });
    const landed = page.waitForURL(new RegExp(`/${locale}/focus-dashboard\\?video=true$`));
    await page.goto(`/${locale}?${google}`);
    await landed;
    // The app's document has taken over (the website's marks its root as interactive; the app's does not).
    await expect(page.locator('html[data-interactive]')).toHaveCount(0);
    await page.waitForLoadState('load');
    await expect.poll(() => toastsSeen(page), { message: 'the notice shown by the dashboard’s document' }).toContainEqual(expect.stringContaining(t(locale, 'auth.login.success')));

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ social_type: 'google', email: 'focus@example.com', id: '1045', verifiedEmail: true, created: 1764000000, device_token: null });
    // A social sign-in is kept for 7,200 s (a password one for 86,400 s).
    const cookie = (await context.cookies()).find((c) => c.name === 'focus_token');
    expect(decodeURIComponent(cookie?.value ?? '')).toMatch(/^Bearer /);
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(7000);
    expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(7200);
  });

  test(`${locale}: a resend the server fails says “${t(locale, 'front.something_wrong')}”, and resending stays possible`, async ({ page, request }) => {
    const { mobile } = await registerProvider(request, 'صالون إعادة الإرسال');
    // The browser's clock is ours: the resend minute passes without waiting for it.
    await page.clock.install();
    await recordToasts(page);
    await page.goto(`/${locale}`);
    await interactive(page);
    if ((page.viewportSize()?.width ?? 1280) < 768) await page.getByRole('button', { name: t(locale, 'website.nav.menu') }).click();
    await page.getByRole('banner').getByRole('button', { name: t(locale, 'website.nav.signIn') }).locator('visible=true').click();
    const login = page.getByRole('dialog', { name: t(locale, 'authScreens.login.title') });
    await login.getByRole('textbox', { name: t(locale, 'auth.mobile.label') }).fill(`0${mobile}`);
    await login.getByRole('button', { name: t(locale, 'auth.login.submit') }).click();
    const confirm = page.getByRole('dialog', { name: t(locale, 'auth.otp.title') });
    await expect(confirm).toBeVisible();

    await page.clock.fastForward(61_000);
    const resend = confirm.getByRole('button', { name: t(locale, 'auth.resend'), exact: true });
    await expect(resend).toBeEnabled();
    // The resend (the same call as the first send) meets a server failure.
    let failed = 0;
    await page.route('**/api/provider/auth/login', async (route) => {
      failed += 1;
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'server_error', message: 'Server Error' }) });
    });
    await resend.click();
    await expect.poll(() => toastsSeen(page), { message: 'the resend failure notice' }).toContainEqual(expect.stringContaining(t(locale, 'front.something_wrong')));
    expect(failed).toBe(1);
    // Still on the code step, and the code can be asked for again at once.
    await expect(confirm).toBeVisible();
    await expect(resend).toBeEnabled();
    await expect(confirm.getByText(t(locale, 'auth.otp.resent'))).toHaveCount(0);
  });
}
