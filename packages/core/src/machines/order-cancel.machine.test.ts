import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { translate, translator } from '../i18n/index.js';
import {
  chosenReason,
  orderCancelMachine,
  provideOrderCancelMachine,
  reasonChoiceOf,
  type CancelOrderInput,
  type CancelReason,
  type OrderCancelInput,
} from './order-cancel.machine.js';
import {
  orderCancelFixtures as f,
  orderCancelModelInputs,
  orderCancelModelPaths,
  type OrderCancelModelEvent,
} from './order-cancel.model.js';
import { pendingCalls, recordingNotifier } from '../testing/fakes.js';
import { chunkPaths, leafStates, replayEvent, replayPaths, settle } from '../testing/harness.js';

type Snapshot = SnapshotFrom<typeof orderCancelMachine>;

function harness(input: OrderCancelInput, locale = 'en') {
  const notifier = recordingNotifier();
  const calls = pendingCalls();
  const canceled: number[] = [];
  const machine = provideOrderCancelMachine({
    actors: {
      loadReasons: fromPromise<CancelReason[]>(() => calls.start('loadReasons', null)),
      cancelOrder: fromPromise<unknown, CancelOrderInput>(({ input: body }) =>
        calls.start('cancelOrder', body),
      ),
    },
    notifier,
    t: translator(locale),
    onCanceled: (orderId) => void canceled.push(orderId),
  });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, notifier, calls, canceled };
}

const NO_REASON = 'Please select a cancellation reason';
const CANCELED = 'Order canceled successfully';

/** The toasts of a step (issue 12: the spec's texts, the server's refusal). */
function expectedToasts(prev: Snapshot, event: OrderCancelModelEvent) {
  switch (event.type) {
    case 'OPEN':
      return prev.matches('idle') && prev.context.orderStatus !== 'pending'
        ? [{ kind: 'error', message: 'Only a pending order can be canceled.' }]
        : [];
    case 'CONFIRM':
      return prev.matches('choosing') && chosenReason(prev.context) == null
        ? [{ kind: 'error', message: NO_REASON }]
        : [];
    case 'SYNC':
      return (prev.matches('loadingReasons') || prev.matches('choosing')) &&
        event.orderStatus !== 'pending'
        ? [{ kind: 'error', message: 'Only a pending order can be canceled.' }]
        : [];
    case 'xstate.done.actor.cancelOrder':
      return [{ kind: 'success', message: CANCELED }];
    case 'xstate.error.actor.cancelOrder':
      return [{ kind: 'error', message: 'Only a pending order can be canceled.' }];
    default:
      return [];
  }
}

describe('orderCancelMachine (model-based)', () => {
  const pathsByInput = orderCancelModelInputs.map((input) => ({
    input,
    paths: orderCancelModelPaths(input),
  }));

  for (const { input, paths } of pathsByInput) {
    describe(`${input.orderStatus} order, ${paths.length} paths`, () => {
      for (const chunk of chunkPaths(paths)) {
        it(`replays ${chunk.name}`, async () => {
          await replayPaths(chunk, async (path) => {
            const h = harness(input);
            let prev: Snapshot = h.actor.getSnapshot();
            let toastsSeen = 0;
            let callsSeen = 0;
            let where = '';
            for (const step of path.steps) {
              const event = step.event as OrderCancelModelEvent | { type: 'xstate.init' };
              if (event.type !== 'xstate.init') await replayEvent(h, event);
              where += ` → ${event.type}`;
              const snap: Snapshot = h.actor.getSnapshot();
              const state = String(snap.value);
              expect(snap.value, where).toEqual(step.state.value);
              expect(snap.context, where).toEqual(step.state.context);

              // The dialog is open while loading, choosing and canceling; only a pending order
              // gets there.
              const open = ['loadingReasons', 'choosing', 'canceling'].includes(state);
              expect(snap.hasTag('open'), where).toBe(open);
              if (state === 'loadingReasons')
                expect(prev.context.orderStatus, where).toBe('pending');
              // What is sent is a reason: listed, or the customer's own, never empty.
              if (state === 'canceling') {
                const reason = chosenReason(snap.context);
                expect(reason, where).toBeTruthy();
                expect(reason!.length, where).toBeLessThanOrEqual(255);
              }

              if (event.type !== 'xstate.init') {
                expect(h.notifier.toasts.slice(toastsSeen), where).toEqual(
                  expectedToasts(prev, event),
                );
              }
              toastsSeen = h.notifier.toasts.length;

              const fresh = h.calls.calls.slice(callsSeen);
              callsSeen = h.calls.calls.length;
              const entered = (s: string) => state === s && String(prev.value) !== s;
              expect(fresh, where).toEqual(
                entered('loadingReasons')
                  ? [{ name: 'loadReasons', input: null }]
                  : entered('canceling')
                    ? [
                        {
                          name: 'cancelOrder',
                          input: { orderId: input.orderId, reason: chosenReason(snap.context) },
                        },
                      ]
                    : [],
              );
              // The order is refetched once, when it is canceled.
              expect(h.canceled, where).toEqual(state === 'canceled' ? [input.orderId] : []);
              prev = snap;
            }
            h.actor.stop();
          });
        });
      }
    });
  }

  it('reaches every state of the machine', () => {
    const ends = pathsByInput.flatMap(({ paths }) => paths.map((p) => p.state));
    const leaves = leafStates(orderCancelMachine);
    expect(leaves.map((n) => n.key).sort()).toEqual(
      ['canceled', 'canceling', 'choosing', 'idle', 'loadingReasons'].sort(),
    );
    for (const leaf of leaves) {
      expect(
        ends.some((s) => s.matches(leaf.key as never)),
        leaf.id,
      ).toBe(true);
    }
  });
});

