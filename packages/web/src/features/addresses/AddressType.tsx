import { addressTypeKey, addressTypeOf } from '@storefront/core/domain/address';
import { useTranslation } from 'react-i18next';
import { HomeIcon, Icon, MapPinIcon, type IconProps } from '../../ui/icons.js';

export const OfficeIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M3 13h18" />
  </Icon>
);

export const TagIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9Z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </Icon>
);

export const EditIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />
  </Icon>
);

/** The icon of an address type: home, office, a label (other), or a picked location. */
export function AddressTypeIcon({ type, ...p }: IconProps & { type: string }) {
  const lower = type.trim().toLowerCase();
  if (lower === 'home') return <HomeIcon {...p} />;
  if (lower === 'office') return <OfficeIcon {...p} />;
  if (addressTypeKey(type) === 'addresses.type.selected') return <MapPinIcon {...p} />;
  return <TagIcon {...p} />;
}

/** An address's type as text: the translated known type, or the customer's label as typed. */
export function useAddressTypeText() {
  const { t } = useTranslation();
  return (address: { address_type?: string | null } | null) => {
    const type = addressTypeOf(address);
    const key = addressTypeKey(type);
    return key ? t(key) : type;
  };
}
