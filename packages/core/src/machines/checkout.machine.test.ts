import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { translate, translator } from '../i18n/index.js';
import { haversineMeters } from '../domain/geo.js';
import type { Coupon } from '../domain/coupon.js';
import { checkoutMachine } from './checkout.machine.js';
import { provideCheckoutMachine } from './checkout.provide.js';
import { checkoutView } from './checkout.connect.js';
import type {
  ApplyCouponInput,
  CheckoutContext,
  CheckoutInput,
  PlaceOrderInput,
  PlaceOrderResult,
  SaveAddressInput,
  SaveAddressResult,
} from './checkout.types.js';
import {
  checkoutFixtures as f,
  checkoutModelPaths,
  checkoutScenarios,
  type CheckoutModelEvent,
} from './checkout.model.js';
import { pendingCalls, recordingNotifier } from '../testing/fakes.js';
import {
  chunkPaths,
  firstPathPerState,
  leafStates,
  replayEvent,
  replayPaths,
  settle,
} from '../testing/harness.js';
import { checkBe, checkEqual } from '../testing/quiet-expect.js';

type Snapshot = SnapshotFrom<typeof checkoutMachine>;

function harness(input: CheckoutInput, snapshot?: Snapshot, locale = 'en') {
  const notifier = recordingNotifier();
  const calls = pendingCalls();
  const placed: number[] = [];
  const saved: unknown[] = [];
  const redirects: unknown[] = [];
  const machine = provideCheckoutMachine({
    actors: {
      applyCoupon: fromPromise<Coupon, ApplyCouponInput>(({ input: i }) =>
        calls.start('applyCoupon', i),
      ),
      placeOrder: fromPromise<PlaceOrderResult, PlaceOrderInput>(({ input: i }) =>
        calls.start('placeOrder', i),
      ),
      saveAddress: fromPromise<SaveAddressResult, SaveAddressInput>(({ input: i }) =>
        calls.start('saveAddress', i),
      ),
    },
    newId: () => {
      throw new Error('the model test gives the keys');
    },
    notifier,
    t: translator(locale),
    money: f.money,
    onPlaced: (orderId) => void placed.push(orderId),
    onRedirect: (redirect) => void redirects.push(redirect),
    onAddressSaved: (address) => void saved.push(address),
  }).provide({
    // the model steps through the key generation, so the test settles it
    actors: {
      newIdempotencyKey: fromPromise<string>(() => calls.start('newIdempotencyKey', undefined)),
    },
  });
  const actor = createActor(machine, snapshot == null ? { input } : { input, snapshot });
  actor.start();
  return { actor, notifier, calls, placed, saved, redirects };
}

type Harness = ReturnType<typeof harness>;

async function apply(h: Harness, event: CheckoutModelEvent): Promise<void> {
  await replayEvent(h, event);
}

// ------------------------------------------------------------------ the spec, as an oracle
// Written from the spec's formulas and the fixtures' numbers, not with the domain functions.

const round2 = (n: number) => Math.round(Number((n * 100).toPrecision(12))) / 100;

