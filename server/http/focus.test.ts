// Focus users over HTTP: password sign-in, registration, packages, password reset, and Google/Apple
// sign-in through a local OpenID Connect provider (oidc-provider on 127.0.0.1) in their place.
import net, { type AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFocusUser, registerFocusUser } from '../test/fixtures';
import { forEachApp, testConfig, type AppContext } from '../test/http';

/** A local identity provider standing in for Google and Apple. */
async function startIdentityProvider(publicUrl: string): Promise<{ issuer: string; close(): Promise<void> }> {
  // The issuer carries the port: find a free one first.
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const issuer = { url: `http://127.0.0.1:${port}` };
  const provider = new Provider(issuer.url, {
    clients: [
      { client_id: 'mawid-google', client_secret: 'google-secret', redirect_uris: [`${publicUrl}/api/google/oauth/callback`], token_endpoint_auth_method: 'client_secret_post' },
      {
        client_id: 'mawid-apple',
        client_secret: 'apple-secret',
        redirect_uris: [`${publicUrl}/api/apple/oauth/callback`],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    async findAccount(_ctx, sub) {
      return { accountId: sub, claims: async () => ({ sub, email: `${sub}@example.com`, email_verified: true, name: `Social ${sub}` }) };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['mawid-test-cookie-key'] },
    // Like Google: the e-mail is in the ID token itself.
    conformIdTokenClaims: false,
  });
  const server = await new Promise<Server>((resolve) => {
    const s = provider.listen(port, '127.0.0.1', () => resolve(s));
  });
  return { issuer: issuer.url, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A browser's walk through the provider's development login and consent pages. */
async function authorise(authorizationUrl: string, login: string): Promise<{ location?: string; formPost?: Record<string, string> }> {
  const cookies = new Map<string, string>();
  const remember = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!.trim(), value.join('='));
    }
  };
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    remember(res);
    return res;
  };
  let url = authorizationUrl;
  for (let step = 0; step < 12; step += 1) {
    const res = await go(url);
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location')!, url).href;
      if (!next.startsWith(new URL(authorizationUrl).origin)) return { location: next };
      url = next;
      continue;
    }
    const html = await res.text();
    if (html.includes('name="code"')) {
      // form_post: the page posts code and state to the client.
      const fields = Object.fromEntries([...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
      return { formPost: fields };
    }
    const action = new URL(/action="([^"]+)"/.exec(html)![1]!, url).href;
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)![1]!;
    const body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
    const posted = await go(action, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    url = new URL(posted.headers.get('location')!, action).href;
  }
  throw new Error('the identity provider never sent the browser back');
}

