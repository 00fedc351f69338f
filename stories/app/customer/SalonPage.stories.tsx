import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { intlLocale } from '../../../app/i18n/locales';
import type { Messages } from '../../../app/i18n/messages';
import { serverSays } from '../../api/fixtures';
import { customerBooking, DEMO_HORIZON_DAYS, demoLastDay, publicSalon, publicSlots } from '../../api/customer-fixtures';
import { answers, fails } from '../../api/http';
import { announcerExcluded, localeOf, say } from '../website/storyKit';
import { CustomerPageStory, pick, shownAs, signedOutCustomer } from './customerKit';

const meta = {
  title: 'App/Customer/Salon page',
  component: CustomerPageStory,
  args: { page: 'salon', messages: {} },
  render: (args, { loaded }) => <CustomerPageStory {...args} messages={(loaded as { messages: Messages }).messages} />,
  beforeEach: signedOutCustomer,
  parameters: {
    layout: 'fullscreen',
    a11y: announcerExcluded,
    msw: answers(),
    testViewport: { width: 375, height: 812 },
    docs: { description: { component: 'A salon’s public page (rendered on the server) with its booking steps: services, barber or any, day, time, name and mobile, SMS code, confirmation.' } },
  },
} satisfies Meta<typeof CustomerPageStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const timeIn = (context: Context, hours: number, minutes: number) =>
  new Intl.DateTimeFormat(intlLocale[localeOf(context)], { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(1970, 0, 1, hours, minutes));

async function next(context: Context) {
  await userEvent.click(within(context.canvasElement).getByRole('button', { name: say(context, 'customer.booking.next') }));
}

/** Goes from the services to the contact step: the haircut, any barber, the first day, 10:30. */
async function chooseUpToContact(context: Context) {
  const canvas = within(context.canvasElement);
  const services = canvas.getByRole('group', { name: say(context, 'customer.booking.services') });
  await userEvent.click(within(services).getAllByRole('checkbox')[0]!);
  await next(context);
  await expect(canvas.getByRole('radio', { name: new RegExp(`^${say(context, 'customer.booking.anyBarber')}`) })).toBeChecked();
  await next(context);
  const days = await canvas.findByRole('group', { name: say(context, 'customer.booking.day') });
  await waitFor(() => expect(within(days).getAllByRole('radio').length).toBe(14));
  await pick(within(days).getAllByRole('radio')[0]!);
  await next(context);
  await expect(canvas.getByRole('heading', { name: say(context, 'customer.booking.part.morning') })).toBeVisible();
  await pick(canvas.getByRole('radio', { name: timeIn(context, 10, 30) }));
  await next(context);
}

async function signIn(context: Context) {
  const canvas = within(context.canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: new RegExp(say(context, 'customer.contact.name')) }), localeOf(context) === 'ar' ? 'خالد الحربي' : 'Khalid Alharbi');
  // As people write it: a trunk 0 and spaces.
  await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(say(context, 'customer.contact.mobile')) }), '055 123 4567');
  await userEvent.click(canvas.getByRole('button', { name: say(context, 'customer.contact.sendCode') }));
  const code = await canvas.findByRole('group', { name: new RegExp(say(context, 'customer.code.label')) });
  await userEvent.click(within(code).getAllByRole('textbox')[0]!);
  await userEvent.keyboard('1234');
}

/** Readable before its code runs: the salon, its state now (closed, opens at 10:00), its services with prices and lengths, its barbers. */
export const Readable: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: publicSalon(localeOf(context)).name })).toBeVisible();
    await expect(canvas.getByText(say(context, 'customer.hours.opensToday', { time: timeIn(context, 10, 0) }))).toBeVisible();
    const services = canvas.getByRole('group', { name: say(context, 'customer.booking.services') });
    await expect(within(services).getAllByRole('checkbox')).toHaveLength(4);
    const sar = new Intl.NumberFormat(intlLocale[localeOf(context)], { style: 'currency', currency: 'SAR' }).format(50);
    await expect(within(services).getByText(shownAs(sar))).toBeVisible();
    await expect(canvas.getByRole('heading', { name: say(context, 'customer.salon.barbers') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: say(context, 'customer.salon.map') })).toHaveAttribute('href', expect.stringContaining('google.com/maps'));
    // Nothing to do before a service is chosen.
    await expect(canvas.getByRole('button', { name: say(context, 'customer.booking.next') })).toBeDisabled();
  },
};

/** The same page in English. */
export const ReadableEnglish: Story = { ...Readable, globals: { locale: 'en' } };

/** In Arabic, each day shows its Umm al-Qura date beside it; a full day cannot be chosen. */
export const DaysWithHijri: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(within(canvas.getByRole('group', { name: say(context, 'customer.booking.services') })).getAllByRole('checkbox')[0]!);
    await next(context);
    await next(context);
    const days = await canvas.findByRole('group', { name: say(context, 'customer.booking.day') });
    await waitFor(() => expect(within(days).getAllByRole('radio')).toHaveLength(publicSlots(undefined, 14).length));
    await expect(within(days).getAllByText(/هـ/).length).toBeGreaterThan(0);
    await expect(within(days).getAllByRole('radio').at(-1)).toBeDisabled();
    // Two weeks: both Saturdays are full.
    await expect(within(days).getAllByText(say(context, 'customer.booking.dayFull'))).toHaveLength(2);
  },
};

