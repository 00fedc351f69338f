import { IntlMessageFormat } from 'intl-messageformat';
import { intlLocale, isLocale, type Locale } from '../../../app/i18n/locales';

/**
 * A story's sample data in each of the product's languages, so a story shown in English has
 * English names, table rows and messages, and one in Urdu Urdu ones. A render function or a play
 * function picks its locale's record with `inLocale`; a record of args can also be handed to
 * `parameters.localeArgs` (.storybook/localeArgs.tsx) so the controls keep working.
 */
export type Sample<T> = Record<Locale, T>;

/** Declares per-locale sample data, checking that every locale holds the same fields. */
export const perLocale = <T>(sample: Sample<T>): Sample<T> => sample;

/** The story's locale (the toolbar's, or the one the story pins); Arabic when unset. */
export const storyLocale = (globals: Record<string, unknown>): Locale => (isLocale(globals.locale) ? globals.locale : 'ar');

/** The sample data of the story's locale. */
export const inLocale = <T>(sample: Sample<T>, globals: Record<string, unknown>): T => sample[storyLocale(globals)];

/** A catalogue message as loaded (precompiled to ICU syntax trees in a built Storybook). */
const catalogueMessage = (loaded: Record<string, unknown>, id: string) =>
  ((loaded as { messages?: Record<string, ConstructorParameters<typeof IntlMessageFormat>[0]> }).messages?.[id] ?? id);

/**
 * A message of the story locale's catalogue (loaded by .storybook/preview.tsx), for plays that
 * assert a component's own words; `{name}` placeholders are filled from `values`. For plurals and
 * numbers, which depend on the locale, use `formatIn`.
 */
export const messageOf = (loaded: Record<string, unknown>, id: string, values: Record<string, string> = {}): string =>
  String(new IntlMessageFormat(catalogueMessage(loaded, id)).format(values));

/** A number as the story's locale writes it (Arabic-Indic digits in Arabic), for plays that assert formatted values. */
export const numberIn = (globals: Record<string, unknown>, value: number, options: Intl.NumberFormatOptions = {}): string =>
  new Intl.NumberFormat(intlLocale[storyLocale(globals)], { useGrouping: false, ...options }).format(value);

/** A day and month (`2024-03-20`) as the story's locale writes it, e.g. "٢٠ مارس" or "March 20". */
export const dayMonthIn = (globals: Record<string, unknown>, isoDate: string): string => dateIn(globals, isoDate, { day: 'numeric', month: 'long' });

/** A calendar day (`2024-04-01`) formatted as the story's locale writes it, e.g. its month name. */
export const dateIn = (globals: Record<string, unknown>, isoDate: string, options: Intl.DateTimeFormatOptions): string =>
  new Intl.DateTimeFormat(intlLocale[storyLocale(globals)], { ...options, timeZone: 'UTC' }).format(new Date(`${isoDate}T12:00:00Z`));

/** The same derivation of each locale's sample data (a slice of a list, a record of args). */
export const mapLocales = <T, U>(sample: Sample<T>, derive: (value: T) => U): Sample<U> => ({ ar: derive(sample.ar), en: derive(sample.en), tr: derive(sample.tr), ur: derive(sample.ur) });

/** A catalogue message with plurals and numbers (ICU), formatted as the story's locale writes it: "٢ من ٢٠ حرفًا", "2 of 20 characters". */
export const formatIn = (globals: Record<string, unknown>, loaded: Record<string, unknown>, id: string, values: Record<string, string | number>): string =>
  String(new IntlMessageFormat(catalogueMessage(loaded, id), intlLocale[storyLocale(globals)]).format(values));
