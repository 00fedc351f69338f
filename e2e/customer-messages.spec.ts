// Messages to customers against `npm start` (issue 19): the owner of a new business opens "Customer
// messages" from the menu, chooses SMS only and keeps reminders a day and two hours before; a
// booking made by the staff shows on its page the booking's message sent by SMS (the SMS outbox
// holds it) and the reminders waiting; the customer's link to stop reminders works once pressed,
// and a link the server did not sign says so.
import { expect as baseExpect, test } from '@playwright/test';
import { optOutToken } from '../server/messages/opt-out';
import { t } from './support/messages';
import { api, expectToast, openFromMenu, registerProvider, signedInPage } from './support/provider';

const expect = baseExpect.configure({ timeout: 15_000 });

// The secret `npm start` signs links with outside production (server/config.ts), as the reminders' links are written.
const DEV_SECRET = 'mawid-development-secret-not-for-production';

test('en: the owner sends by SMS only with reminders; a staff booking shows its messages; the customer stops reminders', { tag: '@phone' }, async ({ browser, request }) => {
  test.setTimeout(240_000);
  const provider = await registerProvider(request, 'Messages Salon');
  const headers = { authorization: `Bearer ${provider.token}`, 'accept-language': 'en' };
  const post = async (url: string, data: unknown) => {
    const response = await request.post(`/api${url}`, { headers, data });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { data: { id: number } }).data.id;
  };
  const salonId = await post('/provider/salons', {
    name_ar: 'صالون الرسائل',
    name_en: 'Messages Salon',
    address: 'طريق الملك فهد، الرياض',
    city_id: 1,
    latitude: 24.7136,
    longitude: 46.6753,
    timezone: 'Asia/Riyadh',
    working_hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, is_open: true, opens_at: '00:00', closes_at: '23:45', breaks: [] })),
  });
  const serviceId = await post('/provider/services', { salon_id: salonId, name_ar: 'قص شعر', name_en: 'Haircut', price: 5000, duration_minutes: 30 });
  const barberId = await post('/provider/barbers', { salon_id: salonId, name: 'Ahmed', service_ids: [serviceId] });

  // The owner's settings, from the menu.
  const page = await signedInPage(browser, provider);
  await page.goto('/en/provider-dashboard');
  await openFromMenu(page, 'en', t('en', 'providerShell.nav.customerMessages'));
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'customerMessages.title') })).toBeVisible({ timeout: 30_000 });
  const form = page.getByRole('form', { name: t('en', 'customerMessages.form') });
  // Never saved: WhatsApp first, reminders a day and two hours before.
  await expect(form.getByRole('radio', { name: new RegExp(t('en', 'customerMessages.channel.whatsapp_sms')) })).toBeChecked();
  await form.getByText(t('en', 'customerMessages.channel.sms'), { exact: true }).click();
  await expect(form.getByRole('button', { name: t('en', 'customerMessages.reminders.remove', { time: '1 day before' }) })).toBeVisible();
  await expect(form.getByRole('button', { name: t('en', 'customerMessages.reminders.remove', { time: '2 hours before' }) })).toBeVisible();
  await form.getByRole('button', { name: t('en', 'customerMessages.save'), exact: true }).click();
  await expectToast(page, 'Customer messages saved.');
  // The preview is the server's text for this salon.
  await expect(page.getByRole('figure').getByText(/Messages Salon/)).toBeVisible();
  const saved = await api<{ data: { channel: string; reminders_enabled: boolean; reminder_offsets_minutes: number[] } }>(request, provider, `/provider/salons/${salonId}/messages`);
  expect(saved.data).toMatchObject({ channel: 'sms', reminders_enabled: true, reminder_offsets_minutes: [1440, 120] });

  // A staff booking three days ahead at 16:00 in Riyadh.
  const mobile = `58${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const day = new Date(Date.now() + 3 * 3_600_000 + 3 * 86_400_000).toISOString().slice(0, 10);
  const created = await request.post('/api/provider/reservations', {
    headers,
    data: { salon_id: salonId, barber_id: barberId, service_ids: [serviceId], starts_at: `${day}T16:00:00+03:00`, customer_name: 'Khalid', customer_mobile: mobile },
  });
  expect(created.status(), await created.text()).toBe(201);
  const reservation = ((await created.json()) as { data: { id: number; client_id: number | null } }).data;

  // Its page lists the booking's message sent by SMS, and the two reminders waiting for their time.
  await page.goto(`/en/provider-dashboard/reservations/${reservation.id}`);
  const messages = page.getByRole('list', { name: t('en', 'customerMessages.booking.title') });
  const booked = messages.getByRole('listitem').filter({ hasText: `${t('en', 'customerMessages.kind.booked')} · SMS` });
  await expect(async () => {
    await page.reload();
    await expect(booked.getByText(new RegExp(`^(${t('en', 'customerMessages.status.sent')}|${t('en', 'customerMessages.status.delivered')})$`))).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await expect(messages.getByRole('listitem').filter({ hasText: 'Reminder, 24 hours before' })).toContainText(t('en', 'customerMessages.status.queued'));
  await expect(messages.getByRole('listitem').filter({ hasText: 'Reminder, 2 hours before' })).toContainText(t('en', 'customerMessages.status.queued'));
  // The customer's phone got it: the SMS outbox holds the text with the booking's manage link.
  const outbox = (await (await request.get(`/api/dev/sms-outbox?mobile=${mobile}`)).json()) as { data: { body: string }[] };
  expect(outbox.data.map((m) => m.body)).toContainEqual(expect.stringMatching(/Messages Salon|صالون الرسائل/));
  await page.context().close();

  // The customer opens the link a reminder carries: nothing changes until they press the button.
  expect(reservation.client_id, 'a staff booking with a mobile makes a client').not.toBeNull();
  const customer = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const phone = await customer.newPage();
  await phone.goto(`/en/reminders-off/${optOutToken(DEV_SECRET, reservation.client_id!)}`);
  await expect(phone.getByRole('heading', { level: 1, name: t('en', 'customer.remindersOff.title') })).toBeVisible();
  await phone.getByRole('button', { name: t('en', 'customer.remindersOff.button') }).click();
  await expect(phone.getByRole('status')).toContainText(t('en', 'customer.remindersOff.doneTitle'));

  // A link the server did not sign: the page says so.
  await phone.goto(`/en/reminders-off/${reservation.client_id!.toString(36)}.AAAAAAAAAAAAAAAAAAAAAA`);
  await phone.getByRole('button', { name: t('en', 'customer.remindersOff.button') }).click();
  await expect(phone.getByRole('alert')).toContainText(t('en', 'customer.remindersOff.invalidTitle'));
  await customer.close();
});
