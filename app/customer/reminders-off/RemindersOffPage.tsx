import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '../../../design-system/components/Alert';
import { Button } from '../../../design-system/components/Button';
import { useLocale } from '../../i18n/LocaleProvider';
import { useCustomerCalls } from '../calls';
import { myBookingsPath } from '../pages';
import * as styles from '../salon/SalonPage.css';
import { apiErrorOf, messageOf } from '../signIn';
import { useHydrated } from '../useHydrated';

type State = { kind: 'asking' } | { kind: 'sending' } | { kind: 'done'; business: string } | { kind: 'invalid'; message: string } | { kind: 'failed'; message: string };

/**
 * The link in a reminder (`/{locale}/reminders-off/{token}`): opening it changes nothing (link
 * previews open links); the customer presses the button, and the page says whose reminders stop,
 * or that the link is not valid. Messages about their bookings still come.
 */
export function RemindersOffPage({ token }: { token: string | null }) {
  const intl = useIntl();
  const locale = useLocale();
  const calls = useCustomerCalls();
  const hydrated = useHydrated();
  const [state, setState] = useState<State>(token ? { kind: 'asking' } : { kind: 'invalid', message: intl.formatMessage({ id: 'customer.remindersOff.invalid' }) });

  const stop = async () => {
    if (!token) return;
    setState({ kind: 'sending' });
    try {
      const { business } = await calls.stopReminders(token);
      setState({ kind: 'done', business });
    } catch (error) {
      const message = messageOf(error) ?? intl.formatMessage({ id: 'customer.remindersOff.failed' });
      setState(apiErrorOf(error)?.status === 422 ? { kind: 'invalid', message } : { kind: 'failed', message });
    }
  };

  return (
    <section className={styles.card} aria-labelledby="reminders-off-title">
      <h1 id="reminders-off-title" className={styles.name}>
        <FormattedMessage id="customer.remindersOff.title" />
      </h1>
      {state.kind === 'done' ? (
        <Alert live tone="positive" title={intl.formatMessage({ id: 'customer.remindersOff.doneTitle' })}>
          <FormattedMessage id="customer.remindersOff.done" values={{ business: state.business }} />
        </Alert>
      ) : state.kind === 'invalid' ? (
        <Alert live={token !== null} tone="critical" title={intl.formatMessage({ id: 'customer.remindersOff.invalidTitle' })}>
          {state.message}
        </Alert>
      ) : (
        <>
          <p className={styles.muted}>
            <FormattedMessage id="customer.remindersOff.body" />
          </p>
          {state.kind === 'failed' ? (
            <Alert live tone="critical" title={intl.formatMessage({ id: 'customer.remindersOff.failedTitle' })}>
              {state.message}
            </Alert>
          ) : null}
          <div className={styles.row}>
            <Button tone="critical" isDisabled={!hydrated} isPending={state.kind === 'sending'} onPress={() => void stop()}>
              {intl.formatMessage({ id: 'customer.remindersOff.button' })}
            </Button>
          </div>
        </>
      )}
      <p className={styles.row}>
        <a className={styles.link} href={myBookingsPath(locale)}>
          <FormattedMessage id="customer.remindersOff.myBookings" />
        </a>
      </p>
    </section>
  );
}