function expectedTotals(c: CheckoutContext) {
  let items = 0;
  let discount = 0;
  for (const l of c.source.lines) {
    const unit = Number(l.item.price);
    const d = Number(l.item.discount ?? 0);
    const off = d > 0 ? (l.item.discount_type === 'percent' ? (unit * d) / 100 : d) : 0;
    items += round2(unit * l.quantity);
    discount += round2(unit * l.quantity) - round2((unit - off) * l.quantity);
  }
  const subtotal = round2(items - discount);
  const coupon = c.coupon;
  let couponOff = 0;
  if (
    coupon != null &&
    coupon.coupon_type !== 'free_delivery' &&
    subtotal >= Number(coupon.min_purchase)
  ) {
    const raw =
      coupon.discount_type === 'percent'
        ? (subtotal * Number(coupon.discount)) / 100
        : Number(coupon.discount);
    const cap = Number(coupon.max_discount ?? 0);
    couponOff = round2(
      Math.min(subtotal, coupon.discount_type === 'percent' && cap > 0 ? Math.min(raw, cap) : raw),
    );
  }
  const base = round2(subtotal - couponOff);
  const tax = round2((base * 5) / 100);
  let delivery = 0;
  if (c.orderType === 'delivery') {
    const km =
      c.address == null
        ? 0
        : haversineMeters(
            { lat: 25.2, lng: 55.27 },
            { lat: c.address.latitude, lng: c.address.longitude },
          ) / 1000;
    delivery = round2(Math.min(25, Math.max(7, km * 2)));
    if (coupon?.coupon_type === 'free_delivery') delivery = 0;
  }
  const tips = c.orderType === 'delivery' ? round2(c.dmTips) : 0;
  const total = round2(base + tax + delivery + tips + 2);
  return {
    items: round2(items),
    discount: round2(discount),
    subtotal,
    couponOff,
    tax,
    delivery,
    tips,
    total,
  };
}

// The spec's texts of the fixed note options (reference 'Notes').
const UNAVAILABLE_TEXT: Record<string, string> = {
  remove: 'Remove it from my cart',
  wait: 'I’ll wait until it’s restocked',
  cancel: 'Please cancel the order',
  call: 'Call me ASAP',
  notify: 'Notify me when it’s back',
};
const INSTRUCTION_TEXT: Record<string, string> = {
  frontDoor: 'Deliver to the front door',
  reception: 'Deliver to the reception desk',
  noCall: 'Avoid calling me',
  noBell: 'Don’t ring the doorbell',
};
const pad = (n: number) => String(n).padStart(2, '0');
const cutleryOffered = (c: CheckoutContext) =>
  c.source.moduleType === 'food' && c.source.store.cutlery === 1;

/** The extras of the body: schedule, notes (instruction for delivery only), cutlery. */
function expectedExtras(c: CheckoutContext) {
  const at = c.scheduleAt;
  return {
    schedule_at:
      at == null
        ? null
        : `${at.date} ${pad(Math.floor(at.seconds / 3600))}:${pad((at.seconds % 3600) / 60)}`,
    unavailable_item_note:
      c.unavailableItemNote == null ? null : UNAVAILABLE_TEXT[c.unavailableItemNote],
    delivery_instruction:
      c.orderType === 'delivery' && c.deliveryInstruction != null
        ? INSTRUCTION_TEXT[c.deliveryInstruction]
        : null,
    cutlery: c.cutlery && cutleryOffered(c) ? 1 : 0,
  };
}

/** The choices after SET_SCHEDULE, SET_NOTES or SET_CUTLERY in editing, from the spec. */
function expectedChoice(prev: CheckoutContext, event: MachineEvent) {
  const c = prev;
  const before = {
    scheduleAt: c.scheduleAt,
    unavailableItemNote: c.unavailableItemNote,
    deliveryInstruction: c.deliveryInstruction,
    cutlery: c.cutlery,
  };
  switch (event.type) {
    case 'SET_SCHEDULE': {
      const at = event.scheduleAt;
      if (at == null) return { ...before, scheduleAt: null };
      const weekday = new Date(`${at.date}T00:00:00Z`).getUTCDay();
      return c.source.store.schedule_order === 1 && weekday === at.day
        ? { ...before, scheduleAt: at }
        : before;
    }
    case 'SET_NOTES': {
      const u = event.unavailableItemNote;
      const d = event.deliveryInstruction;
      if ((u != null && !(u in UNAVAILABLE_TEXT)) || (d != null && !(d in INSTRUCTION_TEXT))) {
        return before;
      }
      return {
        ...before,
        ...(u === undefined ? {} : { unavailableItemNote: u }),
        ...(d === undefined ? {} : { deliveryInstruction: d }),
      };
    }
    case 'SET_CUTLERY':
      return cutleryOffered(c) ? { ...before, cutlery: event.cutlery } : before;
    default:
      return null;
  }
}

