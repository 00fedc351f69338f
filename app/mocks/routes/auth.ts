/**
 * Sign-in and profiles: provider codes by SMS (the demo code is 1234), focus passwords and
 * social sign-in, password resets, the business profile and the payout bank account.
 */
import { HttpResponse } from 'msw';
import type { Schema } from '../../../api-spec';
import { formatInZone } from '../booking';
import { DEMO_CODE, type MockDb } from '../db';
import { ALL_PERMISSIONS, DEMO_PASSWORD, MOCK_TIME_ZONE, type FocusUserRow, type ProviderTenant } from '../fixtures';
import { say } from '../messages';
import { isValidSaudiIban } from '../booking';
import {
  context,
  focusUserOf,
  forbidden,
  http,
  invalid,
  issueToken,
  notFound,
  providerActor,
  tooManyRequests,
  type Context,
  type DbSource,
} from './shared';

const RESEND_AFTER_MS = 60_000;
const CODE_LIFETIME_MS = 5 * 60_000;
const MAIL_CODE_LIFETIME_MS = 15 * 60_000;
const CODES_PER_HOUR = 5;
const MAX_WRONG_ATTEMPTS = 5;
/** Typing this code answers `otp_attempts_exceeded` at once, so a story can show that state. */
export const EXHAUSTED_CODE = '0000';

/** Records a sent code, or answers 429 while the previous one is under 60 s old (or 5 went out this hour). */
function sendCode(c: Context, address: string) {
  const now = c.db.clock();
  const previous = c.db.codes.get(address);
  const recent = (previous?.sentTimes ?? []).filter((at) => now - at < 3_600_000);
  if (previous && now - previous.sentAt < RESEND_AFTER_MS) {
    return tooManyRequests(c.locale, (RESEND_AFTER_MS - (now - previous.sentAt)) / 1000, 'codeTooSoon');
  }
  const oldest = recent[0];
  if (oldest !== undefined && recent.length >= CODES_PER_HOUR) return tooManyRequests(c.locale, (oldest + 3_600_000 - now) / 1000);
  c.db.codes.set(address, { sentAt: now, wrongAttempts: 0, sentTimes: [...recent, now] });
  return null;
}

function otpError(c: Context, code: Schema<'OtpError'>['code'], remaining: number | null) {
  const key = code === 'otp_expired' ? 'otpExpired' : code === 'otp_attempts_exceeded' ? 'otpAttemptsExceeded' : 'otpInvalid';
  const body: Schema<'OtpError'> = { code, message: say(c.locale, key), errors: { otp: [say(c.locale, key)] }, remaining_attempts: remaining };
  return HttpResponse.json<Schema<'OtpError'>>(body, { status: 422 });
}

/**
 * Checks a code the way the server does: 1234 is right, any other counts as a wrong attempt
 * (5 per code), `0000` exhausts them at once, a code older than its lifetime has expired. A code
 * nobody asked for in this session is treated as just sent, so a verify story needs no login first.
 */
function checkCode(c: Context, address: string, code: string, known: boolean, lifetime = CODE_LIFETIME_MS) {
  const now = c.db.clock();
  const state = c.db.codes.get(address) ?? { sentAt: now, wrongAttempts: 0, sentTimes: [] };
  c.db.codes.set(address, state);
  if (now - state.sentAt > lifetime) return otpError(c, 'otp_expired', null);
  if (code === EXHAUSTED_CODE) state.wrongAttempts = MAX_WRONG_ATTEMPTS;
  if (state.wrongAttempts >= MAX_WRONG_ATTEMPTS) return otpError(c, 'otp_attempts_exceeded', 0);
  if (code !== DEMO_CODE || !known) {
    state.wrongAttempts += 1;
    return otpError(c, 'otp_invalid', MAX_WRONG_ATTEMPTS - state.wrongAttempts);
  }
  c.db.codes.delete(address);
  return null;
}

