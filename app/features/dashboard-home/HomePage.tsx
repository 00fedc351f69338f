import { getDayOfWeek, now as zonedNow, toCalendarDate } from '@internationalized/date';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Card } from '../../../design-system/components/Card';
import { BarChart } from '../../../design-system/components/Chart';
import { Columns } from '../../../design-system/components/Columns';
import { EmptyState } from '../../../design-system/components/EmptyState';
import { ScheduleView } from '../../../design-system/components/ScheduleView';
import { Select, SelectItem } from '../../../design-system/components/Select';
import { Skeleton } from '../../../design-system/components/Skeleton';
import { Stack } from '../../../design-system/components/Stack';
import { StatCard } from '../../../design-system/components/StatCard';
import { Text } from '../../../design-system/components/Text';
import { api, call } from '../../api';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import { PageHeader } from '../dashboard/PageHeader';
import { DEFAULT_ZONE, dayStartIso, openingHours, useBarbers, useSalons } from '../reservations/data';
import { fetchAllReservations, toScheduleReservation } from '../reservations/ReservationsSchedule';
import { scheduleHours } from '../reservations/scheduleHours';
import { useClosedTime } from '../reservations/useClosedTime';
import { useReservationUpdates } from '../reservations/useReservationUpdates';
import { hasPermission } from '../session/guards';
import { useSession } from '../session/SessionProvider';
import { UpcomingList } from './UpcomingList';
import { dailyTotals } from './stats';
import * as styles from './HomePage.css';