// ------------------------------------------------------------------ the payment, from the spec

const on = (v: unknown) => v === 1 || v === true || v === '1';

/** What is offered to this customer (issue 12 'Payments'; the fixtures' config and zone). */
function offered(c: CheckoutContext) {
  const config = c.payment.config;
  const cashOn = (v: unknown) => v == null || on(v);
  const cash = cashOn(config.cash_on_delivery) && cashOn(c.payment.zone?.cash_on_delivery);
  const gateways = (config.active_payment_method_list ?? []).map((g) => g.gateway);
  const digital =
    cashOn(config.digital_payment) &&
    cashOn(c.payment.zone?.digital_payment) &&
    gateways.length > 0;
  const wallet = c.signedIn && on(config.customer_wallet_status);
  const partial = wallet && on(config.partial_payment_status);
  return { cash, digital, gateways, wallet, partial };
}

const balanceOf = (c: CheckoutContext) => (c.signedIn ? c.walletBalance : 0);

/** The payment's refusal, or null (after checkout's own checks, as the server answers). */
function paymentRefusal(c: CheckoutContext): string | null {
  const total = expectedTotals(c).total;
  if (c.partialPayment) {
    if (balanceOf(c) >= total) {
      return 'Your wallet balance covers the whole amount: pay with the wallet instead.';
    }
    if (c.paymentMethod == null) return '* Please select an option to pay the rest of the amount';
    return null;
  }
  if (c.paymentMethod == null) return 'Please select a payment method';
  if (c.paymentMethod === 'wallet' && balanceOf(c) < total) {
    return 'Your wallet balance is insufficient for payment.';
  }
  return null;
}

/** SET_PAYMENT, SET_PARTIAL, SET_WALLET in editing: the payment choice after it, from the spec. */
function expectedPayment(c: CheckoutContext, event: MachineEvent) {
  const before = {
    paymentMethod: c.paymentMethod,
    paymentGateway: c.paymentGateway,
    partialPayment: c.partialPayment,
    walletBalance: c.walletBalance,
  };
  const o = offered(c);
  switch (event.type) {
    case 'SET_PAYMENT': {
      const m = event.method;
      const allowed = c.partialPayment
        ? (m === 'cash_on_delivery' && o.cash) || (m === 'digital_payment' && o.digital)
        : (m === 'cash_on_delivery' && o.cash) ||
          (m === 'digital_payment' && o.digital) ||
          (m === 'wallet' && o.wallet);
      const gatewayOk =
        event.gateway == null || (m === 'digital_payment' && o.gateways.includes(event.gateway));
      if (!allowed || !gatewayOk) return before;
      return {
        ...before,
        paymentMethod: m,
        paymentGateway: m === 'digital_payment' ? (event.gateway ?? null) : null,
      };
    }
    case 'SET_PARTIAL': {
      if (!event.partial) return c.partialPayment ? { ...before, partialPayment: false } : before;
      const total = expectedTotals(c).total;
      const can = !c.partialPayment && o.partial && balanceOf(c) > 0 && balanceOf(c) < total;
      return can
        ? { ...before, partialPayment: true, paymentMethod: null, paymentGateway: null }
        : before;
    }
    case 'SET_WALLET':
      return event.balance >= 0 ? { ...before, walletBalance: event.balance } : before;
    default:
      return null;
  }
}

const inZone = (lat: number, lng: number) =>
  lat >= 25.1 && lat <= 25.3 && lng >= 55.1 && lng <= 55.4;

