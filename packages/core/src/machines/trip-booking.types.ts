/** The types of `tripBookingMachine` (trip-booking.machine.ts): its input, context, events, actors' inputs and outputs, and view. */
import type { CheckoutConfig, GuestContact } from '../domain/checkout.js';
import type { PaymentIssue } from '../domain/payment.js';
import type {
  CheckoutGatewayReturn,
  CheckoutPaymentFacts,
  CheckoutPaymentView,
  OrderPaymentMethod,
} from './checkout.types.js';
import type { Coupon } from '../domain/coupon.js';
import type { RuleIssue } from '../domain/issue.js';
import type { RentalCartResponse, RentalTripBookingBody } from '../domain/rental.js';
import type { RentalCouponIssue, RentalTripTotals } from '../domain/rental-pricing.js';
import type { LocalDateTime } from '../domain/schedule.js';
import type { UiError } from '../domain/ui-error.js';
import type { FieldError } from '../schemas/validate.js';
import type { NotifyParams } from './effects.js';

/**
 * How a trip is paid (the order's names: cash at pickup is `cash_on_delivery`); with a partial
 * payment, how the rest is paid. The trip is booked with cash at pickup, then paid with the
 * choice (`rental/user/trip/payment`, reference §6.11 'After booking').
 */
export type TripPaymentChoice = OrderPaymentMethod;

/** The config fields booking reads (the guest gate, tax, the additional charge, digits). */
export type TripBookingConfig = Pick<
  CheckoutConfig,
  | 'guest_checkout_status'
  | 'tax_included'
  | 'additional_charge_status'
  | 'additional_charge'
  | 'digit_after_decimal_point'
>;

export interface TripBookingInput {
  signedIn: boolean;
  config: TripBookingConfig;
  /** The trip cart (get-cart's answer): its vehicles, provider and trip. */
  cart: RentalCartResponse;
  /** Now, in the provider's time zone (the pickup time must be after it). */
  now: LocalDateTime;
  /** The pickup contact already known (a customer's profile), or null. */
  contact?: GuestContact | null;
  /** The payment facts (default: cash at pickup only). */
  payment?: CheckoutPaymentFacts;
  /** The customer's wallet balance (absent: 0; a guest has none). */
  walletBalance?: number;
  /** Where a digital payment comes back (default: no callback, from the web). */
  gatewayReturn?: CheckoutGatewayReturn;
}

export interface TripBookingAttempt {
  /** The Idempotency-Key of this body. */
  key: string;
  body: TripBookingBody;
  /** The payment that follows the booking (null: cash at pickup). */
  payTrip: Omit<PayTripInput, 'trip_id'> | null;
}

export interface TripBookingContext {
  signedIn: boolean;
  config: TripBookingConfig;
  cart: RentalCartResponse;
  now: LocalDateTime;
  /** The pickup contact as typed. */
  contact: GuestContact | null;
  /** The method chosen (with `partialPayment`, the rest's), or null: none yet. */
  paymentMethod: TripPaymentChoice | null;
  /** The digital gateway chosen (null: the first offered). */
  paymentGateway: string | null;
  /** The wallet pays part, `paymentMethod` the rest. */
  partialPayment: boolean;
  /** The customer's wallet balance (0 for a guest). */
  walletBalance: number;
  payment: CheckoutPaymentFacts;
  gatewayReturn: CheckoutGatewayReturn;
  /** A note for the provider. */
  note: string;
  /** The applied coupon, as `rental/coupon/apply` answered it (core's `Coupon`), or null. */
  coupon: Coupon | null;
  /** The code of the last APPLY_COUPON (trimmed), '' after REMOVE_COUPON. */
  couponCode: string;
  /** Why core's rule refused the coupon the server returned, for this trip (the last apply). */
  couponIssue: RentalCouponIssue | null;
  /** The server's refusal of the last apply (or the guest's: sign in first). */
  couponError: UiError | null;
  attempt: TripBookingAttempt | null;
  tripId: number | null;
  /** The server's refusal of the last attempt. */
  error: UiError | null;
  /** A booked trip's gateway page (a digital payment). */
  redirectLink: string | null;
  paymentId: string | null;
  /** The server's refusal of the booked trip's payment. */
  paymentError: UiError | null;
}

