/**
 * The typed API client: openapi-fetch over the generated `paths`, with the contract's headers,
 * tokens and error shape as middleware. It knows nothing of the app: how the app reacts to a
 * failure (a notice, a redirect on 401 or 423) is the app's `onFailure` (app/api/failures.ts).
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './schema';

export type TokenKind = 'provider' | 'focus' | 'company' | 'customer';

export interface ApiClientDeps {
  /** Base URL of the API (the spec's "configured API base"), e.g. `/api`. */
  baseUrl: string;
  /** The current locale (`ar`, `en`, `tr`, `ur`), sent as Accept-Language. */
  getLocale: () => string;
  /** The stored Authorization value for a kind of user ("Bearer …"), or undefined when signed out. */
  getToken: (kind: TokenKind) => string | undefined;
  /** The message of a failure whose answer carries none (a network failure, a gateway's HTML page). */
  genericMessage: () => string;
  /** Every failure, normalised, with the contract path it came from: the caller decides what to show. */
  onFailure?: (error: ApiError, schemaPath: string) => void;
  fetch?: typeof globalThis.fetch;
}

/** A normalised API error: the spec's `{ status (default 500), message }`, plus what the body says. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly errors: Record<string, string[]> | undefined;
  readonly retryAfter: number | undefined;
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    const record = isRecord(body) ? body : {};
    this.code = typeof record.code === 'string' ? record.code : undefined;
    this.errors = isRecord(record.errors) ? (record.errors as Record<string, string[]>) : undefined;
    const retry = record.retry_after;
    this.retryAfter = typeof retry === 'number' ? retry : undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads an error body (`code`/`message`, or Laravel-style `error`) into an ApiError. */
export function normaliseError(status: number | undefined, body: unknown, fallbackMessage: string): ApiError {
  const record = isRecord(body) ? body : {};
  const message =
    (typeof record.message === 'string' && record.message) ||
    (typeof record.error === 'string' && record.error) ||
    fallbackMessage;
  return new ApiError(status && status >= 400 ? status : 500, message, body);
}

/** Which stored token goes with a path (the spec: the provider token on provider paths, …). */
export function tokenKindFor(schemaPath: string): TokenKind[] {
  if (schemaPath.startsWith('/provider/')) return ['provider'];
  if (schemaPath.startsWith('/focus/')) return ['focus'];
  // Uploads serve whoever is signed in: the company room, the provider dashboard or a focus user.
  if (schemaPath.startsWith('/company/uploader')) return ['company', 'provider', 'focus'];
  if (schemaPath.startsWith('/company/auth/token')) return ['provider'];
  if (schemaPath.startsWith('/company/')) return ['company'];
  if (schemaPath.startsWith('/broadcasting/')) return ['provider', 'focus', 'company'];
  // A customer (the spec's visitor) books and manages their bookings with their own token only.
  if (schemaPath.startsWith('/customer/') || schemaPath === '/public/salons/{slug}/bookings') return ['customer'];
  return [];
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.clone().json();
  } catch {
    return undefined;
  }
}

function createApiMiddleware(deps: ApiClientDeps): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      request.headers.set('Accept', 'application/json');
      // Every request names JSON (spec section 7), GETs included; a multipart upload keeps the
      // type and boundary its FormData body gave it.
      if (!request.headers.has('Content-Type')) request.headers.set('Content-Type', 'application/json');
      request.headers.set('Accept-Language', deps.getLocale());
      // A caller that names the session (logging out one this browser is forgetting) keeps it;
      // otherwise the stored token for the path, read now.
      if (request.headers.has('Authorization')) return request;
      const kinds = tokenKindFor(schemaPath);
      const token = kinds.map((kind) => deps.getToken(kind)).find(Boolean);
      if (token) request.headers.set('Authorization', token);
      return request;
    },
    async onResponse({ response, schemaPath }) {
      if (!response.ok) deps.onFailure?.(normaliseError(response.status, await readBody(response), deps.genericMessage()), schemaPath);
      return response;
    },
    onError({ schemaPath }) {
      // The network failed (offline, DNS, aborted): the generic fallback, as a normalised 500.
      const error = new ApiError(500, deps.genericMessage());
      deps.onFailure?.(error, schemaPath);
      return error;
    },
  };
}

export type ApiClient = Client<paths>;

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const client = createClient<paths>({
    baseUrl: deps.baseUrl,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    headers: { Accept: 'application/json' },
  });
  client.use(createApiMiddleware(deps));
  return client;
}

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Turns openapi-fetch's `{ data, error }` into the value or a thrown ApiError, so callers
 * (machines' actors, loaders) can `await` and `catch`.
 */
export async function unwrap<T>(call: Promise<FetchResult<T>>, fallbackMessage = 'Oops...Something went wrong.'): Promise<T> {
  const { data, error, response } = await call;
  if (error !== undefined || !response.ok) throw normaliseError(response.status, error, fallbackMessage);
  return data as T;
}

/** Multipart body for the uploader calls: files and fields as FormData (the browser sets the boundary). */
export function toFormData(fields: Record<string, string | number | Blob | Blob[] | undefined | null>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((file, index) => form.append(`${key}[${index}]`, file));
    else form.append(key, value instanceof Blob ? value : String(value));
  }
  return form;
}
