import { redirect, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { isLocale, defaultLocale } from '../i18n/locales';
import { localePath } from '../i18n/localePath';
import { RouteErrorPage } from '../pages/RouteError/RouteErrorPage';
import { guard } from './guard';

/**
 * The focus guard, and where it sends a visitor without a focus session: the home page with the
 * focus login modal open (`?auth_type=focus`, read by the website layout).
 */
const focusGuard: LoaderFunction = async (args) => {
  try {
    return await guard('focus')(args);
  } catch (refusal) {
    if (refusal instanceof Response && refusal.status >= 300 && refusal.status < 400) {
      const locale = isLocale(args.params.locale) ? args.params.locale : defaultLocale;
      throw redirect(`${localePath(locale, '/')}?auth_type=focus`);
    }
    throw refusal;
  }
};

/** The focus area (`/focus-dashboard`, `/focus-dashboard-packages`), behind the focus guard. */
export const focusRoutes: RouteObject[] = [
  {
    path: 'focus-dashboard',
    loader: focusGuard,
    errorElement: <RouteErrorPage />,
    lazy: async () => ({ Component: (await import('../features/focus/FocusDashboardPage')).FocusDashboardPage }),
  },
  {
    path: 'focus-dashboard-packages',
    loader: focusGuard,
    errorElement: <RouteErrorPage />,
    lazy: async () => ({ Component: (await import('../features/focus/FocusPackagesPage')).FocusPackagesPage }),
  },
];
