/**
 * The cart, coupon and order calls (issue 4; reference §4.7, §4.12, §6.7): plain async functions
 * over the typed client, used by the web app (through react-query and the machines' actors) and
 * the CLI. Each returns the server's data or throws an `ApiError` with the server's messages.
 *
 * - Owner: a signed-in customer is known by the bearer token the middleware sends; a guest by
 *   `guest_id`, sent in the query of GET and DELETE calls and in the body of POST and PUT calls
 *   (spec §6: "Cart and address calls send guest_id"; a signed-in customer's calls send none).
 *   `orderingOwner(session)` gives the guest id to send, or null when signed in.
 * - Module: the middleware sends the session's `moduleId`; a call for another module (a buy-now
 *   item of another module, a store page) passes `moduleId`, which wins.
 * - Every cart mutation answers with the whole cart of the module: the caller puts it in its
 *   cache as is (one source for the badge, the drawer and checkout).
 *
 * Besides the calls:
 * - `cartLineOf` / `cartLinesOf`: cart entries as core's cart rules read them (`CartLine`), and
 *   `cartEntryRefs` / `cartLineRefs` for the add-to-cart and item-configuration machines;
 * - `checkoutSourceOf` / `loadCheckoutSource`: the checkout facts (core's `CheckoutSource`) from
 *   `config`, `stores/details/{id}` and `config/get-zone-id` at the store, the same facts the
 *   server reads from its database, so `evaluateCheckout` gives the client the server's total;
 * - `orderSummary`: the summary rows of a placed order, from the amounts the server stored;
 * - `orderingActors`: the machines' actor names bound to these calls.
 */
import { fromPromise } from 'xstate';
import { addOnsFromPayload } from '../domain/addons.js';
import {
  cartEntryRef,
  roundMoney,
  type CartEntryRef,
  type CartLine,
  type StoreDiscountTerms,
} from '../domain/cart.js';
import { isValidLatLng } from '../domain/geo.js';
import type {
  CheckoutAddress,
  CheckoutConfig,
  CheckoutSource,
  CheckoutStore,
  CheckoutZone,
  ZoneModuleRates,
} from '../domain/checkout.js';
import type { Coupon } from '../domain/coupon.js';
import { itemAddOns, type CartLineRef, type CatalogItem } from '../domain/item.js';
import { variationLabels, type CartVariation } from '../domain/variations.js';
import { cleanAmount, decimalDigits, toAmount } from '../domain/money.js';
import { isSignedIn, type ModuleType, type Session } from '../domain/session.js';
import type { AddToCartApiActors } from '../machines/add-to-cart.machine.js';
import type { CartLineApiActors, CartLineRemovePayload } from '../machines/cart-line.machine.js';
import type { CheckoutActors } from '../machines/checkout.machine.js';
import type {
  ApplyCouponInput,
  PlaceOrderInput,
  PlaceOrderResult,
} from '../machines/checkout.types.js';
import type { CartLinePayload, CartUpdatePayload } from '../machines/item-config.types.js';
import type { components } from './schema.gen.js';
import type { ApiClient } from './client.js';
import { unwrap, type Signal } from './calls.js';
import { getStoreDetails, type CatalogueStoreDetails } from './catalogue.js';
import { multipartBody, type UploadFile } from './multipart.js';

type Schemas = components['schemas'];

export type ApiCoupon = Schemas['Coupon'];
export type Order = Schemas['Order'];
export type OrderPage = Schemas['OrderPage'];
export type OrderDetail = Schemas['OrderDetail'];
export type PlacedOrder = Schemas['PlaceOrderResponse'];
export type ApiConfig = Schemas['Config'];
export type ZoneWithModules = Schemas['ZoneWithModules'];
type PlaceOrderBodyApi = Schemas['PlaceOrderRequest'];

/**
 * The time zone of the reference server's stores (the contract: `schedule_at` is "in the
 * stores' time zone (Asia/Dubai)"). Checkout judges the store's opening hours at this time.
 */
