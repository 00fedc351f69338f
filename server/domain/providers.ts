/**
 * Providers (the business) and their users (the owner and staff admins): sign-in by SMS code,
 * registration, profile, business profile, chat status, passwords. Nothing here tells an outsider
 * which mobile numbers or e-mails have accounts: unknown ones get the same answers.
 */
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ProviderRole } from '../db/tables/platform';
import { PERMISSION_KEYS, type PermissionKey } from './admins';
import { ForbiddenError, InvalidInputError, TooManyAttemptsError, invalidFields } from './errors';
import { translate, type Locale } from '../i18n';
import type { MailDriver, SmsDriver } from '../sms';
import { getBankAccount } from './banks';
import { fileUrl, type FileUrlOf } from './booking-shared';
import { notificationText, notifyUser, type NotifyDeps } from './notifications';
import { emailCodePolicy, issueCode, smsCodePolicy, verifyCode, type VerifyResult } from './otp';
import { issueToken, revokeAllTokens, tokenLifetimes } from './tokens';
import { freeTrialDays } from './website';

const countryCode = '+966';

/** argon2id, OWASP's minimum profile (19 MiB, 2 passes). */
const passwordOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2Hash(password, passwordOptions);
}

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2Verify(hash, password);
  } catch {
    return false;
  }
}

export interface ProviderDeps extends NotifyDeps {
  sms: SmsDriver;
  mail: MailDriver;
  secret: string;
  now: Date;
  /** The caller's address: code and sign-in limits count per client too (docs/security.md). */
  client?: string;
}

export interface ProviderUserRow {
  id: number;
  provider_id: number;
  name: string;
  mobile: string;
  email: string | null;
  avatar: string | null;
  role: ProviderRole;
  permissions: string[];
  is_super_admin: boolean;
  chat_status: boolean;
  show_hijri: boolean;
  created_at: Date;
}

const userColumns = ['id', 'provider_id', 'name', 'mobile', 'email', 'avatar', 'role', 'permissions', 'is_super_admin', 'chat_status', 'show_hijri', 'created_at'] as const;

export async function findProviderUser(db: Kysely<Database>, id: number): Promise<ProviderUserRow | undefined> {
  return db.selectFrom('provider_users').select(userColumns).where('id', '=', id).executeTakeFirst();
}

export function effectivePermissions(user: Pick<ProviderUserRow, 'role' | 'permissions'>): PermissionKey[] {
  if (user.role === 'owner') return [...PERMISSION_KEYS];
  const granted = new Set(user.permissions);
  return PERMISSION_KEYS.filter((key) => granted.has(key));
}

/**
 * The contract's `ProviderUser`; `urlOf` is the app's file storage's (S3 or local). The payout
 * account is shown only to those who may open it (`bank.manage`): a receptionist's profile says null.
 */
export async function providerUserView(db: Kysely<Database>, locale: Locale, user: ProviderUserRow, urlOf?: FileUrlOf) {
  const permissions = effectivePermissions(user);
  return {
    id: user.id,
    provider_id: user.provider_id,
    name: user.name,
    mobile: user.mobile,
    country_code: countryCode,
    email: user.email,
    avatar: user.avatar,
    avatar_url: fileUrl(user.avatar, urlOf),
    is_super_admin: user.is_super_admin,
    chat_status: user.chat_status,
    show_hijri: user.show_hijri,
    role: user.role,
    permissions,
    bank_account: permissions.includes('bank.manage') ? await getBankAccount(db, user.provider_id, locale) : null,
    created_at: user.created_at.toISOString(),
  };
}

function e164(mobile: string): string {
  return `${countryCode}${mobile}`;
}

/**
 * Sends a sign-in code to a registered user. For an unknown number a code is issued too (and never
 * sent), so that timing, the resend window and the answers are the same either way.
 */
export async function requestLoginCode(deps: ProviderDeps, mobile: string, locale: Locale): Promise<{ resendIn: number }> {
  const user = await deps.db.selectFrom('provider_users').select('id').where('mobile', '=', mobile).executeTakeFirst();
  const issued = await issueCode(deps.db, { purpose: 'provider_login', target: mobile, now: deps.now, secret: deps.secret, policy: smsCodePolicy, client: deps.client });
  if (!issued.ok) throw new TooManyAttemptsError(issued.retryAfter, 'api.error.resend_too_soon');
  if (user) await deps.sms.send({ to: e164(mobile), body: translate(locale, 'api.sms.login_code', { code: issued.code }), code: issued.code });
  return { resendIn: issued.resendIn };
}

