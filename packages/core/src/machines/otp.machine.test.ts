import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { memoryStorage } from '../ports.js';
import { translate, translator } from '../i18n/index.js';
import { otpDeadlineKey, type AuthCall } from '../domain/auth.js';
import { otpMachine, sanitizeOtp } from './otp.machine.js';
import { provideOtpMachine } from './otp.provide.js';
import { otpView } from './otp.connect.js';
import type { FirebaseSendResult, OtpInput } from './otp.types.js';
import {
  OTP_MODEL_START,
  OTP_MODEL_TICK_MS,
  OTP_TICK_EVENT,
  otpFixtures as f,
  otpModelInputs,
  otpModelKey,
  otpModelPaths,
  type OtpModelEvent,
} from './otp.model.js';
import { pendingCalls, recordingNotifier } from '../testing/fakes.js';
import { chunkPaths, leafStates, replayEvent, replayPaths, settle } from '../testing/harness.js';

const VERIFY_OPS = new Set(['verify-phone', 'firebase-verify-token', 'verify-token']);

/** A code check (an OTP sign-in checks its code with `auth/login` and the `otp`). */
const isVerifyCall = (call: AuthCall) =>
  VERIFY_OPS.has(call.op) || (call.op === 'login' && 'otp' in call.body && call.body.otp != null);

/** A clock port the test moves by hand. */
function manualClock(start: number) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

function harness(
  input: OtpInput,
  options: {
    locale?: string;
    storage?: ReturnType<typeof memoryStorage>;
    clock?: ReturnType<typeof manualClock>;
  } = {},
) {
  const storage = options.storage ?? memoryStorage({ ...f.stored });
  const notifier = recordingNotifier();
  const calls = pendingCalls();
  const clock = options.clock ?? manualClock(OTP_MODEL_START);
  const timers = new SimulatedClock();
  const machine = provideOtpMachine({
    actors: {
      auth: fromPromise<unknown, AuthCall>(({ input: call }) =>
        calls.start(isVerifyCall(call) ? 'verify' : 'resend', call),
      ),
      firebaseSend: fromPromise<FirebaseSendResult, { phone: string }>(({ input: i }) =>
        calls.start('firebaseSend', i),
      ),
    },
    storage,
    clock,
    notifier,
    t: translator(options.locale ?? 'en'),
  });
  const actor = createActor(machine, { input, clock: timers });
  actor.start();
  return { actor, storage, notifier, calls, clock, timers };
}

type Harness = ReturnType<typeof harness>;

async function apply(h: Harness, event: OtpModelEvent): Promise<void> {
  const { type } = event;
  if (type === OTP_TICK_EVENT) {
    h.clock.advance(OTP_MODEL_TICK_MS);
    h.timers.increment(1000);
    await settle();
  } else {
    await replayEvent(h, event);
  }
}

const en = (key: string) => translate('en', key);

/** The toasts a step must show, from the spec (not from the machine). */
function expectedToasts(event: OtpModelEvent) {
  switch (event.type) {
    case 'xstate.error.actor.verify':
      if (event.error === f.wrongCode) return [{ kind: 'error', message: 'OTP does not match' }];
      if (event.error === f.tooManyAttempts)
        return [{ kind: 'error', message: 'Too many attempts' }];
      if (event.error === f.blocked) {
        return [{ kind: 'error', message: 'Please try again after 9 minutes' }];
      }
      throw new Error('unexpected verify error');
    case 'xstate.error.actor.resend':
      return [{ kind: 'error', message: 'Please try again after 12 seconds' }];
    case 'xstate.done.actor.resend':
      return [{ kind: 'success', message: 'OTP sent again' }];
    case 'xstate.done.actor.firebaseSend':
      return [{ kind: 'success', message: en('auth.otp.sent') }];
    case 'xstate.error.actor.firebaseSend':
      return [{ kind: 'error', message: 'Invalid phone number' }];
    default:
      return [];
  }
}

/** Seconds until Resend, from the fake clock and the deadline the machine stored. */
function expectedSeconds(deadline: number | null, now: number): number {
  if (deadline == null) return 0;
  return Math.min(60, Math.max(0, Math.ceil((deadline - now) / 1000)));
}

