import { useTranslation } from 'react-i18next';
import type { AnyStateMachine } from 'xstate';
import { css, cx } from '../../../styled-system/css';
import { code, muted } from './styles.js';

/**
 * The machine's current states as a list (beside the diagram: what a screen reader reads, and
 * what the panel shows until the diagram has loaded).
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
    <div
      className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}
      data-machine={machine.id}
    >
      <p className={muted}>{t('inspector.diagram.states')}</p>
      <ul
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '1' })}
        data-testid="inspector-active-states"
        data-last-source={last?.source}
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
                bg: 'accent.solid',
                color: 'accent.onSolid',
              }),
            )}
            dir="ltr"
            data-state-id={id}
          >
            {id}
          </li>
        ))}
      </ul>
    </div>
  );
}
