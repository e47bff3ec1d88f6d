import {
  clearChip,
  filterChips,
  ITEM_SORTS,
  NO_FILTERS,
  parsePriceInput,
  RATING_STEPS,
  type FilterChip,
  type ItemFilters,
  type ItemSort,
} from '@storefront/core/domain/search-filters';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button, input } from '../../../styled-system/recipes';
import { useMoney } from '../catalogue/format.js';

const toggle = (active: boolean) =>
  cx(
    button({ variant: active ? 'solid' : 'outline', size: 'sm' }),
    css({ borderRadius: 'full', flexShrink: 0 }),
  );
const select = cx(input(), css({ h: '9', w: 'auto', py: '0', fontSize: 'sm', pe: '8' }));
const groupLabel = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted' });

/**
 * The filters and sort of an item list (search results, a store's items): veg / non-veg where
 * the business allows it, currently available, discounted, a price range, a minimum rating and
 * the sort; the applied ones are listed as chips, each removable, with Clear all. The state is
 * the caller's (the page's URL query, core search-filters).
 */
export function FilterBar({
  filters,
  vegAllowed,
  onChange,
  testId = 'item-filters',
}: {
  filters: ItemFilters;
  vegAllowed: boolean;
  onChange: (filters: ItemFilters) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const [min, setMin] = useState(filters.minPrice == null ? '' : String(filters.minPrice));
  const [max, setMax] = useState(filters.maxPrice == null ? '' : String(filters.maxPrice));
  const chips = filterChips(filters);

  const applyPrice = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, minPrice: parsePriceInput(min), maxPrice: parsePriceInput(max) });
  };
  const chipLabel = (chip: FilterChip): string => {
    switch (chip.key) {
      case 'type':
        return t(`search.filters.type.${chip.type}`);
      case 'available':
        return t('search.filters.available');
      case 'discounted':
        return t('search.filters.discounted');
      case 'price':
        return chip.min != null && chip.max != null
          ? t('search.filters.priceChip.range', { min: money(chip.min), max: money(chip.max) })
          : chip.min != null
            ? t('search.filters.priceChip.from', { min: money(chip.min) })
            : t('search.filters.priceChip.upTo', { max: money(chip.max ?? 0) });
      case 'rating':
        return t('search.filters.ratingAtLeast', { rating: chip.rating });
      case 'sort':
        return `${t('search.sort.label')}: ${t(`search.sort.${chip.sort}`)}`;
    }
  };
  const clear = (chip: FilterChip) => {
    if (chip.key === 'price') {
      setMin('');
      setMax('');
    }
    onChange(clearChip(filters, chip.key));
  };

  return (
    <section
      aria-label={t('search.filters.title')}
      className={css({ display: 'flex', flexDirection: 'column', gap: '3', minW: 0 })}
      data-testid={testId}
    >
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '2',
          alignItems: 'center',
        })}
      >
        <label className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
          <span className={groupLabel}>{t('search.sort.label')}</span>
          <select
            className={select}
            value={filters.sort}
            onChange={(e) => onChange({ ...filters, sort: e.target.value as ItemSort })}
            data-testid="filter-sort"
          >
            {ITEM_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`search.sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        {vegAllowed && (
          <div
            role="group"
            aria-label={t('search.filters.type')}
            className={css({ display: 'flex', gap: '1' })}
          >
            {(['veg', 'non_veg'] as const).map((type) => (
              <button
                key={type}
                type="button"
                className={toggle(filters.type === type)}
                aria-pressed={filters.type === type}
                onClick={() => onChange({ ...filters, type: filters.type === type ? 'all' : type })}
              >
                {t(`search.filters.type.${type}`)}
              </button>
            ))}
          </div>
        )}
        <button
          type="button"
          className={toggle(filters.available)}
          aria-pressed={filters.available}
          onClick={() => onChange({ ...filters, available: !filters.available })}
          data-testid="filter-available"
        >
          {t('search.filters.available')}
        </button>
        <button
          type="button"
          className={toggle(filters.discounted)}
          aria-pressed={filters.discounted}
          onClick={() => onChange({ ...filters, discounted: !filters.discounted })}
          data-testid="filter-discounted"
        >
          {t('search.filters.discounted')}
        </button>
        <label className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
          <span className={groupLabel}>{t('search.filters.rating')}</span>
          <select
            className={select}
            value={filters.rating ?? ''}
            onChange={(e) =>
              onChange({
                ...filters,
                rating: e.target.value === '' ? null : Number(e.target.value),
              })
            }
            data-testid="filter-rating"
          >
            <option value="">{t('search.filters.ratingAny')}</option>
            {RATING_STEPS.map((rating) => (
              <option key={rating} value={rating}>
                {t('search.filters.ratingAtLeast', { rating })}
              </option>
            ))}
          </select>
        </label>
        <form
          onSubmit={applyPrice}
          aria-label={t('search.filters.price')}
          className={css({ display: 'flex', alignItems: 'center', gap: '1.5' })}
        >
          <span className={groupLabel}>{t('search.filters.price')}</span>
          <input
            className={cx(input(), css({ h: '9', w: '20', fontSize: 'sm' }))}
            inputMode="decimal"
            aria-label={t('search.filters.minPrice')}
            placeholder={t('search.filters.minPrice')}
            value={min}
            onChange={(e) => setMin(e.target.value)}
            data-testid="filter-min-price"
          />
          <input
            className={cx(input(), css({ h: '9', w: '20', fontSize: 'sm' }))}
            inputMode="decimal"
            aria-label={t('search.filters.maxPrice')}
            placeholder={t('search.filters.maxPrice')}
            value={max}
            onChange={(e) => setMax(e.target.value)}
            data-testid="filter-max-price"
          />
          <button type="submit" className={button({ variant: 'outline', size: 'sm' })}>
            {t('search.filters.applyPrice')}
          </button>
        </form>
      </div>
      {chips.length > 0 && (
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
          <span className={groupLabel}>{t('search.filters.applied')}</span>
          <ul
            className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none' })}
            data-testid="filter-chips"
          >
            {chips.map((chip) => (
              <li key={chip.key}>
                <button
                  type="button"
                  className={cx(
                    button({ variant: 'subtle', size: 'sm' }),
                    css({ borderRadius: 'full', gap: '1.5' }),
                  )}
                  aria-label={t('search.filters.clear', { label: chipLabel(chip) })}
                  onClick={() => clear(chip)}
                >
                  <bdi>{chipLabel(chip)}</bdi>
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={button({ variant: 'ghost', size: 'sm' })}
            onClick={() => {
              setMin('');
              setMax('');
              onChange(NO_FILTERS);
            }}
            data-testid="filter-clear-all"
          >
            {t('search.filters.clearAll')}
          </button>
        </div>
      )}
    </section>
  );
}
