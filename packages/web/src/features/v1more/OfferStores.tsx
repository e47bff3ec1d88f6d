import type { OfferStoreKind } from '@storefront/core/api/v1-more';
import { storeNounKey } from '@storefront/core/domain/modules';
import type { ModuleType } from '@storefront/core/domain/session';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { useOfferStorePages } from '../campaigns/queries.js';
import { StoreCard } from '../catalogue/StoreCard.js';
import { ScrollRow, Section } from '../catalogue/Section.js';
import { LoadingRegion, StoreCardSkeleton } from '../catalogue/Skeleton.js';

const TITLES: Record<OfferStoreKind, string> = {
  discounted: 'v1web.stores.discounted',
  recommended: 'v1web.stores.recommended',
  'top-offer-near-me': 'v1web.stores.topOffer',
};

/**
 * A home row of the discounted, recommended or top-offer stores (issue 14): the first page of
 * its list, with View all opening `/store/<kind>` (the same cached pages). Nothing when empty.
 */
export function OfferStoresSection({
  kind,
  moduleType,
}: {
  kind: OfferStoreKind;
  moduleType: ModuleType;
}) {
  const { t } = useTranslation();
  const id = useId();
  const query = useOfferStorePages(kind);
  const stores = query.data?.pages[0]?.stores;
  if (query.isError || (stores !== undefined && stores.length === 0)) return null;
  const title = t(TITLES[kind], { noun: t(storeNounKey(moduleType)) });
  return (
    <Section id={id} title={title} viewAll={`/store/${kind}`} testId={`home-stores-${kind}`}>
      {stores === undefined ? (
        <LoadingRegion
          label={t('catalogue.loading.list', { label: title })}
          className={css({ display: 'flex', gap: '4', overflow: 'hidden', pb: '2' })}
        >
          {Array.from({ length: 4 }, (_, i) => (
            <StoreCardSkeleton key={i} />
          ))}
        </LoadingRegion>
      ) : (
        <ScrollRow label={title}>
          {stores.map((store) => (
            <li key={store.id}>
              <StoreCard store={store} />
            </li>
          ))}
        </ScrollRow>
      )}
    </Section>
  );
}
