/**
 * Model-based tests for the flows' machines.
 *
 * `xstate/graph` walks a machine (pure transitions) and gives, for every abstract state it can
 * reach, the shortest way there. From those we build one path per transition: the shortest
 * path to its source state, then the transition itself. Each path is then REPLAYED on a real
 * actor, with its API actors replaced by promises the test settles and its timers on a
 * simulated clock: `xstate.done.actor.x` settles the pending call of `x`, `xstate.after.N.…`
 * moves the clock to when that timer fires, anything else is sent as is. After each step the
 * real actor must be where the model says, and the checks for every active state run.
 *
 * A final test fails when a state node or a declared transition (state node + event type) of
 * the machine is never visited by those paths, or when a leaf state has no checks: a state or
 * event added later without tests fails the suite.
 */
import { describe, expect, it } from 'vitest';
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type Actor,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
  type InputFrom,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes, type TraversalOptions } from 'xstate/graph';

type AnySnapshot = SnapshotFrom<AnyStateMachine>;

/** A SimulatedClock that can also move straight to when a timer of a given length fires. */
export class TestClock extends SimulatedClock {
  private readonly pending = new Map<number, { end: number; timeout: number }>();

  constructor(startAt = 0) {
    super();
    if (startAt) this.set(startAt);
  }

  override setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const id: number = super.setTimeout(() => {
      this.pending.delete(id);
      fn();
    }, timeout);
    this.pending.set(id, { end: this.now() + timeout, timeout });
    return id;
  }

  override clearTimeout(id: number): void {
    this.pending.delete(id);
    super.clearTimeout(id);
  }

  /** Lengths (ms) of the timers still waiting. */
  pendingTimeouts(): number[] {
    return [...this.pending.values()].map((t) => t.timeout);
  }

  /** Advance to the moment the earliest pending timer of this length fires (earlier timers fire first). */
  runTimer(timeout: number): void {
    const due = [...this.pending.values()].filter((t) => t.timeout === timeout).sort((a, b) => a.end - b.end)[0];
    if (!due) throw new Error(`no pending ${timeout} ms timer (pending: ${this.pendingTimeouts().join(', ') || 'none'})`);
    this.set(due.end);
  }
}

interface PendingCall {
  id: string;
  src: string;
  input: unknown;
  /** Resolved, rejected, or stopped because the machine left the state that invoked it. */
  settled: boolean;
  cancelled: boolean;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/** Promise actors the test settles by hand, recorded with their input. */
export class DeferredActors {
  readonly calls: PendingCall[] = [];

  /** A `fromPromise` actor for `machine.provide({ actors })` that waits for `resolve`/`reject`. */
  actor<TOutput, TInput>(src: string) {
    return fromPromise<TOutput, TInput>(
      ({ input, self, signal }) =>
        new Promise<TOutput>((resolve, reject) => {
          const call: PendingCall = { id: self.id, src, input, settled: false, cancelled: false, resolve: resolve as (output: unknown) => void, reject };
          signal.addEventListener('abort', () => {
            call.settled = true;
            call.cancelled = true;
          });
          this.calls.push(call);
        }),
    );
  }

  /** Calls still waiting for an answer. */
  waiting(): PendingCall[] {
    return this.calls.filter((call) => !call.settled);
  }

  /** Inputs the machine called `src` with, in order. */
  inputsOf(src: string): unknown[] {
    return this.calls.filter((c) => c.src === src).map((c) => c.input);
  }

  private open(id: string): PendingCall {
    const call = [...this.calls].reverse().find((c) => c.id === id && !c.settled);
    if (!call) throw new Error(`no pending call of "${id}"`);
    call.settled = true;
    return call;
  }

  resolve(id: string, output?: unknown): void {
    this.open(id).resolve(output);
  }

