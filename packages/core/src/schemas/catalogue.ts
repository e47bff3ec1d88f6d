/**
 * Query and path schemas of the catalogue (reference §1.3, §4.5, §4.6, §4.12): categories,
 * items, stores, banners and campaigns. The server validates requests with them; clients may
 * check their own queries with them.
 *
 * Query values arrive as strings (numbers are accepted too). An empty or blank value counts as
 * absent. Messages follow Laravel's wording, as the v1 API's validation errors do ("The limit
 * must be an integer."); a failure is answered with 403 and `code` = the field (reference §3).
 *
 * Pagination: `limit` is the page size (at most 50; larger values are capped) and `offset` the
 * 1-based page number (reference §0).
 */
import * as v from 'valibot';
import { attributeName as attribute, requiredMessage } from './validate.js';

export const MAX_PAGE_LIMIT = 50;
export const DEFAULT_PAGE_LIMIT = 10;
/** `stores/get-stores` pages hold 50 stores by default (reference §4.6). */
export const DEFAULT_STORE_PAGE_LIMIT = 50;
export const MAX_SEARCH_LENGTH = 255;
export const MAX_PRICE = 1_000_000_000;

export const ITEM_TYPES = ['all', 'veg', 'non_veg'] as const;
export const STORE_TYPES = ['all', 'newly_joined', 'popular', 'top_rated'] as const;
export const STORE_FILTERS = ['all', 'delivery', 'take_away'] as const;
/**
 * `items/search` and `items/latest` filters: `discounted` and `available` (available now, by
 * the items' time window) keep items; the others set the order (`a_to_z` and `z_to_a` by the
 * name shown in the request's language).
 */
export const SEARCH_FILTERS = [
  'top_rated',
  'popular',
  'discounted',
  'high',
  'low',
  'a_to_z',
  'z_to_a',
  'available',
] as const;
export const RECOMMENDED_FILTERS = ['all', 'new_arrival', 'top_rated', 'best_selling'] as const;

export type ItemType = (typeof ITEM_TYPES)[number];
export type StoreType = (typeof STORE_TYPES)[number];
export type StoreFilter = (typeof STORE_FILTERS)[number];
export type SearchFilter = (typeof SEARCH_FILTERS)[number];
export type RecommendedFilter = (typeof RECOMMENDED_FILTERS)[number];

const QUERY_MESSAGE = 'The query must be an object.';

/** A query value as text: strings are trimmed, numbers written out; blank is absent. */
function queryText(value: unknown): string | undefined | null {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  return null;
}

/**
 * A query field: the text (or undefined when absent or blank) is checked by `parse`, which
 * returns the value or an error message. Absent gives `fallback`, or the required message.
 */
/** The texts a v1 client sends for a filter it has not set. */
const UNSET = new Set(['undefined', 'null']);

export function field<T>(
  name: string,
  parse: (text: string) => { value: T } | { error: string },
  options: { required: true } | { fallback: T },
) {
  const invalid = `The ${attribute(name)} is invalid.`;
  return v.optional(
    v.pipe(
      v.unknown(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const text = queryText(dataset.value);
        if (text === null) {
          addIssue({ message: invalid });
          return NEVER;
        }
        // v1 clients send an unset optional filter as the text `undefined` or `null` (the
        // incumbent web client's `store_type=undefined`): that is the filter left out.
        const unset = text === undefined || ('fallback' in options && UNSET.has(text));
        if (unset) {
          if ('fallback' in options) return options.fallback;
          addIssue({ message: requiredMessage(name) });
          return NEVER;
        }
        const result = parse(text);
        if ('error' in result) {
          addIssue({ message: result.error });
          return NEVER;
        }
        return result.value;
      }),
    ),
    '',
  );
}

const INTEGER = /^\d{1,9}$/;

/** A whole number of at least `min` (and at most `max` when given). */
export function integer(
  name: string,
  min: number,
  options: { fallback: number } | { required: true },
) {
  return field<number>(
    name,
    (text) => {
      if (!INTEGER.test(text)) return { error: `The ${attribute(name)} must be an integer.` };
      const n = Number(text);
      if (n < min) return { error: `The ${attribute(name)} must be at least ${min}.` };
      return { value: n };
    },
    options,
  );
}

/** The page size: 1 or more (default `fallback`), capped at 50. */
export function pageLimit(fallback = DEFAULT_PAGE_LIMIT) {
  return v.pipe(
    integer('limit', 1, { fallback }),
    v.transform((n) => Math.min(n, MAX_PAGE_LIMIT)),
  );
}

/** The 1-based page number (default 1). */
export const pageOffset = integer('offset', 1, { fallback: 1 });

/** One of `values` (default `fallback`). */
export function oneOf<const T extends readonly string[]>(
  name: string,
  values: T,
  fallback: T[number],
) {
  return field<T[number]>(
    name,
    (text) =>
      (values as readonly string[]).includes(text)
        ? { value: text as T[number] }
        : { error: `The selected ${attribute(name)} is invalid.` },
    { fallback },
  );
}

