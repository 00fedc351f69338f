import { useIntl } from 'react-intl';
import { useShowsHijri } from '../../../design-system/components/Calendar';
import { Banner } from '../../../design-system/components/Banner';
import { Link } from '../../../design-system/components/Link';
import { Stack } from '../../../design-system/components/Stack';
import type { components } from '../../../api-spec/schema';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import { dayAndTime } from './dates';

type Affected = components['schemas']['AffectedReservation'];

/** The live bookings a new rule covers: nothing was moved or cancelled; each links to its page. */
export function AffectedReservations({ items, timeZone }: { items: readonly Affected[]; timeZone: string }) {
  const intl = useIntl();
  const hijri = useShowsHijri();
  const locale = useLocale();
  if (items.length === 0) return null;
  return (
    <Banner tone="caution">
      <Stack gap="small">
        <strong>{intl.formatMessage({ id: 'closedTime.affected.title' }, { count: items.length })}</strong>
        <ul aria-label={intl.formatMessage({ id: 'closedTime.affected.title' }, { count: items.length })}>
          {items.map((r) => (
            <li key={r.id}>
              <Link href={localePath(locale, `/provider-dashboard/reservations/${r.id}`)}>
                {intl.formatMessage(
                  { id: 'closedTime.affected.item' },
                  { customer: r.customer_name, barber: r.barber_name, when: dayAndTime(r.starts_at, timeZone, intl.locale, { hijri }), label: r.label },
                )}
              </Link>
            </li>
          ))}
        </ul>
      </Stack>
    </Banner>
  );
}
