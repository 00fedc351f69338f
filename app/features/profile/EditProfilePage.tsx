import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../design-system/components/Button';
import { Card } from '../../../design-system/components/Card';
import { Form } from '../../../design-system/components/Form';
import { ImageUpload } from '../../../design-system/components/ImageUpload';
import { Inline } from '../../../design-system/components/Inline';
import { Skeleton } from '../../../design-system/components/Skeleton';
import { Stack } from '../../../design-system/components/Stack';
import { TextField } from '../../../design-system/components/TextField';
import { toast } from '../../../design-system/components/Toast';
import { ApiError, toFormData } from '../../../api-spec/client';
import { api, call } from '../../api';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import { LoadFailed } from '../dashboard/LoadFailed';
import { PageHeader } from '../dashboard/PageHeader';
import { profileProblems } from './validation';
import { problemsBody, profileKey, profileQuery } from './queries';

/** /provider-dashboard/profile/edit-profile: name, e-mail and avatar (uploaded first, then its path saved). */
export function EditProfilePage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = (id: string) => intl.formatMessage({ id });
  const profile = useQuery({ ...profileQuery, select: (b) => b.data });
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [avatar, setAvatar] = useState<File | string | null>(null);
  const [errorBody, setErrorBody] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!profile.data) return;
    setName(profile.data.name);
    setEmail(profile.data.email ?? '');
    setAvatar(profile.data.avatar_url ?? null);
  }, [profile.data]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = problemsBody(profileProblems({ name, email }), t);
    setErrorBody(problems);
    if (problems) return;
    setSaving(true);
    try {
      let avatarPath: string | undefined;
      if (avatar instanceof File) {
        const uploaded = await call(
          api.POST('/company/uploader', { body: toFormData({ path: 'avatars', file: avatar, width: 400 }) as never, bodySerializer: (b) => b as unknown as FormData }),
        );
        avatarPath = uploaded.data.path;
      }
      const result = await call(
        api.PUT('/provider/auth/profile', { body: { name: name.trim(), email: email.trim() === '' ? null : email.trim(), ...(avatarPath ? { avatar: avatarPath } : {}) } }),
      );
      queryClient.setQueryData(profileKey, { data: result.data, message: '' });
      toast.positive(result.message || t('profile.saved'));
      navigate(localePath(locale, '/provider-dashboard/profile'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setErrorBody(error.body);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <PageHeader title={t('profile.editTitle')} />
      {profile.isError && !profile.data ? (
        <LoadFailed what={t('dashboard.what.profile')} onRetry={() => void profile.refetch()} />
      ) : !profile.data ? (
        <Skeleton lines={5} />
      ) : (
        <Card>
          <Form onSubmit={submit} errorBody={errorBody} validationBehavior="aria">
            <Stack gap="medium">
              <TextField label={t('profile.field.name')} name="name" value={name} onChange={setName} isRequired maxLength={100} autoComplete="name" />
              <TextField label={t('profile.field.email')} name="email" type="email" inputDir="ltr" value={email} onChange={setEmail} autoComplete="email" />
              <ImageUpload label={t('profile.field.avatar')} name="avatar" value={avatar} onChange={setAvatar} previewAlt={t('profile.field.avatar')} />
              <Inline gap="small">
                <Button type="submit" isPending={saving}>
                  {t('profile.save')}
                </Button>
                <Button tone="neutral" onPress={() => navigate(localePath(locale, '/provider-dashboard/profile'))}>
                  {t('profile.cancel')}
                </Button>
              </Inline>
            </Stack>
          </Form>
        </Card>
      )}
    </>
  );
}