export const STORE_TIME_ZONE = 'Asia/Dubai';

export interface OrderingOptions {
  /** The guest's id (no token), or null/absent for a signed-in customer. */
  guestId?: string | null;
  /** Another module than the session's (sent as the `moduleId` header). */
  moduleId?: number | null;
  signal?: Signal;
}

/** Who owns the cart and orders: the guest id to send, or null when signed in. */
export function orderingOwner(session: Pick<Session, 'token' | 'guestId'>): {
  guestId: string | null;
} {
  if (isSignedIn(session)) return { guestId: null };
  const id = session.guestId?.trim();
  return { guestId: id ? id : null };
}

const isId = (n: number | null | undefined): n is number =>
  n != null && Number.isInteger(n) && n > 0;

const header = (options: OrderingOptions) =>
  isId(options.moduleId) ? { moduleId: options.moduleId } : {};
const guestQuery = (options: OrderingOptions) =>
  options.guestId ? { guest_id: options.guestId } : {};
const guestBody = guestQuery;

type ApiVariation = NonNullable<Schemas['CartLineBody']['variation']>;

/** A cart variation as the API body carries it (a mutable copy, prices as numbers). */
export function apiVariation(variation: CartVariation): ApiVariation {
  return variation.map((v) =>
    'values' in v
      ? { name: v.name, values: { label: [...v.values.label] } }
      : { type: v.type, price: toAmount(v.price), ...(v.stock == null ? {} : { stock: v.stock }) },
  );
}

/** A cart entry's variation as core's rules read it. */
export function cartVariationOf(variation: CartEntry['variation']): CartVariation {
  return variation.map((v) =>
    'values' in v
      ? { name: v.name, values: { label: [...v.values.label] } }
      : { type: v.type, price: v.price ?? 0, ...(v.stock == null ? {} : { stock: v.stock }) },
  );
}

// ---------------------------------------------------------------- cart

/**
 * The cart as the client receives it (`Cart` of the contract: its lines with their items). The
 * type is the client's reading of the answer (openapi-fetch flattens the contract's `allOf`).
 */
export type Cart = Awaited<ReturnType<typeof getCart>>;
export type CartEntry = Cart[number];

/** The owner's cart lines of the module, oldest first. */
export function getCart(api: ApiClient, options: OrderingOptions = {}) {
  return unwrap(
    api.GET('/customer/cart/list', {
      params: { header: header(options), query: guestQuery(options) },
      signal: options.signal,
    }),
  );
}

/** Adds a line; answers the whole cart. */
export function addCartItem(
  api: ApiClient,
  line: CartLinePayload,
  options: OrderingOptions = {},
): Promise<Cart> {
  return unwrap(
    api.POST('/customer/cart/add', {
      params: { header: header(options) },
      body: { ...line, variation: apiVariation(line.variation), ...guestBody(options) },
      signal: options.signal,
    }),
  );
}

/** Changes a line (quantity, and the variation and add-ons it carries); answers the whole cart. */
export function updateCartItem(
  api: ApiClient,
  line: CartUpdatePayload,
  options: OrderingOptions = {},
): Promise<Cart> {
  const { item_id: _item, model: _model, ...update } = line;
  return unwrap(
    api.POST('/customer/cart/update', {
      params: { header: header(options) },
      body: { ...update, variation: apiVariation(update.variation), ...guestBody(options) },
      signal: options.signal,
    }),
  );
}

/** Removes one line; answers the whole cart. */
export function removeCartItem(
  api: ApiClient,
  cartId: number,
  options: OrderingOptions = {},
): Promise<Cart> {
  return unwrap(
    api.DELETE('/customer/cart/remove-item', {
      params: { header: header(options), query: { cart_id: cartId, ...guestQuery(options) } },
      signal: options.signal,
    }),
  );
}

