import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { localePath } from '../../i18n/localePath';
import { LOCAL_STATE_DEFAULT_LOCALE, type Locale } from '../../i18n/locales';
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
  /** The route's locale; without one, the locale kept from an earlier visit, else `en` (spec section 9). */
  locale?: Locale;
  /** What the cookies (and local storage) still hold from an earlier visit. */
  restored?: {
    provider?: ProviderSession | null;
    focus?: FocusSession | null;
    /** The provider's chat status and role, kept as their own state (spec section 3). */
    chat?: boolean | null;
    role?: string | null;
  };
  /** This device's push token, forgotten by the server on logout. */
  deviceToken?: string | null;
}

/**
 * The provider state kept locally (spec section 3): locale, token, permissions and data (in
 * `provider`), chat status, role and push token; the forgot-password e-mail is kept by the reset
 * flow (auth-screens/resetEmail.ts).
 */
export interface SessionContext {
  locale: Locale;
  provider: ProviderSession | null;
  focus: FocusSession | null;
  /** The provider's chat status (on/off), null when no provider is signed in. */
  chat: boolean | null;
  /** The provider user's role (owner, admin…), null when no provider is signed in. */
  role: string | null;
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
  /** The provider switched chat on or off (PUT …/toggle-chat-status answered). */
  | { type: 'CHAT_CHANGED'; chat: boolean }
  /** The browser granted this device a push token. */
  | { type: 'PUSH_TOKEN'; token: string | null }
  | { type: 'LOCALE_CHANGED'; locale: Locale };

/** Signing out resets token, permissions, data, chat, role and the push token (spec section 4). */
const signedOut = { provider: null, focus: null, chat: null, role: null, deviceToken: null } as const;

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
    keepPushToken: assign({ deviceToken: ({ event }) => (event.type === 'PUSH_TOKEN' ? event.token : null) }),
    signIn: assign(({ event }) => {
      if (event.type !== 'SIGNED_IN') return {};
      const { kind, ...session } = event.session;
      // One kind at a time: a new sign-in replaces whoever was here.
      if (kind !== 'provider') return { provider: null, focus: session as FocusSession, chat: null, role: null };
      const provider = session as ProviderSession;
      return { provider, focus: null, chat: provider.user?.chat_status ?? null, role: provider.user?.role ?? null };
    }),
  },
  guards: {
    isProvider: ({ context }) => context.provider !== null,
    isFocus: ({ context }) => context.focus !== null,
    signsInProvider: ({ event }) => event.type === 'SIGNED_IN' && event.session.kind === 'provider',
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => {
    const provider = input.restored?.provider ?? null;
    return {
      locale: input.locale ?? LOCAL_STATE_DEFAULT_LOCALE,
      provider,
      focus: provider ? null : (input.restored?.focus ?? null),
      chat: provider ? (input.restored?.chat ?? provider.user?.chat_status ?? null) : null,
      role: provider ? (input.restored?.role ?? provider.user?.role ?? null) : null,
      deviceToken: input.deviceToken ?? null,
    };
  },
  on: {
    SIGNED_IN: [
      { guard: 'signsInProvider', target: '.provider', actions: 'signIn' },
      { target: '.focus', actions: 'signIn' },
    ],
    END_SESSIONS: { target: '.signedOut', actions: 'forget' },
    // The same locale again (the layout reports the address's on every mount) changes nothing: a new
    // context would re-draw every part of the page that reads the session (issue 21 item 17).
    LOCALE_CHANGED: { guard: ({ context, event }) => context.locale !== event.locale, actions: assign({ locale: ({ event }) => event.locale }) },
  },
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isProvider', target: 'provider' }, { guard: 'isFocus', target: 'focus' }, { target: 'signedOut' }],
    },
    signedOut: { on: { PUSH_TOKEN: { actions: 'keepPushToken' } } },
    provider: {
      on: {
        LOGOUT: 'loggingOut',
        EXPIRED: { target: 'signedOut', actions: 'forget' },
        PUSH_TOKEN: { actions: 'keepPushToken' },
        USER_UPDATED: {
          actions: assign({
            provider: ({ context, event }) => (context.provider ? { ...context.provider, user: event.user } : null),
            chat: ({ event }) => event.user.chat_status,
            role: ({ event }) => event.user.role,
          }),
        },
        CHAT_CHANGED: {
          actions: assign({
            chat: ({ event }) => event.chat,
            provider: ({ context, event }) =>
              context.provider?.user ? { ...context.provider, user: { ...context.provider.user, chat_status: event.chat } } : context.provider,
          }),
        },
      },
    },
    focus: {
      on: {
        LOGOUT: 'loggingOut',
        EXPIRED: { target: 'signedOut', actions: 'forget' },
        // While logging out, a token arriving late is not kept: the logout resets it.
        PUSH_TOKEN: { actions: 'keepPushToken' },
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
