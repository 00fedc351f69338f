import { isSiteCatalog } from './catalogAreas';
import type { Locale } from './locales';

export type Messages = Record<string, string>;
type Catalog = { default: Messages };

// Each locale's catalogs are split by area (`messages/<locale>/<area>.json`) and load lazily,
// so a visitor downloads only their language.
const appCatalogs = import.meta.glob<Catalog>('./messages/*/*.json');
const designSystemCatalogs = import.meta.glob<Catalog>('../../design-system/i18n/messages/*/*.json');

export type CatalogScope = 'site' | 'all';

const cache = new Map<string, Promise<Messages>>();

function catalogsFor(locale: Locale, scope: CatalogScope): Array<() => Promise<Catalog>> {
  const all = { ...designSystemCatalogs, ...appCatalogs };
  return Object.entries(all)
    .filter(([path]) => path.includes(`/messages/${locale}/`) && (scope === 'all' || isSiteCatalog(path)))
    .map(([, load]) => load);
}

/**
 * The messages of one locale, loaded once and cached: all of them (design system and app), or
 * only the website's (`scope: 'site'`, for the public pages' own entry).
 */
export function loadMessages(locale: Locale, scope: CatalogScope = 'all'): Promise<Messages> {
  const key = `${locale}|${scope}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = Promise.all(catalogsFor(locale, scope).map((load) => load())).then((parts) =>
      Object.assign({}, ...parts.map((part) => part.default)),
    );
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}
