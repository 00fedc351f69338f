import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import { asksForPage } from './error-handler';
import { keptBody, type KeptHtml } from './kept-html';

/**
 * The kept pages' fast path (docs/customer-booking.md, Speed). A website or salon page whose kept
 * copy is still true is written to the response by the HTTP server itself, before Fastify sees the
 * request: such a request needs none of Fastify's work (routing, request and reply objects, hooks,
 * body parsing, a token, an operation). Everything else, and every page that has to be read or
 * rendered, goes to Fastify as before, where the same page is sent with the same headers
 * (static.ts, customer-pages.ts, site-pages.ts). A request with an Origin goes to Fastify too,
 * for CORS to answer it. Like a CDN's hits, these answers are not in the request log.
 */

export interface KeptPageSource {
  keptPage(url: string): { status: number; page: KeptHtml } | null;
}

/**
 * Answers `req` from a kept page when there is one still true; false (nothing written) otherwise.
 * `headers`: the pages' security headers, and whether CORS adds `Vary: Origin`, read once they are
 * known (after the app is built).
 */
export function keptPageAnswer(source: () => KeptPageSource | null, headers: () => { security: Record<string, string>; varyOrigin: boolean }) {
  const lists = new Map<string, string[]>();
  /** The headers of a kept page's answer in one encoding, built once: a flat list, as writeHead takes it. */
  const headerList = (encoding: 'br' | 'gzip' | null): string[] => {
    const name = encoding ?? 'identity';
    let list = lists.get(name);
    if (!list) {
      const { security, varyOrigin } = headers();
      list = [
        ...Object.entries(security).flat(),
        'cache-control',
        'no-cache',
        'content-type',
        'text/html; charset=utf-8',
        ...(encoding ? ['content-encoding', encoding] : []),
        // The same address answers in several encodings (and origins): caches keep them apart.
        'vary',
        varyOrigin ? 'Origin, Accept-Encoding' : 'Accept-Encoding',
      ];
      lists.set(name, list);
    }
    return list;
  };
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const web = source();
    if (web === null || req.method !== 'GET' || req.headers.origin !== undefined) return false;
    const url = req.url ?? '/';
    if (!asksForPage('GET', url.split('?')[0] ?? '/')) return false;
    const kept = web.keptPage(url);
    if (!kept) return false;
    const { encoding, body } = keptBody(kept.page, req.headers['accept-encoding']?.toString() ?? '');
    res.writeHead(kept.status, [...headerList(encoding), 'content-length', String(Buffer.byteLength(body))]);
    res.end(body);
    return true;
  };
}

/** Fastify's HTTP server, with `answer` asked first for every request (Fastify's own settings kept). */
export function serverAskingFirst(answer: (req: IncomingMessage, res: ServerResponse) => boolean): NonNullable<FastifyServerOptions['serverFactory']> {
  return (handler, options) => {
    const server = http.createServer(options.http ?? {}, (req, res) => {
      if (!answer(req, res)) handler(req, res);
    });
    if (typeof options.keepAliveTimeout === 'number') server.keepAliveTimeout = options.keepAliveTimeout;
    if (typeof options.requestTimeout === 'number') server.requestTimeout = options.requestTimeout;
    if (typeof options.connectionTimeout === 'number') server.setTimeout(options.connectionTimeout);
    return server;
  };
}
