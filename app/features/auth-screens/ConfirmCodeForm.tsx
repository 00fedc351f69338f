import { useEffect, useRef, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SnapshotFrom } from 'xstate';
import { Button } from '../../../design-system/components/Button';
import { Form } from '../../../design-system/components/Form';
import { Inline } from '../../../design-system/components/Inline';
import { OtpField } from '../../../design-system/components/OtpField';
import { Stack } from '../../../design-system/components/Stack';
import { Text } from '../../../design-system/components/Text';
import { OTP_LENGTH } from '../constants';
import { normaliseSaudiMobile } from '../auth/mobile';
import type { providerLoginMachine, ProviderLoginEvent } from '../auth/providerLogin.machine';
import { FlowMessage } from './FlowMessage';

export interface ConfirmCodeFormProps {
  snapshot: SnapshotFrom<typeof providerLoginMachine>;
  send: (event: ProviderLoginEvent) => void;
}

/**
 * The confirm-code step after a provider login or registration: four boxes, verify, and resend
 * once the 60-second countdown has run out.
 */
export function ConfirmCodeForm({ snapshot, send }: ConfirmCodeFormProps) {
  const intl = useIntl();
  const { code, codeError, message, secondsLeft, countryCode, mobile } = snapshot.context;
  const verifying = snapshot.matches({ codeEntry: { verification: 'verifying' } });
  const resending = snapshot.matches({ codeEntry: { resend: 'resending' } });
  const canResend = snapshot.matches({ codeEntry: { resend: 'available' } });
  const boxes = useRef<HTMLDivElement>(null);

  // A rejected code is cleared and the first box takes focus, so the next try starts clean.
  useEffect(() => {
    if (message?.messageId !== 'auth.otp.wrong') return;
    send({ type: 'CODE_CHANGED', value: '' });
    boxes.current?.querySelector('input')?.focus();
  }, [message, send]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'VERIFY' });
  };
  return (
    <Form onSubmit={onSubmit} aria-label={intl.formatMessage({ id: 'auth.otp.title' })}>
      <Stack gap="large">
        <Text tone="muted">
          <FormattedMessage
            id="auth.otp.sentTo"
            values={{
              length: OTP_LENGTH,
              mobile: (
                <bdi dir="ltr" key="mobile">
                  {countryCode} {normaliseSaudiMobile(mobile)}
                </bdi>
              ),
            }}
          />
        </Text>
        <div ref={boxes}>
          <OtpField
            label={intl.formatMessage({ id: 'auth.otp.label' })}
            value={code}
            onChange={(value) => send({ type: 'CODE_CHANGED', value })}
            isRequired
            isInvalid={codeError ? true : undefined}
            errorMessage={codeError ? intl.formatMessage({ id: codeError }, { length: OTP_LENGTH }) : undefined}
            isDisabled={verifying}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the confirm-code dialog opens for this input: the first box takes focus
            autoFocus
          />
        </div>
        <FlowMessage message={message} />
        <Button type="submit" fullWidth isPending={verifying}>
          <FormattedMessage id={verifying ? 'auth.verifying' : 'auth.verify'} />
        </Button>
        <Inline align="space-between" gap="small">
          <Button tone="ghost" size="small" isDisabled={!canResend} isPending={resending} onPress={() => send({ type: 'RESEND' })}>
            {resending ? (
              <FormattedMessage id="auth.resending" />
            ) : secondsLeft > 0 ? (
              <FormattedMessage id="auth.resendIn" values={{ seconds: secondsLeft }} />
            ) : (
              <FormattedMessage id="auth.resend" />
            )}
          </Button>
          <Button tone="ghost" size="small" onPress={() => send({ type: 'CHANGE_NUMBER' })}>
            <FormattedMessage id="auth.changeNumber" />
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}
