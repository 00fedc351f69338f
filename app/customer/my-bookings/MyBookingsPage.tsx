import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '../../../design-system/components/Alert';
import { Button } from '../../../design-system/components/Button';
import { Spinner } from '../../../design-system/components/Spinner';
import { useLocale } from '../../i18n/LocaleProvider';
import { useCustomerCalls } from '../calls';
import { CodeForm } from '../CodeForm';
import { MobileForm } from '../MobileForm';
import { myBookingsPath } from '../pages';
import { messageOf } from '../signIn';
import type { CustomerBooking } from '../types';
import { BookingCard } from './BookingCard';
import * as styles from './MyBookings.css';

type Bookings = { upcoming: CustomerBooking[]; past: CustomerBooking[] };
type View =
  | { kind: 'checking' }
  | { kind: 'mobile' }
  | { kind: 'code'; mobile: string }
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'list'; bookings: Bookings }
  | { kind: 'one'; booking: CustomerBooking };

const replaceIn = (list: CustomerBooking[], changed: CustomerBooking) => list.map((b) => (b.public_id === changed.public_id ? changed : b));

/**
 * The customer's bookings across salons, after an SMS code: upcoming and past, each to cancel or
 * move until the salon's cutoff. With a booking's id in the address (the manage link) that one
 * booking shows first. The session is the customer's own (never a provider's or a focus user's).
 */
export function MyBookingsPage({ publicId }: { publicId: string | null }) {
  const intl = useIntl();
  const locale = useLocale();
  const calls = useCustomerCalls();
  const [view, setView] = useState<View>({ kind: 'checking' });

  const load = useCallback(async () => {
    setView({ kind: 'loading' });
    try {
      if (publicId) setView({ kind: 'one', booking: await calls.booking(publicId) });
      else setView({ kind: 'list', bookings: await calls.bookings() });
    } catch (error) {
      setView({ kind: 'failed', message: messageOf(error) ?? intl.formatMessage({ id: 'error.generic' }) });
    }
  }, [calls, intl, publicId]);

  // The session lives in this browser only: known once the page runs.
  useEffect(() => {
    if (calls.signedIn()) void load();
    else setView({ kind: 'mobile' });
  }, [calls, load]);

  const changed = (booking: CustomerBooking) =>
    setView((current) =>
      current.kind === 'one'
        ? { kind: 'one', booking }
        : current.kind === 'list'
          ? { kind: 'list', bookings: { upcoming: replaceIn(current.bookings.upcoming, booking), past: replaceIn(current.bookings.past, booking) } }
          : current,
    );

  const signOut = async () => {
    await calls.signOut().catch(() => undefined);
    setView({ kind: 'mobile' });
  };

  const signedIn = view.kind === 'list' || view.kind === 'one' || view.kind === 'failed';
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>
          <FormattedMessage id="customer.myBookings.title" />
        </h1>
        {signedIn && (
          <Button tone="ghost" size="small" onPress={() => void signOut()}>
            <FormattedMessage id="customer.myBookings.signOut" />
          </Button>
        )}
      </div>
      {(view.kind === 'checking' || view.kind === 'loading') && <Spinner label={intl.formatMessage({ id: 'customer.myBookings.loading' })} />}
      {view.kind === 'mobile' && (
        <section className={styles.card} aria-labelledby="sign-in-title">
          <h2 id="sign-in-title" className={styles.sectionTitle}>
            <FormattedMessage id="customer.myBookings.signInTitle" />
          </h2>
          <p className={styles.muted}>
            <FormattedMessage id="customer.myBookings.signInBody" />
          </p>
          <MobileForm onCodeSent={(mobile) => setView({ kind: 'code', mobile })} />
        </section>
      )}
      {view.kind === 'code' && (
        <section className={styles.card} aria-labelledby="code-title">
          <h2 id="code-title" className={styles.sectionTitle}>
            <FormattedMessage id="customer.code.title" />
          </h2>
          <CodeForm mobile={view.mobile} onVerified={load} onChangeNumber={() => setView({ kind: 'mobile' })} />
        </section>
      )}
      {view.kind === 'failed' && (
        <Alert tone="critical" live>
          {view.message}
        </Alert>
      )}
      {view.kind === 'one' && (
        <>
          <BookingCard booking={view.booking} onChanged={changed} />
          <a className={styles.muted} href={myBookingsPath(locale)}>
            <FormattedMessage id="customer.myBookings.all" />
          </a>
        </>
      )}
      {view.kind === 'list' && (
        <>
          <section aria-labelledby="upcoming-title" className={styles.page}>
            <h2 id="upcoming-title" className={styles.sectionTitle}>
              <FormattedMessage id="customer.myBookings.upcoming" />
            </h2>
            {view.bookings.upcoming.length === 0 ? (
              <p className={styles.muted}>
                <FormattedMessage id="customer.myBookings.noUpcoming" />
              </p>
            ) : (
              <ul className={styles.list}>
                {view.bookings.upcoming.map((booking) => (
                  <li key={booking.public_id}>
                    <BookingCard booking={booking} onChanged={changed} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="past-title" className={styles.page}>
            <h2 id="past-title" className={styles.sectionTitle}>
              <FormattedMessage id="customer.myBookings.past" />
            </h2>
            {view.bookings.past.length === 0 ? (
              <p className={styles.muted}>
                <FormattedMessage id="customer.myBookings.noPast" />
              </p>
            ) : (
              <ul className={styles.list}>
                {view.bookings.past.map((booking) => (
                  <li key={booking.public_id}>
                    <BookingCard booking={booking} onChanged={changed} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
