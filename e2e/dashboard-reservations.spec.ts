// Provider dashboard journeys against `npm start` (issue #8): buffer times, booking through free
// slots, a refused double booking answered with the nearest free slots, confirming, completing a
// visit that has started and the wallet credit it brings on the home screen, the expired-package
// provider, and an axe scan of the screens in every language. On desktop and phone widths (the
// sidebar is a drawer on a phone); the two copies of a journey run side by side on one server, so
// each books on a day of its own (its lane) and the owner's wallet is read and changed under a lock.
import { expect as baseExpect, test } from '@playwright/test';
import { axeScreens } from './support/axe';
import { claim, lane, laneDate, withLock } from './support/coordination';
import { money, t } from './support/messages';
import { api, demoProviders, expectToast, openFromMenu, signedInPage, signIn, type ProviderSession } from './support/provider';

/** Lanes 0–3 (two locales × two projects); dashboard-account.spec.ts takes the next ones. */
const LANES_PER_PROJECT = 2;

type Reservation = { id: number; status: string; starts_at: string; total: number };

// A first screen waits for the app's code, its messages and several calls: on two busy cores that
// takes longer than the suite's 7 s default.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ mode: 'default' });

let owner: ProviderSession;
test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  owner = await signIn(request, demoProviders.owner);
});

