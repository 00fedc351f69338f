/**
 * What a domain module raises when it cannot do what was asked. Each kind is a class; each error
 * carries a `code` callers can act on, a message key of the server's catalogue with its parameters,
 * the problems per field, and extra facts for the answer's body. The HTTP layer maps a kind to a
 * status and translates the keys (server/http/errors.ts, `fromDomainError`): nothing here knows
 * HTTP, so the domain runs the same from a handler, a job or a test.
 */
import type { MessageParams } from '../i18n';

export interface DomainErrorOptions {
  /** Parameters of the message (ICU placeholders), used for the field messages too. */
  params?: MessageParams;
  /** Facts for the answer's body beside `code` and `message` (e.g. the nearest free slots). */
  extra?: Record<string, unknown>;
  /** What went wrong underneath (logged, never sent). */
  cause?: unknown;
}

export abstract class DomainError extends Error {
  readonly code: string;
  readonly messageKey: string;
  readonly params: MessageParams | undefined;
  readonly extra: Record<string, unknown>;

  constructor(code: string, messageKey: string, options: DomainErrorOptions = {}) {
    super(code, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
    this.messageKey = messageKey;
    this.params = options.params;
    this.extra = options.extra ?? {};
  }
}

/** Field name (dot notation) → message keys. */
export type FieldMessages = Record<string, string[]>;

/** The caller sent something it can fix: the message keys per field travel as the body's `errors`. */
export class InvalidInputError extends DomainError {
  readonly fields: FieldMessages;

  constructor(fields: FieldMessages, options: DomainErrorOptions & { code?: string; messageKey?: string } = {}) {
    const { code = 'validation_failed', messageKey = 'api.error.validation_failed', ...rest } = options;
    super(code, messageKey, { ...rest, extra: { ...rest.extra, errors: fields } });
    this.fields = fields;
  }
}

/** `invalidFields({ iban: 'api.booking.iban_checksum' })`: one or more keys per field. */
export function invalidFields(fields: Record<string, string | string[]>, params?: MessageParams): InvalidInputError {
  const messages = Object.fromEntries(Object.entries(fields).map(([field, keys]) => [field, Array.isArray(keys) ? keys : [keys]]));
  return new InvalidInputError(messages, params ? { params } : {});
}

/** Not there, or not the caller's: the same answer either way, never the data. */
export class NotFoundError extends DomainError {
  constructor(options: DomainErrorOptions = {}) {
    super('not_found', 'api.error.not_found', options);
  }
}

/** The request conflicts with the current state (a taken slot, a transition not allowed). */
export class ConflictError extends DomainError {}

/** Signed in and allowed to the call, but not to this particular act (e.g. deleting yourself). */
export class ForbiddenError extends DomainError {
  constructor(messageKey = 'api.error.forbidden', options: DomainErrorOptions = {}) {
    super('forbidden', messageKey, options);
  }
}

/** Too many attempts in a window: the caller may try again after `retryAfterSeconds`. */
export class TooManyAttemptsError extends DomainError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number, messageKey = 'api.error.too_many_requests') {
    super('too_many_requests', messageKey, { params: { seconds: retryAfterSeconds }, extra: { retry_after: retryAfterSeconds } });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Something the domain depends on failed (the file store): nothing was done; the cause is logged. */
export class UnavailableError extends DomainError {
  constructor(messageKey: string, cause: unknown) {
    super('server_error', messageKey, { cause });
  }
}
