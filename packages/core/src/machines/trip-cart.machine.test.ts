import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { translate, translator } from '../i18n/index.js';
import type { RentalCartResponse } from '../domain/rental.js';
import { tripCartMachine } from './trip-cart.machine.js';
import { provideTripCartMachine } from './trip-cart.provide.js';
import {
  EMPTY_TRIP_CART,
  tripCartDialog,
  tripCartDialogTexts,
  tripCartVehicle,
} from './trip-cart.connect.js';
import type {
  TripCartAddBody,
  TripCartInput,
  TripCartUpdateBody,
  TripCartUserDataBody,
  TripCartVehicle,
  TripChangeResult,
} from './trip-cart.types.js';
import {
  tripCartFixtures as f,
  tripCartModelPaths,
  tripCartScenarios,
  type TripCartModelEvent,
} from './trip-cart.model.js';
import { pendingCalls, recordingNotifier, type PendingCalls } from '../testing/fakes.js';
import { chunkPaths, leafStates, replayEvent, replayPaths, settle } from '../testing/harness.js';

type Snapshot = SnapshotFrom<typeof tripCartMachine>;

function apiActors(calls: PendingCalls) {
  return {
    removeCart: fromPromise<RentalCartResponse>(() => calls.start('removeCart', undefined)),
    updateUserData: fromPromise<TripChangeResult, TripCartUserDataBody>(({ input }) =>
      calls.start('updateUserData', input),
    ),
    removeMultiple: fromPromise<RentalCartResponse, { cart_ids: number[] }>(({ input }) =>
      calls.start('removeMultiple', input),
    ),
    addToCart: fromPromise<RentalCartResponse, TripCartAddBody>(({ input }) =>
      calls.start('addToCart', input),
    ),
    updateCart: fromPromise<RentalCartResponse, TripCartUpdateBody>(({ input }) =>
      calls.start('updateCart', input),
    ),
    removeVehicle: fromPromise<RentalCartResponse, { cart_id: number }>(({ input }) =>
      calls.start('removeVehicle', input),
    ),
  };
}

function harness(input: TripCartInput, locale = 'en') {
  const notifier = recordingNotifier();
  const calls = pendingCalls();
  const carts: RentalCartResponse[] = [];
  let cleared = 0;
  const machine = provideTripCartMachine({
    actors: apiActors(calls),
    notifier,
    t: translator(locale),
    onCart: (cart) => void carts.push(cart),
    onCleared: () => void (cleared += 1),
  });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, notifier, calls, carts, cleared: () => cleared };
}

// ------------------------------------------------------------------ the spec, as an oracle

const ADDED = 'The vehicle successfully added to your cart.';
const REMOVED = translate('en', 'trip.toast.removed');
const TRIP_CHANGED = translate('en', 'trip.toast.tripChanged');
const OVER = (n: number) => `You can't add more than ${n} quantities of this vehicle.`;
const OVER_WISHLIST = (n: number) =>
  `Vehicle can have up to ${n} rental options; no more can be added`;

const BUSY: Record<string, string> = {
  clearing: 'removeCart',
  changingTrip: 'updateUserData',
  removingUnsupported: 'removeMultiple',
  adding: 'addToCart',
  updatingQuantity: 'updateCart',
  removing: 'removeVehicle',
};
const CONFIRM = [
  'confirmingProvider',
  'confirmingTripType',
  'confirmingDuration',
  'tripVehicleList',
];

type Ctx = Snapshot['context'];

const typeOfCart = (cart: RentalCartResponse) =>
  Array.isArray(cart.user_data) ? null : (cart.user_data as { rental_type: string }).rental_type;
const hoursOfCart = (cart: RentalCartResponse) =>
  Array.isArray(cart.user_data)
    ? null
    : Number((cart.user_data as { estimated_hours: number }).estimated_hours);
const wire = (type: 'hourly' | 'distance') => (type === 'hourly' ? 'hourly' : 'distance_wise');
const offers = (v: TripCartVehicle, type: 'hourly' | 'distance') =>
  (type === 'hourly' ? v.trip_hourly : v.trip_distance) === 1;
const overText = (c: Ctx, n: number) => (c.surface === 'wishlist' ? OVER_WISHLIST(n) : OVER(n));