function passwordMismatch(c: Context) {
  const message = say(c.locale, 'passwordMismatch');
  return HttpResponse.json<Schema<'OtpError'>>(
    { code: 'validation_failed', message: say(c.locale, 'validationFailed'), errors: { password_confirmation: [message] }, remaining_attempts: null },
    { status: 422 },
  );
}

function recordSms(c: Context, mobile: string) {
  c.db.outbox.unshift({ to: `+966${mobile}`, body: say(c.locale, 'smsCode', { code: DEMO_CODE }), code: DEMO_CODE, created_at: formatInZone(c.db.now, MOCK_TIME_ZONE) });
}

function addDays(iso: string, days: number): string {
  return formatInZone(Date.parse(iso) + days * 86_400_000, MOCK_TIME_ZONE);
}

/** A new provider from a registration: owner user, empty business, the free trial as its first package. */
function createProvider(db: MockDb, registration: { name: string; email: string }, mobile: string) {
  const now = formatInZone(db.now, MOCK_TIME_ZONE);
  const providerId = db.nextId('provider', [...db.tenants.keys()].map((id) => ({ id })));
  const tenant: ProviderTenant = {
    profile: {
      id: providerId,
      commercial_name_ar: registration.name,
      commercial_name_en: registration.name,
      commercial_name_tr: null,
      commercial_name_ur: null,
      commercial_register: null,
      tax_number: null,
      created_at: now,
      updated_at: now,
    },
    bankAccount: null,
    subscription: { id: db.nextId('subscription', []), package_id: 1, started_at: now, expire_at: addDays(now, db.packageSettings.free_trial_days) },
    salons: [],
    barbers: [],
    services: [],
    bufferTimes: [],
    reservations: [],
    ledger: [],
    withdrawals: [],
    notifications: [],
  };
  db.tenants.set(providerId, tenant);
  const user = {
    id: db.nextId('user', db.users),
    provider_id: providerId,
    name: registration.name,
    mobile,
    country_code: '+966' as const,
    email: registration.email,
    avatar: null,
    is_super_admin: false,
    chat_status: false,
    role: 'owner' as const,
    permissions: [...ALL_PERMISSIONS],
    created_at: now,
    password: DEMO_PASSWORD,
  };
  db.users.push(user);
  return user;
}

function focusSession(c: Context, user: FocusUserRow, expiresIn: number): Schema<'FocusSession'> {
  return {
    token_type: 'Bearer',
    access_token: issueToken('focus', user.id, c.db.nextId('token', [])),
    expires_in: expiresIn,
    user: c.p.focusUser(user),
    focus_package: c.p.focusSubscription(user),
  };
}

/** A token the mock "identity provider" accepts: anything shaped like a JWT. */
const looksLikeJwt = (token: string) => token.split('.').length === 3 && !token.includes('invalid');

const GOOGLE_RETURN = {
  email: 'focus@example.com',
  id: '109876543210987654321',
  verifiedEmail: 'true',
  access_token: 'ya29.mock-access-token',
  token_type: 'Bearer',
  expires_in: '3599',
  id_token: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxMDk4NzY1NDMyMTA5ODc2NTQzMjEifQ.bW9jay1zaWduYXR1cmU',
  scope: 'openid email profile',
  name: 'Sara Al-Qahtani',
  phone: '',
  hd: '',
  givenName: 'Sara',
  familyName: 'Al-Qahtani',
  picture: 'https://lh3.googleusercontent.com/a/mock-photo',
  refresh_token: '',
};

const APPLE_RETURN = {
  email: 'sara@privaterelay.appleid.com',
  token: 'eyJraWQiOiJXNldjT0tCIiwiYWxnIjoiUlMyNTYifQ.eyJzdWIiOiIwMDE0NTYuYWJjIn0.bW9jay1zaWduYXR1cmU',
  id: '001456.abc123def456.0912',
  name: 'Sara Al-Qahtani',
};

