import type { ModuleType } from '@storefront/core/domain/session';
import { useTranslation } from 'react-i18next';
import { useRelatedItems } from './content-queries.js';
import { ItemsRow } from './ItemsRow.js';

/**
 * 'Similar products' below an item's page (GET items/related-items/{id}): a row of item cards,
 * skeletons of the same size while it loads, nothing when there are none.
 */
export function RelatedItems({
  itemId,
  moduleId,
  moduleType,
}: {
  itemId: number;
  moduleId: number | null;
  moduleType: ModuleType | null;
}) {
  const { t } = useTranslation();
  const query = useRelatedItems(itemId, moduleId != null ? { moduleId } : undefined);
  if (query.isError || (query.isSuccess && query.data.length === 0)) return null;
  return (
    <ItemsRow
      title={t('catalogue.related.title')}
      testId="related-items"
      items={query.data}
      moduleType={moduleType}
    />
  );
}
