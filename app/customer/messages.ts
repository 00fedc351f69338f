import type { Locale } from '../i18n/locales';
import type { Messages } from '../i18n/messages';

const catalogs: Record<Locale, () => Promise<{ default: Messages }>> = {
  ar: () => import('./catalogs/ar'),
  en: () => import('./catalogs/en'),
  tr: () => import('./catalogs/tr'),
  ur: () => import('./catalogs/ur'),
};

/** The customers' pages' words in one language (app/customer/catalogs/), one file per language. */
export function loadCustomerMessages(locale: Locale): Promise<Messages> {
  return catalogs[locale]().then((module) => module.default);
}
