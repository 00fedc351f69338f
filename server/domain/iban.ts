/**
 * Saudi IBANs: "SA", two check digits, a two-digit bank code and an 18-character account
 * number, 24 characters in all; the check digits follow ISO 13616 (ISO 7064 mod 97-10).
 * Saudi account numbers are digits in practice, so we accept digits only after "SA".
 */

export type IbanProblem = 'api.booking.iban.format' | 'api.booking.iban.checksum';

const SAUDI_IBAN = /^SA\d{22}$/;

/** Removes spaces and dashes people paste along with the number, and upper-cases. */
export function normalizeIban(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

/** ISO 7064 mod 97-10 over the rearranged IBAN (letters as 10–35), computed piecewise. */
export function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const code = ch.charCodeAt(0);
    const value = code >= 65 && code <= 90 ? String(code - 55) : ch;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

export function checkSaudiIban(input: string): IbanProblem | null {
  const iban = normalizeIban(input);
  if (!SAUDI_IBAN.test(iban)) return 'api.booking.iban.format';
  return ibanRemainder(iban) === 1 ? null : 'api.booking.iban.checksum';
}

/** The two-digit bank code inside a Saudi IBAN (e.g. "80" for Al Rajhi). */
export function saudiIbanBankCode(iban: string): string {
  return normalizeIban(iban).slice(4, 6);
}

/** Builds a valid Saudi IBAN from a bank code and an 18-digit account number (seeds and tests). */
export function makeSaudiIban(bankCode: string, account: string): string {
  const body = bankCode.padStart(2, '0') + account.padStart(18, '0');
  const check = 98 - ibanRemainder(`SA00${body}`);
  return `SA${String(check).padStart(2, '0')}${body}`;
}

/** "SA03 8000 **** **** **** 7519": enough to recognise the account, not to copy it. */
export function maskIban(iban: string): string {
  const v = normalizeIban(iban);
  const masked = v.slice(0, 8) + '*'.repeat(Math.max(0, v.length - 12)) + v.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}
