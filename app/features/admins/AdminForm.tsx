import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CheckboxGroup } from 'react-aria-components';
import { Checkbox } from '../../../design-system/components/Checkbox';
import { FieldError, FieldLabel, fieldStyles } from '../../../design-system/components/Field';
import { Form } from '../../../design-system/components/Form';
import { PhoneField } from '../../../design-system/components/PhoneField';
import { Select, SelectItem } from '../../../design-system/components/Select';
import { Stack } from '../../../design-system/components/Stack';
import { TextField } from '../../../design-system/components/TextField';
import { ApiError } from '../../../api-spec/client';
import type { Schema } from '../../../api-spec';
import { api, call } from '../../api';
import { adminProblems, adminRoles, rolePermissions, type AdminDraft, type AdminRole } from './validation';

export type AdminInput = Schema<'ProviderAdminInput'>;
export const adminKeys = { all: ['provider', 'admins'] as const, list: (q: object) => ['provider', 'admins', 'list', q] as const };

export const emptyAdmin: AdminDraft = { name: '', mobile: '', country_code: '+966', email: '', role: null, permissions: [] };

/** The staff form (add page and edit dialog): validated before sending, the server's 422 under its fields. */
export function AdminForm({ initial, onSave, id, footer }: { initial: AdminDraft; onSave: (input: AdminInput) => Promise<unknown>; id: string; footer: (saving: boolean) => ReactNode }) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  const permissions = useQuery({ queryKey: ['provider', 'permissions'], queryFn: () => call(api.GET('/provider/permissions')), select: (b) => b.data });
  const [draft, setDraft] = useState<AdminDraft>(initial);
  const [errorBody, setErrorBody] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = Object.entries(adminProblems(draft));
    if (problems.length > 0) {
      setErrorBody({ errors: Object.fromEntries(problems.map(([field, key]) => [field, [t(key)]])) });
      return;
    }
    setErrorBody(null);
    setSaving(true);
    try {
      await onSave({
        name: draft.name.trim(),
        mobile: draft.mobile,
        country_code: '+966',
        email: draft.email.trim() === '' ? null : draft.email.trim(),
        role: draft.role as AdminRole,
        permissions: draft.permissions as AdminInput['permissions'],
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setErrorBody(error.body);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form id={id} onSubmit={submit} errorBody={errorBody} validationBehavior="aria">
      <Stack gap="medium">
        <TextField label={t('admins.field.name')} name="name" value={draft.name} onChange={(name) => setDraft((d) => ({ ...d, name }))} isRequired maxLength={100} />
        <PhoneField
          label={t('admins.field.mobile')}
          value={{ countryCode: '+966', mobile: draft.mobile }}
          onChange={(value) => setDraft((d) => ({ ...d, mobile: value.mobile }))}
          isRequired
        />
        <TextField label={t('admins.field.email')} name="email" type="email" inputDir="ltr" value={draft.email} onChange={(email) => setDraft((d) => ({ ...d, email }))} />
        <Select
          label={t('admins.field.role')}
          name="role"
          selectedKey={draft.role}
          // Choosing a role ticks its permissions; the owner adjusts them below.
          onSelectionChange={(key) => setDraft((d) => ({ ...d, role: key as AdminRole, permissions: [...rolePermissions[key as AdminRole]] }))}
          isRequired
          placeholder={t('admins.field.rolePlaceholder')}
        >
          {adminRoles.map((role) => (
            <SelectItem key={role} id={role}>
              {t(`admins.role.${role}`)}
            </SelectItem>
          ))}
        </Select>
        <CheckboxGroup
          name="permissions"
          value={draft.permissions}
          onChange={(value) => setDraft((d) => ({ ...d, permissions: value }))}
          isRequired
          className={fieldStyles.field}
        >
          <FieldLabel isRequired>{t('admins.field.permissions')}</FieldLabel>
          <Stack gap="xsmall">
            {(permissions.data ?? []).map((permission) => (
              <Checkbox key={permission.key} value={permission.key}>
                {permission.name}
              </Checkbox>
            ))}
          </Stack>
          <FieldError />
        </CheckboxGroup>
        {footer(saving)}
      </Stack>
    </Form>
  );
}
