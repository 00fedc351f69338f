import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { AlertDialog } from '../../../design-system/components/AlertDialog';
import { Button } from '../../../design-system/components/Button';
import { Dialog } from '../../../design-system/components/Dialog';
import { EmptyState } from '../../../design-system/components/EmptyState';
import { Inline } from '../../../design-system/components/Inline';
import { Modal } from '../../../design-system/components/Modal';
import { Pagination } from '../../../design-system/components/Pagination';
import { SearchField } from '../../../design-system/components/SearchField';
import { Select, SelectItem } from '../../../design-system/components/Select';
import { Table, type TableColumn } from '../../../design-system/components/Table';
import { toast } from '../../../design-system/components/Toast';
import type { Schema } from '../../../api-spec';
import { api, call } from '../../api';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import { fromSortDescriptor, toSortDescriptor, useListParams } from '../dashboard/listParams';
import { LoadFailed } from '../dashboard/LoadFailed';
import { PageHeader } from '../dashboard/PageHeader';
import { AdminForm, adminKeys, type AdminInput } from './AdminForm';
import { adminRoles, type AdminRole } from './validation';
import { PhoneNumber } from '../../../design-system/components/PhoneNumber';

type Admin = Schema<'ProviderAdmin'>;
const sorts = ['name', '-name', 'created_at', '-created_at'] as const;

/** /provider-dashboard/admin: staff admins (search, role, sort, page in the address), edit in a dialog, remove with confirmation. */
export function AdminsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [params, update] = useListParams(['role']);
  const [editing, setEditing] = useState<Admin | null>(null);
  const [removing, setRemoving] = useState<Admin | null>(null);
  const role = adminRoles.find((r) => r === params.filters.role);
  const sort = sorts.find((s) => s === params.sort);
  const query = { page: params.page, per_page: 15, search: params.search || undefined, role, sort };
  const admins = useQuery({ queryKey: adminKeys.list(query), queryFn: () => call(api.GET('/provider/admins', { params: { query } })), placeholderData: keepPreviousData });

  const save = async (admin: Admin, input: AdminInput) => {
    const result = await call(api.PUT('/provider/admins/{id}', { params: { path: { id: admin.id } }, body: input }));
    toast.positive(result.message || t('admins.saved'));
    setEditing(null);
    await queryClient.invalidateQueries({ queryKey: adminKeys.all });
  };
  const remove = async (admin: Admin) => {
    const result = await call(api.DELETE('/provider/admins/{id}', { params: { path: { id: admin.id } } }));
    toast.positive(result.message || t('admins.removed', { name: admin.name }));
    await queryClient.invalidateQueries({ queryKey: adminKeys.all });
  };

  const columns: TableColumn<Admin>[] = [
    { id: 'name', name: t('admins.field.name'), cell: (a) => a.name, isRowHeader: true, allowsSorting: true },
    { id: 'mobile', name: t('admins.field.mobile'), cell: (a) => <PhoneNumber countryCode={a.country_code} number={a.mobile} /> },
    { id: 'role', name: t('admins.field.role'), cell: (a) => t(`admins.role.${a.role}`) },
    { id: 'permissions', name: t('admins.column.permissions'), cell: (a) => t('admins.permissionCount', { count: a.permissions.length }), align: 'end' },
  ];
  const meta = admins.data?.meta;
  const hasFilters = Boolean(params.search || role);

  return (
    <>
      <PageHeader title={t('admins.title')} actions={<Button onPress={() => navigate(localePath(locale, '/provider-dashboard/admin/add'))}>{t('admins.add')}</Button>} />
      <Inline gap="medium" alignY="bottom" marginBlockEnd="large">
        <SearchField label={t('admins.search')} defaultValue={params.search} onSubmit={(search) => update({ search })} onClear={() => update({ search: '' })} />
        <Select label={t('admins.field.role')} selectedKey={role ?? 'all'} onSelectionChange={(key) => update({ role: key === 'all' ? null : String(key) })}>
          {[
            <SelectItem key="all" id="all">
              {t('admins.filter.allRoles')}
            </SelectItem>,
            ...adminRoles.map((r) => (
              <SelectItem key={r} id={r}>
                {t(`admins.role.${r}`)}
              </SelectItem>
            )),
          ]}
        </Select>
      </Inline>
      <Table
        aria-label={t('admins.title')}
        columns={columns}
        rows={admins.data?.data ?? []}
        isLoading={admins.isPending}
        sortDescriptor={toSortDescriptor(sort)}
        onSortChange={(descriptor) => update({ sort: fromSortDescriptor(descriptor) })}
        getRowLabel={(a) => a.name}
        rowActions={() => [
          { id: 'edit', label: t('admins.action.edit'), icon: 'edit' },
          { id: 'delete', label: t('admins.action.delete'), icon: 'trash', tone: 'critical' },
        ]}
        onRowAction={(action, a) => (action === 'edit' ? setEditing(a) : setRemoving(a))}
        emptyState={
          admins.isError ? (
            <LoadFailed what={t('dashboard.what.admins')} onRetry={() => void admins.refetch()} />
          ) : (
            <EmptyState icon="users" title={t(hasFilters ? 'admins.empty.filtered' : 'admins.empty.title')} />
          )
        }
        pagination={meta && meta.last_page > 1 ? <Pagination page={meta.current_page} pageCount={meta.last_page} onPageChange={(page) => update({ page })} showSummary /> : null}
      />
      <Modal isOpen={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing ? (
          <Dialog title={t('admins.editTitle', { name: editing.name })}>
            <AdminForm
              id="edit-admin"
              initial={{ name: editing.name, mobile: editing.mobile, country_code: editing.country_code, email: editing.email ?? '', role: editing.role as AdminRole, permissions: [...editing.permissions] }}
              onSave={(input) => save(editing, input)}
              footer={(saving) => (
                <Inline gap="small">
                  <Button type="submit" isPending={saving}>
                    {t('admins.save')}
                  </Button>
                  <Button tone="neutral" onPress={() => setEditing(null)}>
                    {t('admins.cancel')}
                  </Button>
                </Inline>
              )}
            />
          </Dialog>
        ) : null}
      </Modal>
      <AlertDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('admins.delete.title', { name: removing?.name ?? '' })}
        confirmLabel={t('admins.action.delete')}
        onConfirm={() => (removing ? remove(removing) : undefined)}
      >
        {t('admins.delete.body')}
      </AlertDialog>
    </>
  );
}
