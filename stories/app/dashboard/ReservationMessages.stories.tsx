import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ReservationMessages } from '../../../app/features/customer-messages/ReservationMessages';
import { answers, fails, loading, ok } from '../../api/http';
import { say } from '../website/storyKit';
import { asOwner, dashboard, inDashboard, LOAD } from './dashboardKit';

const meta = {
  title: 'App/Dashboard/Reservation messages',
  component: ReservationMessages,
  decorators: [inDashboard(), asOwner()],
  // Reservation 4 of the demo (pending, today at 10:00): its booking read on WhatsApp, the reminders, a change not told.
  parameters: dashboard('/reservations/4'),
  args: { reservationId: 4, timeZone: 'Asia/Riyadh' },
} satisfies Meta<typeof ReservationMessages>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const list = async (context: Context) => within(await within(context.canvasElement).findByRole('list', { name: say(context, 'customerMessages.booking.title') }, LOAD));

/** Each message with its kind, channel, status and time, in Arabic: a reminder names how long before, a message not sent says why. */
export const Messages: Story = {
  play: async (context) => {
    const items = (await list(context)).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent(`${say(context, 'customerMessages.kind.booked')} · ${say(context, 'customerMessages.channelName.whatsapp')}`);
    await expect(items[0]).toHaveTextContent(say(context, 'customerMessages.status.read'));
    await expect(items[1]).toHaveTextContent(say(context, 'customerMessages.channelName.sms'));
    await expect(items[3]).toHaveTextContent(`${say(context, 'customerMessages.status.skipped')} · ${say(context, 'customerMessages.skip.channel_off')}`);
    // Times in the salon's zone, with Arabic digits.
    await expect(items[0]!.querySelector('time')).toHaveTextContent(/[٠-٩]/);
  },
};

/** The same in English: the day-before reminder went by SMS and was delivered. */
export const MessagesInEnglish: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const items = (await list(context)).getAllByRole('listitem');
    await expect(items[1]).toHaveTextContent('Reminder, 24 hours before · SMS');
    await expect(items[1]).toHaveTextContent('Delivered');
  },
};

/** A booking with no messages (made while messages were off). */
export const NoMessages: Story = {
  globals: { locale: 'en' },
  parameters: { msw: answers(ok('GET /provider/reservations/{id}/messages', { data: [], message: '' })) },
  play: async (context) => {
    await expect(await within(context.canvasElement).findByText(say(context, 'customerMessages.booking.empty'), {}, LOAD)).toBeVisible();
  },
};

/** While they load: placeholders under the heading. */
export const Loading: Story = {
  parameters: { msw: answers(loading('GET /provider/reservations/{id}/messages')) },
  play: async (context) => {
    await expect(await within(context.canvasElement).findByRole('heading', { name: say(context, 'customerMessages.booking.title') }, LOAD)).toBeVisible();
    await expect(within(context.canvasElement).queryByRole('list', { name: say(context, 'customerMessages.booking.title') })).toBeNull();
  },
};

/** They do not load: said so, with a way to try again that works once the server answers. */
export const LoadFailed: Story = {
  globals: { locale: 'en' },
  parameters: { msw: answers(fails('GET /provider/reservations/{id}/messages', 500, 'server_error')) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(say(context, 'dashboard.loadFailed.title', { what: say(context, 'customerMessages.booking.what') }), {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('button', { name: say(context, 'dashboard.loadFailed.retry') })).toBeEnabled();
    await userEvent.hover(canvas.getByRole('button', { name: say(context, 'dashboard.loadFailed.retry') }));
  },
};
