/**
 * One-time codes: 4 digits, stored as HMAC-SHA256 with the server secret (a stolen table does not
 * give the codes away), limited in time and in wrong attempts. Limits count per target AND per
 * client (the caller's address), so that the one guessing pays and the owner keeps a way in
 * (docs/security.md): a client's new code supersedes that client's previous one only, and a
 * client's wrong answers lock out that client only. A number-wide cap on wrong answers stops
 * guessing from many addresses; past it only a client with a live code of its own may answer.
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
  /** At most this many codes per target, client and hour. */
  perHour: number;
  /**
   * At most this many codes per target and hour from every client together, past which only a
   * client the target already knows (it used a code for this target in the last 30 days) gets one:
   * a stranger rotating addresses cannot flood a phone or an inbox (docs/security.md).
   */
  targetPerHour: number;
}

export const smsCodePolicy: CodePolicy = { ttlSeconds: 300, maxAttempts: 5, resendSeconds: 60, perHour: 5, targetPerHour: 10 };
/** How long a client that used a code for a target stays known to it. */
const knownClientMs = 30 * 86_400_000;
/** Wrong answers per target and hour, from every client together, before only code holders may answer. */
const targetWrongAnswersPerHour = 20;
export const emailCodePolicy: CodePolicy = { ttlSeconds: 900, maxAttempts: 5, resendSeconds: 60, perHour: 5, targetPerHour: 10 };

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
  input: IssueInput,
): Promise<IssueResult> {
  if (db.isTransaction) return issueLocked(db, input);
  return db.transaction().execute((trx) => issueLocked(trx, input));
}

export interface IssueInput {
  purpose: CodePurpose;
  target: string;
  now: Date;
  secret: string;
  policy: CodePolicy;
  payload?: Record<string, unknown>;
  code?: string;
  /** The caller's address: the resend wait and the hourly allowance are its own. */
  client?: string;
}

async function issueLocked(db: Kysely<Database>, input: IssueInput): Promise<IssueResult> {
  const { purpose, target, now, policy } = input;
  await sql`select pg_advisory_xact_lock(hashtextextended(${`one_time_code:${purpose}:${target}`}, 0))`.execute(db);
  const hourAgo = new Date(now.getTime() - 3600_000);
  const recent = await db
    .selectFrom('one_time_codes')
    .select('created_at')
    .where('purpose', '=', purpose)
    .where('target', '=', target)
    .where('client', '=', input.client ?? '')
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
  const everyone = await db
    .selectFrom('one_time_codes')
    .select('created_at')
    .where('purpose', '=', purpose)
    .where('target', '=', target)
    .where('created_at', '>', hourAgo)
    .orderBy('created_at', 'desc')
    .limit(policy.targetPerHour)
    .execute();
  if (everyone.length >= policy.targetPerHour) {
    const known = await db
      .selectFrom('one_time_codes')
      .select('id')
      .where('target', '=', target)
      .where('client', '=', input.client ?? '')
      .where('consumed_at', 'is not', null)
      .where('created_at', '>', new Date(now.getTime() - knownClientMs))
      .executeTakeFirst();
    if (!known) {
      const oldest = everyone[everyone.length - 1]!.created_at;
      return { ok: false, retryAfter: Math.max(1, Math.ceil((oldest.getTime() + 3600_000 - now.getTime()) / 1000)) };
    }
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
      client: input.client ?? '',
    })
    .execute();
  return { ok: true, code, resendIn: policy.resendSeconds };
}

/**
 * Checks `code` against the live codes of (purpose, target): each client's latest, unexpired and
 * unused. A right code is used up. A wrong one counts against the answering client only: five since
 * its own latest code (or in the last hour) lock that client out until it asks for a new code.
 * Past `targetWrongAnswersPerHour` wrong answers for the target from all clients together, only a
 * client holding a live code of its own may still answer, and only with that code.
 */
export async function verifyCode(
  db: Kysely<Database>,
  input: { purpose: CodePurpose; target: string; code: string; now: Date; secret: string; policy: CodePolicy; client?: string },
): Promise<VerifyResult> {
  if (db.isTransaction) return verifyLocked(db, input);
  return db.transaction().execute((trx) => verifyLocked(trx, input));
}

async function verifyLocked(
  db: Kysely<Database>,
  input: { purpose: CodePurpose; target: string; code: string; now: Date; secret: string; policy: CodePolicy; client?: string },
): Promise<VerifyResult> {
  const { purpose, target, now, policy } = input;
  const client = input.client ?? '';
  await sql`select pg_advisory_xact_lock(hashtextextended(${`one_time_code:${purpose}:${target}`}, 0))`.execute(db);
  const hourAgo = new Date(now.getTime() - 3600_000);
  const codes = await db
    .selectFrom('one_time_codes')
    .select(['id', 'client', 'code_hash', 'expires_at', 'consumed_at', 'payload', 'created_at'])
    .where('purpose', '=', purpose)
    .where('target', '=', target)
    .where('created_at', '>', hourAgo)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  // Each client's latest code; a client's new code supersedes its own earlier ones.
  const latestPerClient = new Map<string, (typeof codes)[number]>();
  for (const row of codes) if (!latestPerClient.has(row.client)) latestPerClient.set(row.client, row);
  const live = [...latestPerClient.values()].filter((row) => !row.consumed_at && row.expires_at.getTime() > now.getTime());
  const own = latestPerClient.get(client);

  const failureKey = `code:${purpose}:${target}`;
  const since = own && own.created_at > hourAgo ? own.created_at : hourAgo;
  const failures = await db
    .selectFrom('login_failures')
    .select(['client', 'created_at'])
    .where('identifier', '=', failureKey)
    .where('created_at', '>', hourAgo)
    .execute();
  const mine = failures.filter((f) => f.client === client && f.created_at >= since).length;
  if (mine >= policy.maxAttempts) return { ok: false, reason: 'otp_attempts_exceeded', remaining: 0 };
  const ownLive = own && live.includes(own) ? own : undefined;
  const candidates = failures.length >= targetWrongAnswersPerHour ? (ownLive ? [ownLive] : []) : live;

  const given = Buffer.from(hashCode(input.secret, purpose, target, input.code));
  const match = candidates.find((row) => {
    const stored = Buffer.from(row.code_hash);
    return given.length === stored.length && timingSafeEqual(given, stored);
  });
  if (match) {
    const used = await db.updateTable('one_time_codes').set({ consumed_at: now }).where('id', '=', match.id).where('consumed_at', 'is', null).returning('id').executeTakeFirst();
    if (used) return { ok: true, payload: match.payload };
  }
  if (!match && !live.length && own && !own.consumed_at && own.expires_at.getTime() <= now.getTime()) return { ok: false, reason: 'otp_expired', remaining: null };
  await db.insertInto('login_failures').values({ identifier: failureKey, client, created_at: now }).execute();
  return { ok: false, reason: 'otp_invalid', remaining: Math.max(0, policy.maxAttempts - mine - 1) };
}
