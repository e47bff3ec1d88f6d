import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyStateMachine } from 'xstate';
import { css, cx } from '../../../styled-system/css';
import { code, muted } from './styles.js';

/** The diagram (ELK and its layout are large): loaded after the panel, which shows at once. */
const MachineDiagram = lazy(() =>
  import('./diagram/MachineDiagram.js').then((m) => ({ default: m.MachineDiagram })),
);

/**
 * The machine's diagram (diagram/MachineDiagram.tsx) with its active states highlighted and the
 * last transition marked, and under it the current states as a list: what a screen reader
 * reads, and what shows while the diagram loads.
 */
export function DiagramView({
  machine,
  active,
  last,
}: {
  machine: AnyStateMachine;
  active: readonly string[];
  last: { source: string; targets: readonly string[]; event: string } | null;
}) {
  const { t } = useTranslation();
  const leaves = active.filter(
    (id) => !active.some((other) => other !== id && other.startsWith(`${id}.`)),
  );
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', minW: 0 })}>
      <Suspense fallback={null}>
        <MachineDiagram machine={machine} active={active} last={last} />
      </Suspense>
      <p className={muted}>{t('inspector.diagram.states')}</p>
      <ul
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '1' })}
        data-testid="inspector-active-states"
      >
        {leaves.map((id) => (
          <li
            key={id}
            className={cx(
              code,
              css({
                px: '2',
                py: '0.5',
                borderRadius: 'md',
                bg: 'accent.subtle',
                color: 'accent.text',
              }),
            )}
            dir="ltr"
            data-active-state={id}
          >
            {id}
          </li>
        ))}
      </ul>
    </div>
  );
}
