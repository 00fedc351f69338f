import { useIntl } from 'react-intl';
import { Card } from '../../../../design-system/components/Card';
import { Inline } from '../../../../design-system/components/Inline';
import { Link } from '../../../../design-system/components/Link';
import { Stack } from '../../../../design-system/components/Stack';
import { Text } from '../../../../design-system/components/Text';
import { useLocale } from '../../../i18n/LocaleProvider';
import { localePath } from '../../../i18n/localePath';
import type { Reservation } from '../data';
import { ApprovalActions } from './ApprovalActions';
import { BookingSource } from './BookingSource';
import * as styles from './PendingApprovals.css';

/**
 * The bookings of the shown day or week that await the salon's approval, each approved or declined
 * in one press without leaving the schedule. Nothing is shown when none waits.
 */
export function PendingApprovals({ reservations, timeZone }: { reservations: readonly Reservation[]; timeZone: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const pending = reservations.filter((r) => r.status === 'pending');
  if (pending.length === 0) return null;
  const title = intl.formatMessage({ id: 'approval.pending.title' }, { count: pending.length });

  return (
    <Card tone="outlined" title={title} headingLevel={2}>
      <ul className={styles.list} aria-label={title}>
        {pending.map((r) => (
          <li key={r.id} className={styles.item}>
            <Inline align="space-between" alignY="center" gap="medium">
              <Stack gap="xsmall">
                <Link href={localePath(locale, `/provider-dashboard/reservations/${r.id}`)} tone="neutral">
                  {intl.formatMessage(
                    { id: 'approval.pending.line' },
                    {
                      customer: r.customer_name,
                      when: intl.formatDate(r.starts_at, { timeZone, weekday: 'short', hour: 'numeric', minute: '2-digit' }),
                    },
                  )}
                </Link>
                <Inline gap="small" alignY="center">
                  <Text as="span" size="small" tone="muted">
                    {intl.formatMessage({ id: 'approval.pending.detail' }, { services: intl.formatList(r.services.map((s) => s.name)), barber: r.barber_name })}
                  </Text>
                  <BookingSource source={r.source} />
                </Inline>
              </Stack>
              <ApprovalActions reservation={r} timeZone={timeZone} size="small" />
            </Inline>
          </li>
        ))}
      </ul>
    </Card>
  );
}
