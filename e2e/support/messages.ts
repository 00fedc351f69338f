// The app's own words for the journeys: a message id in a locale, formatted as the app formats it,
// so that a journey finds buttons and texts by what a user reads, in every language.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { intlLocale, type Locale } from '../../app/i18n/locales';

const catalogs = new Map<Locale, Record<string, string>>();

function catalog(locale: Locale): Record<string, string> {
  let messages = catalogs.get(locale);
  if (!messages) {
    messages = {};
    for (const root of ['app/i18n/messages', 'design-system/i18n/messages']) {
      const folder = path.join(root, locale);
      for (const file of readdirSync(folder).filter((f) => f.endsWith('.json'))) Object.assign(messages, JSON.parse(readFileSync(path.join(folder, file), 'utf8')));
    }
    catalogs.set(locale, messages);
  }
  return messages;
}

/** Message `id` in `locale` with `values`, as the user sees it. */
export function t(locale: Locale, id: string, values?: Record<string, string | number>): string {
  const message = catalog(locale)[id];
  if (message === undefined) throw new Error(`no message ${id} in ${locale}`);
  return String(new IntlMessageFormat(message, intlLocale[locale]).format(values));
}

/** An amount in halalas as the app shows it (SAR). */
export const money = (locale: Locale, halalas: number, options: Intl.NumberFormatOptions = {}) =>
  new Intl.NumberFormat(intlLocale[locale], { style: 'currency', currency: 'SAR', ...options }).format(halalas / 100);
