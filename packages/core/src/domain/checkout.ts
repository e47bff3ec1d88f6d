/**
 * Checkout (spec §2 'Delivery address section', 'Guest address view', §4 'Checkout button',
 * §5, §6; reference §6.7, §6.9): which order types and payments are offered, the order's
 * amounts, and the checks before an order is placed. The web and CLI checkout and the server's
 * `customer/order/place` all call `evaluateCheckout(source, choices, env)`: the same totals and
 * the same refusals.
 *
 * - `CheckoutSource`: the facts (cart lines, store, zone, zone-module pivot, config, the running
 *   store discount's terms). `CheckoutChoices`: what the customer chose (order type, address,
 *   guest contact, coupon, payment, tip, schedule). `CheckoutEnv`: guest or customer, the store's
 *   local time, the customer's coupon counts (server).
 * - Order types: `delivery` when `home_delivery_status` and the store's `delivery` are on;
 *   `take_away` when `takeaway_status` and the store's `take_away` are on (absent flags count as
 *   on). Payment: `cash_on_delivery` when the config's and the zone's `cash_on_delivery` are on
 *   (absent counts as on); the other methods come later.
 * - Distance: the straight line from the store to the delivery address, in km (delivery.ts).
 *
 * Checks (`checkoutIssues`, every failure, in this order; the server answers with the first):
 * guest checkout only when `guest_checkout_status` is 1; a non-empty cart; an order type and a
 * payment method that are offered; every line of the checkout's store ('different_stores') and
 * readable; for delivery an address inside the store's zone ('coordinates', 'Out of coverage');
 * for guests a contact name and phone (and a valid e-mail when given); the store open now, or
 * for a scheduled order a future time, a store that takes scheduled orders and is open then;
 * the store's `minimum_order` (on the items price, add-ons included); stock and
 * `maximum_cart_quantity` per line; the coupon's validity (coupon.ts); cash on delivery up to
 * the pivot's `maximum_cod_order_amount` (0 or absent: no limit), else 'The total amount of the
 * order, exceeds maximum amount of the cash on delivery method'.
 *
 * Extras (reference 'Deliveryman tips', 'Schedule time', 'Notes', 'Cutlery'): the tip presets
 * (`DM_TIP_PRESETS`, 0 is 'Not now') and the custom amount (`parseTipAmount`: a number ≥ 0); a
 * scheduled time (schedule-slots.ts builds the slots; `offersSchedule`: the store's
 * `schedule_order`); the 'If any product is not available' and delivery instruction choices
 * (fixed options; the order carries their English text, `delivery_instruction` only for
 * delivery); cutlery for the food module when the store offers it (`offersCutlery`), which the
 * customer can turn on and off again (the incumbent could never turn it off).
 *
 * The checkout button (`checkoutGate`, spec §4): an empty cart goes to /home; a signed-in
 * customer goes to checkout; a guest gets the login-or-guest prompt when guest checkout is on
 * (`guest_checkout_status` 1), else the sign-in modal.
 */
import { cartLineBody, type CartLine, type CartLineBody, type StoreDiscountTerms } from './cart.js';
import { couponIssue, type Coupon, type CouponCustomer, type CouponIssueCode } from './coupon.js';
import {
  deliveryDistanceKm,
  type AdminFreeDelivery,
  type DeliveryStore,
  type DeliveryZone,
  type OrderType,
  type ShippingRates,
} from './delivery.js';
import { isValidLatLng, pointInPolygon } from './geo.js';
import { ruleIssue, type RuleIssue } from './issue.js';
import { decimalDigits, toAmount } from './money.js';
import { minimumOrderShortfall } from './minimum-order.js';
import { orderTotals, type OrderPricingInput, type OrderTotals } from './order-total.js';
import { quantityBlock } from './quantity.js';
import { isStoreOpen, slotCovers, type LocalDateTime, type ScheduleSlot } from './schedule.js';
import { scheduleAtText } from './schedule-slots.js';
import type { LatLng, ModuleType } from './session.js';
import { isTaxIncluded } from './tax.js';