/** Empties the cart of the module; answers the (empty) cart. */
export function clearCart(api: ApiClient, options: OrderingOptions = {}): Promise<Cart> {
  return unwrap(
    api.DELETE('/customer/cart/remove', {
      params: { header: header(options), query: guestQuery(options) },
      signal: options.signal,
    }),
  );
}

// ---------------------------------------------------------------- coupons

/** The coupons this customer or guest can use in the module and zones today. */
export function listCoupons(api: ApiClient, options: OrderingOptions = {}): Promise<ApiCoupon[]> {
  return unwrap(
    api.GET('/coupon/list', {
      params: { header: header(options), query: guestQuery(options) },
      signal: options.signal,
    }),
  );
}

/** Checks a coupon code for a store: the coupon, or the server's refusal (an `ApiError`). */
export function applyCoupon(
  api: ApiClient,
  input: ApplyCouponInput,
  options: OrderingOptions = {},
): Promise<ApiCoupon> {
  return unwrap(
    api.GET('/coupon/apply', {
      params: {
        header: header(options),
        query: { code: input.code, store_id: input.store_id, ...guestQuery(options) },
      },
      signal: options.signal,
    }),
  );
}

/** A coupon of the API as core's coupon rules read it. */
export function couponOf(coupon: ApiCoupon): Coupon {
  return {
    code: coupon.code,
    title: coupon.title,
    coupon_type: coupon.coupon_type,
    discount_type: coupon.discount_type,
    discount: coupon.discount,
    min_purchase: coupon.min_purchase,
    max_discount: coupon.max_discount,
    start_date: coupon.start_date,
    expire_date: coupon.expire_date,
    limit: coupon.limit,
    data: coupon.data,
    module_id: coupon.module_id,
    store_id: coupon.store_id,
    created_by: coupon.created_by,
    customer_id: coupon.customer_id,
    status: coupon.status ?? null,
  };
}

// ---------------------------------------------------------------- orders

/** Where the adapter keeps a prescription's file, by the id the checkout gave it (issue 12). */
export type PrescriptionFileOf = (id: string) => unknown;

/**
 * Places an order with its Idempotency-Key (the same key and body replay the first answer). With
 * prescriptions (issue 12), the body goes as multipart with the files as `order_attachment[]`,
 * each found by `prescriptionFile`.
 */
export async function placeOrder(
  api: ApiClient,
  input: PlaceOrderInput,
  options: OrderingOptions & { prescriptionFile?: PrescriptionFileOf } = {},
): Promise<PlacedOrder> {
  const body = {
    ...input.body,
    // The server refuses a method it does not take (403 `payment_method`).
    payment_method: input.body.payment_method as PlaceOrderBodyApi['payment_method'],
    cart:
      input.body.cart?.map((line) => ({ ...line, variation: apiVariation(line.variation) })) ??
      null,
    ...guestBody(options),
  };
  const params = { header: { ...header(options), 'Idempotency-Key': input.idempotencyKey } };
  const files: UploadFile[] = (input.prescriptions ?? []).map((p) => {
    const data = options.prescriptionFile?.(p.id);
    if (data == null) throw new Error(`the prescription ${p.name} is no longer available`);
    return { name: p.name, data };
  });
  if (files.length > 0) {
    return unwrap(
      api.POST('/customer/order/place', {
        params,
        body: multipartBody(body, { 'order_attachment[]': files }) as never,
        signal: options.signal,
      }),
    );
  }
  return unwrap(api.POST('/customer/order/place', { params, body, signal: options.signal }));
}

/** Which orders: still moving (`running-orders`) or finished (`list`). */
export type OrderListKind = 'running' | 'finished';

/** A page of the owner's orders, newest first. */
export function listOrders(
  api: ApiClient,
  kind: OrderListKind,
  options: OrderingOptions & { limit?: number; offset?: number } = {},
): Promise<OrderPage> {
  const query = {
    limit: options.limit ?? 10,
    offset: options.offset ?? 1,
    ...guestQuery(options),
  };
  const params = { header: header(options), query };
  return unwrap(
    kind === 'running'
      ? api.GET('/customer/order/running-orders', { params, signal: options.signal })
      : api.GET('/customer/order/list', { params, signal: options.signal }),
  );
}