/** Where a quantity change of an entry goes, and its toast (spec §4, §5). */
function afterQuantity(c: Ctx, cartId: number, quantity: number, fromSearch: boolean) {
  const entry = c.cart.carts.find((e) => e.id === cartId);
  if (entry == null) return { state: 'idle', toast: translate('en', 'trip.cart.error.notInCart') };
  const units = entry.vehicle.total_vehicle_count ?? 0;
  if (quantity > units) return { state: 'idle', toast: overText(c, units) };
  if (quantity < 1) return { state: 'removing', toast: null };
  if (quantity === entry.quantity) return { state: 'idle', toast: null };
  if (
    fromSearch &&
    c.plan?.type === 'hourly' &&
    typeOfCart(c.cart) === 'hourly' &&
    hoursOfCart(c.cart) !== c.plan.hours
  ) {
    return { state: 'confirmingDuration', toast: null };
  }
  return { state: 'updatingQuantity', toast: null };
}

/** Where adding a vehicle goes, and its toast (spec §4 'Adding a vehicle to the trip cart'). */
function afterAdd(c: Ctx, vehicle: TripCartVehicle, quantity: number) {
  if (c.plan == null) return { state: 'idle', toast: translate('en', 'trip.cart.error.noTrip') };
  const inCart = c.cart.carts.find((e) => e.vehicle_id === vehicle.id);
  if (inCart) return afterQuantity(c, inCart.id, inCart.quantity + quantity, true);
  if (!offers(vehicle, c.plan.type)) {
    return { state: 'idle', toast: 'This vehicle does not offer this trip type.' };
  }
  const units = vehicle.total_vehicle_count ?? 0;
  if (quantity > units) return { state: 'idle', toast: overText(c, units) };
  if (c.cart.carts.length === 0) return { state: 'adding', toast: null };
  if (c.cart.carts.some((e) => e.provider_id !== vehicle.providerId)) {
    return { state: 'confirmingProvider', toast: null };
  }
  if (typeOfCart(c.cart) !== wire(c.plan.type)) return { state: 'confirmingTripType', toast: null };
  if (c.plan.type === 'hourly' && hoursOfCart(c.cart) !== c.plan.hours) {
    return { state: 'confirmingDuration', toast: null };
  }
  return { state: 'adding', toast: null };
}

function failureText(error: unknown): string {
  if (error === f.cartRefusal) return 'No unit of this vehicle is free at the pickup time.';
  if (error === f.networkError) return translate('en', 'common.error.network');
  throw new Error('unexpected failure');
}

/** The first state and toasts after a customer event in `idle`. */
function expectedAfter(prev: Snapshot, event: TripCartModelEvent) {
  const c = prev.context;
  const quantity = (cartId: number) => c.cart.carts.find((e) => e.id === cartId)?.quantity ?? 0;
  switch (event.type) {
    case 'ADD':
      return afterAdd(c, event.vehicle, event.quantity ?? 1);
    case 'INCREMENT':
      return afterQuantity(c, event.cartId, quantity(event.cartId) + 1, event.fromSearch === true);
    case 'DECREMENT':
      return afterQuantity(c, event.cartId, quantity(event.cartId) - 1, event.fromSearch === true);
    case 'SET_QUANTITY':
      return afterQuantity(c, event.cartId, event.quantity, event.fromSearch === true);
    case 'REMOVE':
      return afterQuantity(c, event.cartId, 0, false);
    default:
      return null;
  }
}

function expectedToasts(prev: Snapshot, event: TripCartModelEvent): string[] {
  if (prev.matches('idle')) {
    const after = expectedAfter(prev, event);
    return after?.toast ? [after.toast] : [];
  }
  switch (event.type) {
    case 'xstate.done.actor.addToCart':
      return [ADDED];
    case 'xstate.done.actor.removeVehicle':
      return [REMOVED];
    case 'xstate.done.actor.updateUserData': {
      const result = event.output as TripChangeResult;
      return result.unsupported.length === 0 && prev.context.pending?.kind === 'trip'
        ? [TRIP_CHANGED]
        : [];
    }
    case 'xstate.error.actor.removeCart':
    case 'xstate.error.actor.updateUserData':
    case 'xstate.error.actor.removeMultiple':
    case 'xstate.error.actor.addToCart':
    case 'xstate.error.actor.updateCart':
    case 'xstate.error.actor.removeVehicle':
      return [failureText(event.error)];
    default:
      return [];
  }
}

