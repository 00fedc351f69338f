/**
 * The one rule for how each language writes numbers, dates and times: the BCP 47 tag handed to
 * Intl by the app (react-intl, React Aria) and by the server (notification texts, messages).
 * Saudi Arabic writes Arabic-Indic digits (`ar-SA`; bare `ar` gives Latin digits in current ICU),
 * with the Gregorian calendar pinned (Hijri is shown alongside where a date picker needs it);
 * English, Turkish and Urdu (Pakistan) write Latin digits.
 */
export const intlLocale = { ar: 'ar-SA-u-ca-gregory', en: 'en-US', tr: 'tr-TR', ur: 'ur-PK' } as const satisfies Record<'ar' | 'en' | 'tr' | 'ur', string>;
