import type { ModuleType } from '@storefront/core/domain/session';
import { similarItems } from '@storefront/core/domain/similar-items';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRelatedStoreItems } from '../v1more/queries.js';
import { useRelatedItems } from './content-queries.js';
import { ItemsRow } from './ItemsRow.js';

/**
 * 'Similar products' below an item's page (GET items/related-items/{id}): a row of item cards,
 * skeletons of the same size while it loads, nothing when there are none. Given the item's
 * store, its own items are left to 'More from this store' when other stores have some, and the
 * row is left out when that one already shows all of them (core's `similarItems`; the store's
 * row is the same query as 'More from this store', read from the cache).
 */
export function RelatedItems({
  itemId,
  storeId,
  moduleId,
  moduleType,
}: {
  itemId: number;
  storeId?: number | null;
  moduleId: number | null;
  moduleType: ModuleType | null;
}) {
  const { t } = useTranslation();
  const query = useRelatedItems(itemId, moduleId != null ? { moduleId } : undefined);
  // The scope of the product page's 'More from this store' (the same cache entry).
  const fromStore = useRelatedStoreItems(storeId != null ? itemId : null, { moduleId });
  const storeFailed = fromStore.isError;
  const storeProducts = fromStore.data?.products;
  // Kept between renders, so that the row's cards render again only when the lists change.
  const items = useMemo(() => {
    if (!query.data || storeId == null) return query.data;
    // Without the store's row (an error), the similar items are shown as they are.
    const storeItems = storeFailed ? [] : storeProducts;
    return storeItems && similarItems(query.data, { id: itemId, store_id: storeId }, storeItems);
  }, [query.data, storeId, storeFailed, storeProducts, itemId]);
  if (query.isError || (items && items.length === 0)) return null;
  return (
    <ItemsRow
      title={t('catalogue.related.title')}
      testId="related-items"
      items={items}
      moduleType={moduleType}
    />
  );
}
