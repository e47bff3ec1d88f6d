import { describe, expect, it } from 'vitest';
import { addressRequestSchema } from '../schemas/address.js';
import { validate } from '../schemas/validate.js';
import {
  addressesInZone,
  addressFormOf,
  addressRequestOf,
  addressTypeKey,
  addressTypeOf,
  canEditAddress,
  checkoutAddressOf,
  checkoutAddressRequest,
  customerContactName,
  newAddressForm,
  SELECTED_ADDRESS_TYPE,
  type SavedAddressLike,
} from './address.js';

const saved: SavedAddressLike = {
  id: 3,
  address_type: 'office',
  address: 'Marina Plaza, Dubai Marina',
  latitude: '25.0797',
  longitude: '55.1408',
  contact_person_name: 'Demo Customer',
  contact_person_number: '+971500000001',
  road: 'Al Marsa Street',
  house: 'Office 2203',
  floor: '22',
  address_label: 'Office',
  zone_ids: [2],
};

describe('address types', () => {
  it("an address without a type is the location tools' 'Selected Address', whose edit is hidden", () => {
    expect(addressTypeOf({ address_type: null })).toBe(SELECTED_ADDRESS_TYPE);
    expect(addressTypeOf({ address_type: '  ' })).toBe(SELECTED_ADDRESS_TYPE);
    expect(addressTypeOf(null)).toBe(SELECTED_ADDRESS_TYPE);
    expect(canEditAddress({ address_type: 'Selected Address' })).toBe(false);
    expect(canEditAddress({})).toBe(false);
    expect(canEditAddress(null)).toBe(false);
    expect(canEditAddress({ address_type: 'home' })).toBe(true);
    expect(canEditAddress({ address_type: 'Gym' })).toBe(true);
  });

  it('names the known types (any case) and leaves a label as it is', () => {
    expect(addressTypeKey('home')).toBe('addresses.type.home');
    expect(addressTypeKey('Office')).toBe('addresses.type.office');
    expect(addressTypeKey('other')).toBe('addresses.type.other');
    expect(addressTypeKey('Selected Address')).toBe('addresses.type.selected');
    expect(addressTypeKey('Gym')).toBeNull();
  });
});

describe('the address form', () => {
  it("starts with the customer's joined name and phone and the known location", () => {
    const form = newAddressForm(
      { f_name: ' Omar ', l_name: 'Haddad', phone: '+971509999999' },
      { address: 'Downtown', latitude: 25.2, longitude: 55.27 },
    );
    expect(form).toEqual({
      type: 'home',
      label: '',
      contactName: 'Omar Haddad',
      contactNumber: '+971509999999',
      address: 'Downtown',
      latitude: 25.2,
      longitude: 55.27,
      road: '',
      house: '',
      floor: '',
    });
    expect(customerContactName({ f_name: 'Omar', l_name: null })).toBe('Omar');
    expect(newAddressForm(null).latitude).toBeNull();
  });

  it('a label, if set, is used as the address type (type other only)', () => {
    const form = { ...newAddressForm(null), type: 'other' as const, label: ' Gym ' };
    expect(addressRequestOf(form)).toMatchObject({ address_type: 'Gym', address_label: 'Gym' });
    expect(addressRequestOf({ ...form, label: '' })).toMatchObject({
      address_type: 'other',
      address_label: null,
    });
    expect(addressRequestOf({ ...form, type: 'home' })).toMatchObject({
      address_type: 'home',
      address_label: null,
    });
  });

  it('a saved address comes back into the form; a label saved as the type is type other', () => {
    expect(addressFormOf(saved)).toMatchObject({
      type: 'office',
      label: 'Office',
      latitude: 25.0797,
      longitude: 55.1408,
      road: 'Al Marsa Street',
    });
    expect(addressFormOf({ ...saved, address_type: 'Gym', address_label: null })).toMatchObject({
      type: 'other',
      label: 'Gym',
    });
    expect(addressFormOf({ ...saved, latitude: 'x' })).toMatchObject({
      latitude: null,
      longitude: null,
    });
  });

  it('a filled form passes the schema the server uses; an empty one gives the spec messages', () => {
    const form = {
      ...newAddressForm({ f_name: 'Omar', l_name: 'Haddad', phone: '+971509999999' }),
      address: 'Downtown',
      latitude: 25.2,
      longitude: 55.27,
    };
    expect(validate(addressRequestSchema, addressRequestOf(form)).success).toBe(true);
    const empty = validate(addressRequestSchema, addressRequestOf(newAddressForm(null)));
    expect(empty.success ? [] : empty.errors.map((e) => e.message)).toEqual([
      'Name is required',
      'Phone Number is required',
      'Address is required',
      'The latitude field is required.',
      'The longitude field is required.',
    ]);
  });
});

describe('saved addresses at checkout', () => {
  it("keeps only the addresses in the store's zone when it has one", () => {
    const list = [saved, { ...saved, id: 4, zone_ids: [1, 2] }, { ...saved, id: 5, zone_ids: [] }];
    expect(addressesInZone(list, 1).map((a) => a.id)).toEqual([4]);
    expect(addressesInZone(list, 2).map((a) => a.id)).toEqual([3, 4]);
    expect(addressesInZone(list, null).map((a) => a.id)).toEqual([3, 4, 5]);
  });

  it('becomes the checkout address with numeric coordinates, or null without valid ones', () => {
    expect(checkoutAddressOf(saved)).toEqual({
      id: 3,
      address_type: 'office',
      address: 'Marina Plaza, Dubai Marina',
      latitude: 25.0797,
      longitude: 55.1408,
      road: 'Al Marsa Street',
      house: 'Office 2203',
      floor: '22',
      contact_person_name: 'Demo Customer',
      contact_person_number: '+971500000001',
    });
    expect(checkoutAddressOf({ ...saved, latitude: '' })).toBeNull();
    expect(checkoutAddressOf({ ...saved, longitude: '200' })).toBeNull();
  });

  it("saving a checkout address: its own contact and type, else the customer's and other", () => {
    const customer = { f_name: 'Omar', l_name: 'Haddad', phone: '+971509999999' };
    expect(
      checkoutAddressRequest({ address: 'Downtown', latitude: 25.2, longitude: 55.27 }, customer),
    ).toEqual({
      contact_person_name: 'Omar Haddad',
      contact_person_number: '+971509999999',
      address_type: 'other',
      address: 'Downtown',
      latitude: 25.2,
      longitude: 55.27,
      road: '',
      house: '',
      floor: '',
      additional_information: '',
    });
    expect(checkoutAddressRequest(checkoutAddressOf(saved)!, customer)).toMatchObject({
      contact_person_name: 'Demo Customer',
      contact_person_number: '+971500000001',
      address_type: 'office',
      floor: '22',
    });
  });
});
