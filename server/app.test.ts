// The platform's wiring, checked against a tiny fixture document and against the real one:
// validation and its translated field errors, errors without leaks, limits, headers, static files.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { DatabaseHandle } from './db';
import type { Handlers } from './http/context';
import { openTestPglite } from './test/databases';
import { forEachApp, testConfig } from './test/http';

const errorSchema = {
  type: 'object',
  required: ['code', 'message'],
  properties: { code: { type: 'string' }, message: { type: 'string' }, errors: { type: 'object' } },
};
const fixture = {
  openapi: '3.1.0',
  info: { title: 'fixture', version: '1' },
  paths: {
    '/things': {
      post: {
        operationId: 'createThing',
        security: [],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                additionalProperties: false,
                required: ['name', 'slots'],
                properties: {
                  name: { type: 'string', minLength: 2, maxLength: 5, example: 'abc' },
                  slots: { type: 'array', minItems: 1, items: { type: 'object', required: ['at'], properties: { at: { type: 'string', format: 'date-time' } } } },
                  kind: { oneOf: [{ type: 'object', required: ['type', 'a'], properties: { type: { const: 'a' }, a: { type: 'integer' } } }, { type: 'object', required: ['type', 'b'], properties: { type: { const: 'b' }, b: { type: 'string' } } }] },
                },
              },
            },
          },
        },
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' } } } } } }, '422': { description: 'bad', content: { 'application/json': { schema: errorSchema } } } },
      },
      get: {
        operationId: 'listThings',
        security: [],
        parameters: [
          { name: 'ids', in: 'query', schema: { type: 'array', items: { type: 'integer' } }, style: 'form', explode: true },
          { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
          { name: 'Accept-Language', in: 'header', schema: { type: 'string', enum: ['ar', 'en', 'tr', 'ur'] } },
        ],
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object', required: ['ids', 'page', 'locale'], properties: { ids: { type: 'array', items: { type: 'integer' } }, page: { type: 'integer' }, locale: { type: 'string' } } } } } } },
      },
    },
    '/boom': { get: { operationId: 'boom', security: [], responses: { '200': { description: 'ok' } } } },
    '/unhandled': { get: { operationId: 'unhandled', security: [], responses: { '200': { description: 'ok' } } } },
    '/liar': { get: { operationId: 'liar', security: [], responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' } } } } } } } } },
  },
};

// The fixture's operation ids are not in the contract's types: a loose map on purpose.
const fixtureHandlers = {
  createThing: () => ({ ok: true }),
  listThings: (ctx: { query: { ids?: number[]; page: number }; locale: string }) => ({ ids: ctx.query.ids ?? [], page: ctx.query.page, locale: ctx.locale }),
  boom: () => {
    throw new Error('SELECT secret FROM vault -- internal detail');
  },
  liar: () => ({ ok: 'yes' }),
} as unknown as Handlers;

