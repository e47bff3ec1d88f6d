import { useCallback, useContext, useRef, useSyncExternalStore, type Context } from 'react';
import type { AnyActorLogic, AnyActorRef, EventFrom, SnapshotFrom } from 'xstate';

/**
 * A machine's actor whose code (XState and the machine) loads after the first paint instead of
 * with the page: until it is there, readers see `initial` (the machine's initial state: its value
 * and context), events sent to it wait and are sent, in order, to the real actor once it runs
 * (as a deferred control replays a press, ui/deferred.ts). Starts loading on the first event or
 * on `load()`.
 */
export interface DeferredActor<TLogic extends AnyActorLogic> {
  send: (event: EventFrom<TLogic>) => void;
  getSnapshot: () => SnapshotFrom<TLogic>;
  subscribe: (observer: (snapshot: SnapshotFrom<TLogic>) => void) => { unsubscribe: () => void };
  /** Starts the actor (once). */
  load: () => void;
  stop: () => void;
}

/** What the look-alike snapshot knows: the initial state value and context. */
export interface InitialState {
  value: unknown;
  context: unknown;
}

function matchesValue(value: unknown, pattern: unknown): boolean {
  if (typeof pattern === 'string') {
    return typeof value === 'string'
      ? value === pattern
      : value != null && pattern in (value as object);
  }
  if (pattern == null || typeof pattern !== 'object' || value == null || typeof value !== 'object')
    return false;
  return Object.entries(pattern).every(
    ([key, sub]) => key in value && matchesValue((value as Record<string, unknown>)[key], sub),
  );
}

/**
 * `preview`: what an event sent before the actor runs does to the look-alike's context (for
 * instance the text typed into a search), so that a control bound to it shows it at once instead
 * of the initial value until the actor has caught up. It returns the context unchanged for
 * events it does not preview; the real actor still gets every event, in order.
 */
export function createDeferredActor<TLogic extends AnyActorLogic>(
  start: () => Promise<AnyActorRef>,
  initial: InitialState,
  preview?: (context: unknown, event: EventFrom<TLogic>) => unknown,
): DeferredActor<TLogic> {
  type Snapshot = SnapshotFrom<TLogic>;
  const lookAlike = (context: unknown) =>
    ({
      status: 'active',
      value: initial.value,
      context,
      matches: (pattern: unknown) => matchesValue(initial.value, pattern),
      hasTag: () => false,
    }) as unknown as Snapshot;
  let placeholder = lookAlike(initial.context);
  const queue: EventFrom<TLogic>[] = [];
  const listeners = new Set<() => void>();
  let actor: AnyActorRef | null = null;
  let starting = false;
  let stopped = false;
  const notify = () => listeners.forEach((listener) => listener());

  const load = () => {
    if (starting || stopped) return;
    starting = true;
    start().then(
      (started) => {
        if (stopped) {
          started.stop();
          return;
        }
        actor = started;
        for (const event of queue.splice(0)) started.send(event);
        started.subscribe({ next: notify, error: () => undefined });
        notify();
      },
      (error: unknown) => {
        // A failed download (offline) is tried again on the next event.
        starting = false;
        console.error(error);
      },
    );
  };

  return {
    send: (event) => {
      if (actor) actor.send(event);
      else {
        queue.push(event);
        const context = (placeholder as { context: unknown }).context;
        const previewed = preview ? preview(context, event) : context;
        if (previewed !== context) {
          placeholder = lookAlike(previewed);
          notify();
        }
        load();
      }
    },
    getSnapshot: () => (actor ? (actor.getSnapshot() as Snapshot) : placeholder),
    subscribe: (observer) => {
      const listener = () => observer(actor ? (actor.getSnapshot() as Snapshot) : placeholder);
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
    load,
    stop: () => {
      stopped = true;
      actor?.stop();
      actor = null;
    },
  };
}

/** A selection of the actor's snapshot, like @xstate/react's `useSelector`. */
export function useDeferredSelector<TLogic extends AnyActorLogic, T>(
  actor: DeferredActor<TLogic>,
  selector: (snapshot: SnapshotFrom<TLogic>) => T,
): T {
  const cache = useRef<{ snapshot: unknown; selector: unknown; value: T } | null>(null);
  const subscribe = useCallback(
    (onChange: () => void) => actor.subscribe(onChange).unsubscribe,
    [actor],
  );
  const read = () => {
    const snapshot = actor.getSnapshot();
    const last = cache.current;
    if (last && last.snapshot === snapshot && last.selector === selector) return last.value;
    const value = selector(snapshot);
    cache.current = {
      snapshot,
      selector,
      value: last && Object.is(last.value, value) ? last.value : value,
    };
    return cache.current.value;
  };
  return useSyncExternalStore(subscribe, read);
}

/** The `createActorContext`-like reading side of a context holding a deferred actor. */
export function deferredActorHooks<TLogic extends AnyActorLogic>(
  context: Context<DeferredActor<TLogic> | null>,
) {
  const useActorRef = (): DeferredActor<TLogic> => {
    const actor = useContext(context);
    if (actor == null) throw new Error('No actor provider above this component');
    return actor;
  };
  return {
    useActorRef,
    useSelector: <T>(selector: (snapshot: SnapshotFrom<TLogic>) => T): T =>
      useDeferredSelector(useActorRef(), selector),
  };
}