/** Where the OAuth callback sends the browser: the site page with the spec's fields, or `error`. */
function callbackLocation(db: MockDb, provider: string, state: string | undefined, error: string | undefined): string {
  const locale = /^mock-state\.(ar|en|tr|ur)$/.exec(state ?? '')?.[1];
  const query = new URLSearchParams({ auth_type: 'focus', provider });
  if (error || !locale) {
    query.set('error', error ? (error === 'access_denied' ? 'access_denied' : 'provider_error') : 'invalid_state');
  } else {
    const fields = provider === 'google' ? { ...GOOGLE_RETURN, created: String(db.now) } : APPLE_RETURN;
    for (const [key, value] of Object.entries(fields)) query.set(key, value);
  }
  return `/${locale ?? 'ar'}?${query.toString()}`;
}

export function authRoutes(db: DbSource) {
  return {
    providerLogin: http.post('/provider/auth/login', async ({ request, response }) => {
      const c = context(db(), request);
      const body = await request.json();
      const limited = sendCode(c, `sms:${body.mobile}`);
      if (limited) return limited;
      // The same answer for unknown numbers; only registered ones really get an SMS.
      if (c.db.providerUserByMobile(body.mobile)) recordSms(c, body.mobile);
      return response(200).json({ data: { mobile: body.mobile, resend_in: 60 }, message: say(c.locale, 'codeSent') });
    }),

    providerVerifyLogin: http.post('/provider/auth/verify-login', async ({ request, response }) => {
      const c = context(db(), request);
      const body = await request.json();
      const user = c.db.providerUserByMobile(body.mobile);
      const rejected = checkCode(c, `sms:${body.mobile}`, body.otp, Boolean(user));
      if (rejected || !user) return rejected ?? otpError(c, 'otp_invalid', null);
      const token = issueToken('provider', user.id, c.db.nextId('token', []));
      return response(200).json({ data: { token, user: c.p.providerUser(user) }, message: say(c.locale, 'signedIn') });
    }),

    providerLogout: http.post('/provider/auth/logout', ({ request, response }) => {
      const c = context(db(), request);
      return response(200).json({ data: null, message: say(c.locale, 'signedOut') });
    }),

    providerRegister: http.post('/provider/auth/register', async ({ request, response }) => {
      const c = context(db(), request);
      const body = await request.json();
      const limited = sendCode(c, `sms:${body.mobile}`);
      if (limited) return limited;
      if (!c.db.providerUserByMobile(body.mobile)) c.db.registrations.set(body.mobile, { name: body.name, email: body.email });
      recordSms(c, body.mobile);
      return response(200).json({ data: { mobile: body.mobile, resend_in: 60 }, message: say(c.locale, 'codeSent') });
    }),

    providerVerifyAccount: http.post('/provider/auth/verify-account', async ({ request, response }) => {
      const c = context(db(), request);
      const body = await request.json();
      const existing = c.db.providerUserByMobile(body.mobile);
      const registration = c.db.registrations.get(body.mobile);
      const rejected = checkCode(c, `sms:${body.mobile}`, body.otp, Boolean(existing ?? registration));
      if (rejected) return rejected;
      const user = existing ?? (registration ? createProvider(c.db, registration, body.mobile) : undefined);
      if (!user) return otpError(c, 'otp_invalid', null);
      c.db.registrations.delete(body.mobile);
      const token = issueToken('provider', user.id, c.db.nextId('token', []));
      return response(200).json({
        data: { token, user: c.p.providerUser(user) },
        message: say(c.locale, existing ? 'signedIn' : 'accountCreated'),
      });
    }),

    providerForgetPassword: http.post('/provider/auth/forget-password', async ({ request, response }) => {
      const c = context(db(), request);
      const body = await request.json();
      const limited = sendCode(c, `mail:${body.email.toLowerCase()}`);
      if (limited) return limited;
      return response(200).json({ data: null, message: say(c.locale, 'resetCodeSent') });
    }),

    providerResetPassword: http.post('/provider/auth/reset-password', async ({ request, response }) => {
      const c = context(db(), request);
      const body = await request.json();
      if (body.password !== body.password_confirmation) {
        return passwordMismatch(c);
      }
      const user = c.db.users.find((row) => row.email?.toLowerCase() === body.email.toLowerCase());
      const rejected = checkCode(c, `mail:${body.email.toLowerCase()}`, body.code, Boolean(user), MAIL_CODE_LIFETIME_MS);
      if (rejected || !user) return rejected ?? otpError(c, 'otp_invalid', null);
      user.password = body.password;
      return response(200).json({ data: null, message: say(c.locale, 'passwordReset') });
    }),

    getProviderProfile: http.get('/provider/auth/profile', ({ request, response }) => {
      const c = context(db(), request);
      return response(200).json({ data: c.p.providerUser(providerActor(c.db, request).user), message: '' });
    }),

    updateProviderProfile: http.put('/provider/auth/profile', async ({ request, response }) => {
      const c = context(db(), request);
      const { user } = providerActor(c.db, request);
      const body = await request.json();
      user.name = body.name;
      if (body.email !== undefined) user.email = body.email;
      if (body.avatar !== undefined) user.avatar = body.avatar;
      return response(200).json({ data: c.p.providerUser(user), message: say(c.locale, 'saved') });
    }),

    updateProviderBusinessProfile: http.put('/provider/auth/profile/provider', async ({ request, response }) => {
      const c = context(db(), request);
      const { user, tenant } = providerActor(c.db, request);
      if (user.role !== 'owner') return forbidden(c.locale);
      const body = await request.json();
      Object.assign(tenant.profile, { commercial_name_ar: body.commercial_name_ar, commercial_name_en: body.commercial_name_en });
      for (const key of ['commercial_name_tr', 'commercial_name_ur', 'commercial_register', 'tax_number'] as const) {
        if (body[key] !== undefined) tenant.profile[key] = body[key];
      }
      tenant.profile.updated_at = formatInZone(c.db.now, MOCK_TIME_ZONE);
      return response(200).json({ data: c.p.businessProfile(tenant), message: say(c.locale, 'saved') });
    }),

    getProviderBusinessProfile: http.get('/provider/auth/profile/provider/{id}', ({ request, params, response }) => {
      const c = context(db(), request);
      const { user, tenant } = providerActor(c.db, request);
      const id = Number(params.id);
      if (id !== user.provider_id) return c.db.tenants.has(id) ? forbidden(c.locale) : notFound(c.locale);
      return response(200).json({ data: c.p.businessProfile(tenant), message: '' });
    }),

    updateProviderBankSetting: http.put('/provider/auth/profile/bank-setting', async ({ request, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      const body = await request.json();
      const bank = c.db.banks.find((row) => row.id === body.bank_id);
      if (!bank) return invalid(c.locale, { bank_id: 'fieldInvalid' });
      if (!isValidSaudiIban(body.iban)) return invalid(c.locale, { iban: 'ibanInvalid' });
      if (body.iban.slice(4, 6) !== bank.iban_code) return invalid(c.locale, { iban: 'ibanBankMismatch' });
      tenant.bankAccount = {
        id: tenant.bankAccount?.id ?? c.db.nextId('bankAccount', [...c.db.tenants.values()].flatMap((row) => (row.bankAccount ? [row.bankAccount] : []))),
        bank_id: body.bank_id,
        account_holder_name: body.account_holder_name,
        account_number: body.account_number,
        iban: body.iban,
      };
      return response(200).json({ data: c.p.bankAccount(tenant.bankAccount), message: say(c.locale, 'bankSaved') });
    }),

    toggleProviderChatStatus: http.put('/provider/auth/profile/{id}/toggle-chat-status', ({ request, params, response }) => {
      const c = context(db(), request);
      const { user } = providerActor(c.db, request);
      if (Number(params.id) !== user.id) return c.db.providerUser(Number(params.id)) ? forbidden(c.locale) : notFound(c.locale);
      user.chat_status = !user.chat_status;
      return response(200).json({ data: c.p.providerUser(user), message: say(c.locale, 'saved') });
    }),

    changeProviderPassword: http.put('/provider/auth/profile/change-password', async ({ request, response }) => {
      const c = context(db(), request);
      const { user } = providerActor(c.db, request);
      const body = await request.json();
      if (body.old_password !== user.password) return invalid(c.locale, { old_password: 'wrongOldPassword' });
      if (body.password !== body.password_confirmation) return invalid(c.locale, { password_confirmation: 'passwordMismatch' });
      user.password = body.password;
      return response(200).json({ data: null, message: say(c.locale, 'passwordChanged') });
    }),

    // ------------------------------------------------------------------------------------------ Focus

    focusLogin: http.post('/focus/auth/login', async ({ request, response }) => {
      const c = context(db(), request);
      const body = await request.json();
      const identifier = body.identifier.trim().toLowerCase();
      const user = c.db.focusUsers.find((row) => row.email.toLowerCase() === identifier || row.mobile === identifier);
      if (!user || user.password !== body.password) return invalid(c.locale, { identifier: 'wrongCredentials' }, { message: 'wrongCredentials' });
      return response(200).json({ data: focusSession(c, user, body.remember_me ? 2_592_000 : 86_400), message: say(c.locale, 'signedIn') });
    }),

    focusSocialLogin: http.post('/focus/auth/social-login/{provider}', async ({ request, params, response }) => {
      const c = context(db(), request);
      const body = await request.json();
      if (body.social_type !== params.provider) return invalid(c.locale, { social_type: 'fieldInvalid' });
      const token = body.social_type === 'google' ? body.id_token : body.token;
      if (!looksLikeJwt(token)) {
        return invalid(c.locale, { [body.social_type === 'google' ? 'id_token' : 'token']: 'socialTokenInvalid' }, { message: 'socialTokenInvalid' });
      }
      let user = c.db.focusUsers.find((row) => row.email.toLowerCase() === body.email.toLowerCase());
      if (!user) {
        const now = formatInZone(c.db.now, MOCK_TIME_ZONE);
        user = {
          id: c.db.nextId('focusUser', c.db.focusUsers),
          name: body.name ?? body.email.split('@')[0] ?? body.email,
          email: body.email,
          mobile: null,
          avatar_url: body.social_type === 'google' ? body.picture : null,
          social_type: body.social_type,
          email_verified_at: now,
          permissions: ['rooms.join', 'packages.view'],
          created_at: now,
          password: '',
          subscription: null,
        };
        c.db.focusUsers.push(user);
      }
      return response(200).json({ data: focusSession(c, user, 7200), message: say(c.locale, 'signedIn') });
    }),

    focusRegister: http.post('/focus/auth/register', async ({ request, response }) => {
      const c = context(db(), request);
      const body = await request.json();
      if (body.password !== body.password_confirmation) return invalid(c.locale, { password_confirmation: 'passwordMismatch' });
      if (c.db.focusUsers.some((row) => row.email.toLowerCase() === body.email.toLowerCase())) return invalid(c.locale, { email: 'emailTaken' });
      const now = formatInZone(c.db.now, MOCK_TIME_ZONE);
      const user: FocusUserRow = {
        id: c.db.nextId('focusUser', c.db.focusUsers),
        name: body.name,
        email: body.email,
        mobile: body.mobile ?? null,
        avatar_url: null,
        social_type: null,
        email_verified_at: null,
        permissions: ['rooms.join', 'packages.view'],
        created_at: now,
        password: body.password,
        subscription: null,
      };
      c.db.focusUsers.push(user);
      return response(201).json({ data: focusSession(c, user, 86_400), message: say(c.locale, 'accountCreated') });
    }),

    focusLogout: http.post('/focus/auth/logout', ({ request, response }) => {
      const c = context(db(), request);
      return response(200).json({ data: null, message: say(c.locale, 'signedOut') });
    }),

    getFocusProfile: http.get('/focus/auth/profile', ({ request, response }) => {
      const c = context(db(), request);
      const user = focusUserOf(c.db, request);
      if (!user) throw new Error('mock: focus call without a focus user (the preflight should have answered 401)');
      return response(200).json({ data: c.p.focusUser(user), message: '' });
    }),

    focusForgetPassword: http.post('/focus/auth/forget-password', async ({ request, response }) => {
      const c = context(db(), request);
      const body = await request.json();
      const limited = sendCode(c, `focus-mail:${body.email.toLowerCase()}`);
      if (limited) return limited;
      return response(200).json({ data: null, message: say(c.locale, 'resetCodeSent') });
    }),

    focusResetPassword: http.post('/focus/auth/reset-password', async ({ request, response }) => {
      const c = context(db(), request);
      const body = await request.json();
      if (body.password !== body.password_confirmation) {
        return passwordMismatch(c);
      }
      const user = c.db.focusUsers.find((row) => row.email.toLowerCase() === body.email.toLowerCase());
      const rejected = checkCode(c, `focus-mail:${body.email.toLowerCase()}`, body.code, Boolean(user), MAIL_CODE_LIFETIME_MS);
      if (rejected || !user) return rejected ?? otpError(c, 'otp_invalid', null);
      user.password = body.password;
      return response(200).json({ data: null, message: say(c.locale, 'passwordReset') });
    }),

    listFocusPackages: http.get('/focus/packages', ({ request, response }) => {
      const c = context(db(), request);
      return response(200).json({ data: c.db.focusPackages.map((row) => c.p.focusPackage(row)), message: '' });
    }),

    subscribeFocusPackage: http.post('/focus/packages/{id}/subscribe', ({ request, params, response }) => {
      const c = context(db(), request);
      const user = focusUserOf(c.db, request);
      const chosen = c.db.focusPackages.find((row) => row.id === Number(params.id));
      if (!user || !chosen) return notFound(c.locale);
      const now = formatInZone(c.db.now, MOCK_TIME_ZONE);
      const active = c.p.focusSubscription(user) ? user.subscription : null;
      user.subscription =
        active && active.package_id === chosen.id
          ? { ...active, expire_at: addDays(active.expire_at, chosen.duration_days) }
          : { id: c.db.nextId('focusSubscription', [{ id: 3 }]), package_id: chosen.id, started_at: now, expire_at: addDays(now, chosen.duration_days) };
      const presented = c.p.focusSubscription(user);
      if (!presented) throw new Error('mock: a new focus subscription is not active');
      return response(201).json({ data: presented, message: say(c.locale, 'subscribed') });
    }),

    getFocusActivePackage: http.get('/focus/packages/active', ({ request, response }) => {
      const c = context(db(), request);
      const user = focusUserOf(c.db, request);
      return response(200).json({ data: user ? c.p.focusSubscription(user) : null, message: '' });
    }),

    // ------------------------------------------------------------------------------------------ OAuth redirects

    startSocialOAuth: http.get('/{provider}/oauth', ({ params, query, response }) => {
      // The mock identity provider approves at once: straight to the callback with a code.
      const locale = query.get('locale') ?? 'ar';
      const next = new URLSearchParams({ code: 'mock-authorisation-code', state: `mock-state.${locale}` });
      return response(302).empty({ headers: { Location: `/api/${params.provider}/oauth/callback?${next.toString()}` } });
    }),

    socialOAuthCallback: http.get('/{provider}/oauth/callback', ({ params, query, response }) => {
      const location = callbackLocation(db(), params.provider, query.get('state') ?? undefined, query.get('error') ?? undefined);
      return response(302).empty({ headers: { Location: location } });
    }),

    socialOAuthCallbackPost: http.post('/{provider}/oauth/callback', async ({ params, request, response }) => {
      const form = new URLSearchParams(await request.text());
      const location = callbackLocation(db(), params.provider, form.get('state') ?? undefined, form.get('error') ?? undefined);
      return response(302).empty({ headers: { Location: location } });
    }),
  };
}
