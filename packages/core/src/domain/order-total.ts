/**
 * The order total (reference §6.6 'Final amount'; spec §9): what the checkout summary shows and
 * what the server charges, computed once.
 *
 *   total = subtotal − coupon + tax (when excluded) + delivery + tips + additional charge
 *           + extra packaging
 *
 * where subtotal = items price − product discount (cart.ts). Each deduction is bounded so that
 * nothing goes below 0: the product discount never exceeds the items price, the coupon never
 * exceeds the subtotal.
 *
 * - Coupon: `couponDiscount` on the subtotal; a free-delivery coupon gives no money and makes the
 *   delivery free when its minimum purchase is met (coupon.ts). The coupon's validity (dates,
 *   store, zone, customer) is checkout's (checkout.ts); here it is priced as given.
 * - Tax: on subtotal − coupon at the store's rate; added only when excluded (tax.ts).
 * - Delivery: delivery.ts, with the order amount subtotal − coupon for the admin's free-over rule.
 * - Tips (`dm_tips`): only for delivery and when `dm_tips_status` is on. Additional charge: the
 *   config's `additional_charge` when `additional_charge_status` is on. Extra packaging: the
 *   amount given (the caller decides whether the store offers it and the customer chose it).
 *   None of them is dropped by a free-delivery coupon (the incumbent dropped tips and the
 *   additional charge).
 *
 * **Rounding (the one rule, client and server alike):** prices inside a line keep full precision
 * (`cleanAmount`, 6 decimals). Then every amount that is shown or charged is rounded once to
 * `digit_after_decimal_point` digits (default 2), half away from zero (`roundTo`):
 * - per line: the line's total and original (what the drawer shows); the line's discount is
 *   their difference (cart.ts), so the items price, the product discount and the subtotal are
 *   exact sums of rounded line amounts (the store discount's cap, a money amount, is rounded);
 * - per order amount: the coupon discount, the tax, the delivery charge (and its original), the
 *   tip, the additional charge and the extra packaging, each computed from the rounded amounts
 *   before it.
 * The total is the sum of these rounded amounts, so the summary rows add up exactly to the
 * total, and the server stores exactly these numbers (its money columns must keep at least that
 * many decimals; the reference schema keeps 3).
 */
import {
  cartTotals,
  roundMoney,
  type CartLine,
  type CartTotals,
  type StoreDiscountTerms,
} from './cart.js';
import { couponCreator, couponDiscount, couponGivesFreeDelivery, type Coupon } from './coupon.js';
import { deliveryCharge, type DeliveryCharge, type DeliveryChargeInput } from './delivery.js';
import { cleanAmount, toAmount } from './money.js';
import type { ModuleType } from './session.js';
import { taxAmount, taxBase } from './tax.js';

const on = (v: boolean | number | string | null | undefined): boolean =>
  v === true || v === 1 || v === '1';

export interface OrderPricingInput {
  moduleType: ModuleType;
  lines: readonly CartLine[];
  /** The running store discount's terms (min purchase, cap), or null. */
  storeDiscount?: StoreDiscountTerms | null;
  /** The coupon the customer applied, or null. */
  coupon?: Coupon | null;
  /** The store's tax rate (percent) and whether prices include it (`tax_included` 1). */
  tax: { rate: number | string | null | undefined; included: boolean };
  /** Everything the delivery charge needs except what the coupon and subtotal decide. */
  delivery: Omit<DeliveryChargeInput, 'orderAmount' | 'freeDeliveryCoupon'>;
  /** `dm_tips_status` and the tip the customer chose. */
  tips?: { status: boolean | number | string | null | undefined; amount: number } | null;
  /** `additional_charge_status` and `additional_charge`. */
  additionalCharge?: {
    status: boolean | number | string | null | undefined;
    amount: number | string | null | undefined;
  } | null;
  /** The extra packaging amount the order carries (0 when none). */
  extraPackaging?: number;
  /** `digit_after_decimal_point` (default 2). */
  digits?: number;
}

export interface OrderTotals {
  cart: CartTotals;
  /** 'Items price': Σ unit × quantity + add-ons. */
  itemsPrice: number;
  /** 'Discount': store and item discounts. */
  productDiscount: number;
  /** Items price − product discount (the drawer's Subtotal). */
  subtotal: number;
  /** 'Coupon discount' (0 for a free-delivery coupon). */
  couponDiscount: number;
  /** A free-delivery coupon made delivery free. */
  couponFreeDelivery: boolean;
  /** Subtotal − coupon: the base of tax and of the admin's free-over rule. */
  taxBase: number;
  /** The store's rate, percent. */
  taxRate: number;
  taxIncluded: boolean;
  /** The tax amount (shown with 'Included' when included; added to the total only when excluded). */
  tax: number;
  delivery: DeliveryCharge;
  /** = delivery.charge. */
  deliveryCharge: number;
  dmTips: number;
  additionalCharge: number;
  extraPackaging: number;
  /** The order amount. */
  total: number;
}

/** The order's amounts (see the module notes). */
export function orderTotals(input: OrderPricingInput): OrderTotals {
  const digits = input.digits ?? 2;
  const r = (value: number) => roundMoney(Math.max(0, value), digits);
  const cart = cartTotals(input.lines, input.moduleType, {
    storeDiscount: input.storeDiscount ?? null,
    digits,
  });
  const coupon = input.coupon ?? null;
  const couponOff =
    coupon == null ? 0 : Math.min(cart.subtotal, r(couponDiscount(coupon, cart.subtotal)));
  const couponFreeDelivery = coupon != null && couponGivesFreeDelivery(coupon, cart.subtotal);
  const base = r(taxBase(cart.subtotal, couponOff));
  const taxRate = Math.max(0, toAmount(input.tax.rate));
  const tax = r(taxAmount(base, taxRate, input.tax.included));
  const rawDelivery = deliveryCharge({
    ...input.delivery,
    orderAmount: base,
    freeDeliveryCoupon: couponFreeDelivery && coupon != null ? couponCreator(coupon) : null,
  });
  const delivery: DeliveryCharge = {
    ...rawDelivery,
    charge: r(rawDelivery.charge),
    original: r(rawDelivery.original),
  };
  const isDelivery = input.delivery.orderType === 'delivery';
  const dmTips = isDelivery && on(input.tips?.status) ? r(input.tips?.amount ?? 0) : 0;
  const additionalCharge = on(input.additionalCharge?.status)
    ? r(toAmount(input.additionalCharge?.amount))
    : 0;
  const extraPackaging = r(input.extraPackaging ?? 0);
  const total = r(
    cleanAmount(
      base +
        (input.tax.included ? 0 : tax) +
        delivery.charge +
        dmTips +
        additionalCharge +
        extraPackaging,
    ),
  );
  return {
    cart,
    itemsPrice: cart.itemsPrice,
    productDiscount: cart.productDiscount,
    subtotal: cart.subtotal,
    couponDiscount: couponOff,
    couponFreeDelivery,
    taxBase: base,
    taxRate,
    taxIncluded: input.tax.included,
    tax,
    delivery,
    deliveryCharge: delivery.charge,
    dmTips,
    additionalCharge,
    extraPackaging,
    total,
  };
}
