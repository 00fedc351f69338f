import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Messages } from '../../../app/i18n/messages';
import { intlLocale } from '../../../app/i18n/locales';
import { phoneText } from '../../../shared/intl-locale';
import { customerBooking, publicSlots } from '../../api/customer-fixtures';
import { answers } from '../../api/http';
import { announcerExcluded, localeOf, say } from '../website/storyKit';
import { CustomerPageStory, pick, signedInCustomer, signedOutCustomer } from './customerKit';

const meta = {
  title: 'App/Customer/My bookings',
  component: CustomerPageStory,
  args: { page: 'my-bookings', messages: {} },
  render: (args, { loaded }) => <CustomerPageStory {...args} messages={(loaded as { messages: Messages }).messages} />,
  beforeEach: signedInCustomer,
  parameters: {
    layout: 'fullscreen',
    a11y: announcerExcluded,
    msw: answers(),
    testViewport: { width: 375, height: 812 },
    docs: { description: { component: 'The customer’s bookings across salons after an SMS code: upcoming and past, cancel or move until the salon’s cutoff, then the salon’s phone.' } },
  },
} satisfies Meta<typeof CustomerPageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: the number, then the code, then the bookings. */
export const SignIn: Story = {
  beforeEach: signedOutCustomer,
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: new RegExp(say(context, 'customer.contact.mobile')) }), '+966 55 123 4567');
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'customer.contact.sendCode') }));
    const code = await canvas.findByRole('group', { name: new RegExp(say(context, 'customer.code.label')) });
    await expect(canvas.getByRole('button', { name: say(context, 'customer.code.resendIn', { seconds: 60 }) })).toBeDisabled();
    await userEvent.click(within(code).getAllByRole('textbox')[0]!);
    await userEvent.keyboard('1234');
    await expect(await canvas.findByRole('heading', { name: say(context, 'customer.myBookings.upcoming') })).toBeVisible();
  },
};

/** The same, in English. */
export const SignInEnglish: Story = { ...SignIn, globals: { locale: 'en' } };

/** Upcoming and past: tomorrow's haircut can be moved or cancelled; today's beard trim is past the cutoff, so the salon's phone shows. */
export const Bookings: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { name: say(context, 'customer.myBookings.past') })).toBeVisible();
    const [today, tomorrow] = canvas.getAllByRole('article');
    // The salon's number in the page's digits (Arabic-Indic here); its address keeps Latin ones.
    await expect(within(today!).getByRole('link', { name: phoneText(intlLocale[localeOf(context)], '+966 114567890') })).toHaveAttribute('href', 'tel:+966114567890');
    await expect(within(today!).queryByRole('button', { name: say(context, 'customer.manage.cancel') })).toBeNull();
    await expect(within(tomorrow!).getByRole('button', { name: say(context, 'customer.manage.move') })).toBeVisible();
    await expect(within(tomorrow!).getByRole('button', { name: say(context, 'customer.manage.cancel') })).toBeVisible();
  },
};

/** The same, in English. */
export const BookingsEnglish: Story = { ...Bookings, globals: { locale: 'en' } };

/** Cancelling asks first, then shows the booking cancelled. */
export const Cancel: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('heading', { name: say(context, 'customer.myBookings.past') });
    const tomorrow = canvas.getAllByRole('article')[1]!;
    await userEvent.click(within(tomorrow).getByRole('button', { name: say(context, 'customer.manage.cancel') }));
    await userEvent.click(within(tomorrow).getByRole('button', { name: say(context, 'customer.manage.confirmCancel') }));
    await expect(await within(tomorrow).findByText(say(context, 'customer.status.cancelled'))).toBeVisible();
    await expect(within(tomorrow).queryByRole('button', { name: say(context, 'customer.manage.move') })).toBeNull();
  },
};

/** Moving picks a new day and time among the free ones. */
export const Move: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('heading', { name: say(context, 'customer.myBookings.past') });
    const tomorrow = canvas.getAllByRole('article')[1]!;
    await userEvent.click(within(tomorrow).getByRole('button', { name: say(context, 'customer.manage.move') }));
    const days = await within(tomorrow).findByRole('group', { name: say(context, 'customer.booking.day') });
    await waitFor(() => expect(within(days).getAllByRole('radio').length).toBeGreaterThan(2));
    await pick(within(days).getAllByRole('radio')[2]!);
    const times = within(tomorrow).getByRole('group', { name: say(context, 'customer.booking.time') });
    await pick(within(times).getAllByRole('radio')[1]!);
    // "Move to Tuesday, 1:30 PM": the button names the new time.
    const moveTo = say(context, 'customer.manage.moveTo', { day: '@', time: '@' }).split('@')[0]!;
    await userEvent.click(within(tomorrow).getByRole('button', { name: new RegExp(`^${moveTo}`) }));
    await expect(await within(tomorrow).findByRole('button', { name: say(context, 'customer.manage.move') })).toBeVisible();
  },
};

/** The same, in English. */
export const MoveEnglish: Story = { ...Move, globals: { locale: 'en' } };

/** Moving looks as far ahead as the salon's window: "Later days" pages by two weeks, and a later day's time is chosen. */
export const MoveToALaterDay: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('heading', { name: say(context, 'customer.myBookings.past') });
    const tomorrow = canvas.getAllByRole('article')[1]!;
    await userEvent.click(within(tomorrow).getByRole('button', { name: say(context, 'customer.manage.move') }));
    const days = await within(tomorrow).findByRole('group', { name: say(context, 'customer.booking.day') });
    await waitFor(() => expect(within(days).getAllByRole('radio')).toHaveLength(14));
    await userEvent.click(within(days).getByRole('button', { name: say(context, 'customer.booking.laterDays') }));
    await waitFor(() => expect(within(days).getByRole('button', { name: say(context, 'customer.booking.earlierDays') })).toBeEnabled());
    await waitFor(() => expect(within(days).getAllByRole('radio')).toHaveLength(14));
    // The first day of the second page is the fifteenth of the window (asked with `from`).
    const fifteenth = publicSlots(undefined, 15).at(-1)!.date;
    const card = new Intl.DateTimeFormat(intlLocale[localeOf(context)], { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${fifteenth}T12:00:00Z`));
    await expect(within(days).getAllByRole('radio')[0]!.closest('label')).toHaveTextContent(card);
    if (localeOf(context) === 'ar') await expect(within(days).getAllByText(/هـ/)).toHaveLength(14);
    await pick(within(days).getAllByRole('radio')[0]!);
    const times = within(tomorrow).getByRole('group', { name: say(context, 'customer.booking.time') });
    await pick(within(times).getAllByRole('radio')[0]!);
    const moveTo = say(context, 'customer.manage.moveTo', { day: '@', time: '@' }).split('@')[0]!;
    await userEvent.click(within(tomorrow).getByRole('button', { name: new RegExp(`^${moveTo}`) }));
    await expect(await within(tomorrow).findByRole('button', { name: say(context, 'customer.manage.move') })).toBeVisible();
  },
};

/** The same, in English. */
export const MoveToALaterDayEnglish: Story = { ...MoveToALaterDay, globals: { locale: 'en' } };

/** The manage link from the confirmation opens that one booking, with a way to all of them. */
export const ManageLink: Story = {
  args: { page: 'manage-link' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(customerBooking(localeOf(context)).barber_name)).toBeVisible();
    await expect(canvas.getByRole('link', { name: say(context, 'customer.myBookings.all') })).toHaveAttribute('href', `/${localeOf(context)}/my-bookings`);
  },
};

/** The same, in English. */
export const ManageLinkEnglish: Story = { ...ManageLink, globals: { locale: 'en' } };
