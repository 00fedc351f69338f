import { createApiClient, unwrap, type ApiClient } from '../../../api-spec/client';
import { toast } from '../../../design-system/components/Toast';
import { apiRuntime, storedToken } from '../../api';
import { reactToFailure, silentByDefault } from '../../api/failures';

/**
 * Calls whose failures the public screens explain themselves: content reads (the page falls back
 * to our own words) and the forms (errors show under the fields or in the form), so no toast
 * repeats what the screen already says.
 */
const quietPaths: ReadonlySet<string> = new Set([
  ...silentByDefault,
  '/website/sliders',
  '/website/settings',
  '/website/home',
  '/website/package-settings',
  '/website/contact',
  '/provider/auth/register',
  '/provider/auth/forget-password',
  '/provider/auth/reset-password',
  '/focus/auth/register',
  '/focus/auth/verify-registration',
  '/focus/auth/forget-password',
  '/focus/auth/reset-password',
]);

/** The app's API client (same base, headers, tokens and navigation rules) without notices for the calls above. */
export const quietApi: ApiClient = createApiClient({
  baseUrl: import.meta.env.VITE_API_BASE_URL || '/api',
  getLocale: () => apiRuntime().locale,
  getToken: storedToken,
  genericMessage: () => apiRuntime().genericMessage(),
  onFailure: reactToFailure({
    getLocale: () => apiRuntime().locale,
    navigate: (path) => apiRuntime().navigate(path),
    notify: (message, tone) => void toast.show(tone, message),
    onUnauthorized: () => apiRuntime().onUnauthorized(),
    silentPaths: quietPaths,
  }),
});

/** `await quietCall(quietApi.POST(...))`: the data, or a thrown ApiError (not shown as a notice). */
export const quietCall = <T>(request: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> =>
  unwrap(request, apiRuntime().genericMessage());
