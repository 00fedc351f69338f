import { useIntl } from 'react-intl';
import { Columns } from '../../../design-system/components/Columns';
import { DescriptionList } from '../../../design-system/components/DescriptionList';
import { Skeleton } from '../../../design-system/components/Skeleton';
import { StatCard } from '../../../design-system/components/StatCard';
import { Stack } from '../../../design-system/components/Stack';
import { Text } from '../../../design-system/components/Text';
import { LoadFailed } from '../dashboard/LoadFailed';
import { useMessageUsage } from './data';

const statuses = ['sent', 'delivered', 'read', 'failed'] as const;

/** This month's messages sent (they cost money): by channel, and where they are now. */
export function MessageUsage({ salonId }: { salonId: number }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const usage = useMessageUsage(salonId);
  if (usage.isError) return <LoadFailed what={t('customerMessages.usage.what')} onRetry={() => void usage.refetch()} />;
  if (!usage.data) return <Skeleton lines={4} />;
  const { month, by_channel: byChannel, by_status: byStatus, total } = usage.data;
  // The month's first day at noon UTC names the same month in every zone.
  const monthName = intl.formatDate(`${month}-01T12:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <Stack gap="medium">
      <Text tone="muted" size="small">
        {t('customerMessages.usage.month', { month: monthName })}
      </Text>
      <Columns columns={[1, 3]} gap="small">
        <StatCard label={t('customerMessages.usage.total')} value={total} icon="mail" />
        <StatCard label={t('customerMessages.usage.whatsapp')} value={byChannel.whatsapp} icon="whatsapp" />
        <StatCard label={t('customerMessages.usage.sms')} value={byChannel.sms} icon="phone" />
      </Columns>
      <DescriptionList items={statuses.map((s) => ({ id: s, term: t(`customerMessages.status.${s}`), detail: intl.formatNumber(byStatus[s]) }))} />
    </Stack>
  );
}
