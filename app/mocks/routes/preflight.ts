/**
 * What the real server does before any handler runs, for every operation alike: who is calling
 * (401), the staff permission of `x-permission` (403), the package gate of `x-requires-package`
 * (423), then the input against the contract (400 for an unreadable body, 422 with `errors`).
 * A request that passes falls through (the resolver returns nothing) to the operation's handler.
 */
import { HttpResponse, type HttpHandler } from 'msw';
import { operationList, type OperationInfo, type OperationId } from '../operations';
import { acceptsBody, bodyRequired, validateBody, validateParameters, type Issue } from '../validation';
import { fail, focusUserOf, http, issuesToErrors, providerUserOf, requestLocale, unauthenticated, type DbSource } from './shared';
import { say, type MessageKey } from '../messages';
import type { Locale } from '../fixtures';

/** `/provider/salons/{id}` → `/api/provider/salons/:id`, the form MSW matches. */
export function mswPath(path: string): string {
  return `/api${path.replaceAll('{', ':').replaceAll('}', '')}`;
}

const MEDIA_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'] as const;

/** Clearer words than "not valid" for the fields people type most. */
const INVALID_FIELD_MESSAGES: Record<string, MessageKey> = {
  mobile: 'mobileInvalid',
  customer_mobile: 'mobileInvalid',
  email: 'emailInvalid',
  otp: 'otpFormat',
  iban: 'ibanInvalid',
  password: 'passwordTooShort',
};

function validationFailed(locale: Locale, issues: Issue[]) {
  const errors = issuesToErrors(locale, issues);
  for (const issue of issues) {
    const key = INVALID_FIELD_MESSAGES[issue.field];
    if (issue.problem === 'invalid' && key) errors[issue.field] = [say(locale, key)];
  }
  return HttpResponse.json({ code: 'validation_failed', message: say(locale, 'validationFailed'), errors }, { status: 422 });
}

async function readBody(operationId: OperationId, request: Request): Promise<{ mediaType: string; body: unknown } | 'unreadable' | null> {
  const contentType = request.headers.get('Content-Type') ?? '';
  const text = await request.clone().text();
  if (!MEDIA_TYPES.some((type) => acceptsBody(operationId, type))) return null;
  if (contentType.includes('multipart/form-data')) return acceptsBody(operationId, 'multipart/form-data') ? null : 'unreadable';
  if (text.trim() === '') return { mediaType: 'application/json', body: undefined };
  if (contentType.includes('application/x-www-form-urlencoded')) {
    if (!acceptsBody(operationId, 'application/x-www-form-urlencoded')) return 'unreadable';
    return { mediaType: 'application/x-www-form-urlencoded', body: Object.fromEntries(new URLSearchParams(text)) };
  }
  if (!acceptsBody(operationId, 'application/json')) return 'unreadable';
  try {
    return { mediaType: 'application/json', body: JSON.parse(text) as unknown };
  } catch {
    return 'unreadable';
  }
}

function preflight(source: DbSource, operation: OperationInfo & { operationId: OperationId }): HttpHandler {
  return http.untyped[operation.method](mswPath(operation.path), async ({ request, params }) => {
    const db = source();
    const locale = requestLocale(request);
    const security = operation.security as readonly string[];

    if (security.length === 1 && security[0] === 'provider') {
      const user = providerUserOf(db, request);
      if (!user) return unauthenticated(locale);
      if (operation.permission && !user.permissions.includes(operation.permission)) return fail(locale, 403, 'forbidden', 'forbidden');
      if (operation.requiresPackage && !db.activeSubscription(db.tenant(user.provider_id))) {
        return fail(locale, 423, 'package_required', 'packageRequired');
      }
    }
    if (security.length === 1 && security[0] === 'focus' && !focusUserOf(db, request)) return unauthenticated(locale);

    const url = new URL(request.url);
    const parameterIssues = validateParameters(operation.operationId, { path: params, query: url.searchParams, headers: request.headers });
    if (parameterIssues.length > 0) return validationFailed(locale, parameterIssues);

    const read = await readBody(operation.operationId, request);
    if (read === 'unreadable') return fail(locale, 400, 'bad_request', 'badRequest');
    if (read && read.body === undefined) {
      if (bodyRequired(operation.operationId)) return validationFailed(locale, [{ field: 'body', problem: 'required' }]);
    } else if (read) {
      const bodyIssues = validateBody(operation.operationId, read.mediaType, read.body);
      if (bodyIssues.length > 0) return validationFailed(locale, bodyIssues);
    }
    return undefined;
  });
}

/** One preflight per operation (or per chosen operation), to be placed before the operation handlers. */
export function createPreflight(source: DbSource, only?: readonly OperationId[]): HttpHandler[] {
  return operationList.filter((operation) => !only || only.includes(operation.operationId)).map((operation) => preflight(source, operation));
}
