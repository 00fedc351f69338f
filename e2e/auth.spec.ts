// Sign-in, registration and password reset against `npm start`, in ar and en, desktop and phone.
// Codes are read from the development SMS and mail outboxes; each provider journey registers its own number
// first (through the API), because the server sends one code per number per minute.
import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { intlLocale, type Locale } from '../app/i18n/locales';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

// Journeys through several pages of the built app and the real server, whose login modal and forms load on
// demand: on two busy cores (CI runs two workers beside the server) a step can take longer than the
// config's 7 s, and a journey longer than 30 s. The waits are for things to appear, so a longer limit only
// costs time when something is really broken.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

// Signing in loads the dashboard's document, which opens the room settings (`video=true`) for those
// who use the room (focus users with a package, a provider's super admins; a newly registered owner
// is not one, so lands on the bare dashboard) and asks for the camera and microphone: Chromium's fake devices answer without a prompt (a prompt left
// open keeps the browser context from closing).
test.use({
  launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] },
  permissions: ['camera', 'microphone'],
});

/** A website page answers presses once its code has run (it is readable before: app/site/boot.ts). */
const interactive = (page: Page) => expect(page.locator('html[data-interactive="true"]')).toHaveCount(1);

/**
 * Signed in, the website hands over to the app's document: the address changes first, then the
 * app's document loads. A journey ends once it has (closing the browser mid-load can hang).
 */
async function inApp(page: Page) {
  await expect(page.locator('html[data-interactive]')).toHaveCount(0);
  await page.waitForLoadState('load');
}

const catalogs = new Map<Locale, Record<string, string>>();
function catalog(locale: Locale): Record<string, string> {
  let messages = catalogs.get(locale);
  if (!messages) {
    messages = {};
    for (const root of ['app/i18n/messages', 'design-system/i18n/messages']) {
      const folder = path.join(root, locale);
      for (const file of readdirSync(folder).filter((f) => f.endsWith('.json'))) Object.assign(messages, JSON.parse(readFileSync(path.join(folder, file), 'utf8')));
    }
    catalogs.set(locale, messages);
  }
  return messages;
}

/** A message as the visitor reads it. */
function t(locale: Locale, id: string, values?: Record<string, string | number>): string {
  const message = catalog(locale)[id];
  if (message === undefined) throw new Error(`no message ${id} in ${locale}`);
  return String(new IntlMessageFormat(message, intlLocale[locale]).format(values));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A Saudi mobile nobody else uses in this run (59XXXXXXX; the demo numbers are 5000000XX). */
const freshMobile = () => `59${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

interface SmsMessage {
  to: string;
  code: string | null;
}

async function outbox(request: APIRequestContext, mobile: string): Promise<SmsMessage[]> {
  const response = await request.get(`/api/dev/sms-outbox?mobile=${encodeURIComponent(`+966${mobile}`)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: SmsMessage[] }).data;
}

/** The newest code sent to a number, once more than `already` messages have gone to it. */
async function nextCode(request: APIRequestContext, mobile: string, already: number): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const messages = await outbox(request, mobile);
      code = messages.length > already ? (messages[0]?.code ?? null) : null;
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code as unknown as string;
}

/** A provider account made through the API (register → SMS code → verify-account), for the login journeys. */
async function registeredProvider(request: APIRequestContext): Promise<string> {
  const mobile = freshMobile();
  const registered = await request.post('/api/provider/auth/register', {
    data: { name: 'صالون الاختبار', mobile, country_code: '+966', email: `owner-${mobile}@example.com` },
  });
  expect(registered.ok()).toBe(true);
  const code = await nextCode(request, mobile, 0);
  const verified = await request.post('/api/provider/auth/verify-account', { data: { otp: code, mobile, device_token: null } });
  expect(verified.ok()).toBe(true);
  return mobile;
}

/** The newest 4-digit code e-mailed to an address (the development mail outbox), once one has arrived. */
async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/mail-outbox?email=${encodeURIComponent(email)}`);
      const body = ((await response.json()) as { data: { body: string }[] }).data[0]?.body ?? '';
      code = /\b(\d{4})\b/.exec(body)?.[1] ?? null;
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code as unknown as string;
}

/** A focus account made through the API (register → e-mailed code → verify-registration). */
async function registeredFocusUser(request: APIRequestContext, email: string, password: string): Promise<void> {
  const registered = await request.post('/api/focus/auth/register', { data: { name: 'Reset', email, password, password_confirmation: password } });
  expect(registered.ok()).toBe(true);
  const verified = await request.post('/api/focus/auth/verify-registration', { data: { email, code: await mailedCode(request, email) } });
  expect(verified.ok()).toBe(true);
}

/** A password input by its label (password inputs have no role; the label carries a required star). */
const passwordField = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${escape(label)}\\s*\\*?$`));

