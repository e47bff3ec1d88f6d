import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { translate, translator } from '../i18n/index.js';
import type { CartLine } from '../domain/cart.js';
import {
  cartLineMachine,
  cartLineView,
  provideCartLineMachine,
  type CartLineInput,
  type CartLineRemovePayload,
} from './cart-line.machine.js';
import {
  cartLineFixtures as f,
  cartLineModelPaths,
  cartLineScenarios,
  type CartLineModelEvent,
} from './cart-line.model.js';
import type { CartUpdatePayload } from './item-config.types.js';
import { pendingCalls, recordingNotifier } from '../testing/fakes.js';
import {
  chunkPaths,
  firstPathPerState,
  leafStates,
  replayEvent,
  replayPaths,
  settle,
} from '../testing/harness.js';

type Snapshot = SnapshotFrom<typeof cartLineMachine>;

function harness(input: CartLineInput, snapshot?: Snapshot, locale = 'en') {
  const notifier = recordingNotifier();
  const calls = pendingCalls();
  const machine = provideCartLineMachine({
    actors: {
      updateItem: fromPromise<unknown, CartUpdatePayload>(({ input: i }) =>
        calls.start('updateItem', i),
      ),
      removeItem: fromPromise<unknown, CartLineRemovePayload>(({ input: i }) =>
        calls.start('removeItem', i),
      ),
    },
    notifier,
    t: translator(locale),
  });
  const actor = createActor(machine, snapshot == null ? { input } : { input, snapshot });
  actor.start();
  return { actor, notifier, calls };
}

type Harness = ReturnType<typeof harness>;

async function apply(h: Harness, event: CartLineModelEvent): Promise<void> {
  await replayEvent(h, event);
}

// ------------------------------------------------------------------ the spec, as an oracle

const STOCK_MODULES = ['grocery', 'pharmacy', 'ecommerce'];

/** The line's stock (the chosen pack's) and limit, from the fixtures. */
function limits(line: CartLine, moduleType: string) {
  let stock: number | null = null;
  if (STOCK_MODULES.includes(moduleType)) {
    const type = (line.variation[0] as { type?: string } | undefined)?.type;
    stock = Number(
      type == null ? line.item.stock : line.item.variations!.find((v) => v.type === type)!.stock,
    );
  }
  const max = line.item.maximum_cart_quantity ?? null;
  return { stock, max: max != null && max > 0 ? max : null };
}

/** The unit price before discounts (pack price, or base + chosen options), for the body's price. */
function unit(line: CartLine): number {
  const v = line.variation[0] as { type?: string; values?: { label: string[] } } | undefined;
  if (v?.type != null) return Number(line.item.variations!.find((x) => x.type === v.type)!.price);
  let price = Number(line.item.price);
  if (v?.values != null) {
    const groups = line.item.food_variations as {
      values: { label: string; optionPrice: string }[];
    }[];
    for (const label of v.values.label)
      price += Number(groups[0]!.values.find((x) => x.label === label)!.optionPrice);
  }
  return price;
}

function failureText(error: unknown): string {
  if (error === f.limitError) return 'Maximum cart quantity exceeded';
  if (error === f.networkError) return translate('en', 'common.error.network');
  throw new Error('unexpected failure');
}

type MachineEvent = Exclude<CartLineModelEvent, { type: `xstate.${string}` }>;

/** What a stepper event does in `idle`: the next state, the quantity sent, the toasts. */
function expectedStep(prev: Snapshot, event: MachineEvent) {
  const { line, moduleType } = prev.context;
  const q = line.quantity;
  const { stock, max } = limits(line, moduleType);
  switch (event.type) {
    case 'INCREMENT': {
      if (stock != null && !(stock > q)) {
        return {
          value: 'idle',
          pending: null,
          toasts: [{ kind: 'error', message: 'Out of Stock' }],
        };
      }
      if (max != null && !(max > q)) {
        const toasts = [{ kind: 'error', message: 'Out of Limits' }];
        // the food case: the message shows and the request is still sent
        return moduleType === 'food'
          ? { value: 'updating', pending: q + 1, toasts }
          : { value: 'idle', pending: null, toasts };
      }
      return { value: 'updating', pending: q + 1, toasts: [] };
    }
    case 'DECREMENT':
      return q > 1
        ? { value: 'updating', pending: q - 1, toasts: [] }
        : { value: 'removing', pending: null, toasts: [] };
    case 'REMOVE':
      return { value: 'removing', pending: null, toasts: [] };
    case 'SYNC':
      return { value: 'idle', pending: null, toasts: [] };
  }
}

