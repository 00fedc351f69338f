import { data, redirect, type LoaderFunction, type LoaderFunctionArgs } from 'react-router-dom';
import { routeGuards, requirePermission } from '../features/session/guards';
import { defaultLocale, isLocale } from '../i18n/locales';
import { appSession } from '../session';

/** The error a route carries when it names a guard nobody knows (spec: 500 "Unknown middleware"). */
export const UNKNOWN_MIDDLEWARE = 'unknown_middleware';

/**
 * A loader that runs the named guard against the current session ("auth", "focus", "company"),
 * and optionally a permission, redirecting when it refuses. An unknown name fails the route with
 * 500 Unknown middleware, shown by the error boundary. A redirect stays in the address's language
 * (the route's default, Arabic, where the address names none), whatever language the session keeps.
 */
export function guard(name: string, permission?: string): LoaderFunction {
  return (args?: LoaderFunctionArgs) => {
    const check = (routeGuards as Record<string, (typeof routeGuards)[keyof typeof routeGuards] | undefined>)[name];
    if (!check) throw data(UNKNOWN_MIDDLEWARE, { status: 500, statusText: 'Unknown middleware' });
    const routeLocale = args?.params.locale;
    const session = { ...appSession.getSnapshot().context, locale: isLocale(routeLocale) ? routeLocale : defaultLocale };
    const result = check(session);
    if (!result.allowed) throw redirect(result.redirectTo);
    if (permission) {
      const allowed = requirePermission(session, permission);
      if (!allowed.allowed) throw redirect(allowed.redirectTo);
    }
    return null;
  };
}
