import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.js';
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyActorRef,
  type SnapshotFrom,
} from 'xstate';
import { memoryStorage } from '../ports.js';
import { translate, translator } from '../i18n/index.js';
import {
  authSettings,
  loginView,
  nextAuthStep,
  toAuthResponse,
  type AuthCall,
  type LoginBody,
} from '../domain/auth.js';
import type { ModuleType } from '../domain/session.js';
import { authModalMachine } from './auth-modal.machine.js';
import { authModalInput, provideAuthModalMachine } from './auth-modal.provide.js';
import { authModalView } from './auth-modal.connect.js';
import type { AuthModalInput } from './auth-modal.types.js';
import {
  authModalFixtures as f,
  authModalModelInputs,
  authModalModelPaths,
  type AuthModalActorId,
  type AuthModalModelEvent,
} from './auth-modal.model.js';
import type { OtpContext } from './otp.types.js';
import { pendingCalls, recordingNavigator, recordingNotifier } from '../testing/fakes.js';
import { chunkPaths, leafStates, replayEvent, replayPaths, settle } from '../testing/harness.js';

type ModalSnapshot = SnapshotFrom<typeof authModalMachine>;

/** The call name each of the modal's actors makes (the fake `auth` names calls by operation). */
const CALL_OF: Record<Exclude<AuthModalActorId, 'otp'>, string> = {
  login: 'login',
  socialLogin: 'login',
  answerExisting: 'login',
  signUp: 'sign-up',
  socialRegister: 'social-register',
  updateInfo: 'update-info',
  reloadSession: 'reloadSession',
};

const OTP_CALLS = ['verify-phone', 'firebase-verify-token', 'otp-login', 'firebaseSend'];

/** The OTP dialog checking an OTP sign-in code (the login with the code, no answer yet). */
const isOtpSignInCheck = (call: AuthCall) =>
  call.op === 'login' &&
  call.body.login_type === 'otp' &&
  call.body.otp != null &&
  call.body.verified === undefined;

const BUSY_CALL: Record<string, string> = {
  signingIn: 'login',
  socialSigningIn: 'login',
  answeringExisting: 'login',
  signingUp: 'sign-up',
  socialRegistering: 'social-register',
  updatingInfo: 'update-info',
  success: 'reloadSession',
};

function harness(input: AuthModalInput, locale = 'en') {
  const storage = memoryStorage();
  const notifier = recordingNotifier();
  const navigator = recordingNavigator();
  const calls = pendingCalls();
  let now = 1_750_000_000_000;
  const machine = provideAuthModalMachine({
    actors: {
      auth: fromPromise<unknown, AuthCall>(({ input: call }) =>
        calls.start(isOtpSignInCheck(call) ? 'otp-login' : call.op, call),
      ),
      reloadSession: fromPromise<unknown, { moduleType: ModuleType | null }>(({ input: i }) =>
        calls.start('reloadSession', i),
      ),
      firebaseSend: fromPromise<{ sessionInfo: string }, { phone: string }>(({ input: i }) =>
        calls.start('firebaseSend', i),
      ),
    },
    storage,
    clock: { now: () => now },
    notifier,
    navigator,
    t: translator(locale),
  });
  const actor = createActor(machine, { input, clock: new SimulatedClock() });
  actor.start();
  return { actor, storage, notifier, navigator, calls, tick: (ms: number) => void (now += ms) };
}

type Harness = ReturnType<typeof harness>;

function otpChild(h: Harness): AnyActorRef {
  const child = h.actor.getSnapshot().children.otp as AnyActorRef | undefined;
  if (child == null) throw new Error('no OTP dialog');
  return child;
}

