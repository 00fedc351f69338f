import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField, toLatinDigits } from '../../design-system';
import { messageOf, numberIn, perLocale } from './support/sample';

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({ ar: { label: 'مدة الخدمة (دقائق)' }, en: { label: 'Service duration (minutes)' }, tr: { label: 'Hizmet süresi (dakika)' }, ur: { label: 'سروس کا دورانیہ (منٹ)' } });
const price = perLocale({ ar: { label: 'السعر' }, en: { label: 'Price' }, tr: { label: 'Fiyat' }, ur: { label: 'قیمت' } });
const notAMultiple = perLocale({
  ar: { errorMessage: 'المدة يجب أن تكون من مضاعفات ٥ دقائق.' },
  en: { errorMessage: 'The duration must be a multiple of 5 minutes.' },
  tr: { errorMessage: 'Süre 5 dakikanın katı olmalıdır.' },
  ur: { errorMessage: 'دورانیہ ۵ منٹ کے مضاعف میں ہونا چاہیے۔' },
});
const increment = (loaded: Record<string, unknown>) => new RegExp(messageOf(loaded, 'ds.forms.number.increment'));

const meta = {
  title: 'Design system/Forms/NumberField',
  component: NumberField,
  args: { ...localeArgs.ar, defaultValue: 30, minValue: 5, maxValue: 240, step: 5, onChange: fn() },
  argTypes: {
    isRequired: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
  },
  parameters: {
    localeArgs,
    // Shown at the width it has in a page, not across the whole canvas.
    frame: 'form',
    docs: {
      description: {
        component:
          'A number with − and + steppers: service duration, buffer minutes, barbers allowed. It formats and parses in the current locale (Arabic-Indic digits in Arabic, typed Latin digits are accepted too), and takes `formatOptions` for units and currency (`{ style: "unit", unit: "minute" }`, `{ style: "currency", currency: "SAR" }`) so numbers and units are never concatenated by hand. ArrowUp/ArrowDown step; values outside `minValue`/`maxValue` are clamped when the field loses focus. The stepper buttons are named "Increase"/"Decrease" in the current language. Money in the API is integer halalas: convert at the edge. Instead: For a choice among a few fixed numbers use Select or RadioGroup; for digits that are not a quantity use PhoneField, OtpField or TextField.',
      },
    },
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox');

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ args, canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    await expect(input(canvasElement)).toHaveValue(numberIn(globals, 30));
    await userEvent.click(canvas.getByRole('button', { name: increment(loaded) }));
    await expect(input(canvasElement)).toHaveValue(numberIn(globals, 35));
    await expect(args.onChange).toHaveBeenLastCalledWith(35);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(messageOf(loaded, 'ds.forms.number.decrement')) }));
    await expect(args.onChange).toHaveBeenLastCalledWith(30);
  },
};

/** Operated from the keyboard alone. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(input(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(40);
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(35);
  },
};

/** A number past the limit brought back to it on leaving the field. */
export const ClampsOnBlur: Story = {
  play: async ({ args, canvasElement }) => {
    const field = input(canvasElement);
    await userEvent.clear(field);
    await userEvent.type(field, '500');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(240);
    // The digits stay in the numbering system the user typed in.
    await expect(toLatinDigits((field as HTMLInputElement).value)).toBe('240');
  },
};

/** An amount in SAR. */
export const Currency: Story = {
  args: { ...price.ar, defaultValue: 45, minValue: 0, step: 1, maxValue: undefined, formatOptions: { style: 'currency', currency: 'SAR' } },
  parameters: { localeArgs: price },
  play: async ({ canvasElement, globals }) => {
    await expect((input(canvasElement) as HTMLInputElement).value).toContain(numberIn(globals, 45));
  },
};

/** Under the pointer. */
export const Hovered: Story = {
  play: async ({ canvasElement, loaded }) => {
    const button = within(canvasElement).getByRole('button', { name: increment(loaded) });
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
  },
};

/** Invalid: the error message shown and tied to the field. */
export const Invalid: Story = {
  args: { isInvalid: true, ...notAMultiple.ar },
  parameters: { localeArgs: notAMultiple },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Disabled: dimmed and not operable. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, loaded }) => {
    await expect(input(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: increment(loaded) })).toBeDisabled();
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'مدة الاستراحة بين الحجوزات المتتالية للحلاق نفسه بالدقائق',
    description: 'تُضاف هذه المدة قبل كل حجز وبعده، ولا يمكن لعميل آخر الحجز خلالها.',
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { label: 'Aynı berberin ardışık rezervasyonları arasındaki mola süresi (dakika)' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Artır/ })).toBeInTheDocument();
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Duration', formatOptions: { style: 'unit', unit: 'minute', unitDisplay: 'long' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await expect(input(canvasElement)).toHaveValue('30 minutes');
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Increase/ }));
    await expect(input(canvasElement)).toHaveValue('35 minutes');
  },
};
