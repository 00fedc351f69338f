import { parseDate, type CalendarDate } from '@internationalized/date';
import { dayOf, HijriDate } from '../../../design-system/components/Calendar';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { DateRangePicker } from '../../../design-system/components/DateRangePicker';
import { EmptyState } from '../../../design-system/components/EmptyState';
import { Inline } from '../../../design-system/components/Inline';
import { Pagination } from '../../../design-system/components/Pagination';
import { SearchField } from '../../../design-system/components/SearchField';
import { Select, SelectItem } from '../../../design-system/components/Select';
import { Stack } from '../../../design-system/components/Stack';
import { StatusBadge } from '../../../design-system/components/StatusBadge';
import { Table, type TableColumn } from '../../../design-system/components/Table';
import { ToggleButton } from '../../../design-system/components/ToggleButton';
import { api, call } from '../../api';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import { fromSortDescriptor, toSortDescriptor, useListParams } from '../dashboard/listParams';
import { DEFAULT_ZONE, dayStartIso, reservationStatuses, useBarbers, useSalons, type Reservation, type ReservationStatus } from './data';
import { ApprovalActions } from './approval/ApprovalActions';
import { BookingSource } from './approval/BookingSource';
import { quickFilterQuery, quickFilters, readQuickFilter } from './quickFilters';
import { PhoneNumber } from '../../../design-system/components/PhoneNumber';

const filterKeys = ['from', 'to', 'salon', 'barber', 'status', 'when'] as const;
const sorts = ['starts_at', '-starts_at', 'created_at', '-created_at'] as const;
type Sort = (typeof sorts)[number];
const PER_PAGE = 15;

const safeDate = (value: string | undefined): CalendarDate | null => {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
};

/**
 * The list tab: quick filters (today and upcoming first, today, awaiting approval, past, all), date
 * range, salon, barber, status, customer search, sort and page, all in the address.
 */
