/** Sample API answers for the flows' tests and stories (shapes of api-spec/openapi.yaml). */
import type { VerifyCodeOutput } from '../auth/providerLogin.machine';
import type { FocusLoginResult } from '../session/types';

export const providerUserFromApi: VerifyCodeOutput['user'] = {
  id: 1,
  provider_id: 1,
  name: 'محمد العتيبي',
  mobile: '500000001',
  country_code: '+966',
  email: 'owner@example.com',
  avatar: null,
  is_super_admin: true,
  chat_status: true,
  bank_account: { id: 1, bank_name: 'مصرف الراجحي', iban: 'SA0380000000608010167519' },
  role: 'owner',
  permissions: ['salons.manage', 'reservations.view'],
};

export const verifiedLogin: VerifyCodeOutput = { token: 't0k3n', user: providerUserFromApi };

export const focusLoginResult = (withPackage: boolean): FocusLoginResult => ({
  token_type: 'Bearer',
  access_token: 'f0cus',
  expires_in: 86400,
  user: { id: 7, name: 'سارة القحطاني', email: 'focus@example.com', mobile: null, permissions: ['rooms.join'] },
  focus_package: withPackage ? { package_name: 'باقة التركيز الشهرية', expire_at: '2030-03-31T10:00:00+03:00' } : null,
});

/** Normalised API errors as the client hands them over. */
export const apiErrors = {
  server: { status: 500, message: 'Server error' },
  network: new TypeError('Failed to fetch'),
  wrongCode: { status: 422, message: 'The code is wrong.', code: 'otp_invalid' },
  attemptsExceeded: { status: 422, message: 'Too many wrong codes.', code: 'otp_attempts_exceeded' },
  codeExpired: { status: 422, message: 'The code has expired.', code: 'otp_expired' },
  rateLimited: (seconds: number) => ({ status: 429, message: `Please wait ${seconds} seconds.`, code: 'too_many_requests', retry_after: seconds }),
  invalidCredentials: { status: 422, message: 'These credentials do not match our records.', code: 'invalid_credentials' },
} as const;
