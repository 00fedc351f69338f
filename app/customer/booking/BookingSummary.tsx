import { FormattedMessage, useIntl } from 'react-intl';
import type { CustomerBooking } from '../types';
import * as styles from './Booking.css';
import { formatDay, formatSar, formatTime } from './format';

/** A booking's details: salon, services, barber, day and time on the salon's clock, total, state. */
export function BookingSummary({ booking }: { booking: CustomerBooking }) {
  const intl = useIntl();
  const zone = booking.salon.timezone;
  const rows: Array<[string, string]> = [
    ['customer.summary.salon', booking.salon.name],
    ['customer.summary.services', intl.formatList(booking.services.map((service) => service.name), { type: 'conjunction' })],
    ['customer.summary.barber', booking.barber_name],
    ['customer.summary.when', intl.formatMessage({ id: 'customer.summary.dayAt' }, { day: formatDay(intl, booking.starts_at, zone), time: formatTime(intl, booking.starts_at, zone) })],
    ['customer.summary.total', formatSar(intl, booking.total)],
    ['customer.summary.status', intl.formatMessage({ id: `customer.status.${booking.status}` })],
  ];
  return (
    <dl className={styles.summary}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.contents}>
          <dt className={styles.summaryTerm}>
            <FormattedMessage id={term} />
          </dt>
          <dd className={styles.summaryValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