(['ar', 'en'] as const).forEach((locale, localeIndex) => {
  test(`${locale}: buffer times, booking through slots, a refused double booking, confirming, completing, the wallet at home`, { tag: locale === 'ar' ? '@phone' : [] }, async ({ browser, request }) => {
    test.setTimeout(240_000);
    const page = await signedInPage(browser, owner);

    // Buffer times of the Jeddah salon (2): saved, and kept by the server. (The bookings below are at
    // the Riyadh salon, whose free slots a parallel journey must not see change under it.)
    await page.goto(`/${locale}/provider-dashboard/buffer-times?salon=2`);
    const before = page.getByRole('textbox', { name: t(locale, 'bufferTimes.before') }).first();
    await expect(before).toBeVisible({ timeout: 30_000 });
    await before.fill('15');
    await page.getByRole('textbox', { name: t(locale, 'bufferTimes.after') }).first().fill('5');
    await page.getByRole('button', { name: t(locale, 'bufferTimes.save') }).first().click();
    await expectToast(page, t(locale, 'bufferTimes.savedSalon'));
    const saved = await api<{ data: { before_minutes: number; after_minutes: number } }>(request, owner, '/provider/buffer-times?salon_id=2');
    expect(saved.data).toMatchObject({ before_minutes: 15, after_minutes: 5 });

    // Two receptionists open the booking form for the same barber and day and pick the same free time.
    const date = laneDate(lane(localeIndex, LANES_PER_PROJECT));
    const formUrl = `/${locale}/provider-dashboard/reservations/create?salon=1&barber=1&date=${date}`;
    const other = await signedInPage(browser, owner);
    const customer = locale === 'ar' ? 'خالد الحربي' : 'Khalid Alharbi';
    for (const p of [page, other]) {
      await p.goto(formUrl);
      // Haircut (service 1), which barber 1 performs.
      await p.locator('label:has(input[type=checkbox][value="1"])').click();
      await expect(p.getByRole('group', { name: t(locale, 'reservations.create.servicesHint') }).getByRole('checkbox', { checked: true })).toHaveCount(1);
      await p.locator('section[aria-labelledby^="slots-"] button').first().click();
      await p.getByLabel(t(locale, 'reservations.create.customerName')).fill(customer);
      await p.getByRole('textbox', { name: t(locale, 'reservations.column.mobile') }).fill('555123456');
      // Left pending, to be confirmed on its page.
      await p.getByText(t(locale, 'reservations.create.confirmNow'), { exact: true }).click();
    }
    const chosen = await page.locator('section[aria-labelledby^="slots-"] button[aria-pressed="true"]').innerText();
    expect(await other.locator('section[aria-labelledby^="slots-"] button[aria-pressed="true"]').innerText()).toBe(chosen);

    // The first one books.
    await page.getByRole('button', { name: t(locale, 'reservations.create.submit') }).click();
    await expect(page).toHaveURL(/\/reservations\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/\p{Nd}/u);

    // The second is refused: the conflict in words, the nearest free times offered, everything typed kept.
    await other.getByRole('button', { name: t(locale, 'reservations.create.submit') }).click();
    const alert = other.getByRole('alert').filter({ hasText: t(locale, 'reservations.create.taken.title') });
    await expect(alert).toBeVisible();
    await expect(other.getByLabel(t(locale, 'reservations.create.customerName'))).toHaveValue(customer);
    const alternatives = alert.getByRole('button');
    expect(await alternatives.count()).toBeGreaterThan(0);
    await alternatives.first().click();
    await expect(other).toHaveURL(/\/reservations\/\d+$/);
    const secondId = Number(other.url().split('/').pop());
    const firstId = Number(page.url().split('/').pop());
    expect(secondId).not.toBe(firstId);

    // Confirm the second: a pending booking is approved in one press (issue 22), and the Complete
    // button then waits until it has started (the contract's rule).
    await other.getByRole('button', { name: t(locale, 'approval.approveFor', { customer }), exact: true }).click();
    await expect(other.getByRole('button', { name: t(locale, 'reservations.details.action.complete'), exact: true })).toBeVisible();
    const confirmed = await api<{ data: Reservation }>(request, owner, `/provider/reservations/${secondId}`);
    expect(confirmed.data.status).toBe('confirmed');
    await expect(other.getByRole('button', { name: t(locale, 'reservations.details.action.complete'), exact: true })).toBeDisabled();
    await expect(other.getByText(t(locale, 'reservations.details.afterStart'))).toBeVisible();

    // Moved to another free time of its day (issue 21): the dialog offers that day's slots for it,
    // the server moves it, and its history shows the change.
    await other.getByRole('button', { name: t(locale, 'reservations.change.open') }).click();
    const changeDialog = other.getByRole('dialog', { name: t(locale, 'reservations.change.title') });
    await changeDialog.locator('section[aria-labelledby^="slots-"] button').last().click();
    await changeDialog.getByRole('button', { name: t(locale, 'reservations.change.submit') }).click();
    await expectToast(other, t(locale, 'reservations.change.done'));
    const moved = await api<{ data: Reservation }>(request, owner, `/provider/reservations/${secondId}`);
    expect(moved.data.starts_at).not.toBe(confirmed.data.starts_at);
    expect(moved.data.status).toBe('confirmed');
    await expect(other.getByText(`${t(locale, 'reservations.history.action.changed')} · `, { exact: false })).toBeVisible();
    await other.context().close();

    // A visit that has started and nobody has marked yet (the demo keeps a few): completing it
    // credits the wallet, and the home screen shows the new balance. This journey's own one.
    const started = await api<{ data: Reservation[] }>(
      request,
      owner,
      `/provider/reservations?status=confirmed&to=${encodeURIComponent(new Date().toISOString())}&sort=-starts_at&per_page=50`,
    );
    const visit = started.data.find((r) => claim(owner.token, `reservation-${r.id}`));
    expect(visit, 'a started, confirmed reservation left to complete').toBeDefined();
    await withLock(`wallet-${demoProviders.owner}`, async () => {
      const balanceBefore = (await api<{ data: { balance: number } }>(request, owner, '/provider/wallet')).data.balance;
      await page.goto(`/${locale}/provider-dashboard/reservations/${visit!.id}`);
      await page.getByRole('button', { name: t(locale, 'reservations.details.action.complete'), exact: true }).click();
      const completeDialog = page.getByRole('alertdialog', { name: t(locale, 'reservations.details.confirmTitle.complete') });
      await completeDialog.getByRole('button', { name: t(locale, 'reservations.details.action.complete'), exact: true }).click();
      await expectToast(page, t(locale, 'reservations.details.done.complete'));
      await expect(page.getByRole('button', { name: t(locale, 'reservations.details.action.complete'), exact: true })).toHaveCount(0);
      expect((await api<{ data: Reservation }>(request, owner, `/provider/reservations/${visit!.id}`)).data.status).toBe('completed');
      const balance = (await api<{ data: { balance: number } }>(request, owner, '/provider/wallet')).data.balance;
      expect(balance).toBeGreaterThan(balanceBefore);

      // Home, through the menu: the wallet balance as the server has it now.
      await openFromMenu(page, locale, t(locale, 'providerShell.nav.home'));
      await expect(page).toHaveURL(new RegExp(`/${locale}/provider-dashboard$`));
      await expect(page.getByText(money(locale, balance, { minimumFractionDigits: balance % 100 === 0 ? 0 : 2 })).first()).toBeVisible();
    });
    await page.context().close();
  });
});

