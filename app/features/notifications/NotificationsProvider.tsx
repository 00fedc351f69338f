import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { fromCallback, fromPromise, type ActorRefFrom, type EventObject, type SnapshotFrom } from 'xstate';
import { toast } from '../../../design-system/components/Toast';
import { api, call } from '../../api';
import { listenToProvider, type RealtimeConnection } from '../../realtime/echo';
import { useRealtimeConnection } from '../../realtime/RealtimeProvider';
import type { AppNotification, NotificationGroup } from './notificationGroups';
import { notificationsMachine, type UnreadNotifications } from './notifications.machine';

export type NotificationsActor = ActorRefFrom<typeof notificationsMachine>;
export type NotificationsSnapshot = SnapshotFrom<typeof notificationsMachine>;

const NotificationsContext = createContext<NotificationsActor | null>(null);

async function loadUnread(): Promise<UnreadNotifications> {
  const [list, count] = await Promise.all([
    call(api.GET('/provider/notifications', { params: { query: { is_read: 0, per_page: 30 } } })),
    call(api.GET('/provider/notifications/count')),
  ]);
  return { groups: list.data.notifications as NotificationGroup[], count: count.data.unread };
}

/** The real-time connection as it comes and goes, readable by an actor that outlives renders. */
function createConnectionHolder(initial: RealtimeConnection | null) {
  let current = initial;
  const listeners = new Set<(connection: RealtimeConnection | null) => void>();
  return {
    get: () => current,
    set(connection: RealtimeConnection | null) {
      if (connection === current) return;
      current = connection;
      listeners.forEach((listener) => listener(connection));
    },
    subscribe(listener: (connection: RealtimeConnection | null) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The notifications machine with the app's calls, channel and notices. */
function createNotificationsLogic(userId: number | undefined, holder: ReturnType<typeof createConnectionHolder>, intl: { current: IntlShape }) {
  return notificationsMachine.provide({
    actors: {
      loadUnread: fromPromise(loadUnread),
      markAllRead: fromPromise<unknown>(() => call(api.GET('/provider/read-notifications'))),
      markOneRead: fromPromise<unknown, { id: number }>(({ input }) =>
        call(api.POST('/provider/notifications/{id}/read', { params: { path: { id: input.id } } })),
      ),
      // The connection arrives after the first render: listen as soon as it is there.
      realtime: fromCallback<EventObject>(({ sendBack }) => {
        let leave: (() => void) | undefined;
        const attach = (connection: RealtimeConnection | null) => {
          leave?.();
          leave =
            connection && userId !== undefined
              ? listenToProvider(
                  connection,
                  userId,
                  {
                    notificationCreated: (payload) => sendBack({ type: 'NOTIFICATION_RECEIVED', notification: payload as AppNotification }),
                    notificationsCount: (payload) => sendBack({ type: 'COUNT_RECEIVED', unread: (payload as { unread: number }).unread }),
                    subscribed: () => sendBack({ type: 'SUBSCRIBED' }),
                  },
                  // The shell's listener: leaving with it (sign-out, a new connection) leaves the channel.
                  { leave: true },
                )
              : undefined;
        };
        attach(holder.get());
        const unsubscribe = holder.subscribe(attach);
        return () => {
          unsubscribe();
          leave?.();
        };
      }),
    },
    actions: {
      notify: (_, params) => void toast.show(params.tone, intl.current.formatMessage({ id: params.messageId }, params.values)),
    },
  });
}

/**
 * The signed-in provider's unread notifications, one actor for every view of them: the top
 * bar's bell and card, and the notifications page. Marking read anywhere shows everywhere.
 */
export function NotificationsProvider({ userId, children }: { userId: number | undefined; children: ReactNode }) {
  const intl = useIntl();
  const connection = useRealtimeConnection();
  const intlRef = useRef(intl);
  const [holder] = useState(() => createConnectionHolder(connection));
  useLayoutEffect(() => {
    intlRef.current = intl;
  }, [intl]);
  useEffect(() => holder.set(connection), [holder, connection]);
  const [logic] = useState(() => createNotificationsLogic(userId, holder, intlRef));
  const actor = useActorRef(logic, { input: {} });
  return <NotificationsContext.Provider value={actor}>{children}</NotificationsContext.Provider>;
}

/** The shared notifications actor (from NotificationsProvider, which the provider layout puts around every page). */
export function useNotificationsActor(): NotificationsActor {
  const actor = useContext(NotificationsContext);
  if (!actor) throw new Error('useNotificationsActor needs a <NotificationsProvider> (the provider layout has one).');
  return actor;
}

/** A value from the shared notifications state. */
export function useNotifications<T>(select: (snapshot: NotificationsSnapshot) => T): T {
  return useSelector(useNotificationsActor(), select);
}
