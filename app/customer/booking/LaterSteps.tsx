import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '../../../design-system/components/Alert';
import { Button } from '../../../design-system/components/Button';
import { Form } from '../../../design-system/components/Form';
import { useLocale } from '../../i18n/LocaleProvider';
import { CodeForm } from '../CodeForm';
import { CustomerNameField, MobileForm } from '../MobileForm';
import type { CustomerBooking } from '../types';
import * as styles from './Booking.css';
export { AlternativesStep } from './AlternativesStep';
import { BookingSummary } from './BookingSummary';
import { calendarEventOf, calendarFileOf, downloadCalendarFile } from './calendarFile';
import { formatDay, formatTime } from './format';

/**
 * The steps after the time, loaded when the time step shows (not with the page): the number and
 * code forms and the confirmation are most of the booking's code, and a visitor who only reads
 * the page never needs them.
 */

export interface ContactStepProps {
  signedIn: boolean;
  /** Book as the signed-in customer, under this name. */
  onBook: (name: string) => Promise<void>;
  /** Not signed in: the code went to this number; the name is kept for the booking. */
  onCodeSent: (mobile: string, name: string) => void;
  defaultName: string;
  problem: string | null;
}

export function ContactStep({ signedIn, onBook, onCodeSent, defaultName, problem }: ContactStepProps) {
  const intl = useIntl();
  const [name, setName] = useState(defaultName);
  return (
    <>
      {problem && (
        <Alert tone="critical" live>
          {problem}
        </Alert>
      )}
      {signedIn ? (
        <Form className={styles.form} onSubmit={(event) => { event.preventDefault(); return onBook(name.trim()); }} aria-label={intl.formatMessage({ id: 'customer.contact.title' })}>
          <CustomerNameField value={name} onChange={setName} />
          <Button type="submit" fullWidth>
            <FormattedMessage id="customer.booking.confirm" />
          </Button>
        </Form>
      ) : (
        <MobileForm askName defaultName={defaultName} onCodeSent={onCodeSent} />
      )}
    </>
  );
}

export function CodeStep(props: { mobile: string; onVerified: () => Promise<void>; onChangeNumber: () => void; problem: string | null }) {
  return (
    <>
      {props.problem && (
        <Alert tone="critical" live>
          {props.problem}
        </Alert>
      )}
      <CodeForm mobile={props.mobile} onVerified={props.onVerified} onChangeNumber={props.onChangeNumber} />
    </>
  );
}

/** The booking made: what, where and when, "add to calendar" and the link to manage it. */
export function ConfirmationStep({ booking }: { booking: CustomerBooking }) {
  const intl = useIntl();
  const locale = useLocale();
  // The contract's manage path has no language: the customer's own goes in front.
  const managePath = `/${locale}${booking.manage_path}`;
  const [failed, setFailed] = useState(false);
  const manageUrl = new URL(managePath, window.location.origin).href;
  const addToCalendar = async () => {
    try {
      const zone = booking.salon.timezone;
      const text = await calendarFileOf(
        calendarEventOf(booking, manageUrl, {
          title: intl.formatMessage({ id: 'customer.calendar.title' }, { salon: booking.salon.name }),
          description: intl.formatMessage(
            { id: 'customer.calendar.description' },
            {
              services: intl.formatList(booking.services.map((service) => service.name), { type: 'conjunction' }),
              when: intl.formatMessage({ id: 'customer.summary.dayAt' }, { day: formatDay(intl, booking.starts_at, zone), time: formatTime(intl, booking.starts_at, zone) }),
              link: manageUrl,
            },
          ),
        }),
      );
      downloadCalendarFile(text, `${booking.salon.slug ?? 'booking'}-${booking.public_id.slice(0, 6)}.ics`);
    } catch {
      setFailed(true);
    }
  };
  return (
    <>
      <Alert tone={booking.status === 'pending' ? 'info' : 'positive'} live>
        <FormattedMessage id={booking.status === 'pending' ? 'customer.done.pending' : 'customer.done.confirmed'} />
      </Alert>
      <BookingSummary booking={booking} />
      {failed && (
        <Alert tone="critical" live>
          <FormattedMessage id="error.generic" />
        </Alert>
      )}
      <div className={styles.actions}>
        <Button tone="neutral" onPress={() => void addToCalendar()}>
          <FormattedMessage id="customer.done.addToCalendar" />
        </Button>
        <a className={styles.link} href={managePath}>
          <FormattedMessage id="customer.done.manage" />
        </a>
      </div>
    </>
  );
}
