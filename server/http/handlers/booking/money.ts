/** Wallet, withdrawals, banks and the payout bank account. */
import { envelope, paginated, type Handlers } from '../../context';
import { getBankAccount, listBanks, maskedBankAccountView, setBankAccount } from '../../../domain/banks';
import { createWithdrawal, getWallet, listWalletTransactions, walletTransactionView } from '../../../domain/wallet';
import { idempotencyKey } from './support';

export const moneyHandlers: Handlers = {
  getWallet: async (ctx) => envelope(await getWallet(ctx.db, ctx.provider().providerId)),
  listWalletTransactions: async (ctx) => {
    const { providerId } = ctx.provider();
    const page = await listWalletTransactions(ctx.db, providerId, ctx.query);
    return paginated(
      ctx.request,
      page.items.map((entry) => walletTransactionView(entry, ctx.t(entry.description.key, entry.description.params))),
      page,
    );
  },
  createWithdrawal: async (ctx) => {
    const { providerId, permissions } = ctx.provider();
    const answer = await createWithdrawal(ctx.db, providerId, ctx.body, ctx.locale, idempotencyKey(ctx));
    ctx.reply.code(answer.status);
    if (answer.replayed) ctx.reply.header('Idempotent-Replayed', 'true');
    // Who may not open the bank account sees only its last 4 digits here too (docs/security.md).
    const body = permissions.includes('bank.manage') ? answer.body : { ...answer.body, bank_account: maskedBankAccountView(answer.body.bank_account) };
    return envelope(body, ctx.t('api.booking.wallet.withdrawal_requested'));
  },
  listBanks: async (ctx) => envelope(await listBanks(ctx.db, ctx.locale)),
  getBankAccount: async (ctx) => envelope(await getBankAccount(ctx.db, ctx.provider().providerId, ctx.locale)),
  updateProviderBankSetting: async (ctx) =>
    envelope(await setBankAccount(ctx.db, ctx.provider().providerId, ctx.body, ctx.locale), ctx.t('api.booking.bank.saved')),
};
