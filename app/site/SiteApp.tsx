import { lazy, Suspense, useCallback, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Route, Routes, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useApiRuntime } from '../api/useApiRuntime';
import { FullCatalogProvider, WithFullCatalog } from '../i18n/FullCatalog';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, type Locale } from '../i18n/locales';
import type { Messages } from '../i18n/messages';
import { SiteLayout } from '../layouts/SiteLayout';
import { carryNotices } from '../lib/carriedNotices';
import { setCookie } from '../lib/cookies';
import { useRouterHref } from '../lib/routerHref';
import { loadSiteMessages } from './messages';
import { fullCatalogPages, sitePageList, sitePages, type SitePage } from './pages';
import { SiteToasts } from './SiteToasts';

/** Each page its own chunk, from the website's one list of pages. */
const pages = Object.fromEntries(sitePageList.map((page) => [page, lazy(() => sitePages[page].load().then((Page: ComponentType) => ({ default: Page })))])) as Record<SitePage, LazyExoticComponent<ComponentType>>;

const NotFoundPage = lazy(() => import('../pages/NotFound/NotFoundPage').then((module) => ({ default: module.NotFoundPage })));

/**
 * Loads the document at the current address (another language, or a part of the product this
 * entry does not hold). The router has already added the address to the history: the document
 * replaces that entry, so Back leads to the page before, not to this hand-over again.
 */
function loadDocument(): void {
  window.location.replace(window.location.pathname + window.location.search + window.location.hash);
}

/**
 * An address that is not a website page, reached by a link or a redirect (the dashboard after
 * signing in, say): the app's own document takes over. An address that starts here unmatched
 * cannot come from the server (which sends this page only for the website's addresses), so it is
 * shown as not found rather than loaded again.
 */
function OutsideSite() {
  const { key } = useLocation();
  const firstEntry = key === 'default';
  useEffect(() => {
    if (firstEntry) return;
    // "You are signed in." was raised just before: the app's document shows it.
    carryNotices();
    loadDocument();
  }, [firstEntry, key]);
  return firstEntry ? (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  ) : null;
}

/** An address without a language: the app's document redirects it. */
function LeaveSite() {
  useEffect(loadDocument, []);
  return null;
}

/** The API client's locale, navigation and translated messages, as the app's LocaleLayout sets them. */
function SiteRuntime({ locale }: { locale: Locale }) {
  useApiRuntime(locale);
  useEffect(() => {
    setCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE_SECONDS);
  }, [locale]);
  // The page answers presses from now on (it was readable before): for scripts and tests that
  // must not press a button whose code has not arrived.
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return null;
}

/** The document's language; a switch to another one loads that language's document. */
function SiteFrame({ locale, messages }: { locale: Locale; messages: Messages }) {
  const params = useParams();
  const navigate = useNavigate();
  const otherLanguage = params.locale !== locale;
  useEffect(() => {
    if (otherLanguage) loadDocument();
  }, [otherLanguage, params.locale]);
  const loadFullCatalog = useCallback(() => loadSiteMessages(locale, 'full'), [locale]);
  if (otherLanguage) return null;
  return (
    <LocaleProvider locale={locale} messages={messages}>
      <FullCatalogProvider load={loadFullCatalog}>
        <SiteRuntime locale={locale} />
        <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useRouterHref}>
          <SiteLayout />
        </AriaRouterProvider>
        <SiteToasts />
      </FullCatalogProvider>
    </LocaleProvider>
  );
}

export interface SiteAppProps {
  /** The document's language (its catalog is loaded before the first render). */
  locale: Locale;
  /** The website's first-paint words; the rest load with the pages and modals that need them. */
  messages: Messages;
}

/**
 * The public website as its own entry: the same layout and pages as the app's website routes,
 * under a plain router (no loaders, no session, no dashboards), rendered on the server and
 * hydrated in the browser. Leaving the website (signing in, the dashboards) loads the app.
 */
export function SiteApp({ locale, messages }: SiteAppProps) {
  return (
    <Routes>
      <Route path=":locale" element={<SiteFrame locale={locale} messages={messages} />}>
        {sitePageList.map((page) => {
          const Page = pages[page];
          const element = (
            <Suspense fallback={null}>
              {fullCatalogPages.has(page) ? (
                <WithFullCatalog>
                  <Page />
                </WithFullCatalog>
              ) : (
                <Page />
              )}
            </Suspense>
          );
          return page === '' ? <Route key="index" index element={element} /> : <Route key={page} path={page} element={element} />;
        })}
        <Route path="*" element={<OutsideSite />} />
      </Route>
      <Route path="*" element={<LeaveSite />} />
    </Routes>
  );
}
