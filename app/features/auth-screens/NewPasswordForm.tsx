import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../design-system/components/Button';
import { Form } from '../../../design-system/components/Form';
import { OtpField } from '../../../design-system/components/OtpField';
import { PasswordField } from '../../../design-system/components/PasswordField';
import { Stack } from '../../../design-system/components/Stack';
import { TextField } from '../../../design-system/components/TextField';
import { FOCUS_PASSWORD_MIN, OTP_LENGTH } from '../constants';
import { quietApi, quietCall } from '../website/quietApi';
import { codeProblemMessageId, generalProblem } from './codeProblems';
import type { ResetAccount } from './EmailCodeRequestForm';
import { FlowMessage } from './FlowMessage';
import { confirmationErrors, errorBodyOf, validateEmail } from './validation';
import { useAction } from '../../lib/useAction';

export interface ResetPasswordInput {
  email: string;
  code: string;
  password: string;
  password_confirmation: string;
}

function resetPassword(account: ResetAccount, body: ResetPasswordInput) {
  return account === 'provider'
    ? quietCall(quietApi.POST('/provider/auth/reset-password', { body }))
    : quietCall(quietApi.POST('/focus/auth/reset-password', { body }));
}

export interface NewPasswordFormProps {
  account: ResetAccount;
  /** The e-mail the code went to; without it the form asks for it. */
  email: string;
  /** The code, when an earlier step collected it; without it the form shows the four boxes. */
  code?: string;
  onDone: () => void;
  /** A rejected code (wrong, expired, used up): the caller may take the user back to the code. */
  onCodeRejected?: (messageId: string) => void;
  /** Extra actions under the submit button (resend the code…). */
  children?: ReactNode;
}

/**
 * The last step of a password reset: the e-mailed code (unless given), the new password (8 or
 * more) and its confirmation, sent to the account's reset-password call.
 */
export function NewPasswordForm({ account, email: knownEmail, code: knownCode, onDone, onCodeRejected, children }: NewPasswordFormProps) {
  const intl = useIntl();
  const [email, setEmail] = useState(knownEmail);
  const [code, setCode] = useState(knownCode ?? '');
  const [password, setPassword] = useState('');
  const [codeMessage, setCodeMessage] = useState<string | null>(null);
  const [clientErrors, setClientErrors] = useState<Record<string, string[]> | null>(null);
  const reset = useAction((body: ResetPasswordInput) => resetPassword(account, body), {
    onSuccess: onDone,
    onError: (error) => {
      const messageId = codeProblemMessageId(error);
      if (messageId) {
        setCodeMessage(messageId);
        onCodeRejected?.(messageId);
      }
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const confirmation = String(data.get('password_confirmation') ?? '');
    const mismatch = confirmationErrors(intl, password, confirmation);
    setClientErrors(mismatch);
    if (mismatch) return;
    setCodeMessage(null);
    return reset.run({ email: email.trim(), code, password, password_confirmation: confirmation });
  };
  const problem = reset.isError && !codeMessage ? generalProblem(reset.error) : null;

  return (
    <Form
      onSubmit={onSubmit}
      validationErrors={clientErrors ?? undefined}
      errorBody={reset.isError && !codeMessage ? errorBodyOf(reset.error) : undefined}
      aria-label={intl.formatMessage({ id: 'authScreens.reset.newPasswordLabel' })}>
      <Stack gap="large">
        {!knownEmail && (
          <TextField
            name="email"
            type="email"
            label={intl.formatMessage({ id: 'authScreens.field.email' })}
            value={email}
            onChange={setEmail}
            isRequired
            inputDir="ltr"
            autoComplete="email"
            validate={validateEmail(intl)}
          />
        )}
        {knownCode === undefined && (
          <OtpField
            name="code"
            label={intl.formatMessage({ id: 'authScreens.reset.codeLabel' })}
            description={knownEmail ? intl.formatMessage({ id: 'authScreens.reset.codeSentTo' }, { email: knownEmail, length: OTP_LENGTH }) : undefined}
            value={code}
            onChange={(value) => {
              setCode(value);
              setCodeMessage(null);
            }}
            isRequired
            isInvalid={codeMessage ? true : undefined}
            errorMessage={codeMessage ? intl.formatMessage({ id: codeMessage }) : undefined}
          />
        )}
        <PasswordField
          name="password"
          label={intl.formatMessage({ id: 'authScreens.field.newPassword' })}
          description={intl.formatMessage({ id: 'authScreens.field.passwordHint' }, { min: FOCUS_PASSWORD_MIN })}
          value={password}
          onChange={setPassword}
          isRequired
          minLength={FOCUS_PASSWORD_MIN}
          maxLength={128}
          autoComplete="new-password"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- after the code step this form replaces it: focus goes to its first field
          autoFocus={knownCode !== undefined}
        />
        <PasswordField
          name="password_confirmation"
          label={intl.formatMessage({ id: 'authScreens.field.passwordConfirmation' })}
          isRequired
          maxLength={128}
          autoComplete="new-password"
        />
        {problem && <FlowMessage message={{ tone: 'critical', ...problem }} />}
        <Button type="submit" fullWidth isPending={reset.isPending}>
          <FormattedMessage id="authScreens.reset.save" />
        </Button>
        {children}
      </Stack>
    </Form>
  );
}
