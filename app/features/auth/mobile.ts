import { normalisePhone, SAUDI_MOBILE, toLatinDigits } from '../../../shared/phone';
import { OTP_LENGTH } from '../constants';

/**
 * The number as the API wants it (`5XXXXXXXX`), from what people type: spaces and dashes,
 * a leading 0 (`05…`) or the country code (`+966…`, `00966…`, `966…`) are accepted
 * (shared/phone.ts: the server applies the same rule).
 */
export function normaliseSaudiMobile(typed: string): string {
  return normalisePhone(typed);
}

export type MobileProblem = 'auth.mobile.required' | 'auth.mobile.invalid';

/** The message id of what is wrong with a typed mobile, or null when it is a Saudi mobile. */
export function mobileProblem(typed: string): MobileProblem | null {
  if (typed.trim() === '') return 'auth.mobile.required';
  return SAUDI_MOBILE.test(normaliseSaudiMobile(typed)) ? null : 'auth.mobile.invalid';
}

/** The code as typed, digits only (any script), at most OTP_LENGTH of them. */
export function normaliseOtp(typed: string): string {
  return toLatinDigits(typed).replace(/\D/g, '').slice(0, OTP_LENGTH);
}
