import { useLocale } from 'react-aria-components';
import { phoneText } from '../../../shared/intl-locale';
import { saudiCountryCode } from '../PhoneField/phone';

export interface PhoneNumberProps {
  /** The national number as stored, without the country code or a leading zero: `5XXXXXXXX`. */
  number: string;
  /** Default: +966, the only one the product offers. */
  countryCode?: string;
}

/**
 * A phone number shown in text: `+966 555901234`, always left to right (an isolate, so the page's
 * direction neither reorders it nor is reordered by it), in the page's digits (`+٩٦٦ ٥٥٥٩٠١٢٣٤` on an
 * Arabic page), so a page keeps one digit system; its groups stay in order and on one line
 * (`phoneText`). A `tel:` link around it keeps Latin digits in its
 * address: `<a href={telHref(number)}><PhoneNumber number={number} /></a>`.
 */
export function PhoneNumber({ number, countryCode = saudiCountryCode }: PhoneNumberProps) {
  const { locale } = useLocale();
  return <bdi dir="ltr">{phoneText(locale, `${countryCode} ${number}`)}</bdi>;
}

/** The `tel:` address of a number: Latin digits, no spaces, whatever the page's language. */
export function telHref(number: string, countryCode: string = saudiCountryCode): string {
  return `tel:${countryCode}${number.replace(/\s/g, '')}`;
}
