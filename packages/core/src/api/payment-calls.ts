/**
 * The payment calls (issue 12; reference §1.3 `customer/order/payment-method`, §6.11
 * `rental/user/trip/payment`) and `paymentReturnMachine`'s actors bound to them: switching an
 * order waiting for its digital payment, paying a trip, and, back from the gateway, reading where
 * the payment stands, a new payment, a switch. The pure parts are in payments.ts.
 */
import { fromPromise } from 'xstate';
import type { PaymentReturnActors } from '../machines/payment-return.machine.js';
import type {
  PaymentState,
  PaymentSubjectInput,
  RetryPaymentResult,
  SwitchPaymentInput,
  SwitchPaymentResult,
} from '../machines/payment-return.types.js';
import { unwrap, type Signal } from './calls.js';
import type { ApiClient } from './client.js';
import { trackOrder } from './ordering.js';
import {
  orderPaymentLink,
  orderPaymentState,
  paymentCallback,
  tripPaymentState,
  type OrderPaymentFacts,
  type PaymentPlatform,
  type TripPaymentFacts,
} from './payments.js';
import { getTripDetails, payTrip } from './rental.js';

export { payTrip, type TripPaymentBody, type TripPaymentAnswer } from './rental.js';

// ---------------------------------------------------------------- calls

export interface PaymentCallOptions {
  /** The guest's id (no token), or null/absent for a signed-in customer. */
  guestId?: string | null;
  signal?: Signal;
}

const guestOf = (options: PaymentCallOptions) =>
  options.guestId ? { guest_id: options.guestId } : {};

/**
 * Switches an order waiting for its digital payment to cash on delivery or the wallet
 * (`PUT customer/order/payment-method`); answers the server's message ('Payment info updated.').
 */
export async function switchOrderPayment(
  api: ApiClient,
  orderId: number,
  method: 'cash_on_delivery' | 'wallet',
  options: PaymentCallOptions = {},
): Promise<string> {
  const data = await unwrap(
    api.PUT('/customer/order/payment-method', {
      body: { order_id: orderId, payment_method: method, ...guestOf(options) },
      signal: options.signal,
    }),
  );
  return data.message;
}

export interface PaymentReturnActorOptions {
  /** The guest's id at the time of each call, or null when signed in. */
  guestId: () => string | null;
  /** The signed-in customer (id and wallet balance), or null for a guest. */
  customer: (signal: Signal) => Promise<{ id: number; wallet_balance?: number | null } | null>;
  /** The origin of the app (the callback) and of the server (the /payment-mobile entry). */
  origin: string;
  platform: PaymentPlatform;
  /** The gateway a retry goes through (the first of `active_payment_method_list`). */
  gateway: () => string | null;
}

/**
 * `paymentReturnMachine`'s actors bound to the API: `loadPayment` reads the order
 * (`order/track`) or trip (`get-trip-details`) and the customer's wallet balance; `retryPayment`
 * opens a new payment (an order: the `/payment-mobile` link, which the browser follows; a trip:
 * `trip/payment` again, digital); `switchPayment` moves it to cash or the wallet.
 */
export function paymentReturnActors(
  api: ApiClient,
  options: PaymentReturnActorOptions,
): PaymentReturnActors {
  const scope = (signal: Signal): PaymentCallOptions => ({ guestId: options.guestId(), signal });
  const gateway = () => {
    const g = options.gateway();
    if (g == null) throw new Error('No payment gateway is offered');
    return g;
  };
  return {
    loadPayment: fromPromise<PaymentState, PaymentSubjectInput>(async ({ input, signal }) => {
      const { subject } = input;
      const [customer, facts] = await Promise.all([
        options.customer(signal),
        subject.kind === 'order'
          ? trackOrder(api, subject.id, scope(signal))
          : getTripDetails(api, subject.id, scope(signal)),
      ]);
      const balance = customer?.wallet_balance ?? 0;
      return subject.kind === 'order'
        ? orderPaymentState(facts as OrderPaymentFacts, balance)
        : tripPaymentState(facts as TripPaymentFacts, balance);
    }),
    retryPayment: fromPromise<RetryPaymentResult, PaymentSubjectInput>(
      async ({ input, signal }) => {
        const { subject } = input;
        const callback = paymentCallback(options.origin, subject);
        if (subject.kind === 'trip') {
          const answer = await payTrip(
            api,
            {
              trip_id: subject.id,
              payment_method: 'digital_payment',
              payment_gateway: gateway(),
              callback_url: callback,
              payment_platform: options.platform,
            },
            scope(signal),
          );
          if (!answer.redirect_link) throw new Error('The trip payment has no page to go to');
          return { redirect_link: answer.redirect_link };
        }
        const customer = await options.customer(signal);
        const owner = customer?.id ?? options.guestId();
        if (owner == null) throw new Error('No customer or guest owns this order');
        return {
          redirect_link: orderPaymentLink(options.origin, {
            orderId: subject.id,
            customerId: owner,
            callback,
            gateway: gateway(),
            platform: options.platform,
          }),
        };
      },
    ),
    switchPayment: fromPromise<SwitchPaymentResult, SwitchPaymentInput>(
      async ({ input, signal }) => {
        const { subject, method } = input;
        if (subject.kind === 'order') {
          const message = await switchOrderPayment(
            api,
            subject.id,
            method === 'wallet' ? 'wallet' : 'cash_on_delivery',
            scope(signal),
          );
          return { message };
        }
        const answer = await payTrip(
          api,
          { trip_id: subject.id, payment_method: method === 'wallet' ? 'wallet' : 'cash_payment' },
          scope(signal),
        );
        return { message: answer.message };
      },
    ),
  };
}
