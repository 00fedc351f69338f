/**
 * Type-level tests: `npm run typecheck` fails if any line marked @ts-expect-error compiles,
 * i.e. if the client stopped rejecting wrong paths, methods or bodies.
 */
import { createApiClient } from './client';

const api = createApiClient({
  baseUrl: '/api',
  getLocale: () => 'ar',
  getToken: () => undefined,
  genericMessage: () => '',
});

export async function typeTests() {
  // A real call compiles.
  await api.POST('/provider/auth/login', { body: { mobile: '500000001', country_code: '+966' } });

  // @ts-expect-error a path the contract does not have
  await api.GET('/provider/salon');

  // @ts-expect-error a method the path does not have
  await api.DELETE('/provider/auth/login');

  // @ts-expect-error a country code other than +966
  await api.POST('/provider/auth/login', { body: { mobile: '500000001', country_code: '+971' } });

  // @ts-expect-error a required body field missing
  await api.POST('/provider/auth/verify-login', { body: { mobile: '500000001', type: 'mobile', device_token: null } });

  // @ts-expect-error a path parameter of the wrong type
  await api.GET('/provider/salons/{id}', { params: { path: { id: 'seven' } } });
}
