import type { ModuleType } from '@storefront/core/domain/session';
import { similarItems } from '@storefront/core/domain/similar-items';
import { useTranslation } from 'react-i18next';
import { useRelatedItems } from './content-queries.js';
import { ItemsRow } from './ItemsRow.js';

/**
 * 'Similar products' below an item's page (GET items/related-items/{id}): a row of item cards,
 * skeletons of the same size while it loads, nothing when there are none. Given the item's
 * store, its own items are left to 'More from this store' when other stores have some (core's
 * `similarItems`).
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
  const items =
    query.data && storeId != null
      ? similarItems(query.data, { id: itemId, store_id: storeId })
      : query.data;
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
