import type { Locale } from './locales';

export type Messages = Record<string, string>;
type Catalog = { default: Messages };

// Each locale's catalogs are split by area (`messages/<locale>/<area>.json`) and load lazily,
// so a visitor downloads only their language.
const appCatalogs = import.meta.glob<Catalog>('./messages/*/*.json');
const designSystemCatalogs = import.meta.glob<Catalog>('../../design-system/i18n/messages/*/*.json');

const cache = new Map<Locale, Promise<Messages>>();

function catalogsFor(locale: Locale): Array<() => Promise<Catalog>> {
  const all = { ...designSystemCatalogs, ...appCatalogs };
  return Object.entries(all)
    .filter(([path]) => path.includes(`/messages/${locale}/`))
    .map(([, load]) => load);
}

/** All messages of one locale (design system and app), loaded once and cached. */
export function loadMessages(locale: Locale): Promise<Messages> {
  let pending = cache.get(locale);
  if (!pending) {
    pending = Promise.all(catalogsFor(locale).map((load) => load())).then((parts) =>
      Object.assign({}, ...parts.map((part) => part.default)),
    );
    pending.catch(() => cache.delete(locale));
    cache.set(locale, pending);
  }
  return pending;
}
