/**
 * Reading an XState v5 machine definition as a graph, for every drawing of it: the CLI's Mermaid
 * and DOT diagrams (packages/cli/src/machines/render.ts) and the web inspector's laid-out
 * diagrams (packages/web/src/features/inspector/diagram). A state node's children, a guard as
 * text, and what a transition's event type is (an event, a delay, an invoked actor's done or
 * error, an always transition, a final child reached).
 */
import type { AnyStateNode } from 'xstate';

/** The kinds of transitions a diagram draws differently. */
export type TransitionKind = 'event' | 'after' | 'done' | 'error' | 'always' | 'doneState';

/** A state node's child states, in document order. */
export function stateChildren(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>);
}

function paramsText(params: unknown): string {
  // Params computed from the event at run time (a function) have no static text.
  if (params === undefined || params === null || typeof params === 'function') return '';
  if (typeof params !== 'object') return `(${String(params)})`;
  const values = Object.values(params as Record<string, unknown>).map((v) =>
    typeof v === 'object' ? JSON.stringify(v) : String(v),
  );
  return values.length ? `(${values.join(', ')})` : '';
}

/** A guard as text: `hasText`, `sourceIs(current)`, `!isSignedIn`, `a && b`, `a || b`. */
export function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') {
    return `${guard.type}${paramsText((guard as { params?: unknown }).params)}`;
  }
  if (typeof guard === 'function') {
    // xstate's higher-order guards: not(), and(), or() carry their operands in `guards`.
    const operands = (guard as { guards?: unknown[] }).guards;
    if (Array.isArray(operands)) {
      const parts = operands.map((g) => guardName(g) ?? 'guard');
      if (guard.name === 'not') return `!${parts[0] ?? 'guard'}`;
      if (guard.name === 'and') return parts.join(' && ');
      if (guard.name === 'or') return parts.join(' || ');
    }
    return guard.name && guard.name !== 'guard' ? guard.name : 'guard';
  }
  return 'guard';
}

/** What an event type is: its kind and its name (the event, the delay or the actor). */
export function classifyEvent(eventType: string): { kind: TransitionKind; name: string } {
  if (eventType === '') return { kind: 'always', name: '' };
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return { kind: 'after', name: after[1] ?? '' };
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return { kind: 'done', name: done[1] ?? '' };
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return { kind: 'error', name: error[1] ?? '' };
  if (eventType.startsWith('xstate.done.state.')) return { kind: 'doneState', name: '' };
  return { kind: 'event', name: eventType };
}

/** A readable event name: `after geolocationTimeout`, `done reverseGeocode`, `always`. */
export function eventLabel(eventType: string): string {
  const { kind, name } = classifyEvent(eventType);
  switch (kind) {
    case 'always':
      return 'always';
    case 'doneState':
      return 'done';
    case 'event':
      return name;
    default:
      return `${kind} ${name}`;
  }
}
