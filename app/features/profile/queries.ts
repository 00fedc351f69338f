import { api, call } from '../../api';

/** The same key ProviderLayout reads, so a change here refreshes the session user too. */
export const profileKey = ['provider', 'profile'] as const;
export const profileQuery = { queryKey: profileKey, queryFn: () => call(api.GET('/provider/auth/profile')) };

/** 422 body from client-side problems (message ids → translated messages), for the design-system Form. */
export function problemsBody(problems: Record<string, string>, translate: (id: string) => string): { errors: Record<string, string[]> } | null {
  const entries = Object.entries(problems);
  return entries.length === 0 ? null : { errors: Object.fromEntries(entries.map(([field, id]) => [field, [translate(id)]])) };
}
