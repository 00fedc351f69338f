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
import { useOnlineBooking } from './data';
import { OnlineBookingForm } from './OnlineBookingForm';
import { SharePanel } from './SharePanel';

/** /provider-dashboard/online-booking?salon=: a salon's online-booking rules and the panel to share its page. */
export default function OnlineBookingPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const salons = useSalons();
  const salonId = Number(params.get('salon')) || salons.data?.[0]?.id;
  const salon = salons.data?.find((s) => s.id === salonId);
  const settings = useOnlineBooking(salonId);
  // The public pages are served by the same server as the dashboard.
  const publicOrigin = window.location.origin;

  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'onlineBooking.title' })} description={intl.formatMessage({ id: 'onlineBooking.description' })} />
      <Stack gap="large">
        <SalonSelect salons={salons.data ?? []} salonId={salonId} onChange={(id) => setParams({ salon: String(id) }, { replace: true })} />
        {settings.isError ? (
          <LoadFailed what={intl.formatMessage({ id: 'onlineBooking.what' })} onRetry={() => void settings.refetch()} />
        ) : !settings.data || salonId === undefined ? (
          <Skeleton lines={10} />
        ) : (
          <Columns columns={[1, 1, 1, 1, 1, 2]} gap="large">
            <Card title={intl.formatMessage({ id: 'onlineBooking.rules' })} headingLevel={2}>
              {/* Keyed by salon and saved state, so another salon's rules start a fresh draft. */}
              <OnlineBookingForm key={`${salonId}`} salonId={salonId} settings={settings.data} publicOrigin={publicOrigin} />
            </Card>
            {settings.data.public_path && salon ? (
              <SharePanel salon={salon} publicPath={settings.data.public_path} publicOrigin={publicOrigin} enabled={settings.data.enabled} />
            ) : (
              <Card title={intl.formatMessage({ id: 'onlineBooking.share.title' })} headingLevel={2} tone="sunken">
                {intl.formatMessage({ id: 'onlineBooking.share.notYet' })}
              </Card>
            )}
          </Columns>
        )}
      </Stack>
    </>
  );
}
