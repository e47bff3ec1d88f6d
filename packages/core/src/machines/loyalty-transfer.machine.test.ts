import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { translate, translator } from '../i18n/index.js';
import { loyaltyTransferIssue, pointsOf, pointsToMoney } from '../domain/loyalty.js';
import {
  loyaltyTransferMachine,
  loyaltyTransferView,
  provideLoyaltyTransferMachine,
  type LoyaltyTransferInput,
  type PointTransferOutput,
} from './loyalty-transfer.machine.js';
import {
  loyaltyTransferFixtures as f,
  loyaltyTransferModelInputs,
  loyaltyTransferModelPaths,
  type LoyaltyTransferModelEvent,
} from './loyalty-transfer.model.js';
import { pendingCalls, recordingNotifier } from '../testing/fakes.js';
import { chunkPaths, leafStates, replayEvent, replayPaths, settle } from '../testing/harness.js';

type Snapshot = SnapshotFrom<typeof loyaltyTransferMachine>;

function harness(input: LoyaltyTransferInput, locale = 'en') {
  const notifier = recordingNotifier();
  const calls = pendingCalls();
  const transferred: PointTransferOutput[] = [];
  const machine = provideLoyaltyTransferMachine({
    actors: {
      transferPoints: fromPromise<PointTransferOutput, { point: number }>(({ input: body }) =>
        calls.start('transferPoints', body),
      ),
    },
    notifier,
    t: translator(locale),
    onTransferred: (output) => void transferred.push(output),
  });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, notifier, calls, transferred };
}

function expectedToasts(event: LoyaltyTransferModelEvent) {
  switch (event.type) {
    case 'xstate.done.actor.transferPoints':
      return [{ kind: 'success', message: 'Point to wallet transfer successfully.' }];
    case 'xstate.error.actor.transferPoints':
      return [{ kind: 'error', message: 'Insufficient points: you have 20 points.' }];
    default:
      return [];
  }
}

describe('loyaltyTransferMachine (model-based)', () => {
  const pathsByInput = loyaltyTransferModelInputs.map((input) => ({
    input,
    paths: loyaltyTransferModelPaths(input),
  }));

  for (const { input, paths } of pathsByInput) {
    describe(`${JSON.stringify(input)}, ${paths.length} paths`, () => {
      it('finds more than 20 paths', () => {
        expect(paths.length).toBeGreaterThan(20);
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
              const event = step.event as LoyaltyTransferModelEvent | { type: 'xstate.init' };
              if (event.type !== 'xstate.init') await replayEvent(h, event);
              where += ` → ${event.type}`;
              const snap: Snapshot = h.actor.getSnapshot();
              const state = String(snap.value);
              expect(snap.value, where).toEqual(step.state.value);
              expect(snap.context, where).toEqual(step.state.context);
              const { context } = snap;

              // A refused SUBMIT keeps core's refusal; a request only when there is none.
              const rule = loyaltyTransferIssue(context.points, context.balance, context.settings);
              if (event.type === 'SUBMIT' && state === 'editing') {
                expect(context.issue, where).toEqual(rule);
                expect(rule, where).not.toBeNull();
              }
              const fresh = h.calls.calls.slice(callsSeen);
              callsSeen = h.calls.calls.length;
              if (state === 'converting' && String(prev.value) !== 'converting') {
                expect(rule, where).toBeNull();
                expect(fresh, where).toEqual([
                  { name: 'transferPoints', input: { point: Number(context.points) } },
                ]);
              } else {
                expect(fresh, where).toEqual([]);
              }
              // What the points are worth, as the server credits it.
              const typed = pointsOf(context.points);
              expect(loyaltyTransferView(context).worth, where).toBe(
                typed != null && Number.isFinite(typed)
                  ? pointsToMoney(typed, context.settings)
                  : 0,
              );
              if (event.type !== 'xstate.init') {
                expect(h.notifier.toasts.slice(toastsSeen), where).toEqual(expectedToasts(event));
              }
              toastsSeen = h.notifier.toasts.length;
              expect(h.transferred.length, where).toBe(state === 'converted' ? 1 : 0);
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
    const leaves = leafStates(loyaltyTransferMachine);
    expect(leaves.map((n) => n.key).sort()).toEqual(['converted', 'converting', 'editing']);
    for (const leaf of leaves) {
      expect(
        ends.some((s) => s.matches(leaf.key as never)),
        leaf.id,
      ).toBe(true);
    }
  });
});

describe('loyaltyTransferMachine', () => {
  const input: LoyaltyTransferInput = { balance: 420, settings: { ...f.settings } };
  const issueText = (h: ReturnType<typeof harness>, locale = 'en') => {
    const issue = h.actor.getSnapshot().context.issue;
    return issue && translate(locale, issue.key, issue.values);
  };

  it('explains each refusal: empty, below the minimum, above the balance', () => {
    const h = harness(input);
    h.actor.send({ type: 'SUBMIT' });
    expect(issueText(h)).toBe('Enter the points you want to convert.');
    h.actor.send({ type: 'SET_POINTS', points: '20' });
    expect(issueText(h)).toBeNull();
    h.actor.send({ type: 'SUBMIT' });
    expect(issueText(h)).toBe('You can convert 50 points or more at a time.');
    expect(issueText(h, 'ar')).toBe('يمكنك تحويل 50 نقطة أو أكثر في كل مرة.');
    h.actor.send({ type: 'SET_POINTS', points: '421' });
    h.actor.send({ type: 'SUBMIT' });
    expect(issueText(h)).toBe('Insufficient points: you have 420 points.');
    expect(h.calls.calls).toEqual([]);
    expect(h.notifier.toasts).toEqual([]);
  });

  it('converts every point, says so and asks for the balances again', async () => {
    const h = harness(input, 'ar');
    h.actor.send({ type: 'USE_ALL' });
    expect(loyaltyTransferView(h.actor.getSnapshot().context).worth).toBe(42);
    h.actor.send({ type: 'SUBMIT' });
    expect(h.calls.calls).toEqual([{ name: 'transferPoints', input: { point: 420 } }]);
    h.calls.resolve('transferPoints', {});
    await settle();
    expect(h.notifier.toasts).toEqual([
      { kind: 'success', message: 'تم تحويل النقاط إلى المحفظة بنجاح.' },
    ]);
    expect(h.transferred).toEqual([{}]);
    expect(h.actor.getSnapshot().status).toBe('done');
  });
});