function expectedToasts(prev: Snapshot, event: CartLineModelEvent) {
  if (event.type === 'xstate.done.actor.removeItem')
    return [{ kind: 'success', message: 'Cart item remove successfully' }];
  if (event.type.startsWith('xstate.error.actor.')) {
    return [{ kind: 'error', message: failureText((event as { error: unknown }).error) }];
  }
  if (event.type.startsWith('xstate.')) return [];
  return prev.matches('idle') ? expectedStep(prev, event as MachineEvent).toasts : [];
}

function assertView(snap: Snapshot, where: string) {
  const view = cartLineView(snap.context, snap.hasTag('busy'));
  const q = snap.context.pendingQuantity ?? snap.context.line.quantity;
  expect(view.quantity, where).toBe(q);
  expect(view.quantityLabel, where).toBe(q < 10 ? `0${q}` : String(q));
  expect(view.decrementDeletes, where).toBe(q <= 1);
  expect(view.enabled, where).toBe(!snap.matches('updating') && !snap.matches('removing'));
}

describe('cartLineMachine (model-based)', () => {
  const all = cartLineScenarios.map((s) => ({ ...s, paths: cartLineModelPaths(s.input) }));

  for (const { name, input, events, paths } of all) {
    describe(`${name} (${paths.length} paths)`, () => {
      // after the first path to each state but removed (those the machine still runs in), every
      // machine event is tried
      const probes = firstPathPerState(paths, (s) => !s.matches('removed'));
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
              const event = step.event as CartLineModelEvent | { type: 'xstate.init' };
              if (event.type !== 'xstate.init') await apply(h, event);
              trail.push(event.type);
              const where = `${name}: ${trail.join(' → ')}`;
              const snap = h.actor.getSnapshot();

              expect(snap.value, where).toEqual(step.state.value);
              expect(snap.context, where).toEqual(step.state.context);
              expect(snap.status, where).toBe(snap.matches('removed') ? 'done' : 'active');
              expect(snap.hasTag('busy'), where).toBe(
                snap.matches('updating') || snap.matches('removing'),
              );
              assertView(snap, where);

              expect(h.calls.isPending('updateItem'), where).toBe(snap.matches('updating'));
              expect(h.calls.isPending('removeItem'), where).toBe(snap.matches('removing'));
              const fresh = h.calls.calls.slice(callsSeen);
              callsSeen = h.calls.calls.length;
              if (snap.matches('updating') && !prev.matches('updating')) {
                const line = snap.context.line;
                const q = snap.context.pendingQuantity!;
                expect(fresh, where).toEqual([
                  {
                    name: 'updateItem',
                    input: {
                      cart_id: line.id,
                      item_id: line.item.id,
                      model: 'Item',
                      price: Math.round(unit(line) * q * 100) / 100,
                      quantity: q,
                      variation: line.variation,
                      add_on_ids: line.addOns.map((a) => a.id),
                      add_on_qtys: line.addOns.map((a) => a.quantity),
                    },
                  },
                ]);
              } else if (snap.matches('removing') && !prev.matches('removing')) {
                expect(fresh, where).toEqual([
                  { name: 'removeItem', input: { cart_id: snap.context.line.id } },
                ]);
              } else {
                expect(fresh, where).toEqual([]);
              }

              if (event.type === 'xstate.init') {
                prev = snap;
                continue;
              }
              if (prev.matches('idle') && !event.type.startsWith('xstate.')) {
                const e = expectedStep(prev, event as MachineEvent);
                expect(snap.value, where).toBe(e.value);
                expect(snap.context.pendingQuantity, where).toBe(e.pending);
              }
              if (event.type === 'xstate.done.actor.updateItem') {
                expect(snap.context.line.quantity, where).toBe(prev.context.pendingQuantity);
              }
              if (event.type === 'xstate.error.actor.updateItem') {
                // nothing is lost: the quantity stays the server's
                expect(snap.context.line.quantity, where).toBe(prev.context.line.quantity);
              }
              expect(h.notifier.toasts.slice(toastsSeen), where).toEqual(
                expectedToasts(prev, event),
              );
              toastsSeen = h.notifier.toasts.length;
              prev = snap;
            }

            // Every event in every state reached: refused steps toast and change nothing; busy
            // states ignore the controls.
            if (probes.has(path)) {
              const persisted = h.actor.getPersistedSnapshot() as Snapshot;
              for (const event of events.filter(
                (e): e is MachineEvent => !e.type.startsWith('xstate.'),
              )) {
                const p = harness(input, persisted);
                const before = p.actor.getSnapshot();
                p.actor.send(event);
                const after = p.actor.getSnapshot();
                const where = `${name}: ${trail.join(' → ')} ⇒ ${event.type}`;
                if (before.hasTag('busy')) {
                  expect(after.value, where).toEqual(before.value);
                  expect(after.context, where).toEqual(before.context);
                  expect(p.notifier.toasts, where).toEqual([]);
                } else {
                  const e = expectedStep(before, event);
                  expect(after.value, where).toBe(e.value);
                  expect(p.notifier.toasts, where).toEqual(e.toasts);
                  if (event.type === 'SYNC') {
                    expect(after.context.line, where).toEqual(
                      event.line.id === before.context.line.id ? event.line : before.context.line,
                    );
                  }
                }
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
    const leaves = leafStates(cartLineMachine);
    expect(leaves.map((n) => n.key).sort()).toEqual(['idle', 'removed', 'removing', 'updating']);
    for (const leaf of leaves) {
      expect(
        ends.some((s) => s.matches(leaf.key as never)),
        leaf.id,
      ).toBe(true);
    }
  });

  it('the food scenario sends a request after showing Out of Limits', () => {
    const food = all.find((s) => s.input.moduleType === 'food')!;
    const sent = food.paths.some((p) =>
      p.steps.some((s, i) => {
        const before = p.steps[i - 1]?.state;
        return (
          s.event.type === 'INCREMENT' &&
          before != null &&
          before.context.line.quantity === before.context.line.item.maximum_cart_quantity &&
          s.state.matches('updating')
        );
      }),
    );
    expect(sent).toBe(true);
  });
});

describe('cartLineMachine', () => {
  it('steps up, shows the line price, and deletes at quantity 1', async () => {
    const h = harness({ line: f.oil, moduleType: 'grocery' }, undefined, 'ar');
    expect(cartLineView(h.actor.getSnapshot().context).price.roundedTotal).toBe(9.75);
    h.actor.send({ type: 'INCREMENT' });
    expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
    h.actor.send({ type: 'INCREMENT' }); // ignored while busy
    expect(h.calls.calls).toHaveLength(1);
    h.calls.resolve('updateItem', []);
    await settle();
    expect(h.actor.getSnapshot().context.line.quantity).toBe(2);
    expect(cartLineView(h.actor.getSnapshot().context).price.roundedTotal).toBe(19.5);
    h.actor.send({ type: 'INCREMENT' });
    expect(h.notifier.toasts).toEqual([
      { kind: 'error', message: translate('ar', 'item.quantity.outOfLimits') },
    ]);
    h.actor.send({ type: 'DECREMENT' });
    h.calls.resolve('updateItem', []);
    await settle();
    h.actor.send({ type: 'DECREMENT' });
    expect(h.calls.calls.at(-1)).toEqual({ name: 'removeItem', input: { cart_id: 802 } });
    h.calls.resolve('removeItem', []);
    await settle();
    expect(h.actor.getSnapshot().status).toBe('done');
    expect(h.notifier.toasts.at(-1)).toEqual({
      kind: 'success',
      message: 'تمت إزالة المنتج من السلة بنجاح',
    });
  });

  it('a failed update keeps the quantity and shows the server’s message', async () => {
    const h = harness({ line: f.burger, moduleType: 'food' });
    h.actor.send({ type: 'INCREMENT' });
    expect(h.calls.calls[0]?.input).toMatchObject({
      quantity: 3,
      add_on_ids: [11],
      add_on_qtys: [1],
    });
    h.calls.reject('updateItem', f.limitError);
    await settle();
    expect(h.actor.getSnapshot().context.line.quantity).toBe(2);
    expect(h.notifier.toasts).toEqual([
      { kind: 'error', message: 'Out of Limits' },
      { kind: 'error', message: 'Maximum cart quantity exceeded' },
    ]);
  });
});
