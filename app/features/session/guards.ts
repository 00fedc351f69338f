import { localePath } from '../../i18n/localePath';
import type { SessionContext } from './session.machine';

/** What a route guard decides: let the page render, or send the visitor elsewhere. */
export type GuardResult = { allowed: true } | { allowed: false; redirectTo: string };

const allow: GuardResult = { allowed: true };
const home = (session: SessionContext): GuardResult => ({ allowed: false, redirectTo: localePath(session.locale, '/') });
const forbidden = (session: SessionContext): GuardResult => ({
  allowed: false,
  redirectTo: localePath(session.locale, '/provider-dashboard/403'),
});

/** Provider pages: without a provider token, to the home page (spec section 4). */
export const requireProvider = (session: SessionContext): GuardResult => (session.provider ? allow : home(session));

/** Focus pages: without a focus token, to the home page. */
export const requireFocus = (session: SessionContext): GuardResult => (session.focus ? allow : home(session));

/**
 * The company room: a provider flagged `is_super_admin` (the only one offered the company account
 * entry). Signed out → home; a provider without the flag → the 403 page.
 */
export function requireCompany(session: SessionContext): GuardResult {
  if (!session.provider) return home(session);
  return session.provider.user?.is_super_admin ? allow : forbidden(session);
}

/** The signed-in user's (provider or focus) permissions; the same array until they change. */
export function permissionsOf(session: SessionContext): readonly string[] {
  return (session.provider ?? session.focus)?.permissions ?? noPermissions;
}
const noPermissions: readonly string[] = [];

/** Whether the signed-in user (provider or focus) holds a permission (the owner's list holds them all). */
export function hasPermission(session: SessionContext, permission: string): boolean {
  return permissionsOf(session).includes(permission);
}

/** A provider page that needs a permission: signed out → home; missing → /provider-dashboard/403. */
export function requirePermission(session: SessionContext, permission: string): GuardResult {
  if (!session.provider) return home(session);
  return hasPermission(session, permission) ? allow : forbidden(session);
}

/** The guards by the names routes use (a route naming another guard shows "Unknown middleware"). */
export const routeGuards = { auth: requireProvider, focus: requireFocus, company: requireCompany } as const;
