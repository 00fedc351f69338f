/**
 * Named handler sets for the states a story shows. Each takes the operations it applies to
 * (`empty('listSalons', 'listBarbers')`); with none it applies to every operation it makes sense
 * for. Put them in front of the defaults — `mockApi(...)` does that:
 *
 *   parameters: { msw: mockApi(loading('listSalons')) }
 *   parameters: { msw: mockApi(overrideOperation('getWallet', ({ response }) => response(200).json({ ... }))) }
 */
import { delay, HttpResponse, type HttpHandler } from 'msw';
import type { ResponseResolver } from 'openapi-msw';
import type { Schema } from '../../api-spec';
import type { paths } from '../../api-spec/schema';
import { getMockDb, type MockDbVariant } from './db';
import { createOperationHandlers, handlers } from './handlers';
import { say, type MessageKey } from './messages';
import { OPERATIONS, operationList, type HttpMethod, type OperationId, type OperationInfo, type OperationMethod, type OperationPath } from './operations';
import { createPreflight, mswPath } from './routes/preflight';
import { http, requestLocale } from './routes/shared';

type Row = OperationInfo & { operationId: OperationId };

function select(operations: readonly OperationId[], applies: (row: Row) => boolean = () => true): Row[] {
  if (operations.length > 0) return operationList.filter((row) => operations.includes(row.operationId));
  return operationList.filter(applies);
}

function answer(rows: Row[], status: number, code: string, key: MessageKey): HttpHandler[] {
  return rows.map((row) =>
    http.untyped[row.method](mswPath(row.path), ({ request }) =>
      HttpResponse.json<Schema<'Error'>>({ code, message: say(requestLocale(request), key) }, { status }),
    ),
  );
}

/** The operations' handlers from another world (variant database), preflight included. */
function fromVariant(variant: MockDbVariant, operations: readonly OperationId[]): HttpHandler[] {
  const rows = select(operations);
  const chosen = new Set(rows.map((row) => row.operationId));
  const preflight = createPreflight(() => getMockDb(variant), [...chosen]);
  const routes = createOperationHandlers(variant);
  return [...preflight, ...rows.map((row) => routes[row.operationId])];
}

/** The calls never answer (`delay('infinite')`): skeletons and spinners stay on screen. */
export function loading(...operations: OperationId[]): HttpHandler[] {
  return select(operations).map((row) =>
    http.untyped[row.method](mswPath(row.path), async () => {
      await delay('infinite');
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

/**
 * Nothing set up yet: lists answer empty (salons, barbers, services, reservations, wallet ledger,
 * notifications, staff, banks, locations, sliders, focus packages), creating works from there.
 * The provider package catalogue and the active package stay, so nothing is locked.
 */
export function empty(...operations: OperationId[]): HttpHandler[] {
  return fromVariant('empty', operations);
}

/** 500 `server_error` with the generic message in the request's language. */
export function serverError(...operations: OperationId[]): HttpHandler[] {
  return answer(select(operations), 500, 'server_error', 'serverError');
}

/** 423 `package_required` (by default on every call that needs an active package). */
export function locked(...operations: OperationId[]): HttpHandler[] {
  return answer(select(operations, (row) => row.requiresPackage === true), 423, 'package_required', 'packageRequired');
}

/** 401 `unauthenticated` (by default on every call that takes a token). */
export function unauthorized(...operations: OperationId[]): HttpHandler[] {
  return answer(select(operations, (row) => row.security.length > 0), 401, 'unauthenticated', 'unauthenticated');
}

/** The demo owner without a payout bank account: the red banner, `bank_account_required` on withdrawals. */
export function noBankAccount(...operations: OperationId[]): HttpHandler[] {
  return fromVariant('noBankAccount', operations);
}

/** The demo owner's package ended yesterday: no active package, 423 on the gated calls, packages still listed. */
export function expiredPackage(...operations: OperationId[]): HttpHandler[] {
  return fromVariant('expiredPackage', operations);
}

/** Calls act as the receptionist (reservations only): 403 `forbidden` everywhere else that needs a permission. */
export function staffAdmin(...operations: OperationId[]): HttpHandler[] {
  return fromVariant('staffAdmin', operations);
}

/**
 * One operation answered by your own resolver, typed from the contract:
 *   overrideOperation('listSalons', ({ response }) => response(200).json({ ... }))
 *   overrideOperation('get', '/provider/salons', ({ response }) => response(200).json({ ... }))
 */
export function overrideOperation<Id extends OperationId>(
  operationId: Id,
  resolver: ResponseResolver<paths, OperationPath<Id>, OperationMethod<Id>>,
): HttpHandler;
export function overrideOperation<Method extends HttpMethod, Path extends keyof paths>(
  method: Method,
  path: Path,
  resolver: ResponseResolver<paths, Path, Method>,
): HttpHandler;
export function overrideOperation(...args: unknown[]): HttpHandler {
  const [method, path, resolver] = (
    args.length === 2 ? [OPERATIONS[args[0] as OperationId].method, OPERATIONS[args[0] as OperationId].path, args[1]] : args
  ) as [HttpMethod, string, unknown];
  // The overloads above carry the types; here one generic call serves every path.
  const register = http[method] as unknown as (path: string, resolver: unknown) => HttpHandler;
  return register(path, resolver);
}

/**
 * `parameters.msw` for a story: the given sets in front of the default handlers. Story-level
 * parameters replace the meta's `scenario` key and keep `api`, so overrides always win.
 */
export function mockApi(...sets: Array<HttpHandler | HttpHandler[]>): { handlers: { scenario: HttpHandler[]; api: HttpHandler[] } } {
  return { handlers: { scenario: sets.flat(), api: handlers } };
}

export const scenarios = { loading, empty, serverError, locked, unauthorized, noBankAccount, expiredPackage, staffAdmin, overrideOperation };
