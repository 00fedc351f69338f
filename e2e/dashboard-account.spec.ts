// Provider account journeys against `npm start` (issue #8): a provider without a bank account adds
// one (a bad IBAN refused as typed, then a good one) and the red banner goes, then subscribes to a
// package; the owner withdraws from the wallet and sees the ledger line and the balance change; a
// notification arrives live in a second tab while a reservation is made through the API; axe on
// every screen of this area in the four languages. On desktop and phone widths (the sidebar is a
// drawer on a phone). The two copies of a journey run side by side on one server: the bank and
// package journey uses a provider of its own, the owner's wallet is changed under a lock, and the
// reservation made for the notification goes on a day of its own (its lane).
import { expect as baseExpect, test } from '@playwright/test';
import { axeScreens } from './support/axe';
import { lane, laneDate, withLock } from './support/coordination';
import { money, t } from './support/messages';
import { api, demoProviders, expectToast, openFromMenu, registerProvider, signedInPage, signIn, type ProviderSession } from './support/provider';

/** Lanes 4–7: after dashboard-reservations.spec.ts's four. */
const LANES_PER_PROJECT = 2;
const LANE_OFFSET = 4;

// A first screen waits for the app's code, its messages and several calls: on two busy cores that
// takes longer than the suite's 7 s default.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ mode: 'default' });

let owner: ProviderSession;
test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  owner = await signIn(request, demoProviders.owner);
});

const bankNames: Record<'ar' | 'en', string> = { ar: 'مصرف الراجحي', en: 'Al Rajhi Bank' };

