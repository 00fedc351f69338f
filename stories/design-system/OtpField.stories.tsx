import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Form, OtpField } from '../../design-system';
import { formatIn, inLocale, messageOf, perLocale } from './support/sample';

const boxesOf = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('textbox');
const valuesOf = (canvasElement: HTMLElement) => boxesOf(canvasElement).map((box) => (box as HTMLInputElement).value);

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({ ar: { label: 'رمز التحقق' }, en: { label: 'Verification code' }, tr: { label: 'Doğrulama kodu' }, ur: { label: 'تصدیقی کوڈ' } });
const text = perLocale({
  ar: { verify: 'تحقق', wrongCode: 'رمز التحقق غير صحيح أو منتهي الصلاحية.' },
  en: { verify: 'Verify', wrongCode: 'The verification code is wrong or has expired.' },
  tr: { verify: 'Doğrula', wrongCode: 'Doğrulama kodu yanlış veya süresi dolmuş.' },
  ur: { verify: 'تصدیق کریں', wrongCode: 'تصدیقی کوڈ غلط ہے یا اس کی میعاد ختم ہو چکی ہے۔' },
});
const expired = perLocale({
  ar: { errorMessage: 'انتهت صلاحية الرمز، اطلب رمزًا جديدًا.' },
  en: { errorMessage: 'The code has expired; ask for a new one.' },
  tr: { errorMessage: 'Kodun süresi doldu, yeni bir kod isteyin.' },
  ur: { errorMessage: 'کوڈ کی میعاد ختم ہو گئی، نیا کوڈ منگوائیں۔' },
});

const meta = {
  title: 'Design system/Forms/OtpField',
  component: OtpField,
  args: { ...localeArgs.ar, onChange: fn(), onComplete: fn() },
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
          'The 4-digit SMS code of the provider login (confirm-code modal). One box per digit, digits only: Arabic-Indic digits (٠-٩, ۰-۹) are read as 0-9 and letters are refused with a message. Focus moves forward on input and back on Backspace in an empty box (clearing the digit before it); ArrowLeft/ArrowRight/Home/End move between boxes. Pasting the whole code (also with spaces or Arabic-Indic digits) fills every box. The boxes run left to right in every locale (`dir="ltr"`), so the code sent equals the code in the SMS, with no reversal for Arabic (see product-decisions, "Clarifications"). `onComplete(code)` fires when all boxes are filled; in a form the code is submitted as `otp`, and server errors for `otp` show under the boxes. Each box is labelled "Digit 1 of 4" in the current language; the group is labelled by the visible label. The first box has `autocomplete="one-time-code"` so phones offer the code from the SMS. Instead: For a quantity use NumberField; for a password use PasswordField.',
      },
    },
  },
} satisfies Meta<typeof OtpField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ args, canvasElement, globals, loaded }) => {
    const boxes = boxesOf(canvasElement);
    await expect(within(canvasElement).getByRole('group', { name: inLocale(localeArgs, globals).label })).toHaveAttribute('dir', 'ltr');
    await expect(boxes[0]).toHaveAccessibleName(formatIn(globals, loaded, 'ds.forms.otp.digit', { index: 1, count: 4 }));
    await userEvent.click(boxes[0]!);
    await userEvent.keyboard('1234');
    await expect(valuesOf(canvasElement)).toEqual(['1', '2', '3', '4']);
    await expect(args.onComplete).toHaveBeenCalledWith('1234');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
  },
};

/** In Arabic the digits still run left to right. */
export const LeftToRightInArabic: Story = {
  play: async ({ args, canvasElement }) => {
    const boxes = boxesOf(canvasElement);
    // The first digit is the leftmost box even though the page reads right to left.
    const lefts = boxes.map((box) => box.getBoundingClientRect().left);
    await expect([...lefts].sort((a, b) => a - b)).toEqual(lefts);
    await userEvent.click(boxes[0]!);
    await userEvent.keyboard('9001');
    await expect(args.onComplete).toHaveBeenCalledWith('9001');
  },
};

