/**
 * Saudi IBANs, the one rule the bank form (as the user types) and the server (before saving) both
 * apply: `SA`, two check digits, then 22 digits (a two-digit bank code and an 18-digit account
 * number). The ISO 13616 parts (mod 97-10 check digits, electronic and printed forms) are
 * `ibantools`'; what is Saudi (digits only, the bank's code inside the IBAN) is ours.
 */
import { composeIBAN, electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';

/** What is wrong with a typed IBAN, most basic first, so a form can say which part to fix. */
export type SaudiIbanProblem = 'required' | 'country' | 'characters' | 'tooShort' | 'tooLong' | 'checksum';

const SAUDI_IBAN_LENGTH = 24;

/** Upper case, no spaces or dashes; Arabic-Indic and Persian digits (as Arabic keyboards type them) become Latin ones. */
export function normaliseIban(input: string): string {
  const latin = input
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\s+/g, '');
  return electronicFormatIBAN(latin) ?? '';
}

/** What is wrong with a Saudi IBAN, or null when it is one. A start of `SA` is only too short. */
export function saudiIbanProblem(input: string): SaudiIbanProblem | null {
  const iban = normaliseIban(input);
  if (iban === '') return 'required';
  if (!'SA'.startsWith(iban.slice(0, 2))) return 'country';
  if (!/^\d*$/.test(iban.slice(2))) return 'characters';
  if (iban.length < SAUDI_IBAN_LENGTH) return 'tooShort';
  if (iban.length > SAUDI_IBAN_LENGTH) return 'tooLong';
  return isValidIBAN(iban) ? null : 'checksum';
}

/** The two-digit bank code inside a Saudi IBAN (e.g. "80" for Al Rajhi; the banks list holds each bank's). */
export function saudiIbanBankCode(iban: string): string {
  return normaliseIban(iban).slice(4, 6);
}

/** Whether a valid IBAN belongs to a bank of the banks list; a bank without a known code accepts any. */
export function ibanMatchesBank(iban: string, bankIbanCode: string | null | undefined): boolean {
  return !bankIbanCode || saudiIbanBankCode(iban) === bankIbanCode;
}

/** The IBAN in groups of four, as printed on bank statements. */
export function formatIban(input: string): string {
  return friendlyFormatIBAN(normaliseIban(input)) ?? '';
}

/** A valid Saudi IBAN from a bank code and an account number (seeds and tests). */
export function makeSaudiIban(bankCode: string, account: string): string {
  const iban = composeIBAN({ countryCode: 'SA', bban: bankCode.padStart(2, '0') + account.padStart(18, '0') });
  if (!iban) throw new Error(`not a Saudi account: ${bankCode} ${account}`);
  return iban;
}
