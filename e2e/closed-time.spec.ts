// Closed time in Arabic against `npm start` (issue 20): an owner opens "الإغلاق وأوقات الصلاة" from the
// menu, turns prayer pauses on with one barber who never pauses, confirms Eid al-Fitr as a closure from
// the suggestions, and the server answers both from then on. A provider of its own (registered here), so no other journey is touched.
import { readFileSync } from 'node:fs';
import { expect as baseExpect, test } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { t } from './support/messages';
import { api, expectToast, openFromMenu, openSalonInput, registerProvider, signedInPage } from './support/provider';

const expect = baseExpect.configure({ timeout: 15_000 });

// The server's own words (its answers' messages and names), from its Arabic catalog.
const serverCatalog = JSON.parse(readFileSync('server/i18n/messages/ar/schedule.json', 'utf8')) as Record<string, string>;
const server = (id: string, values?: Record<string, string>) => String(new IntlMessageFormat(serverCatalog[id]!, 'ar').format(values));

test('ar: prayer pauses turned on and Eid confirmed as a closure', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const provider = await registerProvider(request, 'صالون الأوقات');
  const headers = { authorization: `Bearer ${provider.token}`, 'accept-language': 'ar' };
  const salon = await request.post('/api/provider/salons', {
    headers,
    data: openSalonInput({ name_ar: 'صالون الأوقات', name_en: 'Times Salon' }),
  });
  expect(salon.status(), await salon.text()).toBe(201);
  const salonId = ((await salon.json()) as { data: { id: number } }).data.id;
  const post = async (path: string, data: unknown) => {
    const res = await request.post(`/api${path}`, { headers, data });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { data: { id: number } }).data.id;
  };
  const serviceId = await post('/provider/services', { salon_id: salonId, name_ar: 'قص شعر', name_en: 'Haircut', price: 5000, duration_minutes: 30 });
  const khalid = await post('/provider/barbers', { salon_id: salonId, name: 'خالد الحربي', service_ids: [serviceId] });
  const majed = await post('/provider/barbers', { salon_id: salonId, name: 'ماجد العتيبي', service_ids: [serviceId] });

  const page = await signedInPage(browser, provider);
  await page.goto('/ar/provider-dashboard');
  await openFromMenu(page, 'ar', t('ar', 'providerShell.nav.closedTime'));
  await expect(page.getByRole('heading', { level: 1, name: t('ar', 'closedTime.title') })).toBeVisible({ timeout: 30_000 });

  // Prayer pauses: off until switched on; Dhuhr is paused by default, Fajr is not.
  await page.getByRole('tab', { name: t('ar', 'closedTime.tab', { tab: 'prayer' }) }).click();
  // The switch's input is visually hidden: a user presses its label.
  await page.getByText(t('ar', 'closedTime.prayer.enabled'), { exact: true }).click();
  await expect(page.getByRole('switch', { name: t('ar', 'closedTime.prayer.enabled') })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: t('ar', 'closedTime.prayer', { prayer: 'dhuhr' }) })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: t('ar', 'closedTime.prayer', { prayer: 'fajr' }) })).not.toBeChecked();
  // Each barber follows the salon until told otherwise; Majed never pauses.
  await expect(page.getByRole('button', { name: /خالد الحربي/ })).toContainText(t('ar', 'closedTime.prayer.mode', { mode: 'salon' }));
  await page.getByRole('button', { name: /ماجد العتيبي/ }).click();
  await page.getByRole('option', { name: t('ar', 'closedTime.prayer.mode', { mode: 'never' }) }).click();
  await expect(page.getByRole('button', { name: /ماجد العتيبي/ })).toContainText(t('ar', 'closedTime.prayer.mode', { mode: 'never' }));
  await page.getByRole('button', { name: t('ar', 'closedTime.save') }).click();
  await expectToast(page, server('api.schedule.prayer_pauses.saved'));
  const pauses = await api<{ data: { enabled: boolean; barbers: Array<{ barber_id: number; mode: string }> } }>(request, provider, `/provider/salons/${salonId}/prayer-pauses`);
  expect(pauses.data.enabled).toBe(true);
  expect(pauses.data.barbers).toEqual([expect.objectContaining({ barber_id: khalid, mode: 'salon' }), expect.objectContaining({ barber_id: majed, mode: 'never' })]);
  // The schedule's closed time: Dhuhr's pause is Khalid's only.
  const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
  const closed = await api<{ data: { spans: Array<{ barber_id: number | null; prayer: string | null }> } }>(request, provider, `/provider/salons/${salonId}/closed-time?date=${today}`);
  expect(closed.data.spans.filter((s) => s.prayer === 'dhuhr' || s.prayer === 'jumuah').map((s) => s.barber_id)).toEqual([khalid]);

  // Eid al-Fitr suggested with its Hijri date; confirming closes the salon.
  await page.getByRole('tab', { name: t('ar', 'closedTime.tab', { tab: 'closures' }) }).click();
  const eid = server('api.schedule.holiday', { key: 'eid_al_fitr' });
  await expect(page.getByText(/شوال/).first()).toBeVisible();
  await page.getByRole('button', { name: t('ar', 'closedTime.suggestions.confirmLabel', { name: eid }) }).click();
  await expectToast(page, server('api.schedule.closure.saved'));
  await expect(page.getByRole('grid', { name: t('ar', 'closedTime.list.title') }).getByText(eid)).toBeVisible();
  const closures = await api<{ data: Array<{ kind: string; name: string | null }> }>(request, provider, `/provider/salons/${salonId}/closures`);
  expect(closures.data).toEqual([expect.objectContaining({ kind: 'holiday', name: eid })]);
});
