import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { note } from '../../../styled-system/recipes';
import { MapPinIcon } from '../../ui/icons.js';
import { formatDate, useMoney } from '../catalogue/format.js';
import { RatingStars } from '../catalogue/Rating.js';
import { OpenState } from '../catalogue/StoreCard.js';
import { CarIcon, TagIcon } from './icons.js';
import { usePickupZoneNames } from './ProviderCard.js';
import type { ApiProvider } from './queries.js';
import { RentalHeart } from './VehicleHeart.js';

/**
 * A provider's running discount (rental-and-auth §3 `provider.discount`): a percent of the trip,
 * from `min_purchase`, at most `max_discount` (0 means no cap), until its end date; nothing
 * without one.
 */
export function ProviderDiscountNote({ discount }: { discount: ApiProvider['discount'] }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  if (discount == null || !(discount.discount > 0)) return null;
  const terms = [
    discount.min_purchase > 0 &&
      t('rentalPages.discount.minPurchase', { amount: money(discount.min_purchase) }),
    discount.max_discount > 0 &&
      t('rentalPages.discount.maxDiscount', { amount: money(discount.max_discount) }),
    discount.end_date &&
      t('rentalPages.discount.until', { date: formatDate(discount.end_date, i18n.language) }),
  ].filter((term): term is string => typeof term === 'string');
  return (
    <p
      className={cx(note({ tone: 'success' }), css({ mt: '2' }))}
      data-testid="provider-discount-note"
    >
      <TagIcon />
      <span>
        <strong>{t('rentalPages.discount.percent', { value: String(discount.discount) })}</strong>
        {terms.length > 0 && ` · ${terms.join(t('rentalPages.listSeparator'))}`}
      </span>
    </p>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className={css({ display: 'flex', alignItems: 'flex-start', gap: '2', minW: 0 })}>
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
        <dd className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>{children}</dd>
      </dl>
    </div>
  );
}

/**
 * A provider's header (rental-and-auth §2 '/rental/provider-details'): cover, logo, name, open
 * state, wishlist heart, rating, address, pickup zones, vehicle count and running discount.
 */
export function ProviderHeader({ provider }: { provider: ApiProvider }) {
  const { t } = useTranslation();
  const zones = usePickupZoneNames(provider);
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
      data-testid="provider-header"
      data-provider-id={provider.id}
    >
      <div className={css({ h: { base: '32', md: '52' }, bg: 'accent.subtle' })}>
        {provider.cover_photo_full_url && (
          <img
            src={provider.cover_photo_full_url}
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
          src={provider.logo_full_url ?? undefined}
          alt={t('store.logo', { name: provider.name })}
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
              data-testid="provider-name"
            >
              {provider.name}
            </h1>
            <OpenState open={provider.open === 1} />
            <RentalHeart kind="provider" id={provider.id} name={provider.name} size="md" />
          </div>
          <RatingStars average={provider.avg_rating} count={provider.rating_count} />
          <p
            className={css({
              display: 'flex',
              alignItems: 'flex-start',
              gap: '1.5',
              fontSize: 'sm',
              color: 'fg.muted',
            })}
          >
            <MapPinIcon className={css({ mt: '0.5', flexShrink: 0, color: 'accent.text' })} />
            <span>{provider.address}</span>
          </p>
          <div
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, auto)' },
              justifyContent: { sm: 'start' },
              gap: { base: '3', sm: '8' },
              mt: '2',
            })}
          >
            <Fact icon={<CarIcon />} label={t('rentalPages.provider.fleet')}>
              {t('rentalPages.vehicles', { count: provider.total_vehicles })}
            </Fact>
            <Fact icon={<MapPinIcon />} label={t('rentalPages.provider.pickupZones')}>
              <span data-testid="provider-pickup-zones">
                {zones.length > 0 ? zones.join(t('rentalPages.listSeparator')) : '—'}
              </span>
            </Fact>
          </div>
          <ProviderDiscountNote discount={provider.discount} />
        </div>
      </div>
    </header>
  );
}
