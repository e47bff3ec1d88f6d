import { useTranslation } from 'react-i18next';
import type { AnyActorRef } from 'xstate';
import { css, cx } from '../../../styled-system/css';
import { actorLabel, parentLabel, stateText, tagsOf } from './describe.js';
import type { InspectedSnapshot } from './inspection.js';
import { code, column, muted, sectionTitle, tag } from './styles.js';

const row = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: '0.5',
  w: 'full',
  textAlign: 'start',
  px: '2',
  py: '1.5',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'transparent',
  cursor: 'pointer',
  color: 'fg.default',
  _hover: { bg: 'bg.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
  '&[aria-pressed=true]': { bg: 'accent.subtle', borderColor: 'accent.solid' },
});

/** The running actors: machine (and id), parent, state value and tags; one is chosen. */
export function ActorList({
  actors,
  selected,
  onSelect,
}: {
  actors: readonly AnyActorRef[];
  selected: AnyActorRef | null;
  onSelect: (actor: AnyActorRef) => void;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="inspector-actors-title"
      className={cx(column, css({ borderBottomWidth: { base: '1px', lg: '0' } }))}
      data-testid="inspector-actors"
    >
      <div className={css({ display: 'flex', alignItems: 'baseline', gap: '2' })}>
        <h3 id="inspector-actors-title" className={sectionTitle}>
          {t('inspector.actors.title')}
        </h3>
        <span className={muted}>{t('inspector.actors.count', { count: actors.length })}</span>
      </div>
      {actors.length === 0 ? (
        <p className={muted}>{t('inspector.actors.empty')}</p>
      ) : (
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          {actors.map((actor) => {
            const snapshot = actor.getSnapshot() as InspectedSnapshot;
            const tags = tagsOf(snapshot);
            const parent = parentLabel(actor);
            return (
              <li key={actor.sessionId}>
                <button
                  type="button"
                  className={row}
                  aria-pressed={actor === selected}
                  onClick={() => onSelect(actor)}
                  data-testid="inspector-actor"
                  data-machine={actorLabel(actor)}
                >
                  <span
                    className={cx(code, css({ fontWeight: 'semibold', fontSize: 'sm' }))}
                    dir="ltr"
                  >
                    {actorLabel(actor)}
                  </span>
                  <span className={cx(code, css({ color: 'fg.muted' }))} dir="ltr">
                    {stateText(snapshot)}
                  </span>
                  {(parent || tags.length > 0) && (
                    <span
                      className={css({
                        display: 'flex',
                        flexWrap: 'wrap',
                        gap: '1',
                        alignItems: 'center',
                      })}
                    >
                      {parent && (
                        <span className={muted}>
                          {t('inspector.actor.parent')}: <bdi dir="ltr">{parent}</bdi>
                        </span>
                      )}
                      {tags.map((name) => (
                        <span key={name} className={tag} dir="ltr">
                          {name}
                        </span>
                      ))}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
