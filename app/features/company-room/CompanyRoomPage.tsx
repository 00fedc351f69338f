import { useIntl } from 'react-intl';
import { useBesideHijri } from '../../../design-system/components/Calendar';
import { Card } from '../../../design-system/components/Card';
import { Text } from '../../../design-system/components/Text';
import { PageHeader } from '../dashboard/PageHeader';
import { useCompanyRoom } from './CompanyRoomLayout';

/** The room's page: whose room it is and since when the session runs. */
export function CompanyRoomPage() {
  const intl = useIntl();
  const room = useCompanyRoom();
  const beside = useBesideHijri();
  return (
    <>
      <PageHeader title={room.name} description={intl.formatMessage({ id: 'companyRoom.description' })} />
      <Card title={intl.formatMessage({ id: 'companyRoom.session.title' })} headingLevel={2}>
        <Text>
          {intl.formatMessage(
            { id: 'companyRoom.session.startedAt' },
            { time: beside(intl.formatDate(room.started_at, { dateStyle: 'long', timeStyle: 'short' }), room.started_at, Intl.DateTimeFormat().resolvedOptions().timeZone) },
          )}
        </Text>
      </Card>
    </>
  );
}
