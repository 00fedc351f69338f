import { createApiClient, unwrap, type ApiClient, type TokenKind } from '../../api-spec/client';
import { toast } from '../../design-system/components/Toast';
import { CUSTOMER_TOKEN_COOKIE } from '../customer/session';
import { SESSION_COOKIES } from '../features/constants';
import { getCookie } from '../lib/cookies';
import { inItsOwnTask } from '../lib/nextTask';
import { reactToFailure } from './failures';
import { apiRuntime } from './runtime';

/** Cookie holding the company-room token (the company token is only ever used in the room). */
export const COMPANY_TOKEN_COOKIE = 'company_token';

const tokenCookies: Record<TokenKind, string> = {
  provider: SESSION_COOKIES.providerToken,
  focus: SESSION_COOKIES.focusToken,
  company: COMPANY_TOKEN_COOKIE,
  // The customers' pages keep their own session (app/customer/api.ts); the app never sends it.
  customer: CUSTOMER_TOKEN_COOKIE,
};

/** The stored Authorization value of a kind of user ("Bearer …"), read at each request. */
export function storedToken(kind: TokenKind): string | undefined {
  return getCookie(tokenCookies[kind]) || undefined;
}

const client = createApiClient({
  baseUrl: import.meta.env.VITE_API_BASE_URL || '/api',
  getLocale: () => apiRuntime().locale,
  getToken: storedToken,
  genericMessage: () => apiRuntime().genericMessage(),
  onFailure: reactToFailure({
    getLocale: () => apiRuntime().locale,
    navigate: (path) => apiRuntime().navigate(path),
    notify: (message, tone) => void toast.show(tone, message),
    onUnauthorized: () => apiRuntime().onUnauthorized(),
  }),
});

/**
 * The app's one API client: the contract's calls with the spec's headers, tokens and error rules.
 * Each call starts in a task of its own (issue 21 item 17): a screen's first render no longer carries
 * the cost of building and sending the ten requests it asks for. The token is read as the request
 * is built, in that task; a caller that must send a particular session names it (logout does).
 */
export const api: ApiClient = {
  ...client,
  GET: inItsOwnTask(client.GET) as ApiClient['GET'],
  PUT: inItsOwnTask(client.PUT) as ApiClient['PUT'],
  POST: inItsOwnTask(client.POST) as ApiClient['POST'],
  DELETE: inItsOwnTask(client.DELETE) as ApiClient['DELETE'],
  OPTIONS: inItsOwnTask(client.OPTIONS) as ApiClient['OPTIONS'],
  HEAD: inItsOwnTask(client.HEAD) as ApiClient['HEAD'],
  PATCH: inItsOwnTask(client.PATCH) as ApiClient['PATCH'],
  TRACE: inItsOwnTask(client.TRACE) as ApiClient['TRACE'],
  request: inItsOwnTask(client.request) as ApiClient['request'],
};

/** `await call(api.GET(...))`: the data, or a thrown ApiError (already shown as a notice). */
export const call = <T>(request: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> =>
  unwrap(request, apiRuntime().genericMessage());
