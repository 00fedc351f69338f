/**
 * Saudi IBAN checks (ISO 13616): `SA`, two check digits, then 22 digits in all (2 bank + 18 account).
 * Pure functions, so the form can tell the user as they type which part is wrong.
 */

/** Upper case, no spaces or separators; Arabic-Indic digits become Latin ones. */
export function normaliseIban(input: string): string {
  return input
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\s-]/g, '')
    .toUpperCase();
}

/** ISO 7064 mod 97-10 over the rearranged IBAN (country and check digits moved to the end, letters as 10–35). */
export function ibanMod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const code = char.charCodeAt(0);
    const value = code >= 65 && code <= 90 ? String(code - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

export type IbanProblem = 'required' | 'country' | 'characters' | 'tooShort' | 'tooLong' | 'checksum';

/** What is wrong with a Saudi IBAN, or null when it is valid. */
export function ibanProblem(input: string): IbanProblem | null {
  const iban = normaliseIban(input);
  if (iban === '') return 'required';
  if (!'SA'.startsWith(iban.slice(0, 2)) || (iban.length >= 2 && iban.slice(0, 2) !== 'SA')) return 'country';
  if (!/^\d*$/.test(iban.slice(2))) return 'characters';
  if (iban.length < 24) return 'tooShort';
  if (iban.length > 24) return 'tooLong';
  return ibanMod97(iban) === 1 ? null : 'checksum';
}

/** The IBAN in groups of four, as printed on bank statements. */
export function formatIban(input: string): string {
  return normaliseIban(input).replace(/(.{4})(?=.)/g, '$1 ');
}
