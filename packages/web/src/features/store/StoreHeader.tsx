import type { ReactNode } from 'react';
import type { CatalogueStoreDetails } from '@storefront/core/api/catalogue';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { MapPinIcon } from '../../ui/icons.js';
import { distanceKm, useMoney } from '../catalogue/format.js';
import { BagIcon, BikeIcon, ClockIcon } from '../catalogue/icons.js';
import { RatingStars } from '../catalogue/Rating.js';
import { deliveryTime, OpenState } from '../catalogue/StoreCard.js';
import { WishlistHeart } from '../wishlist/WishlistHeart.js';

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '2', minW: 0 })}>
      <span
        className={css({
          display: 'grid',
          placeItems: 'center',
          w: '9',
          h: '9',
          borderRadius: 'lg',
          bg: 'accent.subtle',
          color: 'accent.text',
          flexShrink: 0,
        })}
      >
        {icon}
      </span>
      <dl className={css({ display: 'flex', flexDirection: 'column', minW: 0 })}>
        <dt className={css({ fontSize: 'xs', color: 'fg.muted' })}>{label}</dt>
        <dd className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>{value}</dd>
      </dl>
    </div>
  );
}

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
    <header
      className={css({
        bg: 'bg.surface',
        borderRadius: '2xl',
        borderWidth: '1px',
        borderColor: 'border.default',
        overflow: 'hidden',
        boxShadow: 'card',
      })}
      data-testid="store-header"
      data-store-id={store.id}
    >
      <div className={css({ h: { base: '32', md: '52' }, bg: 'accent.subtle' })}>
        {store.cover_photo_full_url && (
          <img
            src={store.cover_photo_full_url}
            alt=""
            className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
          />
        )}
      </div>
      <div
        className={css({
          display: 'flex',
          flexDirection: { base: 'column', md: 'row' },
          gap: { base: '3', md: '5' },
          px: { base: '4', md: '6' },
          pb: '5',
        })}
      >
        <img
          src={store.logo_full_url ?? undefined}
          alt={t('store.logo', { name: store.name })}
          className={css({
            position: 'relative',
            w: { base: '20', md: '28' },
            h: { base: '20', md: '28' },
            mt: { base: '-10', md: '-14' },
            borderRadius: '2xl',
            borderWidth: '3px',
            borderColor: 'bg.surface',
            bg: 'bg.surface',
            objectFit: 'cover',
            boxShadow: 'overlay',
            flexShrink: 0,
          })}
        />
        <div
          className={css({
            display: 'flex',
            flexDirection: 'column',
            gap: '2',
            pt: { md: '3' },
            minW: 0,
            flex: '1',
          })}
        >
          <div
            className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}
          >
            <h1
              className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'extrabold' })}
              data-testid="store-name"
            >
              {store.name}
            </h1>
            <OpenState open={open} />
            <WishlistHeart kind="store" id={store.id} name={store.name} size="md" />
          </div>
          <RatingStars average={store.avg_rating} count={store.rating_count} />
          <p
            className={css({
              display: 'flex',
              alignItems: 'flex-start',
              gap: '1.5',
              fontSize: 'sm',
              color: 'fg.muted',
            })}
            data-testid="store-address"
          >
            <MapPinIcon className={css({ mt: '0.5', flexShrink: 0, color: 'accent.text' })} />
            <span>
              {store.address}
              {km && ` · ${t('store.distance', { km })}`}
            </span>
          </p>
          <div
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, auto)' },
              justifyContent: { md: 'start' },
              gap: { base: '3', md: '8' },
              mt: '2',
            })}
          >
            <Fact
              icon={<ClockIcon />}
              label={t('store.deliveryTimeLabel')}
              value={deliveryTime(store, t)}
            />
            <Fact
              icon={<BagIcon />}
              label={t('store.minimumOrder')}
              value={money(store.minimum_order)}
            />
            <Fact
              icon={<BikeIcon />}
              label={t('store.delivery')}
              value={
                store.free_delivery
                  ? t('store.freeDelivery')
                  : [store.delivery && t('store.delivery'), store.take_away && t('store.takeAway')]
                      .filter(Boolean)
                      .join(' · ')
              }
            />
          </div>
        </div>
      </div>
    </header>
  );
}
