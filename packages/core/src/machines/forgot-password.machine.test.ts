import { describe, expect, it } from 'vitest';
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyActorRef,
  type SnapshotFrom,
} from 'xstate';
import { memoryStorage } from '../ports.js';
import { translate, translator } from '../i18n/index.js';
import type { AuthCall } from '../domain/auth.js';
import type { AuthMode } from './checkout-gate.machine.js';
import {
  forgotPasswordMachine,
  forgotPasswordStep,
  provideForgotPasswordMachine,
} from './forgot-password.machine.js';
import {
  forgotPasswordFixtures as f,
  forgotPasswordModelPaths,
  type ForgotPasswordModelEvent,
} from './forgot-password.model.js';
import type { OtpContext } from './otp.types.js';
import { pendingCalls, recordingNavigator, recordingNotifier } from '../testing/fakes.js';
import { chunkPaths, leafStates, replayEvent, replayPaths, settle } from '../testing/harness.js';

type Snapshot = SnapshotFrom<typeof forgotPasswordMachine>;

function harness(locale = 'en') {
  const storage = memoryStorage();
  const notifier = recordingNotifier();
  const navigator = recordingNavigator();
  const calls = pendingCalls();
  const opened: AuthMode[] = [];
  const machine = provideForgotPasswordMachine({
    actors: { auth: fromPromise<unknown, AuthCall>(({ input }) => calls.start(input.op, input)) },
    storage,
    clock: { now: () => 1_750_000_000_000 },
    notifier,
    navigator,
    openAuth: (mode) => void opened.push(mode),
    t: translator(locale),
  });
  const actor = createActor(machine, { clock: new SimulatedClock() });
  actor.start();
  return { actor, storage, notifier, navigator, calls, opened };
}

type Harness = ReturnType<typeof harness>;

const CALL_OF = { request: 'forgot-password', reset: 'reset-password' } as const;

async function apply(h: Harness, event: ForgotPasswordModelEvent): Promise<void> {
  if (event.type === 'xstate.done.actor.otp') {
    const child = h.actor.getSnapshot().children.otp as AnyActorRef;
    const { response, code } = event.output as { response: unknown; code: string };
    child.send({ type: 'CHANGE', code });
    child.send({ type: 'SUBMIT' });
    h.calls.resolve('verify-token', response);
    await settle();
  } else {
    await replayEvent(h, event, (id) => CALL_OF[id as keyof typeof CALL_OF]);
  }
}

const en = (key: string) => translate('en', key);

/** The toasts of a step, from the spec: an errors list → its first message; else the message. */
function expectedToasts(event: ForgotPasswordModelEvent) {
  switch (event.type) {
    case 'xstate.done.actor.request':
      return event.output === f.sentWithErrors
        ? [{ kind: 'error', message: 'Please try again after 42 seconds' }]
        : [{ kind: 'success', message: 'OTP sent successfully' }];
    case 'xstate.error.actor.request':
      return [
        {
          kind: 'error',
          message:
            event.error === f.notFound ? 'Phone number not found' : en('common.error.network'),
        },
      ];
    case 'xstate.done.actor.reset':
      return [
        {
          kind: 'success',
          message:
            event.output === f.reset
              ? 'Password changed successfully'
              : en('auth.forgot.toast.reset'),
        },
      ];
    case 'xstate.error.actor.reset':
      return [{ kind: 'error', message: 'Invalid token.' }];
    default:
      return [];
  }
}

const BODY = {
  phone: { verification_method: 'phone', phone: '+971500000001' },
  email: { verification_method: 'email', email: 'sara@example.com' },
} as const;

