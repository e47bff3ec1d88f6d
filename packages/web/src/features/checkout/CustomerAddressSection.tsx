import { Checkbox } from '@ark-ui/react/checkbox';
import type { SavedAddress } from '@storefront/core/api/addresses';
import {
  addressTypeOf,
  canEditAddress,
  checkoutAddressOf,
  type SavedAddressLike,
} from '@storefront/core/domain/address';
import type { CheckoutAddress } from '@storefront/core/domain/checkout';
import type { OrderType } from '@storefront/core/domain/delivery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button, input } from '../../../styled-system/recipes';
import { useSession } from '../../app/session.js';
import { CheckIcon, PhoneIcon, PlusIcon, StoreIcon } from '../../ui/icons.js';
import { CheckboxBox, Field } from '../../ui/Field.js';
import { Spinner } from '../../ui/Spinner.js';
import { AddressFormDialog, type AddressFormMode } from '../addresses/AddressFormDialog.js';
import { AddressTypeIcon, EditIcon, useAddressTypeText } from '../addresses/AddressType.js';
import { SavedAddressesModal } from '../addresses/SavedAddressesModal.js';
import { useSavedAddresses } from '../addresses/queries.js';
import type { AddressDetails } from './ContactDialog.js';
import { Section, Tooltip } from './ui.js';

/** The form's mode while it is closed (a stable object: the dialog resets on a new mode). */
const CLOSED_MODE: AddressFormMode = { kind: 'add' };

type Open =
  | { kind: 'none' }
  | { kind: 'saved'; selectedId: number | null }
  | { kind: 'form'; mode: AddressFormMode; back: boolean };

/** A checkout address as the address form edits it (a saved one has an id and a type). */
function savedLike(address: CheckoutAddress): SavedAddressLike | null {
  if (address.id == null) return null;
  return {
    id: address.id,
    address_type: addressTypeOf(address),
    address: address.address,
    latitude: address.latitude,
    longitude: address.longitude,
    contact_person_name: address.contact_person_name ?? null,
    contact_person_number: address.contact_person_number ?? null,
    road: address.road ?? null,
    house: address.house ?? null,
    floor: address.floor ?? null,
  };
}

/**
 * The signed-in checkout's address (spec §2 'Delivery address section', §4, §6): for a delivery,
 * the heading 'Delivery Addresses' with add-address, the selected address in a highlighted card
 * with its edit button (not for the location tools' 'Selected Address'), 'View Saved Address'
 * (the Saved Addresses modal), street number, house number and floor, and 'Save this Address'
 * (the checkout machine's SAVE_ADDRESS). For take-away: where the order is picked up, without
 * address controls.
 */
export interface CustomerAddressProps {
  orderType: OrderType;
  address: CheckoutAddress | null;
  /** The address is saved as it is ('Save this Address' done). */
  addressSaved: boolean;
  /** 'Save this Address' is being saved. */
  saving: boolean;
  /** The checkout is busy (saving, applying a coupon, placing). */
  busy: boolean;
  storeName: string;
  /** The store's zone: the saved addresses offered are those in it. */
  storeZoneId: number | null;
  onSelect: (address: CheckoutAddress) => void;
  onDetails: (details: Partial<AddressDetails>) => void;
  onSave: () => void;
}

