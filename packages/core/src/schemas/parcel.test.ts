import { describe, expect, it } from 'vitest';
import { validate } from './validate.js';
import { parcelInstructionsQuery, parcelPlaceRequest } from './parcel.js';

const body = {
  order_amount: 21.5,
  payment_method: 'cash_on_delivery',
  order_type: 'parcel',
  parcel_category_id: '2',
  charge_payer: 'receiver',
  address: 'Ruwi, Muscat',
  latitude: '23.59',
  longitude: 58.54,
  contact_person_name: 'Sara',
  contact_person_number: '+96890000001',
  receiver_details: JSON.stringify({
    contact_person_name: 'Omar',
    contact_person_number: '+96890000002',
    address: 'Qurum, Muscat',
    latitude: '23.61',
    longitude: '58.48',
  }),
  parcel_weight: '2.5',
  parcel_dimension: 'small',
};
const errorsOf = (input: unknown) => {
  const r = validate(parcelPlaceRequest, input);
  return r.success ? [] : r.errors.map((e) => e.code);
};

describe('parcelPlaceRequest', () => {
  it('reads the v1 body, the receiver as a JSON string or an object', () => {
    const r = validate(parcelPlaceRequest, body);
    expect(r.success).toBe(true);
    if (!r.success) return;
    expect(r.data.parcel_category_id).toBe(2);
    expect(r.data.receiver_details).toMatchObject({ latitude: 23.61, longitude: 58.48 });
    expect(r.data.parcel_weight).toBe(2.5);
    const again = validate(parcelPlaceRequest, {
      ...body,
      receiver_details: { contact_person_name: 'Omar', contact_person_number: '1' },
      parcel_weight: undefined,
      parcel_dimension: undefined,
    });
    expect(again.success && again.data.receiver_details.latitude).toBe(null);
  });

  it('refuses bad fields with their codes', () => {
    expect(errorsOf({ ...body, charge_payer: 'store' })).toEqual(['charge_payer']);
    expect(errorsOf({ ...body, parcel_category_id: undefined })).toEqual(['parcel_category_id']);
    expect(errorsOf({ ...body, receiver_details: '{' })).toEqual(['receiver_details']);
    expect(errorsOf({ ...body, receiver_details: { contact_person_name: 'x' } })).toEqual([
      'receiver_details',
    ]);
    expect(errorsOf({ ...body, parcel_weight: '0' })).toEqual(['parcel_weight']);
    expect(errorsOf({ ...body, parcel_dimension: 'huge' })).toEqual(['parcel_dimension']);
    expect(errorsOf({ ...body, payment_method: 'offline_payment' })).toEqual(['payment_method']);
    expect(
      errorsOf({
        ...body,
        receiver_details: { ...JSON.parse(body.receiver_details), latitude: 95 },
      }),
    ).toEqual(['receiver_details']);
  });

  it('pages the instructions', () => {
    const r = validate(parcelInstructionsQuery, { limit: '5', offset: '2' });
    expect(r.success && r.data).toEqual({ limit: 5, offset: 2 });
  });
});
