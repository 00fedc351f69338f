// The customers' pages' cache: keyed by salon, language and content version, kept until the salon changes or its "open until…" does.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { CHECK_MS, customerPages, type CustomerPage } from './customer-pages';

function setup(salon: { slug: string; content_version: string } | null, validUntil: number | null = null) {
  const state = { salon, reads: 0, renders: 0, now: 1_000_000 };
  const pages = customerPages({
    readSalon: async () => {
      state.reads++;
      return state.salon ? { status: 200, data: state.salon } : { status: 404, data: null };
    },
    render: async (url, input) => {
      state.renders++;
      return { html: `<p>${url} ${input.salon?.content_version ?? 'none'}</p>`, head: '', data: '{}', bodyClass: '', status: input.salon ? 200 : 404, validUntil };
    },
    fill: (shell, page) => shell.replace('<div id="root"></div>', `<div id="root">${page.html}</div>`),
    origin: 'https://mawid.example',
    log: Fastify().log,
    now: () => state.now,
  });
  const app = Fastify();
  app.get('/*', (request, reply) => {
    const [, locale, , slug] = request.url.split('?')[0]!.split('/');
    const page: CustomerPage = { locale: locale!, page: 'salon', slug: slug!.toLowerCase() };
    return pages.send(reply, request.url, page, '<html><div id="root"></div></html>');
  });
  return { app, state };
}

describe('a salon’s page from the cache', () => {
  it('renders once and sends the kept page until it is time to check the salon again', async () => {
    const { app, state } = setup({ slug: 'elegance', content_version: 'v1' });
    const first = await app.inject('/ar/s/elegance');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('/ar/s/elegance v1');
    await app.inject('/ar/s/elegance');
    expect(state).toMatchObject({ reads: 1, renders: 1 });
    // Another language is another page.
    await app.inject('/en/s/elegance');
    expect(state).toMatchObject({ reads: 2, renders: 2 });
  });

  it('after the check interval reads the salon again, and renders again only when its content version changed', async () => {
    const { app, state } = setup({ slug: 'elegance', content_version: 'v1' });
    await app.inject('/ar/s/elegance');
    state.now += CHECK_MS + 1;
    await app.inject('/ar/s/elegance');
    expect(state).toMatchObject({ reads: 2, renders: 1 });
    state.salon = { slug: 'elegance', content_version: 'v2' };
    state.now += CHECK_MS + 1;
    expect((await app.inject('/ar/s/elegance')).body).toContain('v2');
    expect(state.renders).toBe(2);
  });

  it('renders again when the salon opens or closes (the page says "open until…")', async () => {
    const { app, state } = setup({ slug: 'elegance', content_version: 'v1' }, 1_000_000 + 1_000);
    await app.inject('/ar/s/elegance');
    state.now += 1_000;
    await app.inject('/ar/s/elegance');
    expect(state.renders).toBe(2);
  });

  it('answers one read for many requests at once', async () => {
    const { app, state } = setup({ slug: 'elegance', content_version: 'v1' });
    await Promise.all(Array.from({ length: 20 }, () => app.inject('/ar/s/elegance')));
    expect(state).toMatchObject({ reads: 1, renders: 1 });
  });

  it('sends the page compressed as the browser accepts', async () => {
    const { app } = setup({ slug: 'elegance', content_version: 'v1' });
    const res = await app.inject({ url: '/ar/s/elegance', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('is a 404 page for an unknown salon', async () => {
    const { app } = setup(null);
    const res = await app.inject('/ar/s/nobody');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('/ar/s/nobody none');
  });

  it('redirects an old address, or one written in capitals, to the current one (301), keeping the query', async () => {
    const { app } = setup({ slug: 'elegance-salon', content_version: 'v1' });
    const old = await app.inject('/ar/s/elegance?utm_source=ig');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/ar/s/elegance-salon?utm_source=ig');
    const capitals = await app.inject('/en/s/Elegance-Salon');
    expect(capitals.statusCode).toBe(301);
    expect(capitals.headers.location).toBe('/en/s/elegance-salon');
  });
});

describe('the page that stops reminders (issue 19)', () => {
  it('is rendered once per address, reads no salon, and its query is left out', async () => {
    const state = { reads: 0, renders: 0 };
    const pages = customerPages({
      readSalon: async () => {
        state.reads++;
        return { status: 404, data: null };
      },
      render: async (url) => {
        state.renders++;
        return { html: `<p>${url}</p>`, head: '', data: '{}', bodyClass: '', status: 200, validUntil: null };
      },
      fill: (shell, page) => shell.replace('<div id="root"></div>', `<div id="root">${page.html}</div>`),
      origin: 'https://mawid.example',
      log: Fastify().log,
    });
    const app = Fastify();
    app.get('/*', (request, reply) => {
      const [, locale, , token] = request.url.split('?')[0]!.split('/');
      return pages.send(reply, request.url, { locale: locale!, page: 'reminders-off', token: token! }, '<html><div id="root"></div></html>');
    });
    const first = await app.inject('/ar/reminders-off/3f.5Hc2vW0yQ1mXo3Jp8Ld7aA?utm=sms');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<p>/ar/reminders-off/3f.5Hc2vW0yQ1mXo3Jp8Ld7aA</p>');
    await app.inject('/ar/reminders-off/3f.5Hc2vW0yQ1mXo3Jp8Ld7aA');
    expect(state).toMatchObject({ reads: 0, renders: 1 });
    // Another client's link is another page.
    await app.inject('/ar/reminders-off/4g.5Hc2vW0yQ1mXo3Jp8Ld7aA');
    expect(state.renders).toBe(2);
  });
});
