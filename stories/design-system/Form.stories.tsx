import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Checkbox, Form, Link, PasswordField, PhoneField, TextField } from '../../design-system';
import { answers, ok } from '../api/http';

interface FocusLoginFormProps {
  /** Called with the submitted fields; returns the API's answer (a 422 body or null on success). */
  submit: (fields: Record<string, FormDataEntryValue>) => unknown;
  labels: { identifier: string; password: string; remember: string; forgot: string; login: string };
}

/** The focus login form, as the app composes it from design-system parts. */
function FocusLoginForm({ submit, labels }: FocusLoginFormProps) {
  const [errorBody, setErrorBody] = useState<unknown>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrorBody(submit(Object.fromEntries(new FormData(event.currentTarget))));
  };
  return (
    <Form onSubmit={onSubmit} errorBody={errorBody} style={{ maxWidth: 420 }}>
      <TextField name="identifier" label={labels.identifier} isRequired inputDir="ltr" autoComplete="username" />
      <PasswordField name="password" label={labels.password} isRequired minLength={8} />
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
        <Checkbox name="remember_me" value="1">
          {labels.remember}
        </Checkbox>
        <Link href="/ar/auth/focus-reset-pass">{labels.forgot}</Link>
      </div>
      <Button type="submit" fullWidth>
        {labels.login}
      </Button>
    </Form>
  );
}

const arabicLabels = { identifier: 'البريد الإلكتروني أو رقم الجوال', password: 'كلمة المرور', remember: 'تذكرني', forgot: 'نسيت كلمة المرور؟', login: 'تسجيل الدخول' };

const unprocessable = {
  code: 'validation_failed',
  message: 'البيانات المدخلة غير صحيحة.',
  errors: { identifier: ['لا يوجد حساب بهذا البريد الإلكتروني.'] },
};

const meta = {
  title: 'Design system/Forms/Form',
  component: FocusLoginForm,
  args: { submit: fn((_fields: Record<string, FormDataEntryValue>): unknown => unprocessable), labels: arabicLabels },
  parameters: {
    // Shown at the width it has in a page, not across the whole canvas.
    frame: 'form',
    docs: {
      description: {
        component:
          'A form of design-system fields (React Aria Form). Client rules (required, minimum length, format) are checked on submit with translated messages and the first invalid field gets focus. A failed API call\'s body (`422`: `{ code, message, errors: { field: [messages] } }`) goes into `errorBody` (or, already mapped with `validationErrorsFrom(body)`, into `validationErrors`): each message shows under the field with the same `name`, the first such field gets focus, and a message disappears as soon as the user types in its field (so the layout never moves under a press on the submit button); submitting again shows the errors of the new answer. Custom fields (PhoneField, OtpField) take part by `name` too. Use a plain `<form>` only for non-field content. Accessibility: errors are linked to their fields with `aria-describedby` and fields are marked `aria-invalid`.',
      },
    },
  },
} satisfies Meta<typeof FocusLoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /البريد الإلكتروني/ }), 'focus@example.com');
    await userEvent.type(canvas.getByLabelText(/كلمة المرور/, { selector: 'input' }), 'password123');
    await userEvent.click(canvas.getByText('تذكرني'));
    await userEvent.click(canvas.getByRole('button', { name: 'تسجيل الدخول' }));
    await expect(args.submit).toHaveBeenCalledWith({ identifier: 'focus@example.com', password: 'password123', remember_me: '1' });
  },
};

/** Submitted with mistakes: each field shows its error, the first is focused. */
export const ClientValidation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Keyboard: Enter in the first field submits the form.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.submit).not.toHaveBeenCalled();
    await expect(await canvas.findAllByText('هذا الحقل مطلوب.')).toHaveLength(2);
    await expect(canvas.getByRole('textbox', { name: /البريد الإلكتروني/ })).toHaveFocus();
    await userEvent.type(canvas.getByRole('textbox', { name: /البريد الإلكتروني/ }), 'focus@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'تسجيل الدخول' }));
    await expect(canvas.getByLabelText(/كلمة المرور/, { selector: 'input' })).toHaveFocus();
  },
};

/** Errors returned by the server shown on their fields. */
export const ServerErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const identifier = canvas.getByRole('textbox', { name: /البريد الإلكتروني/ });
    await userEvent.type(identifier, 'nobody@example.com');
    await userEvent.type(canvas.getByLabelText(/كلمة المرور/, { selector: 'input' }), 'password123');
    await userEvent.click(canvas.getByRole('button', { name: 'تسجيل الدخول' }));
    await expect(args.submit).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText('لا يوجد حساب بهذا البريد الإلكتروني.')).toBeVisible();
    await waitFor(() => expect(identifier).toHaveFocus());
    await expect(identifier).toHaveAttribute('aria-invalid', 'true');
    // Typing in the field clears its message at once, while focus stays there (not only on leaving
    // it: the layout would then shift under the press on the submit button).
    await userEvent.type(identifier, 'x');
    await waitFor(() => expect(canvas.queryByText('لا يوجد حساب بهذا البريد الإلكتروني.')).not.toBeInTheDocument());
    await expect(identifier).toHaveFocus();
    await expect(identifier).not.toHaveAttribute('aria-invalid', 'true');
    // Submitting again shows the answer's errors again, even the same ones.
    await userEvent.click(canvas.getByRole('button', { name: 'تسجيل الدخول' }));
    await expect(args.submit).toHaveBeenCalledTimes(2);
    await expect(await canvas.findByText('لا يوجد حساب بهذا البريد الإلكتروني.')).toBeVisible();
  },
};

