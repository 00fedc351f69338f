import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Form, PasswordField } from '../../design-system';
import { formatIn, inLocale, mapLocales, messageOf, perLocale } from './support/sample';

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({ ar: { label: 'كلمة المرور' }, en: { label: 'Password' }, tr: { label: 'Şifre' }, ur: { label: 'پاس ورڈ' } });
const signIn = perLocale({
  ar: { description: '٨ أحرف على الأقل.', submit: 'تسجيل الدخول' },
  en: { description: 'At least 8 characters.', submit: 'Sign in' },
  tr: { description: 'En az 8 karakter.', submit: 'Giriş yap' },
  ur: { description: 'کم از کم ۸ حروف۔', submit: 'سائن ان' },
});
const minimumArgs = mapLocales(signIn, (t) => ({ description: t.description }));
const wrongPassword = perLocale({ ar: { errorMessage: 'كلمة المرور غير صحيحة.' }, en: { errorMessage: 'The password is not correct.' }, tr: { errorMessage: 'Şifre yanlış.' }, ur: { errorMessage: 'پاس ورڈ درست نہیں۔' } });

const meta = {
  title: 'Design system/Forms/PasswordField',
  component: PasswordField,
  args: { ...localeArgs.ar, onChange: fn() },
  argTypes: {
    autoComplete: { control: 'inline-radio', options: ['current-password', 'new-password'] },
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
          'A password input with a show/hide toggle (the focus login, password reset and change-password forms). The toggle is a real button whose accessible name says what it will do ("Show password" / "Hide password", translated); it keeps the typed value and the caret. The password is typed left to right in every locale. Use `autoComplete="new-password"` where a password is chosen so password managers offer to generate one. `minLength` is checked in script with a translated message (the focus password needs 8). Instead: For the SMS code use OtpField; for other text use TextField.',
      },
    },
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(inLocale(localeArgs, globals).label);
    await userEvent.type(input, 'password123');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(args.onChange).toHaveBeenLastCalledWith('password123');
  },
};

/** The password shown, then hidden again. */
export const ShowAndHide: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(inLocale(localeArgs, globals).label);
    await userEvent.type(input, 'secret-1');
    // Pointer: the toggle reveals the password and its name now says what it will do next.
    await userEvent.click(canvas.getByRole('button', { name: messageOf(loaded, 'ds.forms.password.show') }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('secret-1');
    const hide = canvas.getByRole('button', { name: messageOf(loaded, 'ds.forms.password.hide') });
    // Keyboard: Enter on the focused toggle hides it again.
    hide.focus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: messageOf(loaded, 'ds.forms.password.show') })).toBeInTheDocument();
  },
};

/** Under the pointer. */
export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
  },
};

/** Focused from the keyboard: the focus ring shows. */
export const FocusVisible: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText(inLocale(localeArgs, globals).label)).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: messageOf(loaded, 'ds.forms.password.show') });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** Too short: the error says the minimum. */
export const MinimumLength: Story = {
  args: { isRequired: true, minLength: 8, autoComplete: 'new-password', ...minimumArgs.ar },
  parameters: { localeArgs: minimumArgs },
  render: (args, { globals }) => (
    <Form onSubmit={(event) => event.preventDefault()}>
      <PasswordField {...args} name="password" />
      <Button type="submit">{inLocale(signIn, globals).submit}</Button>
    </Form>
  ),
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const tooShort = formatIn(globals, loaded, 'ds.forms.error.tooShort', { min: 8 });
    const submit = canvas.getByRole('button', { name: inLocale(signIn, globals).submit });
    await userEvent.click(submit);
    await expect(await canvas.findByText(messageOf(loaded, 'ds.forms.error.required'))).toBeVisible();
    const input = canvas.getByLabelText(new RegExp(inLocale(localeArgs, globals).label), { selector: 'input' });
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'short');
    await userEvent.click(submit);
    await expect(await canvas.findByText(tooShort)).toBeVisible();
    await userEvent.type(input, '-enough');
    await userEvent.click(submit);
    await expect(canvas.queryByText(tooShort)).not.toBeInTheDocument();
  },
};

/** Invalid: the error message shown and tied to the field. */
export const Invalid: Story = {
  args: { isInvalid: true, ...wrongPassword.ar, defaultValue: 'wrong-pass' },
  parameters: { localeArgs: wrongPassword },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByLabelText(inLocale(localeArgs, globals).label)).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText(inLocale(wrongPassword, globals).errorMessage)).toBeVisible();
  },
};

/** Disabled: dimmed and not operable. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'password123' },
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(inLocale(localeArgs, globals).label)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: messageOf(loaded, 'ds.forms.password.show') })).toBeDisabled();
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'كلمة المرور الجديدة التي ستستخدمها لتسجيل الدخول إلى لوحة التحكم من جميع أجهزتك',
    description: 'استخدم ثمانية أحرف على الأقل، ويفضَّل أن تجمع بين الحروف والأرقام والرموز، ولا تستخدم كلمة مرور تستعملها في موقع آخر.',
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { label: 'Yönetim paneline tüm cihazlarınızdan girmek için kullanacağınız yeni şifre', description: 'En az sekiz karakter kullanın.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Şifreyi göster' })).toBeInTheDocument();
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Password' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  },
};
