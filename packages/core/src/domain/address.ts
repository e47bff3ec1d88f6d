/**
 * Saved addresses (spec §2 'Delivery address section', 'Saved Addresses modal', §3 'Saved
 * address', §4 'Saved list', 'Address save', §5 'Address form'): the address types, the form's
 * state and the body it sends, which addresses a store can deliver to, and the checkout address
 * a saved one becomes. Pure functions; the web app and the CLI use them alike.
 */
import type { CheckoutAddress } from './checkout.js';
import { isValidLatLng } from './geo.js';

/** The types the form offers (spec §3). */
export const ADDRESS_TYPES = ['home', 'office', 'other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** The type of a location picked with the location tools rather than saved (spec §3). */
export const SELECTED_ADDRESS_TYPE = 'Selected Address';

/** A saved address as the list gives it (reference §4.11), or any address shaped like one. */
export interface SavedAddressLike {
  id: number;
  address_type: string;
  address: string;
  latitude: string | number;
  longitude: string | number;
  contact_person_name?: string | null;
  contact_person_number?: string | null;
  road?: string | null;
  house?: string | null;
  floor?: string | null;
  address_label?: string | null;
  additional_information?: string | null;
  zone_ids?: readonly number[] | null;
}

/** The customer a new address is prefilled with (spec §7: first and last name joined). */
export interface AddressCustomer {
  f_name?: string | null;
  l_name?: string | null;
  phone?: string | null;
}

export function isAddressType(value: unknown): value is AddressType {
  return typeof value === 'string' && (ADDRESS_TYPES as readonly string[]).includes(value);
}

/** An address's type; an address without one is the 'Selected Address' of the location tools. */
export function addressTypeOf(address: { address_type?: string | null } | null): string {
  const type = address?.address_type?.trim();
  return type ? type : SELECTED_ADDRESS_TYPE;
}

/** The i18n key of a known type (home, office, other, 'Selected Address'); null for a label. */
export function addressTypeKey(type: string): string | null {
  const lower = type.trim().toLowerCase();
  if (isAddressType(lower)) return `addresses.type.${lower}`;
  if (type.trim() === SELECTED_ADDRESS_TYPE) return 'addresses.type.selected';
  return null;
}

/** The edit button shows unless the address is the 'Selected Address' (spec §2). */
export function canEditAddress(address: { address_type?: string | null } | null): boolean {
  return address != null && addressTypeOf(address) !== SELECTED_ADDRESS_TYPE;
}

/** The customer's name as the contact person: first and last name joined. */
export function customerContactName(customer: AddressCustomer | null | undefined): string {
  return [customer?.f_name, customer?.l_name]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}

/** The address form's state (spec §3, §5): the label shows for the type other only. */
export interface AddressForm {
  type: AddressType;
  label: string;
  contactName: string;
  contactNumber: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  road: string;
  house: string;
  floor: string;
}

const toNumber = (value: string | number): number =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);

/** A new address: the customer's name and phone, and a location when one is known. */
export function newAddressForm(
  customer: AddressCustomer | null | undefined,
  location?: { address: string; latitude: number; longitude: number } | null,
): AddressForm {
  return {
    type: 'home',
    label: '',
    contactName: customerContactName(customer),
    contactNumber: customer?.phone?.trim() ?? '',
    address: location?.address ?? '',
    latitude: location?.latitude ?? null,
    longitude: location?.longitude ?? null,
    road: '',
    house: '',
    floor: '',
  };
}

/**
 * A saved address in the form: a known type is selected as is; a label saved as the type
 * (spec §4) comes back as the type other with that label.
 */
export function addressFormOf(saved: SavedAddressLike): AddressForm {
  const type = saved.address_type.trim();
  const lower = type.toLowerCase();
  const known = isAddressType(lower);
  const lat = toNumber(saved.latitude);
  const lng = toNumber(saved.longitude);
  const point = isValidLatLng({ lat, lng });
  return {
    type: known ? lower : 'other',
    label: known ? (saved.address_label?.trim() ?? '') : type,
    contactName: saved.contact_person_name?.trim() ?? '',
    contactNumber: saved.contact_person_number?.trim() ?? '',
    address: saved.address,
    latitude: point ? lat : null,
    longitude: point ? lng : null,
    road: saved.road ?? '',
    house: saved.house ?? '',
    floor: saved.floor ?? '',
  };
}

/**
 * The body the form sends to `customer/address/add` or `update/{id}`: a label, if set, is used
 * as the address type (spec §4) and kept as `address_label`; additional information is empty.
 * Validate it with core's `addressRequestSchema`.
 */
export function addressRequestOf(form: AddressForm): Record<string, unknown> {
  const label = form.type === 'other' ? form.label.trim() : '';
  return {
    contact_person_name: form.contactName,
    contact_person_number: form.contactNumber,
    address_type: label !== '' ? label : form.type,
    address_label: label !== '' ? label : null,
    address: form.address,
    latitude: form.latitude,
    longitude: form.longitude,
    road: form.road,
    house: form.house,
    floor: form.floor,
    additional_information: '',
  };
}

/**
 * The body that saves a checkout address ('Save this Address'): its contact, else the
 * customer's; its type, else 'other' for the location tools' 'Selected Address'.
 */
export function checkoutAddressRequest(
  address: CheckoutAddress,
  customer: AddressCustomer | null | undefined,
): Record<string, unknown> {
  const type = addressTypeOf(address);
  return {
    contact_person_name: address.contact_person_name?.trim() || customerContactName(customer),
    contact_person_number: address.contact_person_number?.trim() || customer?.phone?.trim() || '',
    address_type: type === SELECTED_ADDRESS_TYPE ? 'other' : type,
    address: address.address,
    latitude: address.latitude,
    longitude: address.longitude,
    road: address.road ?? '',
    house: address.house ?? '',
    floor: address.floor ?? '',
    additional_information: '',
  };
}

/**
 * The saved list a store can use (spec §4 'Saved list'): when the store has a zone id, only
 * the addresses whose `zone_ids` include it are kept.
 */
export function addressesInZone<T extends Pick<SavedAddressLike, 'zone_ids'>>(
  addresses: readonly T[],
  zoneId: number | null | undefined,
): T[] {
  if (zoneId == null) return [...addresses];
  return addresses.filter((a) => (a.zone_ids ?? []).includes(zoneId));
}

/** A saved address as the checkout's delivery address (coordinates as numbers), or null. */
export function checkoutAddressOf(saved: SavedAddressLike): CheckoutAddress | null {
  const latitude = toNumber(saved.latitude);
  const longitude = toNumber(saved.longitude);
  if (!isValidLatLng({ lat: latitude, lng: longitude })) return null;
  return {
    id: saved.id,
    address_type: saved.address_type,
    address: saved.address,
    latitude,
    longitude,
    road: saved.road ?? null,
    house: saved.house ?? null,
    floor: saved.floor ?? null,
    contact_person_name: saved.contact_person_name ?? null,
    contact_person_number: saved.contact_person_number ?? null,
  };
}
