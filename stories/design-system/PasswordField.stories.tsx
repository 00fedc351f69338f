import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Form, PasswordField } from '../../design-system';

const meta = {
  title: 'Design system/Forms/PasswordField',
  component: PasswordField,
  args: { label: 'كلمة المرور', onChange: fn() },
  argTypes: {
    autoComplete: { control: 'inline-radio', options: ['current-password', 'new-password'] },
    isRequired: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
  },
  parameters: {
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
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('كلمة المرور');
    await userEvent.type(input, 'password123');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(args.onChange).toHaveBeenLastCalledWith('password123');
  },
};

/** The password shown, then hidden again. */
export const ShowAndHide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('كلمة المرور');
    await userEvent.type(input, 'secret-1');
    // Pointer: the toggle reveals the password and its name now says what it will do next.
    await userEvent.click(canvas.getByRole('button', { name: 'إظهار كلمة المرور' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('secret-1');
    const hide = canvas.getByRole('button', { name: 'إخفاء كلمة المرور' });
    // Keyboard: Enter on the focused toggle hides it again.
    hide.focus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'إظهار كلمة المرور' })).toBeInTheDocument();
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText('كلمة المرور')).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'إظهار كلمة المرور' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** Too short: the error says the minimum. */
export const MinimumLength: Story = {
  args: { isRequired: true, minLength: 8, autoComplete: 'new-password', description: '٨ أحرف على الأقل.' },
  render: (args) => (
    <Form onSubmit={(event) => event.preventDefault()}>
      <PasswordField {...args} name="password" />
      <Button type="submit">تسجيل الدخول</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'تسجيل الدخول' });
    await userEvent.click(submit);
    await expect(await canvas.findByText('هذا الحقل مطلوب.')).toBeVisible();
    const input = canvas.getByLabelText(/كلمة المرور/, { selector: 'input' });
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'short');
    await userEvent.click(submit);
    await expect(await canvas.findByText('أدخل ٨ أحرف على الأقل.')).toBeVisible();
    await userEvent.type(input, '-enough');
    await userEvent.click(submit);
    await expect(canvas.queryByText('أدخل ٨ أحرف على الأقل.')).not.toBeInTheDocument();
  },
};

/** Invalid: the error message shown and tied to the field. */
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'كلمة المرور غير صحيحة.', defaultValue: 'wrong-pass' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('كلمة المرور')).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('كلمة المرور غير صحيحة.')).toBeVisible();
  },
};

/** Disabled: dimmed and not operable. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'password123' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('كلمة المرور')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'إظهار كلمة المرور' })).toBeDisabled();
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
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