const on = (v: boolean | number | string | null | undefined): boolean =>
  v === true || v === 1 || v === '1';
/** A flag that counts as on when absent. */
const onByDefault = (v: boolean | number | string | null | undefined): boolean =>
  v == null || on(v);

export const ORDER_TYPES: readonly OrderType[] = ['delivery', 'take_away'];

export type PaymentMethod = 'cash_on_delivery';
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['cash_on_delivery'];

/** The store fields checkout reads. */
export interface CheckoutStore extends DeliveryStore {
  id: number;
  zone_id: number;
  latitude: number | string;
  longitude: number | string;
  /** The store's tax rate, percent. */
  tax?: number | string | null;
  minimum_order?: number | string | null;
  delivery?: boolean | number | null;
  take_away?: boolean | number | null;
  schedule_order?: boolean | number | null;
  /** The store hands out cutlery on request (food module). */
  cutlery?: boolean | number | null;
  /** Open (true) or temporarily closed. */
  active: boolean | number;
  schedules: readonly ScheduleSlot[];
}

/** The store's zone. */
export interface CheckoutZone extends DeliveryZone {
  id: number;
  /** The zone's polygon. */
  coordinates: readonly LatLng[];
  cash_on_delivery?: boolean | number | null;
}

/** The zone-module pivot of the store's zone and the module. */
export interface ZoneModuleRates extends ShippingRates {
  /** Cash on delivery refused above this order amount; 0 or null means no limit. */
  maximum_cod_order_amount?: number | string | null;
}

/** The config fields checkout reads (`GET config`). */
export interface CheckoutConfig {
  tax_included?: number | string | boolean | null;
  home_delivery_status?: number | boolean | null;
  takeaway_status?: number | boolean | null;
  guest_checkout_status?: number | boolean | null;
  cash_on_delivery?: boolean | number | null;
  dm_tips_status?: number | boolean | null;
  additional_charge_status?: number | boolean | null;
  additional_charge?: number | string | null;
  admin_free_delivery?: AdminFreeDelivery | null;
  per_km_shipping_charge?: number | string | null;
  minimum_shipping_charge?: number | string | null;
  digit_after_decimal_point?: number | string | null;
}

export interface CheckoutSource {
  moduleType: ModuleType;
  moduleId: number;
  lines: readonly CartLine[];
  store: CheckoutStore;
  zone: CheckoutZone;
  pivot: ZoneModuleRates | null;
  config: CheckoutConfig;
  storeDiscount?: StoreDiscountTerms | null;
}

/** The guest contact info (spec §3). */
export interface GuestContact {
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email?: string | null;
}

/** The delivery address (a saved address, or the one a guest picked). */
export interface CheckoutAddress {
  id?: number | null;
  address_type?: string | null;
  address: string;
  latitude: number;
  longitude: number;
  road?: string | null;
  house?: string | null;
  floor?: string | null;
  contact_person_name?: string | null;
  contact_person_number?: string | null;
}

export interface CheckoutChoices {
  orderType: OrderType;
  paymentMethod: PaymentMethod | string | null;
  /** The delivery address (delivery only). */
  address: CheckoutAddress | null;
  /** A guest's contact info. */
  contact: GuestContact | null;
  coupon: Coupon | null;
  /** The delivery man tip (delivery only, when `dm_tips_status` is on). */
  dmTips?: number;
  /** The extra packaging amount chosen (0 when none). */
  extraPackaging?: number;
  /** A scheduled order's time in the store's time zone, or null for now. */
  scheduleAt?: LocalDateTime | null;
  /** 'If any product is not available': what the store should do. */
  unavailableItemNote?: UnavailableItemNote | null;
  /** The delivery instruction (delivery only). */
  deliveryInstruction?: DeliveryInstruction | null;
  /** Cutlery wanted (only when `offersCutlery`). */
  cutlery?: boolean;
}