/** The first refusal's English text for PLACE, or null when the order can be placed. */
function expectedRefusal(c: CheckoutContext): string | null {
  if (!c.signedIn && c.source.config.guest_checkout_status !== 1) {
    return 'Guest checkout is not available. Please sign in to place your order.';
  }
  if (c.orderType === 'delivery') {
    if (c.address == null) return 'Please add your delivery address';
    if (!inZone(c.address.latitude, c.address.longitude)) return 'Out of coverage';
  }
  if (!c.signedIn && (c.contact?.contact_person_name ?? '') === '') return 'name is required';
  const at = c.scheduleAt;
  if (at != null) {
    const past = at.date < c.at.date || (at.date === c.at.date && at.seconds < c.at.seconds);
    if (past) return 'The scheduled time has already passed.';
    // the fixtures' stores open 08:00 to 22:00 every day, closing time included
    if (at.seconds < 8 * 3600 || at.seconds > 22 * 3600) {
      return 'The store is closed at the scheduled time.';
    }
  }
  const limit = Number(c.source.pivot?.maximum_cod_order_amount ?? 0);
  if (c.paymentMethod === 'cash_on_delivery' && limit > 0 && expectedTotals(c).total > limit) {
    return 'The total amount of the order, exceeds maximum amount of the cash on delivery method';
  }
  return paymentRefusal(c);
}

function failureText(error: unknown): string {
  if (error === f.couponError) return 'Coupon not found!';
  if (error === f.addressError) return 'Service not available in this area';
  if (error === f.placeError) return 'The store is busy, try again';
  if (error === f.networkError) return translate('en', 'common.error.network');
  throw new Error('unexpected failure');
}

function expectedToasts(prev: Snapshot, event: CheckoutModelEvent) {
  switch (event.type) {
    case 'PLACE': {
      if (!prev.matches('editing')) return [];
      const refusal = expectedRefusal(prev.context);
      return refusal == null ? [] : [{ kind: 'error', message: refusal }];
    }
    case 'REMOVE_COUPON':
      return prev.matches('editing') && prev.context.coupon != null
        ? [{ kind: 'info', message: 'Coupon removed' }]
        : [];
    case 'xstate.done.actor.applyCoupon': {
      const min = Number(event.output.min_purchase ?? 0);
      return expectedTotals(prev.context).subtotal < min
        ? [
            {
              kind: 'error',
              message: `To apply this coupon,the minimum purchase amount is ${min.toFixed(2)}AED`,
            },
          ]
        : [{ kind: 'success', message: 'Coupon applied successfully' }];
    }
    case 'xstate.done.actor.saveAddress':
      return [{ kind: 'success', message: event.output.message ?? 'The address has been saved.' }];
    case 'xstate.error.actor.saveAddress':
    case 'xstate.error.actor.applyCoupon':
    case 'xstate.error.actor.placeOrder':
    case 'xstate.error.actor.newIdempotencyKey':
      return [{ kind: 'error', message: failureText(event.error) }];
    default:
      return [];
  }
}

type MachineEvent = Exclude<CheckoutModelEvent, { type: `xstate.${string}` }>;

/** 'Save this Address' is offered: signed in, delivery, an address not saved as it is. */
const canSave = (c: CheckoutContext) =>
  c.signedIn && c.orderType === 'delivery' && c.address != null && !c.addressSaved;

/** Where an event leads from `editing` or `failed`, from the spec (the value only). */
function expectedValue(prev: Snapshot, event: MachineEvent): unknown {
  const c = prev.context;
  if (prev.matches('failed')) {
    if (event.type === 'RETRY') return { placing: 'sending' };
    if (event.type === 'EDIT') return 'editing';
    return 'failed';
  }
  if (event.type === 'APPLY_COUPON') return event.code.trim() === '' ? 'editing' : 'applyingCoupon';
  if (event.type === 'SAVE_ADDRESS') return canSave(c) ? 'savingAddress' : 'editing';
  if (event.type === 'PLACE') {
    if (expectedRefusal(c) != null) return 'editing';
    const same =
      c.attempt != null && JSON.stringify(c.attempt.body) === JSON.stringify(checkoutView(c).body);
    return { placing: same ? 'sending' : 'preparing' };
  }
  return 'editing';
}

