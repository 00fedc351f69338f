import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Form, TextField } from '../../design-system';
import { formatIn, inLocale, mapLocales, messageOf, perLocale } from './support/sample';

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({
  ar: { label: 'اسم الصالون', description: 'كما يظهر للعملاء في صفحة الحجز.', placeholder: 'مثال: صالون الأناقة' },
  en: { label: 'Salon name', description: 'As clients see it on the booking page.', placeholder: 'e.g. Elegance Salon' },
  tr: { label: 'Salon adı', description: 'Müşterilerin rezervasyon sayfasında gördüğü gibi.', placeholder: 'ör. Zarafet Salonu' },
  ur: { label: 'سیلون کا نام', description: 'جیسا گاہک بکنگ کے صفحے پر دیکھتے ہیں۔', placeholder: 'مثلاً: ایلیگنس سیلون' },
});
/** What the user types, and the words of the form around the field. */
const text = perLocale({
  ar: { typed: 'صالون الريم', saved: 'صالون الأناقة', save: 'حفظ', shortName: 'الاسم المختصر', email: 'البريد الإلكتروني', nameTaken: 'هذا الاسم مستخدم لصالون آخر.' },
  en: { typed: 'Reem Salon', saved: 'Elegance Salon', save: 'Save', shortName: 'Short name', email: 'Email', nameTaken: 'Another salon already uses this name.' },
  tr: { typed: 'Reem Salonu', saved: 'Zarafet Salonu', save: 'Kaydet', shortName: 'Kısa ad', email: 'E-posta', nameTaken: 'Bu ad başka bir salon tarafından kullanılıyor.' },
  ur: { typed: 'ریم سیلون', saved: 'ایلیگنس سیلون', save: 'محفوظ کریں', shortName: 'مختصر نام', email: 'ای میل', nameTaken: 'یہ نام کسی اور سیلون کے لیے استعمال ہو رہا ہے۔' },
});
const nameTaken = mapLocales(text, (t) => ({ errorMessage: t.nameTaken, defaultValue: t.saved }));
const savedName = mapLocales(text, (t) => ({ defaultValue: t.saved }));
const shortName = mapLocales(text, (t) => ({ label: t.shortName }));
const email = mapLocales(text, (t) => ({ label: t.email }));

const meta = {
  title: 'Design system/Forms/TextField',
  component: TextField,
  args: {
    ...localeArgs.ar,
    onChange: fn(),
  },
  argTypes: {
    type: { control: 'inline-radio', options: ['text', 'email', 'url', 'tel'] },
    isRequired: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
    isReadOnly: { control: 'boolean' },
  },
  parameters: {
    localeArgs,
    // Shown at the width it has in a page, not across the whole canvas.
    frame: 'form',
    docs: {
      description: {
        component:
          'A single-line text input with label, description and error. Use it for names, e-mail, IBAN and other short text. Use TextArea for several lines, PasswordField for passwords, PhoneField for mobile numbers, SearchField for filtering, NumberField for quantities and MultilingualTextField for text kept in ar/en/tr/ur. Accessibility: the label is a real `<label>`, the description and error are linked with `aria-describedby`, required fields carry `aria-required` (the red asterisk is hidden from screen readers), errors are shown in the current language (the browser\'s own validation bubbles are replaced). Values that read left to right (e-mail, URLs, IBAN) take `inputDir="ltr"`.',
      },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const { label, description } = inLocale(localeArgs, globals);
    const { typed } = inLocale(text, globals);
    const input = within(canvasElement).getByRole('textbox', { name: label });
    await userEvent.type(input, typed);
    await expect(input).toHaveValue(typed);
    await expect(args.onChange).toHaveBeenLastCalledWith(typed);
    await expect(input).toHaveAccessibleDescription(description);
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
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('data-focused', 'true');
  },
};

/** Required: marked as such, and refused when left empty. */
export const Required: Story = {
  args: { isRequired: true, description: undefined },
  render: (args, { globals }) => (
    <Form onSubmit={(event) => event.preventDefault()}>
      <TextField {...args} name="name" />
      <Button type="submit">{inLocale(text, globals).save}</Button>
    </Form>
  ),
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const { typed, save } = inLocale(text, globals);
    const required = messageOf(loaded, 'ds.forms.error.required');
    const input = canvas.getByRole('textbox', { name: new RegExp(inLocale(localeArgs, globals).label) });
    await expect(input).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: save }));
    await expect(await canvas.findByText(required)).toBeVisible();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, typed);
    await userEvent.click(canvas.getByRole('button', { name: save }));
    await expect(canvas.queryByText(required)).not.toBeInTheDocument();
  },
};

/** Invalid: the error message shown and tied to the field. */
export const Invalid: Story = {
  args: { isInvalid: true, ...nameTaken.ar },
  parameters: { localeArgs: nameTaken },
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(new RegExp(inLocale(text, globals).nameTaken));
  },
};

/** Too short: the error says the minimum. */
export const MinimumLength: Story = {
  args: { minLength: 3, description: undefined, ...shortName.ar },
  parameters: { localeArgs: shortName },
  render: (args, { globals }) => (
    <Form onSubmit={(event) => event.preventDefault()}>
      <TextField {...args} name="short" />
      <Button type="submit">{inLocale(text, globals).save}</Button>
    </Form>
  ),
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'ab');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(formatIn(globals, loaded, 'ds.forms.error.tooShort', { min: 3 }))).toBeVisible();
  },
};

/** Disabled: dimmed and not operable. */
export const Disabled: Story = {
  args: { isDisabled: true, ...savedName.ar },
  parameters: { localeArgs: savedName },
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue(inLocale(text, globals).saved);
  },
};

/** An email address: left to right even in Arabic. */
export const EmailLeftToRight: Story = {
  args: { ...email.ar, type: 'email', inputDir: 'ltr', description: undefined, placeholder: 'name@example.com' },
  parameters: { localeArgs: email },
  render: (args, { globals }) => (
    <Form onSubmit={(event) => event.preventDefault()}>
      <TextField {...args} name="email" />
      <Button type="submit">{inLocale(text, globals).save}</Button>
    </Form>
  ),
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: inLocale(text, globals).email });
    await expect(input).toHaveAttribute('dir', 'ltr');
    await userEvent.type(input, 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: inLocale(text, globals).save }));
    await expect(await canvas.findByText(messageOf(loaded, 'ds.forms.error.format'))).toBeVisible();
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'اسم الصالون كما سيظهر في الرسائل النصية المرسلة إلى العملاء وفي صفحة الحجز العامة',
    description: 'يمكنك تغيير الاسم في أي وقت، وسيظهر الاسم الجديد في جميع الحجوزات القادمة والرسائل التي لم تُرسل بعد.',
    defaultValue: 'صالون الأناقة والجمال للعناية المتكاملة بالشعر والبشرة والأظافر في حي النرجس',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: {
    label: 'Müşterilere gönderilen kısa mesajlarda görünecek salon adı',
    description: 'Adı istediğiniz zaman değiştirebilirsiniz; yeni ad gelecekteki tüm rezervasyonlarda görünür.',
    placeholder: 'Örnek: Güzellik Salonu',
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Salon name', description: 'As customers see it on the booking page.', placeholder: 'e.g. Elegance Salon', isRequired: true },
  render: (args) => (
    <Form onSubmit={(event) => event.preventDefault()}>
      <TextField {...args} name="name" />
      <Button type="submit">Save</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('This field is required.')).toBeVisible();
  },
};