describe('otpMachine (model-based)', () => {
  const pathsByInput = otpModelInputs.map((input) => ({ input, paths: otpModelPaths(input) }));

  for (const { input, paths } of pathsByInput) {
    describe(`${input.session.purpose}/${input.session.channel} (${input.start}), ${paths.length} paths`, () => {
      it('finds more than 10 paths', () => {
        expect(paths.length).toBeGreaterThan(10);
      });

      const key = otpDeadlineKey(input.session.purpose, input.session.destination);
      for (const chunk of chunkPaths(paths)) {
        it(`replays ${chunk.name}`, async () => {
          await replayPaths(chunk, async (path) => {
            const h = harness(input);
            let toastsSeen = 0;
            const trail: string[] = [];
            const callsBefore: Record<string, number> = {};
            let wasBusy: Record<string, boolean> = {};
            for (const step of path.steps) {
              const event = step.event as OtpModelEvent | { type: 'xstate.init' };
              if (event.type !== 'xstate.init') await apply(h, event);
              trail.push(event.type);
              const where = trail.join(' → ');
              const snap = h.actor.getSnapshot();

              expect(snap.value, where).toEqual(step.state.value);
              // The same state as the model's (times compared as the seconds left, see otpModelKey).
              expect(otpModelKey(snap), where).toBe(otpModelKey(step.state));
              expect(snap.context.now, where).toBe(h.clock.now());
              const verified = snap.matches('verified');
              expect(snap.status, where).toBe(verified ? 'done' : 'active');

              // One call each time a busy state is entered (a call left behind is abandoned).
              const matches = (region: string, state: string) =>
                snap.matches({ active: { [region]: state } } as never);
              const busy = {
                verify: matches('code', 'verifying'),
                resend: matches('resend', 'resending'),
                firebaseSend: matches('resend', 'firebaseSending'),
              };
              for (const [name, now] of Object.entries(busy) as [keyof typeof busy, boolean][]) {
                const started = h.calls.calls.filter((c) => c.name === name).length;
                expect(started - (callsBefore[name] ?? 0), `${where} (${name} calls)`).toBe(
                  now && !wasBusy[name] ? 1 : 0,
                );
                if (now) expect(h.calls.isPending(name), where).toBe(true);
                callsBefore[name] = started;
              }
              wasBusy = busy;

              // The deadline lives in storage (it survives a reload) until the code is verified.
              if (verified) expect(h.storage.get(key), where).toBeNull();
              else if (snap.context.deadline == null) expect(h.storage.get(key), where).toBeNull();
              else expect(h.storage.get(key), where).toBe(String(snap.context.deadline));

              // Resend is disabled while the countdown runs; the seconds follow the clock port.
              const seconds = expectedSeconds(snap.context.deadline, h.clock.now());
              if (!verified) {
                const view = otpView(snap);
                expect(view.secondsLeft, where).toBe(snap.hasTag('cooldown') ? seconds : 0);
                expect(snap.hasTag('cooldown'), where).toBe(
                  seconds > 0 &&
                    !matches('resend', 'firebaseSending') &&
                    !matches('resend', 'resending'),
                );
                if (seconds > 0) expect(view.canResend, where).toBe(false);
                // Verify is enabled at exactly 6 characters.
                expect(view.canVerify, where).toBe(
                  snap.context.code.length === 6 && !matches('code', 'verifying'),
                );
                expect(snap.context.code, where).toMatch(/^\d{0,6}$/);
              }

              if (event.type === 'SUBMIT' && step.state.context.code === '' && !verified) {
                expect(snap.context.fieldError, where).toBe('auth.validation.otpEmpty');
                expect(translate('en', snap.context.fieldError!)).toBe('field is empty');
              }

              if (event.type === 'xstate.init') {
                toastsSeen = h.notifier.toasts.length;
                continue;
              }
              expect(h.notifier.toasts.slice(toastsSeen), where).toEqual(expectedToasts(event));
              toastsSeen = h.notifier.toasts.length;

              if (verified) {
                expect(snap.output, where).toEqual({
                  response: f.verifiedResponse,
                  code: '123456',
                  sessionInfo: snap.context.sessionInfo,
                });
              }
            }
            h.actor.stop();
          });
        });
      }
    });
  }

  it('reaches every state of the machine', () => {
    const ends = pathsByInput.flatMap(({ paths }) => paths.map((p) => p.state));
    const leaves = leafStates(otpMachine);
    expect(leaves.map((n) => n.id).sort()).toEqual(
      [
        'otp.active.code.editing',
        'otp.active.code.verifying',
        'otp.active.resend.starting',
        'otp.active.resend.cooling',
        'otp.active.resend.ready',
        'otp.active.resend.resending',
        'otp.active.resend.firebaseSending',
        'otp.verified',
      ].sort(),
    );
    // `starting` is transient (left at once by its eventless transitions).
    for (const leaf of leaves.filter((n) => n.key !== 'starting')) {
      const value = leaf.path.reduceRight<unknown>(
        (acc, key) => (acc == null ? key : { [key]: acc }),
        null,
      );
      expect(
        ends.some((s) => s.matches(value as never)),
        leaf.id,
      ).toBe(true);
    }
  });
});

