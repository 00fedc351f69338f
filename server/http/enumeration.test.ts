// Account enumeration (issue 17, point 8) and the payout account in withdrawal answers (point 3):
// what an outsider or a staff member learns from the answers, and the work done behind them.
import { describe, expect, it } from 'vitest';
import { appendEntry } from '../domain/wallet';
import { createFocusUser, createProvider, latestMail, registerFocusUser, signInProvider } from '../test/fixtures';
import { forEachApp } from '../test/http';

forEachApp('account enumeration', (ctx) => {
  const from = (ip: string, url: string, body: unknown) =>
    ctx.app.inject({ method: 'POST', url, remoteAddress: ip, headers: { 'accept-language': 'en', 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const registration = (email: string) => ({ name: 'Eve', email, password: 'long-password', password_confirmation: 'long-password' });
  const work = async (email: string) => ({
    mails: (await ctx.db.selectFrom('mail_outbox').select('id').where('recipient', '=', email).execute()).length,
    codes: (await ctx.db.selectFrom('one_time_codes').select('id').where('purpose', '=', 'focus_register').where('target', '=', email).execute()).length,
  });

  describe('focus registration', () => {
    it('answers a taken e-mail exactly as a new one, with the same work done, and tells the owner of the address instead', async () => {
      const owner = await createFocusUser(ctx.db, { password: 'owners-password' });
      const fresh = `new-${owner.userId}@example.com`;
      const taken = await from('198.51.100.20', '/api/focus/auth/register', registration(owner.email));
      const unused = await from('198.51.100.20', '/api/focus/auth/register', registration(fresh));
      expect(taken.statusCode).toBe(200);
      expect(unused.statusCode).toBe(200);
      expect(taken.json()).toEqual({ data: { email: owner.email, resend_in: 60 }, message: 'Check your e-mail: we sent it an activation code.' });
      expect(unused.json()).toEqual({ data: { email: fresh, resend_in: 60 }, message: 'Check your e-mail: we sent it an activation code.' });
      // Behind the answers: one code issued and one e-mail sent each.
      expect(await work(owner.email)).toEqual({ mails: 1, codes: 1 });
      expect(await work(fresh)).toEqual({ mails: 1, codes: 1 });
      const note = await latestMail(ctx, owner.email);
      expect(note.subject).toBe('Someone tried to register with your e-mail on Mawid');
      expect(note.body).not.toMatch(/\d{4}/);
      expect((await latestMail(ctx, fresh)).body).toMatch(/activation code is \d{4}/);
      // A repeat is limited alike.
      const takenAgain = await from('198.51.100.20', '/api/focus/auth/register', registration(owner.email));
      const unusedAgain = await from('198.51.100.20', '/api/focus/auth/register', registration(fresh));
      expect([takenAgain.statusCode, unusedAgain.statusCode]).toEqual([429, 429]);
      expect(Object.keys(takenAgain.json() as object).sort()).toEqual(Object.keys(unusedAgain.json() as object).sort());
      // The existing account is untouched: its password still signs in, the attempt's does not.
      expect((await from('203.0.113.20', '/api/focus/auth/login', { identifier: owner.email, password: 'owners-password' })).statusCode).toBe(200);
      expect((await from('203.0.113.20', '/api/focus/auth/login', { identifier: owner.email, password: 'long-password' })).statusCode).toBe(422);
    });

    it('creates nothing until the e-mailed code comes back; the code activates the account, once', async () => {
      const email = `activate-${Date.now()}@example.com`;
      expect((await ctx.request('POST', '/api/focus/auth/register', { body: { ...registration(email), mobile: '512399001' } })).statusCode).toBe(200);
      expect(await ctx.db.selectFrom('focus_users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
      const beforeLogin = await ctx.request('POST', '/api/focus/auth/login', { body: { identifier: email, password: 'long-password' } });
      expect(beforeLogin.statusCode).toBe(422);
      const code = /\b(\d{4})\b/.exec((await latestMail(ctx, email)).body)![1]!;
      const verified = await ctx.request('POST', '/api/focus/auth/verify-registration', { body: { email, code } });
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json()).toMatchObject({ data: { token_type: 'Bearer', user: { email, mobile: '512399001', email_verified_at: expect.any(String) } } });
      expect((await ctx.request('POST', '/api/focus/auth/login', { body: { identifier: email, password: 'long-password' } })).statusCode).toBe(200);
      const replay = await ctx.request('POST', '/api/focus/auth/verify-registration', { body: { email, code } });
      expect(replay.statusCode).toBe(422);
      expect(replay.json()).toMatchObject({ code: 'otp_invalid', errors: { code: [expect.any(String)] } });
    });

    it('stops a client after 5 wrong codes, even with the right one; another client is not locked out', async () => {
      const email = `guess-${Date.now()}@example.com`;
      expect((await from('203.0.113.30', '/api/focus/auth/register', registration(email))).statusCode).toBe(200);
      const code = /\b(\d{4})\b/.exec((await latestMail(ctx, email)).body)![1]!;
      const wrong = code === '0000' ? '1111' : '0000';
      const remaining: unknown[] = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await from('198.51.100.30', '/api/focus/auth/verify-registration', { email, code: wrong });
        expect(res.statusCode).toBe(422);
        remaining.push((res.json() as { remaining_attempts: unknown }).remaining_attempts);
      }
      expect(remaining).toEqual([4, 3, 2, 1, 0]);
      const stopped = await from('198.51.100.30', '/api/focus/auth/verify-registration', { email, code });
      expect(stopped.json()).toMatchObject({ code: 'otp_attempts_exceeded', remaining_attempts: 0 });
      // The one who registered, from their own device, still activates.
      const owner = await from('203.0.113.30', '/api/focus/auth/verify-registration', { email, code });
      expect(owner.statusCode, owner.body).toBe(200);
    });

    it('activates nothing for a taken address, whatever the code', async () => {
      const owner = await createFocusUser(ctx.db, { password: 'owners-password' });
      expect((await from('198.51.100.40', '/api/focus/auth/register', registration(owner.email))).statusCode).toBe(200);
      const answers = new Set<string>();
      for (const code of ['0000', '1234', '9999']) {
        const res = await from('198.51.100.40', '/api/focus/auth/verify-registration', { email: owner.email, code });
        answers.add((res.json() as { code: string }).code);
      }
      expect([...answers]).toEqual(['otp_invalid']);
    });

    it('leaves off a mobile another account uses, rather than saying so before the address is proven', async () => {
      const first = await registerFocusUser(ctx, { name: 'Huda', email: `m1-${Date.now()}@example.com`, mobile: '512399002', password: 'long-password', password_confirmation: 'long-password' });
      expect(first.user.mobile).toBe('512399002');
      const email = `m2-${Date.now()}@example.com`;
      const started = await ctx.request('POST', '/api/focus/auth/register', { body: { ...registration(email), mobile: '512399002' } });
      expect(started.statusCode).toBe(200);
      const code = /\b(\d{4})\b/.exec((await latestMail(ctx, email)).body)![1]!;
      const verified = await ctx.request('POST', '/api/focus/auth/verify-registration', { body: { email, code } });
      expect(verified.json()).toMatchObject({ data: { user: { email, mobile: null } } });
    });
  });

  describe('focus sign-in', () => {
    it('answers an unknown identifier exactly as a wrong password', async () => {
      const user = await createFocusUser(ctx.db, { password: 'right-password' });
      const wrong = await from('198.51.100.50', '/api/focus/auth/login', { identifier: user.email, password: 'wrong-password' });
      const unknown = await from('198.51.100.51', '/api/focus/auth/login', { identifier: `nobody-${user.userId}@example.com`, password: 'wrong-password' });
      expect(wrong.statusCode).toBe(422);
      expect(unknown.statusCode).toBe(422);
      expect(wrong.json()).toEqual(unknown.json());
    });
  });

  describe('adding staff', () => {
    const staff = (mobile: string, email: string | null = null) => ({ name: 'فهد', mobile, country_code: '+966', email, role: 'receptionist', permissions: ['reservations.view'] });
    const shape = (body: unknown): unknown => (body && typeof body === 'object' ? Object.fromEntries(Object.entries(body).map(([k, v]) => [k, Array.isArray(v) ? 'array' : shape(v)])) : typeof body);
    const smsTo = async (mobile: string) => (await ctx.db.selectFrom('sms_outbox').select('body').where('recipient', '=', `+966${mobile}`).orderBy('id', 'desc').execute()).map((m) => m.body);

    it("answers a number of another business's account exactly as a new one, and lists, edits and removes it alike", async () => {
      const owner = await createProvider(ctx.db);
      const elsewhere = await createProvider(ctx.db);
      const fresh = `5991${String(owner.userId).padStart(5, '0').slice(-5)}`;
      const taken = await ctx.request('POST', '/api/provider/admins', { token: owner.token, body: staff(elsewhere.mobile) });
      const added = await ctx.request('POST', '/api/provider/admins', { token: owner.token, body: staff(fresh) });
      expect([taken.statusCode, added.statusCode]).toEqual([201, 201]);
      expect(shape(taken.json())).toEqual(shape(added.json()));
      expect((taken.json() as { message: string }).message).toBe((added.json() as { message: string }).message);
      // One SMS each: the new person is told to sign in, the owner of the taken number that nothing changed.
      expect(await smsTo(fresh)).toEqual([expect.stringContaining('Sign in with this number')]);
      expect(await smsTo(elsewhere.mobile)).toEqual([expect.stringContaining('Nothing changed on your account')]);

      const takenId = (taken.json() as { data: { id: number } }).data.id;
      const list = await ctx.request('GET', '/api/provider/admins', { token: owner.token });
      expect((list.json() as { data: { mobile: string }[] }).data.map((a) => a.mobile).sort()).toEqual([elsewhere.mobile, fresh].sort());
      expect((await ctx.request('GET', `/api/provider/admins/${takenId}`, { token: owner.token })).statusCode).toBe(200);
      const edited = await ctx.request('PUT', `/api/provider/admins/${takenId}`, { token: owner.token, body: { ...staff(elsewhere.mobile), name: 'فهد الدوسري' } });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ data: { id: takenId, name: 'فهد الدوسري', mobile: elsewhere.mobile } });
      // The other business's owner is untouched: still their own business's owner.
      const signedIn = await signInProvider(ctx, elsewhere.mobile);
      expect(signedIn.user).toMatchObject({ provider_id: elsewhere.providerId, role: 'owner' });
      expect((await ctx.request('DELETE', `/api/provider/admins/${takenId}`, { token: owner.token })).statusCode).toBe(200);
      expect((await ctx.request('GET', `/api/provider/admins/${takenId}`, { token: owner.token })).statusCode).toBe(404);
      // Within one business a duplicate is still refused: the business sees its own staff anyway.
      const duplicate = await ctx.request('POST', '/api/provider/admins', { token: owner.token, body: staff(fresh) });
      expect(duplicate.statusCode).toBe(422);
      expect(duplicate.json()).toMatchObject({ errors: { mobile: [expect.any(String)] } });
    });

    it('an e-mail of another business is not told either; an entry moved to such a number stops signing in, and moved back signs in again', async () => {
      const owner = await createProvider(ctx.db);
      const elsewhere = await createProvider(ctx.db);
      const byEmail = await ctx.request('POST', '/api/provider/admins', { token: owner.token, body: staff(`5992${String(owner.userId).padStart(5, '0').slice(-5)}`, `${elsewhere.mobile}@example.com`) });
      expect(byEmail.statusCode, byEmail.body).toBe(201);
      const mobile = `5993${String(owner.userId).padStart(5, '0').slice(-5)}`;
      const added = await ctx.request('POST', '/api/provider/admins', { token: owner.token, body: staff(mobile) });
      const id = (added.json() as { data: { id: number } }).data.id;
      const session = await signInProvider(ctx, mobile);
      const moved = await ctx.request('PUT', `/api/provider/admins/${id}`, { token: owner.token, body: staff(elsewhere.mobile) });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toMatchObject({ data: { id, mobile: elsewhere.mobile } });
      expect((await ctx.request('GET', '/api/provider/auth/profile', { token: session.token })).statusCode).toBe(401);
      const back = await ctx.request('PUT', `/api/provider/admins/${id}`, { token: owner.token, body: staff(mobile) });
      expect(back.json()).toMatchObject({ data: { id, mobile } });
      ctx.clock.advance(61_000); // one code a minute per number
      expect((await signInProvider(ctx, mobile)).user).toMatchObject({ id, provider_id: owner.providerId, role: 'receptionist' });
    });
  });

  describe('withdrawal answers', () => {
    it('show a staff member without bank.manage only the last 4 digits of the payout account; the owner sees it whole', async () => {
      const owner = await createProvider(ctx.db);
      const bank = { bank_id: 1, account_holder_name: 'مؤسسة صالون الأناقة', account_number: '608010167519', iban: 'SA0380000000608010167519' };
      expect((await ctx.request('PUT', '/api/provider/auth/profile/bank-setting', { token: owner.token, body: bank })).statusCode).toBe(200);
      await ctx.db.transaction().execute((trx) =>
        appendEntry(trx, owner.providerId, { type: 'credit', amount: 50_000, description: { key: 'api.booking.wallet.entry.credit', params: { reservation: 1 } } }),
      );
      const staff = await createProvider(ctx.db, { providerId: owner.providerId, role: 'receptionist', permissions: ['wallet.view', 'wallet.withdraw'] });
      const { token } = await signInProvider(ctx, staff.mobile);
      const byStaff = await ctx.request('POST', '/api/provider/wallet/withdrawals', { token, body: { amount: 1_000 } });
      expect(byStaff.statusCode, byStaff.body).toBe(201);
      expect(byStaff.body).not.toContain(bank.iban);
      expect(byStaff.body).not.toContain(bank.account_number);
      expect(byStaff.json()).toMatchObject({ data: { bank_account: { account_number: '••••••••7519', iban: 'SA••••••••••••••••••7519', account_holder_name: bank.account_holder_name } } });
      const byOwner = await ctx.request('POST', '/api/provider/wallet/withdrawals', { token: owner.token, body: { amount: 1_000 } });
      expect(byOwner.json()).toMatchObject({ data: { bank_account: { account_number: bank.account_number, iban: bank.iban } } });
    });
  });
});
