/**
 * The web client sends Accept, Content-Type (application/json) and Accept-Language on every
 * request, the spec's section 7, bodies or not. The server takes a JSON Content-Type with no body
 * as a request without one: a GET, and a POST or DELETE that carries nothing.
 */
import { describe, expect, it } from 'vitest';
import { createFocusUser, createProvider } from '../test/fixtures';
import { forEachApp } from '../test/http';

const clientHeaders = { accept: 'application/json', 'content-type': 'application/json' };

forEachApp('the web client’s headers on requests without a body', (ctx) => {
  describe('Content-Type: application/json with nothing in the body', () => {
    it('is accepted on a GET (public and signed in)', async () => {
      const settings = await ctx.request('GET', '/api/website/settings', { headers: clientHeaders, locale: 'tr' });
      expect(settings.statusCode, settings.body).toBe(200);
      const provider = await createProvider(ctx.db);
      const packages = await ctx.request('GET', '/api/provider/packages', { headers: clientHeaders, token: provider.token });
      expect(packages.statusCode, packages.body).toBe(200);
    });

    it('is accepted on a POST that sends nothing (Content-Length: 0, as browsers send it)', async () => {
      const focus = await createFocusUser(ctx.db);
      const logout = await ctx.request('POST', '/api/focus/auth/logout', { headers: { ...clientHeaders, 'content-length': '0' }, token: focus.token });
      expect(logout.statusCode, logout.body).toBe(200);
      // The token is gone: the logout really happened.
      const profile = await ctx.request('GET', '/api/focus/auth/profile', { headers: clientHeaders, token: focus.token });
      expect(profile.statusCode).toBe(401);
    });

    it('still answers a body that is not JSON with 400', async () => {
      const res = await ctx.request('POST', '/api/provider/auth/login', { headers: clientHeaders, payload: '{"mobile":' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'bad_request' });
    });
  });
});
