/**
 * What every mock route shares: the typed `http` (paths, params, bodies and responses checked
 * against the contract by openapi-msw), the request's language, who is calling, the error and
 * pagination conventions of docs/api-conventions.md.
 */
import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { Schema } from '../../../api-spec';
import type { paths } from '../../../api-spec/schema';
import type { MockDb } from '../db';
import { LOCALES, type FocusUserRow, type Locale, type ProviderTenant, type ProviderUserRow } from '../fixtures';
import { say, type MessageKey } from '../messages';
import type { Presenter } from '../present';
import type { Issue } from '../validation';

/** Handlers typed from the contract, mounted under `/api` like the real server. */
export const http = createOpenApiHttp<paths>({ baseUrl: '/api' });

export type DbSource = () => MockDb;

/** Accept-Language normalised to one of the four languages (best match, else Arabic), as the server does. */
export function requestLocale(request: Request): Locale {
  for (const part of (request.headers.get('Accept-Language') ?? '').split(',')) {
    const base = part.split(';')[0]?.trim().toLowerCase().split('-')[0];
    const locale = LOCALES.find((candidate) => candidate === base);
    if (locale) return locale;
  }
  return 'ar';
}

export interface Context {
  db: MockDb;
  locale: Locale;
  /** Rows → contract records in the request's language. */
  p: Presenter;
  url: URL;
}

export function context(db: MockDb, request: Request): Context {
  const locale = requestLocale(request);
  return { db, locale, p: db.present(locale), url: new URL(request.url) };
}

// ---------------------------------------------------------------------------------------------
// Errors

export function errorBody(locale: Locale, code: string, key: MessageKey, values?: Record<string, string | number>): Schema<'Error'> {
  return { code, message: say(locale, key, values) };
}

export function fail(locale: Locale, status: number, code: string, key: MessageKey, values?: Record<string, string | number>) {
  return HttpResponse.json<Schema<'Error'>>(errorBody(locale, code, key, values), { status });
}

export const notFound = (locale: Locale) => fail(locale, 404, 'not_found', 'notFound');
export const forbidden = (locale: Locale) => fail(locale, 403, 'forbidden', 'forbidden');
export const unauthenticated = (locale: Locale) => fail(locale, 401, 'unauthenticated', 'unauthenticated');

const problemMessage: Record<Issue['problem'], MessageKey> = { required: 'fieldRequired', invalid: 'fieldInvalid', unknown: 'fieldUnknown' };

export function issuesToErrors(locale: Locale, issues: Issue[]): Record<string, string[]> {
  return Object.fromEntries(issues.map((issue) => [issue.field, [say(locale, problemMessage[issue.problem])]]));
}

/** A 422 with messages per field; `code` and `message` default to validation_failed. */
export function invalid(
  locale: Locale,
  errors: Record<string, MessageKey>,
  options: { code?: string; message?: MessageKey; values?: Record<string, string | number> } = {},
) {
  const body: Schema<'ValidationError'> = {
    code: options.code ?? 'validation_failed',
    message: say(locale, options.message ?? 'validationFailed', options.values),
    errors: Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, [say(locale, key, options.values)]])),
  };
  return HttpResponse.json<Schema<'ValidationError'>>(body, { status: 422 });
}

export function tooManyRequests(locale: Locale, seconds: number, key: MessageKey = 'tooManyRequests') {
  const retryAfter = Math.max(1, Math.ceil(seconds));
  const body: Schema<'RateLimitError'> = { code: 'too_many_requests', message: say(locale, key, { seconds: retryAfter }), retry_after: retryAfter };
  return HttpResponse.json<Schema<'RateLimitError'>>(body, { status: 429, headers: { 'Retry-After': String(retryAfter) } });
}

// ---------------------------------------------------------------------------------------------
// Lists: search, filters, sort, pages

/** Case-insensitive "contains" over any of the fields. */
export function matchesSearch(search: string | null, ...fields: Array<string | null | undefined>): boolean {
  const needle = search?.trim().toLocaleLowerCase();
  if (!needle) return true;
  return fields.some((field) => field?.toLocaleLowerCase().includes(needle));
}

