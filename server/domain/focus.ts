/**
 * Focus users: identifier (e-mail or mobile) and password (argon2id), `remember_me` lengthening the
 * session, and sign-in with a verified Google or Apple identity (see social.ts); registration is in
 * focus-registration.ts.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { TooManyAttemptsError, invalidFields } from './errors';
import type { Locale } from '../i18n';
import { activeSubscriptionView } from './packages';
import { fileUrl, type FileUrlOf } from './booking-shared';
import { hashPassword, verifyPassword } from './providers';
import { issueToken, tokenLifetimes } from './tokens';

export interface FocusUserRow {
  id: number;
  name: string;
  email: string;
  mobile: string | null;
  avatar: string | null;
  social_type: 'google' | 'apple' | null;
  email_verified_at: Date | null;
  permissions: string[];
  created_at: Date;
}

const focusColumns = ['id', 'name', 'email', 'mobile', 'avatar', 'social_type', 'email_verified_at', 'permissions', 'created_at'] as const;

/** Focus permissions every account holds (the client keeps them beside the user). */
export const defaultFocusPermissions = ['focus.dashboard', 'focus.packages', 'focus.room'];

export async function findFocusUser(db: Kysely<Database>, id: number): Promise<FocusUserRow | undefined> {
  return db.selectFrom('focus_users').select(focusColumns).where('id', '=', id).executeTakeFirst();
}

/** The contract's `FocusUser`; `urlOf` is the app's file storage's (S3 or local). */
export function focusUserView(user: FocusUserRow, urlOf?: FileUrlOf) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    mobile: user.mobile,
    avatar_url: fileUrl(user.avatar, urlOf),
    social_type: user.social_type,
    email_verified_at: user.email_verified_at?.toISOString() ?? null,
    permissions: user.permissions,
    created_at: user.created_at.toISOString(),
  };
}

/** The contract's `FocusSession`: a new token, the user and the active focus package. */
export async function startFocusSession(
  db: Kysely<Database>,
  locale: Locale,
  user: FocusUserRow,
  input: { ttlSeconds: number; now: Date; deviceToken?: string | null; urlOf?: FileUrlOf },
) {
  const issued = await issueToken(db, { kind: 'focus', subjectId: user.id, ttlSeconds: input.ttlSeconds, now: input.now, deviceToken: input.deviceToken ?? null });
  return {
    token_type: 'Bearer' as const,
    access_token: issued.token,
    expires_in: input.ttlSeconds,
    user: focusUserView(user, input.urlOf),
    focus_package: await activeSubscriptionView(db, locale, 'focus', user.id, input.now),
  };
}

/** Normalises an identifier: e-mails lower case; mobiles as the national number (5XXXXXXXX). */
function normaliseIdentifier(identifier: string): { email: string } | { mobile: string } {
  const value = identifier.trim();
  if (value.includes('@')) return { email: value.toLowerCase() };
  const digits = value.replace(/[\s-]/g, '').replace(/^\+?966/, '').replace(/^0/, '');
  return { mobile: digits };
}

/**
 * Checks identifier and password. Unknown identifiers and wrong passwords get the same 422 on
 * `identifier`, and an unknown identifier still costs a password hash (no timing difference).
 */
/**
 * Wrong passwords per account: 10 in 15 minutes from one client lock out that client only (the one
 * guessing pays); 50 from every client together lock the account for everyone, a guessing cap
 * that the owner gets past with the e-mailed reset, which clears the count (docs/security.md).
 */
const loginFailureLimit = { attempts: 10, accountAttempts: 50, windowMs: 15 * 60_000 };

export async function authenticateFocus(db: Kysely<Database>, identifier: string, password: string, now = new Date(), client = ''): Promise<FocusUserRow> {
  const key = normaliseIdentifier(identifier);
  const keyText = 'email' in key ? key.email : key.mobile;
  const recent = await db
    .selectFrom('login_failures')
    .select(['created_at', 'client'])
    .where('identifier', '=', keyText)
    .where('created_at', '>', new Date(now.getTime() - loginFailureLimit.windowMs))
    .orderBy('created_at', 'asc')
    .execute();
  const mine = recent.filter((failure) => failure.client === client);
  const over = mine.length >= loginFailureLimit.attempts ? mine.slice(-loginFailureLimit.attempts) : recent.length >= loginFailureLimit.accountAttempts ? recent.slice(-loginFailureLimit.accountAttempts) : undefined;
  if (over) {
    const oldest = over[0]!.created_at;
    throw new TooManyAttemptsError(Math.max(1, Math.ceil((oldest.getTime() + loginFailureLimit.windowMs - now.getTime()) / 1000)));
  }
  const query = db.selectFrom('focus_users').select([...focusColumns, 'password_hash']);
  const row = await ('email' in key ? query.where('email', '=', key.email) : query.where('mobile', '=', key.mobile)).executeTakeFirst();
  const ok = await verifyPassword(row?.password_hash ?? (await dummyHash()), password);
  if (!row || !ok) {
    await db.insertInto('login_failures').values({ identifier: keyText, client, created_at: now }).execute();
    throw invalidFields({ identifier: 'api.error.invalid_credentials' });
  }
  const { password_hash: _hash, ...user } = row;
  return user;
}

let dummy: Promise<string> | undefined;
/** A real argon2id hash of a random password, so unknown identifiers cost the same as known ones. */
function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}

/** Signs in the focus user of a verified social identity, linking by e-mail or creating one. */
export async function focusUserForIdentity(
  db: Kysely<Database>,
  identity: { provider: 'google' | 'apple'; subject: string; email: string; emailVerified: boolean; name: string | null },
  now: Date,
): Promise<FocusUserRow> {
  const subjectColumn = identity.provider === 'google' ? 'google_subject' : 'apple_subject';
  const linked = await db.selectFrom('focus_users').select(focusColumns).where(subjectColumn, '=', identity.subject).executeTakeFirst();
  if (linked) return linked;
  const email = identity.email.toLowerCase();
  // Only a verified e-mail may join an existing account; otherwise anyone could claim it.
  if (identity.emailVerified) {
    const byEmail = await db
      .updateTable('focus_users')
      .set({ [subjectColumn]: identity.subject, email_verified_at: now, updated_at: now })
      .where('email', '=', email)
      .where(subjectColumn, 'is', null)
      .returning(focusColumns)
      .executeTakeFirst();
    if (byEmail) return byEmail;
  }
  const taken = await db.selectFrom('focus_users').select('id').where('email', '=', email).executeTakeFirst();
  if (taken) throw invalidFields({ email: 'api.error.email_taken' });
  return db
    .insertInto('focus_users')
    .values({
      name: identity.name?.trim() || email.split('@')[0] || email,
      email,
      social_type: identity.provider,
      [subjectColumn]: identity.subject,
      email_verified_at: identity.emailVerified ? now : null,
      permissions: defaultFocusPermissions,
      created_at: now,
    })
    .returning(focusColumns)
    .executeTakeFirstOrThrow();
}

export const focusTokenLifetime = (rememberMe: boolean | undefined) => (rememberMe ? tokenLifetimes.focusRemembered : tokenLifetimes.focus);
