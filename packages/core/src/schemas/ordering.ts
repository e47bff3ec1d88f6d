/**
 * Request schemas of the cart, coupon and order operations (reference §1.3, §4.7, §4.12, §6.7):
 * `customer/cart/*`, `coupon/apply`, `customer/order/*`. The server validates with them; clients
 * may check their own bodies with them.
 *
 * Values may arrive as JSON numbers or as strings (query strings, forms): `'3'` and `3` are the
 * same id. An empty string or null counts as absent. Array fields also accept a JSON array
 * string (`'[1,2]'`), as form-encoded clients send them. Messages follow Laravel's wording, as
 * the v1 API's validation errors do; a failure is answered with 403 and `code` = the field
 * (reference §3).
 *
 * What these schemas do not decide (the domain rules do, with the database): whether an item,
 * variation or add-on exists, stock and cart limits, the order's amounts and checks
 * (checkout.ts), coupon validity (coupon.ts).
 */
import * as v from 'valibot';
import { attributeName as attribute } from './validate.js';
import {
  BODY_MESSAGE,
  DECIMAL,
  field,
  idField,
  integerValue,
  textField,
  textOf,
  type Parsed,
} from './fields.js';

export { idField } from './fields.js';
import type { CartVariation, FoodVariationChoice, ItemVariation } from '../domain/variations.js';
import { pageLimit, pageOffset } from './catalogue.js';

export const MAX_CART_QUANTITY = 10_000;
export const MAX_AMOUNT = 1_000_000_000;
export const MAX_LIST_LENGTH = 50;
export const MAX_GUEST_ID_LENGTH = 64;
export const MAX_REASON_LENGTH = 255;
export const MAX_NOTE_LENGTH = 1000;
export const MAX_COUPON_CODE_LENGTH = 50;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 128;

export const CART_MODELS = ['Item', 'ItemCampaign'] as const;
export type CartModel = (typeof CART_MODELS)[number];

/** Every payment method of the v1 API (offline payment is not taken by the reference server). */
export const ORDER_PAYMENT_METHODS = [
  'cash_on_delivery',
  'digital_payment',
  'wallet',
  'offline_payment',
] as const;
export const PLACE_ORDER_TYPES = ['delivery', 'take_away'] as const;

function numberValue(name: string, raw: unknown, min: number, max: number): Parsed<number> {
  const text = textOf(raw);
  const n = typeof raw === 'number' ? raw : DECIMAL.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(n)) return { error: `The ${attribute(name)} must be a number.` };
  if (n < min || n > max) {
    return { error: `The ${attribute(name)} must be between ${min} and ${max}.` };
  }
  return { value: n };
}

/** A whole quantity from 1 to `MAX_CART_QUANTITY`. */
const quantityField = (name: string) =>
  field(name, (raw) => integerValue(name, raw, 1, MAX_CART_QUANTITY), { required: true });

/** An amount of money from 0 to `MAX_AMOUNT` (required, or `fallback` when absent). */
function amountField(name: string, options: { required: true } | { fallback: number }) {
  return field(name, (raw) => numberValue(name, raw, 0, MAX_AMOUNT), options);
}

function coordinateField(name: 'latitude' | 'longitude') {
  const limit = name === 'latitude' ? 90 : 180;
  return field<number | null>(name, (raw) => numberValue(name, raw, -limit, limit), {
    fallback: null,
  });
}

/** A yes/no flag: 1, 0, true, false (or their strings); default false. */
function flagField(name: string) {
  return field<boolean>(
    name,
    (raw) => {
      const text = String(raw).trim().toLowerCase();
      if (raw === true || text === '1' || text === 'true') return { value: true };
      if (raw === false || text === '0' || text === 'false') return { value: false };
      return { error: `The ${attribute(name)} field must be true or false.` };
    },
    { fallback: false },
  );
}

/** One of `values` (required, or `fallback` when absent). */
function oneOfField<const T extends readonly string[]>(
  name: string,
  values: T,
  options: { required: true } | { fallback: T[number] },
) {
  return field<T[number]>(
    name,
    (raw) =>
      typeof raw === 'string' && (values as readonly string[]).includes(raw.trim())
        ? { value: raw.trim() as T[number] }
        : { error: `The selected ${attribute(name)} is invalid.` },
    options,
  );
}