const isBusy = (s: Snapshot) =>
  s.matches('applyingCoupon') || s.matches('placing') || s.matches('savingAddress');

describe('checkoutMachine (model-based)', () => {
  const all = checkoutScenarios.map((s) => ({ ...s, paths: checkoutModelPaths(s.input) }));

  for (const { name, input, events, paths } of all) {
    describe(`${name} (${paths.length} paths)`, () => {
      // after the first path to each editing or failed state, every machine event is tried
      const probes = firstPathPerState(paths, (s) => s.matches('editing') || s.matches('failed'));
      it('tries every event after some path', () => {
        expect(probes.size).toBeGreaterThan(0);
      });

      for (const chunk of chunkPaths(paths)) {
        it(`replays ${chunk.name}`, async () => {
          await replayPaths(chunk, async (path) => {
            const h = harness(input);
            let prev = h.actor.getSnapshot();
            let toastsSeen = 0;
            let callsSeen = 0;
            const trail: string[] = [];
            for (const step of path.steps) {
              const event = step.event as CheckoutModelEvent | { type: 'xstate.init' };
              if (event.type !== 'xstate.init') await apply(h, event);
              trail.push(event.type);
              const where = `${name}: ${trail.join(' → ')}`;
              const snap = h.actor.getSnapshot();
              const c = snap.context;

              checkEqual(snap.value, step.state.value, where);
              checkEqual(snap.context, step.state.context, where);
              const done = snap.matches('placed') || snap.matches('redirecting');
              checkBe(snap.status, done ? 'done' : 'active', where);
              checkBe(snap.hasTag('busy'), isBusy(snap), where);
              checkBe(snap.hasTag('failed'), snap.matches('failed'), where);

              // the summary is the spec's arithmetic on what is chosen
              const view = checkoutView(c);
              const e = expectedTotals(c);
              checkEqual(
                {
                  items: view.totals.itemsPrice,
                  discount: view.totals.productDiscount,
                  subtotal: view.totals.subtotal,
                  couponOff: view.totals.couponDiscount,
                  tax: view.totals.tax,
                  delivery: view.totals.deliveryCharge,
                  tips: view.totals.dmTips,
                  total: view.totals.total,
                },
                e,
                where,
              );
              checkBe(view.body.order_amount, e.total, where);
              checkEqual(
                {
                  schedule_at: view.body.schedule_at,
                  unavailable_item_note: view.body.unavailable_item_note,
                  delivery_instruction: view.body.delivery_instruction,
                  cutlery: view.body.cutlery,
                },
                expectedExtras(c),
                where,
              );
              // the payment's fields: the rest's method with partial_payment, the gateway of a
              // digital payment, and where it comes back to when it goes to the gateway
              const digital = c.paymentMethod === 'digital_payment';
              const viaGateway = digital && paymentRefusal(c) == null;
              checkEqual(
                {
                  payment_method: view.body.payment_method,
                  partial_payment: view.body.partial_payment,
                  payment_gateway: view.body.payment_gateway,
                  callback: view.body.callback,
                  payment_platform: view.body.payment_platform,
                },
                {
                  payment_method: c.paymentMethod ?? '',
                  partial_payment: c.partialPayment ? 1 : 0,
                  payment_gateway: digital ? (c.paymentGateway ?? 'sandbox') : null,
                  callback: viaGateway ? c.gatewayReturn.callback : null,
                  payment_platform: viaGateway ? c.gatewayReturn.platform : null,
                },
                where,
              );
              checkBe(view.payment.walletBalance, balanceOf(c), where);
              if (c.partialPayment) {
                const total = expectedTotals(c).total;
                const paid = Math.min(balanceOf(c), total);
                checkEqual(
                  view.payment.split,
                  {
                    wallet: paid,
                    rest: Math.round((total - paid) * 100) / 100,
                  },
                  where,
                );
              } else expect(view.payment.split, where).toBeNull();
              checkBe(view.showSchedule, c.source.store.schedule_order === 1, where);
              checkBe(view.showCutlery, cutleryOffered(c), where);
              checkBe(view.showDeliveryInstruction, c.orderType === 'delivery', where);
              checkBe(view.canPlace, expectedRefusal(c) == null, where);
              checkBe(view.needsContact, !c.signedIn, where);

              // calls: one per busy state, with the spec's inputs
              checkBe(h.calls.isPending('applyCoupon'), snap.matches('applyingCoupon'), where);
              checkBe(
                h.calls.isPending('newIdempotencyKey'),
                snap.matches({ placing: 'preparing' }),
                where,
              );
              checkBe(h.calls.isPending('placeOrder'), snap.matches({ placing: 'sending' }), where);
              checkBe(h.calls.isPending('saveAddress'), snap.matches('savingAddress'), where);
              for (const call of h.calls.calls.slice(callsSeen)) {
                if (call.name === 'saveAddress') {
                  // the address as it is, saved by a signed-in customer for a delivery
                  checkEqual(call.input, { address: prev.context.address }, where);
                  checkBe(canSave(prev.context), true, where);
                }
                if (call.name === 'applyCoupon') {
                  checkEqual(call.input, { code: c.couponCode, store_id: 7 }, where);
                }
                if (call.name === 'newIdempotencyKey') {
                  // a new key only for a new body
                  checkBe(
                    prev.context.attempt == null ||
                      JSON.stringify(prev.context.attempt.body) !==
                        JSON.stringify(checkoutView(prev.context).body),
                    true,
                    where,
                  );
                }
                if (call.name === 'placeOrder') {
                  checkEqual(
                    call.input,
                    {
                      idempotencyKey: c.attempt!.key,
                      body: view.body,
                    },
                    where,
                  );
                  if (
                    prev.context.attempt != null &&
                    JSON.stringify(prev.context.attempt.body) === JSON.stringify(view.body)
                  ) {
                    checkBe(c.attempt!.key, prev.context.attempt.key, where);
                  }
                }
              }
              callsSeen = h.calls.calls.length;

              if (event.type === 'xstate.init') {
                checkEqual(h.notifier.toasts, [], where);
                prev = snap;
                continue;
              }
              if (
                !event.type.startsWith('xstate.') &&
                (prev.matches('editing') || prev.matches('failed'))
              ) {
                checkEqual(snap.value, expectedValue(prev, event as MachineEvent), where);
                const paymentChoice = prev.matches('editing')
                  ? expectedPayment(prev.context, event as MachineEvent)
                  : null;
                if (paymentChoice != null) {
                  checkEqual(
                    {
                      paymentMethod: c.paymentMethod,
                      paymentGateway: c.paymentGateway,
                      partialPayment: c.partialPayment,
                      walletBalance: c.walletBalance,
                    },
                    paymentChoice,
                    where,
                  );
                }
                const choice = prev.matches('editing')
                  ? expectedChoice(prev.context, event as MachineEvent)
                  : null;
                if (choice != null) {
                  checkEqual(
                    {
                      scheduleAt: c.scheduleAt,
                      unavailableItemNote: c.unavailableItemNote,
                      deliveryInstruction: c.deliveryInstruction,
                      cutlery: c.cutlery,
                    },
                    choice,
                    where,
                  );
                }
              }
              checkEqual(h.notifier.toasts.slice(toastsSeen), expectedToasts(prev, event), where);
              toastsSeen = h.notifier.toasts.length;
              checkEqual(h.placed, snap.matches('placed') ? [f.orderId] : [], where);
              // a digital order goes on to its gateway page
              checkEqual(
                h.redirects,
                snap.matches('redirecting')
                  ? [
                      {
                        orderId: f.redirect.order_id,
                        link: f.redirect.redirect_link,
                        paymentId: f.redirect.payment_id,
                      },
                    ]
                  : [],
                where,
              );
              // saved: the address takes the server's id and type and counts as saved, until changed
              if (event.type === 'xstate.done.actor.saveAddress') {
                checkEqual(
                  c.address,
                  {
                    ...prev.context.address,
                    id: event.output.id,
                    address_type: event.output.address_type,
                    contact_person_name: event.output.contact_person_name,
                    contact_person_number: event.output.contact_person_number,
                  },
                  where,
                );
                checkBe(c.addressSaved, true, where);
                checkEqual(h.saved.at(-1), c.address, where);
              }
              if (event.type === 'xstate.error.actor.saveAddress') {
                checkEqual(c.address, prev.context.address, where);
                checkBe(c.addressSaved, false, where);
              }
              if (
                (event.type === 'SET_ADDRESS' || event.type === 'SET_ADDRESS_DETAILS') &&
                !snap.matches('savingAddress')
              ) {
                checkBe(c.addressSaved, false, where);
              }
              if (snap.matches('placed')) {
                checkEqual(snap.output, { orderId: f.orderId, redirectLink: null }, where);
              }
              if (snap.matches('redirecting')) {
                checkEqual(
                  snap.output,
                  {
                    orderId: f.orderId,
                    redirectLink: f.redirect.redirect_link,
                  },
                  where,
                );
              }
              prev = snap;
            }

            // every machine event from the editing or failed state this path reached
            if (probes.has(path)) {
              const persisted = h.actor.getPersistedSnapshot() as Snapshot;
              for (const event of events.filter(
                (e): e is MachineEvent => !e.type.startsWith('xstate.'),
              )) {
                const p = harness(input, persisted);
                const before = p.actor.getSnapshot();
                p.actor.send(event);
                const after = p.actor.getSnapshot();
                const where = `${name}: ${trail.join(' → ')} ⇒ ${JSON.stringify(event)}`;
                checkEqual(after.value, expectedValue(before, event), where);
                checkEqual(p.notifier.toasts, expectedToasts(before, event), where);
                p.actor.stop();
              }
            }
            h.actor.stop();
          });
        });
      }
    });
  }

  it('reaches every state of the machine', () => {
    const ends = all.flatMap(({ paths }) => paths.map((p) => p.state));
    const leaves = leafStates(checkoutMachine);
    expect(leaves.map((n) => n.path.join('.')).sort()).toEqual(
      [
        'applyingCoupon',
        'editing',
        'failed',
        'placed',
        'placing.preparing',
        'placing.sending',
        'redirecting',
        'savingAddress',
      ].sort(),
    );
    for (const leaf of leaves) {
      const value = leaf.path.length === 1 ? leaf.path[0]! : { [leaf.path[0]!]: leaf.path[1]! };
      checkBe(
        ends.some((s) => s.matches(value as never)),
        true,
        leaf.id,
      );
    }
  });
});

