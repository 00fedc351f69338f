/**
 * Reads the address the site returns to after Google or Apple sign-in
 * (`/{locale}?auth_type=focus&provider=google&email=…`), spec section 3 and 5.
 */

/** Every field a Google return must carry for the sign-in to start. */
export const GOOGLE_FIELDS = [
  'email',
  'id',
  'verifiedEmail',
  'access_token',
  'created',
  'token_type',
  'expires_in',
  'id_token',
  'scope',
  'name',
  'phone',
  'hd',
  'givenName',
  'familyName',
  'picture',
  'refresh_token',
] as const;

/** Every field an Apple return must carry (`name` may come too). */
const APPLE_FIELDS = ['email', 'token', 'id'] as const;

type SocialProvider = 'google' | 'apple';

/** POST /focus/auth/social-login/google. */
interface GoogleSocialLoginRequest {
  social_type: 'google';
  email: string;
  id: string;
  verifiedEmail: boolean;
  access_token: string;
  created: number;
  token_type: string;
  expires_in: number;
  id_token: string;
  scope: string;
  name: string;
  phone: string | null;
  hd: string | null;
  givenName: string;
  familyName: string;
  picture: string | null;
  refresh_token: string | null;
  device_token: string | null;
}

/** POST /focus/auth/social-login/apple. */
interface AppleSocialLoginRequest {
  social_type: 'apple';
  email: string;
  token: string;
  id: string;
  name: string | null;
  device_token: string | null;
}

export type SocialLoginRequest = GoogleSocialLoginRequest | AppleSocialLoginRequest;

export type SocialReturn =
  | { kind: 'signIn'; provider: SocialProvider; request: SocialLoginRequest }
  /** The identity provider sent the user back with `error=…` (access denied, invalid state…). */
  | { kind: 'failed'; provider: SocialProvider };

/** Query keys the social return adds; they are removed from the address once read. */
export const SOCIAL_QUERY_KEYS: readonly string[] = [...new Set(['provider', 'error', ...GOOGLE_FIELDS, ...APPLE_FIELDS])];

const nullable = (value: string): string | null => (value === '' || value === 'null' ? null : value);
const count = (value: string): number | null => (/^\d+$/.test(value) ? Number(value) : null);

function googleRequest(query: URLSearchParams, deviceToken: string | null): GoogleSocialLoginRequest | null {
  if (!GOOGLE_FIELDS.every((field) => query.has(field))) return null;
  const get = (field: (typeof GOOGLE_FIELDS)[number]) => query.get(field) ?? '';
  const created = count(get('created'));
  const expiresIn = count(get('expires_in'));
  // The server verifies id_token; without these there is nothing to verify.
  if (!get('email') || !get('id') || !get('access_token') || !get('id_token') || created === null || expiresIn === null) return null;
  return {
    social_type: 'google',
    email: get('email'),
    id: get('id'),
    verifiedEmail: get('verifiedEmail') === 'true',
    access_token: get('access_token'),
    created,
    token_type: get('token_type'),
    expires_in: expiresIn,
    id_token: get('id_token'),
    scope: get('scope'),
    name: get('name'),
    phone: nullable(get('phone')),
    hd: nullable(get('hd')),
    givenName: get('givenName'),
    familyName: get('familyName'),
    picture: nullable(get('picture')),
    refresh_token: nullable(get('refresh_token')),
    device_token: deviceToken,
  };
}

function appleRequest(query: URLSearchParams, deviceToken: string | null): AppleSocialLoginRequest | null {
  const [email, token, id] = APPLE_FIELDS.map((field) => query.get(field) ?? '');
  if (!email || !token || !id) return null;
  return { social_type: 'apple', email, token, id, name: nullable(query.get('name') ?? ''), device_token: deviceToken };
}

/** What the return query asks for, or null when it is not a focus social return (then nothing happens). */
export function readSocialReturn(search: string, deviceToken: string | null = null): SocialReturn | null {
  const query = new URLSearchParams(search);
  const provider = query.get('provider');
  if (query.get('auth_type') !== 'focus' || (provider !== 'google' && provider !== 'apple')) return null;
  if (query.has('error')) return { kind: 'failed', provider };
  const request = provider === 'google' ? googleRequest(query, deviceToken) : appleRequest(query, deviceToken);
  return request ? { kind: 'signIn', provider, request } : null;
}
