import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { translator } from '../i18n/index.js';
import { issueText } from '../domain/issue.js';
import { canSubmitTopUp, topUpIssues } from '../domain/wallet.js';
import {
  provideWalletTopUpMachine,
  topUpView,
  walletTopUpMachine,
  type AddFundInput,
  type WalletTopUpInput,
} from './wallet-top-up.machine.js';
import {
  walletTopUpFixtures as f,
  walletTopUpModelInputs,
  walletTopUpModelPaths,
  type WalletTopUpModelEvent,
} from './wallet-top-up.model.js';
import { pendingCalls, recordingNotifier } from '../testing/fakes.js';
import { chunkPaths, leafStates, replayEvent, replayPaths, settle } from '../testing/harness.js';

type Snapshot = SnapshotFrom<typeof walletTopUpMachine>;

const money = {
  currency_symbol: 'AED ',
  currency_symbol_direction: 'left',
  digit_after_decimal_point: 2,
};

function harness(input: WalletTopUpInput, locale = 'en') {
  const notifier = recordingNotifier();
  const calls = pendingCalls();
  const redirects: string[] = [];
  const machine = provideWalletTopUpMachine({
    actors: {
      addFund: fromPromise<{ redirect_link: string }, AddFundInput>(({ input: body }) =>
        calls.start('addFund', body),
      ),
    },
    notifier,
    t: translator(locale),
    redirect: (link) => void redirects.push(link),
  });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, notifier, calls, redirects };
}

/** The toasts of a step: every message of a refusal, nothing else. */
function expectedToasts(event: WalletTopUpModelEvent) {
  if (event.type !== 'xstate.error.actor.addFund') return [];
  return event.error === f.invalid
    ? [
        { kind: 'error', message: 'The amount must be at least 1.' },
        { kind: 'error', message: 'The payment method field is required.' },
      ]
    : [{ kind: 'error', message: 'digital_payment_is_disable' }];
}

describe('walletTopUpMachine (model-based)', () => {
  const pathsByInput = walletTopUpModelInputs.map((input) => ({
    input,
    paths: walletTopUpModelPaths(input),
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
              const event = step.event as WalletTopUpModelEvent | { type: 'xstate.init' };
              if (event.type !== 'xstate.init') await replayEvent(h, event);
              where += ` → ${event.type}`;
              const snap: Snapshot = h.actor.getSnapshot();
              const state = String(snap.value);
              expect(snap.value, where).toEqual(step.state.value);
              expect(snap.context, where).toEqual(step.state.context);
              const { context } = snap;

              // Submit is enabled exactly for an amount above 0 while nothing is sent.
              const view = topUpView(context, snap.hasTag('busy'));
              expect(view.canSubmit, where).toBe(
                !snap.hasTag('busy') && canSubmitTopUp(context.amount),
              );
              // Once submitted, every message of the form shows; before, only a touched amount's.
              const issues = topUpIssues({ amount: context.amount, paymentMethod: context.method });
              if (context.submitted) {
                expect(Object.values(view.issues), where).toEqual(issues);
              } else {
                expect(view.issues.payment_method, where).toBeUndefined();
                if (!context.amountTouched) expect(view.issues.amount, where).toBeUndefined();
              }
              // A request only with the form's messages all clear, and a gateway offered.
              const fresh = h.calls.calls.slice(callsSeen);
              callsSeen = h.calls.calls.length;
              if (state === 'submitting' && String(prev.value) !== 'submitting') {
                expect(issues, where).toEqual([]);
                expect(context.gateways, where).toContain(context.method);
                expect(fresh, where).toEqual([
                  {
                    name: 'addFund',
                    input: {
                      amount: Number(context.amount),
                      payment_method: context.method,
                      payment_platform: input.platform,
                      callback: input.callback,
                    },
                  },
                ]);
              } else {
                expect(fresh, where).toEqual([]);
              }
              if (event.type !== 'xstate.init') {
                expect(h.notifier.toasts.slice(toastsSeen), where).toEqual(expectedToasts(event));
              }
              toastsSeen = h.notifier.toasts.length;
              // The gateway's page, once, when the payment is started.
              expect(h.redirects, where).toEqual(
                state === 'redirecting' ? [f.started.redirect_link] : [],
              );
              if (state === 'editing' && event.type === 'xstate.error.actor.addFund') {
                expect(context.error?.messages.length, where).toBeGreaterThan(0);
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
    const ends = pathsByInput.flatMap(({ paths }) => paths.map((p) => p.state));
    const leaves = leafStates(walletTopUpMachine);
    expect(leaves.map((n) => n.key).sort()).toEqual(['editing', 'redirecting', 'submitting']);
    for (const leaf of leaves) {
      expect(
        ends.some((s) => s.matches(leaf.key as never)),
        leaf.id,
      ).toBe(true);
    }
  });
});

describe('walletTopUpMachine', () => {
  const input: WalletTopUpInput = {
    gateways: ['sandbox'],
    callback: 'http://localhost:5173/profile?page=wallet',
    platform: 'web',
  };

  it('says the spec messages for an empty amount and no method, and sends nothing', () => {
    const h = harness(input);
    h.actor.send({ type: 'SET_AMOUNT', amount: '5' });
    h.actor.send({ type: 'SET_AMOUNT', amount: '' });
    const t = translator('en');
    const texts = () =>
      Object.values(topUpView(h.actor.getSnapshot().context).issues).map((i) =>
        issueText(i, t, money),
      );
    expect(texts()).toEqual(['Please Enter amount']);
    h.actor.send({ type: 'SUBMIT' });
    expect(texts()).toEqual(['Please Enter amount', 'Payment method is required']);
    expect(h.calls.calls).toEqual([]);
    expect(topUpView(h.actor.getSnapshot().context).canSubmit).toBe(false);
    const ar = translator('ar');
    expect(
      Object.values(topUpView(h.actor.getSnapshot().context).issues).map((i) =>
        issueText(i, ar, money),
      ),
    ).toEqual(['يرجى إدخال المبلغ', 'طريقة الدفع مطلوبة']);
  });

  it('starts the payment and leaves for the gateway', async () => {
    const h = harness(input);
    h.actor.send({ type: 'SET_AMOUNT', amount: '150.50' });
    h.actor.send({ type: 'SELECT_METHOD', gateway: 'sandbox' });
    h.actor.send({ type: 'SUBMIT' });
    expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(h.calls.calls[0]?.input).toEqual({
      amount: 150.5,
      payment_method: 'sandbox',
      payment_platform: 'web',
      callback: input.callback,
    });
    h.calls.resolve('addFund', f.started);
    await settle();
    expect(h.redirects).toEqual([f.started.redirect_link]);
    expect(h.actor.getSnapshot().status).toBe('done');
  });

  it('ignores a gateway that is not offered, and forgets one no longer offered', () => {
    const h = harness(input);
    h.actor.send({ type: 'SELECT_METHOD', gateway: 'stripe' });
    expect(h.actor.getSnapshot().context.method).toBeNull();
    h.actor.send({ type: 'SELECT_METHOD', gateway: 'sandbox' });
    h.actor.send({ type: 'SYNC', gateways: [] });
    expect(h.actor.getSnapshot().context.method).toBeNull();
  });
});