export function ReservationsList() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const [state, update] = useListParams(filterKeys);
  const salons = useSalons();
  const salonId = Number(state.filters.salon) || undefined;
  const barbers = useBarbers(salonId);
  const from = safeDate(state.filters.from);
  const to = safeDate(state.filters.to);
  const status = reservationStatuses.find((s) => s === state.filters.status);
  // Dates are read in Riyadh time when no salon is chosen (every demo salon is in Saudi Arabia).
  const zone = salons.data?.find((s) => s.id === salonId)?.timezone ?? DEFAULT_ZONE;
  // A chosen date range stands instead of a quick filter.
  const quick = from && to ? 'all' : readQuickFilter(state.filters.when);
  // "Now" as the screen opened, so the query (and its cache key) holds still while it is open.
  const [openedAt] = useState(() => new Date());
  const quickQuery = quickFilterQuery(quick, openedAt, zone);
  const sort: Sort = sorts.find((s) => s === state.sort) ?? quickQuery.sort;

  const query = {
    page: state.page,
    per_page: PER_PAGE,
    sort,
    search: state.search || undefined,
    salon_id: salonId,
    barber_id: Number(state.filters.barber) || undefined,
    status: status ? [status] : quickQuery.status,
    from: from ? dayStartIso(from, zone) : quickQuery.from,
    to: to ? dayStartIso(to.add({ days: 1 }), zone) : quickQuery.to,
  };
  const list = useQuery({
    queryKey: ['reservations', 'list', query],
    queryFn: () => call(api.GET('/provider/reservations', { params: { query } })),
    placeholderData: keepPreviousData,
  });

  const money = (halalas: number) => intl.formatNumber(halalas / 100, { style: 'currency', currency: 'SAR' });
  const when = (r: Reservation) =>
    intl.formatDate(r.starts_at, { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
  const columns: TableColumn<Reservation>[] = [
    {
      id: 'starts_at',
      name: intl.formatMessage({ id: 'reservations.column.startsAt' }),
      cell: (r) => (
        <>
          {when(r)}
          <HijriDate day={dayOf(r.starts_at, zone)} />
        </>
      ),
      allowsSorting: true,
    },
    { id: 'customer', name: intl.formatMessage({ id: 'reservations.column.customer' }), cell: (r) => r.customer_name, isRowHeader: true },
    { id: 'mobile', name: intl.formatMessage({ id: 'reservations.column.mobile' }), cell: (r) => (r.customer_mobile ? <PhoneNumber number={r.customer_mobile} /> : null) },
    { id: 'salon', name: intl.formatMessage({ id: 'reservations.column.salon' }), cell: (r) => r.salon_name },
    { id: 'barber', name: intl.formatMessage({ id: 'reservations.column.barber' }), cell: (r) => r.barber_name },
    { id: 'total', name: intl.formatMessage({ id: 'reservations.column.total' }), cell: (r) => money(r.total), align: 'end' },
    { id: 'status', name: intl.formatMessage({ id: 'reservations.column.status' }), cell: (r) => <StatusBadge status={r.status} size="small" /> },
    { id: 'source', name: intl.formatMessage({ id: 'approval.sourceTerm' }), cell: (r) => <BookingSource source={r.source} walkIn={r.walk_in} /> },
    // A booking awaiting approval is approved or declined right here, in one press.
    { id: 'approval', name: intl.formatMessage({ id: 'approval.column' }), cell: (r) => (r.status === 'pending' ? <ApprovalActions reservation={r} timeZone={zone} size="small" /> : null) },
    {
      id: 'created_at',
      name: intl.formatMessage({ id: 'reservations.column.createdAt' }),
      cell: (r) => intl.formatDate(r.created_at, { timeZone: zone, day: 'numeric', month: 'short' }),
      allowsSorting: true,
    },
  ];
  const meta = list.data?.meta;

  return (
    <Stack gap="medium">
      <div role="group" aria-label={intl.formatMessage({ id: 'reservations.quick.label' })}>
        <Inline gap="small">
          {quickFilters.map((filter) => (
            <ToggleButton
              key={filter}
              size="small"
              isSelected={quick === filter}
              // Choosing a quick filter clears the date range it replaces (and a status it would contradict).
              onChange={() =>
                update({ when: filter === 'upcoming' ? null : filter, from: null, to: null, sort: null, ...(filter === 'pending' ? { status: null } : {}) })
              }
            >
              {intl.formatMessage({ id: `reservations.quick.${filter}` })}
            </ToggleButton>
          ))}
        </Inline>
      </div>
      <Inline gap="medium" alignY="bottom">
        <SearchField
          label={intl.formatMessage({ id: 'reservations.filter.search' })}
          defaultValue={state.search}
          onSubmit={(search) => update({ search })}
          onClear={() => update({ search: '' })}
        />
        <DateRangePicker<CalendarDate>
          label={intl.formatMessage({ id: 'reservations.filter.dates' })}
          value={from && to ? { start: from, end: to } : null}
          onChange={(range) => update({ from: range ? range.start.toString() : null, to: range ? range.end.toString() : null, when: range ? 'all' : null })}
        />
        <Select
          label={intl.formatMessage({ id: 'reservations.filter.salon' })}
          selectedKey={salonId ?? 'all'}
          onSelectionChange={(key) => update({ salon: key === 'all' ? null : String(key), barber: null })}
        >
          {[
            <SelectItem key="all" id="all">
              {intl.formatMessage({ id: 'reservations.filter.allSalons' })}
            </SelectItem>,
            ...(salons.data ?? []).map((s) => (
              <SelectItem key={s.id} id={s.id}>
                {s.name}
              </SelectItem>
            )),
          ]}
        </Select>
        <Select
          label={intl.formatMessage({ id: 'reservations.filter.barber' })}
          selectedKey={Number(state.filters.barber) || 'all'}
          isDisabled={salonId === undefined}
          description={salonId === undefined ? intl.formatMessage({ id: 'reservations.filter.barberNeedsSalon' }) : undefined}
          onSelectionChange={(key) => update({ barber: key === 'all' ? null : String(key) })}
        >
          {[
            <SelectItem key="all" id="all">
              {intl.formatMessage({ id: 'reservations.filter.allBarbers' })}
            </SelectItem>,
            ...(barbers.data ?? []).map((b) => (
              <SelectItem key={b.id} id={b.id}>
                {b.name}
              </SelectItem>
            )),
          ]}
        </Select>
        <Select
          label={intl.formatMessage({ id: 'reservations.filter.status' })}
          selectedKey={status ?? (quick === 'pending' ? 'pending' : 'all')}
          // A status chosen here replaces "awaiting approval" (which only fixes the status).
          onSelectionChange={(key) => update({ status: key === 'all' ? null : String(key), ...(quick === 'pending' ? { when: null } : {}) })}
        >
          {[
            <SelectItem key="all" id="all">
              {intl.formatMessage({ id: 'reservations.filter.allStatuses' })}
            </SelectItem>,
            ...reservationStatuses.map((s: ReservationStatus) => (
              <SelectItem key={s} id={s}>
                {intl.formatMessage({ id: `reservations.status.${s}` })}
              </SelectItem>
            )),
          ]}
        </Select>
      </Inline>
      <Table
        aria-label={intl.formatMessage({ id: 'reservations.listLabel' })}
        columns={columns}
        rows={list.data?.data ?? []}
        isLoading={list.isPending}
        sortDescriptor={toSortDescriptor(sort)}
        onSortChange={(descriptor) => update({ sort: fromSortDescriptor(descriptor) })}
        getRowLabel={(r) => r.customer_name}
        rowActions={() => [{ id: 'view', label: intl.formatMessage({ id: 'reservations.action.view' }), icon: 'eye' }]}
        onRowAction={(_action, r) => navigate(localePath(locale, `/provider-dashboard/reservations/${r.id}`))}
        emptyState={
          <EmptyState
            icon="calendar"
            title={intl.formatMessage({ id: 'reservations.empty.title' })}
            description={intl.formatMessage({ id: 'reservations.empty.description' })}
          />
        }
        pagination={
          meta && meta.last_page > 1 ? (
            <Pagination page={meta.current_page} pageCount={meta.last_page} onPageChange={(page) => update({ page })} showSummary pageSize={PER_PAGE} />
          ) : undefined
        }
      />
    </Stack>
  );
}
