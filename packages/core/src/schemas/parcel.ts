/**
 * Request schemas of parcel delivery (issue 14; reference §6.7 parcel fields):
 * `POST customer/order/place` with `order_type=parcel`, and `GET customer/order/parcel-instructions`.
 *
 * The placement body is the order's (the sender is the order's address and contact:
 * `address`, `latitude`, `longitude`, `road`, `house`, `floor`, `contact_person_*`) plus
 * `parcel_category_id`, `charge_payer` (sender | receiver) and `receiver_details` (an object, or
 * its JSON string as v1 clients send it) with the receiver's contact and pin. The parcel's
 * `parcel_weight` (kg) and `parcel_dimension` are checked when sent (the storefront always sends
 * them; v1 clients know neither). Missing pins are not refused here: the server answers them with
 * "Sender or Receiver location is missing" (code `location`), as the v1 API does.
 */
import * as v from 'valibot';
import { BODY_MESSAGE, field, idField, textOf, type Parsed } from './fields.js';
import { attributeName as attribute, requiredMessage } from './validate.js';
import { placeOrderRequest } from './ordering.js';
import { pageLimit, pageOffset } from './catalogue.js';
import {
  CHARGE_PAYERS,
  PARCEL_DIMENSIONS,
  PARCEL_MAX_WEIGHT_KG,
  type ChargePayer,
  type ParcelDimension,
} from '../domain/parcel.js';

export const PARCEL_PAYMENT_METHODS = ['cash_on_delivery', 'digital_payment', 'wallet'] as const;

/** The receiver as the placement stores it (`receiver_details`). */
export interface ReceiverDetails {
  contact_person_name: string;
  contact_person_number: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  road: string | null;
  house: string | null;
  floor: string | null;
  address_type: string | null;
}

const RECEIVER_TEXT: [keyof ReceiverDetails, number][] = [
  ['contact_person_name', 100],
  ['contact_person_number', 30],
  ['address', 500],
  ['road', 255],
  ['house', 255],
  ['floor', 255],
  ['address_type', 50],
];

function coordinate(name: string, raw: unknown, limit: number): Parsed<number | null> {
  const text = textOf(raw);
  if (raw == null || text === '') return { value: null };
  const n =
    typeof raw === 'number' ? raw : /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : NaN;
  if (!Number.isFinite(n) || n < -limit || n > limit) {
    return { error: `The ${attribute(name)} must be between -${limit} and ${limit}.` };
  }
  return { value: n };
}

function receiverDetails(raw: unknown): Parsed<ReceiverDetails> {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return { error: 'The receiver details must be an object.' };
    }
  }
  if (value == null || typeof value !== 'object' || Array.isArray(value)) {
    return { error: 'The receiver details must be an object.' };
  }
  const entries = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, max] of RECEIVER_TEXT) {
    const rawText = entries[key];
    const name = `receiver_details.${key}`;
    if (rawText == null || (typeof rawText === 'string' && rawText.trim() === '')) {
      if (key === 'contact_person_name' || key === 'contact_person_number') {
        return { error: requiredMessage(name) };
      }
      out[key] = key === 'address' ? '' : null;
      continue;
    }
    if (typeof rawText !== 'string' && typeof rawText !== 'number') {
      return { error: `The ${attribute(name)} must be a string.` };
    }
    const text = String(rawText).trim();
    if (text.length > max) {
      return { error: `The ${attribute(name)} may not be greater than ${max} characters.` };
    }
    out[key] = text;
  }
  for (const [key, limit] of [
    ['latitude', 90],
    ['longitude', 180],
  ] as const) {
    const parsed = coordinate(`receiver_details.${key}`, entries[key], limit);
    if ('error' in parsed) return parsed;
    out[key] = parsed.value;
  }
  return { value: out as unknown as ReceiverDetails };
}

const oneOf = <const T extends readonly string[]>(name: string, values: T) =>
  field<T[number]>(
    name,
    (raw) =>
      typeof raw === 'string' && (values as readonly string[]).includes(raw.trim())
        ? { value: raw.trim() as T[number] }
        : { error: `The selected ${attribute(name)} is invalid.` },
    { required: true },
  );

const e = placeOrderRequest.entries;

/** `POST customer/order/place` with `order_type=parcel`. */
export const parcelPlaceRequest = v.object(
  {
    order_amount: e.order_amount,
    payment_method: oneOf('payment_method', PARCEL_PAYMENT_METHODS),
    order_type: oneOf('order_type', ['parcel'] as const),
    parcel_category_id: idField('parcel_category_id'),
    charge_payer: oneOf('charge_payer', CHARGE_PAYERS) as ReturnType<typeof field<ChargePayer>>,
    receiver_details: field<ReceiverDetails>('receiver_details', receiverDetails, {
      required: true,
    }),
    parcel_weight: field<number | null>(
      'parcel_weight',
      (raw) => {
        const text = textOf(raw);
        const n =
          typeof raw === 'number' ? raw : /^(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : NaN;
        if (!Number.isFinite(n) || n <= 0 || n > PARCEL_MAX_WEIGHT_KG) {
          return {
            error: `The ${attribute('parcel_weight')} must be above 0 and at most ${PARCEL_MAX_WEIGHT_KG}.`,
          };
        }
        return { value: n };
      },
      { fallback: null },
    ),
    parcel_dimension: field<ParcelDimension | null>(
      'parcel_dimension',
      (raw) =>
        typeof raw === 'string' && (PARCEL_DIMENSIONS as readonly string[]).includes(raw.trim())
          ? { value: raw.trim() as ParcelDimension }
          : { error: `The selected ${attribute('parcel_dimension')} is invalid.` },
      { fallback: null },
    ),
    /** Ignored: the server measures the distance between the two pins. */
    distance: e.distance,
    address: e.address,
    latitude: e.latitude,
    longitude: e.longitude,
    address_type: e.address_type,
    road: e.road,
    house: e.house,
    floor: e.floor,
    contact_person_name: e.contact_person_name,
    contact_person_number: e.contact_person_number,
    contact_person_email: e.contact_person_email,
    order_note: e.order_note,
    delivery_instruction: e.delivery_instruction,
    dm_tips: e.dm_tips,
    is_guest: e.is_guest,
    guest_id: e.guest_id,
    callback: e.callback,
    payment_gateway: e.payment_gateway,
    payment_platform: e.payment_platform,
    /** v1 clients send an empty cart with a parcel; anything in it is ignored. */
    cart: e.cart,
    sender_zone_id: idField('sender_zone_id', true),
  },
  BODY_MESSAGE,
);

/** `GET customer/order/parcel-instructions` (paged). */
export const parcelInstructionsQuery = v.object({
  limit: pageLimit(),
  offset: pageOffset,
});

/** `GET parcel-category`: optional module. */
export const parcelCategoryQuery = v.object({
  module_id: idField('module_id', true),
});

export type ParcelPlaceRequest = v.InferOutput<typeof parcelPlaceRequest>;
export type ParcelInstructionsQuery = v.InferOutput<typeof parcelInstructionsQuery>;