export interface CheckoutEnv {
  guest: boolean;
  /** Now, in the store's time zone. */
  at: LocalDateTime;
  /** The customer's coupon counts (the server passes them; a guest is implied by `guest`). */
  customer?: CouponCustomer;
}

// ---------------------------------------------------------------- what is offered

/** The order types the config and the store allow, delivery first. */
export function allowedOrderTypes(
  config: Pick<CheckoutConfig, 'home_delivery_status' | 'takeaway_status'>,
  store: Pick<CheckoutStore, 'delivery' | 'take_away'>,
): OrderType[] {
  return ORDER_TYPES.filter((type) =>
    type === 'delivery'
      ? onByDefault(config.home_delivery_status) && onByDefault(store.delivery)
      : onByDefault(config.takeaway_status) && onByDefault(store.take_away),
  );
}

/** The payment methods offered (cash on delivery when the config and the zone allow it). */
export function allowedPaymentMethods(
  config: Pick<CheckoutConfig, 'cash_on_delivery'>,
  zone: Pick<CheckoutZone, 'cash_on_delivery'>,
): PaymentMethod[] {
  return onByDefault(config.cash_on_delivery) && onByDefault(zone.cash_on_delivery)
    ? ['cash_on_delivery']
    : [];
}

/** Whether the store takes scheduled orders (`schedule_order`). */
export const offersSchedule = (store: Pick<CheckoutStore, 'schedule_order'>): boolean =>
  on(store.schedule_order);

/** Whether the customer can ask for cutlery: the food module and a store that offers it. */
export const offersCutlery = (source: Pick<CheckoutSource, 'moduleType' | 'store'>): boolean =>
  source.moduleType === 'food' && on(source.store.cutlery);

// ---------------------------------------------------------------- tips and notes

/** The tip presets in the store's currency (reference 'Deliveryman tips'); 0 is 'Not now'. */
export const DM_TIP_PRESETS: readonly number[] = [0, 10, 15, 20, 40];

export type TipAmountIssue = 'checkout.tips.error.invalid' | 'checkout.tips.error.negative';

const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/**
 * A custom tip as typed: a non-negative amount (Western or Arabic-Indic digits, a point, an
 * Arabic decimal separator or a comma before the decimals); empty is 0; otherwise the reason.
 */
export function parseTipAmount(text: string): { amount: number } | { error: TipAmountIssue } {
  const normalized = text
    .trim()
    .replace(ARABIC_DIGITS, (d) => String((d.codePointAt(0)! - 0x0660) % 0x90))
    .replace(/[\u066b,]/g, '.');
  if (normalized === '') return { amount: 0 };
  if (/^-\s*\d/.test(normalized)) return { error: 'checkout.tips.error.negative' };
  if (!/^\d{1,9}(\.\d+)?$/.test(normalized)) return { error: 'checkout.tips.error.invalid' };
  return { amount: Number(normalized) };
}

/**
 * 'If any product is not available' (reference 'Notes', five fixed options): the choice and the
 * text the order carries (`unavailable_item_note`).
 */
export const UNAVAILABLE_ITEM_NOTES = {
  remove: 'Remove it from my cart',
  wait: 'I’ll wait until it’s restocked',
  cancel: 'Please cancel the order',
  call: 'Call me ASAP',
  notify: 'Notify me when it’s back',
} as const;
export type UnavailableItemNote = keyof typeof UNAVAILABLE_ITEM_NOTES;

/** The delivery instructions (reference 'Notes', four fixed options) and their texts. */
export const DELIVERY_INSTRUCTIONS = {
  frontDoor: 'Deliver to the front door',
  reception: 'Deliver to the reception desk',
  noCall: 'Avoid calling me',
  noBell: 'Don’t ring the doorbell',
} as const;
export type DeliveryInstruction = keyof typeof DELIVERY_INSTRUCTIONS;

function choiceOf<K extends string>(table: Record<K, string>, text: string | null | undefined) {
  const found = Object.entries(table).find(([, value]) => value === text?.trim());
  return (found?.[0] as K | undefined) ?? null;
}

