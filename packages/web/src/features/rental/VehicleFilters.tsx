import { Slider } from '@ark-ui/react/slider';
import type { RentalType } from '@storefront/core/domain/rental';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button, input } from '../../../styled-system/recipes';
import { useMoney } from '../catalogue/format.js';
import { LoadingRegion, Skeleton } from '../catalogue/Skeleton.js';
import { FUEL_KEYS, TRANSMISSION_KEYS } from './labels.js';
import { useVehicleBrands, useVehicleCategories, type ApiVehicleLabel } from './queries.js';
import {
  EMPTY_FILTERS,
  FUELS,
  SEAT_OPTIONS,
  TRANSMISSIONS,
  priceRangeOfThumbs,
  priceSliderEnds,
  priceThumbs,
  type PriceBounds,
  type VehicleFilters as Filters,
} from './search-query.js';

const groupTitle = css({ fontSize: 'sm', fontWeight: 'bold', mb: '2' });
const optionRow = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2.5',
  py: '1',
  minH: '7',
  fontSize: 'sm',
  cursor: 'pointer',
  '& input': { w: '4', h: '4', accentColor: 'var(--colors-accent-solid)', flexShrink: 0 },
});

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset
      className={css({
        borderTopWidth: '1px',
        borderColor: 'border.default',
        pt: '4',
        minW: 0,
      })}
    >
      <legend className={cx(groupTitle, css({ float: 'inline-start', w: 'full' }))}>{title}</legend>
      <div className={css({ display: 'flex', flexDirection: 'column', clear: 'both' })}>
        {children}
      </div>
    </fieldset>
  );
}

function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

function Checks({
  name,
  options,
  chosen,
  onChange,
  testId,
}: {
  name: string;
  options: { value: number | string; label: string; count?: number }[];
  chosen: readonly (number | string)[];
  onChange: (value: number | string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return options.map((option) => (
    <label key={option.value} className={optionRow} data-testid={`${testId}-option`}>
      <input
        type="checkbox"
        name={name}
        value={String(option.value)}
        checked={chosen.includes(option.value)}
        onChange={() => onChange(option.value)}
      />
      <span className={css({ flex: '1', minW: 0 })}>{option.label}</span>
      {option.count != null && (
        <span
          className={css({ fontSize: 'xs', color: 'fg.subtle' })}
          aria-label={t('rentalPages.vehicles', { count: option.count })}
        >
          {option.count}
        </span>
      )}
    </label>
  ));
}

function Radios<T extends string | number | null>({
  name,
  options,
  chosen,
  onChange,
}: {
  name: string;
  options: { value: T; label: string }[];
  chosen: T;
  onChange: (value: T) => void;
}) {
  return options.map((option) => (
    <label key={String(option.value)} className={optionRow}>
      <input
        type="radio"
        name={name}
        checked={chosen === option.value}
        onChange={() => onChange(option.value)}
      />
      {option.label}
    </label>
  ));
}

/** The rows of a list of choices while it loads (the list's usual length). */
function LoadingRows({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('catalogue.loading.list', { label })}>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className={optionRow}>
          <Skeleton className={css({ w: '4', h: '4', borderRadius: 'sm' })} />
          <Skeleton className={css({ h: '3', w: '50%' })} />
        </div>
      ))}
    </LoadingRegion>
  );
}

const labelOptions = (list: readonly ApiVehicleLabel[] | undefined) =>
  (list ?? []).map((c) => ({ value: c.id, label: c.name, count: c.vehicles_count }));

/**
 * The price range: two amounts, applied together (Enter or Apply). With the answer's bounds
 * (openapi `VehicleSearchPage` `min_price` and `max_price`) it says them, offers them as the
 * fields' placeholders and adds a slider between them, applied when a thumb is let go; a thumb
 * at an end leaves that side open.
 */