describe('forgotPasswordMachine (model-based)', () => {
  const paths = forgotPasswordModelPaths();

  it('finds more than 15 paths', () => {
    expect(paths.length).toBeGreaterThan(15);
  });

  for (const chunk of chunkPaths(paths)) {
    it(`replays ${chunk.name}`, async () => {
      await replayPaths(chunk, async (path) => {
        const h = harness();
        let prev: Snapshot = h.actor.getSnapshot();
        let toastsSeen = 0;
        let callsSeen = 0;
        let body: (typeof BODY)[keyof typeof BODY] | null = null;
        const trail: string[] = [];
        for (const step of path.steps) {
          const event = step.event as ForgotPasswordModelEvent | { type: 'xstate.init' };
          if (event.type !== 'xstate.init') await apply(h, event);
          trail.push(event.type);
          const where = trail.join(' → ');
          const snap = h.actor.getSnapshot();
          const state = String(snap.value);

          expect(snap.value, where).toEqual(step.state.value);
          expect(snap.context, where).toEqual(step.state.context);
          expect(snap.status, where).toBe(state === 'done' ? 'done' : 'active');
          expect(forgotPasswordStep(snap), where).toBe(
            (
              {
                request: 0,
                requesting: 0,
                verify: 1,
                newPassword: 2,
                resetting: 2,
                done: 3,
              } as const
            )[state as 'request'],
          );
          if (event.type === 'xstate.init') continue;

          expect(h.notifier.toasts.slice(toastsSeen), where).toEqual(expectedToasts(event));
          toastsSeen = h.notifier.toasts.length;

          // The calls each step sends.
          const fresh = h.calls.calls.slice(callsSeen).filter((c) => c.name !== 'verify-token');
          callsSeen = h.calls.calls.length;
          if (state === 'requesting' && String(prev.value) !== 'requesting') {
            body =
              event.type === 'SUBMIT_REQUEST' && event.values === f.byEmail
                ? BODY.email
                : BODY.phone;
            expect(fresh, where).toEqual([
              { name: 'forgot-password', input: { op: 'forgot-password', body } },
            ]);
          } else if (state === 'resetting' && String(prev.value) !== 'resetting') {
            expect(fresh, where).toEqual([
              {
                name: 'reset-password',
                input: {
                  op: 'reset-password',
                  body: {
                    ...body,
                    reset_token: '654321',
                    password: 'newsecret',
                    confirm_password: 'newsecret',
                  },
                },
              },
            ]);
          } else {
            expect(fresh, where).toEqual([]);
          }

          // Step 1 verifies the code of the request, and can send it again 60 s later.
          if (state === 'verify') {
            const child = (h.actor.getSnapshot().children.otp as AnyActorRef).getSnapshot() as {
              context: OtpContext;
            };
            expect(child.context.session.resend, where).toEqual({ op: 'forgot-password', body });
            expect(child.context.session.purpose, where).toBe('forgot-password');
          }

          // Bad values stay with the spec's messages.
          if (
            event.type === 'SUBMIT_REQUEST' &&
            event.values === f.badPhone &&
            state === 'request'
          ) {
            expect(snap.context.fieldErrors, where).toEqual([
              { code: 'phone', message: 'Phone number must be exactly 10 digits' },
            ]);
          }
          if (
            event.type === 'SUBMIT_PASSWORD' &&
            event.values === f.mismatch &&
            state === 'newPassword'
          ) {
            expect(snap.context.fieldErrors, where).toEqual([
              { code: 'confirm_password', message: 'Passwords must match' },
            ]);
          }

          // Success leads to sign-in.
          expect(h.opened, where).toEqual(state === 'done' ? ['signIn'] : []);
          expect(h.navigator.paths, where).toEqual(state === 'done' ? ['/home'] : []);
          prev = snap;
        }
        h.actor.stop();
      });
    });
  }

  it('reaches every state of the machine', () => {
    const ends = paths.map((p) => p.state);
    const leaves = leafStates(forgotPasswordMachine);
    expect(leaves.map((n) => n.key).sort()).toEqual(
      ['done', 'newPassword', 'request', 'requesting', 'resetting', 'verify'].sort(),
    );
    for (const leaf of leaves) {
      expect(
        ends.some((s) => s.matches(leaf.key as never)),
        leaf.id,
      ).toBe(true);
    }
  });
});

describe('forgotPasswordMachine', () => {
  it('locks Resend in step 1 for 60 s (the countdown between sends)', async () => {
    const h = harness('ar');
    h.actor.send({ type: 'SUBMIT_REQUEST', values: f.byEmail });
    h.calls.resolve('forgot-password', {});
    await settle();
    expect(h.notifier.toasts).toEqual([{ kind: 'success', message: 'تم إرسال الرمز بنجاح.' }]);
    const child = h.actor.getSnapshot().children.otp as AnyActorRef;
    const snap = child.getSnapshot() as { context: OtpContext; hasTag(t: string): boolean };
    expect(snap.hasTag('cooldown')).toBe(true);
    expect(snap.context.deadline).toBe(1_750_000_000_000 + 60_000);
    expect(h.storage.get('otp_resend_deadline:forgot-password:sara@example.com')).toBe(
      String(1_750_000_000_000 + 60_000),
    );
  });
});
