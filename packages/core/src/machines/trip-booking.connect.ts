/**
 * What a UI reads from `tripBookingMachine`'s context (`tripBookingView`): the trip's amounts
 * from core's rental pricing with the applied coupon (the amount the server charges), the pickup
 * contact's errors from the contact form schema, the payment (payment-choice.ts on the trip's
 * total: 'Please select a payment method', the wallet, paying with the wallet first), what stops
 * booking, the body PLACE sends, and the payment that follows the booking. The machine decides
 * with the same reads.
 */
import { idList, type Coupon } from '../domain/coupon.js';
import { decimalDigits, toAmount } from '../domain/money.js';
import { TRIP_PAYMENT_METHOD } from '../domain/payment.js';
import type { CheckoutPaymentFacts } from './checkout.types.js';
import { choiceSelection, paymentChoiceView } from './payment-choice.js';
import {
  cartUserData,
  rentalTypeOf,
  rentalTypeWire,
  type RentalProvider,
} from '../domain/rental.js';
import { tripCartTotals } from '../domain/rental-cart.js';
import {
  rentalCouponIssue,
  runningProviderDiscount,
  type RentalCouponIssue,
} from '../domain/rental-pricing.js';
import { isPickupInFuture, parsePickupTime } from '../domain/rental-search.js';
import { contactSchema } from '../schemas/contact.js';
import { validate } from '../schemas/validate.js';
import type {
  PayTripInput,
  TripBookingContext,
  TripBookingIssue,
  TripBookingView,
} from './trip-booking.types.js';

/** i18n keys of booking's own refusals (the contact's are the contact form's). */
export const TRIP_BOOKING_KEYS = {
  emptyCart: 'trip.booking.error.emptyCart',
  contact: 'trip.booking.error.contact',
  paymentMethod: 'trip.booking.error.paymentMethod',
  payAtPickup: 'trip.booking.payAtPickup',
  pickupPast: 'rental.cart.error.pickupPast',
  signIn: 'trip.booking.signIn',
  booked: 'trip.booking.booked',
  couponApplied: 'checkout.coupon.applied',
  couponRemoved: 'checkout.coupon.removed',
  couponSignIn: 'checkout.coupon.error.signInRequired',
} as const;

const on = (v: unknown) => v === true || v === 1 || v === '1';

/** The payment facts when none are given: cash at pickup only. */
export const CASH_ONLY: CheckoutPaymentFacts = { config: { cash_on_delivery: 1 }, zone: null };

/**
 * The payment that follows a booking (`rental/user/trip/payment`), or null for cash at pickup
 * (booking takes cash): the wallet, a partial payment (its rest digital when a gateway is named),
 * or a digital payment through the gateway, coming back to `gatewayReturn`.
 */
export function tripPayment(
  context: TripBookingContext,
  gateway: string | null,
): Omit<PayTripInput, 'trip_id'> | null {
  const selection = choiceSelection(context);
  if (selection.kind == null || (selection.kind === 'cash' && !selection.partial)) return null;
  const digital = selection.kind === 'digital' || selection.rest === 'digital';
  const method = selection.partial
    ? TRIP_PAYMENT_METHOD.partial
    : TRIP_PAYMENT_METHOD[selection.kind];
  return {
    payment_method: method,
    payment_gateway: digital ? gateway : null,
    callback_url: digital ? context.gatewayReturn.callback : null,
    payment_platform: digital ? context.gatewayReturn.platform : null,
  };
}

type PricingContext = Pick<TripBookingContext, 'cart' | 'config' | 'now'> & {
  coupon?: Coupon | null;
};

/**
 * The trip's amounts: the cart's vehicles and trip, the provider's running discount, the coupon
 * (when given and it fits the trip: `tripCouponIssue`), tax and the additional charge.
 */
export function tripBookingTotals(context: PricingContext) {
  const provider = context.cart.carts[0]?.provider ?? null;
  const digits = context.config.digit_after_decimal_point;
  const coupon =
    context.coupon != null && tripCouponIssue(context, context.coupon) == null
      ? context.coupon
      : null;
  return tripCartTotals(context.cart, {
    providerDiscount: runningProviderDiscount(provider?.discount ?? null, context.now),
    coupon,
    tax: { rate: provider?.tax ?? 0, included: on(context.config.tax_included) },
    additionalCharge: {
      status: context.config.additional_charge_status,
      amount: context.config.additional_charge,
    },
    ...(digits == null ? {} : { digits: Math.max(0, Math.floor(toAmount(digits))) }),
  });
}

