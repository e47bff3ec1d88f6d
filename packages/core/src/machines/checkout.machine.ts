/**
 * # checkoutMachine: the checkout page
 *
 * Drives `/checkout?page=cart|buy_now|campaign` (web) and `storefront checkout` (CLI): order
 * type, address or guest contact, coupon, payment, placing, placed, failed. What the page shows
 * is derived by `checkoutView(context)` with the domain rules (checkout.ts, order-total.ts): the
 * totals are never stored, so the summary, the placed body and the server's charge agree.
 *
 * ## Input (`CheckoutInput`)
 * - `page`: cart, buy_now or campaign (buy now and campaign orders carry their line).
 * - `signedIn`: a customer (token) or a guest.
 * - `source`: the facts (`CheckoutSource`: cart lines, store, zone, zone-module pivot, config,
 *   store discount terms), assembled by the adapter from the API.
 * - `at`: now in the store's time zone (`localDateTime(clock.now(), timeZone)`); SET_NOW moves it.
 * - `address` (the selected saved address, or a guest's picked location) and `contact` (a
 *   guest's contact info), when already known.
 *
 * ## States
 * - `editing`: every choice is an event (below). PLACE places when `checkoutView` has no issue;
 *   otherwise the first issue is toasted (e.g. 'The total amount of the order, exceeds maximum
 *   amount of the cash on delivery method') and nothing is sent.
 * - `savingAddress` (tag `busy`): SAVE_ADDRESS ('Save this Address', a signed-in customer's
 *   delivery address that is not saved as it is) runs `saveAddress`: a saved address (with an
 *   id) is updated, any other created. Saved: the address takes the id and type the server
 *   gave, `addressSaved` is set, the server's message is toasted ('Successfully added!') and
 *   `addressSaved` (the action) lets the adapter refresh its saved list; refused: the server's
 *   message (or the schema's), the address kept as it was. SET_ADDRESS and SET_ADDRESS_DETAILS
 *   clear `addressSaved` (the address differs from what was saved).
 * - `applyingCoupon` (tag `busy`): the `applyCoupon` actor asks the server (`coupon/apply`);
 *   the coupon it returns is then checked with core's rule against this cart (minimum purchase:
 *   'To apply this coupon,the minimum purchase amount is' + amount). Applied: 'Coupon applied
 *   successfully' and the summary shows its discount or 'Free Delivery'; refused: the server's
 *   message or the rule's, the previous coupon kept.
 * - `placing` (tag `busy`): `preparing` gets an Idempotency-Key from the injected id generator
 *   (actor `newIdempotencyKey`) for a new attempt; `sending` runs `placeOrder` with the key and
 *   the body. PLACE again with the same body (after EDIT without changes) reuses the attempt's
 *   key; a changed body is a new attempt with a new key.
 * - `placed` (final, `output.orderId`): action `orderPlaced { orderId }` (the adapter refreshes
 *   the cart and shows the confirmation).
 * - `redirecting` (final, `output.redirectLink`): a digital order (or a partial payment's digital
 *   rest) was placed unpaid and the server opened its payment: action `redirect { orderId, link,
 *   paymentId }` (the web app goes to the gateway's page, the CLI prints or drives it); the way
 *   back is `paymentReturnMachine`.
 * - `failed` (tag `failed`): the server's message was toasted; RETRY sends the same body with
 *   the same key; EDIT goes back to `editing` with everything entered kept.
 *
 * ## The payment (issue 12; domain/payment.ts, checkout.connect.ts)
 * None is chosen at first: PLACE says 'Please select a payment method'. SET_PAYMENT { method,
 * gateway? } chooses an offered one: `cash_on_delivery`, `digital_payment` (a gateway of
 * `active_payment_method_list`, the first when none is named) or `wallet` (a customer; its balance
 * must cover the total, else PLACE says 'Your wallet balance is insufficient for payment.').
 * SET_PARTIAL { partial } (a customer, partial payment offered, the wallet holding something but
 * not the total): the wallet pays what it has ('Wallet Balance') and SET_PAYMENT chooses how the
 * rest is paid ('Remaining Balance'; until then '* Please select an option to pay the rest of the
 * amount'). SET_WALLET { balance }: the balance was read again. The body carries
 * `partial_payment`, the gateway, and for a gateway payment the `callback` and
 * `payment_platform` of the input's `gatewayReturn`.
 *
 * ## Events (in `editing`)
 * SET_ORDER_TYPE { orderType } (only an offered one), SET_ADDRESS { address } (valid
 * coordinates), SET_ADDRESS_DETAILS { road?, house?, floor? } (delivery), SET_CONTACT
 * { contact }, SET_PAYMENT { method, gateway? } (only an offered one), SET_PARTIAL { partial },
 * SET_WALLET { balance }, SET_TIPS { amount } (≥ 0),
 * SET_SCHEDULE { scheduleAt } (a moment in the store's time zone, only when the store takes
 * scheduled orders; null: as soon as possible), SET_NOTES { unavailableItemNote?,
 * deliveryInstruction? } (one of the fixed options, or null for none), SET_CUTLERY { cutlery }
 * (on or off, only when the store offers cutlery to a food order), APPLY_COUPON { code },
 * REMOVE_COUPON, SAVE_ADDRESS (signed in, delivery, an address not saved yet), SET_NOW { at },
 * UPDATE_SOURCE { source } (the cart was refetched), SET_PRESCRIPTIONS { files } (issue 12: the
 * prescriptions attached, checked by core's rule; a pharmacy order with an item that needs one is
 * refused without: 'Please upload your prescription image'; they go with the attempt), PLACE.
 *
 * A scheduled time is checked when placing, like everything else (core's checkout: in the past
 * 'The scheduled time has already passed.', the store closed then 'The store is closed at the
 * scheduled time.'), so a slot that the clock (SET_NOW) overtakes is refused, not sent.
 *
 * ## Effects (named, implemented by `provideCheckoutMachine`)
 * Actors `applyCoupon` (`{ code, store_id }` → the coupon), `newIdempotencyKey` (→ a string,
 * from the injected generator), `placeOrder` (`{ idempotencyKey, body }` → `{ order_id,
 * payment_id?, redirect_link? }`), `saveAddress` (`{ address }` → `SaveAddressResult`); actions
 * `notify`, `orderPlaced`, `redirect`, `addressSaved`.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  allowedOrderTypes,
  DELIVERY_INSTRUCTIONS,
  offersCutlery,
  offersSchedule,
  UNAVAILABLE_ITEM_NOTES,
  type CheckoutAddress,
} from '../domain/checkout.js';
import { decimalDigits } from '../domain/money.js';
import type { Coupon } from '../domain/coupon.js';
import { isValidLatLng } from '../domain/geo.js';
import { SECONDS_PER_DAY } from '../domain/availability.js';
import type { LocalDateTime } from '../domain/schedule.js';
import { toUiError } from '../domain/ui-error.js';
import { errorToast, notProvided } from './effects.js';
import type {
  ApplyCouponInput,
  CheckoutContext,
  CheckoutEvent,
  CheckoutInput,
  CheckoutNotifyParams,
  CheckoutView,
  PlaceOrderInput,
  PlaceOrderResult,
  SaveAddressInput,
  SaveAddressResult,
} from './checkout.types.js';
import { checkoutView, localCouponIssue, sourcePaymentFacts } from './checkout.connect.js';
import {
  canStartPartial,
  chosenPayment,
  isOfferedChoice,
  partialChoice,
} from './payment-choice.js';

export const CHECKOUT_MACHINE_KEYS = {
  couponApplied: 'checkout.coupon.applied',
  couponRemoved: 'checkout.coupon.removed',
  addressSaved: 'addresses.toast.saved',
} as const;

const MACHINE = 'checkoutMachine';

function initialContext(input: CheckoutInput): CheckoutContext {
  const { source } = input;
  const types = allowedOrderTypes(source.config, source.store);
  return {
    page: input.page,
    signedIn: input.signedIn,
    source,
    at: input.at,
    orderType: types[0] ?? 'delivery',
    address: input.address ?? null,
    contact: input.contact ?? null,
    coupon: null,
    couponCode: '',
    couponIssue: null,
    couponError: null,
    paymentMethod: null,
    paymentGateway: null,
    partialPayment: false,
    walletBalance: validBalance(input.walletBalance) ? input.walletBalance : 0,
    payment: input.payment ?? sourcePaymentFacts(source),
    gatewayReturn: input.gatewayReturn ?? { callback: null, platform: 'web' },
    dmTips: 0,
    scheduleAt: null,
    unavailableItemNote: null,
    deliveryInstruction: null,
    cutlery: false,
    attempt: null,
    orderId: null,
    error: null,
    addressSaved: false,
    prescriptions: [],
    redirectLink: null,
    paymentId: null,
  };
}

const validBalance = (n: number | undefined): n is number => Number.isFinite(n) && n! >= 0;

/** A moment in the store's time zone: a calendar date, its weekday and a second of the day. */
function isLocalDateTime(at: LocalDateTime): boolean {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(at.date) ? Date.parse(`${at.date}T00:00:00Z`) : NaN;
  return (
    Number.isFinite(date) &&
    new Date(date).getUTCDay() === at.day &&
    Number.isInteger(at.seconds) &&
    at.seconds >= 0 &&
    at.seconds < SECONDS_PER_DAY
  );
}

