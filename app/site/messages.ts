import type { Locale } from '../i18n/locales';
import type { Messages } from '../i18n/messages';

/**
 * The website's words (app/i18n/catalogAreas.ts). `site` is what every page shows from its first
 * paint, one module per language (app/site/catalogs/). `full` adds the sign-in, registration and
 * form words, for the pages and modals that have forms (app/site/pages.ts, `fullCatalogPages`).
 * The app's loader (app/i18n/messages.ts) knows every area of every locale, a map the website's
 * first visit need not download.
 */
export type SiteCatalog = 'site' | 'full';

const siteCatalogs: Record<Locale, () => Promise<{ default: Messages }>> = {
  ar: () => import('./catalogs/ar'),
  en: () => import('./catalogs/en'),
  tr: () => import('./catalogs/tr'),
  ur: () => import('./catalogs/ur'),
};

/** A promise that says when it has settled, as React's `use` reads it: once loaded, never a suspense again. */
export type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

function tracked<T>(promise: Promise<T>): TrackedPromise<T> {
  const out = promise as TrackedPromise<T>;
  out.status = 'pending';
  promise.then(
    (value) => Object.assign(out, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(out, { status: 'rejected', reason }),
  );
  return out;
}

const cache = new Map<string, TrackedPromise<Messages>>();

/** The website's messages in one locale, loaded once (a failed load is tried again next time). */
export function loadSiteMessages(locale: Locale, catalog: SiteCatalog = 'site'): TrackedPromise<Messages> {
  const key = `${locale}/${catalog}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = tracked(
      catalog === 'site'
        ? siteCatalogs[locale]().then((module) => module.default)
        : Promise.all([loadSiteMessages(locale), import('./catalogs/more').then((module) => module.loadMoreMessages(locale))]).then(
            ([site, more]) => ({ ...site, ...more }),
          ),
    );
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}
