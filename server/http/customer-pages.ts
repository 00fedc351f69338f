import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { keptPages, sendKeptHtml, type KeptHtml } from './kept-html';

/**
 * The customers' pages (app/customer/pages.ts), sent by the web plugin (static.ts): a salon's page
 * rendered on the server from `GET /public/salons/{slug}` and kept, compressed, in a cache keyed
 * by salon, language and the salon's `content_version` (docs/customer-booking.md):
 * - a kept page is sent as it is for up to CHECK_MS; after that the next request reads the salon
 *   again (one read at a time per page) and renders again only when its content version changed;
 * - a page also stays only until the salon's next opening or closing, when its "open until…" changes;
 * - an unknown salon (or one not taking bookings online) is a 404 page, kept the same way;
 * - an old address answers 301 to the salon's current one.
 * The bookings page holds none of the customer's data (the browser reads it) and is kept per address.
 */

/** How long a kept page is sent without asking whether the salon changed (ms). */
export const CHECK_MS = 5_000;
/** Pages kept at most (the oldest goes first). */
const MAX_PAGES = 5_000;

export type CustomerPage = { locale: string } & ({ page: 'salon'; slug: string } | { page: 'my-bookings'; publicId: string | null } | { page: 'reminders-off'; token: string | null });

interface Rendered {
  html: string;
  head: string;
  data: string;
  bodyClass: string;
  status: number;
  validUntil: number | null;
}

export interface CustomerPagesDeps {
  render(url: string, input: { salon?: { slug: string; content_version: string } | null; origin: string; now: number }): Promise<Rendered>;
  /** `GET /public/salons/{slug}` in a language: status and `data`. */
  readSalon(slug: string, locale: string): Promise<{ status: number; data: unknown }>;
  /** The shell with a rendered page in it (static.ts). */
  fill(shell: string, page: Rendered): string;
  /** The site's public origin, for canonical and Open Graph addresses. */
  origin: string;
  log: FastifyBaseLogger;
  now?: () => number;
}

interface Kept extends KeptHtml {
  checkedAt: number;
  /** The salon's content version it was rendered from (null: a 404 or the bookings page). */
  version: string | null;
  validUntil: number | null;
  status: number;
  /** 301 to this address. */
  location?: string;
}

/** The address's slug as written (`Barber-House`), to tell an old or differently written address from the current one. */
const slugAsWritten = (url: string) => {
  const segment = (url.split(/[?#]/)[0] ?? '').split('/')[3] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};
const queryOf = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?')) : '');

export function customerPages(deps: CustomerPagesDeps) {
  const now = deps.now ?? Date.now;
  const kept = keptPages<Kept>(MAX_PAGES);

  const keyOf = (page: CustomerPage) =>
    page.page === 'salon' ? `${page.locale}|s|${page.slug}` : page.page === 'my-bookings' ? `${page.locale}|b|${page.publicId ?? ''}` : `${page.locale}|r|${page.token ?? ''}`;
  /** A salon's kept page is sent without reading the salon while this holds. */
  const isFresh = (entry: Kept, at: number) => at - entry.checkedAt < CHECK_MS && (entry.validUntil === null || at < entry.validUntil);

  const rendered = async (url: string, salon: { slug: string; content_version: string } | null, at: number, shell: string): Promise<Kept> => {
    const page = await deps.render(url, { salon, origin: deps.origin, now: at });
    return { checkedAt: at, version: salon?.content_version ?? null, validUntil: page.validUntil, status: page.status, html: deps.fill(shell, page) };
  };

  async function salonPage(page: Extract<CustomerPage, { page: 'salon' }>, shell: string): Promise<Kept> {
    const key = keyOf(page);
    const at = now();
    const current = kept.get(key);
    if (current && isFresh(current, at)) return current;
    return kept.readOnce(key, async () => {
      const { status, data } = await deps.readSalon(page.slug, page.locale);
      if (status === 404) {
        if (current?.status === 404) return kept.keep(key, { ...current, checkedAt: at });
        return kept.keep(key, await rendered(`/${page.locale}/s/${page.slug}`, null, at, shell));
      }
      if (status !== 200 || !data) throw new Error(`GET /public/salons/${page.slug} answered ${status}`);
      const salon = data as { slug: string; content_version: string };
      if (salon.slug !== page.slug) return kept.keep(key, { checkedAt: at, version: salon.content_version, validUntil: null, status: 301, location: `/${page.locale}/s/${salon.slug}`, html: '' });
      const stillTrue = current && current.status === 200 && current.version === salon.content_version && (current.validUntil === null || at < current.validUntil);
      if (stillTrue) return kept.keep(key, { ...current, checkedAt: at });
      return kept.keep(key, await rendered(`/${page.locale}/s/${salon.slug}`, salon, at, shell));
    });
  }

  /**
   * A page that holds nothing of a salon or a customer (the bookings page; the page a reminder's
   * link opens, issue 19: the same for every token but the token itself), rendered once per address.
   */
  async function addressPage(page: Exclude<CustomerPage, { page: 'salon' }>, url: string, shell: string): Promise<Kept> {
    const key = keyOf(page);
    const current = kept.get(key);
    if (current) return current;
    const address = page.page === 'my-bookings' ? `/${page.locale}/my-bookings${page.publicId ? `/${page.publicId}` : ''}` : (url.split(/[?#]/)[0] ?? url);
    return kept.keep(key, { ...(await rendered(address, null, now(), shell)), validUntil: null });
  }

  /**
   * The kept copy of `url`'s page when it is still true (no read, no wait), or null: the server's
   * fast path sends it before Fastify sees the request (app.ts). Null when there is none, or when the
   * address is an old or differently written one (its 301 goes the full way, `send`).
   */
  function fresh(url: string, page: CustomerPage): Kept | null {
    if (page.page === 'salon' && slugAsWritten(url) !== page.slug) return null;
    const entry = kept.get(keyOf(page));
    if (!entry || entry.location) return null;
    if (page.page === 'salon' && !isFresh(entry, now())) return null;
    return entry;
  }

  /** Sends the page of `url` (or its redirect), compressed as the browser accepts, from the cache when it is still true. */
  async function send(reply: FastifyReply, url: string, page: CustomerPage, shell: string): Promise<FastifyReply> {
    // A page reached by a differently written slug (`/ar/s/Barber-House`) goes to the one address.
    if (page.page === 'salon' && slugAsWritten(url) !== page.slug) return reply.redirect(`/${page.locale}/s/${page.slug}${queryOf(url)}`, 301);
    let entry: Kept;
    try {
      entry = page.page === 'salon' ? await salonPage(page, shell) : await addressPage(page, url, shell);
    } catch (error) {
      // The browser renders it instead (it reads the salon itself): never a 5xx for a page.
      deps.log.error({ err: error, url }, 'customer page not rendered on the server; the browser renders it');
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(shell);
    }
    if (entry.location) return reply.header('Cache-Control', 'no-cache').redirect(entry.location + queryOf(url), 301);
    return sendKeptHtml(reply.code(entry.status).header('Cache-Control', 'no-cache'), entry);
  }

  return { send, fresh };
}
