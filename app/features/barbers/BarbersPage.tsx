import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { Schema } from '../../../api-spec';
import { AlertDialog } from '../../../design-system/components/AlertDialog';
import { Avatar } from '../../../design-system/components/Avatar';
import { Button } from '../../../design-system/components/Button';
import { EmptyState } from '../../../design-system/components/EmptyState';
import { Inline } from '../../../design-system/components/Inline';
import { Pagination } from '../../../design-system/components/Pagination';
import { SearchField } from '../../../design-system/components/SearchField';
import { Select, SelectItem } from '../../../design-system/components/Select';
import { Table, type TableColumn } from '../../../design-system/components/Table';
import { Text } from '../../../design-system/components/Text';
import { toast } from '../../../design-system/components/Toast';
import { api, call } from '../../api';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import { fromSortDescriptor, toSortDescriptor, useListParams } from '../dashboard/listParams';
import { PageHeader } from '../dashboard/PageHeader';
import { salonOptionsQuery } from '../services/queries';

type Barber = Schema<'Barber'>;

/** /provider-dashboard/barbers: search, salon and status filters, sort and paging in the address. */
export function BarbersPage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, update] = useListParams(['salon_id', 'is_active']);
  const [pendingDelete, setPendingDelete] = useState<Barber | null>(null);
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
  const toggle = useMutation({
    mutationFn: (barber: Barber) => call(api.PUT('/provider/barbers/{id}/toggle-active', { params: { path: { id: barber.id } } })),
    onSuccess: (result) => {
      toast.positive(result.message || t('barbers.saved'));
      return queryClient.invalidateQueries({ queryKey: ['barbers'] });
    },
  });
  const remove = async (barber: Barber) => {
    const result = await call(api.DELETE('/provider/barbers/{id}', { params: { path: { id: barber.id } } }));
    toast.positive(result.message || t('barbers.deleted'));
    await queryClient.invalidateQueries({ queryKey: ['barbers'] });
  };
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
      <Inline gap="medium" alignY="bottom" marginBlockEnd="large">
        <SearchField label={t('barbers.search')} defaultValue={params.search} onSubmit={(search) => update({ search })} onClear={() => update({ search: '' })} />
        <Select
          label={t('barbers.field.salon')}
          selectedKey={params.filters.salon_id ?? 'all'}
          onSelectionChange={(key) => update({ salon_id: key === 'all' ? null : String(key) })}
        >
          <SelectItem id="all">{t('barbers.allSalons')}</SelectItem>
          {(salons.data?.data ?? []).map((salon) => (
            <SelectItem key={salon.id} id={String(salon.id)}>
              {salon.name}
            </SelectItem>
          ))}
        </Select>
        <Select
          label={t('barbers.field.status')}
          selectedKey={params.filters.is_active ?? 'all'}
          onSelectionChange={(key) => update({ is_active: key === 'all' ? null : String(key) })}
        >
          <SelectItem id="all">{t('barbers.allStatuses')}</SelectItem>
          <SelectItem id="1">{t('barbers.active')}</SelectItem>
          <SelectItem id="0">{t('barbers.inactive')}</SelectItem>
        </Select>
      </Inline>
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
          if (action === 'toggle') toggle.mutate(b);
          if (action === 'delete') setPendingDelete(b);
        }}
        emptyState={<EmptyState icon="users" title={t(hasFilters ? 'barbers.emptyFiltered' : 'barbers.empty')} description={hasFilters ? undefined : t('barbers.emptyBody')} />}
        pagination={meta && meta.last_page > 1 ? <Pagination page={meta.current_page} pageCount={meta.last_page} onPageChange={(page) => update({ page })} showSummary /> : null}
      />
      <AlertDialog
        isOpen={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        title={t('barbers.deleteTitle', { name: pendingDelete?.name ?? '' })}
        confirmLabel={t('barbers.delete')}
        onConfirm={() => (pendingDelete ? remove(pendingDelete) : undefined)}
      >
        {t('barbers.deleteBody')}
      </AlertDialog>
    </>
  );
}
