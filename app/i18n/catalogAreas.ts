/**
 * The catalog areas the public website needs: its pages, the login and registration flows, and
 * the design-system components they use. The build puts these in one chunk per locale and the rest
 * (the dashboards' words) in another (vite.config.ts), so a visitor to the website does not
 * download the dashboard's words. Plain data: the Vite config reads it too.
 */
const siteAppAreas: readonly string[] = ['website', 'auth', 'auth-screens', 'common', 'session'];
const siteDesignSystemAreas: readonly string[] = ['actions', 'core', 'feedback', 'forms', 'navigation', 'overlays'];

/** Whether a catalog file (`…/messages/<locale>/<area>.json`, app or design system) is one of the website's. */
export function isSiteCatalog(file: string): boolean {
  const normalized = file.replaceAll('\\', '/');
  const area = /\/messages\/[a-z]{2}\/([^/]+)\.json(?:\.js)?$/.exec(normalized)?.[1];
  if (!area) return false;
  return (normalized.includes('design-system/') ? siteDesignSystemAreas : siteAppAreas).includes(area);
}
