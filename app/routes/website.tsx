import type { RouteObject } from 'react-router-dom';
import { sitePageList, sitePages } from '../site/pages';

/**
 * The public website (home, about, contact, privacy, terms, the /auth flows), inside the site
 * layout: the website's one list of pages (app/site/pages.ts), each its own lazily loaded chunk
 * that names itself (title and description).
 */
export const websiteRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('../layouts/SiteLayout')).SiteLayout }),
    children: [
      ...sitePageList.map(
        (page): RouteObject => ({
          ...(page === '' ? { index: true } : { path: page }),
          lazy: async () => ({ Component: await sitePages[page].load() }),
        }),
      ),
      { path: '*', lazy: async () => ({ Component: (await import('../pages/NotFound/NotFoundPage')).NotFoundPage }) },
    ],
  },
];
