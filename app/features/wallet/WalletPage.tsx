import { parseDate, type CalendarDate } from '@internationalized/date';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../design-system/components/Alert';
import { Button } from '../../../design-system/components/Button';
import { Columns } from '../../../design-system/components/Columns';
import { DateRangePicker } from '../../../design-system/components/DateRangePicker';
import { Dialog } from '../../../design-system/components/Dialog';
import { EmptyState } from '../../../design-system/components/EmptyState';
import { Form } from '../../../design-system/components/Form';
import { Inline } from '../../../design-system/components/Inline';
import { Link } from '../../../design-system/components/Link';
import { Modal } from '../../../design-system/components/Modal';
import { NumberField } from '../../../design-system/components/NumberField';
import { Pagination } from '../../../design-system/components/Pagination';
import { Select, SelectItem } from '../../../design-system/components/Select';
import { Stack } from '../../../design-system/components/Stack';
import { StatCard } from '../../../design-system/components/StatCard';
import { Table, type TableColumn } from '../../../design-system/components/Table';
import { Text } from '../../../design-system/components/Text';
import { toast } from '../../../design-system/components/Toast';
import { ApiError } from '../../../api-spec/client';
import type { Schema } from '../../../api-spec';
import { api, call } from '../../api';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import { fromSortDescriptor, toSortDescriptor, useListParams } from '../dashboard/listParams';
import { LoadFailed } from '../dashboard/LoadFailed';
import { PageHeader } from '../dashboard/PageHeader';
import { useSession } from '../session/SessionProvider';
import { hasPermission } from '../session/guards';
import { toHalalas, withdrawalProblem } from './withdrawal';

type Transaction = Schema<'WalletTransaction'>;
export const transactionTypes = ['credit', 'dues', 'withdrawal', 'refund'] as const;
const ZONE = 'Asia/Riyadh';
const PER_PAGE = 15;
export const walletKeys = { all: ['wallet'] as const, summary: ['wallet', 'summary'] as const, list: (q: object) => ['wallet', 'transactions', q] as const };

const safeDate = (value: string | undefined): CalendarDate | null => {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
};