(['ar', 'en'] as const).forEach((locale, localeIndex) => {
  test(`${locale}: a provider without a bank account adds one (bad IBAN, then good), the banner goes; subscribes to a package`, { tag: locale === 'ar' ? '@phone' : [] }, async ({ browser, request }) => {
    test.setTimeout(180_000);
    // A business of its own, just registered: on its free trial, no bank account yet.
    const provider = await registerProvider(request, locale === 'ar' ? 'صالون الاختبار' : 'Test Salon');
    expect((await api<{ data: unknown }>(request, provider, '/provider/bank-account')).data).toBeNull();
    const page = await signedInPage(browser, provider);
    await page.goto(`/${locale}/provider-dashboard/banks`);
    await expect(page.getByRole('heading', { level: 1, name: t(locale, 'banks.title') })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(t(locale, 'providerShell.bank.missing'))).toBeVisible();
    await page.getByRole('combobox', { name: t(locale, 'banks.field.bank') }).fill(bankNames[locale].slice(0, 5));
    await page.getByRole('option', { name: bankNames[locale] }).click();
    await page.getByRole('textbox', { name: t(locale, 'banks.field.holder') }).fill(locale === 'ar' ? 'صالون الاختبار' : 'Test Salon');
    await page.getByRole('textbox', { name: t(locale, 'banks.field.accountNumber') }).fill('123456789012');
    const iban = page.getByRole('textbox', { name: t(locale, 'banks.field.iban') });
    // A mistyped last digit: the check digits fail while typing, before anything is sent.
    await iban.fill('sa23 8000 0000 1234 5678 9013');
    await expect(page.getByText(t(locale, 'banks.iban.checksum'))).toBeVisible();
    await iban.fill('GB23');
    await expect(page.getByText(t(locale, 'banks.iban.country'))).toBeVisible();
    await iban.fill('sa23 8000 0000 1234 5678 9012');
    await expect(page.getByText(t(locale, 'banks.iban.checksum'))).toHaveCount(0);
    await page.getByRole('button', { name: t(locale, 'banks.save') }).click();
    await expectToast(page, t(locale, 'banks.saved'));
    await expect(page.getByText('SA23 8000 0000 1234 5678 9012')).toBeVisible();
    await expect(page.getByText(t(locale, 'providerShell.bank.missing'))).toHaveCount(0);
    const saved = await api<{ data: { iban: string } | null }>(request, provider, '/provider/bank-account');
    expect(saved.data?.iban).toBe('SA2380000000123456789012');

    // Packages, through the menu: a package other than the trial it is on.
    await openFromMenu(page, locale, t(locale, 'providerShell.nav.packages'));
    await expect(page).toHaveURL(new RegExp(`/${locale}/provider-dashboard/packages$`));
    const packages = (await api<{ data: { id: number; name: string }[] }>(request, provider, '/provider/packages', locale)).data;
    const trial = (await api<{ data: { package: { id: number } } | null }>(request, provider, '/provider/packages/activeSubscribedPackage')).data;
    const choice = packages.find((p) => p.id !== trial?.package.id);
    expect(choice, 'a package other than the free trial').toBeDefined();
    await page.getByRole('button', { name: t(locale, 'packagesScreen.subscribe', { name: choice!.name }) }).click();
    await expectToast(page, t(locale, 'packagesScreen.subscribed', { name: choice!.name }));
    const active = await api<{ data: { package: { id: number } } | null }>(request, provider, '/provider/packages/activeSubscribedPackage');
    expect(active.data?.package.id).toBe(choice!.id);
    await expect(page.getByText(t(locale, 'packagesScreen.active.title', { name: choice!.name }))).toBeVisible();
    await page.context().close();
  });

  test(`${locale}: the owner withdraws; the ledger line and the balance change; a notification arrives live in a second tab`, async ({ browser, request }) => {
    test.setTimeout(180_000);
    const page = await signedInPage(browser, owner);
    // The owner's wallet: no other journey changes it between the readings and the screens below.
    await withLock(`wallet-${demoProviders.owner}`, async () => {
      const before = (await api<{ data: { balance: number } }>(request, owner, '/provider/wallet')).data.balance;
      await page.goto(`/${locale}/provider-dashboard/wallet`);
      await expect(page.getByText(money(locale, before)).first()).toBeVisible({ timeout: 30_000 });

      await page.getByRole('button', { name: t(locale, 'wallet.withdraw.open') }).click();
      const dialog = page.getByRole('dialog');
      const amount = dialog.getByRole('textbox', { name: t(locale, 'wallet.withdraw.amount') });
      // Over the balance: refused before sending.
      await amount.fill(String(before / 100 + 1));
      await dialog.getByRole('button', { name: t(locale, 'wallet.withdraw.submit') }).click();
      await expect(dialog.getByText(t(locale, 'wallet.withdraw.problem.overBalance', { balance: money(locale, before) }))).toBeVisible();
      await amount.fill('12.5');
      await dialog.getByRole('button', { name: t(locale, 'wallet.withdraw.submit') }).click();
      await expectToast(page, t(locale, 'wallet.withdraw.done', { amount: money(locale, 1250) }));
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const after = (await api<{ data: { balance: number } }>(request, owner, '/provider/wallet')).data.balance;
      expect(after).toBe(before - 1250);
      await expect(page.getByText(money(locale, after)).first()).toBeVisible();
      // The newest withdrawal line leaves the new balance.
      await page.getByRole('button', { name: t(locale, 'wallet.filter.type') }).click();
      await page.getByRole('option', { name: t(locale, 'wallet.type.withdrawal') }).click();
      await expect(page).toHaveURL(/type=withdrawal/);
      const firstRow = page.getByRole('row').nth(1);
      await expect(firstRow).toContainText(t(locale, 'wallet.type.withdrawal'));
      await expect(firstRow).toContainText(money(locale, after));
    });

    // Live notification: the second tab shows the notifications page; a receptionist books through
    // the API, on this journey's own day.
    const second = await page.context().newPage();
    await second.goto(`/${locale}/provider-dashboard/notifcation`);
    await expect(second.getByRole('heading', { level: 1, name: t(locale, 'notificationsScreen.title') })).toBeVisible({ timeout: 30_000 });
    await second.waitForLoadState('networkidle');
    const date = laneDate(lane(localeIndex, LANES_PER_PROJECT, LANE_OFFSET));
    const service = (await api<{ data: { id: number }[] }>(request, owner, '/provider/services?salon_id=1&per_page=1')).data[0] as { id: number };
    const days = (
      await api<{ data: { date: string; slots: { starts_at: string; barber_ids: number[] }[] }[] }>(
        request,
        owner,
        `/provider/slots?salon_id=1&date=${date}&service_ids=${service.id}`,
      )
    ).data;
    const slot = days.flatMap((d) => d.slots).at(-1);
    expect(slot, `a free slot on ${date}`).toBeDefined();
    const customer = `E2E ${locale} ${test.info().project.name} ${Date.now()}`;
    // Booked by a receptionist: the owner is told of what staff do, never of what they do themselves.
    const receptionistMobile = `59000${localeIndex}${test.info().project.name === 'phone' ? 1 : 0}01`;
    const hired = await request.post('/api/provider/admins', {
      headers: { authorization: `Bearer ${owner.token}` },
      data: { name: `Reception ${locale}`, mobile: receptionistMobile, country_code: '+966', role: 'receptionist', permissions: ['reservations.view', 'reservations.manage'] },
    });
    expect([201, 422]).toContain(hired.status()); // 422: already on the staff (a rerun on the same data)
    const receptionist = await signIn(request, receptionistMobile);
    const created = await request.post('/api/provider/reservations', {
      headers: { authorization: `Bearer ${receptionist.token}` },
      data: { salon_id: 1, barber_id: slot?.barber_ids[0], service_ids: [service.id], starts_at: slot?.starts_at, customer_name: customer, customer_mobile: '555123456' },
    });
    expect(created.status()).toBe(201);
    await expect(second.getByText(customer, { exact: false }).first()).toBeVisible({ timeout: 15_000 });
    await page.context().close();
  });
});

for (const locale of ['ar', 'en', 'tr', 'ur'] as const) {
  test(`${locale}: axe finds no violation on the wallet, bank, packages, notifications, profile and admins screens`, { tag: locale === 'ar' || locale === 'ur' ? '@phone' : [] }, async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await signedInPage(browser, owner);
    const screens = ['/wallet', '/banks', '/packages', '/notifcation', '/profile', '/profile/edit-profile', '/profile/chang-pass', '/admin', '/admin/add'];
    expect(await axeScreens(page, `/${locale}/provider-dashboard`, screens)).toEqual([]);
    await page.context().close();
  });
}