/** The lines of one of the owner's orders. */
export function getOrderDetails(
  api: ApiClient,
  orderId: number,
  options: OrderingOptions = {},
): Promise<OrderDetail[]> {
  return unwrap(
    api.GET('/customer/order/details', {
      params: { header: header(options), query: { order_id: orderId, ...guestQuery(options) } },
      signal: options.signal,
    }),
  );
}

/**
 * An order with its status timestamps: the owner's by id, or anyone's with the order's contact
 * number (a guest on another device).
 */
export function trackOrder(
  api: ApiClient,
  orderId: number,
  options: OrderingOptions & { contactNumber?: string | null } = {},
): Promise<Order> {
  const phone = options.contactNumber?.trim();
  return unwrap(
    api.GET('/customer/order/track', {
      params: {
        header: header(options),
        query: {
          order_id: orderId,
          ...(phone ? { contact_number: phone } : {}),
          ...guestQuery(options),
        },
      },
      signal: options.signal,
    }),
  );
}

/** Cancels one of the owner's orders while it is pending. */
export async function cancelOrder(
  api: ApiClient,
  orderId: number,
  options: OrderingOptions & { reason?: string | null } = {},
): Promise<string> {
  const data = await unwrap(
    api.PUT('/customer/order/cancel', {
      params: { header: header(options) },
      body: {
        order_id: orderId,
        ...(options.reason ? { reason: options.reason } : {}),
        ...guestBody(options),
      },
      signal: options.signal,
    }),
  );
  return data.message;
}

// ---------------------------------------------------------------- cart entries as the rules read them

/** A cart entry as core's cart rules read it. */
export function cartLineOf(entry: CartEntry): CartLine {
  return {
    id: entry.id,
    // The catalogue's item (`CartItem`: `Item` plus `isSelected` on food values and the
    // checked `addons`); the generated type loses the food values' fields in the `allOf`.
    item: entry.item as unknown as CatalogItem,
    itemType: entry.model,
    variation: cartVariationOf(entry.variation),
    addOns: addOnsFromPayload(entry.add_on_ids, entry.add_on_qtys),
    quantity: entry.quantity,
  };
}

export function cartLinesOf(cart: readonly CartEntry[]): CartLine[] {
  return cart.map(cartLineOf);
}

/** The entries the add-to-cart machine checks (item, store, variation, add-ons, quantity). */
export function cartEntryRefs(cart: readonly CartEntry[]): CartEntryRef[] {
  return cart.map((entry) => cartEntryRef(cartLineOf(entry)));
}

/** One item's cart lines, as the item-configuration machine reads them. */
export function cartLineRefs(cart: readonly CartEntry[], itemId: number): CartLineRef[] {
  return cartEntryRefs(cart)
    .filter((e) => e.itemId === itemId)
    .map(({ storeId: _store, ...ref }) => ref);
}

export interface CartLineDescription {
  /** The chosen options: a food group with its values ('Size: Large'), or a variation ('2kg'). */
  options: string[];
  /** The add-ons with their quantities. */
  addOns: { id: number; name: string; quantity: number }[];
}

/** What a cart line carries besides the item, for people (the drawer, checkout, the CLI). */
export function describeCartLine(line: CartLine): CartLineDescription {
  const options = variationLabels(line.item, line.variation);
  const names = new Map(itemAddOns(line.item).map((a) => [a.id, a.name]));
  const addOns = line.addOns
    .filter((a) => a.quantity > 0)
    .map((a) => ({ id: a.id, name: names.get(a.id) ?? `#${a.id}`, quantity: a.quantity }));
  return { options, addOns };
}

