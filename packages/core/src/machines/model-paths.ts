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

/** A machine's graph: each state's transitions, by their keys. */
type Graph = Record<string, AdjacencyValue<AnyMachineSnapshot, EventObject>>;

export function modelPaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ModelOptions<TMachine>,
): ModelPath<TMachine>[] {
  // Each snapshot's key is computed once (the graph's default key, its value and context), and
  // the machine's graph is walked once: xstate's getShortestPaths walks it again itself.
  const keys = new WeakMap<AnyMachineSnapshot, string>();
  const key = (s: AnyMachineSnapshot): string => {
    let k = keys.get(s);
    if (k === undefined) {
      k = serializeSnapshot(s);
      keys.set(s, k);
    }
    return k;
  };
  const traversal = { input: options.input, events: [...options.events], serializeState: key };
  const graph = getAdjacencyMap(machine, traversal) as unknown as Graph;
  const shortest = shortestPaths(graph, key);
  const byKey = new Map(shortest.map((p) => [key(p.state), p]));
  const adjacency = Object.values(graph);
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

/**
 * xstate/graph's getShortestPaths (xstate 5), on a graph already walked: the same paths in the
 * same order, each state's path through the first of its shortest ways in, its steps the states
 * left and the events taken (the first one `xstate.init`).
 */
function shortestPaths(graph: Graph, key: (s: AnyMachineSnapshot) => string): Path[] {
  const fromKey = Object.keys(graph)[0]!;
  const stateMap = new Map<string, AnyMachineSnapshot>([[fromKey, graph[fromKey]!.state]]);
  const weightMap = new Map<string, { weight: number; state?: string; event?: EventObject }>([
    [fromKey, { weight: 0 }],
  ]);
  const unvisited = new Set([fromKey]);
  const visited = new Set<string>();
  for (const serialized of unvisited) {
    const { weight } = weightMap.get(serialized)!;
    for (const { state: next, event } of Object.values(graph[serialized]!.transitions)) {
      const nextKey = key(next);
      stateMap.set(nextKey, next);
      const known = weightMap.get(nextKey);
      if (known == null || known.weight > weight + 1) {
        weightMap.set(nextKey, { weight: weight + 1, state: serialized, event });
      }
      if (!visited.has(nextKey)) unvisited.add(nextKey);
    }
    visited.add(serialized);
    unvisited.delete(serialized);
  }
  const planned = new Map<string, { state: AnyMachineSnapshot; event: EventObject }[]>();
  const paths: Path[] = [];
  weightMap.forEach(({ weight, state: from, event }, serialized) => {
    const state = stateMap.get(serialized)!;
    const steps =
      from == null ? [] : [...planned.get(from)!, { state: stateMap.get(from)!, event: event! }];
    planned.set(serialized, steps);
    paths.push(withInitStep({ state, steps, weight }));
  });
  return paths;
}

/** xstate/graph's last touch to a path: each step the state reached and the event that led there. */
function withInitStep(path: Path): Path {
  if (path.steps.length === 0) {
    return { ...path, steps: [{ state: path.state, event: { type: 'xstate.init' } }] };
  }
  const steps = path.steps.map((step, i) => ({
    state: step.state,
    event: i === 0 ? { type: 'xstate.init' } : path.steps[i - 1]!.event,
  }));
  steps.push({ state: path.state, event: path.steps.at(-1)!.event });
  return { ...path, steps };
}