// ------------------------------------------------------------------ walkthroughs

describe('checkoutMachine', () => {
  function real(input: CheckoutInput, locale = 'en') {
    const notifier = recordingNotifier();
    const calls = pendingCalls();
    let n = 0;
    const placed: number[] = [];
    const machine = provideCheckoutMachine({
      actors: {
        applyCoupon: fromPromise<Coupon, ApplyCouponInput>(({ input: i }) =>
          calls.start('applyCoupon', i),
        ),
        placeOrder: fromPromise<PlaceOrderResult, PlaceOrderInput>(({ input: i }) =>
          calls.start('placeOrder', i),
        ),
      },
      newId: () => `attempt-${(n += 1)}`,
      notifier,
      t: translator(locale),
      money: f.money,
      onPlaced: (id) => void placed.push(id),
    });
    const actor = createActor(machine, { input }).start();
    return { actor, notifier, calls, placed };
  }

  it('a guest checks out with cash on delivery; a retry reuses the Idempotency-Key', async () => {
    const h = real({ page: 'cart', signedIn: false, source: f.source, at: f.noon });
    h.actor.send({ type: 'SET_ADDRESS', address: f.inside });
    h.actor.send({ type: 'SET_CONTACT', contact: f.contact });
    h.actor.send({ type: 'SET_PAYMENT', method: 'cash_on_delivery' });
    h.actor.send({ type: 'PLACE' });
    await settle();
    const first = h.calls.calls.at(-1)!;
    expect(first.name).toBe('placeOrder');
    const sent = first.input as PlaceOrderInput;
    expect(sent.idempotencyKey).toBe('attempt-1');
    expect(sent.body).toMatchObject({
      order_type: 'delivery',
      payment_method: 'cash_on_delivery',
      contact_person_name: 'Sara Ali',
      contact_person_email: 'sara@example.com',
      order_amount: 55.73,
    });
    h.calls.reject('placeOrder', f.networkError);
    await settle();
    expect(h.actor.getSnapshot().value).toBe('failed');
    h.actor.send({ type: 'RETRY' });
    await settle();
    expect((h.calls.calls.at(-1)!.input as PlaceOrderInput).idempotencyKey).toBe('attempt-1');
    h.calls.reject('placeOrder', f.placeError);
    await settle();
    // back to editing, a change, and a new attempt gets a new key
    h.actor.send({ type: 'EDIT' });
    h.actor.send({ type: 'SET_TIPS', amount: 10 });
    h.actor.send({ type: 'PLACE' });
    await settle();
    const third = h.calls.calls.at(-1)!.input as PlaceOrderInput;
    expect(third.idempotencyKey).toBe('attempt-2');
    expect(third.body.order_amount).toBe(65.73);
    h.calls.resolve('placeOrder', { order_id: f.orderId });
    await settle();
    expect(h.actor.getSnapshot().output).toEqual({ orderId: f.orderId, redirectLink: null });
    expect(h.placed).toEqual([f.orderId]);
  });

  it('a free-delivery coupon shows Free delivery and keeps the tip and the service charge', async () => {
    const h = real({
      page: 'cart',
      signedIn: true,
      source: f.source,
      at: f.noon,
      address: f.inside,
    });
    h.actor.send({ type: 'SET_TIPS', amount: 5 });
    const before = checkoutView(h.actor.getSnapshot().context).totals;
    h.actor.send({ type: 'APPLY_COUPON', code: 'FREESHIP' });
    h.calls.resolve('applyCoupon', f.freeShip);
    await settle();
    const after = checkoutView(h.actor.getSnapshot().context).totals;
    expect(after.deliveryCharge).toBe(0);
    expect(after.delivery.freeDeliveryBy).toBe('admin');
    expect(after.dmTips).toBe(5);
    expect(after.additionalCharge).toBe(2);
    expect(after.total).toBe(before.total - before.deliveryCharge);
  });

  it('refuses cash on delivery over the limit, in Arabic too', () => {
    const source = { ...f.source, pivot: { ...f.source.pivot!, maximum_cod_order_amount: 50 } };
    const h = real({ page: 'cart', signedIn: true, source, at: f.noon, address: f.inside }, 'ar');
    h.actor.send({ type: 'SET_PAYMENT', method: 'cash_on_delivery' });
    h.actor.send({ type: 'PLACE' });
    expect(h.notifier.toasts).toEqual([
      { kind: 'error', message: translate('ar', 'checkout.error.codLimit') },
    ]);
    expect(h.calls.calls).toEqual([]);
  });

  it('the context serialises', () => {
    const h = real({
      page: 'buy_now',
      signedIn: false,
      source: f.source,
      at: f.noon,
      contact: f.contact,
    });
    const context = h.actor.getSnapshot().context;
    expect(JSON.parse(JSON.stringify(context))).toEqual(context);
  });
});
