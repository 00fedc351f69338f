import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export interface WebApp {
  /** Answers with index.html for `url`, so the client router decides (SPA fallback). */
  sendIndex(reply: FastifyReply, url?: string): FastifyReply;
}

const locales = ['ar', 'en', 'tr', 'ur'];

/** The public pages' own modules, as app/routes/website.tsx loads them under `/:locale/`. */
const sitePages: Record<string, string> = {
  '': 'app/pages/Home/HomePage.tsx',
  about: 'app/pages/About/AboutPage.tsx',
  contact: 'app/pages/Contact/ContactPage.tsx',
  privacy: 'app/pages/Legal/PrivacyPage.tsx',
  terms: 'app/pages/Legal/TermsPage.tsx',
  auth: 'app/pages/Auth/RegisterPage.tsx',
  'auth/reset-pass': 'app/pages/Auth/ResetPasswordPage.tsx',
  'auth/reset-pass/update-pass': 'app/pages/Auth/UpdatePasswordPage.tsx',
  'auth/focus-reset-pass': 'app/pages/Auth/FocusResetPasswordPage.tsx',
};

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * index.html for one address, in its language and direction from the first byte, and with what
 * its first screen will ask for named up front: the locale's catalog and, on a public page, the site layout and the page with their imports. The
 * browser then fetches them beside the entry instead of one after another once it has run
 * (three round trips fewer on a phone). Without a manifest (a bare test build) it is index.html.
 */
function indexPages(distDir: string, indexHtml: string): (url: string) => string {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => indexHtml;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (keys: string[], files = new Set<string>(), styles = new Set<string>(), seen = new Set<string>()) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) continue;
      seen.add(key);
      files.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      closure(chunk.imports ?? [], files, styles, seen);
    }
    return { files, styles };
  };
  // What the page names already: the entry and its imports (Vite writes those), and its styles.
  const entry = closure(['index.html']);
  const already = new Set([...indexHtml.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]!).concat([...entry.files, ...entry.styles]));
  // The text faces of the first screen (regular and bold), so text is not painted twice.
  const fontFiles = existsSync(path.join(distDir, 'assets')) ? readdirSync(path.join(distDir, 'assets')) : [];
  const faces = (subset: string) => fontFiles.filter((f) => new RegExp(`^ibm-plex-sans-arabic-${subset}-(400|700)-normal-.*\\.woff2$`).test(f)).map((f) => `assets/${f}`);
  const fontsFor: Record<string, string[]> = { ar: faces('arabic'), en: faces('latin'), tr: faces('latin'), ur: [] };
  const cache = new Map<string, string>();
  return (url) => {
    const segments = (url.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
    const locale = segments[0] && locales.includes(segments[0]) ? segments[0] : null;
    if (!locale) return indexHtml;
    const rest = segments.slice(1).join('/');
    const page = sitePages[rest];
    const key = `${locale}|${page ?? ''}`;
    let html = cache.get(key);
    if (!html) {
      const catalog = Object.keys(manifest).filter((k) => k.startsWith(`_messages-${locale}-`));
      const { files, styles } = closure([...catalog, ...(page ? ['app/layouts/SiteLayout.tsx', page] : [])]);
      const links = [
        ...(fontsFor[locale] ?? []).map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${f}">`),
        ...[...styles].filter((f) => !already.has(f)).map((f) => `<link rel="preload" as="style" href="/${f}">`),
        ...[...files].filter((f) => !already.has(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ];
      html = indexHtml
        .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${locale}" dir="${locale === 'ar' || locale === 'ur' ? 'rtl' : 'ltr'}">`)
        .replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
      cache.set(key, html);
    }
    return html;
  };
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated; the
 * build's Brotli or gzip copy when the browser accepts it (written by scripts/vite-precompress.ts).
 * Returns null (and warns) when there is no build; the not-found handler does the SPA fallback.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<WebApp | null> {
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
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') || reply.getHeader('content-type')?.toString().includes('application/json')) return payload;
    const vary = reply.getHeader('vary')?.toString() ?? '';
    if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    return payload;
  });
  const pageFor = indexPages(distDir, readFileSync(indexFile, 'utf8'));
  return {
    sendIndex: (reply, url = '/') => reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(pageFor(url)),
  };
}
