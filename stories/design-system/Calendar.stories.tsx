import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Calendar } from '../../design-system';
import { dateIn, dayMonthIn, inLocale, messageOf, perLocale } from './support/sample';

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({ ar: { 'aria-label': 'تاريخ الموعد' }, en: { 'aria-label': 'Appointment date' }, tr: { 'aria-label': 'Randevu tarihi' }, ur: { 'aria-label': 'ملاقات کی تاریخ' } });
/** The Umm al-Qura dates the calendar shows beside the Gregorian ones: in Arabic only. */
const hijri = perLocale({
  ar: { selected: 'الموافق ١ رمضان ١٤٤٥ هـ', months: 'شعبان – رمضان ١٤٤٥ هـ', picked: 'الموافق ١٠ رمضان ١٤٤٥ هـ', nextMonths: 'رمضان – شوال ١٤٤٥ هـ' },
  en: null,
  tr: null,
  ur: null,
});
const closedDay = perLocale({ ar: { errorMessage: 'الصالون مغلق في هذا اليوم.' }, en: { errorMessage: 'The salon is closed on this day.' }, tr: { errorMessage: 'Salon bu gün kapalı.' }, ur: { errorMessage: 'اس دن سیلون بند ہے۔' } });

const meta = {
  title: 'Design system/Forms/Calendar',
  component: Calendar,
  args: { ...localeArgs.ar, defaultValue: parseDate('2024-03-11'), onChange: fn() },
  argTypes: { isDisabled: { control: 'boolean' }, isReadOnly: { control: 'boolean' }, isInvalid: { control: 'boolean' } },
  parameters: {
    localeArgs,
    docs: {
      description: {
        component:
          'A month grid for picking a day, on its own (a salon\'s day view) or inside DatePicker. Gregorian dates (`@internationalized/date` `CalendarDate`), formatted in the current locale. In Arabic each day also shows its Umm al-Qura Hijri day, the header names the Hijri month(s) of the visible month, and the chosen day is spelled out in Hijri under the grid (`Intl.DateTimeFormat("ar-SA-u-ca-islamic-umalqura")`, see `formatHijri`). Keyboard: arrows move by day following the reading direction (ArrowLeft is the next day in Arabic), PageUp/PageDown by month, Home/End to the week\'s ends, Enter selects. `minValue`, `maxValue` and `isDateUnavailable` disable days. For a date in a form use DatePicker; for a span use DateRangePicker.',
      },
    },
  },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A day's button, found by its day and month as the story's locale writes them ("٢٠ مارس", "March 20"). */
const day = (canvasElement: HTMLElement, globals: Record<string, unknown>, isoDate: string) =>
  within(canvasElement).getByRole('button', { name: new RegExp(`(^|\\s)${dayMonthIn(globals, isoDate)}`) });

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const shown = inLocale(hijri, globals);
    if (shown) await expect(canvas.getByText(shown.selected)).toBeVisible();
    if (shown) await expect(canvas.getByText(shown.months)).toBeVisible();
    await userEvent.click(day(canvasElement, globals, '2024-03-20'));
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2024-03-20'));
    if (shown) await expect(canvas.getByText(shown.picked)).toBeVisible();
  },
};

/** Arrow keys in Arabic: left moves to the next day. */
export const KeyboardRightToLeft: Story = {
  play: async ({ args, canvasElement, globals }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(day(canvasElement, globals, '2024-03-11')).toHaveFocus();
    // In Arabic the next day is to the left.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(day(canvasElement, globals, '2024-03-12')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2024-03-12'));
  },
};

/** The next month shown after pressing the next button. */
export const NextMonth: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: messageOf(loaded, 'ds.forms.calendar.next') });
    // The "next" chevron points along the reading direction: mirrored in Arabic.
    await expect(getComputedStyle(next.querySelector('svg')!).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    await userEvent.click(next);
    await expect(canvas.getByRole('heading')).toHaveTextContent(dateIn(globals, '2024-04-01', { month: 'long' }));
    const shown = inLocale(hijri, globals);
    if (shown) await expect(canvas.getByText(shown.nextMonths)).toBeVisible();
  },
};

/** Under the pointer. */
export const Hovered: Story = {
  play: async ({ canvasElement, globals }) => {
    const cell = day(canvasElement, globals, '2024-03-15');
    await userEvent.hover(cell);
    await expect(cell).toHaveAttribute('data-hovered', 'true');
  },
};

/** Days that cannot be chosen, marked and skipped. */
export const UnavailableDays: Story = {
  args: { minValue: parseDate('2024-03-05'), isDateUnavailable: (date) => date.toDate('UTC').getUTCDay() === 5 },
  play: async ({ args, canvasElement, globals }) => {
    await expect(day(canvasElement, globals, '2024-03-04')).toHaveAttribute('aria-disabled', 'true');
    const friday = day(canvasElement, globals, '2024-03-15');
    await userEvent.click(friday);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Invalid: the error message shown and tied to the field. */
export const Invalid: Story = {
  args: { isInvalid: true, ...closedDay.ar },
  parameters: { localeArgs: closedDay },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(inLocale(closedDay, globals).errorMessage)).toBeVisible();
  },
};

/** Disabled: dimmed and not operable. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement, globals }) => {
    await userEvent.click(day(canvasElement, globals, '2024-03-20'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { 'aria-label': 'Randevu tarihi' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).toHaveTextContent('Mart 2024');
    await expect(canvasElement.querySelector('[lang="ar"]')).toBeNull();
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { 'aria-label': 'Appointment date' },
  play: async ({ args, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading')).toHaveTextContent('March 2024');
    // No Hijri outside Arabic (the Hijri dates are the only Arabic text, marked lang="ar").
    await expect(canvasElement.querySelector('[lang="ar"]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /March 20, 2024/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2024-03-20'));
  },
};
