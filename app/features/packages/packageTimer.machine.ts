import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { PACKAGE_TIMER_TICK_MS } from '../constants';
import { notProvided, type NoticeParams } from '../effects';

/** `data` of GET /provider/packages/activeSubscribedPackage (null: no active package). */
export interface ActivePackage {
  package_name: string;
  /** ISO date-time the subscription ends. */
  expire_at: string;
  /** Seconds left when the server answered. */
  expire_at_timer: number;
}

export interface RemainingTime {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export const noTimeLeft: RemainingTime = { days: 0, hours: 0, minutes: 0, seconds: 0 };

/** Whole days, hours, minutes and seconds in a span of milliseconds (never negative). */
export function remainingTime(ms: number): RemainingTime {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

export interface PackageTimerInput {
  /** The time source (ms); tests pass their simulated clock's. */
  now?: () => number;
}

export interface PackageTimerContext {
  packageName: string | null;
  /** When the package ends (ms). */
  expiresAt: number;
  remaining: RemainingTime;
  /** The expiry notice was shown for this package: it shows once. */
  expiryNoticeShown: boolean;
  now: () => number;
}

export type PackageTimerEvent = { type: 'REFRESH' } | { type: 'RETRY' };

/** `expire_at`, or (if the server sent a date we cannot read) what `expire_at_timer` says from now. */
function endOf(active: ActivePackage, now: number): number {
  const parsed = Date.parse(active.expire_at);
  return Number.isNaN(parsed) ? now + active.expire_at_timer * 1000 : parsed;
}

/**
 * The active package's countdown in the provider top bar (spec sections 2, 4, 8, 9).
 *
 * loading → running (ticks every 1000 ms) → expired; none without a package; failed (retry).
 * Each tick recomputes from `expire_at`, so the countdown is right after the tab slept.
 */
export const packageTimerMachine = setup({
  types: {
    context: {} as PackageTimerContext,
    events: {} as PackageTimerEvent,
    input: {} as PackageTimerInput,
  },
  actors: {
    loadActivePackage: fromPromise<ActivePackage | null>(notProvided('packageTimer', 'loadActivePackage')),
  },
  actions: {
    notify: notProvided('packageTimer', 'notify') as (_: unknown, params: NoticeParams) => void,
    updateRemaining: assign({ remaining: ({ context }) => remainingTime(context.expiresAt - context.now()) }),
  },
  guards: {
    hasExpired: ({ context }) => context.now() >= context.expiresAt,
  },
}).createMachine({
  id: 'packageTimer',
  context: ({ input }) => ({
    packageName: null,
    expiresAt: 0,
    remaining: noTimeLeft,
    expiryNoticeShown: false,
    now: input.now ?? Date.now,
  }),
  initial: 'loading',
  on: {
    // After subscribing or renewing, the top bar asks again.
    REFRESH: { target: '.loading' },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadActivePackage',
        src: 'loadActivePackage',
        onDone: [
          {
            guard: ({ event }) => event.output === null,
            target: 'none',
            // expiresAt stays: the same lapsed package coming back later is not noticed twice.
            actions: assign({ packageName: null, remaining: noTimeLeft }),
          },
          {
            target: 'counting',
            actions: assign(({ context, event }) => {
              const active = event.output as ActivePackage;
              const expiresAt = endOf(active, context.now());
              const isNewPackage = expiresAt !== context.expiresAt;
              return {
                packageName: active.package_name,
                expiresAt,
                remaining: remainingTime(expiresAt - context.now()),
                expiryNoticeShown: isNewPackage ? false : context.expiryNoticeShown,
              };
            }),
          },
        ],
        onError: { target: 'failed' },
      },
    },
    counting: {
      always: { guard: 'hasExpired', target: 'expired' },
      after: {
        [PACKAGE_TIMER_TICK_MS]: [
          { guard: 'hasExpired', target: 'expired' },
          { target: 'counting', reenter: true, actions: 'updateRemaining' },
        ],
      },
    },
    expired: {
      entry: enqueueActions(({ context, enqueue }) => {
        enqueue.assign({ remaining: noTimeLeft });
        if (context.expiryNoticeShown) return;
        enqueue({ type: 'notify', params: { tone: 'critical', messageId: 'admin.package_expired' } });
        enqueue.assign({ expiryNoticeShown: true });
      }),
    },
    none: {},
    failed: {
      on: { RETRY: 'loading' },
    },
  },
});