/** A letter typed: refused with a message. */
export const RejectsLetters: Story = {
  play: async ({ args, canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const [first, second] = boxesOf(canvasElement);
    await userEvent.click(first!);
    await userEvent.keyboard('a');
    await expect(first).toHaveValue('');
    await expect(first).toHaveFocus();
    await expect(await canvas.findByText(messageOf(loaded, 'ds.forms.otp.digitsOnly'))).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('٧');
    await expect(first).toHaveValue('7');
    await expect(second).toHaveFocus();
    await expect(canvas.queryByText(messageOf(loaded, 'ds.forms.otp.digitsOnly'))).not.toBeInTheDocument();
  },
};

/** Backspace and arrow keys between boxes. */
export const BackspaceAndArrows: Story = {
  play: async ({ canvasElement }) => {
    const boxes = boxesOf(canvasElement);
    await userEvent.click(boxes[0]!);
    await userEvent.keyboard('12');
    await expect(boxes[2]).toHaveFocus();
    // Backspace in an empty box goes back and clears the digit there.
    await userEvent.keyboard('{Backspace}');
    await expect(boxes[1]).toHaveFocus();
    await expect(valuesOf(canvasElement)).toEqual(['1', '', '', '']);
    // Arrows move physically: the boxes are left to right in every locale.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(boxes[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(boxes[2]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(boxes[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(boxes[3]).toHaveFocus();
  },
};

/** A whole code pasted into the first box fills them all. */
export const PasteWholeCode: Story = {
  play: async ({ args, canvasElement }) => {
    const boxes = boxesOf(canvasElement);
    await userEvent.click(boxes[2]!);
    await userEvent.paste('١ ٢ ٣ ٤');
    await expect(valuesOf(canvasElement)).toEqual(['1', '2', '3', '4']);
    await expect(args.onComplete).toHaveBeenCalledWith('1234');
    await expect(boxes[3]).toHaveFocus();
  },
};

/** Required: marked as such, and refused when left empty. */
export const Required: Story = {
  args: { isRequired: true },
  render: (args, { globals }) => (
    <Form onSubmit={(event) => event.preventDefault()}>
      <OtpField {...args} />
      <Button type="submit">{inLocale(text, globals).verify}</Button>
    </Form>
  ),
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const boxes = boxesOf(canvasElement);
    await userEvent.click(boxes[0]!);
    await userEvent.keyboard('12');
    await userEvent.click(canvas.getByRole('button', { name: inLocale(text, globals).verify }));
    await expect(await canvas.findByText(formatIn(globals, loaded, 'ds.forms.otp.incomplete', { count: 4 }))).toBeVisible();
    await expect(boxes[2]).toHaveFocus();
    await userEvent.keyboard('34');
    await expect(canvas.queryByText(formatIn(globals, loaded, 'ds.forms.otp.incomplete', { count: 4 }))).not.toBeInTheDocument();
  },
};

/** A wrong code reported by the server. */
export const ServerError: Story = {
  render: (args, { globals }) => (
    <Form validationErrors={{ otp: [inLocale(text, globals).wrongCode] }}>
      <OtpField {...args} defaultValue="1111" />
    </Form>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const boxes = boxesOf(canvasElement);
    await expect(canvas.getByText(inLocale(text, globals).wrongCode)).toBeVisible();
    await expect(boxes[0]).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(boxes[0]).toHaveFocus());
    await userEvent.keyboard('2');
    await expect(canvas.queryByText(inLocale(text, globals).wrongCode)).not.toBeInTheDocument();
  },
};

/** Under the pointer. */
export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const box = boxesOf(canvasElement)[0]!;
    await userEvent.hover(box);
    await expect(box).toHaveAttribute('data-hovered', 'true');
  },
};

/** Focused from the keyboard: the focus ring shows. */
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const first = boxesOf(canvasElement)[0]!;
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** Invalid: the error message shown and tied to the field. */
export const Invalid: Story = {
  args: { isInvalid: true, ...expired.ar },
  parameters: { localeArgs: expired },
  play: async ({ canvasElement, globals }) => {
    await expect(boxesOf(canvasElement)[0]).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByRole('group')).toHaveAccessibleDescription(inLocale(expired, globals).errorMessage);
  },
};

/** Disabled: dimmed and not operable. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '1234' },
  play: async ({ canvasElement }) => {
    for (const box of boxesOf(canvasElement)) await expect(box).toBeDisabled();
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'رمز التحقق المكون من أربعة أرقام الذي أرسلناه في رسالة نصية إلى رقم جوالك المسجل',
    description: 'لم تصلك الرسالة؟ انتظر دقيقة ثم اطلب إعادة الإرسال، وتأكد من أن رقم الجوال صحيح وأن هاتفك يستقبل الرسائل.',
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { label: 'Cep telefonunuza kısa mesajla gönderdiğimiz dört haneli doğrulama kodu' },
  play: async ({ canvasElement }) => {
    await expect(boxesOf(canvasElement)[1]).toHaveAccessibleName('4 haneden 2. hane');
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Verification code' },
  play: async ({ args, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    const boxes = boxesOf(canvasElement);
    await expect(boxes[0]).toHaveAccessibleName('Digit 1 of 4');
    await userEvent.click(boxes[0]!);
    await userEvent.paste('4321');
    await expect(args.onComplete).toHaveBeenCalledWith('4321');
  },
};
