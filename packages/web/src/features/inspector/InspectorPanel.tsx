import { Tabs } from '@ark-ui/react/tabs';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyActorRef } from 'xstate';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { CloseIcon } from '../../ui/icons.js';
import { Spinner } from '../../ui/Spinner.js';
import { tabTrigger } from '../../ui/tabs.js';
import { ActorDetails } from './ActorDetails.js';
import { ActorList } from './ActorList.js';
import { lastTransition, logicName, machineOf } from './describe.js';
import { EventLog } from './EventLog.js';
import {
  isStopped,
  parentOf,
  recordedSteps,
  runningActors,
  type InspectedSnapshot,
  type InspectedStep,
} from './inspection.js';
import { SHORTCUT_KEYS } from './shortcut.js';
import { statelyRequested } from './stately-bridge.js';
import { StatelyTab } from './StatelyTab.js';
import { useInspection } from './use-inspection.js';

/** The replay of a CLI trace (replay/TraceReplay.tsx), loaded when its tab opens. */
const TraceReplay = lazy(() =>
  import('./replay/TraceReplay.js').then((m) => ({ default: m.TraceReplay })),
);

/** The actor chosen first: the app's location actor, else the first machine. */
function firstChoice(actors: readonly AnyActorRef[]): AnyActorRef | null {
  return (
    actors.find((actor) => logicName(actor) === 'location' && !parentOf(actor)) ??
    actors.find((actor) => machineOf(actor) !== null) ??
    actors[0] ??
    null
  );
}

/** The actor's newest step that moved it (for the live diagram's mark). */
function lastMove(steps: readonly InspectedStep[], actor: AnyActorRef): InspectedStep | undefined {
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i];
    if (step && step.actor === actor && lastTransition(step)) return step;
  }
  return undefined;
}

/**
 * The state-machine inspector (loaded lazily by InspectorHost): docked at the bottom of the
 * window, beside the page, which stays usable. The running actors, the chosen actor's diagram
 * and details, and the event log with its history. Escape closes it.
 */
export default function InspectorPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  useInspection();
  const actors = runningActors();
  const allSteps = recordedSteps();
  const [chosen, setChosen] = useState<AnyActorRef | null>(null);
  const [filter, setFilter] = useState('');
  const [cursor, setCursor] = useState<number | null>(null);
  const [tab, setTab] = useState<'live' | 'replay' | 'stately'>(() =>
    statelyRequested(window.location.search) ? 'stately' : 'live',
  );
  const title = useRef<HTMLHeadingElement>(null);

  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => title.current?.focus(), []);

  // The page keeps room under its end for the panel, so that all of it can scroll into view.
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const body = document.body;
    const before = body.style.paddingBottom;
    const observer = new ResizeObserver(() => {
      body.style.paddingBottom = `${element.offsetHeight}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = before;
    };
  }, []);

  // At most MAX_STEPS: cheap enough on every render (the buffer changes in place).
  const steps = filter ? allSteps.filter((step) => logicName(step.actor) === filter) : allSteps;
  const names = new Set<string>();
  for (const step of allSteps) names.add(logicName(step.actor));
  for (const actor of actors) names.add(logicName(actor));
  const machines = [...names].sort();

  const step = cursor !== null ? steps[cursor] : undefined;
  const live = step === undefined;
  const selected = step?.actor ?? (chosen && !isStopped(chosen) ? chosen : firstChoice(actors));
  const snapshot: InspectedSnapshot | undefined = step
    ? (step.after ?? step.before)
    : (selected?.getSnapshot() as InspectedSnapshot | undefined);
  const marked = step ?? (selected ? lastMove(allSteps, selected) : undefined);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };

  return (
    <div
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby="inspector-title"
      data-testid="inspector-panel"
      onKeyDown={onKeyDown}
      className={css({
        position: 'fixed',
        insetInline: '0',
        bottom: '0',
        h: { base: '50dvh', lg: '46dvh' },
        zIndex: 'popover',
        display: 'flex',
        flexDirection: 'column',
        bg: 'bg.surface',
        color: 'fg.default',
        borderTopWidth: '1px',
        borderColor: 'border.strong',
        boxShadow: 'overlay',
      })}
    >
      <Tabs.Root
        value={tab}
        onValueChange={(details) =>
          setTab(details.value === 'replay' || details.value === 'stately' ? details.value : 'live')
        }
        lazyMount
        className={css({ display: 'flex', flexDirection: 'column', flex: '1', minH: 0 })}
      >
        <header
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: '3',
            px: '3',
            pt: '2',
            pb: { base: '0', md: '2' },
            borderBottomWidth: '1px',
            borderColor: 'border.default',
            bg: 'bg.subtle',
          })}
        >
          <h2
            id="inspector-title"
            ref={title}
            tabIndex={-1}
            className={css({ fontSize: 'md', fontWeight: 'bold', outline: 'none' })}
          >
            {t('inspector.title')}
          </h2>
          <span className={css({ fontSize: 'xs', color: 'fg.muted', hideBelow: 'xl' })}>
            {t('inspector.shortcut', { keys: SHORTCUT_KEYS })}
          </span>
          <Tabs.List
            className={css({
              display: 'flex',
              alignSelf: 'stretch',
              mb: { base: '0', md: '-2' },
              w: { base: 'full', md: 'auto' },
              order: { base: 1, md: 0 },
            })}
          >
            <Tabs.Trigger value="live" className={tabTrigger}>
              {t('inspector.tab.live')}
            </Tabs.Trigger>
            <Tabs.Trigger value="replay" className={tabTrigger}>
              {t('inspector.tab.replay')}
            </Tabs.Trigger>
            <Tabs.Trigger
              value="stately"
              className={tabTrigger}
              data-testid="inspector-tab-stately"
            >
              {t('inspector.tab.stately')}
            </Tabs.Trigger>
          </Tabs.List>
          <button
            type="button"
            className={button({ variant: 'ghost', size: 'iconSm' })}
            onClick={onClose}
            aria-label={t('inspector.close')}
            style={{ marginInlineStart: 'auto' }}
            data-testid="inspector-close"
          >
            <CloseIcon />
          </button>
        </header>
        <Tabs.Content
          value="live"
          className={css({
            flex: '1',
            minH: 0,
            overflowY: { base: 'auto', lg: 'hidden' },
            display: { base: 'flex', lg: 'grid' },
            flexDirection: 'column',
            gridTemplateColumns: { lg: '18rem minmax(0, 1fr) 26rem' },
          })}
        >
          <ActorList
            actors={actors}
            selected={selected}
            onSelect={(actor) => {
              setChosen(actor);
              setCursor(null);
            }}
          />
          <ActorDetails
            actor={selected}
            snapshot={snapshot}
            step={marked}
            live={live}
            stepNumber={cursor !== null ? cursor + 1 : undefined}
          />
          <EventLog
            steps={steps}
            machines={machines}
            filter={filter}
            onFilter={(name) => {
              setFilter(name);
              setCursor(null);
            }}
            cursor={cursor !== null && cursor < steps.length ? cursor : null}
            onCursor={setCursor}
          />
        </Tabs.Content>
        <Tabs.Content
          value="replay"
          className={css({ flex: '1', minH: 0, overflowY: 'auto', p: '3' })}
        >
          <Suspense fallback={<Spinner label={t('inspector.loading')} />}>
            <TraceReplay />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content
          value="stately"
          className={css({ flex: '1', minH: 0, overflowY: 'auto', p: '3' })}
        >
          <StatelyTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
