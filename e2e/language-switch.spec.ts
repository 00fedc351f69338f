// Switching the language refreshes what the API names per language (issue 21 point 11): the salons
// and the package in the top bar change language at once, without the page reloading.
import { expect as baseExpect, test } from '@playwright/test';
import { t } from './support/messages';
import { demoProviders, signedInPage, signIn, type ProviderSession } from './support/provider';

// A first screen waits for the app's code, its messages and several calls.
const expect = baseExpect.configure({ timeout: 15_000 });

let owner: ProviderSession;
test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  owner = await signIn(request, demoProviders.owner);
});

test('ar → en: the salons and the package are renamed in English without a reload', { tag: '@phone' }, async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await signedInPage(browser, owner);
  await page.goto('/ar/provider-dashboard/salons');
  const main = page.getByRole('main');
  await expect(main.getByText('صالون الأناقة').first()).toBeVisible();
  await expect(page.getByText('الباقة الاحترافية')).toBeAttached();
  // A mark on the window: a reload would wipe it.
  await page.evaluate(() => Object.assign(window, { stillThisPage: true }));

  await page.getByRole('button', { name: new RegExp(t('ar', 'language.label')) }).click();
  await page.getByRole('option', { name: 'English' }).click();

  await expect(page).toHaveURL(/\/en\/provider-dashboard\/salons$/);
  await expect(main.getByText('Elegance Salon').first()).toBeVisible();
  await expect(main.getByText('صالون الأناقة')).toHaveCount(0);
  await expect(page.getByText('Pro', { exact: true })).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
  await page.context().close();
});
