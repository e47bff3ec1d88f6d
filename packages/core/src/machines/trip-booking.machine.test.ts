import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { translate, translator } from '../i18n/index.js';
import type { Coupon } from '../domain/coupon.js';
import {
  provideTripBookingMachine,
  showTripBookingToast,
  tripBookingMachine,
} from './trip-booking.machine.js';
import { tripBookingView } from './trip-booking.connect.js';
import type {
  ApplyTripCouponInput,
  BookTripInput,
  BookTripResult,
  PayTripInput,
  PayTripResult,
  TripBookingInput,
} from './trip-booking.types.js';
import {
  tripBookingFixtures as f,
  tripBookingModelPaths,
  tripBookingScenarios,
  type TripBookingModelEvent,
} from './trip-booking.model.js';
import { pendingCalls, recordingNotifier } from '../testing/fakes.js';
import { chunkPaths, leafStates, replayEvent, replayPaths, settle } from '../testing/harness.js';

type Snapshot = SnapshotFrom<typeof tripBookingMachine>;

function harness(input: TripBookingInput, locale = 'en') {
  const notifier = recordingNotifier();
  const calls = pendingCalls();
  const t = translator(locale);
  const booked: number[] = [];
  const redirects: unknown[] = [];
  let signIns = 0;
  const machine = tripBookingMachine.provide({
    actors: {
      applyCoupon: fromPromise<Coupon, ApplyTripCouponInput>(({ input: i }) =>
        calls.start('applyCoupon', i),
      ),
      newIdempotencyKey: fromPromise<string>(() => calls.start('newIdempotencyKey', undefined)),
      bookTrip: fromPromise<BookTripResult, BookTripInput>(({ input: i }) =>
        calls.start('bookTrip', i),
      ),
      payTrip: fromPromise<PayTripResult, PayTripInput>(({ input: i }) =>
        calls.start('payTrip', i),
      ),
    },
    actions: {
      notify: (_, params) => showTripBookingToast(notifier, t, f.money, params),
      requireSignIn: () => void (signIns += 1),
      tripBooked: (_, params) => void booked.push(params.tripId),
      redirect: (_, params) => void redirects.push(params),
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, notifier, calls, booked, redirects, signIns: () => signIns };
}

// ------------------------------------------------------------------ the spec, as an oracle

/** Camry 12/h × 3 h + Urvan 12/h × 3 h × 2 = 108; Desert Wheels' 5 % tax, added: 113.40. */
const TRIP_AMOUNT = 113.4;
/** The hourly cart with DESERT10: 108 − 10.80 = 97.20, 5 % tax 4.86: 102.06. */
const TRIP_AMOUNT_DESERT10 = 102.06;
/** The Camry alone: 36, 5 % tax 1.80: 37.80. */
const SMALL_TRIP_AMOUNT = 37.8;

type Ctx = Snapshot['context'];

const isSmall = (c: Ctx) => c.cart.carts.length === 1;
/** The trip's subtotal before a coupon. */
const subtotalOf = (c: Ctx) => (isSmall(c) ? 36 : 108);
/** The minimum purchase a coupon misses on this trip, or null. */
const missedMinimum = (c: Ctx, coupon: Coupon) =>
  subtotalOf(c) < Number(coupon.min_purchase) ? Number(coupon.min_purchase) : null;
const minPurchaseText = (amount: number) =>
  `To apply this coupon,the minimum purchase amount is AED${amount.toFixed(2)}`;

const contactOf = (c: Ctx) => c.contact;
const validEmail = (e: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(e);

/** What the first refusal of PLACE says, in the spec's order, or null when it books. */
function refusal(c: Ctx): string | null {
  if (c.cart.carts.length === 0) return translate('en', 'trip.booking.error.emptyCart');
  const contact = contactOf(c);
  if ((contact?.contact_person_name ?? '') === '') return 'name is required';
  if ((contact?.contact_person_number ?? '') === '') return 'phone number required';
  if ((contact?.contact_person_email ?? '') === '') return 'Email is required';
  if (!validEmail(contact!.contact_person_email!)) return 'Please insert a valid email.';
  const pay = paymentRefusal(c);
  if (pay != null) return pay;
  if (c.now.seconds >= 14 * 3600 + 30 * 60) return 'The pickup time must be in the future.';
  const missed = c.coupon == null ? null : missedMinimum(c, c.coupon);
  if (missed != null) return minPurchaseText(missed);
  return null;
}

/** The payment's refusal on the trip's total, or null (issue 12 'Payments'). */
function paymentRefusal(c: Ctx): string | null {
  const total = expectedTotal(c);
  const balance = c.signedIn ? c.walletBalance : 0;
  if (c.partialPayment) {
    if (balance >= total) {
      return 'Your wallet balance covers the whole amount: pay with the wallet instead.';
    }
    if (c.paymentMethod == null) return '* Please select an option to pay the rest of the amount';
    return null;
  }
  if (c.paymentMethod == null) return 'Please select a payment method';
  if (c.paymentMethod === 'wallet' && balance < total) {
    return 'Your wallet balance is insufficient for payment.';
  }
  return null;
}

/** The trip's total shown (a coupon that does not fit takes nothing off). */
function expectedTotal(c: Ctx) {
  const fits = c.coupon != null && missedMinimum(c, c.coupon) == null;
  return fits || c.coupon == null ? expectedAmount(c) : isSmall(c) ? 37.8 : 113.4;
}

/** What the booking's payment sends after it (null: cash at pickup, nothing follows). */
function expectedPayTrip(c: Ctx) {
  if (c.paymentMethod == null && !c.partialPayment) return null;
  if (c.paymentMethod === 'cash_on_delivery' && !c.partialPayment) return null;
  const digital = c.paymentMethod === 'digital_payment';
  return {
    payment_method: c.partialPayment
      ? 'partial_payment'
      : c.paymentMethod === 'wallet'
        ? 'wallet'
        : 'digital_payment',
    payment_gateway: digital ? 'sandbox' : null,
    callback_url: digital ? c.gatewayReturn.callback : null,
    payment_platform: digital ? c.gatewayReturn.platform : null,
  };
}

/** Whether SET_PAYMENT's method is offered to this customer now. */
function offeredPayment(c: Ctx, method: string, gateway?: string | null) {
  const all = c.payment.config.digital_payment === 1;
  const offered = c.partialPayment
    ? ['cash_on_delivery', ...(all ? ['digital_payment'] : [])]
    : [
        'cash_on_delivery',
        ...(all ? ['digital_payment'] : []),
        ...(all && c.signedIn ? ['wallet'] : []),
      ];
  return offered.includes(method) && (gateway == null || gateway === 'sandbox');
}

/** The amount the server charges: core's pricing with the coupon (checked by hand). */
function expectedAmount(c: Ctx) {
  if (isSmall(c)) return SMALL_TRIP_AMOUNT;
  return c.coupon?.code === 'DESERT10' ? TRIP_AMOUNT_DESERT10 : TRIP_AMOUNT;
}

function expectedBody(c: Ctx) {
  return {
    trip_amount: expectedAmount(c),
    trip_type: 'hourly',
    provider_id: 4,
    payment_method: 'cash_on_delivery',
    contact_person_name: c.contact!.contact_person_name,
    contact_person_number: c.contact!.contact_person_number,
    contact_person_email: c.contact!.contact_person_email,
    ...(c.note === '' ? {} : { additional_note: c.note }),
    ...(c.coupon == null ? {} : { coupon_code: c.coupon.code }),
  };
}

function expectedToasts(prev: Snapshot, next: Snapshot, event: TripBookingModelEvent): string[] {
  switch (event.type) {
    case 'SET_PAYMENT':
      return prev.matches('editing') && !offeredPayment(prev.context, event.method, event.gateway)
        ? [translate('en', 'trip.booking.error.paymentMethod')]
        : [];
    case 'PLACE': {
      if (!prev.matches('editing')) return [];
      const why = refusal(prev.context);
      return why == null ? [] : [why];
    }
    case 'xstate.done.actor.bookTrip':
      // a payment that follows says its own outcome
      return next.matches('paying') ? [] : [translate('en', 'trip.booking.booked')];
    case 'xstate.done.actor.payTrip':
      return next.matches('redirecting') ? [] : [event.output.message ?? 'Your trip is booked.'];
    case 'xstate.error.actor.payTrip':
      return ['Your wallet balance is insufficient for payment.'];
    case 'PAY_AT_PICKUP':
      return prev.matches('paymentFailed') ? [translate('en', 'trip.booking.payAtPickup')] : [];
    case 'xstate.error.actor.bookTrip':
      return [
        event.error === f.refusal
          ? 'Nissan Urvan: only 1 unit is free at the pickup time.'
          : translate('en', 'common.error.network'),
      ];
    case 'xstate.error.actor.newIdempotencyKey':
      return [translate('en', 'common.error.generic')];
    case 'APPLY_COUPON': {
      if (!prev.matches('editing') || event.code.trim() === '') return [];
      if (!prev.context.signedIn) return ['Please sign in to use this coupon'];
      if (prev.context.cart.carts.length === 0) return ['Your trip cart is empty.'];
      return [];
    }
    case 'REMOVE_COUPON':
      return prev.matches('editing') && prev.context.coupon != null ? ['Coupon removed'] : [];
    case 'xstate.done.actor.applyCoupon': {
      const missed = missedMinimum(prev.context, event.output);
      return [missed == null ? 'Coupon applied successfully' : minPurchaseText(missed)];
    }
    case 'xstate.error.actor.applyCoupon':
      return ['Coupon not found'];
    default:
      return [];
  }
}

describe('tripBookingMachine (model-based)', () => {
  const all = tripBookingScenarios.map((s) => ({ ...s, paths: tripBookingModelPaths(s.input) }));

  for (const { name, input, paths } of all) {
    describe(`${name} (${paths.length} paths)`, () => {
      for (const chunk of chunkPaths(paths)) {
        it(`replays ${chunk.name}`, async () => {
          await replayPaths(chunk, async (path) => {
            const h = harness(input);
            let prev = h.actor.getSnapshot();
            let toasts = 0;
            let callsSeen = 0;
            const trail: string[] = [];
            const keys = new Map<string, string>();
            for (const step of path.steps) {
              const event = step.event as TripBookingModelEvent | { type: 'xstate.init' };
              if (event.type !== 'xstate.init') await replayEvent(h, event);
              trail.push(event.type);
              const where = `${name}: ${trail.join(' → ')}`;
              const snap = h.actor.getSnapshot();
              const c = snap.context;
              expect(snap.value, where).toEqual(step.state.value);
              expect(snap.context, where).toEqual(step.state.context);
              expect(snap.hasTag('busy'), where).toBe(
                snap.matches('placing') || snap.matches('applyingCoupon') || snap.matches('paying'),
              );
              expect(snap.hasTag('failed'), where).toBe(
                snap.matches('failed') || snap.matches('paymentFailed'),
              );
              expect(snap.hasTag('signIn'), where).toBe(snap.matches('signInRequired'));

              // the guest gate: guests book only while guest checkout is on
              if (event.type === 'xstate.init') {
                const gated = !input.signedIn && input.config.guest_checkout_status !== 1;
                expect(snap.matches('signInRequired'), where).toBe(gated);
                expect(h.signIns(), where).toBe(gated ? 1 : 0);
                expect(
                  h.notifier.toasts.map((t) => t.message),
                  where,
                ).toEqual(gated ? ['Sign in to book your trip.'] : []);
              } else {
                expect(
                  h.notifier.toasts.slice(toasts).map((t) => t.message),
                  where,
                ).toEqual(expectedToasts(prev, snap, event));
              }
              toasts = h.notifier.toasts.length;
              if (!c.signedIn && !snap.matches('signInRequired')) {
                expect(input.config.guest_checkout_status, where).toBe(1);
              }

              // booking sends core's amount and the contact; a body keeps its key
              for (const call of h.calls.calls.slice(callsSeen)) {
                if (call.name === 'applyCoupon') {
                  // the trimmed code, at the cart's provider; only a customer with a trip asks
                  expect(call.input, where).toEqual({ code: 'desert10', provider_id: 4 });
                  expect(c.signedIn && c.cart.carts.length > 0, where).toBe(true);
                  continue;
                }
                if (call.name === 'payTrip') {
                  // the booked trip, paid as chosen when it was booked
                  expect(call.input, where).toEqual({
                    trip_id: 100001,
                    ...c.attempt!.payTrip,
                  });
                  continue;
                }
                if (call.name !== 'bookTrip') continue;
                expect(c.attempt!.payTrip, where).toEqual(expectedPayTrip(c));
                const { idempotencyKey, body } = call.input as BookTripInput;
                expect(body, where).toEqual(expectedBody(c));
                expect(refusal(c), where).toBeNull();
                const json = JSON.stringify(body);
                if (keys.has(json)) expect(idempotencyKey, where).toBe(keys.get(json));
                keys.set(json, idempotencyKey);
              }
              callsSeen = h.calls.calls.length;

              // the amounts shown take the applied coupon's discount only while it fits the trip
              const view = tripBookingView(c);
              if (view.totals != null) {
                const fits = c.coupon != null && missedMinimum(c, c.coupon) == null;
                expect(view.totals.coupon, where).toBe(fits ? 10.8 : 0);
                expect(view.totals.total, where).toBe(
                  fits || c.coupon == null ? expectedAmount(c) : isSmall(c) ? 37.8 : 113.4,
                );
                expect(view.couponIssue?.code ?? null, where).toBe(
                  c.coupon != null && !fits ? 'coupon_min_purchase' : null,
                );
              }
              // signing in on the way keeps the contact typed (the profile's fills none)
              if (event.type === 'SIGNED_IN' && prev.matches('editing') && !prev.context.signedIn) {
                expect(c.signedIn, where).toBe(true);
                expect(c.contact, where).toEqual(prev.context.contact ?? event.contact);
              }
              // a refused coupon keeps the one applied before
              if (event.type === 'xstate.done.actor.applyCoupon' && snap.context.couponIssue) {
                expect(snap.context.coupon, where).toEqual(prev.context.coupon);
              }
              if (snap.status === 'done') {
                const redirecting = snap.matches('redirecting');
                expect(snap.output, where).toEqual({
                  tripId: 100001,
                  redirectLink: redirecting ? f.redirect.redirect_link : null,
                });
                expect(h.booked, where).toEqual(redirecting ? [] : [100001]);
                expect(h.redirects, where).toEqual(
                  redirecting
                    ? [
                        {
                          tripId: 100001,
                          link: f.redirect.redirect_link,
                          paymentId: f.redirect.payment_id,
                        },
                      ]
                    : [],
                );
              }
              prev = snap;
            }
            h.actor.stop();
          });
        });
      }
    });
  }

  it('walks a booking with the coupon, and a refusal of a coupon the shrunk cart no longer reaches', () => {
    const coupons = all.find((s) => s.name.startsWith('a customer’s coupons'))!.paths;
    const ends = coupons.map((p) => p.state);
    expect(ends.some((s) => s.matches('booked') && s.context.coupon != null)).toBe(true);
    expect(
      ends.some(
        (s) =>
          s.matches('editing') && s.context.coupon != null && s.context.cart.carts.length === 1,
      ),
    ).toBe(true);
  });

  it('reaches every state of the machine', () => {
    const ends = all.flatMap(({ paths }) => paths.map((p) => p.state));
    for (const leaf of leafStates(tripBookingMachine).filter((n) => n.key !== 'gate')) {
      expect(
        ends.some((s) => s.matches(leaf.path.join('.') as never)),
        leaf.id,
      ).toBe(true);
    }
  });
});

describe('tripBookingMachine', () => {
  it('prices the trip with core and books with a fresh key (the provided machine)', async () => {
    const notifier = recordingNotifier();
    const booked: number[] = [];
    const sent: BookTripInput[] = [];
    const machine = provideTripBookingMachine({
      actors: {
        applyCoupon: fromPromise<Coupon, ApplyTripCouponInput>(async () => f.desert10),
        bookTrip: fromPromise<BookTripResult, BookTripInput>(async ({ input }) => {
          sent.push(input);
          return { trip_id: 100001 };
        }),
        payTrip: fromPromise<PayTripResult, PayTripInput>(async () => ({})),
      },
      newId: () => 'key-42',
      notifier,
      t: translator('ar'),
      money: () => f.money,
      onSignInRequired: () => undefined,
      onBooked: (id) => void booked.push(id),
    });
    const actor = createActor(machine, { input: tripBookingScenarios[0]!.input }).start();
    const view = tripBookingView(actor.getSnapshot().context);
    expect(view.totals).toMatchObject({ price: 108, tax: 5.4, total: TRIP_AMOUNT });
    expect(view.contactErrors.map((e) => e.code)).toEqual([
      'contact_person_name',
      'contact_person_number',
      'contact_person_email',
    ]);
    actor.send({ type: 'SET_CONTACT', contact: f.contact });
    actor.send({ type: 'SET_PAYMENT', method: 'cash_on_delivery' });
    actor.send({ type: 'PLACE' });
    await settle();
    await settle();
    expect(sent).toEqual([
      {
        idempotencyKey: 'key-42',
        body: {
          trip_amount: TRIP_AMOUNT,
          trip_type: 'hourly',
          provider_id: 4,
          payment_method: 'cash_on_delivery',
          ...f.contact,
        },
      },
    ]);
    expect(booked).toEqual([100001]);
    expect(notifier.toasts).toEqual([
      { kind: 'success', message: translate('ar', 'trip.booking.booked') },
    ]);
  });

  it('a guest without guest checkout signs in first, then books with the profile’s contact', () => {
    const h = harness(tripBookingScenarios[2]!.input);
    expect(h.actor.getSnapshot().hasTag('signIn')).toBe(true);
    h.actor.send({ type: 'PLACE' });
    expect(h.calls.calls).toEqual([]);
    h.actor.send({ type: 'SIGNED_IN', contact: f.profile });
    h.actor.send({ type: 'SET_PAYMENT', method: 'cash_on_delivery' });
    h.actor.send({ type: 'PLACE' });
    expect(h.calls.calls.map((c) => c.name)).toEqual(['newIdempotencyKey']);
  });

  it('the context serialises', () => {
    const h = harness(tripBookingScenarios[3]!.input);
    const context = h.actor.getSnapshot().context;
    expect(JSON.parse(JSON.stringify(context))).toEqual(context);
  });

  it('a coupon: applied at the cart’s provider, its discount in the amounts and its code in the body (the provided machine)', async () => {
    const notifier = recordingNotifier();
    const applied: ApplyTripCouponInput[] = [];
    const sent: BookTripInput[] = [];
    const machine = provideTripBookingMachine({
      actors: {
        applyCoupon: fromPromise<Coupon, ApplyTripCouponInput>(async ({ input }) => {
          applied.push(input);
          return input.code === 'DRIVE100' ? f.drive100 : f.desert10;
        }),
        bookTrip: fromPromise<BookTripResult, BookTripInput>(async ({ input }) => {
          sent.push(input);
          return { trip_id: 100002 };
        }),
        payTrip: fromPromise<PayTripResult, PayTripInput>(async () => ({})),
      },
      newId: () => 'key-7',
      notifier,
      t: translator('en'),
      money: () => f.money,
      onSignInRequired: () => undefined,
      onBooked: () => undefined,
    });
    const actor = createActor(machine, { input: tripBookingScenarios[4]!.input }).start();
    actor.send({ type: 'APPLY_COUPON', code: 'DRIVE100' });
    await settle();
    // the server's coupon, refused by core's rule for this trip: the minimum purchase
    expect(actor.getSnapshot().context.coupon).toBeNull();
    expect(notifier.toasts.at(-1)).toEqual({
      kind: 'error',
      message: 'To apply this coupon,the minimum purchase amount is AED500.00',
    });
    actor.send({ type: 'APPLY_COUPON', code: 'DESERT10' });
    await settle();
    expect(applied).toEqual([
      { code: 'DRIVE100', provider_id: 4 },
      { code: 'DESERT10', provider_id: 4 },
    ]);
    const view = tripBookingView(actor.getSnapshot().context);
    expect(view.totals).toMatchObject({ subtotal: 108, coupon: 10.8, tax: 4.86, total: 102.06 });
    actor.send({ type: 'SET_PAYMENT', method: 'cash_on_delivery' });
    actor.send({ type: 'PLACE' });
    await settle();
    await settle();
    expect(sent[0]?.body).toMatchObject({ trip_amount: 102.06, coupon_code: 'DESERT10' });
    expect(notifier.toasts.map((t) => t.message)).toEqual([
      'To apply this coupon,the minimum purchase amount is AED500.00',
      'Coupon applied successfully',
      'Your trip is booked.',
    ]);
  });
});