async function apply(h: Harness, event: AuthModalModelEvent): Promise<void> {
  const { type } = event;
  if (type === 'xstate.done.actor.otp') {
    // Type the code in the OTP dialog and let the server accept it.
    const child = otpChild(h);
    const { response, code } = (event as { output: { response: unknown; code: string } }).output;
    child.send({ type: 'CHANGE', code });
    child.send({ type: 'SUBMIT' });
    const verify = ['firebase-verify-token', 'otp-login', 'verify-phone'].find((name) =>
      h.calls.isPending(name),
    );
    if (verify == null) throw new Error('no code check');
    h.calls.resolve(verify, response);
    await settle();
  } else {
    await replayEvent(h, event, (id) => CALL_OF[id as keyof typeof CALL_OF]);
  }
}

const stateOf = (s: ModalSnapshot) => String(s.value);
const en = (key: string) => translate('en', key);

/** Errors a step must toast, from the spec: the server's message; a social 'email' opens the phone step. */
function errorText(error: unknown): string | null {
  if (error === f.errors.credentials) return 'User credential does not match';
  if (error === f.errors.phoneTaken) return 'The phone has already been taken.';
  if (error === f.errors.socialEmail) return null;
  if (error === f.errors.network) return null;
  throw new Error(`unexpected error ${String(error)}`);
}

function expectedToasts(prev: ModalSnapshot, event: AuthModalModelEvent, next: ModalSnapshot) {
  if (event.type.startsWith('xstate.error.actor.')) {
    if (event.type === 'xstate.error.actor.reloadSession') {
      return [{ kind: 'success', message: successText(prev) }];
    }
    const text = errorText((event as { error: unknown }).error);
    return text == null ? [] : [{ kind: 'error', message: text }];
  }
  if (event.type === 'xstate.done.actor.reloadSession') {
    return [{ kind: 'success', message: successText(prev) }];
  }
  // An answer that is neither a step nor a token: the generic error, back to the form.
  if (
    event.type.startsWith('xstate.done.actor.') &&
    (stateOf(next) === 'signIn' || stateOf(next) === 'signUp')
  ) {
    return [{ kind: 'error', message: en('common.error.generic') }];
  }
  return [];
}

function successText(s: ModalSnapshot): string {
  return s.context.origin === 'signUp' ? 'Signup successfully.' : 'Logged in successfully';
}

/** The body a busy step must send, from the spec's payloads and the fixtures. */
function expectedCall(
  input: AuthModalInput,
  event: AuthModalModelEvent,
  track: { lastLogin: LoginBody | null; otpVerified: boolean; lastResponseType: string | null },
): unknown {
  const guestId = input.guestId ?? null;
  switch (event.type) {
    case 'SUBMIT_LOGIN':
      return {
        op: 'login',
        body: {
          login_type: 'manual',
          email_or_phone: '+971500000001',
          password: 'secret1',
          field_type: 'phone',
          guest_id: guestId,
        },
      };
    case 'SUBMIT_OTP_LOGIN':
      return {
        op: 'login',
        body: { login_type: 'otp', phone: '+971500000001', guest_id: guestId },
      };
    case 'SOCIAL_LOGIN':
      return {
        op: 'login',
        body: { login_type: 'social', ...event.credential, access_token: 0, guest_id: guestId },
      };
    case 'SUBMIT_SIGN_UP':
      return {
        op: 'sign-up',
        body: {
          name: 'Sara Ahmed',
          email: 'sara@example.com',
          phone: '+971500000002',
          password: 'secret1',
          confirm_password: 'secret1',
          ref_code: null,
          guest_id: guestId,
        },
      };
    case 'SUBMIT_PHONE': {
      const social = track.lastLogin as LoginBody & { login_type: 'social' };
      return {
        op: 'social-register',
        body: { ...social, phone: '+971500000003', guest_id: guestId },
      };
    }
    case 'SUBMIT_USER_INFO':
      return {
        op: 'update-info',
        body: {
          name: 'Sara Ahmed',
          login_type: track.lastResponseType,
          phone: '+971500000003',
          email: 'sara@example.com',
          ref_code: null,
          guest_id: guestId,
        },
      };
    case 'CONFIRM_EXISTING':
    case 'DENY_EXISTING': {
      const login = track.lastLogin;
      if (login == null) throw new Error('no login');
      const verified = event.type === 'CONFIRM_EXISTING' ? 'yes' : 'no';
      if (login.login_type === 'manual') return { op: 'login', body: login };
      return {
        op: 'login',
        body: {
          ...login,
          verified,
          ...(login.login_type === 'otp' && track.otpVerified ? { otp: f.otpCode } : {}),
        },
      };
    }
    default:
      return { moduleType: input.moduleType ?? null };
  }
}