/** The day shown as a day card names it (weekday and date, UTC noon so no zone moves it). */
const dayCardName = (context: Context, date: string) =>
  new Intl.DateTimeFormat(intlLocale[localeOf(context)], { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

/**
 * The salon takes bookings 30 days ahead: the day step shows two weeks, "Later days" asks for the
 * next two weeks, then the last two days of the window and no more (the control is then off and
 * the keyboard's focus moves to "Earlier days"); a day of a later page is booked like any other.
 */
export const LaterDays: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(within(canvas.getByRole('group', { name: say(context, 'customer.booking.services') })).getAllByRole('checkbox')[0]!);
    await next(context);
    await next(context);
    const days = await canvas.findByRole('group', { name: say(context, 'customer.booking.day') });
    await waitFor(() => expect(within(days).getAllByRole('radio')).toHaveLength(14));
    const earlier = within(days).getByRole('button', { name: say(context, 'customer.booking.earlierDays') });
    const later = within(days).getByRole('button', { name: say(context, 'customer.booking.laterDays') });
    await expect(earlier).toBeDisabled();
    await userEvent.click(later);
    // Days 15 to 28, asked with `from`; the shown range is announced.
    await waitFor(() => expect(within(days).getAllByRole('radio')).toHaveLength(14));
    await waitFor(() => expect(within(days).getAllByRole('radio')[0]!.closest('label')).toHaveTextContent(dayCardName(context, publicSlots(undefined, 15).at(-1)!.date)));
    await expect(earlier).toBeEnabled();
    // Keyboard: Enter on the focused control asks for the last page of the window.
    later.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(days).getAllByRole('radio')).toHaveLength(DEMO_HORIZON_DAYS - 28));
    await expect(later).toBeDisabled();
    await expect(earlier).toHaveFocus();
    if (localeOf(context) === 'ar') await expect(within(days).getAllByText(/هـ/)).toHaveLength(2);
    // The window's last day is offered, and nothing after it.
    const last = within(days).getAllByRole('radio').at(-1)!;
    await expect(last.closest('label')).toHaveTextContent(dayCardName(context, demoLastDay()));
    await pick(last);
    await next(context);
    await pick(canvas.getAllByRole('radio', { name: timeIn(context, 16, 0) })[0]!);
    await next(context);
    await signIn(context);
    await expect(await canvas.findByRole('heading', { name: say(context, 'customer.done.title') })).toBeVisible();
  },
};

/** The same in English (no Hijri dates). */
export const LaterDaysEnglish: Story = { ...LaterDays, globals: { locale: 'en' } };

/** A whole booking: services to the confirmation, with "add to calendar" and the manage link. */
export const Book: Story = {
  play: async (context) => {
    await chooseUpToContact(context);
    await signIn(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { name: say(context, 'customer.done.title') })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: say(context, 'customer.done.addToCalendar') })).toBeVisible();
    const booking = customerBooking(localeOf(context));
    await expect(canvas.getByRole('link', { name: say(context, 'customer.done.manage') })).toHaveAttribute('href', `/${localeOf(context)}${booking.manage_path}`);
    await expect(within(canvas.getByRole('region', { name: say(context, 'customer.done.title') })).getByText(booking.barber_name)).toBeVisible();
  },
};

/** The same booking in English. */
export const BookEnglish: Story = { ...Book, globals: { locale: 'en' } };

/** The time was taken meanwhile: the nearest free times are offered as choices, not an error. */
export const TimeTakenMeanwhile: Story = {
  parameters: {
    msw: answers(
      fails('POST /public/salons/{slug}/bookings', 409, 'slot_taken', {
        message: 'api.customer.slot_taken',
        body: { alternatives: publicSlots()[1]!.slots.slice(0, 3) },
      }),
    ),
  },
  play: async (context) => {
    await chooseUpToContact(context);
    await signIn(context);
    const canvas = within(context.canvasElement);
    const offered = await canvas.findByRole('group', { name: say(context, 'customer.booking.alternatives') });
    await expect(within(offered).getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.getByText(say(context, 'customer.booking.taken'))).toBeVisible();
    await pick(within(offered).getAllByRole('radio')[0]!);
    await expect(canvas.getByRole('button', { name: say(context, 'customer.booking.next') })).toBeEnabled();
  },
};

/** The same, in English. */
export const TimeTakenMeanwhileEnglish: Story = { ...TimeTakenMeanwhile, globals: { locale: 'en' } };

/** A wrong code: the server's message in the page's language, and the boxes empty for another try. */
export const WrongCode: Story = {
  parameters: { msw: answers(fails('POST /public/customer/verify', 422, 'otp_invalid', { message: 'api.error.otp_invalid' })) },
  play: async (context) => {
    await chooseUpToContact(context);
    await signIn(context);
    await expect(await within(context.canvasElement).findByText(serverSays(localeOf(context), 'api.error.otp_invalid'))).toBeVisible();
  },
};

/** The same, in English. */
export const WrongCodeEnglish: Story = { ...WrongCode, globals: { locale: 'en' } };

/** An unknown salon, or one not taking bookings online (the server sends it with 404). */
export const NotFound: Story = {
  args: { page: 'salon-not-found' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: say(context, 'customer.notFound.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: say(context, 'customer.notFound.home') })).toHaveAttribute('href', `/${localeOf(context)}`);
  },
};

/** The same, in English. */
export const NotFoundEnglish: Story = { ...NotFound, globals: { locale: 'en' } };
