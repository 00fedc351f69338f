import { describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIES, SOCIAL_COOKIE_SECONDS } from '../constants';
import type { CleanQueryParams, NavigateParams, NoticeParams, SetCookieParams } from '../effects';
import type { FocusLoginResult, SignInParams } from '../session/types';
import { apiErrors, focusLoginResult } from '../testing/fixtures';
import { DeferredActors, describeMachinePaths, startOnClock, TestClock, type PathHarness } from '../testing/machinePaths';
import { socialLoginMachine, type SocialLoginInput } from './socialLogin.machine';
import { GOOGLE_FIELDS, readSocialReturn, SOCIAL_QUERY_KEYS, type SocialLoginRequest } from './socialReturn';

type Machine = typeof socialLoginMachine;

interface Harness extends PathHarness<Machine> {
  effects: {
    endExistingSessions: ReturnType<typeof vi.fn<() => void>>;
    storeSession: ReturnType<typeof vi.fn<(params: SignInParams) => void>>;
    setCookie: ReturnType<typeof vi.fn<(params: SetCookieParams) => void>>;
    notify: ReturnType<typeof vi.fn<(params: NoticeParams) => void>>;
    navigate: ReturnType<typeof vi.fn<(params: NavigateParams) => void>>;
    cleanQuery: ReturnType<typeof vi.fn<(params: CleanQueryParams) => void>>;
  };
}

const google: Record<(typeof GOOGLE_FIELDS)[number], string> = {
  email: 'sara@example.com',
  id: '109876543210987654321',
  verifiedEmail: 'true',
  access_token: 'ya29.a0AfH6SMBx',
  created: '1742130000000',
  token_type: 'Bearer',
  expires_in: '3599',
  id_token: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln',
  scope: 'openid email profile',
  name: 'Sara Al-Qahtani',
  phone: '',
  hd: '',
  givenName: 'Sara',
  familyName: 'Al-Qahtani',
  picture: 'https://lh3.googleusercontent.com/a/photo',
  refresh_token: '',
};

const search = (fields: Record<string, string>) => `?${new URLSearchParams(fields).toString()}`;
const googleReturn = search({ auth_type: 'focus', provider: 'google', ...google });
const appleReturn = search({ auth_type: 'focus', provider: 'apple', email: 'sara@privaterelay.appleid.com', token: 'eyJraWQ', id: '001456.abc' });

function start(input: SocialLoginInput): Harness {
  const promises = new DeferredActors();
  const clock = new TestClock();
  const effects: Harness['effects'] = {
    endExistingSessions: vi.fn(),
    storeSession: vi.fn(),
    setCookie: vi.fn(),
    notify: vi.fn(),
    navigate: vi.fn(),
    cleanQuery: vi.fn(),
  };
  const machine = socialLoginMachine.provide({
    actors: { socialLogin: promises.actor<FocusLoginResult, SocialLoginRequest>('socialLogin') },
    actions: {
      endExistingSessions: () => effects.endExistingSessions(),
      storeSession: (_, params) => effects.storeSession(params),
      setCookie: (_, params) => effects.setCookie(params),
      notify: (_, params) => effects.notify(params),
      navigate: (_, params) => effects.navigate(params),
      cleanQuery: (_, params) => effects.cleanQuery(params),
    },
  });
  return { actor: startOnClock(machine, input, clock), clock, promises, effects };
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describeMachinePaths('social login: every path', {
  machine: socialLoginMachine,
  inputs: [
    { locale: 'ar', search: googleReturn },
    { locale: 'ar', search: appleReturn },
    { locale: 'ar', search: '?auth_type=focus&provider=google&error=access_denied' },
    { locale: 'ar', search: '' },
  ],
  serialize: ({ value, context }) =>
    JSON.stringify([value, context.socialReturn?.provider ?? null, context.message?.messageId ?? null, context.result ? context.result.focus_package !== null : null]),
  events: {
    'xstate.done.actor.socialLogin': [
      { type: 'xstate.done.actor.socialLogin', output: focusLoginResult(true) },
      { type: 'xstate.done.actor.socialLogin', output: focusLoginResult(false) },
    ],
    'xstate.error.actor.socialLogin': [{ type: 'xstate.error.actor.socialLogin', error: apiErrors.server }],
  },
  start,
  transientStates: ['socialLogin.checking'],
  states: {
    'socialLogin.idle': ({ status }, h) => {
      expect(status).toBe('done');
      expect(h.promises.calls).toEqual([]);
      expect(Object.values(h.effects).every((effect) => effect.mock.calls.length === 0)).toBe(true);
    },
    'socialLogin.signingIn': ({ context }, h) => {
      expect(h.effects.endExistingSessions).toHaveBeenCalledOnce();
      const request = h.promises.inputsOf('socialLogin')[0];
      expect(request).toMatchObject({ social_type: context.socialReturn?.provider, device_token: null });
    },
    'socialLogin.signedIn': ({ context }, h) => {
      expect(h.effects.cleanQuery).toHaveBeenCalledExactlyOnceWith({ keys: [...SOCIAL_QUERY_KEYS, 'auth_type'] });
      expect(h.effects.storeSession).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ kind: 'focus', token: 'Bearer f0cus' }));
      expect(h.effects.setCookie.mock.calls.map(([c]) => [c.name, c.maxAgeSeconds])).toEqual([
        [SESSION_COOKIES.focusToken, 7200],
        [SESSION_COOKIES.focusPermissions, 7200],
      ]);
      expect(h.effects.notify).toHaveBeenCalledExactlyOnceWith({ tone: 'positive', messageId: 'auth.login.success' });
      expect(h.effects.navigate).toHaveBeenCalledExactlyOnceWith({
        to: context.result?.focus_package ? '/ar/focus-dashboard?video=true' : '/ar/focus-dashboard-packages',
      });
    },
    'socialLogin.failed': ({ context }, h) => {
      expect(h.effects.cleanQuery).toHaveBeenCalledExactlyOnceWith({ keys: SOCIAL_QUERY_KEYS });
      expect(h.effects.storeSession).not.toHaveBeenCalled();
      expect(h.effects.navigate).not.toHaveBeenCalled();
      expect(context.message).toEqual({
        tone: 'critical',
        messageId: 'social.failed',
        values: { provider: context.socialReturn?.provider === 'apple' ? 'Apple' : 'Google' },
      });
    },
  },
});

