import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WalletPage } from '../../../app/features/wallet/WalletPage';
import { demo, page } from '../../api/fixtures';
import { answers, fails, loading, ok } from '../../api/http';
import { say } from '../website/storyKit';
import { amountPattern, asOwner, dashboard, expectNotice, freshStory, inDashboard, LOAD } from './dashboardKit';

const meta = {
  title: 'App/Dashboard/Wallet',
  component: WalletPage,
  decorators: [inDashboard(), asOwner()],
  parameters: dashboard('/wallet'),
  beforeEach: freshStory,
} satisfies Meta<typeof WalletPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const wallet = (context: Context) => demo(context.globals.locale as 'ar')['GET /provider/wallet'].data;
/** The ledger table (not the type filter, whose hidden native options carry the same words). */
const ledgerOf = (context: Context) => within(context.canvasElement).findByRole('grid', { name: say(context, 'wallet.ledger') }, LOAD);

/** The balance, the pending withdrawals and the first page of the ledger. */
export const Ledger: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: say(context, 'wallet.title') })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('group', { name: say(context, 'wallet.stat.balance') }).textContent).toMatch(amountPattern('ar', wallet(context).balance)), LOAD);
    const ledger = await ledgerOf(context);
    await waitFor(() => expect(within(ledger).getAllByRole('rowheader').length).toBe(15), LOAD);
  },
};

/** The ledger filtered to withdrawals (the filter goes to the server, which answers only those). */
export const FilterByType: Story = {
  globals: { locale: 'en' },
  parameters: {
    msw: answers(
      ok('GET /provider/wallet/transactions', ({ locale, url }) => {
        const entries = demo(locale)['GET /provider/wallet/transactions'].data;
        const type = url.searchParams.get('type');
        return page('/provider/wallet/transactions', entries.filter((entry) => !type || entry.type === type));
      }),
    ),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const ledger = await ledgerOf(context);
    await within(ledger).findAllByText(say(context, 'wallet.type.credit'), {}, LOAD);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(say(context, 'wallet.filter.type')) }));
    await userEvent.click(await within(document.body).findByRole('option', { name: say(context, 'wallet.type.withdrawal') }));
    await waitFor(() => expect(within(ledger).queryByText(say(context, 'wallet.type.credit'))).toBeNull(), LOAD);
    const rows = within(ledger).getAllByRole('row').slice(1);
    await expect(rows.length).toBe(2);
    for (const row of rows) await expect(within(row).getAllByText(say(context, 'wallet.type.withdrawal')).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: say(context, 'wallet.filter.clear') })).toBeVisible();
  },
};

const openWithdrawal = async (context: Context, amount: string) => {
  const canvas = within(context.canvasElement);
  const open = canvas.getByRole('button', { name: say(context, 'wallet.withdraw.open') });
  await waitFor(() => expect(open).toBeEnabled(), LOAD);
  await userEvent.click(open);
  const dialog = await within(document.body).findByRole('dialog', { name: say(context, 'wallet.withdraw.title') });
  await userEvent.type(within(dialog).getByRole('textbox', { name: new RegExp(say(context, 'wallet.withdraw.amount').replace(/[()]/g, '.')) }), amount);
  await userEvent.click(within(dialog).getByRole('button', { name: say(context, 'wallet.withdraw.submit') }));
  return dialog;
};

/** More than the balance: refused in the dialog before anything is sent. */
export const WithdrawOverBalanceRefused: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const dialog = await openWithdrawal(context, '5000');
    await expect(await within(dialog).findByText(/The amount is more than your balance of/)).toBeVisible();
  },
};

// The pending withdrawals as the server counts them, grown by what this story withdrew.
let withdrawn = 0;
const walletAfterWithdrawals = [
  ok('GET /provider/wallet', ({ locale }) => {
    const answer = demo(locale)['GET /provider/wallet'];
    return { ...answer, data: { ...answer.data, pending_withdrawals: answer.data.pending_withdrawals + withdrawn } };
  }),
  ok('POST /provider/wallet/withdrawals', ({ locale }) => {
    withdrawn += 10000;
    return demo(locale)['POST /provider/wallet/withdrawals'];
  }),
];

