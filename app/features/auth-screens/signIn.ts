import { localePath } from '../../i18n/localePath';
import type { Locale } from '../../i18n/locales';
import { focusLanding, focusSessionOf } from '../auth/focusSession';
import { FOCUS_COOKIE_SECONDS, SESSION_COOKIES } from '../constants';
import type { FocusLoginResult } from '../session/types';
import type { FlowEffects } from './flowEffects';

/**
 * A focus account just created is signed in like a focus login: any other session forgotten,
 * the session stored and kept in its cookies (24 h), a notice, then the focus area.
 */
export function completeFocusSignIn(effects: FlowEffects, locale: Locale, result: FocusLoginResult, messageId = 'authScreens.register.welcome'): void {
  const session = focusSessionOf(result);
  effects.endExistingSessions();
  effects.storeSession(null, { kind: 'focus', ...session });
  effects.setCookie(null, { name: SESSION_COOKIES.focusToken, value: session.token, maxAgeSeconds: FOCUS_COOKIE_SECONDS });
  effects.setCookie(null, { name: SESSION_COOKIES.focusPermissions, value: JSON.stringify(session.permissions), maxAgeSeconds: FOCUS_COOKIE_SECONDS });
  effects.notify(null, { tone: 'positive', messageId });
  effects.navigate(null, { to: focusLanding(locale, result) });
}

/** The home page with the focus login open (after a focus password reset). */
export const focusLoginAddress = (locale: Locale): string => `${localePath(locale)}?auth_type=focus`;
