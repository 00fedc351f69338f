/**
 * Google and Apple sign-in for focus users, with OpenID Connect (openid-client):
 *  1. `start`: authorisation code + PKCE + nonce; the verifier and nonce stay in `oauth_states`,
 *     the browser only carries a random `state`.
 *  2. `callback`: the code is exchanged and the ID token checked (signature, issuer, audience,
 *     nonce); the browser goes back to the site with the spec's query fields.
 *  3. `verifySocialLogin`: the site posts those fields; the ID token is verified again (JWKS,
 *     issuer, audience, expiry) and must be one this server's callback let through, once.
 * Tests use a local oidc-provider on 127.0.0.1 in place of Google and Apple.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { Kysely } from 'kysely';
import * as oidc from 'openid-client';
import type { OidcClientConfig } from '../config';
import type { Database } from '../db/schema';
import { isLocale, type Locale } from '../i18n';

export type SocialProvider = 'google' | 'apple';

interface ProviderClient {
  configuration: oidc.Configuration;
  jwks: ReturnType<typeof createRemoteJWKSet>;
  settings: OidcClientConfig;
}

const clients = new Map<string, Promise<ProviderClient>>();

/** Discovery is done once per issuer and client (cached for the process). */
function client(settings: OidcClientConfig): Promise<ProviderClient> {
  const key = `${settings.issuer}\0${settings.clientId}`;
  let found = clients.get(key);
  if (!found) {
    found = (async () => {
      const issuer = new URL(settings.issuer);
      const insecure = issuer.protocol === 'http:';
      const configuration = await oidc.discovery(
        issuer,
        settings.clientId,
        settings.clientSecret ? { client_secret: settings.clientSecret } : undefined,
        settings.clientSecret ? oidc.ClientSecretPost(settings.clientSecret) : oidc.None(),
        insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
      const jwksUri = configuration.serverMetadata().jwks_uri;
      if (!jwksUri) throw new Error(`${settings.issuer} publishes no jwks_uri`);
      return { configuration, jwks: createRemoteJWKSet(new URL(jwksUri)), settings };
    })();
    found.catch(() => clients.delete(key));
    clients.set(key, found);
  }
  return found;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const stateLifetimeMs = 10 * 60_000;

function callbackUrl(publicUrl: string, provider: SocialProvider): string {
  return `${publicUrl}/api/${provider}/oauth/callback`;
}

/** The identity provider's authorisation URL for a new sign-in. */
export async function startSocialSignIn(
  db: Kysely<Database>,
  input: { provider: SocialProvider; settings: OidcClientConfig; publicUrl: string; locale: Locale; now: Date },
): Promise<URL> {
  const { configuration } = await client(input.settings);
  const state = randomBytes(24).toString('base64url');
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const nonce = oidc.randomNonce();
  await db.deleteFrom('oauth_states').where('expires_at', '<', input.now).execute();
  await db
    .insertInto('oauth_states')
    .values({
      state_hash: sha256(state),
      provider: input.provider,
      locale: input.locale,
      code_verifier: codeVerifier,
      nonce,
      expires_at: new Date(input.now.getTime() + stateLifetimeMs),
      created_at: input.now,
    })
    .execute();
  return oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(input.publicUrl, input.provider),
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...(input.provider === 'apple' ? { response_mode: 'form_post' } : {}),
  });
}

export type CallbackResult =
  | { ok: true; locale: Locale; fields: Record<string, string> }
  | { ok: false; locale: Locale; reason: string };

