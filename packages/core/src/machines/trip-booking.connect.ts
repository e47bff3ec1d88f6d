/**
 * What a UI reads from `tripBookingMachine`'s context (`tripBookingView`): the trip's amounts
 * from core's rental pricing (the amount the server charges), the pickup contact's errors from
 * the contact form schema, what stops booking, and the body PLACE sends. The machine decides
 * with the same reads.
 */
import { toAmount } from '../domain/money.js';
import { cartUserData, rentalTypeOf, rentalTypeWire } from '../domain/rental.js';
import { tripCartTotals } from '../domain/rental-cart.js';
import { runningProviderDiscount } from '../domain/rental-pricing.js';
import { isPickupInFuture, parsePickupTime } from '../domain/rental-search.js';
import { contactSchema } from '../schemas/contact.js';
import { validate } from '../schemas/validate.js';
import type {
  TripBookingContext,
  TripBookingIssue,
  TripBookingView,
} from './trip-booking.types.js';

/** i18n keys of booking's own refusals (the contact's are the contact form's). */
export const TRIP_BOOKING_KEYS = {
  emptyCart: 'trip.booking.error.emptyCart',
  contact: 'trip.booking.error.contact',
  paymentMethod: 'trip.booking.error.paymentMethod',
  pickupPast: 'rental.cart.error.pickupPast',
  signIn: 'trip.booking.signIn',
  booked: 'trip.booking.booked',
} as const;

const on = (v: unknown) => v === true || v === 1 || v === '1';

/** The trip's amounts: the cart's vehicles and trip, the provider's running discount and tax. */
export function tripBookingTotals(context: Pick<TripBookingContext, 'cart' | 'config' | 'now'>) {
  const provider = context.cart.carts[0]?.provider ?? null;
  const digits = context.config.digit_after_decimal_point;
  return tripCartTotals(context.cart, {
    providerDiscount: runningProviderDiscount(provider?.discount ?? null, context.now),
    tax: { rate: provider?.tax ?? 0, included: on(context.config.tax_included) },
    additionalCharge: {
      status: context.config.additional_charge_status,
      amount: context.config.additional_charge,
    },
    ...(digits == null ? {} : { digits: Math.max(0, Math.floor(toAmount(digits))) }),
  });
}

/** Everything the booking page shows and sends, from the context (see the notes). */
export function tripBookingView(context: TripBookingContext): TripBookingView {
  const totals = tripBookingTotals(context);
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
  if (context.paymentMethod == null || !context.paymentMethods.includes(context.paymentMethod)) {
    issues.push({ code: 'payment_method', key: TRIP_BOOKING_KEYS.paymentMethod });
  }
  const pickup = data == null ? null : parsePickupTime(data.pickup_time);
  if (data != null && (pickup == null || !isPickupInFuture(pickup, context.now))) {
    issues.push({ code: 'schedule_at', key: TRIP_BOOKING_KEYS.pickupPast });
  }
  const type = data == null ? null : rentalTypeOf(data.rental_type);
  const providerId = context.cart.carts[0]?.provider_id ?? null;
  const body =
    issues.length === 0 && contact.success && totals != null && type != null && providerId != null
      ? {
          trip_amount: totals.total,
          trip_type: rentalTypeWire(type),
          provider_id: providerId,
          payment_method: context.paymentMethod!,
          contact_person_name: contact.data.contact_person_name,
          contact_person_number: contact.data.contact_person_number,
          contact_person_email: contact.data.contact_person_email,
          ...(context.note.trim() === '' ? {} : { additional_note: context.note.trim() }),
        }
      : null;
  return {
    totals,
    contactErrors: contact.success ? [] : contact.errors,
    issues,
    canPlace: body != null,
    body,
  };
}
