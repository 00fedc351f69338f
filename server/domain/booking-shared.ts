/**
 * Small things every booking module needs: the errors they throw (domain errors, server/domain/errors.ts:
 * the HTTP layer turns them into `{ code, message, errors? }` in the caller's language), text resolution
 * per language, instants formatted in a salon's zone, paging, integers from bigint columns.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { MessageParams } from '../i18n';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from './errors';
import { zoneOffset } from './slots';

export type Db = Kysely<Database> | Transaction<Database>;
export type Locale = 'ar' | 'en' | 'tr' | 'ur';

/** A message id from the booking catalogue and its ICU parameters. */
export interface MessageRef {
  key: string;
  /** Stored as JSON where a record keeps it (wallet entries): only a thrown error's params may hold per-language values. */
  params?: MessageParams;
}

/**
 * A problem the caller can fix: 422 with message keys per field (translated by the error handler).
 * `code` defaults to `validation_failed`; `summary` is the top-level message when it says more.
 */
export class BookingValidationError extends InvalidInputError {
  constructor(
    readonly refs: Record<string, MessageRef[]>,
    code = 'validation_failed',
    readonly summary?: MessageRef,
  ) {
    super(Object.fromEntries(Object.entries(refs).map(([field, list]) => [field, list.map((r) => r.key)])), {
      code,
      ...(summary ? { messageKey: summary.key } : {}),
      ...(summary?.params ? { params: summary.params } : {}),
    });
    this.message = `${code}: ${Object.keys(refs).join(', ')}`;
  }

  static field(field: string, key: string, params?: Record<string, string | number>, code?: string): BookingValidationError {
    return new BookingValidationError({ [field]: [{ key, params }] }, code, code || params ? { key, params } : undefined);
  }
}

/** Not there, or not this provider's: the same 404 either way, never the data. */
export class BookingNotFoundError extends NotFoundError {
  constructor(readonly what: string) {
    super();
    this.message = `${what} not found`;
  }
}

export type BookingConflictCode = 'slot_taken' | 'invalid_transition' | 'has_upcoming_reservations' | 'package_limit_reached';

/** 409: the request conflicts with the current state; `extra` goes into the body (e.g. slot_taken). */
export class BookingConflictError extends ConflictError {
  declare readonly code: BookingConflictCode;

  constructor(
    code: BookingConflictCode,
    readonly detail: MessageRef,
    extra: Record<string, unknown> = {},
  ) {
    super(code, detail.key, { extra, ...(detail.params ? { params: detail.params } : {}) });
    this.message = code;
  }
}

/** Collects field problems and throws them together, so a 422 lists everything wrong at once. */
export class FieldProblems {
  private readonly fields: Record<string, MessageRef[]> = {};

  add(field: string, key: string, params?: Record<string, string | number>): void {
    (this.fields[field] ??= []).push({ key, params });
  }

  get empty(): boolean {
    return Object.keys(this.fields).length === 0;
  }

  throwIfAny(): void {
    if (!this.empty) throw new BookingValidationError(this.fields);
  }
}

type Texts<F extends string> = { [K in `${F}_${Locale}`]?: string | null };

/** The field in the reader's language, falling back to Arabic, then English (the contract's rule). */
export function resolveText<F extends string>(row: Texts<F>, field: F, locale: Locale): string | null {
  const get = (l: Locale) => (row as Record<string, string | null | undefined>)[`${field}_${l}`];
  return get(locale) || get('ar') || get('en') || null;
}

/** "2025-03-16T16:00:00+03:00": an instant as wall-clock time in a zone, with that zone's offset. */
export function formatInZone(instant: Date | number, timeZone: string): string {
  const t = typeof instant === 'number' ? instant : instant.getTime();
  const offset = zoneOffset(timeZone, t);
  return new Date(Math.floor(t / 1000) * 1000 + offset).toISOString().slice(0, 19) + offsetSuffix(offset);
}

