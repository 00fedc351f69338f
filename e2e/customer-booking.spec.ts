// A customer books online at phone width in Arabic (issue 22): the salon's page arrives readable,
// the booking goes services → any barber → day → time → name and mobile → the SMS code (read from
// the development outbox) → the confirmation; the manage link opens the booking, which the customer
// moves to another free time and then cancels. The demo's first salon takes online bookings at
// /ar/s/elegance-salon (server/db/seed-booking.ts).
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { t } from './support/messages';
import { smsCode } from './support/sms';

const expect = baseExpect.configure({ timeout: 15_000 });
const locale = 'ar';
const SLUG = 'elegance-salon';

/** A mobile of its own per run and project, so no other journey's codes or bookings meet it. */
const mobileFor = (project: string) => `55${project === 'phone' ? 1 : 2}${String(Date.now()).slice(-6)}`;


const next = (page: Page) => page.getByRole('button', { name: t(locale, 'customer.booking.next') }).click();
const pick = (page: Page, group: string, index: number) => page.getByRole('group', { name: t(locale, group) }).locator('label').filter({ has: page.locator('input:not([disabled])') }).nth(index).click();

test('ar: a customer books online, then moves and cancels the booking', { tag: '@phone' }, async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const mobile = mobileFor(testInfo.project.name);

  const response = await page.goto(`/${locale}/s/${SLUG}`);
  expect(response?.status()).toBe(200);
  // Readable before its code runs: the name, the first step, the structured data.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  // No horizontal overflow at phone width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

  await page.getByRole('group', { name: t(locale, 'customer.booking.services') }).getByRole('checkbox').first().check();
  await next(page);
  await next(page);
  await pick(page, 'customer.booking.day', 1);
  await next(page);
  await pick(page, 'customer.booking.time', 0);
  await next(page);
  await page.getByRole('textbox', { name: new RegExp(t(locale, 'customer.contact.name')) }).fill('خالد الحربي');
  // As people write it: the trunk 0 and Arabic-Indic digits.
  await page.getByRole('textbox', { name: new RegExp(t(locale, 'customer.contact.mobile')) }).fill(`٠${mobile.replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d)))}`);
  await page.getByRole('button', { name: t(locale, 'customer.contact.sendCode') }).click();
  const code = await smsCode(request, mobile);
  await page.getByRole('group', { name: new RegExp(t(locale, 'customer.code.label')) }).waitFor();
  await page.keyboard.type(code);

  await expect(page.getByRole('heading', { name: t(locale, 'customer.done.title') })).toBeVisible();
  const manage = page.getByRole('link', { name: t(locale, 'customer.done.manage') });
  const managePath = await manage.getAttribute('href');
  expect(managePath).toMatch(new RegExp(`^/${locale}/my-bookings/[A-Za-z0-9_-]{22}$`));

  // The manage link: the same browser is signed in as the customer.
  await manage.click();
  const booking = page.getByRole('article');
  await expect(booking.getByRole('button', { name: t(locale, 'customer.manage.move') })).toBeVisible();
  await booking.getByRole('button', { name: t(locale, 'customer.manage.move') }).click();
  await pick(page, 'customer.booking.day', 2);
  await pick(page, 'customer.booking.time', 1);
  const moveTo = t(locale, 'customer.manage.moveTo', { day: '@', time: '@' }).split('@')[0]!;
  await booking.getByRole('button', { name: new RegExp(`^${moveTo}`) }).click();
  await expect(booking.getByRole('button', { name: t(locale, 'customer.manage.move') })).toBeVisible();

  await booking.getByRole('button', { name: t(locale, 'customer.manage.cancel') }).click();
  await booking.getByRole('button', { name: t(locale, 'customer.manage.confirmCancel') }).click();
  await expect(booking.getByText(t(locale, 'customer.status.cancelled'), { exact: true })).toBeVisible();
});

test('an unknown salon is a 404 page; an address in capitals is redirected to the salon’s', async ({ request }) => {
  const missing = await request.get(`/${locale}/s/no-such-salon`);
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain(t(locale, 'customer.notFound.title'));
  const capitals = await request.get(`/${locale}/s/Elegance-Salon`, { maxRedirects: 0 });
  expect(capitals.status()).toBe(301);
  expect(capitals.headers().location).toBe(`/${locale}/s/${SLUG}`);
});
