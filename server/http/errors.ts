import {
  ConflictError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  TooManyAttemptsError,
  type DomainError,
} from '../domain/errors';
import type { MessageParams } from '../i18n';

/** Field errors: field name (dot notation) → message keys or already translated messages. */
export type FieldErrors = Record<string, string[]>;

export interface ApiErrorOptions {
  /** Parameters of the message (ICU placeholders). */
  params?: MessageParams;
  /** Response headers (e.g. `Retry-After`). */
  headers?: Record<string, string>;
  /** What went wrong underneath (a 5xx's cause is logged, never sent). */
  cause?: unknown;
}

/**
 * A typed error a handler throws (a domain module throws a DomainError, mapped by `fromDomainError`); the error handler turns it into
 * `{ code, message, errors?, ...extra }` with `message` translated into the request's language.
 *
 *   throw new ApiError(409, 'slot_taken', 'api.booking.slot_taken', { conflict, nearest_slots });
 *   throw new ApiError(422, 'validation_failed', 'api.error.validation_failed', { errors: { iban: ['api.booking.iban_checksum'] } });
 *
 * `errors` entries that are message keys are translated too (with `params`).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly messageKey: string;
  readonly extra: Record<string, unknown>;
  readonly params: MessageParams | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(status: number, code: string, messageKey: string, extra: Record<string, unknown> = {}, options: ApiErrorOptions = {}) {
    super(`${status} ${code}`, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.messageKey = messageKey;
    this.extra = extra;
    this.params = options.params;
    this.headers = options.headers;
  }
}

/** Shorthands for the errors every area throws. */
export const errors = {
  notFound: () => new ApiError(404, 'not_found', 'api.error.not_found'),
  forbidden: (messageKey = 'api.error.forbidden') => new ApiError(403, 'forbidden', messageKey),
  unauthenticated: () => new ApiError(401, 'unauthenticated', 'api.error.unauthenticated'),
  conflict: (code = 'conflict', messageKey = 'api.error.conflict', extra: Record<string, unknown> = {}) => new ApiError(409, code, messageKey, extra),
  packageRequired: () => new ApiError(423, 'package_required', 'api.error.package_required'),
  /** 422 with messages for some fields: `errors.invalid({ iban: 'api.booking.iban_checksum' })`. */
  invalid: (fields: Record<string, string | string[]>, params?: MessageParams) =>
    new ApiError(
      422,
      'validation_failed',
      'api.error.validation_failed',
      { errors: Object.fromEntries(Object.entries(fields).map(([field, keys]) => [field, Array.isArray(keys) ? keys : [keys]])) },
      params ? { params } : {},
    ),
  tooManyRequests: (retryAfterSeconds: number, messageKey = 'api.error.too_many_requests') =>
    new ApiError(
      429,
      'too_many_requests',
      messageKey,
      { retry_after: retryAfterSeconds },
      { params: { seconds: retryAfterSeconds }, headers: { 'Retry-After': String(retryAfterSeconds) } },
    ),
};

/** The status each kind of domain error answers with (server/domain/errors.ts). */
function statusOf(error: DomainError): number {
  if (error instanceof InvalidInputError) return 422;
  if (error instanceof NotFoundError) return 404;
  if (error instanceof ConflictError) return 409;
  if (error instanceof ForbiddenError) return 403;
  if (error instanceof TooManyAttemptsError) return 429;
  // UnavailableError, and a kind added without a status here: the server's failure, logged.
  return 500;
}

/** A domain error as the API answers it: the kind's status, the same code, message key and body. */
export function fromDomainError(error: DomainError): ApiError {
  return new ApiError(statusOf(error), error.code, error.messageKey, error.extra, {
    ...(error.params ? { params: error.params } : {}),
    ...(error instanceof TooManyAttemptsError ? { headers: { 'Retry-After': String(error.retryAfterSeconds) } } : {}),
    cause: error.cause ?? error,
  });
}
