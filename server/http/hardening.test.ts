// The API under attack (issue 17): what a hostile client can send, and what it must not get back.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { forEachApp } from '../test/http';

forEachApp('hardening', (ctx) => {
  describe('one body format per operation', () => {
    it('refuses a form-encoded, text or multipart body on a JSON operation with 415, and creates nothing', async () => {
      const email = `form-${Date.now()}@example.com`;
      const bodies = [
        { 'content-type': 'application/x-www-form-urlencoded', payload: `name=Eve&email=${email}&password=a&password_confirmation=a` },
        { 'content-type': 'text/plain', payload: JSON.stringify({ name: 'Eve', email, password: 'a', password_confirmation: 'a' }) },
        { 'content-type': 'multipart/form-data; boundary=x', payload: `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n${email}\r\n--x--\r\n` },
      ];
      for (const { payload, ...headers } of bodies) {
        const res = await ctx.request('POST', '/api/focus/auth/register', { payload, headers });
        expect(res.statusCode, headers['content-type']).toBe(415);
        expect(res.json()).toMatchObject({ code: 'unsupported_media_type', message: 'This content type is not supported.' });
      }
      expect(await ctx.db.selectFrom('focus_users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
    });

    it('still validates a body in a declared form encoding (pusher-js broadcasting auth)', async () => {
      const res = await ctx.request('POST', '/api/broadcasting/auth', {
        payload: 'socket_id=not-a-socket&channel_name=private-provider.1',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: 'Bearer nobody' },
      });
      expect([401, 422]).toContain(res.statusCode);
      const valid = await ctx.request('POST', '/api/broadcasting/auth', {
        payload: 'socket_id=1.2&channel_name=private-provider.1&extra=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(valid.statusCode).toBe(422);
      expect(valid.json()).toMatchObject({ code: 'validation_failed', errors: { extra: [expect.any(String)] } });
    });
  });
});

forEachApp(
  'hardening · behind one load balancer (TRUST_PROXY=1)',
  (ctx) => {
    it('counts the address the load balancer saw, however the client rewrites X-Forwarded-For', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        // The client writes any address it likes; the load balancer appends the one it saw.
        const res = await ctx.request('GET', '/api/health', { headers: { 'x-forwarded-for': `10.9.${i}.${i}, 203.0.113.9` } });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
      const other = await ctx.request('GET', '/api/health', { headers: { 'x-forwarded-for': '203.0.113.10' } });
      expect(other.statusCode, other.body).toBe(200);
    });
  },
  { config: (base) => ({ ...base, trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy, rateLimit: { publicPerMinute: 5, authPerMinute: 5 } }) },
);
