import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshForLanguage } from './languageRefresh';

/** A stand-in for the API: answers the salon's name in the language it is asked in. */
function salonsIn(language: { current: string }) {
  const names: Record<string, string> = { ar: 'صالون الأناقة', en: 'Elegance Salon' };
  return async () => [names[language.current]];
}

describe('refreshForLanguage', () => {
  it('refetches what is on screen in the new language, and nothing when the language stays', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    const language = { current: 'ar' };
    const observer = new QueryObserver(client, { queryKey: ['salons'], queryFn: salonsIn(language) });
    const seen: unknown[] = [];
    const unsubscribe = observer.subscribe((result) => result.data && seen.push(result.data));
    await refreshForLanguage(client, 'ar');
    await client.refetchQueries();
    expect(observer.getCurrentResult().data).toEqual(['صالون الأناقة']);

    await refreshForLanguage(client, 'ar');
    expect(client.getQueryState(['salons'])?.isInvalidated).toBe(false);

    language.current = 'en';
    await refreshForLanguage(client, 'en');
    expect(observer.getCurrentResult().data).toEqual(['Elegance Salon']);
    expect(seen.at(-1)).toEqual(['Elegance Salon']);
    unsubscribe();
  });

  it('marks answers not on screen stale, so they are asked again in the new language when shown', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    await refreshForLanguage(client, 'ar');
    await client.fetchQuery({ queryKey: ['packages'], queryFn: async () => ['الباقة الاحترافية'] });
    await refreshForLanguage(client, 'en');
    expect(client.getQueryState(['packages'])?.isInvalidated).toBe(true);
  });
});