function PriceRange({
  filters,
  bounds,
  onChange,
}: {
  filters: Filters;
  bounds: PriceBounds | null;
  onChange: (range: { minPrice: number | null; maxPrice: number | null }) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const id = useId();
  const [min, setMin] = useState(filters.minPrice != null ? String(filters.minPrice) : '');
  const [max, setMax] = useState(filters.maxPrice != null ? String(filters.maxPrice) : '');
  // The fields follow a range set from elsewhere (Clear all, a link).
  const [shown, setShown] = useState([filters.minPrice, filters.maxPrice]);
  if (shown[0] !== filters.minPrice || shown[1] !== filters.maxPrice) {
    setShown([filters.minPrice, filters.maxPrice]);
    setMin(filters.minPrice != null ? String(filters.minPrice) : '');
    setMax(filters.maxPrice != null ? String(filters.maxPrice) : '');
  }
  const ends = bounds ? priceSliderEnds(bounds) : null;
  const read = (text: string) => {
    const n = Number(text);
    return text.trim() === '' || !Number.isFinite(n) || n < 0 ? null : n;
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const low = read(min);
    const high = read(max);
    onChange(
      low != null && high != null && low > high
        ? { minPrice: high, maxPrice: low }
        : { minPrice: low, maxPrice: high },
    );
  };
  // While a thumb moves the fields show where it is; letting it go applies the range.
  const thumbs = ends ? priceThumbs(read(min), read(max), ends) : null;
  const fromThumbs = (value: number[]) => priceRangeOfThumbs(value, ends);
  const field = cx(input(), css({ h: '9', fontSize: 'sm', textAlign: 'start' }));
  const thumb = css({
    w: '5',
    h: '5',
    borderRadius: 'full',
    bg: 'bg.surface',
    borderWidth: '2px',
    borderColor: 'accent.solid',
    boxShadow: 'sm',
    cursor: 'grab',
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  });
  return (
    <form onSubmit={apply} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <p className={css({ fontSize: 'xs', color: 'fg.muted' })} data-testid="filter-price-bounds">
        {bounds
          ? t('rentalPages.filters.priceBounds', { min: money(bounds.min), max: money(bounds.max) })
          : t('rentalPages.filters.priceHint')}
      </p>
      {ends && thumbs && (
        <Slider.Root
          min={ends[0]}
          max={ends[1]}
          step={1}
          value={thumbs}
          minStepsBetweenThumbs={0}
          aria-label={[t('rentalPages.filters.priceMin'), t('rentalPages.filters.priceMax')]}
          getAriaValueText={({ value }) => money(value)}
          onValueChange={({ value }) => {
            const range = fromThumbs(value);
            setMin(range.minPrice != null ? String(range.minPrice) : '');
            setMax(range.maxPrice != null ? String(range.maxPrice) : '');
          }}
          onValueChangeEnd={({ value }) => onChange(fromThumbs(value))}
          className={css({ px: '2.5', py: '1' })}
          data-testid="filter-price-slider"
        >
          <Slider.Control
            className={css({ position: 'relative', display: 'flex', alignItems: 'center', h: '6' })}
          >
            <Slider.Track
              className={css({ flex: '1', h: '1.5', borderRadius: 'full', bg: 'bg.subtle' })}
            >
              <Slider.Range
                className={css({ h: 'full', borderRadius: 'full', bg: 'accent.solid' })}
              />
            </Slider.Track>
            {thumbs.map((_, index) => (
              <Slider.Thumb key={index} index={index} className={thumb}>
                <Slider.HiddenInput />
              </Slider.Thumb>
            ))}
          </Slider.Control>
        </Slider.Root>
      )}
      <div className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '2' })}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <label htmlFor={`${id}-min`} className={css({ fontSize: 'xs', color: 'fg.muted' })}>
            {t('rentalPages.filters.priceMin')}
          </label>
          <input
            id={`${id}-min`}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={min}
            placeholder={bounds ? String(bounds.min) : undefined}
            onChange={(e) => setMin(e.target.value)}
            className={field}
            data-testid="filter-price-min"
          />
        </div>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <label htmlFor={`${id}-max`} className={css({ fontSize: 'xs', color: 'fg.muted' })}>
            {t('rentalPages.filters.priceMax')}
          </label>
          <input
            id={`${id}-max`}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={max}
            placeholder={bounds ? String(bounds.max) : undefined}
            onChange={(e) => setMax(e.target.value)}
            className={field}
            data-testid="filter-price-max"
          />
        </div>
      </div>
      <button
        type="submit"
        className={button({ variant: 'outline', size: 'sm' })}
        data-testid="filter-price-apply"
      >
        {t('rentalPages.filters.apply')}
      </button>
    </form>
  );
}

/**
 * The vehicle search's filters (rental-and-auth §2; issue 11): trip type, category, brand,
 * seats, air conditioning, transmission, fuel and the price range (the price a card shows, per
 * hour or per km; the answer's lowest and highest when the server gives them). Every choice
 * applies at once, the price range when applied. `only` keeps some groups (a provider's page
 * filters by category and brand).
 */
