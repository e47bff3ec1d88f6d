/**
 * `--trace FILE`: the machines' inspection events (createActor's `inspect` option) as JSON
 * lines, appended to FILE, so that a run of several commands reads as one trace.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { InspectionEvent } from 'xstate';

export interface Trace {
  readonly path: string;
  /** Pass as `createActor(machine, { inspect: trace.inspect })`. */
  inspect(event: InspectionEvent): void;
  /** Writes a line of the command line's own (a command starting, its outcome). */
  note(type: string, data: Record<string, unknown>): void;
}

/** JSON text of a value, with functions, actor references and cycles left out. */
export function safeJson(value: unknown): string {
  const seen = new WeakSet<object>();
  return JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === 'function' || typeof item === 'symbol') return undefined;
    if (typeof item === 'bigint') return item.toString();
    if (typeof item === 'object' && item !== null) {
      if (seen.has(item)) return '[circular]';
      seen.add(item);
      if ('sessionId' in item && 'send' in item) {
        return { actor: (item as { sessionId: unknown }).sessionId };
      }
    }
    return item;
  });
}

/** The serialisable part of an inspection event. */
export function inspectionRecord(event: InspectionEvent): Record<string, unknown> {
  const actor = event.actorRef.sessionId;
  switch (event.type) {
    case '@xstate.event':
      return {
        type: event.type,
        actor,
        source: event.sourceRef?.sessionId ?? null,
        event: event.event,
      };
    case '@xstate.snapshot': {
      const snapshot = event.snapshot as {
        value?: unknown;
        status?: unknown;
        context?: unknown;
        output?: unknown;
      };
      return {
        type: event.type,
        actor,
        event: event.event,
        value: snapshot.value ?? null,
        status: snapshot.status ?? null,
        context: snapshot.context ?? null,
        ...(snapshot.output !== undefined ? { output: snapshot.output } : {}),
      };
    }
    case '@xstate.microstep':
      return {
        type: event.type,
        actor,
        event: event.event,
        value: (event.snapshot as { value?: unknown }).value ?? null,
        transitions: event._transitions.map((t) => ({
          event: t.eventType,
          source: t.source.id,
          targets: (t.target ?? []).map((node) => node.id),
        })),
      };
    case '@xstate.action':
      return { type: event.type, actor, action: event.action };
    case '@xstate.actor':
      return {
        type: event.type,
        actor,
        logic: (event.actorRef as { src?: unknown }).src ?? null,
      };
    default:
      return { type: (event as { type: string }).type, actor };
  }
}

export function createTrace(path: string, now: () => number = Date.now): Trace {
  mkdirSync(dirname(path), { recursive: true });
  const write = (record: Record<string, unknown>) =>
    appendFileSync(path, `${safeJson({ time: new Date(now()).toISOString(), ...record })}\n`);
  return {
    path,
    inspect: (event) => write(inspectionRecord(event)),
    note: (type, data) => write({ type, ...data }),
  };
}
