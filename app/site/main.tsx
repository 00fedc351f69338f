import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '../../design-system/theme/fonts';
import '../../design-system/theme/global.css';
import { lightTheme } from '../../design-system/theme/light.css';
import { ContentStore, ContentStoreProvider, type ContentSnapshot } from '../features/website/contentStore';
import { defaultLocale, isLocale, locales } from '../i18n/locales';
import { loadSiteMessages } from './messages';
import { installChunkReloadGuard } from '../lib/chunkReload';
import { SITE_DATA_ID } from './document';
import { fullCatalogPages, sitePageOf } from './pages';
import { SiteApp } from './SiteApp';

/**
 * The public website's entry (site.html). The server sends its pages rendered, with the content
 * they were rendered from; this hydrates them. Hydration runs as a transition, so React yields to
 * the browser every few milliseconds instead of holding the main thread for the whole page.
 */
installChunkReloadGuard();
document.body.classList.add(lightTheme);

const segment = window.location.pathname.split('/')[1];
const locale = isLocale(segment) ? segment : defaultLocale;
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from site.html');

const data = document.getElementById(SITE_DATA_ID)?.textContent;
const content = new ContentStore(data ? (JSON.parse(data) as ContentSnapshot) : {});

// A page with forms was rendered with its forms' words too: they are there before it hydrates.
const page = sitePageOf(window.location.pathname, locales)?.page;
const fullCatalog = page !== undefined && fullCatalogPages.has(page) ? loadSiteMessages(locale, 'full') : null;

void Promise.all([loadSiteMessages(locale), fullCatalog]).then(([messages]) => {
  const app = (
    <StrictMode>
      <ContentStoreProvider store={content}>
        <BrowserRouter>
          <SiteApp locale={locale} messages={messages} />
        </BrowserRouter>
      </ContentStoreProvider>
    </StrictMode>
  );
  // A page the server could not render arrives empty: render it here instead.
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
});
