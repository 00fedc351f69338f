// The spec's breakpoints where a user sees them (docs/decisions.md, "The specification's last rows"):
// 1,700 px puts today's schedule and what comes next side by side on the dashboard home; from 500 px a
// full-screen login modal keeps its fields at a readable width on a phone held sideways.
import { expect as baseExpect, test } from '@playwright/test';
import { t } from './support/messages';
import { demoProviders, signedInPage, signIn } from './support/provider';

const expect = baseExpect.configure({ timeout: 15_000 });

test('a 1,700 px screen shows today’s schedule and the upcoming bookings side by side; 1,600 px one under the other', async ({ browser, request }) => {
  const owner = await signIn(request, demoProviders.owner);
  const page = await signedInPage(browser, owner);
  await page.setViewportSize({ width: 1760, height: 1000 });
  await page.goto('/en/provider-dashboard');
  const today = page.getByRole('heading', { level: 2, name: t('en', 'dashboardHome.today'), exact: true });
  const upcoming = page.getByRole('heading', { level: 2, name: t('en', 'dashboardHome.upcoming'), exact: true });
  await expect(upcoming).toBeVisible();
  const boxes = async () => Promise.all([today.boundingBox(), upcoming.boundingBox()]);
  // Beside: the same row, the upcoming list after the schedule in reading order (to its right in English).
  await expect.poll(async () => { const [a, b] = await boxes(); return Math.abs((a?.y ?? 0) - (b?.y ?? 999)); }).toBeLessThan(2);
  const [wideToday, wideUpcoming] = await boxes();
  expect(wideUpcoming!.x).toBeGreaterThan(wideToday!.x + 800);
  // Below 1,700 px: the upcoming list comes under the schedule.
  await page.setViewportSize({ width: 1600, height: 1000 });
  await expect.poll(async () => { const [a, b] = await boxes(); return (b?.y ?? 0) - (a?.y ?? 0); }).toBeGreaterThan(200);
  await page.context().close();
});

test('a phone held sideways (740 × 360) keeps the login modal full screen with its fields at a readable width', async ({ page }) => {
  await page.setViewportSize({ width: 740, height: 360 });
  await page.goto('/ar/about?auth_type=company&id=42');
  const dialog = page.getByRole('dialog', { name: t('ar', 'authScreens.login.title') });
  const field = dialog.getByRole('textbox', { name: t('ar', 'auth.mobile.label') });
  await expect(field).toBeVisible();
  // Full screen: the modal covers the width.
  const modal = await dialog.evaluate((element) => (element.parentElement ?? element).getBoundingClientRect().toJSON() as DOMRect);
  expect(modal.width).toBeGreaterThanOrEqual(739);
  // Its content in the middle, at most the medium modal's 600 px.
  const box = (await dialog.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(600);
  expect(Math.abs(box.x + box.width / 2 - 370)).toBeLessThan(4);
  // At 480 px (a phone held upright) the content uses the whole width.
  await page.setViewportSize({ width: 480, height: 800 });
  await expect.poll(async () => (await dialog.boundingBox())?.width ?? 0).toBeGreaterThan(470);
});