/** The option a stored `unavailable_item_note` was chosen with, or null for another text. */
export const unavailableItemNoteOf = (text: string | null | undefined) =>
  choiceOf<UnavailableItemNote>(UNAVAILABLE_ITEM_NOTES, text);

/** The option a stored `delivery_instruction` was chosen with, or null for another text. */
export const deliveryInstructionOf = (text: string | null | undefined) =>
  choiceOf<DeliveryInstruction>(DELIVERY_INSTRUCTIONS, text);

/** Whether guests may check out (`guest_checkout_status` 1). */
export const guestCheckoutEnabled = (config: Pick<CheckoutConfig, 'guest_checkout_status'>) =>
  on(config.guest_checkout_status);

/** The store's position. */
export function storePoint(store: Pick<CheckoutStore, 'latitude' | 'longitude'>): LatLng {
  return { lat: toAmount(store.latitude), lng: toAmount(store.longitude) };
}

/** The delivery distance in km (0 without an address or for take-away). */
export function checkoutDistanceKm(source: CheckoutSource, choices: CheckoutChoices): number {
  const address = choices.address;
  if (choices.orderType !== 'delivery' || address == null) return 0;
  const to = { lat: address.latitude, lng: address.longitude };
  return isValidLatLng(to) ? deliveryDistanceKm(storePoint(source.store), to) : 0;
}

// ---------------------------------------------------------------- amounts

/** The order-total input of a checkout. */
export function orderPricing(source: CheckoutSource, choices: CheckoutChoices): OrderPricingInput {
  const { store, config } = source;
  return {
    moduleType: source.moduleType,
    lines: source.lines,
    storeDiscount: source.storeDiscount ?? null,
    coupon: choices.coupon,
    tax: { rate: store.tax, included: isTaxIncluded(config.tax_included) },
    delivery: {
      orderType: choices.orderType,
      distanceKm: checkoutDistanceKm(source, choices),
      store,
      zone: source.zone,
      pivot: source.pivot,
      global: {
        per_km_shipping_charge: config.per_km_shipping_charge,
        minimum_shipping_charge: config.minimum_shipping_charge,
      },
      adminFreeDelivery: config.admin_free_delivery ?? null,
    },
    tips: { status: config.dm_tips_status, amount: choices.dmTips ?? 0 },
    additionalCharge: { status: config.additional_charge_status, amount: config.additional_charge },
    extraPackaging: choices.extraPackaging ?? 0,
    digits: decimalDigits(config),
  };
}

/** The checkout's amounts. */
export function checkoutTotals(source: CheckoutSource, choices: CheckoutChoices): OrderTotals {
  return orderTotals(orderPricing(source, choices));
}

// ---------------------------------------------------------------- checks

export type CheckoutIssueCode =
  | 'guest_checkout'
  | 'empty_cart'
  | 'order_type'
  | 'payment_method'
  | 'different_stores'
  | 'cart_item'
  | 'address'
  | 'coordinates'
  | 'contact_name'
  | 'contact_phone'
  | 'contact_email'
  | 'store_closed'
  | 'schedule_past'
  | 'schedule_not_allowed'
  | 'store_closed_at_schedule'
  | 'minimum_order'
  | 'stock'
  | 'cart_item_limit'
  | 'cod_limit';

export type CheckoutIssue = RuleIssue<CheckoutIssueCode | CouponIssueCode>;

/** i18n keys of the checkout issues. */
export const CHECKOUT_KEYS: Record<CheckoutIssueCode, string> = {
  guest_checkout: 'checkout.error.guestCheckoutOff',
  empty_cart: 'checkout.error.emptyCart',
  order_type: 'checkout.error.orderType',
  payment_method: 'checkout.error.paymentMethod',
  different_stores: 'checkout.error.differentStores',
  cart_item: 'checkout.error.itemUnavailable',
  address: 'checkout.error.addressRequired',
  coordinates: 'checkout.error.outOfCoverage',
  contact_name: 'checkout.error.contactName',
  contact_phone: 'checkout.error.contactPhone',
  contact_email: 'common.validation.email',
  store_closed: 'checkout.error.storeClosed',
  schedule_past: 'checkout.error.schedulePast',
  schedule_not_allowed: 'checkout.error.scheduleNotAllowed',
  store_closed_at_schedule: 'checkout.error.storeClosedAtSchedule',
  minimum_order: 'checkout.error.minimumOrder',
  stock: 'checkout.error.outOfStock',
  cart_item_limit: 'checkout.error.outOfLimits',
  cod_limit: 'checkout.error.codLimit',
};