describe('authModalMachine (model-based)', () => {
  const pathsByInput = authModalModelInputs.map((input) => ({
    input,
    paths: authModalModelPaths(input),
  }));

  for (const { input, paths } of pathsByInput) {
    describe(`mode ${input.settings.mode} (${input.mode}), ${paths.length} paths`, () => {
      it('finds more than 50 paths', () => {
        expect(paths.length).toBeGreaterThan(50);
      });

      const signUpPath = input.zoneStored && input.moduleType !== 'parcel' ? '/interest' : '/home';
      for (const chunk of chunkPaths(paths)) {
        it(`replays ${chunk.name}`, async () => {
          await replayPaths(chunk, async (path) => {
            const h = harness(input);
            let prev = h.actor.getSnapshot();
            let toastsSeen = 0;
            let callsSeen = 0;
            let otpOnly = false;
            const track = {
              lastLogin: null as LoginBody | null,
              otpVerified: false,
              lastResponseType: null as string | null,
            };
            const trail: string[] = [];
            for (const step of path.steps) {
              const event = step.event as AuthModalModelEvent | { type: 'xstate.init' };
              if (event.type !== 'xstate.init') await apply(h, event);
              trail.push(event.type);
              const where = trail.join(' → ');
              const snap = h.actor.getSnapshot();
              const state = stateOf(snap);

              expect(snap.value, where).toEqual(step.state.value);
              expect(snap.context, where).toEqual(step.state.context);
              expect(snap.status, where).toBe(
                state === 'done' || state === 'closed' ? 'done' : 'active',
              );

              // The login view: the configured mode, or the OTP-only view after 'Sign in with OTP'.
              if (event.type === 'SIGN_IN_WITH_OTP' && stateOf(prev) === 'signIn') {
                otpOnly ||= input.settings.mode === 'all' || input.settings.mode === 'otp_manual';
              }
              if (event.type === 'GO_BACK' && stateOf(prev) === 'signIn') otpOnly = false;
              expect(authModalView(snap).login, where).toEqual(
                loginView(input.settings.mode, otpOnly),
              );

              if (event.type === 'xstate.init') {
                toastsSeen = h.notifier.toasts.length;
                prev = snap;
                continue;
              }

              expect(h.notifier.toasts.slice(toastsSeen), where).toEqual(
                expectedToasts(prev, event, snap),
              );
              toastsSeen = h.notifier.toasts.length;

              // Each busy step sends one call, with the spec's payload (guest_id included).
              // (The OTP dialog's own calls are its machine's business.)
              const newCalls = h.calls.calls
                .slice(callsSeen)
                .filter((c) => !OTP_CALLS.includes(c.name));
              callsSeen = h.calls.calls.length;
              const busyCall = BUSY_CALL[state];
              const entered = busyCall != null && stateOf(prev) !== state;
              expect(
                newCalls.map((c) => c.name),
                where,
              ).toEqual(entered ? [busyCall] : []);
              if (entered) {
                expect(newCalls[0]?.input, where).toEqual(expectedCall(input, event, track));
              }
              if (state === 'signingIn' || state === 'socialSigningIn') {
                track.lastLogin =
                  (newCalls[0]?.input as { body: LoginBody } | undefined)?.body ?? track.lastLogin;
                track.otpVerified = false;
              }
              if (event.type === 'xstate.done.actor.otp') track.otpVerified = true;
              if (event.type.startsWith('xstate.done.actor.') && snap.context.response) {
                track.lastResponseType = snap.context.response.loginType;
              }

              // Invalid form values stay on the form with the schemas' messages.
              if (
                event.type === 'SUBMIT_LOGIN' &&
                event.values === f.values.badLogin &&
                state === 'signIn' &&
                authModalView(snap).login.manualForm
              ) {
                expect(snap.context.fieldErrors, where).toEqual([
                  { code: 'email_or_phone', message: 'Must be a valid email or phone number' },
                  {
                    code: 'password',
                    message: 'Password is too short - should be 6 chars minimum.',
                  },
                ]);
              }
              if (
                event.type === 'SUBMIT_SIGN_UP' &&
                event.values === f.values.badSignUp &&
                state === 'signUp'
              ) {
                expect(snap.context.fieldErrors, where).toEqual([
                  { code: 'terms', message: 'You must accept the terms and conditions' },
                ]);
              }

              // 'Is it you?' shows the existing account's name and image.
              if (state === 'existingUser') {
                expect(authModalView(snap).existingUser, where).toEqual({
                  id: 4,
                  name: 'Sara Ahmed',
                  image: 'http://localhost:8080/storage/profile/4.png',
                });
              }

              // The OTP step: by phone, by e-mail, or the Firebase check.
              if (state === 'otp') {
                const child = otpChild(h).getSnapshot() as { context: OtpContext };
                const routed = nextAuthStep(snap.context.response!, input.settings);
                expect(routed.step, where).toBe('otp');
                expect(child.context.session.channel, where).toBe(
                  routed.step === 'otp' ? routed.channel : null,
                );
                expect(
                  [
                    '+971500000001',
                    '+971500000002',
                    '+971500000003',
                    'sara@example.com',
                    'sara@gmail.com',
                    'sara@fb.example',
                  ],
                  where,
                ).toContain(child.context.session.destination);
                expect(child.context.session.guestId, where).toBe(input.guestId ?? null);
              }

              // The token is stored on success, and only then.
              const reachedSuccess = state === 'success' || state === 'done';
              expect(h.storage.get('token'), where).toBe(reachedSuccess ? 'token-1' : null);

              // After sign-up: /interest or /home; 'Forgot password?' goes to its page.
              if (event.type === 'FORGOT_PASSWORD' && state === 'closed') {
                expect(h.navigator.paths, where).toEqual(['/forgot-password']);
              } else if (state === 'done' && snap.context.origin === 'signUp') {
                expect(h.navigator.paths, where).toEqual([signUpPath]);
              } else if (!(state === 'closed' && h.navigator.paths[0] === '/forgot-password')) {
                expect(h.navigator.paths, where).toEqual([]);
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
    const leaves = leafStates(authModalMachine);
    const transient = ['opening', 'routing'];
    expect(leaves.map((n) => n.key).sort()).toEqual(
      [
        'opening',
        'signIn',
        'signingIn',
        'socialSigningIn',
        'signUp',
        'signingUp',
        'phoneModal',
        'socialRegistering',
        'userInfo',
        'updatingInfo',
        'existingUser',
        'answeringExisting',
        'routing',
        'otp',
        'success',
        'done',
        'closed',
      ].sort(),
    );
    for (const leaf of leaves.filter((n) => !transient.includes(n.key))) {
      expect(
        ends.some((s) => s.matches(leaf.key as never)),
        leaf.id,
      ).toBe(true);
    }
  });
});

describe('authModalMachine', () => {
  const settings = f.settings.everyMethod;

  it('signs in by password: the token stored, the session reloaded, the toast, closed', async () => {
    const h = harness({ settings, guestId: 'guest-7', moduleType: 'rental' });
    h.actor.send({
      type: 'SUBMIT_LOGIN',
      values: { email_or_phone: 'demo@example.com', password: 'secret1' },
    });
    expect(h.calls.calls[0]).toEqual({
      name: 'login',
      input: {
        op: 'login',
        body: {
          login_type: 'manual',
          email_or_phone: 'demo@example.com',
          password: 'secret1',
          field_type: 'email',
          guest_id: 'guest-7',
        },
      },
    });
    h.calls.resolve('login', f.responses.done);
    await settle();
    expect(h.storage.get('token')).toBe('token-1');
    expect(h.calls.calls[1]).toEqual({ name: 'reloadSession', input: { moduleType: 'rental' } });
    h.calls.resolve('reloadSession', null);
    await settle();
    expect(h.actor.getSnapshot().status).toBe('done');
    expect(h.notifier.toasts).toEqual([{ kind: 'success', message: 'Logged in successfully' }]);
    expect(h.navigator.paths).toEqual([]);
  });

  it('signs in by OTP: code, Is it you?, yes', async () => {
    const h = harness({ settings, guestId: null });
    h.actor.send({ type: 'SIGN_IN_WITH_OTP' });
    expect(authModalView(h.actor.getSnapshot()).login).toMatchObject({
      otpForm: true,
      goBack: true,
    });
    h.actor.send({ type: 'SUBMIT_OTP_LOGIN', values: { phone: '971500000001' } });
    h.calls.resolve('login', f.responses.phoneOtp);
    await settle();
    expect(authModalView(h.actor.getSnapshot()).step).toBe('otp');
    const child = otpChild(h);
    child.send({ type: 'CHANGE', code: '123456' });
    child.send({ type: 'SUBMIT' });
    expect(h.calls.calls.at(-1)?.input).toEqual({
      op: 'login',
      body: { login_type: 'otp', phone: '+971500000001', otp: '123456', guest_id: null },
    });
    h.calls.resolve('otp-login', f.responses.existing);
    await settle();
    expect(authModalView(h.actor.getSnapshot())).toMatchObject({
      step: 'is_exist_user',
      existingUser: { name: 'Sara Ahmed' },
    });
    h.actor.send({ type: 'CONFIRM_EXISTING' });
    expect(h.calls.calls.at(-1)?.input).toEqual({
      op: 'login',
      body: {
        login_type: 'otp',
        phone: '+971500000001',
        guest_id: null,
        verified: 'yes',
        otp: '123456',
      },
    });
  });

  it("a social sign-in answered with the code 'email' asks for the phone, then registers", async () => {
    const h = harness({ settings, guestId: 'g' }, 'ar');
    h.actor.send({ type: 'SOCIAL_LOGIN', credential: { ...f.google } });
    h.calls.reject('login', f.errors.socialEmail);
    await settle();
    expect(authModalView(h.actor.getSnapshot()).step).toBe('phone_modal');
    expect(h.notifier.toasts).toEqual([]);
    h.actor.send({ type: 'SUBMIT_PHONE', values: { phone: '12' } });
    expect(h.actor.getSnapshot().context.fieldErrors).toEqual([
      { code: 'phone', message: 'Number must be 10 digits' },
    ]);
    h.actor.send({ type: 'SUBMIT_PHONE', values: { phone: '+971 50 000 0009' } });
    expect(h.calls.calls.at(-1)?.input).toMatchObject({
      op: 'social-register',
      body: { medium: 'google', email: 'sara@gmail.com', phone: '+971500000009', guest_id: 'g' },
    });
    h.calls.reject('social-register', f.errors.phoneTaken);
    await settle();
    expect(h.notifier.toasts).toEqual([
      { kind: 'error', message: 'The phone has already been taken.' },
    ]);
    expect(authModalView(h.actor.getSnapshot()).step).toBe('phone_modal');
  });

  it('a social sign-in with another error shows its message', async () => {
    const h = harness({ settings });
    h.actor.send({ type: 'SOCIAL_LOGIN', credential: { ...f.google } });
    h.calls.reject('login', f.errors.credentials);
    await settle();
    expect(h.notifier.toasts).toEqual([
      { kind: 'error', message: 'User credential does not match' },
    ]);
    expect(authModalView(h.actor.getSnapshot()).step).toBe('sign-in');
  });

  it('after sign-up goes to /interest with a zone outside parcel, in Arabic too', async () => {
    const h = harness({ settings, zoneStored: true, moduleType: 'food', mode: 'signUp' }, 'ar');
    h.actor.send({ type: 'SUBMIT_SIGN_UP', values: f.values.signUp });
    h.calls.resolve('sign-up', f.responses.done);
    await settle();
    h.calls.resolve('reloadSession', null);
    await settle();
    expect(h.notifier.toasts).toEqual([{ kind: 'success', message: 'تم إنشاء الحساب بنجاح.' }]);
    expect(h.navigator.paths).toEqual(['/interest']);
  });

  it("a sign-up refused for a taken e-mail toasts the server's message and marks the field", async () => {
    const h = harness({ settings, guestId: 'g', mode: 'signUp' });
    h.actor.send({ type: 'SUBMIT_SIGN_UP', values: f.values.signUp });
    h.calls.reject(
      'sign-up',
      new ApiError(403, {
        errors: [{ code: 'email', message: 'The email has already been taken.' }],
      }),
    );
    await settle();
    expect(authModalView(h.actor.getSnapshot()).step).toBe('sign-up');
    expect(h.notifier.toasts).toEqual([
      { kind: 'error', message: 'The email has already been taken.' },
    ]);
    expect(h.actor.getSnapshot().context.fieldErrors).toEqual([
      { code: 'email', message: 'The email has already been taken.' },
    ]);
    // Submitting again clears the server's mark; a phone taken marks the phone.
    h.actor.send({ type: 'SUBMIT_SIGN_UP', values: f.values.signUp });
    expect(h.actor.getSnapshot().context.fieldErrors).toEqual([]);
    h.calls.reject('sign-up', f.errors.phoneTaken);
    await settle();
    expect(h.actor.getSnapshot().context.fieldErrors).toEqual([
      { code: 'phone', message: 'The phone has already been taken.' },
    ]);
  });

  it('a sign-up needing a phone code resends it as a password sign-in', async () => {
    const h = harness({ settings, guestId: 'g', mode: 'signUp' });
    h.actor.send({ type: 'SUBMIT_SIGN_UP', values: f.values.signUp });
    h.calls.resolve('sign-up', f.responses.phoneOtp);
    await settle();
    const child = otpChild(h).getSnapshot() as { context: OtpContext };
    expect(child.context.session).toEqual({
      purpose: 'sign-up',
      channel: 'phone',
      destination: '+971500000002',
      identity: { phone: '+971500000002', email: 'sara@example.com' },
      loginType: 'otp',
      guestId: 'g',
      resend: {
        op: 'login',
        body: {
          login_type: 'manual',
          email_or_phone: '+971500000002',
          password: 'secret1',
          field_type: 'phone',
          guest_id: 'g',
        },
      },
    });
  });

  it('ignores the forms a mode does not show', () => {
    const h = harness({ settings: f.settings.otpAndSocial });
    h.actor.send({ type: 'SUBMIT_LOGIN', values: f.values.login });
    h.actor.send({ type: 'SIGN_IN_WITH_OTP' });
    h.actor.send({ type: 'FORGOT_PASSWORD' });
    h.actor.send({ type: 'SOCIAL_LOGIN', credential: { ...f.google } });
    expect(h.actor.getSnapshot().value).toBe('signIn');
    expect(h.calls.calls).toEqual([]);
  });

  it('reads its input from storage and the configuration', () => {
    const storage = memoryStorage({
      guest_id: 'guest-1',
      zoneid: '[1]',
      module: JSON.stringify({ id: 2, module_type: 'parcel', module_name: 'Parcel' }),
    });
    const s = authSettings({ centralize_login: { manual_login_status: 1 } });
    expect(authModalInput(storage, s, 'signUp')).toEqual({
      settings: s,
      guestId: 'guest-1',
      zoneStored: true,
      moduleType: 'parcel',
      mode: 'signUp',
    });
    expect(authModalInput(memoryStorage(), s)).toMatchObject({
      guestId: null,
      zoneStored: false,
      moduleType: null,
      mode: 'signIn',
    });
  });

  it('reads the unified response tolerantly', () => {
    expect(toAuthResponse(f.responses.existing).existingUser?.name).toBe('Sara Ahmed');
  });
});
