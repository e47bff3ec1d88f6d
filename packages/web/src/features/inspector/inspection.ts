/**
 * The state-machine inspector's plumbing, in the app's first load: every actor the app creates
 * passes `inspect` (XState v5's inspection observer) as an option (use-inspected-actor-ref.ts,
 * inspected-actor.ts). While the inspector is off, an inspection event costs a type check: the
 * actors are kept in a map (dropped once stopped, or never started) so that the panel can list
 * them when it opens, and nothing else is kept. Once enabled (`?inspect`, the shortcut, or the panel left open
 * in this tab), each event an actor receives becomes a step in a ring buffer of MAX_STEPS: the
 * event, where it came from, the transitions it took and the snapshots before and after.
 *
 * No runtime import: XState is only named in types, so this module stays a few hundred bytes.
 */
import type { AnyActorRef, AnyEventObject, InspectionEvent } from 'xstate';

/** How many steps the buffer keeps (the oldest go first). */
export const MAX_STEPS = 1000;

/** The tab's memory of an open panel (sessionStorage). */
export const PANEL_OPEN_KEY = 'storefront.inspector.open';

/** A transition taken in one microstep: state node ids, e.g. `location.choice.open.idle`. */
export interface TakenTransition {
  source: string;
  targets: readonly string[];
  event: string;
}

/** The snapshot fields the inspector reads (a machine's; other logic has fewer). */
export interface InspectedSnapshot {
  status?: string;
  value?: unknown;
  context?: unknown;
  tags?: ReadonlySet<string>;
  output?: unknown;
  error?: unknown;
}

/** One event received by one actor, with what it did. */
export interface InspectedStep {
  /** Increasing over the page's life. */
  seq: number;
  /** Epoch milliseconds. */
  at: number;
  actor: AnyActorRef;
  source: AnyActorRef | undefined;
  event: AnyEventObject;
  transitions: TakenTransition[];
  /** The actor's snapshot before the event (unknown when it was created before inspecting). */
  before: InspectedSnapshot | undefined;
  /** After the event; undefined until the actor has processed it. */
  after: InspectedSnapshot | undefined;
}

type Listener = () => void;

interface ActorInternals {
  _parent?: AnyActorRef;
  _processingStatus?: number;
}

/** XState's ProcessingStatus: NotStarted 0, Running 1, Stopped 2. */
const RUNNING = 1;
const STOPPED = 2;
/**
 * An actor not started this long after its creation never will be: React made it in a render
 * that it then discarded (a suspended or interrupted render runs `useState`'s initialiser).
 */
const NEVER_STARTED_MS = 10_000;

/** The actors created, with the time of their creation. */
const actors = new Map<AnyActorRef, number>();
const listeners = new Set<Listener>();
let steps: InspectedStep[] = [];
let seq = 0;
let recording = false;
let notifyQueued = false;
let version = 0;
/** The set's size at which stopped actors are dropped (amortised: a page of cards makes many). */
let pruneAt = 64;
/** Per actor, the steps received but not processed yet (a mailbox is first in, first out). */
const pending = new WeakMap<AnyActorRef, InspectedStep[]>();
const lastSnapshot = new WeakMap<AnyActorRef, InspectedSnapshot>();

function notify() {
  version += 1;
  if (notifyQueued || listeners.size === 0) return;
  notifyQueued = true;
  // After the actor's step: a listener may render, and XState may still be inside a transition.
  queueMicrotask(() => {
    notifyQueued = false;
    for (const listener of listeners) listener();
  });
}

export function isStopped(actor: AnyActorRef): boolean {
  return (actor as unknown as ActorInternals)._processingStatus === STOPPED;
}

function isRunning(actor: AnyActorRef): boolean {
  return (actor as unknown as ActorInternals)._processingStatus === RUNNING;
}

function prune(now: number) {
  for (const [known, createdAt] of actors) {
    if (isStopped(known) || (!isRunning(known) && now - createdAt > NEVER_STARTED_MS)) {
      actors.delete(known);
    }
  }
}

