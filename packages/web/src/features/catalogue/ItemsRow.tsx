import type { CatalogueItem } from '@storefront/core/api/catalogue';
import type { ModuleType } from '@storefront/core/domain/session';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { useArrivedData } from '../../lib/useArrivedData.js';
import { ItemCard } from './ItemCard.js';
import { ScrollRow, Section } from './Section.js';
import { ItemCardSkeleton, LoadingRegion } from './Skeleton.js';

/**
 * A titled row of item cards ('Similar products', 'Just for you'): item-card skeletons while
 * `items` is unknown (undefined), then the cards in a scroll row.
 */
export function ItemsRow({
  title,
  testId,
  items: given,
  moduleType,
  skeletons = 6,
}: {
  title: string;
  testId: string;
  items: readonly CatalogueItem[] | undefined;
  moduleType: ModuleType | null;
  skeletons?: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const items = useArrivedData(given);
  return (
    <Section id={id} title={title} testId={testId}>
      {items === undefined ? (
        <LoadingRegion
          label={t('catalogue.loading.list', { label: title })}
          className={css({ display: 'flex', gap: '4', overflow: 'hidden', pb: '2' })}
        >
          {Array.from({ length: skeletons }, (_, i) => (
            <ItemCardSkeleton key={i} />
          ))}
        </LoadingRegion>
      ) : (
        <ScrollRow label={title}>
          {items.map((item) => (
            <li key={item.id}>
              <ItemCard item={item} moduleType={moduleType} />
            </li>
          ))}
        </ScrollRow>
      )}
    </Section>
  );
}