/** The dashboard home: today's schedule, what comes next, the wallet and the last 30 days. */
export default function HomePage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const canSeeWallet = useSession((s) => hasPermission(s.context, 'wallet.view'));
  const canSeeReservations = useSession((s) => hasPermission(s.context, 'reservations.view'));
  useReservationUpdates();
  const salons = useSalons();
  const salonId = Number(params.get('salon')) || salons.data?.[0]?.id;
  const salon = salons.data?.find((s) => s.id === salonId);
  const timeZone = salon?.timezone ?? DEFAULT_ZONE;
  const barbers = useBarbers(salonId);
  const today = zonedNow(timeZone);
  const todayDate = toCalendarDate(today).toString();

  // Today as the reservations schedule draws it: prayer pauses, closures and time off shaded and
  // named, and a Ramadan night's hours (past midnight, whose bookings after it are today's too).
  const day = toCalendarDate(today);
  const closedTime = useClosedTime(salonId, day, day.add({ days: 1 }), canSeeReservations);
  const hours = scheduleHours(openingHours(salon, getDayOfWeek(today, 'en-US')), [todayDate], closedTime.data);
  const todays = useQuery({
    queryKey: ['reservations', 'today', { salonId, todayDate, closesNextDay: hours.closesNextDay }],
    queryFn: () => fetchAllReservations({ salon_id: salonId, from: dayStartIso(day, timeZone), to: dayStartIso(day.add({ days: hours.closesNextDay ? 2 : 1 }), timeZone) }),
    enabled: salonId !== undefined && canSeeReservations,
  });

  const upcoming = useQuery({
    queryKey: ['reservations', 'upcoming'],
    queryFn: () =>
      call(
        api.GET('/provider/reservations', {
          params: { query: { from: new Date().toISOString(), status: ['pending', 'confirmed'], sort: 'starts_at', per_page: 5 } },
        }),
      ),
    select: (body) => body.data,
    enabled: canSeeReservations,
  });

  const wallet = useQuery({
    queryKey: ['wallet'],
    queryFn: () => call(api.GET('/provider/wallet')),
    select: (body) => body.data,
    enabled: canSeeWallet,
  });

  const history = useQuery({
    queryKey: ['reservations', 'completed-30-days', todayDate],
    queryFn: async () => {
      const to = new Date();
      const from = new Date(to.getTime() - 30 * 86_400_000);
      const all = [];
      for (let page = 1; ; page += 1) {
        const body = await call(
          api.GET('/provider/reservations', { params: { query: { from: from.toISOString(), to: to.toISOString(), status: ['completed'], per_page: 100, page } } }),
        );
        all.push(...body.data);
        if (page >= body.meta.last_page) return all;
      }
    },
    enabled: canSeeReservations,
  });
  // The page's answers arrive one by one on the first load. Each is drawn in a deferred render
  // (useDeferredValue: React renders it in slices, yielding to the browser), and the sections it
  // does not change keep their elements (useMemo), so no answer re-draws the whole page in one
  // long task (issue 21 item 17). A section shows its skeleton until its deferred data is there.
  const todaysData = useDeferredValue(todays.data);
  const barbersData = useDeferredValue(barbers.data);
  const upcomingData = useDeferredValue(upcoming.data);
  const historyData = useDeferredValue(history.data);
  // Reported in Riyadh time: one provider's salons share a zone in practice (all demo salons are Saudi).
  const days = useMemo(() => (historyData ? dailyTotals(historyData, new Date(), DEFAULT_ZONE, 30) : []), [historyData]);
  const scheduleBarbers = useMemo(() => (barbersData ?? []).map((b) => ({ id: String(b.id), name: b.name })), [barbersData]);
  const onlineLabel = intl.formatMessage({ id: 'approval.source' }, { source: 'online' });
  const scheduleReservations = useMemo(() => (todaysData ?? []).map((r) => toScheduleReservation(r, onlineLabel)), [todaysData, onlineLabel]);
  const { opensAt, closesAt, closesNextDay } = hours;
  const blocked = closedTime.blocked;
  const slotMinutes = salon?.slot_interval_minutes ?? 30;
  const totals = useMemo(() => ({ bookings: days.reduce((sum, d) => sum + d.bookings, 0), revenue: days.reduce((sum, d) => sum + d.revenue, 0) }), [days]);

  const schedule = useMemo(
    () =>
      todaysData === undefined || barbersData === undefined ? (
        <Skeleton shape="block" blockSize="16rem" />
      ) : (
        <ScheduleView
          aria-label={intl.formatMessage({ id: 'dashboardHome.todayLabel' })}
          view="day"
          date={todayDate}
          barbers={scheduleBarbers}
          reservations={scheduleReservations}
          opensAt={opensAt}
          closesAt={closesAt}
          closesNextDay={closesNextDay}
          blocked={blocked}
          slotMinutes={slotMinutes}
          timeZone={timeZone}
          onReservationPress={(id) => navigate(localePath(locale, `/provider-dashboard/reservations/${id}`))}
        />
      ),
    [todaysData, barbersData, intl, todayDate, scheduleBarbers, scheduleReservations, opensAt, closesAt, closesNextDay, blocked, slotMinutes, timeZone, navigate, locale],
  );

  const upcomingList = useMemo(
    () =>
      upcomingData === undefined ? (
        <Skeleton lines={5} />
      ) : upcomingData.length === 0 ? (
        <EmptyState icon="calendar" headingLevel={3} title={intl.formatMessage({ id: 'dashboardHome.noUpcoming' })} />
      ) : (
        <UpcomingList reservations={upcomingData} timeZone={timeZone} />
      ),
    [upcomingData, intl, timeZone],
  );

  const charts = useMemo(
    () =>
      historyData === undefined ? (
        <Skeleton shape="block" blockSize="10rem" />
      ) : (
        <Stack gap="medium">
          <BarChart
            title={intl.formatMessage({ id: 'dashboardHome.bookingsChart' })}
            data={days.map((d) => ({ x: d.date, value: d.bookings }))}
            xType="date"
            xLabel={intl.formatMessage({ id: 'dashboardHome.chart.day' })}
            valueLabel={intl.formatMessage({ id: 'dashboardHome.chart.value' })}
            height={200}
          />
          <BarChart
            title={intl.formatMessage({ id: 'dashboardHome.revenueChart' })}
            data={days.map((d) => ({ x: d.date, value: d.revenue }))}
            xType="date"
            valueFormat="money"
            xLabel={intl.formatMessage({ id: 'dashboardHome.chart.day' })}
            valueLabel={intl.formatMessage({ id: 'dashboardHome.chart.value' })}
            height={200}
          />
          <Text size="small" tone="muted">
            {intl.formatMessage({ id: 'dashboardHome.chartNote' })}
          </Text>
        </Stack>
      ),
    [historyData, days, intl],
  );

  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'dashboardHome.title' })} />
      <Stack gap="large">
        <Columns columns={[1, 3]} gap="medium">
          {canSeeWallet ? (
            <StatCard label={intl.formatMessage({ id: 'dashboardHome.wallet' })} value={wallet.data?.balance ?? 0} format="money" icon="wallet" isLoading={wallet.isPending} />
          ) : null}
          {canSeeReservations ? (
            <>
              <StatCard
                label={intl.formatMessage({ id: 'dashboardHome.bookings30' })}
                value={totals.bookings}
                icon="calendar"
                isLoading={historyData === undefined}
              />
              <StatCard
                label={intl.formatMessage({ id: 'dashboardHome.revenue30' })}
                value={totals.revenue}
                format="money"
                icon="chart"
                isLoading={historyData === undefined}
              />
            </>
          ) : null}
        </Columns>
        {canSeeReservations ? (
          // From 1,700 px today's schedule takes two thirds of the row and the upcoming list and the chart stack beside it.
          <div className={styles.todayRow}>
            <Card title={intl.formatMessage({ id: 'dashboardHome.today' })} headingLevel={2}>
              <Stack gap="medium">
                {(salons.data?.length ?? 0) > 1 ? (
                  <Select
                    label={intl.formatMessage({ id: 'reservations.filter.salon' })}
                    items={salons.data ?? []}
                    selectedKey={salonId ?? null}
                    onSelectionChange={(key) => setParams(key === null ? {} : { salon: String(key) }, { replace: true })}
                  >
                    {(s) => <SelectItem id={s.id}>{s.name}</SelectItem>}
                  </Select>
                ) : null}
                {schedule}
              </Stack>
            </Card>
            <div className={styles.secondary}>
              <Columns columns={[1, 2, 2, 2, 2, 2, 1]} gap="medium">
                <Card title={intl.formatMessage({ id: 'dashboardHome.upcoming' })} headingLevel={2}>
                  {upcomingList}
                </Card>
                <Card title={intl.formatMessage({ id: 'dashboardHome.last30' })} headingLevel={2}>
                  {charts}
                </Card>
              </Columns>
            </div>
          </div>
        ) : null}
      </Stack>
    </>
  );
}
