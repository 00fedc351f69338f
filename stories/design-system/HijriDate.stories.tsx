import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HijriDate, HijriPreference, dayOf } from '../../design-system';
import { dayMonthIn } from './support/sample';

// 1 Ramadan 1447 in Umm al-Qura is 18 February 2026.
const ramadanFirst = '2026-02-18';

const meta = {
  title: 'Design system/Data/HijriDate',
  component: HijriDate,
  args: { day: dayOf(ramadanFirst) },
  parameters: {
    docs: {
      description: {
        component:
          `A day's Umm al-Qura Hijri date, in Arabic, to set beside its Gregorian date wherever a date is shown. It renders nothing outside the Arabic interface and nothing for a reader who turned Hijri dates off (the HijriPreference around the dashboard carries the setting). Inside a DatePicker or a Calendar use nothing more: they show the Hijri date themselves; for running text use the useHijriOf hook instead.`,
      },
    },
  },
  render: (args, { globals }) => (
    <p>
      <time dateTime={ramadanFirst}>{dayMonthIn(globals, ramadanFirst)}</time> <HijriDate {...args} />
    </p>
  ),
} satisfies Meta<typeof HijriDate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In Arabic the Hijri date stands beside the Gregorian one. */
export const Shown: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('١ رمضان ١٤٤٧ هـ')).toBeVisible();
  },
};

/** In English only the Gregorian date is shown. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('February 18')).toBeVisible();
    await expect(within(canvasElement).queryByText(/١٤٤٧/)).toBeNull();
  },
};

/** A reader who turned Hijri dates off sees only the Gregorian date, in Arabic too. */
export const HiddenByTheReader: Story = {
  globals: { locale: 'ar' },
  decorators: [(Story) => <HijriPreference show={false}>{Story()}</HijriPreference>],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('١٨ فبراير')).toBeVisible();
    await expect(within(canvasElement).queryByText(/رمضان/)).toBeNull();
  },
};
