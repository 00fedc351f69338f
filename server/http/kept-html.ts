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
  reply.type('text/html; charset=utf-8');
  const accepted = reply.request.headers['accept-encoding']?.toString() ?? '';
  if (/\bbr\b/.test(accepted)) {
    page.br ??= brotliCompressSync(page.html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } });
    return reply.header('Content-Encoding', 'br').send(page.br);
  }
  if (/\bgzip\b/.test(accepted)) {
    page.gzip ??= gzipSync(page.html);
    return reply.header('Content-Encoding', 'gzip').send(page.gzip);
  }
  return reply.send(page.html);
}
