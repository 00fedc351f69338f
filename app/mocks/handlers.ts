/**
 * The mock API: a default, happy-path handler for every operation of api-spec/openapi.yaml,
 * typed with openapi-msw (paths, params, bodies and responses are checked against the contract),
 * behind a preflight that answers 401/403/423/400/422 like the server. State lives in an
 * in-memory database (`db.ts`) that `resetMockDb()` puts back to the fixtures.
 *
 *   parameters: { msw: { handlers: { scenario: [], api: handlers } } }
 *
 * See README.md for scenarios and overrides.
 */
import type { HttpHandler } from 'msw';
import { getMockDb, type MockDbVariant } from './db';
import type { OperationId } from './operations';
import { authRoutes } from './routes/auth';
import { bookingRoutes } from './routes/bookings';
import { createPreflight } from './routes/preflight';
import { publicRoutes } from './routes/public';
import { salonRoutes } from './routes/salons';

export { http } from './routes/shared';
export { resetMockDb, getMockDb, type MockDbVariant } from './db';

/** One handler per operation, reading and writing the database of `variant`. */
export function createOperationHandlers(variant: MockDbVariant = 'default'): Record<OperationId, HttpHandler> {
  const db = () => getMockDb(variant);
  return {
    ...authRoutes(db),
    ...salonRoutes(db),
    ...bookingRoutes(db),
    ...publicRoutes(db),
  } satisfies Record<OperationId, HttpHandler>;
}

/** The full handler set of a variant: the preflight of every operation, then the operations. */
export function createHandlers(variant: MockDbVariant = 'default'): HttpHandler[] {
  const db = () => getMockDb(variant);
  return [...createPreflight(db), ...Object.values(createOperationHandlers(variant))];
}

/** The default handlers, by operationId. */
export const handlersByOperation = createOperationHandlers();

/** The default handler set for `parameters.msw.handlers`. */
export const handlers: HttpHandler[] = [...createPreflight(() => getMockDb()), ...Object.values(handlersByOperation)];