describe('social login: which return queries start it', () => {
  it('starts for Google only with every Google field, and auth_type=focus', () => {
    expect(readSocialReturn(googleReturn)?.kind).toBe('signIn');
    for (const field of GOOGLE_FIELDS) {
      const missing = { auth_type: 'focus', provider: 'google', ...google } as Record<string, string>;
      delete missing[field];
      expect(readSocialReturn(search(missing)), `without ${field}`).toBeNull();
    }
    expect(readSocialReturn(search({ auth_type: 'company', provider: 'google', ...google }))).toBeNull();
    expect(readSocialReturn(search({ provider: 'google', ...google }))).toBeNull();
  });

  it('starts for Apple with email, token and id, and auth_type=focus', () => {
    expect(readSocialReturn(appleReturn)).toMatchObject({ kind: 'signIn', request: { social_type: 'apple', name: null } });
    expect(readSocialReturn(search({ auth_type: 'focus', provider: 'apple', email: 'a@b.c', id: '1' }))).toBeNull();
    expect(readSocialReturn(search({ auth_type: 'focus', provider: 'facebook', email: 'a@b.c', token: 't', id: '1' }))).toBeNull();
  });

  it('sends Google fields with the API types: booleans, numbers and nulls', () => {
    const read = readSocialReturn(googleReturn, 'fcm:x');
    expect(read?.kind === 'signIn' && read.request).toMatchObject({
      social_type: 'google',
      verifiedEmail: true,
      created: 1742130000000,
      expires_in: 3599,
      phone: null,
      hd: null,
      refresh_token: null,
      device_token: 'fcm:x',
    });
  });

  it('does nothing without a return query', async () => {
    const { actor, effects, promises } = start({ locale: 'en', search: '?active=focus' });
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(promises.calls).toHaveLength(0);
    expect(effects.cleanQuery).not.toHaveBeenCalled();
  });

  it('signs in with a 7200 s cookie and cleans the address', async () => {
    expect(SOCIAL_COOKIE_SECONDS).toBe(7200);
    const { promises, effects } = start({ locale: 'en', search: appleReturn });
    promises.resolve('socialLogin', focusLoginResult(false));
    await settle();
    expect(effects.setCookie.mock.calls.every(([cookie]) => cookie.maxAgeSeconds === 7200)).toBe(true);
    expect(effects.cleanQuery).toHaveBeenCalledOnce();
    expect(effects.cleanQuery.mock.invocationCallOrder[0]).toBeLessThan(effects.navigate.mock.invocationCallOrder[0] ?? 0);
    expect(effects.navigate).toHaveBeenCalledWith({ to: '/en/focus-dashboard-packages' });
  });
});
