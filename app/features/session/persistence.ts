/**
 * Where a session outlives a reload: token and permissions in cookies (spec section 6: the
 * server and other tabs read them), the user object in localStorage (too large and too
 * personal for a cookie sent with every request).
 */
import { getCookie } from '../../lib/cookies';
import { SESSION_COOKIES } from '../constants';
import type { SessionContext, SessionInput } from './session.machine';
import type { FocusUser, ProviderUser, SignedInSession } from './types';

const USER_KEYS = { provider: 'mawid.session.providerUser', focus: 'mawid.session.focusUser' } as const;

function parse<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function restore<U>(tokenCookie: string, permissionsCookie: string, userKey: string): SignedInSession<U> | null {
  const token = getCookie(tokenCookie);
  if (!token) return null;
  const permissions = parse<unknown>(getCookie(permissionsCookie), []);
  return {
    token,
    permissions: Array.isArray(permissions) ? permissions.filter((p): p is string => typeof p === 'string') : [],
    user: parse<U | null>(localStorage.getItem(userKey), null),
  };
}

/** The session an earlier visit left behind. */
export function readPersistedSession(): NonNullable<SessionInput['restored']> {
  return {
    provider: restore<ProviderUser>(SESSION_COOKIES.providerToken, SESSION_COOKIES.providerPermissions, USER_KEYS.provider),
    focus: restore<FocusUser>(SESSION_COOKIES.focusToken, SESSION_COOKIES.focusPermissions, USER_KEYS.focus),
  };
}

/** Keeps the users in localStorage in step with the session (cookies are written by the flows). */
export function persistUsers(session: Pick<SessionContext, 'provider' | 'focus'>): void {
  for (const kind of ['provider', 'focus'] as const) {
    const user = session[kind]?.user;
    if (user) localStorage.setItem(USER_KEYS[kind], JSON.stringify(user));
    else localStorage.removeItem(USER_KEYS[kind]);
  }
}
