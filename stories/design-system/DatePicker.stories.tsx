import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, DatePicker, Form } from '../../design-system';
import { dayMonthIn, inLocale, messageOf, numberIn, perLocale } from './support/sample';

const body = within(document.body);

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({ ar: { label: 'تاريخ الموعد' }, en: { label: 'Appointment date' }, tr: { label: 'Randevu tarihi' }, ur: { label: 'ملاقات کی تاریخ' } });
/** The Umm al-Qura date the field shows under the chosen day: in Arabic only. */
const hijri = perLocale({ ar: { selected: 'الموافق ١ رمضان ١٤٤٥ هـ', picked: 'الموافق ١٠ رمضان ١٤٤٥ هـ' }, en: null, tr: null, ur: null });
const save = perLocale({ ar: 'حفظ', en: 'Save', tr: 'Kaydet', ur: 'محفوظ کریں' });
const noSlots = perLocale({
  ar: { errorMessage: 'لا توجد مواعيد متاحة في هذا اليوم.' },
  en: { errorMessage: 'There are no free appointments on this day.' },
  tr: { errorMessage: 'Bu gün için uygun randevu yok.' },
  ur: { errorMessage: 'اس دن کوئی وقت دستیاب نہیں۔' },
});
const openCalendar = (loaded: Record<string, unknown>) => new RegExp(messageOf(loaded, 'ds.forms.date.openCalendar'));

const meta = {
  title: 'Design system/Forms/DatePicker',
  component: DatePicker,
  args: { ...localeArgs.ar, onChange: fn() },
  argTypes: { isRequired: { control: 'boolean' }, isDisabled: { control: 'boolean' }, isInvalid: { control: 'boolean' } },
  parameters: {
    localeArgs,
    // Shown at the width it has in a page, not across the whole canvas.
    frame: 'form',
    docs: {
      description: {
        component:
          'A date in a form: typed segment by segment (in the locale\'s order, with ArrowUp/ArrowDown per segment) or picked from a Calendar in a popover opened by the calendar button ("Open calendar", translated). The value is a Gregorian `CalendarDate` from `@internationalized/date` (`parseDate("2024-03-11")`, `.toString()` gives ISO). In Arabic the chosen date is also written in Umm al-Qura Hijri under the field and read with its description. `minValue`/`maxValue`/`isDateUnavailable` limit the choice with a translated error. Use DateRangePicker for a span, Calendar for an always-visible month, TimeField for a time.',
      },
    },
  },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group');

/** The default state, every prop a control. */
export const Playground: Story = {
  args: { defaultValue: parseDate('2024-03-11') },
  play: async ({ canvasElement, globals }) => {
    const shown = inLocale(hijri, globals);
    if (shown) await expect(within(canvasElement).getByText(shown.selected)).toBeVisible();
    if (shown) await expect(group(canvasElement)).toHaveAccessibleDescription(new RegExp(shown.selected));
    else await expect(canvasElement.querySelector('[lang="ar"]')).toBeNull();
  },
};

/** A day picked in the calendar popover. */
export const PickFromCalendar: Story = {
  args: { defaultValue: parseDate('2024-03-11') },
  play: async ({ args, canvasElement, globals, loaded }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: openCalendar(loaded) }));
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(dayMonthIn(globals, '2024-03-20')) }));
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2024-03-20'));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    const shown = inLocale(hijri, globals);
    if (shown) await expect(within(canvasElement).getByText(shown.picked)).toBeVisible();
  },
};

/** The date changed segment by segment from the keyboard. */
export const KeyboardSegments: Story = {
  args: { defaultValue: parseDate('2024-03-11') },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const focused = document.activeElement as HTMLElement;
    await expect(focused).toHaveAttribute('role', 'spinbutton');
    await expect(group(canvasElement)).toContainElement(focused);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).not.toHaveBeenLastCalledWith(parseDate('2024-03-11'));
  },
};

/** Under the pointer. */
export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(group(canvasElement));
    await expect(group(canvasElement)).toHaveAttribute('data-hovered', 'true');
  },
};

/** Required: marked as such, and refused when left empty. */
export const Required: Story = {
  args: { isRequired: true },
  render: (args, { globals }) => (
    <Form onSubmit={(event) => event.preventDefault()}>
      <DatePicker {...args} name="date" />
      <Button type="submit">{inLocale(save, globals)}</Button>
    </Form>
  ),
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: inLocale(save, globals) }));
    await expect(await canvas.findByText(messageOf(loaded, 'ds.forms.error.required'))).toBeVisible();
  },
};

/** A date outside the allowed range: the error shows. */
export const OutOfRange: Story = {
  args: { minValue: parseDate('2024-03-15'), defaultValue: parseDate('2024-03-11') },
  render: (args, { globals }) => (
    <Form onSubmit={(event) => event.preventDefault()}>
      <DatePicker {...args} name="date" />
      <Button type="submit">{inLocale(save, globals)}</Button>
    </Form>
  ),
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: inLocale(save, globals) }));
    await expect(await canvas.findByText(messageOf(loaded, 'ds.forms.error.range'))).toBeVisible();
  },
};

/** Invalid: the error message shown and tied to the field. */
export const Invalid: Story = { args: { isInvalid: true, ...noSlots.ar, defaultValue: parseDate('2024-03-15') }, parameters: { localeArgs: noSlots } };

/** Disabled: dimmed and not operable. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: parseDate('2024-03-11') },
  play: async ({ canvasElement, loaded }) => {
    await expect(within(canvasElement).getByRole('button', { name: openCalendar(loaded) })).toBeDisabled();
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'تاريخ بداية الإجازة السنوية للحلاق التي لن تُقبل خلالها أي حجوزات جديدة',
    description: 'تُلغى الحجوزات الموجودة في هذه الفترة ويُبلَّغ العملاء برسالة نصية.',
    defaultValue: parseDate('2024-03-11'),
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { label: 'Berberin yıllık izninin başlangıç tarihi', defaultValue: parseDate('2024-03-11') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Hicri/)).not.toBeInTheDocument();
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Appointment date' },
  play: async ({ args, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await userEvent.tab();
    // Month, day, year in English.
    await userEvent.keyboard('03112024');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2024-03-11'));
    await expect(within(canvasElement).queryByText(/Hijri/)).not.toBeInTheDocument();
  },
};

// Last in the file: its open calendar holds focus until the story is gone.
/** The calendar open at rest, without a press: the month of the chosen day, that day selected. */
export const Open: Story = {
  args: { defaultValue: parseDate('2024-03-11'), defaultOpen: true },
  play: async ({ globals }) => {
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('grid')).toBeVisible();
    await expect(within(dialog).getByRole('gridcell', { selected: true })).toHaveTextContent(numberIn(globals, 11));
  },
};
