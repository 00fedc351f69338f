import { fromPromise } from 'xstate';
import type { Schema } from '../../../api-spec';
import type { TokenKind } from '../../../api-spec/client';
import { announceDeviceToken } from '../../push/deviceTokenStore';
import { api, call } from '../../api';
import { storedToken } from '../../api/client';
import type { FocusLoginRequest } from '../auth/focusLogin.machine';
import type { RequestCodeInput, VerifyCodeInput, VerifyCodeOutput } from '../auth/providerLogin.machine';
import type { SocialLoginRequest } from '../auth/socialReturn';
import type { FocusLoginResult } from '../session/types';

/**
 * The login flows' API actors over the typed client. `deviceToken` is the push token this
 * browser is asking for (requested when the login opens, not before): each call waits for it, so
 * it is sent with the login calls whenever the browser grants one (null otherwise).
 */
export type DeviceTokenSource = () => Promise<string | null>;

const withDeviceToken = async <T extends { device_token: string | null }>(body: T, deviceToken: DeviceTokenSource): Promise<T> => ({
  ...body,
  device_token: body.device_token ?? (await deviceToken()),
});

export const requestLoginCode = (input: RequestCodeInput) =>
  call(api.POST('/provider/auth/login', { body: { mobile: input.mobile, country_code: input.country_code as Schema<'ProviderLoginRequest'>['country_code'] } }));

export async function verifyLoginCode(input: VerifyCodeInput, deviceToken: DeviceTokenSource): Promise<VerifyCodeOutput> {
  const body = await withDeviceToken(input, deviceToken);
  const { data } = await call(api.POST('/provider/auth/verify-login', { body }));
  return data;
}

export async function focusLogin(input: FocusLoginRequest, deviceToken: DeviceTokenSource): Promise<FocusLoginResult> {
  const body = await withDeviceToken(input, deviceToken);
  const { data } = await call(api.POST('/focus/auth/login', { body }));
  return data;
}

export async function socialLogin(input: SocialLoginRequest, deviceToken: DeviceTokenSource): Promise<FocusLoginResult> {
  const body = await withDeviceToken(input, deviceToken);
  const { data } = await call(api.POST('/focus/auth/social-login/{provider}', { params: { path: { provider: body.social_type } }, body }));
  return data;
}

/** The actors the provider login machine is given in the app. */
export const providerLoginActors = (deviceToken: DeviceTokenSource) => ({
  requestCode: fromPromise<unknown, RequestCodeInput>(({ input }) => requestLoginCode(input)),
  verifyCode: fromPromise<VerifyCodeOutput, VerifyCodeInput>(({ input }) => verifyLoginCode(input, deviceToken)),
});

export const focusLoginActors = (deviceToken: DeviceTokenSource) => ({
  login: fromPromise<FocusLoginResult, FocusLoginRequest>(({ input }) => focusLogin(input, deviceToken)),
});

export const socialLoginActors = (deviceToken: DeviceTokenSource) => ({
  socialLogin: fromPromise<FocusLoginResult, SocialLoginRequest>(({ input }) => socialLogin(input, deviceToken)),
});

/** The sessions this browser holds: the stored Authorization value of each kind, when there is one. */
export type HeldSessions = Partial<Record<TokenKind, string>>;

export function heldSessions(): HeldSessions {
  const held: HeldSessions = {};
  for (const kind of ['provider', 'focus', 'company'] as const) {
    const token = storedToken(kind);
    if (token) held[kind] = token;
  }
  return held;
}

/**
 * Before a new login, each session this browser holds is logged out on the server too (spec
 * section 4); a failure is ignored, as logout's is. The push token is not sent: the login that
 * follows registers it again, and forgetting it here could race with that.
 */
export async function logoutSessions(held: HeldSessions): Promise<void> {
  const calls: Promise<unknown>[] = [];
  if (held.provider) calls.push(api.POST('/provider/auth/logout', { body: { device_token: null }, headers: { Authorization: held.provider } }));
  if (held.focus) calls.push(api.POST('/focus/auth/logout', { headers: { Authorization: held.focus } }));
  if (held.company) calls.push(api.POST('/company/auth/logout', { headers: { Authorization: held.company } }));
  await Promise.allSettled(calls);
}

/** Where the browser goes to start a Google or Apple sign-in (a navigation, not a call). */
export function socialOAuthUrl(provider: 'google' | 'apple', locale: string): string {
  const base = import.meta.env.VITE_API_BASE_URL || '/api';
  return `${base}/${provider}/oauth?type=focus&locale=${encodeURIComponent(locale)}`;
}

let devicePush: Promise<string | null> | null = null;

/**
 * This browser's push token, asked for once (the first time a login opens) and shared by every
 * login call. Without push configured, supported or allowed it is null, and logins go on. Each
 * use announces it to the session: a logout forgets it, and the next login in the same document
 * sends it again, so the session must keep it again for the next logout.
 */
export const browserDeviceToken: DeviceTokenSource = () => {
  devicePush ??= import('../../push/deviceToken').then(({ requestDeviceToken }) => requestDeviceToken());
  return devicePush.then((token) => {
    announceDeviceToken(token);
    return token;
  });
};
