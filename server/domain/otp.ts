/**
 * One-time codes: 4 digits, stored as HMAC-SHA256 with the server secret (a stolen table does not
 * give the codes away), limited in time and in wrong attempts, and rate limited per target.
 * A new code for the same purpose and target supersedes the previous one.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { CodePurpose } from '../db/tables/platform';

export interface CodePolicy {
  ttlSeconds: number;
  maxAttempts: number;
  /** A new code only after this many seconds. */
  resendSeconds: number;
  /** At most this many codes per target per hour. */
  perHour: number;
}

export const smsCodePolicy: CodePolicy = { ttlSeconds: 300, maxAttempts: 5, resendSeconds: 60, perHour: 5 };
export const emailCodePolicy: CodePolicy = { ttlSeconds: 900, maxAttempts: 5, resendSeconds: 60, perHour: 5 };

export type IssueResult = { ok: true; code: string; resendIn: number } | { ok: false; retryAfter: number };

export type VerifyResult =
  | { ok: true; payload: Record<string, unknown> | null }
  | { ok: false; reason: 'otp_invalid'; remaining: number }
  | { ok: false; reason: 'otp_expired'; remaining: null }
  | { ok: false; reason: 'otp_attempts_exceeded'; remaining: 0 };

function hashCode(secret: string, purpose: CodePurpose, target: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}\0${target}\0${code}`).digest('hex');
}

export function generateCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

/**
 * Issues a code for (purpose, target), unless the previous one is younger than `resendSeconds` or
 * the hourly allowance is used up; then says how many seconds to wait. Requests for one target are
 * serialized (a transaction-scoped advisory lock on purpose and target), so of simultaneous
 * requests exactly one issues a code, on PostgreSQL as on PGlite.
 */
export async function issueCode(
  db: Kysely<Database>,
  input: { purpose: CodePurpose; target: string; now: Date; secret: string; policy: CodePolicy; payload?: Record<string, unknown>; code?: string },
): Promise<IssueResult> {
  if (db.isTransaction) return issueLocked(db, input);
  return db.transaction().execute((trx) => issueLocked(trx, input));
}

async function issueLocked(
  db: Kysely<Database>,
  input: { purpose: CodePurpose; target: string; now: Date; secret: string; policy: CodePolicy; payload?: Record<string, unknown>; code?: string },
): Promise<IssueResult> {
  const { purpose, target, now, policy } = input;
  await sql`select pg_advisory_xact_lock(hashtextextended(${`one_time_code:${purpose}:${target}`}, 0))`.execute(db);
  const hourAgo = new Date(now.getTime() - 3600_000);
  const recent = await db
    .selectFrom('one_time_codes')
    .select('created_at')
    .where('purpose', '=', purpose)
    .where('target', '=', target)
    .where('created_at', '>', hourAgo)
    .orderBy('created_at', 'desc')
    .execute();
  const latest = recent[0]?.created_at;
  if (latest) {
    const elapsed = (now.getTime() - latest.getTime()) / 1000;
    if (elapsed < policy.resendSeconds) return { ok: false, retryAfter: Math.max(1, Math.ceil(policy.resendSeconds - elapsed)) };
  }
  if (recent.length >= policy.perHour) {
    const oldest = recent[recent.length - 1]!.created_at;
    return { ok: false, retryAfter: Math.max(1, Math.ceil((oldest.getTime() + 3600_000 - now.getTime()) / 1000)) };
  }
  const code = input.code ?? generateCode();
  await db
    .insertInto('one_time_codes')
    .values({
      purpose,
      target,
      code_hash: hashCode(input.secret, purpose, target, code),
      payload: input.payload ? JSON.stringify(input.payload) : null,
      expires_at: new Date(now.getTime() + policy.ttlSeconds * 1000),
      created_at: now,
    })
    .execute();
  return { ok: true, code, resendIn: policy.resendSeconds };
}

/** Checks `code` against the latest code of (purpose, target); a right code is used up. */
export async function verifyCode(
  db: Kysely<Database>,
  input: { purpose: CodePurpose; target: string; code: string; now: Date; secret: string; policy: CodePolicy },
): Promise<VerifyResult> {
  const { purpose, target, now, policy } = input;
  const latest = await db
    .selectFrom('one_time_codes')
    .select(['id', 'code_hash', 'attempts', 'expires_at', 'consumed_at', 'payload'])
    .where('purpose', '=', purpose)
    .where('target', '=', target)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest || latest.consumed_at) return { ok: false, reason: 'otp_invalid', remaining: policy.maxAttempts };
  if (latest.expires_at.getTime() <= now.getTime()) return { ok: false, reason: 'otp_expired', remaining: null };
  if (latest.attempts >= policy.maxAttempts) return { ok: false, reason: 'otp_attempts_exceeded', remaining: 0 };

  const given = Buffer.from(hashCode(input.secret, purpose, target, input.code));
  const stored = Buffer.from(latest.code_hash);
  if (given.length === stored.length && timingSafeEqual(given, stored)) {
    // Guarded update: of two racing right answers, and against a racing fifth wrong one, only one wins.
    const used = await db
      .updateTable('one_time_codes')
      .set({ consumed_at: now })
      .where('id', '=', latest.id)
      .where('consumed_at', 'is', null)
      .where('attempts', '<', policy.maxAttempts)
      .returning('id')
      .executeTakeFirst();
    if (used) return { ok: true, payload: latest.payload };
    return { ok: false, reason: 'otp_invalid', remaining: 0 };
  }
  const counted = await db
    .updateTable('one_time_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', latest.id)
    .where('attempts', '<', policy.maxAttempts)
    .returning('attempts')
    .executeTakeFirst();
  if (!counted) return { ok: false, reason: 'otp_attempts_exceeded', remaining: 0 };
  return { ok: false, reason: 'otp_invalid', remaining: policy.maxAttempts - counted.attempts };
}
