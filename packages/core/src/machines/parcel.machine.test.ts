import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { translate, translator } from '../i18n/index.js';
import {
  parcelMachine,
  parcelRequestOf,
  partyIssues,
  provideParcelMachine,
  type ParcelInput,
  type ParcelPlaced,
  type ParcelRequest,
} from './parcel.machine.js';
import {
  parcelBackEvents,
  parcelFixtures as f,
  parcelModelEvents,
  parcelModelInputs,
  parcelModelPaths,
  type ParcelModelEvent,
} from './parcel.model.js';
import { pendingCalls, recordingNotifier } from '../testing/fakes.js';
import { chunkPaths, leafStates, replayEvent, replayPaths, settle } from '../testing/harness.js';

type Snapshot = SnapshotFrom<typeof parcelMachine>;
const en = (key: string) => translate('en', key);

function harness(input: ParcelInput, locale = 'en') {
  const notifier = recordingNotifier();
  const calls = pendingCalls();
  const placed: ParcelPlaced[] = [];
  const machine = provideParcelMachine({
    actors: {
      checkZone: fromPromise<{ inZone: boolean }, { lat: number; lng: number }>(({ input: p }) =>
        calls.start('checkZone', p),
      ),
      placeParcel: fromPromise<ParcelPlaced, ParcelRequest>(({ input: body }) =>
        calls.start('placeParcel', body),
      ),
    },
    notifier,
    t: translator(locale),
    onPlaced: (p) => void placed.push(p),
  });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, notifier, calls, placed };
}

const MISSING = 'Sender or Receiver location is missing';

/** The toasts of a step. */
function expectedToasts(prev: Snapshot, event: ParcelModelEvent) {
  const state = String(prev.value);
  const party = state === 'sender' ? prev.context.sender : prev.context.receiver;
  switch (event.type) {
    case 'NEXT':
      return (state === 'sender' || state === 'receiver') && party.lat == null
        ? [{ kind: 'error', message: MISSING }]
        : [];
    case 'PLACE':
      return state === 'payment' && prev.context.paymentMethod == null
        ? [{ kind: 'error', message: en('payment.error.selectMethod') }]
        : [];
    case 'xstate.done.actor.checkZone':
      return event.output.inZone
        ? []
        : [
            {
              kind: 'error',
              message: en(
                state === 'checkingSender'
                  ? 'parcel.error.senderOutOfZone'
                  : 'parcel.error.receiverOutOfZone',
              ),
            },
          ];
    case 'xstate.error.actor.checkZone':
      return [{ kind: 'error', message: en('common.error.network') }];
    case 'xstate.error.actor.placeParcel':
      return [{ kind: 'error', message: 'We do not deliver there yet.' }];
    default:
      return [];
  }
}

function replayModel(input: ParcelInput, events: ParcelModelEvent[]) {
  const paths = parcelModelPaths(input, events);
  for (const chunk of chunkPaths(paths)) {
    it(`replays ${chunk.name}`, async () => {
      await replayPaths(chunk, async (path) => {
        const h = harness(input);
        let prev: Snapshot = h.actor.getSnapshot();
        let toastsSeen = 0;
        let callsSeen = 0;
        let where = '';
        for (const step of path.steps) {
          const event = step.event as ParcelModelEvent | { type: 'xstate.init' };
          if (event.type !== 'xstate.init') await replayEvent(h, event);
          where += ` → ${event.type}`;
          const snap: Snapshot = h.actor.getSnapshot();
          const state = String(snap.value);
          expect(snap.value, where).toEqual(step.state.value);
          expect(snap.context, where).toEqual(step.state.context);
          expect(snap.hasTag('busy'), where).toBe(
            ['checkingSender', 'checkingReceiver', 'placing'].includes(state),
          );
          // A step is only left forward with its part complete.
          if (state === 'sender') expect(snap.context.categoryId, where).not.toBeNull();
          if (state === 'receiver' && String(prev.value) === 'checkingSender') {
            expect(partyIssues(snap.context.sender), where).toEqual({});
          }
          // A receiver who pays pays cash on delivery.
          if (snap.context.payer === 'receiver') {
            expect(snap.context.paymentMethod, where).toBe('cash_on_delivery');
          }
          if (event.type !== 'xstate.init') {
            expect(h.notifier.toasts.slice(toastsSeen), where).toEqual(expectedToasts(prev, event));
          }
          toastsSeen = h.notifier.toasts.length;
          const fresh = h.calls.calls.slice(callsSeen);
          callsSeen = h.calls.calls.length;
          const entered = (s: string) => state === s && String(prev.value) !== s;
          const pin = (p: { lat: number | null; lng: number | null }) => ({
            lat: p.lat,
            lng: p.lng,
          });
          expect(fresh, where).toEqual(
            entered('checkingSender')
              ? [{ name: 'checkZone', input: pin(snap.context.sender) }]
              : entered('checkingReceiver')
                ? [{ name: 'checkZone', input: pin(snap.context.receiver) }]
                : entered('placing')
                  ? [{ name: 'placeParcel', input: parcelRequestOf(snap.context) }]
                  : [],
          );
          expect(h.placed, where).toEqual(state === 'placed' ? [f.placed] : []);
          prev = snap;
        }
        h.actor.stop();
      });
    });
  }
  return paths;
}

