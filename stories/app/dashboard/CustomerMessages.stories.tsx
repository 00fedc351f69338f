import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Schema } from '../../../api-spec';
import CustomerMessagesPage from '../../../app/features/customer-messages/CustomerMessagesPage';
import { intlLocale, localeNativeNames } from '../../../app/i18n/locales';
import { serverSays, type Locale } from '../../api/fixtures';
import { answers, fails, loading, ok } from '../../api/http';
import { messagePreview, messageSettings } from '../../api/message-fixtures';
import { say } from '../website/storyKit';
import { asOwner, dashboard, expectNotice, freshStory, inDashboard, LOAD } from './dashboardKit';

// What the story's server was sent (reset before each story).
const sent: Schema<'MessageSettingsInput'>[] = [];

const messagesApi = [
  ok('GET /provider/salons/{id}/messages/preview', ({ url }) => ({
    data: messagePreview(url.searchParams.get('kind') as Schema<'CustomerMessageKind'>, url.searchParams.get('locale') as Locale),
    message: '',
  })),
  ok('PUT /provider/salons/{id}/messages', async ({ locale, request }) => {
    const body = (await request.json()) as Schema<'MessageSettingsInput'>;
    sent.push(body);
    return { data: messageSettings(body), message: serverSays(locale, 'api.messageSettings.saved') };
  }),
];

const meta = {
  title: 'App/Dashboard/Customer messages',
  component: CustomerMessagesPage,
  decorators: [inDashboard(), asOwner()],
  parameters: { ...dashboard('/customer-messages'), msw: answers(messagesApi) },
  beforeEach: () => {
    freshStory();
    sent.length = 0;
  },
} satisfies Meta<typeof CustomerMessagesPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

/** A reminder time as the form words it in the story's language ("a day before"). */
const before = (context: Context, value: number, unit: 'day' | 'hour') =>
  say(context, 'customerMessages.reminders.before', { time: new Intl.NumberFormat(intlLocale[context.globals.locale as Locale], { style: 'unit', unit, unitDisplay: 'long' }).format(value) });
const form = async (context: Context) => within(await within(context.canvasElement).findByRole('form', { name: say(context, 'customerMessages.form') }, LOAD));
const bubble = (context: Context, kind: string, language: Locale) =>
  within(context.canvasElement).findByRole('figure', { name: say(context, 'customerMessages.preview.label', { kind: say(context, `customerMessages.kind.${kind}`), language: localeNativeNames[language] }) }, LOAD);

/** The Riyadh salon as saved: WhatsApp then SMS, reminders a day and two hours before; the reminder in Arabic as customers read it; this month's 42 messages. */
export const Settings: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: say(context, 'customerMessages.title') })).toBeVisible();
    const settings = await form(context);
    await expect(settings.getByRole('radio', { name: new RegExp(say(context, 'customerMessages.channel.whatsapp_sms')) })).toBeChecked();
    await expect(settings.getByRole('switch', { name: say(context, 'customerMessages.reminders') })).toBeChecked();
    const times = within(settings.getByRole('group', { name: say(context, 'customerMessages.reminders.times') }));
    // Each time: its choice and the button that removes it.
    await expect(times.getAllByRole('button', { name: new RegExp(before(context, 1, 'day')) })).toHaveLength(2);
    await expect(times.getAllByRole('button', { name: new RegExp(before(context, 2, 'hour')) })).toHaveLength(2);
    const preview = await bubble(context, 'reminder', 'ar');
    await expect(preview).toHaveTextContent('صالون الأناقة');
    await expect(preview).toHaveTextContent('/ar/reminders-off/');
    const total = await canvas.findByRole('group', { name: say(context, 'customerMessages.usage.total') }, LOAD);
    await expect(total).toHaveTextContent('٤٢');
    await expect(canvas.getByRole('group', { name: say(context, 'customerMessages.usage.whatsapp') })).toHaveTextContent('٣٠');
  },
};

