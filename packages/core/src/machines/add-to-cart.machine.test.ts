import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { translate, translator } from '../i18n/index.js';
import type { CartEntryRef } from '../domain/cart.js';
import {
  addToCartMachine,
  itemConfigCartActors,
  provideAddToCartMachine,
  type AddToCartActorRef,
  type AddToCartInput,
} from './add-to-cart.machine.js';
import {
  addToCartFixtures as f,
  addToCartModelPaths,
  addToCartScenarios,
  type AddToCartModelEvent,
} from './add-to-cart.model.js';
import { provideItemConfigMachine } from './item-config.provide.js';
import type { CartLinePayload, CartUpdatePayload } from './item-config.types.js';
import { itemConfigFixtures } from './item-config.model.js';
import { pendingCalls, recordingNotifier, type PendingCalls } from '../testing/fakes.js';
import { chunkPaths, leafStates, replayEvent, replayPaths, settle } from '../testing/harness.js';

type Snapshot = SnapshotFrom<typeof addToCartMachine>;

function apiActors(calls: PendingCalls) {
  return {
    clearCart: fromPromise<unknown>(() => calls.start('clearCart', undefined)),
    addItem: fromPromise<unknown, CartLinePayload>(({ input }) => calls.start('addItem', input)),
    updateItem: fromPromise<unknown, CartUpdatePayload>(({ input }) =>
      calls.start('updateItem', input),
    ),
  };
}

function harness(input: AddToCartInput, locale = 'en') {
  const notifier = recordingNotifier();
  const calls = pendingCalls();
  const machine = provideAddToCartMachine({
    actors: apiActors(calls),
    notifier,
    t: translator(locale),
  });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, notifier, calls };
}

type Harness = ReturnType<typeof harness>;

async function apply(h: Harness, event: AddToCartModelEvent): Promise<void> {
  await replayEvent(h, event);
}

// ------------------------------------------------------------------ the spec, as an oracle

const REPLACED = 'Your cart has been cleared successfully. And selected item added to the cart.';

/** The same item and the same pack (spaces and dashes ignored), from the spec. */
function sameLine(cart: readonly CartEntryRef[]): CartEntryRef | null {
  return (
    cart.find(
      (e) =>
        e.itemId === f.riceLine.item_id &&
        ((e.variation[0] as { type?: string } | undefined)?.type ?? '').replace(/[\s-]/g, '') ===
          '5kg',
    ) ?? null
  );
}

/** Where adding starts, from the spec's 'Add to cart' and 'Update' rules. */
function firstState(input: AddToCartInput): string {
  // Issue 15: no delivery location → ask for one first.
  if (input.hasZone === false) return 'needsLocation';
  return decidedState(input);
}

/** Where adding goes once a location is known. */
function decidedState(input: AddToCartInput): string {
  const same = sameLine(input.cart);
  if (same != null)
    return same.quantity === input.line.quantity && same.addOns.length === 0
      ? 'unchanged'
      : 'updating';
  if (input.cart.some((e) => e.storeId !== input.storeId)) return 'confirmingReplace';
  return 'adding';
}

function failureText(error: unknown): string {
  if (error === f.cartError) return 'Maximum cart quantity exceeded';
  if (error === f.networkError) return translate('en', 'common.error.network');
  throw new Error('unexpected failure');
}

function expectedToasts(prev: Snapshot, event: AddToCartModelEvent) {
  switch (event.type) {
    case 'xstate.done.actor.addItem':
      return [
        {
          kind: 'success',
          message: prev.context.outcome === 'replaced' ? REPLACED : 'Item added to cart',
        },
      ];
    case 'xstate.done.actor.updateItem':
      return [{ kind: 'success', message: 'Item updated successfully' }];
    case 'xstate.error.actor.clearCart':
    case 'xstate.error.actor.addItem':
    case 'xstate.error.actor.updateItem':
      return [{ kind: 'error', message: failureText(event.error) }];
    default:
      return [];
  }
}

