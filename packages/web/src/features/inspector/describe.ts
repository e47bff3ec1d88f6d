/**
 * What the inspector panel shows of an actor, a snapshot and a step: names, state paths,
 * transitions, sanitised context and payloads (core's redact.ts), and the events a state accepts.
 * Pure functions over what inspection.ts keeps.
 */
import { redactSecrets } from '@storefront/core/domain/redact';
import type { AnyActorRef, AnyStateMachine } from 'xstate';
import { dateTimeFormat } from '../../lib/intl.js';
import { parentOf, type InspectedSnapshot, type InspectedStep } from './inspection.js';

interface StateNodeLike {
  id: string;
  type: string;
  ownEvents?: readonly string[];
}

/** A machine snapshot's internals the inspector reads (present on XState's machine snapshots). */
interface MachineSnapshotLike extends InspectedSnapshot {
  _nodes?: readonly StateNodeLike[];
  can?: (event: { type: string }) => boolean;
}

/** The actor's machine, or null for other logic (promises, callbacks). */
export function machineOf(actor: AnyActorRef): AnyStateMachine | null {
  const logic = (actor as { logic?: unknown }).logic as Partial<AnyStateMachine> | undefined;
  return logic && typeof logic === 'object' && 'root' in logic && logic.root
    ? (logic as AnyStateMachine)
    : null;
}

/** The name shown for the actor's logic: the machine's id, else the source name or kind. */
export function logicName(actor: AnyActorRef): string {
  const machine = machineOf(actor);
  if (machine) return machine.id;
  const src = (actor as { src?: unknown }).src;
  return typeof src === 'string' && src !== '' ? src : 'actor';
}

/** How an actor is named in lists: `machine#id` when the id says more than the machine. */
export function actorLabel(actor: AnyActorRef): string {
  const name = logicName(actor);
  return actor.id === name || /^x:\d+$/.test(actor.id) ? name : `${name}#${actor.id}`;
}

export function parentLabel(actor: AnyActorRef): string | null {
  const parent = parentOf(actor);
  return parent ? actorLabel(parent) : null;
}

/** The leaf state paths of a state value: `{ choice: { open: 'idle' }, search: 'idle' }` → `choice.open.idle`, `search.idle`. */
export function statePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix ? `${prefix}.${value}` : value];
  if (value == null || typeof value !== 'object') return prefix ? [prefix] : [];
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return prefix ? [prefix] : [];
  return entries.flatMap(([key, sub]) => statePaths(sub, prefix ? `${prefix}.${key}` : key));
}

/** The state value as text: its leaf paths, comma separated (`—` for logic without states). */
export function stateText(snapshot: InspectedSnapshot | undefined): string {
  const paths = statePaths(snapshot?.value);
  if (paths.length > 0) return paths.join(', ');
  return snapshot?.status ?? '—';
}

/** The ids of the active state nodes (without the root), e.g. `location.choice.open.idle`. */
export function activeNodeIds(snapshot: InspectedSnapshot | undefined): string[] {
  const nodes = (snapshot as MachineSnapshotLike | undefined)?._nodes ?? [];
  return nodes.filter((node) => node.id.includes('.')).map((node) => node.id);
}

export function tagsOf(snapshot: InspectedSnapshot | undefined): string[] {
  return snapshot?.tags ? [...snapshot.tags].sort() : [];
}

/** Actor references inside context or payloads are shown by their label. */
const describeActor = (item: object): unknown =>
  'sessionId' in item && 'send' in item ? `→ ${actorLabel(item as AnyActorRef)}` : undefined;

/** A sanitised copy of a value: secrets redacted, actors named. */
export function sanitise(value: unknown): unknown {
  return redactSecrets(value, { describe: describeActor });
}

const MAX_SUMMARY = 80;

function shortText(value: unknown): string {
  if (value === undefined) return '—';
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[${value.length}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value);
    return keys.length === 0
      ? '{}'
      : `{${keys.slice(0, 4).join(', ')}${keys.length > 4 ? ', …' : ''}}`;
  }
  return String(value);
}

