// Online bookings as the salon lives them (issue 22): the home page's partners lead to the salons'
// pages; a customer books on the salon's page on a phone, in Arabic, and the owner's open schedule
// shows it without a reload, as does the top bar's bell (one more unread, the notification in its
// card); two customers race for one time in two browsers, and exactly one gets
// it while the other is offered the nearest free times (the 409's alternatives), not an error. The
// owner's schedule is at this project's width; the customers are on phones in both projects, so
// these journeys run once (no @phone).
import { readFileSync } from 'node:fs';
import { expect as baseExpect, test } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { intlLocale } from '../app/i18n/locales';
import { bookUntilCode, DEMO_SLUG, customerMobile, customerName, customerPhone, freeDays, publicSalon, typeCode } from './support/customer';
import { smsCode } from './support/sms';
import { t } from './support/messages';
import { api, openSalonInput, registerProvider, signedInPage } from './support/provider';

const expect = baseExpect.configure({ timeout: 15_000 });
const locale = 'ar';

// The server's own words, from its Arabic catalog.
const serverCatalog = JSON.parse(readFileSync('server/i18n/messages/ar/customer-booking.json', 'utf8')) as Record<string, string>;
const server = (id: string) => String(new IntlMessageFormat(serverCatalog[id]!, intlLocale[locale]).format());