/** The spec's bodies: the searched trip for adds and trip changes, the cart's for quantities. */
function expectBody(name: string, input: unknown, c: Ctx, where: string) {
  const plan = c.plan!;
  const trip = {
    pickup_location: plan.pickup,
    destination_location: plan.destination,
    rental_type: wire(plan.type),
    estimated_hours: plan.hours,
    pickup_time: '2026-01-05 02:30 PM',
    destination_time: plan.destinationTime,
    distance: plan.km,
  };
  const pending = c.pending;
  switch (name) {
    case 'addToCart':
      expect(pending?.kind, where).toBe('add');
      expect(input, where).toEqual({
        vehicle_id: pending?.kind === 'add' ? pending.vehicle.id : -1,
        quantity: pending?.kind === 'add' ? pending.quantity : -1,
        ...trip,
      });
      break;
    case 'updateUserData':
      expect(input, where).toEqual({ userId: 7, ...trip });
      break;
    case 'updateCart': {
      expect(pending?.kind, where).toBe('quantity');
      const data = c.cart.user_data as Exclude<RentalCartResponse['user_data'], readonly never[]>;
      expect(input, where).toEqual({
        cart_id: pending?.kind === 'quantity' ? pending.cartId : -1,
        quantity: pending?.kind === 'quantity' ? pending.quantity : -1,
        pickup_location: data.pickup_location,
        destination_location: data.destination_location,
        pickup_time: data.pickup_time,
        rental_type: data.rental_type,
        estimated_hours: data.estimated_hours,
        destination_time: data.destination_time,
        distance: data.distance,
      });
      break;
    }
    case 'removeVehicle':
      expect(input, where).toEqual({ cart_id: pending?.kind === 'quantity' ? pending.cartId : -1 });
      break;
    case 'removeMultiple':
      expect(input, where).toEqual({ cart_ids: c.unsupported.map((e) => e.id) });
      expect(c.unsupported.length, where).toBeGreaterThan(0);
      break;
    case 'removeCart':
      expect(input, where).toBeUndefined();
      break;
  }
}

describe('tripCartMachine (model-based)', () => {
  const all = tripCartScenarios.map((s) => ({ ...s, paths: tripCartModelPaths(s.input) }));

  for (const { name, input, paths } of all) {
    describe(`${name} (${paths.length} paths)`, () => {
      it('finds paths', () => {
        expect(paths.length).toBeGreaterThan(0);
      });

      for (const chunk of chunkPaths(paths)) {
        it(`replays ${chunk.name}`, async () => {
          await replayPaths(chunk, async (path) => {
            const h = harness(input);
            let prev = h.actor.getSnapshot();
            let toasts = 0;
            let callsSeen = 0;
            const trail: string[] = [];
            const called: string[] = [];
            for (const step of path.steps) {
              const event = step.event as TripCartModelEvent | { type: 'xstate.init' };
              if (event.type !== 'xstate.init') await replayEvent(h, event);
              trail.push(event.type);
              const where = `${name}: ${trail.join(' → ')}`;
              const snap = h.actor.getSnapshot();
              const value = snap.value as string;
              const c = snap.context;

              expect(snap.value, where).toEqual(step.state.value);
              expect(snap.context, where).toEqual(step.state.context);
              expect(snap.status, where).toBe('active');
              expect(snap.hasTag('busy'), where).toBe(value in BUSY);
              expect(snap.hasTag('confirm'), where).toBe(CONFIRM.includes(value));
              expect(tripCartDialog(snap) != null, where).toBe(CONFIRM.includes(value));
              // idle holds no intent; a busy or asking state always holds one
              expect(c.pending == null, where).toBe(value === 'idle');

              // exactly one call runs in a busy state, with the spec's body
              for (const call of h.calls.calls.slice(callsSeen)) {
                called.push(call.name);
                expectBody(call.name, call.input, c, where);
              }
              callsSeen = h.calls.calls.length;
              if (value in BUSY) {
                expect(h.calls.calls.at(-1)?.name, where).toBe(BUSY[value]);
                expect(h.calls.isPending(BUSY[value]!), where).toBe(true);
              }
              // the cart is cleared only after Yes in the conflict, then the vehicle is added
              if (called.includes('removeCart')) {
                expect(trail.indexOf('CONFIRM'), where).toBeGreaterThan(-1);
              }
              // remove and continue: the unsupported vehicles go first, then the trip changes
              const removed = called.indexOf('removeMultiple');
              if (removed >= 0 && called.length > removed + 1) {
                expect(called[removed + 1], where).toBe('updateUserData');
              }

              // after a customer's event in idle, the spec's first step
              if (event.type !== 'xstate.init' && prev.matches('idle')) {
                const after = expectedAfter(prev, event);
                if (after != null) expect(value, where).toBe(after.state);
              }
              if (event.type !== 'xstate.init') {
                expect(
                  h.notifier.toasts.slice(toasts).map((t) => t.message),
                  where,
                ).toEqual(expectedToasts(prev, event));
              }
              toasts = h.notifier.toasts.length;

              // an intent ends in idle with its outcome
              if (value === 'idle' && event.type !== 'xstate.init' && !prev.matches('idle')) {
                expect(c.outcome, where).not.toBeNull();
              }
              if (c.outcome === 'replaced') expect(called, where).toContain('removeCart');
              // removing the last vehicle clears the cached cart
              if (
                event.type === 'xstate.done.actor.removeVehicle' &&
                prev.context.cart.carts.length === 1
              ) {
                expect(c.cart, where).toEqual(EMPTY_TRIP_CART);
                expect(h.cleared(), where).toBe(1);
              }
              prev = snap;
            }
            h.actor.stop();
          });
        });
      }
    });
  }

  it('reaches every state of the machine', () => {
    const ends = all.flatMap(({ paths }) => paths.map((p) => p.state));
    const leaves = leafStates(tripCartMachine);
    const transient = ['deciding', 'checkingQuantity', 'checkingTrip', 'continuing'];
    expect(leaves.map((n) => n.key).sort()).toEqual(
      [...transient, 'idle', ...CONFIRM, ...Object.keys(BUSY)].sort(),
    );
    for (const leaf of leaves.filter((n) => !transient.includes(n.key))) {
      expect(
        ends.some((s) => s.matches(leaf.key as never)),
        leaf.id,
      ).toBe(true);
    }
  });
});