/** "+03:00" for an offset in milliseconds, written once per offset (every slot and reservation view writes one). */
const offsetSuffixes = new Map<number, string>();
function offsetSuffix(offset: number): string {
  let suffix = offsetSuffixes.get(offset);
  if (suffix === undefined) {
    const abs = Math.abs(offset) / 60_000;
    suffix = `${offset < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
    offsetSuffixes.set(offset, suffix);
  }
  return suffix;
}

/** Zone for timestamps that belong to no salon (ledger, staff): the product's home zone. */
export const HOME_TIME_ZONE = 'Asia/Riyadh';

/** bigint/numeric columns arrive as string (pg), bigint (PGlite) or number. */
export function toInt(value: string | number | bigint | null | undefined): number {
  if (value === null || value === undefined) return 0;
  return Number(value);
}

export interface PageQuery {
  page?: number;
  per_page?: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  perPage: number;
}

export function pageBounds(query: PageQuery): { page: number; perPage: number; offset: number } {
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const perPage = Math.min(100, Math.max(1, Math.floor(query.per_page ?? 15)));
  return { page, perPage, offset: (page - 1) * perPage };
}

/** `-name` → ['name', 'desc']; unknown fields fall back to the default. */
export function parseSort<F extends string>(sort: string | undefined, allowed: readonly F[], fallback: string): [F, 'asc' | 'desc'] {
  const value = sort ?? fallback;
  const desc = value.startsWith('-');
  const field = (desc ? value.slice(1) : value) as F;
  if (!allowed.includes(field)) return parseSort(fallback, allowed, allowed[0]!);
  return [field, desc ? 'desc' : 'asc'];
}

/** LIKE pattern for a user's search text, with LIKE's own wildcards taken literally. */
export function likePattern(search: string): string {
  return `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Whether an error is PostgreSQL's: `code` is the SQLSTATE (23P01 exclusion, 23505 unique, 23514 check). */
export function isPgError(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

/** How a stored path becomes a public URL: the app passes its storage's; this is the local default. */
export type FileUrlOf = (path: string) => string;
const localFileUrl: FileUrlOf = (path) => `/uploads/${path}`;

/** Public URL of an uploaded file path (`salons/8f3c.png` → `/uploads/salons/8f3c.png`), or null. */
export function fileUrl(path: string | null, urlOf: FileUrlOf = localFileUrl): string | null {
  return path ? urlOf(path) : null;
}

/**
 * Images are paths returned by the uploader: each new one must be a file this provider uploaded
 * (a path of someone else's file, or one never uploaded, is a 422). A value left as it was is not
 * checked again.
 */
export async function checkUploads(
  db: Db,
  providerId: number,
  images: Record<string, string | null | undefined>,
  problems: FieldProblems,
  current: Record<string, string | null> = {},
): Promise<void> {
  for (const [field, value] of Object.entries(images)) {
    if (!value || value === current[field]) continue;
    const slash = value.indexOf('/');
    const found = await db
      .selectFrom('uploads')
      .select('id')
      .where('owner_kind', '=', 'provider')
      .where('owner_id', '=', providerId)
      .where('folder', '=', value.slice(0, slash))
      .where('file', '=', value.slice(slash + 1))
      .executeTakeFirst();
    if (!found) problems.add(field, 'api.booking.image.not_uploaded');
  }
}

// ---------------------------------------------------------------------------------------------
// Idempotency-Key: a retried create replays the first answer instead of doing it twice.

export interface IdempotentRequest {
  providerId: number;
  operation: string;
  key: string | undefined;
  body: unknown;
}

export interface IdempotentAnswer<T extends object> {
  status: number;
  body: T;
  replayed: boolean;
}

/** JSON with object keys sorted, so the same body hashes the same whatever the key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Runs `work` in a transaction keyed by (provider, operation, key): requests with the same key wait
 * for each other (advisory lock), a stored answer younger than 24 h is replayed, a different body
 * with the same key is refused. Only successful answers are stored: a refused request changed
 * nothing, so retrying it simply runs it again.
 */
const requestHash = (request: IdempotentRequest) => createHash('sha256').update(canonicalJson(request.body)).digest('hex');

/**
 * The answer kept for the request's key (a retry within the window), or null. A key reused with
 * another body is refused (422 idempotency_key_reused). Read without the key's lock, it lets a caller
 * answer a retry before doing work that might now refuse it; `withIdempotency` reads it again under the lock.
 */
export async function storedAnswer<T extends object>(db: Db, request: IdempotentRequest, now: Date): Promise<IdempotentAnswer<T> | null> {
  if (!request.key) return null;
  const stored = await db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('provider_id', '=', request.providerId)
    .where('operation', '=', request.operation)
    .where('key', '=', request.key)
    .executeTakeFirst();
  if (!stored || now.getTime() - new Date(stored.created_at).getTime() >= IDEMPOTENCY_WINDOW_MS) return null;
  if (stored.request_hash !== requestHash(request)) {
    throw BookingValidationError.field('idempotency_key', 'api.booking.idempotency.key_reused', undefined, 'idempotency_key_reused');
  }
  const body = typeof stored.response === 'string' ? (JSON.parse(stored.response) as T) : (stored.response as T);
  return { status: stored.status_code, body, replayed: true };
}

export async function withIdempotency<T extends object>(
  db: Kysely<Database>,
  request: IdempotentRequest,
  work: (trx: Transaction<Database>) => Promise<{ status: number; body: T }>,
  now = new Date(),
): Promise<IdempotentAnswer<T>> {
  if (!request.key) {
    const result = await db.transaction().execute(work);
    return { ...result, replayed: false };
  }
  const key = request.key;
  const hash = requestHash(request);
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`${request.providerId}:${request.operation}:${key}`}))`.execute(trx);
    const replay = await storedAnswer<T>(trx, request, now);
    if (replay) return replay;
    const result = await work(trx);
    const row = {
      provider_id: request.providerId,
      operation: request.operation,
      key,
      request_hash: hash,
      status_code: result.status,
      response: JSON.stringify(result.body),
      created_at: now,
    };
    await trx
      .insertInto('idempotency_keys')
      .values(row)
      .onConflict((oc) => oc.columns(['provider_id', 'operation', 'key']).doUpdateSet({ request_hash: hash, status_code: result.status, response: row.response, created_at: now }))
      .execute();
    return { ...result, replayed: false };
  });
}

/** 403: signed in, allowed to the call, but not to this particular act (e.g. deleting yourself). */
export class BookingForbiddenError extends ForbiddenError {
  constructor(readonly detail: MessageRef) {
    super(detail.key);
    this.message = 'forbidden';
  }
}