test('ar: the home page’s partners are the salons taking bookings online; one leads to its page in the same tab', async ({ browser, request }) => {
  const salon = await publicSalon(request, locale);
  const page = await customerPhone(browser);
  await page.goto(`/${locale}`);
  const partners = page.getByRole('list', { name: t(locale, 'website.partners.title') });
  const link = partners.getByRole('link', { name: salon.name });
  await expect(link).toHaveAttribute('href', `/${locale}/s/${DEMO_SLUG}`);
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/s/${DEMO_SLUG}$`));
  await expect(page.getByRole('heading', { level: 1, name: salon.name })).toBeVisible();
  // The same tab: no other page opened.
  expect(page.context().pages()).toHaveLength(1);
  await page.context().close();
});

test('ar: a customer books on the salon page and the owner’s open schedule shows it without a reload', async ({ browser, request }) => {
  test.setTimeout(180_000);
  // A business of its own: the demo owner's unread count moves with every other journey's bookings
  // (this file's race among them), and this journey counts the one its customer makes.
  const provider = await registerProvider(request, 'صالون المباشر');
  const headers = { authorization: `Bearer ${provider.token}`, 'accept-language': locale };
  const send = async (method: 'post' | 'put', url: string, data: unknown) => {
    const response = await request[method](`/api${url}`, { headers, data });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: { id: number } }).data.id;
  };
  const salonId = await send('post', '/provider/salons', openSalonInput({ name_ar: 'صالون المباشر', name_en: 'Live Salon' }));
  const serviceId = await send('post', '/provider/services', { salon_id: salonId, name_ar: 'قص شعر', name_en: 'Haircut', price: 5000, duration_minutes: 30 });
  const barberId = await send('post', '/provider/barbers', { salon_id: salonId, name: 'أحمد سالم', service_ids: [serviceId] });
  // An address no other journey or run has taken; bookings confirmed at once.
  const slug = `e2e-live-${test.info().project.name}-${Date.now().toString(36)}`;
  await send('put', `/provider/salons/${salonId}/online-booking`, { enabled: true, slug, auto_confirm: true, service_ids: [serviceId], barber_ids: [barberId] });
  const salon = await publicSalon(request, locale, slug);
  const service = salon.services[0]!;
  const day = (await freeDays(request, salon, [service.id], null, slug))[1]!;
  const name = customerName('سعد');

  // The owner has the salon's schedule open on that day.
  const owner = await signedInPage(browser, provider);
  await owner.goto(`/${locale}/provider-dashboard/reservations?salon=${salonId}&date=${day.date}`);
  const schedule = owner.getByRole('group', { name: new RegExp(`^${t(locale, 'reservations.schedule.dayLabel', { date: '@' }).split('@')[0]!}`) });
  await expect(schedule).toBeVisible({ timeout: 30_000 });
  await expect(schedule.getByText(name)).toHaveCount(0);
  // The top bar's bell says how many notifications are unread, before the booking.
  const before = (await api<{ data: { unread: number } }>(request, provider, '/provider/notifications/count')).data.unread;
  const bell = (count: number) => owner.getByRole('button', { name: t(locale, 'providerShell.notifications.label', { count }), exact: true });
  await expect(bell(before)).toBeVisible();
  // Marks this document: a reload would lose the mark.
  await owner.evaluate(() => Object.assign(window, { __stillThisDocument: true }));

  const customer = await customerPhone(browser);
  const mobile = customerMobile();
  await bookUntilCode(customer, locale, { services: [service.name], barber: null, day, time: 0, name, mobile }, slug);
  await typeCode(customer, locale, await smsCode(request, mobile));
  await expect(customer.getByRole('heading', { name: t(locale, 'customer.done.title') })).toBeVisible();

  // The booking arrives on the owner's screen by itself: in the schedule, and in the bell, one more
  // unread, its badge in the language's digits.
  await expect(schedule.getByText(name)).toBeVisible();
  await expect(bell(before + 1)).toBeVisible();
  await expect(bell(before + 1).locator('xpath=..')).toContainText(new Intl.NumberFormat(intlLocale[locale]).format(before + 1));
  // The card names the customer under the server's title for an online booking.
  await bell(before + 1).click();
  const card = owner.getByRole('dialog', { name: t(locale, 'providerShell.notifications.title') });
  const notification = card.getByRole('listitem').filter({ hasText: server('api.customer.notify.online_created.title') });
  await expect(notification).toHaveCount(1);
  await expect(notification).toContainText(name);
  expect(await owner.evaluate(() => (window as unknown as { __stillThisDocument?: boolean }).__stillThisDocument)).toBe(true);
  await customer.context().close();
  await owner.context().close();
});

test('ar: two customers race for one time in two browsers: one booking, and the other is offered the nearest free times', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const salon = await publicSalon(request, locale);
  const service = salon.services[0]!;
  const barber = salon.barbers.find((b) => b.service_ids.includes(service.id))!;
  // One barber, so that one time can be had once; a day no other journey books on.
  const days = await freeDays(request, salon, [service.id], barber.id);
  const day = days.at(5) ?? days.at(-1)!;
  const time = day.starts.length > 1 ? 1 : 0;

  const [first, second] = [await customerPhone(browser), await customerPhone(browser)];
  const racers = [
    { page: first, mobile: customerMobile(), name: customerName('فهد') },
    { page: second, mobile: customerMobile(), name: customerName('ماجد') },
  ];
  // Both reach the code with the same time chosen, before either has booked it.
  await Promise.all(racers.map(({ page, mobile, name }) => bookUntilCode(page, locale, { services: [service.name], barber: barber.name, day, time, name, mobile })));
  const codes = await Promise.all(racers.map(({ mobile }) => smsCode(request, mobile)));
  await Promise.all(racers.map(({ page }, index) => typeCode(page, locale, codes[index]!)));

  // Each page settles on one of the two outcomes.
  const done = (index: number) => racers[index]!.page.getByRole('heading', { name: t(locale, 'customer.done.title') });
  const offered = (index: number) => racers[index]!.page.getByRole('group', { name: t(locale, 'customer.booking.alternatives') });
  for (const index of [0, 1]) await expect(done(index).or(offered(index))).toBeVisible();
  const winners = [];
  for (const index of [0, 1]) if (await done(index).isVisible()) winners.push(index);
  expect(winners).toHaveLength(1);
  const loser = racers[1 - winners[0]!]!.page;

  // The other is told the time was just taken and offered the nearest free ones, not an error.
  await expect(loser.getByText(t(locale, 'customer.booking.taken'))).toBeVisible();
  await expect(loser.getByRole('alert').filter({ hasText: t(locale, 'error.generic') })).toHaveCount(0);
  const alternatives = loser.getByRole('group', { name: t(locale, 'customer.booking.alternatives') }).locator('label');
  await expect(alternatives.first()).toBeVisible();
  // Taking the first of them books it (the customer is signed in by the code already).
  await alternatives.first().click();
  await loser.getByRole('button', { name: t(locale, 'customer.booking.next') }).click();
  await loser.getByRole('button', { name: t(locale, 'customer.booking.confirm') }).click();
  await expect(loser.getByRole('heading', { name: t(locale, 'customer.done.title') })).toBeVisible();

  await first.context().close();
  await second.context().close();
});
