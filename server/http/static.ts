import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { shellOf } from '../../shared/app-shell';
import { customerPages } from './customer-pages';
import { sitePages } from './site-pages';
import type { KeptHtml } from './kept-html';

export interface WebApp {
  /**
   * Answers a page address: a website page (app/site/pages.ts) rendered on the server in its
   * language, anything else index.html, so the app's router decides (SPA fallback).
   */
  sendIndex(reply: FastifyReply, url?: string): Promise<FastifyReply>;
  /**
   * A website or customers' page whose kept copy is still true, with its status (no read, no
   * render, no wait); null when the address has none. For the server's fast path (app.ts).
   */
  keptPage(url: string): { status: number; page: KeptHtml } | null;
}

/** Reads one website-content call (`/website/home`) as a visitor in `locale` would; null when it fails. */
export type ContentReader = (path: string, locale: string) => Promise<unknown>;

/** Reads one public call (`/public/salons/x`) as a visitor in `locale` would: its status and `data`. */
type PublicReader = (path: string, locale: string) => Promise<{ status: number; data: unknown }>;

/**
 * What app/site/server.tsx exports, as built into `<dist>/.ssr/server.js`: the website's pages (which
 * addresses they are, their modules, the content each shows) and their renderer. The server learns
 * them from the web build, as it learns the rest of the web app from the manifest.
 */
interface SiteRenderer {
  SITE_DATA_ID: string;
  sitePageModules: Record<string, string>;
  /** The pages that need the website's sign-in and form words from their first render. */
  fullCatalogPages: ReadonlySet<string>;
  sitePageOf(url: string, locales: readonly string[]): { locale: string; page: string } | null;
  pageContent: Record<string, readonly string[]>;
  siteContentPaths: Record<string, string>;
  renderSitePage(url: string, content: Record<string, unknown>): Promise<RenderedPage>;
  /** The customers' pages (app/customer/pages.ts): a salon's page, the customer's bookings. */
  CUSTOMER_DATA_ID: string;
  customerPageOf: CustomerPageOf;
  renderCustomerPage(url: string, input: { salon?: PublicSalonData | null; origin: string; now: number }): Promise<RenderedCustomerPage>;
}

type CustomerPageOf = (
  url: string,
  locales: readonly string[],
) => ({ locale: string } & ({ page: 'salon'; slug: string } | { page: 'my-bookings'; publicId: string | null } | { page: 'reminders-off'; token: string | null })) | null;

/** What the server reads of `GET /public/salons/{slug}` (the contract's PublicSalon). */
interface PublicSalonData {
  slug: string;
  content_version: string;
}

interface RenderedCustomerPage extends RenderedPage {
  status: number;
  validUntil: number | null;
}

interface RenderedPage {
  html: string;
  head: string;
  data: string;
  bodyClass: string;
}