test('the provider whose package expired is sent to the packages page with the message', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const lapsed = await signIn(request, demoProviders.lapsed);
  const page = await signedInPage(browser, lapsed);
  await page.goto('/en/provider-dashboard/reservations');
  await expect(page).toHaveURL(/\/en\/provider-dashboard\/packages/);
  await expect(page.getByText(t('en', 'packagesScreen.expired.title'))).toBeVisible();
  await page.context().close();
});

for (const locale of ['ar', 'en', 'tr', 'ur'] as const) {
  test(`${locale}: axe finds no violation on the reservations, booking, details, home and buffer-times screens`, { tag: locale === 'ar' || locale === 'ur' ? '@phone' : [] }, async ({ browser, request }) => {
    test.setTimeout(180_000);
    const page = await signedInPage(browser, owner);
    const [first] = (await api<{ data: { id: number }[] }>(request, owner, '/provider/reservations?per_page=1')).data;
    const screens = ['', '/reservations', '/reservations?view=list', '/reservations/create?salon=1', `/reservations/${first?.id ?? 1}`, '/buffer-times'];
    expect(await axeScreens(page, `/${locale}/provider-dashboard`, screens)).toEqual([]);
    await page.context().close();
  });
}

test('ar: the sidebar reaches buffer times; the list opens on today and upcoming, quick filters kept in the address; a walk-in booked from the schedule in two presses', { tag: '@phone' }, async ({ browser }) => {
  test.setTimeout(120_000);
  const locale = 'ar';
  const page = await signedInPage(browser, owner);
  await page.goto(`/${locale}/provider-dashboard`);
  await openFromMenu(page, locale, t(locale, 'providerShell.nav.bufferTimes'));
  await expect(page).toHaveURL(/\/provider-dashboard\/buffer-times/);

  // The list asks for the bookings from the start of today in Riyadh, soonest first.
  const riyadhToday = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
  const startOfToday = new Date(`${riyadhToday}T00:00:00+03:00`).toISOString();
  const opening = page.waitForRequest((r) => r.url().includes('/api/provider/reservations?') && new URL(r.url()).searchParams.get('from') === startOfToday);
  await page.goto(`/${locale}/provider-dashboard/reservations?view=list`);
  expect(new URL((await opening).url()).searchParams.get('sort')).toBe('starts_at');
  const quick = page.getByRole('group', { name: t(locale, 'reservations.quick.label') });
  await expect(quick.getByRole('button', { name: t(locale, 'reservations.quick.upcoming') })).toHaveAttribute('aria-pressed', 'true');

  // Awaiting approval: pending ones only, and still chosen after a reload.
  const pending = page.waitForRequest((r) => r.url().includes('/api/provider/reservations?') && new URL(r.url()).searchParams.getAll('status').join() === 'pending');
  await quick.getByRole('button', { name: t(locale, 'reservations.quick.pending') }).click();
  await pending;
  await expect(page).toHaveURL(/when=pending/);
  await page.reload();
  await expect(page.getByRole('group', { name: t(locale, 'reservations.quick.label') }).getByRole('button', { name: t(locale, 'reservations.quick.pending') })).toHaveAttribute('aria-pressed', 'true');

  // Walk-in from the schedule in two presses: "Walk-in now", then a service; booked now with the first
  // free barber, no name or mobile asked. Out of hours, the chooser names the next free time (one more
  // press books it) or says nothing is left today.
  await page.goto(`/${locale}/provider-dashboard/reservations?salon=1`);
  await page.getByRole('button', { name: t(locale, 'reservations.walkIn.action') }).click();
  const chooser = page.getByRole('dialog', { name: t(locale, 'reservations.walkIn.chooseTitle') });
  const tiles = chooser.getByRole('list', { name: t(locale, 'reservations.walkIn.services') }).getByRole('button');
  await expect(tiles.first()).toBeVisible();
  const booking = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/provider/reservations');
  booking.catch(() => undefined); // no request when nothing is left today
  await tiles.first().click();
  const head = (id: string) => t(locale, id, { service: '@', barber: '@', time: '@' }).split('@')[0]!;
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const booked = page.getByText(new RegExp(`^${escape(head('reservations.walkIn.booked'))}`));
  const later = chooser.getByRole('button', { name: new RegExp(`^${escape(head('reservations.walkIn.bookAt'))}`) });
  const noneToday = chooser.getByText(new RegExp(`^${escape(head('reservations.walkIn.noneToday'))}`));
  await expect(booked.or(later).or(noneToday).first()).toBeVisible();
  if (await later.isVisible()) await later.click();
  if (!(await noneToday.isVisible())) {
    const sent = (await booking).postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({ walk_in: true, salon_id: 1 });
    expect(sent).not.toHaveProperty('customer_mobile');
    await expect(booked).toBeVisible();
    await expect(chooser).toBeHidden();
  }
  await page.context().close();
});

