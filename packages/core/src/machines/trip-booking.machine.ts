/**
 * # tripBookingMachine: trip checkout
 *
 * Drives trip checkout from `/rental/cart` (web) and `storefront rental book` (CLI): the guest
 * gate, the pickup contact, the coupon, the payment, placing with an Idempotency-Key, the booked
 * trip, the server's refusal. What the page shows is `tripBookingView(context)`: the amounts are
 * core's rental pricing of the cart (`rentalTripTotals` through `tripCartTotals`: the vehicles' or
 * the provider's discount, the coupon, tax, the additional charge), so `trip_amount` is what the
 * server charges, and the body names the coupon (`coupon_code`) the server prices it with.
 *
 * ## Input (`TripBookingInput`)
 * `signedIn`, `config` (`guest_checkout_status`, tax, additional charge, digits), `cart` (the
 * trip cart), `now` (the provider's local time), `contact` (a customer's profile), and the
 * payment: `payment` (config and zone: what is offered, default cash at pickup only),
 * `walletBalance`, `gatewayReturn` (where a digital payment comes back).
 *
 * ## States
 * - `gate` (transient): a customer, or a guest while guest checkout is on
 *   (`guest_checkout_status` 1, spec §1, §6) → `editing`; otherwise `signInRequired`.
 * - `signInRequired` (tag `signIn`): action `requireSignIn` (the web app opens the sign-in modal,
 *   the CLI says to sign in); SIGNED_IN → `editing`.
 * - `editing`: SET_CONTACT { contact } (name, phone, e-mail: the contact form's rules, spec §5
 *   'Contact form'), SET_PAYMENT { method } (only an offered one), SET_NOTE { note }, SET_NOW,
 *   UPDATE_CART, SIGNED_IN (a guest signed in on the way, e.g. to use a coupon: the contact
 *   typed so far stays), APPLY_COUPON { code } (a code that is not blank, with a trip in the cart),
 *   REMOVE_COUPON (an applied one: 'Coupon removed'); PLACE books when `tripBookingView` has no
 *   issue, otherwise the first is toasted (a contact field: its message, e.g. 'name is
 *   required'; the pickup time passed: 'The pickup time must be in the future.'; the applied
 *   coupon no longer fits the trip: core's rule, e.g. 'To apply this coupon,the minimum purchase
 *   amount is' + amount) and nothing is sent. A guest's APPLY_COUPON is refused here ('Please
 *   sign in to use this coupon': `rental/coupon/apply` is a customer's call, reference §1.4).
 * - `applyingCoupon` (tag `busy`): the `applyCoupon` actor asks the server
 *   (`rental/coupon/apply?code&provider_id`, the cart's provider); the coupon it returns is then
 *   checked with core's rule against this trip (`tripCouponIssue`: the minimum purchase on the
 *   trip's subtotal). Applied: 'Coupon applied successfully', the amounts take its discount and
 *   the body its code; refused: the server's message (`couponError`) or the rule's
 *   (`couponIssue`), toasted, the previous coupon kept.
 * - `placing` (tag `busy`): `preparing` gets a fresh Idempotency-Key (actor `newIdempotencyKey`)
 *   for a new body; `sending` runs `bookTrip` with the key and the body. PLACE again with the
 *   same body reuses the attempt's key (the server replays its first answer).
 * - `paying` (tag `busy`, issue 12): the trip is booked with cash at pickup (what booking
 *   takes); another choice follows as `payTrip` (`rental/user/trip/payment`: wallet, partial,
 *   digital with the gateway and `gatewayReturn`). Paid (or left to cash): `booked`, with the
 *   server's message; a digital payment's page: `redirecting`; refused: `paymentFailed`.
 * - `paymentFailed` (tag `failed`): the trip is booked, its payment was refused (toasted);
 *   RETRY pays again, PAY_AT_PICKUP leaves it to cash at pickup (`booked`).
 * - `booked` (final, `output.tripId`): 'Your trip is booked.' and action `tripBooked` (the
 *   adapter clears the trip cart cache and shows the confirmation).
 * - `redirecting` (final, `output.redirectLink`): action `redirect { tripId, link, paymentId }`
 *   (the web app goes to the gateway's page; the CLI prints or drives it); the way back is
 *   `paymentReturnMachine`.
 *
 * ## The payment (payment-choice.ts, as checkout's)
 * None is chosen at first ('Please select a payment method'); SET_PAYMENT { method, gateway? }
 * (cash at pickup, a digital gateway, the wallet of a customer: its balance must cover the
 * total), SET_PARTIAL { partial } (a customer's wallet first, the rest by SET_PAYMENT),
 * SET_WALLET { balance }. Guests pay neither by wallet nor partly by wallet (reference §6.9).
 * - `failed` (tag `failed`): the server's refusal was toasted; RETRY sends the same body with
 *   the same key; EDIT goes back to `editing`, everything kept.
 *
 * ## Effects (named, implemented by `provideTripBookingMachine`)
 * Actors `applyCoupon` (`{ code, provider_id }` → the coupon), `newIdempotencyKey`, `bookTrip`
 * (`BookTripInput` → `{ trip_id }`), `payTrip` (`PayTripInput` → `PayTripResult`); actions
 * `notify` (a rule's refusal carries its `issue`, worded with the money settings),
 * `requireSignIn`, `tripBooked`, `redirect`.
 */
