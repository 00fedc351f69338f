import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { useLayoutEffect, useState } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { ContentStore, ContentStoreProvider } from '../app/features/website/contentStore';
import { useRouterHref } from '../app/lib/routerHref';
import { LocaleProvider } from '../app/i18n/LocaleProvider';
import { isLocale, localeDirection, locales, localeNativeNames, type Locale } from '../app/i18n/locales';
import { loadMessages, type Messages } from '../app/i18n/messages';
import '../design-system/theme/fonts';
import '../design-system/theme/global.css';
import { themeClass, themeNames, type ThemeName } from '../design-system/theme/themes';
import { ToastRegion, toast } from '../design-system/components/Toast';
import { withFrame } from './frame';
import { withLocaleArgs } from './localeArgs';
import { reviewModes } from './modes';

export interface RouteParameters {
  /** The address the story starts at, e.g. `/en/provider-dashboard/oops` (default: the locale's home). */
  path?: string;
  /** Extra routes next to the story (e.g. where a button navigates to), keyed by path pattern. */
  routes?: Record<string, React.ReactNode>;
}

function AriaRouter({ children }: { children: React.ReactNode }) {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useRouterHref}>
      {children}
    </AriaRouterProvider>
  );
}

/**
 * A fresh cache per story (the dashboards' queries and the website's content), no retries of
 * queries: a story shows exactly what its mocked answers say.
 */
function StoryQueryClient({ children }: { children: React.ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } }));
  const [content] = useState(() => new ContentStore({}, { retries: 0 }));
  return (
    <QueryClientProvider client={client}>
      <ContentStoreProvider store={content}>{children}</ContentStoreProvider>
    </QueryClientProvider>
  );
}

// A layout effect: the theme's tokens are on the body before the story's play function reads them
// (a passive effect could still be pending when a busy test-runner starts the play).
function ThemeBody({ theme }: { theme: ThemeName }) {
  useLayoutEffect(() => {
    const all = Object.values(themeClass);
    document.body.classList.remove(...all);
    document.body.classList.add(themeClass[theme]);
  }, [theme]);
  return null;
}

// API calls in stories are answered by MSW handlers from stories/api (fixtures typed from the contract);
// a story overrides them with `parameters.msw.handlers`.
initialize({ onUnhandledRequest: 'bypass', quiet: true });

const withProviders: Decorator = (Story, context) => {
  const locale: Locale = isLocale(context.globals.locale) ? context.globals.locale : 'ar';
  const theme: ThemeName = context.globals.theme === 'dark' ? 'dark' : 'light';
  const messages = (context.loaded as { messages?: Messages }).messages ?? {};
  const route = (context.parameters.route ?? {}) as RouteParameters;
  const path = (route.path ?? '/{locale}').replace('{locale}', locale);
  return (
    <LocaleProvider key={locale} locale={locale} messages={messages}>
      <ThemeBody theme={theme} />
      <div dir={localeDirection[locale]} lang={locale}>
        <StoryQueryClient>
          <MemoryRouter initialEntries={[path]}>
            <AriaRouter>
              <Routes>
                {Object.entries(route.routes ?? {}).map(([pattern, element]) => (
                  <Route key={pattern} path={pattern} element={element} />
                ))}
                <Route path="*" element={<Story />} />
              </Routes>
            </AriaRouter>
          </MemoryRouter>
          <ToastRegion />
        </StoryQueryClient>
      </div>
    </LocaleProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language and direction',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: locales.map((value) => ({ value, title: `${localeNativeNames[value]} (${value})` })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: [...themeNames], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'ar', theme: 'light' },
  loaders: [
    mswLoader,
    async ({ globals }) => ({ messages: await loadMessages(isLocale(globals.locale) ? globals.locale : 'ar') }),
  ],
  // The frame sits inside the providers: it is part of the story, under its locale's direction.
  decorators: [withLocaleArgs, withFrame, withProviders],
  // Each story starts as a fresh page would, without what the previous story left outside its root
  // (the test-runner switches stories in one page):
  // - the app's toast queue is global: a toast still up from the previous story would show in this one;
  // - React Aria's live announcer sits on document.body and keeps each message 7 s; a pending Button's
  //   message points (aria-labelledby) at that button, gone with the previous story, which axe reports
  //   (role-img-alt) against this one.
  beforeEach: () => {
    toast.clear();
    for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
  },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story, app screens included, in ar and en × light and dark × phone and desktop.
    chromatic: { modes: reviewModes, pauseAnimationAtEnd: true },
    options: { storySort: { order: ['Introduction', 'Foundations', 'Design system', 'App'] } },
  },
  tags: ['autodocs'],
};

export default preview;
