// Reading a CLI trace back as replay steps (the lines as packages/cli/src/trace.ts writes them).
import { describe, expect, it } from 'vitest';
import { locationMachine } from '@storefront/core/machines/location.machine';
import { activeStateIds, formatCommand, formatValue, parseTrace } from './trace.js';

const line = (record: Record<string, unknown>, second = 0) =>
  JSON.stringify({ time: new Date(Date.UTC(2026, 0, 1, 10, 0, second)).toISOString(), ...record });

const TRACE = [
  line({
    type: '@storefront.command',
    argv: ['--trace', 't.jsonl', 'location', 'set', '--search', 'Dubai Mall'],
  }),
  // A machine's logic is its definition; a promise actor's is its name.
  line({ type: '@xstate.actor', actor: 'x:0', logic: { id: 'location', type: 'parallel' } }),
  line({ type: '@xstate.event', actor: 'x:0', source: null, event: { type: 'xstate.init' } }),
  line({
    type: '@xstate.snapshot',
    actor: 'x:0',
    event: { type: 'xstate.init' },
    value: { choice: { open: 'idle' }, search: 'idle' },
    status: 'active',
    context: { searchText: '' },
  }),
  line({
    type: '@xstate.microstep',
    actor: 'x:0',
    event: { type: 'SEARCH', text: 'Dubai Mall' },
    value: { choice: { open: 'idle' }, search: 'debouncing' },
    transitions: [
      { event: 'SEARCH', source: 'location.search', targets: ['location.search.debouncing'] },
    ],
  }),
  line(
    {
      type: '@xstate.snapshot',
      actor: 'x:0',
      event: { type: 'SEARCH', text: 'Dubai Mall' },
      value: { choice: { open: 'idle' }, search: 'debouncing' },
      status: 'active',
      context: { searchText: 'Dubai Mall' },
    },
    1,
  ),
  line({ type: '@xstate.actor', actor: 'x:1', logic: 'searchPlaces' }),
  line({
    type: '@xstate.snapshot',
    actor: 'x:1',
    event: { type: 'xstate.init' },
    value: null,
    status: 'active',
    context: null,
  }),
  line({ type: '@storefront.failure', code: 'not_found', message: 'No place matches' }, 2),
  line({ type: '@storefront.command', argv: ['module', 'use', 'food'] }, 3),
  line({ type: '@xstate.actor', actor: 'x:0', logic: { id: 'someoneElses' } }, 3),
  line(
    {
      type: '@xstate.snapshot',
      actor: 'x:0',
      event: { type: 'xstate.init' },
      value: 'idle',
      status: 'active',
      context: {},
    },
    3,
  ),
].join('\n');

describe('parseTrace', () => {
  it('reads commands, failures and each machine snapshot as a step', () => {
    const result = parseTrace(`${TRACE}\n`);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { entries, steps, actors, start } = result.replay;
    expect(entries.map((e) => e.kind)).toEqual([
      'command',
      'step',
      'step',
      'failure',
      'command',
      'step',
    ]);
    expect(steps).toHaveLength(3);
    expect(start).toBe(Date.UTC(2026, 0, 1, 10, 0, 0));
    expect(steps[0]).toMatchObject({ index: 0, transition: null, event: { type: 'xstate.init' } });
    expect(steps[1]).toMatchObject({
      index: 1,
      value: { choice: { open: 'idle' }, search: 'debouncing' },
      transition: {
        source: 'location.search',
        targets: ['location.search.debouncing'],
        event: 'SEARCH',
      },
      context: { searchText: 'Dubai Mall' },
    });
    expect(steps[1]?.actor.machine).toBe(locationMachine);
    // Session ids start again in each command: x:0 of the second command is another actor.
    expect(actors.map((a) => [a.key, a.machineId, a.name])).toEqual([
      ['1/x:0', 'location', 'location'],
      ['2/x:0', 'someoneElses', null],
    ]);
    expect(steps[2]?.actor.machine).toBeNull();
  });

  it('reads a scenario run: the scenario and its failed step', () => {
    const result = parseTrace(
      [
        line({
          type: '@storefront.scenario',
          file: 'tests/scenarios/a.yaml',
          name: 'guest order',
          steps: 2,
        }),
        TRACE,
        line({
          type: '@storefront.scenario.failure',
          step: 2,
          command: 'order show',
          failures: ['$.status: expected "pending", got "failed"'],
        }),
      ].join('\n'),
    );
    expect(result.ok && result.replay.entries.at(0)).toMatchObject({
      kind: 'scenario',
      name: 'guest order',
    });
    expect(result.ok && result.replay.entries.at(-1)).toMatchObject({
      kind: 'scenarioFailure',
      step: 2,
      command: 'order show',
      failures: ['$.status: expected "pending", got "failed"'],
    });
  });

  it('refuses an empty file, a line that is not JSON, and JSON without machine steps', () => {
    expect(parseTrace('')).toEqual({ ok: false, error: { key: 'replay.error.empty' } });
    expect(parseTrace(' \n\n')).toEqual({ ok: false, error: { key: 'replay.error.empty' } });
    expect(parseTrace(`${line({ type: '@storefront.command', argv: [] })}\n{"time":`)).toEqual({
      ok: false,
      error: { key: 'replay.error.json', line: 2 },
    });
    expect(parseTrace('[1,2]')).toEqual({
      ok: false,
      error: { key: 'replay.error.json', line: 1 },
    });
    expect(parseTrace('{"name":"package.json"}\n{"a":1}')).toEqual({
      ok: false,
      error: { key: 'replay.error.notTrace' },
    });
  });
});

describe('activeStateIds', () => {
  it('names every active state node by its id, parents first', () => {
    expect(
      activeStateIds(locationMachine, { choice: { open: 'idle' }, search: 'debouncing' }),
    ).toEqual([
      'location.choice',
      'location.choice.open',
      'location.choice.open.idle',
      'location.search',
      'location.search.debouncing',
    ]);
    for (const id of activeStateIds(locationMachine, { choice: { open: 'selected' } })) {
      expect(locationMachine.getStateNodeById(id).id).toBe(id);
    }
  });

  it('leaves out what the machine does not have', () => {
    expect(activeStateIds(locationMachine, { nowhere: 'x', search: 'idle' })).toEqual([
      'location.search',
      'location.search.idle',
    ]);
    expect(activeStateIds(locationMachine, null)).toEqual([]);
  });
});

describe('formatting', () => {
  it('writes a state value as its leaves', () => {
    expect(formatValue({ choice: { open: 'idle' }, search: 'idle' })).toBe(
      'choice.open.idle | search.idle',
    );
    expect(formatValue('idle')).toBe('idle');
  });

  it('writes a command without its setup options', () => {
    expect(
      formatCommand([
        '--api',
        'http://x',
        '--session=s.json',
        '--trace',
        't',
        'location',
        'set',
        '--search',
        'Dubai Mall',
      ]),
    ).toBe('storefront location set --search "Dubai Mall"');
  });
});
