import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyActorRef } from 'xstate';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import {
  acceptedEvents,
  activeNodeIds,
  actorLabel,
  contextSummary,
  lastTransition,
  logicName,
  machineOf,
  parentLabel,
  sanitisedJson,
  stateText,
  tagsOf,
} from './describe.js';
import { DiagramView } from './DiagramView.js';
import type { InspectedSnapshot, InspectedStep } from './inspection.js';
import { code, column, definitionList, muted, sectionTitle, select, tag } from './styles.js';

/**
 * The chosen actor: its machine's diagram with the current (or the chosen step's) states and
 * last transition, its id, parent, state, tags and sanitised context; in development, a form
 * that sends it an event its state accepts.
 */
export function ActorDetails({
  actor,
  snapshot,
  step,
  live,
  stepNumber,
}: {
  actor: AnyActorRef | null;
  snapshot: InspectedSnapshot | undefined;
  /** The step whose transition is marked: the chosen one, or the actor's last. */
  step: InspectedStep | undefined;
  live: boolean;
  /** The chosen step's place in the (filtered) log, from 1, while stepping. */
  stepNumber?: number;
}) {
  const { t } = useTranslation();
  const machine = actor ? machineOf(actor) : null;
  const active = activeNodeIds(snapshot);
  const last = lastTransition(step);
  const tags = tagsOf(snapshot);
  const summary = contextSummary(snapshot?.context);
  const parent = actor ? parentLabel(actor) : null;

  return (
    <section
      aria-labelledby="inspector-diagram-title"
      className={cx(
        column,
        css({ borderStartWidth: { lg: '1px' }, borderBottomWidth: { base: '1px', lg: '0' } }),
      )}
      data-testid="inspector-details"
    >
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '2' })}>
        <h3 id="inspector-diagram-title" className={sectionTitle}>
          {t('inspector.diagram.title')}
        </h3>
        {actor && (
          <bdi className={cx(code, css({ fontSize: 'sm' }))} dir="ltr">
            {actorLabel(actor)}
          </bdi>
        )}
        {actor && (
          <span
            className={cx(
              tag,
              css({ fontFamily: 'body' }),
              live ? undefined : css({ bg: 'warning.subtle', color: 'warning.text' }),
            )}
            data-testid="inspector-mode"
          >
            {live
              ? t('inspector.diagram.live')
              : t('inspector.diagram.past', { seq: stepNumber ?? '' })}
          </span>
        )}
      </div>
      {!actor ? (
        <p className={muted}>{t('inspector.diagram.none')}</p>
      ) : !machine ? (
        <p className={muted}>{t('inspector.diagram.notMachine')}</p>
      ) : (
        <DiagramView machine={machine} active={active} last={last} />
      )}
      {actor && (
        <>
          <dl className={definitionList}>
            <dt>{t('inspector.actor.machine')}</dt>
            <dd className={code} dir="ltr">
              {machine ? logicName(actor) : t('inspector.actor.logic')}
            </dd>
            <dt>{t('inspector.actor.id')}</dt>
            <dd className={code} dir="ltr">
              {actor.id} ({actor.sessionId})
            </dd>
            <dt>{t('inspector.actor.parent')}</dt>
            {parent ? (
              <dd className={code} dir="ltr">
                {parent}
              </dd>
            ) : (
              <dd>{t('inspector.actor.root')}</dd>
            )}
            <dt>{t('inspector.actor.state')}</dt>
            <dd className={code} dir="ltr" data-testid="inspector-state">
              {stateText(snapshot)}
            </dd>
            <dt>{t('inspector.actor.tags')}</dt>
            <dd>
              {tags.length === 0 ? (
                <span className={muted}>{t('inspector.actor.noTags')}</span>
              ) : (
                <span className={css({ display: 'flex', flexWrap: 'wrap', gap: '1' })}>
                  {tags.map((name) => (
                    <span key={name} className={tag} dir="ltr">
                      {name}
                    </span>
                  ))}
                </span>
              )}
            </dd>
            {last && (
              <>
                <dt>{t('inspector.diagram.lastTransition')}</dt>
                <dd className={code} dir="ltr" data-testid="inspector-last-transition">
                  {last.source} → {last.targets.join(', ')} ({last.event})
                </dd>
              </>
            )}
          </dl>
          <details className={css({ fontSize: 'xs' })} open>
            <summary className={css({ cursor: 'pointer', fontWeight: 'semibold' })}>
              {t('inspector.actor.context')}
            </summary>
            {summary.length === 0 ? (
              <p className={muted}>{t('inspector.actor.noContext')}</p>
            ) : (
              <dl
                className={cx(definitionList, css({ mt: '1' }))}
                dir="ltr"
                data-testid="inspector-context"
              >
                {summary.map(({ key, value }) => (
                  <div key={key} className={css({ display: 'contents' })}>
                    <dt className={code}>{key}</dt>
                    <dd className={code}>{value}</dd>
                  </div>
                ))}
              </dl>
            )}
            <details className={css({ mt: '1' })}>
              <summary className={css({ cursor: 'pointer', color: 'fg.muted' })}>JSON</summary>
              <pre
                className={cx(
                  code,
                  css({
                    whiteSpace: 'pre-wrap',
                    bg: 'bg.subtle',
                    p: '2',
                    borderRadius: 'md',
                    maxH: '64',
                    overflowY: 'auto',
                  }),
                )}
                dir="ltr"
              >
                {sanitisedJson(snapshot?.context)}
              </pre>
            </details>
          </details>
          <p className={muted}>{t('inspector.redacted')}</p>
          {import.meta.env.DEV && live && machine && (
            <SendEvent actor={actor} snapshot={snapshot} />
          )}
        </>
      )}
    </section>
  );
}