/**
 * The HTTP status the server answers an issue with (reference §6.7: 403 refusals, 406 for
 * schedule, minimum order and stock; a coupon's as coupon.ts's reference statuses). The
 * reference answers the COD limit with 203; a 2xx cannot carry an error here, so it is 403.
 * The reference answers an expired coupon with 407, which fetch turns into a network error (the
 * Fetch standard reserves 407 for proxies), so no browser or Node client could read it: 403.
 */
export const CHECKOUT_ISSUE_STATUS: Record<CheckoutIssue['code'], number> = {
  guest_checkout: 403,
  empty_cart: 403,
  order_type: 403,
  payment_method: 403,
  different_stores: 403,
  cart_item: 403,
  address: 403,
  coordinates: 403,
  contact_name: 403,
  contact_phone: 403,
  contact_email: 403,
  store_closed: 406,
  schedule_past: 406,
  schedule_not_allowed: 406,
  store_closed_at_schedule: 406,
  minimum_order: 406,
  stock: 406,
  cart_item_limit: 406,
  cod_limit: 403,
  coupon_not_found: 404,
  coupon_expired: 403,
  coupon_store: 404,
  coupon_zone: 404,
  coupon_customer: 403,
  coupon_guest: 404,
  coupon_first_order: 406,
  coupon_limit: 406,
  coupon_min_purchase: 406,
};

const checkoutIssue = (
  code: CheckoutIssueCode,
  values: Record<string, string | number> = {},
  money?: readonly string[],
): CheckoutIssue => ruleIssue(code, CHECKOUT_KEYS[code], values, money);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const CONTACT_EMAIL_MAX = 255;

/** The guest contact's problems: name and phone required, e-mail valid when given. */
export function contactIssues(contact: GuestContact | null): CheckoutIssue[] {
  const issues: CheckoutIssue[] = [];
  if ((contact?.contact_person_name ?? '').trim() === '')
    issues.push(checkoutIssue('contact_name'));
  if ((contact?.contact_person_number ?? '').trim() === '') {
    issues.push(checkoutIssue('contact_phone'));
  }
  const email = (contact?.contact_person_email ?? '').trim();
  if (email !== '' && (!EMAIL.test(email) || email.length > CONTACT_EMAIL_MAX)) {
    issues.push(checkoutIssue('contact_email'));
  }
  return issues;
}

/** Whether `a` is strictly before `b` (both in the store's time zone). */
function isBefore(a: LocalDateTime, b: LocalDateTime): boolean {
  return a.date < b.date || (a.date === b.date && a.seconds < b.seconds);
}

