import { Combobox, createListCollection } from '@ark-ui/react/combobox';
import { Portal } from '@ark-ui/react/portal';
import { suggestItemsOrStores } from '@storefront/core/api/content';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { css, cx } from '../../../styled-system/css';
import { button, combobox, input } from '../../../styled-system/recipes';
import { api } from '../../app/api.js';
import { CloseIcon, Icon, SearchIcon, StoreIcon, type IconProps } from '../../ui/icons.js';
import { Spinner } from '../../ui/Spinner.js';
import { CACHE } from '../catalogue/cache.js';
import { productPath, storePath } from '../catalogue/links.js';
import { useScope } from '../catalogue/queries.js';
import { useQuickView } from '../item/QuickView.js';
import { MAX_SEARCH_TEXT } from './query.js';
import { recordSearch, useRecentSearches } from './recent.js';
import { suggestOptions, wantsSuggestions, type SuggestOption } from './suggest.js';

export interface SuggestInputProps {
  text: string;
  onTextChange: (text: string) => void;
  onSearch: (text: string) => void;
  label: string;
  placeholder: string;
  /** The look-alike had the focus: the real input takes it, the caret after the text. */
  focus?: boolean;
}

/** The text once typing pauses (a request per pause, not per key). */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function useSuggestions(text: string) {
  const scope = useScope();
  return useQuery({
    queryKey: ['items', 'item-or-store-search', text, ...scope.key],
    queryFn: ({ signal }) => suggestItemsOrStores(api, text, { ...scope.options, signal }),
    staleTime: CACHE.listsStaleMs,
    placeholderData: keepPreviousData,
    enabled: wantsSuggestions(text),
  });
}

/** A clock turning back: a search done before. */
const HistoryIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5M12 7v5l3 2" />
  </Icon>
);

const thumb = css({
  w: '9',
  h: '9',
  flexShrink: 0,
  borderRadius: 'md',
  objectFit: 'cover',
  bg: 'bg.subtle',
});

/**
 * The search box with suggestions while typing (Ark combobox over GET
 * items/item-or-store-search): 'Search for …', then matching items (an item opens its quick
 * view, an e-commerce item its page) and stores (their page). Enter without a highlighted
 * option submits the search. With nothing typed, the field's list holds this device's recent
 * searches (issue 15): picking one runs it, Delete (or the cross) removes the highlighted one,
 * and Clear All empties the list. Loaded on first use (SearchForm draws its look-alike).
 */
