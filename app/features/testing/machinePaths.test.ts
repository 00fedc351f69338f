import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { coverageOf, DeferredActors, planMachinePaths, replayPath, startOnClock, TestClock, type PathHarness } from './machinePaths';

const door = setup({
  types: {} as { context: { opened: number }; events: { type: 'OPEN' } | { type: 'LOCK' } },
  actors: { unlock: fromPromise<number>(async () => 1) },
}).createMachine({
  id: 'door',
  context: { opened: 0 },
  initial: 'closed',
  states: {
    closed: { on: { OPEN: 'unlocking', LOCK: 'locked' } },
    unlocking: { invoke: { id: 'unlock', src: 'unlock', onDone: { target: 'open', actions: assign({ opened: ({ event }) => event.output }) }, onError: 'closed' } },
    open: { after: { 5000: 'closed' } },
    locked: {},
  },
});

type Harness = PathHarness<typeof door>;
const start = (): Harness => {
  const promises = new DeferredActors();
  const clock = new TestClock();
  const actor = startOnClock(door.provide({ actors: { unlock: promises.actor<number, unknown>('unlock') } }), undefined, clock);
  return { actor, clock, promises };
};
const base = {
  machine: door,
  inputs: [undefined],
  serialize: (s: { value: unknown }) => JSON.stringify(s.value),
  start,
  states: { 'door.closed': () => {}, 'door.unlocking': () => {}, 'door.open': () => {}, 'door.locked': () => {} },
};

describe('machine path helper', () => {
  it('plans one path per transition, and replays them on a real actor with its clock and promises', async () => {
    const spec = { ...base, events: { 'xstate.done.actor.unlock': [{ type: 'xstate.done.actor.unlock', output: 1 }] } };
    const paths = planMachinePaths(spec);
    expect(paths.map((p) => p.description).sort()).toEqual(
      [
        '"closed" ─ LOCK → "locked"',
        '"closed" ─ OPEN → "unlocking"',
        '"open" ─ after:5000 → "closed"',
        '"unlocking" ─ done:unlock {"output":1} → "open"',
        '"unlocking" ─ error:unlock → "closed"',
        'starts in "closed"',
      ].sort(),
    );
    for (const path of paths) await replayPath(spec, path);
    expect(coverageOf(spec, paths)).toEqual({ unvisitedStates: [], untakenTransitions: [], leavesWithoutChecks: [], checksForUnknownStates: [] });
  });

  it('reports states and transitions the events never reach, leaves without checks and checks of unknown states', () => {
    const spec = {
      ...base,
      // Without LOCK the locked state is never reached.
      events: { LOCK: [], 'xstate.done.actor.unlock': [{ type: 'xstate.done.actor.unlock', output: 1 }] },
      states: { 'door.closed': () => {}, 'door.unlocking': () => {}, 'door.open': () => {}, 'door.lockd': () => {} },
    };
    expect(coverageOf(spec, planMachinePaths(spec))).toEqual({
      unvisitedStates: ['door.locked'],
      untakenTransitions: ['door.closed on LOCK'],
      leavesWithoutChecks: ['door.locked'],
      checksForUnknownStates: ['door.lockd'],
    });
  });

  it('fails a replay when the real actor ends somewhere else than the model', async () => {
    const spec = { ...base, events: { 'xstate.done.actor.unlock': [{ type: 'xstate.done.actor.unlock', output: 1 }] } };
    const [path] = planMachinePaths(spec).filter((p) => p.description.includes('after:5000'));
    if (!path) throw new Error('no path');
    const lying = { ...spec, start: () => {
      const harness = start();
      // A clock that never fires the door's timer: the door stays open.
      harness.clock.runTimer = () => {};
      return harness;
    } };
    await expect(replayPath(lying, path)).rejects.toThrow(/step 3/);
  });
});
