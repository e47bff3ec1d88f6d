import type { SavedAddress } from '@storefront/core/api/addresses';
import { savedAddressPoint, type SavedAddressChoice } from '@storefront/core/domain/location';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button, note } from '../../../styled-system/recipes';
import { useSession } from '../../app/session.js';
import { AlertIcon, CheckIcon } from '../../ui/icons.js';
import { Spinner } from '../../ui/Spinner.js';
import { AddressTypeIcon, useAddressTypeText } from './AddressType.js';
import { useSavedAddresses } from './queries.js';

/**
 * The header popover's saved addresses (spec §2 'Header location selector', signed in): each
 * address (type and text) is a button; choosing one sets the location as the map does (the
 * location machine's PICK_ADDRESS, with the address's zone ids). The stored location is marked.
 * Refetched each time the popover opens (spec §4).
 */
export function HeaderSavedAddresses({
  onPick,
}: {
  onPick: (address: SavedAddressChoice) => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const typeText = useAddressTypeText();
  const query = useSavedAddresses({ fresh: true });

  if (query.isPending) {
    return (
      <div className={css({ display: 'grid', placeItems: 'center', py: '4', color: 'fg.muted' })}>
        <Spinner label={t('addresses.loading')} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <p className={cx(note({ tone: 'error' }), css({ mt: '2' }))} role="alert">
        <AlertIcon />
        <span>{t('addresses.loadError')}</span>
      </p>
    );
  }
  const addresses = query.data;
  if (addresses.length === 0) {
    return (
      <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '2', px: '1' })}>
        {t('addresses.list.none')}
      </p>
    );
  }

  const isCurrent = (address: SavedAddress) => {
    const point = savedAddressPoint(address);
    return (
      point != null &&
      session.location === address.address &&
      session.currentLatLng?.lat === point.lat &&
      session.currentLatLng.lng === point.lng
    );
  };

  return (
    <ul
      className={css({ display: 'flex', flexDirection: 'column', gap: '1', mt: '2' })}
      aria-label={t('addresses.modal.title')}
      data-testid="header-saved-addresses"
    >
      {addresses.map((address) => {
        const current = isCurrent(address);
        return (
          <li key={address.id}>
            <button
              type="button"
              className={cx(
                button({ variant: 'ghost', size: 'sm' }),
                css({
                  w: 'full',
                  h: 'auto',
                  py: '2',
                  px: '2',
                  justifyContent: 'flex-start',
                  alignItems: 'flex-start',
                  textAlign: 'start',
                  gap: '2.5',
                  fontWeight: 'normal',
                  borderWidth: '1px',
                  borderColor: current ? 'accent.solid' : 'transparent',
                  bg: current ? 'accent.subtle' : undefined,
                }),
              )}
              aria-current={current ? 'true' : undefined}
              onClick={() =>
                onPick({
                  id: address.id,
                  address_type: address.address_type,
                  address: address.address,
                  latitude: address.latitude,
                  longitude: address.longitude,
                  zone_ids: address.zone_ids,
                })
              }
              data-testid="header-saved-address"
            >
              <AddressTypeIcon
                type={address.address_type}
                className={css({ mt: '0.5', flexShrink: 0, color: 'accent.text' })}
              />
              <span
                className={css({ display: 'flex', flexDirection: 'column', minW: 0, flex: '1' })}
              >
                <span className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>
                  {typeText(address)}
                </span>
                <span
                  className={css({
                    fontSize: 'xs',
                    color: 'fg.muted',
                    whiteSpace: 'normal',
                    overflowWrap: 'anywhere',
                  })}
                >
                  {address.address}
                </span>
              </span>
              {current && <CheckIcon className={css({ color: 'accent.text', flexShrink: 0 })} />}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
