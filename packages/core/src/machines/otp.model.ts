/**
 * The model of `otpMachine` that its model-based test walks (and that `storefront machines
 * paths otp` can list): codes typed, the verify and send outcomes the server and Firebase give,
 * and the countdown's tick.
 *
 * Time in the model: the clock reads `OTP_MODEL_START` when the dialog opens and moves only
 * when the tick fires, by `OTP_MODEL_TICK_MS` (20 s: a timer that fires late, as in a throttled
 * background tab, so the 60 s countdown is walked in three ticks: 60 → 40 → 20 → 0). The test's
 * clock port does the same, so the machine under test and the model agree.
 */
import { assign, type AnyMachineSnapshot, type EventObject } from 'xstate';
import {
  getAdjacencyMap,
  getShortestPaths,
  type AdjacencyValue,
  type StatePath,
} from 'xstate/graph';
import { ApiError } from '../api/errors.js';
import { otpDeadlineKey, restoreDeadline, type OtpSession } from '../domain/auth.js';
import type { ModelPath } from './model-paths.js';
import { otpMachine } from './otp.machine.js';
import type { OtpContext, OtpEvent, OtpInput } from './otp.types.js';

export const OTP_MODEL_START = 1_750_000_000_000;
export const OTP_MODEL_TICK_MS = 20_000;
/** The event of the named delay `tick` in `active.resend.cooling`. */
export const OTP_TICK_EVENT = 'xstate.after.tick.otp.active.resend.cooling';

const phone = '+971500000001';
const otherPhone = '+971500000002';
const email = 'sara@example.com';

const phoneLogin: OtpSession = {
  purpose: 'login',
  channel: 'phone',
  destination: phone,
  identity: { phone },
  loginType: 'otp',
  guestId: 'guest-7',
  resend: { op: 'login', body: { login_type: 'otp', phone, guest_id: 'guest-7' } },
};

const firebaseLogin: OtpSession = {
  ...phoneLogin,
  channel: 'firebase',
  destination: otherPhone,
  identity: { phone: otherPhone },
  resend: null,
};

/** An e-mail code after sign-up, reopened after a reload; it cannot be sent again from here. */
const emailSignUp: OtpSession = {
  purpose: 'sign-up',
  channel: 'email',
  destination: email,
  identity: { email },
  loginType: 'manual',
  guestId: null,
  resend: null,
};

const forgotPassword: OtpSession = {
  purpose: 'forgot-password',
  channel: 'phone',
  destination: phone,
  identity: { phone },
  loginType: 'manual',
  guestId: null,
  resend: {
    op: 'forgot-password',
    body: { verification_method: 'phone', phone },
  },
};

export const otpFixtures = {
  phoneLogin,
  firebaseLogin,
  emailSignUp,
  forgotPassword,
  /** What storage holds when the model starts: the e-mail code's deadline, 20 s away. */
  stored: {
    [otpDeadlineKey('sign-up', email)]: String(OTP_MODEL_START + 20_000),
  } as Record<string, string>,
  verifiedResponse: {
    token: 'token-1',
    is_phone_verified: 1,
    is_email_verified: 1,
    is_personal_info: 1,
    is_exist_user: null,
    login_type: 'otp',
    email: null,
  },
  wrongCode: new ApiError(404, { message: 'OTP does not match' }),
  tooManyAttempts: new ApiError(405, {
    errors: [{ code: 'otp_temp_blocked', message: 'Too many attempts' }],
  }),
  blocked: new ApiError(405, {
    errors: [{ code: 'otp_block_time', message: 'Please try again after 9 minutes' }],
  }),
  resendThrottled: new ApiError(405, {
    errors: [{ code: 'otp', message: 'Please try again after 12 seconds' }],
  }),
  resent: { message: 'OTP sent again' },
  firebaseSent: { sessionInfo: 'firebase-session-1' },
  firebaseError: Object.assign(new Error('Invalid phone number'), {
    code: 'auth/invalid-phone-number',
  }),
  networkError: new TypeError('fetch failed'),
} as const;

const f = otpFixtures;

export type OtpModelEvent =
  | OtpEvent
  | { type: typeof OTP_TICK_EVENT }
  | { type: `xstate.done.actor.${'verify' | 'resend' | 'firebaseSend'}`; output: unknown }
  | { type: `xstate.error.actor.${'verify' | 'resend' | 'firebaseSend'}`; error: unknown };

