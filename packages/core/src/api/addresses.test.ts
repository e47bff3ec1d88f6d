import { describe, expect, it } from 'vitest';
import { fakeApiClient, type Answer } from '../../../../tests/support/fake-api.js';
import { createActor, toPromise } from 'xstate';
import { translator } from '../i18n/index.js';
import { toUiError } from '../domain/ui-error.js';
import { isApiError } from './errors.js';
import {
  addAddress,
  addressActors,
  AddressValidationError,
  checkedAddressRequest,
  deleteAddress,
  findAddress,
  listAddresses,
  saveAddress,
  updateAddress,
  type SavedAddress,
} from './addresses.js';

const client = (answer: Answer) => fakeApiClient(answer, { token: 'secret-token' });

const saved: SavedAddress = {
  id: 5,
  user_id: 1,
  address_type: 'home',
  contact_person_name: 'Sara Ali',
  contact_person_number: '+971501234567',
  address: 'The Dubai Mall',
  latitude: '25.1985',
  longitude: '55.2796',
  zone_id: 1,
  zone_ids: [1],
  road: '1',
  house: null,
  floor: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const body = {
  contact_person_name: 'Sara Ali',
  contact_person_number: '+971501234567',
  address_type: 'home',
  address: 'The Dubai Mall',
  latitude: 25.1985,
  longitude: 55.2796,
};

describe('the address calls', () => {
  it('lists a page with the token, limit and offset', async () => {
    const page = { total_size: 1, limit: 50, offset: 2, addresses: [saved] };
    const { api, last } = client(() => ({ body: page }));
    await expect(listAddresses(api, { limit: 50, offset: 2 })).resolves.toEqual(page);
    expect(last().method).toBe('GET');
    expect(last().path).toBe('/customer/address/list');
    expect(last().query).toEqual({ limit: '50', offset: '2' });
    expect(last().headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('adds, updates and deletes with the reference paths and methods', async () => {
    const { api, requests } = client((seen) => {
      if (seen.method === 'POST')
        return { body: { message: 'Successfully added!', id: 9, zone_ids: [1] } };
      if (seen.method === 'PUT')
        return { body: { message: 'Successfully updated!', zone_id: 2, zone_ids: [2] } };
      return { body: { message: 'Successfully removed!' } };
    });
    await expect(addAddress(api, body)).resolves.toEqual({
      message: 'Successfully added!',
      id: 9,
      zone_ids: [1],
    });
    await expect(updateAddress(api, 9, body)).resolves.toEqual({
      message: 'Successfully updated!',
      id: 9,
      zone_ids: [2],
    });
    await expect(deleteAddress(api, 9)).resolves.toEqual({ message: 'Successfully removed!' });
    expect(requests.map((r) => [r.method, r.path, r.query])).toEqual([
      ['POST', '/customer/address/add', {}],
      ['PUT', '/customer/address/update/9', {}],
      ['DELETE', '/customer/address/delete', { address_id: '9' }],
    ]);
    expect(requests[0]!.body).toEqual(body);
  });

  it('saves: an id updates, none adds; a server without an id in its answer gives null', async () => {
    const { api, requests } = client((seen) =>
      seen.method === 'POST'
        ? { body: { message: 'Successfully added!', zone_ids: [1] } }
        : { body: { message: 'Successfully updated!', zone_id: 1 } },
    );
    await expect(saveAddress(api, { body })).resolves.toMatchObject({ id: null });
    await expect(saveAddress(api, { id: 3, body })).resolves.toEqual({
      message: 'Successfully updated!',
      id: 3,
      zone_ids: [1],
    });
    expect(requests.map((r) => r.method)).toEqual(['POST', 'PUT']);
  });

  it("throws the server's refusal as an ApiError with its message", async () => {
    const { api } = client(() => ({
      status: 403,
      body: { errors: [{ code: 'coordinates', message: 'Service not available in this area' }] },
    }));
    const error = await addAddress(api, body).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(toUiError(error).messages).toEqual(['Service not available in this area']);
  });

  it('finds an address by id', () => {
    expect(findAddress([saved], 5)).toBe(saved);
    expect(findAddress([saved], 6)).toBeNull();
    expect(findAddress([saved], null)).toBeNull();
  });
});

describe('checkedAddressRequest', () => {
  it("refuses a body before it is sent, with the schema's (translated) messages", () => {
    const error = (() => {
      try {
        checkedAddressRequest({ ...body, contact_person_name: ' ' }, translator('ar'));
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(AddressValidationError);
    expect((error as AddressValidationError).codes).toEqual(['contact_person_name']);
    expect(toUiError(error).messages).toEqual(['الاسم مطلوب']);
  });
});

describe("the checkout machine's saveAddress actor", () => {
  const customer = { f_name: 'Omar', l_name: 'Haddad', phone: '+971509999999' };
  const picked = { address: 'Dubai Marina', latitude: 25.08, longitude: 55.14, floor: '7' };

  it("saves the location tools' address as a new one, with the customer as its contact", async () => {
    const { api, last } = client(() => ({
      body: { message: 'Successfully added!', id: 12, zone_ids: [2] },
    }));
    const actor = createActor(addressActors(api, { customer: () => customer }).saveAddress, {
      input: { address: picked },
    }).start();
    await expect(toPromise(actor)).resolves.toEqual({
      id: 12,
      address_type: 'other',
      contact_person_name: 'Omar Haddad',
      contact_person_number: '+971509999999',
      message: 'Successfully added!',
    });
    expect(last().method).toBe('POST');
    expect(last().body).toEqual({
      contact_person_name: 'Omar Haddad',
      contact_person_number: '+971509999999',
      address_type: 'other',
      address: 'Dubai Marina',
      latitude: 25.08,
      longitude: 55.14,
      road: null,
      house: null,
      floor: '7',
      address_label: null,
      additional_information: null,
    });
  });

  it('updates a saved address, keeping its own contact and type', async () => {
    const { api, last } = client(() => ({
      body: { message: 'Successfully updated!', zone_id: 1, zone_ids: [1] },
    }));
    const address = {
      ...picked,
      id: 5,
      address_type: 'office',
      contact_person_name: 'Reception',
      contact_person_number: '+97142222222',
    };
    const actor = createActor(addressActors(api, { customer: () => customer }).saveAddress, {
      input: { address },
    }).start();
    await expect(toPromise(actor)).resolves.toMatchObject({ id: 5, address_type: 'office' });
    expect(last().method).toBe('PUT');
    expect(last().path).toBe('/customer/address/update/5');
    expect(last().body).toMatchObject({
      contact_person_name: 'Reception',
      address_type: 'office',
    });
  });

  it('sends nothing when the customer has no phone to use as the contact', async () => {
    const { api, requests } = client(() => ({ body: {} }));
    const actor = createActor(
      addressActors(api, { customer: () => ({ f_name: 'Omar' }) }).saveAddress,
      { input: { address: picked } },
    ).start();
    const error = await toPromise(actor).catch((e: unknown) => e);
    expect(toUiError(error).messages).toEqual(['Phone Number is required']);
    expect(requests).toHaveLength(0);
  });
});