describe('orderCancelMachine', () => {
  it('cancels with a listed reason, its text sent, and says so in Arabic', async () => {
    const h = harness({ orderId: 100_010, orderStatus: 'pending' }, 'ar');
    h.actor.send({ type: 'OPEN' });
    h.calls.resolve('loadReasons', [...f.reasons]);
    await settle();
    h.actor.send({ type: 'CONFIRM' });
    expect(h.notifier.toasts).toEqual([{ kind: 'error', message: 'يرجى اختيار سبب الإلغاء' }]);
    expect(h.actor.getSnapshot().context.reasonIssue).toBe('orderCancel.error.noReason');
    h.actor.send({ type: 'CHOOSE', reasonId: 1 });
    expect(h.actor.getSnapshot().context.reasonIssue).toBeNull();
    h.actor.send({ type: 'CONFIRM' });
    expect(h.calls.calls.at(-1)).toEqual({
      name: 'cancelOrder',
      input: { orderId: 100_010, reason: 'I ordered by mistake' },
    });
    h.calls.resolve('cancelOrder', {});
    await settle();
    expect(h.notifier.toasts.at(-1)).toEqual({ kind: 'success', message: 'تم إلغاء الطلب بنجاح' });
    expect(h.actor.getSnapshot().status).toBe('done');
    expect(h.canceled).toEqual([100_010]);
  });

  it('keeps the dialog open with the server’s refusal after confirmation', async () => {
    const h = harness({ orderId: 7, orderStatus: 'pending' });
    h.actor.send({ type: 'OPEN' });
    h.calls.reject('loadReasons', f.offline);
    await settle();
    expect(h.actor.getSnapshot().context.reasonsError?.key).toBe('common.error.network');
    h.actor.send({ type: 'SET_OTHER', text: '  Wrong address  ' });
    h.actor.send({ type: 'CONFIRM' });
    expect(h.calls.calls.at(-1)?.input).toEqual({ orderId: 7, reason: 'Wrong address' });
    h.calls.reject('cancelOrder', f.refused);
    await settle();
    const snap = h.actor.getSnapshot();
    expect(snap.value).toBe('choosing');
    expect(snap.context.error?.messages).toEqual(['Only a pending order can be canceled.']);
    expect(h.canceled).toEqual([]);
  });

  it('a reason of its own is cut at 255 characters', async () => {
    const h = harness({ orderId: 7, orderStatus: 'pending' });
    h.actor.send({ type: 'OPEN' });
    h.actor.send({ type: 'CLOSE' });
    expect(h.actor.getSnapshot().value).toBe('idle');
    h.actor.send({ type: 'OPEN' });
    h.calls.resolve('loadReasons', []);
    await settle();
    h.actor.send({ type: 'SET_OTHER', text: 'x'.repeat(300) });
    expect(h.actor.getSnapshot().context.otherText).toHaveLength(255);
  });

  it('the CLI’s --reason: a listed id, else a text of its own', () => {
    expect(reasonChoiceOf(f.reasons, '2')).toEqual({
      choice: { kind: 'listed', reasonId: 2 },
      otherText: '',
    });
    expect(reasonChoiceOf(f.reasons, ' 42 ')).toEqual({
      choice: { kind: 'other' },
      otherText: '42',
    });
    expect(reasonChoiceOf(f.reasons, 'Too slow')).toEqual({
      choice: { kind: 'other' },
      otherText: 'Too slow',
    });
    expect(translate('en', 'orderCancel.error.noReason')).toBe(NO_REASON);
    expect(translate('en', 'orderCancel.success')).toBe(CANCELED);
  });
});
