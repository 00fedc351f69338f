import { getDayOfWeek, type CalendarDate } from '@internationalized/date';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../design-system/components/Button';
import { DatePicker } from '../../../design-system/components/DatePicker';
import { IconButton } from '../../../design-system/components/IconButton';
import { Inline } from '../../../design-system/components/Inline';
import { Radio, RadioGroup } from '../../../design-system/components/RadioGroup';
import { ScheduleView, type ScheduleReservation } from '../../../design-system/components/ScheduleView';
import { Select, SelectItem } from '../../../design-system/components/Select';
import { Skeleton } from '../../../design-system/components/Skeleton';
import { Stack } from '../../../design-system/components/Stack';
import { Text } from '../../../design-system/components/Text';
import { toast } from '../../../design-system/components/Toast';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import { api, call } from '../../api';
import { PendingApprovals } from './approval/PendingApprovals';
import { ChangeReservationDialog, type ChangeProposal } from './ChangeReservationDialog';
import { DEFAULT_ZONE, dayOrToday, dayStartIso, openingHours, useBarbers, useSalons, weekStart, type Reservation } from './data';
import { rememberSalon, salonInUse } from './salonInUse';
import { scheduleHours } from './scheduleHours';
import { useClosedTime } from './useClosedTime';
import { WalkInChooser } from './WalkInChooser';

/** Reservations starting in [from, to): every page (the API gives at most 100 a page). */
export async function fetchAllReservations(query: { from: string; to: string; salon_id?: number; barber_id?: number }): Promise<Reservation[]> {
  const all: Reservation[] = [];
  for (let page = 1; ; page += 1) {
    const body = await call(api.GET('/provider/reservations', { params: { query: { ...query, per_page: 100, page, sort: 'starts_at' } } }));
    all.push(...body.data);
    if (page >= body.meta.last_page) return all;
  }
}

/** A reservation as the schedule draws it; `onlineLabel` ("Online") follows the services of a booking the customer made. */
export const toScheduleReservation = (r: Reservation, onlineLabel?: string): ScheduleReservation => {
  const services = r.services.map((s) => s.name).join('، ');
  return {
    id: String(r.id),
    barberId: String(r.barber_id),
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    status: r.status,
    customerName: r.customer_name,
    walkIn: r.walk_in,
    serviceName: r.source === 'online' && onlineLabel ? `${services} · ${onlineLabel}` : services,
  };
};

