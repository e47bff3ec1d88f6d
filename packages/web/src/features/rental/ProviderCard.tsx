import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { MapPinIcon } from '../../ui/icons.js';
import { Chip } from '../catalogue/Badges.js';
import { CardFrame } from '../catalogue/CardFrame.js';
import { RatingBadge } from '../catalogue/Rating.js';
import { CardSkeleton, Skeleton } from '../catalogue/Skeleton.js';
import { OpenState } from '../catalogue/StoreCard.js';
import { CarIcon, TagIcon } from './icons.js';
import { useZoneNames, type ApiProvider } from './queries.js';
import { providerPath } from './search-query.js';

/** The provider's pickup zones by name (ids the zone list does not know are left out). */
export function usePickupZoneNames(provider: Pick<ApiProvider, 'pickup_zone_id'>): string[] {
  const names = useZoneNames();
  return provider.pickup_zone_id
    .map((id) => names.get(id))
    .filter((name): name is string => name != null);
}

/** '10% off' for a provider's running discount (always a percent), or null. */
export function useProviderDiscountText(discount: ApiProvider['discount']): string | null {
  const { t } = useTranslation();
  if (discount == null || !(discount.discount > 0)) return null;
  return t('item.discount.percentOff', { value: String(discount.discount) });
}

/**
 * A rental provider in a list (rental-and-auth §2): cover, logo, name, rating, how many vehicles
 * it rents, its pickup zones and its running discount; never delivery times or minimum orders.
 */
export function ProviderCard({
  provider,
  fluid = false,
}: {
  provider: ApiProvider;
  fluid?: boolean;
}) {
  const { t } = useTranslation();
  const zones = usePickupZoneNames(provider);
  const discount = useProviderDiscountText(provider.discount);
  const open = provider.open === 1;
  return (
    <CardFrame
      testId="provider-card"
      attributes={{ 'data-provider-id': provider.id }}
      fluid={fluid}
      widthClassName={css({ w: '300px' })}
      to={providerPath(provider)}
      name={provider.name}
      logoUrl={provider.logo_full_url}
      cover={
        <div className={css({ position: 'relative', h: '28', bg: 'accent.subtle' })}>
          {provider.cover_photo_full_url && (
            <img
              src={provider.cover_photo_full_url}
              alt=""
              loading="lazy"
              className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
            />
          )}
          <div
            className={css({
              position: 'absolute',
              top: '2',
              insetInline: '2',
              display: 'flex',
              justifyContent: 'space-between',
              gap: '2',
            })}
          >
            {discount ? (
              <Chip tone="warning" onImage testId="provider-discount">
                <TagIcon />
                {discount}
              </Chip>
            ) : (
              <span />
            )}
            <OpenState open={open} onImage />
          </div>
        </div>
      }
    >
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: '3',
          fontSize: 'xs',
          color: 'fg.muted',
        })}
      >
        <RatingBadge average={provider.avg_rating} count={provider.rating_count} />
        <span
          className={css({ display: 'inline-flex', alignItems: 'center', gap: '1' })}
          data-testid="provider-vehicle-count"
        >
          <CarIcon />
          {t('rentalPages.provider.vehicles', { count: provider.total_vehicles })}
        </span>
      </div>
      <p
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '1',
          fontSize: 'xs',
          color: 'fg.muted',
          minW: 0,
        })}
        data-testid="provider-pickup-zones"
      >
        <MapPinIcon className={css({ flexShrink: 0, color: 'accent.text' })} />
        <span className={css({ truncate: true })}>
          {zones.length > 0
            ? t('rentalPages.provider.pickupIn', {
                zones: zones.join(t('rentalPages.listSeparator')),
              })
            : provider.address}
        </span>
      </p>
    </CardFrame>
  );
}

export function ProviderCardSkeleton({ fluid = false }: { fluid?: boolean }) {
  return (
    <CardSkeleton
      fluid={fluid}
      widthClassName={css({ w: '300px' })}
      mediaClassName={css({ h: '28' })}
    >
      <Skeleton className={css({ h: '4', w: '70%' })} />
      <Skeleton className={css({ h: '3', w: '50%' })} />
      <Skeleton className={css({ h: '3', w: '60%' })} />
    </CardSkeleton>
  );
}