function timingIssue(store: CheckoutStore, choices: CheckoutChoices, at: LocalDateTime) {
  const scheduleAt = choices.scheduleAt ?? null;
  if (scheduleAt == null) return isStoreOpen(store, at) ? null : checkoutIssue('store_closed');
  if (isBefore(scheduleAt, at)) return checkoutIssue('schedule_past');
  if (!on(store.schedule_order)) return checkoutIssue('schedule_not_allowed');
  return store.schedules.some((slot) => slotCovers(slot, scheduleAt))
    ? null
    : checkoutIssue('store_closed_at_schedule');
}
/** Every reason the order cannot be placed (see the module notes), in order. */
export function checkoutIssues(
  source: CheckoutSource,
  choices: CheckoutChoices,
  env: CheckoutEnv,
  totals: OrderTotals = checkoutTotals(source, choices),
): CheckoutIssue[] {
  const { store, config } = source;
  const issues: CheckoutIssue[] = [];
  if (env.guest && !guestCheckoutEnabled(config)) issues.push(checkoutIssue('guest_checkout'));
  if (source.lines.length === 0) issues.push(checkoutIssue('empty_cart'));
  if (!allowedOrderTypes(config, store).includes(choices.orderType)) {
    issues.push(checkoutIssue('order_type'));
  }
  const methods: readonly string[] = allowedPaymentMethods(config, source.zone);
  if (choices.paymentMethod == null || !methods.includes(choices.paymentMethod)) {
    issues.push(checkoutIssue('payment_method'));
  }
  if (source.lines.some((l) => l.item.store_id !== store.id)) {
    issues.push(checkoutIssue('different_stores'));
  }
  for (const line of totals.cart.lines) {
    if (!line.readable) {
      const name = source.lines.find((l) => l.id === line.lineId)?.item.name ?? '';
      issues.push(checkoutIssue('cart_item', { name }));
    }
  }
  if (choices.orderType === 'delivery') {
    const address = choices.address;
    const point = address == null ? null : { lat: address.latitude, lng: address.longitude };
    if (point == null || !isValidLatLng(point) || (address?.address ?? '').trim() === '') {
      issues.push(checkoutIssue('address'));
    } else if (!pointInPolygon(point, source.zone.coordinates)) {
      issues.push(checkoutIssue('coordinates'));
    }
  }
  if (env.guest) issues.push(...contactIssues(choices.contact));
  const timing = timingIssue(store, choices, env.at);
  if (timing != null) issues.push(timing);
  const shortfall = minimumOrderShortfall(
    totals.itemsPrice,
    store.minimum_order,
    source.lines.length,
  );
  if (shortfall != null) {
    issues.push(checkoutIssue('minimum_order', { amount: shortfall.minimum }, ['amount']));
  }
  for (const line of totals.cart.lines) {
    const block = quantityBlock(line.quantity, line.limits);
    const name = source.lines.find((l) => l.id === line.lineId)?.item.name ?? '';
    if (block === 'outOfStock') issues.push(checkoutIssue('stock', { name }));
    if (block === 'outOfLimits') {
      issues.push(
        checkoutIssue('cart_item_limit', { name, max: line.limits.maxCartQuantity ?? 0 }),
      );
    }
  }
  if (choices.coupon != null) {
    const customer: CouponCustomer | undefined =
      env.customer ?? (env.guest ? { kind: 'guest' } : undefined);
    const couponProblem = couponIssue(choices.coupon, {
      today: env.at.date,
      moduleId: source.moduleId,
      storeId: store.id,
      storeZoneId: store.zone_id,
      base: totals.subtotal,
      ...(customer == null ? {} : { customer }),
    });
    if (couponProblem != null) issues.push(couponProblem);
  }
  const codLimit = Math.max(0, toAmount(source.pivot?.maximum_cod_order_amount));
  if (choices.paymentMethod === 'cash_on_delivery' && codLimit > 0 && totals.total > codLimit) {
    issues.push(checkoutIssue('cod_limit', { amount: codLimit }, ['amount']));
  }
  return issues;
}

export interface CheckoutEvaluation {
  totals: OrderTotals;
  issues: CheckoutIssue[];
  distanceKm: number;
}

/** The checkout's amounts and refusals: what the client shows and what the server charges. */
export function evaluateCheckout(
  source: CheckoutSource,
  choices: CheckoutChoices,
  env: CheckoutEnv,
): CheckoutEvaluation {
  const totals = checkoutTotals(source, choices);
  return {
    totals,
    issues: checkoutIssues(source, choices, env, totals),
    distanceKm: checkoutDistanceKm(source, choices),
  };
}

// ---------------------------------------------------------------- the order body

export type CheckoutPage = 'cart' | 'buy_now' | 'campaign';

/**
 * The `customer/order/place` body (reference §6.7), `guest_id` added by the API client and the
 * `Idempotency-Key` sent as a header. `order_amount` is the total the customer saw; the server
 * recomputes it with `evaluateCheckout` and refuses the order when they differ.
 */