const isOption = (table: Record<string, string>, value: string | null | undefined) =>
  value == null || Object.hasOwn(table, value);

const firstIssue = (context: CheckoutContext): CheckoutView['issues'][number] | null =>
  checkoutView(context).issues[0] ?? null;

const apiActors = {
  applyCoupon: fromPromise<Coupon, ApplyCouponInput>(notProvided(MACHINE, 'applyCoupon')),
  newIdempotencyKey: fromPromise<string>(notProvided(MACHINE, 'newIdempotencyKey')),
  placeOrder: fromPromise<PlaceOrderResult, PlaceOrderInput>(notProvided(MACHINE, 'placeOrder')),
  saveAddress: fromPromise<SaveAddressResult, SaveAddressInput>(
    notProvided(MACHINE, 'saveAddress'),
  ),
};

/** The actors the machine needs (the API and the id generator). */
export type CheckoutActors = typeof apiActors;

export const checkoutMachine = setup({
  types: {} as {
    context: CheckoutContext;
    events: CheckoutEvent;
    input: CheckoutInput;
    output: { orderId: number | null; redirectLink: string | null };
    tags: 'busy' | 'failed';
  },
  actors: apiActors,
  guards: {
    isOfferedOrderType: ({ context, event }) => {
      assertEvent(event, 'SET_ORDER_TYPE');
      return allowedOrderTypes(context.source.config, context.source.store).includes(
        event.orderType,
      );
    },
    isValidAddress: ({ event }) => {
      assertEvent(event, 'SET_ADDRESS');
      return isValidLatLng({ lat: event.address.latitude, lng: event.address.longitude });
    },
    isDelivery: ({ context }) => context.orderType === 'delivery' && context.address != null,
    isOfferedPayment: ({ context, event }) => {
      assertEvent(event, 'SET_PAYMENT');
      return isOfferedChoice(context, event.method, event.gateway);
    },
    /**
     * A partial payment may start when it is offered and the wallet holds something but not
     * the whole total; it may always stop.
     */
    canSetPartial: ({ context, event }) => {
      assertEvent(event, 'SET_PARTIAL');
      if (!event.partial) return context.partialPayment;
      return canStartPartial(
        context,
        checkoutView(context).totals.total,
        decimalDigits(context.source.config),
      );
    },
    isValidBalance: ({ event }) => {
      assertEvent(event, 'SET_WALLET');
      return validBalance(event.balance);
    },
    hasRedirect: (_, params: { link: string | null | undefined }) =>
      typeof params.link === 'string' && params.link !== '',
    isValidTip: ({ event }) => {
      assertEvent(event, 'SET_TIPS');
      return Number.isFinite(event.amount) && event.amount >= 0;
    },
    isOfferedSchedule: ({ context, event }) => {
      assertEvent(event, 'SET_SCHEDULE');
      if (event.scheduleAt == null) return true;
      return offersSchedule(context.source.store) && isLocalDateTime(event.scheduleAt);
    },
    isNoteOption: ({ event }) => {
      assertEvent(event, 'SET_NOTES');
      return (
        isOption(UNAVAILABLE_ITEM_NOTES, event.unavailableItemNote) &&
        isOption(DELIVERY_INSTRUCTIONS, event.deliveryInstruction)
      );
    },
    isOfferedCutlery: ({ context }) => offersCutlery(context.source),
    hasCode: ({ event }) => {
      assertEvent(event, 'APPLY_COUPON');
      return event.code.trim() !== '';
    },
    hasCoupon: ({ context }) => context.coupon != null,
    canSaveAddress: ({ context }) =>
      context.signedIn &&
      context.orderType === 'delivery' &&
      context.address != null &&
      !context.addressSaved,
    isRefusedCoupon: ({ context }, params: { coupon: Coupon }) =>
      localCouponIssue(context, params.coupon) != null,
    hasIssues: ({ context }) => firstIssue(context) != null,
    isSameAttempt: ({ context }) =>
      context.attempt != null &&
      JSON.stringify(context.attempt.body) === JSON.stringify(checkoutView(context).body) &&
      JSON.stringify(context.attempt.prescriptions) === JSON.stringify(context.prescriptions),
  },
  actions: {
    setOrderType: assign({
      orderType: ({ event }) => {
        assertEvent(event, 'SET_ORDER_TYPE');
        return event.orderType;
      },
    }),
    setAddress: assign({
      address: ({ event }) => {
        assertEvent(event, 'SET_ADDRESS');
        return event.address;
      },
      addressSaved: false,
    }),
    setAddressDetails: assign({
      address: ({ context, event }) => {
        assertEvent(event, 'SET_ADDRESS_DETAILS');
        if (context.address == null) return null;
        const { road, house, floor } = event;
        return {
          ...context.address,
          ...(road === undefined ? {} : { road }),
          ...(house === undefined ? {} : { house }),
          ...(floor === undefined ? {} : { floor }),
        };
      },
      addressSaved: false,
    }),
    applySavedAddress: assign(({ context }, params: { saved: SaveAddressResult }) => {
      const { saved } = params;
      if (context.address == null) return {};
      return {
        address: {
          ...context.address,
          id: saved.id ?? context.address.id ?? null,
          address_type: saved.address_type,
          contact_person_name: saved.contact_person_name ?? context.address.contact_person_name,
          contact_person_number:
            saved.contact_person_number ?? context.address.contact_person_number,
        },
        addressSaved: true,
      };
    }),
    setContact: assign({
      contact: ({ event }) => {
        assertEvent(event, 'SET_CONTACT');
        return event.contact;
      },
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
    setTips: assign({
      dmTips: ({ event }) => {
        assertEvent(event, 'SET_TIPS');
        return event.amount;
      },
    }),
    setSchedule: assign({
      scheduleAt: ({ event }) => {
        assertEvent(event, 'SET_SCHEDULE');
        return event.scheduleAt == null ? null : { ...event.scheduleAt };
      },
    }),
    setNotes: assign(({ context, event }) => {
      assertEvent(event, 'SET_NOTES');
      return {
        unavailableItemNote:
          event.unavailableItemNote === undefined
            ? context.unavailableItemNote
            : event.unavailableItemNote,
        deliveryInstruction:
          event.deliveryInstruction === undefined
            ? context.deliveryInstruction
            : event.deliveryInstruction,
      };
    }),
    setCutlery: assign({
      cutlery: ({ event }) => {
        assertEvent(event, 'SET_CUTLERY');
        return event.cutlery;
      },
    }),
    setNow: assign({
      at: ({ event }) => {
        assertEvent(event, 'SET_NOW');
        return event.at;
      },
    }),
    setPrescriptions: assign({
      prescriptions: ({ event }) => {
        assertEvent(event, 'SET_PRESCRIPTIONS');
        return event.files.map((f) => ({ ...f }));
      },
    }),
    setSource: assign({
      source: ({ event }) => {
        assertEvent(event, 'UPDATE_SOURCE');
        return event.source;
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
      couponIssue: localCouponIssue(context, params.coupon),
    })),
    setCouponError: assign((_, params: { error: unknown }) => ({
      couponError: toUiError(params.error),
    })),
    removeCoupon: assign({ coupon: null, couponCode: '', couponIssue: null, couponError: null }),
    startAttempt: assign(({ context }, params: { key: string }) => ({
      attempt: {
        key: params.key,
        body: checkoutView(context).body,
        prescriptions: context.prescriptions,
      },
    })),
    setPlaced: assign((_, params: { placed: PlaceOrderResult }) => ({
      orderId: params.placed.order_id,
      redirectLink: params.placed.redirect_link ?? null,
      paymentId: params.placed.payment_id ?? null,
    })),
    setError: assign((_, params: { error: unknown }) => ({ error: toUiError(params.error) })),
    clearError: assign({ error: null }),
    // effects, implemented by provideCheckoutMachine
    notify: notProvided(MACHINE, 'notify') as (_: unknown, params: CheckoutNotifyParams) => void,
    orderPlaced: notProvided(MACHINE, 'orderPlaced') as (
      _: unknown,
      params: { orderId: number },
    ) => void,
    redirect: notProvided(MACHINE, 'redirect') as (
      _: unknown,
      params: { orderId: number; link: string; paymentId: string | null },
    ) => void,
    addressSaved: notProvided(MACHINE, 'addressSaved') as (
      _: unknown,
      params: { address: CheckoutAddress },
    ) => void,
  },
}).createMachine({
  id: 'checkout',
  initial: 'editing',
  context: ({ input }) => initialContext(input),
  output: ({ context }) => ({ orderId: context.orderId, redirectLink: context.redirectLink }),
  states: {
    editing: {
      on: {
        SET_ORDER_TYPE: { guard: 'isOfferedOrderType', actions: 'setOrderType' },
        SET_ADDRESS: { guard: 'isValidAddress', actions: 'setAddress' },
        SET_ADDRESS_DETAILS: { guard: 'isDelivery', actions: 'setAddressDetails' },
        SET_CONTACT: { actions: 'setContact' },
        SET_PAYMENT: { guard: 'isOfferedPayment', actions: 'setPayment' },
        SET_PARTIAL: { guard: 'canSetPartial', actions: 'setPartial' },
        SET_WALLET: { guard: 'isValidBalance', actions: 'setWallet' },
        SET_TIPS: { guard: 'isValidTip', actions: 'setTips' },
        SET_SCHEDULE: { guard: 'isOfferedSchedule', actions: 'setSchedule' },
        SET_NOTES: { guard: 'isNoteOption', actions: 'setNotes' },
        SET_CUTLERY: { guard: 'isOfferedCutlery', actions: 'setCutlery' },
        SET_NOW: { actions: 'setNow' },
        UPDATE_SOURCE: { actions: 'setSource' },
        SET_PRESCRIPTIONS: { actions: 'setPrescriptions' },
        APPLY_COUPON: { guard: 'hasCode', target: 'applyingCoupon', actions: 'setCouponCode' },
        SAVE_ADDRESS: { guard: 'canSaveAddress', target: 'savingAddress' },
        REMOVE_COUPON: {
          guard: 'hasCoupon',
          actions: [
            'removeCoupon',
            { type: 'notify', params: { kind: 'info', key: CHECKOUT_MACHINE_KEYS.couponRemoved } },
          ],
        },
        PLACE: [
          {
            guard: 'hasIssues',
            actions: {
              type: 'notify',
              params: ({ context }) => ({
                kind: 'error',
                key: firstIssue(context)!.key,
                issue: firstIssue(context)!,
              }),
            },
          },
          { guard: 'isSameAttempt', target: 'placing.sending', actions: 'clearError' },
          { target: 'placing', actions: 'clearError' },
        ],
      },
    },
    savingAddress: {
      tags: 'busy',
      invoke: {
        id: 'saveAddress',
        src: 'saveAddress',
        input: ({ context }) => {
          if (context.address == null) throw new Error(`${MACHINE}: no address to save`);
          return { address: context.address };
        },
        onDone: {
          target: 'editing',
          actions: [
            { type: 'applySavedAddress', params: ({ event }) => ({ saved: event.output }) },
            {
              type: 'notify',
              params: ({ event }) => ({
                kind: 'success',
                key: CHECKOUT_MACHINE_KEYS.addressSaved,
                messages: event.output.message == null ? [] : [event.output.message],
              }),
            },
            {
              type: 'addressSaved',
              params: ({ context }) => ({ address: context.address! }),
            },
          ],
        },
        onError: {
          target: 'editing',
          actions: {
            type: 'notify',
            params: ({ event }) => errorToast(toUiError(event.error)),
          },
        },
      },
    },
    applyingCoupon: {
      tags: 'busy',
      invoke: {
        id: 'applyCoupon',
        src: 'applyCoupon',
        input: ({ context }) => ({ code: context.couponCode, store_id: context.source.store.id }),
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
                params: { kind: 'success', key: CHECKOUT_MACHINE_KEYS.couponApplied },
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
              target: '#checkout.failed',
              actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        sending: {
          invoke: {
            id: 'placeOrder',
            src: 'placeOrder',
            input: ({ context }) => {
              if (context.attempt == null) throw new Error(`${MACHINE}: no attempt to send`);
              const { key, body, prescriptions } = context.attempt;
              return {
                idempotencyKey: key,
                body,
                ...(prescriptions.length > 0 ? { prescriptions } : {}),
              };
            },
            onDone: [
              {
                guard: {
                  type: 'hasRedirect',
                  params: ({ event }) => ({ link: event.output.redirect_link }),
                },
                target: '#checkout.redirecting',
                actions: { type: 'setPlaced', params: ({ event }) => ({ placed: event.output }) },
              },
              {
                target: '#checkout.placed',
                actions: { type: 'setPlaced', params: ({ event }) => ({ placed: event.output }) },
              },
            ],
            onError: {
              target: '#checkout.failed',
              actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    placed: {
      type: 'final',
      entry: { type: 'orderPlaced', params: ({ context }) => ({ orderId: context.orderId ?? 0 }) },
    },
    redirecting: {
      type: 'final',
      entry: {
        type: 'redirect',
        params: ({ context }) => ({
          orderId: context.orderId ?? 0,
          link: context.redirectLink ?? '',
          paymentId: context.paymentId,
        }),
      },
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
