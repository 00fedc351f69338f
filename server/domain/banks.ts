/**
 * Saudi banks and the provider's payout account. The IBAN is checked for the Saudi format, its
 * ISO 13616 check digits, and that its bank code belongs to the chosen bank.
 */
import type { components } from '../../api-spec/schema';
import { FieldProblems, resolveText, type Db, type Locale } from './booking-shared';
import { ibanMatchesBank, normaliseIban, saudiIbanProblem } from '../../shared/iban';

export type BankView = components['schemas']['Bank'];
export type BankAccountView = components['schemas']['BankAccount'];
type MaskedBankAccountView = components['schemas']['MaskedBankAccount'];
export type BankSettingInput = components['schemas']['BankSettingRequest'];

export async function listBanks(db: Db, locale: Locale): Promise<BankView[]> {
  const rows = await db.selectFrom('banks').selectAll().orderBy('sort_order').orderBy('id').execute();
  return rows.map((b) => ({
    id: b.id,
    name_ar: b.name_ar,
    name_en: b.name_en,
    name_tr: b.name_tr,
    name_ur: b.name_ur,
    name: resolveText(b, 'name', locale) ?? b.name_en,
    code: b.code,
  }));
}

export interface BankAccountRecord {
  id: number;
  bank_id: number;
  account_holder_name: string;
  account_number: string;
  iban: string;
  bank_name_ar: string;
  bank_name_en: string;
  bank_name_tr: string | null;
  bank_name_ur: string | null;
}

export function bankAccountView(row: BankAccountRecord, locale: Locale): BankAccountView {
  return {
    id: row.id,
    bank_id: row.bank_id,
    bank_name: resolveText({ b_ar: row.bank_name_ar, b_en: row.bank_name_en, b_tr: row.bank_name_tr, b_ur: row.bank_name_ur }, 'b', locale) ?? '',
    account_holder_name: row.account_holder_name,
    account_number: row.account_number,
    iban: row.iban,
  };
}

/** Bullets for all but the last 4 digits: what staff without `bank.manage` may see of the payout account. */
export function maskedBankAccountView(view: BankAccountView | MaskedBankAccountView): MaskedBankAccountView {
  return {
    ...view,
    account_number: `${'•'.repeat(Math.min(16, Math.max(2, view.account_number.length - 4)))}${view.account_number.slice(-4)}`,
    iban: `SA${'•'.repeat(18)}${view.iban.slice(-4)}`,
  };
}

export async function findBankAccount(db: Db, providerId: number): Promise<BankAccountRecord | null> {
  const row = await db
    .selectFrom('bank_accounts as a')
    .innerJoin('banks as b', 'b.id', 'a.bank_id')
    .select([
      'a.id',
      'a.bank_id',
      'a.account_holder_name',
      'a.account_number',
      'a.iban',
      'b.name_ar as bank_name_ar',
      'b.name_en as bank_name_en',
      'b.name_tr as bank_name_tr',
      'b.name_ur as bank_name_ur',
    ])
    .where('a.provider_id', '=', providerId)
    .executeTakeFirst();
  return row ?? null;
}

/** The provider's payout account as the API shows it, or null (the profile's `bank_account`). */
export async function getBankAccount(db: Db, providerId: number, locale: Locale): Promise<BankAccountView | null> {
  const row = await findBankAccount(db, providerId);
  return row ? bankAccountView(row, locale) : null;
}

/** Creates or replaces the payout account. Withdrawals already made keep their own copy. */
export async function setBankAccount(db: Db, providerId: number, input: BankSettingInput, locale: Locale): Promise<BankAccountView> {
  const problems = new FieldProblems();
  const iban = normaliseIban(input.iban);
  const bank = await db.selectFrom('banks').select(['id', 'iban_code']).where('id', '=', input.bank_id).executeTakeFirst();
  if (!bank) problems.add('bank_id', 'api.booking.bank.unknown');
  const ibanProblem = saudiIbanProblem(iban);
  if (ibanProblem) problems.add('iban', ibanProblem === 'checksum' ? 'api.booking.iban.checksum' : 'api.booking.iban.format');
  else if (!ibanMatchesBank(iban, bank?.iban_code)) problems.add('iban', 'api.booking.iban.other_bank');
  if (!/^\d{6,20}$/.test(input.account_number)) problems.add('account_number', 'api.booking.bank.account_number_format');
  const holder = input.account_holder_name.trim();
  if (holder.length < 2) problems.add('account_holder_name', 'api.booking.bank.holder_required');
  problems.throwIfAny();
  await db
    .insertInto('bank_accounts')
    .values({ provider_id: providerId, bank_id: input.bank_id, account_holder_name: holder, account_number: input.account_number, iban })
    .onConflict((oc) =>
      oc.column('provider_id').doUpdateSet({ bank_id: input.bank_id, account_holder_name: holder, account_number: input.account_number, iban, updated_at: new Date() }),
    )
    .execute();
  return (await getBankAccount(db, providerId, locale))!;
}
