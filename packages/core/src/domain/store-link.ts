/**
 * The store a store page's address names (`/store/{slug or id}?id=&module_type=…`, as the v1
 * web client shares it), read the same way by the web app's page, its prefetch before the first
 * render and the server that preloads the store's cover in the page's HTML.
 */
import { readIdOrSlug } from '../schemas/catalogue.js';

/** The store lists under /store/ (`/store/latest`, `/store/popular`), not a store's page. */
export const STORE_LIST_PAGES: ReadonlySet<string> = new Set(['latest', 'popular']);

/** A store page's target: the store's id or slug, and whether the link is a rental provider's. */
export interface StorePageTarget {
  idOrSlug: string;
  /** `module_type=rental`: the provider's own page shows it instead. */
  rental: boolean;
}

/**
 * The store of the page at `/store/{pathKey}` (the path's segment, decoded) with this query: the
 * query's `id` when it is a positive id, else the path's slug or id. Null for the store lists.
 */
export function storePageTarget(
  pathKey: string,
  query: { get(name: string): string | null },
): StorePageTarget | null {
  if (pathKey === '' || STORE_LIST_PAGES.has(pathKey)) return null;
  const queryRef = readIdOrSlug(query.get('id') ?? '');
  return {
    idOrSlug: queryRef != null && 'id' in queryRef ? String(queryRef.id) : pathKey,
    rental: query.get('module_type') === 'rental',
  };
}
