import { localePath } from '../../i18n/localePath';
import type { Locale } from '../../i18n/locales';
import type { FocusLoginResult, FocusUser, SignedInSession } from '../session/types';
import { splitPermissions } from '../session/types';

/** The stored focus session: token_type + " " + access_token, the user without its permissions, the permissions. */
export function focusSessionOf(result: FocusLoginResult): SignedInSession<FocusUser> {
  const { user, permissions } = splitPermissions(result.user);
  return { token: `${result.token_type} ${result.access_token}`, permissions, user };
}

/** Where a focus user lands: the dashboard (room settings opened once) with a package, else the packages page. */
export function focusLanding(locale: Locale, result: FocusLoginResult): string {
  return localePath(locale, result.focus_package ? '/focus-dashboard?video=true' : '/focus-dashboard-packages');
}
