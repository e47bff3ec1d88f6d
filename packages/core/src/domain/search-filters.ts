/**
 * The filters and sort of item lists (issue 15: search results and a store's items), as pure
 * functions over one state:
 *
 * - veg / non-veg (only where the business's `toggle_veg_non_veg` is on; otherwise `all`),
 *   currently available, discounted, a price range, a minimum rating, and one sort (A to Z,
 *   Z to A, price low to high, price high to low, rating);
 * - the state lives in the page's URL query (`type`, `available`, `discounted`, `min_price`,
 *   `max_price`, `rating`, `sort`) so a filtered list can be shared and the back button works;
 *   defaults are left out of the URL, and unreadable values read as the default;
 * - applied filters are listed as chips, each cleared alone, or all at once;
 * - the server's query: `type`, `filter` (a list of `discounted`, `available` and at most one
 *   order: `a_to_z`, `z_to_a`, `low`, `high`, `top_rated`), `min_price`, `max_price`,
 *   `rating_count`.
 */

export const FILTER_ITEM_TYPES = ['all', 'veg', 'non_veg'] as const;
export type FilterItemType = (typeof FILTER_ITEM_TYPES)[number];

export const ITEM_SORTS = [
  'default',
  'a_to_z',
  'z_to_a',
  'price_low',
  'price_high',
  'rating',
] as const;
export type ItemSort = (typeof ITEM_SORTS)[number];

/** The minimum ratings offered (stars and up). */
export const RATING_STEPS = [4, 3, 2, 1] as const;

/** The largest price a range accepts (the server's bound). */
export const MAX_FILTER_PRICE = 1_000_000_000;

export interface ItemFilters {
  type: FilterItemType;
  available: boolean;
  discounted: boolean;
  minPrice: number | null;
  maxPrice: number | null;
  /** Minimum average rating, 1 to 5. */
  rating: number | null;
  sort: ItemSort;
}

export const NO_FILTERS: ItemFilters = {
  type: 'all',
  available: false,
  discounted: false,
  minPrice: null,
  maxPrice: null,
  rating: null,
  sort: 'default',
};

/** The URL query names this module owns (other names of the page's query are kept). */
export const FILTER_PARAMS = [
  'type',
  'available',
  'discounted',
  'min_price',
  'max_price',
  'rating',
  'sort',
] as const;

/** What this module needs of a URL query (`URLSearchParams` has it). */
export interface QueryParams {
  get(name: string): string | null;
  set(name: string, value: string): void;
  delete(name: string): void;
}

function priceOf(text: string | null): number | null {
  if (text == null || !/^\s*\d+(\.\d+)?\s*$/.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) && n <= MAX_FILTER_PRICE ? n : null;
}

const flagOf = (text: string | null): boolean => text === '1' || text === 'true';

/**
 * The same filters in their one canonical form: veg / non-veg dropped when not allowed, a
 * reversed price range put in order, ratings kept to whole stars 1 to 5.
 */
