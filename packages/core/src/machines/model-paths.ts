/**
 * Paths for model-based tests: the shortest path to every distinct state (value and
 * context) of a machine, plus one path for every distinct transition (source state,
 * event type, target state), so that a transition between two states already
 * reached (re-selecting a module, leaving a state for a sibling) is also replayed.
 */
import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  EventFromLogic,
  EventObject,
  InputFrom,
  SnapshotFrom,
} from 'xstate';
import {
  getAdjacencyMap,
  getShortestPaths,
  serializeSnapshot,
  type AdjacencyValue,
  type StatePath,
} from 'xstate/graph';

export interface ModelOptions<TMachine extends AnyStateMachine> {
  input: InputFrom<TMachine>;
  /** Every event tried in every state (machine events, actor outcomes, delays). */
  events: readonly EventFromLogic<TMachine>[];
}

export type ModelPath<TMachine extends AnyStateMachine> = StatePath<
  SnapshotFrom<TMachine>,
  EventFromLogic<TMachine>
>;

type Path = StatePath<AnyMachineSnapshot, EventObject>;

export function modelPaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ModelOptions<TMachine>,
): ModelPath<TMachine>[] {
  const traversal = { input: options.input, events: [...options.events] };
  const shortest = getShortestPaths(machine, traversal) as unknown as Path[];
  const key = (s: AnyMachineSnapshot): string => serializeSnapshot(s);
  const byKey = new Map(shortest.map((p) => [key(p.state), p]));
  const adjacency = Object.values(getAdjacencyMap(machine, traversal)) as unknown as AdjacencyValue<
    AnyMachineSnapshot,
    EventObject
  >[];
  const seen = new Set<string>();
  const transitions: Path[] = [];
  for (const { state, transitions: edges } of adjacency) {
    const head = byKey.get(key(state));
    if (head == null) continue;
    for (const { event, state: next } of Object.values(edges)) {
      if (key(next) === key(state)) continue;
      const signature = JSON.stringify([state.value, event.type, next.value]);
      if (seen.has(signature)) continue;
      seen.add(signature);
      const tail = byKey.get(key(next));
      const sameAsShortest =
        tail != null &&
        tail.steps.length === head.steps.length + 1 &&
        JSON.stringify(tail.steps.at(-1)?.event) === JSON.stringify(event) &&
        key(tail.steps.at(-2)?.state ?? tail.state) === key(state);
      if (sameAsShortest) continue;
      transitions.push({
        state: next,
        steps: [...head.steps, { event, state: next }],
        weight: head.weight + 1,
      });
    }
  }
  return [...shortest, ...transitions] as unknown as ModelPath<TMachine>[];
}
