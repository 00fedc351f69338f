import { expect, test } from '@playwright/test';
import { demoProviders, signedInPage, signIn } from './support/provider';

test.describe('locale routing', () => {
  test('the root goes to the Arabic home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/ar$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('a path without a locale goes to the same path under /ar, query kept', async ({ page }) => {
    await page.goto('/some/page?tab=focus&x=1');
    await expect(page).toHaveURL(/\/ar\/some\/page\?tab=focus&x=1$/);
  });

  test('an unknown locale prefix goes to the default', async ({ page }) => {
    await page.goto('/fr/contact?x=2');
    await expect(page).toHaveURL(/\/ar\/contact\?x=2$/);
  });

  for (const [locale, dir] of [
    ['ar', 'rtl'],
    ['en', 'ltr'],
    ['tr', 'ltr'],
    ['ur', 'rtl'],
  ] as const) {
    test(`/${locale} sets lang=${locale} and dir=${dir}, and remembers the locale in a cookie`, async ({ page, context }) => {
      await page.goto(`/${locale}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'locale')?.value).toBe(locale);
      const cookie = (await context.cookies()).find((c) => c.name === 'locale');
      // 365 days, give or take the seconds the test took.
      expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    });
  }
});

test.describe('404 page', () => {
  test('go home from a public path leads to the home page', async ({ page }) => {
    await page.goto('/en/no/such/page');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await page.getByRole('button', { name: 'Go home' }).click();
    await expect(page).toHaveURL(/\/en$/);
  });

  test('go home from inside the provider dashboard leads to the dashboard', async ({ browser, request }) => {
    const page = await signedInPage(browser, await signIn(request, demoProviders.owner));
    await page.goto('/ar/provider-dashboard/no-such-screen');
    await expect(page.getByRole('heading', { name: 'تعذّر العثور على هذه الصفحة' })).toBeVisible();
    await page.getByRole('button', { name: 'العودة إلى الرئيسية' }).click();
    await expect(page).toHaveURL(/\/ar\/provider-dashboard$/);
    await page.context().close();
  });

  test('a visitor who is not signed in is sent home from any dashboard path, real or not', async ({ page }) => {
    await page.goto('/ar/provider-dashboard/no-such-screen');
    await expect(page).toHaveURL(/\/ar$/);
    await expect(page.getByRole('button', { name: 'دخول مقدّم الخدمة' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'تعذّر العثور على هذه الصفحة' })).toHaveCount(0);
  });
});

test.describe('language switch', () => {
  test('switching keeps the path and the query, and changes direction', async ({ page }) => {
    await page.goto('/ar/no/such/page?ref=mail&x=1');
    await expect(page.getByRole('heading', { name: 'تعذّر العثور على هذه الصفحة' })).toBeVisible();
    await page.getByRole('button', { name: /اللغة/ }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/no\/such\/page\?ref=mail&x=1$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  });
});

test.describe('first paint', () => {
  // The dashboard's document draws its frame from its own bytes: with no code run at all, the
  // sidebar and the top bar are there, on the reading side of each language (phones: no sidebar).
  for (const [locale, sidebarAtStart] of [
    ['ar', false],
    ['en', true],
  ] as const) {
    test(`/${locale}/provider-dashboard paints its frame before any code runs`, { tag: '@phone' }, async ({ browser }, testInfo) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: testInfo.project.use.viewport ?? undefined });
      const page = await context.newPage();
      await page.goto(`/${locale}/provider-dashboard`);
      const frame = page.locator('.app-shell');
      await expect(frame).toBeVisible();
      await expect(page.locator('.app-shell-top')).toBeVisible();
      const side = page.locator('.app-shell-side');
      if (testInfo.project.name === 'phone') {
        await expect(side).toBeHidden();
      } else {
        const box = (await side.boundingBox())!;
        expect(box.width).toBe(300);
        expect(box.x === 0).toBe(sidebarAtStart);
      }
      await context.close();
    });
  }

  test('the frame gives way to the dashboard itself once its code has run', { tag: '@phone' }, async ({ browser, request }) => {
    const page = await signedInPage(browser, await signIn(request, demoProviders.owner));
    await page.goto('/ar/provider-dashboard');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.app-shell')).toHaveCount(0);
    await page.context().close();
  });

  test('the website and the focus area paint no dashboard frame', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/ar/focus-dashboard');
    await expect(page.locator('.app-shell')).toBeHidden();
    await context.close();
  });
});
