/**
 * # tripBookingMachine: trip checkout
 *
 * Drives trip checkout from `/rental/cart` (web) and `storefront rental book` (CLI): the guest
 * gate, the pickup contact, the payment, placing with an Idempotency-Key, the booked trip, the
 * server's refusal. What the page shows is `tripBookingView(context)`: the amounts are core's
 * rental pricing of the cart (`rentalTripTotals` through `tripCartTotals`: the vehicles' or the
 * provider's discount, tax, the additional charge), so `trip_amount` is what the server charges.
 *
 * ## Input (`TripBookingInput`)
 * `signedIn`, `config` (`guest_checkout_status`, tax, additional charge, digits), `cart` (the
 * trip cart), `now` (the provider's local time), `contact` (a customer's profile), and the
 * `paymentMethods` offered (default: cash at pickup, `cash_on_delivery`; the digital gateway and
 * the wallet join this list when the payments land).
 *
 * ## States
 * - `gate` (transient): a customer, or a guest while guest checkout is on
 *   (`guest_checkout_status` 1, spec §1, §6) → `editing`; otherwise `signInRequired`.
 * - `signInRequired` (tag `signIn`): action `requireSignIn` (the web app opens the sign-in modal,
 *   the CLI says to sign in); SIGNED_IN → `editing`.
 * - `editing`: SET_CONTACT { contact } (name, phone, e-mail: the contact form's rules, spec §5
 *   'Contact form'), SET_PAYMENT { method } (only an offered one), SET_NOTE { note }, SET_NOW,
 *   UPDATE_CART; PLACE books when `tripBookingView` has no issue, otherwise the first is toasted
 *   (a contact field: its message, e.g. 'name is required'; the pickup time passed: 'The pickup
 *   time must be in the future.') and nothing is sent.
 * - `placing` (tag `busy`): `preparing` gets a fresh Idempotency-Key (actor `newIdempotencyKey`)
 *   for a new body; `sending` runs `bookTrip` with the key and the body. PLACE again with the
 *   same body reuses the attempt's key (the server replays its first answer).
 * - `booked` (final, `output.tripId`): 'Your trip is booked.' and action `tripBooked` (the
 *   adapter clears the trip cart cache and shows the confirmation).
 * - `failed` (tag `failed`): the server's refusal was toasted; RETRY sends the same body with
 *   the same key; EDIT goes back to `editing`, everything kept.
 *
 * ## Effects (named, implemented by `provideTripBookingMachine`)
 * Actors `newIdempotencyKey`, `bookTrip` (`BookTripInput` → `{ trip_id }`); actions `notify`,
 * `requireSignIn`, `tripBooked`.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Notifier } from '../ports.js';
import type { Translate } from '../i18n/index.js';
import { guestCheckoutEnabled } from '../domain/checkout.js';
import { GENERIC_ERROR_KEY, toUiError } from '../domain/ui-error.js';
import { messageKey } from '../schemas/validate.js';
import { errorToast, notProvided, showToast, type NotifyParams } from './effects.js';
import { TRIP_BOOKING_KEYS, tripBookingView } from './trip-booking.connect.js';
import type {
  BookTripInput,
  BookTripResult,
  TripBookingContext,
  TripBookingEvent,
  TripBookingInput,
  TripPaymentChoice,
} from './trip-booking.types.js';

const MACHINE = 'tripBookingMachine';

/** Cash at pickup: what booking takes today. */
export const DEFAULT_TRIP_PAYMENT_METHODS: readonly TripPaymentChoice[] = ['cash_on_delivery'];

/** The toast of the first thing that stops booking. */
function firstIssueToast(context: TripBookingContext): NotifyParams {
  const view = tripBookingView(context);
  const issue = view.issues[0];
  if (issue?.code === 'contact') {
    const message = view.contactErrors[0]?.message ?? '';
    const key = messageKey(message);
    return key == null
      ? { kind: 'error', key: TRIP_BOOKING_KEYS.contact, messages: message ? [message] : [] }
      : { kind: 'error', key };
  }
  return { kind: 'error', key: issue?.key ?? GENERIC_ERROR_KEY };
}

const apiActors = {
  newIdempotencyKey: fromPromise<string>(notProvided(MACHINE, 'newIdempotencyKey')),
  bookTrip: fromPromise<BookTripResult, BookTripInput>(notProvided(MACHINE, 'bookTrip')),
};

/** The actors the machine needs (the API's `bookTrip`, the id generator). */
export type TripBookingActors = typeof apiActors;

