import { readSocialReturn } from '../auth/socialReturn';

/** The two tabs of the login modal: the company (provider) login and the focus login. */
export type LoginTab = 'provider' | 'focus';

/** Query keys that open the login modal; they leave the address when it closes. */
const LOGIN_QUERY_KEYS = ['auth_type', 'id', 'active'] as const;

/**
 * Which login the address asks the site layout to open (spec section 2):
 * `auth_type=company` with an `id` opens the company (provider) login, `auth_type=focus` the
 * focus login; `active=focus` selects the focus tab. A social sign-in return is not a request to
 * log in by hand: it is finished by the social flow (which leaves `auth_type=focus` behind when
 * it fails, and then this opens the focus login).
 */
export function loginTabFromQuery(search: string): LoginTab | null {
  if (readSocialReturn(search)) return null;
  const query = new URLSearchParams(search);
  const authType = query.get('auth_type');
  const focusTab = authType === 'focus' || query.get('active') === 'focus';
  if (authType === 'focus') return 'focus';
  if (authType === 'company' && query.get('id')) return focusTab ? 'focus' : 'provider';
  return null;
}

/** The query without the keys that opened the login modal (the rest, e.g. `ref`, stays). */
export function withoutLoginQuery(search: string): string {
  const query = new URLSearchParams(search);
  for (const key of LOGIN_QUERY_KEYS) query.delete(key);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}

/** Whether the address is a Google/Apple return the social flow should finish. */
export function isSocialReturn(search: string): boolean {
  return readSocialReturn(search) !== null;
}
