import { sql, type Kysely } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/schema';
import { forEachDatabase } from '../test/databases';
import { setBankAccount } from './banks';
import { BookingValidationError } from './booking-shared';
import { resetBookingData } from '../test/booking-data';
import { makeSaudiIban } from '../../shared/iban';
import { appendEntry, applicationDues, createWithdrawal, duesBasisPoints, getWallet, listWalletTransactions, refundEntry, rejectWithdrawal } from './wallet';

describe('application dues', () => {
  it('defaults to 10 % and reads APPLICATION_DUES_PERCENT with up to two decimals', () => {
    expect(duesBasisPoints({})).toBe(1000);
    expect(duesBasisPoints({ APPLICATION_DUES_PERCENT: '7.5' })).toBe(750);
    expect(duesBasisPoints({ APPLICATION_DUES_PERCENT: '0' })).toBe(0);
    expect(() => duesBasisPoints({ APPLICATION_DUES_PERCENT: '120' })).toThrow(/0 to 100/);
    expect(() => duesBasisPoints({ APPLICATION_DUES_PERCENT: 'ten' })).toThrow(/0 to 100/);
  });

  it('rounds half up to the halala', () => {
    expect(applicationDues(5000, 1000)).toBe(500);
    expect(applicationDues(1005, 1000)).toBe(101); // 100.5 → 101
    expect(applicationDues(1004, 1000)).toBe(100); // 100.4 → 100
    expect(applicationDues(3333, 750)).toBe(250); // 249.975 → 250
    expect(applicationDues(0, 1000)).toBe(0);
  });
});

async function credit(db: Kysely<Database>, providerId: number, amount: number): Promise<void> {
  await db.transaction().execute((trx) => appendEntry(trx, providerId, { type: 'credit', amount, description: { key: 'api.booking.wallet.entry.credit', params: { reservation: 1 } } }));
}

async function ledgerSum(db: Kysely<Database>, providerId: number): Promise<number> {
  const row = await db.selectFrom('wallet_entries').select(sql<string>`coalesce(sum(amount), 0)`.as('s')).where('provider_id', '=', providerId).executeTakeFirstOrThrow();
  return Number(row.s);
}

