/**
 * A state machine drawn as an automatically laid-out SVG diagram (ELK's layered layout of
 * elk-graph.ts, in a worker): compound states as nested boxes, parallel regions dashed, initial and final
 * markers, transitions labelled. The active state nodes are highlighted and the last transition
 * is marked (its path runs briefly, unless the visitor prefers reduced motion). The diagram
 * reads left to right in both languages; it fits the panel's width, zooms and pans (drag, or
 * scroll by keyboard).
 */
import ElkApi from 'elkjs/lib/elk-api.js';
import elkWorkerUrl from 'elkjs/lib/elk-worker.min.js?url';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type JSX,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import type { TFunction } from 'i18next';
import type { AnyStateMachine } from 'xstate';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/Button.js';
import { Icon, type IconProps } from '../../../ui/icons.js';
import { Spinner } from '../../../ui/Spinner.js';
import { useMediaQuery } from '../../../lib/useMediaQuery.js';
import {
  FONT,
  HEADER,
  isLastEdge,
  LABEL_FONT,
  machineToElk,
  type DiagramElkNode,
  type DiagramGraph,
  type LabelText,
} from './elk-graph.js';
import { useDiagramTranslation } from './texts.js';

export interface MachineDiagramProps {
  machine: AnyStateMachine;
  /** State node ids as in `machine.idMap` / a snapshot's `_nodes` (`location.choosing`). */
  active: readonly string[];
  last?: { source: string; targets: readonly string[]; event: string } | null;
}

interface Layout {
  info: DiagramGraph;
  root: DiagramElkNode;
}

// ELK's layout runs in a worker (its own file, fetched when the first diagram is drawn), so a
// large machine never holds up the page.
let elkApi: InstanceType<typeof ElkApi> | null = null;
const elk = () => (elkApi ??= new ElkApi({ workerUrl: elkWorkerUrl }));
const layouts = new WeakMap<AnyStateMachine, Map<string, Promise<Layout>>>();

function labelText(t: TFunction): LabelText {
  return {
    after: (delay) => t('diagram.after', { delay }),
    done: (actor) => t('diagram.done', { actor }),
    error: (actor) => t('diagram.error', { actor }),
    always: () => t('diagram.always'),
    doneState: () => t('diagram.doneState'),
    invoke: (actor) => t('diagram.invoke', { actor }),
    parallel: () => t('diagram.parallel'),
  };
}

/** The machine's layout in a language (laid out once, then kept). */
function layoutOf(machine: AnyStateMachine, language: string, t: TFunction): Promise<Layout> {
  let byLanguage = layouts.get(machine);
  if (!byLanguage) layouts.set(machine, (byLanguage = new Map()));
  let layout = byLanguage.get(language);
  if (!layout) {
    const info = machineToElk(machine, labelText(t));
    layout = elk()
      .layout(info.graph as Parameters<ReturnType<typeof elk>['layout']>[0])
      .then((root) => ({ info, root: root as DiagramElkNode }));
    byLanguage.set(language, layout);
  }
  return layout;
}

/** Machine identifiers keep their left-to-right order inside a right-to-left sentence. */
const isolate = (text: string) => `\u2068${text}\u2069`;

const MIN_AUTO_SCALE = 0.6;
const MAX_SCALE = 2.5;

const ZoomInIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4M8 11h6M11 8v6" />
  </Icon>
);
const ZoomOutIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4M8 11h6" />
  </Icon>
);
const FitIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </Icon>
);

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0' }),
  toolbar: css({ display: 'flex', alignItems: 'center', gap: '1', flexWrap: 'wrap' }),
  zoom: css({ fontSize: 'xs', color: 'fg.muted', minW: '12', textAlign: 'center' }),
  viewport: css({
    position: 'relative',
    overflow: 'auto',
    maxH: '70vh',
    minH: '32',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'lg',
    bg: 'bg.canvas',
    cursor: 'grab',
    touchAction: 'pan-x pan-y',
    _active: { cursor: 'grabbing' },
  }),
  center: css({ display: 'grid', placeItems: 'center', minH: '32', color: 'fg.muted', p: '4' }),
  error: css({ color: 'danger.text', p: '4', fontSize: 'sm' }),
  caption: css({ fontSize: 'xs', color: 'fg.muted' }),
  svg: css({ display: 'block', fontFamily: 'mono' }),
  box: css({ fill: 'bg.subtle', stroke: 'border.strong', strokeWidth: '1' }),
  region: css({ fill: 'bg.surface', stroke: 'border.strong', strokeDasharray: '6 4' }),
  activeBox: css({ fill: 'bg.subtle', stroke: 'accent.solid', strokeWidth: '2.5' }),
  activeRegion: css({
    fill: 'bg.surface',
    stroke: 'accent.solid',
    strokeWidth: '2.5',
    strokeDasharray: '6 4',
  }),
  state: css({ fill: 'bg.surface', stroke: 'border.strong', strokeWidth: '1.2' }),
  activeState: css({ fill: 'accent.solid', stroke: 'accent.solid', strokeWidth: '2' }),
  title: css({ fill: 'fg.default', fontWeight: 'semibold' }),
  activeTitle: css({ fill: 'accent.onSolid', fontWeight: 'bold' }),
  invoke: css({ fill: 'fg.muted' }),
  activeInvoke: css({ fill: 'accent.onSolid' }),
  initial: css({ fill: 'fg.default' }),
  edge: css({ fill: 'none', stroke: 'fg.subtle', strokeWidth: '1.3' }),
  lastEdge: css({ fill: 'none', stroke: 'accent.solid', strokeWidth: '3' }),
  arrow: css({ fill: 'fg.subtle' }),
  lastArrow: css({ fill: 'accent.solid' }),
  labelBg: css({ fill: 'bg.canvas', opacity: '0.9' }),
  label: css({ fill: 'fg.muted' }),
  lastLabel: css({ fill: 'accent.text', fontWeight: 'bold' }),
};

