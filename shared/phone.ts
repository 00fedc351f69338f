/**
 * Saudi phone numbers as people write them, and the one form the server stores: the national
 * number without the trunk 0 or the country code (`5XXXXXXXX` a mobile, `1XXXXXXXX` a landline).
 * One module for the app (what a field shows and sends) and the server (what it accepts before
 * validating against the contract): `0112345678`, `05 0000 0001`, `+966 50 000 0001`,
 * `00966500000001`, `966-50-000-0001` and `٠٥٠٠٠٠٠٠٠١` are all accepted.
 */

/** A Saudi mobile number in national form: 5 and eight digits. */
export const SAUDI_MOBILE = /^5\d{8}$/;
/** A Saudi mobile or landline number in national form: 5 or 1, and eight digits. */
export const SAUDI_PHONE = /^[15]\d{8}$/;

// Arabic-Indic (٠-٩) and Extended Arabic-Indic (۰-۹, Persian and Urdu keyboards) digits share their low nibble with 0-9.
const easternDigit = /[\u0660-\u0669\u06F0-\u06F9]/g;
// What people put between digits, and the invisible marks a copy from a right-to-left text carries:
// spaces of every width, dashes and the minus sign, dots, slashes, brackets, bidirectional marks.
const separators = /[\s\u200b-\u200f\u202a-\u202e\u2060-\u2069\u061c\ufeff\-\u2010-\u2015\u2212./()]/g;

/** "٠٥٠" → "050": people type digits in their own script. */
export function toLatinDigits(text: string): string {
  return text.replace(easternDigit, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/**
 * The national form of what was typed: digits in any script, separators dropped, a leading
 * `+966`, `00966` or `966` dropped when nine digits follow (with or without the trunk 0), and the
 * trunk 0 of a ten-digit national number dropped. Anything else (letters, too few digits) is left
 * for validation to refuse: it is never guessed into a number.
 */
export function normalisePhone(typed: string): string {
  const compact = toLatinDigits(typed).replace(separators, '');
  const national = compact.replace(/^(?:\+|00)?966(?=0?\d{9}$)/, '');
  return national.replace(/^0(?=\d{9}$)/, '');
}