/** 422 with the contract's `OtpError` body. */
function otpError(result: Exclude<VerifyResult, { ok: true }>, field = 'otp'): InvalidInputError {
  const key = `api.error.${result.reason}`;
  return new InvalidInputError({ [field]: [key] }, { code: result.reason, messageKey: key, extra: { remaining_attempts: result.remaining } });
}

export interface ProviderSession {
  token: string;
  user: ProviderUserRow;
}

export async function verifyLogin(deps: ProviderDeps, input: { mobile: string; otp: string; deviceToken?: string | null }): Promise<ProviderSession> {
  const result = await verifyCode(deps.db, { purpose: 'provider_login', target: input.mobile, code: input.otp, now: deps.now, secret: deps.secret, policy: smsCodePolicy, client: deps.client });
  if (!result.ok) throw otpError(result);
  const user = await deps.db.selectFrom('provider_users').select(userColumns).where('mobile', '=', input.mobile).executeTakeFirst();
  // A right guess for a number without an account is still just a wrong code.
  if (!user) throw otpError({ ok: false, reason: 'otp_invalid', remaining: smsCodePolicy.maxAttempts - 1 });
  const issued = await issueToken(deps.db, { kind: 'provider', subjectId: user.id, ttlSeconds: tokenLifetimes.provider, now: deps.now, deviceToken: input.deviceToken ?? null });
  return { token: issued.token, user };
}

/**
 * Starts a registration: the details wait with the code until it is verified. An existing mobile
 * gets the same answer, and its code signs in to the existing account.
 */
export async function register(deps: ProviderDeps, input: { name: string; mobile: string; email: string }, locale: Locale): Promise<{ resendIn: number }> {
  const issued = await issueCode(deps.db, {
    purpose: 'provider_register',
    target: input.mobile,
    now: deps.now,
    secret: deps.secret,
    policy: smsCodePolicy,
    client: deps.client,
    payload: { name: input.name.trim(), email: input.email.trim().toLowerCase() },
  });
  if (!issued.ok) throw new TooManyAttemptsError(issued.retryAfter, 'api.error.resend_too_soon');
  await deps.sms.send({ to: e164(input.mobile), body: translate(locale, 'api.sms.register_code', { code: issued.code }), code: issued.code });
  return { resendIn: issued.resendIn };
}

/**
 * Verifies a registration code: creates the provider, its owner and the free trial (or signs in
 * to the account the mobile already has), then signs in. An e-mail already used by another
 * account is left out rather than revealed.
 */
export async function verifyAccount(deps: ProviderDeps, input: { mobile: string; otp: string; deviceToken?: string | null }): Promise<ProviderSession> {
  const result = await verifyCode(deps.db, { purpose: 'provider_register', target: input.mobile, code: input.otp, now: deps.now, secret: deps.secret, policy: smsCodePolicy, client: deps.client });
  if (!result.ok) throw otpError(result);
  const payload = (result.payload ?? {}) as { name?: string; email?: string };
  let user = await deps.db.selectFrom('provider_users').select(userColumns).where('mobile', '=', input.mobile).executeTakeFirst();
  let created = false;
  if (!user) {
    const name = payload.name || input.mobile;
    user = await deps.db.transaction().execute(async (trx) => {
      const emailTaken = payload.email
        ? await trx.selectFrom('provider_users').select('id').where('email', '=', payload.email).executeTakeFirst()
        : undefined;
      const provider = await trx
        .insertInto('providers')
        .values({ commercial_name_ar: name, commercial_name_en: name })
        .returning('id')
        .executeTakeFirstOrThrow();
      const owner = await trx
        .insertInto('provider_users')
        .values({
          provider_id: provider.id,
          name,
          mobile: input.mobile,
          email: emailTaken ? null : (payload.email ?? null),
          role: 'owner',
          verified_at: deps.now,
          created_at: deps.now,
        })
        .returning(userColumns)
        .executeTakeFirstOrThrow();
      const trial = await trx
        .selectFrom('packages')
        .select(['id'])
        .where('audience', '=', 'provider')
        .where('is_active', '=', true)
        .orderBy('sort_order')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (trial && freeTrialDays > 0) {
        await trx
          .insertInto('subscriptions')
          .values({
            audience: 'provider',
            subscriber_id: provider.id,
            package_id: trial.id,
            started_at: deps.now,
            expire_at: new Date(deps.now.getTime() + freeTrialDays * 86_400_000),
          })
          .execute();
      }
      return owner;
    });
    created = true;
  }
  const issued = await issueToken(deps.db, { kind: 'provider', subjectId: user.id, ttlSeconds: tokenLifetimes.provider, now: deps.now, deviceToken: input.deviceToken ?? null });
  if (created) await notifyUser(deps, { kind: 'provider', id: user.id }, { type: 'general', data: notificationText('api.notification.welcome'), link: '/provider-dashboard/salons' });
  return { token: issued.token, user };
}

