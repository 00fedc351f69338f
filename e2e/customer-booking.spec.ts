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


const next = (page: Page) => page.getByRole('button', { name: t(locale, 'customer.booking.next'), exact: true }).click();
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

test('ar: the day step pages to the weeks after the first two and books a later day', { tag: '@phone' }, async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const mobile = mobileFor(testInfo.project.name);
  // Day 15 of the salon's window (Riyadh, today first): the first day the second page asks for.
  const fifteenth = new Date(Date.now() + 3 * 3_600_000 + 14 * 86_400_000).toISOString().slice(0, 10);

  await page.goto(`/${locale}/s/${SLUG}`);
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  await page.getByRole('group', { name: t(locale, 'customer.booking.services') }).getByRole('checkbox').first().check();
  await next(page);
  await next(page);
  const days = page.getByRole('group', { name: t(locale, 'customer.booking.day') });
  await expect(days.getByRole('radio')).toHaveCount(14);
  const earlier = days.getByRole('button', { name: t(locale, 'customer.booking.earlierDays') });
  await expect(earlier).toBeDisabled();
  const asked = page.waitForRequest((r) => r.url().includes('/slots?') && new URL(r.url()).searchParams.get('from') === fifteenth);
  await days.getByRole('button', { name: t(locale, 'customer.booking.laterDays') }).click();
  await asked;
  await expect(earlier).toBeEnabled();
  // Each later day still carries its Hijri date.
  await expect(days.getByText(/هـ/).first()).toBeVisible();
  await pick(page, 'customer.booking.day', 0);
  await next(page);
  await pick(page, 'customer.booking.time', 0);
  await next(page);
  await page.getByRole('textbox', { name: new RegExp(t(locale, 'customer.contact.name')) }).fill('خالد الحربي');
  await page.getByRole('textbox', { name: new RegExp(t(locale, 'customer.contact.mobile')) }).fill(`0${mobile}`);
  const booked = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes(`/public/salons/${SLUG}/bookings`));
  await page.getByRole('button', { name: t(locale, 'customer.contact.sendCode') }).click();
  const code = await smsCode(request, mobile);
  await page.getByRole('group', { name: new RegExp(t(locale, 'customer.code.label')) }).waitFor();
  await page.keyboard.type(code);
  const startsAt = ((await booked).postDataJSON() as { starts_at: string }).starts_at;
  expect(startsAt.slice(0, 10) >= fifteenth).toBe(true);
  await expect(page.getByRole('heading', { name: t(locale, 'customer.done.title') })).toBeVisible();
});
