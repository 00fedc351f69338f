// The provider's side of online booking against `npm start` (issue 22): an owner of a new business
// opens "الحجز عبر الإنترنت" from the menu, turns it on under an address of their choosing, and the
// share panel shows the public link and its QR code; the demo owner's Clients page lists the people
// who booked and finds one by mobile. The first journey uses a provider of its own; the second only reads.
import { readFileSync } from 'node:fs';
import { expect as baseExpect, test } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { t } from './support/messages';
import { api, demoProviders, expectToast, openFromMenu, openSalonInput, registerProvider, signedInPage, signIn } from './support/provider';

const expect = baseExpect.configure({ timeout: 15_000 });

// The server's own words, from its Arabic catalog.
const serverCatalog = JSON.parse(readFileSync('server/i18n/messages/ar/customer-booking.json', 'utf8')) as Record<string, string>;
const server = (id: string) => String(new IntlMessageFormat(serverCatalog[id]!, 'ar').format());

test('ar: an owner turns online booking on under a new address and sees the link and its QR code', { tag: '@phone' }, async ({ browser, request }) => {
  test.setTimeout(180_000);
  const provider = await registerProvider(request, 'صالون الحجز');
  const headers = { authorization: `Bearer ${provider.token}`, 'accept-language': 'ar' };
  const salon = await request.post('/api/provider/salons', {
    headers,
    data: openSalonInput({ name_ar: 'صالون الحجز', name_en: 'Booking Salon' }),
  });
  expect(salon.status(), await salon.text()).toBe(201);
  const salonId = ((await salon.json()) as { data: { id: number } }).data.id;
  // An address no other journey or run has taken.
  const slug = `e2e-${test.info().project.name}-${Date.now().toString(36)}`;

  const page = await signedInPage(browser, provider);
  await page.goto('/ar/provider-dashboard');
  await openFromMenu(page, 'ar', t('ar', 'providerShell.nav.onlineBooking'));
  await expect(page.getByRole('heading', { level: 1, name: t('ar', 'onlineBooking.title') })).toBeVisible({ timeout: 30_000 });
  // Never saved: off, with the server's suggestion for an address, and nothing to share yet.
  const address = page.getByRole('textbox', { name: new RegExp(t('ar', 'onlineBooking.slug')) });
  await expect(address).not.toHaveValue('');
  await expect(page.getByText(t('ar', 'onlineBooking.share.notYet'))).toBeVisible();

  // The switch's input is visually hidden: a user presses its label.
  await page.getByText(t('ar', 'onlineBooking.enabled'), { exact: true }).click();
  await expect(page.getByRole('switch', { name: t('ar', 'onlineBooking.enabled') })).toBeChecked();
  await address.fill(slug);
  await page.getByRole('button', { name: t('ar', 'onlineBooking.save'), exact: true }).click();
  await expectToast(page, server('api.online.saved'));

  const link = page.getByRole('link', { name: new RegExp(`/ar/s/${slug}`) });
  await expect(link).toBeVisible();
  const qr = page.getByRole('img', { name: t('ar', 'onlineBooking.share.qrAlt', { salon: 'صالون الحجز' }) });
  await expect(qr).toBeVisible();
  // The QR code is an image that has loaded (an SVG drawn from the address), not a placeholder.
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const saved = await api<{ data: { enabled: boolean; slug: string; public_path: string } }>(request, provider, `/provider/salons/${salonId}/online-booking`);
  expect(saved.data).toMatchObject({ enabled: true, slug, public_path: `/ar/s/${slug}` });
  await page.context().close();
});

test('ar: the Clients page lists who booked and finds one by mobile', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const owner = await signIn(request, demoProviders.owner);
  const clients = (await api<{ data: { name: string; mobile: string }[] }>(request, owner, '/provider/clients?per_page=15', 'ar')).data;
  expect(clients.length, 'the demo business has clients').toBeGreaterThan(0);
  const someone = clients[0]!;

  const page = await signedInPage(browser, owner);
  await page.goto('/ar/provider-dashboard');
  await openFromMenu(page, 'ar', t('ar', 'providerShell.nav.clients'));
  const table = page.getByRole('grid', { name: t('ar', 'clients.title') });
  await expect(table.getByRole('rowheader', { name: someone.name }).first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('searchbox', { name: t('ar', 'clients.search') }).fill(someone.mobile);
  await page.keyboard.press('Enter');
  await expect(table.getByRole('rowheader').first()).toHaveAccessibleName(someone.name);
  await table.getByRole('link', { name: someone.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: someone.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: t('ar', 'clients.history') })).toBeVisible();
  await page.context().close();
});
