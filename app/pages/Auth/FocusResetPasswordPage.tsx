import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../design-system/components/Button';
import { Form } from '../../../design-system/components/Form';
import { Inline } from '../../../design-system/components/Inline';
import { OtpField } from '../../../design-system/components/OtpField';
import { Stack } from '../../../design-system/components/Stack';
import { toast } from '../../../design-system/components/Toast';
import { AuthCard } from '../../features/auth-screens/AuthCard';
import { EmailCodeRequestForm } from '../../features/auth-screens/EmailCodeRequestForm';
import { NewPasswordForm } from '../../features/auth-screens/NewPasswordForm';
import { ResendResetCode } from '../../features/auth-screens/ResendResetCode';
import { focusLoginAddress } from '../../features/auth-screens/signIn';
import { OTP_LENGTH } from '../../features/constants';
import { useLocale } from '../../i18n/LocaleProvider';

type Step = { name: 'email' } | { name: 'code'; email: string; problem: string | null } | { name: 'password'; email: string; code: string };

const stepTitle = { email: 'authScreens.focusReset.emailStep', code: 'authScreens.focusReset.codeStep', password: 'authScreens.focusReset.passwordStep' } as const;

/**
 * /auth/focus-reset-pass, linked from the focus login: e-mail → the 4-digit code → a new
 * password. A rejected code brings the code step back with the reason; success opens the focus login.
 */
export function FocusResetPasswordPage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [code, setCode] = useState('');

  // The four boxes are required: the form only gets here with a whole code.
  const submitCode = (event: FormEvent<HTMLFormElement>, email: string) => {
    event.preventDefault();
    setStep({ name: 'password', email, code });
  };

  return (
    <AuthCard
      titleId="authScreens.focusReset.title"
      descriptionId="authScreens.focusReset.description"
      title={<FormattedMessage id="authScreens.focusReset.title" />}
      lead={<FormattedMessage id={stepTitle[step.name]} values={{ step: step.name === 'email' ? 1 : step.name === 'code' ? 2 : 3, count: 3 }} />}
    >
      {step.name === 'email' && (
        <EmailCodeRequestForm
          account="focus"
          onSent={(email) => {
            toast.positive(intl.formatMessage({ id: 'authScreens.reset.codeSent' }, { email }));
            setStep({ name: 'code', email, problem: null });
          }}
        />
      )}
      {step.name === 'code' && (
        <Form onSubmit={(event) => submitCode(event, step.email)} aria-label={intl.formatMessage({ id: 'authScreens.reset.codeLabel' })}>
          <Stack gap="large">
            <OtpField
              name="code"
              label={intl.formatMessage({ id: 'authScreens.reset.codeLabel' })}
              description={intl.formatMessage({ id: 'authScreens.reset.codeSentTo' }, { email: step.email, length: OTP_LENGTH })}
              value={code}
              onChange={(value) => {
                setCode(value);
                if (step.problem) setStep({ ...step, problem: null });
              }}
              isRequired
              isInvalid={step.problem ? true : undefined}
              errorMessage={step.problem ? intl.formatMessage({ id: step.problem }) : undefined}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the code step replaces the e-mail step: focus goes to the first box
              autoFocus
            />
            <Button type="submit" fullWidth>
              <FormattedMessage id="authScreens.focusReset.continue" />
            </Button>
            <Inline align="space-between">
              <ResendResetCode account="focus" email={step.email} />
              <Button tone="ghost" size="small" onPress={() => setStep({ name: 'email' })}>
                <FormattedMessage id="authScreens.reset.otherEmail" />
              </Button>
            </Inline>
          </Stack>
        </Form>
      )}
      {step.name === 'password' && (
        <NewPasswordForm
          account="focus"
          email={step.email}
          code={step.code}
          onCodeRejected={(messageId) => {
            setCode('');
            setStep({ name: 'code', email: step.email, problem: messageId });
          }}
          onDone={() => {
            toast.positive(intl.formatMessage({ id: 'authScreens.reset.done' }));
            void navigate(focusLoginAddress(locale));
          }}
        />
      )}
    </AuthCard>
  );
}
