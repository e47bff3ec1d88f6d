import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { translate, translator } from '../i18n/index.js';
import { paymentReturnMachine, providePaymentReturnMachine } from './payment-return.machine.js';
import { paymentFlag, paymentReturnView } from './payment-return.connect.js';
import type {
  PaymentReturnInput,
  PaymentState,
  PaymentSubjectInput,
  RetryPaymentResult,
  SwitchPaymentInput,
  SwitchPaymentResult,
} from './payment-return.types.js';
import {
  paymentReturnFixtures as f,
  paymentReturnModelEvents,
  paymentReturnModelPaths,
  paymentReturnScenarios,
  type PaymentReturnModelEvent,
} from './payment-return.model.js';
import { pendingCalls, recordingNotifier } from '../testing/fakes.js';
import {
  chunkPaths,
  firstPathPerState,
  leafStates,
  replayEvent,
  replayPaths,
  settle,
} from '../testing/harness.js';

type Snapshot = SnapshotFrom<typeof paymentReturnMachine>;
type Ctx = Snapshot['context'];

function harness(input: PaymentReturnInput, snapshot?: Snapshot, locale = 'en') {
  const notifier = recordingNotifier();
  const calls = pendingCalls();
  const redirects: string[] = [];
  const machine = providePaymentReturnMachine({
    actors: {
      loadPayment: fromPromise<PaymentState, PaymentSubjectInput>(({ input: i }) =>
        calls.start('loadPayment', i),
      ),
      retryPayment: fromPromise<RetryPaymentResult, PaymentSubjectInput>(({ input: i }) =>
        calls.start('retryPayment', i),
      ),
      switchPayment: fromPromise<SwitchPaymentResult, SwitchPaymentInput>(({ input: i }) =>
        calls.start('switchPayment', i),
      ),
    },
    notifier,
    t: translator(locale),
    onRedirect: (link) => void redirects.push(link),
  });
  const actor = createActor(machine, snapshot == null ? { input } : { input, snapshot });
  actor.start();
  return { actor, notifier, calls, redirects };
}

// ------------------------------------------------------------------ the spec, as an oracle

const on = (v: unknown) => v === 1 || v === true || v === '1';

/** What a still-due payment may switch to: cash when offered; a customer's wallet covering it. */
function expectedSwitches(c: Ctx): string[] {
  if (c.state?.progress !== 'awaiting') return [];
  const kinds: string[] = [];
  if (c.config.cash_on_delivery == null || on(c.config.cash_on_delivery)) kinds.push('cash');
  if (
    !c.guest &&
    !c.state.partial &&
    on(c.config.customer_wallet_status) &&
    c.state.walletBalance >= c.state.due
  ) {
    kinds.push('wallet');
  }
  return kinds;
}

function failureText(error: unknown): string {
  if (error === f.refusal) return 'This order can no longer be paid.';
  if (error === f.networkError) return translate('en', 'common.error.network');
  throw new Error('unexpected failure');
}

function expectedToasts(event: PaymentReturnModelEvent) {
  switch (event.type) {
    case 'xstate.done.actor.switchPayment':
      return [{ kind: 'success', message: event.output.message ?? 'Payment info updated.' }];
    case 'xstate.error.actor.retryPayment':
    case 'xstate.error.actor.switchPayment':
      return [{ kind: 'error', message: failureText(event.error) }];
    default:
      return [];
  }
}

type MachineEvent = Exclude<PaymentReturnModelEvent, { type: `xstate.${string}` }>;

/** Where a customer's event leads from `failed` or `loadFailed`, from the spec. */
function expectedValue(prev: Snapshot, event: MachineEvent): string {
  if (prev.matches('loadFailed')) return event.type === 'RELOAD' ? 'loading' : 'loadFailed';
  if (event.type === 'RETRY') return 'retrying';
  if (event.type === 'SWITCH') {
    return expectedSwitches(prev.context).includes(event.method) ? 'switching' : 'failed';
  }
  return 'failed';
}

const TARGET: Record<PaymentState['progress'], string> = {
  paid: 'paid',
  settled: 'settled',
  closed: 'closed',
  awaiting: 'failed',
};

const FINAL = ['paid', 'settled', 'switched', 'closed', 'redirecting'];