/** Finishes the code flow and returns the fields the site receives in its query string. */
export async function finishSocialSignIn(
  db: Kysely<Database>,
  input: { provider: SocialProvider; settings: OidcClientConfig; publicUrl: string; params: Record<string, string | undefined>; now: Date; fallbackLocale: Locale },
): Promise<CallbackResult> {
  const { params } = input;
  const state = params.state;
  const row = state
    ? await db
        .updateTable('oauth_states')
        .set({ completed_at: input.now })
        .where('state_hash', '=', sha256(state))
        .where('provider', '=', input.provider)
        .where('completed_at', 'is', null)
        .where('expires_at', '>', input.now)
        .returning(['id', 'locale', 'code_verifier', 'nonce'])
        .executeTakeFirst()
    : undefined;
  const locale = row && isLocale(row.locale) ? row.locale : input.fallbackLocale;
  if (!row) return { ok: false, locale, reason: 'invalid_state' };
  if (params.error) return { ok: false, locale, reason: params.error.replace(/[^a-z_]/gi, '').slice(0, 60) || 'access_denied' };
  if (!params.code) return { ok: false, locale, reason: 'missing_code' };

  try {
    const { configuration } = await client(input.settings);
    const current = new URL(callbackUrl(input.publicUrl, input.provider));
    current.searchParams.set('code', params.code);
    current.searchParams.set('state', state!);
    if (params.iss) current.searchParams.set('iss', params.iss);
    const tokens = await oidc.authorizationCodeGrant(configuration, current, {
      pkceCodeVerifier: row.code_verifier,
      expectedState: state,
      expectedNonce: row.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    const idToken = tokens.id_token;
    if (!claims || !idToken) return { ok: false, locale, reason: 'no_id_token' };
    await db.updateTable('oauth_states').set({ id_token_hash: sha256(idToken) }).where('id', '=', row.id).execute();
    const email = typeof claims.email === 'string' ? claims.email : '';
    const userName = appleUserName(params.user) ?? (typeof claims.name === 'string' ? claims.name : '');
    if (input.provider === 'apple') {
      return { ok: true, locale, fields: { email, token: idToken, id: claims.sub, name: userName } };
    }
    const str = (value: unknown) => (typeof value === 'string' ? value : '');
    return {
      ok: true,
      locale,
      fields: {
        email,
        id: claims.sub,
        verifiedEmail: String(claims.email_verified === true),
        access_token: tokens.access_token,
        created: String(Math.floor(input.now.getTime() / 1000)),
        token_type: tokens.token_type ?? 'Bearer',
        expires_in: String(tokens.expires_in ?? 3600),
        id_token: idToken,
        scope: tokens.scope ?? 'openid email profile',
        name: userName,
        phone: str(claims.phone_number),
        hd: str(claims.hd),
        givenName: str(claims.given_name),
        familyName: str(claims.family_name),
        picture: str(claims.picture),
        refresh_token: tokens.refresh_token ?? '',
      },
    };
  } catch {
    return { ok: false, locale, reason: 'exchange_failed' };
  }
}

/** Apple sends the name only on the first sign-in, as JSON in the form field `user`. */
function appleUserName(user: string | undefined): string | null {
  if (!user) return null;
  try {
    const parsed = JSON.parse(user) as { name?: { firstName?: string; lastName?: string } };
    const name = [parsed.name?.firstName, parsed.name?.lastName].filter(Boolean).join(' ');
    return name || null;
  } catch {
    return null;
  }
}

export interface VerifiedIdentity {
  provider: SocialProvider;
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
}

/**
 * Verifies an ID token posted by the site: signature against the issuer's keys, issuer, audience,
 * expiry, and that this server's callback let it through and it was not used before.
 * Returns null when anything is off.
 */
export async function verifySocialLogin(
  db: Kysely<Database>,
  input: { provider: SocialProvider; settings: OidcClientConfig; idToken: string; now: Date },
): Promise<VerifiedIdentity | null> {
  let payload: JWTPayload;
  try {
    const { jwks, configuration } = await client(input.settings);
    ({ payload } = await jwtVerify(input.idToken, jwks, {
      issuer: configuration.serverMetadata().issuer,
      audience: input.settings.clientId,
      currentDate: input.now,
    }));
  } catch {
    return null;
  }
  const used = await db
    .updateTable('oauth_states')
    .set({ consumed_at: input.now })
    .where('id_token_hash', '=', sha256(input.idToken))
    .where('provider', '=', input.provider)
    .where('consumed_at', 'is', null)
    .where('completed_at', '>', new Date(input.now.getTime() - stateLifetimeMs))
    .returning('id')
    .executeTakeFirst();
  if (!used || typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
  const verified = payload.email_verified === true || payload.email_verified === 'true';
  return {
    provider: input.provider,
    subject: payload.sub,
    email: payload.email,
    emailVerified: verified,
    name: typeof payload.name === 'string' ? payload.name : null,
  };
}

/** Where the browser goes after the callback: the site, with the fields or the error. */
export function siteReturnUrl(publicUrl: string, provider: SocialProvider, result: CallbackResult): string {
  const query = new URLSearchParams({ auth_type: 'focus', provider });
  if (result.ok) for (const [key, value] of Object.entries(result.fields)) query.set(key, value);
  else query.set('error', result.reason);
  return `${publicUrl}/${result.locale}?${query.toString()}`;
}
