/**
 * The provider's wallet: an append-only ledger whose sum is the balance.
 *
 * Every entry moves the balance row with one `UPDATE wallets SET balance = balance + amount
 * WHERE balance + amount >= 0`: the UPDATE holds the row lock, so concurrent withdrawals queue
 * and each re-checks the condition against the balance left by the one before it (no
 * read-then-write race), and the table's CHECK (balance >= 0) backs it up. The entry records the
 * balance right after it (`balance_after`), which is the running balance the ledger shows.
 *
 * Application dues: a percentage of each completed reservation's total, debited right after the
 * credit in the same transaction. `APPLICATION_DUES_PERCENT` (default 10, up to two decimals),
 * rounded half up to the halala. The rate used is kept on the dues entry.
 */
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { components } from '../../api-spec/schema';
import type { Database } from '../db/schema';
import type { EntryDescription, WalletEntryType } from '../db/tables/booking';
import { bankAccountView, findBankAccount } from './banks';
import {
  BookingNotFoundError,
  BookingValidationError,
  formatInZone,
  HOME_TIME_ZONE,
  pageBounds,
  parseSort,
  toInt,
  withIdempotency,
  type Db,
  type IdempotentAnswer,
  type Locale,
  type Page,
  type PageQuery,
} from './booking-shared';

export type WalletView = components['schemas']['Wallet'];
export type WalletTransactionView = components['schemas']['WalletTransaction'];
export type WithdrawalView = components['schemas']['Withdrawal'];

const DEFAULT_DUES_PERCENT = 10;

/** The dues rate in basis points (1/100 of a percent) from `APPLICATION_DUES_PERCENT`. */
export function duesBasisPoints(env: Record<string, string | undefined> = process.env): number {
  const raw = env.APPLICATION_DUES_PERCENT;
  if (raw === undefined || raw.trim() === '') return DEFAULT_DUES_PERCENT * 100;
  const percent = Number(raw);
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new Error(`APPLICATION_DUES_PERCENT must be a number from 0 to 100, got "${raw}"`);
  }
  return Math.round(percent * 100);
}

/** Dues on a total, in halalas, rounded half up. */
export function applicationDues(total: number, basisPoints: number): number {
  return Math.floor((total * basisPoints + 5000) / 10000);
}

export interface NewEntry {
  type: WalletEntryType;
  amount: number;
  description: EntryDescription;
  reservationId?: number | null;
  withdrawalId?: number | null;
  reversesEntryId?: number | null;
  /** When it happened, if not now (the demo seed writes history). */
  at?: Date;
}

class InsufficientBalance extends Error {
  constructor(readonly balance: number) {
    super('insufficient balance');
  }
}

