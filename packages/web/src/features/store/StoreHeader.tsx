import type { CatalogueStoreDetails } from '@storefront/core/api/catalogue';
import { useTranslation } from 'react-i18next';
import { distanceKm, useMoney } from '../catalogue/format.js';
import { BagIcon, BikeIcon, ClockIcon } from '../catalogue/icons.js';
import { deliveryTime } from '../catalogue/StoreCard.js';
import { WishlistHeart } from '../wishlist/WishlistHeart.js';
import { HeaderFact, HeaderFrame } from './HeaderFrame.js';
import { headerFrame } from './header-frame-styles.js';

/**
 * The store's header: cover, logo, name, rating, address, open state, delivery time, minimum
 * order (and the distance when the position is known).
 */
export function StoreHeader({ store }: { store: CatalogueStoreDetails }) {
  const { t } = useTranslation();
  const money = useMoney();
  const km = distanceKm(store.distance);
  const open = store.open === 1;
  return (
    <HeaderFrame
      testId="store-header"
      attributes={{ 'data-store-id': store.id }}
      nameTestId="store-name"
      addressTestId="store-address"
      name={store.name}
      coverUrl={store.cover_photo_full_url}
      logoUrl={store.logo_full_url}
      open={open}
      heart={<WishlistHeart kind="store" id={store.id} name={store.name} size="md" />}
      rating={{ average: store.avg_rating, count: store.rating_count }}
      address={
        <>
          {store.address}
          {km && ` · ${t('store.distance', { km })}`}
        </>
      }
    >
      <div className={headerFrame.storeFacts}>
        <HeaderFact icon={<ClockIcon />} label={t('store.deliveryTimeLabel')}>
          {deliveryTime(store, t)}
        </HeaderFact>
        <HeaderFact icon={<BagIcon />} label={t('store.minimumOrder')}>
          {money(store.minimum_order)}
        </HeaderFact>
        <HeaderFact icon={<BikeIcon />} label={t('store.delivery')}>
          {store.free_delivery
            ? t('store.freeDelivery')
            : [store.delivery && t('store.delivery'), store.take_away && t('store.takeAway')]
                .filter(Boolean)
                .join(' · ')}
        </HeaderFact>
      </div>
    </HeaderFrame>
  );
}
