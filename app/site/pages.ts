import { websiteContentPaths } from '../features/website/content';

/**
 * The public website's pages, by their path under `/:locale/`, and the module of each. One list
 * for the two sides that must agree: the site's own router (app/site/SiteApp.tsx) and the server,
 * which answers exactly these addresses with the website's page, rendered (server/http/static.ts).
 */
export const sitePageModules = {
  '': 'app/pages/Home/HomePage.tsx',
  about: 'app/pages/About/AboutPage.tsx',
  contact: 'app/pages/Contact/ContactPage.tsx',
  privacy: 'app/pages/Legal/PrivacyPage.tsx',
  terms: 'app/pages/Legal/TermsPage.tsx',
  auth: 'app/pages/Auth/RegisterPage.tsx',
  'auth/reset-pass': 'app/pages/Auth/ResetPasswordPage.tsx',
  'auth/reset-pass/update-pass': 'app/pages/Auth/UpdatePasswordPage.tsx',
  'auth/focus-reset-pass': 'app/pages/Auth/FocusResetPasswordPage.tsx',
} as const;

export type SitePage = keyof typeof sitePageModules;

/** The site page a path (`/ar/about?x`) shows, or null when it is not one (or has no locale). */
export function sitePageOf(url: string, locales: readonly string[]): { locale: string; page: SitePage } | null {
  const segments = (url.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  const [locale, ...rest] = segments;
  if (!locale || !locales.includes(locale)) return null;
  const page = rest.join('/');
  return page in sitePageModules ? { locale, page: page as SitePage } : null;
}

/** The website-content calls, by the name of their content (app/features/website/content.ts). */
export const siteContentPaths = websiteContentPaths;

export type SiteContent = keyof typeof siteContentPaths;

/**
 * The pages with forms, which need the website's sign-in and form words from their first render
 * (app/site/messages.ts): the server renders them with those words, names that catalog for the
 * boot script, and the browser loads it before it hydrates them. Other pages load it with the
 * login modal, if it opens.
 */
export const fullCatalogPages: ReadonlySet<SitePage> = new Set<SitePage>([
  'contact',
  'auth',
  'auth/reset-pass',
  'auth/reset-pass/update-pass',
  'auth/focus-reset-pass',
]);

/** The content each page shows (the footer shows the web settings on every page). */
export const pageContent: Record<SitePage, readonly SiteContent[]> = {
  '': ['settings', 'home', 'packageSettings', 'sliders'],
  about: ['settings', 'home', 'packageSettings'],
  contact: ['settings'],
  privacy: ['settings'],
  terms: ['settings'],
  auth: ['settings'],
  'auth/reset-pass': ['settings'],
  'auth/reset-pass/update-pass': ['settings'],
  'auth/focus-reset-pass': ['settings'],
};
