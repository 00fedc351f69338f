import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../design-system/components/Button';
import { Dialog } from '../../../design-system/components/Dialog';
import { EmptyState } from '../../../design-system/components/EmptyState';
import { Modal } from '../../../design-system/components/Modal';
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
import { SalonForm, type Salon } from './SalonForm';

/**
 * /provider-dashboard/salons: the provider's salons (branches). The spec gives salons one route,
 * so creating and editing happen in a dialog over the list.
 */
export function SalonsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params, update] = useListParams(['is_active']);
  const [editing, setEditing] = useState<Salon | 'new' | null>(null);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const query = {
    page: params.page,
    per_page: 15,
    search: params.search || undefined,
    sort: params.sort as 'name' | undefined,
    is_active: params.filters.is_active === undefined ? undefined : (Number(params.filters.is_active) as 0 | 1),
  };
  const salons = useQuery({
    queryKey: ['salons', 'list', query],
    queryFn: () => call(api.GET('/provider/salons', { params: { query } })),
    placeholderData: keepPreviousData,
  });
  const actions = useRecordActions<Salon>({
    toggle: (salon) => call(api.PUT('/provider/salons/{id}/toggle-active', { params: { path: { id: salon.id } } })),
    remove: (salon) => call(api.DELETE('/provider/salons/{id}', { params: { path: { id: salon.id } } })),
    queryKey: ['salons'],
    messages: { saved: 'salons.saved', deleted: 'salons.deleted', deleteTitle: 'salons.deleteTitle', delete: 'salons.delete', deleteBody: 'salons.deleteBody' },
  });

  const columns: TableColumn<Salon>[] = [
    { id: 'name', name: t('salons.field.name'), cell: (s) => s.name, allowsSorting: true, isRowHeader: true },
    { id: 'city', name: t('salons.field.city'), cell: (s) => s.city ?? '' },
    { id: 'barbers', name: t('salons.field.barbers'), cell: (s) => intl.formatNumber(s.barbers_count), align: 'end' },
    { id: 'services', name: t('salons.field.services'), cell: (s) => intl.formatNumber(s.services_count), align: 'end' },
    {
      id: 'status',
      name: t('salons.field.status'),
      cell: (s) => (
        <Text as="span" size="small" weight="medium" tone={s.is_active ? 'positive' : 'muted'}>
          {t(s.is_active ? 'salons.active' : 'salons.inactive')}
        </Text>
      ),
    },
  ];
  const meta = salons.data?.meta;
  const hasFilters = Boolean(params.search || params.filters.is_active);

  return (
    <>
      <PageHeader title={t('salons.title')} actions={<Button onPress={() => setEditing('new')}>{t('salons.add')}</Button>} />
      <ListFilters
        params={params}
        update={update}
        searchLabel={t('salons.search')}
        status={{ label: t('salons.field.status'), allLabel: t('salons.allStatuses'), activeLabel: t('salons.active'), inactiveLabel: t('salons.inactive') }}
      />
      <Table
        aria-label={t('salons.title')}
        columns={columns}
        rows={salons.data?.data ?? []}
        isLoading={salons.isPending}
        sortDescriptor={toSortDescriptor(params.sort)}
        onSortChange={(descriptor) => descriptor.column === 'name' && update({ sort: fromSortDescriptor(descriptor) })}
        getRowLabel={(s) => s.name}
        rowActions={(s) => [
          { id: 'edit', label: t('salons.edit'), icon: 'edit' },
          { id: 'online', label: t('onlineBooking.title'), icon: 'globe' },
          { id: 'toggle', label: t(s.is_active ? 'salons.deactivate' : 'salons.activate'), icon: 'refresh' },
          { id: 'delete', label: t('salons.delete'), icon: 'trash', tone: 'critical' },
        ]}
        onRowAction={(action, s) => {
          if (action === 'edit') setEditing(s);
          if (action === 'online') navigate(`${localePath(locale, '/provider-dashboard/online-booking')}?salon=${s.id}`);
          if (action === 'toggle') actions.toggle(s);
          if (action === 'delete') actions.askToDelete(s);
        }}
        emptyState={
          <EmptyState icon="store" title={t(hasFilters ? 'salons.emptyFiltered' : 'salons.empty')} description={hasFilters ? undefined : t('salons.emptyBody')} />
        }
        pagination={
          meta && meta.last_page > 1 ? <Pagination page={meta.current_page} pageCount={meta.last_page} onPageChange={(page) => update({ page })} showSummary /> : null
        }
      />
      <Modal isOpen={editing !== null} onOpenChange={(open) => !open && setEditing(null)} size="large" isDismissable={false}>
        <Dialog title={editing === 'new' ? t('salons.createTitle') : t('salons.editTitle', { name: editing?.name ?? '' })}>
          {editing !== null ? <SalonForm salon={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} /> : null}
        </Dialog>
      </Modal>
      {actions.confirmDelete}
    </>
  );
}
