import { useQuery } from '@tanstack/react-query';
import { useBesideHijri } from '../../../design-system/components/Calendar';
import { useIntl, type IntlShape } from 'react-intl';
import { Card } from '../../../design-system/components/Card';
import { Skeleton } from '../../../design-system/components/Skeleton';
import { Stack } from '../../../design-system/components/Stack';
import { Text } from '../../../design-system/components/Text';
import type { components } from '../../../api-spec/schema';
import { api, call } from '../../api';
import { phoneText } from '../../../shared/intl-locale';

type Entry = components['schemas']['ReservationHistoryEntry'];
type FieldChange = components['schemas']['ReservationFieldChange'];

/** One side of a change in words: times in the salon's zone, service lists through Intl, statuses by name. */
function valueText(intl: IntlShape, beside: ReturnType<typeof useBesideHijri>, change: FieldChange, value: FieldChange['from'], timeZone: string): string {
  if (value === null || value === '') return intl.formatMessage({ id: 'reservations.details.none' });
  if (Array.isArray(value)) return intl.formatList(value, { type: 'conjunction' });
  if (change.field === 'starts_at') return beside(intl.formatDate(value, { timeZone, dateStyle: 'medium', timeStyle: 'short' }), value, timeZone);
  if (change.field === 'status') return intl.formatMessage({ id: `reservations.status.${value}` });
  // A number reads left to right in every language: isolated so an Arabic sentence keeps it whole,
  // in the page's digits (as PhoneNumber writes it).
  if (change.field === 'customer_mobile') return `\u2066${phoneText(intl.locale, `+966 ${value}`)}\u2069`;
  return value;
}

/** Who did what to a reservation and when, oldest first, each change from and to. */
export function ReservationHistory({ reservationId, timeZone }: { reservationId: number; timeZone: string }) {
  const intl = useIntl();
  const beside = useBesideHijri();
  const history = useQuery({
    // Under ['reservation', id] so that whatever refreshes the reservation refreshes its history.
    queryKey: ['reservation', reservationId, 'history'],
    queryFn: () => call(api.GET('/provider/reservations/{id}/history', { params: { path: { id: reservationId } } })),
    select: (body) => body.data,
  });
  const who = (entry: Entry) =>
    entry.actor
      ? intl.formatMessage({ id: `reservations.history.by.${entry.actor.kind}` }, { name: entry.actor.name ?? intl.formatMessage({ id: 'reservations.history.someone' }) })
      : null;
  return (
    <Card title={intl.formatMessage({ id: 'reservations.history.title' })} headingLevel={2}>
      {history.isPending ? (
        <Skeleton lines={3} />
      ) : (history.data ?? []).length === 0 ? (
        <Text tone="muted">{intl.formatMessage({ id: 'reservations.history.empty' })}</Text>
      ) : (
        <Stack as="ol" gap="medium">
          {(history.data ?? []).map((entry) => (
            <li key={entry.id}>
              <Stack gap="xsmall">
                <Text weight="bold">
                  {intl.formatMessage({ id: `reservations.history.action.${entry.action}` })}
                  {who(entry) ? ` · ${who(entry)}` : ''}
                </Text>
                <Text size="small" tone="muted">
                  <time dateTime={entry.created_at}>{beside(intl.formatDate(entry.created_at, { timeZone, dateStyle: 'medium', timeStyle: 'short' }), entry.created_at, timeZone)}</time>
                </Text>
                {entry.changes.length > 0 ? (
                  <ul>
                    {entry.changes.map((change) => (
                      <li key={change.field}>
                        {intl.formatMessage(
                          { id: 'reservations.history.change' },
                          {
                            field: intl.formatMessage({ id: `reservations.history.field.${change.field}` }),
                            from: valueText(intl, beside, change, change.from, timeZone),
                            to: valueText(intl, beside, change, change.to, timeZone),
                          },
                        )}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </Stack>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