/** The provider's zone when the cart's answer gives it (the reference server's provider brief). */
const providerZone = (provider: RentalProvider & { zone_id?: number | string | null }) =>
  provider.zone_id == null ? null : toAmount(provider.zone_id);

/**
 * Why a coupon does not apply to the cart's trip, or null (core's `rentalCouponIssue` with the
 * cart's provider as the store, its module, the provider's local date and the trip's subtotal
 * before the coupon as the base: the minimum purchase, which `rental/coupon/apply` leaves to
 * booking). The customer's counts are the server's. A provider whose zone the cart does not give
 * is taken as in the coupon's zones: the server checked the zone when it applied the coupon.
 * An empty cart refuses nothing (booking refuses the empty cart).
 */
export function tripCouponIssue(
  context: Pick<TripBookingContext, 'cart' | 'config' | 'now'>,
  coupon: Coupon,
): RentalCouponIssue | null {
  const entry = context.cart.carts[0];
  if (entry == null) return null;
  const base = tripBookingTotals({ ...context, coupon: null })?.subtotal ?? 0;
  const zone = providerZone(entry.provider) ?? Number(idList(coupon.data)[0] ?? 0);
  return rentalCouponIssue(coupon, {
    today: context.now.date,
    moduleId: entry.module_id,
    storeId: entry.provider_id,
    storeZoneId: zone,
    base,
  });
}

/** Everything the booking page shows and sends, from the context (see the notes). */
export function tripBookingView(context: TripBookingContext): TripBookingView {
  const totals = tripBookingTotals(context);
  const couponIssue = context.coupon == null ? null : tripCouponIssue(context, context.coupon);
  const data = cartUserData(context.cart);
  const contact = validate(contactSchema, {
    contact_person_name: context.contact?.contact_person_name ?? '',
    contact_person_number: context.contact?.contact_person_number ?? '',
    contact_person_email: context.contact?.contact_person_email ?? '',
  });
  const issues: TripBookingIssue[] = [];
  if (context.cart.carts.length === 0 || data == null || totals == null) {
    issues.push({ code: 'cart', key: TRIP_BOOKING_KEYS.emptyCart });
  }
  if (!contact.success) issues.push({ code: 'contact', key: TRIP_BOOKING_KEYS.contact });
  const payment = paymentChoiceView(context, totals?.total ?? 0, decimalDigits(context.config));
  if (payment.issue != null) {
    issues.push({ code: payment.issue.code, key: payment.issue.key, rule: payment.issue });
  }
  const pickup = data == null ? null : parsePickupTime(data.pickup_time);
  if (data != null && (pickup == null || !isPickupInFuture(pickup, context.now))) {
    issues.push({ code: 'schedule_at', key: TRIP_BOOKING_KEYS.pickupPast });
  }
  if (couponIssue != null) issues.push({ code: 'coupon', key: couponIssue.key, rule: couponIssue });
  const type = data == null ? null : rentalTypeOf(data.rental_type);
  const providerId = context.cart.carts[0]?.provider_id ?? null;
  const body =
    issues.length === 0 && contact.success && totals != null && type != null && providerId != null
      ? {
          trip_amount: totals.total,
          trip_type: rentalTypeWire(type),
          provider_id: providerId,
          payment_method: 'cash_on_delivery' as const,
          contact_person_name: contact.data.contact_person_name,
          contact_person_number: contact.data.contact_person_number,
          contact_person_email: contact.data.contact_person_email,
          ...(context.note.trim() === '' ? {} : { additional_note: context.note.trim() }),
          ...(context.coupon == null ? {} : { coupon_code: context.coupon.code }),
        }
      : null;
  return {
    totals,
    couponIssue,
    contactErrors: contact.success ? [] : contact.errors,
    issues,
    canPlace: body != null,
    body,
    payment,
    payTrip: tripPayment(context, payment.gateway),
  };
}