export const tripBookingMachine = setup({
  types: {} as {
    context: TripBookingContext;
    events: TripBookingEvent;
    input: TripBookingInput;
    output: { tripId: number | null };
    tags: 'busy' | 'failed' | 'signIn';
  },
  actors: apiActors,
  guards: {
    mayBook: ({ context }) => context.signedIn || guestCheckoutEnabled(context.config),
    isOfferedPayment: ({ context, event }) => {
      assertEvent(event, 'SET_PAYMENT');
      return (context.paymentMethods as readonly string[]).includes(event.method);
    },
    hasIssues: ({ context }) => !tripBookingView(context).canPlace,
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
    setPayment: assign({
      paymentMethod: ({ event }) => {
        assertEvent(event, 'SET_PAYMENT');
        return event.method as TripPaymentChoice;
      },
    }),
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
    startAttempt: assign(({ context }, params: { key: string }) => {
      const body = tripBookingView(context).body;
      if (body == null) throw new Error(`${MACHINE}: nothing to book`);
      return { attempt: { key: params.key, body } };
    }),
    setTripId: assign((_, params: { tripId: number }) => ({ tripId: params.tripId })),
    setError: assign((_, params: { error: unknown }) => ({ error: toUiError(params.error) })),
    clearError: assign({ error: null }),
    // effects, implemented by provideTripBookingMachine
    notify: notProvided(MACHINE, 'notify') as (_: unknown, params: NotifyParams) => void,
    requireSignIn: notProvided(MACHINE, 'requireSignIn') as () => void,
    tripBooked: notProvided(MACHINE, 'tripBooked') as (
      _: unknown,
      params: { tripId: number },
    ) => void,
  },
}).createMachine({
  id: 'tripBooking',
  initial: 'gate',
  context: ({ input }) => {
    const methods = [...(input.paymentMethods ?? DEFAULT_TRIP_PAYMENT_METHODS)];
    return {
      signedIn: input.signedIn,
      config: input.config,
      cart: input.cart,
      now: input.now,
      contact: input.contact == null ? null : { ...input.contact },
      paymentMethods: methods,
      paymentMethod: methods[0] ?? null,
      note: '',
      attempt: null,
      tripId: null,
      error: null,
    };
  },
  output: ({ context }) => ({ tripId: context.tripId }),
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
        SET_NOTE: { actions: 'setNote' },
        SET_NOW: { actions: 'setNow' },
        UPDATE_CART: { actions: 'setCart' },
        PLACE: [
          {
            guard: 'hasIssues',
            actions: { type: 'notify', params: ({ context }) => firstIssueToast(context) },
          },
          { guard: 'isSameAttempt', target: 'placing.sending', actions: 'clearError' },
          { target: 'placing', actions: 'clearError' },
        ],
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
            onDone: {
              target: '#tripBooking.booked',
              actions: {
                type: 'setTripId',
                params: ({ event }) => ({ tripId: event.output.trip_id }),
              },
            },
            onError: {
              target: '#tripBooking.failed',
              actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    booked: {
      type: 'final',
      entry: [
        { type: 'notify', params: { kind: 'success', key: TRIP_BOOKING_KEYS.booked } },
        { type: 'tripBooked', params: ({ context }) => ({ tripId: context.tripId ?? 0 }) },
      ],
    },
    failed: {
      tags: 'failed',
      entry: { type: 'notify', params: ({ context }) => errorToast(context.error) },
      on: {
        RETRY: [
          { guard: 'isSameAttempt', target: 'placing.sending', actions: 'clearError' },
          { target: 'placing', actions: 'clearError' },
        ],
        EDIT: 'editing',
      },
    },
  },
});

/** What `provideTripBookingMachine` needs. */
export interface TripBookingMachineDeps {
  /** `bookTrip`, bound to the API (`rentalActors(api, …).tripBooking`). */
  actors: Pick<TripBookingActors, 'bookTrip'>;
  /** A fresh Idempotency-Key per attempt (e.g. `crypto.randomUUID`). */
  newId: () => string;
  notifier: Notifier;
  t: Translate;
  /** A guest may not book: open the sign-in. */
  onSignInRequired: () => void;
  /** The trip was booked (clear the trip cart cache, show the confirmation). */
  onBooked: (tripId: number) => void;
}

/** The trip booking machine wired to adapters: the same machine for web and CLI. */
export function provideTripBookingMachine(deps: TripBookingMachineDeps) {
  return tripBookingMachine.provide({
    actors: {
      bookTrip: deps.actors.bookTrip,
      newIdempotencyKey: fromPromise<string>(async () => deps.newId()),
    },
    actions: {
      notify: (_, params) => showToast(deps.notifier, deps.t, params),
      requireSignIn: () => deps.onSignInRequired(),
      tripBooked: (_, params) => deps.onBooked(params.tripId),
    },
  });
}
