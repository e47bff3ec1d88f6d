/** Text forms of machine structure for `storefront machines`: state values, events, paths. */
import type { AnyStateMachine, AnyStateNode, StateValue } from 'xstate';
import { eventLabel } from '@storefront/core/machines/machine-graph';
import type { ModelPathLike } from './registry.js';

/** `{ choice: { open: 'idle' }, search: 'idle' }` → `choice.open.idle | search.idle`. */
export function formatStateValue(value: unknown): string {
  const leaves: string[] = [];
  const visit = (node: unknown, prefix: string) => {
    if (typeof node === 'string') leaves.push(prefix ? `${prefix}.${node}` : node);
    else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node as Record<string, StateValue>)) {
        visit(child, prefix ? `${prefix}.${key}` : key);
      }
      if (Object.keys(node).length === 0 && prefix) leaves.push(prefix);
    }
  };
  visit(value, '');
  return leaves.join(' | ');
}

function short(value: unknown): string {
  if (Array.isArray(value)) return `[${value.length} item${value.length === 1 ? '' : 's'}]`;
  if (value instanceof Error) return value.message;
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
}

/**
 * An event with its payload in short: `SEARCH text="bashundhara"`, `done lookupZone {"zoneId":"[2,1]"}`,
 * `error lookupZone (Service not available in this area)`.
 */
export function formatEvent(event: { type: string } & Record<string, unknown>): string {
  const label = eventLabel(event.type);
  if (event.type.startsWith('xstate.done.actor.')) return `${label} ${short(event.output)}`;
  if (event.type.startsWith('xstate.error.actor.')) return `${label} (${short(event.error)})`;
  if (label !== event.type) return label;
  const payload = Object.entries(event)
    .filter(([key]) => key !== 'type')
    .map(([key, value]) => `${key}=${short(value)}`);
  return [event.type, ...payload].join(' ');
}

export function formatPath(path: ModelPathLike): string {
  const steps = path.steps
    .filter((step) => step.event.type !== 'xstate.init')
    .map((step) => formatEvent(step.event));
  return `${steps.length ? steps.join(' → ') : '(start)'}  ⇒  ${formatStateValue(path.state.value)}`;
}

/** Every state node id of a machine (`location.choice.open.idle`), in document order. */
export function stateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const visit = (node: AnyStateNode) => {
    if (node !== machine.root) ids.push(node.path.join('.'));
    for (const child of Object.values(node.states as Record<string, AnyStateNode>)) visit(child);
  };
  visit(machine.root);
  return ids;
}

/** The event types a machine accepts from outside (not its internal xstate.* events). */
export function eventTypes(machine: AnyStateMachine): string[] {
  return [...new Set(machine.root.events as string[])].filter(
    (type) => !type.startsWith('xstate.'),
  );
}
