import type { CatalogItem } from '@storefront/core/domain/item';
import type { BuyNowParams, CartLinePayload } from '@storefront/core/machines/item-config.types';

/**
 * The line a Buy Now (or a campaign's Order Now) hands to `/checkout?page=buy_now|campaign`: a
 * single-item checkout that never touches the cart. Kept in sessionStorage so a reload of the
 * checkout page keeps it (and it never outlives the tab).
 */
export interface BuyNowEntry {
  page: BuyNowParams['page'];
  line: CartLinePayload;
  item: CatalogItem;
  /** The item's module (its own `module_id`), or null to use the session's. */
  moduleId: number | null;
}

const KEY = 'storefront.buyNow';

/** The module an item carries (the API's items have `module_id`; core's type leaves it out). */
export function itemModuleId(item: CatalogItem): number | null {
  const id = (item as CatalogItem & { module_id?: unknown }).module_id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

export const buyNowStore = {
  save(params: BuyNowParams): void {
    const entry: BuyNowEntry = { ...params, moduleId: itemModuleId(params.item) };
    try {
      window.sessionStorage.setItem(KEY, JSON.stringify(entry));
    } catch {
      // No session storage: the checkout page shows that there is nothing to check out.
    }
  },
  read(page: string): BuyNowEntry | null {
    try {
      const raw = window.sessionStorage.getItem(KEY);
      if (raw == null) return null;
      const entry = JSON.parse(raw) as BuyNowEntry;
      return entry.page === page && entry.line != null && entry.item != null ? entry : null;
    } catch {
      return null;
    }
  },
  clear(): void {
    try {
      window.sessionStorage.removeItem(KEY);
    } catch {
      // Nothing kept.
    }
  },
};
