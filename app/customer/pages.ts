/**
 * The customers' pages (issue 22), their own document (customer.html) apart from the website and
 * the dashboards: `/{locale}/s/{slug}` (a salon's page with its booking steps, rendered on the
 * server), `/{locale}/my-bookings` (`/{public_id}`: one booking, the manage link) and
 * `/{locale}/reminders-off/{token}` (the link in a reminder, issue 19). One list for
 * the server (which addresses it answers with this document) and the browser.
 */
export type CustomerPage = { page: 'salon'; slug: string } | { page: 'my-bookings'; publicId: string | null } | { page: 'reminders-off'; token: string | null };

const slugPattern = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/;
const publicIdPattern = /^[A-Za-z0-9_-]{22}$/;
/** A reminder's opt-out token as links carry it (the server alone tells a valid one: server/messages/opt-out.ts). */
const tokenPattern = /^[A-Za-z0-9._-]{1,200}$/;

/** The customer page a path (`/ar/s/barber-house?x`) shows, with its locale; null when it is not one. */
export function customerPageOf(url: string, locales: readonly string[]): ({ locale: string } & CustomerPage) | null {
  const segments = (url.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  const [locale, first, second, ...rest] = segments;
  if (!locale || !locales.includes(locale) || rest.length > 0) return null;
  if (first === 's' && second !== undefined) {
    // The slug as the server keeps it (lower case); an upper-case address still finds its salon (and is redirected).
    const slug = safeDecode(second).toLowerCase();
    return slugPattern.test(slug) ? { locale, page: 'salon', slug } : null;
  }
  if (first === 'my-bookings') {
    if (second === undefined) return { locale, page: 'my-bookings', publicId: null };
    return publicIdPattern.test(second) ? { locale, page: 'my-bookings', publicId: second } : null;
  }
  // A reminder's link to stop reminders (issue 19): any token is this page; one not in a token's form says the link is not valid.
  if (first === 'reminders-off' && second !== undefined) {
    const token = safeDecode(second);
    return { locale, page: 'reminders-off', token: tokenPattern.test(token) ? token : null };
  }
  return null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A salon page's address. */
export const salonPath = (locale: string, slug: string) => `/${locale}/s/${slug}`;
/** The customer's bookings, or one of them (the manage link). */
export const myBookingsPath = (locale: string, publicId?: string) => `/${locale}/my-bookings${publicId ? `/${publicId}` : ''}`;

/** The page that stops a client's reminders (the link in every reminder). */
export const remindersOffPath = (locale: string, token: string) => `/${locale}/reminders-off/${encodeURIComponent(token)}`;

/** The element of customer.html that carries what the page was rendered from (JSON, not run). */
export const CUSTOMER_DATA_ID = 'customer-data';
