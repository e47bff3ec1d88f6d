// The machine → ELK graph conversion of the inspector's diagrams, and ELK laying it out.
import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { locationMachine } from '@storefront/core/machines/location.machine';
import { MACHINE_REGISTRY } from '@storefront/core/machines/registry';
import {
  edgeLabel,
  initialId,
  isLastEdge,
  machineToElk,
  type DiagramElkNode,
} from './elk-graph.js';

const sample = createMachine(
  {
    id: 'sample',
    initial: 'idle',
    on: { RESET: { target: '.idle' } },
    states: {
      idle: { on: { GO: { target: 'busy', guard: 'canGo' }, NOTE: { actions: 'note' } } },
      busy: {
        invoke: { id: 'work', src: 'work' },
        after: { 3000: 'idle', pause: 'idle' },
        on: {
          'xstate.done.actor.work': 'both',
          'xstate.error.actor.work': 'idle',
        },
      },
      both: {
        type: 'parallel',
        states: {
          left: { initial: 'a', states: { a: { always: 'b' }, b: { type: 'final' } } },
          right: { initial: 'c', states: { c: {} } },
        },
        onDone: 'end',
      },
      end: { type: 'final' },
    },
  },
  { delays: { pause: 250 } },
);

const walk = (node: DiagramElkNode, out: DiagramElkNode[] = []) => {
  out.push(node);
  for (const child of node.children ?? []) walk(child, out);
  return out;
};

describe('machineToElk', () => {
  const { graph, nodes, edges, anyState } = machineToElk(sample);
  const byId = new Map(walk(graph).map((node) => [node.id, node]));
  const label = (source: string, target: string) =>
    edges.filter((e) => e.source === source && e.target === target).map((e) => edgeLabel(e));

  it('nests compound and parallel states under their parent, ids as in idMap', () => {
    expect(graph.id).toBe('sample');
    expect(graph.children?.map((c) => c.id)).toEqual([
      initialId('sample'),
      'sample.idle',
      'sample.busy',
      'sample.both',
      'sample.end',
    ]);
    expect(byId.get('sample.both')?.children?.map((c) => c.id)).toEqual([
      'sample.both.left',
      'sample.both.right',
    ]);
    expect(byId.get('sample.both.left')?.children?.map((c) => c.id)).toEqual([
      initialId('sample.both.left'),
      'sample.both.left.a',
      'sample.both.left.b',
    ]);
    for (const id of byId.keys()) {
      if (!id.includes('#')) expect(sample.getStateNodeById(id).id).toBe(id);
    }
    expect(nodes.get('sample.both')?.type).toBe('parallel');
    expect(nodes.get('sample.both.left')?.region).toBe(true);
    expect(nodes.get('sample.end')?.type).toBe('final');
    expect(nodes.get('sample.busy')?.invokes).toEqual(['work']);
  });

  it('marks each initial state', () => {
    expect(label(initialId('sample'), 'sample.idle')).toEqual(['']);
    expect(label(initialId('sample.both.left'), 'sample.both.left.a')).toEqual(['']);
  });

  it('labels events with their guard, delays in ms, actors and eventless transitions', () => {
    expect(label('sample.idle', 'sample.busy')).toEqual(['GO [canGo]']);
    expect(label('sample.busy', 'sample.idle').sort()).toEqual([
      'after 3000 ms',
      'after pause (250 ms)',
      'error work',
    ]);
    expect(label('sample.busy', 'sample.both')).toEqual(['done work']);
    expect(label('sample.both.left.a', 'sample.both.left.b')).toEqual(['always']);
    expect(label('sample.both', 'sample.end')).toEqual(['done']);
    // A transition without a target is a loop on its state.
    expect(edges.find((e) => e.eventType === 'NOTE')).toMatchObject({
      source: 'sample.idle',
      target: 'sample.idle',
      targetless: true,
    });
  });

  it('lists the machine’s own transitions apart', () => {
    expect(anyState).toEqual(['RESET → idle']);
    expect(edges.some((e) => e.source === 'sample' || e.target === 'sample')).toBe(false);
  });

  it('gives every edge label a size for the layout', () => {
    for (const edge of graph.edges ?? []) {
      for (const l of edge.labels ?? []) expect(l.width).toBeGreaterThan(0);
    }
  });

  it('finds the last transition of a microstep', () => {
    const go = edges.find((e) => e.eventType === 'GO');
    const note = edges.find((e) => e.eventType === 'NOTE');
    expect(
      go && isLastEdge(go, { source: 'sample.idle', targets: ['sample.busy'], event: 'GO' }),
    ).toBe(true);
    expect(
      go && isLastEdge(go, { source: 'sample.idle', targets: ['sample.busy'], event: 'X' }),
    ).toBe(false);
    expect(note && isLastEdge(note, { source: 'sample.idle', targets: [], event: 'NOTE' })).toBe(
      true,
    );
    expect(go && isLastEdge(go, null)).toBe(false);
  });
});

describe('ELK lays out', () => {
  const elk = new ELK();

  it('the location machine: every state placed inside its parent', async () => {
    const { graph } = machineToElk(locationMachine);
    const out = (await elk.layout(graph as never)) as unknown as DiagramElkNode;
    const placed = walk(out).filter((n) => n !== out);
    expect(placed.length).toBeGreaterThan(10);
    const check = (parent: DiagramElkNode) => {
      for (const child of parent.children ?? []) {
        expect(child.x).toBeGreaterThanOrEqual(parent === out ? 0 : (parent.x ?? 0));
        expect((child.x ?? 0) + (child.width ?? 0)).toBeLessThanOrEqual(
          (parent.x ?? 0) + (parent.width ?? 0) + 0.5,
        );
        check(child);
      }
    };
    check(out);
    expect(out.edges?.every((e) => (e.sections?.length ?? 0) > 0)).toBe(true);
  });

  // One test per machine: each stays short on a busy machine (issue 9).
  for (const { name, machine } of MACHINE_REGISTRY) {
    it(`the ${name} machine`, async () => {
      const out = (await elk.layout(
        machineToElk(machine).graph as never,
      )) as unknown as DiagramElkNode;
      expect(out.width, name).toBeGreaterThan(0);
    });
  }
});
