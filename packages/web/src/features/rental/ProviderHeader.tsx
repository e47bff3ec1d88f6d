import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { note } from '../../../styled-system/recipes';
import { MapPinIcon } from '../../ui/icons.js';
import { formatDate, useMoney } from '../catalogue/format.js';
import { HeaderFact, HeaderFrame } from '../store/HeaderFrame.js';
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

/**
 * A provider's header (rental-and-auth §2 '/rental/provider-details'): cover, logo, name, open
 * state, wishlist heart, rating, address, pickup zones, vehicle count and running discount.
 */
export function ProviderHeader({ provider }: { provider: ApiProvider }) {
  const { t } = useTranslation();
  const zones = usePickupZoneNames(provider);
  return (
    <HeaderFrame
      testId="provider-header"
      attributes={{ 'data-provider-id': provider.id }}
      nameTestId="provider-name"
      name={provider.name}
      coverUrl={provider.cover_photo_full_url}
      logoUrl={provider.logo_full_url}
      open={provider.open === 1}
      heart={<RentalHeart kind="provider" id={provider.id} name={provider.name} size="md" />}
      rating={{ average: provider.avg_rating, count: provider.rating_count }}
      address={provider.address}
    >
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, auto)' },
          justifyContent: { sm: 'start' },
          gap: { base: '3', sm: '8' },
          mt: '2',
        })}
      >
        <HeaderFact icon={<CarIcon />} label={t('rentalPages.provider.fleet')} alignStart>
          {t('rentalPages.vehicles', { count: provider.total_vehicles })}
        </HeaderFact>
        <HeaderFact icon={<MapPinIcon />} label={t('rentalPages.provider.pickupZones')} alignStart>
          <span data-testid="provider-pickup-zones">
            {zones.length > 0 ? zones.join(t('rentalPages.listSeparator')) : '—'}
          </span>
        </HeaderFact>
      </div>
      <ProviderDiscountNote discount={provider.discount} />
    </HeaderFrame>
  );
}
