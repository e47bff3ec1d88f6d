// The prescriptions of a pharmacy order in checkoutMachine (issue 12), walked model-based: a cart
// with an item that needs a prescription is refused without one ('Please upload your prescription
// image'), placed with one, the files go with the attempt (a changed set is a new attempt, with a
// new key), and a cart without such an item needs none.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { translator } from '../i18n/index.js';
import type { Coupon } from '../domain/coupon.js';
import { milk, rice, source } from '../domain/checkout.fixtures.js';
import type { CheckoutSource } from '../domain/checkout.js';
import { checkoutMachine } from './checkout.machine.js';
import { provideCheckoutMachine } from './checkout.provide.js';
import { checkoutView } from './checkout.connect.js';
import type {
  ApplyCouponInput,
  CheckoutEvent,
  CheckoutInput,
  PlaceOrderInput,
  PlaceOrderResult,
  PrescriptionAttachment,
} from './checkout.types.js';
import { modelPaths } from './model-paths.js';
import { pendingCalls, recordingNotifier } from '../testing/fakes.js';
import { chunkPaths, replayEvent, replayPaths } from '../testing/harness.js';

type Snapshot = SnapshotFrom<typeof checkoutMachine>;

const pharmacy: CheckoutSource = {
  ...source,
  moduleType: 'pharmacy',
  lines: [
    { ...rice, item: { ...rice.item, name: 'Amoxicillin', is_prescription_required: 1 } },
    milk,
  ],
};
const noon = { date: '2025-06-15', day: 0, seconds: 12 * 3600 };
const address = { address: 'Downtown Dubai', latitude: 25.21, longitude: 55.28 };

const scan: PrescriptionAttachment = { id: 'f1', name: 'scan.png', size: 2048, kind: 'png' };
const letter: PrescriptionAttachment = { id: 'f2', name: 'letter.pdf', size: 4096, kind: 'pdf' };
const notAnImage: PrescriptionAttachment = { id: 'f3', name: 'notes.txt', size: 10, kind: null };

type ModelEvent =
  | CheckoutEvent
  | { type: 'xstate.done.actor.newIdempotencyKey'; output: string }
  | { type: 'xstate.done.actor.placeOrder'; output: PlaceOrderResult }
  | { type: 'xstate.error.actor.placeOrder'; error: unknown };

const events: ModelEvent[] = [
  { type: 'SET_PRESCRIPTIONS', files: [scan] },
  { type: 'SET_PRESCRIPTIONS', files: [scan, letter] },
  { type: 'SET_PRESCRIPTIONS', files: [notAnImage] },
  { type: 'SET_PRESCRIPTIONS', files: [] },
  { type: 'PLACE' },
  { type: 'xstate.done.actor.newIdempotencyKey', output: 'key-1' },
  { type: 'xstate.error.actor.placeOrder', error: new TypeError('Failed to fetch') },
  { type: 'xstate.done.actor.placeOrder', output: { order_id: 100_001 } },
  { type: 'RETRY' },
  { type: 'EDIT' },
];

const inputs: { name: string; input: CheckoutInput; required: boolean }[] = [
  {
    name: 'a pharmacy cart with an item that needs a prescription',
    input: { page: 'cart', signedIn: true, source: pharmacy, at: noon, address },
    required: true,
  },
  {
    name: 'a pharmacy cart without one',
    input: {
      page: 'cart',
      signedIn: true,
      source: { ...pharmacy, lines: [rice, milk] },
      at: noon,
      address,
    },
    required: false,
  },
];

function harness(input: CheckoutInput) {
  const notifier = recordingNotifier();
  const calls = pendingCalls();
  const machine = provideCheckoutMachine({
    actors: {
      applyCoupon: fromPromise<Coupon, ApplyCouponInput>(({ input: i }) =>
        calls.start('applyCoupon', i),
      ),
      placeOrder: fromPromise<PlaceOrderResult, PlaceOrderInput>(({ input: i }) =>
        calls.start('placeOrder', i),
      ),
    },
    newId: () => 'unused',
    notifier,
    t: translator('en'),
    money: { currency_symbol: 'AED', digit_after_decimal_point: 2 },
    onPlaced: () => {},
  }).provide({
    actors: {
      newIdempotencyKey: fromPromise<string>(() => calls.start('newIdempotencyKey', undefined)),
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, notifier, calls };
}

const REQUIRED = 'Please upload your prescription image';

describe('checkoutMachine: prescriptions (model-based)', () => {
  for (const { name, input, required } of inputs) {
    const paths = modelPaths(checkoutMachine, {
      input,
      events: events as unknown as CheckoutEvent[],
    });
    describe(`${name} (${paths.length} paths)`, () => {
      it('the view says whether the upload shows', () => {
        const h = harness(input);
        expect(checkoutView(h.actor.getSnapshot().context).needsPrescription).toBe(required);
      });

      for (const chunk of chunkPaths(paths)) {
        it(`replays ${chunk.name}`, async () => {
          await replayPaths(chunk, async (path) => {
            const h = harness(input);
            let prev: Snapshot = h.actor.getSnapshot();
            let toastsSeen = 0;
            let callsSeen = 0;
            let where = '';
            for (const step of path.steps) {
              const event = step.event as ModelEvent | { type: 'xstate.init' };
              if (event.type !== 'xstate.init') await replayEvent(h, event);
              where += ` → ${event.type}`;
              const snap = h.actor.getSnapshot();
              expect(snap.value, where).toEqual(step.state.value);
              expect(snap.context, where).toEqual(step.state.context);

              const files = prev.context.prescriptions;
              const refused =
                files.some((f) => f.kind === null) || (required && files.length === 0);
              if (event.type === 'PLACE' && prev.matches('editing')) {
                // Refused without a good prescription, with the rule's text; placed otherwise.
                expect(snap.matches('editing'), where).toBe(refused);
                const toasts = h.notifier.toasts.slice(toastsSeen);
                if (refused) {
                  expect(toasts, where).toEqual([
                    {
                      kind: 'error',
                      message:
                        files.length === 0 ? REQUIRED : 'notes.txt is not an image or a PDF.',
                    },
                  ]);
                }
              }
              for (const call of h.calls.calls.slice(callsSeen)) {
                if (call.name === 'placeOrder') {
                  // The files of the attempt go with it; none: the input as before.
                  const sent = snap.context.attempt!.prescriptions;
                  expect(call.input, where).toEqual({
                    idempotencyKey: snap.context.attempt!.key,
                    body: checkoutView(snap.context).body,
                    ...(sent.length > 0 ? { prescriptions: sent } : {}),
                  });
                  expect(sent, where).toEqual(snap.context.prescriptions);
                  if (required) expect(sent.length, where).toBeGreaterThan(0);
                }
                if (call.name === 'newIdempotencyKey') {
                  // A new key only for a new attempt: another body, or other files.
                  const attempt = prev.context.attempt;
                  expect(
                    attempt == null ||
                      JSON.stringify(attempt.prescriptions) !==
                        JSON.stringify(prev.context.prescriptions) ||
                      JSON.stringify(attempt.body) !==
                        JSON.stringify(checkoutView(prev.context).body),
                    where,
                  ).toBe(true);
                }
              }
              toastsSeen = h.notifier.toasts.length;
              callsSeen = h.calls.calls.length;
              prev = snap;
            }
            h.actor.stop();
          });
        });
      }
    });
  }
});
