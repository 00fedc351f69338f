import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { dayOf, HijriDate } from '../../../design-system/components/Calendar';
import { EmptyState } from '../../../design-system/components/EmptyState';
import { Heading } from '../../../design-system/components/Heading';
import { Pagination } from '../../../design-system/components/Pagination';
import { Stack } from '../../../design-system/components/Stack';
import { StatusBadge } from '../../../design-system/components/StatusBadge';
import { Table, type TableColumn } from '../../../design-system/components/Table';
import { api, call } from '../../api';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import { LoadFailed } from '../dashboard/LoadFailed';
import { BookingSource } from '../reservations/approval/BookingSource';
import { DEFAULT_ZONE, useSalons, type Reservation } from '../reservations/data';

const PER_PAGE = 10;

/** A client's bookings, newest first, at every salon of the business. */
export function ClientHistory({ clientId }: { clientId: number }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const salons = useSalons();
  const [page, setPage] = useState(1);
  const t = (id: string) => intl.formatMessage({ id });
  const query = { client_id: clientId, page, per_page: PER_PAGE, sort: '-starts_at' as const };
  const history = useQuery({
    queryKey: ['reservations', 'client', query],
    queryFn: () => call(api.GET('/provider/reservations', { params: { query } })),
    placeholderData: keepPreviousData,
  });

  const zoneOf = (r: Reservation) => salons.data?.find((s) => s.id === r.salon_id)?.timezone ?? DEFAULT_ZONE;
  const money = (halalas: number) => intl.formatNumber(halalas / 100, { style: 'currency', currency: 'SAR' });
  const columns: TableColumn<Reservation>[] = [
    {
      id: 'starts_at',
      name: t('reservations.column.startsAt'),
      isRowHeader: true,
      cell: (r) => (
        <>
          {intl.formatDate(r.starts_at, { timeZone: zoneOf(r), dateStyle: 'medium', timeStyle: 'short' })}
          <HijriDate day={dayOf(r.starts_at, zoneOf(r))} />
        </>
      ),
    },
    { id: 'salon', name: t('reservations.column.salon'), cell: (r) => r.salon_name },
    { id: 'barber', name: t('reservations.column.barber'), cell: (r) => r.barber_name },
    { id: 'services', name: t('reservations.details.services'), cell: (r) => intl.formatList(r.services.map((s) => s.name)) },
    { id: 'total', name: t('reservations.column.total'), cell: (r) => money(r.total), align: 'end' },
    { id: 'status', name: t('reservations.column.status'), cell: (r) => <StatusBadge status={r.status} size="small" /> },
    { id: 'source', name: t('approval.sourceTerm'), cell: (r) => <BookingSource source={r.source} /> },
  ];
  const meta = history.data?.meta;

  return (
    <Stack gap="medium" as="section" aria-labelledby="client-history">
      <Heading level={2} id="client-history">
        {t('clients.history')}
      </Heading>
      <Table
        aria-labelledby="client-history"
        columns={columns}
        rows={history.data?.data ?? []}
        isLoading={history.isPending}
        getRowLabel={(r) => intl.formatDate(r.starts_at, { timeZone: zoneOf(r), dateStyle: 'medium', timeStyle: 'short' })}
        rowActions={() => [{ id: 'view', label: t('reservations.action.view'), icon: 'eye' }]}
        onRowAction={(_action, r) => navigate(localePath(locale, `/provider-dashboard/reservations/${r.id}`))}
        emptyState={
          history.isError ? (
            <LoadFailed what={t('clients.whatHistory')} onRetry={() => void history.refetch()} />
          ) : (
            <EmptyState icon="calendar" title={t('clients.historyEmpty')} headingLevel={3} />
          )
        }
        pagination={meta && meta.last_page > 1 ? <Pagination page={meta.current_page} pageCount={meta.last_page} onPageChange={setPage} showSummary pageSize={PER_PAGE} /> : null}
      />
    </Stack>
  );
}
