import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../design-system/components/Button';
import { Card } from '../../../design-system/components/Card';
import { Inline } from '../../../design-system/components/Inline';
import { toast } from '../../../design-system/components/Toast';
import { api, call } from '../../api';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import { PageHeader } from '../dashboard/PageHeader';
import { AdminForm, adminKeys, emptyAdmin, type AdminInput } from './AdminForm';

/** /provider-dashboard/admin/add: a new staff admin (signs in with the mobile and a code). */
export function AddAdminPage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = (id: string) => intl.formatMessage({ id });
  const back = () => navigate(localePath(locale, '/provider-dashboard/admin'));
  const create = async (input: AdminInput) => {
    const result = await call(api.POST('/provider/admins', { body: input }));
    toast.positive(result.message || t('admins.created'));
    await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    back();
  };
  return (
    <>
      <PageHeader title={t('admins.addTitle')} description={t('admins.addDescription')} />
      <Card>
        <AdminForm
          id="add-admin"
          initial={emptyAdmin}
          onSave={create}
          footer={(saving) => (
            <Inline gap="small">
              <Button type="submit" isPending={saving}>
                {t('admins.create')}
              </Button>
              <Button tone="neutral" onPress={back}>
                {t('admins.cancel')}
              </Button>
            </Inline>
          )}
        />
      </Card>
    </>
  );
}
