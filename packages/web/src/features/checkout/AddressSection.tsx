import type { CheckoutAddress, GuestContact } from '@storefront/core/domain/checkout';
import type { OrderType } from '@storefront/core/domain/delivery';
import { useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useSession } from '../../app/session.js';
import { InfoIcon, MapIcon, PhoneIcon, MailIcon } from '../../ui/icons.js';
import { LocationActor } from '../location/LocationProvider.js';
import { ContactDialog, type AddressDetails } from './ContactDialog.js';
import { CustomerAddressSection, type CustomerAddressProps } from './CustomerAddressSection.js';
import { AddressLine, cardClass, cardTextClass, rowStyle } from './CheckoutLoading.js';
import { Section, Tooltip } from './ui.js';

const EditIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />
  </svg>
);

const row = css(rowStyle);

/**
 * The checkout's address section: the guest view below, or, for a signed-in customer, the saved
 * addresses (CustomerAddressSection).
 */
export function AddressSection({
  guest,
  customer,
  ...props
}: GuestAddressProps & {
  /** The signed-in customer's section (unused for a guest). */
  customer: Omit<CustomerAddressProps, 'orderType' | 'address' | 'storeName' | 'onDetails'>;
}) {
  if (guest) return <GuestAddressSection guest={guest} {...props} />;
  return (
    <CustomerAddressSection
      orderType={props.orderType}
      address={props.address}
      storeName={props.storeName}
      onDetails={props.onDetails}
      {...customer}
    />
  );
}

interface GuestAddressProps {
  orderType: OrderType;
  guest: boolean;
  address: CheckoutAddress | null;
  contact: GuestContact | null;
  storeName: string;
  onContact: (contact: GuestContact) => void;
  onDetails: (details: Partial<AddressDetails>) => void;
}

/**
 * The delivery address and, for guests, the contact (spec §2 'Guest address view', 'Delivery
 * address section'): a card with the contact's name, phone and e-mail ('No Contact Info Added'
 * with its tooltip when none), street, house and floor and the address for a delivery (the stored
 * location, changed with the location tools), the store for take-away, and the edit button that
 * opens the contact form.
 */
function GuestAddressSection({
  orderType,
  guest,
  address,
  contact,
  storeName,
  onContact,
  onDetails,
}: GuestAddressProps) {
  const { t } = useTranslation();
  const session = useSession();
  const location = LocationActor.useActorRef();
  const [editing, setEditing] = useState(false);
  // The control that opened the contact form gets the focus back when it closes; the 'No Contact
  // Info Added' info button is gone once a contact is saved, and the edit button stands in.
  const opener = useRef<HTMLElement | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const openContact = (event: MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
    setEditing(true);
  };
  const delivery = orderType === 'delivery';
  const details: AddressDetails = {
    road: address?.road ?? '',
    house: address?.house ?? '',
    floor: address?.floor ?? '',
  };
  const hasDetails = details.road !== '' || details.house !== '' || details.floor !== '';
  const editLabel = delivery ? t('checkout.guest.editTooltip') : t('checkout.contact.edit');

  return (
    <Section
      title={delivery ? t('checkout.address.title') : t('checkout.contact.title')}
      testId="checkout-address"
    >
      <div className={cardClass} data-testid="guest-address-card">
        <div className={cardTextClass}>
          {guest &&
            (contact ? (
              <>
                <p className={css({ fontWeight: 'semibold' })} data-testid="guest-contact-name">
                  {contact.contact_person_name}
                </p>
                <p className={row}>
                  <PhoneIcon />
                  <bdi dir="ltr">{contact.contact_person_number}</bdi>
                </p>
                {contact.contact_person_email && (
                  <p className={row}>
                    <MailIcon />
                    <bdi dir="ltr" className={css({ overflowWrap: 'anywhere' })}>
                      {contact.contact_person_email}
                    </bdi>
                  </p>
                )}
              </>
            ) : (
              <p className={css(rowStyle, { fontWeight: 'semibold', color: 'warning.text' })}>
                {t('checkout.guest.noContact')}
                <Tooltip label={t('checkout.guest.noContactTooltip')}>
                  <button
                    type="button"
                    className={cx(
                      button({ variant: 'ghost', size: 'iconSm' }),
                      css({ color: 'inherit' }),
                    )}
                    aria-label={t('checkout.guest.noContactTooltip')}
                    onClick={openContact}
                    data-testid="no-contact-info"
                  >
                    <InfoIcon />
                  </button>
                </Tooltip>
              </p>
            ))}
          {delivery ? (
            address ? (
              <>
                {hasDetails && (
                  <p
                    className={css({ fontSize: 'sm', color: 'fg.muted' })}
                    data-testid="address-details"
                  >
                    {[
                      details.road && `${t('checkout.address.road')}: ${details.road}`,
                      details.house && `${t('checkout.address.house')}: ${details.house}`,
                      details.floor && `${t('checkout.address.floor')}: ${details.floor}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                )}
                <AddressLine
                  label={t('checkout.address.current')}
                  text={address.address}
                  testId="checkout-address-text"
                />
              </>
            ) : (
              <p className={css({ fontSize: 'sm', color: 'danger.text' })}>
                {t('checkout.address.none')}
              </p>
            )
          ) : (
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {t('checkout.takeAway.from', { store: storeName })}
            </p>
          )}
        </div>
        <Tooltip label={editLabel}>
          <button
            type="button"
            className={button({ variant: 'outline', size: 'iconSm' })}
            ref={editButton}
            aria-label={editLabel}
            onClick={openContact}
            data-testid="edit-contact"
          >
            <EditIcon />
          </button>
        </Tooltip>
      </div>
      {delivery && (
        <button
          type="button"
          className={cx(button({ variant: 'ghost', size: 'sm' }), css({ alignSelf: 'flex-start' }))}
          onClick={() => location.send({ type: 'OPEN_MAP', center: session.currentLatLng })}
        >
          <MapIcon />
          {t('checkout.address.change')}
        </button>
      )}
      <ContactDialog
        open={editing}
        onOpenChange={setEditing}
        finalFocusEl={() => (opener.current?.isConnected ? opener.current : editButton.current)}
        contact={contact}
        details={details}
        withAddressDetails={delivery}
        onSave={(next, nextDetails) => {
          onContact(next);
          if (delivery) onDetails(nextDetails);
        }}
      />
    </Section>
  );
}
