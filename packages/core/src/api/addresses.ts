/**
 * Saved addresses (reference §4.11): typed calls over the client for `customer/address/list`,
 * `add`, `update/{id}` and `delete`, used by the web app (react-query, the checkout machine's
 * `saveAddress` actor) and the CLI. The session middleware sends the token: these calls are for
 * signed-in customers only (a 401 ends the session like any other call).
 *
 * Bodies are checked with core's `addressRequestSchema` before they are sent: a form that
 * passes on the client passes on the server, and a refusal carries the same messages.
 */
import { fromPromise } from 'xstate';
import {
  checkoutAddressRequest,
  type AddressCustomer,
  type SavedAddressLike,
} from '../domain/address.js';
import type { Translate } from '../i18n/index.js';
import type { SaveAddressInput, SaveAddressResult } from '../machines/checkout.types.js';
import { addressRequestSchema } from '../schemas/address.js';
import { validate, type FieldError } from '../schemas/validate.js';
import type { components } from './schema.gen.js';
import type { ApiClient } from './client.js';
import { unwrap, type Signal } from './calls.js';

type Schemas = components['schemas'];

export type SavedAddress = Schemas['SavedAddress'];
export type AddressPage = Schemas['AddressPage'];
export type AddressRequest = Schemas['AddressRequest'];

/** The largest page the server gives (its cap): the web's lists load one page of it. */
export const ADDRESS_PAGE_LIMIT = 50;

/** A body refused before it was sent: the schema's messages, as an `ApiError` carries them. */
export class AddressValidationError extends Error {
  readonly messages: string[];
  readonly codes: string[];
  constructor(readonly errors: FieldError[]) {
    super(errors.map((e) => e.message).join('\n'));
    this.name = 'AddressValidationError';
    this.messages = errors.map((e) => e.message);
    this.codes = errors.map((e) => e.code);
  }
}

/**
 * A body checked with `addressRequestSchema` (messages translated with `t`), or an
 * `AddressValidationError`.
 */
export function checkedAddressRequest(input: unknown, t?: Translate): AddressRequest {
  const result = validate(addressRequestSchema, input, t);
  if (!result.success) throw new AddressValidationError(result.errors);
  return result.data;
}

/** One page of the customer's saved addresses, newest first. */
export async function listAddresses(
  api: ApiClient,
  options: { limit?: number; offset?: number; signal?: Signal } = {},
): Promise<AddressPage> {
  const query: { limit?: number; offset?: number } = {};
  if (options.limit != null) query.limit = options.limit;
  if (options.offset != null) query.offset = options.offset;
  return unwrap(api.GET('/customer/address/list', { params: { query }, signal: options.signal }));
}

/** The answer to a saved address: its id (null from a server that does not say) and zones. */
export interface AddressWrite {
  message: string;
  id: number | null;
  zone_ids: number[];
}

/** Saves a new address. */
export async function addAddress(
  api: ApiClient,
  body: AddressRequest,
  signal?: Signal,
): Promise<AddressWrite> {
  const data = await unwrap(api.POST('/customer/address/add', { body, signal }));
  return {
    message: data.message,
    id: typeof data.id === 'number' ? data.id : null,
    zone_ids: Array.isArray(data.zone_ids) ? data.zone_ids : [],
  };
}

/** Replaces the saved address `id`. */
export async function updateAddress(
  api: ApiClient,
  id: number,
  body: AddressRequest,
  signal?: Signal,
): Promise<AddressWrite> {
  const data = await unwrap(
    api.PUT('/customer/address/update/{id}', { params: { path: { id } }, body, signal }),
  );
  const zoneIds = Array.isArray(data.zone_ids)
    ? data.zone_ids
    : typeof data.zone_id === 'number'
      ? [data.zone_id]
      : [];
  return { message: data.message, id, zone_ids: zoneIds };
}

/** Deletes the saved address `id`. */
export async function deleteAddress(
  api: ApiClient,
  id: number,
  signal?: Signal,
): Promise<{ message: string }> {
  return unwrap(
    api.DELETE('/customer/address/delete', { params: { query: { address_id: id } }, signal }),
  );
}

/**
 * Creates the address, or updates it when it has an id (spec §4 'Address save': signed-in
 * customers create, or update the address being edited).
 */
export function saveAddress(
  api: ApiClient,
  input: { id?: number | null; body: AddressRequest },
  signal?: Signal,
): Promise<AddressWrite> {
  return input.id != null
    ? updateAddress(api, input.id, input.body, signal)
    : addAddress(api, input.body, signal);
}

/** The saved address of `id` in a page, if it is there. */
export function findAddress<T extends SavedAddressLike>(
  addresses: readonly T[],
  id: number | null | undefined,
): T | null {
  return id == null ? null : (addresses.find((a) => a.id === id) ?? null);
}

export interface AddressActorOptions {
  /** The signed-in customer, whose name and phone a contact-less address gets. */
  customer: () => AddressCustomer | null;
  /** Translates the schema's messages (English otherwise). */
  t?: Translate;
}

/**
 * The checkout machine's `saveAddress` actor ('Save this Address'): the checkout address (its
 * contact, else the customer's) is created, or updated when it is a saved one.
 */
export function addressActors(api: ApiClient, options: AddressActorOptions) {
  return {
    saveAddress: fromPromise<SaveAddressResult, SaveAddressInput>(async ({ input, signal }) => {
      const body = checkedAddressRequest(
        checkoutAddressRequest(input.address, options.customer()),
        options.t,
      );
      const saved = await saveAddress(api, { id: input.address.id ?? null, body }, signal);
      return {
        id: saved.id,
        address_type: body.address_type,
        contact_person_name: body.contact_person_name,
        contact_person_number: body.contact_person_number,
        message: saved.message,
      };
    }),
  };
}