function pathOf(edge: NonNullable<DiagramElkNode['edges']>[number]): string {
  return (edge.sections ?? [])
    .map((section) => {
      const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint];
      return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x},${p.y}`).join(' ');
    })
    .join(' ');
}

function allNodes(node: DiagramElkNode, out: DiagramElkNode[] = []): DiagramElkNode[] {
  for (const child of node.children ?? []) {
    out.push(child);
    allNodes(child, out);
  }
  return out;
}

export function MachineDiagram(props: MachineDiagramProps): JSX.Element {
  const { machine, active, last = null } = props;
  const { t, i18n } = useDiagramTranslation();
  const language = i18n.language;
  const [layout, setLayout] = useState<{
    machine: AnyStateMachine;
    language: string;
    value: Layout;
  } | null>(null);
  const [failed, setFailed] = useState<{ machine: AnyStateMachine; message: string } | null>(null);
  // The zoom chosen for this machine (null: automatic); another machine starts automatic.
  const [zoomed, setZoomed] = useState<{ machine: AnyStateMachine; value: number } | null>(null);
  const zoom = zoomed?.machine === machine ? zoomed.value : null;
  const setZoom = (value: number) => setZoomed({ machine, value });
  const failure = failed?.machine === machine ? failed.message : null;
  const [width, setWidth] = useState(0);
  const viewport = useRef<HTMLDivElement>(null);
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const uid = useId().replace(/[^\w-]/g, '');

  useEffect(() => {
    let current = true;
    layoutOf(machine, language, t).then(
      (value) => current && setLayout({ machine, language, value }),
      (error: unknown) =>
        current &&
        setFailed({ machine, message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [machine, language, t]);

  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    setWidth(element.clientWidth);
    return () => observer.disconnect();
  }, []);

  const ready =
    layout && layout.machine === machine && layout.language === language ? layout.value : null;
  const graphWidth = ready?.root.width ?? 1;
  const graphHeight = ready?.root.height ?? 1;
  const fit = width > 0 ? Math.min(MAX_SCALE, (width - 2) / graphWidth) : 1;
  const scale = zoom ?? Math.min(1, Math.max(fit, MIN_AUTO_SCALE));

  const lastKey = last ? `${last.source}>${last.targets.join(',')}:${last.event}` : '';
  // By content: a parent may pass a new array on every render (the view must not jump back to
  // the active state while the user pans).
  const activeKey = active.join('|');
  const activeSet = useMemo(() => new Set(activeKey.split('|')), [activeKey]);

  // The last transition runs once each time it changes (SMIL, started by hand: an animation
  // inserted later would count from the document's start).
  const svg = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (!lastKey || reduceMotion || !ready) return;
    for (const animation of svg.current?.querySelectorAll('animate') ?? []) {
      (animation as SVGAnimationElement).beginElement?.();
    }
  }, [lastKey, activeKey, reduceMotion, ready]);

  // The deepest active state is kept in view.
  useEffect(() => {
    const element = viewport.current;
    if (!ready || !element) return;
    const boxes = allNodes(ready.root).filter((n) => activeSet.has(n.id) && !n.children?.length);
    if (boxes.length === 0) return;
    const left = Math.min(...boxes.map((b) => b.x ?? 0)) * scale;
    const right = Math.max(...boxes.map((b) => (b.x ?? 0) + (b.width ?? 0))) * scale;
    const top = Math.min(...boxes.map((b) => b.y ?? 0)) * scale;
    const bottom = Math.max(...boxes.map((b) => (b.y ?? 0) + (b.height ?? 0))) * scale;
    const view = { left: element.scrollLeft, top: element.scrollTop };
    const inView =
      left >= view.left &&
      right <= view.left + element.clientWidth &&
      top >= view.top &&
      bottom <= view.top + element.clientHeight;
    if (inView) return;
    element.scrollTo({
      left: Math.max(0, (left + right) / 2 - element.clientWidth / 2),
      top: Math.max(0, (top + bottom) / 2 - element.clientHeight / 2),
      behavior: reduceMotion ? 'auto' : 'smooth',
    });
  }, [ready, activeSet, scale, reduceMotion]);

  // Drag to pan (a mouse or a pen; touch scrolls natively).
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'touch' || event.button !== 0) return;
    const element = event.currentTarget;
    drag.current = {
      x: event.clientX,
      y: event.clientY,
      left: element.scrollLeft,
      top: element.scrollTop,
    };
    element.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    event.currentTarget.scrollLeft = start.left - (event.clientX - start.x);
    event.currentTarget.scrollTop = start.top - (event.clientY - start.y);
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const leaves = active.filter((id) => {
    try {
      return Object.keys(machine.getStateNodeById(id).states).length === 0;
    } catch {
      return false;
    }
  });

  let body: JSX.Element;
  if (failure) {
    body = (
      <p role="alert" className={styles.error}>
        {t('diagram.failed', { message: failure })}
      </p>
    );
  } else if (!ready) {
    body = (
      <div className={styles.center}>
        <Spinner label={t('diagram.laying')} />
      </div>
    );
  } else {
    body = (
      <svg
        ref={svg}
        role="img"
        aria-label={t('diagram.label', { machine: machine.id })}
        className={styles.svg}
        width={Math.ceil(graphWidth * scale)}
        height={Math.ceil(graphHeight * scale)}
        viewBox={`0 0 ${graphWidth} ${graphHeight}`}
        data-machine={machine.id}
      >
        <defs>
          {(['arrow', 'last'] as const).map((kind) => (
            <marker
              key={kind}
              id={`${uid}-${kind}`}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth={kind === 'last' ? 5 : 7}
              markerHeight={kind === 'last' ? 5 : 7}
              orient="auto-start-reverse"
            >
              <path
                d="M0,0 L10,5 L0,10 z"
                className={kind === 'last' ? styles.lastArrow : styles.arrow}
              />
            </marker>
          ))}
        </defs>
        {allNodes(ready.root).map((node) => (
          <StateBox key={node.id} node={node} info={ready.info} active={activeSet.has(node.id)} />
        ))}
        {(ready.root.edges ?? []).map((edge, index) => {
          const info = ready.info.edges[index];
          if (!info) return null;
          const isLast = isLastEdge(info, last);
          const label = edge.labels?.[0];
          return (
            <g
              key={edge.id}
              data-edge={info.eventType || info.kind}
              data-last={isLast || undefined}
            >
              <path
                d={pathOf(edge)}
                className={isLast ? styles.lastEdge : styles.edge}
                markerEnd={`url(#${uid}-${isLast ? 'last' : 'arrow'})`}
              >
                {isLast && !reduceMotion ? (
                  <>
                    <animate
                      attributeName="stroke-dasharray"
                      values="8 6"
                      dur="1.6s"
                      begin="indefinite"
                      fill="remove"
                    />
                    <animate
                      attributeName="stroke-dashoffset"
                      values="56;0"
                      dur="1.6s"
                      begin="indefinite"
                      fill="remove"
                    />
                  </>
                ) : null}
              </path>
              {label?.text ? (
                <g>
                  <rect
                    x={label.x}
                    y={label.y}
                    width={label.width}
                    height={label.height}
                    rx="3"
                    className={styles.labelBg}
                  />
                  <text
                    x={(label.x ?? 0) + 4}
                    y={(label.y ?? 0) + label.height - 5}
                    fontSize={LABEL_FONT.size}
                    className={isLast ? styles.lastLabel : styles.label}
                  >
                    {label.text}
                  </text>
                </g>
              ) : null}
            </g>
          );
        })}
      </svg>
    );
  }

  const percent = Math.round(scale * 100);
  return (
    <figure className={styles.root} data-testid="machine-diagram">
      <div className={styles.toolbar}>
        <Button
          variant="ghost"
          size="iconSm"
          aria-label={t('diagram.zoomOut')}
          title={t('diagram.zoomOut')}
          onClick={() => setZoom(Math.max(0.2, scale / 1.25))}
        >
          <ZoomOutIcon />
        </Button>
        <span className={styles.zoom} aria-live="polite">
          {t('diagram.zoom', { percent })}
        </span>
        <Button
          variant="ghost"
          size="iconSm"
          aria-label={t('diagram.zoomIn')}
          title={t('diagram.zoomIn')}
          onClick={() => setZoom(Math.min(MAX_SCALE, scale * 1.25))}
        >
          <ZoomInIcon />
        </Button>
        <Button
          variant="ghost"
          size="iconSm"
          aria-label={t('diagram.fit')}
          title={t('diagram.fit')}
          onClick={() => setZoom(fit)}
        >
          <FitIcon />
        </Button>
      </div>
      <div
        ref={viewport}
        dir="ltr"
        role="group"
        tabIndex={0}
        aria-label={t('diagram.label', { machine: machine.id })}
        className={styles.viewport}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        {body}
      </div>
      <figcaption className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <span className={css({ srOnly: true })} aria-live="polite">
          {t('diagram.active', { states: leaves.join(', ') })}
        </span>
        {ready && ready.info.anyState.length > 0 ? (
          <span className={styles.caption}>
            {t('diagram.anyState', { events: isolate(ready.info.anyState.join(', ')) })}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}

/** One state node: a box (compound or region: title at the top), a state, or a marker. */
function StateBox({
  node,
  info,
  active,
}: {
  node: DiagramElkNode;
  info: DiagramGraph;
  active: boolean;
}) {
  const { t } = useDiagramTranslation();
  const state = info.nodes.get(node.id);
  if (!state) return null;
  const x = node.x ?? 0;
  const y = node.y ?? 0;
  const w = node.width ?? 0;
  const h = node.height ?? 0;
  const data = { 'data-state-id': node.id, 'data-active': active ? 'true' : undefined };
  if (state.type === 'initial') {
    return <circle {...data} cx={x + w / 2} cy={y + h / 2} r={w / 2} className={styles.initial} />;
  }
  const boxed = Boolean(node.children?.length);
  const title = state.type === 'parallel' ? `${state.key} ∥ ${t('diagram.parallel')}` : state.key;
  const invokes = state.invokes.map((name) => t('diagram.invoke', { actor: name }));
  if (boxed) {
    return (
      <g {...data}>
        <rect
          x={x}
          y={y}
          width={w}
          height={h}
          rx="10"
          className={
            state.region
              ? active
                ? styles.activeRegion
                : styles.region
              : active
                ? styles.activeBox
                : styles.box
          }
        />
        <text x={x + 12} y={y + 18} fontSize={FONT.size} className={styles.title}>
          {title}
        </text>
        {invokes.map((text, i) => (
          <text
            key={text}
            x={x + 12}
            y={y + HEADER - 4 + (i + 1) * LABEL_FONT.lineHeight}
            fontSize={LABEL_FONT.size}
            className={styles.invoke}
          >
            {text}
          </text>
        ))}
      </g>
    );
  }
  return (
    <g {...data}>
      <rect
        x={x}
        y={y}
        width={w}
        height={h}
        rx="8"
        className={active ? styles.activeState : styles.state}
      />
      {state.type === 'final' ? (
        <rect
          x={x + 3}
          y={y + 3}
          width={w - 6}
          height={h - 6}
          rx="6"
          className={css({ fill: 'none', stroke: active ? 'accent.onSolid' : 'border.strong' })}
        />
      ) : null}
      <text
        x={x + 12}
        y={y + 10 + FONT.size}
        fontSize={FONT.size}
        className={active ? styles.activeTitle : styles.title}
      >
        {title}
      </text>
      {invokes.map((text, i) => (
        <text
          key={text}
          x={x + 12}
          y={y + 10 + FONT.size + (i + 1) * LABEL_FONT.lineHeight}
          fontSize={LABEL_FONT.size}
          className={active ? styles.activeInvoke : styles.invoke}
        >
          {text}
        </text>
      ))}
    </g>
  );
}
