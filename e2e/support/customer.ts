// Customers on a salon's public page (issue 22): a phone of their own, the SMS code from the
// development outbox, the salon's free days as the page will list them, and the booking steps
// pressed as a customer presses them.
import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { Locale } from '../../app/i18n/locales';
import { t } from './messages';

const expect = baseExpect.configure({ timeout: 15_000 });

/** The demo's first salon takes online bookings here (server/db/seed-booking.ts). */
export const DEMO_SLUG = 'elegance-salon';

/** Whole days the booking's day step offers at most (app/customer/booking/BookingFlow.tsx). */
const DAYS_SHOWN = 14;

/**
 * A page in a browser of its own at phone size (390 × 844, touch), whatever the project: customers
 * book on their phones, and two customers are two browsers.
 */
export async function customerPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  return context.newPage();
}

/** A mobile number no other journey uses (56XXXXXXX; the customer booking journey has 55…). */
export const customerMobile = () => `56${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

/** A name of Arabic letters only, different each run, so the owner's schedule shows this booking and no other. */
export function customerName(first: string): string {
  const letters = 'ابتثجحخدذرزسشصضطظعغفقكلمن';
  return `${first} ${Array.from({ length: 6 }, () => letters[Math.floor(Math.random() * letters.length)]).join('')}`;
}


interface SalonForCustomers {
  name: string;
  timezone: string;
  services: { id: number; name: string }[];
  barbers: { id: number; name: string; service_ids: number[] }[];
}

/** The salon's page data as a visitor reads it in `locale`. */
export async function publicSalon(request: APIRequestContext, locale: Locale, slug = DEMO_SLUG): Promise<SalonForCustomers> {
  const response = await request.get(`/api/public/salons/${slug}`, { headers: { 'accept-language': locale } });
  expect(response.ok(), `GET /public/salons/${slug} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: SalonForCustomers }).data;
}

export interface FreeDay {
  /** Where the day is among the days the page lists (full ones included). */
  index: number;
  date: string;
  starts: string[];
}

/** The days the day step will list (from today on the salon's clock) that still have free times, for these services and barber (null: any). */
export async function freeDays(request: APIRequestContext, salon: SalonForCustomers, serviceIds: number[], barberId: number | null, slug = DEMO_SLUG): Promise<FreeDay[]> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: salon.timezone }).format(new Date());
  const query = new URLSearchParams({ from: today, days: String(DAYS_SHOWN) });
  for (const id of serviceIds) query.append('service_ids', String(id));
  if (barberId !== null) query.set('barber_id', String(barberId));
  const response = await request.get(`/api/public/salons/${slug}/slots?${query.toString()}`);
  expect(response.ok(), `slots answered ${response.status()}`).toBe(true);
  const days = ((await response.json()) as { data: { date: string; slots: { starts_at: string }[] }[] }).data;
  return days.map((day, index) => ({ index, date: day.date, starts: day.slots.map((slot) => slot.starts_at) })).filter((day) => day.starts.length > 0);
}

export interface BookingChoice {
  /** Service names, as on the page. */
  services: string[];
  /** A barber's name, or null for "any barber". */
  barber: string | null;
  day: FreeDay;
  /** Which of the day's free times (0: the first). */
  time: number;
  name: string;
  mobile: string;
}

/** On the salon's page: services → barber → day → time, then on to the contact step. */
async function chooseTime(page: Page, locale: Locale, choice: Omit<BookingChoice, 'name' | 'mobile'>, slug: string): Promise<void> {
  const next = () => page.getByRole('button', { name: t(locale, 'customer.booking.next') }).click();
  const group = (id: string) => page.getByRole('group', { name: t(locale, id) });
  await page.goto(`/${locale}/s/${slug}`);
  // The steps answer presses once the page's code has run.
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  for (const service of choice.services) await group('customer.booking.services').locator('label').filter({ hasText: service }).first().click();
  await next();
  const barbers = group('customer.booking.barber').locator('label');
  await (choice.barber === null ? barbers.filter({ hasText: t(locale, 'customer.booking.anyBarber') }) : barbers.filter({ hasText: choice.barber })).first().click();
  await next();
  await group('customer.booking.day').locator('label').nth(choice.day.index).click();
  await next();
  await group('customer.booking.time').locator('label').nth(choice.time).click();
  await next();
}

/**
 * On the salon's page: services → barber → day → time → name and mobile → "send the code". Leaves
 * the page on the code step (the code boxes showing).
 */
export async function bookUntilCode(page: Page, locale: Locale, choice: BookingChoice, slug = DEMO_SLUG): Promise<void> {
  await chooseTime(page, locale, choice, slug);
  await page.getByRole('textbox', { name: new RegExp(t(locale, 'customer.contact.name')) }).fill(choice.name);
  await page.getByRole('textbox', { name: new RegExp(t(locale, 'customer.contact.mobile')) }).fill(`0${choice.mobile}`);
  await page.getByRole('button', { name: t(locale, 'customer.contact.sendCode') }).click();
  await page.getByRole('group', { name: new RegExp(t(locale, 'customer.code.label')) }).waitFor();
}

/** A customer signed in by an earlier code books again: the same steps, then their name and "confirm", no new code. */
export async function bookSignedIn(page: Page, locale: Locale, choice: Omit<BookingChoice, 'mobile'>, slug = DEMO_SLUG): Promise<void> {
  await chooseTime(page, locale, choice, slug);
  await page.getByRole('textbox', { name: new RegExp(t(locale, 'customer.contact.name')) }).fill(choice.name);
  await expect(page.getByRole('textbox', { name: new RegExp(t(locale, 'customer.contact.mobile')) })).toHaveCount(0);
  await page.getByRole('button', { name: t(locale, 'customer.booking.confirm') }).click();
}

/** Types the SMS code into the code boxes (the booking is made once the code is right). */
export async function typeCode(page: Page, locale: Locale, code: string): Promise<void> {
  // The first box has the focus once the code step shows.
  await page.getByRole('group', { name: new RegExp(t(locale, 'customer.code.label')) }).waitFor();
  await page.keyboard.type(code);
}
