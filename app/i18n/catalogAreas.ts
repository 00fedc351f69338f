/**
 * The catalog areas of the public website, in two parts:
 * - `site`: what every website page shows from its first paint (the layout, the home page and the
 *   other content pages, and the design-system words they use);
 * - `more`: the sign-in and registration flows and the forms (the login modals, the contact and
 *   auth pages), loaded with them.
 * The build puts each part of a locale in one chunk, and the rest (the dashboards' words) in a
 * third (vite.config.ts), so a visitor to the home page downloads neither the forms' words nor the
 * dashboards'. Plain data: the Vite config reads it too.
 */
export type SiteCatalogPart = 'site' | 'more';

const siteAreas: Record<SiteCatalogPart, { app: readonly string[]; designSystem: readonly string[] }> = {
  site: { app: ['website', 'common'], designSystem: ['actions', 'core', 'feedback'] },
  more: { app: ['auth', 'auth-screens', 'session'], designSystem: ['forms', 'navigation', 'overlays'] },
};

/** The website part a catalog file (`…/messages/<locale>/<area>.json`, app or design system) belongs to, or null (the dashboards'). */
export function siteCatalogPart(file: string): SiteCatalogPart | null {
  const normalized = file.replaceAll('\\', '/');
  const area = /\/messages\/[a-z]{2}\/([^/]+)\.json(?:\.js)?$/.exec(normalized)?.[1];
  if (!area) return null;
  const side = normalized.includes('design-system/') ? 'designSystem' : 'app';
  for (const part of ['site', 'more'] as const) if (siteAreas[part][side].includes(area)) return part;
  return null;
}
