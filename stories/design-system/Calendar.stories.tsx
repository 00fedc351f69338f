import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Calendar } from '../../design-system';

const meta = {
  title: 'Design system/Forms/Calendar',
  component: Calendar,
  args: { 'aria-label': 'تاريخ الموعد', defaultValue: parseDate('2024-03-11'), onChange: fn() },
  argTypes: { isDisabled: { control: 'boolean' }, isReadOnly: { control: 'boolean' }, isInvalid: { control: 'boolean' } },
  parameters: {
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

const day = (canvasElement: HTMLElement, name: RegExp) => within(canvasElement).getByRole('button', { name });

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('الموافق ١ رمضان ١٤٤٥ هـ')).toBeVisible();
    await expect(canvas.getByText('شعبان – رمضان ١٤٤٥ هـ')).toBeVisible();
    await userEvent.click(day(canvasElement, /٢٠ مارس/));
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2024-03-20'));
    await expect(canvas.getByText('الموافق ١٠ رمضان ١٤٤٥ هـ')).toBeVisible();
  },
};

/** Arrow keys in Arabic: left moves to the next day. */
export const KeyboardRightToLeft: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(day(canvasElement, /١١ مارس/)).toHaveFocus();
    // In Arabic the next day is to the left.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(day(canvasElement, /١٢ مارس/)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2024-03-12'));
  },
};

/** The next month shown after pressing the next button. */
export const NextMonth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'الشهر التالي' });
    // The "next" chevron points along the reading direction: mirrored in Arabic.
    await expect(getComputedStyle(next.querySelector('svg')!).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    await userEvent.click(next);
    await expect(canvas.getByRole('heading')).toHaveTextContent(/أبريل/);
    await expect(canvas.getByText('رمضان – شوال ١٤٤٥ هـ')).toBeVisible();
  },
};

/** Under the pointer. */
export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const cell = day(canvasElement, /١٥ مارس/);
    await userEvent.hover(cell);
    await expect(cell).toHaveAttribute('data-hovered', 'true');
  },
};

/** Days that cannot be chosen, marked and skipped. */
export const UnavailableDays: Story = {
  args: { minValue: parseDate('2024-03-05'), isDateUnavailable: (date) => date.toDate('UTC').getUTCDay() === 5 },
  play: async ({ args, canvasElement }) => {
    await expect(day(canvasElement, /، ٤ مارس/)).toHaveAttribute('aria-disabled', 'true');
    const friday = day(canvasElement, /١٥ مارس/);
    await userEvent.click(friday);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Invalid: the error message shown and tied to the field. */
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'الصالون مغلق في هذا اليوم.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('الصالون مغلق في هذا اليوم.')).toBeVisible();
  },
};

/** Disabled: dimmed and not operable. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(day(canvasElement, /٢٠ مارس/), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { 'aria-label': 'Randevu tarihi' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).toHaveTextContent('Mart 2024');
    await expect(within(canvasElement).queryByText(/هـ/)).not.toBeInTheDocument();
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
    // No Hijri outside Arabic.
    await expect(canvas.queryByText(/هـ/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /March 20, 2024/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2024-03-20'));
  },
};
