/**
 * Store lookups and store lists: a store by id or slug, and the ordered, paginated lists of
 * `stores/get-stores`, `stores/popular`, `stores/latest`, `stores/top-rated` and `stores/search`.
 * Store lists are small (the stores of a module in the customer's zones), so they are ordered
 * in memory: the order can then use `open` (from the schedules on the injected clock) and the
 * distance from the customer.
 */
import type { IdOrSlug } from '@storefront/core/schemas/catalogue';
import type { ReferenceData } from '../cache/reference.js';
import { fail } from '../http/errors.js';
import type { CatalogueScope } from './scope.js';
import {
  storeDistance,
  storeIsOpen,
  storeRatings,
  type ScheduleRow,
  type StoreRow,
} from './format-store.js';
import { formatStores } from './lookups.js';
import type { PageRequest } from './queries.js';

/** The store of this id or slug in the reference data (active or not), if any. */
export function storeByRef(
  ref: Pick<ReferenceData, 'stores' | 'storeBySlug'>,
  key: IdOrSlug,
): StoreRow | undefined {
  return 'id' in key ? ref.stores.get(key.id) : ref.storeBySlug.get(key.slug);
}

/** An active store by id or slug (of the request's module when `inModule`), or 404. */
export function findStore(
  scope: CatalogueScope,
  ref: IdOrSlug,
  options: { inModule: boolean },
): StoreRow {
  const row = storeByRef(scope.ref, ref);
  const visible =
    row?.status && (!options.inModule || !scope.module || row.moduleId === scope.module.id);
  if (!row || !visible) fail(404, 'store', 'Store not found');
  return row;
}

/** Active stores of the request's module and zones (the SQL of `visibleStoreConditions`). */
export function isVisibleStore(scope: CatalogueScope, row: StoreRow): boolean {
  if (!row.status) return false;
  if (scope.module && row.moduleId !== scope.module.id) return false;
  if (scope.zoneIds === null || scope.module?.allZoneService) return true;
  return scope.zoneIds.includes(row.zoneId);
}

/** The name (or its translation in the request's language) contains `text`, ignoring case. */
export function storeNameMatches(scope: CatalogueScope, row: StoreRow, text: string): boolean {
  const wanted = text.toLocaleLowerCase();
  const translatedName = row.translations[scope.locale]?.name ?? '';
  return (
    row.name.toLocaleLowerCase().includes(wanted) ||
    translatedName.toLocaleLowerCase().includes(wanted)
  );
}

export type StoreOrder = 'nearest' | 'distance' | 'newest' | 'popular' | 'top_rated';

interface Ranked {
  row: StoreRow;
  open: boolean;
  distance: number | null;
  avg: number;
  count: number;
}

const compareBy: Record<StoreOrder, (a: Ranked, b: Ranked) => number> = {
  /** Open stores first, then the nearest (unknown distance last). */
  nearest: (a, b) =>
    Number(b.open) - Number(a.open) ||
    (a.distance ?? Number.POSITIVE_INFINITY) - (b.distance ?? Number.POSITIVE_INFINITY),
  /** The nearest first, open or not (unknown distance last): `stores/top-offer-near-me`. */
  distance: (a, b) =>
    (a.distance ?? Number.POSITIVE_INFINITY) - (b.distance ?? Number.POSITIVE_INFINITY),
  newest: (a, b) => new Date(b.row.createdAt).getTime() - new Date(a.row.createdAt).getTime(),
  popular: (a, b) => b.row.orderCount - a.row.orderCount,
  top_rated: (a, b) => b.avg - a.avg || b.count - a.count,
};

/**
 * One page of the visible stores that `keep`, in `order` (ties by id), formatted, from the
 * reference data. `ratedOnly` keeps stores with at least one rating.
 */
export function pageOfStores(
  scope: CatalogueScope,
  keep: (row: StoreRow) => boolean,
  order: StoreOrder,
  page: PageRequest,
  options: { ratedOnly?: boolean } = {},
) {
  const rows = [...scope.ref.stores.values()].filter(
    (row) => isVisibleStore(scope, row) && keep(row),
  );
  const schedules = scope.ref.schedules;
  const ranked: Ranked[] = rows
    .map((row) => {
      const ratings = storeRatings(row.rating);
      return {
        row,
        open: storeIsOpen(row, schedules.get(row.id) ?? ([] as ScheduleRow[]), scope.now),
        distance: storeDistance(row, scope.origin),
        avg: ratings.avg_rating,
        count: ratings.rating_count,
      };
    })
    .filter((r) => !options.ratedOnly || r.count > 0)
    .sort((a, b) => compareBy[order](a, b) || a.row.id - b.row.id);
  const skip = (page.offset - 1) * page.limit;
  const slice = ranked.slice(skip, skip + page.limit).map((r) => r.row);
  return {
    total_size: ranked.length,
    limit: page.limit,
    offset: page.offset,
    stores: formatStores(scope, slice),
  };
}
