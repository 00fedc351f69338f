import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Checkbox, Form, Link, PasswordField, PhoneField, TextField } from '../../design-system';
import { answers, ok } from '../api/http';
import { inLocale, messageOf, perLocale } from './support/sample';

interface FocusLoginFormProps {
  /** Called with the submitted fields; true when the API refuses them (422 with `refusal`'s messages). */
  submit: (fields: Record<string, FormDataEntryValue>) => boolean;
  labels: { identifier: string; password: string; remember: string; forgot: string; login: string };
  /** The 422 body's message and per-field errors, in the story's language. */
  refusal: { message: string; errors: Record<string, string[]> };
}

/** The focus login form, as the app composes it from design-system parts. */
function FocusLoginForm({ submit, labels, refusal }: FocusLoginFormProps) {
  const [errorBody, setErrorBody] = useState<unknown>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrorBody(submit(Object.fromEntries(new FormData(event.currentTarget))) ? { code: 'validation_failed', ...refusal } : null);
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

// Sample data per locale (support/sample.ts): a form shown in English has English labels and server messages.
const localeArgs = perLocale({
  ar: {
    labels: { identifier: 'البريد الإلكتروني أو رقم الجوال', password: 'كلمة المرور', remember: 'تذكرني', forgot: 'نسيت كلمة المرور؟', login: 'تسجيل الدخول' },
    refusal: { message: 'البيانات المدخلة غير صحيحة.', errors: { identifier: ['لا يوجد حساب بهذا البريد الإلكتروني.'] } },
  },
  en: {
    labels: { identifier: 'E-mail or mobile', password: 'Password', remember: 'Remember me', forgot: 'Forgot password?', login: 'Log in' },
    refusal: { message: 'The data entered is not valid.', errors: { identifier: ['There is no account with this e-mail.'] } },
  },
  tr: {
    labels: { identifier: 'E-posta veya cep telefonu', password: 'Şifre', remember: 'Beni hatırla', forgot: 'Şifrenizi mi unuttunuz?', login: 'Giriş yap' },
    refusal: { message: 'Girilen bilgiler geçersiz.', errors: { identifier: ['Bu e-posta ile kayıtlı bir hesap yok.'] } },
  },
  ur: {
    labels: { identifier: 'ای میل یا موبائل نمبر', password: 'پاس ورڈ', remember: 'مجھے یاد رکھیں', forgot: 'پاس ورڈ بھول گئے؟', login: 'لاگ ان کریں' },
    refusal: { message: 'درج کردہ معلومات درست نہیں۔', errors: { identifier: ['اس ای میل کے ساتھ کوئی اکاؤنٹ نہیں۔'] } },
  },
});
const phoneSample = perLocale({
  ar: { label: 'رقم الجوال', error: 'هذا الرقم غير مسجل لدينا.', login: 'تسجيل الدخول' },
  en: { label: 'Mobile number', error: 'This number is not registered with us.', login: 'Log in' },
  tr: { label: 'Cep telefonu', error: 'Bu numara bizde kayıtlı değil.', login: 'Giriş yap' },
  ur: { label: 'موبائل نمبر', error: 'یہ نمبر ہمارے پاس رجسٹرڈ نہیں۔', login: 'لاگ ان کریں' },
});

const meta = {
  title: 'Design system/Forms/Form',
  component: FocusLoginForm,
  args: { submit: fn((_fields: Record<string, FormDataEntryValue>): boolean => true), ...localeArgs.ar },
  parameters: {
    localeArgs,
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
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = inLocale(localeArgs, globals).labels;
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(t.identifier) }), 'focus@example.com');
    await userEvent.type(canvas.getByLabelText(new RegExp(t.password), { selector: 'input' }), 'password123');
    await userEvent.click(canvas.getByText(t.remember));
    await userEvent.click(canvas.getByRole('button', { name: t.login }));
    await expect(args.submit).toHaveBeenCalledWith({ identifier: 'focus@example.com', password: 'password123', remember_me: '1' });
  },
};

