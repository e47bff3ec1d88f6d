/**
 * Store lookups and store lists: a store by id or slug, and the ordered, paginated lists of
 * `stores/get-stores`, `stores/popular`, `stores/latest`, `stores/top-rated` and `stores/search`.
 * Store lists are small (the stores of a module in the customer's zones), so they are ordered
 * in memory: the order can then use `open` (from the schedules on the injected clock) and the
 * distance from the customer.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { IdOrSlug } from '@storefront/core/schemas/catalogue';
import { stores } from '../db/schema.js';
import { fail } from '../http/errors.js';
import type { CatalogueScope } from './scope.js';
import {
  storeDistance,
  storeIsOpen,
  storeRatings,
  type ScheduleRow,
  type StoreRow,
} from './format-store.js';
import { formatStores, schedulesByStore } from './lookups.js';
import { visibleStoreConditions, type PageRequest } from './queries.js';

export function idOrSlugCondition(
  column: { id: typeof stores.id; slug: typeof stores.slug },
  ref: IdOrSlug,
): SQL {
  return 'id' in ref ? eq(column.id, ref.id) : eq(column.slug, ref.slug);
}

/** An active store by id or slug (of the request's module when `inModule`), or 404. */
export async function findStore(
  scope: CatalogueScope,
  ref: IdOrSlug,
  options: { inModule: boolean },
): Promise<StoreRow> {
  const [row] = await scope.db
    .select()
    .from(stores)
    .where(
      and(
        idOrSlugCondition(stores, ref),
        eq(stores.status, true),
        options.inModule && scope.module ? eq(stores.moduleId, scope.module.id) : undefined,
      ),
    )
    .limit(1);
  if (!row) fail(404, 'store', 'Store not found');
  return row;
}

export type StoreOrder = 'nearest' | 'newest' | 'popular' | 'top_rated';

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
  newest: (a, b) => new Date(b.row.createdAt).getTime() - new Date(a.row.createdAt).getTime(),
  popular: (a, b) => b.row.orderCount - a.row.orderCount,
  top_rated: (a, b) => b.avg - a.avg || b.count - a.count,
};

/**
 * One page of the visible stores matching `conditions`, in `order` (ties by id), formatted.
 * `ratedOnly` keeps stores with at least one rating.
 */
export async function pageOfStores(
  scope: CatalogueScope,
  conditions: (SQL | undefined)[],
  order: StoreOrder,
  page: PageRequest,
  options: { ratedOnly?: boolean } = {},
) {
  const rows = await scope.db
    .select()
    .from(stores)
    .where(and(...visibleStoreConditions(scope), ...conditions));
  const schedules = await schedulesByStore(
    scope,
    rows.map((r) => r.id),
  );
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
    stores: await formatStores(scope, slice, { schedules }),
  };
}
