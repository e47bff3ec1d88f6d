import { Tabs } from '@ark-ui/react/tabs';
import { shownRentalPrice } from '@storefront/core/domain/rental-pricing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { css, cx } from '../../../styled-system/css';
import { LoadFailedBlock, LoadingBlock } from '../../ui/LoadState.js';
import { tabTrigger } from '../../ui/tabs.js';
import { RatingBadge } from '../catalogue/Rating.js';
import { providerPath, vehiclePath } from '../rental/search-query.js';
import { RentalHeart } from '../rental/VehicleHeart.js';
import { useRateText } from '../rental/VehicleParts.js';
import { useRentalWishlist } from '../rental/wishlist.js';
import { HeartIcon } from '../wishlist/HeartIcon.js';
import { wishlistUi } from '../wishlist/wishlist-ui.js';
import type { RentalWishlist } from '@storefront/core/api/rental';

const row = css({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  p: '3',
  bg: 'bg.surface',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'border.default',
  transition: 'border-color 150ms',
  _hover: { borderColor: 'accent.muted' },
});
const thumb = css({
  w: '16',
  h: '16',
  flexShrink: 0,
  borderRadius: 'lg',
  objectFit: 'cover',
  bg: 'bg.subtle',
});
const rowText = css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: 0, flex: '1' });
const rowName = css({
  fontWeight: 'semibold',
  fontSize: 'sm',
  lineClamp: '2',
  textAlign: 'start',
  _hover: { color: 'accent.text' },
});
const list = css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none' });
const tabTriggerFill = cx(tabTrigger, css({ flex: '1' }));

type WishedVehicle = RentalWishlist['vehicles'][number];
type WishedProvider = RentalWishlist['providers'][number];

/** A wished vehicle: image, provider, name (its page) and the price a card leads with. */
function VehicleRow({ vehicle }: { vehicle: WishedVehicle }) {
  const rateText = useRateText();
  const shown = shownRentalPrice(vehicle);
  return (
    <li className={row} data-testid="wishlist-vehicle" data-id={vehicle.id}>
      <img src={vehicle.thumbnail_full_url ?? undefined} alt="" loading="lazy" className={thumb} />
      <div className={rowText}>
        {vehicle.provider?.name && (
          <p className={css({ fontSize: 'xs', color: 'fg.muted', truncate: true })}>
            {vehicle.provider.name}
          </p>
        )}
        <Link to={vehiclePath(vehicle)} className={rowName} onClick={() => wishlistUi.close()}>
          {vehicle.name}
        </Link>
        {shown && (
          <p className={css({ fontWeight: 'bold', color: 'accent.text', fontSize: 'sm' })}>
            {rateText(shown.type, shown.rate)}
          </p>
        )}
      </div>
      <RentalHeart kind="vehicle" id={vehicle.id} name={vehicle.name} />
    </li>
  );
}

/** A wished provider: logo, name (its page), address and rating. */
function ProviderRow({ provider }: { provider: WishedProvider }) {
  return (
    <li className={row} data-testid="wishlist-provider" data-id={provider.id}>
      <img
        src={provider.logo_full_url ?? undefined}
        alt=""
        loading="lazy"
        className={cx(thumb, css({ borderRadius: 'full' }))}
      />
      <div className={rowText}>
        <Link to={providerPath(provider)} className={rowName} onClick={() => wishlistUi.close()}>
          {provider.name}
        </Link>
        {provider.address && (
          <p className={css({ fontSize: 'xs', color: 'fg.muted', truncate: true })}>
            {provider.address}
          </p>
        )}
        <RatingBadge average={provider.avg_rating} count={provider.rating_count} />
      </div>
      <RentalHeart kind="provider" id={provider.id} name={provider.name} />
    </li>
  );
}

/** 'No favourite {kind} found' (rental-and-auth §2 'Wishlist drawer'). */
function Empty({ kind }: { kind: 'vehicles' | 'providers' }) {
  const { t } = useTranslation();
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: '3',
        py: '14',
        px: '4',
        textAlign: 'center',
        color: 'fg.muted',
      })}
      data-testid="wishlist-empty"
    >
      <HeartIcon className={css({ w: '16', h: '16', color: 'fg.subtle' })} />
      <p className={css({ fontWeight: 'semibold', color: 'fg.default' })}>
        {t('wishlist.empty', { kind: t(`wishlist.kind.${kind}`) })}
      </p>
    </div>
  );
}

/**
 * The wishlist drawer's body in the rental module: the vehicles and providers tabs of the rental
 * wishlist (rental/user/wish-list), each row's heart removing it after 'Are you sure you want to
 * delete this item?' (core's wishlist-toggle machine).
 */
export default function RentalWishlistBody() {
  const { t } = useTranslation();
  const wishlist = useRentalWishlist();
  const [tab, setTab] = useState<'vehicles' | 'providers'>('vehicles');
  if (wishlist.isPending) return <LoadingBlock />;
  if (wishlist.isError) {
    return (
      <LoadFailedBlock
        message={t('account.error.load')}
        onRetry={() => void wishlist.refetch()}
        spacing="padded"
      />
    );
  }
  const { vehicles, providers } = wishlist.data;
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(d) => setTab(d.value as 'vehicles' | 'providers')}
      lazyMount
      unmountOnExit
    >
      <Tabs.List
        className={css({
          display: 'flex',
          borderBottomWidth: '1px',
          borderColor: 'border.default',
          mb: '4',
        })}
      >
        <Tabs.Trigger value="vehicles" className={tabTriggerFill} data-testid="wishlist-tab-items">
          {t('wishlist.tab.vehicles')}
        </Tabs.Trigger>
        <Tabs.Trigger
          value="providers"
          className={tabTriggerFill}
          data-testid="wishlist-tab-stores"
        >
          {t('wishlist.tab.providers')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="vehicles">
        {vehicles.length === 0 ? (
          <Empty kind="vehicles" />
        ) : (
          <ul className={list}>
            {vehicles.map((vehicle) => (
              <VehicleRow key={vehicle.id} vehicle={vehicle} />
            ))}
          </ul>
        )}
      </Tabs.Content>
      <Tabs.Content value="providers">
        {providers.length === 0 ? (
          <Empty kind="providers" />
        ) : (
          <ul className={list}>
            {providers.map((provider) => (
              <ProviderRow key={provider.id} provider={provider} />
            ))}
          </ul>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}