/** The owner switches to SMS only, drops the two-hour reminder and adds another; what is saved is what was chosen. */
export const ChangeAndSave: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const settings = await form(context);
    await userEvent.click(settings.getByRole('radio', { name: new RegExp(say(context, 'customerMessages.channel.sms')) }));
    await userEvent.click(settings.getByRole('button', { name: 'Remove the reminder 2 hours before' }));
    await userEvent.click(settings.getByRole('button', { name: say(context, 'customerMessages.reminders.add') }));
    await userEvent.click(settings.getByRole('button', { name: /Reminder 2/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '3 hours before' }));
    await userEvent.click(settings.getByRole('button', { name: say(context, 'customerMessages.save') }));
    await expectNotice(serverSays('en', 'api.messageSettings.saved'));
    await expect(sent[0]).toEqual({ channel: 'sms', reminders_enabled: true, reminder_offsets_minutes: [1440, 180] });
  },
};

/** Up to three reminders: with three, no more can be added and the page says why. */
export const ThreeReminders: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const settings = await form(context);
    await userEvent.click(settings.getByRole('button', { name: say(context, 'customerMessages.reminders.add') }));
    await expect(settings.queryByRole('button', { name: say(context, 'customerMessages.reminders.add') })).toBeNull();
    await expect(settings.getByText(say(context, 'customerMessages.reminders.max', { max: 3 }))).toBeVisible();
  },
};

/** Reminders on with every time removed: said before anything is sent, in Arabic. */
export const NoReminderTime: Story = {
  play: async (context) => {
    const settings = await form(context);
    const removeButtons = () => settings.queryAllByRole('button', { name: new RegExp(`^${say(context, 'customerMessages.reminders.remove', { time: '' }).trim()}`) });
    await expect(removeButtons()).toHaveLength(2);
    while (removeButtons().length > 0) await userEvent.click(removeButtons()[0]!);
    await userEvent.click(settings.getByRole('button', { name: say(context, 'customerMessages.save') }));
    await expect(await settings.findByRole('alert')).toHaveTextContent(say(context, 'customerMessages.reminders.none'));
    await expect(sent).toHaveLength(0);
  },
};

/** Each message in each language: the owner picks "Booking moved" and Urdu and reads what an Urdu-speaking customer gets. */
export const PreviewInAnotherLanguage: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await bubble(context, 'reminder', 'en');
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(say(context, 'customerMessages.preview.kind')) }));
    await userEvent.click(await within(document.body).findByRole('option', { name: say(context, 'customerMessages.kind.moved') }));
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(say(context, 'customerMessages.preview.language')) }));
    await userEvent.click(await within(document.body).findByRole('option', { name: localeNativeNames.ur }));
    const moved = await bubble(context, 'moved', 'ur');
    await expect(moved.querySelector('[lang="ur"][dir="rtl"]')).toHaveTextContent(messagePreview('moved', 'ur').text.slice(0, 20));
  },
};

/** Messages switched off: reminders cannot be switched on until a channel is chosen. */
export const SwitchedOff: Story = {
  globals: { locale: 'en' },
  parameters: { msw: answers(ok('GET /provider/salons/{id}/messages', { data: messageSettings({ channel: 'off', reminders_enabled: false, reminder_offsets_minutes: [] }), message: '' }), messagesApi) },
  play: async (context) => {
    const settings = await form(context);
    await expect(settings.getByRole('radio', { name: new RegExp(`^${say(context, 'customerMessages.channel.off')}`) })).toBeChecked();
    await expect(settings.getByRole('switch', { name: say(context, 'customerMessages.reminders') })).toBeDisabled();
    await expect(settings.queryByRole('group', { name: say(context, 'customerMessages.reminders.times') })).toBeNull();
  },
};

/** While the settings load: placeholders, no form. */
export const Loading: Story = {
  parameters: { msw: answers(loading('GET /provider/salons/{id}/messages')) },
  play: async (context) => {
    await expect(await within(context.canvasElement).findByRole('button', { name: new RegExp(say(context, 'reservations.filter.salon')) }, LOAD)).toBeVisible();
    await expect(within(context.canvasElement).queryByRole('form', { name: say(context, 'customerMessages.form') })).toBeNull();
  },
};

/** The settings do not load: a failure with a way to try again, not an empty form. */
export const LoadFailed: Story = {
  globals: { locale: 'en' },
  parameters: { msw: answers(fails('GET /provider/salons/{id}/messages', 500, 'server_error')) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(say(context, 'dashboard.loadFailed.title', { what: say(context, 'customerMessages.what') }), {}, LOAD)).toBeVisible();
    await expect(canvas.queryByRole('form', { name: say(context, 'customerMessages.form') })).toBeNull();
  },
};