/** A yes/no flag: 1, 0, true or false (default false). */
export function flag(name: string) {
  return field<boolean>(
    name,
    (text) => {
      const lower = text.toLowerCase();
      if (lower === '1' || lower === 'true') return { value: true };
      if (lower === '0' || lower === 'false') return { value: false };
      return { error: `The ${attribute(name)} field must be true or false.` };
    },
    { fallback: false },
  );
}

/** A store or item reference: a positive id, or a slug. */
export type IdOrSlug = { id: number } | { slug: string };

const SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/i;

function parseIdOrSlug(name: string, text: string): { value: IdOrSlug } | { error: string } {
  if (INTEGER.test(text) && Number(text) >= 1) return { value: { id: Number(text) } };
  if (text.length <= 200 && SLUG.test(text)) return { value: { slug: text.toLowerCase() } };
  return { error: `The ${attribute(name)} must be an id or a slug.` };
}

/** `text` as a store's or an item's id or slug, or null when it is neither. */
export function readIdOrSlug(text: string): IdOrSlug | null {
  const parsed = parseIdOrSlug('id', text);
  return 'value' in parsed ? parsed.value : null;
}

/** A required id or slug. */
export function idOrSlug(name: string) {
  return field<IdOrSlug>(name, (text) => parseIdOrSlug(name, text), { required: true });
}

/** An optional id or slug (null when absent). */
function optionalIdOrSlug(name: string) {
  return field<IdOrSlug | null>(name, (text) => parseIdOrSlug(name, text), { fallback: null });
}

/** A single positive id, or null when absent. */
export function optionalId(name: string) {
  return field<number | null>(
    name,
    (text) =>
      INTEGER.test(text) && Number(text) >= 1
        ? { value: Number(text) }
        : { error: `The ${attribute(name)} must be a positive integer.` },
    { fallback: null },
  );
}

/**
 * Category ids: `0` (all), a comma-separated list (`3,7`) or a JSON array (`[3,7]`); the empty
 * list means all categories.
 */
export function categoryList(name: string) {
  const error = `The ${attribute(name)} must be 0 or a list of category ids.`;
  return field<number[]>(
    name,
    (text) => {
      const inner = /^\[.*\]$/s.test(text) ? text.slice(1, -1) : text;
      const parts = inner
        .split(',')
        .map((p) => p.trim().replace(/^"(.*)"$/, '$1'))
        .filter((p) => p !== '');
      if (parts.length > 50 || !parts.every((p) => INTEGER.test(p))) return { error };
      const ids = [...new Set(parts.map(Number))].filter((id) => id !== 0);
      return { value: ids };
    },
    { fallback: [] },
  );
}

/** A price bound: a number from 0 to 1e9, or null when absent. */
export function price(name: string) {
  return field<number | null>(
    name,
    (text) => {
      const n = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isFinite(n)) return { error: `The ${attribute(name)} must be a number.` };
      if (n > MAX_PRICE) {
        return { error: `The ${attribute(name)} must be between 0 and ${MAX_PRICE}.` };
      }
      return { value: n };
    },
    { fallback: null },
  );
}

/** The search text: required, at most 255 characters. */
export function searchText(name: string) {
  return field<string>(
    name,
    (text) =>
      text.length > MAX_SEARCH_LENGTH
        ? {
            error: `The ${attribute(name)} may not be greater than ${MAX_SEARCH_LENGTH} characters.`,
          }
        : { value: text },
    { required: true },
  );
}

/** Search filters: one, a comma-separated list, or a JSON array (`[top_rated,low]`). */
function searchFilters(name: string) {
  return field<SearchFilter[]>(
    name,
    (text) => {
      const inner = /^\[.*\]$/s.test(text) ? text.slice(1, -1) : text;
      const parts = inner
        .split(',')
        .map((p) => p.trim().replace(/^"(.*)"$/, '$1'))
        .filter((p) => p !== '');
      if (!parts.every((p) => (SEARCH_FILTERS as readonly string[]).includes(p))) {
        return { error: `The selected ${attribute(name)} is invalid.` };
      }
      return { value: [...new Set(parts)] as SearchFilter[] };
    },
    { fallback: [] },
  );
}

/** A minimum average rating, 0 to 5. */
function ratingBound(name: string) {
  return field<number | null>(
    name,
    (text) => {
      const n = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isFinite(n) || n > 5) {
        return { error: `The ${attribute(name)} must be a number between 0 and 5.` };
      }
      return { value: n };
    },
    { fallback: null },
  );
}

const itemType = oneOf('type', ITEM_TYPES, 'all');

// ---------------------------------------------------------------- path parameters

/** A numeric path id (`categories/childes/{id}`, `items/reviews/{id}`...). */
export const idParam = v.object(
  { id: integer('id', 1, { required: true }) },
  'The parameters must be an object.',
);

/** An id or slug path parameter (`items/details/{id}`, `stores/details/{id}`). */
export const idOrSlugParam = v.object({ id: idOrSlug('id') }, 'The parameters must be an object.');