  reject(id: string, error: unknown): void {
    this.open(id).reject(error);
  }
}

/** An event of the model: its type and any payload (`value`, `output`, `error`…). */
type ModelEvent = EventObject & Record<string, unknown>;

export interface PathHarness<TMachine extends AnyStateMachine> {
  actor: Actor<TMachine>;
  clock: TestClock;
  promises: DeferredActors;
}

type StateCheck<TMachine extends AnyStateMachine, THarness> = (
  snapshot: SnapshotFrom<TMachine>,
  harness: THarness,
  /** The event of the step that led here (`xstate.init` for the first). */
  event: EventObject,
) => void;

export interface MachinePathSpec<TMachine extends AnyStateMachine, THarness extends PathHarness<TMachine>> {
  machine: TMachine;
  /** One traversal per input (a machine that starts differently per input needs several). */
  inputs: Array<InputFrom<TMachine>>;
  /** Concrete events to try, by type; a type without an entry is tried as `{ type }`. */
  events: Record<string, ModelEvent[]>;
  /** The abstract state: the state value plus the context facts that matter for the flow. */
  serialize: (snapshot: SnapshotFrom<TMachine>) => string;
  /** A started actor of the machine with mocked actors and spied effects. */
  start: (input: InputFrom<TMachine>) => THarness;
  /** How to make an event happen, where sending it is not the way (e.g. through a callback actor). */
  drive?: Record<string, (harness: THarness, event: EventObject) => void>;
  /** Checks by state node id (`providerLogin.codeEntry.resend.available`); every leaf state needs one. */
  states: Record<string, StateCheck<TMachine, THarness>>;
  /** States left at once by an eventless (`always`) transition: an actor never rests in them. */
  transientStates?: string[];
}

interface PlannedStep {
  event: EventObject;
  state: SnapshotFrom<AnyStateMachine>;
}

export interface PlannedPath<TInput> {
  input: TInput;
  description: string;
  steps: PlannedStep[];
}

/** Ids of the state nodes a state value makes active (the root excluded). */
function activeNodeIds(machine: AnyStateMachine, value: StateValue): string[] {
  const ids: string[] = [];
  const walk = (node: AnyStateNode, current: StateValue) => {
    if (typeof current === 'string') {
      const child = node.states[current];
      if (child) ids.push(child.id);
      return;
    }
    for (const [key, inner] of Object.entries(current)) {
      const child = node.states[key];
      if (!child) continue;
      ids.push(child.id);
      if (inner !== undefined) walk(child, inner);
    }
  };
  walk(machine.root, value);
  return ids;
}

const describeEvent = (event: EventObject): string => {
  const { type, ...rest } = event;
  const short = type.replace(/^xstate\.(done|error)\.actor\./, '$1:').replace(/^xstate\.after\.([^.]+)\..*$/, 'after:$1');
  if (!Object.keys(rest).length) return short;
  const payload = JSON.stringify(rest);
  return `${short} ${payload.length > 60 ? `${payload.slice(0, 59)}…` : payload}`;
};

/** Every transition of the machine's reachable abstract states, each as the path that takes it. */
export function planMachinePaths<TMachine extends AnyStateMachine, THarness extends PathHarness<TMachine>>(
  spec: MachinePathSpec<TMachine, THarness>,
): Array<PlannedPath<InputFrom<TMachine>>> {
  const { machine } = spec;
  const serialize = (snapshot: unknown) => spec.serialize(snapshot as SnapshotFrom<TMachine>);
  const eventsOf = (snapshot: SnapshotFrom<AnyStateMachine>): EventObject[] => {
    const types = new Set(
      [machine.root, ...activeNodeIds(machine, snapshot.value).map((id) => machine.getStateNodeById(id))].flatMap((node) => node.ownEvents),
    );
    return [...types].flatMap((type) => spec.events[type] ?? [{ type }]);
  };
  const planned: Array<PlannedPath<InputFrom<TMachine>>> = [];
  for (const input of spec.inputs) {
    const options: TraversalOptions<AnySnapshot, EventObject, unknown> = { input, events: eventsOf, serializeState: serialize };
    const logic: AnyStateMachine = machine;
    const adjacency = getAdjacencyMap<AnySnapshot, EventObject, unknown>(logic, options);
    const shortest = new Map(getShortestPaths(logic, options).map((path) => [serialize(path.state), path.steps as PlannedStep[]]));
    // The initial state on its own: some inputs start a machine where no event leads anywhere.
    const initial = [...shortest.entries()].find(([, steps]) => steps.length === 1);
    if (initial) planned.push({ input, description: `starts in ${initial[0]}`, steps: initial[1] });
    for (const [from, { transitions }] of Object.entries(adjacency)) {
      const head = shortest.get(from);
      if (!head) continue;
      // The map's keys are branded strings, which Object.values does not see through.
      for (const { event, state } of Object.values(transitions) as Array<{ event: EventObject; state: AnySnapshot }>) {
        planned.push({
          input,
          description: `${from} ─ ${describeEvent(event)} → ${serialize(state)}`,
          steps: [...head, { event, state }],
        });
      }
    }
  }
  return planned;
}

/**
 * Lets a settled promise actor reach its parent: that takes a few microtask turns, no timer
 * (a macrotask per step made the suites several times slower).
 */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

function delayOf(machine: AnyStateMachine, name: string, snapshot: SnapshotFrom<AnyStateMachine>, event: EventObject): number {
  if (/^\d+$/.test(name)) return Number(name);
  const delay: unknown = machine.implementations.delays[name];
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'function') return (delay as (args: { context: unknown; event: EventObject }) => number)({ context: snapshot.context, event });
  throw new Error(`unknown delay "${name}"`);
}

