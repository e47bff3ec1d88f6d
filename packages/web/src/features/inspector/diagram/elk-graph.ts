/**
 * A machine as an ELK graph (pure: no DOM, no layout run). Every state node becomes an ELK node
 * whose id is the state node's id (`location.choice.open.selected`, as in `machine.idMap` and a
 * snapshot's `_nodes`), compound and parallel states hold their children, each compound state
 * has an initial marker, and every transition is an edge labelled with its event, guard, delay,
 * or the actor it waits for. MachineDiagram.tsx runs ELK on it and draws the result.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import {
  classifyEvent,
  guardName,
  stateChildren as children,
  type TransitionKind,
} from '@storefront/core/machines/machine-graph';

/** What starts a transition. */
export type EdgeKind = TransitionKind | 'initial';

export interface DiagramEdgeInfo {
  id: string;
  /** State node id of the transition's source. */
  source: string;
  /** State node id of its target (the source itself for a transition without a target). */
  target: string;
  /** The event type as xstate names it (`PICK_POINT`, `xstate.after.searchDebounce.location…`). */
  eventType: string;
  kind: EdgeKind;
  /** The event (`PICK_POINT`), the delay (`searchDebounce`, `3000`) or the actor id (`lookupZone`). */
  name: string;
  /** The delay in ms, when the machine names a number for it. */
  delayMs: number | null;
  guard: string | null;
  /** A transition with no target: it only runs actions. */
  targetless: boolean;
}

export interface DiagramNodeInfo {
  id: string;
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history' | 'initial';
  /** The actors the state invokes (their src, or id when the src is inline). */
  invokes: string[];
  tags: string[];
  /** Whether the parent is parallel (this node is one of its regions). */
  region: boolean;
}

/** How the diagram writes its labels (the component passes the translated texts). */
export interface LabelText {
  after(delay: string): string;
  done(actor: string): string;
  error(actor: string): string;
  always(): string;
  doneState(): string;
  invoke(actor: string): string;
  parallel(): string;
}

export const ENGLISH_LABELS: LabelText = {
  after: (delay) => `after ${delay}`,
  done: (actor) => `done ${actor}`,
  error: (actor) => `error ${actor}`,
  always: () => 'always',
  doneState: () => 'done',
  invoke: (actor) => `invoke ${actor}`,
  parallel: () => 'parallel',
};

export interface ElkLabelLike {
  text: string;
  width: number;
  height: number;
  x?: number;
  y?: number;
}

export interface DiagramElkNode {
  id: string;
  width?: number;
  height?: number;
  x?: number;
  y?: number;
  labels?: ElkLabelLike[];
  children?: DiagramElkNode[];
  edges?: DiagramElkEdge[];
  layoutOptions?: Record<string, string>;
}

export interface DiagramElkEdge {
  id: string;
  sources: string[];
  targets: string[];
  labels?: ElkLabelLike[];
  sections?: {
    startPoint: { x: number; y: number };
    endPoint: { x: number; y: number };
    bendPoints?: { x: number; y: number }[];
  }[];
}

export interface DiagramGraph {
  graph: DiagramElkNode;
  nodes: Map<string, DiagramNodeInfo>;
  edges: DiagramEdgeInfo[];
  /** The labels of the machine's own transitions (taken in any state; not drawn as edges). */
  anyState: string[];
}

/** Text metrics of the diagram's monospace font (MachineDiagram draws with these sizes). */
export const FONT = { size: 12, charWidth: 7.3, lineHeight: 16 } as const;
export const LABEL_FONT = { size: 11, charWidth: 6.7, lineHeight: 14 } as const;
/** Height of a compound state's title bar, above its children. */
export const HEADER = 26;
const PAD = 12;
export const INITIAL_SIZE = 12;

const textWidth = (text: string, font: { charWidth: number }) =>
  Math.ceil([...text].length * font.charWidth);

