import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { AlternativesStep } from '../../../app/customer/booking/AlternativesStep';
import { BarberStep } from '../../../app/customer/booking/BarberStep';
import { BookingSummary } from '../../../app/customer/booking/BookingSummary';
import { DayStep } from '../../../app/customer/booking/DayStep';
import { ServicesStep } from '../../../app/customer/booking/ServicesStep';
import type { FreeTime } from '../../../app/customer/booking/slots';
import { TimeStep } from '../../../app/customer/booking/TimeStep';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { customerBooking, publicSalon, publicSlots } from '../../api/customer-fixtures';
import { localeOf, say } from '../website/storyKit';
import { pick } from './customerKit';

const parts = ['services', 'barber', 'days', 'times', 'alternatives', 'summary'] as const;

/** One booking step on its own, with the demo salon's data in the story's language. */
function BookingStepStory({ part }: { part: (typeof parts)[number] }) {
  const locale = useLocale();
  const salon = publicSalon(locale);
  const [services, setServices] = useState<number[]>([1]);
  const [barber, setBarber] = useState<number | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const [time, setTime] = useState<FreeTime | null>(null);
  const slots = publicSlots();
  switch (part) {
    case 'services':
      return <ServicesStep services={salon.services} chosen={services} onToggle={(id) => setServices((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]))} />;
    case 'barber':
      return <BarberStep barbers={salon.barbers} serviceIds={[4]} chosen={barber} onChoose={setBarber} />;
    case 'days':
      return <DayStep days={slots} chosen={day} onChoose={setDay} />;
    case 'times':
      return <TimeStep times={slots[1]!.slots} timeZone={salon.timezone} chosen={time} onChoose={setTime} />;
    case 'alternatives':
      return <AlternativesStep alternatives={slots[2]!.slots.slice(0, 3)} timeZone={salon.timezone} chosen={time} onChoose={setTime} />;
    case 'summary':
      return <BookingSummary booking={customerBooking(locale)} />;
  }
}

const meta = {
  title: 'App/Customer/Booking steps',
  component: BookingStepStory,
  args: { part: 'services' },
  argTypes: { part: { control: 'select', options: parts } },
  parameters: {
    a11y: { test: 'error' },
    testViewport: { width: 375, height: 812 },
    docs: { description: { component: 'The steps of a salon page’s booking, one at a time: choice cards over native checkboxes and radios, readable before the page’s code runs.' } },
  },
} satisfies Meta<typeof BookingStepStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The services with prices and lengths; more than one may be chosen. */
export const Services: Story = {
  play: async (context) => {
    const group = within(context.canvasElement).getByRole('group', { name: say(context, 'customer.booking.services') });
    const boxes = within(group).getAllByRole('checkbox');
    await expect(boxes[0]).toBeChecked();
    await pick(boxes[1]!);
    await expect(boxes[1]).toBeChecked();
  },
};
/** The same in English. */
export const ServicesEnglish: Story = { ...Services, globals: { locale: 'en' } };

/** "Any barber" first; only barbers who do the chosen service (the children's haircut: Ahmed and Youssef). */
export const Barber: Story = {
  args: { part: 'barber' },
  play: async (context) => {
    const group = within(context.canvasElement).getByRole('group', { name: say(context, 'customer.booking.barber') });
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await expect(within(group).getAllByRole('radio')[0]).toBeChecked();
  },
};
/** The same in English. */
export const BarberEnglish: Story = { ...Barber, globals: { locale: 'en' } };

/** The next days; in Arabic with the Hijri date; a full day cannot be chosen. */
export const Days: Story = {
  args: { part: 'days' },
  play: async (context) => {
    const group = within(context.canvasElement).getByRole('group', { name: say(context, 'customer.booking.day') });
    await expect(within(group).getAllByRole('radio').at(-1)).toBeDisabled();
    if (localeOf(context) === 'ar') await expect(within(group).getAllByText(/هـ/).length).toBe(7);
    else await expect(within(group).queryAllByText(/هـ/)).toHaveLength(0);
  },
};
/** The same in English: no Hijri dates. */
export const DaysEnglish: Story = { ...Days, globals: { locale: 'en' } };

/** A day's times in morning, afternoon and evening. */
export const Times: Story = {
  args: { part: 'times' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    for (const part of ['morning', 'afternoon', 'evening']) await expect(canvas.getByRole('heading', { name: say(context, `customer.booking.part.${part}`) })).toBeVisible();
    await pick(canvas.getAllByRole('radio')[0]!);
    await expect(canvas.getAllByRole('radio')[0]).toBeChecked();
  },
};
/** The same in English. */
export const TimesEnglish: Story = { ...Times, globals: { locale: 'en' } };

/** The time was taken meanwhile: the nearest free ones, with their days, as choices. */
export const Alternatives: Story = {
  args: { part: 'alternatives' },
  play: async (context) => {
    const group = within(context.canvasElement).getByRole('group', { name: say(context, 'customer.booking.alternatives') });
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await expect(within(group).getByText(say(context, 'customer.booking.taken'))).toBeVisible();
  },
};
/** The same in English. */
export const AlternativesEnglish: Story = { ...Alternatives, globals: { locale: 'en' } };

/** A booking's summary: salon, services, barber, when, total, status. */
export const Summary: Story = {
  args: { part: 'summary' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(customerBooking(localeOf(context)).barber_name)).toBeVisible();
    await expect(canvas.getByText(say(context, 'customer.status.confirmed'))).toBeVisible();
  },
};
/** The same in English. */
export const SummaryEnglish: Story = { ...Summary, globals: { locale: 'en' } };