export function normalizeFilters(filters: ItemFilters, vegAllowed: boolean): ItemFilters {
  let { minPrice, maxPrice } = filters;
  if (minPrice != null && maxPrice != null && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  const rating =
    filters.rating != null && Number.isInteger(filters.rating) && filters.rating >= 1
      ? Math.min(5, filters.rating)
      : null;
  return {
    type: vegAllowed ? filters.type : 'all',
    available: filters.available,
    discounted: filters.discounted,
    minPrice,
    maxPrice,
    rating,
    sort: filters.sort,
  };
}

/** The filters a URL query asks for (unreadable values are the defaults). */
export function readFilters(params: Pick<QueryParams, 'get'>, vegAllowed: boolean): ItemFilters {
  const type = params.get('type');
  const sort = params.get('sort');
  const rating = params.get('rating');
  return normalizeFilters(
    {
      type: (FILTER_ITEM_TYPES as readonly (string | null)[]).includes(type)
        ? (type as FilterItemType)
        : 'all',
      available: flagOf(params.get('available')),
      discounted: flagOf(params.get('discounted')),
      minPrice: priceOf(params.get('min_price')),
      maxPrice: priceOf(params.get('max_price')),
      rating: rating != null && /^[1-5]$/.test(rating) ? Number(rating) : null,
      sort: (ITEM_SORTS as readonly (string | null)[]).includes(sort)
        ? (sort as ItemSort)
        : 'default',
    },
    vegAllowed,
  );
}

/**
 * Writes the filters into `next` (a copy of the page's query; defaults removed, the page's
 * other query names kept) and returns it.
 */
export function writeFilters<P extends QueryParams>(next: P, filters: ItemFilters): P {
  for (const name of FILTER_PARAMS) next.delete(name);
  if (filters.type !== 'all') next.set('type', filters.type);
  if (filters.available) next.set('available', '1');
  if (filters.discounted) next.set('discounted', '1');
  if (filters.minPrice != null) next.set('min_price', String(filters.minPrice));
  if (filters.maxPrice != null) next.set('max_price', String(filters.maxPrice));
  if (filters.rating != null) next.set('rating', String(filters.rating));
  if (filters.sort !== 'default') next.set('sort', filters.sort);
  return next;
}

export type FilterChip =
  | { key: 'type'; type: Exclude<FilterItemType, 'all'> }
  | { key: 'available' }
  | { key: 'discounted' }
  | { key: 'price'; min: number | null; max: number | null }
  | { key: 'rating'; rating: number }
  | { key: 'sort'; sort: Exclude<ItemSort, 'default'> };

export type FilterChipKey = FilterChip['key'];

/** The applied filters and sort, as chips in a fixed order. */
export function filterChips(filters: ItemFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.type !== 'all') chips.push({ key: 'type', type: filters.type });
  if (filters.available) chips.push({ key: 'available' });
  if (filters.discounted) chips.push({ key: 'discounted' });
  if (filters.minPrice != null || filters.maxPrice != null) {
    chips.push({ key: 'price', min: filters.minPrice, max: filters.maxPrice });
  }
  if (filters.rating != null) chips.push({ key: 'rating', rating: filters.rating });
  if (filters.sort !== 'default') chips.push({ key: 'sort', sort: filters.sort });
  return chips;
}

/** The filters without one chip's filter. */
export function clearChip(filters: ItemFilters, key: FilterChipKey): ItemFilters {
  switch (key) {
    case 'type':
      return { ...filters, type: 'all' };
    case 'available':
      return { ...filters, available: false };
    case 'discounted':
      return { ...filters, discounted: false };
    case 'price':
      return { ...filters, minPrice: null, maxPrice: null };
    case 'rating':
      return { ...filters, rating: null };
    case 'sort':
      return { ...filters, sort: 'default' };
  }
}

/** Whether any filter or a sort is applied. */
export function hasFilters(filters: ItemFilters): boolean {
  return filterChips(filters).length > 0;
}

/** The server's `filter` value of each sort (`default`: the list's own order). */
const SORT_FILTER: Record<ItemSort, string | null> = {
  default: null,
  a_to_z: 'a_to_z',
  z_to_a: 'z_to_a',
  price_low: 'low',
  price_high: 'high',
  rating: 'top_rated',
};

export interface ItemFilterQuery {
  type?: Exclude<FilterItemType, 'all'>;
  /** Comma-separated `filter` values. */
  filter?: string;
  min_price?: number;
  max_price?: number;
  rating_count?: number;
}

/** The server query of the filters (items/search and items/latest); defaults left out. */
export function filterQuery(filters: ItemFilters): ItemFilterQuery {
  const list = [
    filters.discounted ? 'discounted' : null,
    filters.available ? 'available' : null,
    SORT_FILTER[filters.sort],
  ].filter((f): f is string => f != null);
  return {
    ...(filters.type !== 'all' ? { type: filters.type } : {}),
    ...(list.length > 0 ? { filter: list.join(',') } : {}),
    ...(filters.minPrice != null ? { min_price: filters.minPrice } : {}),
    ...(filters.maxPrice != null ? { max_price: filters.maxPrice } : {}),
    ...(filters.rating != null ? { rating_count: filters.rating } : {}),
  };
}

/** A price typed in a range field: a non-negative number within bounds, else null. */
export function parsePriceInput(text: string): number | null {
  return priceOf(text.trim() === '' ? null : text.trim());
}