function delayOf(machine: AnyStateMachine, name: string): number | null {
  if (/^\d+$/.test(name)) return Number(name);
  const delays = (machine.implementations as { delays?: Record<string, unknown> }).delays;
  const delay = delays?.[name];
  return typeof delay === 'number' ? delay : null;
}

/** An edge's label: `EVENT [guard]`, `after 3000 ms`, `after searchDebounce (300 ms)`, `done lookupZone`. */
export function edgeLabel(edge: DiagramEdgeInfo, text: LabelText = ENGLISH_LABELS): string {
  let head: string;
  switch (edge.kind) {
    case 'after': {
      const ms = edge.delayMs;
      const delay = /^\d+$/.test(edge.name)
        ? `${edge.name} ms`
        : ms !== null
          ? `${edge.name} (${ms} ms)`
          : edge.name;
      head = text.after(delay);
      break;
    }
    case 'done':
      head = text.done(edge.name);
      break;
    case 'error':
      head = text.error(edge.name);
      break;
    case 'always':
      head = text.always();
      break;
    case 'doneState':
      head = text.doneState();
      break;
    case 'initial':
      head = '';
      break;
    default:
      head = edge.name;
  }
  return edge.guard ? `${head} [${edge.guard}]` : head;
}

/** Every transition of the machine, in document order, one edge per target. */
export function machineEdges(machine: AnyStateMachine): DiagramEdgeInfo[] {
  const out: DiagramEdgeInfo[] = [];
  const visit = (node: AnyStateNode) => {
    const transitions = [
      ...[...node.transitions.values()].flat(),
      ...(node.always ?? []).map((t) => ({ ...t, eventType: '' })),
    ];
    for (const transition of transitions) {
      const { kind, name } = classifyEvent(transition.eventType);
      const guard = guardName(transition.guard);
      const base = {
        source: node.id,
        eventType: transition.eventType,
        kind,
        name,
        delayMs: kind === 'after' ? delayOf(machine, name) : null,
        guard,
      };
      const targets = (transition.target ?? []) as AnyStateNode[];
      if (targets.length === 0) {
        out.push({ ...base, id: `e${out.length}`, target: node.id, targetless: true });
      }
      for (const target of targets) {
        out.push({ ...base, id: `e${out.length}`, target: target.id, targetless: false });
      }
    }
    for (const child of children(node)) visit(child);
  };
  visit(machine.root);
  return out;
}

/** The id of a compound state's initial marker. */
export const initialId = (stateId: string) => `${stateId}#initial`;

/**
 * The ELK graph of a machine: the root's children at the top level (the root itself is the
 * diagram), edges at the root (ELK routes them across the hierarchy), coordinates absolute.
 */
