import { useMachine } from '@xstate/react';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { Button } from '../../../design-system/components/Button';
import { Form } from '../../../design-system/components/Form';
import { PhoneField } from '../../../design-system/components/PhoneField';
import { Stack } from '../../../design-system/components/Stack';
import { TextField } from '../../../design-system/components/TextField';
import type { Schema } from '../../../api-spec';
import { useLocale } from '../../i18n/LocaleProvider';
import { providerLoginMachine, type RequestCodeInput, type VerifyCodeInput, type VerifyCodeOutput } from '../auth/providerLogin.machine';
import { quietApi, quietCall } from '../website/quietApi';
import { browserDeviceToken, type DeviceTokenSource } from './authApi';
import { ConfirmCodeForm } from './ConfirmCodeForm';
import { useFlowEffects } from './flowEffects';
import { FlowMessage } from './FlowMessage';
import { useSessionSink } from './sessionSink';
import { errorBodyOf, validateEmail } from './validation';

interface Details {
  name: string;
  email: string;
}

/**
 * Provider registration: name, +966 mobile and e-mail → a code by SMS → verify-account, which
 * creates the account (with the free trial) and signs in. It is the provider login's flow
 * (same code step, resend countdown and sign-in), started by POST /provider/auth/register.
 */
export function ProviderRegisterForm({ deviceToken = browserDeviceToken }: { deviceToken?: DeviceTokenSource }) {
  const intl = useIntl();
  const locale = useLocale();
  const effects = useFlowEffects(useSessionSink());
  const details = useRef<Details>({ name: '', email: '' });
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errorBody, setErrorBody] = useState<unknown>(undefined);

  const [machine] = useState(() =>
    providerLoginMachine.provide({
      actors: {
        requestCode: fromPromise<unknown, RequestCodeInput>(async ({ input }) => {
          try {
            const body = { ...details.current, mobile: input.mobile, country_code: input.country_code as Schema<'ProviderRegisterRequest'>['country_code'] };
            return await quietCall(quietApi.POST('/provider/auth/register', { body }));
          } catch (error) {
            setErrorBody(errorBodyOf(error));
            throw error;
          }
        }),
        verifyCode: fromPromise<VerifyCodeOutput, VerifyCodeInput>(async ({ input }) => {
          const body = { otp: input.otp, mobile: input.mobile, device_token: input.device_token ?? (await deviceToken()) };
          return (await quietCall(quietApi.POST('/provider/auth/verify-account', { body }))).data;
        }),
      },
      actions: {
        endExistingSessions: effects.endExistingSessions,
        storeSession: effects.storeSession,
        setCookie: effects.setCookie,
        notify: effects.notify,
        navigate: effects.navigate,
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { locale } });

  if (snapshot.matches('codeEntry') || snapshot.matches('signedIn')) return <ConfirmCodeForm snapshot={snapshot} send={send} />;

  const { mobile, mobileError, message } = snapshot.context;
  const sending = snapshot.matches('sendingCode');
  const hasFieldErrors = errorBody !== undefined && Object.keys((errorBody as { errors?: object }).errors ?? {}).length > 0;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    details.current = { name: name.trim(), email: email.trim() };
    setErrorBody(undefined);
    send({ type: 'SUBMIT_MOBILE' });
  };

  return (
    <Form onSubmit={onSubmit} errorBody={errorBody} aria-label={intl.formatMessage({ id: 'authScreens.register.providerTitle' })}>
      <Stack gap="large">
        <TextField
          name="name"
          label={intl.formatMessage({ id: 'authScreens.field.name' })}
          value={name}
          onChange={setName}
          isRequired
          minLength={2}
          maxLength={100}
          autoComplete="name"
        />
        <PhoneField
          name="mobile"
          label={intl.formatMessage({ id: 'auth.mobile.label' })}
          value={{ countryCode: '+966', mobile }}
          onChange={(value) => send({ type: 'MOBILE_CHANGED', value: value.mobile })}
          isRequired
          isInvalid={mobileError ? true : undefined}
          errorMessage={mobileError ? intl.formatMessage({ id: mobileError }) : undefined}
        />
        <TextField
          name="email"
          type="email"
          label={intl.formatMessage({ id: 'authScreens.field.email' })}
          value={email}
          onChange={setEmail}
          isRequired
          maxLength={255}
          autoComplete="email"
          inputDir="ltr"
          validate={validateEmail(intl)}
        />
        {!hasFieldErrors && <FlowMessage message={message} />}
        <Button type="submit" fullWidth isPending={sending}>
          <FormattedMessage id={sending ? 'auth.login.sending' : 'authScreens.register.submit'} />
        </Button>
      </Stack>
    </Form>
  );
}
