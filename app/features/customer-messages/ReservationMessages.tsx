import { useQuery } from '@tanstack/react-query';
import { useBesideHijri } from '../../../design-system/components/Calendar';
import { useIntl } from 'react-intl';
import { Card } from '../../../design-system/components/Card';
import { Skeleton } from '../../../design-system/components/Skeleton';
import { Stack } from '../../../design-system/components/Stack';
import { Text } from '../../../design-system/components/Text';
import { api, call } from '../../api';
import { LoadFailed } from '../dashboard/LoadFailed';
import type { CustomerMessage } from './data';

const skipReasons = ['cancelled', 'moved', 'opted_out', 'channel_off', 'reminders_off', 'too_late'];

/** When a message last changed: read, delivered, failed, sent, else when it is (or was) due. */
const latest = (m: CustomerMessage) => m.read_at ?? m.delivered_at ?? m.failed_at ?? m.sent_at ?? m.send_at;

/** The messages a booking sent its customer (or will, or did not), each with its channel, status and time. */
export function ReservationMessages({ reservationId, timeZone }: { reservationId: number; timeZone: string }) {
  const intl = useIntl();
  const beside = useBesideHijri();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const messages = useQuery({
    // Under ['reservation', id] so that whatever refreshes the reservation refreshes its messages.
    queryKey: ['reservation', reservationId, 'messages'],
    queryFn: () => call(api.GET('/provider/reservations/{id}/messages', { params: { path: { id: reservationId } } })),
    select: (body) => body.data,
  });
  const kind = (m: CustomerMessage) => {
    if (m.kind !== 'reminder' || m.offset_minutes === null) return t(`customerMessages.kind.${m.kind}`);
    const hours = m.offset_minutes % 60 === 0;
    const time = intl.formatNumber(hours ? m.offset_minutes / 60 : m.offset_minutes, { style: 'unit', unit: hours ? 'hour' : 'minute', unitDisplay: 'long' });
    return t('customerMessages.booking.reminderBefore', { time });
  };
  const status = (m: CustomerMessage) => {
    const words = t(`customerMessages.status.${m.status}`);
    if (m.status === 'skipped' && m.skip_reason && skipReasons.includes(m.skip_reason)) return `${words} · ${t(`customerMessages.skip.${m.skip_reason}`)}`;
    return words;
  };
  const list = messages.data ?? [];
  return (
    <Card title={t('customerMessages.booking.title')} headingLevel={2}>
      {messages.isError ? (
        <LoadFailed what={t('customerMessages.booking.what')} onRetry={() => void messages.refetch()} />
      ) : messages.isPending ? (
        <Skeleton lines={3} />
      ) : list.length === 0 ? (
        <Text tone="muted">{t('customerMessages.booking.empty')}</Text>
      ) : (
        <Stack as="ul" gap="medium" aria-label={t('customerMessages.booking.title')}>
          {list.map((m) => (
            <li key={m.id}>
              <Stack gap="xsmall">
                <Text weight="bold">
                  {kind(m)}
                  {m.channel ? ` · ${t(`customerMessages.channelName.${m.channel}`)}` : ''}
                </Text>
                <Text size="small">{status(m)}</Text>
                <Text size="small" tone="muted">
                  <time dateTime={latest(m)}>{beside(intl.formatDate(latest(m), { timeZone, dateStyle: 'medium', timeStyle: 'short' }), latest(m), timeZone)}</time>
                </Text>
              </Stack>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