export function VehicleFilters({
  filters,
  onChange,
  bounds = null,
  only,
  idPrefix,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
  bounds?: PriceBounds | null;
  only?: readonly ('category' | 'brand')[];
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const categories = useVehicleCategories();
  const brands = useVehicleBrands();
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  const shows = (group: string) => only == null || (only as readonly string[]).includes(group);
  const name = (group: string) => `${idPrefix}-${group}`;
  return (
    <div
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      data-testid="vehicle-filters"
    >
      {shows('tripType') && (
        <Group title={t('rentalPages.search.tripType')}>
          <Radios<RentalType | null>
            name={name('trip')}
            chosen={filters.tripType}
            onChange={(tripType) => set({ tripType })}
            options={[
              { value: null, label: t('rentalPages.filters.any') },
              { value: 'hourly', label: t('rentalPages.tripType.hourly') },
              { value: 'distance', label: t('rentalPages.tripType.distance') },
            ]}
          />
        </Group>
      )}
      {shows('category') && categories.isPending && (
        <Group title={t('rentalPages.filters.category')}>
          <LoadingRows label={t('rentalPages.filters.category')} />
        </Group>
      )}
      {shows('category') && (categories.data?.length ?? 0) > 0 && (
        <Group title={t('rentalPages.filters.category')}>
          <Checks
            name={name('category')}
            testId="filter-category"
            options={labelOptions(categories.data)}
            chosen={filters.categoryIds}
            onChange={(id) => set({ categoryIds: toggle(filters.categoryIds, id as number) })}
          />
        </Group>
      )}
      {shows('seats') && (
        <Group title={t('rentalPages.spec.seats')}>
          <Radios<number | null>
            name={name('seats')}
            chosen={filters.minSeats}
            onChange={(minSeats) => set({ minSeats })}
            options={[
              { value: null, label: t('rentalPages.filters.any') },
              ...SEAT_OPTIONS.map((n) => ({
                value: n,
                label: t('rentalPages.filters.seatsAtLeast', { count: n }),
              })),
            ]}
          />
        </Group>
      )}
      {shows('ac') && (
        <Group title={t('rentalPages.spec.airCondition')}>
          <Radios<0 | 1 | null>
            name={name('ac')}
            chosen={filters.airCondition}
            onChange={(airCondition) => set({ airCondition })}
            options={[
              { value: null, label: t('rentalPages.filters.any') },
              { value: 1, label: t('rentalPages.spec.ac') },
              { value: 0, label: t('rentalPages.spec.nonAc') },
            ]}
          />
        </Group>
      )}
      {shows('transmission') && (
        <Group title={t('rentalPages.spec.transmission')}>
          <Checks
            name={name('transmission')}
            testId="filter-transmission"
            options={TRANSMISSIONS.map((v) => ({ value: v, label: t(TRANSMISSION_KEYS[v]) }))}
            chosen={filters.transmissions}
            onChange={(v) =>
              set({
                transmissions: toggle(filters.transmissions, v as Filters['transmissions'][0]),
              })
            }
          />
        </Group>
      )}
      {shows('fuel') && (
        <Group title={t('rentalPages.spec.fuel')}>
          <Checks
            name={name('fuel')}
            testId="filter-fuel"
            options={FUELS.map((v) => ({ value: v, label: t(FUEL_KEYS[v]) }))}
            chosen={filters.fuels}
            onChange={(v) => set({ fuels: toggle(filters.fuels, v as Filters['fuels'][0]) })}
          />
        </Group>
      )}
      {shows('price') && (
        <Group title={t('rentalPages.filters.price')}>
          <PriceRange filters={filters} bounds={bounds} onChange={(range) => set(range)} />
        </Group>
      )}
      {shows('brand') && (brands.data?.length ?? 0) > 0 && (
        <Group title={t('rentalPages.filters.brand')}>
          <Checks
            name={name('brand')}
            testId="filter-brand"
            options={labelOptions(brands.data)}
            chosen={filters.brandIds}
            onChange={(id) => set({ brandIds: toggle(filters.brandIds, id as number) })}
          />
        </Group>
      )}
    </div>
  );
}

/** Clears every narrowing filter (the trip type, the name and the order stay). */
export function clearedFilters(filters: Filters): Filters {
  return {
    ...EMPTY_FILTERS,
    tripType: filters.tripType,
    name: filters.name,
    sort: filters.sort,
  };
}
