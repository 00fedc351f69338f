import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export interface WebApp {
  /** Answers with index.html, so the client router decides (SPA fallback). */
  sendIndex(reply: FastifyReply): FastifyReply;
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
  return {
    sendIndex: (reply) => reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html', distDir, { cacheControl: false }),
  };
}
