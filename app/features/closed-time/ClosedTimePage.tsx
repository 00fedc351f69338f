import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Skeleton } from '../../../design-system/components/Skeleton';
import { Stack } from '../../../design-system/components/Stack';
import { Tab, TabList, TabPanel, Tabs } from '../../../design-system/components/Tabs';
import { PageHeader } from '../dashboard/PageHeader';
import { SalonSelect } from '../dashboard/SalonSelect';
import { DEFAULT_ZONE, useSalons } from '../reservations/data';
import { ClosuresPanel } from './ClosuresPanel';
import { PrayerPausesPanel } from './PrayerPausesPanel';
import { RamadanHoursPanel } from './RamadanHoursPanel';

export const closedTimeTabs = ['closures', 'prayer', 'ramadan'] as const;
type TabId = (typeof closedTimeTabs)[number];

/** Closed time of a salon: closures and time off, prayer pauses, Ramadan hours (the slot engine subtracts all of them). */
export default function ClosedTimePage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const salons = useSalons();
  const salonId = Number(params.get('salon')) || salons.data?.[0]?.id;
  const salon = salons.data?.find((s) => s.id === salonId);
  const tab = (closedTimeTabs as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as TabId) : 'closures';
  const set = (patch: Record<string, string>) => setParams({ ...Object.fromEntries(params), ...patch }, { replace: true });
  const timeZone = salon?.timezone ?? DEFAULT_ZONE;

  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'closedTime.title' })} description={intl.formatMessage({ id: 'closedTime.description' })} />
      <Stack gap="large">
        <SalonSelect salons={salons.data ?? []} salonId={salonId} onChange={(id) => set({ salon: String(id) })} />
        {salonId === undefined ? (
          <Skeleton lines={4} />
        ) : (
          <Tabs selectedKey={tab} onSelectionChange={(key) => set({ tab: String(key) })}>
            <TabList aria-label={intl.formatMessage({ id: 'closedTime.title' })}>
              {closedTimeTabs.map((t) => (
                <Tab key={t} id={t}>
                  {intl.formatMessage({ id: 'closedTime.tab' }, { tab: t })}
                </Tab>
              ))}
            </TabList>
            <TabPanel id="closures">
              <ClosuresPanel key={salonId} salonId={salonId} timeZone={timeZone} />
            </TabPanel>
            <TabPanel id="prayer">
              <PrayerPausesPanel key={salonId} salonId={salonId} timeZone={timeZone} />
            </TabPanel>
            <TabPanel id="ramadan">
              <RamadanHoursPanel key={salonId} salonId={salonId} timeZone={timeZone} />
            </TabPanel>
          </Tabs>
        )}
      </Stack>
    </>
  );
}