/** The seconds the resend button still shows (digits in any script), or null when it offers to resend. */
async function resendSeconds(button: Locator): Promise<number | null> {
  const text = (await button.textContent()) ?? '';
  const digits = text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf)).match(/\d+/);
  return digits ? Number(digits[0]) : null;
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** The navbar's provider login entry (in the menu on phones). */
async function openProviderLogin(page: Page, locale: Locale) {
  await interactive(page);
  if (isPhone(page)) await page.getByRole('button', { name: t(locale, 'website.nav.menu') }).click();
  await page.getByRole('banner').getByRole('button', { name: t(locale, 'website.nav.signIn') }).locator('visible=true').click();
  return page.getByRole('dialog', { name: t(locale, 'authScreens.login.title') });
}

/** Types a code into the four boxes (focus moves from box to box as digits arrive). */
async function typeCode(page: Page, locale: Locale, code: string) {
  await page.getByRole('textbox', { name: t(locale, 'ds.forms.otp.digit', { index: 1, count: 4 }) }).click();
  await page.keyboard.type(code);
}

const wrongCode = (code: string) => String((Number(code) + 5000) % 10000).padStart(4, '0');

for (const locale of ['ar', 'en'] as const) {
  test.describe(`provider login in ${locale}`, () => {
    test('the code from the SMS outbox signs in; a wrong code is refused; resend waits 60 s', { tag: locale === 'ar' ? '@phone' : [] }, async ({ page, request, context }) => {
      const mobile = await registeredProvider(request);
      await page.clock.install();
      await page.goto(`/${locale}`);
      const login = await openProviderLogin(page, locale);
      await expect(login.getByRole('tab', { name: t(locale, 'auth.login.title') })).toHaveAttribute('aria-selected', 'true');

      // The mobile is required and must be a Saudi mobile.
      await login.getByRole('button', { name: t(locale, 'auth.login.submit') }).click();
      await expect(login.getByText(t(locale, 'ds.forms.phone.required'))).toBeVisible();
      const already = (await outbox(request, mobile)).length;
      // Fixed, then sent with the button: the error goes while typing, so the button does not move
      // under the press (it used to go on blur, as the press began, and a tap could miss).
      await login.getByRole('textbox', { name: t(locale, 'auth.mobile.label') }).fill(`0${mobile}`);
      await expect(login.getByText(t(locale, 'ds.forms.phone.required'))).toHaveCount(0);
      await login.getByRole('button', { name: t(locale, 'auth.login.submit') }).click();

      const confirm = page.getByRole('dialog', { name: t(locale, 'auth.otp.title') });
      await expect(confirm).toBeVisible();
      const code = await nextCode(request, mobile, already);

      // Resend is locked while the 60-second countdown runs (the clock is ours: no real minute passes).
      const resend = confirm.getByRole('button', { name: /[0-9\u0660-\u0669]/ });
      await expect(resend).toBeDisabled();
      const first = await resendSeconds(resend);
      expect(first).toBeGreaterThan(50);
      expect(first).toBeLessThanOrEqual(60);
      await page.clock.fastForward(30_000);
      await expect.poll(() => resendSeconds(resend)).toBeLessThanOrEqual((first ?? 60) - 29);
      await expect(resend).toBeDisabled();

      // A wrong code: the message, and the dialog stays.
      await typeCode(page, locale, wrongCode(code));
      await confirm.getByRole('button', { name: t(locale, 'auth.verify') }).click();
      await expect(confirm.getByRole('alert')).toContainText(t(locale, 'auth.otp.wrong'));
      await expect(page).toHaveURL(new RegExp(`/${locale}$`));

      await page.clock.fastForward(31_000);
      await expect(confirm.getByRole('button', { name: t(locale, 'auth.resend'), exact: true })).toBeEnabled();

      // The refused code was cleared and the first box has focus: type the right one.
      for (const box of await confirm.getByRole('textbox').all()) await expect(box).toHaveValue('');
      await page.keyboard.type(code);
      const landed = page.waitForURL(new RegExp(`/${locale}/provider-dashboard$`));
      await confirm.getByRole('button', { name: t(locale, 'auth.verify') }).click();
      await landed;
      await inApp(page);
      // The success notice raised on the website is shown by the dashboard's document.
      await expect(page.getByRole('alert').filter({ hasText: t(locale, 'auth.login.success') })).toBeVisible();
      const cookies = await context.cookies();
      expect(cookies.find((c) => c.name === 'provider_token')?.value).toMatch(/^Bearer/);
    });
  });

  test.describe(`focus login in ${locale}`, () => {
    const focusLogin = async (page: Page, identifier: string, password: string) => {
      await page.goto(`/${locale}?auth_type=focus`);
      const dialog = page.getByRole('dialog', { name: t(locale, 'authScreens.login.title') });
      await expect(dialog.getByRole('tab', { name: t(locale, 'focus.login.title') })).toHaveAttribute('aria-selected', 'true');
      await dialog.getByRole('textbox', { name: t(locale, 'focus.identifier.label') }).fill(identifier);
      await passwordField(dialog, t(locale, 'focus.password.label')).fill(password);
      await dialog.getByRole('button', { name: t(locale, 'focus.login.submit') }).click();
      return dialog;
    };

    test('a focus user with a package lands on the focus dashboard', { tag: locale === 'ar' ? '@phone' : [] }, async ({ page, context }) => {
      // The dashboard may tidy `video=true` away once it has opened the room settings: catch the navigation itself.
      const landed = page.waitForURL(new RegExp(`/${locale}/focus-dashboard\\?video=true$`));
      await focusLogin(page, 'focus@example.com', 'password123');
      await landed;
      // The success notice raised on the website is shown by the dashboard's document (for 3 s).
      await expect(page.getByRole('alert').filter({ hasText: t(locale, 'auth.login.success') })).toBeVisible();
      await inApp(page);
      expect((await context.cookies()).find((c) => c.name === 'focus_token')?.value).toMatch(/^Bearer/);
    });

    test('signing in again logs the earlier session out on the server', async ({ page, context, request }) => {
      const first = page.waitForURL(new RegExp(`/${locale}/focus-dashboard\\?video=true$`));
      await focusLogin(page, 'focus@example.com', 'password123');
      await first;
      await inApp(page);
      const focusToken = async () => decodeURIComponent((await context.cookies()).find((c) => c.name === 'focus_token')?.value ?? '');
      const earlier = await focusToken();
      expect(earlier).toMatch(/^Bearer/);
      const profile = (token: string) => request.get('/api/focus/auth/profile', { headers: { Authorization: token, 'Accept-Language': locale } });
      expect((await profile(earlier)).status()).toBe(200);

      const second = page.waitForURL(new RegExp(`/${locale}/focus-dashboard\\?video=true$`));
      await focusLogin(page, 'focus@example.com', 'password123');
      await second;
      await inApp(page);
      const now = await focusToken();
      expect(now).not.toBe(earlier);
      expect((await profile(now)).status()).toBe(200);
      await expect.poll(async () => (await profile(earlier)).status()).toBe(401);
    });

    test('a focus user without a package lands on the focus packages page', async ({ page }) => {
      await focusLogin(page, 'nopackage@example.com', 'password123');
      await expect(page).toHaveURL(new RegExp(`/${locale}/focus-dashboard-packages$`));
      await inApp(page);
    });

    test('a too-short password is explained and nothing is sent', async ({ page }) => {
      const calls: string[] = [];
      page.on('request', (r) => r.url().includes('/api/focus/auth/login') && calls.push(r.url()));
      const dialog = await focusLogin(page, 'focus@example.com', 'short');
      await expect(dialog.getByText(t(locale, 'ds.forms.error.tooShort', { min: 8 }))).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/${locale}\\?auth_type=focus$`));
      expect(calls).toEqual([]);
    });

    test('a wrong password is refused with a message', async ({ page }) => {
      const dialog = await focusLogin(page, 'focus@example.com', 'not-the-password');
      await expect(dialog.getByRole('alert')).toContainText(t(locale, 'focus.login.wrongCredentials'));
      await expect(page).toHaveURL(new RegExp(`/${locale}\\?auth_type=focus$`));
    });

    test('the password shows and hides; Google and Apple go to the server', async ({ page }) => {
      await page.route('**/api/*/oauth?**', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'identity provider' }));
      const dialog = await focusLogin(page, '', '');
      const password = passwordField(dialog, t(locale, 'focus.password.label'));
      await expect(password).toHaveAttribute('type', 'password');
      await dialog.getByRole('button', { name: t(locale, 'ds.forms.password.show') }).click();
      await expect(password).toHaveAttribute('type', 'text');
      await dialog.getByRole('button', { name: t(locale, 'social.continueWith', { provider: 'Google' }) }).click();
      await page.waitForURL(/\/api\/google\/oauth\?type=focus/);
      await page.goto(`/${locale}?auth_type=focus`);
      await page.getByRole('button', { name: t(locale, 'social.continueWith', { provider: 'Apple' }) }).click();
      await page.waitForURL(/\/api\/apple\/oauth\?type=focus/);
    });

    test('a social return with an error opens the focus login with the reason', async ({ page }) => {
      await page.goto(`/${locale}?auth_type=focus&provider=google&error=access_denied`);
      const dialog = page.getByRole('dialog', { name: t(locale, 'authScreens.login.title') });
      await expect(dialog.getByRole('alert').first()).toContainText(t(locale, 'social.failed', { provider: 'Google' }));
      await expect(page).toHaveURL(new RegExp(`/${locale}\\?auth_type=focus$`));
    });
  });

  test.describe(`registration in ${locale}`, () => {
    test('a provider registers with a code by SMS and lands on the dashboard', { tag: locale === 'ar' ? '@phone' : [] }, async ({ page, request }) => {
      const mobile = freshMobile();
      await page.goto(`/${locale}/auth`);
      await expect(page).toHaveTitle(new RegExp(`^${escape(t(locale, 'authScreens.register.providerTitle'))}`));
      const form = page.getByRole('form', { name: t(locale, 'authScreens.register.providerTitle') });
      await form.getByRole('button', { name: t(locale, 'authScreens.register.submit') }).click();
      await expect(form.getByText(t(locale, 'ds.forms.error.required')).first()).toBeVisible();
      await form.getByRole('textbox', { name: t(locale, 'authScreens.field.name') }).fill('صالون النخبة');
      await form.getByRole('textbox', { name: t(locale, 'auth.mobile.label') }).fill(mobile);
      await form.getByRole('textbox', { name: t(locale, 'authScreens.field.email') }).fill(`new-${mobile}@example`);
      await form.getByRole('button', { name: t(locale, 'authScreens.register.submit') }).click();
      await expect(form.getByText(t(locale, 'authScreens.email.invalid'))).toBeVisible();
      // Corrected and sent with Enter (see the provider login journey about pressing right after a fix).
      await form.getByRole('textbox', { name: t(locale, 'authScreens.field.email') }).fill(`new-${mobile}@example.com`);
      await form.getByRole('textbox', { name: t(locale, 'authScreens.field.email') }).press('Enter');

      await expect(page.getByRole('group', { name: t(locale, 'auth.otp.label') })).toBeVisible();
      const code = await nextCode(request, mobile, 0);
      await typeCode(page, locale, code);
      const landed = page.waitForURL(new RegExp(`/${locale}/provider-dashboard$`));
      await page.getByRole('button', { name: t(locale, 'auth.verify') }).click();
      await landed;
      await inApp(page);
    });

    test('a focus user registers with a password typed twice, activates with the e-mailed code and is signed in', async ({ page, context, request }) => {
      const email = `focus-${freshMobile()}@example.com`;
      await page.goto(`/${locale}/auth?type=focus`);
      const form = page.getByRole('form', { name: t(locale, 'authScreens.register.focusTitle') });
      await form.getByRole('textbox', { name: t(locale, 'authScreens.field.name') }).fill('Sara');
      await form.getByRole('textbox', { name: t(locale, 'authScreens.field.email') }).fill(email);
      await passwordField(form, t(locale, 'authScreens.field.password')).fill('N3wPassw0rd!');
      await passwordField(form, t(locale, 'authScreens.field.passwordConfirmation')).fill('N3wPassw0rd?');
      await form.getByRole('button', { name: t(locale, 'authScreens.register.submit') }).click();
      await expect(form.getByText(t(locale, 'authScreens.password.mismatch'))).toBeVisible();
      await passwordField(form, t(locale, 'authScreens.field.passwordConfirmation')).fill('N3wPassw0rd!');
      // Sent from the keyboard this time.
      await passwordField(form, t(locale, 'authScreens.field.passwordConfirmation')).press('Enter');
      const activation = page.getByRole('form', { name: t(locale, 'authScreens.activate.label') });
      await expect(activation.getByText(t(locale, 'authScreens.activate.checkEmail'))).toBeVisible();
      await typeCode(page, locale, await mailedCode(request, email));
      await activation.getByRole('button', { name: t(locale, 'authScreens.activate.submit') }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/focus-dashboard-packages$`));
      await inApp(page);
      expect((await context.cookies()).find((c) => c.name === 'focus_token')?.value).toMatch(/^Bearer/);
    });
    // A taken e-mail gets the same answer and screen as a new one: server/http/enumeration.test.ts proves the
    // answers alike, and the FocusCheckEmail story shows the screen (one seeded account, four runs, one code a minute).
  });

  test.describe(`password reset in ${locale}`, () => {
    test('provider: the e-mailed code is asked for on the next page, and a wrong one is refused', async ({ page }) => {
      // The same answers for any address (the server does not say which e-mails have accounts).
      const email = `owner-${freshMobile()}@example.com`;
      await page.goto(`/${locale}/auth/reset-pass`);
      await page.getByRole('textbox', { name: t(locale, 'authScreens.field.email') }).fill(email);
      await page.getByRole('button', { name: t(locale, 'authScreens.reset.sendCode') }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/auth/reset-pass/update-pass$`));
      await expect(page.getByText(t(locale, 'authScreens.reset.codeSentTo', { email, length: 4 }))).toBeVisible();
      // The forgot-password e-mail is kept locally (spec section 3): a reload still knows where the code went.
      await page.reload();
      await interactive(page);
      await expect(page.getByText(t(locale, 'authScreens.reset.codeSentTo', { email, length: 4 }))).toBeVisible();
      await expect(page.getByRole('textbox', { name: t(locale, 'authScreens.field.email') })).toHaveCount(0);

      await typeCode(page, locale, '0000');
      await passwordField(page, t(locale, 'authScreens.field.newPassword')).fill('N3wPassw0rd!');
      await passwordField(page, t(locale, 'authScreens.field.passwordConfirmation')).fill('N3wPassw0rd!');
      await page.getByRole('button', { name: t(locale, 'authScreens.reset.save') }).click();
      await expect(page.getByText(t(locale, 'auth.otp.wrong'))).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/${locale}/auth/reset-pass/update-pass$`));
    });

    test('focus: e-mail, then the code, then the new password; a wrong code goes back to the code', async ({ page, request }) => {
      const email = `reset-${freshMobile()}@example.com`;
      await registeredFocusUser(request, email, 'OldPassw0rd!');
      await page.goto(`/${locale}?auth_type=focus`);
      await page.getByRole('dialog').getByRole('link', { name: t(locale, 'focus.forgotPassword') }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/auth/focus-reset-pass$`));
      await expect(page.getByRole('dialog')).toBeHidden();

      await page.getByRole('textbox', { name: t(locale, 'authScreens.field.email') }).fill(email);
      await page.getByRole('button', { name: t(locale, 'authScreens.reset.sendCode') }).click();
      await expect(page.getByText(t(locale, 'authScreens.focusReset.codeStep', { step: 2, count: 3 }))).toBeVisible();
      await page.getByRole('button', { name: t(locale, 'authScreens.focusReset.continue') }).click();
      await expect(page.getByText(t(locale, 'ds.forms.otp.incomplete', { count: 4 }))).toBeVisible();
      await typeCode(page, locale, '0000');
      await page.getByRole('button', { name: t(locale, 'authScreens.focusReset.continue') }).click();

      await passwordField(page, t(locale, 'authScreens.field.newPassword')).fill('N3wPassw0rd!');
      await passwordField(page, t(locale, 'authScreens.field.passwordConfirmation')).fill('N3wPassw0rd!');
      await page.getByRole('button', { name: t(locale, 'authScreens.reset.save') }).click();
      // The server refuses the code: back to the code step, with the reason.
      await expect(page.getByText(t(locale, 'authScreens.focusReset.codeStep', { step: 2, count: 3 }))).toBeVisible();
      await expect(page.getByText(t(locale, 'auth.otp.wrong'))).toBeVisible();
    });
  });
}
