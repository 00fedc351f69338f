import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../design-system/components/Button';
import { EmptyState } from '../../../design-system/components/EmptyState';
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
import { salonOptionsQuery, serviceKeys, toRiyals, type Service } from './queries';

const sortable = ['name', 'price', 'duration_minutes'] as const;

/** /provider-dashboard/services: search, salon and status filters, sort and paging live in the address. */
export function ServicesPage() {
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
  const services = useQuery({
    queryKey: serviceKeys.list(query),
    queryFn: () => call(api.GET('/provider/services', { params: { query } })),
    placeholderData: keepPreviousData,
  });
  const salons = useQuery(salonOptionsQuery);

  const actions = useRecordActions<Service>({
    toggle: (service) => call(api.PUT('/provider/services/{id}/toggle-active', { params: { path: { id: service.id } } })),
    remove: (service) => call(api.DELETE('/provider/services/{id}', { params: { path: { id: service.id } } })),
    queryKey: serviceKeys.all,
    messages: { saved: 'services.saved', deleted: 'services.deleted', deleteTitle: 'services.delete.title', delete: 'services.action.delete', deleteBody: 'services.delete.body' },
  });

  const money = (halalas: number) => intl.formatNumber(toRiyals(halalas), { style: 'currency', currency: 'SAR' });
  const columns: TableColumn<Service>[] = [
    { id: 'name', name: t('services.field.name'), cell: (s) => s.name, allowsSorting: true, isRowHeader: true },
    { id: 'salon', name: t('services.field.salon'), cell: (s) => salons.data?.data.find((salon) => salon.id === s.salon_id)?.name ?? '' },
    { id: 'price', name: t('services.field.price'), cell: (s) => money(s.price), allowsSorting: true, align: 'end' },
    {
      id: 'duration_minutes',
      name: t('services.field.duration'),
      cell: (s) => t('services.minutes', { count: s.duration_minutes }),
      allowsSorting: true,
      align: 'end',
    },
    { id: 'status', name: t('services.field.status'), cell: (s) => (
        <Text as="span" size="small" weight="medium" tone={s.is_active ? 'positive' : 'muted'}>
          {t(s.is_active ? 'services.filter.active' : 'services.filter.inactive')}
        </Text>
      ),
    },
  ];
  const meta = services.data?.meta;
  const hasFilters = Boolean(params.search || params.filters.salon_id || params.filters.is_active);

  return (
    <>
      <PageHeader
        title={t('services.title')}
        actions={<Button onPress={() => navigate(localePath(locale, '/provider-dashboard/services/create'))}>{t('services.add')}</Button>}
      />
      <ListFilters
        params={params}
        update={update}
        searchLabel={t('services.search')}
        salon={{ label: t('services.field.salon'), allLabel: t('services.filter.allSalons'), salons: salons.data?.data ?? [] }}
        status={{
          label: t('services.field.status'),
          allLabel: t('services.filter.allStatuses'),
          activeLabel: t('services.filter.active'),
          inactiveLabel: t('services.filter.inactive'),
        }}
      />
      <Table
        aria-label={t('services.title')}
        columns={columns}
        rows={services.data?.data ?? []}
        isLoading={services.isPending}
        sortDescriptor={toSortDescriptor(params.sort)}
        onSortChange={(descriptor) => {
          if (sortable.includes(String(descriptor.column) as (typeof sortable)[number])) update({ sort: fromSortDescriptor(descriptor) });
        }}
        getRowLabel={(s) => s.name}
        rowActions={(s) => [
          { id: 'show', label: t('services.action.show'), icon: 'eye' },
          { id: 'edit', label: t('services.action.edit'), icon: 'edit' },
          { id: 'toggle', label: t(s.is_active ? 'services.action.deactivate' : 'services.action.activate'), icon: 'refresh' },
          { id: 'delete', label: t('services.action.delete'), icon: 'trash', tone: 'critical' },
        ]}
        onRowAction={(action, s) => {
          if (action === 'show') navigate(localePath(locale, `/provider-dashboard/services/${s.id}`));
          if (action === 'edit') navigate(localePath(locale, `/provider-dashboard/services/${s.id}/edit`));
          if (action === 'toggle') actions.toggle(s);
          if (action === 'delete') actions.askToDelete(s);
        }}
        emptyState={
          <EmptyState
            icon="scissors"
            title={t(hasFilters ? 'services.empty.filtered' : 'services.empty.title')}
            description={hasFilters ? undefined : t('services.empty.body')}
          />
        }
        pagination={
          meta && meta.last_page > 1 ? (
            <Pagination page={meta.current_page} pageCount={meta.last_page} onPageChange={(page) => update({ page })} showSummary />
          ) : null
        }
      />
      {actions.confirmDelete}
    </>
  );
}
