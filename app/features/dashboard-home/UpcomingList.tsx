import { useIntl } from 'react-intl';
import { dayOf, HijriDate } from '../../../design-system/components/Calendar';
import { Link } from '../../../design-system/components/Link';
import { StatusBadge } from '../../../design-system/components/StatusBadge';
import type { components } from '../../../api-spec/schema';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import * as styles from './UpcomingList.css';

type Reservation = components['schemas']['Reservation'];

export interface UpcomingListProps {
  reservations: readonly Reservation[];
  /** The salon's zone: the day and time are the salon's wall clock. */
  timeZone: string;
}

/**
 * What comes next on the dashboard home: one row per booking (when, who, with whom and what,
 * its status), the whole row opening the booking. A list, not a column of bullet links.
 */
export function UpcomingList({ reservations, timeZone }: UpcomingListProps) {
  const intl = useIntl();
  const locale = useLocale();
  const list = new Intl.ListFormat(intl.locale, { type: 'unit', style: 'narrow' });
  return (
    <ul className={styles.list}>
      {reservations.map((r) => (
        <li key={r.id} className={styles.row}>
          <time className={styles.when} dateTime={r.starts_at}>
            <span className={styles.day}>{intl.formatDate(r.starts_at, { timeZone, weekday: 'short', day: 'numeric', month: 'short' })}</span>
            <HijriDate day={dayOf(r.starts_at, timeZone)} />
            <span className={styles.time}>{intl.formatTime(r.starts_at, { timeZone, hour: 'numeric', minute: '2-digit' })}</span>
          </time>
          <span className={styles.who}>
            <Link
              className={styles.link}
              tone="neutral"
              underline="hover"
              href={localePath(locale, `/provider-dashboard/reservations/${r.id}`)}
              aria-label={intl.formatMessage(
                { id: 'dashboardHome.upcomingLine' },
                { customer: r.customer_name, barber: r.barber_name, time: intl.formatDate(r.starts_at, { timeZone, weekday: 'long', hour: 'numeric', minute: '2-digit' }) },
              )}
            >
              {r.customer_name}
            </Link>
            <span className={styles.detail}>{list.format([r.barber_name, ...r.services.map((s) => s.name)])}</span>
          </span>
          <StatusBadge status={r.status} size="small" />
        </li>
      ))}
    </ul>
  );
}
