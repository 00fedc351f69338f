import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dayOf, HijriDate } from '../../../design-system/components/Calendar';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '../../../design-system/components/EmptyState';
import { Inline } from '../../../design-system/components/Inline';
import { Link } from '../../../design-system/components/Link';
import { Pagination } from '../../../design-system/components/Pagination';
import { SearchField } from '../../../design-system/components/SearchField';
import { Select, SelectItem } from '../../../design-system/components/Select';
import { Table, type TableColumn } from '../../../design-system/components/Table';
import { Text } from '../../../design-system/components/Text';
import { api, call } from '../../api';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import { fromSortDescriptor, toSortDescriptor, useListParams } from '../dashboard/listParams';
import { LoadFailed } from '../dashboard/LoadFailed';
import { PageHeader } from '../dashboard/PageHeader';
import { DEFAULT_ZONE } from '../reservations/data';
import { clientKeys, type Client } from './data';
import { PhoneNumber } from '../../../design-system/components/PhoneNumber';

const PER_PAGE = 15;
const sorts = ['-last_visit_at', 'last_visit_at', 'name', '-name', 'created_at', '-created_at'] as const;

/** /provider-dashboard/clients: everyone who booked, online or by staff, searched by name or mobile. */
export default function ClientsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params, update] = useListParams(['blocked']);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const sort = sorts.find((s) => s === params.sort) ?? '-last_visit_at';
  const blocked: 0 | 1 | undefined = params.filters.blocked === '1' ? 1 : params.filters.blocked === '0' ? 0 : undefined;
  const query = { page: params.page, per_page: PER_PAGE, search: params.search || undefined, blocked, sort };
  const clients = useQuery({
    queryKey: clientKeys.list(query),
    queryFn: () => call(api.GET('/provider/clients', { params: { query } })),
    placeholderData: keepPreviousData,
  });

  const count = (n: number) => intl.formatNumber(n);
  const columns: TableColumn<Client>[] = [
    { id: 'name', name: t('clients.column.name'), allowsSorting: true, cell: (c) => <Link href={localePath(locale, `/provider-dashboard/clients/${c.id}`)}>{c.name}</Link>, isRowHeader: true },
    { id: 'mobile', name: t('clients.column.mobile'), cell: (c) => <PhoneNumber number={c.mobile} /> },
    { id: 'visits', name: t('clients.column.visits'), cell: (c) => count(c.visits_count), align: 'end' },
    {
      id: 'last_visit_at',
      name: t('clients.column.lastVisit'),
      allowsSorting: true,
      cell: (c) =>
        c.last_visit_at ? (
          <>
            {intl.formatDate(c.last_visit_at, { timeZone: DEFAULT_ZONE, dateStyle: 'medium' })}
            <HijriDate day={dayOf(c.last_visit_at, DEFAULT_ZONE)} />
          </>
        ) : (
          t('clients.never')
        ),
    },
    { id: 'no_shows', name: t('clients.column.noShows'), cell: (c) => count(c.no_shows_count), align: 'end' },
    { id: 'cancellations', name: t('clients.column.cancellations'), cell: (c) => count(c.cancellations_count), align: 'end' },
    {
      id: 'online',
      name: t('clients.column.online'),
      cell: (c) => (
        <Text as="span" size="small" tone={c.blocked ? 'critical' : 'muted'}>
          {t('clients.onlineState', { state: c.blocked ? 'blocked' : 'allowed' })}
        </Text>
      ),
    },
  ];
  const meta = clients.data?.meta;

  return (
    <>
      <PageHeader title={t('clients.title')} description={t('clients.description')} />
      <Inline gap="medium" alignY="bottom" marginBlockEnd="large">
        <SearchField label={t('clients.search')} defaultValue={params.search} onSubmit={(search) => update({ search })} onClear={() => update({ search: '' })} />
        <Select label={t('clients.column.online')} selectedKey={blocked === undefined ? 'all' : String(blocked)} onSelectionChange={(key) => update({ blocked: key === 'all' ? null : String(key) })}>
          <SelectItem id="all">{t('clients.filter.all')}</SelectItem>
          <SelectItem id="0">{t('clients.onlineState', { state: 'allowed' })}</SelectItem>
          <SelectItem id="1">{t('clients.onlineState', { state: 'blocked' })}</SelectItem>
        </Select>
      </Inline>
      <Table
        aria-label={t('clients.title')}
        columns={columns}
        rows={clients.data?.data ?? []}
        isLoading={clients.isPending}
        sortDescriptor={toSortDescriptor(sort)}
        onSortChange={(descriptor) => update({ sort: fromSortDescriptor(descriptor) })}
        getRowLabel={(c) => c.name}
        rowActions={() => [{ id: 'open', label: t('clients.open'), icon: 'eye' }]}
        onRowAction={(_action, c) => navigate(localePath(locale, `/provider-dashboard/clients/${c.id}`))}
        emptyState={
          clients.isError ? (
            <LoadFailed what={t('clients.what')} onRetry={() => void clients.refetch()} />
          ) : (
            <EmptyState icon="users" title={t(params.search || blocked !== undefined ? 'clients.empty.filtered' : 'clients.empty.title')} description={params.search || blocked !== undefined ? undefined : t('clients.empty.body')} />
          )
        }
        pagination={meta && meta.last_page > 1 ? <Pagination page={meta.current_page} pageCount={meta.last_page} onPageChange={(page) => update({ page })} showSummary pageSize={PER_PAGE} /> : null}
      />
    </>
  );
}
