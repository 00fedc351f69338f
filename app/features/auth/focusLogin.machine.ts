import { assign, fromPromise, setup } from 'xstate';
import type { Locale } from '../../i18n/locales';
import { readApiFailure } from '../apiFailure';
import { FOCUS_COOKIE_SECONDS, FOCUS_PASSWORD_MIN, SESSION_COOKIES } from '../constants';
import { notProvided, type InlineMessage, type NavigateParams, type NoticeParams, type SetCookieParams } from '../effects';
import type { FocusLoginResult, FocusSession, SignInParams } from '../session/types';
import { focusLanding, focusSessionOf } from './focusSession';

/** POST /focus/auth/login. */
export interface FocusLoginRequest {
  identifier: string;
  password: string;
  remember_me: boolean;
  device_token: string | null;
}

export interface FocusLoginInput {
  locale: Locale;
  deviceToken?: string | null;
}

export type IdentifierProblem = 'focus.identifier.required';
export type PasswordProblem = 'focus.password.required' | 'focus.password.min';

export interface FocusLoginContext {
  locale: Locale;
  identifier: string;
  password: string;
  rememberMe: boolean;
  identifierError: IdentifierProblem | null;
  passwordError: PasswordProblem | null;
  message: InlineMessage | null;
  deviceToken: string | null;
  result: FocusLoginResult | null;
}

export type FocusLoginEvent =
  | { type: 'IDENTIFIER_CHANGED'; value: string }
  | { type: 'PASSWORD_CHANGED'; value: string }
  | { type: 'REMEMBER_ME_CHANGED'; value: boolean }
  | { type: 'SUBMIT' };

export const identifierProblem = (identifier: string): IdentifierProblem | null =>
  identifier.trim() === '' ? 'focus.identifier.required' : null;

/** Counted in characters as people see them (an emoji or an Arabic letter is one), not UTF-16 units. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password === '') return 'focus.password.required';
  return [...password].length < FOCUS_PASSWORD_MIN ? 'focus.password.min' : null;
}

function signedIn(context: FocusLoginContext): { result: FocusLoginResult; session: FocusSession } {
  if (!context.result) throw new Error('focusLogin: signed in without a result');
  return { result: context.result, session: focusSessionOf(context.result) };
}

/**
 * Focus sign-in with an identifier (e-mail or mobile) and a password (spec sections 4, 5, 6).
 *
 * editing → signingIn → signedIn; a failure returns to editing with the fields kept.
 */
export const focusLoginMachine = setup({
  types: {
    context: {} as FocusLoginContext,
    events: {} as FocusLoginEvent,
    input: {} as FocusLoginInput,
  },
  actors: {
    login: fromPromise<FocusLoginResult, FocusLoginRequest>(notProvided('focusLogin', 'login')),
  },
  actions: {
    endExistingSessions: notProvided('focusLogin', 'endExistingSessions'),
    storeSession: notProvided('focusLogin', 'storeSession') as (_: unknown, params: SignInParams) => void,
    setCookie: notProvided('focusLogin', 'setCookie') as (_: unknown, params: SetCookieParams) => void,
    notify: notProvided('focusLogin', 'notify') as (_: unknown, params: NoticeParams) => void,
    navigate: notProvided('focusLogin', 'navigate') as (_: unknown, params: NavigateParams) => void,
  },
  guards: {
    formInvalid: ({ context }) => identifierProblem(context.identifier) !== null || passwordProblem(context.password) !== null,
  },
}).createMachine({
  id: 'focusLogin',
  context: ({ input }) => ({
    locale: input.locale,
    identifier: '',
    password: '',
    rememberMe: false,
    identifierError: null,
    passwordError: null,
    message: null,
    deviceToken: input.deviceToken ?? null,
    result: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        IDENTIFIER_CHANGED: { actions: assign({ identifier: ({ event }) => event.value, identifierError: null }) },
        PASSWORD_CHANGED: { actions: assign({ password: ({ event }) => event.value, passwordError: null }) },
        REMEMBER_ME_CHANGED: { actions: assign({ rememberMe: ({ event }) => event.value }) },
        SUBMIT: [
          {
            guard: 'formInvalid',
            actions: assign({
              identifierError: ({ context }) => identifierProblem(context.identifier),
              passwordError: ({ context }) => passwordProblem(context.password),
              message: null,
            }),
          },
          { target: 'signingIn', actions: assign({ identifierError: null, passwordError: null, message: null }) },
        ],
      },
    },
    signingIn: {
      entry: 'endExistingSessions',
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({
          identifier: context.identifier.trim(),
          password: context.password,
          remember_me: context.rememberMe,
          device_token: context.deviceToken,
        }),
        onDone: { target: 'signedIn', actions: assign({ result: ({ event }) => event.output }) },
        onError: [
          {
            // Wrong credentials are bad input: say so, without echoing the server's text (the spec shows none).
            guard: ({ event }) => [401, 422].includes(readApiFailure(event.error).status),
            target: 'editing',
            actions: assign({ message: { tone: 'critical', messageId: 'focus.login.wrongCredentials' } }),
          },
          { target: 'editing', actions: assign({ message: { tone: 'critical', messageId: 'auth.login.failed' } }) },
        ],
      },
    },
    signedIn: {
      type: 'final',
      entry: [
        { type: 'storeSession', params: ({ context }) => ({ kind: 'focus' as const, ...signedIn(context).session }) },
        {
          type: 'setCookie',
          params: ({ context }) => ({ name: SESSION_COOKIES.focusToken, value: signedIn(context).session.token, maxAgeSeconds: FOCUS_COOKIE_SECONDS }),
        },
        {
          type: 'setCookie',
          params: ({ context }) => ({
            name: SESSION_COOKIES.focusPermissions,
            value: JSON.stringify(signedIn(context).session.permissions),
            maxAgeSeconds: FOCUS_COOKIE_SECONDS,
          }),
        },
        { type: 'notify', params: { tone: 'positive', messageId: 'auth.login.success' } },
        { type: 'navigate', params: ({ context }) => ({ to: focusLanding(context.locale, signedIn(context).result) }) },
      ],
    },
  },
});
