import { normalisePhone, SAUDI_MOBILE } from '../../../shared/phone';

/** The only country code the product offers. */
export const saudiCountryCode = '+966';
export const phoneCountryCodes = [saudiCountryCode] as const;
export type PhoneCountryCode = (typeof phoneCountryCodes)[number];

export interface PhoneValue {
  countryCode: PhoneCountryCode;
  /** The national number without the country code or leading zero: `5XXXXXXXX`. */
  mobile: string;
}

/**
 * What the user typed or pasted, as a national number (shared/phone.ts, the rule the server applies
 * too): Arabic-Indic digits become 0-9; spaces, dashes, dots and brackets go; a leading `+966`,
 * `00966` or `966` and the trunk `0` of `05…` go. Letters are kept, so validation can say what is wrong.
 */
export function normaliseMobile(input: string): string {
  return normalisePhone(input);
}

export type MobileProblem = 'required' | 'format';

/** Why a national number cannot be used, or null when it is a Saudi mobile number. */
export function mobileProblem(mobile: string, isRequired: boolean): MobileProblem | null {
  if (mobile === '') return isRequired ? 'required' : null;
  return SAUDI_MOBILE.test(mobile) ? null : 'format';
}
