import type { CheckoutAddress, GuestContact } from '@storefront/core/domain/checkout';
import type { OrderType } from '@storefront/core/domain/delivery';
import { useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useSession } from '../../app/session.js';
import { InfoIcon, MapIcon, MapPinIcon, PhoneIcon, MailIcon } from '../../ui/icons.js';
import { Skeleton } from '../catalogue/Skeleton.js';
import { LocationActor } from '../location/LocationProvider.js';
import { ContactDialog, type AddressDetails } from './ContactDialog.js';
import { CustomerAddressSection, type CustomerAddressProps } from './CustomerAddressSection.js';
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

const rowStyle = css.raw({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  fontSize: 'sm',
  minW: 0,
});
const row = css(rowStyle);

/** The card around a guest's contact and address. */
const cardClass = css({
  display: 'flex',
  gap: '3',
  alignItems: 'flex-start',
  p: '3',
  borderRadius: 'lg',
  bg: 'bg.subtle',
  borderWidth: '1px',
  borderColor: 'border.default',
});
/** The card's column of text, beside the edit button. */
const cardTextClass = css({
  flex: '1',
  display: 'flex',
  flexDirection: 'column',
  gap: '1.5',
  minW: 0,
});

/** The delivery address of the guest's card: 'Deliver to: …'. */
function AddressLine({ text, testId }: { text: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <p className={css(rowStyle, { alignItems: 'flex-start' })} data-testid={testId}>
      <MapPinIcon className={css({ mt: '0.5', flexShrink: 0 })} />
      <span>
        <span className={css({ color: 'fg.muted' })}>{t('checkout.address.current')}: </span>
        {text}
      </span>
    </p>
  );
}

/**
 * The guest's address section while the checkout's facts load (issue 9): the delivery address
 * is the stored location, known before any answer, so it paints with the page's first render,
 * in the same card and at the same width as in the form; the contact row and the buttons are
 * placeholders of their size until the form replaces the section.
 */
export function GuestAddressPreview({ address }: { address: string }) {
  const { t } = useTranslation();
  return (
    <Section title={t('checkout.address.title')}>
      <div className={cardClass}>
        <div className={cardTextClass}>
          <Skeleton className={css({ h: '8', w: '48', maxW: 'full' })} />
          <AddressLine text={address} />
        </div>
        <Skeleton className={css({ h: '8', w: '8', flexShrink: 0 })} />
      </div>
      <Skeleton className={css({ h: '8', w: '40' })} />
    </Section>
  );
}

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
                <AddressLine text={address.address} testId="checkout-address-text" />
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