describe('tripCartMachine', () => {
  const v = f.vehicles;

  it('another provider: "Are you sure want to reset ?", Yes removes the cart and adds (Arabic too)', async () => {
    const h = harness({ cart: f.hourlyCart, plan: f.plans.threeHours }, 'ar');
    h.actor.send({ type: 'ADD', vehicle: tripCartVehicle(v.wrangler) });
    const snap = h.actor.getSnapshot();
    expect(tripCartDialog(snap)).toBe('providerConflict');
    const texts = tripCartDialogTexts('providerConflict', 'hourly');
    expect(translate('en', texts.title)).toBe('Are you sure want to reset ?');
    expect(translate('en', texts.message!)).toBe(
      'Selecting a vehicle from another provider will remove all vehicles from the cart and add the new one.',
    );
    h.actor.send({ type: 'CONFIRM' });
    h.calls.resolve('removeCart', EMPTY_TRIP_CART);
    await settle();
    expect(h.calls.calls.map((c) => c.name)).toEqual(['removeCart', 'addToCart']);
    h.calls.resolve('addToCart', f.addedCart);
    await settle();
    const done = h.actor.getSnapshot();
    expect(done.context.outcome).toBe('replaced');
    expect(h.notifier.toasts).toEqual([
      { kind: 'success', message: translate('ar', 'rental.toast.added') },
    ]);
    expect(h.carts.at(-1)).toBe(f.addedCart);
  });

  it('a distance-wise trip: change the type, the Urvan has none, "remove and continue", then add', async () => {
    const h = harness({ cart: f.hourlyCart, plan: f.plans.distance });
    h.actor.send({ type: 'ADD', vehicle: tripCartVehicle(v.lexus) });
    expect(h.actor.getSnapshot().value).toBe('confirmingTripType');
    expect(translate('en', 'rental.dialog.tripType.title')).toBe('Do you want to change trip type');
    h.actor.send({ type: 'CONFIRM' });
    h.calls.resolve('updateUserData', { cart: null, unsupported: [f.hourlyCart.carts[1]!] });
    await settle();
    const list = h.actor.getSnapshot();
    expect(tripCartDialog(list)).toBe('tripVehicles');
    expect(list.context.unsupported.map((e) => e.vehicle.name)).toEqual(['Nissan Urvan']);
    const texts = tripCartDialogTexts('tripVehicles', 'distance');
    expect(translate('en', texts.confirm!)).toBe('remove and continue');
    expect(translate('en', texts.message!)).toContain('no distance-wise trip');
    h.actor.send({ type: 'CONFIRM' });
    h.calls.resolve('removeMultiple', f.camryOnly);
    await settle();
    h.calls.resolve('updateUserData', { cart: f.distanceCart, unsupported: [] });
    await settle();
    h.calls.resolve('addToCart', f.addedCart);
    await settle();
    expect(h.calls.calls.map((c) => c.name)).toEqual([
      'updateUserData',
      'removeMultiple',
      'updateUserData',
      'addToCart',
    ]);
    expect(h.calls.calls[1]!.input).toEqual({ cart_ids: [102] });
    expect(h.calls.calls[3]!.input).toMatchObject({
      vehicle_id: 33,
      quantity: 1,
      rental_type: 'distance_wise',
      distance: 23.412,
      destination_time: 1,
    });
    expect(h.actor.getSnapshot().context.outcome).toBe('added');
    expect(h.notifier.toasts.map((t) => t.message)).toEqual([ADDED]);
  });

  it('decreasing from the search with other hours asks "Do you want to change trip duration"; Yes changes it, then the quantity', async () => {
    const h = harness({ cart: f.hourlyCart, plan: f.plans.fiveHours });
    h.actor.send({ type: 'DECREMENT', cartId: 102, fromSearch: true });
    expect(tripCartDialog(h.actor.getSnapshot())).toBe('duration');
    expect(translate('en', 'rental.dialog.duration.title')).toBe(
      'Do you want to change trip duration',
    );
    h.actor.send({ type: 'CONFIRM' });
    expect(h.calls.calls[0]!.input).toMatchObject({ userId: 7, estimated_hours: 5 });
    h.calls.resolve('updateUserData', { cart: f.fiveHourCart, unsupported: [] });
    await settle();
    expect(h.calls.calls[1]).toMatchObject({
      name: 'updateCart',
      input: { cart_id: 102, quantity: 1, estimated_hours: 5 },
    });
    // the same decrease from the cart drawer does not ask
    const drawer = harness({ cart: f.hourlyCart, plan: f.plans.fiveHours });
    drawer.actor.send({ type: 'DECREMENT', cartId: 102 });
    expect(drawer.actor.getSnapshot().value).toBe('updatingQuantity');
  });

  it('the quantity rules: the vehicle page and the wishlist word the refusal differently', () => {
    const page = harness({ cart: f.hourlyCart, plan: f.plans.threeHours });
    page.actor.send({ type: 'INCREMENT', cartId: 102 });
    expect(page.notifier.toasts).toEqual([{ kind: 'error', message: OVER(2) }]);
    expect(page.actor.getSnapshot().context.issue?.values).toEqual({ n: 2 });
    const wishlist = harness({ cart: f.hourlyCart, plan: f.plans.threeHours, surface: 'wishlist' });
    wishlist.actor.send({ type: 'INCREMENT', cartId: 102 });
    expect(wishlist.notifier.toasts).toEqual([{ kind: 'error', message: OVER_WISHLIST(2) }]);
    expect(page.calls.calls).toEqual([]);
  });

  it('removing the last vehicle clears the cached cart', async () => {
    const h = harness({ cart: f.camryOnly, plan: f.plans.threeHours });
    h.actor.send({ type: 'DECREMENT', cartId: 101 });
    expect(h.calls.calls[0]).toEqual({ name: 'removeVehicle', input: { cart_id: 101 } });
    h.calls.resolve('removeVehicle', f.camryOnly);
    await settle();
    expect(h.actor.getSnapshot().context.cart).toEqual(EMPTY_TRIP_CART);
    expect(h.cleared()).toBe(1);
    expect(h.carts).toEqual([]);
  });

  it('the context serialises', () => {
    const h = harness({ cart: f.hourlyCart, plan: f.plans.distance });
    h.actor.send({ type: 'ADD', vehicle: tripCartVehicle(v.lexus) });
    const context = h.actor.getSnapshot().context;
    expect(JSON.parse(JSON.stringify(context))).toEqual(context);
  });
});
