import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Avatar } from '../../../design-system/components/Avatar';
import { Button } from '../../../design-system/components/Button';
import { Card } from '../../../design-system/components/Card';
import { DescriptionList } from '../../../design-system/components/DescriptionList';
import { Inline } from '../../../design-system/components/Inline';
import { Skeleton } from '../../../design-system/components/Skeleton';
import { Stack } from '../../../design-system/components/Stack';
import { Switch } from '../../../design-system/components/Switch';
import { toast } from '../../../design-system/components/Toast';
import { useNavigate } from 'react-router-dom';
import { api, call } from '../../api';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import { LoadFailed } from '../dashboard/LoadFailed';
import { PageHeader } from '../dashboard/PageHeader';
import { profileKey, profileQuery } from './queries';
import { PhoneNumber } from '../../../design-system/components/PhoneNumber';

/** /provider-dashboard/profile: who is signed in, with the chat switch and links to edit and change the password. */
export function ProfilePage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const queryClient = useQueryClient();
  const profile = useQuery({ ...profileQuery, select: (b) => b.data });
  const toggleChat = useMutation({
    mutationFn: (id: number) => call(api.PUT('/provider/auth/profile/{id}/toggle-chat-status', { params: { path: { id } } })),
    onSuccess: (result) => {
      queryClient.setQueryData(profileKey, { data: result.data, message: '' });
      toast.positive(t(result.data.chat_status ? 'profile.chat.on' : 'profile.chat.off'));
    },
  });
  const toggleHijri = useMutation({
    mutationFn: (user: { name: string; show_hijri: boolean }) => call(api.PUT('/provider/auth/profile', { body: { name: user.name, show_hijri: !user.show_hijri } })),
    onSuccess: (result) => {
      queryClient.setQueryData(profileKey, { data: result.data, message: '' });
      toast.positive(t(result.data.show_hijri ? 'profile.hijri.on' : 'profile.hijri.off'));
    },
  });
  const user = profile.data;

  return (
    <>
      <PageHeader
        title={t('profile.title')}
        actions={
          <>
            <Button onPress={() => navigate(localePath(locale, '/provider-dashboard/profile/edit-profile'))}>{t('profile.edit')}</Button>
            <Button tone="neutral" onPress={() => navigate(localePath(locale, '/provider-dashboard/profile/chang-pass'))}>
              {t('profile.changePassword')}
            </Button>
          </>
        }
      />
      {profile.isError && !profile.data ? (
        <LoadFailed what={t('dashboard.what.profile')} onRetry={() => void profile.refetch()} />
      ) : !user ? (
        <Skeleton lines={5} />
      ) : (
        <Card>
          <Stack gap="large">
            <Inline gap="medium" alignY="center">
              <Avatar name={user.name} src={user.avatar_url ?? undefined} size="large" />
              <Stack gap="xxsmall">
                <strong>{user.name}</strong>
              </Stack>
            </Inline>
            <DescriptionList
              items={[
                { id: 'name', term: t('profile.field.name'), detail: user.name },
                { id: 'mobile', term: t('profile.field.mobile'), detail: <PhoneNumber countryCode={user.country_code} number={user.mobile} /> },
                { id: 'email', term: t('profile.field.email'), detail: user.email ?? t('profile.none') },
                { id: 'role', term: t('profile.field.role'), detail: t(`profile.role.${user.is_super_admin ? 'owner' : (user.role ?? 'owner')}`) },
              ]}
            />
            <Switch
              isSelected={user.chat_status}
              onChange={() => toggleChat.mutate(user.id)}
              isDisabled={toggleChat.isPending}
              description={t('profile.chat.description')}
            >
              {t('profile.chat.label')}
            </Switch>
            <Switch
              isSelected={user.show_hijri}
              onChange={() => toggleHijri.mutate(user)}
              isDisabled={toggleHijri.isPending}
              description={t('profile.hijri.description')}
            >
              {t('profile.hijri.label')}
            </Switch>
          </Stack>
        </Card>
      )}
    </>
  );
}
