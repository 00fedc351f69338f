import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Messages } from '../../../app/i18n/messages';
import { serverSays, type Locale } from '../../api/fixtures';
import { answers, fails, ok } from '../../api/http';
import { announcerExcluded, say } from '../website/storyKit';
import { CustomerPageStory, DEMO_OPT_OUT_TOKEN } from './customerKit';

// What the story's server was sent (reset before each story).
const sent: string[] = [];
const optOut = ok('POST /public/messages/opt-out', async ({ locale, request }) => {
  sent.push(((await request.json()) as { token: string }).token);
  const business = locale === 'ar' ? 'صالون الأناقة' : 'Elegance Salon';
  return { data: { business }, message: serverSays(locale as Locale, 'api.customerMessages.opt_out.done', { business }) };
});

const meta = {
  title: 'App/Customer/Reminders off',
  component: CustomerPageStory,
  args: { page: 'reminders-off', messages: {} },
  render: (args, { loaded }) => <CustomerPageStory {...args} messages={(loaded as { messages: Messages }).messages} />,
  beforeEach: () => {
    sent.length = 0;
  },
  parameters: {
    layout: 'fullscreen',
    a11y: announcerExcluded,
    msw: answers(optOut),
    testViewport: { width: 375, height: 812 },
    docs: { description: { component: 'The link in every reminder: a button that stops the business’s reminders (opening the link changes nothing), then the result; an invalid link says so.' } },
  },
} satisfies Meta<typeof CustomerPageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer presses the button: the page says which business stops its reminders; the token went to the server once. */
export const StopReminders: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: say(context, 'customer.remindersOff.title') })).toBeVisible();
    await expect(sent).toHaveLength(0);
    await userEvent.click(await canvas.findByRole('button', { name: say(context, 'customer.remindersOff.button') }));
    const done = await canvas.findByRole('status');
    await expect(done).toHaveTextContent(say(context, 'customer.remindersOff.done', { business: 'صالون الأناقة' }));
    await expect(canvas.queryByRole('button', { name: say(context, 'customer.remindersOff.button') })).toBeNull();
    await expect(sent).toEqual([DEMO_OPT_OUT_TOKEN]);
  },
};

/** The same, in English. */
export const StopRemindersEnglish: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Stop reminders' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Elegance Salon will no longer send you reminders.');
  },
};

/** A token the server did not sign: its 422 message, in the customer's language, and no button to press again. */
export const InvalidLink: Story = {
  globals: { locale: 'en' },
  parameters: { msw: answers(fails('POST /public/messages/opt-out', 422, 'invalid_opt_out_token', { message: 'api.customerMessages.opt_out.invalid', errors: { token: 'api.customerMessages.opt_out.invalid' } })) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: say(context, 'customer.remindersOff.button') }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(serverSays('en', 'api.customerMessages.opt_out.invalid'));
    await expect(canvas.queryByRole('button', { name: say(context, 'customer.remindersOff.button') })).toBeNull();
  },
};

/** An address whose token is not in a token's form: said at once, in Arabic, nothing to press. */
export const MalformedLink: Story = {
  args: { page: 'reminders-off-malformed' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(say(context, 'customer.remindersOff.invalid'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: say(context, 'customer.remindersOff.button') })).toBeNull();
  },
};

/** No answer from the server: the reminders are still on, and the button can be pressed again. */
export const ServerUnreachable: Story = {
  globals: { locale: 'en' },
  parameters: { msw: answers(fails('POST /public/messages/opt-out', 500, 'server_error')) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: say(context, 'customer.remindersOff.button') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(say(context, 'customer.remindersOff.failedTitle'));
    await expect(canvas.getByRole('button', { name: say(context, 'customer.remindersOff.button') })).toBeEnabled();
  },
};