describe('parcelMachine (model-based)', () => {
  const ends: Snapshot[] = [];
  for (const input of parcelModelInputs) {
    describe(`category ${input.categoryId ?? 'none'}, every event`, () => {
      ends.push(...replayModel(input, parcelModelEvents).map((p) => p.state as Snapshot));
    });
    describe(`category ${input.categoryId ?? 'none'}, going back`, () => {
      ends.push(...replayModel(input, parcelBackEvents).map((p) => p.state as Snapshot));
    });
  }

  it('reaches every state of the machine', () => {
    const leaves = leafStates(parcelMachine);
    expect(leaves.map((n) => n.key).sort()).toEqual(
      [
        'category',
        'checkingReceiver',
        'checkingSender',
        'details',
        'instructions',
        'payer',
        'payment',
        'placed',
        'placing',
        'receiver',
        'sender',
      ].sort(),
    );
    for (const leaf of leaves) {
      expect(
        ends.some((s) => s.matches(leaf.key as never)),
        leaf.id,
      ).toBe(true);
    }
  });
});

describe('parcelMachine', () => {
  it('a receiver-paid parcel, in Arabic: field errors first, then placed', async () => {
    const h = harness({ categoryId: null }, 'ar');
    h.actor.send({ type: 'NEXT' });
    expect(h.actor.getSnapshot().context.issues).toEqual({
      category: 'parcel.error.categoryRequired',
    });
    h.actor.send({ type: 'CHOOSE_CATEGORY', categoryId: 3 });
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'NEXT' });
    expect(h.notifier.toasts).toEqual([
      { kind: 'error', message: translate('ar', 'parcel.error.locationMissing') },
    ]);
    expect(h.actor.getSnapshot().context.issues).toEqual({
      name: 'parcel.error.nameRequired',
      phone: 'parcel.error.phoneRequired',
      address: 'parcel.error.addressRequired',
    });
    h.actor.send({ type: 'SET_SENDER', party: f.sender });
    h.actor.send({ type: 'NEXT' });
    h.calls.resolve('checkZone', { inZone: true });
    await settle();
    h.actor.send({ type: 'SET_RECEIVER', party: f.receiver });
    h.actor.send({ type: 'NEXT' });
    h.calls.resolve('checkZone', { inZone: true });
    await settle();
    h.actor.send({ type: 'SET_DETAILS', weight: '0', dimension: null });
    h.actor.send({ type: 'NEXT' });
    expect(h.actor.getSnapshot().context.issues).toEqual({
      weight: 'parcel.error.weightRange',
      dimension: 'parcel.error.dimensionRequired',
    });
    h.actor.send({ type: 'SET_DETAILS', weight: '1.2', dimension: 'medium' });
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'SET_NOTE', note: 'x'.repeat(1200) });
    expect(h.actor.getSnapshot().context.note).toHaveLength(1000);
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'CHOOSE_PAYER', payer: 'sender' });
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'CHOOSE_PAYMENT', method: 'wallet' });
    expect(h.actor.getSnapshot().context.paymentMethod).toBe('wallet');
    h.actor.send({ type: 'BACK' });
    h.actor.send({ type: 'CHOOSE_PAYER', payer: 'receiver' });
    h.actor.send({ type: 'NEXT' });
    expect(h.actor.getSnapshot().context.paymentMethod).toBe('cash_on_delivery');
    h.actor.send({ type: 'CHOOSE_PAYMENT', method: 'digital_payment' });
    expect(h.actor.getSnapshot().context.paymentMethod).toBe('cash_on_delivery');
    h.actor.send({ type: 'PLACE' });
    expect(h.calls.calls.at(-1)).toMatchObject({
      name: 'placeParcel',
      input: { categoryId: 3, payer: 'receiver', paymentMethod: 'cash_on_delivery' },
    });
    h.calls.resolve('placeParcel', { orderId: 100_500 });
    await settle();
    expect(h.actor.getSnapshot().status).toBe('done');
    expect(h.placed).toEqual([{ orderId: 100_500 }]);
  });

  it('the texts are the spec’s', () => {
    expect(en('parcel.error.locationMissing')).toBe(MISSING);
    expect(parcelModelEvents.length).toBeGreaterThan(10);
  });
});
