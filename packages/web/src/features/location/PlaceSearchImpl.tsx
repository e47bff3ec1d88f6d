import { Combobox, createListCollection } from '@ark-ui/react/combobox';
import { Portal } from '@ark-ui/react/portal';
import type { PlaceSuggestion } from '@storefront/core/domain/location';
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button, combobox, input } from '../../../styled-system/recipes';
import { CloseIcon, SearchIcon } from '../../ui/icons.js';
import { Spinner } from '../../ui/Spinner.js';
import { LocationActor } from './LocationProvider.js';
import type { PlaceSearchProps } from './place-search-props.js';
import { PlaceNoResults, PlaceOptionText, placeComboboxBehaviour } from './PlaceOption.js';

/**
 * Place search with suggestions (Ark combobox over the location machine's `search` region):
 * typing sends SEARCH (the machine debounces and calls place autocomplete); choosing a
 * suggestion sends PICK_SUGGESTION. Loaded on first use (PlaceSearch.tsx draws its look-alike).
 */
export default function PlaceSearchImpl({
  size = 'lg',
  portalled = true,
  focus = false,
}: PlaceSearchProps & {
  /** The look-alike had the focus: the real input takes it, the caret after the text. */
  focus?: boolean;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  // Before the paint: a key pressed during the takeover goes to the real input, not the page.
  useLayoutEffect(() => {
    const element = inputRef.current;
    if (!focus || element == null) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, [focus]);
  const actor = LocationActor.useActorRef();
  const searchText = LocationActor.useSelector((s) => s.context.searchText);
  const suggestions = LocationActor.useSelector((s) => s.context.suggestions);
  const searching = LocationActor.useSelector(
    (s) => s.hasTag('searching') || s.matches({ search: 'debouncing' }),
  );
  const failed = LocationActor.useSelector((s) => s.matches({ search: 'failed' }));
  const collection = useMemo(
    () =>
      createListCollection<PlaceSuggestion>({
        items: suggestions,
        itemToValue: (item) => item.placeId,
        itemToString: (item) => item.text,
      }),
    [suggestions],
  );
  // The list is open while the visitor types, as Ark opens it, and also when the suggestions
  // arrive after the takeover from the look-alike (text typed before the combobox loaded makes
  // no input event here). Closing it (Escape, a pick, a click outside) holds until the next
  // keystroke.
  const [open, setOpen] = useState(false);
  const [closedByVisitor, setClosedByVisitor] = useState(false);
  const [hasFocus, setHasFocus] = useState(focus);
  // With text there is always something to show: searching, the suggestions, none, a failure.
  const shown = open || (!closedByVisitor && hasFocus && searchText.trim() !== '');
  const classes = combobox();
  const hintId = useId();
  const showEmpty = !searching && !failed && searchText.trim() !== '' && suggestions.length === 0;

  const content = (
    // In place (inside the map dialog) the list stacks above the map that follows it by the
    // recipe's `dropdown` layer.
    <Combobox.Positioner className={classes.positioner}>
      <Combobox.Content className={classes.content}>
        {searching && suggestions.length === 0 && (
          <div
            className={css({
              display: 'flex',
              gap: '2',
              alignItems: 'center',
              p: '3',
              color: 'fg.muted',
              fontSize: 'sm',
            })}
          >
            <Spinner /> {t('location.search.searching')}
          </div>
        )}
        {showEmpty && <PlaceNoResults testId="place-search-empty" />}
        {failed && (
          <div
            className={css({
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: '2',
              p: '2',
              fontSize: 'sm',
              color: 'danger.text',
            })}
          >
            {t('common.error.generic')}
            <button
              type="button"
              className={button({ variant: 'ghost', size: 'sm' })}
              onClick={() => actor.send({ type: 'RETRY_SEARCH' })}
            >
              {t('common.action.retry')}
            </button>
          </div>
        )}
        <Combobox.List>
          {collection.items.map((item) => (
            <Combobox.Item
              key={item.placeId}
              item={item}
              className={classes.item}
              data-testid="place-suggestion"
              data-place-id={item.placeId}
            >
              <PlaceOptionText label={item.mainText || item.text} detail={item.secondaryText} />
            </Combobox.Item>
          ))}
        </Combobox.List>
      </Combobox.Content>
    </Combobox.Positioner>
  );

  return (
    <Combobox.Root
      collection={collection}
      inputValue={searchText}
      onInputValueChange={({ inputValue, reason }) => {
        if (reason === 'input-change' || reason === 'clear-trigger') {
          setClosedByVisitor(false);
          actor.send({ type: 'SEARCH', text: inputValue });
        }
      }}
      onValueChange={({ value }) => {
        const placeId = value[0];
        if (placeId) actor.send({ type: 'PICK_SUGGESTION', placeId });
      }}
      {...placeComboboxBehaviour}
      open={shown}
      onOpenChange={(details) => {
        if (!details.open) setClosedByVisitor(true);
        setOpen(details.open);
      }}
      className={classes.root}
    >
      <Combobox.Label className={css({ srOnly: true })}>
        {t('location.search.placeholder')}
      </Combobox.Label>
      <Combobox.Control className={classes.control}>
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
        <Combobox.Input
          ref={inputRef}
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
          aria-describedby={hintId}
          data-testid="place-search-input"
          onFocus={() => setHasFocus(true)}
          onBlur={() => setHasFocus(false)}
        />
        {searchText !== '' && (
          <Combobox.ClearTrigger
            className={cx(
              button({ variant: 'ghost', size: 'iconSm' }),
              css({
                position: 'absolute',
                insetInlineEnd: '1.5',
                top: '50%',
                transform: 'translateY(-50%)',
              }),
            )}
            aria-label={t('landing.search.clear')}
          >
            <CloseIcon />
          </Combobox.ClearTrigger>
        )}
      </Combobox.Control>
      <span id={hintId} className={css({ srOnly: true })} aria-live="polite">
        {searching
          ? t('location.search.searching')
          : showEmpty
            ? t('location.search.noResults')
            : ''}
      </span>
      {portalled ? <Portal>{content}</Portal> : content}
    </Combobox.Root>
  );
}
