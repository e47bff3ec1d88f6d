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
import {
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button, input } from '../../../styled-system/recipes';
import { useMediaQuery } from '../../lib/useMediaQuery.js';
import { CountBadge } from '../../ui/CountBadge.js';
import { Drawer } from '../../ui/Drawer.js';
import { Icon, type IconProps } from '../../ui/icons.js';
import { useMoney } from '../catalogue/format.js';
import { PriceField } from './PriceField.js';

const toggle = (active: boolean) =>
  cx(
    button({ variant: active ? 'solid' : 'outline', size: 'sm' }),
    css({ borderRadius: 'full', flexShrink: 0 }),
  );
const select = cx(input(), css({ h: '9', w: 'auto', py: '0', fontSize: 'sm', pe: '8' }));
const groupLabel = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted' });

/** Three lines shortening downwards: a funnel of filters. */
const FilterIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </Icon>
);

/**
 * The filters and sort of an item list (search results, a store's items): veg / non-veg where
 * the business allows it, currently available, discounted, a price range, a minimum rating and
 * the sort; the applied ones are listed as chips, each removable, with Clear all. The state is
 * the caller's (the page's URL query, core search-filters). On phones (below md) the controls
 * fold into a Filters button with the applied count, opening a drawer; the chips stay in view.
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
  const wide = useMediaQuery('(min-width: 768px)');
  const [sheetOpen, setSheetOpen] = useState(false);
  // The filters last asked for. The page's update (its URL query, a transition) can still be
  // rendering when the next change comes (a sort, then a price and Show results at once), so a
  // change builds on what was asked, not on the props' older value, and none is lost.
  const asked = useRef(filters);
  useEffect(() => {
    asked.current = filters;
  }, [filters]);
  const change = (update: (current: ItemFilters) => ItemFilters) => {
    const next = update(asked.current);
    asked.current = next;
    onChange(next);
  };

  const toggleType = (event: MouseEvent<HTMLButtonElement>) => {
    const type = event.currentTarget.value as ItemFilters['type'];
    change((current) => ({ ...current, type: current.type === type ? 'all' : type }));
  };

  const withPrice = (current: ItemFilters): ItemFilters => ({
    ...current,
    minPrice: parsePriceInput(min),
    maxPrice: parsePriceInput(max),
  });
  const applyPrice = (event: FormEvent) => {
    event.preventDefault();
    change(withPrice);
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
    change((current) => clearChip(current, chip.key));
  };
  const clearAll = () => {
    setMin('');
    setMax('');
    change(() => NO_FILTERS);
  };

  const sheet = !wide;
  const row = sheet
    ? css({ display: 'flex', flexDirection: 'column', gap: '5', alignItems: 'stretch' })
    : css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' });
  const field = sheet
    ? css({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: '2' })
    : css({ display: 'flex', alignItems: 'center', gap: '2' });
  const selectClass = sheet ? cx(select, css({ w: 'full', h: '11' })) : select;
  const group = (label: string, children: ReactNode) =>
    sheet ? (
      <div role="group" aria-label={label} className={field}>
        <span className={groupLabel} aria-hidden="true">
          {label}
        </span>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>{children}</div>
      </div>
    ) : (
      children
    );

  const controls = (
    <div className={row}>
      <label className={field}>
        <span className={groupLabel}>{t('search.sort.label')}</span>
        <select
          className={selectClass}
          value={filters.sort}
          onChange={(e) => change((current) => ({ ...current, sort: e.target.value as ItemSort }))}
          data-testid="filter-sort"
        >
          {ITEM_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`search.sort.${sort}`)}
            </option>
          ))}
        </select>
      </label>
      {vegAllowed &&
        (sheet ? (
          group(
            t('search.filters.type'),
            (['veg', 'non_veg'] as const).map((type) => (
              <button
                key={type}
                type="button"
                className={toggle(filters.type === type)}
                aria-pressed={filters.type === type}
                value={type}
                onClick={toggleType}
              >
                {t(`search.filters.type.${type}`)}
              </button>
            )),
          )
        ) : (
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
                value={type}
                onClick={toggleType}
              >
                {t(`search.filters.type.${type}`)}
              </button>
            ))}
          </div>
        ))}
      {group(
        t('search.filters.title'),
        <>
          <button
            type="button"
            className={toggle(filters.available)}
            aria-pressed={filters.available}
            onClick={() => change((current) => ({ ...current, available: !current.available }))}
            data-testid="filter-available"
          >
            {t('search.filters.available')}
          </button>
          <button
            type="button"
            className={toggle(filters.discounted)}
            aria-pressed={filters.discounted}
            onClick={() => change((current) => ({ ...current, discounted: !current.discounted }))}
            data-testid="filter-discounted"
          >
            {t('search.filters.discounted')}
          </button>
        </>,
      )}
      <label className={field}>
        <span className={groupLabel}>{t('search.filters.rating')}</span>
        <select
          className={selectClass}
          value={filters.rating ?? ''}
          onChange={(e) => {
            const rating = e.target.value === '' ? null : Number(e.target.value);
            change((current) => ({ ...current, rating }));
          }}
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
      <form onSubmit={applyPrice} aria-label={t('search.filters.price')} className={field}>
        <span className={groupLabel}>{t('search.filters.price')}</span>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '1.5' })}>
          <PriceField
            label={t('search.filters.minPrice')}
            value={min}
            onChange={setMin}
            sheet={sheet}
            testId="filter-min-price"
          />
          <PriceField
            label={t('search.filters.maxPrice')}
            value={max}
            onChange={setMax}
            sheet={sheet}
            testId="filter-max-price"
          />
          <button
            type="submit"
            className={button({ variant: 'outline', size: sheet ? 'md' : 'sm' })}
            data-testid="filter-apply-price"
          >
            {t('search.filters.applyPrice')}
          </button>
        </div>
      </form>
    </div>
  );

  return (
    <section
      aria-label={t('search.filters.title')}
      className={
        sheet
          ? // One row on phones: the Filters button, then the chips, scrolling sideways.
            css({
              display: 'flex',
              gap: '2',
              alignItems: 'center',
              minW: 0,
              overflowX: 'auto',
              scrollbarWidth: 'none',
              p: '0.5',
            })
          : css({ display: 'flex', flexDirection: 'column', gap: '3', minW: 0 })
      }
      data-testid={testId}
    >
      {sheet ? (
        <>
          <button
            type="button"
            className={cx(
              button({ variant: 'outline', size: 'sm' }),
              css({ flexShrink: 0, borderRadius: 'full', gap: '2' }),
            )}
            aria-haspopup="dialog"
            onClick={() => setSheetOpen(true)}
            data-testid="filter-open"
          >
            <FilterIcon />
            {t('search.filters.title')}
            {chips.length > 0 && (
              <>
                <CountBadge corner={false} testId="filter-count">
                  {chips.length}
                </CountBadge>
                <span className={css({ srOnly: true })}>
                  {t('search.filters.appliedCount', { count: chips.length })}
                </span>
              </>
            )}
          </button>
          <Drawer
            open={sheetOpen}
            onOpenChange={setSheetOpen}
            title={t('search.filters.open')}
            maxWidth="24rem"
            testId="filter-drawer"
            footer={
              <div
                className={css({
                  p: '4',
                  borderTopWidth: '1px',
                  borderColor: 'border.default',
                  display: 'flex',
                  gap: '3',
                })}
              >
                {chips.length > 0 && (
                  <button
                    type="button"
                    className={button({ variant: 'outline', size: 'lg' })}
                    onClick={clearAll}
                  >
                    {t('search.filters.clearAll')}
                  </button>
                )}
                <button
                  type="button"
                  className={cx(button({ size: 'lg' }), css({ flex: '1' }))}
                  onClick={() => {
                    const current = asked.current;
                    const next = withPrice(current);
                    if (next.minPrice !== current.minPrice || next.maxPrice !== current.maxPrice) {
                      change(() => next);
                    }
                    setSheetOpen(false);
                  }}
                  data-testid="filter-show"
                >
                  {t('search.filters.show')}
                </button>
              </div>
            }
          >
            {controls}
          </Drawer>
        </>
      ) : (
        controls
      )}
      {chips.length > 0 && (
        <div
          className={css({
            display: 'flex',
            flexWrap: sheet ? 'nowrap' : 'wrap',
            flexShrink: 0,
            gap: '2',
            alignItems: 'center',
          })}
        >
          <span className={sheet ? css({ srOnly: true }) : groupLabel}>
            {t('search.filters.applied')}
          </span>
          <ul
            className={css({
              display: 'flex',
              flexWrap: sheet ? 'nowrap' : 'wrap',
              gap: '2',
              listStyle: 'none',
            })}
            data-testid="filter-chips"
          >
            {chips.map((chip) => (
              <li key={chip.key} className={css({ flexShrink: 0 })}>
                <button
                  type="button"
                  className={cx(
                    button({ variant: 'subtle', size: 'sm' }),
                    css({ borderRadius: 'full', gap: '1.5', whiteSpace: 'nowrap' }),
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
            className={cx(
              button({ variant: 'ghost', size: 'sm' }),
              css({ flexShrink: 0, whiteSpace: 'nowrap' }),
            )}
            onClick={clearAll}
            data-testid="filter-clear-all"
          >
            {t('search.filters.clearAll')}
          </button>
        </div>
      )}
    </section>
  );
}