/** The line a buy-now (or campaign Order Now) checkout carries: the quick view's payload. */
export function buyNowLine(line: CartLinePayload, item: CatalogItem): CartLine {
  return {
    id: 1,
    item,
    itemType: line.model,
    variation: line.variation,
    addOns: addOnsFromPayload(line.add_on_ids, line.add_on_qtys),
    quantity: line.quantity,
  };
}

// ---------------------------------------------------------------- checkout facts

/**
 * The delivery address a checkout starts from: the stored location (its text and coordinates,
 * chosen with the location tools), or null when none is stored.
 */
export function sessionAddress(
  session: Pick<Session, 'location' | 'currentLatLng'>,
): CheckoutAddress | null {
  const text = session.location?.trim();
  const point = session.currentLatLng;
  if (!text || point == null || !isValidLatLng(point)) return null;
  return { address: text, latitude: point.lat, longitude: point.lng };
}

/** The config fields checkout reads. */
export function checkoutConfigOf(config: ApiConfig): CheckoutConfig {
  return {
    tax_included: config.tax_included,
    home_delivery_status: config.home_delivery_status,
    takeaway_status: config.takeaway_status,
    guest_checkout_status: config.guest_checkout_status,
    cash_on_delivery: config.cash_on_delivery,
    dm_tips_status: config.dm_tips_status ?? null,
    additional_charge_status: config.additional_charge_status ?? null,
    additional_charge: config.additional_charge ?? null,
    admin_free_delivery: config.admin_free_delivery,
    per_km_shipping_charge: config.per_km_shipping_charge ?? null,
    minimum_shipping_charge: config.minimum_shipping_charge ?? null,
    digit_after_decimal_point: config.digit_after_decimal_point,
  };
}

/** The store fields checkout reads, from `stores/details/{id}` (cutlery absent: not offered). */
export function checkoutStoreOf(store: CatalogueStoreDetails): CheckoutStore {
  return {
    id: store.id,
    zone_id: store.zone_id,
    latitude: store.latitude,
    longitude: store.longitude,
    tax: store.tax,
    minimum_order: store.minimum_order,
    delivery: store.delivery,
    take_away: store.take_away,
    schedule_order: store.schedule_order,
    cutlery: store.cutlery ?? false,
    active: store.active,
    schedules: store.schedules.map((s) => ({
      day: s.day,
      opening_time: s.opening_time,
      closing_time: s.closing_time,
    })),
    free_delivery: store.free_delivery,
    self_delivery_system: store.self_delivery_system,
    per_km_shipping_charge: store.per_km_shipping_charge,
    minimum_shipping_charge: store.minimum_shipping_charge,
    maximum_shipping_charge: store.maximum_shipping_charge ?? null,
  };
}

/** The zone fields checkout reads (its polygon as `formated_coordinates`). */
export function checkoutZoneOf(zone: ZoneWithModules): CheckoutZone {
  return {
    id: zone.id,
    coordinates: zone.formated_coordinates,
    cash_on_delivery: zone.cash_on_delivery,
    increased_delivery_fee_status: zone.increased_delivery_fee_status ?? null,
    increased_delivery_fee: zone.increased_delivery_fee ?? null,
  };
}

/** The zone-module pivot's rates of the module in the zone, or null when it has none. */
export function zoneModuleRatesOf(zone: ZoneWithModules, moduleId: number): ZoneModuleRates | null {
  const pivot = zone.modules.find((m) => m.id === moduleId)?.pivot;
  if (pivot == null) return null;
  return {
    per_km_shipping_charge: pivot.per_km_shipping_charge ?? null,
    minimum_shipping_charge: pivot.minimum_shipping_charge ?? null,
    maximum_shipping_charge: pivot.maximum_shipping_charge ?? null,
    maximum_cod_order_amount: pivot.maximum_cod_order_amount ?? null,
  };
}

export interface CheckoutFacts {
  moduleId: number;
  moduleType: ModuleType;
  lines: readonly CartLine[];
  config: ApiConfig;
  store: CatalogueStoreDetails;
  /** The store's zone, with its modules and their pivots (`config/get-zone-id` at the store). */
  zone: ZoneWithModules;
}