/** Submitted with mistakes: each field shows its error, the first is focused. */
export const ClientValidation: Story = {
  play: async ({ args, canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const t = inLocale(localeArgs, globals).labels;
    // Keyboard: Enter in the first field submits the form.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.submit).not.toHaveBeenCalled();
    await expect(await canvas.findAllByText(messageOf(loaded, 'ds.forms.error.required'))).toHaveLength(2);
    await expect(canvas.getByRole('textbox', { name: new RegExp(t.identifier) })).toHaveFocus();
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(t.identifier) }), 'focus@example.com');
    await userEvent.click(canvas.getByRole('button', { name: t.login }));
    await expect(canvas.getByLabelText(new RegExp(t.password), { selector: 'input' })).toHaveFocus();
  },
};

/** Errors returned by the server shown on their fields. */
export const ServerErrors: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { labels: t, refusal } = inLocale(localeArgs, globals);
    const noAccount = refusal.errors.identifier![0]!;
    const identifier = canvas.getByRole('textbox', { name: new RegExp(t.identifier) });
    await userEvent.type(identifier, 'nobody@example.com');
    await userEvent.type(canvas.getByLabelText(new RegExp(t.password), { selector: 'input' }), 'password123');
    await userEvent.click(canvas.getByRole('button', { name: t.login }));
    await expect(args.submit).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText(noAccount)).toBeVisible();
    await waitFor(() => expect(identifier).toHaveFocus());
    await expect(identifier).toHaveAttribute('aria-invalid', 'true');
    // Typing in the field clears its message at once, while focus stays there (not only on leaving
    // it: the layout would then shift under the press on the submit button).
    await userEvent.type(identifier, 'x');
    await waitFor(() => expect(canvas.queryByText(noAccount)).not.toBeInTheDocument());
    await expect(identifier).toHaveFocus();
    await expect(identifier).not.toHaveAttribute('aria-invalid', 'true');
    // Submitting again shows the answer's errors again, even the same ones.
    await userEvent.click(canvas.getByRole('button', { name: t.login }));
    await expect(args.submit).toHaveBeenCalledTimes(2);
    await expect(await canvas.findByText(noAccount)).toBeVisible();
  },
};

/** A server error on the phone number field. */
export const PhoneServerError: Story = {
  render: (_args, { globals }) => {
    const t = inLocale(phoneSample, globals);
    const body = { code: 'validation_failed', message: 'Invalid', errors: { mobile: [t.error] } };
    return (
      <Form errorBody={body} onSubmit={(event) => event.preventDefault()}>
        <PhoneField label={t.label} defaultValue={{ countryCode: '+966', mobile: '599999999' }} />
        <Button type="submit">{t.login}</Button>
      </Form>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = inLocale(phoneSample, globals);
    await expect(canvas.getByText(t.error)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: t.label })).toHaveFocus());
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    labels: { identifier: 'E-mail or mobile', password: 'Password', remember: 'Remember me', forgot: 'Forgot password?', login: 'Log in' },
    refusal: { message: 'Invalid', errors: { password: ['The password is incorrect.'] } },
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

const contactSample = perLocale({
  ar: { message: 'رسالتك', send: 'إرسال', sent: 'وصلتنا رسالتك.' },
  en: { message: 'Your message', send: 'Send', sent: 'We received your message.' },
  tr: { message: 'Mesajınız', send: 'Gönder', sent: 'Mesajınızı aldık.' },
  ur: { message: 'آپ کا پیغام', send: 'بھیجیں', sent: 'ہمیں آپ کا پیغام مل گیا۔' },
});

/** A double press, then the held answer released: one request, the button busy meanwhile. */
const pressTwice: Story['play'] = async ({ canvasElement, globals }) => {
  const labels = inLocale(contactSample, globals);
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

/** A double press sends one request: the submit button is busy until the answer arrives. */
export const DoublePressSendsOnce: Story = {
  render: (_args, { globals }) => <ContactRequestForm labels={inLocale(contactSample, globals)} />,
  parameters: { msw: heldContactAnswer },
  play: pressTwice,
};

/** The same in English: one request for a double press, the button busy meanwhile. */
export const DoublePressSendsOnceEnglish: Story = {
  globals: { locale: 'en' },
  render: (_args, { globals }) => <ContactRequestForm labels={inLocale(contactSample, globals)} />,
  parameters: { msw: heldContactAnswer },
  play: pressTwice,
};