/** A server error on the phone number field. */
export const PhoneServerError: Story = {
  render: () => {
    const body = { code: 'validation_failed', message: 'Invalid', errors: { mobile: ['هذا الرقم غير مسجل لدينا.'] } };
    return (
      <Form errorBody={body} onSubmit={(event) => event.preventDefault()}>
        <PhoneField label="رقم الجوال" defaultValue={{ countryCode: '+966', mobile: '599999999' }} />
        <Button type="submit">تسجيل الدخول</Button>
      </Form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('هذا الرقم غير مسجل لدينا.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'رقم الجوال' })).toHaveFocus());
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    labels: { identifier: 'E-mail or mobile', password: 'Password', remember: 'Remember me', forgot: 'Forgot password?', login: 'Log in' },
    submit: fn((_fields: Record<string, FormDataEntryValue>): unknown => ({ code: 'validation_failed', message: 'Invalid', errors: { password: ['The password is incorrect.'] } })),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail or mobile/ }), 'focus@example.com');
    const password = canvas.getByLabelText(/Password/, { selector: 'input' });
    await userEvent.type(password, 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText('Enter at least 8 characters.')).toBeVisible();
    await userEvent.type(password, '-but-long');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText('The password is incorrect.')).toBeVisible();
    await waitFor(() => expect(password).toHaveFocus());
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: {
    labels: {
      identifier: 'E-posta adresiniz veya kayıtlı cep telefonu numaranız',
      password: 'Hesabınızın şifresi',
      remember: 'Bu cihazda oturumumu açık tut',
      forgot: 'Şifrenizi mi unuttunuz?',
      login: 'Giriş yap',
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Giriş yap' }));
    await expect(await within(canvasElement).findAllByText('Bu alan zorunludur.')).toHaveLength(2);
  },
};

/** The requests the contact handler below has received, and the hand that lets the one waiting answer. */
const contact = { requests: 0, release: () => {} };

/** A form whose submit sends a request (the website's contact message): its result shows below. */
function ContactRequestForm({ labels }: { labels: { message: string; send: string; sent: string } }) {
  const [sent, setSent] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = String(new FormData(event.currentTarget).get('message'));
    const response = await fetch('/api/website/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Salon', email: 'owner@example.com', subject: 'Hello', message }),
    });
    setSent(response.ok);
  };
  return (
    <Form onSubmit={onSubmit} aria-label={labels.send}>
      <TextField name="message" label={labels.message} isRequired defaultValue="…" />
      <Button type="submit">{labels.send}</Button>
      {sent && <p role="status">{labels.sent}</p>}
    </Form>
  );
}

/** The contact call answers only when the play function lets it, counting what it receives. */
const heldContactAnswer = answers(
  ok('POST /website/contact', async () => {
    contact.requests += 1;
    await new Promise<void>((resolve) => {
      contact.release = resolve;
    });
    return { data: null, message: 'ok' };
  }),
);

const pressTwice = (labels: { send: string; sent: string }): Story['play'] =>
  async ({ canvasElement }) => {
    contact.requests = 0;
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: labels.send });
    await userEvent.dblClick(send);
    // Busy while the request runs: the button shows it and a further press (or Enter) sends nothing.
    await waitFor(() => expect(send).toHaveAttribute('data-pending', 'true'));
    await expect(canvas.getByRole('form', { name: labels.send })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(send);
    await userEvent.type(canvas.getByRole('textbox'), '{Enter}');
    await expect(contact.requests).toBe(1);
    contact.release();
    await expect(await canvas.findByRole('status')).toHaveTextContent(labels.sent);
    await expect(send).not.toHaveAttribute('data-pending');
    await expect(contact.requests).toBe(1);
  };

const arabicContact = { message: 'رسالتك', send: 'إرسال', sent: 'وصلتنا رسالتك.' };

/** A double press sends one request: the submit button is busy until the answer arrives. */
export const DoublePressSendsOnce: Story = {
  render: () => <ContactRequestForm labels={arabicContact} />,
  parameters: { msw: heldContactAnswer },
  play: pressTwice(arabicContact),
};

const englishContact = { message: 'Your message', send: 'Send', sent: 'We received your message.' };

/** The same in English: one request for a double press, the button busy meanwhile. */
export const DoublePressSendsOnceEnglish: Story = {
  globals: { locale: 'en' },
  render: () => <ContactRequestForm labels={englishContact} />,
  parameters: { msw: heldContactAnswer },
  play: pressTwice(englishContact),
};
