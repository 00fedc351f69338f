import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SnapshotFrom } from 'xstate';
import { Button } from '../../../design-system/components/Button';
import { Checkbox } from '../../../design-system/components/Checkbox';
import { Form } from '../../../design-system/components/Form';
import { Inline } from '../../../design-system/components/Inline';
import { Link } from '../../../design-system/components/Link';
import { PasswordField } from '../../../design-system/components/PasswordField';
import { Stack } from '../../../design-system/components/Stack';
import { Text } from '../../../design-system/components/Text';
import { TextField } from '../../../design-system/components/TextField';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import type { FocusLoginEvent, focusLoginMachine } from '../auth/focusLogin.machine';
import { FOCUS_PASSWORD_MIN } from '../constants';
import type { InlineMessage } from '../effects';
import { FlowMessage } from './FlowMessage';
import { SocialButtons } from './SocialButtons';

export interface FocusLoginFormProps {
  snapshot: SnapshotFrom<typeof focusLoginMachine>;
  send: (event: FocusLoginEvent) => void;
  /** Why a Google/Apple sign-in just failed, shown above the form. */
  socialMessage?: InlineMessage | null;
}

/**
 * The focus login: identifier and password (show/hide), remember me, forgot password, Google and
 * Apple, and a link to create a focus account.
 */
export function FocusLoginForm({ snapshot, send, socialMessage = null }: FocusLoginFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const { identifier, password, rememberMe, identifierError, passwordError, message } = snapshot.context;
  const signingIn = snapshot.matches('signingIn');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  return (
    <Stack gap="large">
      <FlowMessage message={socialMessage} />
      <Form onSubmit={onSubmit} aria-label={intl.formatMessage({ id: 'focus.login.title' })}>
        <Stack gap="large">
          <TextField
            label={intl.formatMessage({ id: 'focus.identifier.label' })}
            name="identifier"
            value={identifier}
            onChange={(value) => send({ type: 'IDENTIFIER_CHANGED', value })}
            isRequired
            autoComplete="username"
            inputDir="ltr"
            isInvalid={identifierError ? true : undefined}
            errorMessage={identifierError ? intl.formatMessage({ id: identifierError }) : undefined}
          />
          <PasswordField
            label={intl.formatMessage({ id: 'focus.password.label' })}
            name="password"
            value={password}
            onChange={(value) => send({ type: 'PASSWORD_CHANGED', value })}
            isRequired
            minLength={FOCUS_PASSWORD_MIN}
            isInvalid={passwordError ? true : undefined}
            errorMessage={passwordError ? intl.formatMessage({ id: passwordError }, { min: FOCUS_PASSWORD_MIN }) : undefined}
          />
          <Inline align="space-between" gap="small">
            <Checkbox isSelected={rememberMe} onChange={(value) => send({ type: 'REMEMBER_ME_CHANGED', value })}>
              <FormattedMessage id="focus.rememberMe" />
            </Checkbox>
            <Link href={localePath(locale, '/auth/focus-reset-pass')}>
              <FormattedMessage id="focus.forgotPassword" />
            </Link>
          </Inline>
          <FlowMessage message={message} />
          <Button type="submit" fullWidth isPending={signingIn}>
            <FormattedMessage id={signingIn ? 'focus.login.signingIn' : 'focus.login.submit'} />
          </Button>
        </Stack>
      </Form>
      <SocialButtons />
      <Text align="center">
        <Link href={`${localePath(locale, '/auth')}?type=focus`}>
          <FormattedMessage id="authScreens.focus.register" />
        </Link>
      </Text>
    </Stack>
  );
}