export const otpModelEvents: OtpModelEvent[] = [
  { type: 'CHANGE', code: '' },
  { type: 'CHANGE', code: '12345' },
  { type: 'CHANGE', code: '12 34-56' },
  { type: 'SUBMIT' },
  { type: 'RESEND' },
  { type: OTP_TICK_EVENT },
  { type: 'xstate.done.actor.verify', output: f.verifiedResponse },
  { type: 'xstate.error.actor.verify', error: f.wrongCode },
  { type: 'xstate.error.actor.verify', error: f.tooManyAttempts },
  { type: 'xstate.error.actor.verify', error: f.blocked },
  { type: 'xstate.done.actor.resend', output: f.resent },
  { type: 'xstate.error.actor.resend', error: f.resendThrottled },
  { type: 'xstate.done.actor.firebaseSend', output: f.firebaseSent },
  { type: 'xstate.error.actor.firebaseSend', error: f.firebaseError },
];

export const otpModelInputs: OtpInput[] = [
  { session: f.phoneLogin, start: 'sent' },
  { session: f.firebaseLogin, start: 'send' },
  { session: f.emailSignUp, start: 'restore' },
  { session: f.forgotPassword, start: 'restore' },
];

/** The model's machine: the clock and storage reads of the model (see above). */
export const otpModelMachine = otpMachine.provide({
  actions: {
    readClock: assign(({ context, event }) => ({
      now:
        (event as { type: string }).type === OTP_TICK_EVENT
          ? context.now + OTP_MODEL_TICK_MS
          : context.now || OTP_MODEL_START,
    })),
    restoreDeadline: assign(({ context }) => ({
      deadline: restoreDeadline(
        f.stored[otpDeadlineKey(context.session.purpose, context.session.destination)] ?? null,
        context.now,
      ),
    })),
  },
});

/**
 * A state's identity for the traversal: its value and context, with the times relative (the
 * seconds left rather than the clock's reading). Without it every resend would start a new
 * countdown at a later time and the walk would never end; with it, a countdown restarted later
 * is the same state as the first one.
 */
export function otpModelKey(snapshot: AnyMachineSnapshot): string {
  const { now, deadline, ...rest } = snapshot.context as OtpContext;
  return JSON.stringify({
    value: snapshot.value,
    status: snapshot.status,
    context: rest,
    remaining: deadline == null ? null : deadline - now,
  });
}

type Path = StatePath<AnyMachineSnapshot, EventObject>;

/**
 * Paths to every distinct state, and through every distinct transition, for one input (as
 * `modelPaths` in model-paths.ts, with `otpModelKey` as the states' identity).
 */
export function otpModelPaths(input: OtpInput): ModelPath<typeof otpModelMachine>[] {
  const traversal = {
    input,
    events: otpModelEvents as unknown as OtpEvent[],
    serializeState: (state: AnyMachineSnapshot) => otpModelKey(state),
    // An actor's outcome arrives only while that actor runs.
    filterEvents: (state: AnyMachineSnapshot, event: EventObject) => {
      const actor = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1];
      return actor == null || actor in state.children;
    },
  };
  const shortest = getShortestPaths(otpModelMachine, traversal) as unknown as Path[];
  const byKey = new Map(shortest.map((p) => [otpModelKey(p.state), p]));
  const adjacency = Object.values(
    getAdjacencyMap(otpModelMachine, traversal),
  ) as unknown as AdjacencyValue<AnyMachineSnapshot, EventObject>[];
  const seen = new Set<string>();
  const transitions: Path[] = [];
  for (const { state, transitions: edges } of adjacency) {
    const head = byKey.get(otpModelKey(state));
    if (head == null) continue;
    for (const { event, state: next } of Object.values(edges)) {
      if (otpModelKey(next) === otpModelKey(state)) continue;
      const signature = JSON.stringify([state.value, event.type, next.value]);
      if (seen.has(signature)) continue;
      seen.add(signature);
      const tail = byKey.get(otpModelKey(next));
      const sameAsShortest =
        tail != null &&
        tail.steps.length === head.steps.length + 1 &&
        JSON.stringify(tail.steps.at(-1)?.event) === JSON.stringify(event) &&
        otpModelKey(tail.steps.at(-2)?.state ?? tail.state) === otpModelKey(state);
      if (sameAsShortest) continue;
      transitions.push({
        state: next,
        steps: [...head.steps, { event, state: next }],
        weight: head.weight + 1,
      });
    }
  }
  return [...shortest, ...transitions] as unknown as ModelPath<typeof otpModelMachine>[];
}
