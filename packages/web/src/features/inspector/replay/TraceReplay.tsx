/**
 * Trace replay: a CLI trace (`storefront --trace FILE …`) opened by drag and drop, a file picker
 * or `?trace=<url>` (what `storefront inspect FILE` serves), replayed step by step on the machine
 * diagrams: the step list, first / previous / play / next / last, and the step's machine with
 * its state highlighted and the transition that led there marked. A broken file or a machine
 * that is not one of ours says so. The inspector panel mounts it as a tab; `/inspect/replay`
 * is the same view as a page of its own (ReplayPage.tsx).
 */
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type DragEvent,
  type JSX,
  type KeyboardEvent,
} from 'react';
import { css, cx } from '../../../../styled-system/css';
import { note } from '../../../../styled-system/recipes';
import { Button } from '../../../ui/Button.js';
import { AlertIcon, Icon, type IconProps } from '../../../ui/icons.js';
import { Spinner } from '../../../ui/Spinner.js';
import { MachineDiagram } from '../diagram/MachineDiagram.js';
import { classifyEvent } from '@storefront/core/machines/machine-graph';
import { useDiagramTranslation } from '../diagram/texts.js';
import {
  activeStateIds,
  formatCommand,
  formatValue,
  parseTrace,
  type Replay,
  type ReplayStep,
  type TraceError,
} from './trace.js';

type Loaded =
  | { status: 'idle' }
  | { status: 'loading'; name: string }
  | { status: 'error'; name: string | null; message: string }
  | { status: 'ready'; name: string; replay: Replay };

const PLAY_INTERVAL_MS = 900;
/** The snapshot statuses other than `active`, which the step names. */
const STATUSES = new Set(['done', 'error', 'stopped']);
/** Identifiers keep their left-to-right order inside a right-to-left sentence. */
const isolate = (text: string) => `\u2068${text}\u2069`;

const FileIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8Z" />
    <path d="M14 3v5h5M9 13h6M9 17h4" />
  </Icon>
);
const PlayIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7 5v14l11-7Z" />
  </Icon>
);
const PauseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M8 5v14M16 5v14" />
  </Icon>
);

const styles = {
  // Laid out by its own width (a container), as a page or in the inspector panel's tab.
  root: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
    minW: '0',
    containerType: 'inline-size',
  }),
  title: css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold', lineHeight: '1.2' }),
  intro: css({ color: 'fg.muted', fontSize: 'sm', maxW: '3xl' }),
  drop: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '3',
    textAlign: 'center',
    px: '6',
    py: '10',
    borderWidth: '2px',
    borderStyle: 'dashed',
    borderColor: 'border.strong',
    borderRadius: 'xl',
    bg: 'bg.surface',
    color: 'fg.muted',
  }),
  dropActive: css({ borderColor: 'accent.solid', bg: 'accent.subtle' }),
  dropIcon: css({ fontSize: '3xl', color: 'accent.text' }),
  bar: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
  }),
  file: css({ fontWeight: 'semibold', wordBreak: 'break-all' }),
  muted: css({ color: 'fg.muted', fontSize: 'sm' }),
  layout: css({
    display: 'grid',
    gap: '4',
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@container (min-width: 56rem)': {
      gridTemplateColumns: 'minmax(16rem, 22rem) minmax(0, 1fr)',
    },
    alignItems: 'start',
  }),
  panel: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    p: { base: '3', md: '4' },
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'xl',
    bg: 'bg.surface',
    minW: '0',
  }),
  steps: css({
    order: 2,
    maxH: '50vh',
    '@container (min-width: 56rem)': { order: 0, maxH: '80vh' },
    overflowY: 'auto',
    p: '2',
  }),
  stepsTitle: css({ fontSize: 'sm', fontWeight: 'semibold', px: '2', pt: '1' }),
  list: css({ display: 'flex', flexDirection: 'column', gap: '0.5' }),
  command: css({
    fontFamily: 'mono',
    fontSize: 'xs',
    color: 'fg.default',
    bg: 'bg.subtle',
    borderRadius: 'md',
    px: '2',
    py: '1.5',
    mt: '2',
    direction: 'ltr',
    textAlign: 'start',
    wordBreak: 'break-word',
  }),
  failure: css({ fontSize: 'xs', color: 'danger.text', px: '2', py: '1' }),
  scenario: css({ fontSize: 'sm', fontWeight: 'bold', px: '2', pt: '3' }),
  step: css({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: '2',
    w: 'full',
    textAlign: 'start',
    px: '2',
    py: '1.5',
    borderRadius: 'md',
    fontSize: 'xs',
    cursor: 'pointer',
    _hover: { bg: 'bg.subtle' },
  }),
  stepCurrent: css({ bg: 'accent.subtle', _hover: { bg: 'accent.subtle' }, color: 'accent.text' }),
  stepNumber: css({ color: 'fg.muted', fontVariantNumeric: 'tabular-nums' }),
  stepEvent: css({ fontFamily: 'mono', fontWeight: 'semibold', overflowWrap: 'anywhere' }),
  stepState: css({
    fontFamily: 'mono',
    color: 'fg.muted',
    gridColumn: '2',
    overflowWrap: 'anywhere',
  }),
  controls: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' }),
  position: css({ fontSize: 'sm', color: 'fg.muted', marginInlineStart: 'auto' }),
  facts: css({
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: { base: '3', sm: '4' },
    rowGap: '1',
    fontSize: 'sm',
    '& dt': { color: 'fg.muted' },
    '& dd': { fontFamily: 'mono', wordBreak: 'break-word' },
  }),
  code: css({ direction: 'ltr', unicodeBidi: 'isolate' }),
  context: css({
    fontSize: 'sm',
    '& summary': { cursor: 'pointer', color: 'fg.muted' },
    '& pre': {
      mt: '2',
      p: '3',
      maxH: '60',
      overflow: 'auto',
      bg: 'bg.subtle',
      borderRadius: 'md',
      fontSize: 'xs',
      direction: 'ltr',
      textAlign: 'left',
    },
  }),
};