describe('wiring against a fixture document', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const violations: unknown[] = [];
  let dist: string;

  beforeAll(async () => {
    database = await openTestPglite();
    dist = mkdtempSync(path.join(os.tmpdir(), 'mawid-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="ar" dir="rtl"><head><title>app</title><script type="module" src="/assets/main-abc123.js"></script></head><body></body></html>',
    );
    writeFileSync(
      path.join(dist, 'site.html'),
      '<!doctype html><html lang="ar" dir="rtl"><head><title>site</title><script type="module" src="/assets/site-1.js"></script></head><body><div id="root"></div></body></html>',
    );
    // What the builds' manifests say the app, the website's pages and the catalogs are made of.
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/main-abc123.js', imports: ['_shared-1.js'] },
        '_shared-1.js': { file: 'assets/shared-1.js' },
        '_messages-ar-site-x1.js': { file: 'assets/messages-ar-site-x1.js' },
        '_messages-en-site-x2.js': { file: 'assets/messages-en-site-x2.js' },
        '_messages-en-more-x4.js': { file: 'assets/messages-en-more-x4.js' },
        '_messages-en-app-x3.js': { file: 'assets/messages-en-app-x3.js' },
      }),
    );
    writeFileSync(
      path.join(dist, '.vite', 'manifest-site.json'),
      JSON.stringify({
        'site.html': { file: 'assets/site-1.js', imports: ['_react-1.js'], css: ['assets/site-1.css'] },
        '_react-1.js': { file: 'assets/react-1.js' },
        '_messages-ar-site-s1.js': { file: 'assets/messages-ar-site-s1.js' },
        '_messages-ar-app-s2.js': { file: 'assets/messages-ar-app-s2.js' },
        '_messages-en-site-s3.js': { file: 'assets/messages-en-site-s3.js' },
        '_messages-en-more-s4.js': { file: 'assets/messages-en-more-s4.js' },
        'app/site/catalogs/more.ts': { file: 'assets/more-s5.js' },
        '_Button-1.js': { file: 'assets/Button-1.js', imports: ['_react-1.js'] },
        'app/pages/Home/HomePage.tsx': { file: 'assets/HomePage-1.js', imports: ['_Button-1.js'], css: ['assets/HomePage-1.css'] },
        'app/pages/About/AboutPage.tsx': { file: 'assets/AboutPage-1.js' },
        'app/pages/Contact/ContactPage.tsx': { file: 'assets/ContactPage-1.js' },
      }),
    );
    // The website's server renderer as the build writes it (app/site/server.tsx), here a stand-in
    // that shows what it was given and fails on one page.
    mkdirSync(path.join(dist, '.ssr'));
    writeFileSync(
      path.join(dist, '.ssr', 'server.js'),
      `export const SITE_DATA_ID = 'site-data';
      export const sitePageModules = { '': 'app/pages/Home/HomePage.tsx', about: 'app/pages/About/AboutPage.tsx', contact: 'app/pages/Contact/ContactPage.tsx', terms: 'app/pages/Legal/TermsPage.tsx' };
      export const fullCatalogPages = new Set(['contact']);
      export const pageContent = { '': ['settings'], about: [], contact: [], terms: [] };
      export const siteContentPaths = { settings: '/website/settings' };
      export function sitePageOf(url, locales) {
        const [locale, ...rest] = url.split(/[?#]/)[0].split('/').filter(Boolean);
        const page = rest.join('/');
        return locales.includes(locale) && page in sitePageModules ? { locale, page } : null;
      }
      export async function renderSitePage(url, content) {
        if (url.includes('/terms')) throw new Error('cannot render');
        return { html: '<main>' + url.replaceAll('&', '&amp;') + '</main>', head: '<title>Page ' + url.split('?')[0] + '</title>', data: JSON.stringify(content).replaceAll('<', '\\u003c'), bodyClass: 'theme-1' };
      }`,
    );
    writeFileSync(path.join(dist, 'assets', 'ibm-plex-sans-arabic-arabic-400-normal-a1.woff2'), 'font');
    writeFileSync(path.join(dist, 'assets', 'ibm-plex-sans-arabic-latin-700-normal-b2.woff2'), 'font');
    writeFileSync(path.join(dist, 'assets', 'ibm-plex-sans-arabic-latin-500-normal-c3.woff2'), 'font');
    writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    // The build's compressed copy of a large asset (scripts/vite-precompress.ts writes them).
    writeFileSync(path.join(dist, 'assets', 'big-def456.js'), 'console.log("x");\n'.repeat(200));
    writeFileSync(path.join(dist, 'assets', 'big-def456.js.br'), brotliCompressSync('console.log("x");\n'.repeat(200)));
    const config = { ...testConfig(), webDistDir: dist, corsOrigins: ['https://app.example.com'], bodyLimit: 1024 * 1024 };
    app = await buildApp(config, {
      database,
      specification: fixture,
      handlers: fixtureHandlers,
      validateResponses: true,
      onContractViolation: (v) => violations.push(v),
      logger: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const post = (payload: unknown, locale = 'en', contentType = 'application/json') =>
    app.inject({ method: 'POST', url: '/api/things', payload: typeof payload === 'string' ? payload : JSON.stringify(payload), headers: { 'content-type': contentType, 'accept-language': locale } });

  it('answers 422 with every invalid field (dot paths) in the request language', async () => {
    const res = await post({ name: 'x', slots: [{ at: 'tomorrow' }, {}], extra: 1 }, 'ar');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'validation_failed',
      message: 'البيانات المدخلة غير صحيحة.',
      errors: {
        extra: ['حقل extra غير مسموح به.'],
        name: ['يجب ألا يقل حقل الاسم عن حرفين.'],
        'slots.0.at': ['صيغة حقل at غير صحيحة.'],
        'slots.1.at': ['حقل at مطلوب.'],
      },
    });
  });

  it('explains a oneOf by the branch that came closest', async () => {
    const res = await post({ name: 'abc', slots: [{ at: '2025-01-01T10:00:00+03:00' }], kind: { type: 'b', b: 5 } });
    expect(res.json()).toEqual({ code: 'validation_failed', message: 'The given data was invalid.', errors: { 'kind.b': ['The b field has the wrong type.'] } });
  });

  it('does not coerce JSON bodies, but does coerce query strings (one value is a one-item array)', async () => {
    expect((await post({ name: 5, slots: [{ at: '2025-01-01T10:00:00Z' }] })).statusCode).toBe(422);
    const res = await app.inject({ method: 'GET', url: '/api/things?ids=3', headers: { 'accept-language': 'ur-PK,ur;q=0.9,en;q=0.5' } });
    expect(res.json()).toEqual({ ids: [3], page: 1, locale: 'ur' });
  });

  it('normalises any Accept-Language before validation (never a 422), defaulting to Arabic', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/things?ids=1&ids=2', headers: { 'accept-language': 'fr-FR,de;q=0.8' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ids: [1, 2], page: 1, locale: 'ar' });
  });

  it('answers malformed JSON with 400, 2 MB bodies with 413, other content types with 415', async () => {
    const bad = await post('{"name": "abc",', 'tr');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 'bad_request', message: 'İstek gövdesi geçerli bir JSON değil.' });
    const huge = await post({ name: 'abc', slots: [{ at: '2025-01-01T10:00:00Z' }], pad: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'payload_too_large' });
    const xml = await post('<thing/>', 'en', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('never sends a stack or an internal message: 500 says only that something went wrong', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/boom', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'server_error', message: 'Oops...Something went wrong.' });
    expect(res.body).not.toMatch(/SELECT|vault|at .*\.ts/);
    const missing = await app.inject({ method: 'GET', url: '/api/unhandled' });
    expect(missing.json()).toMatchObject({ code: 'server_error' });
  });

  it('catches a response that breaks the contract', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/liar' });
    expect(res.statusCode).toBe(500);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({ operationId: 'liar' });
  });

  it('sends secure headers, and CORS only to configured origins', async () => {
    const allowed = await app.inject({ method: 'GET', url: '/api/things', headers: { origin: 'https://app.example.com' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example.com');
    const foreign = await app.inject({ method: 'GET', url: '/api/things', headers: { origin: 'https://evil.example.net' } });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    // A JSON answer: nothing may load, frame or sniff it, and a signed-in one is never stored.
    expect(allowed.headers['x-content-type-options']).toBe('nosniff');
    expect(allowed.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(allowed.headers['x-frame-options']).toBe('DENY');
    expect(allowed.headers['cache-control']).toBeUndefined();
    const signedIn = await app.inject({ method: 'GET', url: '/api/things', headers: { authorization: 'Bearer whatever' } });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect(signedIn.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    // The app's pages keep the page policy.
    const page = await app.inject({ method: 'GET', url: '/ar' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves the web app with SPA fallback and long cache on hashed assets; unknown API paths are JSON 404s', async () => {
    const page = await app.inject({ method: 'GET', url: '/ar/provider-dashboard/salons' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const api = await app.inject({ method: 'GET', url: '/api/nothing-here', headers: { 'accept-language': 'ur' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 'not_found', message: 'مطلوبہ چیز نہیں ملی۔' });
    expect((await app.inject({ method: 'GET', url: '/missing.png' })).statusCode).toBe(404);
  });

  it("names a page's language, direction, catalog, fonts and modules in its HTML, so they load at once", async () => {
    const links = (html: string) => [...html.matchAll(/<link rel="(\w+)"(?: as="(\w+)")?[^>]* href="([^"]+)"/g)].map((m) => `${m[1]}${m[2] ? `:${m[2]}` : ''} ${m[3]}`);
    // A website page: the website's document and its page's styles as stylesheets (it arrives
    // painted). Its modules (the website's catalog of its language, not the dashboards' nor, without
    // a form, the forms', and the page's) are named for the boot script, which fetches them after
    // the first paint.
    const modules = (html: string) => /<div id="root" data-modules="([^"]*)">/.exec(html)?.[1]?.split(' ');
    const home = await app.inject({ method: 'GET', url: '/ar' });
    expect(home.body).toContain('<html lang="ar" dir="rtl">');
    expect(home.body).toContain('src="/assets/site-1.js"');
    expect(links(home.body)).toEqual(['preload:font /assets/ibm-plex-sans-arabic-arabic-400-normal-a1.woff2', 'stylesheet /assets/HomePage-1.css']);
    expect(modules(home.body)).toEqual(['/assets/messages-ar-site-s1.js', '/assets/HomePage-1.js', '/assets/Button-1.js']);
    const about = await app.inject({ method: 'GET', url: '/en/about?x=1' });
    expect(about.body).toContain('<html lang="en" dir="ltr">');
    expect(links(about.body)).toEqual(['preload:font /assets/ibm-plex-sans-arabic-latin-700-normal-b2.woff2']);
    expect(modules(about.body)).toEqual(['/assets/messages-en-site-s3.js', '/assets/AboutPage-1.js']);
    // A page with a form: its forms' and sign-in words too, and the module that loads them.
    const contact = await app.inject({ method: 'GET', url: '/en/contact' });
    expect(modules(contact.body)).toEqual(['/assets/messages-en-site-s3.js', '/assets/messages-en-more-s4.js', '/assets/more-s5.js', '/assets/ContactPage-1.js']);
    // The dashboard: the app's document and all its language's catalogs (its own chunks depend on who is signed in).
    const dashboard = await app.inject({ method: 'GET', url: '/en/provider-dashboard/salons' });
    expect(dashboard.body).toContain('src="/assets/main-abc123.js"');
    // Its fonts: every face its first screen draws with, the medium weight of its buttons too (the website's pages take regular and bold).
    expect(links(dashboard.body)).toEqual([
      'preload:font /assets/ibm-plex-sans-arabic-latin-500-normal-c3.woff2',
      'preload:font /assets/ibm-plex-sans-arabic-latin-700-normal-b2.woff2',
      'modulepreload /assets/messages-en-site-x2.js',
      'modulepreload /assets/messages-en-more-x4.js',
      'modulepreload /assets/messages-en-app-x3.js',
    ]);
    // The dashboard's document paints its frame before the code runs (shared/app-shell.ts); another app address does not.
    expect(dashboard.body).toContain('<html lang="en" dir="ltr" data-shell="dashboard">');
    const arabicDashboard = (await app.inject({ method: 'GET', url: '/ar/provider-dashboard' })).body;
    expect(arabicDashboard).toContain('<html lang="ar" dir="rtl" data-shell="dashboard">');
    // In Arabic the Latin faces too: the space between words is only in them.
    expect(links(arabicDashboard).filter((link) => link.startsWith('preload:font'))).toEqual([
      'preload:font /assets/ibm-plex-sans-arabic-arabic-400-normal-a1.woff2',
      'preload:font /assets/ibm-plex-sans-arabic-latin-500-normal-c3.woff2',
      'preload:font /assets/ibm-plex-sans-arabic-latin-700-normal-b2.woff2',
    ]);
    expect((await app.inject({ method: 'GET', url: '/ar/focus-dashboard' })).body).toContain('<html lang="ar" dir="rtl">');
    // Outside the locales: index.html as built.
    expect((await app.inject({ method: 'GET', url: '/fr/x' })).body).toBe(readFileSync(path.join(dist, 'index.html'), 'utf8'));
  });

  it('sends a website page rendered: its title in the head, its markup in the root, the content it was rendered from', async () => {
    const about = await app.inject({ method: 'GET', url: '/en/about?a=1&b=<2>' });
    expect(about.statusCode).toBe(200);
    // The page's own title replaces the document's; the query reaches the renderer (it opens the login).
    expect(about.body).toContain('<title>Page /en/about</title>');
    expect(about.body).not.toContain('<title>site</title>');
    expect(about.body).toContain('<body class="theme-1">');
    expect(about.body).toMatch(/<div id="root"[^>]*><main>\/en\/about\?a=1&amp;b=%3C2%3E<\/main><\/div>/);
    expect(about.body).toContain('<script type="application/json" id="site-data">{}</script>');
    // Content the page shows is read as a visitor would; a failed read leaves it to the browser (none here).
    const home = await app.inject({ method: 'GET', url: '/ar' });
    expect(home.body).toContain('<script type="application/json" id="site-data">{}</script>');
    // A page that fails to render is still sent: the website's document, empty, for the browser to render.
    const terms = await app.inject({ method: 'GET', url: '/ar/terms' });
    expect(terms.statusCode).toBe(200);
    expect(terms.body).toMatch(/<div id="root"[^>]*><\/div>/);
    expect(terms.body).toContain('<title>site</title>');
  });

  it('sends a kept website page again the same from the server\'s fast path, with the pages\' security headers and Vary', async () => {
    // Over a socket, as a browser asks: the fast path is the HTTP server's, before Fastify (kept-fast-path.ts).
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const get = (url: string, headers: Record<string, string>) =>
      new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        httpGet(`${address}${url}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const first = await get('/en/about?kept=1', { 'accept-encoding': 'br' });
    // The second answer comes from the kept copy, ahead of Fastify: the same bytes and the same
    // headers a page gets the long way, whatever Accept-Language says.
    const again = await get('/en/about?kept=1', { 'accept-encoding': 'br', 'accept-language': 'tlh, *;q=bad' });
    expect(again.status).toBe(200);
    expect(again.body.equals(first.body)).toBe(true);
    for (const name of ['content-security-policy', 'x-content-type-options', 'strict-transport-security', 'cache-control', 'content-type', 'content-encoding', 'content-length', 'vary']) {
      expect(again.headers[name], name).toBe(first.headers[name]);
    }
    expect(again.headers['content-security-policy']).toContain("default-src 'self'");
    expect(again.headers.vary).toBe('Origin, Accept-Encoding');
    // Another encoding is another copy of the same page.
    const plain = await get('/en/about?kept=1', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(first.body).equals(plain.body)).toBe(true);
    // A request with an Origin goes to Fastify, for CORS to answer it.
    const cross = await get('/en/about?kept=1', { 'accept-encoding': 'br', origin: 'https://app.example.com' });
    expect(cross.headers['access-control-allow-origin']).toBe('https://app.example.com');
    // A POST to a page's address is never answered from a kept page.
    expect((await app.inject({ method: 'POST', url: '/en/about?kept=1', payload: {} })).statusCode).toBe(404);
  });

  it('sends the build\'s Brotli copy to browsers that accept it, and the plain file to others', async () => {
    const original = 'console.log("x");\n'.repeat(200);
    const compressed = await app.inject({ method: 'GET', url: '/assets/big-def456.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toContain('javascript');
    expect(compressed.headers.vary).toContain('Accept-Encoding');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(original);
    const plain = await app.inject({ method: 'GET', url: '/assets/big-def456.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(original);
  });
});

describe('logs', () => {
  it('never carry tokens, codes or passwords', async () => {
    const lines: string[] = [];
    const database = await openTestPglite();
    const app = await buildApp({ ...testConfig(), logLevel: 'info' }, { database, logStream: { write: (line) => void lines.push(line) } });
    try {
      await app.inject({ method: 'GET', url: '/api/provider/auth/profile', headers: { authorization: 'Bearer very-secret-token-value' } });
      await app.inject({ method: 'GET', url: '/api/google/oauth/callback?code=secret-authorisation-code&state=secret-state' });
      await app.inject({
        method: 'POST',
        url: '/api/focus/auth/login',
        payload: { identifier: 'x@example.com', password: 'secret-password-1' },
      });
      const log = lines.join('');
      expect(log).toContain('/api/provider/auth/profile');
      expect(log).not.toMatch(/very-secret-token-value|secret-authorisation-code|secret-state|secret-password-1/);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

forEachApp(
  'the real document',
  (ctx) => {
    it('serves the API reference and the document', async () => {
      const docs = await ctx.request('GET', '/api/docs');
      expect(docs.statusCode).toBe(200);
      expect(docs.body).toContain('<redoc spec-url="/api/openapi.yaml"');
      expect((await ctx.request('GET', '/api/docs/redoc.standalone.js')).statusCode).toBe(200);
      const spec = await ctx.request('GET', '/api/openapi.yaml');
      expect(spec.body).toMatch(/^openapi: 3\.1/m);
    });

    it('checks the database for health', async () => {
      expect((await ctx.request('GET', '/api/health')).json()).toEqual({ status: 'ok' });
    });

    it('limits public calls per client: the third call in a minute gets 429 with retry_after', async () => {
      const first = await ctx.request('GET', '/api/website/package-settings', { locale: 'ar' });
      expect(first.statusCode).toBe(200);
      await ctx.request('GET', '/api/website/package-settings');
      const third = await ctx.request('GET', '/api/website/package-settings', { locale: 'ar' });
      expect(third.statusCode).toBe(429);
      const body = third.json() as { code: string; retry_after: number; message: string };
      expect(body.code).toBe('too_many_requests');
      expect(body.retry_after).toBeGreaterThan(0);
      expect(body.retry_after).toBeLessThanOrEqual(60);
      expect(body.message).toContain('حاول مرة أخرى');
    });
  },
  { config: (base) => ({ ...base, rateLimit: { publicPerMinute: 2, authPerMinute: 2 } }) },
);
