import { describe, expect, it } from 'vitest';
import { and, fromPromise, not, setup } from 'xstate';
import { edges, toDot, toMermaid } from './render.js';

// A machine with every construct the renderers handle: nested and parallel states, guards,
// invoked actors with done and error transitions, delays, eventless and targetless transitions.
const sample = setup({
  types: {} as { events: { type: 'SEARCH'; text: string } | { type: 'PICK' } | { type: 'RESET' } },
  actors: { lookUp: fromPromise(async () => 1) },
  guards: { hasText: () => true },
  delays: { debounce: 300 },
}).createMachine({
  id: 'sample',
  initial: 'idle',
  states: {
    idle: {
      on: { SEARCH: { target: 'searching', guard: 'hasText' }, RESET: {} },
    },
    searching: {
      initial: 'waiting',
      states: {
        waiting: { after: { debounce: 'fetching' } },
        fetching: {
          invoke: { id: 'lookUp', src: 'lookUp', onDone: 'ready', onError: '#sample.failed' },
        },
        ready: { on: { PICK: '#sample.done' } },
      },
    },
    failed: { always: 'idle' },
    done: { type: 'final' },
    end: {
      type: 'parallel',
      states: { left: {}, right: {} },
    },
  },
});

describe('edges', () => {
  it('lists every transition with its guard', () => {
    const list = edges(sample).map((e) => `${e.source.key} -${e.label}-> ${e.target?.key ?? '-'}`);
    expect(list).toEqual([
      'idle -SEARCH [hasText]-> searching',
      'idle -RESET-> -',
      'waiting -after debounce-> fetching',
      'fetching -done lookUp-> ready',
      'fetching -error lookUp-> failed',
      'ready -PICK-> done',
      'failed -always-> idle',
    ]);
  });
});

describe('toMermaid', () => {
  const text = toMermaid(sample);

  it('draws states, the initial state and labelled transitions', () => {
    expect(text.startsWith('stateDiagram-v2\n')).toBe(true);
    expect(text).toContain('  [*] --> idle\n');
    expect(text).toContain('  idle --> searching : SEARCH [hasText]\n');
    expect(text).toContain('  idle --> idle : RESET\n');
    expect(text).toContain('  failed --> idle : always\n');
  });

  it('nests compound states and keeps their inner transitions inside', () => {
    const block = text.slice(text.indexOf('state searching {'), text.indexOf('\n  }\n'));
    expect(block).toContain('[*] --> searching_waiting');
    expect(block).toContain('state "fetching" as searching_fetching');
    expect(block).toContain('searching_waiting --> searching_fetching : after debounce');
    expect(block).toContain('searching_fetching : invoke lookUp');
    // Transitions leaving the compound state are drawn outside it.
    expect(block).not.toContain('--> failed');
    expect(text).toContain('  searching_fetching --> failed : error lookUp\n');
  });

  it('marks final states, separates parallel regions and avoids reserved ids', () => {
    expect(text).toContain('  done --> [*]\n');
    expect(text).toContain('state end_ {');
    expect(text).toMatch(/state "left" as end_left\n\s+--\n\s+state "right" as end_right/);
  });
});

describe('toDot', () => {
  const text = toDot(sample);

  it('is a digraph with clusters for compound states and balanced braces', () => {
    expect(text.startsWith('digraph "sample" {')).toBe(true);
    expect(text).toContain('subgraph "cluster_searching" {');
    expect(text.split('{').length).toBe(text.split('}').length);
  });

  it('labels nodes with their invoked actors and edges with events and guards', () => {
    expect(text).toContain('"searching_fetching" [label="fetching\\ninvoke lookUp"];');
    expect(text).toContain(
      '"idle" -> "searching__anchor" [label="SEARCH [hasText]", lhead="cluster_searching"];',
    );
    expect(text).toContain('"done" [label="done", peripheries=2];');
  });
});

describe('guards and parallel machines', () => {
  const parallel = setup({
    types: {} as { events: { type: 'GO' } | { type: 'STOP' } },
    guards: { ready: () => true, allowed: () => true },
  }).createMachine({
    id: 'both',
    type: 'parallel',
    states: {
      left: {
        initial: 'a',
        states: {
          a: { on: { GO: { target: 'b', guard: not('ready') } } },
          b: { on: { STOP: { target: 'a', guard: and(['ready', 'allowed']) } } },
        },
      },
      right: {
        initial: 'c',
        states: {
          c: { on: { GO: { target: 'd', guard: { type: 'allowed', params: { level: 2 } } } } },
          d: {},
        },
      },
    },
  });

  it('wraps a parallel machine in a composite state, regions separated', () => {
    const text = toMermaid(parallel);
    expect(text).toMatch(/^stateDiagram-v2\n {2}state both \{\n {4}state left \{/);
    expect(text).toMatch(/\n {4}--\n {4}state right \{/);
    expect(text).toContain('left_a --> left_b : GO [!ready]');
    expect(text).toContain('left_b --> left_a : STOP [ready && allowed]');
    expect(text).toContain('right_c --> right_d : GO [allowed(2)]');
    expect(text.trimEnd().endsWith('  }')).toBe(true);
  });
});
