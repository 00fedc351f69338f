// The spec's notification card (issue 23 item 13): the top bar's dropdown shows at most 2 days of
// unread notifications with at most 3 each, and the demo owner has more than that (server/db/seed.ts).
import { expect as baseExpect, test } from '@playwright/test';
import { t } from './support/messages';
import { api, demoProviders, signedInPage, signIn } from './support/provider';

const expect = baseExpect.configure({ timeout: 15_000 });

type Groups = { data: { notifications: { date: string; notifications: { id: number }[] }[] }; meta: { total: number } };

test('the notification card shows 2 days × 3 notifications when the owner has more', { tag: '@phone' }, async ({ browser, request }) => {
  const owner = await signIn(request, demoProviders.owner);
  // What the owner has unread: more than the card holds, over more than two days or more than three on one.
  const all = await api<Groups>(request, owner, '/provider/notifications?is_read=0&per_page=50');
  const days = all.data.notifications;
  expect(all.meta.total > 6 || days.length > 2 || days.some((day) => day.notifications.length > 3), 'the demo exceeds the card').toBe(true);
  const page = await signedInPage(browser, owner);
  await page.goto('/en/provider-dashboard');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const card = page.getByRole('dialog', { name: t('en', 'providerShell.notifications.title') });
  // Two days (the demo has more), each with one to three notifications, and fewer shown than the owner has.
  await expect(card.getByRole('heading', { level: 3 })).toHaveCount(2);
  const lists = card.getByRole('list');
  await expect(lists).toHaveCount(2);
  const shown = await Promise.all([0, 1].map((index) => lists.nth(index).getByRole('listitem').count()));
  for (const count of shown) expect(count).toBeGreaterThanOrEqual(1);
  for (const count of shown) expect(count).toBeLessThanOrEqual(3);
  expect(shown, 'a day with more than three is cut at three').toContain(3);
  expect(shown[0]! + shown[1]!).toBeLessThan(all.meta.total);
  // The way to the rest.
  await expect(card.getByRole('link', { name: t('en', 'ds.data.notifications.viewAll') })).toBeVisible();
  await page.context().close();
});
