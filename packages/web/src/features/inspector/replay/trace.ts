/**
 * A CLI trace (`storefront --trace FILE`, packages/cli/src/trace.ts) read back as replay steps.
 * The file is JSON lines: `@storefront.command` starts a command (its actors' ids, `x:0`…, start
 * again in each), `@xstate.actor` names an actor's logic (a machine's definition, or an actor
 * name such as `searchPlaces`), `@xstate.microstep` holds the transitions taken and
 * `@xstate.snapshot` the state after an event. A step is a machine actor's snapshot, with the
 * transition that led to it. A scenario run (`storefront scenario run --trace DIR`) also names
 * its scenario and its failed step with the expectations that failed. Pure: no DOM.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { findMachineInfo } from '@storefront/core/machines/registry';

export interface TraceTransition {
  source: string;
  targets: string[];
  event: string;
}

export interface TraceActor {
  /** Unique in the trace: the command's number and the actor's session id (`1/x:0`). */
  key: string;
  sessionId: string;
  /** The machine id the trace names (`location`). */
  machineId: string;
  /** The registry's name and machine, when the trace's machine is one of ours. */
  name: string | null;
  machine: AnyStateMachine | null;
}

export type ReplayEntry =
  | { kind: 'scenario'; name: string; file: string; time: number | null }
  | {
      kind: 'scenarioFailure';
      step: number | null;
      command: string;
      failures: string[];
      time: number | null;
    }
  | { kind: 'command'; argv: string[]; time: number | null }
  | { kind: 'failure'; code: string; message: string; time: number | null }
  | {
      kind: 'step';
      /** Index among the steps (what previous / next move through). */
      index: number;
      actor: TraceActor;
      event: { type: string } & Record<string, unknown>;
      value: unknown;
      status: string;
      context: unknown;
      /** The last transition taken before this snapshot (null at the start, or no change). */
      transition: TraceTransition | null;
      time: number | null;
    };

export type ReplayStep = Extract<ReplayEntry, { kind: 'step' }>;

export interface Replay {
  entries: ReplayEntry[];
  steps: ReplayStep[];
  actors: TraceActor[];
  /** Time of the first line (ms since the epoch), for relative times. */
  start: number | null;
}

export type TraceError =
  | { key: 'replay.error.empty' }
  | { key: 'replay.error.json'; line: number }
  | { key: 'replay.error.notTrace' };

export type ParseResult = { ok: true; replay: Replay } | { ok: false; error: TraceError };

type Line = Record<string, unknown> & { type?: unknown; actor?: unknown; time?: unknown };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const timeOf = (line: Line) => {
  const ms = typeof line.time === 'string' ? Date.parse(line.time) : NaN;
  return Number.isNaN(ms) ? null : ms;
};

function transitionsOf(line: Line): TraceTransition[] {
  if (!Array.isArray(line.transitions)) return [];
  return line.transitions.flatMap((t: unknown) =>
    isObject(t) && typeof t.source === 'string'
      ? [
          {
            source: t.source,
            targets: Array.isArray(t.targets) ? t.targets.filter((x) => typeof x === 'string') : [],
            event: typeof t.event === 'string' ? t.event : '',
          },
        ]
      : [],
  );
}

