/**
 * Where a session outlives a reload: token and permissions in cookies (spec section 6: the
 * server and other tabs read them), the user object in localStorage (too large and too
 * personal for a cookie sent with every request), and the rest of the provider's local state
 * (locale, chat status, role, push token) in one localStorage record.
 */
import { isLocale, LOCAL_STATE_DEFAULT_LOCALE, type Locale } from '../../i18n/locales';
import { getCookie } from '../../lib/cookies';
import { SESSION_COOKIES } from '../constants';
import type { SessionContext, SessionInput } from './session.machine';
import type { FocusUser, ProviderUser, SignedInSession } from './types';

const USER_KEYS = { provider: 'mawid.session.providerUser', focus: 'mawid.session.focusUser' } as const;
/** The provider's local state besides token, permissions and data. */
const PROVIDER_STATE_KEY = 'mawid.session.providerState';

/** What the provider's local state record holds. */
export interface KeptProviderState {
  locale: Locale;
  chat: boolean | null;
  role: string | null;
  pushToken: string | null;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

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
    user: parse<U | null>(storage()?.getItem(userKey), null),
  };
}

/** The provider's kept locale, chat status, role and push token; the locale is `en` until one is kept. */
export function readProviderState(): KeptProviderState {
  const kept = parse<Record<string, unknown>>(storage()?.getItem(PROVIDER_STATE_KEY), {});
  return {
    locale: isLocale(kept.locale) ? kept.locale : LOCAL_STATE_DEFAULT_LOCALE,
    chat: typeof kept.chat === 'boolean' ? kept.chat : null,
    role: typeof kept.role === 'string' ? kept.role : null,
    pushToken: typeof kept.pushToken === 'string' && kept.pushToken ? kept.pushToken : null,
  };
}

/** The session an earlier visit left behind. */
export function readPersistedSession(): NonNullable<SessionInput['restored']> {
  const { chat, role } = readProviderState();
  return {
    provider: restore<ProviderUser>(SESSION_COOKIES.providerToken, SESSION_COOKIES.providerPermissions, USER_KEYS.provider),
    focus: restore<FocusUser>(SESSION_COOKIES.focusToken, SESSION_COOKIES.focusPermissions, USER_KEYS.focus),
    chat,
    role,
  };
}

/** Keeps localStorage in step with the session: the users and the provider's own state (cookies are written by the flows). */
export function persistSession(session: Pick<SessionContext, 'provider' | 'focus' | 'locale' | 'chat' | 'role' | 'deviceToken'>): void {
  const store = storage();
  if (!store) return;
  for (const kind of ['provider', 'focus'] as const) {
    const user = session[kind]?.user;
    if (user) store.setItem(USER_KEYS[kind], JSON.stringify(user));
    else store.removeItem(USER_KEYS[kind]);
  }
  const kept: KeptProviderState = { locale: session.locale, chat: session.chat, role: session.role, pushToken: session.deviceToken };
  store.setItem(PROVIDER_STATE_KEY, JSON.stringify(kept));
}
