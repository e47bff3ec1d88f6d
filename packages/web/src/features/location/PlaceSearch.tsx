import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { combobox, input } from '../../../styled-system/recipes';
import { deferredChunk } from '../../ui/deferred.js';
import { SearchIcon } from '../../ui/icons.js';
import { LocationActor } from './LocationProvider.js';
import type { PlaceSearchProps } from './place-search-props.js';

const placeSearch = deferredChunk<PlaceSearchProps & { focus?: boolean }>(
  () => import('./PlaceSearchImpl.js'),
);

/**
 * The place search. Its combobox (Ark) loads on the visitor's intent (a hover, a touch, the
 * focus) or soon after the first paint; until then a look-alike input of the same size stands
 * in: what is typed into it goes to the location machine as the combobox would send it, and the
 * combobox takes over the text and the focus.
 */
export function PlaceSearch(props: PlaceSearchProps) {
  const { size = 'lg' } = props;
  const { t } = useTranslation();
  const actor = LocationActor.useActorRef();
  const searchText = LocationActor.useSelector((s) => s.context.searchText);
  const [Loaded, setLoaded] = useState(placeSearch.loaded);
  const [focus, setFocus] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  const id = useId();

  const load = () => {
    placeSearch.load().then(
      (component) => {
        setFocus(ref.current != null && ref.current === document.activeElement);
        setLoaded(() => component);
      },
      (error: unknown) => console.error(error),
    );
  };
  useEffect(() => {
    if (Loaded) return;
    // Soon after the first paint, when the browser is idle.
    const timer = setTimeout(load, 1500);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (Loaded) return <Loaded {...props} focus={focus} />;
  const classes = combobox();
  return (
    <div className={classes.root}>
      <label htmlFor={id} className={css({ srOnly: true })}>
        {t('location.search.placeholder')}
      </label>
      <div className={classes.control}>
        <SearchIcon
          className={css({
            position: 'absolute',
            insetInlineStart: '3',
            top: '50%',
            transform: 'translateY(-50%)',
            color: 'fg.subtle',
            pointerEvents: 'none',
          })}
        />
        <input
          ref={ref}
          id={id}
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="list"
          autoComplete="off"
          className={cx(
            input(),
            css({
              ps: '10',
              pe: '10',
              h: size === 'lg' ? '12' : '10',
              fontSize: size === 'lg' ? 'md' : 'sm',
            }),
          )}
          placeholder={t('location.search.placeholder')}
          data-testid="place-search-input"
          value={searchText}
          onChange={(event) => actor.send({ type: 'SEARCH', text: event.target.value })}
          onPointerEnter={load}
          onTouchStart={load}
          onFocus={load}
        />
      </div>
    </div>
  );
}
