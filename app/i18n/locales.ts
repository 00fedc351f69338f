/** The product's languages. The route prefix is the one source of truth for the current one. */
export const locales = ['ar', 'en', 'tr', 'ur'] as const;
export type Locale = (typeof locales)[number];

/** `/` and paths without a valid prefix go to Arabic. */
export const defaultLocale: Locale = 'ar';

/**
 * The locale the locally kept state starts with before any visit chose one (spec section 9:
 * "route default ar; local-state default en"). Only code without a route locale reads it.
 */
export const LOCAL_STATE_DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);

export const localeDirection: Record<Locale, 'rtl' | 'ltr'> = { ar: 'rtl', en: 'ltr', tr: 'ltr', ur: 'rtl' };

/** Each language by its own name, for the language switch. */
export const localeNativeNames: Record<Locale, string> = {
  ar: 'العربية',
  en: 'English',
  tr: 'Türkçe',
  ur: 'اردو',
};

/** The BCP 47 tag handed to Intl and React Aria: one rule with the server's (shared/intl-locale.ts). */
export { intlLocale } from '../../shared/intl-locale';

export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
