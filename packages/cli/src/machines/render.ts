/**
 * Diagrams generated from XState v5 machine definitions: Mermaid `stateDiagram-v2` (for the docs
 * and GitHub) and Graphviz DOT. Both walk the machine's state nodes, so a diagram always
 * matches the machine the web app and the CLI run.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import {
  eventLabel,
  guardName,
  stateChildren as children,
} from '@storefront/core/machines/machine-graph';

export interface Edge {
  source: AnyStateNode;
  /** Undefined for a transition without a target (it only runs actions). */
  target: AnyStateNode | undefined;
  label: string;
}

const RESERVED = new Set(['state', 'note', 'end', 'direction', 'class', 'classDef', 'style']);

/** A diagram id for a state node: its path joined by `_` (`locating_geocoding`). */
export function nodeId(node: AnyStateNode): string {
  const id = (node.path.length === 0 ? node.machine.id : node.path.join('_')).replace(
    /[^\w]/g,
    '_',
  );
  return RESERVED.has(id) ? `${id}_` : id;
}

/** Every transition of the machine, in document order (guards in brackets). */
export function edges(machine: AnyStateMachine): Edge[] {
  const out: Edge[] = [];
  const visit = (node: AnyStateNode) => {
    const transitions = [
      ...[...node.transitions.values()].flat(),
      ...(node.always ?? []).map((t) => ({ ...t, eventType: '' })),
    ];
    for (const transition of transitions) {
      const guard = guardName(transition.guard);
      const label = `${eventLabel(transition.eventType)}${guard ? ` [${guard}]` : ''}`;
      const targets = transition.target ?? [];
      if (targets.length === 0) out.push({ source: node, target: undefined, label });
      for (const target of targets) out.push({ source: node, target, label });
    }
    for (const child of children(node)) visit(child);
  };
  visit(machine.root);
  return out;
}

function isAncestor(ancestor: AnyStateNode, node: AnyStateNode): boolean {
  for (let current: AnyStateNode | undefined = node; current; current = current.parent) {
    if (current === ancestor) return true;
  }
  return false;
}

/** The closest compound state holding both nodes (where Mermaid wants their transition). */
function container(a: AnyStateNode, b: AnyStateNode): AnyStateNode {
  for (let current = a.parent; current; current = current.parent) {
    if (isAncestor(current, b) && current !== b) return current;
  }
  return a.machine.root;
}

function invokeNames(node: AnyStateNode): string[] {
  return node.invoke.map((invoke) => (typeof invoke.src === 'string' ? invoke.src : invoke.id));
}

const clean = (text: string) =>
  text
    .replace(/[:;#"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function toMermaid(machine: AnyStateMachine): string {
  const all = edges(machine);
  const lines: string[] = ['stateDiagram-v2'];
  const render = (node: AnyStateNode, depth: number) => {
    const pad = '  '.repeat(depth);
    const kids = children(node);
    if (node.type === 'compound') {
      const initial = node.initial.target[0];
      if (initial) lines.push(`${pad}[*] --> ${nodeId(initial)}`);
    }
    kids.forEach((child, index) => {
      if (node.type === 'parallel' && index > 0) lines.push(`${pad}--`);
      const id = nodeId(child);
      if (child.type === 'compound' || child.type === 'parallel') {
        lines.push(`${pad}state ${id} {`);
        render(child, depth + 1);
        lines.push(`${pad}}`);
      } else if (id !== child.key) {
        lines.push(`${pad}state "${clean(child.key)}" as ${id}`);
      }
      for (const name of invokeNames(child)) lines.push(`${pad}${id} : invoke ${clean(name)}`);
      if (child.type === 'final') lines.push(`${pad}${id} --> [*]`);
    });
    for (const edge of all) {
      const target = edge.target ?? edge.source;
      if (edge.source === machine.root || target === machine.root) continue;
      if (container(edge.source, target) !== node) continue;
      lines.push(`${pad}${nodeId(edge.source)} --> ${nodeId(target)} : ${clean(edge.label)}`);
    }
  };
  if (machine.root.type === 'parallel') {
    // Mermaid separates parallel regions only inside a composite state: wrap them in one.
    lines.push(`  state ${nodeId(machine.root)} {`);
    render(machine.root, 2);
    lines.push('  }');
  } else {
    render(machine.root, 1);
  }
  return `${lines.join('\n')}\n`;
}

const quote = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

export function toDot(machine: AnyStateMachine): string {
  const lines: string[] = [
    `digraph ${quote(machine.id)} {`,
    '  compound=true;',
    '  rankdir=LR;',
    '  node [shape=box, style=rounded, fontname="Helvetica"];',
    '  edge [fontname="Helvetica", fontsize=10];',
  ];
  const isCluster = (node: AnyStateNode) => node.type === 'compound' || node.type === 'parallel';
  // Edges to or from a cluster attach to its anchor point.
  const anchor = (node: AnyStateNode) =>
    isCluster(node) ? `${nodeId(node)}__anchor` : nodeId(node);
  const render = (node: AnyStateNode, depth: number) => {
    const pad = '  '.repeat(depth);
    if (node.type === 'compound') {
      const initial = node.initial.target[0];
      if (initial) {
        lines.push(`${pad}${quote(`${nodeId(node)}__initial`)} [shape=point, width=0.12];`);
        lines.push(`${pad}${quote(`${nodeId(node)}__initial`)} -> ${quote(anchor(initial))};`);
      }
    }
    for (const child of children(node)) {
      const id = nodeId(child);
      if (isCluster(child)) {
        lines.push(`${pad}subgraph ${quote(`cluster_${id}`)} {`);
        lines.push(
          `${pad}  label=${quote(child.type === 'parallel' ? `${child.key} (parallel)` : child.key)};`,
        );
        lines.push(`${pad}  ${quote(anchor(child))} [shape=point, style=invis, width=0];`);
        render(child, depth + 1);
        lines.push(`${pad}}`);
      } else {
        // DOT labels take \n as a line break, so the invoked actors go under the name.
        const label = [child.key, ...invokeNames(child).map((name) => `invoke ${name}`)]
          .map((part) => part.replace(/\\/g, '\\\\').replace(/"/g, '\\"'))
          .join('\\n');
        const shape = child.type === 'final' ? ', peripheries=2' : '';
        lines.push(`${pad}${quote(id)} [label="${label}"${shape}];`);
      }
    }
  };
  render(machine.root, 1);
  for (const edge of edges(machine)) {
    const target = edge.target ?? edge.source;
    if (edge.source === machine.root || target === machine.root) continue;
    const attributes = [`label=${quote(edge.label)}`];
    if (isCluster(edge.source)) attributes.push(`ltail=${quote(`cluster_${nodeId(edge.source)}`)}`);
    if (isCluster(target) && target !== edge.source) {
      attributes.push(`lhead=${quote(`cluster_${nodeId(target)}`)}`);
    }
    lines.push(
      `  ${quote(anchor(edge.source))} -> ${quote(anchor(target))} [${attributes.join(', ')}];`,
    );
  }
  lines.push('}');
  return `${lines.join('\n')}\n`;
}
