// A salon that approves each online booking (issue 22), in Arabic: the owner of a new business turns
// online booking on with "أوافق على كل حجز"; a customer books twice on the salon's page on a phone
// (the SMS code once, then signed in); the owner's schedule shows both awaiting approval, approves
// the first in one press and declines the other with a reason; the customer's bookings page shows the
// approved one upcoming and the declined one no longer live, with the salon's reason.
// The provider's screens are at this project's width (@phone: at phone width too); the customer is
// on a phone in both projects.
import { readFileSync } from 'node:fs';
import { expect as baseExpect, test } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { bookSignedIn, bookUntilCode, customerMobile, customerName, customerPhone, freeDays, publicSalon, typeCode } from './support/customer';
import { t } from './support/messages';
import { api, expectToast, openFromMenu, openSalonInput, registerProvider, signedInPage } from './support/provider';
import { smsCode } from './support/sms';

const expect = baseExpect.configure({ timeout: 15_000 });
const locale = 'ar';

// The server's own words, from its Arabic catalogs.
const serverCatalog = Object.assign(
  {},
  ...['customer-booking', 'booking'].map((file) => JSON.parse(readFileSync(`server/i18n/messages/ar/${file}.json`, 'utf8')) as Record<string, string>),
) as Record<string, string>;
const server = (id: string) => String(new IntlMessageFormat(serverCatalog[id]!, 'ar').format());

