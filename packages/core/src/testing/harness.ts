/**
 * Shared steps of the machines' model-based tests (and of other tests that run the machines):
 * letting the actors settle, replaying a model path's event against pending fake calls, the
 * leaf states a model must reach, and cutting a model's paths into chunks of one test each (so
 * that no test runs long, and a failure names its path). No test framework here (like fakes.ts);
 * not built (core's build excludes src/testing/).
 */
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import type { PendingCalls } from './fakes.js';

// The package builds without Node's types; the tests run on Node, which has setImmediate.
const { setImmediate } = globalThis as unknown as {
  setImmediate: (callback: () => void) => unknown;
};

/** Waits until the promises settled so far and the actors they feed have run. */
export const settle = (): Promise<void> => new Promise<void>((resolve) => setImmediate(resolve));

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

/**
 * Replays one event of a model path, then settles: an actor's outcome (`xstate.done.actor.<id>`
 * / `xstate.error.actor.<id>`) settles the pending fake call of that name; any other event is
 * sent to the actor. `callOf` names the call an actor id stands for (default: the id).
 */
export async function replayEvent<TEvent extends EventObject>(
  h: { calls: PendingCalls; actor: { send: (event: TEvent) => void } },
  event: EventObject,
  callOf: (actorId: string) => string = (actorId) => actorId,
): Promise<void> {
  const { type } = event;
  if (type.startsWith(DONE)) {
    h.calls.resolve(callOf(type.slice(DONE.length)), (event as { output?: unknown }).output);
  } else if (type.startsWith(ERROR)) {
    h.calls.reject(callOf(type.slice(ERROR.length)), (event as { error?: unknown }).error);
  } else {
    h.actor.send(event as TEvent);
  }
  await settle();
}

/** The atomic and final state nodes of a machine: what its model paths must reach. */
export function leafStates(machine: AnyStateMachine): AnyStateNode[] {
  return getStateNodes(machine.root).filter((n) => n.type === 'atomic' || n.type === 'final');
}

/** How many model paths one test replays: small enough to run well under 5 s on a busy machine. */
export const PATHS_PER_TEST = 50;

/** A run of a model's paths that one test replays. */
export interface PathChunk<TPath> {
  /** What the test says it replays, e.g. `paths 51-100 of 1154`. */
  name: string;
  /** The index of the chunk's first path among the model's paths. */
  start: number;
  /** How many paths the model has. */
  total: number;
  paths: readonly TPath[];
}

/** Cuts a model's paths, in order, into runs of at most `size` (one test each). */
export function chunkPaths<TPath>(
  paths: readonly TPath[],
  size: number = PATHS_PER_TEST,
): PathChunk<TPath>[] {
  const chunks: PathChunk<TPath>[] = [];
  for (let start = 0; start < paths.length; start += size) {
    const end = Math.min(start + size, paths.length);
    chunks.push({
      name: `paths ${start + 1}-${end} of ${paths.length}`,
      start,
      total: paths.length,
      paths: paths.slice(start, end),
    });
  }
  return chunks;
}

interface PathLike {
  steps: readonly { event: EventObject }[];
}

/** A path as its events, e.g. `OPEN → xstate.done.actor.load`. */
export function describePath(path: PathLike): string {
  const events = path.steps.map((s) => s.event.type).filter((type) => type !== 'xstate.init');
  return events.length === 0 ? '(the initial state)' : events.join(' → ');
}

/**
 * Replays a chunk's paths one after the other; a failure is prefixed with the path it happened
 * on (its number among the model's paths and its events).
 */
export async function replayPaths<TPath extends PathLike>(
  chunk: PathChunk<TPath>,
  replay: (path: TPath) => void | Promise<void>,
): Promise<void> {
  for (const [i, path] of chunk.paths.entries()) {
    try {
      await replay(path);
    } catch (error) {
      if (error instanceof Error) {
        error.message = `path ${chunk.start + i + 1} of ${chunk.total} (${describePath(path)}): ${error.message}`;
      }
      throw error;
    }
  }
}

/**
 * The first path (in the model's order) to end in each distinct state (value and context) that
 * `probed` accepts: the paths after which every event is tried, once per state however many
 * paths end there. Chosen from the model, so that each chunk of paths knows its own.
 */
export function firstPathPerState<TPath extends { state: AnyMachineSnapshot }>(
  paths: readonly TPath[],
  probed: (state: TPath['state']) => boolean,
): Set<TPath> {
  const seen = new Set<string>();
  const first = new Set<TPath>();
  for (const path of paths) {
    if (!probed(path.state)) continue;
    const key = JSON.stringify([path.state.value, path.state.context]);
    if (seen.has(key)) continue;
    seen.add(key);
    first.add(path);
  }
  return first;
}
