import { describe, expect, it, vi } from 'vitest';
import { fromCallback, type EventObject } from 'xstate';
import { NOTIFICATION_GROUPS, NOTIFICATION_PLACEHOLDERS, NOTIFICATIONS_PER_GROUP } from '../constants';
import type { NoticeParams } from '../effects';
import { apiErrors } from '../testing/fixtures';
import { DeferredActors, describeMachinePaths, startOnClock, TestClock, type PathHarness } from '../testing/machinePaths';
import { allNotifications, cardGroups, dayOf, unreadIn, type AppNotification, type NotificationGroup } from './notificationGroups';
import { notificationsMachine, type RealtimeEvent, type UnreadNotifications } from './notifications.machine';

type Machine = typeof notificationsMachine;

interface Harness extends PathHarness<Machine> {
  notify: ReturnType<typeof vi.fn<(params: NoticeParams) => void>>;
  /** Sends as the real-time channel would. */
  push: (event: RealtimeEvent) => void;
  unsubscribed: () => boolean;
}

const notification = (id: number, createdAt: string, isRead = false): AppNotification => ({
  id,
  type: 'reservation_created',
  is_read: isRead,
  created_at: createdAt,
  data: {
    ar: { title: 'حجز جديد', body: `حجز رقم ${id}` },
    en: { title: 'New reservation', body: `Reservation ${id}` },
    tr: { title: 'Yeni rezervasyon', body: `Rezervasyon ${id}` },
    ur: { title: 'نئی بکنگ', body: `بکنگ ${id}` },
  },
  link: `/provider-dashboard/reservations/${id}`,
});

const loadedGroups: NotificationGroup[] = [
  {
    date: '2026-03-15',
    notifications: [
      notification(104, '2026-03-15T18:42:00+03:00'),
      notification(103, '2026-03-15T12:00:00+03:00'),
      notification(102, '2026-03-15T09:30:00+03:00'),
      notification(101, '2026-03-15T08:00:00+03:00'),
    ],
  },
  { date: '2026-03-14', notifications: [notification(100, '2026-03-14T22:10:00+03:00')] },
  { date: '2026-03-12', notifications: [notification(99, '2026-03-12T10:00:00+03:00')] },
];
const loaded: UnreadNotifications = { groups: loadedGroups, count: 6 };
const empty: UnreadNotifications = { groups: [], count: 0 };
// 00:30 on 16 March in Riyadh is still 15 March in UTC: the day must be Riyadh's.
const arrival = notification(105, '2026-03-15T21:30:00Z');