import { and, assertEvent, assign, fromPromise, not, setup } from 'xstate';
import type { Notifier } from '../ports.js';
import type { Translate } from '../i18n/index.js';
import { guestCheckoutEnabled } from '../domain/checkout.js';
import { decimalDigits } from '../domain/money.js';
import type { Coupon } from '../domain/coupon.js';
import { issueText } from '../domain/issue.js';
import type { MoneyConfig } from '../domain/money.js';
import { GENERIC_ERROR_KEY, toUiError, uiError } from '../domain/ui-error.js';
import { messageKey } from '../schemas/validate.js';
import { errorToast, notProvided, showToast } from './effects.js';
import {
  CASH_ONLY,
  TRIP_BOOKING_KEYS,
  tripBookingView,
  tripCouponIssue,
} from './trip-booking.connect.js';
import {
  canStartPartial,
  chosenPayment,
  isOfferedChoice,
  partialChoice,
} from './payment-choice.js';
import type {
  ApplyTripCouponInput,
  BookTripInput,
  BookTripResult,
  PayTripInput,
  PayTripResult,
  TripBookingContext,
  TripBookingEvent,
  TripBookingInput,
  TripBookingNotifyParams,
} from './trip-booking.types.js';

const MACHINE = 'tripBookingMachine';

const validBalance = (n: number | undefined): n is number => Number.isFinite(n) && n! >= 0;

/** The toast of the first thing that stops booking. */
function firstIssueToast(context: TripBookingContext): TripBookingNotifyParams {
  const view = tripBookingView(context);
  const issue = view.issues[0];
  if (issue?.code === 'contact') {
    const message = view.contactErrors[0]?.message ?? '';
    const key = messageKey(message);
    return key == null
      ? { kind: 'error', key: TRIP_BOOKING_KEYS.contact, messages: message ? [message] : [] }
      : { kind: 'error', key };
  }
  if (issue?.rule != null) return { kind: 'error', key: issue.key, issue: issue.rule };
  return { kind: 'error', key: issue?.key ?? GENERIC_ERROR_KEY };
}

/**
 * Shows a toast of the machine: a rule's refusal (`issue`, e.g. the coupon's minimum purchase)
 * in words with its amounts as money; otherwise the server's messages or the key's text.
 */
export function showTripBookingToast(
  notifier: Notifier,
  t: Translate,
  money: MoneyConfig,
  params: TripBookingNotifyParams,
): void {
  if (params.issue != null) notifier.notify(params.kind, issueText(params.issue, t, money));
  else showToast(notifier, t, params);
}

const apiActors = {
  applyCoupon: fromPromise<Coupon, ApplyTripCouponInput>(notProvided(MACHINE, 'applyCoupon')),
  newIdempotencyKey: fromPromise<string>(notProvided(MACHINE, 'newIdempotencyKey')),
  bookTrip: fromPromise<BookTripResult, BookTripInput>(notProvided(MACHINE, 'bookTrip')),
  payTrip: fromPromise<PayTripResult, PayTripInput>(notProvided(MACHINE, 'payTrip')),
};

