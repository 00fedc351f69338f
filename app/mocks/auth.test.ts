/**
 * @vitest-environment-options { "url": "http://localhost/" }
 *
 * Sign-in behaves like the server: codes, their limits and who a token signs in.
 */
import { describe, expect, it, vi } from 'vitest';
import { apiClient, call, useMockServer } from './test-utils';

useMockServer();

const login = (mobile: string) => call('POST', '/provider/auth/login', { body: { mobile, country_code: '+966' } });
const verify = (mobile: string, otp: string) => call('POST', '/provider/auth/verify-login', { body: { otp, mobile, type: 'mobile', device_token: null } });

describe('provider login', () => {
  it('sends a code to any valid Saudi mobile, with a 60-second resend countdown', async () => {
    const { api } = apiClient();
    const { data } = await api.POST('/provider/auth/login', { body: { mobile: '512345670', country_code: '+966' } });
    expect(data?.data).toEqual({ mobile: '512345670', resend_in: 60 });
  });

  it('refuses a mobile that is not 5 and 8 digits, naming the field', async () => {
    const { status, body } = await login('412345678');
    expect(status).toBe(422);
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.errors as object)).toEqual(['mobile']);
  });

  it('answers 429 with retry_after when a new code is asked for within 60 seconds, and sends one after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T09:00:00+03:00'));
    expect((await login('500000001')).status).toBe(200);
    vi.setSystemTime(new Date('2026-11-22T09:00:20+03:00'));
    const early = await login('500000001');
    expect(early.status).toBe(429);
    expect(early.body.retry_after).toBe(40);
    expect(early.headers.get('Retry-After')).toBe('40');
    vi.setSystemTime(new Date('2026-11-22T09:01:01+03:00'));
    expect((await login('500000001')).status).toBe(200);
  });

  it('puts the code in the development SMS outbox of a registered number', async () => {
    await login('500000003');
    const outbox = await call('GET', '/dev/sms-outbox?mobile=%2B966500000003');
    expect(outbox.body.data).toEqual([expect.objectContaining({ to: '+966500000003', code: '1234' })]);
  });
});

describe('provider code verification', () => {
  it('signs the demo owner in with 1234: super admin, bank account, every permission', async () => {
    await login('500000001');
    const { status, body } = await verify('500000001', '1234');
    expect(status).toBe(200);
    const data = body.data as { token: string; user: { is_super_admin: boolean; role: string; bank_account: unknown; permissions: string[] } };
    expect(data.token).toMatch(/^mock-provider\.1\./);
    expect(data.user).toMatchObject({ is_super_admin: true, role: 'owner' });
    expect(data.user.bank_account).toMatchObject({ iban: 'SA0380000000608010167519' });
    expect(data.user.permissions).toHaveLength(11);
  });

  it('counts wrong codes down, then refuses even the right one', async () => {
    await login('500000001');
    const remaining: unknown[] = [];
    for (const otp of ['1111', '2222', '3333', '4444', '5555']) {
      const { status, body } = await verify('500000001', otp);
      expect(status).toBe(422);
      expect(body.code).toBe('otp_invalid');
      remaining.push(body.remaining_attempts);
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
    const blocked = await verify('500000001', '1234');
    expect(blocked.body).toMatchObject({ code: 'otp_attempts_exceeded', remaining_attempts: 0 });
  });

  it('answers otp_attempts_exceeded at once for 0000', async () => {
    const { status, body } = await verify('500000001', '0000');
    expect(status).toBe(422);
    expect(body).toMatchObject({ code: 'otp_attempts_exceeded', remaining_attempts: 0 });
    expect(body.errors).toHaveProperty('otp');
  });

  it('answers otp_expired for a code older than five minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T09:00:00+03:00'));
    await login('500000001');
    vi.setSystemTime(new Date('2026-11-22T09:05:01+03:00'));
    expect((await verify('500000001', '1234')).body).toMatchObject({ code: 'otp_expired', remaining_attempts: null });
  });

  it('treats an unknown number like a wrong code (no enumeration)', async () => {
    await login('598765432');
    expect((await verify('598765432', '1234')).body.code).toBe('otp_invalid');
  });

  it('signs in the provider without a bank account, whose calls then meet the package gate', async () => {
    const { body } = await verify('500000002', '1234');
    const { token, user } = body.data as { token: string; user: { bank_account: unknown } };
    expect(user.bank_account).toBeNull();
    const { api } = apiClient({ tokens: { provider: `Bearer ${token}` } });
    const salons = await api.GET('/provider/salons');
    expect(salons.response.status).toBe(423);
    expect((await api.GET('/provider/packages/activeSubscribedPackage')).data?.data).toBeNull();
    expect((await api.GET('/provider/packages')).data?.data).toHaveLength(3);
  });

  it('gives a staff token only what its permissions allow', async () => {
    const { body } = await verify('500000003', '1234');
    const { token } = body.data as { token: string };
    const { api } = apiClient({ tokens: { provider: `Bearer ${token}` } });
    expect((await api.GET('/provider/reservations')).response.status).toBe(200);
    const wallet = await api.GET('/provider/wallet');
    expect(wallet.response.status).toBe(403);
    expect(wallet.error).toMatchObject({ code: 'forbidden' });
  });
});