export function parseTrace(text: string): ParseResult {
  const raw = text.split(/\r?\n/);
  const lines: Line[] = [];
  for (const [i, line] of raw.entries()) {
    if (line.trim() === '') continue;
    try {
      const parsed: unknown = JSON.parse(line);
      if (!isObject(parsed)) return { ok: false, error: { key: 'replay.error.json', line: i + 1 } };
      lines.push(parsed);
    } catch {
      return { ok: false, error: { key: 'replay.error.json', line: i + 1 } };
    }
  }
  if (lines.length === 0) return { ok: false, error: { key: 'replay.error.empty' } };

  const entries: ReplayEntry[] = [];
  const steps: ReplayStep[] = [];
  const actors = new Map<string, TraceActor>();
  /** The transitions of each actor's microsteps since its last snapshot. */
  const pending = new Map<string, TraceTransition[]>();
  let command = 0;
  let start: number | null = null;

  for (const line of lines) {
    const time = timeOf(line);
    start ??= time;
    const sessionId = typeof line.actor === 'string' ? line.actor : null;
    const key = sessionId ? `${command}/${sessionId}` : '';
    switch (line.type) {
      case '@storefront.command':
        command += 1;
        entries.push({
          kind: 'command',
          argv: Array.isArray(line.argv) ? line.argv.map(String) : [],
          time,
        });
        break;
      case '@storefront.scenario':
        entries.push({
          kind: 'scenario',
          name: String(line.name ?? ''),
          file: String(line.file ?? ''),
          time,
        });
        break;
      case '@storefront.scenario.failure':
        entries.push({
          kind: 'scenarioFailure',
          step: typeof line.step === 'number' ? line.step : null,
          command: String(line.command ?? ''),
          failures: [
            ...(Array.isArray(line.failures) ? line.failures.map(String) : []),
            ...(typeof line.error === 'string' ? [line.error] : []),
          ],
          time,
        });
        break;
      case '@storefront.failure':
        entries.push({
          kind: 'failure',
          code: String(line.code ?? ''),
          message: String(line.message ?? ''),
          time,
        });
        break;
      case '@xstate.actor': {
        // A machine's logic is written as its definition (with its id); other logic by name.
        const logic = line.logic;
        if (sessionId && isObject(logic) && typeof logic.id === 'string') {
          const info = findMachineInfo(logic.id);
          actors.set(`${command}/${sessionId}`, {
            key: `${command}/${sessionId}`,
            sessionId,
            machineId: logic.id,
            name: info?.name ?? null,
            machine: info?.machine ?? null,
          });
        }
        break;
      }
      case '@xstate.microstep': {
        if (!actors.has(key)) break;
        const taken = transitionsOf(line);
        if (taken.length > 0) pending.set(key, taken);
        break;
      }
      case '@xstate.snapshot': {
        const actor = actors.get(key);
        if (!actor || line.value === null || line.value === undefined) break;
        const event =
          isObject(line.event) && typeof line.event.type === 'string' ? line.event : null;
        const step: ReplayStep = {
          kind: 'step',
          index: steps.length,
          actor,
          event: (event ?? { type: '' }) as ReplayStep['event'],
          value: line.value,
          status: typeof line.status === 'string' ? line.status : '',
          context: line.context ?? null,
          transition: pending.get(key)?.[0] ?? null,
          time,
        };
        pending.delete(key);
        steps.push(step);
        entries.push(step);
        break;
      }
      default:
        break;
    }
  }
  if (steps.length === 0) return { ok: false, error: { key: 'replay.error.notTrace' } };
  return { ok: true, replay: { entries, steps, actors: [...actors.values()], start } };
}

/**
 * The ids of the state nodes active in `value` (`{ choice: { open: 'idle' } }` →
 * `location.choice`, `location.choice.open`, `location.choice.open.idle`), as the machine names
 * them (a node's own `id` when it has one). Keys the machine does not have are left out.
 */
export function activeStateIds(machine: AnyStateMachine, value: unknown): string[] {
  const ids: string[] = [];
  const visit = (node: AnyStateNode, v: unknown) => {
    const states = node.states as Record<string, AnyStateNode>;
    if (typeof v === 'string') {
      const child = states[v];
      if (child) ids.push(child.id);
    } else if (isObject(v)) {
      for (const [name, inner] of Object.entries(v)) {
        const child = states[name];
        if (!child) continue;
        ids.push(child.id);
        visit(child, inner);
      }
    }
  };
  visit(machine.root, value);
  return ids;
}

/** `{ choice: { open: 'idle' }, search: 'idle' }` → `choice.open.idle | search.idle`. */
export function formatValue(value: unknown): string {
  const leaves: string[] = [];
  const visit = (node: unknown, prefix: string) => {
    if (typeof node === 'string') leaves.push(prefix ? `${prefix}.${node}` : node);
    else if (isObject(node)) {
      for (const [key, child] of Object.entries(node))
        visit(child, prefix ? `${prefix}.${key}` : key);
      if (Object.keys(node).length === 0 && prefix) leaves.push(prefix);
    }
  };
  visit(value, '');
  return leaves.join(' | ');
}

/** The options of the command line that only set up a run (shown without their values). */
const SETUP_OPTIONS = new Set(['--api', '--session', '--trace']);

/** A command as the user typed it, without the setup options: `location set --search "Dubai Mall"`. */
export function formatCommand(argv: readonly string[]): string {
  const words: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const word = argv[i] ?? '';
    if (SETUP_OPTIONS.has(word)) {
      i += 1;
      continue;
    }
    if ([...SETUP_OPTIONS].some((option) => word.startsWith(`${option}=`))) continue;
    words.push(/^[\w@%+=:,./-]+$/.test(word) ? word : JSON.stringify(word));
  }
  return ['storefront', ...words].join(' ');
}