test('ar: a salon approving each booking approves one in one press and declines another with a reason the customer reads', { tag: '@phone' }, async ({ browser, request }) => {
  test.setTimeout(240_000);
  const provider = await registerProvider(request, 'صالون الموافقة');
  const headers = { authorization: `Bearer ${provider.token}`, 'accept-language': locale };
  const post = async (url: string, data: unknown) => {
    const response = await request.post(`/api${url}`, { headers, data });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { data: { id: number } }).data.id;
  };
  const salonId = await post('/provider/salons', openSalonInput({ name_ar: 'صالون الموافقة', name_en: 'Approval Salon' }));
  const serviceId = await post('/provider/services', { salon_id: salonId, name_ar: 'قص شعر', name_en: 'Haircut', price: 5000, duration_minutes: 30 });
  await post('/provider/barbers', { salon_id: salonId, name: 'أحمد سالم', service_ids: [serviceId] });
  // An address no other journey or run has taken.
  const slug = `e2e-approve-${test.info().project.name}-${Date.now().toString(36)}`;

  // The owner turns online booking on and chooses to approve each booking.
  const owner = await signedInPage(browser, provider);
  await owner.goto(`/${locale}/provider-dashboard`);
  await openFromMenu(owner, locale, t(locale, 'providerShell.nav.onlineBooking'));
  await expect(owner.getByRole('heading', { level: 1, name: t(locale, 'onlineBooking.title') })).toBeVisible({ timeout: 30_000 });
  // The switch's and the choice's inputs are visually hidden: a user presses their labels.
  await owner.getByText(t(locale, 'onlineBooking.enabled'), { exact: true }).click();
  await owner.getByRole('textbox', { name: new RegExp(t(locale, 'onlineBooking.slug')) }).fill(slug);
  await owner.getByText(t(locale, 'onlineBooking.confirmation.approve'), { exact: true }).click();
  await expect(owner.getByRole('radio', { name: t(locale, 'onlineBooking.confirmation.approve') })).toBeChecked();
  await owner.getByRole('button', { name: t(locale, 'onlineBooking.save'), exact: true }).click();
  await expectToast(owner, server('api.online.saved'));
  const saved = await api<{ data: { enabled: boolean; auto_confirm: boolean } }>(request, provider, `/provider/salons/${salonId}/online-booking`);
  expect(saved.data).toMatchObject({ enabled: true, auto_confirm: false });

  // A customer books on the salon's page, on a phone: the booking awaits the salon's approval.
  const salon = await publicSalon(request, locale, slug);
  const service = salon.services[0]!;
  const day = (await freeDays(request, salon, [service.id], null, slug))[1]!;
  const customer = await customerPhone(browser);
  const mobile = customerMobile();
  const name = customerName('سلمان');
  await bookUntilCode(customer, locale, { services: [service.name], barber: null, day, time: 0, name, mobile }, slug);
  await typeCode(customer, locale, await smsCode(request, mobile));
  await expect(customer.getByRole('heading', { name: t(locale, 'customer.done.title') })).toBeVisible();
  await expect(customer.getByText(t(locale, 'customer.done.pending'))).toBeVisible();
  await expect(customer.getByText(t(locale, 'customer.status.pending'), { exact: true })).toBeVisible();
  // And a second time the same day, signed in by that code.
  await bookSignedIn(customer, locale, { services: [service.name], barber: null, day, time: 0, name }, slug);
  await expect(customer.getByRole('heading', { name: t(locale, 'customer.done.title') })).toBeVisible();
  await expect(customer.getByText(t(locale, 'customer.done.pending'))).toBeVisible();

  // The owner's schedule of that day lists both awaiting approval.
  await owner.goto(`/${locale}/provider-dashboard/reservations?salon=${salonId}&date=${day.date}`);
  const waiting = (count: number) => owner.getByRole('list', { name: t(locale, 'approval.pending.title', { count }) });
  await expect(waiting(2).getByRole('listitem')).toHaveCount(2, { timeout: 30_000 });
  // Approving the first is one press.
  await waiting(2).getByRole('listitem').first().getByRole('button', { name: t(locale, 'approval.approveFor', { customer: name }) }).click();
  await expectToast(owner, server('api.booking.reservation.confirmed'));
  await expect(waiting(1).getByRole('listitem')).toHaveCount(1);
  // Declining the other asks the reason the customer reads.
  const reason = 'الحلاق في إجازة ذلك اليوم، نعتذر منك';
  await waiting(1).getByRole('button', { name: t(locale, 'approval.declineFor', { customer: name }) }).click();
  const dialog = owner.getByRole('dialog', { name: t(locale, 'approval.decline.title', { customer: name }) });
  await dialog.getByRole('textbox', { name: new RegExp(t(locale, 'approval.decline.reason')) }).fill(reason);
  await dialog.getByRole('button', { name: t(locale, 'approval.decline.submit') }).click();
  await expectToast(owner, server('api.booking.reservation.declined'));
  await expect(dialog).toHaveCount(0);
  await expect(waiting(1)).toHaveCount(0);
  const bookings = await api<{ data: { starts_at: string; status: string; cancel_reason: string | null }[] }>(
    request,
    provider,
    `/provider/reservations?salon_id=${salonId}&source=online&sort=starts_at`,
  );
  expect(bookings.data.map((b) => [b.status, b.cancel_reason])).toEqual([
    ['confirmed', null],
    ['cancelled', reason],
  ]);
  await owner.context().close();

  // The customer's bookings: the approved one upcoming; the declined one no longer live, with the salon's reason.
  await customer.goto(`/${locale}/my-bookings`);
  await expect(customer.locator('html')).toHaveAttribute('data-interactive', 'true');
  const upcoming = customer.getByRole('region', { name: t(locale, 'customer.myBookings.upcoming') }).getByRole('article');
  const past = customer.getByRole('region', { name: t(locale, 'customer.myBookings.past') }).getByRole('article');
  await expect(upcoming).toHaveCount(1);
  await expect(upcoming.getByText(t(locale, 'customer.status.confirmed'), { exact: true })).toBeVisible();
  await expect(past).toHaveCount(1);
  await expect(past.getByText(t(locale, 'customer.status.cancelled'), { exact: true })).toBeVisible();
  await expect(past.getByText(t(locale, 'customer.manage.reason', { reason }))).toBeVisible();
  // Nothing left to move or cancel on it.
  await expect(past.getByRole('button')).toHaveCount(0);
  await customer.context().close();
});
