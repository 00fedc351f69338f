import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { localePath } from '../../i18n/localePath';
import type { Locale } from '../../i18n/locales';
import { SESSION_COOKIES } from '../constants';
import { notProvided, type NavigateParams, type NoticeParams, type RemoveCookieParams } from '../effects';
import type { FocusSession, ProviderSession, ProviderUser, SignInParams } from './types';

/** POST /provider/auth/logout (or /focus/auth/logout): with the token being revoked. */
export interface LogoutCallInput {
  kind: 'provider' | 'focus';
  token: string;
  device_token: string | null;
}

export interface SessionInput {
  locale: Locale;
  /** What the cookies (and local storage) still hold from an earlier visit. */
  restored?: { provider?: ProviderSession | null; focus?: FocusSession | null };
  /** This device's push token, forgotten by the server on logout. */
  deviceToken?: string | null;
}

export interface SessionContext {
  locale: Locale;
  provider: ProviderSession | null;
  focus: FocusSession | null;
  deviceToken: string | null;
}

export type SessionEvent =
  | { type: 'SIGNED_IN'; session: SignInParams }
  /** Before a new login: forget any session here, without a call, a notice or a navigation. */
  | { type: 'END_SESSIONS' }
  | { type: 'LOGOUT' }
  /** The API answered 401: the token is no longer valid (the API client goes to the root itself). */
  | { type: 'EXPIRED' }
  | { type: 'USER_UPDATED'; user: ProviderUser }
  | { type: 'LOCALE_CHANGED'; locale: Locale };

const signedOut = { provider: null, focus: null } as const;

/**
 * Who is signed in on this browser: provider and focus tokens, permissions, user, locale
 * (spec sections 3, 4, 6). Route guards read it (see ./guards).
 *
 * checking → signedOut | provider | focus; LOGOUT → loggingOut → signedOut (a failed call is ignored).
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    logout: fromPromise<unknown, LogoutCallInput>(notProvided('session', 'logout')),
  },
  actions: {
    removeCookie: notProvided('session', 'removeCookie') as (_: unknown, params: RemoveCookieParams) => void,
    navigate: notProvided('session', 'navigate') as (_: unknown, params: NavigateParams) => void,
    notify: notProvided('session', 'notify') as (_: unknown, params: NoticeParams) => void,
    /** Resets tokens, permissions and users, and removes the session cookies. */
    forget: enqueueActions(({ enqueue }) => {
      enqueue.assign(signedOut);
      for (const name of Object.values(SESSION_COOKIES)) enqueue({ type: 'removeCookie', params: { name } });
    }),
    /** After logout: forget everything, go to the (locale's) root, say so. */
    farewell: enqueueActions(({ context, enqueue }) => {
      enqueue.assign(signedOut);
      for (const name of Object.values(SESSION_COOKIES)) enqueue({ type: 'removeCookie', params: { name } });
      enqueue({ type: 'navigate', params: { to: localePath(context.locale, '/') } });
      enqueue({ type: 'notify', params: { tone: 'positive', messageId: 'auth.logout.success' } });
    }),
    signIn: assign(({ event }) => {
      if (event.type !== 'SIGNED_IN') return {};
      const { kind, ...session } = event.session;
      // One kind at a time: a new sign-in replaces whoever was here.
      return kind === 'provider' ? { provider: session as ProviderSession, focus: null } : { provider: null, focus: session as FocusSession };
    }),
  },
  guards: {
    isProvider: ({ context }) => context.provider !== null,
    isFocus: ({ context }) => context.focus !== null,
    signsInProvider: ({ event }) => event.type === 'SIGNED_IN' && event.session.kind === 'provider',
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    locale: input.locale,
    provider: input.restored?.provider ?? null,
    focus: input.restored?.provider ? null : (input.restored?.focus ?? null),
    deviceToken: input.deviceToken ?? null,
  }),
  on: {
    SIGNED_IN: [
      { guard: 'signsInProvider', target: '.provider', actions: 'signIn' },
      { target: '.focus', actions: 'signIn' },
    ],
    END_SESSIONS: { target: '.signedOut', actions: 'forget' },
    LOCALE_CHANGED: { actions: assign({ locale: ({ event }) => event.locale }) },
  },
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isProvider', target: 'provider' }, { guard: 'isFocus', target: 'focus' }, { target: 'signedOut' }],
    },
    signedOut: {},
    provider: {
      on: {
        LOGOUT: 'loggingOut',
        EXPIRED: { target: 'signedOut', actions: 'forget' },
        USER_UPDATED: {
          actions: assign({ provider: ({ context, event }) => (context.provider ? { ...context.provider, user: event.user } : null) }),
        },
      },
    },
    focus: {
      on: {
        LOGOUT: 'loggingOut',
        EXPIRED: { target: 'signedOut', actions: 'forget' },
      },
    },
    loggingOut: {
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({
          kind: context.provider ? ('provider' as const) : ('focus' as const),
          token: (context.provider ?? context.focus)?.token ?? '',
          device_token: context.deviceToken,
        }),
        onDone: { target: 'signedOut', actions: 'farewell' },
        // The spec: a failed logout call is ignored; the browser forgets the session all the same.
        onError: { target: 'signedOut', actions: 'farewell' },
      },
    },
  },
});
