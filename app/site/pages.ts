import { websiteContentPaths } from '../features/website/content';

/**
 * The public website's pages: the one list behind the site's own router (app/site/SiteApp.tsx),
 * the app's website routes (app/routes/website.tsx) and the server, which answers exactly these
 * addresses with the website's page, rendered (server/http/static.ts). Each page by its path under
 * `/:locale/`: its module file (the server finds its built chunk by it) and its loader, which gives
 * the page's component (each page its own lazily loaded chunk); a unit test checks that the
 * component comes from that module file.
 */
export const sitePages = {
  '': { module: 'app/pages/Home/HomePage.tsx', load: () => import('../pages/Home/HomePage').then((m) => m.HomePage) },
  about: { module: 'app/pages/About/AboutPage.tsx', load: () => import('../pages/About/AboutPage').then((m) => m.AboutPage) },
  contact: { module: 'app/pages/Contact/ContactPage.tsx', load: () => import('../pages/Contact/ContactPage').then((m) => m.ContactPage) },
  privacy: { module: 'app/pages/Legal/PrivacyPage.tsx', load: () => import('../pages/Legal/PrivacyPage').then((m) => m.default) },
  terms: { module: 'app/pages/Legal/TermsPage.tsx', load: () => import('../pages/Legal/TermsPage').then((m) => m.default) },
  auth: { module: 'app/pages/Auth/RegisterPage.tsx', load: () => import('../pages/Auth/RegisterPage').then((m) => m.RegisterPage) },
  'auth/reset-pass': { module: 'app/pages/Auth/ResetPasswordPage.tsx', load: () => import('../pages/Auth/ResetPasswordPage').then((m) => m.ResetPasswordPage) },
  'auth/reset-pass/update-pass': { module: 'app/pages/Auth/UpdatePasswordPage.tsx', load: () => import('../pages/Auth/UpdatePasswordPage').then((m) => m.UpdatePasswordPage) },
  'auth/focus-reset-pass': { module: 'app/pages/Auth/FocusResetPasswordPage.tsx', load: () => import('../pages/Auth/FocusResetPasswordPage').then((m) => m.FocusResetPasswordPage) },
} as const;

export type SitePage = keyof typeof sitePages;

/** Every page, in the list's order. */
export const sitePageList = Object.keys(sitePages) as SitePage[];

/** Each page's module file, for the server (it reads the built chunks' manifest by them). */
export const sitePageModules = Object.fromEntries(sitePageList.map((page) => [page, sitePages[page].module])) as Record<SitePage, string>;

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
