import { describe, expect, it, vi } from 'vitest';
import { PACKAGE_TIMER_TICK_MS } from '../constants';
import type { NoticeParams } from '../effects';
import { apiErrors } from '../testing/fixtures';
import { DeferredActors, describeMachinePaths, startOnClock, TestClock, type PathHarness } from '../testing/machinePaths';
import { noTimeLeft, packageTimerMachine, remainingTime, type ActivePackage } from './packageTimer.machine';

type Machine = typeof packageTimerMachine;

interface Harness extends PathHarness<Machine> {
  notify: ReturnType<typeof vi.fn<(params: NoticeParams) => void>>;
}

/** The clock's start: 1 March 2026, 09:00 in Riyadh. */
const T0 = Date.parse('2026-03-01T09:00:00+03:00');
const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;

const activePackage = (msLeft: number, name = 'الباقة الذهبية'): ActivePackage => ({
  package_name: name,
  expire_at: new Date(T0 + msLeft).toISOString(),
  expire_at_timer: Math.max(0, Math.round(msLeft / 1000)),
});
const goldenPackage = activePackage(2 * DAY + 3 * HOUR + 25 * 60 * SECOND + 10 * SECOND);
const lapsedPackage = activePackage(-SECOND, 'الباقة المنتهية');

function start(clock = new TestClock(T0)): Harness {
  const promises = new DeferredActors();
  const notify = vi.fn<(params: NoticeParams) => void>();
  const machine = packageTimerMachine.provide({
    actors: { loadActivePackage: promises.actor<ActivePackage | null, unknown>('loadActivePackage') },
    actions: { notify: (_, params) => notify(params) },
  });
  return { actor: startOnClock(machine, { now: () => clock.now() }, clock), clock, promises, notify };
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function loaded(active: ActivePackage | null, harness = start()): Promise<Harness> {
  harness.promises.resolve('loadActivePackage', active);
  await settle();
  return harness;
}

describeMachinePaths('package timer: every path', {
  machine: packageTimerMachine,
  // The model reads the same fixed "now" the replay's clock starts at.
  inputs: [{ now: () => T0 }],
  serialize: ({ value, context }) => JSON.stringify([value, context.packageName, context.expiryNoticeShown]),
  events: {
    'xstate.done.actor.loadActivePackage': [
      { type: 'xstate.done.actor.loadActivePackage', output: goldenPackage },
      { type: 'xstate.done.actor.loadActivePackage', output: lapsedPackage },
      { type: 'xstate.done.actor.loadActivePackage', output: null },
    ],
    'xstate.error.actor.loadActivePackage': [{ type: 'xstate.error.actor.loadActivePackage', error: apiErrors.server }],
  },
  start: () => start(),
  states: {
    'packageTimer.loading': (_snapshot, h) => {
      expect(h.promises.waiting()).toHaveLength(1);
    },
    'packageTimer.counting': ({ context }, h) => {
      expect(context.expiresAt).toBeGreaterThan(h.clock.now());
      expect(context.remaining).toEqual(remainingTime(context.expiresAt - h.clock.now()));
      expect(h.clock.pendingTimeouts()).toEqual([PACKAGE_TIMER_TICK_MS]);
      expect(context.expiryNoticeShown).toBe(false);
    },
    'packageTimer.expired': ({ context }, h) => {
      expect(context.remaining).toEqual(noTimeLeft);
      expect(h.notify).toHaveBeenCalledExactlyOnceWith({ tone: 'critical', messageId: 'admin.package_expired' });
      expect(h.clock.pendingTimeouts()).toEqual([]);
    },
    'packageTimer.none': ({ context }, h) => {
      expect(context.packageName).toBeNull();
      expect(context.remaining).toEqual(noTimeLeft);
      expect(h.clock.pendingTimeouts()).toEqual([]);
    },
    'packageTimer.failed': (snapshot, h) => {
      expect(snapshot.can({ type: 'RETRY' })).toBe(true);
      expect(h.clock.pendingTimeouts()).toEqual([]);
    },
  },
});

describe('package timer: behaviour', () => {
  it('refreshes every 1000 ms', () => {
    expect(PACKAGE_TIMER_TICK_MS).toBe(1000);
  });

  it('shows days, hours, minutes and seconds, one second less each tick', async () => {
    const { actor, clock } = await loaded(goldenPackage);
    expect(actor.getSnapshot().context.remaining).toEqual({ days: 2, hours: 3, minutes: 25, seconds: 10 });
    clock.increment(1000);
    expect(actor.getSnapshot().context.remaining).toEqual({ days: 2, hours: 3, minutes: 25, seconds: 9 });
    clock.increment(999);
    expect(actor.getSnapshot().context.remaining.seconds).toBe(9);
    clock.increment(1);
    expect(actor.getSnapshot().context.remaining.seconds).toBe(8);
  });

  it('shows the right time after the tab slept for 3 hours (from expire_at, not by counting ticks)', async () => {
    const { actor, clock } = await loaded(goldenPackage);
    // A single jump: one tick fires, as in a throttled background tab.
    clock.increment(3 * HOUR);
    expect(actor.getSnapshot().context.remaining).toEqual({ days: 2, hours: 0, minutes: 25, seconds: 10 });
  });

  it('shows package expired exactly once at expiry, then zeros, and stops ticking', async () => {
    const { actor, clock, notify } = await loaded(activePackage(3 * SECOND));
    clock.increment(1000);
    clock.increment(1000);
    expect(notify).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.remaining.seconds).toBe(1);
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('expired');
    expect(actor.getSnapshot().context.remaining).toEqual(noTimeLeft);
    for (let i = 0; i < 5; i += 1) clock.increment(1000);
    expect(notify).toHaveBeenCalledExactlyOnceWith({ tone: 'critical', messageId: 'admin.package_expired' });
    expect(clock.pendingTimeouts()).toEqual([]);
  });

  it('does not repeat the notice when the same expired package is loaded again', async () => {
    const harness = await loaded(lapsedPackage);
    harness.actor.send({ type: 'REFRESH' });
    await loaded(lapsedPackage, harness);
    expect(harness.notify).toHaveBeenCalledOnce();
  });

  it('notices once when the package ran out while the tab slept', async () => {
    const { actor, clock, notify } = await loaded(activePackage(HOUR));
    clock.increment(3 * HOUR);
    expect(actor.getSnapshot().value).toBe('expired');
    expect(notify).toHaveBeenCalledOnce();
  });

  it('counts a renewed package and notices its own expiry', async () => {
    const harness = await loaded(activePackage(SECOND));
    harness.clock.increment(1000);
    expect(harness.notify).toHaveBeenCalledOnce();
    harness.actor.send({ type: 'REFRESH' });
    await loaded(activePackage(30 * DAY + 2 * SECOND, 'الباقة المجددة'), harness);
    expect(harness.actor.getSnapshot().context.remaining).toEqual({ days: 30, hours: 0, minutes: 0, seconds: 1 });
    harness.clock.set(T0 + 30 * DAY + 2 * SECOND);
    expect(harness.notify).toHaveBeenCalledTimes(2);
  });

  it('falls back on expire_at_timer when expire_at cannot be read', async () => {
    const { actor } = await loaded({ package_name: 'x', expire_at: 'not a date', expire_at_timer: 90 });
    expect(actor.getSnapshot().context.remaining).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 30 });
  });

  it('splits a span into whole units', () => {
    expect(remainingTime(DAY + HOUR + 61 * SECOND + 999)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(remainingTime(-5000)).toEqual(noTimeLeft);
  });
});
