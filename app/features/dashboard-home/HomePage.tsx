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

/**
 * The dashboard home: today's schedule, what comes next, the wallet and the last 30 days.
 *
 * Each section asks for its own data. The page's answers arrive one by one on the first load, and
 * an answer re-draws only the section that asked for it (a query's answer is drawn at once, not in
 * a transition), so no answer re-draws the whole page in one long task (issue 21 item 17).
 */
export default function HomePage() {
  const intl = useIntl();
  const canSeeWallet = useSession((s) => hasPermission(s.context, 'wallet.view'));
  const canSeeReservations = useSession((s) => hasPermission(s.context, 'reservations.view'));
  useReservationUpdates();

  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'dashboardHome.title' })} />
      <Stack gap="large">
        <Columns columns={[1, 3]} gap="medium">
          {canSeeWallet ? <WalletStat /> : null}
          {canSeeReservations ? <Last30Stats /> : null}
        </Columns>
        {canSeeReservations ? (
          // From 1,700 px today's schedule takes two thirds of the row and the upcoming list and the chart stack beside it.
          <div className={styles.todayRow}>
            <Card title={intl.formatMessage({ id: 'dashboardHome.today' })} headingLevel={2}>
              <TodaySchedule />
            </Card>
            <div className={styles.secondary}>
              <Columns columns={[1, 2, 2, 2, 2, 2, 1]} gap="medium">
                <Card title={intl.formatMessage({ id: 'dashboardHome.upcoming' })} headingLevel={2}>
                  <Upcoming />
                </Card>
                <Card title={intl.formatMessage({ id: 'dashboardHome.last30' })} headingLevel={2}>
                  <Last30Charts />
                </Card>
              </Columns>
            </div>
          </div>
        ) : null}
      </Stack>
    </>
  );
}

/** The salon the home shows (`?salon=`, else the first), its time zone, and the list to choose from. */
function useShownSalon() {
  const [params, setParams] = useSearchParams();
  const salons = useSalons();
  const salonId = Number(params.get('salon')) || salons.data?.[0]?.id;
  const salon = salons.data?.find((s) => s.id === salonId);
  const choose = (id: number | null) => setParams(id === null ? {} : { salon: String(id) }, { replace: true });
  return { salons: salons.data, salonId, salon, timeZone: salon?.timezone ?? DEFAULT_ZONE, choose };
}

function WalletStat() {
  const intl = useIntl();
  const wallet = useQuery({
    queryKey: ['wallet'],
    queryFn: () => call(api.GET('/provider/wallet')),
    select: (body) => body.data,
  });
  return <StatCard label={intl.formatMessage({ id: 'dashboardHome.wallet' })} value={wallet.data?.balance ?? 0} format="money" icon="wallet" isLoading={wallet.isPending} />;
}

/**
 * The completed bookings of the last 30 days, by day. Reported in Riyadh time: one provider's
 * salons share a zone in practice (all demo salons are Saudi). Drawn in a deferred render
 * (useDeferredValue: React renders it in slices, yielding to the browser).
 */
function useLast30Days() {
  const todayDate = toCalendarDate(zonedNow(DEFAULT_ZONE)).toString();
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
  });
  const historyData = useDeferredValue(history.data);
  return useMemo(() => (historyData ? dailyTotals(historyData, new Date(), DEFAULT_ZONE, 30) : undefined), [historyData]);
}

function Last30Stats() {
  const intl = useIntl();
  const days = useLast30Days();
  const totals = useMemo(() => ({ bookings: days?.reduce((sum, d) => sum + d.bookings, 0) ?? 0, revenue: days?.reduce((sum, d) => sum + d.revenue, 0) ?? 0 }), [days]);
  return (
    <>
      <StatCard label={intl.formatMessage({ id: 'dashboardHome.bookings30' })} value={totals.bookings} icon="calendar" isLoading={days === undefined} />
      <StatCard label={intl.formatMessage({ id: 'dashboardHome.revenue30' })} value={totals.revenue} format="money" icon="chart" isLoading={days === undefined} />
    </>
  );
}

function Last30Charts() {
  const intl = useIntl();
  const days = useLast30Days();
  if (days === undefined) return <Skeleton shape="block" blockSize="10rem" />;
  return (
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
  );
}

function Upcoming() {
  const intl = useIntl();
  const { timeZone } = useShownSalon();
  const upcoming = useQuery({
    queryKey: ['reservations', 'upcoming'],
    queryFn: () =>
      call(
        api.GET('/provider/reservations', {
          params: { query: { from: new Date().toISOString(), status: ['pending', 'confirmed'], sort: 'starts_at', per_page: 5 } },
        }),
      ),
    select: (body) => body.data,
  });
  const reservations = useDeferredValue(upcoming.data);
  if (reservations === undefined) return <Skeleton lines={5} />;
  if (reservations.length === 0) return <EmptyState icon="calendar" headingLevel={3} title={intl.formatMessage({ id: 'dashboardHome.noUpcoming' })} />;
  return <UpcomingList reservations={reservations} timeZone={timeZone} />;
}

/**
 * Today as the reservations schedule draws it: prayer pauses, closures and time off shaded and
 * named, and a Ramadan night's hours (past midnight, whose bookings after it are today's too).
 */
function TodaySchedule() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const { salons, salonId, salon, timeZone, choose } = useShownSalon();
  const barbers = useBarbers(salonId);
  const today = zonedNow(timeZone);
  const todayDate = toCalendarDate(today).toString();
  const day = toCalendarDate(today);
  const closedTime = useClosedTime(salonId, day, day.add({ days: 1 }), true);
  const hours = scheduleHours(openingHours(salon, getDayOfWeek(today, 'en-US')), [todayDate], closedTime.data);
  const todays = useQuery({
    queryKey: ['reservations', 'today', { salonId, todayDate, closesNextDay: hours.closesNextDay }],
    queryFn: () => fetchAllReservations({ salon_id: salonId, from: dayStartIso(day, timeZone), to: dayStartIso(day.add({ days: hours.closesNextDay ? 2 : 1 }), timeZone) }),
    enabled: salonId !== undefined,
  });
  // The schedule is drawn in a deferred render (React renders it in slices, yielding to the
  // browser); it shows its skeleton until its deferred data is there.
  const todaysData = useDeferredValue(todays.data);
  const barbersData = useDeferredValue(barbers.data);
  const scheduleBarbers = useMemo(() => (barbersData ?? []).map((b) => ({ id: String(b.id), name: b.name })), [barbersData]);
  const onlineLabel = intl.formatMessage({ id: 'approval.source' }, { source: 'online' });
  const scheduleReservations = useMemo(() => (todaysData ?? []).map((r) => toScheduleReservation(r, onlineLabel)), [todaysData, onlineLabel]);
  const { opensAt, closesAt, closesNextDay } = hours;
  const blocked = closedTime.blocked;
  const slotMinutes = salon?.slot_interval_minutes ?? 30;

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

  return (
    <Stack gap="medium">
      {(salons?.length ?? 0) > 1 ? (
        <Select label={intl.formatMessage({ id: 'reservations.filter.salon' })} items={salons ?? []} selectedKey={salonId ?? null} onSelectionChange={(key) => choose(key === null ? null : Number(key))}>
          {(s) => <SelectItem id={s.id}>{s.name}</SelectItem>}
        </Select>
      ) : null}
      {schedule}
    </Stack>
  );
}
