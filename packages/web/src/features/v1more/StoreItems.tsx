import type { ModuleType } from '@storefront/core/domain/session';
import { useTranslation } from 'react-i18next';
import { ItemsRow } from '../catalogue/ItemsRow.js';
import type { Scope } from '../catalogue/queries.js';
import { useRelatedStoreItems } from './queries.js';

/** 'More from this store' on the product page (GET items/related-store-items/{id}). */
export function MoreFromStore({
  itemId,
  moduleType,
  scope,
}: {
  itemId: number | null;
  moduleType: ModuleType | null;
  scope?: Partial<Scope>;
}) {
  const { t } = useTranslation();
  const query = useRelatedStoreItems(itemId, scope);
  if (query.isError || (query.isSuccess && query.data.products.length === 0)) return null;
  return (
    <ItemsRow
      title={t('v1more.storeItems.title')}
      testId="more-from-store"
      items={query.data?.products}
      moduleType={moduleType}
    />
  );
}