const FINAL = ['done', 'unchanged', 'cancelled', 'failed'];

describe('addToCartMachine (model-based)', () => {
  const all = addToCartScenarios.map((s) => ({ ...s, paths: addToCartModelPaths(s.input) }));

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
            let toastsSeen = 0;
            let callsSeen = 0;
            const trail: string[] = [];
            const calledNames: string[] = [];
            for (const step of path.steps) {
              const event = step.event as AddToCartModelEvent | { type: 'xstate.init' };
              if (event.type !== 'xstate.init') await apply(h, event);
              trail.push(event.type);
              const where = `${name}: ${trail.join(' → ')}`;
              const snap = h.actor.getSnapshot();
              const value = snap.value as string;

              expect(snap.value, where).toEqual(step.state.value);
              expect(snap.context, where).toEqual(step.state.context);
              expect(snap.status, where).toBe(FINAL.includes(value) ? 'done' : 'active');
              expect(snap.hasTag('busy'), where).toBe(
                ['clearing', 'adding', 'updating'].includes(value),
              );
              expect(snap.hasTag('confirm'), where).toBe(value === 'confirmingReplace');
              expect(snap.hasTag('location'), where).toBe(value === 'needsLocation');
              // no cart call before a location is set, and LOCATION_SET decides as the spec does
              if (trail.includes('LOCATION_SET') || input.hasZone !== false) {
                expect(snap.context.hasZone, where).toBe(true);
              } else {
                expect(h.calls.calls, where).toEqual([]);
              }
              if (event.type === 'LOCATION_SET' && prev.matches('needsLocation')) {
                expect(value, where).toBe(decidedState(input));
              }

              // exactly one call runs in a busy state, with the spec's body
              expect(h.calls.isPending('clearCart'), where).toBe(value === 'clearing');
              expect(h.calls.isPending('addItem'), where).toBe(value === 'adding');
              expect(h.calls.isPending('updateItem'), where).toBe(value === 'updating');
              for (const call of h.calls.calls.slice(callsSeen)) {
                calledNames.push(call.name);
                if (call.name === 'addItem') expect(call.input, where).toEqual(f.riceLine);
                if (call.name === 'updateItem') {
                  expect(call.input, where).toEqual({
                    ...f.riceLine,
                    cart_id: sameLine(input.cart)!.id,
                  });
                }
              }
              callsSeen = h.calls.calls.length;
              // the cart is cleared only after a confirmation, and then the line is added
              if (calledNames.includes('clearCart')) {
                expect(trail, where).toContain('CONFIRM');
                if (calledNames.includes('addItem')) {
                  expect(calledNames.indexOf('clearCart'), where).toBeLessThan(
                    calledNames.indexOf('addItem'),
                  );
                }
              }

              if (event.type === 'xstate.init') {
                expect(value, where).toBe(firstState(input));
                const init =
                  value === 'unchanged'
                    ? [{ kind: 'warning', message: 'No changes found to update.' }]
                    : [];
                expect(h.notifier.toasts, where).toEqual(init);
                toastsSeen = h.notifier.toasts.length;
                prev = snap;
                continue;
              }
              expect(h.notifier.toasts.slice(toastsSeen), where).toEqual(
                expectedToasts(prev, event),
              );
              toastsSeen = h.notifier.toasts.length;
              if (snap.status === 'done') {
                const outcome = {
                  done: snap.context.outcome,
                  unchanged: 'unchanged',
                  cancelled: 'cancelled',
                  failed: 'failed',
                }[value];
                expect(snap.output, where).toEqual({ outcome, error: snap.context.error });
                if (value === 'done') {
                  expect(['added', 'replaced', 'updated'], where).toContain(outcome);
                  expect(outcome === 'replaced', where).toBe(calledNames.includes('clearCart'));
                }
                if (value === 'failed')
                  expect(snap.context.error?.messages.length ?? -1, where).toBeGreaterThanOrEqual(
                    0,
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

  it('reaches every state of the machine', () => {
    const ends = all.flatMap(({ paths }) => paths.map((p) => p.state));
    const leaves = leafStates(addToCartMachine);
    expect(leaves.map((n) => n.key).sort()).toEqual(
      [
        'adding',
        'cancelled',
        'clearing',
        'confirmingReplace',
        'deciding',
        'needsLocation',
        'done',
        'failed',
        'unchanged',
        'updating',
      ].sort(),
    );
    // `deciding` is transient: it is left at once, so no snapshot ever rests in it
    for (const leaf of leaves.filter((n) => n.key !== 'deciding')) {
      expect(
        ends.some((s) => s.matches(leaf.key as never)),
        leaf.id,
      ).toBe(true);
    }
  });
});

describe('addToCartMachine', () => {
  it('replacing another store’s cart: confirm, clear, add, with the spec’s texts (Arabic too)', async () => {
    const h = harness({ line: f.riceLine, storeId: f.storeId, cart: [...f.otherStore] }, 'ar');
    expect(h.actor.getSnapshot().hasTag('confirm')).toBe(true);
    expect(translate('en', 'cart.replace.message')).toBe(
      'You have item from another store in cart. If you continue, your all previous item from cart will be removed and this one will be added.',
    );
    h.actor.send({ type: 'CONFIRM' });
    h.calls.resolve('clearCart', []);
    await settle();
    h.calls.resolve('addItem', []);
    await settle();
    expect(h.actor.getSnapshot().output).toEqual({ outcome: 'replaced', error: null });
    expect(h.notifier.toasts).toEqual([
      { kind: 'success', message: translate('ar', 'cart.toast.replaced') },
    ]);
  });

  it('no location: asks first, adds nothing on cancel, adds once a location is set', async () => {
    const cancelled = harness({ line: f.riceLine, storeId: f.storeId, cart: [], hasZone: false });
    expect(cancelled.actor.getSnapshot().hasTag('location')).toBe(true);
    cancelled.actor.send({ type: 'CANCEL' });
    expect(cancelled.actor.getSnapshot().output).toEqual({ outcome: 'cancelled', error: null });
    expect(cancelled.calls.calls).toEqual([]);

    const h = harness({ line: f.riceLine, storeId: f.storeId, cart: [], hasZone: false });
    h.actor.send({ type: 'CONFIRM' });
    expect(h.actor.getSnapshot().value).toBe('needsLocation');
    h.actor.send({ type: 'LOCATION_SET' });
    expect(h.actor.getSnapshot().value).toBe('adding');
    h.calls.resolve('addItem', []);
    await settle();
    expect(h.actor.getSnapshot().output).toEqual({ outcome: 'added', error: null });
    expect(h.notifier.toasts).toEqual([{ kind: 'success', message: 'Item added to cart' }]);
  });

  it('cancel leaves the cart alone', () => {
    const h = harness({ line: f.riceLine, storeId: f.storeId, cart: [...f.otherStore] });
    h.actor.send({ type: 'CANCEL' });
    expect(h.actor.getSnapshot().output).toEqual({ outcome: 'cancelled', error: null });
    expect(h.calls.calls).toEqual([]);
    expect(h.notifier.toasts).toEqual([]);
  });

  it('the context serialises', () => {
    const h = harness({ line: f.riceLine, storeId: f.storeId, cart: [...f.sameStore] });
    const context = h.actor.getSnapshot().context;
    expect(JSON.parse(JSON.stringify(context))).toEqual(context);
  });
});

describe('itemConfigCartActors: the quick view adds through this machine', () => {
  const burger = itemConfigFixtures.burger;

  function quickView(cart: CartEntryRef[], hasZone = true) {
    const notifier = recordingNotifier();
    const calls = pendingCalls();
    const children: AddToCartActorRef[] = [];
    const t = translator('en');
    const machine = provideItemConfigMachine({
      actors: itemConfigCartActors({
        actors: apiActors(calls),
        notifier,
        t,
        storeId: burger.store_id,
        cart: () => cart,
        hasZone: () => hasZone,
        onActor: (a) => void children.push(a),
      }),
      buyNow: () => undefined,
      notifier,
      t,
    });
    const actor = createActor(machine, {
      input: {
        item: itemConfigFixtures.pancakes,
        moduleType: 'food',
        timeOfDay: itemConfigFixtures.morning,
      },
    }).start();
    return { actor, notifier, calls, children };
  }

  const grocery: CartEntryRef[] = [
    { id: 5, itemId: 401, storeId: 8, variation: [], addOns: [], quantity: 1 },
  ];

  it('another store: the dialog shows, confirming clears and adds, the quick view closes', async () => {
    const q = quickView(grocery);
    q.actor.send({ type: 'SUBMIT_ADD' });
    await settle();
    expect(q.children).toHaveLength(1);
    expect(q.children[0]!.getSnapshot().hasTag('confirm')).toBe(true);
    expect(q.actor.getSnapshot().hasTag('busy')).toBe(true);
    q.children[0]!.send({ type: 'CONFIRM' });
    q.calls.resolve('clearCart', []);
    await settle();
    expect(q.calls.calls.map((c) => c.name)).toEqual(['clearCart', 'addItem']);
    q.calls.resolve('addItem', []);
    await settle();
    await settle();
    expect(q.actor.getSnapshot().status).toBe('done');
    expect(q.notifier.toasts).toEqual([
      { kind: 'success', message: REPLACED },
      { kind: 'success', message: 'Item added to cart' },
    ]);
  });

  it('declining returns to the quick view quietly; a failure is toasted once, with the server’s message', async () => {
    const q = quickView(grocery);
    q.actor.send({ type: 'SUBMIT_ADD' });
    await settle();
    q.children[0]!.send({ type: 'CANCEL' });
    await settle();
    expect(q.actor.getSnapshot().value).toBe('editing');
    expect(q.notifier.toasts).toEqual([]);

    q.actor.send({ type: 'SUBMIT_ADD' });
    await settle();
    q.children[1]!.send({ type: 'CONFIRM' });
    q.calls.reject('clearCart', f.cartError);
    await settle();
    await settle();
    expect(q.actor.getSnapshot().value).toBe('editing');
    expect(q.notifier.toasts).toEqual([
      { kind: 'error', message: 'Maximum cart quantity exceeded' },
    ]);
  });

  it('no location stored: the child asks for one; once set, the line is added', async () => {
    const q = quickView([], false);
    q.actor.send({ type: 'SUBMIT_ADD' });
    await settle();
    expect(q.children[0]!.getSnapshot().hasTag('location')).toBe(true);
    expect(q.calls.calls).toEqual([]);
    q.children[0]!.send({ type: 'LOCATION_SET' });
    await settle();
    expect(q.calls.calls.map((c) => c.name)).toEqual(['addItem']);
    q.calls.resolve('addItem', []);
    await settle();
    await settle();
    expect(q.actor.getSnapshot().status).toBe('done');
    expect(q.notifier.toasts).toEqual([{ kind: 'success', message: 'Item added to cart' }]);
  });

  it('the same store adds at once; a network failure keeps its text', async () => {
    const q = quickView([{ ...grocery[0]!, storeId: burger.store_id, itemId: 999 }]);
    q.actor.send({ type: 'SUBMIT_ADD' });
    await settle();
    expect(q.calls.calls.map((c) => c.name)).toEqual(['addItem']);
    q.calls.reject('addItem', f.networkError);
    await settle();
    await settle();
    expect(q.notifier.toasts).toEqual([
      { kind: 'error', message: translate('en', 'common.error.network') },
    ]);
  });
});
