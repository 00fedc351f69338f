import { describe, expect, it } from 'vitest';
import { forEachDatabase } from '../test/databases';
import { generateCode, issueCode, smsCodePolicy, verifyCode } from './otp';

const secret = 'test-secret';
const at = (ms: number) => new Date(Date.UTC(2030, 0, 1) + ms);

describe('generateCode', () => {
  it('makes 4 digits, leading zeros included', () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    expect(codes.every((c) => /^\d{4}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1500);
  });
});

forEachDatabase('one-time codes', (ctx) => {
  let n = 0;
  const target = () => `50000${String((n += 1)).padStart(4, '0')}`;
  const issue = (t: string, now: Date, code?: string) => issueCode(ctx.db, { purpose: 'provider_login', target: t, now, secret, policy: smsCodePolicy, ...(code ? { code } : {}) });
  const check = (t: string, code: string, now: Date) => verifyCode(ctx.db, { purpose: 'provider_login', target: t, code, now, secret, policy: smsCodePolicy });

  it('accepts the right code once, within 5 minutes', async () => {
    const t = target();
    await issue(t, at(0), '1234');
    expect(await check(t, '1234', at(299_000))).toEqual({ ok: true, payload: null });
    expect(await check(t, '1234', at(299_500))).toMatchObject({ ok: false, reason: 'otp_invalid' });
  });

  it('refuses an expired code without counting it', async () => {
    const t = target();
    await issue(t, at(0), '1234');
    expect(await check(t, '1234', at(300_000))).toEqual({ ok: false, reason: 'otp_expired', remaining: null });
  });

  it('allows five wrong attempts, then refuses every code until a new one is issued', async () => {
    const t = target();
    await issue(t, at(0), '1234');
    const remaining = [];
    for (let i = 0; i < 5; i += 1) remaining.push(((await check(t, '9999', at(1000))) as { remaining: number }).remaining);
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
    expect(await check(t, '1234', at(2000))).toEqual({ ok: false, reason: 'otp_attempts_exceeded', remaining: 0 });
    await issue(t, at(61_000), '5678');
    expect(await check(t, '5678', at(62_000))).toMatchObject({ ok: true });
  });

  it('races of five wrong answers and the right one never let more than five tries through', async () => {
    const t = target();
    await issue(t, at(0), '1234');
    const results = await Promise.all([...Array.from({ length: 8 }, () => check(t, '0000', at(1000))), check(t, '1234', at(1000))]);
    const row = await ctx.db.selectFrom('one_time_codes').select('attempts').where('target', '=', t).executeTakeFirstOrThrow();
    expect(row.attempts).toBeLessThanOrEqual(5);
    expect(results.filter((r) => r.ok).length).toBeLessThanOrEqual(1);
  });

  it('says how long to wait before a new code, and caps codes per hour', async () => {
    const t = target();
    expect(await issue(t, at(0))).toMatchObject({ ok: true, resendIn: 60 });
    expect(await issue(t, at(45_500))).toEqual({ ok: false, retryAfter: 15 });
    for (let i = 1; i < 5; i += 1) expect((await issue(t, at(i * 61_000))).ok).toBe(true);
    // Five codes in the last hour: the next one waits until the first leaves the window.
    expect(await issue(t, at(5 * 61_000))).toEqual({ ok: false, retryAfter: 3600 - 5 * 61 });
  });

  it('supersedes the previous code and keeps what a code confirms', async () => {
    const t = target();
    await issueCode(ctx.db, { purpose: 'provider_register', target: t, now: at(0), secret, policy: smsCodePolicy, code: '1111', payload: { name: 'A' } });
    await issueCode(ctx.db, { purpose: 'provider_register', target: t, now: at(61_000), secret, policy: smsCodePolicy, code: '2222', payload: { name: 'B' } });
    const old = await verifyCode(ctx.db, { purpose: 'provider_register', target: t, code: '1111', now: at(62_000), secret, policy: smsCodePolicy });
    expect(old).toMatchObject({ ok: false, reason: 'otp_invalid' });
    const fresh = await verifyCode(ctx.db, { purpose: 'provider_register', target: t, code: '2222', now: at(62_000), secret, policy: smsCodePolicy });
    expect(fresh).toEqual({ ok: true, payload: { name: 'B' } });
  });

  it('caps codes per number from every client together; past the cap a client that used a code for the number still gets one', async () => {
    const t = target();
    const from = (client: string, now: Date, code?: string) =>
      issueCode(ctx.db, { purpose: 'provider_login', target: t, now, secret, policy: smsCodePolicy, client, ...(code ? { code } : {}) });
    // The owner's phone signed in with a code last week.
    await from('203.0.113.9', at(-7 * 86_400_000), '4321');
    expect(await verifyCode(ctx.db, { purpose: 'provider_login', target: t, code: '4321', now: at(-7 * 86_400_000 + 1000), secret, policy: smsCodePolicy, client: '203.0.113.9' })).toMatchObject({ ok: true });
    // A stranger rotating addresses: ten codes in the hour, then no more for anyone unknown.
    for (let i = 0; i < 10; i += 1) expect(await from(`198.51.100.${i}`, at(i * 1000))).toMatchObject({ ok: true });
    expect(await from('198.51.100.200', at(20_000))).toEqual({ ok: false, retryAfter: 3580 });
    // The owner's known address still gets a code, and it works.
    const owner = await from('203.0.113.9', at(21_000), '2468');
    expect(owner).toMatchObject({ ok: true });
    expect(await verifyCode(ctx.db, { purpose: 'provider_login', target: t, code: '2468', now: at(22_000), secret, policy: smsCodePolicy, client: '203.0.113.9' })).toMatchObject({ ok: true });
    // An hour after the flood started, anyone may ask again.
    expect(await from('198.51.100.201', at(3_601_000))).toMatchObject({ ok: true });
  });

  it('keeps codes of different purposes apart', async () => {
    const t = target();
    await issue(t, at(0), '4321');
    const other = await verifyCode(ctx.db, { purpose: 'provider_register', target: t, code: '4321', now: at(1000), secret, policy: smsCodePolicy });
    expect(other.ok).toBe(false);
  });
});
