import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Tab, TabList, TabPanel, Tabs } from '../../../design-system/components/Tabs';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import { PageHeader } from '../dashboard/PageHeader';
import { ButtonLink } from '../website/ButtonLink';
import { ReservationsList } from './ReservationsList';
import { ReservationsSchedule } from './ReservationsSchedule';
import { useReservationUpdates } from './useReservationUpdates';

type View = 'schedule' | 'list';

/** Reservations: a schedule per barber (day or week) and a filterable list, the tab kept in the address. */
export default function ReservationsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'list' ? 'list' : 'schedule';
  useReservationUpdates();

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'reservations.title' })}
        actions={
          <ButtonLink href={localePath(locale, '/provider-dashboard/reservations/create')}>
            {intl.formatMessage({ id: 'reservations.create' })}
          </ButtonLink>
        }
      />
      <Tabs
        selectedKey={view}
        onSelectionChange={(key) =>
          // Each view keeps its own parameters; switching starts the other one clean.
          setParams(key === 'list' ? { view: 'list' } : {}, { replace: true })
        }
      >
        <TabList aria-label={intl.formatMessage({ id: 'reservations.views' })}>
          <Tab id="schedule">{intl.formatMessage({ id: 'reservations.view.schedule' })}</Tab>
          <Tab id="list">{intl.formatMessage({ id: 'reservations.view.list' })}</Tab>
        </TabList>
        <TabPanel id="schedule">{view === 'schedule' ? <ReservationsSchedule /> : null}</TabPanel>
        <TabPanel id="list">{view === 'list' ? <ReservationsList /> : null}</TabPanel>
      </Tabs>
    </>
  );
}
