import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { translate, translator } from '../i18n/index.js';
import type { RentalCartResponse } from '../domain/rental.js';
import {
  provideRentalModuleMachine,
  rentalModuleMachine,
  type RentalModuleInput,
} from './rental-module.machine.js';
import {
  rentalModuleFixtures as f,
  rentalModuleModelInputs,
  rentalModuleModelPaths,
  type RentalModuleModelEvent,
} from './rental-module.model.js';
import { pendingCalls, recordingNotifier } from '../testing/fakes.js';
import { chunkPaths, leafStates, replayEvent, replayPaths } from '../testing/harness.js';

function harness(input: RentalModuleInput, locale = 'en') {
  const notifier = recordingNotifier();
  const calls = pendingCalls();
  const carts: RentalCartResponse[] = [];
  const machine = provideRentalModuleMachine({
    actors: {
      loadTripCart: fromPromise<RentalCartResponse>(() => calls.start('loadTripCart', undefined)),
      removeCart: fromPromise<RentalCartResponse>(() => calls.start('removeCart', undefined)),
    },
    notifier,
    t: translator(locale),
    onCart: (cart) => void carts.push(cart),
  });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, notifier, calls, carts };
}

const KEPT = 'Location set successfully';
const CLEARED =
  'Your cart has been cleared as the selected zone does not support the previous pickup point.';

/** Whether the zones keep Desert Wheels' cart (it picks up in zone 1), from the spec. */
const keeps = (input: RentalModuleInput) =>
  (typeof input.zoneIds === 'string' ? JSON.parse(input.zoneIds) : (input.zoneIds ?? [])).some(
    (z: number | string) => Number(z) === 1,
  );

describe('rentalModuleMachine (model-based)', () => {
  const all = rentalModuleModelInputs.map((input) => ({
    input,
    paths: rentalModuleModelPaths(input),
  }));

  for (const { input, paths } of all) {
    const name = JSON.stringify(input);
    describe(`${name} (${paths.length} paths)`, () => {
      for (const chunk of chunkPaths(paths)) {
        it(`replays ${chunk.name}`, async () => {
          await replayPaths(chunk, async (path) => {
            const h = harness(input);
            let toasts = 0;
            const trail: string[] = [];
            for (const step of path.steps) {
              const event = step.event as RentalModuleModelEvent | { type: 'xstate.init' };
              if (event.type !== 'xstate.init') await replayEvent(h, event);
              trail.push(event.type);
              const where = `${name}: ${trail.join(' → ')}`;
              const snap = h.actor.getSnapshot();
              expect(snap.value, where).toEqual(step.state.value);
              expect(snap.context, where).toEqual(step.state.context);
              expect(snap.hasTag('busy'), where).toBe(
                snap.matches('loading') || snap.matches('clearing'),
              );
              // the cart is cleared only when the zones do not hold its pickup zone
              if (snap.matches('clearing')) expect(keeps(input), where).toBe(false);
              const fresh = h.notifier.toasts.slice(toasts).map((t) => t.message);
              toasts = h.notifier.toasts.length;
              switch (event.type) {
                case 'xstate.done.actor.loadTripCart': {
                  const empty = (event.output as RentalCartResponse).carts.length === 0;
                  expect(fresh, where).toEqual(empty || !keeps(input) ? [] : [KEPT]);
                  break;
                }
                case 'xstate.done.actor.removeCart':
                  expect(fresh, where).toEqual([CLEARED]);
                  expect(h.carts, where).toEqual([f.empty]);
                  break;
                case 'xstate.error.actor.loadTripCart':
                  expect(fresh, where).toEqual(['Module id required']);
                  break;
                case 'xstate.error.actor.removeCart':
                  expect(fresh, where).toEqual([translate('en', 'common.error.network')]);
                  break;
              }
              if (snap.status === 'done') {
                expect(snap.output?.outcome, where).toBe(snap.context.outcome ?? 'failed');
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
    for (const leaf of leafStates(rentalModuleMachine)) {
      expect(
        ends.some((s) => s.matches(leaf.key as never)),
        leaf.id,
      ).toBe(true);
    }
  });
});

describe('rentalModuleMachine', () => {
  it('a zone without the pickup point clears the cart, with the spec’s text in Arabic', async () => {
    const h = harness({ zoneIds: '[3]' }, 'ar');
    h.calls.resolve('loadTripCart', f.cart);
    await new Promise((r) => setTimeout(r, 0));
    h.calls.resolve('removeCart', f.empty);
    await new Promise((r) => setTimeout(r, 0));
    expect(h.actor.getSnapshot().output).toEqual({
      outcome: 'cleared',
      cart: f.empty,
      error: null,
    });
    expect(h.notifier.toasts).toEqual([
      { kind: 'info', message: translate('ar', 'rental.toast.cartClearedZone') },
    ]);
  });
});