/** The running store discount's cart-level terms (min purchase, cap), or null when none runs. */
export function storeDiscountTermsOf(
  store: Pick<CatalogueStoreDetails, 'discount'>,
): StoreDiscountTerms | null {
  const discount = store.discount;
  return discount == null
    ? null
    : { min_purchase: discount.min_purchase, max_discount: discount.max_discount };
}

/** The checkout facts of a store, its module and the lines (what the server reads too). */
export function checkoutSourceOf(facts: CheckoutFacts): CheckoutSource {
  return {
    moduleType: facts.moduleType,
    moduleId: facts.moduleId,
    lines: facts.lines,
    store: checkoutStoreOf(facts.store),
    zone: checkoutZoneOf(facts.zone),
    pivot: zoneModuleRatesOf(facts.zone, facts.moduleId),
    config: checkoutConfigOf(facts.config),
    storeDiscount: storeDiscountTermsOf(facts.store),
  };
}

/** Thrown when the store's own zone is not found at the store's position. */
export class StoreZoneNotFoundError extends Error {
  override name = 'StoreZoneNotFoundError';
  constructor(readonly storeId: number) {
    super(`The zone of store ${storeId} was not found`);
  }
}

/** The store's zone with its modules: the zone among those containing the store's position. */
export async function loadStoreZone(
  api: ApiClient,
  store: Pick<CatalogueStoreDetails, 'id' | 'zone_id' | 'latitude' | 'longitude'>,
  signal?: Signal,
): Promise<ZoneWithModules> {
  const data = await unwrap(
    api.GET('/config/get-zone-id', {
      params: { query: { lat: toAmount(store.latitude), lng: toAmount(store.longitude) } },
      signal,
    }),
  );
  const zone = data.zone_data.find((z) => z.id === store.zone_id);
  if (zone == null) throw new StoreZoneNotFoundError(store.id);
  return zone;
}

/** Loads the checkout facts of a store (config, store details, its zone) for these lines. */
export async function loadCheckoutSource(
  api: ApiClient,
  input: { storeId: number; moduleId: number; moduleType: ModuleType; lines: readonly CartLine[] },
  signal?: Signal,
): Promise<CheckoutSource> {
  const [config, store] = await Promise.all([
    unwrap(api.GET('/config', { signal })),
    getStoreDetails(api, input.storeId, { signal }),
  ]);
  const zone = await loadStoreZone(api, store, signal);
  return checkoutSourceOf({ ...input, config, store, zone });
}

// ---------------------------------------------------------------- a placed order's summary

export interface OrderSummary {
  /** Items price (add-ons included): what the discounts, tax and charges were taken from. */
  itemsPrice: number;
  /** Store and item discounts. */
  productDiscount: number;
  /** Items price − product discount. */
  subtotal: number;
  couponDiscount: number;
  /** A free-delivery coupon or rule made delivery free (`free_delivery_by` set). */
  freeDelivery: boolean;
  tax: number;
  taxRate: number;
  taxIncluded: boolean;
  deliveryCharge: number;
  dmTips: number;
  additionalCharge: number;
  extraPackaging: number;
  total: number;
}

/**
 * The summary rows of a placed order, from the amounts the server stored (core's order total
 * at placement). The items price is not stored on the order: it is the total with every other
 * row taken back (core's order-total: total = items − discount − coupon + tax when excluded +
 * delivery + tips + additional charge + extra packaging), rounded to the money digits.
 */
