import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button, input } from '../../../styled-system/recipes';
import { SearchIcon } from '../../ui/icons.js';
import { MAX_SEARCH_TEXT } from './query.js';

/** A search box: submitting calls `onSearch` with the trimmed text (blank does nothing). */
export function SearchForm({
  initial = '',
  label,
  placeholder,
  onSearch,
  testId,
}: {
  initial?: string;
  label: string;
  placeholder: string;
  onSearch: (text: string) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value !== '') onSearch(value);
  };
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={submit}
      className={css({ display: 'flex', gap: '2', w: 'full' })}
      data-testid={testId}
    >
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
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-label={label}
          placeholder={placeholder}
          maxLength={MAX_SEARCH_TEXT}
          enterKeyHint="search"
          className={cx(input(), css({ ps: '10' }))}
        />
      </div>
      <button type="submit" className={cx(button({ size: 'lg' }), css({ h: '11' }))}>
        <span className={css({ display: { base: 'none', sm: 'inline' } })}>
          {t('catalogue.search.submit')}
        </span>
        <SearchIcon className={css({ display: { base: 'inline', sm: 'none' } })} />
        <span className={css({ srOnly: true, sm: { display: 'none' } })}>
          {t('catalogue.search.submit')}
        </span>
      </button>
    </form>
  );
}