async function perform<TMachine extends AnyStateMachine, THarness extends PathHarness<TMachine>>(
  spec: MachinePathSpec<TMachine, THarness>,
  harness: THarness,
  event: EventObject,
): Promise<void> {
  const driver = spec.drive?.[event.type];
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
  const after = /^xstate\.after\.([^.]+)\./.exec(event.type);
  if (driver) driver(harness, event);
  else if (done?.[1]) harness.promises.resolve(done[1], (event as { output?: unknown }).output);
  else if (failed?.[1]) harness.promises.reject(failed[1], (event as { error?: unknown }).error);
  else if (after?.[1]) harness.clock.runTimer(delayOf(spec.machine, after[1], harness.actor.getSnapshot(), event));
  else harness.actor.send(event as never);
  await settle();
}

/** Replays one planned path on a real actor, checking the state after every step. */
export async function replayPath<TMachine extends AnyStateMachine, THarness extends PathHarness<TMachine>>(
  spec: MachinePathSpec<TMachine, THarness>,
  path: PlannedPath<InputFrom<TMachine>>,
): Promise<void> {
  const harness = spec.start(path.input);
  try {
    for (const [index, step] of path.steps.entries()) {
      if (index > 0) await perform(spec, harness, step.event);
      else await settle();
      const snapshot: AnySnapshot = harness.actor.getSnapshot();
      const where = `step ${index} (${describeEvent(step.event)})`;
      expect(snapshot.status, `${where}: the actor failed: ${String((snapshot as { error?: unknown }).error)}`).not.toBe('error');
      expect(spec.serialize(snapshot as SnapshotFrom<TMachine>), where).toBe(spec.serialize(step.state as SnapshotFrom<TMachine>));
      for (const id of activeNodeIds(spec.machine, snapshot.value)) spec.states[id]?.(snapshot as SnapshotFrom<TMachine>, harness, step.event);
    }
  } finally {
    harness.actor.stop();
  }
}

export interface Coverage {
  unvisitedStates: string[];
  untakenTransitions: string[];
  leavesWithoutChecks: string[];
  checksForUnknownStates: string[];
}

/** What of the machine the planned paths leave out (all empty when everything is covered). */
export function coverageOf<TMachine extends AnyStateMachine, THarness extends PathHarness<TMachine>>(
  spec: MachinePathSpec<TMachine, THarness>,
  paths: Array<PlannedPath<InputFrom<TMachine>>>,
): Coverage {
  const { machine } = spec;
  const nodes: AnyStateNode[] = [machine.root, ...getStateNodes(machine.root)];
  const visited = new Set<string>();
  const taken = new Set<string>();
  for (const path of paths) {
    path.steps.forEach((step, index) => {
      for (const id of activeNodeIds(machine, step.state.value)) visited.add(id);
      const previous = path.steps[index - 1];
      if (!previous) return;
      const active = [machine.root.id, ...activeNodeIds(machine, previous.state.value)];
      for (const id of active) {
        if (machine.getStateNodeById(id).transitions.has(step.event.type)) taken.add(`${id} on ${step.event.type}`);
      }
    });
  }
  const declared = nodes.flatMap((node) => [...node.transitions.keys()].map((type) => `${node.id} on ${type}`));
  const ids = new Set(nodes.map((node) => node.id));
  const transient = new Set(spec.transientStates ?? []);
  return {
    unvisitedStates: nodes.filter((node) => node !== machine.root && !visited.has(node.id) && !transient.has(node.id)).map((node) => node.id),
    untakenTransitions: declared.filter((transition) => !taken.has(transition)),
    leavesWithoutChecks: nodes
      .filter((node) => (node.type === 'atomic' || node.type === 'final') && !(node.id in spec.states) && !transient.has(node.id))
      .map((node) => node.id),
    checksForUnknownStates: Object.keys(spec.states).filter((id) => !ids.has(id)),
  };
}

/** Starts an actor of a provided machine on a test clock, already started. */
export function startOnClock<TMachine extends AnyStateMachine>(machine: TMachine, input: InputFrom<TMachine>, clock: TestClock): Actor<TMachine> {
  const actor = createActor(machine, { clock, input } as never) as Actor<TMachine>;
  actor.start();
  return actor;
}

/** One test per transition of the machine, replayed on a real actor, plus the coverage test. */
export function describeMachinePaths<TMachine extends AnyStateMachine, THarness extends PathHarness<TMachine>>(
  title: string,
  spec: MachinePathSpec<TMachine, THarness>,
): void {
  const paths = planMachinePaths(spec);
  describe(title, () => {
    it('visits every state and takes every transition of the machine, and checks every leaf state', () => {
      expect(paths.length).toBeGreaterThan(0);
      expect(coverageOf(spec, paths)).toEqual({
        unvisitedStates: [],
        untakenTransitions: [],
        leavesWithoutChecks: [],
        checksForUnknownStates: [],
      });
    });
    it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
      await replayPath(spec, path);
    });
  });
}