export function orderSummary(
  order: Order,
  money: { digit_after_decimal_point?: number | string | null } = {},
): OrderSummary {
  const digits = decimalDigits(money);
  const taxIncluded = order.tax_status === 'included';
  const tax = toAmount(order.total_tax_amount);
  const productDiscount = toAmount(order.store_discount_amount);
  const couponDiscount = toAmount(order.coupon_discount_amount);
  const deliveryCharge = toAmount(order.delivery_charge);
  const dmTips = toAmount(order.dm_tips);
  const additionalCharge = toAmount(order.additional_charge);
  const extraPackaging = toAmount(order.extra_packaging_amount);
  const total = toAmount(order.order_amount);
  const itemsPrice = roundMoney(
    cleanAmount(
      total +
        productDiscount +
        couponDiscount -
        (taxIncluded ? 0 : tax) -
        deliveryCharge -
        dmTips -
        additionalCharge -
        extraPackaging,
    ),
    digits,
  );
  return {
    itemsPrice,
    productDiscount,
    subtotal: roundMoney(Math.max(0, itemsPrice - productDiscount), digits),
    couponDiscount,
    freeDelivery: order.order_type === 'delivery' && order.free_delivery_by != null,
    tax,
    taxRate: toAmount(order.tax_percentage),
    taxIncluded,
    deliveryCharge,
    dmTips,
    additionalCharge,
    extraPackaging,
    total,
  };
}

// ---------------------------------------------------------------- actors

export interface OrderingActors {
  /** The add-to-cart machine's (and the item configuration's) cart actors. */
  addToCart: AddToCartApiActors;
  /** The cart-line machine's actors. */
  cartLine: CartLineApiActors;
  /** The checkout machine's API actors. */
  checkout: Pick<CheckoutActors, 'applyCoupon' | 'placeOrder'>;
}

export interface OrderingActorOptions {
  /** The guest id at the time of each call (read again per call), or null when signed in. */
  guestId: () => string | null;
  /** The module of the calls (read per call), or null for the session's. */
  moduleId?: () => number | null;
  /** Every cart call answers with the whole cart: called with it (to refresh a cache). */
  onCart?: (cart: Cart) => void;
  /** The files of the prescriptions attached at checkout, by id (issue 12). */
  prescriptionFile?: PrescriptionFileOf;
}

/**
 * The machines' actor names bound to the calls: `clearCart`, `addItem`, `updateItem`,
 * `removeItem` (each answering with the whole cart, handed to `onCart`), `applyCoupon` (the
 * coupon as core reads it) and `placeOrder` (`{ order_id }`).
 */
export function orderingActors(api: ApiClient, options: OrderingActorOptions): OrderingActors {
  const scope = (signal: Signal): OrderingOptions => ({
    guestId: options.guestId(),
    moduleId: options.moduleId?.() ?? null,
    signal,
  });
  const cartCall = async (call: Promise<Cart>): Promise<Cart> => {
    const cart = await call;
    options.onCart?.(cart);
    return cart;
  };
  const updateItem = fromPromise<unknown, CartUpdatePayload>(({ input, signal }) =>
    cartCall(updateCartItem(api, input, scope(signal))),
  );
  return {
    addToCart: {
      clearCart: fromPromise<unknown>(({ signal }) => cartCall(clearCart(api, scope(signal)))),
      addItem: fromPromise<unknown, CartLinePayload>(({ input, signal }) =>
        cartCall(addCartItem(api, input, scope(signal))),
      ),
      updateItem,
    },
    cartLine: {
      updateItem,
      removeItem: fromPromise<unknown, CartLineRemovePayload>(({ input, signal }) =>
        cartCall(removeCartItem(api, input.cart_id, scope(signal))),
      ),
    },
    checkout: {
      applyCoupon: fromPromise<Coupon, ApplyCouponInput>(async ({ input, signal }) =>
        couponOf(await applyCoupon(api, input, scope(signal))),
      ),
      placeOrder: fromPromise<PlaceOrderResult, PlaceOrderInput>(async ({ input, signal }) => {
        const placed = await placeOrder(api, input, {
          ...scope(signal),
          prescriptionFile: options.prescriptionFile,
        });
        // A digital order (issue 12): its payment and the gateway's page to go to.
        return {
          order_id: placed.order_id,
          payment_id: placed.payment_id ?? null,
          redirect_link: placed.redirect_link ?? null,
        };
      }),
    },
  };
}