function start(): Harness {
  const promises = new DeferredActors();
  const clock = new TestClock();
  const notify = vi.fn<(params: NoticeParams) => void>();
  let sendBack: ((event: RealtimeEvent) => void) | undefined;
  let unsubscribed = false;
  const machine = notificationsMachine.provide({
    actors: {
      loadUnread: promises.actor<UnreadNotifications, unknown>('loadUnread'),
      markAllRead: promises.actor<unknown, unknown>('markAllRead'),
      markOneRead: promises.actor<unknown, { id: number }>('markOneRead'),
      realtime: fromCallback<EventObject>(({ sendBack: send }) => {
        sendBack = send;
        return () => {
          unsubscribed = true;
        };
      }),
    },
    actions: { notify: (_, params) => notify(params) },
  });
  const actor = startOnClock(machine, {}, clock);
  return {
    actor,
    clock,
    promises,
    notify,
    push: (event) => {
      if (!sendBack) throw new Error('the real-time channel is not subscribed');
      sendBack(event);
    },
    unsubscribed: () => unsubscribed,
  };
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function ready(answer: UnreadNotifications = loaded): Promise<Harness> {
  const harness = start();
  harness.promises.resolve('loadUnread', structuredClone(answer));
  await settle();
  expect(harness.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  return harness;
}

describeMachinePaths('notifications: every path', {
  machine: notificationsMachine,
  inputs: [{}],
  serialize: ({ value, context }) =>
    JSON.stringify([value, allNotifications(context.groups).length, unreadIn(context.groups), context.count, context.rollback?.kind ?? null]),
  events: {
    NOTIFICATION_RECEIVED: [{ type: 'NOTIFICATION_RECEIVED', notification: arrival }],
    COUNT_RECEIVED: [{ type: 'COUNT_RECEIVED', unread: 0 }],
    SUBSCRIBED: [{ type: 'SUBSCRIBED' }],
    READ: [
      { type: 'READ', id: 104 },
      { type: 'READ', id: 999 },
    ],
    'xstate.done.actor.loadUnread': [
      { type: 'xstate.done.actor.loadUnread', output: loaded },
      { type: 'xstate.done.actor.loadUnread', output: empty },
    ],
    'xstate.error.actor.loadUnread': [{ type: 'xstate.error.actor.loadUnread', error: apiErrors.server }],
    'xstate.done.actor.catchUp': [{ type: 'xstate.done.actor.catchUp', output: loaded }],
    'xstate.error.actor.catchUp': [{ type: 'xstate.error.actor.catchUp', error: apiErrors.network }],
    'xstate.error.actor.markAllRead': [{ type: 'xstate.error.actor.markAllRead', error: apiErrors.server }],
    'xstate.error.actor.markOneRead': [{ type: 'xstate.error.actor.markOneRead', error: apiErrors.network }],
  },
  drive: {
    // Live events come through the channel's callback actor, as in the app.
    NOTIFICATION_RECEIVED: (h, event) => h.push(event as RealtimeEvent),
    COUNT_RECEIVED: (h, event) => h.push(event as RealtimeEvent),
    SUBSCRIBED: (h, event) => h.push(event as RealtimeEvent),
    // The model's answers are shared objects: hand the actor its own copy.
    'xstate.done.actor.loadUnread': (h, event) => h.promises.resolve('loadUnread', structuredClone((event as { output?: unknown }).output)),
    'xstate.done.actor.catchUp': (h, event) => h.promises.resolve('catchUp', structuredClone((event as { output?: unknown }).output)),
  },
  start,
  states: {
    'notifications.loading': (_snapshot, h) => {
      expect(h.promises.waiting().map((c) => c.id)).toEqual(['loadUnread']);
    },
    'notifications.failed': (snapshot, h) => {
      expect(snapshot.can({ type: 'RETRY' })).toBe(true);
      expect(h.promises.waiting()).toEqual([]);
    },
    'notifications.ready.idle': ({ context }, h, event) => {
      expect(context.rollback).toBeNull();
      expect(h.promises.waiting()).toEqual([]); // nothing in flight
      // A refused read is undone and reported.
      if (event.type.startsWith('xstate.error.actor.mark')) {
        expect(h.notify).toHaveBeenLastCalledWith({ tone: 'critical', messageId: 'front.something_wrong' });
        expect(unreadIn(context.groups)).toBeGreaterThan(0);
      }
      // Staying idle on MARK_ALL_READ means there was nothing to mark: nothing was sent.
      if (event.type === 'MARK_ALL_READ') expect(unreadIn(context.groups) + context.count).toBe(0);
    },
    'notifications.ready.catchingUp': (snapshot, h) => {
      // Reading again in the background: what is on show stays, and no read can start meanwhile.
      expect(h.promises.waiting().map((c) => c.id)).toEqual(['catchUp']);
      expect(snapshot.context.rollback).toBeNull();
    },
    'notifications.ready.markingAllRead': ({ context }, h) => {
      // Everything that was unread shows read; only live arrivals since then are unread and counted.
      const rollback = context.rollback;
      expect(rollback?.kind).toBe('all');
      const ids = new Set(rollback?.kind === 'all' ? rollback.ids : []);
      expect(allNotifications(context.groups).filter((n) => ids.has(n.id) && !n.is_read)).toEqual([]);
      expect(context.count).toBeLessThanOrEqual(unreadIn(context.groups));
      expect(h.promises.waiting().map((c) => c.id)).toEqual(['markAllRead']);
    },
    'notifications.ready.markingOne': ({ context }, h) => {
      expect(allNotifications(context.groups).find((n) => n.id === 104)?.is_read).toBe(true);
      expect(h.promises.waiting().map((c) => [c.id, c.input])).toEqual([['markOneRead', { id: 104 }]]);
    },
  },
});

describe('notifications: behaviour', () => {
  it('uses the spec constants: 2 days × 3 on the card, 4 placeholders while loading', () => {
    expect([NOTIFICATION_GROUPS, NOTIFICATIONS_PER_GROUP, NOTIFICATION_PLACEHOLDERS]).toEqual([2, 3, 4]);
  });

  it('shows at most 2 days with 3 notifications each on the card', async () => {
    const { actor } = await ready();
    const card = cardGroups(actor.getSnapshot().context.groups);
    expect(card.map((g) => [g.date, g.notifications.map((n) => n.id)])).toEqual([
      ['2026-03-15', [104, 103, 102]],
      ['2026-03-14', [100]],
    ]);
  });

  it('puts live arrivals first, in their Riyadh day, counts them once, and ignores repeats', async () => {
    const { actor, push } = await ready();
    push({ type: 'NOTIFICATION_RECEIVED', notification: arrival });
    push({ type: 'NOTIFICATION_RECEIVED', notification: arrival });
    const { groups, count } = actor.getSnapshot().context;
    expect(dayOf(arrival.created_at, 'Asia/Riyadh')).toBe('2026-03-16');
    expect(groups[0]).toEqual({ date: '2026-03-16', notifications: [arrival] });
    expect(count).toBe(7);
    push({ type: 'NOTIFICATION_RECEIVED', notification: notification(106, '2026-03-16T01:00:00+03:00') });
    expect(actor.getSnapshot().context.groups[0]?.notifications.map((n) => n.id)).toEqual([106, 105]);
  });

  it('keeps notifications that arrive while the list loads', async () => {
    const harness = start();
    harness.push({ type: 'NOTIFICATION_RECEIVED', notification: arrival });
    harness.promises.resolve('loadUnread', structuredClone(loaded));
    await settle();
    const { groups, count } = harness.actor.getSnapshot().context;
    expect(groups[0]?.notifications[0]?.id).toBe(105);
    expect(count).toBe(7);
  });

  it('sends nothing to mark all read when the list is empty', async () => {
    const { actor, promises } = await ready(empty);
    actor.send({ type: 'MARK_ALL_READ' });
    await settle();
    expect(promises.calls.map((c) => c.id)).toEqual(['loadUnread']);
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('marks all read at once, and rolls back (keeping live arrivals) when the server refuses', async () => {
    const { actor, promises, push, notify } = await ready();
    actor.send({ type: 'MARK_ALL_READ' });
    expect(unreadIn(actor.getSnapshot().context.groups)).toBe(0);
    expect(actor.getSnapshot().context.count).toBe(0);
    push({ type: 'NOTIFICATION_RECEIVED', notification: arrival });
    promises.reject('markAllRead', apiErrors.server);
    await settle();
    const { groups, count } = actor.getSnapshot().context;
    expect(unreadIn(groups)).toBe(7);
    expect(count).toBe(7);
    expect(notify).toHaveBeenCalledExactlyOnceWith({ tone: 'critical', messageId: 'front.something_wrong' });
  });

  it('keeps all read when the server agrees', async () => {
    const { actor, promises, notify } = await ready();
    actor.send({ type: 'MARK_ALL_READ' });
    promises.resolve('markAllRead');
    await settle();
    expect(unreadIn(actor.getSnapshot().context.groups)).toBe(0);
    expect(actor.getSnapshot().context.count).toBe(0);
    expect(notify).not.toHaveBeenCalled();
  });

  it('reads one notification optimistically and rolls it back on failure', async () => {
    const { actor, promises } = await ready();
    actor.send({ type: 'READ', id: 103 });
    const isRead = () => allNotifications(actor.getSnapshot().context.groups).find((n) => n.id === 103)?.is_read;
    expect(isRead()).toBe(true);
    expect(actor.getSnapshot().context.count).toBe(5);
    expect(promises.inputsOf('markOneRead')).toEqual([{ id: 103 }]);
    promises.reject('markOneRead', apiErrors.network);
    await settle();
    expect(isRead()).toBe(false);
    expect(actor.getSnapshot().context.count).toBe(6);
  });

  it('marks read one the caller vouches is unread though it is not among the loaded ones (the notifications page)', async () => {
    const { actor, promises } = await ready();
    const read = vi.fn();
    actor.on('read', read);
    actor.send({ type: 'READ', id: 42, isUnread: true });
    expect(actor.getSnapshot().matches({ ready: 'markingOne' })).toBe(true);
    expect(actor.getSnapshot().context.count).toBe(5);
    expect(promises.inputsOf('markOneRead')).toEqual([{ id: 42 }]);
    promises.resolve('markOneRead');
    await settle();
    expect(read).toHaveBeenCalledExactlyOnceWith({ type: 'read', id: 42 });
    expect(actor.getSnapshot().context.count).toBe(5);
  });

  it('counts a vouched read back when the server refuses it, and tells no view it was read', async () => {
    const { actor, promises, notify } = await ready();
    const read = vi.fn();
    actor.on('read', read);
    actor.send({ type: 'READ', id: 42, isUnread: true });
    promises.reject('markOneRead', apiErrors.server);
    await settle();
    expect(actor.getSnapshot().context.count).toBe(6);
    expect(read).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledExactlyOnceWith({ tone: 'critical', messageId: 'front.something_wrong' });
  });

  it('ignores a read of one it holds as read already, vouched or not', async () => {
    const { actor, promises } = await ready();
    actor.send({ type: 'READ', id: 103 });
    promises.resolve('markOneRead');
    await settle();
    actor.send({ type: 'READ', id: 103, isUnread: true });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(promises.inputsOf('markOneRead')).toEqual([{ id: 103 }]);
  });

  it('tells the other views once the server agrees to mark all read, with its message', async () => {
    const { actor, promises } = await ready();
    const allRead = vi.fn();
    actor.on('allRead', allRead);
    actor.send({ type: 'MARK_ALL_READ' });
    expect(allRead).not.toHaveBeenCalled();
    promises.resolve('markAllRead', { message: 'All notifications marked as read.' });
    await settle();
    expect(allRead).toHaveBeenCalledExactlyOnceWith({ type: 'allRead', message: 'All notifications marked as read.' });
  });

  it('tells no view that all are read when the server refuses', async () => {
    const { actor, promises } = await ready();
    const allRead = vi.fn();
    actor.on('allRead', allRead);
    actor.send({ type: 'MARK_ALL_READ' });
    promises.reject('markAllRead', apiErrors.server);
    await settle();
    expect(allRead).not.toHaveBeenCalled();
  });

  it('reads the list again in the background each time the channel is subscribed, keeping arrivals and what is on show', async () => {
    const { actor, promises, push } = await ready(empty);
    // The booking landed after the first read and before the channel listened: it was never pushed.
    push({ type: 'SUBSCRIBED' });
    expect(actor.getSnapshot().matches({ ready: 'catchingUp' })).toBe(true);
    push({ type: 'NOTIFICATION_RECEIVED', notification: arrival });
    promises.resolve('catchUp', structuredClone(loaded));
    await settle();
    const { groups, count } = actor.getSnapshot().context;
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(allNotifications(groups).map((n) => n.id)).toEqual([105, 104, 103, 102, 101, 100, 99]);
    expect(count).toBe(7);
    // A failed catch-up keeps the list as it was.
    push({ type: 'SUBSCRIBED' });
    promises.reject('catchUp', apiErrors.network);
    await settle();
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.count).toBe(7);
  });

  it('starts its first read again when the channel is subscribed while it runs', async () => {
    const { actor, promises, push } = start();
    push({ type: 'SUBSCRIBED' });
    expect(promises.calls.filter((c) => c.src === 'loadUnread').map((c) => c.cancelled)).toEqual([true, false]);
    promises.resolve('loadUnread', structuredClone(loaded));
    await settle();
    expect(actor.getSnapshot().context.count).toBe(6);
  });

  it('takes the badge count the channel announces', async () => {
    const { actor, push } = await ready();
    push({ type: 'COUNT_RECEIVED', unread: 11 });
    expect(actor.getSnapshot().context.count).toBe(11);
  });

  it('unsubscribes from the channel when stopped', async () => {
    const harness = await ready();
    harness.actor.stop();
    expect(harness.unsubscribed()).toBe(true);
  });
});
