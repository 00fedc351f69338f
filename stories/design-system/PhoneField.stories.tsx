import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Form, PhoneField } from '../../design-system';
import { inLocale, messageOf, perLocale } from './support/sample';

const body = within(document.body);

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({
  ar: { label: 'رقم الجوال' },
  en: { label: 'Mobile number' },
  tr: { label: 'Cep telefonu numarası' },
  ur: { label: 'موبائل نمبر' },
});
const submitLabel = perLocale({ ar: 'تسجيل الدخول', en: 'Log in', tr: 'Giriş yap', ur: 'لاگ اِن کریں' });
const notRegistered = perLocale({
  ar: { errorMessage: 'هذا الرقم غير مسجل لدينا.' },
  en: { errorMessage: 'This number is not registered with us.' },
  tr: { errorMessage: 'Bu numara bizde kayıtlı değil.' },
  ur: { errorMessage: 'یہ نمبر ہمارے ہاں رجسٹرڈ نہیں ہے۔' },
});

/** A name matcher for the country-code button, whose name is its label and the code shown ("Country code +966"). */
const containing = (text: string) => (name: string) => name.includes(text);

const meta = {
  title: 'Design system/Forms/PhoneField',
  component: PhoneField,
  args: { ...localeArgs.ar, onChange: fn() },
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
          'A Saudi mobile number: a country-code picker (only +966 is offered, with the Saudi flag drawn as an SVG: emoji flags show as letters in boxes on Windows) and the national number `5XXXXXXXX`. The value is `{ countryCode, mobile }`; in a form the fields are named `country_code` and `mobile`. Numbers read left to right in every language, so the pair is laid out `dir="ltr"` (the code on the left) even in Arabic and Urdu. As the user types or pastes, Arabic-Indic digits become 0-9 and spaces, a leading `+966`/`00966` or the trunk `0` of `05…` are dropped. Validation: required, and the Saudi mobile format `^5\\d{8}$`, with translated messages. The input uses `inputMode="tel"` (phone keypad) and `autocomplete="tel-national"`. Use TextField for other numbers.',
      },
    },
  },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control; Arabic-Indic digits typed in any language become 0-9. */
export const Playground: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const input = within(canvasElement).getByRole('textbox', { name: inLocale(localeArgs, globals).label });
    await expect(input).toHaveAttribute('inputmode', 'tel');
    await expect(input).toHaveAttribute('dir', 'ltr');
    await userEvent.type(input, '٥٠٠٠٠٠٠٠١');
    await expect(input).toHaveValue('500000001');
    await expect(args.onChange).toHaveBeenLastCalledWith({ countryCode: '+966', mobile: '500000001' });
  },
};

/** The +966 country code, left of the number as numbers are read, even in right-to-left Arabic. */
export const CountryCode: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /رمز الدولة/ });
    await expect(trigger).toHaveTextContent('+966');
    // The code sits on the left, before the number, as numbers are read.
    const input = canvas.getByRole('textbox');
    await expect(trigger.getBoundingClientRect().left).toBeLessThan(input.getBoundingClientRect().left);
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const options = await body.findAllByRole('option');
    await expect(options).toHaveLength(1);
    await expect(options[0]).toHaveAccessibleName('المملكة العربية السعودية +966');
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveTextContent('+966');
  },
};

/** A pasted international number read into the field. */
export const PastedInternationalNumber: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.click(input);
    await userEvent.paste('+966 50 000 0001');
    await expect(input).toHaveValue('500000001');
    await expect(args.onChange).toHaveBeenLastCalledWith({ countryCode: '+966', mobile: '500000001' });
  },
};

/** A number that is not a Saudi mobile: the error shows. */
export const Validation: Story = {
  args: { isRequired: true },
  render: (args, { globals }) => (
    <Form onSubmit={(event) => event.preventDefault()}>
      <PhoneField {...args} />
      <Button type="submit">{inLocale(submitLabel, globals)}</Button>
    </Form>
  ),
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: inLocale(submitLabel, globals) });
    const input = canvas.getByRole('textbox');
    await userEvent.click(submit);
    await expect(await canvas.findByText(messageOf(loaded, 'ds.forms.phone.required'))).toBeVisible();
    await expect(input).toHaveFocus();
    await userEvent.type(input, '412345678');
    await userEvent.click(submit);
    await expect(await canvas.findByText(messageOf(loaded, 'ds.forms.phone.format'))).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, '512345678');
    await userEvent.click(submit);
    await expect(canvas.queryByText(messageOf(loaded, 'ds.forms.phone.format'))).not.toBeInTheDocument();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** Under the pointer. */
export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.hover(input);
    await expect(input.parentElement).toHaveAttribute('data-hovered', 'true');
  },
};

/** Focused from the keyboard: the focus ring shows. */
export const FocusVisible: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: containing(messageOf(loaded, 'ds.forms.phone.countryCode')) })).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox')).toHaveFocus();
  },
};

/** Invalid: the error message shown and tied to the field. */
export const Invalid: Story = {
  args: { isInvalid: true, ...notRegistered.ar, defaultValue: { countryCode: '+966', mobile: '599999999' } },
  parameters: { localeArgs: notRegistered },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription(inLocale(notRegistered, globals).errorMessage);
  },
};

/** Disabled: dimmed and not operable. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { countryCode: '+966', mobile: '500000001' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: containing(messageOf(loaded, 'ds.forms.phone.countryCode')) })).toBeDisabled();
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'رقم الجوال المسجل لدى مزود الخدمة والذي ستصلك عليه رسالة رمز التحقق',
    description: 'سنرسل إليك رسالة نصية تحتوي على رمز مكون من أربعة أرقام، وقد تستغرق وصول الرسالة دقيقة واحدة.',
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { label: 'Doğrulama kodunun gönderileceği kayıtlı cep telefonu numarası', isRequired: true },
  render: (args) => (
    <Form onSubmit={(event) => event.preventDefault()}>
      <PhoneField {...args} />
      <Button type="submit">Giriş yap</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Giriş yap' }));
    await expect(await canvas.findByText(/Bir Suudi cep telefonu numarası girin/)).toBeVisible();
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Mobile number', isRequired: true },
  render: (args) => (
    <Form onSubmit={(event) => event.preventDefault()}>
      <PhoneField {...args} />
      <Button type="submit">Log in</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText('Enter your mobile number.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Country code/ })).toBeInTheDocument();
  },
};