export interface PlaceOrderBody {
  order_type: OrderType;
  payment_method: string;
  store_id: number;
  order_amount: number;
  distance: number;
  address: string | null;
  /** A saved address's type (home, office, a label); null for a picked location. */
  address_type: string | null;
  latitude: number | null;
  longitude: number | null;
  road: string | null;
  house: string | null;
  floor: string | null;
  contact_person_name: string | null;
  contact_person_number: string | null;
  contact_person_email: string | null;
  coupon_code: string | null;
  dm_tips: number;
  /** A scheduled order's time: `YYYY-MM-DD HH:MM` in the store's time zone; null for now. */
  schedule_at: string | null;
  unavailable_item_note: string | null;
  /** Delivery only. */
  delivery_instruction: string | null;
  /** Cutlery wanted (1 only when the store offers it). */
  cutlery: 0 | 1;
  is_buy_now: 0 | 1;
  /** Buy now and campaign orders carry their line; a cart order uses the server's cart. */
  cart: CartLineBody[] | null;
}

const text = (v: string | null | undefined): string | null =>
  v == null || v.trim() === '' ? null : v.trim();

/** The place-order body of a checkout. */
export function placeOrderBody(
  source: CheckoutSource,
  choices: CheckoutChoices,
  page: CheckoutPage,
  totals: OrderTotals = checkoutTotals(source, choices),
): PlaceOrderBody {
  const delivery = choices.orderType === 'delivery';
  const address = delivery ? choices.address : null;
  const contact = choices.contact;
  const buyNow = page !== 'cart';
  return {
    order_type: choices.orderType,
    payment_method: choices.paymentMethod ?? '',
    store_id: source.store.id,
    order_amount: totals.total,
    distance: checkoutDistanceKm(source, choices),
    address: address?.address ?? null,
    address_type: text(address?.address_type),
    latitude: address?.latitude ?? null,
    longitude: address?.longitude ?? null,
    road: text(address?.road),
    house: text(address?.house),
    floor: text(address?.floor),
    contact_person_name: text(contact?.contact_person_name ?? address?.contact_person_name),
    contact_person_number: text(contact?.contact_person_number ?? address?.contact_person_number),
    contact_person_email: text(contact?.contact_person_email),
    coupon_code: choices.coupon?.code ?? null,
    dm_tips: totals.dmTips,
    schedule_at: choices.scheduleAt == null ? null : scheduleAtText(choices.scheduleAt),
    unavailable_item_note:
      choices.unavailableItemNote == null
        ? null
        : UNAVAILABLE_ITEM_NOTES[choices.unavailableItemNote],
    delivery_instruction:
      delivery && choices.deliveryInstruction != null
        ? DELIVERY_INSTRUCTIONS[choices.deliveryInstruction]
        : null,
    cutlery: choices.cutlery === true && offersCutlery(source) ? 1 : 0,
    is_buy_now: buyNow ? 1 : 0,
    cart: buyNow ? source.lines.map((l) => cartLineBody(l, source.moduleType)) : null,
  };
}

// ---------------------------------------------------------------- the checkout button

export interface CheckoutGateFacts {
  /** Lines in the cart. */
  itemCount: number;
  signedIn: boolean;
  /** The config's `guest_checkout_status`. */
  guestCheckoutStatus: number | boolean | null | undefined;
}

/** Where the checkout button leads (spec §4 'Checkout button'). */
export type CheckoutGateDecision = 'home' | 'checkout' | 'prompt' | 'signIn';

export function checkoutGate(facts: CheckoutGateFacts): CheckoutGateDecision {
  if (!(facts.itemCount > 0)) return 'home';
  if (facts.signedIn) return 'checkout';
  return on(facts.guestCheckoutStatus) ? 'prompt' : 'signIn';
}

/** The checkout route of a page. */
export function checkoutPath(page: CheckoutPage): string {
  return `/checkout?page=${page}`;
}
