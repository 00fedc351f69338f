import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Card } from '../../../design-system/components/Card';
import { Columns } from '../../../design-system/components/Columns';
import { Skeleton } from '../../../design-system/components/Skeleton';
import { Stack } from '../../../design-system/components/Stack';
import { LoadFailed } from '../dashboard/LoadFailed';
import { PageHeader } from '../dashboard/PageHeader';
import { SalonSelect } from '../dashboard/SalonSelect';
import { useSalons } from '../reservations/data';
import { useMessageSettings } from './data';
import { MessagePreview } from './MessagePreview';
import { MessageSettingsForm } from './MessageSettingsForm';
import { MessageUsage } from './MessageUsage';

/** /provider-dashboard/customer-messages?salon=: how a salon's customers hear about their bookings, what they read, and this month's count. */
export default function CustomerMessagesPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [params, setParams] = useSearchParams();
  const salons = useSalons();
  const salonId = Number(params.get('salon')) || salons.data?.[0]?.id;
  const settings = useMessageSettings(salonId);

  return (
    <>
      <PageHeader title={t('customerMessages.title')} description={t('customerMessages.description')} />
      <Stack gap="large">
        <SalonSelect salons={salons.data ?? []} salonId={salonId} onChange={(id) => setParams({ salon: String(id) }, { replace: true })} />
        {settings.isError ? (
          <LoadFailed what={t('customerMessages.what')} onRetry={() => void settings.refetch()} />
        ) : !settings.data || salonId === undefined ? (
          <Skeleton lines={10} />
        ) : (
          <>
            <Columns columns={[1, 1, 1, 1, 1, 2]} gap="large">
              <Card title={t('customerMessages.settings')} headingLevel={2}>
                {/* Keyed by salon, so another salon's settings start a fresh draft. */}
                <MessageSettingsForm key={salonId} salonId={salonId} settings={settings.data} />
              </Card>
              <Card title={t('customerMessages.usage.title')} headingLevel={2}>
                <MessageUsage salonId={salonId} />
              </Card>
            </Columns>
            <Card title={t('customerMessages.preview.title')} headingLevel={2}>
              <MessagePreview key={salonId} salonId={salonId} />
            </Card>
          </>
        )}
      </Stack>
    </>
  );
}
