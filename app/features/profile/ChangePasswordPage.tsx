import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../design-system/components/Button';
import { Card } from '../../../design-system/components/Card';
import { Form } from '../../../design-system/components/Form';
import { Inline } from '../../../design-system/components/Inline';
import { PasswordField } from '../../../design-system/components/PasswordField';
import { Stack } from '../../../design-system/components/Stack';
import { toast } from '../../../design-system/components/Toast';
import { ApiError } from '../../../api-spec/client';
import { api, call } from '../../api';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import { PageHeader } from '../dashboard/PageHeader';
import { problemsBody } from './queries';
import { MIN_PASSWORD, passwordProblems, type PasswordDraft } from './validation';

/** /provider-dashboard/profile/chang-pass: old password, new one (8+), confirmation; checked before sending. */
export function ChangePasswordPage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [draft, setDraft] = useState<PasswordDraft>({ old_password: '', password: '', password_confirmation: '' });
  const [errorBody, setErrorBody] = useState<unknown>(null);
  const change = useMutation({
    mutationFn: (body: PasswordDraft) => call(api.PUT('/provider/auth/profile/change-password', { body })),
    onSuccess: (result) => {
      toast.positive(result.message || t('profile.passwordChanged'));
      navigate(localePath(locale, '/provider-dashboard/profile'));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 422) setErrorBody(error.body);
    },
  });
  const set = (field: keyof PasswordDraft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = problemsBody(passwordProblems(draft), (id) => t(id, { min: MIN_PASSWORD }));
    setErrorBody(problems);
    if (!problems) return change.mutateAsync(draft);
  };

  return (
    <>
      <PageHeader title={t('profile.changePassword')} />
      <Card>
        <Form onSubmit={submit} errorBody={errorBody} validationBehavior="aria">
          <Stack gap="medium">
            <PasswordField label={t('profile.field.oldPassword')} name="old_password" value={draft.old_password} onChange={set('old_password')} isRequired />
            <PasswordField
              label={t('profile.field.newPassword')}
              name="password"
              value={draft.password}
              onChange={set('password')}
              autoComplete="new-password"
              description={t('profile.passwordHint', { min: MIN_PASSWORD })}
              isRequired
            />
            <PasswordField
              label={t('profile.field.confirmPassword')}
              name="password_confirmation"
              value={draft.password_confirmation}
              onChange={set('password_confirmation')}
              autoComplete="new-password"
              isRequired
            />
            <Inline gap="small">
              <Button type="submit" isPending={change.isPending}>
                {t('profile.savePassword')}
              </Button>
              <Button tone="neutral" onPress={() => navigate(localePath(locale, '/provider-dashboard/profile'))}>
                {t('profile.cancel')}
              </Button>
            </Inline>
          </Stack>
        </Form>
      </Card>
    </>
  );
}