describe('otpMachine', () => {
  it('counts down 60 s with one tick a second, then enables Resend', async () => {
    const h = harness({ session: f.phoneLogin, start: 'sent' });
    const seen: number[] = [];
    for (let i = 0; i < 70 && h.actor.getSnapshot().hasTag('cooldown'); i += 1) {
      seen.push(otpView(h.actor.getSnapshot()).secondsLeft);
      h.clock.advance(1000);
      h.timers.increment(1000);
      await settle();
    }
    expect(seen).toEqual(Array.from({ length: 60 }, (_, i) => 60 - i));
    const view = otpView(h.actor.getSnapshot());
    expect(view).toMatchObject({ canResend: true, secondsLeft: 0 });
  });

  it('keeps the countdown across a reload (the stored deadline)', async () => {
    const storage = memoryStorage();
    const clock = manualClock(OTP_MODEL_START);
    const first = harness({ session: f.phoneLogin, start: 'sent' }, { storage, clock });
    expect(storage.get(otpDeadlineKey('login', '+971500000001'))).toBe(
      String(OTP_MODEL_START + 60_000),
    );
    first.actor.stop();
    clock.advance(25_000);
    const second = harness({ session: f.phoneLogin, start: 'restore' }, { storage, clock });
    expect(otpView(second.actor.getSnapshot())).toMatchObject({
      secondsLeft: 35,
      canResend: false,
    });
    clock.advance(35_000);
    second.timers.increment(1000);
    await settle();
    expect(otpView(second.actor.getSnapshot())).toMatchObject({ secondsLeft: 0, canResend: true });
  });

  it('verifies the 6 digits with the right call and clears the stored deadline', async () => {
    const h = harness({ session: f.phoneLogin });
    h.actor.send({ type: 'CHANGE', code: '1234567' });
    expect(h.actor.getSnapshot().context.code).toBe('123456');
    h.actor.send({ type: 'SUBMIT' });
    // An OTP sign-in: the login again, with the code.
    expect(h.calls.calls.at(-1)).toEqual({
      name: 'verify',
      input: {
        op: 'login',
        body: { login_type: 'otp', phone: '+971500000001', otp: '123456', guest_id: 'guest-7' },
      },
    });
    h.calls.resolve('verify', f.verifiedResponse);
    await settle();
    expect(h.actor.getSnapshot().status).toBe('done');
    expect(h.storage.get(otpDeadlineKey('login', '+971500000001'))).toBeNull();
  });

  it("ignores Verify below 6 digits and says 'field is empty' when empty", () => {
    const h = harness({ session: f.phoneLogin });
    h.actor.send({ type: 'CHANGE', code: '123' });
    h.actor.send({ type: 'SUBMIT' });
    expect(h.calls.calls).toEqual([]);
    expect(h.actor.getSnapshot().context.fieldError).toBeNull();
    h.actor.send({ type: 'CHANGE', code: 'abc' });
    h.actor.send({ type: 'SUBMIT' });
    expect(h.actor.getSnapshot().context.fieldError).toBe('auth.validation.otpEmpty');
    expect(translate('ar', 'auth.validation.otpEmpty')).toBe('الحقل فارغ');
  });

  it('resends with the original call and restarts the countdown', async () => {
    const h = harness({ session: f.forgotPassword, start: 'restore' });
    expect(otpView(h.actor.getSnapshot()).canResend).toBe(true);
    h.actor.send({ type: 'RESEND' });
    expect(h.calls.calls.at(-1)).toEqual({
      name: 'resend',
      input: {
        op: 'forgot-password',
        body: { verification_method: 'phone', phone: '+971500000001' },
      },
    });
    h.clock.advance(700);
    h.calls.resolve('resend', { message: 'OTP sent' });
    await settle();
    expect(otpView(h.actor.getSnapshot())).toMatchObject({ secondsLeft: 60, canResend: false });
    expect(h.actor.getSnapshot().context.deadline).toBe(OTP_MODEL_START + 700 + 60_000);
  });

  it('sends a Firebase code first and verifies it with the Firebase session', async () => {
    const h = harness({ session: f.firebaseLogin, start: 'send' }, { locale: 'ar' });
    expect(h.calls.calls).toEqual([{ name: 'firebaseSend', input: { phone: '+971500000002' } }]);
    h.calls.resolve('firebaseSend', { sessionInfo: 'fb-1' });
    await settle();
    expect(h.notifier.toasts).toEqual([{ kind: 'success', message: 'تم إرسال الرمز بنجاح.' }]);
    h.actor.send({ type: 'CHANGE', code: '654321' });
    h.actor.send({ type: 'SUBMIT' });
    expect(h.calls.calls.at(-1)?.input).toEqual({
      op: 'firebase-verify-token',
      body: {
        session_info: 'fb-1',
        phone: '+971500000002',
        otp: '654321',
        login_type: 'otp',
        guest_id: 'guest-7',
      },
    });
  });

  it('sanitizes typed codes', () => {
    expect(sanitizeOtp(' 12-34 56 78')).toBe('123456');
    expect(sanitizeOtp('abc')).toBe('');
  });
});
