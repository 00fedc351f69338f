import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, redirect, useLoaderData, useNavigate, type LoaderFunctionArgs, type NavigateOptions } from 'react-router-dom';
import { ToastRegion } from '../../design-system/components/Toast';
import { refreshForLanguage } from '../api/languageRefresh';
import { useApiRuntime } from '../api/useApiRuntime';
import { SessionProvider } from '../features/session/SessionProvider';
import { appSession } from '../session';
import { setCookie } from '../lib/cookies';
import { useRouterHref } from '../lib/routerHref';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { localeRedirectTarget } from '../i18n/localePath';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, isLocale, type Locale } from '../i18n/locales';
import { loadMessages, type Messages } from '../i18n/messages';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

interface LocaleData {
  locale: Locale;
  messages: Messages;
}

/** Validates the prefix (redirecting when it is not a supported locale) and loads that language's messages. */
export async function localeLoader({ params, request }: LoaderFunctionArgs): Promise<LocaleData> {
  const { locale } = params;
  if (!isLocale(locale)) {
    const url = new URL(request.url);
    throw redirect(localeRedirectTarget(url.pathname, url.search, url.hash) ?? '/ar');
  }
  return { locale, messages: await loadMessages(locale) };
}

/** Tells the API client the current locale, how to navigate and the translated generic message; refreshes the cache on a language switch. */
function ApiRuntimeBridge({ locale }: { locale: Locale }) {
  useApiRuntime(locale);
  const queryClient = useQueryClient();
  useLayoutEffect(() => {
    appSession.send({ type: 'LOCALE_CHANGED', locale });
    // After useApiRuntime's effect: the refetches ask in the new language.
    void refreshForLanguage(queryClient, locale);
  }, [locale, queryClient]);
  return null;
}

export function LocaleLayout() {
  const { locale, messages } = useLoaderData() as LocaleData;
  const navigate = useNavigate();

  useEffect(() => {
    setCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE_SECONDS);
  }, [locale]);

  return (
    <LocaleProvider locale={locale} messages={messages}>
      <SessionProvider actor={appSession}>
        <ApiRuntimeBridge locale={locale} />
        <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useRouterHref}>
          <Outlet />
        </AriaRouterProvider>
        <ToastRegion />
      </SessionProvider>
    </LocaleProvider>
  );
}