export function CustomerAddressSection({
  orderType,
  address,
  addressSaved,
  saving,
  busy,
  storeName,
  storeZoneId,
  onSelect,
  onDetails,
  onSave,
}: CustomerAddressProps) {
  const { t } = useTranslation();
  const id = useId();
  const session = useSession();
  const typeText = useAddressTypeText();
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const saved = useSavedAddresses();

  if (orderType !== 'delivery') {
    return (
      <Section title={t('addresses.pickup.title')} testId="checkout-address">
        <p
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '2',
            fontSize: 'sm',
            color: 'fg.muted',
          })}
        >
          <StoreIcon className={css({ flexShrink: 0 })} />
          {t('addresses.takeAway', { store: storeName })}
        </p>
      </Section>
    );
  }

  const choose = (picked: SavedAddressLike) => {
    const next = checkoutAddressOf(picked);
    if (next) onSelect(next);
  };
  const currentLocation =
    session.location != null && session.currentLatLng != null
      ? {
          address: session.location,
          latitude: session.currentLatLng.lat,
          longitude: session.currentLatLng.lng,
        }
      : null;
  const addButton = (back: boolean) => (
    <button
      type="button"
      className={button({ variant: 'outline', size: 'sm' })}
      onClick={() =>
        setOpen({ kind: 'form', mode: { kind: 'add', location: currentLocation }, back })
      }
      data-testid="add-address"
    >
      <PlusIcon />
      {t('addresses.add')}
    </button>
  );
  const editable = canEditAddress(address) && address != null && address.id != null;
  const details = [
    address?.road && `${t('addresses.details.road')}: ${address.road}`,
    address?.house && `${t('addresses.details.house')}: ${address.house}`,
    address?.floor && `${t('addresses.details.floor')}: ${address.floor}`,
  ].filter(Boolean);
  const detailField = (name: keyof AddressDetails, label: string) => {
    const fieldId = `${id}-${name}`;
    return (
      <Field id={fieldId} label={label}>
        <input
          id={fieldId}
          name={name}
          className={cx(input(), css({ textAlign: 'start' }))}
          value={address?.[name] ?? ''}
          disabled={address == null || busy}
          onChange={(e) => onDetails({ [name]: e.target.value })}
          data-testid={`checkout-${name}`}
        />
      </Field>
    );
  };

  return (
    <Section title={t('addresses.title')} testId="checkout-address" action={addButton(false)}>
      {address ? (
        <div
          className={css({
            display: 'flex',
            gap: '3',
            alignItems: 'flex-start',
            p: '3',
            borderRadius: 'lg',
            borderWidth: '1.5px',
            borderColor: 'accent.solid',
            bg: 'accent.subtle',
          })}
          data-testid="selected-address"
          data-address-id={address.id ?? ''}
        >
          <span
            className={css({
              display: 'grid',
              placeItems: 'center',
              w: '9',
              h: '9',
              flexShrink: 0,
              borderRadius: 'full',
              bg: 'accent.solid',
              color: 'accent.onSolid',
              fontSize: 'md',
            })}
          >
            <AddressTypeIcon type={addressTypeOf(address)} />
          </span>
          <div
            className={css({
              flex: '1',
              display: 'flex',
              flexDirection: 'column',
              gap: '1',
              minW: 0,
            })}
          >
            <p
              className={css({
                display: 'flex',
                alignItems: 'center',
                gap: '2',
                fontWeight: 'semibold',
                color: 'accent.text',
              })}
            >
              <span data-testid="selected-address-type">{typeText(address)}</span>
              <CheckIcon aria-label={t('addresses.selected')} />
            </p>
            <p
              className={css({ fontSize: 'sm', overflowWrap: 'anywhere' })}
              data-testid="checkout-address-text"
            >
              {address.address}
            </p>
            {address.contact_person_name && (
              <p
                className={css({
                  display: 'flex',
                  alignItems: 'center',
                  gap: '1.5',
                  fontSize: 'xs',
                  color: 'fg.muted',
                })}
              >
                <PhoneIcon />
                <span>{address.contact_person_name}</span>
                {address.contact_person_number && (
                  <bdi dir="ltr">{address.contact_person_number}</bdi>
                )}
              </p>
            )}
            {details.length > 0 && (
              <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>{details.join(' · ')}</p>
            )}
          </div>
          {editable && (
            <Tooltip label={t('addresses.edit')}>
              <button
                type="button"
                className={button({ variant: 'outline', size: 'iconSm' })}
                aria-label={t('addresses.edit')}
                onClick={() => {
                  // The address as the card shows it (street, house and floor edited here
                  // included), with the saved label.
                  const like = savedLike(address);
                  const fresh = (saved.data ?? []).find((a) => a.id === address.id);
                  if (like)
                    setOpen({
                      kind: 'form',
                      mode: {
                        kind: 'edit',
                        address: { ...like, address_label: fresh?.address_label ?? null },
                      },
                      back: false,
                    });
                }}
                data-testid="edit-address"
              >
                <EditIcon />
              </button>
            </Tooltip>
          )}
        </div>
      ) : (
        <p className={css({ fontSize: 'sm', color: 'danger.text' })}>{t('addresses.none')}</p>
      )}

      <button
        type="button"
        className={cx(
          button({ variant: 'ghost', size: 'sm' }),
          css({ alignSelf: 'flex-start', color: 'accent.text', px: '1' }),
        )}
        onClick={() => setOpen({ kind: 'saved', selectedId: address?.id ?? null })}
        data-testid="view-saved-addresses"
      >
        {t('addresses.viewSaved')}
      </button>

      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          gap: '3',
        })}
        data-testid="address-details-form"
      >
        {detailField('road', t('addresses.details.road'))}
        {detailField('house', t('addresses.details.house'))}
        {detailField('floor', t('addresses.details.floor'))}
      </div>

      <Checkbox.Root
        checked={addressSaved}
        disabled={address == null || addressSaved || busy}
        onCheckedChange={(details) => {
          if (details.checked === true) onSave();
        }}
        name="save-address"
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '2',
          fontSize: 'sm',
          fontWeight: 'medium',
          cursor: 'pointer',
          alignSelf: 'flex-start',
          _disabled: { cursor: 'default' },
        })}
        data-testid="save-address"
      >
        <CheckboxBox />
        <Checkbox.Label>{t('addresses.save')}</Checkbox.Label>
        {saving && <Spinner />}
        {addressSaved && !saving && (
          <span className={css({ fontSize: 'xs', color: 'success.text', fontWeight: 'normal' })}>
            {t('addresses.saveDone')}
          </span>
        )}
        <Checkbox.HiddenInput />
      </Checkbox.Root>

      <SavedAddressesModal
        open={open.kind === 'saved'}
        onOpenChange={(next) => {
          if (!next) setOpen({ kind: 'none' });
        }}
        zoneId={storeZoneId}
        selectedId={open.kind === 'saved' ? open.selectedId : null}
        onSelect={(picked: SavedAddress) => {
          choose(picked);
          setOpen({ kind: 'none' });
        }}
        onAdd={() =>
          setOpen({ kind: 'form', mode: { kind: 'add', location: currentLocation }, back: true })
        }
      />
      <AddressFormDialog
        open={open.kind === 'form'}
        mode={open.kind === 'form' ? open.mode : CLOSED_MODE}
        onOpenChange={(next) => {
          if (next) return;
          // Added from the saved list: back to it; otherwise closed.
          setOpen((current) =>
            current.kind === 'form' && current.back
              ? { kind: 'saved', selectedId: address?.id ?? null }
              : current.kind === 'form'
                ? { kind: 'none' }
                : current,
          );
        }}
        onSaved={(result) => {
          if (result == null) return;
          if (open.kind === 'form' && open.back) {
            // The new address is checked in the list; Select makes it the delivery address.
            setOpen({ kind: 'saved', selectedId: result.id });
            return;
          }
          choose(result);
          setOpen({ kind: 'none' });
        }}
      />
    </Section>
  );
}