async function socialSignIn(ctx: AppContext, provider: 'google' | 'apple', login: string) {
  const start = await ctx.request('GET', `/api/${provider}/oauth?type=focus&locale=tr`);
  expect(start.statusCode).toBe(302);
  const authorizationUrl = start.headers.location as string;
  expect(authorizationUrl).toContain('code_challenge_method=S256');
  const back = await authorise(authorizationUrl, login);
  const callback = back.formPost
    ? await ctx.request('POST', `/api/${provider}/oauth/callback`, { payload: new URLSearchParams(back.formPost).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    : await ctx.request('GET', new URL(back.location!).pathname + new URL(back.location!).search);
  expect(callback.statusCode).toBe(302);
  return new URL(callback.headers.location as string);
}

let identityProvider: { issuer: string; close(): Promise<void> };
const publicUrl = testConfig().publicUrl;
beforeAll(async () => {
  identityProvider = await startIdentityProvider(publicUrl);
});
afterAll(async () => {
  await identityProvider?.close();
});

forEachApp(
  'focus users',
  (ctx) => {
    describe('password sign-in', () => {
      it('registers with an e-mailed code, signs in by e-mail or mobile, remembers longer, and logs out', async () => {
        const created = await registerFocusUser(ctx, { name: 'Huda', email: 'Huda@Example.com', mobile: '512300001', password: 'long-password', password_confirmation: 'long-password' });
        expect(created).toMatchObject({ token_type: 'Bearer', expires_in: 86_400, user: { email: 'huda@example.com', email_verified_at: expect.any(String) }, focus_package: null });

        const byMobile = await ctx.request('POST', '/api/focus/auth/login', { body: { identifier: '0512300001', password: 'long-password', remember_me: true } });
        expect(byMobile.statusCode).toBe(200);
        const session = (byMobile.json() as { data: { access_token: string; expires_in: number } }).data;
        expect(session.expires_in).toBe(2_592_000);
        const profile = await ctx.request('GET', '/api/focus/auth/profile', { token: session.access_token });
        expect(profile.json()).toMatchObject({ data: { name: 'Huda', mobile: '512300001' } });
        expect((await ctx.request('POST', '/api/focus/auth/logout', { token: session.access_token })).statusCode).toBe(200);
        expect((await ctx.request('GET', '/api/focus/auth/profile', { token: session.access_token })).statusCode).toBe(401);
      });

      it('gives the same answer for an unknown identifier and a wrong password, and stops guessing after ten', async () => {
        await createFocusUser(ctx.db, { email: 'ali@example.com', password: 'long-password' });
        const wrong = await ctx.request('POST', '/api/focus/auth/login', { body: { identifier: 'ali@example.com', password: 'not-the-password' }, locale: 'ar' });
        const unknown = await ctx.request('POST', '/api/focus/auth/login', { body: { identifier: 'nobody@example.com', password: 'not-the-password' }, locale: 'ar' });
        expect(wrong.statusCode).toBe(422);
        expect(wrong.json()).toEqual(unknown.json());
        expect(wrong.json()).toMatchObject({ errors: { identifier: ['المعرّف أو كلمة المرور غير صحيحة.'] } });
        // Ten failures in 15 minutes: the eleventh try is refused even with the right password.
        for (let i = 0; i < 9; i += 1) await ctx.request('POST', '/api/focus/auth/login', { body: { identifier: 'ALI@example.com', password: 'wrong-password' } });
        const locked = await ctx.request('POST', '/api/focus/auth/login', { body: { identifier: 'ali@example.com', password: 'long-password' } });
        expect(locked.statusCode).toBe(429);
        expect((locked.json() as { retry_after: number }).retry_after).toBeGreaterThan(800);
        ctx.clock.advance(15 * 60_000);
        expect((await ctx.request('POST', '/api/focus/auth/login', { body: { identifier: 'ali@example.com', password: 'long-password' } })).statusCode).toBe(200);
        const short = await ctx.request('POST', '/api/focus/auth/login', { body: { identifier: 'ali@example.com', password: 'short' } });
        expect(short.json()).toMatchObject({ errors: { password: ['The password field must be at least 8 characters.'] } });
      });

      it('resets a forgotten password with the e-mailed code', async () => {
        await createFocusUser(ctx.db, { email: 'reem@example.com', password: 'first-pass-1' });
        expect((await ctx.request('POST', '/api/focus/auth/forget-password', { body: { email: 'reem@example.com' } })).statusCode).toBe(200);
        const again = await ctx.request('POST', '/api/focus/auth/forget-password', { body: { email: 'reem@example.com' } });
        expect(again.statusCode).toBe(429);
        const mail = await ctx.db.selectFrom('mail_outbox').select('body').where('recipient', '=', 'reem@example.com').executeTakeFirstOrThrow();
        const code = /\d{4}/.exec(mail.body)![0];
        const reset = await ctx.request('POST', '/api/focus/auth/reset-password', { body: { email: 'reem@example.com', code, password: 'second-pass-2', password_confirmation: 'second-pass-2' } });
        expect(reset.statusCode).toBe(200);
        expect((await ctx.request('POST', '/api/focus/auth/login', { body: { identifier: 'reem@example.com', password: 'second-pass-2' } })).statusCode).toBe(200);
      });
    });

    describe('focus packages', () => {
      it('lists the public catalogue, subscribes, and shows the active package at sign-in', async () => {
        const list = await ctx.request('GET', '/api/focus/packages', { locale: 'ur' });
        const packages = (list.json() as { data: { id: number; name: string }[] }).data;
        expect(packages.map((p) => p.name)).toEqual(['فوکس ماہانہ', 'فوکس سالانہ']);
        const me = await createFocusUser(ctx.db, { password: 'long-password' });
        expect((await ctx.request('GET', '/api/focus/packages/active', { token: me.token })).json()).toEqual({ data: null, message: '' });
        const sub = await ctx.request('POST', `/api/focus/packages/${packages[0]!.id}/subscribe`, { token: me.token });
        expect(sub.statusCode).toBe(201);
        const active = await ctx.request('GET', '/api/focus/packages/active', { token: me.token });
        expect((active.json() as { data: { expire_at_timer: number } }).data.expire_at_timer).toBeGreaterThan(30 * 86_400 - 60);
        const signIn = await ctx.request('POST', '/api/focus/auth/login', { body: { identifier: me.email, password: 'long-password' } });
        expect(signIn.json()).toMatchObject({ data: { focus_package: { package: { id: packages[0]!.id } } } });
        expect((await ctx.request('POST', '/api/focus/packages/999999/subscribe', { token: me.token })).statusCode).toBe(404);
      });
    });

    describe('Google and Apple (OpenID Connect)', () => {
      it('Google: redirect, callback back to the site with the fields, verified sign-in, once', async () => {
        const site = await socialSignIn(ctx, 'google', 'g-123');
        expect(site.pathname).toBe('/tr');
        const q = Object.fromEntries(site.searchParams);
        expect(q).toMatchObject({ auth_type: 'focus', provider: 'google', email: 'g-123@example.com', id: 'g-123', verifiedEmail: 'true' });
        const body = {
          social_type: 'google',
          email: q.email,
          id: q.id,
          verifiedEmail: q.verifiedEmail === 'true',
          access_token: q.access_token,
          created: Number(q.created),
          token_type: q.token_type,
          expires_in: Number(q.expires_in),
          id_token: q.id_token,
          scope: q.scope,
          name: q.name,
          phone: q.phone || null,
          hd: q.hd || null,
          givenName: q.givenName ?? '',
          familyName: q.familyName ?? '',
          picture: q.picture || null,
          refresh_token: q.refresh_token || null,
        };
        const res = await ctx.request('POST', '/api/focus/auth/social-login/google', { body });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ data: { expires_in: 7200, user: { email: 'g-123@example.com', social_type: 'google', name: 'Social g-123' } } });
        const replay = await ctx.request('POST', '/api/focus/auth/social-login/google', { body });
        expect(replay.statusCode).toBe(422);
        expect(replay.json()).toMatchObject({ code: 'validation_failed', errors: { id_token: ['We could not confirm your sign-in with this provider. Please try again.'] } });
        const forged = await ctx.request('POST', '/api/focus/auth/social-login/google', { body: { ...body, id_token: `${body.id_token!.split('.').slice(0, 2).join('.')}.bm90LWEtc2lnbmF0dXJl` } });
        expect(forged.statusCode).toBe(422);
        const mismatch = await ctx.request('POST', '/api/focus/auth/social-login/apple', { body });
        expect(mismatch.statusCode).toBe(422);
      });

      it('Apple: form_post callback, then sign-in; the same identity finds the same user', async () => {
        const first = await socialSignIn(ctx, 'apple', 'a-777');
        const q = Object.fromEntries(first.searchParams);
        expect(q).toMatchObject({ provider: 'apple', id: 'a-777', email: 'a-777@example.com' });
        const one = await ctx.request('POST', '/api/focus/auth/social-login/apple', { body: { social_type: 'apple', email: q.email, token: q.token, id: q.id, name: q.name || null } });
        expect(one.statusCode, one.body).toBe(200);
        const second = Object.fromEntries((await socialSignIn(ctx, 'apple', 'a-777')).searchParams);
        const two = await ctx.request('POST', '/api/focus/auth/social-login/apple', { body: { social_type: 'apple', email: second.email, token: second.token, id: second.id } });
        expect((two.json() as { data: { user: { id: number } } }).data.user.id).toBe((one.json() as { data: { user: { id: number } } }).data.user.id);
      });

      it('a callback with a state this server did not issue goes back with an error', async () => {
        const res = await ctx.request('GET', '/api/google/oauth/callback?code=abc&state=forged');
        expect(res.statusCode).toBe(302);
        const site = new URL(res.headers.location as string);
        expect(Object.fromEntries(site.searchParams)).toMatchObject({ auth_type: 'focus', provider: 'google', error: 'invalid_state' });
      });
    });
  },
  {
    config: (base) => ({
      ...base,
      oidc: {
        google: { issuer: identityProvider.issuer, clientId: 'mawid-google', clientSecret: 'google-secret' },
        apple: { issuer: identityProvider.issuer, clientId: 'mawid-apple', clientSecret: 'apple-secret' },
      },
    }),
  },
);

describe('social sign-in not configured', () => {
  forEachApp('without identity providers', (ctx) => {
    it('sends the browser back with error=unavailable', async () => {
      const res = await ctx.request('GET', '/api/google/oauth?type=focus&locale=en');
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`${publicUrl}/en?auth_type=focus&provider=google&error=unavailable`);
    });
  });
});