export function machineToElk(
  machine: AnyStateMachine,
  text: LabelText = ENGLISH_LABELS,
): DiagramGraph {
  const nodes = new Map<string, DiagramNodeInfo>();
  const every = machineEdges(machine);
  // The root's own transitions (taken in any state) have no box to start from: listed apart.
  const onRoot = (edge: DiagramEdgeInfo) =>
    edge.source === machine.root.id || edge.target === machine.root.id;
  const edges = every.filter((edge) => !onRoot(edge));
  // `EVENT`, or `EVENT → state.path` when it goes to a state.
  const rootPath = (id: string) => id.slice(machine.root.id.length + 1);
  const anyState = [
    ...new Set(
      every.filter(onRoot).map((edge) => {
        const label = edgeLabel(edge, text);
        return edge.targetless || edge.target === machine.root.id
          ? label
          : `${label} → ${rootPath(edge.target)}`;
      }),
    ),
  ];
  const initialEdges: DiagramEdgeInfo[] = [];

  const toNode = (node: AnyStateNode, region: boolean): DiagramElkNode => {
    const kids = children(node);
    const invokes = node.invoke.map((i) => (typeof i.src === 'string' ? i.src : i.id));
    const type =
      node.type === 'compound' && kids.length === 0
        ? 'atomic'
        : (node.type as DiagramNodeInfo['type']);
    nodes.set(node.id, { id: node.id, key: node.key, type, invokes, tags: [...node.tags], region });
    const title = type === 'parallel' ? `${node.key} ∥ ${text.parallel()}` : node.key;
    const lines = [title, ...invokes.map((name) => text.invoke(name))];
    const labelWidth = Math.max(
      textWidth(title, FONT),
      ...invokes.map((name) => textWidth(text.invoke(name), LABEL_FONT)),
    );
    if (kids.length === 0) {
      return {
        id: node.id,
        width: Math.max(72, labelWidth + 2 * PAD),
        height: FONT.lineHeight + (lines.length - 1) * LABEL_FONT.lineHeight + 2 * 10,
      };
    }
    const inner: DiagramElkNode[] = [];
    if (node.type === 'compound') {
      const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
      if (initial) {
        const id = initialId(node.id);
        nodes.set(id, { id, key: '', type: 'initial', invokes: [], tags: [], region: false });
        inner.push({ id, width: INITIAL_SIZE, height: INITIAL_SIZE });
        initialEdges.push({
          id: `i${initialEdges.length}`,
          source: id,
          target: initial.id,
          eventType: '',
          kind: 'initial',
          name: '',
          delayMs: null,
          guard: null,
          targetless: false,
        });
      }
    }
    inner.push(...kids.map((child) => toNode(child, node.type === 'parallel')));
    const header = HEADER + (lines.length - 1) * LABEL_FONT.lineHeight;
    return {
      id: node.id,
      children: inner,
      layoutOptions: {
        'elk.padding': `[top=${header + 8},left=${PAD},bottom=${PAD},right=${PAD}]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${labelWidth + 2 * PAD}, ${header + 20})`,
      },
    };
  };

  const top = children(machine.root).map((child) =>
    toNode(child, machine.root.type === 'parallel'),
  );
  const topInitial = machine.root.initial?.target?.[0] as AnyStateNode | undefined;
  if (machine.root.type === 'compound' && topInitial) {
    const id = initialId(machine.root.id);
    nodes.set(id, { id, key: '', type: 'initial', invokes: [], tags: [], region: false });
    top.unshift({ id, width: INITIAL_SIZE, height: INITIAL_SIZE });
    initialEdges.push({
      id: `i${initialEdges.length}`,
      source: id,
      target: topInitial.id,
      eventType: '',
      kind: 'initial',
      name: '',
      delayMs: null,
      guard: null,
      targetless: false,
    });
  }

  const all = [...initialEdges, ...edges];
  const graph: DiagramElkNode = {
    id: machine.root.id,
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.edgeLabels.inline': 'false',
      'elk.layered.spacing.nodeNodeBetweenLayers': '40',
      'elk.spacing.nodeNode': '24',
      'elk.spacing.edgeLabel': '4',
      'elk.spacing.edgeNode': '14',
      'elk.layered.spacing.edgeNodeBetweenLayers': '14',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.padding': '[top=12,left=12,bottom=12,right=12]',
    },
    children: top,
    edges: all.map((edge) => {
      const label = edgeLabel(edge, text);
      return {
        id: edge.id,
        sources: [edge.source],
        targets: [edge.target],
        ...(label
          ? {
              labels: [
                {
                  text: label,
                  width: textWidth(label, LABEL_FONT) + 8,
                  height: LABEL_FONT.lineHeight + 4,
                },
              ],
            }
          : {}),
      };
    }),
  };
  return { graph, nodes, edges: all, anyState };
}

/**
 * Whether a drawn edge is the transition `last` (a microstep's transition: its source state id,
 * its target ids, its event type). A transition without a target is its source's self-loop.
 */
export function isLastEdge(
  edge: DiagramEdgeInfo,
  last: { source: string; targets: readonly string[]; event: string } | null | undefined,
): boolean {
  if (!last || edge.kind === 'initial' || edge.source !== last.source) return false;
  if (edge.eventType !== last.event) return false;
  return last.targets.length === 0 ? edge.targetless : last.targets.includes(edge.target);
}
