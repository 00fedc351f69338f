import { useCallback, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '../../design-system/components/Alert';
import { Button } from '../../design-system/components/Button';
import { useTicker } from '../../design-system/components/Countdown/useTicker';
import { OtpField } from '../../design-system/components/OtpField';
import { useAction } from '../lib/useAction';
import * as styles from './booking/Booking.css';
import { useCustomerCalls } from './calls';
import { messageOf, RESEND_SECONDS, waitAfter } from './signIn';
import { PhoneNumber } from '../../design-system/components/PhoneNumber';

export interface CodeFormProps {
  /** The national number the code went to (`5XXXXXXXX`). */
  mobile: string;
  /** Once the code is right and the session kept. */
  onVerified: () => Promise<void> | void;
  /** Back to the number (a typo). */
  onChangeNumber: () => void;
  /** The clock (stories pass a fixed one). */
  now?: () => number;
}

/**
 * The 4-digit SMS code: verify, and ask again after 60 seconds (or after the time the server
 * names when it refuses). The server's messages (a wrong code, too many tries) are in the page's
 * language and show as they are.
 */
export function CodeForm({ mobile, onVerified, onChangeNumber, now = Date.now }: CodeFormProps) {
  const intl = useIntl();
  const calls = useCustomerCalls();
  const [code, setCode] = useState('');
  const [resendAt, setResendAt] = useState(() => now() + RESEND_SECONDS * 1000);
  const clock = useCallback(() => now(), [now]);
  const current = useTicker(clock, true);
  const secondsLeft = Math.max(0, Math.ceil((resendAt - current) / 1000));

  const verify = useAction(async (typed: string) => {
    await calls.verify(mobile, typed);
    await onVerified();
  }, { onError: () => setCode('') });
  const resend = useAction(() => calls.requestCode(mobile), {
    onSuccess: () => setResendAt(now() + RESEND_SECONDS * 1000),
    onError: (error) => {
      const wait = waitAfter(error);
      if (wait !== null) setResendAt(now() + wait * 1000);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length === 4) void verify.run(code);
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label={intl.formatMessage({ id: 'customer.code.title' })}>
      <p className={styles.muted}>
        <FormattedMessage id="customer.code.sentTo" values={{ mobile: <PhoneNumber number={mobile} /> }} />
      </p>
      <OtpField
        label={intl.formatMessage({ id: 'customer.code.label' })}
        value={code}
        onChange={setCode}
        onComplete={(typed) => void verify.run(typed)}
        isInvalid={verify.isError}
        errorMessage={verify.isError ? (messageOf(verify.error) ?? intl.formatMessage({ id: 'error.generic' })) : undefined}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the code step replaces the number form: the first box takes focus
        autoFocus
      />
      {resend.isSuccess && (
        <Alert tone="positive" live>
          <FormattedMessage id="customer.code.resent" />
        </Alert>
      )}
      {resend.isError && (
        <Alert tone="caution" live>
          {messageOf(resend.error) ?? intl.formatMessage({ id: 'error.generic' })}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button type="submit" isPending={verify.isPending} isDisabled={code.length !== 4}>
          <FormattedMessage id="customer.code.verify" />
        </Button>
        <Button tone="ghost" size="small" isDisabled={secondsLeft > 0} isPending={resend.isPending} onPress={() => void resend.run()}>
          {secondsLeft > 0 ? <FormattedMessage id="customer.code.resendIn" values={{ seconds: secondsLeft }} /> : <FormattedMessage id="customer.code.resend" />}
        </Button>
        <Button tone="ghost" size="small" onPress={onChangeNumber}>
          <FormattedMessage id="customer.code.changeNumber" />
        </Button>
      </div>
    </form>
  );
}