export async function updateProfile(
  db: Kysely<Database>,
  userId: number,
  input: { name: string; email?: string | null; avatar?: string | null; show_hijri?: boolean },
  now: Date,
): Promise<ProviderUserRow> {
  const email = input.email === undefined ? undefined : input.email === null ? null : input.email.trim().toLowerCase();
  if (email) {
    const taken = await db.selectFrom('provider_users').select('id').where('email', '=', email).where('id', '<>', userId).executeTakeFirst();
    if (taken) throw invalidFields({ email: 'api.error.email_taken' });
  }
  return db
    .updateTable('provider_users')
    .set({
      name: input.name.trim(),
      ...(email !== undefined ? { email } : {}),
      ...(input.avatar !== undefined ? { avatar: input.avatar } : {}),
      ...(input.show_hijri !== undefined ? { show_hijri: input.show_hijri } : {}),
      updated_at: now,
    })
    .where('id', '=', userId)
    .returning(userColumns)
    .executeTakeFirstOrThrow();
}

export async function toggleChatStatus(db: Kysely<Database>, userId: number, now: Date): Promise<ProviderUserRow> {
  return db
    .updateTable('provider_users')
    .set((eb) => ({ chat_status: eb.not('chat_status'), updated_at: now }))
    .where('id', '=', userId)
    .returning(userColumns)
    .executeTakeFirstOrThrow();
}

/** The contract's `ProviderBusinessProfile`. */
export async function businessProfile(db: Kysely<Database>, locale: Locale, providerId: number) {
  const provider = await db.selectFrom('providers').selectAll().where('id', '=', providerId).executeTakeFirst();
  if (!provider) return null;
  const owner = await db.selectFrom('provider_users').select('name').where('provider_id', '=', providerId).where('role', '=', 'owner').executeTakeFirst();
  const names = { ar: provider.commercial_name_ar, en: provider.commercial_name_en, tr: provider.commercial_name_tr, ur: provider.commercial_name_ur };
  return {
    id: provider.id,
    commercial_name_ar: provider.commercial_name_ar,
    commercial_name_en: provider.commercial_name_en,
    commercial_name_tr: provider.commercial_name_tr,
    commercial_name_ur: provider.commercial_name_ur,
    commercial_name: names[locale] || names.ar || names.en,
    commercial_register: provider.commercial_register,
    tax_number: provider.tax_number,
    owner_name: owner?.name ?? '',
    created_at: provider.created_at.toISOString(),
    updated_at: provider.updated_at.toISOString(),
  };
}

export async function updateBusinessProfile(
  db: Kysely<Database>,
  providerId: number,
  input: {
    commercial_name_ar: string;
    commercial_name_en: string;
    commercial_name_tr?: string | null;
    commercial_name_ur?: string | null;
    commercial_register?: string | null;
    tax_number?: string | null;
  },
  now: Date,
): Promise<void> {
  const optional = <K extends 'commercial_name_tr' | 'commercial_name_ur' | 'commercial_register' | 'tax_number'>(key: K) =>
    input[key] === undefined ? {} : { [key]: input[key] };
  await db
    .updateTable('providers')
    .set({
      commercial_name_ar: input.commercial_name_ar.trim(),
      commercial_name_en: input.commercial_name_en.trim(),
      ...optional('commercial_name_tr'),
      ...optional('commercial_name_ur'),
      ...optional('commercial_register'),
      ...optional('tax_number'),
      updated_at: now,
    })
    .where('id', '=', providerId)
    .execute();
}

