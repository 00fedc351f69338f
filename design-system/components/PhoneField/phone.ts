import { toLatinDigits } from '../Field/digits';

/** The only country code the product offers. */
export const saudiCountryCode = '+966';
export const phoneCountryCodes = [saudiCountryCode] as const;
export type PhoneCountryCode = (typeof phoneCountryCodes)[number];

export interface PhoneValue {
  countryCode: PhoneCountryCode;
  /** The national number without the country code or leading zero: `5XXXXXXXX`. */
  mobile: string;
}

/** A Saudi mobile number without country code: 5 followed by 8 digits. */
const saudiMobilePattern = /^5\d{8}$/;

/**
 * What the user typed or pasted, as a national number: Arabic-Indic digits become 0-9; spaces,
 * dashes, dots and brackets go; a leading `+966`, `00966` or `966` and the trunk `0` of `05…`
 * go when what remains is a mobile number. Letters are kept, so validation can say what is wrong.
 */
export function normaliseMobile(input: string): string {
  let number = toLatinDigits(input).replace(/[\s\-.()\u200e\u200f]/g, '');
  const withoutCountry = number.replace(/^(\+966|00966|966)/, '');
  if (withoutCountry !== number && /^0?5\d{8}$/.test(withoutCountry)) number = withoutCountry;
  if (/^05\d{8}$/.test(number)) number = number.slice(1);
  return number;
}

export type MobileProblem = 'required' | 'format';

/** Why a national number cannot be used, or null when it is a Saudi mobile number. */
export function mobileProblem(mobile: string, isRequired: boolean): MobileProblem | null {
  if (mobile === '') return isRequired ? 'required' : null;
  return saudiMobilePattern.test(mobile) ? null : 'format';
}
