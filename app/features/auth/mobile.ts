import { OTP_LENGTH } from '../constants';

/** A Saudi mobile number without the country code: 5 followed by eight digits. */
export const SAUDI_MOBILE = /^5\d{8}$/;

// Arabic-Indic (٠-٩) and Extended Arabic-Indic (۰-۹, Urdu keyboards) digits share their low nibble with 0-9.
const easternDigit = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** "٥٠٠" → "500": people type digits in their own script. */
export function toAsciiDigits(text: string): string {
  return text.replace(easternDigit, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/**
 * The number as the API wants it (`5XXXXXXXX`), from what people type: spaces and dashes,
 * a leading 0 (`05…`) or the country code (`+966…`, `00966…`, `966…`) are accepted.
 */
export function normaliseSaudiMobile(typed: string): string {
  const digits = toAsciiDigits(typed).replace(/[\s\-().]/g, '');
  const withoutCountry = digits.replace(/^(?:\+966|00966|966)(?=\d{9}$)/, '');
  return withoutCountry.replace(/^0(?=5\d{8}$)/, '');
}

export type MobileProblem = 'auth.mobile.required' | 'auth.mobile.invalid';

/** The message id of what is wrong with a typed mobile, or null when it is a Saudi mobile. */
export function mobileProblem(typed: string): MobileProblem | null {
  if (typed.trim() === '') return 'auth.mobile.required';
  return SAUDI_MOBILE.test(normaliseSaudiMobile(typed)) ? null : 'auth.mobile.invalid';
}

/** The code as typed, digits only (any script), at most OTP_LENGTH of them. */
export function normaliseOtp(typed: string): string {
  return toAsciiDigits(typed).replace(/\D/g, '').slice(0, OTP_LENGTH);
}
