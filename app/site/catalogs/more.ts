import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';

/**
 * The website's sign-in, registration and form words (app/i18n/catalogAreas.ts, part `more`), in
 * every language, each loaded when asked for: this module itself loads with the first page or
 * modal that needs them.
 */
export const moreCatalogs = import.meta.glob<Messages>(
  ['../../i18n/messages/*/{auth,auth-screens,session}.json', '../../../design-system/i18n/messages/*/{forms,navigation,overlays}.json'],
  { import: 'default' },
);

export async function loadMoreMessages(locale: Locale): Promise<Messages> {
  const loads = Object.entries(moreCatalogs)
    .filter(([file]) => file.includes(`/messages/${locale}/`))
    .map(([, load]) => load());
  return Object.assign({}, ...(await Promise.all(loads))) as Messages;
}
