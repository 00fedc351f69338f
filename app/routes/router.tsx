import { redirect, type RouteObject } from 'react-router-dom';
import { defaultLocale } from '../i18n/locales';
import { ShellFallback } from '../lib/appShell';
import { LocaleLayout, localeLoader } from '../layouts/LocaleLayout';
import { RootErrorPage, RouteErrorPage } from '../pages/RouteError/RouteErrorPage';
import { companyRoutes } from './company';
import { focusRoutes } from './focus';
import { providerRoutes } from './provider';
import { websiteRoutes } from './website';

/**
 * Every route lives under `/:locale`. The locale route's loader redirects paths whose first
 * segment is not a supported locale (`/about` → `/ar/about`, `/fr/x` → `/ar/x`).
 * Each area owns its route module; the website's catch-all answers unknown paths with the 404 page.
 */
export const routes: RouteObject[] = [
  { path: '/', loader: () => redirect(`/${defaultLocale}`) },
  {
    path: '/:locale',
    loader: localeLoader,
    element: <LocaleLayout />,
    errorElement: <RootErrorPage />,
    HydrateFallback: ShellFallback,
    children: [{ errorElement: <RouteErrorPage />, children: [...providerRoutes, ...focusRoutes, ...companyRoutes, ...websiteRoutes] }],
  },
];