/** The schedule tab: salon, day/week, date and (for a week) barber, all kept in the address. */
export function ReservationsSchedule() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const salons = useSalons();
  const salonId = salonInUse(salons.data ?? [], Number(params.get('salon')) || undefined);
  const salon = salons.data?.find((s) => s.id === salonId);
  const timeZone = salon?.timezone ?? DEFAULT_ZONE;
  const mode = params.get('mode') === 'week' ? 'week' : 'day';
  const [walkIn, setWalkIn] = useState(false);
  const day = dayOrToday(params.get('date'), timeZone);
  const first = mode === 'week' ? weekStart(day) : day;
  const last = first.add({ days: mode === 'week' ? 7 : 1 });
  const barbers = useBarbers(salonId);
  const barberId = Number(params.get('barber')) || barbers.data?.[0]?.id;
  const queryClient = useQueryClient();
  // A reservation dropped on another barber or time: the change dialog, prefilled, for the owner to confirm.
  const [moving, setMoving] = useState<{ reservation: Reservation; proposal: ChangeProposal } | null>(null);

  const set = (change: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  // Prayer pauses, closures and time off, shaded and named, and the Ramadan nights' hours.
  const closedTime = useClosedTime(salonId, first, last);
  const blocked = closedTime.blocked;
  const shownDates = Array.from({ length: mode === 'week' ? 7 : 1 }, (_, i) => first.add({ days: i }).toString());
  const hours = scheduleHours(openingHours(salon, mode === 'day' ? getDayOfWeek(day, 'en-US') : undefined), shownDates, closedTime.data);
  // A night past midnight (Ramadan hours): its bookings after midnight are the last day's too.
  const until = hours.closesNextDay ? last.add({ days: 1 }) : last;

  const reservations = useQuery({
    queryKey: ['reservations', 'schedule', { salonId, from: first.toString(), to: until.toString(), timeZone }],
    queryFn: () => fetchAllReservations({ salon_id: salonId, from: dayStartIso(first, timeZone), to: dayStartIso(until, timeZone) }),
    enabled: salonId !== undefined,
  });

  const scheduleBarbers = useMemo(() => (barbers.data ?? []).map((b) => ({ id: String(b.id), name: b.name })), [barbers.data]);
  const onlineLabel = intl.formatMessage({ id: 'approval.source' }, { source: 'online' });
  const scheduleReservations = useMemo(() => (reservations.data ?? []).map((r) => toScheduleReservation(r, onlineLabel)), [reservations.data, onlineLabel]);
  const move = (amount: number) => set({ date: day.add({ days: amount * (mode === 'week' ? 7 : 1) }).toString() });
  const dateLabel = intl.formatDate(first.toDate(timeZone), { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

  return (
    <Stack gap="medium">
      <Inline gap="medium" alignY="bottom">
        <Select
          label={intl.formatMessage({ id: 'reservations.filter.salon' })}
          items={salons.data ?? []}
          selectedKey={salonId ?? null}
          onSelectionChange={(key) => {
            if (key !== null) rememberSalon(Number(key));
            set({ salon: key === null ? null : String(key), barber: null });
          }}
        >
          {(s) => <SelectItem id={s.id}>{s.name}</SelectItem>}
        </Select>
        <RadioGroup
          label={intl.formatMessage({ id: 'reservations.schedule.mode' })}
          orientation="horizontal"
          value={mode}
          onChange={(value) => set({ mode: value === 'week' ? 'week' : null })}
        >
          <Radio value="day">{intl.formatMessage({ id: 'reservations.schedule.day' })}</Radio>
          <Radio value="week">{intl.formatMessage({ id: 'reservations.schedule.week' })}</Radio>
        </RadioGroup>
        {mode === 'week' ? (
          <Select
            label={intl.formatMessage({ id: 'reservations.filter.barber' })}
            items={barbers.data ?? []}
            selectedKey={barberId ?? null}
            onSelectionChange={(key) => set({ barber: key === null ? null : String(key) })}
          >
            {(b) => <SelectItem id={b.id}>{b.name}</SelectItem>}
          </Select>
        ) : null}
      </Inline>
      <Inline gap="small" alignY="bottom">
        <IconButton icon="chevronStart" label={intl.formatMessage({ id: mode === 'week' ? 'reservations.schedule.previousWeek' : 'reservations.schedule.previousDay' })} onPress={() => move(-1)} />
        <DatePicker<CalendarDate>
          label={intl.formatMessage({ id: 'reservations.schedule.date' })}
          value={day}
          onChange={(value) => value && set({ date: value.toString() })}
        />
        <IconButton icon="chevronEnd" label={intl.formatMessage({ id: mode === 'week' ? 'reservations.schedule.nextWeek' : 'reservations.schedule.nextDay' })} onPress={() => move(1)} />
        <Button tone="neutral" onPress={() => set({ date: null })}>
          {intl.formatMessage({ id: 'reservations.schedule.today' })}
        </Button>
        {/* A customer at the door, in two presses: this, then a service (booked now with the first free barber). */}
        <Button isDisabled={salonId === undefined} onPress={() => setWalkIn(true)}>
          {intl.formatMessage({ id: 'reservations.walkIn.action' })}
        </Button>
      </Inline>
      {salonId !== undefined ? (
        <WalkInChooser salonId={salonId} timeZone={timeZone} slotMinutes={salon?.slot_interval_minutes ?? 30} isOpen={walkIn} onOpenChange={setWalkIn} />
      ) : null}
      <PendingApprovals reservations={reservations.data ?? []} timeZone={timeZone} />
      {reservations.isPending || barbers.isPending || salons.isPending ? (
        <Skeleton shape="block" blockSize="24rem" />
      ) : (
        <ScheduleView
          aria-label={intl.formatMessage({ id: mode === 'week' ? 'reservations.schedule.weekLabel' : 'reservations.schedule.dayLabel' }, { date: dateLabel })}
          view={mode}
          date={first.toString()}
          barbers={scheduleBarbers}
          barberId={barberId !== undefined ? String(barberId) : undefined}
          reservations={scheduleReservations}
          opensAt={hours.opensAt}
          closesAt={hours.closesAt}
          closesNextDay={hours.closesNextDay}
          slotMinutes={salon?.slot_interval_minutes ?? 30}
          timeZone={timeZone}
          blocked={blocked}
          onReservationPress={(id) => navigate(localePath(locale, `/provider-dashboard/reservations/${id}`))}
          onSlotPress={(slot) => {
            const query = new URLSearchParams({ salon: String(salonId), barber: slot.barberId, date: slot.startsAt.slice(0, 10) });
            navigate(`${localePath(locale, '/provider-dashboard/reservations/create')}?${query.toString()}`);
          }}
          onReservationMove={(move) => {
            const reservation = reservations.data?.find((r) => String(r.id) === move.reservationId);
            if (reservation) setMoving({ reservation, proposal: { barberId: Number(move.barberId), startsAt: move.startsAt, date: move.date } });
          }}
        />
      )}
      {mode === 'day' ? (
        <Text size="small" tone="muted">
          {intl.formatMessage({ id: 'reservations.schedule.moveHint' }, { action: intl.formatMessage({ id: 'reservations.change.open' }) })}
        </Text>
      ) : null}
      {moving ? (
        <ChangeReservationDialog
          key={`${moving.reservation.id}@${moving.proposal.barberId}@${moving.proposal.startsAt}`}
          reservation={moving.reservation}
          proposal={moving.proposal}
          timeZone={timeZone}
          isOpen
          onOpenChange={(open) => !open && setMoving(null)}
          onChanged={(_data, message) => {
            for (const key of ['reservations', 'slots', 'reservation']) void queryClient.invalidateQueries({ queryKey: [key] });
            toast.positive(message || intl.formatMessage({ id: 'reservations.change.done' }));
            setMoving(null);
          }}
        />
      ) : null}
    </Stack>
  );
}
