import { createApiClient, unwrap } from '../../api-spec/client';
import { getCookie, removeCookie, setCookie } from '../lib/cookies';
import type { CustomerCalls } from './calls';
import { CUSTOMER_TOKEN_COOKIE } from './session';

/**
 * The customers' pages' calls: the typed client over the contract (tag `Public booking`), with the
 * customer's own token. No message of our own for a failure without one: the page shows its
 * translated generic message then (signIn.ts, messageOf).
 */
export function customerCalls(locale: string): CustomerCalls {
  const api = createApiClient({
    baseUrl: '/api',
    getLocale: () => locale,
    // The cookie holds the Authorization value (`Bearer …`), as the app's sessions do.
    getToken: (kind) => (kind === 'customer' ? getCookie(CUSTOMER_TOKEN_COOKIE) || undefined : undefined),
    genericMessage: () => '',
  });
  const data = <T>(call: Promise<{ data?: { data: T }; error?: unknown; response: Response }>) => unwrap(call, '').then((body) => body.data);
  return {
    slots: (slug, { from, days, serviceIds, barberId }) =>
      data(api.GET('/public/salons/{slug}/slots', { params: { path: { slug }, query: { from, days, service_ids: serviceIds, ...(barberId ? { barber_id: barberId } : {}) } } })),
    requestCode: async (mobile) => {
      await unwrap(api.POST('/public/customer/code', { body: { mobile } }), '');
    },
    verify: async (mobile, code) => {
      const session = await data(api.POST('/public/customer/verify', { body: { mobile, code } }));
      setCookie(CUSTOMER_TOKEN_COOKIE, `Bearer ${session.token}`, Math.max(60, Math.floor((Date.parse(session.expires_at) - Date.now()) / 1000)));
    },
    signedIn: () => Boolean(getCookie(CUSTOMER_TOKEN_COOKIE)),
    signOut: async () => {
      try {
        await unwrap(api.POST('/customer/auth/logout'), '');
      } finally {
        removeCookie(CUSTOMER_TOKEN_COOKIE);
      }
    },
    book: (slug, body) => data(api.POST('/public/salons/{slug}/bookings', { params: { path: { slug } }, body })),
    bookings: () => data(api.GET('/customer/bookings')),
    booking: (publicId) => data(api.GET('/customer/bookings/{public_id}', { params: { path: { public_id: publicId } } })),
    cancel: (publicId) => data(api.POST('/customer/bookings/{public_id}/cancel', { params: { path: { public_id: publicId } }, body: {} })),
    move: (publicId, body) => data(api.POST('/customer/bookings/{public_id}/move', { params: { path: { public_id: publicId } }, body })),
    stopReminders: (token) => data(api.POST('/public/messages/opt-out', { body: { token } })),
  };
}