/** The actors the machine needs (the API's `applyCoupon` and `bookTrip`, the id generator). */
export type TripBookingActors = typeof apiActors;

export const tripBookingMachine = setup({
  types: {} as {
    context: TripBookingContext;
    events: TripBookingEvent;
    input: TripBookingInput;
    output: { tripId: number | null; redirectLink: string | null };
    tags: 'busy' | 'failed' | 'signIn';
  },
  actors: apiActors,
  guards: {
    mayBook: ({ context }) => context.signedIn || guestCheckoutEnabled(context.config),
    isOfferedPayment: ({ context, event }) => {
      assertEvent(event, 'SET_PAYMENT');
      return isOfferedChoice(context, event.method, event.gateway);
    },
    canSetPartial: ({ context, event }) => {
      assertEvent(event, 'SET_PARTIAL');
      if (!event.partial) return context.partialPayment;
      return canStartPartial(
        context,
        tripBookingView(context).totals?.total ?? 0,
        decimalDigits(context.config),
      );
    },
    isValidBalance: ({ event }) => {
      assertEvent(event, 'SET_WALLET');
      return validBalance(event.balance);
    },
    paysAfterBooking: ({ context }) => context.attempt?.payTrip != null,
    hasRedirect: (_, params: { link: string | null | undefined }) =>
      typeof params.link === 'string' && params.link !== '',
    hasIssues: ({ context }) => !tripBookingView(context).canPlace,
    hasCode: ({ event }) => {
      assertEvent(event, 'APPLY_COUPON');
      return event.code.trim() !== '';
    },
    isGuest: ({ context }) => !context.signedIn,
    hasProvider: ({ context }) => context.cart.carts[0] != null,
    hasCoupon: ({ context }) => context.coupon != null,
    isRefusedCoupon: ({ context }, params: { coupon: Coupon }) =>
      tripCouponIssue(context, params.coupon) != null,
    isSameAttempt: ({ context }) =>
      context.attempt != null &&
      JSON.stringify(context.attempt.body) === JSON.stringify(tripBookingView(context).body),
  },
  actions: {
    setContact: assign({
      contact: ({ event }) => {
        assertEvent(event, 'SET_CONTACT');
        return { ...event.contact };
      },
    }),
    signIn: assign(({ context, event }) => {
      assertEvent(event, 'SIGNED_IN');
      return { signedIn: true, contact: event.contact ?? context.contact };
    }),
    /** Signed in while editing: the contact typed so far stays (the profile's fills none typed). */
    signInEditing: assign(({ context, event }) => {
      assertEvent(event, 'SIGNED_IN');
      return { signedIn: true, contact: context.contact ?? event.contact ?? null };
    }),
    setPayment: assign(({ event }) => {
      assertEvent(event, 'SET_PAYMENT');
      return chosenPayment(event.method, event.gateway);
    }),
    setPartial: assign(({ event }) => {
      assertEvent(event, 'SET_PARTIAL');
      return partialChoice(event.partial);
    }),
    setWallet: assign({
      walletBalance: ({ event }) => {
        assertEvent(event, 'SET_WALLET');
        return event.balance;
      },
    }),
    setPaid: assign((_, params: { paid: PayTripResult }) => ({
      redirectLink: params.paid.redirect_link ?? null,
      paymentId: params.paid.payment_id ?? null,
      paymentError: null,
    })),
    setPaymentError: assign((_, params: { error: unknown }) => ({
      paymentError: toUiError(params.error),
    })),
    setNote: assign({
      note: ({ event }) => {
        assertEvent(event, 'SET_NOTE');
        return event.note;
      },
    }),
    setNow: assign({
      now: ({ event }) => {
        assertEvent(event, 'SET_NOW');
        return event.now;
      },
    }),
    setCart: assign({
      cart: ({ event }) => {
        assertEvent(event, 'UPDATE_CART');
        return event.cart;
      },
    }),
    setCouponCode: assign({
      couponCode: ({ event }) => {
        assertEvent(event, 'APPLY_COUPON');
        return event.code.trim();
      },
      couponIssue: null,
      couponError: null,
    }),
    applyCoupon: assign((_, params: { coupon: Coupon }) => ({
      coupon: params.coupon,
      couponIssue: null,
      couponError: null,
    })),
    refuseCoupon: assign(({ context }, params: { coupon: Coupon }) => ({
      couponIssue: tripCouponIssue(context, params.coupon),
    })),
    setCouponError: assign((_, params: { error: unknown }) => ({
      couponError: toUiError(params.error),
    })),
    refuseGuestCoupon: assign({ couponError: () => uiError(TRIP_BOOKING_KEYS.couponSignIn) }),
    removeCoupon: assign({ coupon: null, couponCode: '', couponIssue: null, couponError: null }),
    startAttempt: assign(({ context }, params: { key: string }) => {
      const view = tripBookingView(context);
      if (view.body == null) throw new Error(`${MACHINE}: nothing to book`);
      return { attempt: { key: params.key, body: view.body, payTrip: view.payTrip } };
    }),
    /** The same booking again (same key): with the payment as chosen now. */
    refreshAttemptPayment: assign(({ context }) =>
      context.attempt == null
        ? {}
        : { attempt: { ...context.attempt, payTrip: tripBookingView(context).payTrip } },
    ),
    setTripId: assign((_, params: { tripId: number }) => ({ tripId: params.tripId })),
    setError: assign((_, params: { error: unknown }) => ({ error: toUiError(params.error) })),
    clearError: assign({ error: null }),
    // effects, implemented by provideTripBookingMachine
    notify: notProvided(MACHINE, 'notify') as (_: unknown, params: TripBookingNotifyParams) => void,
    requireSignIn: notProvided(MACHINE, 'requireSignIn') as () => void,
    tripBooked: notProvided(MACHINE, 'tripBooked') as (
      _: unknown,
      params: { tripId: number },
    ) => void,
    redirect: notProvided(MACHINE, 'redirect') as (
      _: unknown,
      params: { tripId: number; link: string; paymentId: string | null },
    ) => void,
  },
}).createMachine({
  id: 'tripBooking',
  initial: 'gate',
  context: ({ input }) => {
    return {
      signedIn: input.signedIn,
      config: input.config,
      cart: input.cart,
      now: input.now,
      contact: input.contact == null ? null : { ...input.contact },
      paymentMethod: null,
      paymentGateway: null,
      partialPayment: false,
      walletBalance: validBalance(input.walletBalance) ? input.walletBalance : 0,
      payment: input.payment ?? CASH_ONLY,
      gatewayReturn: input.gatewayReturn ?? { callback: null, platform: 'web' },
      redirectLink: null,
      paymentId: null,
      paymentError: null,
      note: '',
      coupon: null,
      couponCode: '',
      couponIssue: null,
      couponError: null,
      attempt: null,
      tripId: null,
      error: null,
    };
  },
  output: ({ context }) => ({ tripId: context.tripId, redirectLink: context.redirectLink }),
  states: {
    gate: {
      always: [{ guard: 'mayBook', target: 'editing' }, { target: 'signInRequired' }],
    },
    signInRequired: {
      tags: 'signIn',
      entry: [
        { type: 'notify', params: { kind: 'info', key: TRIP_BOOKING_KEYS.signIn } },
        'requireSignIn',
      ],
      on: {
        SIGNED_IN: { target: 'editing', actions: 'signIn' },
      },
    },
    editing: {
      on: {
        SET_CONTACT: { actions: 'setContact' },
        SET_PAYMENT: [
          { guard: 'isOfferedPayment', actions: 'setPayment' },
          {
            actions: {
              type: 'notify',
              params: { kind: 'error', key: TRIP_BOOKING_KEYS.paymentMethod },
            },
          },
        ],
        SET_PARTIAL: { guard: 'canSetPartial', actions: 'setPartial' },
        SET_WALLET: { guard: 'isValidBalance', actions: 'setWallet' },
        SET_NOTE: { actions: 'setNote' },
        SET_NOW: { actions: 'setNow' },
        UPDATE_CART: { actions: 'setCart' },
        SIGNED_IN: { guard: 'isGuest', actions: 'signInEditing' },
        APPLY_COUPON: [
          {
            guard: and(['hasCode', 'isGuest']),
            actions: [
              'setCouponCode',
              'refuseGuestCoupon',
              { type: 'notify', params: ({ context }) => errorToast(context.couponError) },
            ],
          },
          {
            guard: and(['hasCode', not('hasProvider')]),
            actions: {
              type: 'notify',
              params: { kind: 'error', key: TRIP_BOOKING_KEYS.emptyCart },
            },
          },
          { guard: 'hasCode', target: 'applyingCoupon', actions: 'setCouponCode' },
        ],
        REMOVE_COUPON: {
          guard: 'hasCoupon',
          actions: [
            'removeCoupon',
            { type: 'notify', params: { kind: 'info', key: TRIP_BOOKING_KEYS.couponRemoved } },
          ],
        },
        PLACE: [
          {
            guard: 'hasIssues',
            actions: { type: 'notify', params: ({ context }) => firstIssueToast(context) },
          },
          {
            guard: 'isSameAttempt',
            target: 'placing.sending',
            actions: ['clearError', 'refreshAttemptPayment'],
          },
          { target: 'placing', actions: 'clearError' },
        ],
      },
    },
    applyingCoupon: {
      tags: 'busy',
      invoke: {
        id: 'applyCoupon',
        src: 'applyCoupon',
        input: ({ context }) => {
          const providerId = context.cart.carts[0]?.provider_id;
          if (providerId == null) throw new Error(`${MACHINE}: no provider to apply a coupon at`);
          return { code: context.couponCode, provider_id: providerId };
        },
        onDone: [
          {
            guard: { type: 'isRefusedCoupon', params: ({ event }) => ({ coupon: event.output }) },
            target: 'editing',
            actions: [
              { type: 'refuseCoupon', params: ({ event }) => ({ coupon: event.output }) },
              {
                type: 'notify',
                params: ({ context }) => ({
                  kind: 'error',
                  key: context.couponIssue!.key,
                  issue: context.couponIssue!,
                }),
              },
            ],
          },
          {
            target: 'editing',
            actions: [
              { type: 'applyCoupon', params: ({ event }) => ({ coupon: event.output }) },
              {
                type: 'notify',
                params: { kind: 'success', key: TRIP_BOOKING_KEYS.couponApplied },
              },
            ],
          },
        ],
        onError: {
          target: 'editing',
          actions: [
            { type: 'setCouponError', params: ({ event }) => ({ error: event.error }) },
            { type: 'notify', params: ({ context }) => errorToast(context.couponError) },
          ],
        },
      },
    },
    placing: {
      tags: 'busy',
      initial: 'preparing',
      states: {
        preparing: {
          invoke: {
            id: 'newIdempotencyKey',
            src: 'newIdempotencyKey',
            onDone: {
              target: 'sending',
              actions: { type: 'startAttempt', params: ({ event }) => ({ key: event.output }) },
            },
            onError: {
              target: '#tripBooking.failed',
              actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        sending: {
          invoke: {
            id: 'bookTrip',
            src: 'bookTrip',
            input: ({ context }) => {
              if (context.attempt == null) throw new Error(`${MACHINE}: no attempt to send`);
              return { idempotencyKey: context.attempt.key, body: context.attempt.body };
            },
            onDone: [
              {
                guard: 'paysAfterBooking',
                target: '#tripBooking.paying',
                actions: {
                  type: 'setTripId',
                  params: ({ event }) => ({ tripId: event.output.trip_id }),
                },
              },
              {
                target: '#tripBooking.booked',
                actions: [
                  {
                    type: 'setTripId',
                    params: ({ event }) => ({ tripId: event.output.trip_id }),
                  },
                  { type: 'notify', params: { kind: 'success', key: TRIP_BOOKING_KEYS.booked } },
                ],
              },
            ],
            onError: {
              target: '#tripBooking.failed',
              actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    paying: {
      tags: 'busy',
      invoke: {
        id: 'payTrip',
        src: 'payTrip',
        input: ({ context }) => {
          const pay = context.attempt?.payTrip;
          if (pay == null || context.tripId == null) throw new Error(`${MACHINE}: nothing to pay`);
          return { trip_id: context.tripId, ...pay };
        },
        onDone: [
          {
            guard: {
              type: 'hasRedirect',
              params: ({ event }) => ({ link: event.output.redirect_link }),
            },
            target: 'redirecting',
            actions: { type: 'setPaid', params: ({ event }) => ({ paid: event.output }) },
          },
          {
            target: 'booked',
            actions: [
              { type: 'setPaid', params: ({ event }) => ({ paid: event.output }) },
              {
                type: 'notify',
                params: ({ event }) => ({
                  kind: 'success',
                  key: TRIP_BOOKING_KEYS.booked,
                  messages: event.output.message ? [event.output.message] : [],
                }),
              },
            ],
          },
        ],
        onError: {
          target: 'paymentFailed',
          actions: [
            { type: 'setPaymentError', params: ({ event }) => ({ error: event.error }) },
            { type: 'notify', params: ({ context }) => errorToast(context.paymentError) },
          ],
        },
      },
    },
    paymentFailed: {
      tags: 'failed',
      on: {
        RETRY: 'paying',
        PAY_AT_PICKUP: {
          target: 'booked',
          actions: {
            type: 'notify',
            params: { kind: 'info', key: TRIP_BOOKING_KEYS.payAtPickup },
          },
        },
      },
    },
    redirecting: {
      type: 'final',
      entry: {
        type: 'redirect',
        params: ({ context }) => ({
          tripId: context.tripId ?? 0,
          link: context.redirectLink ?? '',
          paymentId: context.paymentId,
        }),
      },
    },
    booked: {
      type: 'final',
      // The toast is the way here's: booked, paid (the server's message), or left to pickup.
      entry: { type: 'tripBooked', params: ({ context }) => ({ tripId: context.tripId ?? 0 }) },
    },
    failed: {
      tags: 'failed',
      entry: { type: 'notify', params: ({ context }) => errorToast(context.error) },
      on: {
        RETRY: [
          {
            guard: 'isSameAttempt',
            target: 'placing.sending',
            actions: ['clearError', 'refreshAttemptPayment'],
          },
          { target: 'placing', actions: 'clearError' },
        ],
        EDIT: 'editing',
      },
    },
  },
});

/** What `provideTripBookingMachine` needs. */
export interface TripBookingMachineDeps {
  /** `applyCoupon`, `bookTrip` and `payTrip`, bound to the API (`rentalActors(api, …).tripBooking`). */
  actors: Pick<TripBookingActors, 'applyCoupon' | 'bookTrip' | 'payTrip'>;
  /** A fresh Idempotency-Key per attempt (e.g. `crypto.randomUUID`). */
  newId: () => string;
  notifier: Notifier;
  t: Translate;
  /** The money settings (read per toast), to word amounts in refusals (a minimum purchase). */
  money: () => MoneyConfig;
  /** A guest may not book: open the sign-in. */
  onSignInRequired: () => void;
  /** The trip was booked (clear the trip cart cache, show the confirmation). */
  onBooked: (tripId: number) => void;
  /** A digital payment's page: go there (the web app navigates; the CLI prints or drives it). */
  onRedirect?: (redirect: { tripId: number; link: string; paymentId: string | null }) => void;
}

/** The trip booking machine wired to adapters: the same machine for web and CLI. */
export function provideTripBookingMachine(deps: TripBookingMachineDeps) {
  return tripBookingMachine.provide({
    actors: {
      applyCoupon: deps.actors.applyCoupon,
      bookTrip: deps.actors.bookTrip,
      payTrip: deps.actors.payTrip,
      newIdempotencyKey: fromPromise<string>(async () => deps.newId()),
    },
    actions: {
      notify: (_, params) => showTripBookingToast(deps.notifier, deps.t, deps.money(), params),
      requireSignIn: () => deps.onSignInRequired(),
      tripBooked: (_, params) => deps.onBooked(params.tripId),
      redirect: (_, params) => deps.onRedirect?.(params),
    },
  });
}
