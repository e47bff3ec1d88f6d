import type { ModuleType } from '@storefront/core/domain/session';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { useRelatedItems } from './content-queries.js';
import { ItemCard } from './ItemCard.js';
import { ScrollRow, Section } from './Section.js';
import { ItemCardSkeleton, LoadingRegion } from './Skeleton.js';

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
  const id = useId();
  const query = useRelatedItems(itemId, moduleId != null ? { moduleId } : undefined);
  const title = t('catalogue.related.title');
  if (query.isError || (query.isSuccess && query.data.length === 0)) return null;
  return (
    <Section id={id} title={title} testId="related-items">
      {query.isPending ? (
        <LoadingRegion
          label={t('catalogue.loading.list', { label: title })}
          className={css({ display: 'flex', gap: '4', overflow: 'hidden', pb: '2' })}
        >
          {Array.from({ length: 6 }, (_, i) => (
            <ItemCardSkeleton key={i} />
          ))}
        </LoadingRegion>
      ) : (
        <ScrollRow label={title}>
          {query.data.map((item) => (
            <li key={item.id}>
              <ItemCard item={item} moduleType={moduleType} />
            </li>
          ))}
        </ScrollRow>
      )}
    </Section>
  );
}
