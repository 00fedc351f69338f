// The website's pages' cache: kept by address and the version of the content they show.
import Fastify from 'fastify';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CHECK_MS, MAX_AGE_MS, sitePages } from './site-pages';

function setup(failOn?: string) {
  const state = {
    content: { settings: { site_name: 'موعد' }, home: { partners: [{ name: 'صالون الأناقة' }] } } as Record<string, unknown>,
    reads: 0,
    renders: 0,
    now: 1_000_000,
  };
  const pages = sitePages({
    readContent: async () => {
      state.reads++;
      return structuredClone(state.content);
    },
    render: async (url, content) => {
      if (failOn && url.includes(failOn)) throw new Error('cannot render');
      state.renders++;
      return { html: `<p>${url} ${JSON.stringify(content)}</p>`, head: '', data: '{}', bodyClass: '' };
    },
    fill: (shell, page) => shell.replace('<div id="root"></div>', `<div id="root">${page.html}</div>`),
    log: Fastify({ logger: false }).log,
    now: () => state.now,
  });
  const app = Fastify();
  app.get('/*', (request, reply) => {
    const [, locale, ...rest] = request.url.split('?')[0]!.split('/');
    return pages.send(reply, request.url, { locale: locale!, page: rest.join('/') }, '<html><div id="root"></div></html>');
  });
  return { app, state };
}

describe('a website page from the cache', () => {
  it('renders once and sends the kept page until it is time to read its content again', async () => {
    const { app, state } = setup();
    const first = await app.inject('/ar');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.body).toContain('صالون الأناقة');
    expect((await app.inject('/ar')).body).toBe(first.body);
    expect(state).toMatchObject({ reads: 1, renders: 1 });
    // Another language, another page, another query: each its own.
    await app.inject('/en');
    await app.inject('/ar/about');
    await app.inject('/ar?login=1');
    expect(state).toMatchObject({ reads: 4, renders: 4 });
  });

  it('shows a change of the content it shows once the check interval has passed', async () => {
    const { app, state } = setup();
    await app.inject('/ar');
    state.content = { ...state.content, home: { partners: [{ name: 'صالون الأناقة' }, { name: 'صالون الفخامة' }] } };
    // Until the next check the kept page is sent.
    expect((await app.inject('/ar')).body).not.toContain('صالون الفخامة');
    state.now += CHECK_MS + 1;
    const changed = await app.inject('/ar');
    expect(changed.body).toContain('صالون الفخامة');
    expect(state).toMatchObject({ reads: 2, renders: 2 });
  });

  it('reads the content again after the check interval, but renders again only when it changed', async () => {
    const { app, state } = setup();
    await app.inject('/ar');
    state.now += CHECK_MS + 1;
    await app.inject('/ar');
    expect(state).toMatchObject({ reads: 2, renders: 1 });
    // An hour on, it is rendered again all the same (the footer's year).
    state.now += MAX_AGE_MS;
    await app.inject('/ar');
    expect(state).toMatchObject({ reads: 3, renders: 2 });
  });

  it('answers one read for many requests at once', async () => {
    const { app, state } = setup();
    await Promise.all(Array.from({ length: 20 }, () => app.inject('/ar')));
    expect(state).toMatchObject({ reads: 1, renders: 1 });
  });

  it('sends the page compressed as the browser accepts', async () => {
    const { app } = setup();
    const plain = await app.inject('/ar');
    const res = await app.inject({ url: '/ar', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('text/html');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
  });

  it('sends the bare shell when the page fails to render, and tries again on the next request', async () => {
    const { app, state } = setup('/terms');
    const res = await app.inject('/ar/terms');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<html><div id="root"></div></html>');
    await app.inject('/ar/terms');
    expect(state.reads).toBe(2);
  });
});
