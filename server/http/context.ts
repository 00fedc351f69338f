/**
 * What a handler gets: see server/http/README.md. Handlers are keyed by the contract's operationId
 * and typed from api-spec/schema.d.ts, so `ctx.body`, `ctx.query` and `ctx.params` are the
 * contract's request types (already validated against the document when the handler runs).
 */
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { operations } from '../../api-spec/schema';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { ProviderRole } from '../db/tables/platform';
import type { Locale, Translate } from '../i18n';
import type { Broadcaster } from '../realtime/broadcaster';
import type { PermissionKey } from '../domain/admins';
import type { SalonSettingsCache } from '../domain/salon-settings';
import type { AnswerCache } from '../domain/answer-cache';
import type { PrincipalCache } from './principal-cache';
import type { MailDriver, SmsDriver } from '../sms';
import type { WhatsAppDriver } from '../messages/whatsapp';
import type { FileStorage } from '../uploads/storage';

export type OperationId = keyof operations;

export type { PermissionKey };

/** A signed-in provider user: the owner or a staff admin of provider (business) `providerId`. */
interface ProviderPrincipal {
  kind: 'provider';
  tokenId: number;
  userId: number;
  providerId: number;
  role: ProviderRole;
  /** Effective permissions: every permission for the owner. */
  permissions: readonly PermissionKey[];
  isOwner: boolean;
  isSuperAdmin: boolean;
}

interface FocusPrincipal {
  kind: 'focus';
  tokenId: number;
  userId: number;
  permissions: readonly string[];
}

/** A company-room session, opened by a super-admin provider user. */
interface CompanyPrincipal {
  kind: 'company';
  tokenId: number;
  userId: number;
  providerId: number;
  startedAt: Date;
}

/** A customer signed in by SMS code (issue 22): opens only their own bookings, by mobile. */
interface CustomerPrincipal {
  kind: 'customer';
  tokenId: number;
  customerId: number;
  mobile: string;
  name: string | null;
}

export type Principal = ProviderPrincipal | FocusPrincipal | CompanyPrincipal | CustomerPrincipal;

export interface Clock {
  now(): Date;
}

/** Everything the server wires once and hands to handlers and domain modules. */
export interface AppDeps {
  config: Config;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  clock: Clock;
  sms: SmsDriver;
  mail: MailDriver;
  /** WhatsApp for messages to customers (outbox or the Cloud API). */
  whatsapp: WhatsAppDriver;
  realtime: Broadcaster;
  storage: FileStorage;
  /** Bearer tokens recently resolved (security.ts); changes drop their subject's entries. */
  principals: PrincipalCache;
  /** Salons' booking settings recently read (the slots call); changes drop their provider's. */
  salonSettings: SalonSettingsCache;
  /** Free slots and reservation lists recently worked out; changes drop their provider's, a customer's all. */
  answers: AnswerCache;
}

type Op<K extends OperationId> = operations[K];
type JsonOrForm<T> = T extends { content: { 'application/json': infer B } }
  ? B
  : T extends { content: { 'multipart/form-data': infer M } }
    ? M
    : T extends { content: { 'application/x-www-form-urlencoded': infer F } }
      ? F
      : undefined;
type RequestBody<K extends OperationId> = JsonOrForm<NonNullable<Op<K>['requestBody']>>;
type Part<K extends OperationId, P extends 'query' | 'path' | 'header'> = Op<K>['parameters'] extends { [key in P]?: infer Q }
  ? [Q] extends [never | undefined]
    ? Record<string, never>
    : NonNullable<Q>
  : Record<string, never>;
type RequestQuery<K extends OperationId> = Part<K, 'query'>;
type RequestParams<K extends OperationId> = Part<K, 'path'>;

export interface HandlerContext<K extends OperationId = OperationId> {
  operationId: K;
  deps: AppDeps;
  /** Shorthand for `deps.db`. */
  db: Kysely<Database>;
  /** The request language (normalised from Accept-Language). */
  locale: Locale;
  /** Translates a server message key into the request language. */
  t: Translate;
  body: RequestBody<K>;
  query: RequestQuery<K>;
  params: RequestParams<K>;
  /** The authenticated caller, or null on public operations. */
  principal: Principal | null;
  /** The caller as a provider user; throws 401 when the token is of another kind. */
  provider(): ProviderPrincipal;
  focus(): FocusPrincipal;
  company(): CompanyPrincipal;
  customer(): CustomerPrincipal;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A handler returns the response body (sent with 200, or with `ctx.reply.code(201)` set first),
 * or a `Reply` made by `respond()` when it needs another status or headers.
 */
export type OperationHandler<K extends OperationId = OperationId> = (ctx: HandlerContext<K>) => Promise<unknown> | unknown;

/** A map operationId → handler: `export const bookingHandlers: Handlers = { listSalons: async (ctx) => … }`. */
export type Handlers = { [K in OperationId]?: OperationHandler<K> };

/** `{ data, message }`: the contract's success envelope. `message` is a key translated by the caller's t. */
export function envelope<T>(data: T, message = ''): { data: T; message: string } {
  return { data, message };
}

/** Public URLs of stored files (`salons/8f3c.png` → `/uploads/salons/8f3c.png`, or the bucket's URL with S3). */
export function fileUrls(ctx: { deps: { storage: FileStorage } }): (path: string) => string {
  return (path) => ctx.deps.storage.url(path);
}

export interface Page {
  page: number;
  perPage: number;
  total: number;
  /** Items on this page, when `data` is not the list itself (notifications grouped by day). */
  count?: number;
}

/** The contract's paginated envelope: `{ data, message, meta, links }`. */
export function paginated<T>(request: FastifyRequest, data: T, { page, perPage, total, count }: Page, message = '') {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const url = new URL(request.url, 'http://placeholder');
  const link = (n: number) => {
    url.searchParams.set('page', String(n));
    return `/api${url.pathname.replace(/^\/api/, '')}?${url.searchParams.toString()}`;
  };
  const items = count ?? (Array.isArray(data) ? data.length : 0);
  const from = items ? (page - 1) * perPage + 1 : null;
  return {
    data,
    message,
    meta: { current_page: page, per_page: perPage, total, last_page: lastPage, from, to: from === null ? null : from + items - 1 },
    links: { first: link(1), last: link(lastPage), prev: page > 1 ? link(page - 1) : null, next: page < lastPage ? link(page + 1) : null },
  };
}

/** Parameters of a translated message, for handlers that compose one. */