/** A withdrawal of SAR 100: a notice, the dialog closes and the pending withdrawals grow (300 → 400). */
export const WithdrawSucceeds: Story = {
  globals: { locale: 'en' },
  parameters: { msw: answers(walletAfterWithdrawals) },
  beforeEach: () => {
    withdrawn = 0;
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await openWithdrawal(context, '100');
    await expectNotice(/Withdrawal of SAR\s?100\.00 requested\./);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), LOAD);
    await waitFor(() => expect(canvas.getByRole('group', { name: say(context, 'wallet.stat.pending') }).textContent).toMatch(/SAR\s?400(\.00)?$/), LOAD);
  },
};

/** The same in Arabic. */
export const WithdrawSucceedsArabic: Story = {
  parameters: { msw: answers(walletAfterWithdrawals) },
  play: async (context) => {
    await openWithdrawal(context, '100');
    await expectNotice(/^تم طلب سحب/);
  },
};

/** No bank account yet: the banner over the screen, and the refused withdrawal leads to adding one. */
export const WithdrawWithoutBankAccount: Story = {
  globals: { locale: 'en' },
  decorators: [asOwner(undefined, { bank_account: null })],
  parameters: {
    msw: answers(
      ok('GET /provider/auth/profile', ({ locale }) => ({ data: { ...demo(locale)['GET /provider/auth/profile'].data, bank_account: null }, message: '' })),
      fails('POST /provider/wallet/withdrawals', 422, 'bank_account_required', { message: 'api.booking.wallet.bank_account_required' }),
    ),
  },
  play: async (context) => {
    await expect(await within(context.canvasElement).findByText(say(context, 'providerShell.bank.missing'), {}, LOAD)).toBeVisible();
    const dialog = await openWithdrawal(context, '10');
    await expect(await within(dialog).findByRole('link', { name: say(context, 'wallet.withdraw.noBank.link') }, LOAD)).toBeVisible();
  },
};

/** While the balance and the ledger load: placeholders, and nothing can be withdrawn yet. */
export const Loading: Story = {
  parameters: { msw: answers(loading('GET /provider/wallet', 'GET /provider/wallet/transactions')) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('group', { name: say(context, 'wallet.stat.balance') }, LOAD)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: say(context, 'wallet.withdraw.open') })).toBeDisabled();
    await expect(canvas.queryByText(say(context, 'wallet.empty.title'))).toBeNull();
  },
};

/** A wallet without entries yet. */
export const Empty: Story = {
  globals: { locale: 'en' },
  parameters: { msw: answers(ok('GET /provider/wallet/transactions', page('/provider/wallet/transactions', []))) },
  play: async (context) => {
    const ledger = await ledgerOf(context);
    await expect(await within(ledger).findByText(say(context, 'wallet.empty.title'), {}, LOAD)).toBeVisible();
  },
};

/** The balance and the ledger fail to load: the screen says so (not a zero balance, not "no entries") and offers to try again. */
export const LoadFailed: Story = {
  parameters: { msw: answers(fails('GET /provider/wallet', 500, 'server_error'), fails('GET /provider/wallet/transactions', 500, 'server_error')) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('تعذّر تحميل رصيدك', {}, LOAD)).toBeVisible();
    await expect(await canvas.findByText('تعذّر تحميل عمليات المحفظة', {}, LOAD)).toBeVisible();
    await expect(canvas.queryByRole('group', { name: say(context, 'wallet.stat.balance') })).toBeNull();
    await expect(canvas.queryByText(say(context, 'wallet.empty.title'))).toBeNull();
    await expect(canvas.getByRole('button', { name: say(context, 'wallet.withdraw.open') })).toBeDisabled();
    await expect(canvas.getAllByRole('button', { name: 'إعادة المحاولة' })).toHaveLength(2);
  },
};

/** Only the ledger fails: the balance still shows. */
export const LoadFailedEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { msw: answers(fails('GET /provider/wallet/transactions', 500, 'server_error')) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('The wallet entries could not be loaded', {}, LOAD)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('group', { name: say(context, 'wallet.stat.balance') }).textContent).toMatch(amountPattern('en', wallet(context).balance)), LOAD);
  },
};
