import { assign, fromPromise, setup } from 'xstate';
import { localePath } from '../../i18n/localePath';
import type { Locale } from '../../i18n/locales';
import { readApiFailure } from '../apiFailure';
import { OTP_LENGTH, PROVIDER_COOKIE_SECONDS, PROVIDER_COUNTRY_CODE, RESEND_COUNTDOWN_SECONDS, SESSION_COOKIES } from '../constants';
import { notProvided, type InlineMessage, type NavigateParams, type NoticeParams, type SetCookieParams } from '../effects';
import { splitPermissions, type ProviderSession, type ProviderUser, type SignInParams, type WithPermissions } from '../session/types';
import { mobileProblem, normaliseOtp, normaliseSaudiMobile, type MobileProblem } from './mobile';

/** POST /provider/auth/login: sends a code by SMS. */
export interface RequestCodeInput {
  mobile: string;
  country_code: string;
}

/** POST /provider/auth/verify-login. */
export interface VerifyCodeInput {
  otp: string;
  mobile: string;
  type: 'mobile';
  device_token: string | null;
}

/** `data` of a successful verify-login. */
export interface VerifyCodeOutput {
  token: string;
  user: WithPermissions<ProviderUser>;
}

export interface ProviderLoginInput {
  locale: Locale;
  /** The push-notification token of this device, sent with the verify call (null when unavailable). */
  deviceToken?: string | null;
  /** The time source (ms). Tests pass their simulated clock's; the countdown is computed from it, not counted. */
  now?: () => number;
}

export interface ProviderLoginContext {
  locale: Locale;
  countryCode: string;
  /** The mobile as typed (the request sends it normalised). */
  mobile: string;
  mobileError: MobileProblem | null;
  /** The code as typed, digits only. */
  code: string;
  codeError: 'auth.otp.incomplete' | null;
  /** An inline message for the form: a rejected code, a rate limit, a code sent again... */
  message: InlineMessage | null;
  deviceToken: string | null;
  /** Length of the running resend countdown (60 s, or what a 429 names). */
  resendSeconds: number;
  /** When resending becomes possible (ms, from `now`). */
  resendAt: number;
  /** What the countdown shows. */
  secondsLeft: number;
  session: ProviderSession | null;
  now: () => number;
}

export type ProviderLoginEvent =
  | { type: 'MOBILE_CHANGED'; value: string }
  | { type: 'SUBMIT_MOBILE' }
  | { type: 'CODE_CHANGED'; value: string }
  | { type: 'VERIFY' }
  | { type: 'RESEND' }
  | { type: 'CHANGE_NUMBER' };

/** How often the resend countdown refreshes what it shows. */
const COUNTDOWN_TICK_MS = 1000;

const usedUpCodes = new Set(['otp_attempts_exceeded', 'otp_expired']);
const rateLimitMessage = (error: unknown): InlineMessage => ({
  tone: 'caution',
  messageId: 'auth.rateLimited',
  values: { seconds: readApiFailure(error).retryAfter ?? RESEND_COUNTDOWN_SECONDS },
});

function signedIn(context: ProviderLoginContext): ProviderSession {
  if (!context.session) throw new Error('providerLogin: signed in without a session');
  return context.session;
}

/**
 * Provider sign-in with a +966 mobile and a 4-digit SMS code (spec sections 4, 5, 8, 9).
 *
 * mobileEntry → sendingCode → codeEntry (verification ∥ resend countdown) → signedIn.
 */
