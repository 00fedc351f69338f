// The API under attack (issue 17): what a hostile client can send, and what it must not get back.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createFocusUser, createProvider, latestCode, signInProvider } from '../test/fixtures';
import { handleError } from './error-handler';
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

  describe('no 500 from input', () => {
    it('refuses ids and pages past what the database stores with 422, and serves the largest page it allows', async () => {
      const owner = await createProvider(ctx.db);
      for (const url of ['/api/locations/states/2147483648/cities', '/api/locations/states/99999999999999/cities', '/api/locations/states/-2147483649/cities']) {
        const res = await ctx.request('GET', url);
        expect(res.statusCode, url).toBe(422);
        expect(res.json()).toMatchObject({ code: 'validation_failed', message: expect.any(String) });
      }
      for (const page of ['2147483648', '1e400', '99999999999999999999']) {
        const res = await ctx.request('GET', `/api/provider/salons?page=${page}`, { token: owner.token });
        expect(res.statusCode, page).toBe(422);
      }
      const last = await ctx.request('GET', '/api/provider/salons?page=2147483647&per_page=100', { token: owner.token });
      expect(last.statusCode, last.body).toBe(200);
      const reservation = await ctx.request('GET', '/api/provider/reservations/2147483648', { token: owner.token });
      expect(reservation.statusCode).toBe(422);
    });

    it('refuses NUL and other control characters in text with 422, in bodies, queries and headers', async () => {
      const owner = await createProvider(ctx.db);
      for (const name of ['Sa\u0000ra', 'Sara\u001b[31m', '\u0007']) {
        const res = await ctx.request('PUT', '/api/provider/auth/profile', { token: owner.token, body: { name } });
        expect(res.statusCode, JSON.stringify(name)).toBe(422);
        expect(res.json()).toMatchObject({ code: 'validation_failed', errors: { name: [expect.any(String)] } });
      }
      const search = await ctx.request('GET', '/api/provider/salons?search=a%00b', { token: owner.token });
      expect(search.statusCode).toBe(422);
      const multiline = await ctx.request('PUT', '/api/provider/auth/profile', { token: owner.token, body: { name: 'Sara\tAl-Qahtani' } });
      expect(multiline.statusCode).toBe(200);
    });

    it('answers 422, never 500, when the database refuses a value as data (SQLSTATE class 22)', async () => {
      const sent: { status?: number; body?: unknown } = {};
      const reply = {
        statusCode: 200,
        headers: () => reply,
        type: () => reply,
        code: (status: number) => ((sent.status = status), reply),
        send: (body: unknown) => ((sent.body = body), reply),
      };
      const request = { locale: 'en', headers: {}, log: { warn: () => undefined, error: () => undefined }, routeOptions: { config: {} } };
      for (const code of ['22003', '22P02', '22021', '22008']) {
        handleError(Object.assign(new Error('refused'), { code }), request as never, reply as never);
        expect(sent.status, code).toBe(422);
        expect(sent.body).toMatchObject({ code: 'validation_failed', message: 'The given data was invalid.', errors: { request: [expect.any(String)] } });
      }
    });

    it('refuses an Idempotency-Key that is not a UUID with 422', async () => {
      const owner = await createProvider(ctx.db);
      const res = await ctx.request('POST', '/api/provider/reservations', {
        token: owner.token,
        headers: { 'idempotency-key': 'not-a-uuid' },
        body: { salon_id: 1, barber_id: 1, service_ids: [1], starts_at: '2030-01-01T10:00:00+03:00', customer_name: 'Ali', customer_mobile: '500000009' },
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ code: 'validation_failed', errors: { 'idempotency-key': [expect.any(String)] } });
    });
  });

  describe('text that is text', () => {
    it('refuses names made only of invisible characters, bidi controls or white space with 422', async () => {
      const owner = await createProvider(ctx.db);
      const blanks = ['\u200B\u200B', '\u202E\u202D', '\u2066\u2069', '   ', '\u3164', '\u00A0\u2003', 'Sara\u202Egnp.exe'];
      for (const name of blanks) {
        const res = await ctx.request('PUT', '/api/provider/auth/profile', { token: owner.token, body: { name } });
        expect(res.statusCode, JSON.stringify(name)).toBe(422);
        expect(res.json()).toMatchObject({ code: 'validation_failed', errors: { name: [expect.any(String)] } });
      }
      const arabic = await ctx.request('PUT', '/api/provider/auth/profile', { token: owner.token, body: { name: 'سارة\u200F القحطاني' }, locale: 'ar' });
      expect(arabic.statusCode, arabic.body).toBe(200);
    });

    it('stores text NFC-normalized', async () => {
      const owner = await createProvider(ctx.db);
      const res = await ctx.request('PUT', '/api/provider/auth/profile', { token: owner.token, body: { name: 'Cafe\u0301 Zo\u0308e' } });
      expect(res.statusCode, res.body).toBe(200);
      const row = await ctx.db.selectFrom('provider_users').select('name').where('id', '=', owner.userId).executeTakeFirstOrThrow();
      expect(row.name).toBe('Caf\u00E9 Z\u00F6e');
    });
  });

  describe('one code per number at a time', () => {
    it('sends exactly one SMS for 50 simultaneous code requests for one number', async () => {
      const owner = await createProvider(ctx.db);
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => ctx.request('POST', '/api/provider/auth/login', { body: { mobile: owner.mobile, country_code: '+966' } })),
      );
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 429)).toHaveLength(49);
      const sent = await ctx.db.selectFrom('sms_outbox').select('id').where('recipient', '=', `+966${owner.mobile}`).execute();
      expect(sent).toHaveLength(1);
    });
  });

  describe('answers that agree with the contract', () => {
    it('answers an invalid sign-in or reset body with the declared 422 (remaining_attempts only with otp_* codes)', async () => {
      const verify = await ctx.request('POST', '/api/provider/auth/verify-login', { body: { mobile: '500000001', otp: 'abcd', type: 'mobile' } });
      expect(verify.statusCode).toBe(422);
      expect(verify.json()).toMatchObject({ code: 'validation_failed', errors: { otp: [expect.any(String)] } });
      const reset = await ctx.request('POST', '/api/focus/auth/reset-password', { body: { email: 'not-an-email', code: '1', password: 'x', password_confirmation: 'y' } });
      expect(reset.statusCode).toBe(422);
      expect(reset.json()).toMatchObject({ code: 'validation_failed' });
      const wrong = await ctx.request('POST', '/api/provider/auth/verify-login', { body: { mobile: '500000001', otp: '0000', type: 'mobile' } });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toHaveProperty('remaining_attempts');
    });

    it('answers 405 with Allow, code and message for a method a known path does not declare', async () => {
      const res = await ctx.request('DELETE', '/api/provider/auth/login', { headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('POST');
      expect(res.json()).toEqual({ code: 'method_not_allowed', message: 'This address does not accept this method.' });
      const salon = await ctx.request('PATCH', '/api/provider/salons/1');
      expect(salon.statusCode).toBe(405);
      expect(salon.headers.allow).toContain('PUT');
      expect((await ctx.request('GET', '/api/no/such/path')).statusCode).toBe(404);
    });

    it('refuses a date-time the contract does not allow (a leap second) with 422, as declared', async () => {
      const owner = await createProvider(ctx.db);
      const res = await ctx.request('POST', '/api/provider/reservations', {
        token: owner.token,
        body: { salon_id: 1, barber_id: 1, service_ids: [1], starts_at: '2030-06-30T23:59:60Z', customer_name: 'Ali', customer_mobile: '500000009' },
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ errors: { starts_at: [expect.any(String)] } });
    });
  });

  describe('lockout that strangers cannot abuse (docs/security.md)', () => {
    const from = (ip: string, method: 'GET' | 'POST', url: string, body?: unknown) =>
      ctx.app.inject({ method, url, remoteAddress: ip, headers: { 'accept-language': 'en', ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { payload: JSON.stringify(body) } : {}) });

    it('stops a stranger guessing sign-in codes, while the owner of the number still gets a code and signs in', async () => {
      const owner = await createProvider(ctx.db);
      const stranger = '198.51.100.7';
      const phone = '203.0.113.50';
      const login = { mobile: owner.mobile, country_code: '+966' };
      expect((await from(stranger, 'POST', '/api/provider/auth/login', login)).statusCode).toBe(200);
      expect((await from(stranger, 'POST', '/api/provider/auth/login', login)).statusCode).toBe(429);
      // The stranger's requests do not make the owner wait.
      expect((await from(phone, 'POST', '/api/provider/auth/login', login)).statusCode).toBe(200);
      const ownCode = await latestCode(ctx, owner.mobile);
      const wrong = ownCode === '0000' ? '1111' : '0000';
      const remaining: unknown[] = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await from(stranger, 'POST', '/api/provider/auth/verify-login', { mobile: owner.mobile, otp: wrong, type: 'mobile' });
        remaining.push((res.json() as { remaining_attempts: unknown }).remaining_attempts);
      }
      expect(remaining).toEqual([4, 3, 2, 1, 0]);
      // The stranger is stopped, even with the right code.
      const stopped = await from(stranger, 'POST', '/api/provider/auth/verify-login', { mobile: owner.mobile, otp: ownCode, type: 'mobile' });
      expect(stopped.json()).toMatchObject({ code: 'otp_attempts_exceeded', remaining_attempts: 0 });
      // The owner's code still works from the owner's phone.
      const signedIn = await from(phone, 'POST', '/api/provider/auth/verify-login', { mobile: owner.mobile, otp: ownCode, type: 'mobile' });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
    });

    it('stops a stranger guessing a password, while the owner signs in; past the account cap the e-mailed reset lets the owner in', async () => {
      const user = await createFocusUser(ctx.db, { password: 'right-password-1' });
      const wrong = { identifier: user.email, password: 'wrong-password' };
      for (let i = 0; i < 10; i += 1) expect((await from('198.51.100.8', 'POST', '/api/focus/auth/login', wrong)).statusCode).toBe(422);
      expect((await from('198.51.100.8', 'POST', '/api/focus/auth/login', { ...wrong, password: 'right-password-1' })).statusCode).toBe(429);
      const owner = await from('203.0.113.51', 'POST', '/api/focus/auth/login', { identifier: user.email, password: 'right-password-1' });
      expect(owner.statusCode, owner.body).toBe(200);

      // Many addresses together reach the account's cap: then everyone waits, except through the reset.
      for (let host = 1; host <= 4; host += 1) {
        for (let i = 0; i < 10; i += 1) await from(`198.51.100.${100 + host}`, 'POST', '/api/focus/auth/login', wrong);
      }
      expect((await from('203.0.113.51', 'POST', '/api/focus/auth/login', { identifier: user.email, password: 'right-password-1' })).statusCode).toBe(429);
      expect((await from('203.0.113.51', 'POST', '/api/focus/auth/forget-password', { email: user.email })).statusCode).toBe(200);
      const mail = await ctx.db.selectFrom('mail_outbox').select('body').where('recipient', '=', user.email).orderBy('id', 'desc').executeTakeFirstOrThrow();
      const code = /\b(\d{4})\b/.exec(mail.body)![1]!;
      const reset = await from('203.0.113.51', 'POST', '/api/focus/auth/reset-password', { email: user.email, code, password: 'new-password-2', password_confirmation: 'new-password-2' });
      expect(reset.statusCode, reset.body).toBe(200);
      expect((await from('203.0.113.51', 'POST', '/api/focus/auth/login', { identifier: user.email, password: 'new-password-2' })).statusCode).toBe(200);
    });
  });

  describe('private bank data', () => {
    it("never shows the owner's IBAN or account number to a receptionist, in any answer about them", async () => {
      const owner = await createProvider(ctx.db);
      const bank = { bank_id: 1, account_holder_name: 'مؤسسة صالون الأناقة', account_number: '608010167519', iban: 'SA0380000000608010167519' };
      const saved = await ctx.request('PUT', '/api/provider/auth/profile/bank-setting', { token: owner.token, body: bank });
      expect(saved.statusCode, saved.body).toBe(200);
      const ownerProfile = await ctx.request('GET', '/api/provider/auth/profile', { token: owner.token });
      expect(ownerProfile.json()).toMatchObject({ data: { bank_account: { iban: bank.iban } } });

      const staff = await createProvider(ctx.db, { providerId: owner.providerId, role: 'receptionist', permissions: ['reservations.view', 'wallet.view'] });
      const session = await signInProvider(ctx, staff.mobile);
      const answers = [
        JSON.stringify({ data: session }),
        (await ctx.request('GET', '/api/provider/auth/profile', { token: staff.token })).body,
        (await ctx.request('PUT', '/api/provider/auth/profile', { token: staff.token, body: { name: 'Reception' } })).body,
        (await ctx.request('PUT', `/api/provider/auth/profile/${staff.userId}/toggle-chat-status`, { token: staff.token })).body,
        (await ctx.request('GET', '/api/provider/wallet', { token: staff.token })).body,
      ];
      expect((await ctx.request('GET', '/api/provider/bank-account', { token: staff.token })).statusCode).toBe(403);
      for (const answer of answers) {
        expect(answer).toContain('"data"');
        expect(answer).not.toContain(bank.iban);
        expect(answer).not.toContain(bank.account_number);
      }
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
