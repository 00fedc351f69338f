import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../design-system/components/Button';
import { Card } from '../../../design-system/components/Card';
import { ComboBox, ComboBoxItem } from '../../../design-system/components/ComboBox';
import { DescriptionList } from '../../../design-system/components/DescriptionList';
import { Form } from '../../../design-system/components/Form';
import { Inline } from '../../../design-system/components/Inline';
import { Skeleton } from '../../../design-system/components/Skeleton';
import { Stack } from '../../../design-system/components/Stack';
import { Text } from '../../../design-system/components/Text';
import { TextField } from '../../../design-system/components/TextField';
import { toast } from '../../../design-system/components/Toast';
import { ApiError } from '../../../api-spec/client';
import { api, call } from '../../api';
import { PageHeader } from '../dashboard/PageHeader';
import { formatIban, normaliseIban, saudiIbanProblem } from '../../../shared/iban';

export const bankAccountKey = ['provider', 'bank-account'] as const;

interface Draft {
  bank_id: number | null;
  account_holder_name: string;
  account_number: string;
  iban: string;
}

/** Problems found before sending, as message ids per field name. */
export function bankDraftProblems(draft: Draft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!draft.bank_id) problems.bank_id = 'banks.problem.bank';
  const holder = draft.account_holder_name.trim();
  if (holder.length < 2 || holder.length > 100) problems.account_holder_name = 'banks.problem.holder';
  if (!/^\d{6,20}$/.test(draft.account_number.trim())) problems.account_number = 'banks.problem.accountNumber';
  const iban = saudiIbanProblem(draft.iban);
  if (iban) problems.iban = `banks.iban.${iban}`;
  return problems;
}

/** /provider-dashboard/banks: the payout bank account, and its form with the IBAN checked as you type. */
export function BanksPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const queryClient = useQueryClient();
  const banks = useQuery({ queryKey: ['provider', 'banks'], queryFn: () => call(api.GET('/provider/banks')), select: (b) => b.data });
  const account = useQuery({ queryKey: bankAccountKey, queryFn: () => call(api.GET('/provider/bank-account')), select: (b) => b.data });
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Draft>({ bank_id: null, account_holder_name: '', account_number: '', iban: '' });
  const [ibanTouched, setIbanTouched] = useState(false);
  const [errorBody, setErrorBody] = useState<unknown>(null);

  useEffect(() => {
    const saved = account.data;
    if (saved) setDraft({ bank_id: saved.bank_id, account_holder_name: saved.account_holder_name, account_number: saved.account_number, iban: saved.iban });
  }, [account.data]);

  const save = useMutation({
    mutationFn: (body: { bank_id: number; account_holder_name: string; account_number: string; iban: string }) =>
      call(api.PUT('/provider/auth/profile/bank-setting', { body })),
    onSuccess: async (result) => {
      toast.positive(result.message || t('banks.saved'));
      setEditing(false);
      queryClient.setQueryData(bankAccountKey, { data: result.data, message: '' });
      await queryClient.invalidateQueries({ queryKey: ['provider', 'profile'] });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 422) setErrorBody(error.body);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIbanTouched(true);
    const problems = bankDraftProblems(draft);
    if (Object.keys(problems).length > 0) {
      setErrorBody({ errors: Object.fromEntries(Object.entries(problems).map(([field, id]) => [field, [t(id)]])) });
      return;
    }
    setErrorBody(null);
    return save.mutateAsync({
      bank_id: draft.bank_id as number,
      account_holder_name: draft.account_holder_name.trim(),
      account_number: draft.account_number.trim(),
      iban: normaliseIban(draft.iban),
    });
  };

  // As you type: a wrong country, character, length overrun or check digit shows at once; "too short" waits for blur.
  const typedProblem = saudiIbanProblem(draft.iban);
  const liveIbanProblem = typedProblem && (ibanTouched || (typedProblem !== 'tooShort' && typedProblem !== 'required')) ? typedProblem : null;
  const showForm = editing || (account.isSuccess && account.data === null);

  return (
    <>
      <PageHeader title={t('banks.title')} description={t('banks.description')} />
      {account.isPending ? (
        <Skeleton lines={4} />
      ) : showForm ? (
        <Card headingLevel={2} title={t(account.data ? 'banks.editTitle' : 'banks.addTitle')}>
          <Form onSubmit={submit} errorBody={errorBody} validationBehavior="aria" aria-label={t('banks.formLabel')}>
            <Stack gap="medium">
              <ComboBox
                label={t('banks.field.bank')}
                name="bank_id"
                selectedKey={draft.bank_id === null ? null : String(draft.bank_id)}
                onSelectionChange={(key) => setDraft((d) => ({ ...d, bank_id: key === null ? null : Number(key) }))}
                isRequired
                placeholder={t('banks.field.bankPlaceholder')}
              >
                {(banks.data ?? []).map((bank) => (
                  <ComboBoxItem key={bank.id} id={String(bank.id)} textValue={bank.name}>
                    {bank.name}
                  </ComboBoxItem>
                ))}
              </ComboBox>
              <TextField
                label={t('banks.field.holder')}
                name="account_holder_name"
                value={draft.account_holder_name}
                onChange={(value) => setDraft((d) => ({ ...d, account_holder_name: value }))}
                isRequired
                maxLength={100}
              />
              <TextField
                label={t('banks.field.accountNumber')}
                name="account_number"
                inputMode="numeric"
                inputDir="ltr"
                value={draft.account_number}
                onChange={(value) => setDraft((d) => ({ ...d, account_number: value }))}
                description={t('banks.field.accountNumberHint')}
                isRequired
              />
              <TextField
                label={t('banks.field.iban')}
                name="iban"
                inputDir="ltr"
                autoComplete="off"
                value={draft.iban}
                onChange={(value) => setDraft((d) => ({ ...d, iban: value }))}
                onBlur={() => setIbanTouched(true)}
                description={t('banks.field.ibanHint')}
                isInvalid={liveIbanProblem !== null ? true : undefined}
                errorMessage={liveIbanProblem ? t(`banks.iban.${liveIbanProblem}`) : undefined}
                isRequired
              />
              <Inline gap="small">
                <Button type="submit" isPending={save.isPending}>
                  {t('banks.save')}
                </Button>
                {account.data ? (
                  <Button tone="neutral" onPress={() => setEditing(false)}>
                    {t('banks.cancel')}
                  </Button>
                ) : null}
              </Inline>
            </Stack>
          </Form>
        </Card>
      ) : account.data ? (
        <Card headingLevel={2} title={t('banks.accountTitle')} actions={<Button onPress={() => setEditing(true)}>{t('banks.edit')}</Button>}>
          <DescriptionList
            items={[
              { id: 'bank', term: t('banks.field.bank'), detail: account.data.bank_name },
              { id: 'holder', term: t('banks.field.holder'), detail: account.data.account_holder_name },
              { id: 'number', term: t('banks.field.accountNumber'), detail: <bdi dir="ltr">{account.data.account_number}</bdi> },
              { id: 'iban', term: t('banks.field.iban'), detail: <bdi dir="ltr">{formatIban(account.data.iban)}</bdi> },
            ]}
          />
        </Card>
      ) : (
        <Text tone="critical">{t('banks.loadFailed')}</Text>
      )}
    </>
  );
}