/** The actor that spawned or invoked this one, if any. */
export function parentOf(actor: AnyActorRef): AnyActorRef | undefined {
  return (actor as unknown as ActorInternals)._parent;
}

function record(event: InspectionEvent) {
  const actor = event.actorRef as AnyActorRef;
  switch (event.type) {
    case '@xstate.event': {
      const step: InspectedStep = {
        seq: ++seq,
        at: Date.now(),
        actor,
        source: event.sourceRef as AnyActorRef | undefined,
        event: event.event,
        transitions: [],
        before: undefined,
        after: undefined,
      };
      const queue = pending.get(actor);
      if (queue) queue.push(step);
      else pending.set(actor, [step]);
      steps.push(step);
      if (steps.length > MAX_STEPS) steps = steps.slice(steps.length - MAX_STEPS);
      notify();
      return;
    }
    case '@xstate.microstep': {
      const step = pending.get(actor)?.[0];
      if (!step) return;
      for (const transition of event._transitions) {
        step.transitions.push({
          source: transition.source.id,
          targets: (transition.target ?? []).map((node) => node.id),
          event: transition.eventType,
        });
      }
      return;
    }
    case '@xstate.snapshot': {
      const queue = pending.get(actor);
      const index = queue ? queue.findIndex((s) => s.event === event.event) : -1;
      const snapshot = event.snapshot as InspectedSnapshot;
      if (queue && index >= 0) {
        const [step] = queue.splice(0, index + 1).slice(-1);
        if (step) {
          step.before = lastSnapshot.get(actor);
          step.after = snapshot;
        }
      }
      lastSnapshot.set(actor, snapshot);
      notify();
      return;
    }
    default:
      return;
  }
}

/** Where every inspection event also goes while the Stately bridge is on (stately-bridge.ts). */
let bridge: ((event: InspectionEvent) => void) | null = null;

/** Forwards every inspection event to `forward` from now on (null: no more). */
export function setBridge(forward: ((event: InspectionEvent) => void) | null): void {
  bridge = forward;
}

/**
 * The inspection observer every actor of the app gets (`createActor(logic, { inspect })`).
 * A stable function: passing it costs nothing.
 */
export function inspect(event: InspectionEvent): void {
  bridge?.(event);
  if (event.type === '@xstate.actor') {
    const actor = event.actorRef as AnyActorRef;
    const now = Date.now();
    if (actors.size >= pruneAt) {
      prune(now);
      pruneAt = Math.max(64, actors.size * 2);
    }
    actors.set(actor, now);
    if (recording) notify();
    return;
  }
  if (recording) record(event);
}

/** Starts keeping steps (idempotent); the actors already running are known from now on. */
export function startRecording(): void {
  if (recording) return;
  recording = true;
  for (const actor of actors.keys()) {
    if (isRunning(actor)) lastSnapshot.set(actor, actor.getSnapshot() as InspectedSnapshot);
  }
  notify();
}

/** Stops keeping steps and forgets those kept (the panel closed). */
export function stopRecording(): void {
  recording = false;
  steps = [];
  notify();
}

export function isRecording(): boolean {
  return recording;
}

/** The actors started and not stopped, in the order they were created. */
export function runningActors(): AnyActorRef[] {
  return [...actors.keys()].filter(isRunning);
}

/** A number that changes with every change of the actors or steps (for useSyncExternalStore). */
export function inspectionVersion(): number {
  return version;
}

/** The steps kept, oldest first (the buffer itself: copy it to keep it). */
export function recordedSteps(): readonly InspectedStep[] {
  return steps;
}

/** Calls `listener` (batched, after the actor's step) when actors or steps change. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function openedByPage(): boolean {
  try {
    return (
      new URLSearchParams(window.location.search).has('inspect') ||
      window.sessionStorage.getItem(PANEL_OPEN_KEY) === '1'
    );
  } catch {
    return false;
  }
}

/** Whether the page asked for the panel: `?inspect`, or left open in this tab. */
export const OPEN_AT_START = typeof window !== 'undefined' && openedByPage();

// Steps from the very first actor when the panel will open at once.
if (OPEN_AT_START) startRecording();
