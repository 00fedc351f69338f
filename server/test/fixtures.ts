/** Accounts for tests, made straight in the database (fast) or signed in through the API (realistic). */
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../db/schema';
import type { ProviderRole } from '../db/tables/platform';
import { hashPassword } from '../domain/providers';
import { issueToken, tokenLifetimes } from '../domain/tokens';
import type { AppContext } from './http';

let counter = 0;
/** A mobile number no other fixture of this process uses (5 + 8 digits). */
export function uniqueMobile(): string {
  counter += 1;
  return `5${String((process.pid % 1000) * 100_000 + counter).padStart(8, '0').slice(-8)}`;
}

export interface ProviderAccount {
  providerId: number;
  userId: number;
  mobile: string;
  token: string;
}

/** A provider business with its owner (or a staff user of an existing provider), signed in. */
export async function createProvider(
  db: Kysely<Database>,
  options: {
    now?: Date;
    mobile?: string;
    email?: string | null;
    password?: string;
    role?: ProviderRole;
    permissions?: string[];
    superAdmin?: boolean;
    providerId?: number;
    /** Days of an active package (0 or less: none). */
    packageDays?: number;
  } = {},
): Promise<ProviderAccount> {
  const now = options.now ?? new Date();
  const mobile = options.mobile ?? uniqueMobile();
  const providerId =
    options.providerId ??
    (await db.insertInto('providers').values({ commercial_name_ar: 'صالون الاختبار', commercial_name_en: 'Test Salon' }).returning('id').executeTakeFirstOrThrow()).id;
  const user = await db
    .insertInto('provider_users')
    .values({
      provider_id: providerId,
      name: 'مستخدم الاختبار',
      mobile,
      email: options.email === undefined ? `${mobile}@example.com` : options.email,
      password_hash: options.password ? await hashPassword(options.password) : null,
      role: options.role ?? 'owner',
      permissions: options.permissions ?? [],
      is_super_admin: options.superAdmin ?? false,
      verified_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if ((options.packageDays ?? 30) > 0 && options.providerId === undefined) {
    const pkg = await db.selectFrom('packages').select('id').where('audience', '=', 'provider').where('name_en', '=', 'Pro').executeTakeFirstOrThrow();
    await db
      .insertInto('subscriptions')
      .values({ audience: 'provider', subscriber_id: providerId, package_id: pkg.id, started_at: new Date(now.getTime() - 86_400_000), expire_at: new Date(now.getTime() + (options.packageDays ?? 30) * 86_400_000) })
      .execute();
  }
  const token = await issueToken(db, { kind: 'provider', subjectId: user.id, ttlSeconds: tokenLifetimes.provider, now });
  return { providerId, userId: user.id, mobile, token: token.token };
}

export interface FocusAccount {
  userId: number;
  email: string;
  token: string;
}

export async function createFocusUser(db: Kysely<Database>, options: { now?: Date; email?: string; password?: string } = {}): Promise<FocusAccount> {
  const now = options.now ?? new Date();
  const email = options.email ?? `focus-${uniqueMobile()}@example.com`;
  const user = await db
    .insertInto('focus_users')
    .values({ name: 'Focus Tester', email, password_hash: options.password ? await hashPassword(options.password) : null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await issueToken(db, { kind: 'focus', subjectId: user.id, ttlSeconds: tokenLifetimes.focus, now });
  return { userId: user.id, email, token: token.token };
}

/** The latest code the outbox holds for a number, read through the development API. */
export async function latestCode(ctx: AppContext, mobile: string): Promise<string> {
  const res = await ctx.request('GET', `/api/dev/sms-outbox?mobile=${mobile}`);
  expect(res.statusCode).toBe(200);
  const code = (res.json() as { data: { code: string | null }[] }).data[0]?.code;
  if (!code) throw new Error(`no SMS code for ${mobile}`);
  return code;
}

/** Signs a provider user in through the API (login → SMS outbox → verify-login). */
export async function signInProvider(ctx: AppContext, mobile: string, deviceToken?: string): Promise<{ token: string; user: Record<string, unknown> }> {
  const login = await ctx.request('POST', '/api/provider/auth/login', { body: { mobile, country_code: '+966' } });
  expect(login.statusCode, login.body).toBe(200);
  const otp = await latestCode(ctx, mobile);
  const verify = await ctx.request('POST', '/api/provider/auth/verify-login', { body: { mobile, otp, type: 'mobile', ...(deviceToken ? { device_token: deviceToken } : {}) } });
  expect(verify.statusCode, verify.body).toBe(200);
  return (verify.json() as { data: { token: string; user: Record<string, unknown> } }).data;
}

/** The latest e-mail to an address, read through the development mail outbox. */
export async function latestMail(ctx: AppContext, to: string): Promise<{ subject: string; body: string }> {
  const res = await ctx.request('GET', `/api/dev/mail-outbox?email=${encodeURIComponent(to)}`);
  expect(res.statusCode).toBe(200);
  const mail = (res.json() as { data: { subject: string; body: string }[] }).data[0];
  if (!mail) throw new Error(`no e-mail to ${to}`);
  return mail;
}

/** Registers a focus user through the API (register → e-mailed code → verify-registration) and returns the session. */
export async function registerFocusUser(
  ctx: AppContext,
  body: { name: string; email: string; mobile?: string | null; password: string; password_confirmation: string },
): Promise<{ access_token: string; user: Record<string, unknown> }> {
  const started = await ctx.request('POST', '/api/focus/auth/register', { body });
  expect(started.statusCode, started.body).toBe(200);
  const email = body.email.toLowerCase();
  const code = /\b(\d{4})\b/.exec((await latestMail(ctx, email)).body)?.[1];
  const verified = await ctx.request('POST', '/api/focus/auth/verify-registration', { body: { email, code } });
  expect(verified.statusCode, verified.body).toBe(200);
  return (verified.json() as { data: { access_token: string; user: Record<string, unknown> } }).data;
}
