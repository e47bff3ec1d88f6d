import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/index.js';
import {
  ADDRESS_MESSAGES,
  addressIdSchema,
  addressListQuery,
  addressPathSchema,
  addressRequestSchema,
} from './address.js';
import { validate } from './validate.js';

const good = {
  contact_person_name: '  Sara Ali ',
  contact_person_number: '+971 (50) 123-4567',
  address_type: 'home',
  address: 'The Dubai Mall, Downtown Dubai',
  latitude: '25.1985',
  longitude: 55.2796,
};

const errorsOf = (input: unknown) => {
  const result = validate(addressRequestSchema, input);
  return result.success ? [] : result.errors;
};

const messageOf = (input: unknown, code: string) =>
  errorsOf(input).find((e) => e.code === code)?.message;

describe('addressRequestSchema', () => {
  it('accepts a saved address: texts trimmed, the phone cleaned, coordinates as numbers', () => {
    const result = validate(addressRequestSchema, { ...good, road: ' 12 ', floor: 3, house: '' });
    expect(result).toEqual({
      success: true,
      data: {
        contact_person_name: 'Sara Ali',
        contact_person_number: '+971501234567',
        address_type: 'home',
        address: 'The Dubai Mall, Downtown Dubai',
        latitude: 25.1985,
        longitude: 55.2796,
        road: '12',
        house: null,
        floor: '3',
        address_label: null,
        additional_information: null,
      },
    });
  });

  it('gives the spec messages of the address form (spec §5)', () => {
    expect(errorsOf({ address_type: 'home', latitude: 1, longitude: 1 })).toEqual([
      { code: 'contact_person_name', message: 'Name is required' },
      { code: 'contact_person_number', message: 'Phone Number is required' },
      { code: 'address', message: 'Address is required' },
    ]);
    expect(messageOf({ ...good, address: '   ' }, 'address')).toBe('Address is required');
    expect(messageOf({ ...good, contact_person_name: '' }, 'contact_person_name')).toBe(
      'Name is required',
    );
    expect(messageOf({ ...good, contact_person_number: null }, 'contact_person_number')).toBe(
      'Phone Number is required',
    );
  });

  it('refuses a bad phone, type, coordinates and overlong texts with clear messages', () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ contact_person_number: '12ab' }, 'contact_person_number', ADDRESS_MESSAGES.phoneInvalid],
      [{ contact_person_number: '+1234' }, 'contact_person_number', ADDRESS_MESSAGES.phoneInvalid],
      [{ address_type: '' }, 'address_type', ADDRESS_MESSAGES.typeRequired],
      [{ address_type: 'x'.repeat(51) }, 'address_type', ADDRESS_MESSAGES.typeTooLong],
      [{ latitude: undefined }, 'latitude', ADDRESS_MESSAGES.latitudeRequired],
      [{ longitude: '' }, 'longitude', ADDRESS_MESSAGES.longitudeRequired],
      [{ latitude: '91' }, 'latitude', ADDRESS_MESSAGES.latitudeInvalid],
      [{ latitude: 'north' }, 'latitude', ADDRESS_MESSAGES.latitudeInvalid],
      [{ latitude: true }, 'latitude', ADDRESS_MESSAGES.latitudeInvalid],
      [{ longitude: -180.5 }, 'longitude', ADDRESS_MESSAGES.longitudeInvalid],
      [{ longitude: Number.NaN }, 'longitude', ADDRESS_MESSAGES.longitudeInvalid],
      [
        { contact_person_name: 'n'.repeat(101) },
        'contact_person_name',
        ADDRESS_MESSAGES.nameTooLong,
      ],
      [{ address: 'a'.repeat(501) }, 'address', ADDRESS_MESSAGES.addressTooLong],
      [{ road: 'r'.repeat(256) }, 'road', ADDRESS_MESSAGES.roadTooLong],
      [{ house: 'h'.repeat(256) }, 'house', ADDRESS_MESSAGES.houseTooLong],
      [{ floor: 'f'.repeat(256) }, 'floor', ADDRESS_MESSAGES.floorTooLong],
      [{ address_label: 'l'.repeat(51) }, 'address_label', ADDRESS_MESSAGES.labelTooLong],
      [
        { additional_information: 'i'.repeat(1001) },
        'additional_information',
        ADDRESS_MESSAGES.additionalInformationTooLong,
      ],
      [{ contact_person_name: { first: 'A' } }, 'contact_person_name', ADDRESS_MESSAGES.notText],
      [{ road: ['1'] }, 'road', ADDRESS_MESSAGES.notText],
    ];
    for (const [change, code, message] of cases) {
      expect(errorsOf({ ...good, ...change }), JSON.stringify(change)).toEqual([{ code, message }]);
    }
  });

  it('accepts the limits exactly', () => {
    const result = validate(addressRequestSchema, {
      ...good,
      contact_person_name: 'n'.repeat(100),
      address: 'a'.repeat(500),
      latitude: -90,
      longitude: 180,
      road: 'r'.repeat(255),
      address_label: 'l'.repeat(50),
      contact_person_number: '123456',
    });
    expect(result.success).toBe(true);
  });

  it('refuses a body that is not an object', () => {
    for (const body of [[good], 'home', 7, null]) {
      expect(errorsOf(body), JSON.stringify(body)).toEqual([
        { code: 'input', message: ADDRESS_MESSAGES.body },
      ]);
    }
  });

  it('translates the form messages with the catalogs', () => {
    const result = validate(addressRequestSchema, { address_type: 'home' }, translator('ar'));
    expect(result.success).toBe(false);
    if (result.success) return;
    for (const error of result.errors) expect(error.message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('the list, path and delete schemas', () => {
  it('pages the list: limit defaults to 10 and is capped at 50, offset is the page', () => {
    expect(validate(addressListQuery, {})).toEqual({
      success: true,
      data: { limit: 10, offset: 1 },
    });
    expect(validate(addressListQuery, { limit: '500', offset: '2' })).toEqual({
      success: true,
      data: { limit: 50, offset: 2 },
    });
    expect(validate(addressListQuery, { limit: '0' }).success).toBe(false);
    expect(validate(addressListQuery, { offset: 'x' }).success).toBe(false);
  });

  it('takes a positive address id', () => {
    expect(validate(addressIdSchema, { address_id: '7' })).toEqual({
      success: true,
      data: { address_id: 7 },
    });
    for (const bad of [undefined, '', 'x', '0', '-1', '1.5']) {
      const result = validate(addressIdSchema, { address_id: bad });
      expect(result.success, String(bad)).toBe(false);
    }
    expect(validate(addressPathSchema, { id: 'abc' })).toEqual({
      success: false,
      errors: [{ code: 'id', message: 'The id must be an integer.' }],
    });
  });
});