forEachDatabase('wallet', (ctx) => {
  let p: number;
  let other: number;
  beforeEach(async () => {
    [p, other] = await resetBookingData(ctx.db);
  });

  const addAccount = (providerId: number) =>
    setBankAccount(ctx.db, providerId, { bank_id: 1, account_holder_name: 'مؤسسة صالون الأناقة', account_number: '608010167519', iban: makeSaudiIban('80', '000000608010167519') }, 'ar');

  it('a withdrawal needs a bank account and enough balance; a refused one debits nothing', async () => {
    await credit(ctx.db, p, 10_000);
    const noAccount = await createWithdrawal(ctx.db, p, { amount: 1_000 }, 'ar').catch((e: unknown) => e);
    expect(noAccount).toBeInstanceOf(BookingValidationError);
    expect((noAccount as BookingValidationError).code).toBe('bank_account_required');
    await addAccount(p);
    const tooMuch = await createWithdrawal(ctx.db, p, { amount: 10_001 }, 'ar').catch((e: unknown) => e);
    expect((tooMuch as BookingValidationError).code).toBe('insufficient_balance');
    expect((tooMuch as BookingValidationError).summary).toEqual({ key: 'api.booking.wallet.insufficient_balance', params: { balance: 100 } });
    expect((await getWallet(ctx.db, p)).balance).toBe(10_000);
    expect(await ctx.db.selectFrom('withdrawals').selectAll().execute()).toEqual([]);

    const done = await createWithdrawal(ctx.db, p, { amount: 4_000 }, 'en');
    expect(done.status).toBe(201);
    expect(done.body).toMatchObject({ amount: 4_000, status: 'pending', balance_after: 6_000, bank_account: { bank_id: 1, bank_name: 'Al Rajhi Bank' } });
    expect(await getWallet(ctx.db, p)).toEqual({ balance: 6_000, pending_withdrawals: 4_000, currency: 'SAR', total_credits: 10_000, total_debits: 4_000 });
  });

  it('a retried withdrawal with the same Idempotency-Key debits once', async () => {
    await addAccount(p);
    await credit(ctx.db, p, 5_000);
    const key = '0b6a3c1e-8f2d-4a7b-9c1e-2f3a4b5c6d7e';
    const [a, b] = await Promise.all([createWithdrawal(ctx.db, p, { amount: 1_000 }, 'ar', key), createWithdrawal(ctx.db, p, { amount: 1_000 }, 'ar', key)]);
    expect(a.body.id).toBe(b.body.id);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    expect((await getWallet(ctx.db, p)).balance).toBe(4_000);
  });

  it('the ledger pages newest first with the running balance, filters by type, and is only the provider’s', async () => {
    await addAccount(p);
    await credit(ctx.db, p, 5_000);
    await credit(ctx.db, p, 2_500);
    await createWithdrawal(ctx.db, p, { amount: 1_000 }, 'ar');
    await credit(ctx.db, other, 700);
    const page1 = await listWalletTransactions(ctx.db, p, { per_page: 2 });
    expect(page1.total).toBe(3);
    expect(page1.items.map((e) => [e.type, e.amount, e.balanceAfter])).toEqual([
      ['withdrawal', -1_000, 6_500],
      ['credit', 2_500, 7_500],
    ]);
    const page2 = await listWalletTransactions(ctx.db, p, { per_page: 2, page: 2 });
    expect(page2.items.map((e) => e.balanceAfter)).toEqual([5_000]);
    expect((await listWalletTransactions(ctx.db, p, { type: 'credit' })).total).toBe(2);
    expect((await listWalletTransactions(ctx.db, p, { sort: 'created_at' })).items[0]!.balanceAfter).toBe(5_000);
    expect((await listWalletTransactions(ctx.db, other, {})).items.map((e) => e.amount)).toEqual([700]);
  });

  it('a rejected payout is refunded once; a refund reverses an entry and never drives the balance below zero', async () => {
    await addAccount(p);
    await credit(ctx.db, p, 3_000);
    const w = await createWithdrawal(ctx.db, p, { amount: 2_000 }, 'ar');
    await rejectWithdrawal(ctx.db, p, w.body.id);
    expect((await getWallet(ctx.db, p)).balance).toBe(3_000);
    await expect(rejectWithdrawal(ctx.db, p, w.body.id)).rejects.toThrow('withdrawal not found');
    const entries = await listWalletTransactions(ctx.db, p, {});
    expect(entries.items[0]).toMatchObject({ type: 'refund', amount: 2_000, balanceAfter: 3_000 });
    // Reversing the 3000 credit after spending 2500 of it would go negative: refused, nothing written.
    await createWithdrawal(ctx.db, p, { amount: 2_500 }, 'ar');
    const creditId = entries.items.find((e) => e.type === 'credit')!.id;
    const error = await refundEntry(ctx.db, p, creditId).catch((e: unknown) => e);
    expect((error as BookingValidationError).code).toBe('insufficient_balance');
    expect(await ledgerSum(ctx.db, p)).toBe(500);
    await expect(refundEntry(ctx.db, other, creditId)).rejects.toThrow('wallet entry not found');
  });

  it('the ledger is append-only and the balance cannot be written below zero, whatever the code does', async () => {
    await credit(ctx.db, p, 1_000);
    await expect(sql`UPDATE wallet_entries SET amount = 5`.execute(ctx.db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM wallet_entries`.execute(ctx.db)).rejects.toThrow(/append-only/);
    await expect(sql`UPDATE wallets SET balance = -1`.execute(ctx.db)).rejects.toThrow(/check/i);
    expect(await ledgerSum(ctx.db, p)).toBe(1_000);
  });
});