/** Development only: sends the actor one of the events its current state accepts. */
function SendEvent({
  actor,
  snapshot,
}: {
  actor: AnyActorRef;
  snapshot: InspectedSnapshot | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const events = acceptedEvents(snapshot);
  const [chosen, setChosen] = useState('');
  const [payload, setPayload] = useState('');
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const type = events.includes(chosen) ? chosen : (events[0] ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!type) return;
    let extra: Record<string, unknown> = {};
    if (payload.trim() !== '') {
      try {
        const parsed: unknown = JSON.parse(payload);
        if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
          throw new Error();
        extra = parsed as Record<string, unknown>;
      } catch {
        setMessage({ error: true, text: t('inspector.send.badJson') });
        return;
      }
    }
    actor.send({ ...extra, type });
    setMessage({ error: false, text: t('inspector.send.sent', { event: type }) });
  };

  return (
    <form
      onSubmit={submit}
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '2',
        pt: '2',
        borderTopWidth: '1px',
        borderColor: 'border.default',
      })}
      aria-labelledby={`${id}-title`}
    >
      <h4 id={`${id}-title`} className={sectionTitle}>
        {t('inspector.send.title')}
      </h4>
      {events.length === 0 ? (
        <p className={muted}>{t('inspector.send.none')}</p>
      ) : (
        <>
          <div
            className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}
          >
            <label htmlFor={`${id}-event`} className={muted}>
              {t('inspector.send.event')}
            </label>
            <select
              id={`${id}-event`}
              className={select}
              value={type}
              onChange={(e) => setChosen(e.target.value)}
              dir="ltr"
            >
              {events.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <label htmlFor={`${id}-payload`} className={muted}>
            {t('inspector.send.payload')}
          </label>
          <textarea
            id={`${id}-payload`}
            className={cx(select, code, css({ h: '16', py: '1' }))}
            value={payload}
            onChange={(e) => setPayload(e.target.value)}
            placeholder='{"key": "value"}'
            dir="ltr"
          />
          <button
            type="submit"
            className={cx(button({ size: 'sm' }), css({ alignSelf: 'flex-start' }))}
          >
            {t('inspector.send.submit')}
          </button>
        </>
      )}
      <p
        role="status"
        className={cx(muted, message?.error ? css({ color: 'danger.text' }) : undefined)}
      >
        {message?.text}
      </p>
    </form>
  );
}
