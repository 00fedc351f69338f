import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePicker } from '../../design-system';
import { dayMonthIn, messageOf, numberIn, perLocale } from './support/sample';

const body = within(document.body);

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({ ar: { label: 'فترة التقرير' }, en: { label: 'Report period' }, tr: { label: 'Rapor dönemi' }, ur: { label: 'رپورٹ کی مدت' } });
const tooLong = perLocale({
  ar: { errorMessage: 'لا يمكن أن تتجاوز الفترة ٣١ يومًا.' },
  en: { errorMessage: 'The period cannot be longer than 31 days.' },
  tr: { errorMessage: 'Dönem 31 günden uzun olamaz.' },
  ur: { errorMessage: 'مدت ۳۱ دن سے زیادہ نہیں ہو سکتی۔' },
});

const meta = {
  title: 'Design system/Forms/DateRangePicker',
  component: DateRangePicker,
  args: { ...localeArgs.ar, defaultValue: { start: parseDate('2024-03-11'), end: parseDate('2024-03-14') }, onChange: fn() },
  argTypes: { isRequired: { control: 'boolean' }, isDisabled: { control: 'boolean' }, isInvalid: { control: 'boolean' } },
  parameters: {
    localeArgs,
    // Shown at the width it has in a page, not across the whole canvas.
    frame: 'form',
    docs: {
      description: {
        component:
          'A span of days: report period, a barber\'s leave, a reservations filter. Start and end are typed segment by segment or picked on a RangeCalendar (first press the start, second the end). In Arabic both ends are also written in Umm al-Qura Hijri under the field. An end before the start is reported with a translated error. Value: `{ start, end }` of `CalendarDate`. Instead: For one day use DatePicker; for a month always in view use Calendar.',
      },
    },
  },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(new RegExp(numberIn(globals, 1445)))).toBeVisible();
  },
};

/** A start and an end picked in the calendar. */
export const PickRange: Story = {
  play: async ({ args, canvasElement, globals, loaded }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: new RegExp(messageOf(loaded, 'ds.forms.date.openCalendar')) }));
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(dayMonthIn(globals, '2024-03-20')) }));
    await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(dayMonthIn(globals, '2024-03-25')) }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: parseDate('2024-03-20'), end: parseDate('2024-03-25') });
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Under the pointer. */
export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group');
    await userEvent.hover(group);
    await expect(group).toHaveAttribute('data-hovered', 'true');
  },
};

/** Invalid: the error message shown and tied to the field. */
export const Invalid: Story = { args: { isInvalid: true, ...tooLong.ar }, parameters: { localeArgs: tooLong } };

/** Disabled: dimmed and not operable. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, loaded }) => {
    await expect(within(canvasElement).getByRole('button', { name: new RegExp(messageOf(loaded, 'ds.forms.date.openCalendar')) })).toBeDisabled();
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = { globals: { locale: 'tr' }, args: { label: 'Raporun kapsadığı tarih aralığı' } };

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Report period' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await expect(within(canvasElement).queryByText(/Hijri/)).not.toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: /Open calendar/ })).toBeInTheDocument();
  },
};