export default function SuggestInput({
  text,
  onTextChange,
  onSearch,
  label,
  placeholder,
  focus = false,
}: SuggestInputProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const quickView = useQuickView();
  const inputRef = useRef<HTMLInputElement>(null);
  // Before the browser handles the next key, so that no keystroke of the handover is lost.
  useLayoutEffect(() => {
    const element = inputRef.current;
    if (!focus || element == null) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, [focus]);
  // Enter with no option highlighted searches for the text (the list would swallow it).
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const settled = useDebounced(text.trim(), 250);
  const query = useSuggestions(settled);
  const recent = useRecentSearches();
  const options = useMemo(
    () => suggestOptions(text, wantsSuggestions(settled) ? query.data : undefined, recent.list),
    [text, settled, query.data, recent.list],
  );
  // Open on focus too when the field is empty and there are recent searches to offer.
  const [open, setOpen] = useState(
    () => focus && (wantsSuggestions(text) || (text.trim() === '' && recent.list.length > 0)),
  );
  const collection = useMemo(
    () =>
      createListCollection<SuggestOption>({
        items: options,
        itemToValue: (option) => option.value,
        itemToString: (option) =>
          option.kind === 'search' || option.kind === 'recent'
            ? option.text
            : option.kind === 'clearRecent'
              ? t('search.recent.clearAll')
              : option.kind === 'item'
                ? option.item.name
                : option.store.name,
      }),
    [options, t],
  );
  const classes = combobox();
  const hintId = useId();
  const loading = wantsSuggestions(text) && (query.isFetching || settled !== text.trim());
  const items = options.filter((o) => o.kind === 'item');
  const stores = options.filter((o) => o.kind === 'store');
  const recents = options.filter((o) => o.kind === 'recent');
  const clearRecent = options.find((o) => o.kind === 'clearRecent');
  const none = !loading && query.isSuccess && items.length === 0 && stores.length === 0;

  const choose = (option: SuggestOption) => {
    if (option.kind === 'search' || option.kind === 'recent') return onSearch(option.text);
    if (option.kind === 'clearRecent') return recent.clear();
    if (option.kind === 'store') {
      recordSearch(option.store.name);
      return void navigate(storePath(option.store));
    }
    const item = option.item;
    recordSearch(item.name);
    const moduleType = item.module_type ?? null;
    if (moduleType === 'ecommerce' || quickView == null) {
      return void navigate(productPath(item, item.module_id));
    }
    quickView.open({
      id: item.id,
      name: item.name,
      moduleType,
      moduleId: item.module_id,
      campaign: false,
    });
  };

  const itemClass = cx(
    classes.item,
    css({ flexDirection: 'row', alignItems: 'center', gap: '3', minW: 0 }),
  );
  const groupLabel = css({
    px: '3',
    pt: '2',
    pb: '1',
    fontSize: 'xs',
    fontWeight: 'semibold',
    color: 'fg.muted',
    textTransform: 'uppercase',
    letterSpacing: 'wide',
  });

  return (
    <Combobox.Root
      collection={collection}
      inputValue={text}
      value={[]}
      onInputValueChange={({ inputValue, reason }) => {
        if (reason === 'input-change' || reason === 'clear-trigger') onTextChange(inputValue);
      }}
      onValueChange={({ items: chosen }) => {
        const option = chosen[0] as SuggestOption | undefined;
        if (option) choose(option);
      }}
      onHighlightChange={({ highlightedValue }) => setHighlighted(highlightedValue)}
      open={open && options.length > 0}
      onOpenChange={(details) => setOpen(details.open)}
      openOnClick
      selectionBehavior="preserve"
      positioning={{ sameWidth: true, gutter: 6 }}
      className={cx(classes.root, css({ flex: '1', minW: 0 }))}
      data-testid="search-suggest"
    >
      <Combobox.Label className={css({ srOnly: true })}>{label}</Combobox.Label>
      <Combobox.Control className={classes.control}>
        <SearchIcon
          className={css({
            position: 'absolute',
            insetStart: '3',
            top: '50%',
            translate: '0 -50%',
            color: 'fg.subtle',
            pointerEvents: 'none',
          })}
        />
        <Combobox.Input
          ref={inputRef}
          type="search"
          placeholder={placeholder}
          maxLength={MAX_SEARCH_TEXT}
          enterKeyHint="search"
          aria-describedby={hintId}
          onFocus={() => {
            if (text.trim() === '' && recent.list.length > 0) setOpen(true);
          }}
          onKeyDown={(event) => {
            const picked = recents.find((o) => o.value === highlighted);
            if (event.key === 'Delete' && picked) {
              event.preventDefault();
              setHighlighted(null);
              return recent.remove(picked.text);
            }
            if (event.key !== 'Enter' || highlighted != null) return;
            event.preventDefault();
            onSearch(text);
          }}
          className={cx(input(), css({ ps: '10' }))}
        />
      </Combobox.Control>
      <span id={hintId} className={css({ srOnly: true })} aria-live="polite">
        {loading
          ? t('catalogue.suggest.loading')
          : none
            ? t('catalogue.suggest.none')
            : open && recents.length > 0
              ? t('search.recent.hint')
              : ''}
      </span>
      <Portal>
        <Combobox.Positioner className={classes.positioner}>
          <Combobox.Content
            className={cx(classes.content, css({ maxH: '96' }))}
            data-testid="search-suggestions"
          >
            <Combobox.List>
              {recents.length > 0 && (
                <Combobox.ItemGroup data-testid="recent-searches">
                  <Combobox.ItemGroupLabel className={groupLabel}>
                    {t('search.recent.title')}
                  </Combobox.ItemGroupLabel>
                  {recents.map(
                    (option) =>
                      option.kind === 'recent' && (
                        <Combobox.Item
                          key={option.value}
                          item={option}
                          className={itemClass}
                          data-testid="recent-search"
                        >
                          <span
                            aria-hidden="true"
                            className={cx(
                              thumb,
                              css({ display: 'grid', placeItems: 'center', color: 'fg.muted' }),
                            )}
                          >
                            <HistoryIcon />
                          </span>
                          <Combobox.ItemText
                            className={css({ flex: '1', fontSize: 'sm', truncate: true })}
                          >
                            <bdi>{option.text}</bdi>
                          </Combobox.ItemText>
                          {/* The pointer's way to remove one; the keyboard's is Delete. */}
                          <span
                            aria-hidden="true"
                            title={t('search.recent.remove', { text: option.text })}
                            className={cx(
                              button({ variant: 'ghost', size: 'iconSm' }),
                              css({ flexShrink: 0, color: 'fg.muted' }),
                            )}
                            onPointerDown={(event) => {
                              event.preventDefault();
                              event.stopPropagation();
                            }}
                            onPointerUp={(event) => event.stopPropagation()}
                            onClick={(event) => {
                              event.preventDefault();
                              event.stopPropagation();
                              recent.remove(option.text);
                            }}
                            data-testid="recent-search-remove"
                          >
                            <CloseIcon />
                          </span>
                        </Combobox.Item>
                      ),
                  )}
                  {clearRecent && (
                    <Combobox.Item
                      item={clearRecent}
                      className={cx(
                        itemClass,
                        css({ justifyContent: 'center', color: 'accent.text' }),
                      )}
                      data-testid="recent-clear-all"
                    >
                      <Combobox.ItemText
                        className={css({ fontSize: 'sm', fontWeight: 'semibold' })}
                      >
                        {t('search.recent.clearAll')}
                      </Combobox.ItemText>
                    </Combobox.Item>
                  )}
                </Combobox.ItemGroup>
              )}
              {options
                .filter((o) => o.kind === 'search')
                .map((option) => (
                  <Combobox.Item key={option.value} item={option} className={itemClass}>
                    <span
                      aria-hidden="true"
                      className={cx(
                        thumb,
                        css({ display: 'grid', placeItems: 'center', color: 'accent.text' }),
                      )}
                    >
                      <SearchIcon />
                    </span>
                    <Combobox.ItemText
                      className={css({ fontSize: 'sm', fontWeight: 'semibold', truncate: true })}
                    >
                      {t('catalogue.suggest.searchFor', { text: `\u2068${text.trim()}\u2069` })}
                    </Combobox.ItemText>
                  </Combobox.Item>
                ))}
              {items.length > 0 && (
                <Combobox.ItemGroup>
                  <Combobox.ItemGroupLabel className={groupLabel}>
                    {t('catalogue.search.items')}
                  </Combobox.ItemGroupLabel>
                  {items.map(
                    (option) =>
                      option.kind === 'item' && (
                        <Combobox.Item
                          key={option.value}
                          item={option}
                          className={itemClass}
                          data-testid="suggested-item"
                        >
                          <img
                            src={option.item.image_full_url ?? undefined}
                            alt=""
                            width={36}
                            height={36}
                            className={thumb}
                          />
                          <span
                            className={css({ display: 'flex', flexDirection: 'column', minW: 0 })}
                          >
                            <Combobox.ItemText
                              className={css({
                                fontSize: 'sm',
                                fontWeight: 'medium',
                                truncate: true,
                              })}
                            >
                              {option.item.name}
                            </Combobox.ItemText>
                            {option.item.store_name && (
                              <span
                                className={css({
                                  fontSize: 'xs',
                                  color: 'fg.muted',
                                  truncate: true,
                                })}
                              >
                                {option.item.store_name}
                              </span>
                            )}
                          </span>
                        </Combobox.Item>
                      ),
                  )}
                </Combobox.ItemGroup>
              )}
              {stores.length > 0 && (
                <Combobox.ItemGroup>
                  <Combobox.ItemGroupLabel className={groupLabel}>
                    {t('catalogue.search.stores')}
                  </Combobox.ItemGroupLabel>
                  {stores.map(
                    (option) =>
                      option.kind === 'store' && (
                        <Combobox.Item
                          key={option.value}
                          item={option}
                          className={itemClass}
                          data-testid="suggested-store"
                        >
                          {option.store.logo_full_url ? (
                            <img
                              src={option.store.logo_full_url}
                              alt=""
                              width={36}
                              height={36}
                              className={cx(thumb, css({ borderRadius: 'full' }))}
                            />
                          ) : (
                            <span
                              aria-hidden="true"
                              className={cx(
                                thumb,
                                css({
                                  display: 'grid',
                                  placeItems: 'center',
                                  borderRadius: 'full',
                                }),
                              )}
                            >
                              <StoreIcon />
                            </span>
                          )}
                          <span
                            className={css({ display: 'flex', flexDirection: 'column', minW: 0 })}
                          >
                            <Combobox.ItemText
                              className={css({
                                fontSize: 'sm',
                                fontWeight: 'medium',
                                truncate: true,
                              })}
                            >
                              {option.store.name}
                            </Combobox.ItemText>
                            <span
                              className={css({ fontSize: 'xs', color: 'fg.muted', truncate: true })}
                            >
                              {option.store.address}
                            </span>
                          </span>
                        </Combobox.Item>
                      ),
                  )}
                </Combobox.ItemGroup>
              )}
            </Combobox.List>
            {loading && items.length === 0 && stores.length === 0 && (
              <div
                className={css({
                  display: 'flex',
                  gap: '2',
                  alignItems: 'center',
                  px: '3',
                  py: '2',
                  color: 'fg.muted',
                  fontSize: 'sm',
                })}
              >
                <Spinner /> {t('catalogue.suggest.loading')}
              </div>
            )}
            {none && (
              <p className={css({ px: '3', py: '2', color: 'fg.muted', fontSize: 'sm' })}>
                {t('catalogue.suggest.none')}
              </p>
            )}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