/** Changes the password; a user who never set one must use the e-mail reset. Other sessions end. */
export async function changePassword(
  db: Kysely<Database>,
  user: { userId: number; tokenId: number },
  input: { old_password: string; password: string; password_confirmation: string },
  now: Date,
): Promise<void> {
  if (input.password !== input.password_confirmation) throw invalidFields({ password_confirmation: 'api.error.password_confirmation' });
  const row = await db.selectFrom('provider_users').select('password_hash').where('id', '=', user.userId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(row.password_hash, input.old_password))) throw invalidFields({ old_password: 'api.error.old_password_incorrect' });
  await db.updateTable('provider_users').set({ password_hash: await hashPassword(input.password), updated_at: now }).where('id', '=', user.userId).execute();
  await revokeAllTokens(db, 'provider', user.userId, now, user.tokenId);
}

/** E-mails a reset code when an account uses `email`; the answer never says whether one does. */
export async function forgetPassword(
  deps: Pick<ProviderDeps, 'db' | 'mail' | 'secret' | 'now' | 'client'>,
  audience: 'provider' | 'focus',
  email: string,
  locale: Locale,
): Promise<void> {
  const address = email.trim().toLowerCase();
  const account =
    audience === 'provider'
      ? await deps.db.selectFrom('provider_users').select('id').where('email', '=', address).executeTakeFirst()
      : await deps.db.selectFrom('focus_users').select('id').where('email', '=', address).executeTakeFirst();
  const issued = await issueCode(deps.db, {
    purpose: audience === 'provider' ? 'provider_reset' : 'focus_reset',
    target: address,
    now: deps.now,
    secret: deps.secret,
    policy: emailCodePolicy,
    client: deps.client,
  });
  if (!issued.ok) throw new TooManyAttemptsError(issued.retryAfter, 'api.error.resend_too_soon');
  if (account) {
    await deps.mail.send({ to: address, subject: translate(locale, 'api.mail.reset_subject'), body: translate(locale, 'api.mail.reset_body', { code: issued.code }) });
  }
}

/** Sets a new password with an e-mailed code and signs out every session of the account. */
export async function resetPassword(
  deps: Pick<ProviderDeps, 'db' | 'secret' | 'now' | 'client'>,
  audience: 'provider' | 'focus',
  input: { email: string; code: string; password: string; password_confirmation: string },
): Promise<void> {
  if (input.password !== input.password_confirmation) throw invalidFields({ password_confirmation: 'api.error.password_confirmation' });
  const address = input.email.trim().toLowerCase();
  const result = await verifyCode(deps.db, {
    purpose: audience === 'provider' ? 'provider_reset' : 'focus_reset',
    target: address,
    code: input.code,
    now: deps.now,
    secret: deps.secret,
    policy: emailCodePolicy,
    client: deps.client,
  });
  if (!result.ok) throw otpError(result, 'code');
  const passwordHash = await hashPassword(input.password);
  if (audience === 'provider') {
    const user = await deps.db
      .updateTable('provider_users')
      .set({ password_hash: passwordHash, updated_at: deps.now })
      .where('email', '=', address)
      .returning('id')
      .executeTakeFirst();
    if (!user) throw otpError({ ok: false, reason: 'otp_invalid', remaining: emailCodePolicy.maxAttempts - 1 }, 'code');
    await revokeAllTokens(deps.db, 'provider', user.id, deps.now);
  } else {
    const user = await deps.db
      .updateTable('focus_users')
      .set({ password_hash: passwordHash, updated_at: deps.now })
      .where('email', '=', address)
      .returning('id')
      .executeTakeFirst();
    if (!user) throw otpError({ ok: false, reason: 'otp_invalid', remaining: emailCodePolicy.maxAttempts - 1 }, 'code');
    await revokeAllTokens(deps.db, 'focus', user.id, deps.now);
    // The owner is back in: the wrong passwords counted against the account no longer lock it.
    await deps.db.deleteFrom('login_failures').where('identifier', '=', address).execute();
  }
}

/** Opens a company-room session for a super admin. */
export async function openCompanySession(db: Kysely<Database>, principal: { userId: number; isSuperAdmin: boolean }, now: Date) {
  if (!principal.isSuperAdmin) throw new ForbiddenError('api.error.super_admin_only');
  const issued = await issueToken(db, { kind: 'company', subjectId: principal.userId, ttlSeconds: tokenLifetimes.company, now });
  return { token: issued.token, started_at: now.toISOString() };
}
