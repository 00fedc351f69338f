/**
 * Access tokens: 32 random bytes (base64url) handed out once, stored only as SHA-256, revocable.
 * A token has a kind (provider, focus, company) and never opens another kind's routes.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { TokenKind } from '../db/tables/platform';

/** Token lifetimes from the contract (seconds). */
export const tokenLifetimes = {
  provider: 86_400,
  company: 86_400,
  focus: 86_400,
  focusRemembered: 2_592_000,
  focusSocial: 7_200,
} as const;

export interface IssuedToken {
  token: string;
  id: number;
  expiresAt: Date;
}

export interface StoredToken {
  id: number;
  kind: TokenKind;
  subjectId: number;
  createdAt: Date;
  expiresAt: Date;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueToken(
  db: Kysely<Database>,
  input: { kind: TokenKind; subjectId: number; ttlSeconds: number; now: Date; deviceToken?: string | null },
): Promise<IssuedToken> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + input.ttlSeconds * 1000);
  const row = await db
    .insertInto('access_tokens')
    .values({
      kind: input.kind,
      subject_id: input.subjectId,
      token_hash: hashToken(token),
      device_token: input.deviceToken ?? null,
      expires_at: expiresAt,
      created_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, id: row.id, expiresAt };
}

/** The live token behind a bearer string: not revoked, not expired. */
export async function resolveToken(db: Kysely<Database>, token: string, now: Date): Promise<StoredToken | null> {
  if (!token || token.length > 200) return null;
  const row = await db
    .selectFrom('access_tokens')
    .select(['id', 'kind', 'subject_id', 'created_at', 'expires_at'])
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? { id: row.id, kind: row.kind, subjectId: row.subject_id, createdAt: row.created_at, expiresAt: row.expires_at } : null;
}

/** Revokes one token and forgets its device's push token. */
export async function revokeToken(db: Kysely<Database>, id: number, now: Date): Promise<void> {
  await db.updateTable('access_tokens').set({ revoked_at: now, device_token: null }).where('id', '=', id).where('revoked_at', 'is', null).execute();
}

/** Revokes every live token of a subject, except `keepId` (e.g. after a password reset). */
export async function revokeAllTokens(db: Kysely<Database>, kind: TokenKind, subjectId: number, now: Date, keepId?: number): Promise<void> {
  let query = db
    .updateTable('access_tokens')
    .set({ revoked_at: now, device_token: null })
    .where('kind', '=', kind)
    .where('subject_id', '=', subjectId)
    .where('revoked_at', 'is', null);
  if (keepId !== undefined) query = query.where('id', '<>', keepId);
  await query.execute();
}

/** Forgets a push token wherever it is registered (a device signs out of every account on it). */
export async function forgetDeviceToken(db: Kysely<Database>, deviceToken: string): Promise<void> {
  await db.updateTable('access_tokens').set({ device_token: null }).where('device_token', '=', deviceToken).execute();
}

/** The push tokens of a subject's live sessions (for a push notification service). */
export async function deviceTokensOf(db: Kysely<Database>, kind: TokenKind, subjectId: number, now: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('access_tokens')
    .select('device_token')
    .where('kind', '=', kind)
    .where('subject_id', '=', subjectId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('device_token', 'is not', null)
    .execute();
  return [...new Set(rows.map((r) => r.device_token).filter((t): t is string => t !== null))];
}