export const providerLoginMachine = setup({
  types: {
    context: {} as ProviderLoginContext,
    events: {} as ProviderLoginEvent,
    input: {} as ProviderLoginInput,
  },
  actors: {
    requestCode: fromPromise<unknown, RequestCodeInput>(notProvided('providerLogin', 'requestCode')),
    verifyCode: fromPromise<VerifyCodeOutput, VerifyCodeInput>(notProvided('providerLogin', 'verifyCode')),
  },
  actions: {
    /** Log out any session of this browser before a new login (the spec's "before each login"). */
    endExistingSessions: notProvided('providerLogin', 'endExistingSessions'),
    storeSession: notProvided('providerLogin', 'storeSession') as (_: unknown, params: SignInParams) => void,
    setCookie: notProvided('providerLogin', 'setCookie') as (_: unknown, params: SetCookieParams) => void,
    notify: notProvided('providerLogin', 'notify') as (_: unknown, params: NoticeParams) => void,
    navigate: notProvided('providerLogin', 'navigate') as (_: unknown, params: NavigateParams) => void,
    startCountdown: assign(({ context }) => ({
      resendAt: context.now() + context.resendSeconds * 1000,
      secondsLeft: context.resendSeconds,
    })),
    // Computed from the deadline, not by counting ticks: a sleeping tab shows the right number on waking.
    updateSecondsLeft: assign({
      secondsLeft: ({ context }) => Math.max(0, Math.ceil((context.resendAt - context.now()) / 1000)),
    }),
  },
  guards: {
    mobileMissing: ({ context }) => mobileProblem(context.mobile) === 'auth.mobile.required',
    mobileMalformed: ({ context }) => mobileProblem(context.mobile) === 'auth.mobile.invalid',
    codeIncomplete: ({ context }) => context.code.length !== OTP_LENGTH,
  },
  delays: {
    resendDelay: ({ context }) => context.resendSeconds * 1000,
  },
}).createMachine({
  id: 'providerLogin',
  context: ({ input }) => ({
    locale: input.locale,
    countryCode: PROVIDER_COUNTRY_CODE,
    mobile: '',
    mobileError: null,
    code: '',
    codeError: null,
    message: null,
    deviceToken: input.deviceToken ?? null,
    resendSeconds: RESEND_COUNTDOWN_SECONDS,
    resendAt: 0,
    secondsLeft: 0,
    session: null,
    now: input.now ?? Date.now,
  }),
  initial: 'mobileEntry',
  states: {
    mobileEntry: {
      on: {
        MOBILE_CHANGED: { actions: assign({ mobile: ({ event }) => event.value, mobileError: null }) },
        SUBMIT_MOBILE: [
          { guard: 'mobileMissing', actions: assign({ mobileError: 'auth.mobile.required', message: null }) },
          { guard: 'mobileMalformed', actions: assign({ mobileError: 'auth.mobile.invalid', message: null }) },
          { target: 'sendingCode', actions: assign({ mobileError: null, message: null }) },
        ],
      },
    },
    sendingCode: {
      entry: 'endExistingSessions',
      invoke: {
        id: 'sendCode',
        src: 'requestCode',
        input: ({ context }) => ({ mobile: normaliseSaudiMobile(context.mobile), country_code: context.countryCode }),
        onDone: {
          target: 'codeEntry',
          actions: assign({ code: '', codeError: null, resendSeconds: RESEND_COUNTDOWN_SECONDS }),
        },
        onError: [
          {
            guard: ({ event }) => readApiFailure(event.error).status === 429,
            target: 'mobileEntry',
            actions: assign({ message: ({ event }) => rateLimitMessage(event.error) }),
          },
          // The spec shows no server message for a failed login, only the spinner stopping; we add a generic hint.
          { target: 'mobileEntry', actions: assign({ message: { tone: 'critical', messageId: 'auth.login.failed' } }) },
        ],
      },
    },
    codeEntry: {
      type: 'parallel',
      on: {
        CHANGE_NUMBER: { target: 'mobileEntry', actions: assign({ code: '', codeError: null, message: null }) },
      },
      states: {
        verification: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                CODE_CHANGED: { actions: assign({ code: ({ event }) => normaliseOtp(event.value), codeError: null }) },
                VERIFY: [
                  { guard: 'codeIncomplete', actions: assign({ codeError: 'auth.otp.incomplete' }) },
                  { target: 'verifying', actions: assign({ codeError: null, message: null }) },
                ],
              },
            },
            verifying: {
              invoke: {
                id: 'verifyCode',
                src: 'verifyCode',
                input: ({ context }) => ({
                  otp: context.code,
                  mobile: normaliseSaudiMobile(context.mobile),
                  type: 'mobile' as const,
                  device_token: context.deviceToken,
                }),
                onDone: {
                  target: '#providerLogin.signedIn',
                  actions: assign({
                    session: ({ event }) => {
                      const { user, permissions } = splitPermissions(event.output.user);
                      return { token: `Bearer ${event.output.token}`, permissions, user };
                    },
                  }),
                },
                onError: [
                  {
                    // Too many wrong codes, or the code ran out: a new code is needed, so back to the mobile.
                    guard: ({ event }) => usedUpCodes.has(readApiFailure(event.error).code ?? ''),
                    target: '#providerLogin.mobileEntry',
                    actions: assign({
                      code: '',
                      message: ({ event }) => ({
                        tone: 'critical',
                        messageId: readApiFailure(event.error).code === 'otp_expired' ? 'auth.otp.expired' : 'auth.otp.attemptsExceeded',
                      }),
                    }),
                  },
                  {
                    guard: ({ event }) => readApiFailure(event.error).status === 429,
                    target: 'editing',
                    actions: assign({ message: ({ event }) => rateLimitMessage(event.error) }),
                  },
                  {
                    guard: ({ event }) => readApiFailure(event.error).status === 422,
                    target: 'editing',
                    actions: assign({ message: { tone: 'critical', messageId: 'auth.otp.wrong' } }),
                  },
                  { target: 'editing', actions: assign({ message: { tone: 'critical', messageId: 'auth.login.failed' } }) },
                ],
              },
            },
          },
        },
        resend: {
          initial: 'countingDown',
          states: {
            countingDown: {
              entry: 'startCountdown',
              after: { resendDelay: 'available' },
              initial: 'ticking',
              states: {
                ticking: {
                  after: { [COUNTDOWN_TICK_MS]: { target: 'ticking', reenter: true, actions: 'updateSecondsLeft' } },
                },
              },
            },
            available: {
              entry: assign({ secondsLeft: 0 }),
              on: { RESEND: 'resending' },
            },
            resending: {
              invoke: {
                id: 'resendCode',
                src: 'requestCode',
                input: ({ context }) => ({ mobile: normaliseSaudiMobile(context.mobile), country_code: context.countryCode }),
                onDone: {
                  target: 'countingDown',
                  actions: assign({
                    resendSeconds: RESEND_COUNTDOWN_SECONDS,
                    message: { tone: 'positive', messageId: 'auth.otp.resent' },
                  }),
                },
                onError: [
                  {
                    // The server names the wait: the countdown restarts with it.
                    guard: ({ event }) => readApiFailure(event.error).status === 429,
                    target: 'countingDown',
                    actions: assign({
                      // Capped at a day: a timer longer than ~24.8 days would fire at once.
                      resendSeconds: ({ event }) => Math.min(readApiFailure(event.error).retryAfter ?? RESEND_COUNTDOWN_SECONDS, 86400),
                    }),
                  },
                  {
                    target: 'available',
                    actions: { type: 'notify', params: { tone: 'critical', messageId: 'front.something_wrong' } },
                  },
                ],
              },
            },
          },
        },
      },
    },
    signedIn: {
      type: 'final',
      entry: [
        { type: 'storeSession', params: ({ context }) => ({ kind: 'provider' as const, ...signedIn(context) }) },
        {
          type: 'setCookie',
          params: ({ context }) => ({ name: SESSION_COOKIES.providerToken, value: signedIn(context).token, maxAgeSeconds: PROVIDER_COOKIE_SECONDS }),
        },
        {
          type: 'setCookie',
          params: ({ context }) => ({
            name: SESSION_COOKIES.providerPermissions,
            value: JSON.stringify(signedIn(context).permissions),
            maxAgeSeconds: PROVIDER_COOKIE_SECONDS,
          }),
        },
        { type: 'notify', params: { tone: 'positive', messageId: 'auth.login.success' } },
        // The room settings open after sign-in only for those who use the company room (super admins).
        {
          type: 'navigate',
          params: ({ context }) => ({ to: localePath(context.locale, signedIn(context).user?.is_super_admin ? '/provider-dashboard?video=true' : '/provider-dashboard') }),
        },
      ],
    },
  },
});
