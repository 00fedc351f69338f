import type { RouteObject } from 'react-router-dom';

/**
 * The public website (home, about, contact, privacy, terms, the /auth flows), inside the site
 * layout. Each page is its own lazily loaded chunk and names itself (title and description).
 */
export const websiteRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('../layouts/SiteLayout')).SiteLayout }),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../pages/Home/HomePage')).default }) },
      { path: 'about', lazy: async () => ({ Component: (await import('../pages/About/AboutPage')).default }) },
      { path: 'contact', lazy: async () => ({ Component: (await import('../pages/Contact/ContactPage')).default }) },
      { path: 'privacy', lazy: async () => ({ Component: (await import('../pages/Legal/PrivacyPage')).default }) },
      { path: 'terms', lazy: async () => ({ Component: (await import('../pages/Legal/TermsPage')).default }) },
      {
        path: 'auth',
        children: [
          { index: true, lazy: async () => ({ Component: (await import('../pages/Auth/RegisterPage')).default }) },
          { path: 'reset-pass', lazy: async () => ({ Component: (await import('../pages/Auth/ResetPasswordPage')).default }) },
          { path: 'reset-pass/update-pass', lazy: async () => ({ Component: (await import('../pages/Auth/UpdatePasswordPage')).default }) },
          { path: 'focus-reset-pass', lazy: async () => ({ Component: (await import('../pages/Auth/FocusResetPasswordPage')).default }) },
        ],
      },
      { path: '*', lazy: async () => ({ Component: (await import('../pages/NotFound/NotFoundPage')).default }) },
    ],
  },
];
