import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Schema } from '../../../api-spec';
import { Button } from '../../../design-system/components/Button';
import { Form } from '../../../design-system/components/Form';
import { PasswordField } from '../../../design-system/components/PasswordField';
import { PhoneField, saudiCountryCode } from '../../../design-system/components/PhoneField';
import { Stack } from '../../../design-system/components/Stack';
import { TextField } from '../../../design-system/components/TextField';
import { FOCUS_PASSWORD_MIN } from '../constants';
import { generalProblem } from './codeProblems';
import { FocusActivationForm, startFocusRegistration } from './FocusActivationForm';
import { FlowMessage } from './FlowMessage';
import { confirmationErrors, errorBodyOf, validateEmail } from './validation';
import { useAction } from '../../lib/useAction';

type FocusRegisterRequest = Schema<'FocusRegisterRequest'>;

/**
 * Focus registration: name, e-mail, an optional mobile, a password (8 or more) typed twice; then
 * "check your e-mail" and the e-mailed code (FocusActivationForm), after which the new account is
 * signed in and lands where a focus login would.
 */
export function FocusRegisterForm() {
  const intl = useIntl();
  const [password, setPassword] = useState('');
  const [clientErrors, setClientErrors] = useState<Record<string, string[]> | null>(null);
  const [sent, setSent] = useState<FocusRegisterRequest | null>(null);
  const [details, setDetails] = useState<FocusRegisterRequest | null>(null);
  const register = useAction(startFocusRegistration, { onSuccess: (_answer, body) => setSent(body) });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (key: string) => String(data.get(key) ?? '').trim();
    const mismatch = confirmationErrors(intl, String(data.get('password') ?? ''), String(data.get('password_confirmation') ?? ''));
    setClientErrors(mismatch);
    if (mismatch) return;
    return register.run({
      name: text('name'),
      email: text('email'),
      mobile: text('mobile') || null,
      password: String(data.get('password') ?? ''),
      password_confirmation: String(data.get('password_confirmation') ?? ''),
    });
  };
  const problem = register.isError ? generalProblem(register.error) : null;
  if (sent) {
    return (
      <FocusActivationForm
        registration={sent}
        onChangeEmail={() => {
          setDetails(sent);
          setSent(null);
          setPassword('');
          register.reset();
        }}
      />
    );
  }

  return (
    <Form
      onSubmit={onSubmit}
      validationErrors={clientErrors ?? undefined}
      errorBody={register.isError ? errorBodyOf(register.error) : undefined}
      aria-label={intl.formatMessage({ id: 'authScreens.register.focusTitle' })}>
      <Stack gap="large">
        <TextField
          name="name"
          label={intl.formatMessage({ id: 'authScreens.field.name' })}
          defaultValue={details?.name}
          isRequired
          minLength={2}
          maxLength={100}
          autoComplete="name"
        />
        <TextField
          name="email"
          type="email"
          label={intl.formatMessage({ id: 'authScreens.field.email' })}
          defaultValue={details?.email}
          isRequired
          maxLength={255}
          autoComplete="email"
          inputDir="ltr"
          validate={validateEmail(intl)}
        />
        <PhoneField
          name="mobile"
          label={intl.formatMessage({ id: 'auth.mobile.label' })}
          description={intl.formatMessage({ id: 'authScreens.field.optional' })}
          defaultValue={details?.mobile ? { countryCode: saudiCountryCode, mobile: details.mobile } : undefined}
        />
        <PasswordField
          name="password"
          label={intl.formatMessage({ id: 'authScreens.field.password' })}
          description={intl.formatMessage({ id: 'authScreens.field.passwordHint' }, { min: FOCUS_PASSWORD_MIN })}
          value={password}
          onChange={setPassword}
          isRequired
          minLength={FOCUS_PASSWORD_MIN}
          maxLength={128}
          autoComplete="new-password"
        />
        <PasswordField
          name="password_confirmation"
          label={intl.formatMessage({ id: 'authScreens.field.passwordConfirmation' })}
          isRequired
          maxLength={128}
          autoComplete="new-password"
        />
        {problem && <FlowMessage message={{ tone: 'critical', ...problem }} />}
        <Button type="submit" fullWidth isPending={register.isPending}>
          <FormattedMessage id="authScreens.register.submit" />
        </Button>
      </Stack>
    </Form>
  );
}