/** Sorts by a `field` or `-field` key; strings compare in the request language. */
export function sortBy<T>(items: T[], sort: string, locale: Locale, value: (item: T, field: string) => string | number): T[] {
  const descending = sort.startsWith('-');
  const field = descending ? sort.slice(1) : sort;
  const collator = new Intl.Collator(locale);
  return [...items].sort((a, b) => {
    const left = value(a, field);
    const right = value(b, field);
    const order = typeof left === 'string' && typeof right === 'string' ? collator.compare(left, right) : Number(left) - Number(right);
    return descending ? -order : order;
  });
}

/** One page of `items` with the contract's `meta` and `links` (links keep the other query parameters). */
export function paginate<T>(url: URL, items: T[]): { data: T[]; meta: Schema<'PaginationMeta'>; links: Schema<'PaginationLinks'> } {
  const perPage = Number(url.searchParams.get('per_page') ?? 15);
  const current = Number(url.searchParams.get('page') ?? 1);
  const total = items.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const data = items.slice((current - 1) * perPage, current * perPage);
  const first = (current - 1) * perPage + 1;
  const link = (page: number) => {
    const query = new URLSearchParams(url.search);
    query.set('page', String(page));
    return `${url.pathname}?${query.toString()}`;
  };
  return {
    data,
    meta: { current_page: current, per_page: perPage, total, last_page: lastPage, from: data.length ? first : null, to: data.length ? first + data.length - 1 : null },
    links: { first: link(1), last: link(lastPage), prev: current > 1 ? link(current - 1) : null, next: current < lastPage ? link(current + 1) : null },
  };
}

export function numberParam(url: URL, name: string): number | undefined {
  const value = url.searchParams.get(name);
  return value === null || value === '' ? undefined : Number(value);
}

// ---------------------------------------------------------------------------------------------
// Who is calling. Tokens the mocks issue name their user (`mock-provider.3.1`); a request without
// one acts for the database's default user, so a story renders without signing in first.

export function issueToken(kind: 'provider' | 'focus' | 'company', id: number, serial: number): string {
  return `mock-${kind}.${id}.${serial}`;
}

function tokenId(request: Request, kind: 'provider' | 'focus' | 'company'): number | undefined {
  const match = new RegExp(`^Bearer\\s+mock-${kind}\\.(\\d+)\\.`).exec(request.headers.get('Authorization') ?? '');
  return match ? Number(match[1]) : undefined;
}

/** The provider user calling, or null when the token names a user that no longer exists (→ 401). */
export function providerUserOf(db: MockDb, request: Request): ProviderUserRow | null {
  return db.providerUser(tokenId(request, 'provider') ?? db.defaultProviderUserId) ?? null;
}

export interface ProviderActor {
  user: ProviderUserRow;
  tenant: ProviderTenant;
}

/** The calling provider user and their business; the preflight has already answered 401 otherwise. */
export function providerActor(db: MockDb, request: Request): ProviderActor {
  const user = providerUserOf(db, request);
  if (!user) throw new Error('mock: provider call without a provider user (the preflight should have answered 401)');
  return { user, tenant: db.tenant(user.provider_id) };
}

export function focusUserOf(db: MockDb, request: Request): FocusUserRow | null {
  return db.focusUser(tokenId(request, 'focus') ?? db.defaultFocusUserId) ?? null;
}

export function companyProviderOf(db: MockDb, request: Request): number {
  return tokenId(request, 'company') ?? providerUserOf(db, request)?.provider_id ?? 1;
}

/** Who owns an upload: the company room, the provider or the focus user, from the token the request carries. */
export function uploaderOf(db: MockDb, request: Request): string {
  const company = tokenId(request, 'company');
  if (company !== undefined) return `company:${company}`;
  const focus = tokenId(request, 'focus');
  if (focus !== undefined) return `focus:${focus}`;
  return `provider:${providerUserOf(db, request)?.provider_id ?? 1}`;
}
