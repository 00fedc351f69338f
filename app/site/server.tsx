import { StrictMode } from 'react';
import { StaticRouter } from 'react-router-dom';
import { lightTheme } from '../../design-system/theme/light.css';
import { websiteContentKeys } from '../features/website/content';
import { ContentStore, ContentStoreProvider } from '../features/website/contentStore';
import { isLocale } from '../i18n/locales';
import { prerenderToString } from '../lib/prerender';
import { loadSiteMessages } from './messages';
import { fullCatalogPages, sitePageOf, type SiteContent } from './pages';
import { SiteApp } from './SiteApp';

// What the server needs to know of the website, read from this module's build (server/http/static.ts).
export { SITE_DATA_ID } from './document';
export { fullCatalogPages, pageContent, siteContentPaths, sitePageModules, sitePageOf } from './pages';

export interface SiteRender {
  /** The page's markup, for `<div id="root">`. */
  html: string;
  /** `<title>` and `<meta name="description">`, for `<head>`. */
  head: string;
  /** The content the page was rendered from, for the browser's content store (JSON). */
  data: string;
  /** The theme's class, for `<body>`. */
  bodyClass: string;
}

/** The hoisted `<title>`/`<meta>` React writes ahead of the page, moved to where they belong. */
const headTags = /<title>[^<]*<\/title>|<meta name="description" content="[^"]*"\/?>/g;

/**
 * Renders one website address (`/ar/about?x=1`) to HTML on the server, waiting for its lazily
 * loaded page, with the content the server read for it. The browser hydrates the same tree
 * (app/site/main.tsx) from the same content, so nothing is fetched twice or painted twice.
 */
export async function renderSitePage(url: string, content: Partial<Record<SiteContent, unknown>>): Promise<SiteRender> {
  const segment = url.split('/')[1]?.split(/[?#]/)[0];
  if (!isLocale(segment)) throw new Error(`not a website address: ${url}`);
  const locale = segment;
  const page = sitePageOf(url, [locale])?.page;
  // A page with forms renders with their words (the browser loads them before it hydrates it).
  const [messages] = await Promise.all([loadSiteMessages(locale), page !== undefined && fullCatalogPages.has(page) ? loadSiteMessages(locale, 'full') : null]);
  const store = new ContentStore();
  for (const [name, value] of Object.entries(content) as Array<[SiteContent, unknown]>) {
    store.set(websiteContentKeys[name](locale), value);
  }

  const markup = await prerenderToString(
    <StrictMode>
      <ContentStoreProvider store={store}>
        <StaticRouter location={url}>
          <SiteApp locale={locale} messages={messages} />
        </StaticRouter>
      </ContentStoreProvider>
    </StrictMode>,
  );

  const head = (markup.match(headTags) ?? []).join('');
  return {
    html: markup.replace(headTags, ''),
    head,
    data: JSON.stringify(store.snapshot()).replaceAll('<', '\\u003c'),
    bodyClass: lightTheme,
  };
}

// The customers' pages (a salon's page, the customer's bookings) are rendered by the same server
// module: one SSR build, one import for the server (server/http/static.ts).
export { CUSTOMER_DATA_ID, customerPageOf, renderCustomerPage } from '../customer/server';