function clip(text: string, max = MAX_SUMMARY): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A readable summary of a context: one `key: value` line per top-level field, sanitised. */
export function contextSummary(context: unknown): { key: string; value: string }[] {
  const clean = sanitise(context);
  if (clean == null || typeof clean !== 'object' || Array.isArray(clean)) {
    return clean === undefined ? [] : [{ key: '', value: clip(shortText(clean)) }];
  }
  return Object.entries(clean as Record<string, unknown>).map(([key, value]) => ({
    key,
    value: clip(
      value !== null && typeof value === 'object' && JSON.stringify(value).length <= MAX_SUMMARY
        ? JSON.stringify(value)
        : shortText(value),
    ),
  }));
}

/** Indented sanitised JSON, cut at `max` characters. */
export function sanitisedJson(value: unknown, max = 6000): string {
  const text = JSON.stringify(sanitise(value), null, 2) ?? '';
  return text.length > max ? `${text.slice(0, max)}\n…` : text;
}

/** The event's payload (everything but its type), sanitised, as one line; '' when none. */
export function payloadText(event: { type: string; [key: string]: unknown }): string {
  const rest: Record<string, unknown> = { ...event };
  delete rest.type;
  if (Object.keys(rest).length === 0) return '';
  return clip(JSON.stringify(sanitise(rest)) ?? '', 120);
}

export type StepChange =
  | { kind: 'started'; to: string[] }
  | { kind: 'pending' }
  | { kind: 'none' }
  | { kind: 'changed'; from: string[]; to: string[] };

/** What the step did to the state: the leaf paths left and entered. */
export function stepChange(step: InspectedStep): StepChange {
  if (!step.after) return { kind: 'pending' };
  const to = statePaths(step.after.value);
  if (step.event.type === 'xstate.init') {
    return { kind: 'started', to: to.length > 0 ? to : [step.after.status ?? '—'] };
  }
  const from = statePaths(step.before?.value);
  const left = from.filter((path) => !to.includes(path));
  const entered = to.filter((path) => !from.includes(path));
  if (left.length === 0 && entered.length === 0) {
    if (step.before?.status !== step.after.status && step.after.status) {
      return { kind: 'changed', from: [step.before?.status ?? '—'], to: [step.after.status] };
    }
    return step.transitions.some((t) => t.targets.length > 0)
      ? { kind: 'changed', from, to }
      : { kind: 'none' };
  }
  return { kind: 'changed', from: left, to: entered };
}

/** The last transition of a step that moved somewhere (for the diagram's mark). */
export function lastTransition(
  step: InspectedStep | undefined,
): { source: string; targets: readonly string[]; event: string } | null {
  if (!step) return null;
  for (let i = step.transitions.length - 1; i >= 0; i--) {
    const transition = step.transitions[i];
    if (transition && transition.targets.length > 0) return transition;
  }
  return null;
}

/**
 * The events the snapshot's state accepts (its active nodes' own events whose transition is
 * enabled now, by `snapshot.can`), without XState's internal ones (`xstate.*`, done and error
 * events of children, delays).
 */
export function acceptedEvents(snapshot: InspectedSnapshot | undefined): string[] {
  const machine = snapshot as MachineSnapshotLike | undefined;
  if (!machine?._nodes || machine.status !== 'active') return [];
  const names = new Set<string>();
  for (const node of machine._nodes) for (const name of node.ownEvents ?? []) names.add(name);
  return [...names]
    .filter((name) => !name.startsWith('xstate.') && name !== '*' && !name.includes('*'))
    .filter((name) => {
      try {
        return machine.can?.({ type: name }) ?? false;
      } catch {
        // A guard that reads the payload cannot tell without one: offer the event.
        return true;
      }
    })
    .sort();
}

const CLOCK: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  fractionalSecondDigits: 3,
  hourCycle: 'h23',
};

/** `hh:mm:ss.mmm` of a time, in the language's digits. */
export function clockTime(at: number, language: string): string {
  return dateTimeFormat(language, CLOCK).format(at);
}
