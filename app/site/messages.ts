import type { Locale } from '../i18n/locales';
import type { Messages } from '../i18n/messages';

type Catalog = { default: Messages };

/**
 * The website's catalogs only (app/i18n/catalogAreas.ts names them; a test checks the two lists
 * agree). The app's loader (app/i18n/messages.ts) knows every area of every locale, a map the
 * website's first visit need not download.
 */
export const siteCatalogs = import.meta.glob<Catalog>([
  '../i18n/messages/*/{website,auth,auth-screens,common,session}.json',
  '../../design-system/i18n/messages/*/{actions,core,feedback,forms,navigation,overlays}.json',
]);

const cache = new Map<Locale, Promise<Messages>>();

/** The website's messages in one locale, loaded once. */
export function loadSiteMessages(locale: Locale): Promise<Messages> {
  let pending = cache.get(locale);
  if (!pending) {
    const loads = Object.entries(siteCatalogs)
      .filter(([file]) => file.includes(`/messages/${locale}/`))
      .map(([, load]) => load());
    pending = Promise.all(loads).then((parts) => Object.assign({}, ...parts.map((part) => part.default)) as Messages);
    pending.catch(() => cache.delete(locale));
    cache.set(locale, pending);
  }
  return pending;
}