/** The withdrawal dialog: an amount in SAR, checked against the balance before sending; the server's refusals explained. */
function WithdrawDialog({ balance, onDone }: { balance: number; onDone: () => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [amount, setAmount] = useState(Number.NaN);
  const [errorBody, setErrorBody] = useState<unknown>(null);
  const [refusal, setRefusal] = useState<'insufficient_balance' | 'bank_account_required' | null>(null);
  const money = (halalas: number) => intl.formatNumber(halalas / 100, { style: 'currency', currency: 'SAR' });

  const withdraw = useMutation({
    mutationFn: (halalas: number) =>
      call(api.POST('/provider/wallet/withdrawals', { body: { amount: halalas }, params: { header: { 'Idempotency-Key': crypto.randomUUID() } } })),
    onSuccess: async (result) => {
      toast.positive(t('wallet.withdraw.done', { amount: money(result.data.amount) }));
      await queryClient.invalidateQueries({ queryKey: walletKeys.all });
      onDone();
    },
    onError: (error) => {
      if (!(error instanceof ApiError) || error.status !== 422) return;
      const code = (error.body as { code?: string } | null)?.code;
      if (code === 'insufficient_balance' || code === 'bank_account_required') setRefusal(code);
      setErrorBody(error.body);
      if (code === 'insufficient_balance') void queryClient.invalidateQueries({ queryKey: walletKeys.summary });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = withdrawalProblem(amount, balance);
    if (problem) {
      setErrorBody({ errors: { amount: [t(`wallet.withdraw.problem.${problem}`, { balance: money(balance) })] } });
      return;
    }
    setErrorBody(null);
    setRefusal(null);
    return withdraw.mutateAsync(toHalalas(amount));
  };

  return (
    <Dialog title={t('wallet.withdraw.title')} description={t('wallet.withdraw.available', { balance: money(balance) })}>
      <Form onSubmit={submit} errorBody={errorBody} validationBehavior="aria">
        <Stack gap="medium">
          {refusal === 'bank_account_required' ? (
            <Alert tone="critical" title={t('wallet.withdraw.noBank.title')} live>
              <Stack gap="xsmall">
                <span>{t('wallet.withdraw.noBank.body')}</span>
                <Link href={localePath(locale, '/provider-dashboard/banks')}>{t('wallet.withdraw.noBank.link')}</Link>
              </Stack>
            </Alert>
          ) : null}
          {refusal === 'insufficient_balance' ? (
            <Alert tone="critical" live>
              {t('wallet.withdraw.insufficient')}
            </Alert>
          ) : null}
          <NumberField
            label={t('wallet.withdraw.amount')}
            name="amount"
            value={amount}
            onChange={setAmount}
            minValue={0}
            formatOptions={{ style: 'currency', currency: 'SAR' }}
            description={t('wallet.withdraw.amountHint', { balance: money(balance) })}
            isRequired
          />
          <Inline gap="small">
            <Button type="submit" isPending={withdraw.isPending}>
              {t('wallet.withdraw.submit')}
            </Button>
            <Button tone="neutral" onPress={onDone}>
              {t('wallet.cancel')}
            </Button>
          </Inline>
        </Stack>
      </Form>
    </Dialog>
  );
}

/** /provider-dashboard/wallet: balance and totals, the ledger (type, dates, sort, page in the address) and withdrawals. */
export function WalletPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const session = useSession((s) => s.context);
  const canWithdraw = hasPermission(session, 'wallet.withdraw');
  const [params, update] = useListParams(['type', 'from', 'to']);
  const [withdrawing, setWithdrawing] = useState(false);

  const from = safeDate(params.filters.from);
  const to = safeDate(params.filters.to);
  const type = transactionTypes.find((x) => x === params.filters.type);
  const sort = params.sort === 'created_at' ? 'created_at' : '-created_at';
  const query = {
    page: params.page,
    per_page: PER_PAGE,
    sort,
    type,
    from: from ? from.toDate(ZONE).toISOString() : undefined,
    to: to ? to.add({ days: 1 }).toDate(ZONE).toISOString() : undefined,
  } as const;

  const summary = useQuery({ queryKey: walletKeys.summary, queryFn: () => call(api.GET('/provider/wallet')), select: (b) => b.data });
  const ledger = useQuery({
    queryKey: walletKeys.list(query),
    queryFn: () => call(api.GET('/provider/wallet/transactions', { params: { query } })),
    placeholderData: keepPreviousData,
  });

  const money = (halalas: number) => intl.formatNumber(halalas / 100, { style: 'currency', currency: 'SAR' });
  const signed = (halalas: number) => intl.formatNumber(halalas / 100, { style: 'currency', currency: 'SAR', signDisplay: 'exceptZero' });
  const dateTime = new Intl.DateTimeFormat(intl.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: ZONE });

  const columns: TableColumn<Transaction>[] = [
    { id: 'created_at', name: t('wallet.column.date'), cell: (x) => <time dateTime={x.created_at}>{dateTime.format(new Date(x.created_at))}</time>, allowsSorting: true },
    { id: 'type', name: t('wallet.column.type'), cell: (x) => t(`wallet.type.${x.type}`) },
    { id: 'description', name: t('wallet.column.description'), cell: (x) => x.description, isRowHeader: true },
    {
      id: 'amount',
      name: t('wallet.column.amount'),
      align: 'end',
      cell: (x) => (
        <Text as="span" tone={x.amount < 0 ? 'critical' : 'positive'} weight="medium">
          <bdi>{signed(x.amount)}</bdi>
        </Text>
      ),
    },
    { id: 'balance_after', name: t('wallet.column.balanceAfter'), align: 'end', cell: (x) => <bdi>{money(x.balance_after)}</bdi> },
  ];
  const meta = ledger.data?.meta;
  const hasFilters = Boolean(type || from || to);

  return (
    <>
      <PageHeader
        title={t('wallet.title')}
        actions={canWithdraw ? <Button onPress={() => setWithdrawing(true)} isDisabled={!summary.data}>{t('wallet.withdraw.open')}</Button> : null}
      />
      {summary.isError ? (
        <Stack gap="none" marginBlockEnd="large">
          <LoadFailed what={t('dashboard.what.walletSummary')} onRetry={() => void summary.refetch()} />
        </Stack>
      ) : (
        <Columns columns={[1, 2, 4]} gap="medium" marginBlockEnd="large">
          <StatCard label={t('wallet.stat.balance')} value={summary.data?.balance ?? 0} format="money" isLoading={summary.isPending} />
          <StatCard label={t('wallet.stat.pending')} value={summary.data?.pending_withdrawals ?? 0} format="money" isLoading={summary.isPending} />
          <StatCard label={t('wallet.stat.credits')} value={summary.data?.total_credits ?? 0} format="money" isLoading={summary.isPending} />
          <StatCard label={t('wallet.stat.debits')} value={summary.data?.total_debits ?? 0} format="money" isLoading={summary.isPending} />
        </Columns>
      )}
      <Inline gap="medium" alignY="bottom" marginBlockEnd="large">
        <Select
          label={t('wallet.filter.type')}
          selectedKey={type ?? 'all'}
          onSelectionChange={(key) => update({ type: key === 'all' ? null : String(key) })}
        >
          {[
            <SelectItem key="all" id="all">
              {t('wallet.filter.allTypes')}
            </SelectItem>,
            ...transactionTypes.map((x) => (
              <SelectItem key={x} id={x}>
                {t(`wallet.type.${x}`)}
              </SelectItem>
            )),
          ]}
        </Select>
        <DateRangePicker<CalendarDate>
          label={t('wallet.filter.dates')}
          value={from && to ? { start: from, end: to } : null}
          onChange={(range) => update({ from: range ? range.start.toString() : null, to: range ? range.end.toString() : null })}
        />
        {hasFilters ? (
          <Button tone="ghost" onPress={() => update({ type: null, from: null, to: null })}>
            {t('wallet.filter.clear')}
          </Button>
        ) : null}
      </Inline>
      <Table
        aria-label={t('wallet.ledger')}
        columns={columns}
        rows={ledger.data?.data ?? []}
        isLoading={ledger.isPending}
        sortDescriptor={toSortDescriptor(sort)}
        onSortChange={(descriptor) => {
          if (descriptor.column === 'created_at') update({ sort: fromSortDescriptor(descriptor) === '-created_at' ? null : 'created_at' });
        }}
        getRowLabel={(x) => x.description}
        emptyState={
          ledger.isError ? (
            <LoadFailed what={t('dashboard.what.walletLedger')} onRetry={() => void ledger.refetch()} />
          ) : (
            <EmptyState icon="wallet" title={t(hasFilters ? 'wallet.empty.filtered' : 'wallet.empty.title')} />
          )
        }
        pagination={
          meta && meta.last_page > 1 ? (
            <Pagination page={meta.current_page} pageCount={meta.last_page} onPageChange={(page) => update({ page })} showSummary />
          ) : null
        }
      />
      <Modal isOpen={withdrawing} onOpenChange={setWithdrawing} size="small">
        <WithdrawDialog balance={summary.data?.balance ?? 0} onDone={() => setWithdrawing(false)} />
      </Modal>
    </>
  );
}
