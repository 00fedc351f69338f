import type { FastifyReply } from 'fastify';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/** A rendered page kept in memory, with its compressed copies made on first need. */
export interface KeptHtml {
  html: string;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Sends a kept page compressed as the browser accepts. Each copy is compressed once per kept page
 * (Brotli 9: it is sent many times), not per request. The caller sets the status and headers.
 */
export function sendKeptHtml(reply: FastifyReply, page: KeptHtml): FastifyReply {
  const { encoding, body } = keptBody(page, reply.request.headers['accept-encoding']?.toString() ?? '');
  reply.type('text/html; charset=utf-8');
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.send(body);
}

/** The copy of a kept page for a request's Accept-Encoding: Brotli, else gzip, else the text. */
export function keptBody(page: KeptHtml, acceptEncoding: string): { encoding: 'br' | 'gzip' | null; body: Buffer | string } {
  if (/\bbr\b/.test(acceptEncoding)) {
    page.br ??= brotliCompressSync(page.html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } });
    return { encoding: 'br', body: page.br };
  }
  if (/\bgzip\b/.test(acceptEncoding)) {
    page.gzip ??= gzipSync(page.html);
    return { encoding: 'gzip', body: page.gzip };
  }
  return { encoding: null, body: page.html };
}

/**
 * Rendered pages kept by key (site-pages.ts, customer-pages.ts): at most `max`, the least lately
 * kept going first, and one read at a time per key (requests for a page being read wait for it).
 */
export function keptPages<Entry extends KeptHtml>(max: number) {
  const kept = new Map<string, Entry>();
  const reading = new Map<string, Promise<Entry>>();
  return {
    get: (key: string): Entry | undefined => kept.get(key),
    /** Keeps `entry` as the newest, letting the oldest go past `max`. */
    keep(key: string, entry: Entry): Entry {
      kept.delete(key);
      kept.set(key, entry);
      if (kept.size > max) kept.delete(kept.keys().next().value!);
      return entry;
    },
    /** The read of `key` under way, or `read` started now; `read` keeps what it makes. */
    readOnce(key: string, read: () => Promise<Entry>): Promise<Entry> {
      let pending = reading.get(key);
      if (!pending) {
        pending = read().finally(() => reading.delete(key));
        reading.set(key, pending);
      }
      return pending;
    },
  };
}
