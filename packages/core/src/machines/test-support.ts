/**
 * Shared steps of the machines' model-based tests (and of other tests that run the machines):
 * letting the actors settle, replaying a model path's event against pending fake calls, and
 * the leaf states a model must reach. No test framework here (like fakes.ts).
 */
import type { AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
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
