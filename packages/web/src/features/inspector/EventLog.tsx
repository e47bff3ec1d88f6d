import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { actorLabel, clockTime, payloadText, stepChange } from './describe.js';
import type { InspectedStep } from './inspection.js';
import { code, column, muted, sectionTitle, select } from './styles.js';

/** Rows drawn at most (the newest); the buffer keeps more. */
const MAX_ROWS = 300;

const rowClass = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: '2',
  w: 'full',
  textAlign: 'start',
  px: '2',
  py: '1',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'transparent',
  fontSize: 'xs',
  cursor: 'pointer',
  color: 'fg.default',
  _hover: { bg: 'bg.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
  '&[aria-current=step]': { bg: 'accent.subtle', borderColor: 'accent.solid' },
});

function Change({ step }: { step: InspectedStep }) {
  const { t } = useTranslation();
  const change = stepChange(step);
  switch (change.kind) {
    case 'pending':
      return <span className={muted}>{t('inspector.log.pending')}</span>;
    case 'none':
      return <span className={muted}>{t('inspector.log.noChange')}</span>;
    case 'started':
      return (
        <span>
          {t('inspector.log.started')}:{' '}
          <bdi className={code} dir="ltr">
            {change.to.join(', ') || '—'}
          </bdi>
        </span>
      );
    case 'changed':
      return (
        <bdi className={code} dir="ltr" data-testid="inspector-step-transition">
          {change.from.join(', ') || '—'} → {change.to.join(', ') || '—'}
        </bdi>
      );
  }
}

/**
 * The event log: time, actor, event and sanitised payload, the transition taken; filtered by
 * machine; a step chosen (by click, the arrow keys, or Previous / Next) shows its snapshot on the
 * diagram, "Back to live" the actors' current state.
 */
export function EventLog({
  steps,
  machines,
  filter,
  onFilter,
  cursor,
  onCursor,
}: {
  steps: readonly InspectedStep[];
  machines: readonly string[];
  filter: string;
  onFilter: (machine: string) => void;
  cursor: number | null;
  onCursor: (index: number | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const filterId = useId();
  const list = useRef<HTMLOListElement>(null);
  const first = Math.max(0, steps.length - MAX_ROWS);
  const shown = steps.slice(first);
  const last = steps.length - 1;
  const position = cursor ?? last;

  // Live, the newest row stays in view.
  useEffect(() => {
    if (cursor === null && list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [cursor, steps.length]);
  useEffect(() => {
    if (cursor === null) return;
    list.current?.querySelector(`[data-index="${cursor}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [cursor]);

  const move = (index: number) => {
    const next = Math.min(last, Math.max(0, index));
    onCursor(next);
    list.current?.querySelector<HTMLElement>(`[data-index="${next}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (steps.length === 0) return;
    if (event.key === 'ArrowUp') move(position - 1);
    else if (event.key === 'ArrowDown') move(position + 1);
    else if (event.key === 'Home') move(first);
    else if (event.key === 'End') move(last);
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-labelledby="inspector-log-title"
      className={cx(column, css({ borderStartWidth: { lg: '1px' }, lg: { overflowY: 'hidden' } }))}
      data-testid="inspector-log"
    >
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
        <h3 id="inspector-log-title" className={sectionTitle}>
          {t('inspector.log.title')}
        </h3>
        <label htmlFor={filterId} className={cx(muted, css({ ms: 'auto' }))}>
          {t('inspector.log.filter')}
        </label>
        <select
          id={filterId}
          className={select}
          value={filter}
          onChange={(event) => onFilter(event.target.value)}
        >
          <option value="">{t('inspector.log.all')}</option>
          {machines.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div
        className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}
        role="group"
        aria-label={t('inspector.log.title')}
      >
        {/* aria-disabled, not disabled: a button that turns off under the focus keeps it. */}
        <button
          type="button"
          className={button({ variant: 'outline', size: 'sm' })}
          aria-disabled={steps.length === 0 || position <= first}
          onClick={() => position > first && onCursor(position - 1)}
        >
          {t('inspector.log.previous')}
        </button>
        <button
          type="button"
          className={button({ variant: 'outline', size: 'sm' })}
          aria-disabled={cursor === null || cursor >= last}
          onClick={() => cursor !== null && cursor < last && onCursor(cursor + 1)}
        >
          {t('inspector.log.next')}
        </button>
        <button
          type="button"
          className={button({ variant: 'subtle', size: 'sm' })}
          aria-disabled={cursor === null}
          onClick={() => onCursor(null)}
        >
          {t('inspector.log.live')}
        </button>
        <span className={muted} aria-live="polite" data-testid="inspector-log-position">
          {steps.length > 0 &&
            t('inspector.log.position', { index: position + 1, count: steps.length })}
        </span>
      </div>
      {steps.length === 0 ? (
        <p className={muted}>{t('inspector.log.empty')}</p>
      ) : (
        <ol
          ref={list}
          className={css({
            display: 'flex',
            flexDirection: 'column',
            gap: '0.5',
            overflowY: 'auto',
            maxH: { base: '72', lg: 'none' },
            flex: { lg: '1' },
            minH: 0,
          })}
          onKeyDown={onKeyDown}
          aria-labelledby="inspector-log-title"
        >
          {shown.map((step, offset) => {
            const index = first + offset;
            const payload = payloadText(step.event);
            return (
              <li key={step.seq}>
                <button
                  type="button"
                  className={rowClass}
                  data-index={index}
                  data-testid="inspector-step"
                  aria-current={index === cursor ? 'step' : undefined}
                  onClick={() => onCursor(index)}
                >
                  <span className={cx(code, css({ color: 'fg.muted' }))}>
                    {clockTime(step.at, i18n.language)}
                  </span>
                  <span className={css({ display: 'flex', flexDirection: 'column', minW: 0 })}>
                    <span>
                      <bdi className={cx(code, css({ fontWeight: 'semibold' }))} dir="ltr">
                        {step.event.type}
                      </bdi>{' '}
                      <bdi className={cx(code, css({ color: 'fg.muted' }))} dir="ltr">
                        {actorLabel(step.actor)}
                      </bdi>
                      {step.source && step.source !== step.actor && (
                        <span className={muted}>
                          {' '}
                          {t('inspector.log.from', { actor: actorLabel(step.source) })}
                        </span>
                      )}
                    </span>
                    {payload && (
                      <bdi className={cx(code, css({ color: 'fg.muted' }))} dir="ltr">
                        {payload}
                      </bdi>
                    )}
                    <Change step={step} />
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
