import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SnapshotFrom } from 'xstate';
import { Button } from '../../../design-system/components/Button';
import { Form } from '../../../design-system/components/Form';
import { Link } from '../../../design-system/components/Link';
import { PhoneField } from '../../../design-system/components/PhoneField';
import { Stack } from '../../../design-system/components/Stack';
import { Text } from '../../../design-system/components/Text';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import type { providerLoginMachine, ProviderLoginEvent } from '../auth/providerLogin.machine';
import { FlowMessage } from './FlowMessage';

export interface ProviderLoginFormProps {
  snapshot: SnapshotFrom<typeof providerLoginMachine>;
  send: (event: ProviderLoginEvent) => void;
}

/** The company (provider) login: a +966 mobile number and "send code", with a link to register. */
export function ProviderLoginForm({ snapshot, send }: ProviderLoginFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const { mobile, mobileError, message } = snapshot.context;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'SUBMIT_MOBILE' });
  };
  return (
    <Form onSubmit={onSubmit} aria-label={intl.formatMessage({ id: 'auth.login.title' })}>
      <Stack gap="large">
        <Text tone="muted">
          <FormattedMessage id="authScreens.provider.intro" />
        </Text>
        <PhoneField
          label={intl.formatMessage({ id: 'auth.mobile.label' })}
          value={{ countryCode: '+966', mobile }}
          onChange={(value) => send({ type: 'MOBILE_CHANGED', value: value.mobile })}
          isRequired
          isInvalid={mobileError ? true : undefined}
          errorMessage={mobileError ? intl.formatMessage({ id: mobileError }) : undefined}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the login dialog opens for this input
          autoFocus
        />
        <FlowMessage message={message} />
        <Button type="submit" fullWidth isPending={snapshot.matches('sendingCode')}>
          <FormattedMessage id={snapshot.matches('sendingCode') ? 'auth.login.sending' : 'auth.login.submit'} />
        </Button>
        <Text align="center">
          <Link href={localePath(locale, '/auth')}>
            <FormattedMessage id="auth.login.register" />
          </Link>
        </Text>
      </Stack>
    </Form>
  );
}