describe('registration', () => {
  it('creates a provider on the free trial when the code is verified', async () => {
    await call('POST', '/provider/auth/register', { body: { name: 'سالم الحربي', mobile: '531112233', country_code: '+966', email: 'salem@example.com' } });
    const { status, body } = await call('POST', '/provider/auth/verify-account', { body: { otp: '1234', mobile: '531112233' } });
    expect(status).toBe(200);
    const { token, user } = body.data as { token: string; user: { name: string; role: string; bank_account: unknown } };
    expect(user).toMatchObject({ name: 'سالم الحربي', role: 'owner', bank_account: null });
    const { api } = apiClient({ tokens: { provider: `Bearer ${token}` }, locale: 'en' });
    const active = await api.GET('/provider/packages/activeSubscribedPackage');
    expect(active.data?.data).toMatchObject({ package_name: 'Basic', expire_at_timer: 14 * 86_400 });
    expect((await api.GET('/provider/salons')).data?.data).toEqual([]);
  });
});

describe('focus login', () => {
  it('focus@example.com with password123 comes with an active focus package', async () => {
    const { api } = apiClient();
    const { data } = await api.POST('/focus/auth/login', { body: { identifier: 'focus@example.com', password: 'password123' } });
    expect(data?.data.token_type).toBe('Bearer');
    expect(data?.data.expires_in).toBe(86_400);
    expect(data?.data.focus_package).toMatchObject({ package_name: 'باقة التركيز الشهرية', expire_at_timer: 18 * 86_400 + 3600 });
  });

  it('nopackage@example.com signs in with focus_package null', async () => {
    const { api } = apiClient();
    const { data } = await api.POST('/focus/auth/login', { body: { identifier: 'nopackage@example.com', password: 'password123', remember_me: true } });
    expect(data?.data.focus_package).toBeNull();
    expect(data?.data.expires_in).toBe(2_592_000);
  });

  it('refuses anything else with 422 on the identifier', async () => {
    const { status, body } = await call('POST', '/focus/auth/login', { body: { identifier: 'focus@example.com', password: 'wrongpass1' }, locale: 'en' });
    expect(status).toBe(422);
    expect(body.errors).toEqual({ identifier: ['These credentials do not match our records.'] });
  });

  it('follows the Google redirects to the site with the fields the social login takes', async () => {
    const start = await fetch('http://localhost/api/google/oauth?type=focus&locale=en', { redirect: 'manual' });
    expect(start.status).toBe(302);
    const back = await fetch(new URL(start.headers.get('Location') ?? '', 'http://localhost'), { redirect: 'manual' });
    const site = new URL(back.headers.get('Location') ?? '', 'http://localhost');
    expect(site.pathname).toBe('/en');
    expect(site.searchParams.get('auth_type')).toBe('focus');
    const fields = Object.fromEntries(site.searchParams);
    const { status, body } = await call('POST', '/focus/auth/social-login/google', {
      body: {
        social_type: 'google',
        email: fields.email,
        id: fields.id,
        verifiedEmail: fields.verifiedEmail === 'true',
        access_token: fields.access_token,
        created: Number(fields.created),
        token_type: fields.token_type,
        expires_in: Number(fields.expires_in),
        id_token: fields.id_token,
        scope: fields.scope,
        name: fields.name,
        phone: fields.phone || null,
        hd: fields.hd || null,
        givenName: fields.givenName,
        familyName: fields.familyName,
        picture: fields.picture || null,
        refresh_token: fields.refresh_token || null,
      },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ expires_in: 7200, user: { email: 'focus@example.com' } });
  });
});

describe('bank account', () => {
  const save = (iban: string, bankId = 1) =>
    call('PUT', '/provider/auth/profile/bank-setting', { body: { bank_id: bankId, account_holder_name: 'مؤسسة صالون الأناقة', account_number: '608010167519', iban }, locale: 'en' });

  it('refuses an IBAN with wrong check digits, with errors.iban, and keeps the old one', async () => {
    const { status, body } = await save('SA0480000000608010167519');
    expect(status).toBe(422);
    expect(body.errors).toHaveProperty('iban');
    expect((await call('GET', '/provider/bank-account')).body.data).toMatchObject({ iban: 'SA0380000000608010167519' });
  });

  it('refuses an IBAN that is not SA and 22 digits, and one of another bank', async () => {
    expect((await save('SA03 8000 0000 6080 1016 7519')).body.errors).toHaveProperty('iban');
    expect((await save('SA0380000000608010167519', 2)).body.errors).toEqual({ iban: ['The IBAN does not belong to the selected bank.'] });
  });

  it('saves a valid IBAN of the chosen bank, and the profile shows it', async () => {
    const { status } = await save('SA3810000000254718390012', 2);
    expect(status).toBe(200);
    const profile = await call('GET', '/provider/auth/profile', { locale: 'en' });
    expect((profile.body.data as { bank_account: unknown }).bank_account).toMatchObject({ bank_name: 'The Saudi National Bank', iban: 'SA3810000000254718390012' });
  });
});
