import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Schema } from '../../../api-spec';
import { Alert } from '../../../design-system/components/Alert';
import { Button } from '../../../design-system/components/Button';
import { Form } from '../../../design-system/components/Form';
import { Inline } from '../../../design-system/components/Inline';
import { OtpField } from '../../../design-system/components/OtpField';
import { Stack } from '../../../design-system/components/Stack';
import { useLocale } from '../../i18n/LocaleProvider';
import { useAction } from '../../lib/useAction';
import { OTP_LENGTH } from '../constants';
import type { FocusLoginResult } from '../session/types';
import { quietApi, quietCall } from '../website/quietApi';
import { codeProblemMessageId, generalProblem } from './codeProblems';
import { useFlowEffects } from './flowEffects';
import { FlowMessage } from './FlowMessage';
import { useSessionSink } from './sessionSink';
import { completeFocusSignIn } from './signIn';

type FocusRegisterRequest = Schema<'FocusRegisterRequest'>;

/** Starts a focus registration: the server answers "check your e-mail" whether or not the address has an account. */
export async function startFocusRegistration(body: FocusRegisterRequest) {
  return (await quietCall(quietApi.POST('/focus/auth/register', { body }))).data;
}

interface FocusActivationFormProps {
  /** What the person registered with: the e-mail the code went to, and the details to send again on "resend". */
  registration: FocusRegisterRequest;
  /** Back to the details (another e-mail). */
  onChangeEmail: () => void;
}

/**
 * The second step of a focus registration: "check your e-mail", the e-mailed code, then the new
 * account is signed in. The words are the same whether or not the address already had an account
 * (the e-mail itself says which), so the screen tells an onlooker nothing.
 */
export function FocusActivationForm({ registration, onChangeEmail }: FocusActivationFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const effects = useFlowEffects(useSessionSink());
  const [code, setCode] = useState('');
  const [codeMessage, setCodeMessage] = useState<string | null>(null);
  const activate = useAction(
    async (body: { email: string; code: string }): Promise<FocusLoginResult> =>
      (await quietCall(quietApi.POST('/focus/auth/verify-registration', { body }))).data,
    {
      onSuccess: (result) => completeFocusSignIn(effects, locale, result),
      onError: (error) => {
        const messageId = codeProblemMessageId(error);
        // The SMS flows' words say "check the SMS": this code came by e-mail.
        if (messageId) setCodeMessage(messageId === 'auth.otp.wrong' ? 'authScreens.activate.wrongCode' : messageId);
      },
    },
  );
  const resend = useAction(() => startFocusRegistration(registration));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setCodeMessage(null);
    return activate.run({ email: registration.email, code });
  };
  const problem = activate.isError && !codeMessage ? generalProblem(activate.error) : null;
  const resendProblem = resend.isError ? generalProblem(resend.error) : null;

  return (
    <Form onSubmit={onSubmit} aria-label={intl.formatMessage({ id: 'authScreens.activate.label' })}>
      <Stack gap="large">
        <Alert tone="info" live title={<FormattedMessage id="authScreens.activate.checkEmail" />}>
          <FormattedMessage
            id="authScreens.activate.sentTo"
            values={{
              length: OTP_LENGTH,
              email: (
                <bdi dir="ltr" key="email">
                  {registration.email}
                </bdi>
              ),
            }}
          />
        </Alert>
        <OtpField
          name="code"
          label={intl.formatMessage({ id: 'authScreens.activate.codeLabel' })}
          value={code}
          onChange={(value) => {
            setCode(value);
            setCodeMessage(null);
          }}
          isRequired
          isInvalid={codeMessage ? true : undefined}
          errorMessage={codeMessage ? intl.formatMessage({ id: codeMessage }) : undefined}
          isDisabled={activate.isPending}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- this step replaces the details form: the first box takes focus
          autoFocus
        />
        {problem && <FlowMessage message={{ tone: 'critical', ...problem }} />}
        <Button type="submit" fullWidth isPending={activate.isPending}>
          <FormattedMessage id="authScreens.activate.submit" />
        </Button>
        <Inline align="space-between" gap="small">
          <Button tone="ghost" size="small" isPending={resend.isPending} onPress={() => resend.run()}>
            <FormattedMessage id="auth.resend" />
          </Button>
          <Button tone="ghost" size="small" onPress={onChangeEmail}>
            <FormattedMessage id="authScreens.activate.otherEmail" />
          </Button>
        </Inline>
        {resend.isSuccess && <FlowMessage message={{ tone: 'positive', messageId: 'auth.otp.resent' }} />}
        {resendProblem && <FlowMessage message={{ tone: resendProblem.messageId === 'auth.rateLimited' ? 'caution' : 'critical', ...resendProblem }} />}
      </Stack>
    </Form>
  );
}