const traceName = (url: string) => {
  const last = url.split('?')[0]?.split('/').pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
};

function errorText(
  t: (key: string, params?: Record<string, unknown>) => string,
  error: TraceError,
) {
  return t(error.key, error.key === 'replay.error.json' ? { line: error.line } : {});
}

/** An event in short: `SEARCH text="Dubai Mall"`, `after searchDebounce`, `done lookupZone`. */
function eventText(
  t: (key: string, params?: Record<string, unknown>) => string,
  event: ReplayStep['event'],
): string {
  if (event.type === 'xstate.init') return t('replay.start');
  if (event.type === 'xstate.stop') return t('replay.stop');
  const { kind, name } = classifyEvent(event.type);
  if (kind === 'after') return t('diagram.after', { delay: name });
  if (kind === 'done') return t('diagram.done', { actor: name });
  if (kind === 'error') return t('diagram.error', { actor: name });
  const payload = Object.entries(event)
    .filter(([key]) => key !== 'type')
    .map(([key, value]) => {
      const text = JSON.stringify(value) ?? 'undefined';
      return `${key}=${text.length > 40 ? `${text.slice(0, 37)}…` : text}`;
    });
  return [event.type, ...payload].join(' ');
}

export function TraceReplay({ standalone = false }: { standalone?: boolean } = {}): JSX.Element {
  const { t } = useDiagramTranslation();
  // `?trace=<url>`: the trace that `storefront inspect FILE` serves, loaded on opening.
  const [traceUrl] = useState(() => new URLSearchParams(window.location.search).get('trace'));
  const [loaded, setLoaded] = useState<Loaded>(() =>
    traceUrl ? { status: 'loading', name: traceName(traceUrl) } : { status: 'idle' },
  );
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const open = useCallback(
    (name: string, text: string) => {
      const result = parseTrace(text);
      setPlaying(false);
      setIndex(0);
      setLoaded(
        result.ok
          ? { status: 'ready', name, replay: result.replay }
          : { status: 'error', name, message: errorText(t, result.error) },
      );
    },
    [t],
  );

  const openFile = useCallback(
    (file: File | undefined) => {
      if (!file) return;
      setLoaded({ status: 'loading', name: file.name });
      file.text().then(
        (text) => open(file.name, text),
        () => setLoaded({ status: 'error', name: file.name, message: t('replay.error.read') }),
      );
    },
    [open, t],
  );

  useEffect(() => {
    const url = traceUrl;
    if (!url) return;
    const name = traceName(url);
    let current = true;
    fetch(url)
      .then(async (response) => {
        if (!response.ok) throw new Error(`${response.status} ${response.statusText}`.trim());
        const text = await response.text();
        if (current) open(response.headers.get('X-Trace-Name') ?? name, text);
      })
      .catch((error: unknown) => {
        if (!current) return;
        const reason = error instanceof Error ? error.message : String(error);
        setLoaded({ status: 'error', name, message: t('replay.error.load', { url, reason }) });
      });
    return () => {
      current = false;
    };
    // Once, on opening: the URL names the trace to start with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const steps = loaded.status === 'ready' ? loaded.replay.steps : [];
  const count = steps.length;

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      setIndex((i) => {
        if (i + 1 >= count) {
          setPlaying(false);
          return i;
        }
        return i + 1;
      });
    }, PLAY_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, count]);

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    openFile(event.dataTransfer.files[0]);
  };
  const onDragOver = (event: DragEvent<HTMLElement>) => {
    if (![...event.dataTransfer.types].includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    openFile(event.target.files?.[0]);
    // The same file may be chosen again after it changed.
    event.target.value = '';
  };

  const Heading = standalone ? 'h1' : 'h2';
  const picker = (
    <input
      ref={input}
      id={inputId}
      type="file"
      data-testid="trace-file"
      className={css({ srOnly: true })}
      tabIndex={-1}
      onChange={onChange}
    />
  );
  const chooseButton = (label: string, variant: 'solid' | 'outline') => (
    <Button variant={variant} onClick={() => input.current?.click()}>
      <FileIcon />
      {label}
    </Button>
  );

  return (
    <section
      className={styles.root}
      onDrop={onDrop}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      data-testid="trace-replay"
    >
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <Heading className={styles.title}>{t('replay.title')}</Heading>
        <p className={styles.intro}>{t('replay.intro')}</p>
      </header>
      {picker}
      {loaded.status === 'ready' ? (
        <>
          <div className={styles.bar}>
            <div>
              <p className={styles.file}>{t('replay.file', { name: loaded.name })}</p>
              <p className={styles.muted}>
                {t('replay.summary', {
                  steps: count,
                  machines: [
                    ...new Set(loaded.replay.actors.map((a) => a.name ?? a.machineId)),
                  ].join(', '),
                })}
              </p>
            </div>
            {chooseButton(t('replay.another'), 'outline')}
          </div>
          <Player
            replay={loaded.replay}
            index={Math.min(index, count - 1)}
            onIndex={(i) => {
              setPlaying(false);
              setIndex(i);
            }}
            playing={playing}
            onPlay={() => {
              if (index + 1 >= count) setIndex(0);
              setPlaying((p) => !p);
            }}
          />
        </>
      ) : (
        <div className={cx(styles.drop, dragging && styles.dropActive)}>
          <FileIcon className={styles.dropIcon} />
          {loaded.status === 'loading' ? (
            <Spinner label={t('replay.loading')} />
          ) : (
            <>
              <p className={css({ fontWeight: 'semibold', color: 'fg.default' })}>
                {t('replay.drop')}
              </p>
              <p className={css({ fontSize: 'sm' })}>{t('replay.or')}</p>
              {chooseButton(t('replay.choose'), 'solid')}
            </>
          )}
        </div>
      )}
      {loaded.status === 'error' ? (
        <div className={note({ tone: 'error' })} role="alert" data-testid="trace-error">
          <AlertIcon />
          <div>
            <p className={css({ fontWeight: 'semibold' })}>
              {t('replay.error.title')}
              {loaded.name ? ` (${loaded.name})` : ''}
            </p>
            <p>{loaded.message}</p>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function Player({
  replay,
  index,
  onIndex,
  playing,
  onPlay,
}: {
  replay: Replay;
  index: number;
  onIndex: (index: number) => void;
  playing: boolean;
  onPlay: () => void;
}) {
  const { t } = useDiagramTranslation();
  const { steps, entries, start } = replay;
  const step = steps[index];
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="step"]');
    current?.scrollIntoView?.({ block: 'nearest' });
  }, [index]);

  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    const to =
      event.key === 'ArrowDown'
        ? index + 1
        : event.key === 'ArrowUp'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? steps.length - 1
              : null;
    if (to === null) return;
    event.preventDefault();
    const next = Math.max(0, Math.min(steps.length - 1, to));
    onIndex(next);
    list.current?.querySelector<HTMLElement>(`[data-step="${next}"]`)?.focus();
  };

  if (!step) return null;
  const machine = step.actor.machine;
  const seconds = (time: number | null) =>
    time !== null && start !== null ? ((time - start) / 1000).toFixed(2) : null;
  const transition = step.transition;

  return (
    <div className={styles.layout}>
      <nav className={cx(styles.panel, styles.steps)} aria-label={t('replay.steps')}>
        <h3 className={styles.stepsTitle}>{t('replay.steps')}</h3>
        <ol ref={list} className={styles.list} onKeyDown={onKeyDown}>
          {entries.map((entry, i) => {
            if (entry.kind === 'command') {
              return (
                <li key={`c${i}`} className={styles.command} aria-label={t('replay.command')}>
                  $ {formatCommand(entry.argv)}
                </li>
              );
            }
            if (entry.kind === 'scenario') {
              return (
                <li key={`n${i}`} className={styles.scenario}>
                  {t('replay.scenario', { name: entry.name || entry.file })}
                </li>
              );
            }
            if (entry.kind === 'scenarioFailure') {
              return (
                <li key={`x${i}`} className={styles.failure}>
                  <p className={css({ fontWeight: 'semibold' })}>
                    {t('replay.scenarioFailed', {
                      step: entry.step ?? '?',
                      command: isolate(entry.command),
                    })}
                  </p>
                  <ul className={css({ listStyle: 'disc', paddingInlineStart: '4' })}>
                    {entry.failures.map((failure, k) => (
                      <li key={k}>
                        <bdi>{failure}</bdi>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            }
            if (entry.kind === 'failure') {
              return (
                <li key={`f${i}`} className={styles.failure}>
                  {t('replay.failure', { code: entry.code, message: entry.message })}
                </li>
              );
            }
            const current = entry.index === index;
            const time = seconds(entry.time);
            return (
              <li key={`s${entry.index}`}>
                <button
                  type="button"
                  data-step={entry.index}
                  aria-current={current ? 'step' : undefined}
                  tabIndex={current ? 0 : -1}
                  className={cx(styles.step, current && styles.stepCurrent)}
                  onClick={() => onIndex(entry.index)}
                >
                  <span className={styles.stepNumber}>{entry.index + 1}</span>
                  <span className={styles.stepEvent}>
                    <bdi>{entry.actor.name ?? entry.actor.machineId}</bdi> ·{' '}
                    <bdi>{eventText(t, entry.event)}</bdi>
                    {time !== null ? (
                      <span
                        className={css({
                          color: 'fg.muted',
                          fontWeight: 'normal',
                          whiteSpace: 'nowrap',
                        })}
                      >
                        {' '}
                        {t('replay.time', { seconds: time })}
                      </span>
                    ) : null}
                  </span>
                  <span className={styles.stepState}>
                    <bdi>{formatValue(entry.value)}</bdi>
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      <div className={styles.panel}>
        <div className={styles.controls}>
          <Button variant="outline" size="sm" onClick={() => onIndex(0)} disabled={index === 0}>
            {t('replay.first')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onIndex(index - 1)}
            disabled={index === 0}
          >
            {t('replay.previous')}
          </Button>
          <Button variant="solid" size="sm" onClick={onPlay} aria-pressed={playing}>
            {playing ? <PauseIcon /> : <PlayIcon />}
            {playing ? t('replay.pause') : t('replay.play')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onIndex(index + 1)}
            disabled={index + 1 >= steps.length}
          >
            {t('replay.next')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onIndex(steps.length - 1)}
            disabled={index + 1 >= steps.length}
          >
            {t('replay.last')}
          </Button>
          <span className={styles.position} aria-live="polite" data-testid="replay-position">
            {t('replay.position', { index: index + 1, count: steps.length })}
          </span>
        </div>
        <dl className={styles.facts}>
          <dt>{t('replay.machine')}</dt>
          <dd>
            <bdi className={styles.code}>{step.actor.name ?? step.actor.machineId}</bdi>
          </dd>
          <dt>{t('replay.actor')}</dt>
          <dd>
            <bdi className={styles.code}>{step.actor.sessionId}</bdi>
          </dd>
          <dt>{t('replay.event')}</dt>
          <dd>
            <bdi className={styles.code}>{eventText(t, step.event)}</bdi>
          </dd>
          <dt>{t('replay.state')}</dt>
          <dd data-testid="replay-state">
            <bdi className={styles.code}>{formatValue(step.value)}</bdi>
            {STATUSES.has(step.status) ? ` (${t(`replay.status.${step.status}`)})` : ''}
          </dd>
          <dt>{t('replay.transition')}</dt>
          <dd>
            {transition ? (
              <bdi className={styles.code}>
                {transition.source} → {transition.targets.join(', ') || transition.source}
              </bdi>
            ) : (
              <span className={css({ fontFamily: 'body', color: 'fg.muted' })}>
                {t('replay.noTransition')}
              </span>
            )}
          </dd>
        </dl>
        {machine ? (
          <MachineDiagram
            machine={machine}
            active={activeStateIds(machine, step.value)}
            last={transition}
          />
        ) : (
          <p className={note({ tone: 'warning' })} role="status" data-testid="unknown-machine">
            <AlertIcon />
            {t('replay.unknownMachine', { machine: step.actor.machineId })}
          </p>
        )}
        <details className={styles.context}>
          <summary>{t('replay.context')}</summary>
          <pre>{JSON.stringify(step.context, null, 2)}</pre>
        </details>
      </div>
    </div>
  );
}
