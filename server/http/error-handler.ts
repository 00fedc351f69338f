/**
 * Every error leaves as `{ code, message, errors?, ...extra }`, `message` in the request's language.
 * Nothing else: no stack, no SQL, no internal message ever reaches a client (500 says only
 * "Oops...Something went wrong." and the log has the rest).
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasMessage, negotiateLocale, translate, type Locale, type MessageParams } from '../i18n';
import { DomainError } from '../domain/errors';
import { ApiError, fromDomainError, type FieldErrors } from './errors';
import { fieldErrors } from './validation';
import { declaredMethods } from './methods';
import type { WebApp } from './static';

interface ErrorBody {
  code: string;
  message: string;
  errors?: FieldErrors;
  [extra: string]: unknown;
}

function localeOf(request: FastifyRequest): Locale {
  return request.locale ?? negotiateLocale(request.headers['accept-language']);
}

function translateFieldErrors(locale: Locale, errors: FieldErrors, params?: MessageParams): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field, messages.map((m) => (hasMessage(m) ? translate(locale, m, params) : m))]),
  );
}

function send(reply: FastifyReply, status: number, body: ErrorBody, headers?: Record<string, string>): FastifyReply {
  if (headers) reply.headers(headers);
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

type AnyError = FastifyError & { validation?: unknown; validationContext?: string; contractErrors?: unknown; code?: string };

export function handleError(
  thrown: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  onContractViolation?: (violation: { operationId: string | undefined; status: number; errors: unknown }) => void,
): FastifyReply {
  const locale = localeOf(request);
  const t = (key: string, params?: MessageParams) => translate(locale, key, params);
  const raw = thrown instanceof DomainError ? fromDomainError(thrown) : thrown;

  if (raw instanceof ApiError) {
    if (raw.status >= 500) request.log.error({ err: raw.cause ?? raw, code: raw.code }, 'server error');
    const extra = { ...raw.extra };
    const errors = extra.errors as FieldErrors | undefined;
    if (errors) extra.errors = translateFieldErrors(locale, errors, raw.params);
    return send(reply, raw.status, { ...extra, code: raw.code, message: t(raw.messageKey, raw.params) }, raw.headers);
  }

  const error = raw as AnyError;
  if (Array.isArray(error.validation)) {
    return send(reply, 422, {
      code: 'validation_failed',
      message: t('api.error.validation_failed'),
      errors: fieldErrors(locale, error.validation, error.validationContext),
    });
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return send(reply, 400, { code: 'bad_request', message: t('api.error.malformed_json') });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return send(reply, 413, { code: 'payload_too_large', message: t('api.error.payload_too_large') });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return send(reply, 415, { code: 'unsupported_media_type', message: t('api.error.unsupported_media_type') });
    case 'FST_REQ_FILE_TOO_LARGE': {
      const megabytes = Math.round((request.server.deps.config.uploads.maxBytes / 1024 / 1024) * 10) / 10;
      const message = t('api.error.file_too_large', { megabytes });
      return send(reply, 422, { code: 'file_too_large', message, errors: { file: [message] } });
    }
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return send(reply, 413, { code: 'payload_too_large', message: t('api.error.payload_too_large') });
    case '23505':
    case '23P01':
      // A uniqueness or exclusion constraint the handler did not translate: a conflict, not a crash.
      return send(reply, 409, { code: 'conflict', message: t('api.error.conflict') });
    default:
      break;
  }
  // A value the database refused as data (SQLSTATE class 22: out of range, malformed, NUL, …) came
  // from the request: the client's mistake, never a crash.
  if (typeof error.code === 'string' && /^22[0-9A-Z]{3}$/.test(error.code)) {
    request.log.warn({ err: error }, 'input the database refused');
    return send(reply, 422, { code: 'validation_failed', message: t('api.error.validation_failed'), errors: { request: [t('api.error.invalid_value')] } });
  }
  if (error.contractErrors) {
    request.log.error({ operationId: request.routeOptions.config.operationId, errors: error.contractErrors }, 'response does not match the contract');
    onContractViolation?.({ operationId: request.routeOptions.config.operationId, status: reply.statusCode, errors: error.contractErrors });
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    const code = status === 401 ? 'unauthenticated' : status === 403 ? 'forbidden' : status === 404 ? 'not_found' : 'bad_request';
    const key = hasMessage(`api.error.${code}`) ? `api.error.${code}` : 'api.error.bad_request';
    return send(reply, status, { code, message: t(key) });
  }
  request.log.error({ err: error }, 'unexpected error');
  return send(reply, 500, { code: 'server_error', message: t('api.error.server_error') });
}

/** A page of the web app: a GET or HEAD of an address outside the API, uploads and files (no extension). */
export function asksForPage(method: string, pathname: string): boolean {
  const isApi = pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/app/') || pathname.startsWith('/uploads/');
  // A reminder's opt-out link ends in a signed token (`3f.<signature>`), which reads like a file's extension.
  const isFile = /\.[a-z0-9]+$/i.test(pathname) && !/^\/[a-z]{2}\/reminders-off\/[^/]+$/.test(pathname);
  return (method === 'GET' || method === 'HEAD') && !isApi && !isFile;
}

/** Unknown API paths answer 404 in JSON; other GETs without an extension get the web app (SPA fallback). */
export function notFound(request: FastifyRequest, reply: FastifyReply, webApp: WebApp | null): FastifyReply | Promise<FastifyReply> {
  const url = request.raw.url ?? '/';
  const pathname = url.split('?')[0] ?? '/';
  if (webApp && asksForPage(request.method, pathname)) return webApp.sendIndex(reply, url);
  // A known API path asked with a method the contract does not declare for it: 405, naming the ones it does.
  const allowed = pathname.startsWith('/api/') ? declaredMethods(pathname) : undefined;
  if (allowed && !allowed.includes(request.method)) {
    return send(reply, 405, { code: 'method_not_allowed', message: translate(localeOf(request), 'api.error.method_not_allowed') }, { Allow: allowed.join(', ') });
  }
  return send(reply, 404, { code: 'not_found', message: translate(localeOf(request), 'api.error.not_found') });
}