const locales = ['ar', 'en', 'tr', 'ur'];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** A document's shell for one address: its language, and what its first screen needs named up front. */
interface Shell {
  html: string;
  /** Set for a website page: which page, to be rendered into the shell. */
  site: { locale: string; page: string } | null;
  /** Set for a customers' page (customer.html): which one. */
  customer: ReturnType<CustomerPageOf>;
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * The document for one address, in its language and direction from the first byte, and with what
 * its first screen will ask for named up front (the browser then fetches them beside the entry
 * instead of one after another once it has run: three round trips fewer on a phone):
 * - a website page: site.html, its page's styles as stylesheets (the page arrives rendered, so
 *   its styles must be there when it is painted), its modules, the site catalog of its language
 *   (with the forms' words on a page with forms);
 * - any other address: index.html and the locale's catalogs.
 * Without a manifest (a bare test build) it is the template as built.
 */
function documentShells(distDir: string, templates: { index: string; site: string | null; customer: string | null }, renderer: SiteRenderer | null): (url: string) => Shell {
  const readManifest = (name: string) => {
    const file = path.join(distDir, '.vite', name);
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>) : null;
  };
  const appManifest = readManifest('manifest.json');
  if (!appManifest) return () => ({ html: templates.index, site: null, customer: null });
  // The website is its own build with its own manifest (vite.config.ts), and so are the customers' pages.
  const siteManifest = templates.site && renderer ? readManifest('manifest-site.json') : null;
  const customerManifest = templates.customer && renderer ? readManifest('manifest-customer.json') : null;
  const closure = (
    manifest: Record<string, ManifestChunk>,
    keys: string[],
    files = new Set<string>(),
    styles = new Set<string>(),
    seen = new Set<string>(),
  ) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) continue;
      seen.add(key);
      files.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      closure(manifest, chunk.imports ?? [], files, styles, seen);
    }
    return { files, styles };
  };
  // What a template names already: its entry and the entry's imports (Vite writes those), and their styles.
  const named = (template: string, manifest: Record<string, ManifestChunk>, entryKey: string) => {
    const entry = closure(manifest, [entryKey]);
    return new Set([...template.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]!).concat([...entry.files, ...entry.styles]));
  };
  const alreadyIn = {
    index: named(templates.index, appManifest, 'index.html'),
    site: siteManifest && templates.site ? named(templates.site, siteManifest, 'site.html') : new Set<string>(),
    customer: customerManifest && templates.customer ? named(templates.customer, customerManifest, 'customer.html') : new Set<string>(),
  };
  const fontFiles = existsSync(path.join(distDir, 'assets')) ? readdirSync(path.join(distDir, 'assets')) : [];
  const faces = (subset: string, weights: string) =>
    fontFiles.filter((f) => new RegExp(`^ibm-plex-sans-arabic-${subset}-(${weights})-normal-.*\\.woff2$`).test(f)).map((f) => `assets/${f}`);
  // A website page's first screen: the text faces (regular and bold) of its language, so text is not painted twice.
  const fontsFor: Record<string, string[]> = { ar: faces('arabic', '400|700'), en: faces('latin', '400|700'), tr: faces('latin', '400|700'), ur: [] };
  // The dashboards' first screen also uses the medium weight (buttons, badges, tabs) and, in Arabic,
  // the Latin faces (the space between words is only in them): each face that arrives after the
  // first render lays the whole page out again (issue 21 item 17), so all of them come with the document.
  const latin = faces('latin', '400|500|700');
  const appFontsFor: Record<string, string[]> = { ar: [...faces('arabic', '400|500|700'), ...latin], en: latin, tr: latin, ur: [] };
  // A locale's catalogs (app/i18n/catalogAreas.ts): the website's first-paint words
  // (`_messages-ar-site-…`), its sign-in and form words (`_messages-ar-more-…`, with the module that
  // loads them) and the dashboards' (`_messages-ar-app-…`). The app's document takes all three.
  const catalogs = (manifest: Record<string, ManifestChunk>, locale: string, scope: 'site' | 'full' | 'all') =>
    Object.keys(manifest).filter((k) => {
      const part = new RegExp(`^_messages-${locale}-(site|more|app)-`).exec(k)?.[1];
      return part === 'site' || (part === 'more' && scope !== 'site') || (part === 'app' && scope === 'all') || (k === 'app/site/catalogs/more.ts' && scope === 'full');
    });
  const cache = new Map<string, Shell>();
  const shellAt = (url: string): Shell => {
    const segments = (url.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
    const locale = segments[0] && locales.includes(segments[0]) ? segments[0] : null;
    if (!locale) return { html: templates.index, site: null, customer: null };
    const customer = customerManifest && renderer ? renderer.customerPageOf(url, locales) : null;
    if (customer && customerManifest && templates.customer) {
      const key = `${locale}|(customer)`;
      let shell = cache.get(key);
      if (!shell) {
        // The entry, its libraries and the language's words, fetched by the boot script after the first paint (app/customer/boot.ts).
        const words = Object.keys(customerManifest).filter((k) => k === `app/customer/catalogs/${locale}.ts` || k.startsWith(`_messages-${locale}-customer-`));
        const { files } = closure(customerManifest, ['app/customer/main.tsx', ...words]);
        const modules = [...files].filter((f) => !alreadyIn.customer.has(f)).map((f) => `/${f}`);
        const links = (fontsFor[locale] ?? []).map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${f}">`);
        const html = templates.customer
          .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${locale}" dir="${locale === 'ar' || locale === 'ur' ? 'rtl' : 'ltr'}">`)
          .replace('</head>', `  ${links.join('\n    ')}\n  </head>`)
          .replace('<div id="root">', `<div id="root" data-modules="${escapeAttribute(modules.join(' '))}">`);
        shell = { html, site: null, customer: null };
        cache.set(key, shell);
      }
      return { ...shell, customer };
    }
    const site = siteManifest && renderer ? renderer.sitePageOf(url, locales) : null;
    const shellKind = site ? null : shellOf(url);
    const key = `${locale}|${site?.page ?? '(app)'}|${shellKind ?? ''}`;
    let shell = cache.get(key);
    if (!shell) {
      const template = site && templates.site ? templates.site : templates.index;
      const already = site ? alreadyIn.site : alreadyIn.index;
      const pageModule = site && renderer?.sitePageModules[site.page];
      const { files, styles } =
        siteManifest && pageModule
          ? closure(siteManifest, [...catalogs(siteManifest, locale, renderer.fullCatalogPages.has(site.page) ? 'full' : 'site'), pageModule])
          : closure(appManifest, catalogs(appManifest, locale, 'all'));
      const modules = [...files].filter((f) => !already.has(f)).map((f) => `/${f}`);
      const links = [
        ...((site ? fontsFor : appFontsFor)[locale] ?? []).map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${f}">`),
        ...[...styles].filter((f) => !already.has(f)).map((f) => `<link rel="${site ? 'stylesheet' : 'preload" as="style'}" href="/${f}">`),
        // A website page is readable before its code runs: its boot script fetches these after the
        // first paint (app/site/boot.ts). The app's document needs its code to show anything.
        ...(site ? [] : modules.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`)),
      ];
      let html = template
        .replace(
          /<html lang="[^"]*" dir="[^"]*">/,
          `<html lang="${locale}" dir="${locale === 'ar' || locale === 'ur' ? 'rtl' : 'ltr'}"${shellKind ? ` data-shell="${shellKind}"` : ''}>`,
        )
        .replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
      if (site) html = html.replace('<div id="root">', `<div id="root" data-modules="${escapeAttribute(modules.join(' '))}">`);
      shell = { html, site, customer: null };
      cache.set(key, shell);
    }
    return shell;
  };
  // An address's shell never changes while the process runs: worked out once per address asked
  // (the most recent MAX_ADDRESSES), not on every request for a kept page.
  const byUrl = new Map<string, Shell>();
  return (url) => {
    let shell = byUrl.get(url);
    if (!shell) {
      shell = shellAt(url);
      if (byUrl.size >= MAX_ADDRESSES) byUrl.delete(byUrl.keys().next().value!);
      byUrl.set(url, shell);
    }
    return shell;
  };
}

/** Addresses whose shell is remembered. */
const MAX_ADDRESSES = 2_000;

/** A website page's shell with the page rendered into it: its title and description, its markup, the content it shows. */
function withRenderedPage(shell: string, page: RenderedPage, dataId: string): string {
  const head = page.head ? shell.replace(/<title>[^<]*<\/title>/, '') : shell;
  return head
    .replace('</head>', `  ${page.head}\n  </head>`)
    .replace('<body>', `<body class="${escapeAttribute(page.bodyClass)}">`)
    .replace(/(<div id="root"[^>]*>)<\/div>/, (_, open: string) => `${open}${page.html}</div><script type="application/json" id="${dataId}">${page.data}</script>`);
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated; the
 * build's Brotli or gzip copy when the browser accepts it (written by scripts/vite-precompress.ts).
 * Returns null (and warns) when there is no build; the not-found handler does the SPA fallback.
 */
export interface WebAppOptions {
  /** Reads the public calls the customers' pages are rendered from (`GET /public/salons/{slug}`). */
  readPublic?: PublicReader;
  /** The site's public origin, for the canonical and Open Graph addresses of the customers' pages. */
  origin?: string;
}

export async function registerWebApp(app: FastifyInstance, distDir: string, readContent?: ContentReader, options: WebAppOptions = {}): Promise<WebApp | null> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'no built web app found; run `npm run build`');
    return null;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    // Our own Cache-Control below; `send`'s default (max-age=0) would replace it.
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The same address answers in several encodings: caches must keep them apart. Added on send,
  // after CORS has put its own `Vary: Origin`.
  // (A callback hook: it runs on every answer, kept pages included, and needs no promise.)
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.url.startsWith('/api/') && !reply.getHeader('content-type')?.toString().includes('application/json')) {
      const vary = reply.getHeader('vary')?.toString() ?? '';
      if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    done(null, payload);
  });
  const siteFile = path.join(distDir, 'site.html');
  const customerFile = path.join(distDir, 'customer.html');
  const renderer = await loadSiteRenderer(app, distDir);
  const shellFor = documentShells(
    distDir,
    {
      index: readFileSync(indexFile, 'utf8'),
      site: existsSync(siteFile) ? readFileSync(siteFile, 'utf8') : null,
      customer: existsSync(customerFile) ? readFileSync(customerFile, 'utf8') : null,
    },
    renderer,
  );
  const readPublic = options.readPublic;
  const customers =
    renderer && readPublic
      ? customerPages({
          render: (url, input) => renderer.renderCustomerPage(url, input),
          readSalon: (slug, locale) => readPublic(`/public/salons/${encodeURIComponent(slug)}`, locale),
          fill: (shell, page) => withRenderedPage(shell, page, renderer.CUSTOMER_DATA_ID),
          origin: options.origin ?? '',
          log: app.log,
        })
      : null;

  // The website's pages, kept by address and the version of the content they show (site-pages.ts).
  const site = renderer
    ? sitePages({
        readContent: async ({ page, locale }) => {
          const names = renderer.pageContent[page] ?? [];
          const values = await Promise.all(names.map((name) => (readContent ? readContent(renderer.siteContentPaths[name]!, locale) : null)));
          return Object.fromEntries(names.flatMap((name, i) => (values[i] == null ? [] : [[name, values[i]]])));
        },
        render: (url, content) => renderer.renderSitePage(url, content),
        fill: (shell, page) => withRenderedPage(shell, page, renderer.SITE_DATA_ID),
        log: app.log,
      })
    : null;

  return {
    keptPage: (url) => {
      const shell = shellFor(url);
      const entry = shell.customer && customers ? customers.fresh(url, shell.customer) : shell.site && site ? site.fresh(url) : null;
      return entry ? { status: 'status' in entry ? entry.status : 200, page: entry } : null;
    },
    sendIndex: async (reply, url = '/') => {
      const shell = shellFor(url);
      if (shell.customer && customers) return customers.send(reply, url, shell.customer, shell.html);
      if (shell.site && site) return site.send(reply, url, shell.site, shell.html);
      const html = shell.html;
      reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
      // The app's document differs by address (language, shell): compressed per request (quickly: Brotli 5).
      const accepted = reply.request.headers['accept-encoding']?.toString() ?? '';
      if (/\bbr\b/.test(accepted)) {
        return reply.header('Content-Encoding', 'br').send(brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }));
      }
      if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(gzipSync(html));
      return reply.send(html);
    },
  };
}

/** The website's server renderer from the build, or null (and a warning) when the build has none. */
async function loadSiteRenderer(app: FastifyInstance, distDir: string): Promise<SiteRenderer | null> {
  const file = path.join(distDir, '.ssr', 'server.js');
  if (!existsSync(file)) {
    app.log.warn({ file }, 'no server renderer in the web build: website pages are rendered in the browser');
    return null;
  }
  return (await import(pathToFileURL(file).href)) as SiteRenderer;
}
