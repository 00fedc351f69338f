/**
 * The one rule for how each language writes numbers, dates and times: the BCP 47 tag handed to
 * Intl by the app (react-intl, React Aria) and by the server (notification texts, messages).
 * Saudi Arabic writes Arabic-Indic digits (`ar-SA`; bare `ar` gives Latin digits in current ICU),
 * with the Gregorian calendar pinned (Hijri is shown alongside where a date picker needs it);
 * English, Turkish and Urdu (Pakistan) write Latin digits.
 */
export const intlLocale = { ar: 'ar-SA-u-ca-gregory', en: 'en-US', tr: 'tr-TR', ur: 'ur-PK' } as const satisfies Record<'ar' | 'en' | 'tr' | 'ur', string>;

const digitFormats = new Map<string, Intl.NumberFormat>();

/**
 * The digits of a text that is not a number to format (a phone number, with its `+` and spaces)
 * written in the digit system of an Intl locale tag (`ar-SA-u-ca-gregory`, as React Aria's
 * `useLocale` gives it): `+966 500000000` → `+٩٦٦ ٥٠٠٠٠٠٠٠٠`.
 */
export function inIntlDigits(tag: string, text: string): string {
  let format = digitFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { useGrouping: false });
    digitFormats.set(tag, format);
  }
  const digits = format;
  return text.replace(/[0-9]/g, (digit) => digits.format(Number(digit)));
}

/**
 * The same for one of the product's languages, so a page keeps one digit system:
 * `+966 500000000` → `+٩٦٦ ٥٠٠٠٠٠٠٠٠` in Arabic.
 */
export function inLocaleDigits(locale: keyof typeof intlLocale, text: string): string {
  return inIntlDigits(intlLocale[locale], text);
}

/**
 * A phone number (or another run of digit groups, such as `+966 11 234 5678`) as a page shows it:
 * in the digits of the Intl locale tag, its groups joined by no-break spaces. Arabic-Indic digits
 * are "Arabic numbers" to the Unicode bidirectional algorithm: a plain space between two groups
 * takes the right-to-left direction and swaps them (`+٥٥٥٩٠١٢٣٤ ٩٦٦`) even inside a left-to-right
 * isolate, while a no-break space between them joins them into one number, read left to right. It
 * also keeps the number on one line.
 */
export function phoneText(tag: string, text: string): string {
  return inIntlDigits(tag, text).replace(/ +/g, '\u00A0');
}