export type TripBookingEvent =
  | { type: 'SET_CONTACT'; contact: GuestContact }
  | { type: 'SET_PAYMENT'; method: string; gateway?: string | null }
  /** Pay part with the wallet (on), or not (off). */
  | { type: 'SET_PARTIAL'; partial: boolean }
  /** The wallet balance was read again. */
  | { type: 'SET_WALLET'; balance: number }
  /** The booked trip's payment failed: pay at pickup instead. */
  | { type: 'PAY_AT_PICKUP' }
  | { type: 'SET_NOTE'; note: string }
  | { type: 'SET_NOW'; now: LocalDateTime }
  | { type: 'UPDATE_CART'; cart: RentalCartResponse }
  /** Apply a coupon code (a signed-in customer's: `rental/coupon/apply` needs the token). */
  | { type: 'APPLY_COUPON'; code: string }
  | { type: 'REMOVE_COUPON' }
  /** The customer signed in (from the guest gate); the profile's contact when known. */
  | { type: 'SIGNED_IN'; contact?: GuestContact | null }
  | { type: 'PLACE' }
  | { type: 'RETRY' }
  | { type: 'EDIT' };

/**
 * `trip-booking`'s body without the owner (the API adds `guest_id`): reference §6.11 with the
 * pickup contact and the payment method; the server books the cart's trip and checks that
 * `trip_amount` is what core's pricing gives.
 */
export type TripBookingBody = Required<
  Pick<
    RentalTripBookingBody,
    | 'trip_amount'
    | 'trip_type'
    | 'provider_id'
    | 'contact_person_name'
    | 'contact_person_number'
    | 'contact_person_email'
  >
> &
  Pick<RentalTripBookingBody, 'additional_note'> & {
    /** Booking takes cash at pickup; the chosen payment follows (`PayTripInput`). */
    payment_method: 'cash_on_delivery';
    /** The applied coupon's code (absent without one); the server prices the trip with it. */
    coupon_code?: string;
  };

/** `applyCoupon`'s input: `rental/coupon/apply?code&provider_id` for the cart's provider. */
export interface ApplyTripCouponInput {
  code: string;
  provider_id: number;
}

export interface BookTripInput {
  idempotencyKey: string;
  body: TripBookingBody;
}

/** The server's answer to `trip-booking`: the trip's id. */
export interface BookTripResult {
  trip_id: number;
}

/** `payTrip`'s input: `rental/user/trip/payment` for the booked trip (reference §6.11). */
export interface PayTripInput {
  trip_id: number;
  /** cash_payment, wallet, partial_payment or digital_payment. */
  payment_method: 'cash_payment' | 'wallet' | 'partial_payment' | 'digital_payment';
  /** A digital payment's (or digital rest's) gateway, else null. */
  payment_gateway: string | null;
  callback_url: string | null;
  payment_platform: string | null;
}

/** The server's answer: a message, and a digital payment's page. */
export interface PayTripResult {
  message?: string | null;
  payment_id?: string | null;
  redirect_link?: string | null;
}

/** What stops booking (the first is toasted on PLACE). */
export interface TripBookingIssue {
  code: 'cart' | 'contact' | 'schedule_at' | 'coupon' | PaymentIssue['code'];
  /** i18n key of the text. */
  key: string;
  /** The rule's refusal (the coupon's minimum purchase, the wallet's balance: money). */
  rule?: RuleIssue;
}

/** A toast of the machine: a rule's refusal (`issue`) is worded with the money settings. */
export interface TripBookingNotifyParams extends NotifyParams {
  issue?: RuleIssue;
}

export interface TripBookingView {
  /** The trip's amounts (core's `rentalTripTotals`, with the coupon), or null without a trip. */
  totals: RentalTripTotals | null;
  /** Why the applied coupon does not fit the trip now (then it takes nothing off), or null. */
  couponIssue: RentalCouponIssue | null;
  /** The contact form's errors (the spec's messages, English; `messageKey` translates them). */
  contactErrors: FieldError[];
  issues: TripBookingIssue[];
  canPlace: boolean;
  /** The body PLACE sends (null while something stops it). */
  body: TripBookingBody | null;
  /** The payment section (domain/payment.ts on the trip's total). */
  payment: CheckoutPaymentView;
  /** The payment that follows the booking, or null for cash at pickup. */
  payTrip: Omit<PayTripInput, 'trip_id'> | null;
}
