import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Form, TextArea } from '../../design-system';
import { formatIn, inLocale, messageOf, perLocale } from './support/sample';

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({
  ar: { label: 'ملاحظات الحجز', description: 'تظهر للحلاق فقط.' },
  en: { label: 'Reservation notes', description: 'Only the barber sees them.' },
  tr: { label: 'Rezervasyon notları', description: 'Yalnızca berber görür.' },
  ur: { label: 'بکنگ کے نوٹس', description: 'صرف حجام کو نظر آتے ہیں۔' },
});
/** What the user types: two lines of a note, and a short word. */
const typed = perLocale({
  ar: { first: 'العميل يفضل', second: 'المقص فقط', word: 'قص', save: 'حفظ' },
  en: { first: 'The client prefers', second: 'scissors only', word: 'cut', save: 'Save' },
  tr: { first: 'Müşteri tercih ediyor', second: 'yalnızca makas', word: 'saç', save: 'Kaydet' },
  ur: { first: 'کلائنٹ ترجیح دیتا ہے', second: 'صرف قینچی', word: 'بال', save: 'محفوظ کریں' },
});
const phoneInNotes = perLocale({
  ar: { errorMessage: 'لا يمكن أن تحتوي الملاحظات على أرقام هواتف.', defaultValue: 'اتصل على 0500000000' },
  en: { errorMessage: 'Notes cannot contain phone numbers.', defaultValue: 'Call 0500000000' },
  tr: { errorMessage: 'Notlar telefon numarası içeremez.', defaultValue: '0500000000 numarasını arayın' },
  ur: { errorMessage: 'نوٹس میں فون نمبر نہیں ہو سکتے۔', defaultValue: '0500000000 پر کال کریں' },
});
const earlierNote = perLocale({ ar: { defaultValue: 'ملاحظة سابقة' }, en: { defaultValue: 'An earlier note' }, tr: { defaultValue: 'Önceki bir not' }, ur: { defaultValue: 'پچھلا نوٹ' } });

const meta = {
  title: 'Design system/Forms/TextArea',
  component: TextArea,
  args: { ...localeArgs.ar, rows: 4, onChange: fn() },
  argTypes: {
    rows: { control: { type: 'number', min: 2, max: 12 } },
    showCount: { control: 'boolean' },
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
          'Several lines of text: reservation notes, a service description, an address. The user can drag it taller. With `maxLength` and `showCount` a counter ("12 of 200 characters", in the current language and digits) is announced politely as the user types and turns red at the limit. For one line use TextField; for text kept in four languages use MultilingualTextField with `multiline`.',
      },
    },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const { first, second } = inLocale(typed, globals);
    const input = within(canvasElement).getByRole('textbox', { name: inLocale(localeArgs, globals).label });
    await userEvent.type(input, `${first}{Enter}${second}`);
    await expect(input).toHaveValue(`${first}\n${second}`);
    await expect(args.onChange).toHaveBeenLastCalledWith(`${first}\n${second}`);
  },
};

/** With a character count. */
export const WithCount: Story = {
  args: { maxLength: 20, showCount: true },
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const { word } = inLocale(typed, globals);
    await expect(canvas.getByText(formatIn(globals, loaded, 'ds.forms.textArea.count', { count: 0, max: 20 }))).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox'), word);
    await expect(canvas.getByText(formatIn(globals, loaded, 'ds.forms.textArea.count', { count: word.length, max: 20 }))).toBeInTheDocument();
  },
};

/** Under the pointer. */
export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.hover(input);
    await expect(input).toHaveAttribute('data-hovered', 'true');
  },
};

/** Focused from the keyboard: the focus ring shows. */
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('data-focused', 'true');
  },
};

/** Required: marked as such, and refused when left empty. */
export const Required: Story = {
  args: { isRequired: true },
  render: (args, { globals }) => (
    <Form onSubmit={(event) => event.preventDefault()}>
      <TextArea {...args} name="notes" />
      <Button type="submit">{inLocale(typed, globals).save}</Button>
    </Form>
  ),
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: inLocale(typed, globals).save }));
    await expect(await canvas.findByText(messageOf(loaded, 'ds.forms.error.required'))).toBeVisible();
    await expect(canvas.getByRole('textbox')).toHaveFocus();
  },
};

/** Invalid: the error message shown and tied to the field. */
export const Invalid: Story = {
  args: { isInvalid: true, ...phoneInNotes.ar },
  parameters: { localeArgs: phoneInNotes },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Disabled: dimmed and not operable. */
export const Disabled: Story = {
  args: { isDisabled: true, ...earlierNote.ar },
  parameters: { localeArgs: earlierNote },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: {
    defaultValue:
      'يرجى تجهيز الكرسي رقم ثلاثة لأن العميل يستخدم كرسيًا متحركًا، وتجنب استخدام أي منتجات تحتوي على العطور لأنه يعاني من حساسية، وإبلاغه قبل الموعد بعشر دقائق إذا حدث أي تأخير.',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { label: 'Rezervasyon notları', description: 'Yalnızca berber görür.', maxLength: 200, showCount: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0 / 200 karakter')).toBeInTheDocument();
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Reservation notes', description: 'Only the barber sees them.', maxLength: 200, showCount: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: 'Reservation notes' }), 'Hi');
    await expect(within(canvasElement).getByText('2 of 200 characters')).toBeInTheDocument();
  },
};
