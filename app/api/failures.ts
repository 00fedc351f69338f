import type { ApiError } from '../../api-spec/client';
import type { NoticeTone } from '../features/effects';

/**
 * Calls whose errors the spec shows differently: login failures only stop the spinner,
 * resend failures show `front.something_wrong`, logout failures are ignored, and the
 * read-only polling calls should not flood the screen.
 */
export const silentByDefault: ReadonlySet<string> = new Set([
  '/provider/auth/login',
  '/provider/auth/verify-login',
  '/provider/auth/logout',
  '/provider/auth/verify-account',
  '/focus/auth/login',
  '/focus/auth/logout',
  '/focus/auth/social-login/{provider}',
  '/company/auth/logout',
  '/provider/packages/activeSubscribedPackage',
  '/provider/notifications/count',
]);

export interface FailureReactionDeps {
  /** The current locale, the prefix of the paths navigated to. */
  getLocale: () => string;
  /** Client-side navigation to a locale-prefixed path. */
  navigate: (path: string) => void;
  /** Show a notice (the app's toast). */
  notify: (message: string, tone: NoticeTone) => void;
  /** Called on a 401 from a provider path, before going to the root (e.g. to clear the session). */
  onUnauthorized?: () => void;
  /** Operations whose failures the caller reports itself (no notice). Defaults to `silentByDefault`. */
  silentPaths?: ReadonlySet<string>;
}

/**
 * How the app answers a failed call (the API client's `onFailure`): a provider whose session is
 * rejected (401) goes back to the site's root; one without an active package (423) is told so and
 * taken to the packages page; any other failure is a notice, unless the screen reports it itself.
 */
export function reactToFailure(deps: FailureReactionDeps): (error: ApiError, schemaPath: string) => void {
  const silent = deps.silentPaths ?? silentByDefault;
  return (error, schemaPath) => {
    const locale = deps.getLocale();
    const providerPath = schemaPath.startsWith('/provider/');
    if (error.status === 401 && providerPath && !silent.has(schemaPath)) {
      deps.onUnauthorized?.();
      deps.navigate(`/${locale}`);
    } else if (error.status === 423 && providerPath) {
      deps.notify(error.message, 'caution');
      deps.navigate(`/${locale}/provider-dashboard/packages`);
    } else if (!silent.has(schemaPath)) {
      deps.notify(error.message, 'critical');
    }
  };
}