/** Appends one ledger entry and moves the balance with it; refuses (InsufficientBalance) below zero. */
export async function appendEntry(trx: Transaction<Database>, providerId: number, entry: NewEntry): Promise<{ id: number; balanceAfter: number }> {
  await trx.insertInto('wallets').values({ provider_id: providerId }).onConflict((oc) => oc.column('provider_id').doNothing()).execute();
  const moved = await trx
    .updateTable('wallets')
    .set({ balance: sql`balance + ${entry.amount}`, updated_at: new Date() })
    .where('provider_id', '=', providerId)
    .where(sql<boolean>`balance + ${entry.amount} >= 0`)
    .returning('balance')
    .executeTakeFirst();
  if (!moved) {
    const current = await trx.selectFrom('wallets').select('balance').where('provider_id', '=', providerId).executeTakeFirstOrThrow();
    throw new InsufficientBalance(toInt(current.balance));
  }
  const balanceAfter = toInt(moved.balance);
  const { id } = await trx
    .insertInto('wallet_entries')
    .values({
      provider_id: providerId,
      type: entry.type,
      amount: entry.amount,
      balance_after: balanceAfter,
      reservation_id: entry.reservationId ?? null,
      withdrawal_id: entry.withdrawalId ?? null,
      reverses_entry_id: entry.reversesEntryId ?? null,
      description: JSON.stringify(entry.description),
      ...(entry.at ? { created_at: entry.at } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, balanceAfter };
}

/** Completion: credit the reservation's total, then debit the application dues (same transaction). */
export async function creditCompletedReservation(
  trx: Transaction<Database>,
  providerId: number,
  reservation: { id: number; total: number },
  basisPoints: number,
  at?: Date,
): Promise<void> {
  if (reservation.total <= 0) return;
  await appendEntry(trx, providerId, {
    type: 'credit',
    amount: reservation.total,
    reservationId: reservation.id,
    description: { key: 'api.booking.wallet.entry.credit', params: { reservation: reservation.id } },
    at,
  });
  const dues = applicationDues(reservation.total, basisPoints);
  if (dues > 0) {
    await appendEntry(trx, providerId, {
      type: 'dues',
      amount: -dues,
      reservationId: reservation.id,
      description: { key: 'api.booking.wallet.entry.dues', params: { reservation: reservation.id, percent: basisPoints / 100 } },
      at,
    });
  }
}

/** Reverses one earlier entry (once): a withdrawal that bounced, a credit given back. */
export async function refundEntry(db: Kysely<Database>, providerId: number, entryId: number): Promise<{ id: number; balanceAfter: number }> {
  return db.transaction().execute(async (trx) => {
    const original = await trx.selectFrom('wallet_entries').select(['id', 'amount', 'type', 'reservation_id', 'withdrawal_id']).where('id', '=', entryId).where('provider_id', '=', providerId).executeTakeFirst();
    if (!original || original.type === 'refund') throw new BookingNotFoundError('wallet entry');
    try {
      return await appendEntry(trx, providerId, {
        type: 'refund',
        amount: -toInt(original.amount),
        reservationId: original.reservation_id,
        withdrawalId: original.withdrawal_id,
        reversesEntryId: original.id,
        description: { key: 'api.booking.wallet.entry.refund', params: { entry: original.id } },
      });
    } catch (error) {
      if (error instanceof InsufficientBalance) throw insufficientBalanceError(error.balance, 'amount');
      throw error;
    }
  });
}

/** A payout the bank refused: the withdrawal is marked rejected and its debit is refunded. */
export async function rejectWithdrawal(db: Kysely<Database>, providerId: number, withdrawalId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('withdrawals')
      .set({ status: 'rejected', updated_at: new Date() })
      .where('id', '=', withdrawalId)
      .where('provider_id', '=', providerId)
      .where('status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw new BookingNotFoundError('withdrawal');
    const entry = await trx.selectFrom('wallet_entries').select(['id', 'amount']).where('withdrawal_id', '=', withdrawalId).where('type', '=', 'withdrawal').executeTakeFirstOrThrow();
    await appendEntry(trx, providerId, {
      type: 'refund',
      amount: -toInt(entry.amount),
      withdrawalId,
      reversesEntryId: entry.id,
      description: { key: 'api.booking.wallet.entry.withdrawal_returned', params: { withdrawal: withdrawalId } },
    });
  });
}

function insufficientBalanceError(balance: number, field: string): BookingValidationError {
  return new BookingValidationError(
    { [field]: [{ key: 'api.booking.wallet.insufficient_balance_field' }] },
    'insufficient_balance',
    { key: 'api.booking.wallet.insufficient_balance', params: { balance: balance / 100 } },
  );
}

export async function getWallet(db: Db, providerId: number): Promise<WalletView> {
  const wallet = await db.selectFrom('wallets').select('balance').where('provider_id', '=', providerId).executeTakeFirst();
  const sums = await db
    .selectFrom('wallet_entries')
    .select([
      sql<string>`coalesce(sum(amount) FILTER (WHERE amount > 0), 0)`.as('credits'),
      sql<string>`coalesce(-sum(amount) FILTER (WHERE amount < 0), 0)`.as('debits'),
    ])
    .where('provider_id', '=', providerId)
    .executeTakeFirstOrThrow();
  const pending = await db
    .selectFrom('withdrawals')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
    .where('provider_id', '=', providerId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return {
    balance: toInt(wallet?.balance),
    pending_withdrawals: toInt(pending.total),
    currency: 'SAR',
    total_credits: toInt(sums.credits),
    total_debits: toInt(sums.debits),
  };
}

export interface WalletEntryRecord {
  id: number;
  type: WalletEntryType;
  amount: number;
  balanceAfter: number;
  description: EntryDescription;
  reservationId: number | null;
  createdAt: Date;
}

export interface LedgerQuery extends PageQuery {
  type?: WalletEntryType;
  from?: string;
  to?: string;
  sort?: string;
}

export async function listWalletTransactions(db: Db, providerId: number, query: LedgerQuery): Promise<Page<WalletEntryRecord>> {
  const { page, perPage, offset } = pageBounds(query);
  let q = db.selectFrom('wallet_entries').where('provider_id', '=', providerId);
  if (query.type) q = q.where('type', '=', query.type);
  if (query.from) q = q.where('created_at', '>=', new Date(query.from));
  if (query.to) q = q.where('created_at', '<', new Date(query.to));
  const total = await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const [, direction] = parseSort(query.sort, ['created_at'] as const, '-created_at');
  // Entries of one provider are numbered in the order they moved the balance, so id orders them exactly.
  const rows = await q.selectAll().orderBy('id', direction).limit(perPage).offset(offset).execute();
  return {
    items: rows.map((r) => ({
      id: r.id,
      type: r.type,
      amount: toInt(r.amount),
      balanceAfter: toInt(r.balance_after),
      description: typeof r.description === 'string' ? (JSON.parse(r.description) as EntryDescription) : r.description,
      reservationId: r.reservation_id,
      createdAt: r.created_at,
    })),
    total: toInt(total.n),
    page,
    perPage,
  };
}

export function walletTransactionView(entry: WalletEntryRecord, description: string): WalletTransactionView {
  return {
    id: entry.id,
    type: entry.type,
    amount: entry.amount,
    balance_after: entry.balanceAfter,
    description,
    reservation_id: entry.reservationId,
    created_at: formatInZone(entry.createdAt, HOME_TIME_ZONE),
  };
}

/**
 * Debits the amount now and queues the payout to the current bank account (copied onto the
 * withdrawal). Needs a bank account (422 bank_account_required) and enough balance (422
 * insufficient_balance); with an Idempotency-Key a retry replays the first answer.
 */
export async function createWithdrawal(
  db: Kysely<Database>,
  providerId: number,
  input: { amount: number },
  locale: Locale,
  idempotencyKey?: string,
): Promise<IdempotentAnswer<WithdrawalView>> {
  return withIdempotency(db, { providerId, operation: 'createWithdrawal', key: idempotencyKey, body: input }, async (trx) => {
    const account = await findBankAccount(trx, providerId);
    if (!account) {
      throw new BookingValidationError({ bank_account: [{ key: 'api.booking.wallet.bank_account_required' }] }, 'bank_account_required', {
        key: 'api.booking.wallet.bank_account_required',
      });
    }
    const withdrawal = await trx
      .insertInto('withdrawals')
      .values({
        provider_id: providerId,
        amount: input.amount,
        bank_account_id: account.id,
        bank_id: account.bank_id,
        account_holder_name: account.account_holder_name,
        account_number: account.account_number,
        iban: account.iban,
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    let entry: { id: number; balanceAfter: number };
    try {
      entry = await appendEntry(trx, providerId, {
        type: 'withdrawal',
        amount: -input.amount,
        withdrawalId: withdrawal.id,
        description: { key: 'api.booking.wallet.entry.withdrawal', params: { iban_end: account.iban.slice(-4) } },
      });
    } catch (error) {
      if (error instanceof InsufficientBalance) throw insufficientBalanceError(error.balance, 'amount');
      throw error;
    }
    return {
      status: 201,
      body: {
        id: withdrawal.id,
        amount: input.amount,
        status: 'pending',
        bank_account: bankAccountView(account, locale),
        transaction_id: entry.id,
        balance_after: entry.balanceAfter,
        created_at: formatInZone(withdrawal.created_at, HOME_TIME_ZONE),
      },
    };
  });
}
