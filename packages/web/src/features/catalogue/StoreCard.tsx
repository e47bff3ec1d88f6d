import type { CatalogueStore } from '@storefront/core/api/catalogue';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { CardFrame } from './CardFrame.js';
import { distanceKm, useMoney } from './format.js';
import { ClockIcon } from './icons.js';
import { storePath } from './links.js';
import { RatingBadge } from './Rating.js';

/** '20-30 min' from the store's minimum and maximum delivery minutes, translated. */
export function deliveryTime(
  store: Pick<CatalogueStore, 'min_delivery_time' | 'max_delivery_time' | 'delivery_time'>,
  t: (key: string, vars?: Record<string, string | number>) => string,
): string {
  const { min_delivery_time: min, max_delivery_time: max } = store;
  if (min > 0 && max >= min) return t('store.deliveryTime', { min, max });
  return store.delivery_time;
}

/**
 * Open or closed, as a small pill; `onImage` over a picture (a cover), on the opaque surface
 * colour with a shadow: the tinted backgrounds are translucent in dark mode and would let a
 * light picture show through under light text.
 */
export function OpenState({
  open,
  onImage = false,
  className,
}: {
  open: boolean;
  onImage?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <span
      className={cx(
        css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '1.5',
          px: '2',
          py: '0.5',
          borderRadius: 'full',
          fontSize: 'xs',
          fontWeight: 'bold',
          '&::before': {
            content: '""',
            w: '1.5',
            h: '1.5',
            borderRadius: 'full',
            bg: 'currentColor',
          },
        }),
        // One call, so that the surface colour over a picture wins over the tint.
        css(
          open
            ? { bg: 'success.subtle', color: 'success.text' }
            : { bg: 'danger.subtle', color: 'danger.text' },
          onImage && { bg: 'bg.surface', boxShadow: 'card' },
        ),
        className,
      )}
      data-testid="store-open-state"
      data-open={open}
    >
      {open ? t('store.open') : t('store.closed')}
    </span>
  );
}

/** A store in a list: cover, logo, name, rating, delivery time, distance and open state. */
export function StoreCard({ store, fluid = false }: { store: CatalogueStore; fluid?: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const km = distanceKm(store.distance);
  const open = store.open === 1;
  return (
    <CardFrame
      testId="store-card"
      attributes={{ 'data-store-id': store.id }}
      fluid={fluid}
      widthClassName={css({ w: '280px' })}
      to={storePath(store)}
      name={store.name}
      logoUrl={store.logo_full_url}
      cover={
        <div className={css({ position: 'relative', h: '28', bg: 'bg.subtle' })}>
          {store.cover_photo_full_url && (
            <img
              src={store.cover_photo_full_url}
              alt=""
              width={600}
              height={200}
              loading="lazy"
              className={cx(
                css({ w: 'full', h: 'full', objectFit: 'cover' }),
                !open && css({ filter: 'grayscale(0.7)' }),
              )}
            />
          )}
          <OpenState
            open={open}
            onImage
            className={css({ position: 'absolute', top: '2', insetEnd: '2' })}
          />
        </div>
      }
    >
      <p className={css({ fontSize: 'xs', color: 'fg.muted', truncate: true })}>{store.address}</p>
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: '2',
          fontSize: 'xs',
          color: 'fg.muted',
        })}
      >
        <RatingBadge average={store.avg_rating} count={store.rating_count} />
        <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1' })}>
          <ClockIcon />
          <span>{deliveryTime(store, t)}</span>
        </span>
        {km && <span>{t('store.distance', { km })}</span>}
        {store.free_delivery ? (
          <span className={css({ color: 'success.text', fontWeight: 'semibold' })}>
            {t('store.freeDelivery')}
          </span>
        ) : (
          store.minimum_order > 0 && (
            <span>{t('store.minimumOrderShort', { amount: money(store.minimum_order) })}</span>
          )
        )}
      </div>
    </CardFrame>
  );
}
