import { useEffect, useId, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button, input } from '../../../styled-system/recipes';
import { deferredChunk } from '../../ui/deferred.js';
import { SearchIcon } from '../../ui/icons.js';
import { MAX_SEARCH_TEXT } from './query.js';
import { recordSearch } from './recent.js';
import type { SuggestInputProps } from './SuggestInput.js';

const suggestInput = deferredChunk<SuggestInputProps>(() => import('./SuggestInput.js'));

/**
 * A search box: submitting calls `onSearch` with the trimmed text (blank does nothing). With
 * `suggest`, items and stores are suggested while typing (issue 16): the combobox loads on
 * intent (hover, touch, focus) or 1.5 s after the first paint; until then a look-alike input of
 * the same size stands in and hands over its text and focus. With `suggest`, submitted searches
 * are kept as recent searches, offered when the field is focused and empty.
 */
export function SearchForm({
  initial = '',
  label,
  placeholder,
  onSearch,
  testId,
  suggest = false,
}: {
  initial?: string;
  label: string;
  placeholder: string;
  onSearch: (text: string) => void;
  testId?: string;
  suggest?: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const [Suggest, setSuggest] = useState<ComponentType<SuggestInputProps> | null>(() =>
    suggest ? suggestInput.loaded() : null,
  );
  const [focus, setFocus] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  const load = () => {
    if (!suggest || Suggest) return;
    suggestInput.load().then(
      (component) => {
        setFocus(ref.current != null && ref.current === document.activeElement);
        setSuggest(() => component);
      },
      (error: unknown) => console.error(error),
    );
  };
  useEffect(() => {
    if (!suggest || Suggest) return;
    const timer = setTimeout(load, 1500);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [suggest]);
  // An empty submit says so under the field (issue 15: 'Please search some keywords.').
  const [empty, setEmpty] = useState(false);
  const messageId = useId();
  const search = (value: string) => {
    setEmpty(value.trim() === '');
    if (value.trim() === '') return;
    // The site-wide search box keeps this device's recent searches (issue 15).
    if (suggest) recordSearch(value);
    onSearch(value.trim());
  };
  const changeText = (value: string) => {
    setText(value);
    if (value.trim() !== '') setEmpty(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(text);
  };
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={submit}
      className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', w: 'full' })}
      data-testid={testId}
    >
      {Suggest ? (
        <Suggest
          text={text}
          onTextChange={changeText}
          onSearch={search}
          label={label}
          placeholder={placeholder}
          focus={focus}
        />
      ) : (
        <div className={css({ position: 'relative', flex: '1', minW: 0 })}>
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
          <input
            ref={ref}
            type="search"
            value={text}
            onChange={(e) => changeText(e.target.value)}
            aria-invalid={empty || undefined}
            aria-describedby={empty ? messageId : undefined}
            onPointerEnter={load}
            onTouchStart={load}
            onFocus={load}
            {...(suggest
              ? {
                  role: 'combobox',
                  'aria-expanded': false,
                  'aria-autocomplete': 'list' as const,
                  autoComplete: 'off',
                }
              : {})}
            aria-label={label}
            placeholder={placeholder}
            maxLength={MAX_SEARCH_TEXT}
            enterKeyHint="search"
            className={cx(input(), css({ ps: '10' }))}
          />
        </div>
      )}
      <button type="submit" className={cx(button({ size: 'lg' }), css({ h: '11' }))}>
        <span className={css({ display: { base: 'none', sm: 'inline' } })}>
          {t('catalogue.search.submit')}
        </span>
        <SearchIcon className={css({ display: { base: 'inline', sm: 'none' } })} />
        <span className={css({ srOnly: true, sm: { display: 'none' } })}>
          {t('catalogue.search.submit')}
        </span>
      </button>
      {empty && (
        <p
          id={messageId}
          role="alert"
          className={css({ flexBasis: 'full', color: 'danger.text', fontSize: 'sm' })}
          data-testid="search-empty-message"
        >
          {t('search.emptySubmit')}
        </p>
      )}
    </form>
  );
}
