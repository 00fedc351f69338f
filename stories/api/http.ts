/**
 * Per-story answers of the API, typed from the contract: a story says what each call answers,
 * nothing here re-implements an operation (the server is the only implementation).
 *
 *   parameters: { msw: answers(ok('GET /provider/wallet'), fails('GET /provider/wallet/transactions', 500, 'server_error')) }
 *
 * Every call of the demo business answers its fixture (`demo(locale)`) unless the story answers it
 * first. The locale is the request's `Accept-Language`, as on the server.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { Schema } from '../../api-spec';
import type { paths } from '../../api-spec/schema';
import { isLocale, type Locale } from '../../app/i18n/locales';
import { publicSlotsAnswer } from './customer-fixtures';
import { demo, serverSays } from './fixtures';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** A call of the contract, written as on the wire: `'GET /provider/salons/{id}'`. */
export type Route = {
  [P in keyof paths & string]: { [M in Method]: paths[P][M] extends { responses: unknown } ? `${Uppercase<M>} ${P}` : never }[Method];
}[keyof paths & string];
type Operation<R> = R extends `${infer M} ${infer P}` ? paths[P & keyof paths][Lowercase<M> & Method] : never;
type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
/** The success body of a call (its 200, else its 201), from the contract. */
export type Body<R extends Route> = Operation<R> extends { responses: infer S } ? (200 extends keyof S ? Json<S[200]> : 201 extends keyof S ? Json<S[201]> : never) : never;

/** Calls whose success is 201 Created (fixtures.test.ts checks this list against the contract). */
export const CREATED: Route[] = [
  'POST /focus/packages/{id}/subscribe', 'POST /provider/packages/{id}/subscribe', 'POST /provider/salons',
  'POST /provider/barbers', 'POST /provider/services', 'POST /provider/reservations', 'POST /provider/wallet/withdrawals',
  'POST /provider/admins', 'POST /website/contact', 'POST /provider/salons/{id}/closures',
  'POST /public/salons/{slug}/bookings',
];

/** The request's language, as the server reads `Accept-Language` (else Arabic). */
function localeOf(request: Request): Locale {
  const language = request.headers.get('Accept-Language')?.split(/[,;-]/)[0]?.trim().toLowerCase();
  return isLocale(language) ? language : 'ar';
}

interface Call {
  locale: Locale;
  url: URL;
  params: Record<string, string | readonly string[] | undefined>;
  request: Request;
}
type Answer<T> = T | ((call: Call) => T | Promise<T>);

function on(route: Route, resolve: (call: Call) => Promise<Response> | Response): HttpHandler {
  const [method, path] = route.split(' ') as [Uppercase<Method>, string];
  const mswPath = `/api${path.replace(/\{(\w+)\}/g, ':$1')}`;
  return http[method.toLowerCase() as Method](mswPath, ({ request, params }) =>
    resolve({ locale: localeOf(request), url: new URL(request.url), params, request }),
  );
}

/** The call succeeds with `body` (a value, or a function of the call), by default the demo business's. */
export function ok<R extends Route>(route: R, body?: Answer<Body<R>>): HttpHandler {
  return on(route, async (call) => {
    const value = body === undefined ? (demo(call.locale) as Record<string, unknown>)[route] : typeof body === 'function' ? await (body as (c: Call) => unknown)(call) : body;
    if (value === undefined) throw new Error(`No demo answer for ${route}: give the story its own.`);
    return HttpResponse.json(value as never, { status: CREATED.includes(route) ? 201 : 200 });
  });
}

/**
 * The call fails as the server would say it: `code`, and the server's own message in the
 * request's language (`api.error.<code>` unless `message` names another), with per-field
 * messages (server message ids) and the operation's own fields (`body`: a 409's `conflict`…) when given.
 */
export function fails(
  route: Route,
  status: number,
  code: string,
  options: { message?: string; values?: Record<string, string | number>; errors?: Record<string, string>; body?: Record<string, unknown> } = {},
): HttpHandler {
  return on(route, ({ locale }) => {
    const message = serverSays(locale, options.message ?? `api.error.${code}`, options.values);
    const errors = options.errors && Object.fromEntries(Object.entries(options.errors).map(([field, id]) => [field, [serverSays(locale, id, options.values)]]));
    return HttpResponse.json<Schema<'Error'>>({ code, message, ...(errors ? { errors } : {}), ...options.body }, { status });
  });
}

/** The calls never answer: skeletons and spinners stay on screen. */
export function loading(...routes: Route[]): HttpHandler[] {
  return routes.map((route) =>
    on(route, async () => {
      await delay('infinite');
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

/** Demo calls whose answer depends on the request's query, as the server's does. */
const queried: Partial<Record<Route, HttpHandler>> = {
  'GET /public/salons/{slug}/slots': on('GET /public/salons/{slug}/slots', ({ url, locale }) => {
    const { status, body } = publicSlotsAnswer(url.searchParams, locale);
    return HttpResponse.json(body, { status });
  }),
};

/** Every call of the demo business answered with its fixture (or by its query, `queried`). */
const demoApi: HttpHandler[] = (Object.keys(demo('ar')) as Route[]).map((route) => queried[route] ?? ok(route));

/**
 * `parameters.msw` of a story: its own answers before the demo business's. Storybook merges a
 * story's parameters into its file's key by key, so both keys are always given, in this order.
 */
export function answers(...handlers: Array<HttpHandler | HttpHandler[]>): { handlers: { story: HttpHandler[]; demo: HttpHandler[] } } {
  return { handlers: { story: handlers.flat(), demo: demoApi } };
}
