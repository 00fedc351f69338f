import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { empty, loading, mockApi, noBankAccount, serverError } from '../../../app/mocks';
import { WalletPage } from '../../../app/features/wallet/WalletPage';
import { a11yWithoutAnnouncer, expectNotice, freshStory, LOAD, withApiRuntime, withOwner } from './accountKit';

const meta = {
  title: 'App/Dashboard/Wallet',
  component: WalletPage,
  decorators: [withApiRuntime, withOwner()],
  parameters: { layout: 'padded', a11y: a11yWithoutAnnouncer, msw: mockApi(), route: { path: '/{locale}/provider-dashboard/wallet' } },
  beforeEach: freshStory,
} satisfies Meta<typeof WalletPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ledger table (not the type filter, whose hidden native options carry the same words). */
const ledgerOf = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('grid', { name }, LOAD);

export const Ledger: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'المحفظة' })).toBeVisible();
    // The demo balance, SAR 1,014.50, in Arabic digits.
    await waitFor(() => expect(canvas.getByRole('group', { name: 'الرصيد' }).textContent).toMatch(/١٬?٠١٤٫٥٠/), LOAD);
    const ledger = await ledgerOf(canvasElement, 'سجل المحفظة');
    await waitFor(() => expect(within(ledger).getAllByRole('rowheader').length).toBe(15), LOAD);
  },
};

export const FilterByType: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ledger = await ledgerOf(canvasElement, 'Wallet ledger');
    await within(ledger).findAllByText('Credit', {}, LOAD);
    await userEvent.click(canvas.getByRole('button', { name: /Type/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Withdrawal' }));
    // Only withdrawals remain, each a negative amount.
    await waitFor(() => expect(within(ledger).queryByText('Credit')).toBeNull(), LOAD);
    const rows = within(ledger).getAllByRole('row').slice(1);
    await expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      await expect(within(row).getAllByText('Withdrawal').length).toBeGreaterThan(0);
      await expect(row.textContent).toMatch(/-SAR|−SAR|SAR\s?-/);
    }
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

export const WithdrawOverBalanceRefused: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeEnabled(), LOAD);
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    const dialog = await body.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '5000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request withdrawal' }));
    await expect(await within(dialog).findByText(/The amount is more than your balance of/)).toBeVisible();
  },
};

export const WithdrawSucceeds: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeEnabled(), LOAD);
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    const dialog = await body.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request withdrawal' }));
    await expectNotice(/Withdrawal of SAR\s?100\.00 requested\./);
    // The dialog closes and the pending withdrawals grow by SAR 100 (300 → 400).
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), LOAD);
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Pending withdrawals' }).textContent).toMatch(/SAR\s?400(\.00)?$/), LOAD);
  },
};

export const WithdrawSucceedsArabic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const open = canvas.getByRole('button', { name: 'سحب' });
    await waitFor(() => expect(open).toBeEnabled(), LOAD);
    await userEvent.click(open);
    const dialog = await body.findByRole('dialog', { name: 'السحب إلى حسابك البنكي' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /المبلغ/ }), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'طلب السحب' }));
    await expectNotice(/^تم طلب سحب/);
  },
};

export const WithdrawWithoutBankAccount: Story = {
  globals: { locale: 'en' },
  parameters: { msw: mockApi(noBankAccount()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeEnabled(), LOAD);
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    const dialog = await body.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request withdrawal' }));
    await expect(await within(dialog).findByRole('link', { name: 'Add a bank account' }, LOAD)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: mockApi(loading('getWallet', 'listWalletTransactions')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The figures and the ledger say they are loading; nothing can be withdrawn yet.
    await expect(canvas.getByRole('group', { name: 'الرصيد' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('جارٍ تحميل الرصيد')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'سحب' })).toBeDisabled();
    await expect(canvas.queryByText('لا توجد عمليات في المحفظة بعد')).toBeNull();
  },
};

export const Empty: Story = {
  globals: { locale: 'en' },
  parameters: { msw: mockApi(empty('listWalletTransactions')) },
  play: async ({ canvasElement }) => {
    const ledger = await ledgerOf(canvasElement, 'Wallet ledger');
    await expect(await within(ledger).findByText('No wallet entries yet', {}, LOAD)).toBeVisible();
  },
};

/** The balance and the ledger fail to load: the screen says so (not a zero balance, not "no entries") and tries again. */
export const LoadFailed: Story = {
  parameters: { msw: mockApi(serverError('getWallet', 'listWalletTransactions')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('تعذّر تحميل رصيدك', {}, LOAD)).toBeVisible();
    await expect(await canvas.findByText('تعذّر تحميل عمليات المحفظة', {}, LOAD)).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'الرصيد' })).toBeNull();
    await expect(canvas.queryByText('لا توجد عمليات في المحفظة بعد')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'سحب' })).toBeDisabled();
    await expect(canvas.getAllByRole('button', { name: 'إعادة المحاولة' })).toHaveLength(2);
  },
};

export const LoadFailedEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { msw: mockApi(serverError('listWalletTransactions')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The wallet entries could not be loaded', {}, LOAD)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Balance' }).textContent).toMatch(/SAR\s?1,014\.50/), LOAD);
  },
};
