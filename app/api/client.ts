import { createApiClient, unwrap, type ApiClient, type TokenKind } from '../../api-spec/client';
import { toast } from '../../design-system/components/Toast';
import { CUSTOMER_TOKEN_COOKIE } from '../customer/session';
import { SESSION_COOKIES } from '../features/constants';
import { getCookie } from '../lib/cookies';
import { fetchInItsOwnTask } from '../lib/nextTask';
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

/** The app's one API client: the contract's calls with the spec's headers, tokens and error rules. */
export const api: ApiClient = createApiClient({
  baseUrl: import.meta.env.VITE_API_BASE_URL || '/api',
  // The request is built (and its token read) now; the network call starts in a task of its own.
  fetch: fetchInItsOwnTask,
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

/** `await call(api.GET(...))`: the data, or a thrown ApiError (already shown as a notice). */
export const call = <T>(request: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> =>
  unwrap(request, apiRuntime().genericMessage());
