import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { keptPages, sendKeptHtml, type KeptHtml } from './kept-html';

/**
 * The website's pages (app/site/pages.ts), rendered on the server and kept, compressed, by address
 * (which says the page and its language; the query too, since one can change the page) and a
 * content version: a hash of the website content the page was rendered from (web settings, home
 * sections with the partner salons, package settings, slides), so the version changes exactly when
 * what the page shows does, whichever table it came from.
 * - a kept page is sent as it is for up to CHECK_MS; after that the next request reads the page's
 *   content again (one read at a time per page, concurrent requests wait for it) and renders again
 *   only when the version changed;
 * - a page is rendered again at least every MAX_AGE_MS all the same (the footer's year);
 * - a page that fails to render is sent as the bare shell (the browser renders it) and not kept.
 */

/** How long a kept page is sent without reading its content again (ms). */
export const CHECK_MS = 5_000;
/** The longest a page is kept, even when its content has not changed (ms). */
export const MAX_AGE_MS = 3_600_000;
/** Pages kept at most (the oldest goes first). */
const MAX_PAGES = 1_000;

export interface SitePage {
  locale: string;
  page: string;
}

interface RenderedPage {
  html: string;
  head: string;
  data: string;
  bodyClass: string;
}

export interface SitePagesDeps {
  /** The content a page shows, read as a visitor in its language would (a failed read is left out). */
  readContent(page: SitePage): Promise<Record<string, unknown>>;
  render(url: string, content: Record<string, unknown>): Promise<RenderedPage>;
  /** The shell with a rendered page in it (static.ts). */
  fill(shell: string, page: RenderedPage): string;
  log: FastifyBaseLogger;
  now?: () => number;
}

interface Kept extends KeptHtml {
  checkedAt: number;
  renderedAt: number;
  version: string;
}

/** The content's version: its JSON, hashed. */
const contentVersion = (content: Record<string, unknown>) => createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 16);

export function sitePages(deps: SitePagesDeps) {
  const now = deps.now ?? Date.now;
  const kept = keptPages<Kept>(MAX_PAGES);

  function pageOf(url: string, page: SitePage, shell: string): Promise<Kept> | Kept {
    const key = url;
    const at = now();
    const current = kept.get(key);
    if (current && at - current.checkedAt < CHECK_MS && at - current.renderedAt < MAX_AGE_MS) return current;
    return kept.readOnce(key, async () => {
      const content = await deps.readContent(page);
      const version = contentVersion(content);
      if (current && current.version === version && at - current.renderedAt < MAX_AGE_MS) return kept.keep(key, { ...current, checkedAt: at });
      const html = deps.fill(shell, await deps.render(url, content));
      return kept.keep(key, { checkedAt: at, renderedAt: at, version, html });
    });
  }

  /** The kept copy of the page at `url` when it is still true (no read, no wait), or null. */
  function fresh(url: string): Kept | null {
    const entry = kept.get(url);
    const at = now();
    if (!entry || !(at - entry.checkedAt < CHECK_MS && at - entry.renderedAt < MAX_AGE_MS)) return null;
    return entry;
  }

  /** Sends the page at `url`, from the cache while its content is unchanged. */
  async function send(reply: FastifyReply, url: string, page: SitePage, shell: string): Promise<FastifyReply> {
    reply.header('Cache-Control', 'no-cache');
    let entry: Kept;
    try {
      entry = await pageOf(url, page, shell);
    } catch (error) {
      deps.log.error({ err: error, url }, 'website page not rendered on the server; the browser renders it');
      return sendKeptHtml(reply, { html: shell });
    }
    return sendKeptHtml(reply, entry);
  }

  return { send, fresh };
}
