import { StrictMode } from 'react';
import { createIntl } from 'react-intl';
import { lightTheme } from '../../design-system/theme/light.css';
import { intlLocale, isLocale, locales, type Locale } from '../i18n/locales';
import type { CustomerCalls } from './calls';
import { CustomerApp } from './CustomerApp';
import type { CustomerData } from './data';
import { loadCustomerMessages } from './messages';
import { prerenderToString } from '../lib/prerender';
import { customerPageOf, myBookingsPath, salonPath } from './pages';
import { openState } from './salon/openingHours';
import { jsonLdScript, salonJsonLd } from './salon/jsonLd';
import type { PublicSalon } from './types';

export { CUSTOMER_DATA_ID, customerPageOf } from './pages';

interface CustomerRender {
  /** The page's markup, for `<div id="root">`. */
  html: string;
  /** Title, description, canonical and language links, Open Graph, JSON-LD: for `<head>`. */
  head: string;
  /** What the page was rendered from, for the browser to hydrate with (JSON, `<` escaped). */
  data: string;
  bodyClass: string;
  /** 200, or 404 for an unknown salon. */
  status: number;
  /** Until when this render stays true (ms): the salon's next opening or closing ("open until…"); null when it does not change. */
  validUntil: number | null;
}

const ogLocale: Record<Locale, string> = { ar: 'ar_SA', en: 'en_US', tr: 'tr_TR', ur: 'ur_PK' };

/** Nothing is called while the server renders: the first step needs no data but the salon's. */
const noCalls = new Proxy({} as CustomerCalls, {
  get: () => () => Promise.reject(new Error('no API calls while rendering on the server')),
});

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`);

interface CustomerPageInput {
  /** The salon of a salon page (null: unknown or not taking bookings online). */
  salon?: PublicSalon | null;
  /** The site's public origin (`https://mawid.sa`), for canonical and Open Graph addresses. */
  origin: string;
  /** The time of the render (ms). */
  now: number;
}

/**
 * Renders a customers' page (app/customer/pages.ts) to HTML on the server: a salon's page whole
 * (its summary, hours, barbers and the services step of the booking), with what search engines
 * and link previews read (title, description, Open Graph, schema.org HairSalon); the bookings
 * page as its frame (the bookings are the customer's, read in the browser).
 */
export async function renderCustomerPage(url: string, input: CustomerPageInput): Promise<CustomerRender> {
  const segment = url.split('/')[1]?.split(/[?#]/)[0];
  if (!isLocale(segment)) throw new Error(`not a customer page address: ${url}`);
  const locale = segment;
  const page = customerPageOf(url, locales);
  if (!page) throw new Error(`not a customer page address: ${url}`);
  const messages = await loadCustomerMessages(locale);
  const intl = createIntl({ locale: intlLocale[locale], messages, defaultLocale: 'en-US' });
  const name = intl.formatMessage({ id: 'app.name' });

  let data: CustomerData;
  let status = 200;
  let validUntil: number | null = null;
  const tags: string[] = [];
  const alternates = (pathIn: (other: Locale) => string) =>
    locales.map((other) => `<link rel="alternate" hreflang="${other}" href="${escapeHtml(input.origin + pathIn(other))}">`).join('');
  if (page.page === 'salon' && input.salon) {
    const salon = input.salon;
    data = { page: 'salon', salon, renderedAt: input.now };
    validUntil = openState(salon.working_hours, salon.timezone, input.now).nextChange;
    const pageUrl = input.origin + salonPath(locale, salon.slug);
    const title = intl.formatMessage({ id: 'customer.meta.title' }, { salon: salon.name, name });
    const services = intl.formatList(salon.services.slice(0, 4).map((service) => service.name), { type: 'conjunction' });
    const description = intl.formatMessage({ id: 'customer.meta.description' }, { salon: salon.name, city: salon.city ?? 'none', services });
    const image = salon.cover_url ?? salon.logo_url;
    tags.push(
      `<title>${escapeHtml(title)}</title>`,
      `<meta name="description" content="${escapeHtml(description)}">`,
      `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
      alternates((other) => salonPath(other, salon.slug)),
      `<meta property="og:type" content="website">`,
      `<meta property="og:site_name" content="${escapeHtml(name)}">`,
      `<meta property="og:title" content="${escapeHtml(salon.name)}">`,
      `<meta property="og:description" content="${escapeHtml(description)}">`,
      `<meta property="og:url" content="${escapeHtml(pageUrl)}">`,
      `<meta property="og:locale" content="${ogLocale[locale]}">`,
      ...(image ? [`<meta property="og:image" content="${escapeHtml(absolute(input.origin, image))}">`, `<meta name="twitter:card" content="summary_large_image">`] : []),
      `<script type="application/ld+json">${jsonLdScript(salonJsonLd(salon, pageUrl, (path) => absolute(input.origin, path)))}</script>`,
    );
  } else if (page.page === 'salon') {
    data = { page: 'salon-not-found', slug: page.slug };
    status = 404;
    tags.push(`<title>${escapeHtml(intl.formatMessage({ id: 'customer.meta.notFoundTitle' }, { name }))}</title>`, `<meta name="robots" content="noindex">`);
  } else if (page.page === 'reminders-off') {
    data = { page: 'reminders-off', token: page.token };
    tags.push(
      `<title>${escapeHtml(intl.formatMessage({ id: 'customer.remindersOff.metaTitle' }, { name }))}</title>`,
      `<meta name="robots" content="noindex">`,
      // The token names a client: kept out of the addresses other sites are told of.
      `<meta name="referrer" content="no-referrer">`,
    );
  } else {
    data = { page: 'my-bookings', publicId: page.publicId };
    tags.push(
      `<title>${escapeHtml(intl.formatMessage({ id: 'customer.myBookings.metaTitle' }, { name }))}</title>`,
      `<meta name="description" content="${escapeHtml(intl.formatMessage({ id: 'customer.myBookings.metaDescription' }))}">`,
      `<meta name="robots" content="noindex">`,
      alternates((other) => myBookingsPath(other, page.publicId ?? undefined)),
    );
  }

  // A prerender, as the website's: it waits for the lazily loaded bookings page (app/lib/prerender.ts).
  const html = await prerenderToString(
    <StrictMode>
      <CustomerApp locale={locale} messages={messages} data={data} calls={noCalls} syncDocument={false} />
    </StrictMode>,
  );
  return { html, head: tags.join(''), data: JSON.stringify(data).replaceAll('<', '\\u003c'), bodyClass: lightTheme, status, validUntil };
}
