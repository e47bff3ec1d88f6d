/**
 * How long catalogue data stays fresh and cached (react-query), spec §9:
 * - categories: fresh for 5 minutes (staleTime 300000 ms);
 * - featured categories: '60 s (stale 30 s)': fresh for 30 s (staleTime 30000), and kept in
 *   the cache for 60 s once no screen shows them (gcTime 60000);
 * - item details: fresh for 30 s (staleTime 30000);
 * - other lists (not set by the spec): fresh for 60 s, so going back to /home does not flash.
 */
export const CACHE = {
  categoriesStaleMs: 300_000,
  featuredCategoriesStaleMs: 30_000,
  featuredCategoriesGcMs: 60_000,
  itemDetailsStaleMs: 30_000,
  listsStaleMs: 60_000,
} as const;