test('en: the home shows one salon at a time; choosing another keeps it in the address and draws its day', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const locale = 'en';
  type Salon = { id: number; name: string };
  const salons = (await api<{ data: Salon[] }>(request, owner, '/provider/salons?per_page=100', locale)).data;
  // The demo owner has two salons (the seed), so the home offers a choice.
  expect(salons.length).toBeGreaterThanOrEqual(2);
  const [first, second] = salons as [Salon, Salon];
  const barbers = (await api<{ data: { name: string }[] }>(request, owner, `/provider/barbers?salon_id=${second.id}&per_page=100`, locale)).data;
  const page = await signedInPage(browser, owner);
  await page.goto(`/${locale}/provider-dashboard`);

  const today = page.getByRole('group', { name: t(locale, 'dashboardHome.today') });
  const picker = today.getByRole('button', { name: new RegExp(t(locale, 'reservations.filter.salon')) });
  await expect(picker).toContainText(first.name);
  const schedule = today.getByRole('group', { name: t(locale, 'dashboardHome.todayLabel') });
  await expect(schedule).toBeVisible();

  const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/provider/barbers' && new URL(r.url()).searchParams.get('salon_id') === String(second.id));
  await picker.click();
  await page.getByRole('option', { name: second.name }).click();
  await asked;
  await expect(page).toHaveURL(new RegExp(`[?&]salon=${second.id}`));
  await expect(picker).toContainText(second.name);
  expect(barbers.length).toBeGreaterThan(0);
  await expect(schedule).toContainText(barbers[0]!.name);

  // The other sections are drawn beside it: the wallet, the last 30 days and what comes next.
  await expect(page.getByText(t(locale, 'dashboardHome.wallet'), { exact: true })).toBeVisible();
  await expect(page.getByText(t(locale, 'dashboardHome.bookings30'), { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: t(locale, 'dashboardHome.upcoming') })).toBeVisible();
});