describe('paymentReturnMachine (model-based)', () => {
  const all = paymentReturnScenarios.map((s) => ({
    ...s,
    paths: paymentReturnModelPaths(s.input),
  }));

  for (const scenario of all) {
    const { name, input, paths } = scenario;
    describe(`${name} (${paths.length} paths)`, () => {
      const probes = firstPathPerState(
        paths,
        (s) => s.matches('failed') || s.matches('loadFailed'),
      );

      for (const chunk of chunkPaths(paths)) {
        it(`replays ${chunk.name}`, async () => {
          await replayPaths(chunk, async (path) => {
            const h = harness(input);
            let prev = h.actor.getSnapshot();
            let toastsSeen = 0;
            let callsSeen = 0;
            const trail: string[] = [];
            for (const step of path.steps) {
              const event = step.event as PaymentReturnModelEvent | { type: 'xstate.init' };
              if (event.type !== 'xstate.init') await replayEvent(h, event);
              trail.push(event.type);
              const where = `${name}: ${trail.join(' → ')}`;
              const snap = h.actor.getSnapshot();
              const c = snap.context;

              expect(snap.value, where).toEqual(step.state.value);
              expect(snap.context, where).toEqual(step.state.context);
              const final = FINAL.includes(String(snap.value));
              expect(snap.status, where).toBe(final ? 'done' : 'active');
              expect(snap.hasTag('busy'), where).toBe(
                ['loading', 'retrying', 'switching'].includes(String(snap.value)),
              );
              expect(snap.hasTag('failed'), where).toBe(snap.matches('failed'));
              // the flag is read, never trusted: anything but the three is none
              expect(c.flag, where).toBe(
                ['success', 'fail', 'cancel'].includes(String(input.flag)) ? input.flag : null,
              );

              const view = paymentReturnView(c);
              expect(view.switchOptions, where).toEqual(expectedSwitches(c));
              expect(view.failed, where).toBe(
                c.state?.progress === 'awaiting' && c.switchedTo == null,
              );
              if (final) expect(snap.output, where).toEqual({ outcome: snap.value });

              // one call per busy state, for this order or trip
              expect(h.calls.isPending('loadPayment'), where).toBe(snap.matches('loading'));
              expect(h.calls.isPending('retryPayment'), where).toBe(snap.matches('retrying'));
              expect(h.calls.isPending('switchPayment'), where).toBe(snap.matches('switching'));
              for (const call of h.calls.calls.slice(callsSeen)) {
                if (call.name === 'switchPayment') {
                  expect(call.input, where).toEqual({
                    subject: input.subject,
                    method: c.switchedTo,
                  });
                } else {
                  expect(call.input, where).toEqual({ subject: input.subject });
                }
              }
              callsSeen = h.calls.calls.length;

              if (event.type === 'xstate.done.actor.loadPayment') {
                // the server's word decides, whatever the flag said
                expect(snap.value, where).toBe(TARGET[event.output.progress]);
              }
              if (event.type !== 'xstate.init' && !event.type.startsWith('xstate.')) {
                expect(snap.value, where).toBe(expectedValue(prev, event as MachineEvent));
              }
              if (event.type !== 'xstate.init') {
                expect(h.notifier.toasts.slice(toastsSeen), where).toEqual(expectedToasts(event));
              }
              toastsSeen = h.notifier.toasts.length;
              expect(h.redirects, where).toEqual(snap.matches('redirecting') ? [f.link] : []);
              prev = snap;
            }

            // every customer event from the failed or load-failed state this path reached
            if (probes.has(path)) {
              const persisted = h.actor.getPersistedSnapshot() as Snapshot;
              const events = paymentReturnModelEvents(scenario).filter(
                (e): e is MachineEvent => !e.type.startsWith('xstate.'),
              );
              for (const event of events) {
                const p = harness(input, persisted);
                const before = p.actor.getSnapshot();
                p.actor.send(event);
                const where = `${name}: ${trail.join(' → ')} ⇒ ${JSON.stringify(event)}`;
                expect(p.actor.getSnapshot().value, where).toBe(expectedValue(before, event));
                expect(p.notifier.toasts, where).toEqual([]);
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
    const ends = all.flatMap(({ paths }) => paths.map((p) => String(p.state.value)));
    const leaves = leafStates(paymentReturnMachine).map((n) => n.path.join('.'));
    expect(leaves.sort()).toEqual(
      [
        'closed',
        'failed',
        'loadFailed',
        'loading',
        'paid',
        'redirecting',
        'retrying',
        'settled',
        'switched',
        'switching',
      ].sort(),
    );
    for (const leaf of leaves) expect(ends, leaf).toContain(leaf);
  });
});

// ------------------------------------------------------------------ walkthroughs

describe('paymentReturnMachine', () => {
  it('a declined card: the failure, a retry that goes to the new payment page', async () => {
    const h = harness({ subject: f.order, flag: 'fail', guest: false, config: f.config });
    h.calls.resolve('loadPayment', f.due);
    await settle();
    expect(h.actor.getSnapshot().value).toBe('failed');
    h.actor.send({ type: 'RETRY' });
    h.calls.resolve('retryPayment', { redirect_link: f.link });
    await settle();
    expect(h.redirects).toEqual([f.link]);
    expect(h.actor.getSnapshot().output).toEqual({ outcome: 'redirecting' });
  });

  it('switching to cash says Payment info updated. in Arabic too', async () => {
    const h = harness(
      { subject: f.order, flag: 'cancel', guest: false, config: f.config },
      undefined,
      'ar',
    );
    h.calls.resolve('loadPayment', f.dueSmallWallet);
    await settle();
    // the wallet does not cover 54.54: only cash
    expect(paymentReturnView(h.actor.getSnapshot().context).switchOptions).toEqual(['cash']);
    h.actor.send({ type: 'SWITCH', method: 'wallet' });
    expect(h.actor.getSnapshot().value).toBe('failed');
    h.actor.send({ type: 'SWITCH', method: 'cash' });
    h.calls.resolve('switchPayment', {});
    await settle();
    expect(h.notifier.toasts).toEqual([
      { kind: 'success', message: translate('ar', 'payment.info.updated') },
    ]);
    expect(h.actor.getSnapshot().output).toEqual({ outcome: 'switched' });
  });

  it('a success the server has not confirmed is still due', async () => {
    const h = harness({ subject: f.order, flag: 'success', guest: false, config: f.config });
    h.calls.resolve('loadPayment', f.due);
    await settle();
    expect(h.actor.getSnapshot().value).toBe('failed');
  });

  it('reads only the three flags', () => {
    expect(['success', 'fail', 'cancel', 'paid', '', null].map(paymentFlag)).toEqual([
      'success',
      'fail',
      'cancel',
      null,
      null,
      null,
    ]);
  });

  it('the context serialises', () => {
    const h = harness({ subject: f.trip, flag: 'fail', guest: true, config: f.config });
    const context = h.actor.getSnapshot().context;
    expect(JSON.parse(JSON.stringify(context))).toEqual(context);
  });
});