/** `stores/get-stores/{filter_data}`: all, delivery or take_away. */
export const storeFilterParam = v.object(
  {
    filter_data: field<StoreFilter>(
      'filter_data',
      (text) =>
        (STORE_FILTERS as readonly string[]).includes(text)
          ? { value: text as StoreFilter }
          : { error: 'The selected filter data is invalid.' },
      { required: true },
    ),
  },
  'The parameters must be an object.',
);

// ---------------------------------------------------------------- queries

/** `categories`: `featured=1` keeps the featured ones. */
export const categoriesQuery = v.object({ featured: flag('featured') }, QUERY_MESSAGE);

/** A page of a list, with the veg / non-veg filter. */
export const itemPageQuery = v.object(
  { limit: pageLimit(), offset: pageOffset, type: itemType },
  QUERY_MESSAGE,
);

/**
 * `categories/items/list` and `categories/stores/list`: the items (or stores) of several
 * categories, `category_ids` a JSON array (`[19,20]`, as v1 clients send it) or ids separated by
 * commas.
 */
export const categoriesListQuery = v.object(
  {
    category_ids: categoryList('category_ids'),
    limit: pageLimit(),
    offset: pageOffset,
    type: itemType,
  },
  QUERY_MESSAGE,
);

/**
 * `items/latest`: a store's items, optionally in some categories and a price range; with the
 * search's `filter` and `rating_count` too (the store page's filters, issue 15).
 */
export const latestItemsQuery = v.object(
  {
    store_id: idOrSlug('store_id'),
    category_id: categoryList('category_id'),
    limit: pageLimit(),
    offset: pageOffset,
    type: itemType,
    min_price: price('min_price'),
    max_price: price('max_price'),
    filter: searchFilters('filter'),
    rating_count: ratingBound('rating_count'),
  },
  QUERY_MESSAGE,
);

/** `items/discounted`: discounted items, optionally in some categories. */
export const discountedItemsQuery = v.object(
  {
    limit: pageLimit(),
    offset: pageOffset,
    type: itemType,
    category_ids: categoryList('category_ids'),
  },
  QUERY_MESSAGE,
);

/** `items/recommended`: recommended items, optionally of one store, in an order. */
export const recommendedItemsQuery = v.object(
  {
    store_id: optionalIdOrSlug('store_id'),
    limit: pageLimit(),
    offset: pageOffset,
    type: itemType,
    filter: oneOf('filter', RECOMMENDED_FILTERS, 'all'),
  },
  QUERY_MESSAGE,
);

/** `items/search`. */
export const itemSearchQuery = v.object(
  {
    name: searchText('name'),
    category_id: categoryList('category_id'),
    category_ids: categoryList('category_ids'),
    store_id: optionalIdOrSlug('store_id'),
    filter: searchFilters('filter'),
    type: itemType,
    min_price: price('min_price'),
    max_price: price('max_price'),
    rating_count: ratingBound('rating_count'),
    limit: pageLimit(),
    offset: pageOffset,
  },
  QUERY_MESSAGE,
);

/** `items/details/{id}`: `campaign=1` looks the id up among campaign items. */
export const itemDetailsQuery = v.object({ campaign: flag('campaign') }, QUERY_MESSAGE);

/** A page without other filters (`items/reviews/{id}`). */
export const pageQuery = v.object({ limit: pageLimit(), offset: pageOffset }, QUERY_MESSAGE);

/** `stores/get-stores/{filter_data}`. */
export const storesQuery = v.object(
  {
    type: itemType,
    store_type: oneOf('store_type', STORE_TYPES, 'all'),
    featured: flag('featured'),
    limit: pageLimit(DEFAULT_STORE_PAGE_LIMIT),
    offset: pageOffset,
  },
  QUERY_MESSAGE,
);

/** `stores/popular`, `stores/latest`, `stores/top-rated`. */
export const storePageQuery = v.object(
  { type: itemType, limit: pageLimit(), offset: pageOffset },
  QUERY_MESSAGE,
);

/** `stores/search`: stores by name, optionally selling in a category. */
export const storeSearchQuery = v.object(
  {
    name: searchText('name'),
    category_id: optionalId('category_id'),
    limit: pageLimit(),
    offset: pageOffset,
  },
  QUERY_MESSAGE,
);

/** `banners`: `featured=1` keeps the featured ones. */
export const bannersQuery = v.object({ featured: flag('featured') }, QUERY_MESSAGE);

export type ItemPageQuery = v.InferOutput<typeof itemPageQuery>;
export type LatestItemsQuery = v.InferOutput<typeof latestItemsQuery>;
export type DiscountedItemsQuery = v.InferOutput<typeof discountedItemsQuery>;
export type RecommendedItemsQuery = v.InferOutput<typeof recommendedItemsQuery>;
export type ItemSearchQuery = v.InferOutput<typeof itemSearchQuery>;
export type StoresQuery = v.InferOutput<typeof storesQuery>;
export type StorePageQuery = v.InferOutput<typeof storePageQuery>;
export type StoreSearchQuery = v.InferOutput<typeof storeSearchQuery>;
export type PageQuery = v.InferOutput<typeof pageQuery>;
