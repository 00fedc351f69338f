import type { QueryClient } from '@tanstack/react-query';

const languageOf = new WeakMap<QueryClient, string>();

/**
 * Salons, services, barbers and packages come from the API with their names in the request's
 * language (Accept-Language), so the cache holds answers in the language they were asked in.
 * When the page's language changes, every cached answer is marked stale: the queries on screen
 * refetch at once in the new language (keeping the old answer on screen meanwhile, no skeleton
 * flash), the others when next shown. Called after the API client has been told the new locale.
 */
export function refreshForLanguage(client: QueryClient, locale: string): Promise<void> {
  const previous = languageOf.get(client);
  languageOf.set(client, locale);
  if (previous === undefined || previous === locale) return Promise.resolve();
  return client.invalidateQueries();
}
