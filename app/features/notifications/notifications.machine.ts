import { assign, emit, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import { notProvided, type NoticeParams } from '../effects';
import { allNotifications, contains, markRead, prepend, unreadIn, type AppNotification, type NotificationGroup } from './notificationGroups';

/** The unread notifications (GET /provider/notifications?is_read=0) and the unread count (…/count). */
export interface UnreadNotifications {
  groups: NotificationGroup[];
  count: number;
}

export interface NotificationsInput {
  /** Where the day of a live arrival is reckoned (the server groups in Asia/Riyadh). */
  timeZone?: string;
}

/** What an optimistic change undoes when the server refuses it. */
type Rollback = { kind: 'all'; ids: number[]; count: number } | { kind: 'one'; id: number };

export interface NotificationsContext {
  groups: NotificationGroup[];
  /** The badge. */
  count: number;
  rollback: Rollback | null;
  timeZone: string;
}

/**
 * Events the real-time channel sends (`notification.created`, `notifications.count`), and
 * `SUBSCRIBED` each time the channel is (re)subscribed: whatever arrived while it was not (before
 * the connection opened, or during a drop) was never pushed, so the list is read again.
 */
export type RealtimeEvent =
  | { type: 'NOTIFICATION_RECEIVED'; notification: AppNotification }
  | { type: 'COUNT_RECEIVED'; unread: number }
  | { type: 'SUBSCRIBED' };

export type NotificationsEvent =
  | RealtimeEvent
  | { type: 'MARK_ALL_READ' }
  /**
   * Mark one read. `isUnread`: the caller (the notifications page, which lists more than the
   * unread ones loaded here) vouches that the notification is unread even when it is not among them.
   */
  | { type: 'READ'; id: number; isUnread?: boolean }
  | { type: 'REFRESH' }
  | { type: 'RETRY' };

/**
 * What the machine tells its other views once the server has agreed (`actor.on(...)`): the
 * notifications page reloads its list, so every view shows the same read state.
 */
export type NotificationsEmitted = { type: 'read'; id: number } | { type: 'allRead'; message: string | undefined };

const failureNotice: NoticeParams = { tone: 'critical', messageId: 'front.something_wrong' };

/** The server's confirmation (`{ message }`), if it sent one. */
function messageOf(output: unknown): string | undefined {
  const message = typeof output === 'object' && output !== null ? (output as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** The server's answer, with the live arrivals it does not hold (they came after it): kept first. */
function withLoaded(context: NotificationsContext, loaded: UnreadNotifications): Pick<NotificationsContext, 'groups' | 'count'> {
  const arrivals = allNotifications(context.groups).filter((n) => !contains(loaded.groups, n.id));
  return {
    groups: arrivals.reduceRight((groups, n) => prepend(groups, n, context.timeZone), loaded.groups),
    count: loaded.count + arrivals.filter((n) => !n.is_read).length,
  };
}

/**
 * The provider's unread notifications for the card and the badge (spec sections 2, 4, 7, 9).
 *
 * loading → ready (idle | catchingUp | markingAllRead | markingOne) | failed. Live arrivals
 * prepend in any state; reads are optimistic and rolled back when the server refuses them. Each
 * (re)subscription of the channel reads the list again (`SUBSCRIBED`): in the background once it
 * has loaded, so the card does not blink.
 */
export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    input: {} as NotificationsInput,
    emitted: {} as NotificationsEmitted,
  },
  actors: {
    loadUnread: fromPromise<UnreadNotifications>(notProvided('notifications', 'loadUnread')),
    markAllRead: fromPromise<unknown>(notProvided('notifications', 'markAllRead')),
    markOneRead: fromPromise<unknown, { id: number }>(notProvided('notifications', 'markOneRead')),
    /** Subscribes to the provider's private channel and sends RealtimeEvents back; unsubscribes on stop. */
    realtime: fromCallback<EventObject>(notProvided('notifications', 'realtime')),
  },
  actions: {
    notify: notProvided('notifications', 'notify') as (_: unknown, params: NoticeParams) => void,
    rollBack: assign(({ context }) => {
      const { rollback } = context;
      if (!rollback) return {};
      if (rollback.kind === 'one') {
        return { groups: markRead(context.groups, false, new Set([rollback.id])), count: context.count + 1, rollback: null };
      }
      // Arrivals during the request counted on top of zero; they stay counted.
      return { groups: markRead(context.groups, false, new Set(rollback.ids)), count: rollback.count + context.count, rollback: null };
    }),
  },
  guards: {
    nothingUnread: ({ context }) => context.count === 0 && unreadIn(context.groups) === 0,
    isUnreadHere: ({ context, event }) =>
      event.type === 'READ' &&
      (allNotifications(context.groups).some((n) => n.id === event.id && !n.is_read) || (event.isUnread === true && !contains(context.groups, event.id))),
  },
}).createMachine({
  id: 'notifications',
  context: ({ input }) => ({ groups: [], count: 0, rollback: null, timeZone: input.timeZone ?? 'Asia/Riyadh' }),
  invoke: { id: 'realtime', src: 'realtime' },
  on: {
    NOTIFICATION_RECEIVED: {
      actions: assign(({ context, event }) =>
        contains(context.groups, event.notification.id)
          ? {}
          : {
              groups: prepend(context.groups, event.notification, context.timeZone),
              count: context.count + (event.notification.is_read ? 0 : 1),
            },
      ),
    },
    COUNT_RECEIVED: { actions: assign({ count: ({ event }) => Math.max(0, event.unread) }) },
    // The reload tells the truth about any read still in flight (its request is cancelled).
    REFRESH: { target: '.loading', actions: assign({ rollback: null }) },
  },
  initial: 'loading',
  states: {
    loading: {
      // A load that started before the channel listened may have missed what came in between.
      on: { SUBSCRIBED: { target: 'loading', reenter: true } },
      invoke: {
        id: 'loadUnread',
        src: 'loadUnread',
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({ ...withLoaded(context, event.output), rollback: null })),
        },
        onError: { target: 'failed' },
      },
    },
    failed: {
      on: { RETRY: 'loading', SUBSCRIBED: 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            // (While a read is being marked it is ignored: a rare overlap, and reloading then would
            // race the read. The next subscription or page load catches up.)
            SUBSCRIBED: 'catchingUp',
            MARK_ALL_READ: [
              // Nothing to mark: nothing is sent.
              { guard: 'nothingUnread' },
              {
                target: 'markingAllRead',
                actions: assign(({ context }) => ({
                  rollback: {
                    kind: 'all' as const,
                    ids: allNotifications(context.groups).filter((n) => !n.is_read).map((n) => n.id),
                    count: context.count,
                  },
                  groups: markRead(context.groups, true),
                  count: 0,
                })),
              },
            ],
            READ: {
              guard: 'isUnreadHere',
              target: 'markingOne',
              actions: assign(({ context, event }) => ({
                rollback: { kind: 'one' as const, id: event.id },
                groups: markRead(context.groups, true, new Set([event.id])),
                count: Math.max(0, context.count - 1),
              })),
            },
          },
        },
        // Reads the list again in the background (the list on show stays); a failure keeps it.
        catchingUp: {
          invoke: {
            id: 'catchUp',
            src: 'loadUnread',
            onDone: { target: 'idle', actions: assign(({ context, event }) => withLoaded(context, event.output)) },
            onError: { target: 'idle' },
          },
        },
        markingAllRead: {
          invoke: {
            id: 'markAllRead',
            src: 'markAllRead',
            onDone: {
              target: 'idle',
              actions: [
                assign({ rollback: null }),
                emit(({ event }) => ({ type: 'allRead' as const, message: messageOf(event.output) })),
              ],
            },
            onError: { target: 'idle', actions: ['rollBack', { type: 'notify', params: failureNotice }] },
          },
        },
        markingOne: {
          invoke: {
            id: 'markOneRead',
            src: 'markOneRead',
            input: ({ context }) => ({ id: context.rollback?.kind === 'one' ? context.rollback.id : -1 }),
            onDone: {
              target: 'idle',
              actions: [
                emit(({ context }) => ({ type: 'read' as const, id: context.rollback?.kind === 'one' ? context.rollback.id : -1 })),
                assign({ rollback: null }),
              ],
            },
            onError: { target: 'idle', actions: ['rollBack', { type: 'notify', params: failureNotice }] },
          },
        },
      },
    },
  },
});
