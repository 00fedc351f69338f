// Provider sign-in, registration, passwords and profile over HTTP, with the abuse cases.
import { describe, expect, it } from 'vitest';
import { hashToken } from '../domain/tokens';
import { createFocusUser, createProvider, latestCode, signInProvider, uniqueMobile } from '../test/fixtures';
import { forEachApp } from '../test/http';

type Json = Record<string, unknown>;

forEachApp('provider sign-in', (ctx) => {
  const login = (mobile: string, locale = 'en') => ctx.request('POST', '/api/provider/auth/login', { body: { mobile, country_code: '+966' }, locale });
  const verify = (mobile: string, otp: string, extra: Json = {}) =>
    ctx.request('POST', '/api/provider/auth/verify-login', { body: { mobile, otp, type: 'mobile', ...extra } });
  const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

  describe('login code', () => {
    it('texts a code to a registered number, in the request language, and keeps only its hash', async () => {
      const { mobile } = await createProvider(ctx.db);
      const res = await login(mobile, 'ar');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ data: { mobile, resend_in: 60 } });
      const sms = await ctx.db.selectFrom('sms_outbox').select(['body', 'code']).where('recipient', '=', `+966${mobile}`).executeTakeFirstOrThrow();
      expect(sms.code).toMatch(/^\d{4}$/);
      expect(sms.body).toContain(sms.code);
      expect(sms.body).toMatch(/رمز الدخول/);
      const stored = await ctx.db.selectFrom('one_time_codes').select('code_hash').where('target', '=', mobile).executeTakeFirstOrThrow();
      expect(stored.code_hash).not.toContain(sms.code!);
    });

    it('answers an unknown number exactly like a known one and sends nothing', async () => {
      const mobile = uniqueMobile();
      const res = await login(mobile);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { mobile, resend_in: 60 }, message: 'We sent a 4-digit code to your mobile.' });
      const sent = await ctx.db.selectFrom('sms_outbox').select('id').where('recipient', '=', `+966${mobile}`).execute();
      expect(sent).toEqual([]);
    });

    it('refuses a resend inside 60 s with 429 and the seconds left, then allows it', async () => {
      const { mobile } = await createProvider(ctx.db);
      expect((await login(mobile)).statusCode).toBe(200);
      ctx.clock.advance(20_000);
      const early = await login(mobile, 'ar');
      expect(early.statusCode).toBe(429);
      const body = early.json() as { code: string; retry_after: number; message: string };
      expect(body.code).toBe('too_many_requests');
      expect(body.retry_after).toBeGreaterThanOrEqual(39);
      expect(body.retry_after).toBeLessThanOrEqual(40);
      expect(early.headers['retry-after']).toBe(String(body.retry_after));
      expect(body.message).toMatch(/الانتظار/);
      ctx.clock.advance(41_000);
      expect((await login(mobile)).statusCode).toBe(200);
    });

    it('validates the number with field errors in the request language', async () => {
      const res = await ctx.request('POST', '/api/provider/auth/login', { body: { mobile: '0401234567', country_code: '+966' }, locale: 'tr' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        code: 'validation_failed',
        message: 'Girilen bilgiler geçersiz.',
        errors: { mobile: ['cep telefonu numarası alanının biçimi geçersiz.'] },
      });
    });
  });

  describe('verify-login', () => {
    it('signs in with the right code: a random token stored only as its hash, and the user', async () => {
      const { mobile, userId } = await createProvider(ctx.db);
      await login(mobile);
      const res = await verify(mobile, await latestCode(ctx, mobile), { device_token: 'fcm:device-1' });
      expect(res.statusCode).toBe(200);
      const { token, user } = (res.json() as { data: { token: string; user: Json } }).data;
      expect(token.length).toBeGreaterThanOrEqual(40);
      expect(user).toMatchObject({ id: userId, mobile, country_code: '+966', role: 'owner', bank_account: null });
      const row = await ctx.db.selectFrom('access_tokens').select(['token_hash', 'device_token']).where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();
      expect(row.device_token).toBe('fcm:device-1');
      const plain = await ctx.db.selectFrom('access_tokens').select('id').where('token_hash', '=', token).execute();
      expect(plain).toEqual([]);
    });

    it('counts wrong codes: 4, 3, 2, 1, 0 left, then refuses even the right one', async () => {
      const { mobile } = await createProvider(ctx.db);
      await login(mobile);
      const code = await latestCode(ctx, mobile);
      for (const remaining of [4, 3, 2, 1, 0]) {
        const res = await verify(mobile, wrong(code));
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({ code: 'otp_invalid', remaining_attempts: remaining, errors: { otp: ['The code is incorrect.'] } });
      }
      const locked = await verify(mobile, code);
      expect(locked.statusCode).toBe(422);
      expect(locked.json()).toMatchObject({ code: 'otp_attempts_exceeded', remaining_attempts: 0 });
      // A new code (after the resend window) works again.
      ctx.clock.advance(61_000);
      await login(mobile);
      expect((await verify(mobile, await latestCode(ctx, mobile))).statusCode).toBe(200);
    });

    it('refuses an expired code', async () => {
      const { mobile } = await createProvider(ctx.db);
      await login(mobile);
      const code = await latestCode(ctx, mobile);
      ctx.clock.advance(5 * 60_000 + 1000);
      const res = await verify(mobile, code);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'otp_expired', remaining_attempts: null });
    });

    it('treats a number without an account as a wrong code', async () => {
      const res = await verify(uniqueMobile(), '1234');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'otp_invalid' });
    });

    it('uses a code once', async () => {
      const { mobile } = await createProvider(ctx.db);
      await login(mobile);
      const code = await latestCode(ctx, mobile);
      expect((await verify(mobile, code)).statusCode).toBe(200);
      expect((await verify(mobile, code)).json()).toMatchObject({ code: 'otp_invalid' });
    });
  });

  describe('tokens', () => {
    it('logout revokes the token and forgets the device: a replayed token gets 401', async () => {
      const { mobile } = await createProvider(ctx.db);
      const { token } = await signInProvider(ctx, mobile, 'fcm:to-forget');
      expect((await ctx.request('GET', '/api/provider/auth/profile', { token })).statusCode).toBe(200);
      const out = await ctx.request('POST', '/api/provider/auth/logout', { token, body: { device_token: 'fcm:to-forget' } });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ data: null, message: 'You are signed out.' });
      const replay = await ctx.request('GET', '/api/provider/auth/profile', { token });
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual({ code: 'unauthenticated', message: 'Please sign in to continue.' });
      expect((await ctx.request('POST', '/api/provider/auth/logout', { token, body: {} })).statusCode).toBe(401);
      const devices = await ctx.db.selectFrom('access_tokens').select('id').where('device_token', '=', 'fcm:to-forget').execute();
      expect(devices).toEqual([]);
    });

    it('an expired token opens nothing', async () => {
      const { token } = await createProvider(ctx.db);
      ctx.clock.advance(86_400_000 + 1000);
      expect((await ctx.request('GET', '/api/provider/auth/profile', { token })).statusCode).toBe(401);
    });

    it('a focus token never opens a provider operation, nor a provider token a focus one', async () => {
      const focus = await createFocusUser(ctx.db);
      const provider = await createProvider(ctx.db);
      expect((await ctx.request('GET', '/api/provider/auth/profile', { token: focus.token })).statusCode).toBe(401);
      expect((await ctx.request('GET', '/api/provider/notifications', { token: focus.token })).statusCode).toBe(401);
      expect((await ctx.request('GET', '/api/focus/auth/profile', { token: provider.token })).statusCode).toBe(401);
      expect((await ctx.request('GET', '/api/provider/auth/profile', { token: 'not-a-token' })).statusCode).toBe(401);
      expect((await ctx.request('GET', '/api/provider/auth/profile')).statusCode).toBe(401);
    });

    it("another provider's token cannot read or change this provider's things", async () => {
      const a = await createProvider(ctx.db);
      const b = await createProvider(ctx.db);
      const other = await ctx.request('GET', `/api/provider/auth/profile/provider/${a.providerId}`, { token: b.token });
      expect(other.statusCode).toBe(403);
      expect(other.json()).toMatchObject({ code: 'forbidden' });
      expect((await ctx.request('PUT', `/api/provider/auth/profile/${a.userId}/toggle-chat-status`, { token: b.token })).statusCode).toBe(403);
      const own = await ctx.request('GET', `/api/provider/auth/profile/provider/${a.providerId}`, { token: a.token });
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ data: { id: a.providerId, commercial_name: 'Test Salon' } });
    });
  });

  describe('access declared by the document', () => {
    it('staff without the permission get 403; with it they pass', async () => {
      const owner = await createProvider(ctx.db);
      const staff = await createProvider(ctx.db, { providerId: owner.providerId, role: 'receptionist', permissions: ['reservations.view'] });
      const pkg = await ctx.db.selectFrom('packages').select('id').where('audience', '=', 'provider').where('name_en', '=', 'Premium').executeTakeFirstOrThrow();
      const refused = await ctx.request('POST', `/api/provider/packages/${pkg.id}/subscribe`, { token: staff.token });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 'forbidden', message: 'You do not have permission to do this.' });
      const profile = await ctx.request('GET', '/api/provider/auth/profile', { token: staff.token });
      expect(profile.json()).toMatchObject({ data: { role: 'receptionist', permissions: ['reservations.view'] } });
    });

    it('without an active package, package-gated operations answer 423; the others still work', async () => {
      const lapsed = await createProvider(ctx.db, { packageDays: 0 });
      const gated = await ctx.request('GET', '/api/provider/salons', { token: lapsed.token, locale: 'ar' });
      expect(gated.statusCode).toBe(423);
      expect(gated.json()).toEqual({ code: 'package_required', message: 'ليست لديك باقة فعّالة. اشترك في باقة للمتابعة.' });
      expect((await ctx.request('GET', '/api/provider/packages', { token: lapsed.token })).statusCode).toBe(200);
      expect((await ctx.request('GET', '/api/provider/notifications/count', { token: lapsed.token })).statusCode).toBe(200);
    });
  });

  describe('registration', () => {
    it('registers, verifies, starts the free trial and greets; a taken mobile just signs in', async () => {
      const mobile = uniqueMobile();
      const reg = await ctx.request('POST', '/api/provider/auth/register', { body: { name: 'ليلى', mobile, country_code: '+966', email: `${mobile}@example.org` } });
      expect(reg.statusCode).toBe(200);
      expect(reg.json()).toMatchObject({ data: { mobile, resend_in: 60 } });
      const res = await ctx.request('POST', '/api/provider/auth/verify-account', { body: { mobile, otp: await latestCode(ctx, mobile) } });
      expect(res.statusCode).toBe(200);
      const { token, user } = (res.json() as { data: { token: string; user: Json } }).data;
      expect(user).toMatchObject({ name: 'ليلى', email: `${mobile}@example.org`, role: 'owner' });
      const active = await ctx.request('GET', '/api/provider/packages/activeSubscribedPackage', { token });
      expect(active.json()).toMatchObject({ data: { package_name: 'Basic', package: { duration_days: 30 } } });
      expect((active.json() as { data: { expire_at_timer: number } }).data.expire_at_timer).toBeGreaterThan(13 * 86_400);
      const count = await ctx.request('GET', '/api/provider/notifications/count', { token });
      expect(count.json()).toEqual({ data: { unread: 1 }, message: '' });

      ctx.clock.advance(61_000);
      const again = await ctx.request('POST', '/api/provider/auth/register', { body: { name: 'Someone else', mobile, country_code: '+966', email: 'other@example.org' } });
      expect(again.statusCode).toBe(200);
      const second = await ctx.request('POST', '/api/provider/auth/verify-account', { body: { mobile, otp: await latestCode(ctx, mobile) } });
      expect((second.json() as { data: { user: Json } }).data.user).toMatchObject({ id: user.id, name: 'ليلى' });
      const providers = await ctx.db.selectFrom('provider_users').select('id').where('mobile', '=', mobile).execute();
      expect(providers).toHaveLength(1);
    });
  });

  describe('passwords and profile', () => {
    it('resets a forgotten password with the e-mailed code, which signs out other sessions', async () => {
      const account = await createProvider(ctx.db, { password: 'old-password-1' });
      const email = `${account.mobile}@example.com`;
      const ask = await ctx.request('POST', '/api/provider/auth/forget-password', { body: { email } });
      expect(ask.statusCode).toBe(200);
      const unknown = await ctx.request('POST', '/api/provider/auth/forget-password', { body: { email: 'nobody@example.com' } });
      expect(unknown.json()).toEqual(ask.json());
      const mail = await ctx.db.selectFrom('mail_outbox').select('body').where('recipient', '=', email).executeTakeFirstOrThrow();
      const code = /\d{4}/.exec(mail.body)![0];
      const bad = await ctx.request('POST', '/api/provider/auth/reset-password', {
        body: { email, code: code === '0000' ? '0001' : '0000', password: 'new-password-1', password_confirmation: 'new-password-1' },
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toMatchObject({ code: 'otp_invalid', errors: { code: ['The code is incorrect.'] } });
      const ok = await ctx.request('POST', '/api/provider/auth/reset-password', { body: { email, code, password: 'new-password-1', password_confirmation: 'new-password-1' } });
      expect(ok.statusCode).toBe(200);
      expect((await ctx.request('GET', '/api/provider/auth/profile', { token: account.token })).statusCode).toBe(401);
    });

    it('changes the password only with the old one, keeping this session and ending the others', async () => {
      const account = await createProvider(ctx.db, { password: 'first-password' });
      const other = await signInProvider(ctx, account.mobile);
      const refused = await ctx.request('PUT', '/api/provider/auth/profile/change-password', {
        token: account.token,
        body: { old_password: 'not-it', password: 'second-password', password_confirmation: 'second-password' },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ errors: { old_password: ['The old password is incorrect.'] } });
      const changed = await ctx.request('PUT', '/api/provider/auth/profile/change-password', {
        token: account.token,
        body: { old_password: 'first-password', password: 'second-password', password_confirmation: 'second-password' },
      });
      expect(changed.statusCode).toBe(200);
      expect((await ctx.request('GET', '/api/provider/auth/profile', { token: account.token })).statusCode).toBe(200);
      expect((await ctx.request('GET', '/api/provider/auth/profile', { token: other.token })).statusCode).toBe(401);
    });

    it('updates the profile and the business profile (owner only), and flips chat status', async () => {
      const owner = await createProvider(ctx.db);
      const staff = await createProvider(ctx.db, { providerId: owner.providerId, role: 'admin', permissions: [] });
      const profile = await ctx.request('PUT', '/api/provider/auth/profile', { token: owner.token, body: { name: 'اسم جديد', email: 'New@Example.com' } });
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toMatchObject({ data: { name: 'اسم جديد', email: 'new@example.com' }, message: 'Your profile is saved.' });

      const business = { commercial_name_ar: 'صالون النخبة', commercial_name_en: 'Elite', commercial_register: '1010999999' };
      expect((await ctx.request('PUT', '/api/provider/auth/profile/provider', { token: staff.token, body: business })).statusCode).toBe(403);
      const saved = await ctx.request('PUT', '/api/provider/auth/profile/provider', { token: owner.token, body: business, locale: 'en' });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ data: { commercial_name: 'Elite', commercial_register: '1010999999', owner_name: 'اسم جديد' } });

      const flipped = await ctx.request('PUT', `/api/provider/auth/profile/${owner.userId}/toggle-chat-status`, { token: owner.token });
      expect(flipped.json()).toMatchObject({ data: { chat_status: false }, message: 'Chat is off.' });

      // Hijri dates: shown by default, hidden by the user's own choice, kept when other fields change.
      expect((await ctx.request('GET', '/api/provider/auth/profile', { token: owner.token })).json()).toMatchObject({ data: { show_hijri: true } });
      const hidden = await ctx.request('PUT', '/api/provider/auth/profile', { token: owner.token, body: { name: 'اسم جديد', show_hijri: false } });
      expect(hidden.json()).toMatchObject({ data: { show_hijri: false } });
      await ctx.request('PUT', '/api/provider/auth/profile', { token: owner.token, body: { name: 'اسم آخر' } });
      expect((await ctx.request('GET', '/api/provider/auth/profile', { token: owner.token })).json()).toMatchObject({ data: { name: 'اسم آخر', show_hijri: false } });
      expect((await ctx.request('GET', '/api/provider/auth/profile', { token: staff.token })).json()).toMatchObject({ data: { show_hijri: true } });
      expect((await ctx.request('PUT', '/api/provider/auth/profile', { token: owner.token, body: { name: 'اسم آخر', show_hijri: 'no' } })).statusCode).toBe(422);
    });
  });
});
