import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { Schema } from '../../../api-spec';
import { Avatar } from '../../../design-system/components/Avatar';
import { Button } from '../../../design-system/components/Button';
import { EmptyState } from '../../../design-system/components/EmptyState';
import { Inline } from '../../../design-system/components/Inline';
import { Pagination } from '../../../design-system/components/Pagination';
import { Table, type TableColumn } from '../../../design-system/components/Table';
import { Text } from '../../../design-system/components/Text';
import { api, call } from '../../api';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import { fromSortDescriptor, toSortDescriptor, useListParams } from '../dashboard/listParams';
import { ListFilters } from '../dashboard/ListFilters';
import { PageHeader } from '../dashboard/PageHeader';
import { useRecordActions } from '../dashboard/useRecordActions';
import { salonOptionsQuery } from '../services/queries';

type Barber = Schema<'Barber'>;

/** /provider-dashboard/barbers: search, salon and status filters, sort and paging in the address. */
export function BarbersPage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params, update] = useListParams(['salon_id', 'is_active']);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const query = {
    page: params.page,
    per_page: 15,
    search: params.search || undefined,
    sort: params.sort as 'name' | undefined,
    salon_id: params.filters.salon_id ? Number(params.filters.salon_id) : undefined,
    is_active: params.filters.is_active === undefined ? undefined : (Number(params.filters.is_active) as 0 | 1),
  };
  const barbers = useQuery({
    queryKey: ['barbers', 'list', query],
    queryFn: () => call(api.GET('/provider/barbers', { params: { query } })),
    placeholderData: keepPreviousData,
  });
  const salons = useQuery(salonOptionsQuery);
  const actions = useRecordActions<Barber>({
    toggle: (barber) => call(api.PUT('/provider/barbers/{id}/toggle-active', { params: { path: { id: barber.id } } })),
    remove: (barber) => call(api.DELETE('/provider/barbers/{id}', { params: { path: { id: barber.id } } })),
    queryKey: ['barbers'],
    messages: { saved: 'barbers.saved', deleted: 'barbers.deleted', deleteTitle: 'barbers.deleteTitle', delete: 'barbers.delete', deleteBody: 'barbers.deleteBody' },
  });
  const columns: TableColumn<Barber>[] = [
    {
      id: 'name',
      name: t('barbers.field.name'),
      allowsSorting: true,
      isRowHeader: true,
      cell: (b) => (
        <Inline gap="small" wrap={false}>
          <Avatar name={b.name} src={b.photo_url ?? undefined} size="small" isDecorative />
          {b.name}
        </Inline>
      ),
    },
    { id: 'salon', name: t('barbers.field.salon'), cell: (b) => b.salon_name },
    { id: 'services', name: t('barbers.field.services'), cell: (b) => intl.formatNumber(b.service_ids.length), align: 'end' },
    {
      id: 'status',
      name: t('barbers.field.status'),
      cell: (b) => (
        <Text as="span" size="small" weight="medium" tone={b.is_active ? 'positive' : 'muted'}>
          {t(b.is_active ? 'barbers.active' : 'barbers.inactive')}
        </Text>
      ),
    },
  ];
  const meta = barbers.data?.meta;
  const hasFilters = Boolean(params.search || params.filters.salon_id || params.filters.is_active);
  return (
    <>
      <PageHeader
        title={t('barbers.title')}
        actions={<Button onPress={() => navigate(localePath(locale, '/provider-dashboard/barbers/create'))}>{t('barbers.add')}</Button>}
      />
      <ListFilters
        params={params}
        update={update}
        searchLabel={t('barbers.search')}
        salon={{ label: t('barbers.field.salon'), allLabel: t('barbers.allSalons'), salons: salons.data?.data ?? [] }}
        status={{ label: t('barbers.field.status'), allLabel: t('barbers.allStatuses'), activeLabel: t('barbers.active'), inactiveLabel: t('barbers.inactive') }}
      />
      <Table
        aria-label={t('barbers.title')}
        columns={columns}
        rows={barbers.data?.data ?? []}
        isLoading={barbers.isPending}
        sortDescriptor={toSortDescriptor(params.sort)}
        onSortChange={(descriptor) => descriptor.column === 'name' && update({ sort: fromSortDescriptor(descriptor) })}
        getRowLabel={(b) => b.name}
        rowActions={(b) => [
          { id: 'show', label: t('barbers.show'), icon: 'eye' },
          { id: 'edit', label: t('barbers.edit'), icon: 'edit' },
          { id: 'toggle', label: t(b.is_active ? 'barbers.deactivate' : 'barbers.activate'), icon: 'refresh' },
          { id: 'delete', label: t('barbers.delete'), icon: 'trash', tone: 'critical' },
        ]}
        onRowAction={(action, b) => {
          if (action === 'show') navigate(localePath(locale, `/provider-dashboard/barbers/${b.id}`));
          if (action === 'edit') navigate(localePath(locale, `/provider-dashboard/barbers/${b.id}/edit`));
          if (action === 'toggle') actions.toggle(b);
          if (action === 'delete') actions.askToDelete(b);
        }}
        emptyState={<EmptyState icon="users" title={t(hasFilters ? 'barbers.emptyFiltered' : 'barbers.empty')} description={hasFilters ? undefined : t('barbers.emptyBody')} />}
        pagination={meta && meta.last_page > 1 ? <Pagination page={meta.current_page} pageCount={meta.last_page} onPageChange={(page) => update({ page })} showSummary /> : null}
      />
      {actions.confirmDelete}
    </>
  );
}
