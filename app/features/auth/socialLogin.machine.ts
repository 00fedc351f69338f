import { assign, fromPromise, setup } from 'xstate';
import type { Locale } from '../../i18n/locales';
import { SESSION_COOKIES, SOCIAL_COOKIE_SECONDS } from '../constants';
import {
  notProvided,
  type CleanQueryParams,
  type InlineMessage,
  type NavigateParams,
  type NoticeParams,
  type SetCookieParams,
} from '../effects';
import type { FocusLoginResult, FocusSession, SignInParams } from '../session/types';
import { focusLanding, focusSessionOf } from './focusSession';
import { readSocialReturn, SOCIAL_QUERY_KEYS, type SocialLoginRequest, type SocialReturn } from './socialReturn';

export interface SocialLoginInput {
  locale: Locale;
  /** `location.search` of the page the identity provider returned to. */
  search: string;
  deviceToken?: string | null;
}

export interface SocialLoginContext {
  locale: Locale;
  socialReturn: SocialReturn | null;
  message: InlineMessage | null;
  result: FocusLoginResult | null;
}

const providerNames = { google: 'Google', apple: 'Apple' } as const;

function signedIn(context: SocialLoginContext): { result: FocusLoginResult; session: FocusSession } {
  if (!context.result) throw new Error('socialLogin: signed in without a result');
  return { result: context.result, session: focusSessionOf(context.result) };
}

function requestOf(context: SocialLoginContext): SocialLoginRequest {
  if (context.socialReturn?.kind !== 'signIn') throw new Error('socialLogin: no sign-in request');
  return context.socialReturn.request;
}

/**
 * Finishes a Google or Apple sign-in when the site is opened with the return query
 * (spec sections 4 and 5); any other address leaves it idle.
 *
 * checking → idle | signingIn → signedIn | failed. The return query is removed from the address either way.
 */
export const socialLoginMachine = setup({
  types: {
    context: {} as SocialLoginContext,
    input: {} as SocialLoginInput,
  },
  actors: {
    socialLogin: fromPromise<FocusLoginResult, SocialLoginRequest>(notProvided('socialLogin', 'socialLogin')),
  },
  actions: {
    endExistingSessions: notProvided('socialLogin', 'endExistingSessions'),
    storeSession: notProvided('socialLogin', 'storeSession') as (_: unknown, params: SignInParams) => void,
    setCookie: notProvided('socialLogin', 'setCookie') as (_: unknown, params: SetCookieParams) => void,
    notify: notProvided('socialLogin', 'notify') as (_: unknown, params: NoticeParams) => void,
    navigate: notProvided('socialLogin', 'navigate') as (_: unknown, params: NavigateParams) => void,
    cleanQuery: notProvided('socialLogin', 'cleanQuery') as (_: unknown, params: CleanQueryParams) => void,
  },
  guards: {
    returnedToSignIn: ({ context }) => context.socialReturn?.kind === 'signIn',
    returnedWithError: ({ context }) => context.socialReturn?.kind === 'failed',
  },
}).createMachine({
  id: 'socialLogin',
  context: ({ input }) => ({
    locale: input.locale,
    socialReturn: readSocialReturn(input.search, input.deviceToken ?? null),
    message: null,
    result: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'returnedToSignIn', target: 'signingIn' },
        { guard: 'returnedWithError', target: 'failed' },
        { target: 'idle' },
      ],
    },
    idle: { type: 'final' },
    signingIn: {
      entry: 'endExistingSessions',
      invoke: {
        id: 'socialLogin',
        src: 'socialLogin',
        input: ({ context }) => requestOf(context),
        onDone: { target: 'signedIn', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'failed' },
      },
    },
    signedIn: {
      type: 'final',
      entry: [
        { type: 'cleanQuery', params: { keys: [...SOCIAL_QUERY_KEYS, 'auth_type'] } },
        { type: 'storeSession', params: ({ context }) => ({ kind: 'focus' as const, ...signedIn(context).session }) },
        {
          type: 'setCookie',
          params: ({ context }) => ({ name: SESSION_COOKIES.focusToken, value: signedIn(context).session.token, maxAgeSeconds: SOCIAL_COOKIE_SECONDS }),
        },
        {
          type: 'setCookie',
          params: ({ context }) => ({
            name: SESSION_COOKIES.focusPermissions,
            value: JSON.stringify(signedIn(context).session.permissions),
            maxAgeSeconds: SOCIAL_COOKIE_SECONDS,
          }),
        },
        { type: 'notify', params: { tone: 'positive', messageId: 'auth.login.success' } },
        { type: 'navigate', params: ({ context }) => ({ to: focusLanding(context.locale, signedIn(context).result) }) },
      ],
    },
    failed: {
      type: 'final',
      entry: [
        // auth_type=focus stays, so the focus login modal stays open for a password login.
        { type: 'cleanQuery', params: { keys: SOCIAL_QUERY_KEYS } },
        assign({
          message: ({ context }) => ({
            tone: 'critical',
            messageId: 'social.failed',
            values: { provider: providerNames[context.socialReturn?.provider ?? 'google'] },
          }),
        }),
      ],
    },
  },
});