/** An array, or a JSON array string; anything else gives `null`. */
function arrayOf(raw: unknown): unknown[] | null {
  if (Array.isArray(raw)) return raw;
  if (typeof raw === 'string') {
    try {
      const parsed: unknown = JSON.parse(raw);
      return Array.isArray(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** A list of whole numbers within [min, max], at most `MAX_LIST_LENGTH` long. */
function integerListField(name: string, min: number, max: number, fallback: number[] | null) {
  const parse = (raw: unknown): Parsed<number[]> => {
    const list = arrayOf(raw);
    if (list == null) return { error: `The ${attribute(name)} must be an array.` };
    if (list.length > MAX_LIST_LENGTH) {
      return { error: `The ${attribute(name)} may not have more than ${MAX_LIST_LENGTH} items.` };
    }
    const out: number[] = [];
    for (const entry of list) {
      const parsed = integerValue(name, entry, min, max);
      if ('error' in parsed)
        return { error: `The ${attribute(name)} must hold whole numbers from ${min} to ${max}.` };
      out.push(parsed.value);
    }
    return { value: out };
  };
  return field<number[] | null>(name, parse, { fallback });
}

const variationMessage = 'The variation must be a list of chosen options.';

/** One entry of a cart variation (reference §4.7): food `{name, values:{label:[…]}}` or `{type}`. */
function variationEntry(entry: unknown): FoodVariationChoice | ItemVariation | null {
  if (typeof entry !== 'object' || entry == null || Array.isArray(entry)) return null;
  const record = entry as Record<string, unknown>;
  if (typeof record.name === 'string' && record.values != null) {
    const values = record.values as Record<string, unknown>;
    const raw = typeof values === 'object' && !Array.isArray(values) ? values.label : undefined;
    const labels = Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : null;
    if (labels == null || labels.length > MAX_LIST_LENGTH) return null;
    if (!labels.every((l) => typeof l === 'string' && l.length <= 200)) return null;
    if (record.name.length > 200) return null;
    return { name: record.name, values: { label: labels as string[] } };
  }
  if (typeof record.type === 'string' && record.type.length <= 200) {
    const price = typeof record.price === 'number' ? record.price : Number(record.price ?? 0);
    const stock = record.stock == null ? null : Number(record.stock);
    return {
      type: record.type,
      price: Number.isFinite(price) ? price : 0,
      stock: stock != null && Number.isFinite(stock) ? stock : null,
    };
  }
  return null;
}

/** The chosen options of a line (an empty list when absent, or null with `keepWhenAbsent`). */
function variationField(name: string, fallback: CartVariation | null) {
  return field<CartVariation | null>(
    name,
    (raw) => {
      const list = arrayOf(raw);
      if (list == null || list.length > MAX_LIST_LENGTH) return { error: variationMessage };
      const entries = list.map(variationEntry);
      if (entries.some((e) => e == null)) return { error: variationMessage };
      return { value: entries as (FoodVariationChoice | ItemVariation)[] };
    },
    { fallback },
  );
}

const guestIdField = () => textField('guest_id', MAX_GUEST_ID_LENGTH);

interface AddOnFields {
  add_on_ids: number[] | null;
  add_on_qtys: number[] | null;
}

const ADD_ON_REPEATED = 'The add on ids may not repeat an add-on.';
const ADD_ON_QTYS_LENGTH = 'The add on qtys must have one quantity per add-on.';
/** Add-ons are not repeated. */
const distinctAddOns = (input: AddOnFields) =>
  new Set(input.add_on_ids ?? []).size === (input.add_on_ids ?? []).length;
/** `add_on_qtys`, when given, has one quantity per add-on. */
const oneQtyPerAddOn = (input: AddOnFields) =>
  input.add_on_qtys == null ||
  input.add_on_qtys.length === 0 ||
  input.add_on_qtys.length === (input.add_on_ids ?? []).length;

// ---------------------------------------------------------------- cart

const cartLineEntries = {
  item_id: idField('item_id'),
  model: oneOfField('model', CART_MODELS, { fallback: 'Item' }),
  /** Ignored: the server prices every line from its own data. */
  price: amountField('price', { fallback: 0 }),
  quantity: quantityField('quantity'),
  variation: variationField('variation', []),
  add_on_ids: integerListField('add_on_ids', 1, 999_999_999, []),
  add_on_qtys: integerListField('add_on_qtys', 1, MAX_CART_QUANTITY, []),
};

/** `POST customer/cart/add`. */
export const cartAddRequest = v.pipe(
  v.object({ ...cartLineEntries, guest_id: guestIdField() }, BODY_MESSAGE),
  v.forward(v.partialCheck([['add_on_ids']], distinctAddOns, ADD_ON_REPEATED), ['add_on_ids']),
  v.forward(v.partialCheck([['add_on_ids'], ['add_on_qtys']], oneQtyPerAddOn, ADD_ON_QTYS_LENGTH), [
    'add_on_qtys',
  ]),
);

/** One line of a buy-now order's `cart` (core's `CartLineBody`). */
export const cartLineRequest = v.pipe(
  v.object(cartLineEntries, 'Each cart line must be an object.'),
  v.forward(v.partialCheck([['add_on_ids']], distinctAddOns, ADD_ON_REPEATED), ['add_on_ids']),
  v.forward(v.partialCheck([['add_on_ids'], ['add_on_qtys']], oneQtyPerAddOn, ADD_ON_QTYS_LENGTH), [
    'add_on_qtys',
  ]),
);

/** `POST customer/cart/update`: absent variation or add-ons keep the line's. */
export const cartUpdateRequest = v.pipe(
  v.object(
    {
      cart_id: idField('cart_id'),
      quantity: quantityField('quantity'),
      price: amountField('price', { fallback: 0 }),
      variation: variationField('variation', null),
      add_on_ids: integerListField('add_on_ids', 1, 999_999_999, null),
      add_on_qtys: integerListField('add_on_qtys', 1, MAX_CART_QUANTITY, null),
      guest_id: guestIdField(),
    },
    BODY_MESSAGE,
  ),
  v.forward(v.partialCheck([['add_on_ids']], distinctAddOns, ADD_ON_REPEATED), ['add_on_ids']),
  v.forward(v.partialCheck([['add_on_ids'], ['add_on_qtys']], oneQtyPerAddOn, ADD_ON_QTYS_LENGTH), [
    'add_on_qtys',
  ]),
);

/** `DELETE customer/cart/remove-item` (query or body). */
export const cartRemoveItemRequest = v.object(
  { cart_id: idField('cart_id'), guest_id: guestIdField() },
  BODY_MESSAGE,
);

/** `GET customer/cart/list`, `DELETE customer/cart/remove`, `GET coupon/list`. */
export const guestOnlyRequest = v.object({ guest_id: guestIdField() }, BODY_MESSAGE);

// ---------------------------------------------------------------- coupons

/** `GET coupon/apply`. */
export const couponApplyQuery = v.object({
  code: textField('code', MAX_COUPON_CODE_LENGTH, true),
  store_id: idField('store_id'),
  guest_id: guestIdField(),
});

// ---------------------------------------------------------------- orders

/** `schedule_at`: `YYYY-MM-DD HH:MM[:SS]` (the store's local time) or ISO 8601 with a zone. */
export const SCHEDULE_AT_LOCAL = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
export const SCHEDULE_AT_INSTANT =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

const dateTimeField = (name: string) =>
  field<string | null>(
    name,
    (raw) => {
      const text = typeof raw === 'string' ? raw.trim() : '';
      if (SCHEDULE_AT_INSTANT.test(text) && Number.isFinite(Date.parse(text)))
        return { value: text };
      const local = SCHEDULE_AT_LOCAL.exec(text);
      if (local && Number.isFinite(Date.parse(`${local[1]}T00:00:00Z`))) {
        const [h, m, s] = [Number(local[2]), Number(local[3]), Number(local[4] ?? 0)];
        if (h < 24 && m < 60 && s < 60) return { value: text };
      }
      return { error: `The ${attribute(name)} is not a valid date and time.` };
    },
    { fallback: null },
  );
const scheduleAtField = dateTimeField('schedule_at');

/** `POST customer/order/place` (reference §6.7; core's `PlaceOrderBody`). */
export const placeOrderRequest = v.object(
  {
    order_amount: amountField('order_amount', { required: true }),
    payment_method: oneOfField('payment_method', ORDER_PAYMENT_METHODS, { required: true }),
    order_type: oneOfField('order_type', PLACE_ORDER_TYPES, { required: true }),
    store_id: idField('store_id'),
    /** Ignored: the server measures the distance from the store to the address. */
    distance: field<number | null>('distance', (raw) => numberValue('distance', raw, 0, 100_000), {
      fallback: null,
    }),
    address: textField('address', 500),
    latitude: coordinateField('latitude'),
    longitude: coordinateField('longitude'),
    address_type: textField('address_type', 50),
    road: textField('road', 255),
    house: textField('house', 255),
    floor: textField('floor', 255),
    contact_person_name: textField('contact_person_name', 100),
    contact_person_number: textField('contact_person_number', 30),
    contact_person_email: textField('contact_person_email', 255),
    coupon_code: textField('coupon_code', MAX_COUPON_CODE_LENGTH),
    schedule_at: scheduleAtField,
    order_note: textField('order_note', MAX_NOTE_LENGTH),
    delivery_instruction: textField('delivery_instruction', MAX_NOTE_LENGTH),
    unavailable_item_note: textField('unavailable_item_note', MAX_REASON_LENGTH),
    dm_tips: amountField('dm_tips', { fallback: 0 }),
    extra_packaging_amount: amountField('extra_packaging_amount', { fallback: 0 }),
    cutlery: flagField('cutlery'),
    is_guest: flagField('is_guest'),
    guest_id: guestIdField(),
    is_buy_now: flagField('is_buy_now'),
    /**
     * A partial payment (reference §6.7): the wallet pays what it has and `payment_method`
     * (cash_on_delivery or digital_payment) the rest (core's domain/payment.ts).
     */
    partial_payment: flagField('partial_payment'),
    /** A digital payment: where the browser returns after the gateway (an http or https URL). */
    callback: textField('callback', 2000),
    /** A digital payment: the gateway of `active_payment_method_list` (default: the first). */
    payment_gateway: textField('payment_gateway', 50),
    payment_platform: textField('payment_platform', 50),
    cart: field<unknown[] | null>(
      'cart',
      (raw) => {
        const list = arrayOf(raw);
        if (list == null) return { error: 'The cart must be an array of lines.' };
        if (list.length > MAX_LIST_LENGTH) {
          return { error: `The cart may not have more than ${MAX_LIST_LENGTH} items.` };
        }
        return { value: list };
      },
      { fallback: null },
    ),
  },
  BODY_MESSAGE,
);

/**
 * `POST customer/order/get-Tax`: the placement body as v1 clients send it before placing (the
 * amount and the payment method are not needed yet; the order type defaults to delivery).
 */
export const orderTaxRequest = v.object(
  {
    ...placeOrderRequest.entries,
    order_amount: amountField('order_amount', { fallback: 0 }),
    payment_method: oneOfField('payment_method', ORDER_PAYMENT_METHODS, {
      fallback: 'cash_on_delivery',
    }),
    order_type: oneOfField('order_type', PLACE_ORDER_TYPES, { fallback: 'delivery' }),
  },
  BODY_MESSAGE,
);

/**
 * `POST customer/order/get-surge-price`: the zone and the module (from the body, else from the
 * `zoneId` and `moduleId` headers) and the date and time of the order (`YYYY-MM-DD HH:MM:SS`,
 * now when absent).
 */
export const surgePriceRequest = v.object(
  {
    zone_id: idField('zone_id', true),
    module_id: idField('module_id', true),
    date_time: dateTimeField('date_time'),
    guest_id: guestIdField(),
  },
  BODY_MESSAGE,
);

/** `GET vehicle/extra_charge?distance=`: the delivery distance in km. */
export const extraChargeQuery = v.object({
  distance: field('distance', (raw) => numberValue('distance', raw, 0, 100_000), {
    required: true,
  }),
});

/** `GET customer/order/list` and `running-orders`. */
export const orderListQuery = v.object({
  limit: pageLimit(),
  offset: pageOffset,
  guest_id: guestIdField(),
});

/** `GET customer/order/details`. */
export const orderIdQuery = v.object({ order_id: idField('order_id'), guest_id: guestIdField() });

/** `GET customer/order/track`: a guest adds the order's contact number. */
export const trackOrderQuery = v.object({
  order_id: idField('order_id'),
  contact_number: textField('contact_number', 30),
  guest_id: guestIdField(),
});

/** `PUT customer/order/cancel`. */
export const cancelOrderRequest = v.object(
  {
    order_id: idField('order_id'),
    reason: textField('reason', MAX_REASON_LENGTH),
    guest_id: guestIdField(),
  },
  BODY_MESSAGE,
);

/**
 * The `Idempotency-Key` header: absent (v1 clients send none; the server then derives a key, see
 * `DERIVED_KEY_WINDOW_MS`), or 1 to 128 visible ASCII characters.
 */
export function idempotencyKeyIssue(value: string | null | undefined): string | null {
  if (value == null) return null;
  if (value.trim() === '') return 'The Idempotency-Key header may not be empty.';
  if (value.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    return `The Idempotency-Key header may not be greater than ${IDEMPOTENCY_KEY_MAX_LENGTH} characters.`;
  }
  if (!/^[\x21-\x7e]+$/.test(value)) {
    return 'The Idempotency-Key header may hold only visible ASCII characters.';
  }
  return null;
}

/**
 * A placement sent without an `Idempotency-Key` is named by its owner and its request (the cart's
 * store, the amount, the address…): the same request again within this window gets the first
 * answer (a double submit), after it a new order.
 */
export const DERIVED_KEY_WINDOW_MS = 5 * 60_000;

export type CartAddRequest = v.InferOutput<typeof cartAddRequest>;
export type CartLineRequest = v.InferOutput<typeof cartLineRequest>;
export type CartUpdateRequest = v.InferOutput<typeof cartUpdateRequest>;
export type PlaceOrderRequest = v.InferOutput<typeof placeOrderRequest>;
export type OrderTaxRequest = v.InferOutput<typeof orderTaxRequest>;
