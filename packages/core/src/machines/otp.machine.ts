/**
 * # otpMachine: the OTP dialog
 *
 * Drives the OTP verification dialog (web: Ark pin input, Verify, Resend with the countdown)
 * and `storefront auth otp verify` (CLI). The auth modal and forgot password run it as their
 * `otp` child; it can also run alone (the CLI after a reload). Spec: rental-and-auth §2 'OTP
 * verification dialog', §4, §5 'OTP', §9; storefront §4 'OTP dialog'; reference §6.8.
 *
 * - The code is 6 digits: CHANGE keeps the digits typed, at most 6. Verify is enabled at
 *   exactly 6 characters (`canVerify`); SUBMIT with nothing typed shows 'field is empty'
 *   (`context.fieldError`, key `auth.validation.otpEmpty`); SUBMIT with 1–5 digits is ignored.
 * - Verify calls the `auth` actor with `otpVerifyCall(session, code, sessionInfo)`
 *   (`auth/verify-phone`, `auth/firebase-verify-token` or `auth/verify-token`). A failure (wrong
 *   code 'OTP does not match', 'Too many attempts', 'Please try again after …') shows the
 *   server's message and keeps the code for correction.
 * - Resend is disabled for 60 s after each send. The countdown is an **absolute deadline** (ms
 *   since the epoch) written to storage (`otpDeadlineKey(purpose, destination)`), so it survives
 *   a reload; the clock port gives the time (`readClock`), and the named delay `tick` fires when
 *   the shown second changes (`msUntilNextSecond`), so a late timer (a throttled background tab)
 *   still shows the right time. RESEND calls `auth` with `session.resend` (or `firebaseSend` for
 *   Firebase codes) and restarts the countdown; a failure shows its message.
 *
 * ## Input
 * `{ session: OtpSession, start?: 'sent' | 'send' | 'restore' }`:
 * - `sent` (default): the step that opened the dialog has just sent a code: the countdown
 *   starts now.
 * - `send`: the dialog sends the first code itself (Firebase: `firebaseSend`).
 * - `restore`: reopened (after a reload, a new CLI process): the stored deadline, if any.
 *
 * ## States
 * `active` (parallel):
 * - `code`: `editing` → `verifying` (tag `busy`) → the final `verified` (output `OtpOutput`).
 * - `resend`: `cooling` (tag `cooldown`; `otpView` gives the seconds) → `ready` → `resending`
 *   or `firebaseSending` (tag `sending`) → `cooling`.
 *
 * ## Effects (named, implemented by `provideOtpMachine`)
 * Actors `auth` (`AuthCall` → the response body), `firebaseSend` (`{ phone }` → `{ sessionInfo }`);
 * actions `readClock` and `restoreDeadline` (assign from the clock and storage ports),
 * `persistDeadline`, `clearDeadline`, `notify`.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  msUntilNextSecond,
  OTP_LENGTH,
  otpDeadline,
  otpDeadlineKey,
  otpVerifyCall,
  secondsLeft,
  type AuthCall,
} from '../domain/auth.js';
import { toUiError, uiError, type UiError } from '../domain/ui-error.js';
import { errorToast, notProvided, type NotifyParams } from './effects.js';
import type {
  FirebaseSendResult,
  OtpContext,
  OtpEvent,
  OtpInput,
  OtpOutput,
  OtpStart,
} from './otp.types.js';

export const OTP_KEYS = {
  empty: 'auth.validation.otpEmpty',
  sent: 'auth.otp.sent',
} as const;

const MACHINE = 'otpMachine';

const apiActors = {
  auth: fromPromise<unknown, AuthCall>(notProvided(MACHINE, 'auth')),
  firebaseSend: fromPromise<FirebaseSendResult, { phone: string }>(
    notProvided(MACHINE, 'firebaseSend'),
  ),
};

/** The actors the machine needs: `auth` sends an `AuthCall` (see `AUTH_ENDPOINTS`). */
export type OtpApiActors = typeof apiActors;

/** The digits of a typed code, at most 6. */
export function sanitizeOtp(text: string): string {
  return text.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/** A Firebase failure keeps its own message ("the error message", rental-and-auth §8). */
function firebaseError(error: unknown): UiError {
  const ui = toUiError(error);
  if (ui.messages.length > 0) return ui;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') {
      return uiError(ui.key, [message.trim()], ui.code);
    }
  }
  return ui;
}

/** The success toast of a send: the server's message, else 'OTP sent successfully.'. */
function sentToast(output: unknown): NotifyParams {
  const message =
    typeof output === 'object' && output !== null && 'message' in output
      ? (output as { message: unknown }).message
      : null;
  return {
    kind: 'success',
    key: OTP_KEYS.sent,
    messages: typeof message === 'string' && message.trim() !== '' ? [message] : [],
  };
}

/** Where the resend countdown of this conversation is kept. */
const deadlineKeyOf = (context: OtpContext): string =>
  otpDeadlineKey(context.session.purpose, context.session.destination);

/** A new countdown (from `context.now`), persisted. */
const startPersistedCountdown = () => [
  'startCountdown' as const,
  {
    type: 'persistDeadline' as const,
    params: ({ context }: { context: OtpContext }) => ({
      key: deadlineKeyOf(context),
      deadline: context.deadline,
    }),
  },
];

/** A failed call: its error (read by `set`) is kept and shown; then `target`. */
function failedTo<T extends string, S extends 'setError' | 'setFirebaseError'>(target: T, set: S) {
  return {
    target,
    actions: [
      { type: set, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
      {
        type: 'notify' as const,
        params: ({ context }: { context: OtpContext }) => errorToast(context.error),
      },
    ],
  };
}

export const otpMachine = setup({
  types: {} as {
    context: OtpContext;
    events: OtpEvent;
    input: OtpInput;
    output: OtpOutput;
    tags: 'busy' | 'cooldown' | 'sending';
  },
  actors: apiActors,
  delays: {
    tick: ({ context }) => msUntilNextSecond(context.deadline, context.now),
  },
  guards: {
    codeIsEmpty: ({ context }) => context.code === '',
    codeIsComplete: ({ context }) => context.code.length === OTP_LENGTH,
    startIs: ({ context }, params: { start: OtpStart }) => context.start === params.start,
    countdownOver: ({ context }) => secondsLeft(context.deadline, context.now) === 0,
    isFirebase: ({ context }) => context.session.channel === 'firebase',
    canSendAgain: ({ context }) => context.session.resend != null,
  },
  actions: {
    setCode: assign(({ event }) => {
      assertEvent(event, 'CHANGE');
      return { code: sanitizeOtp(event.code), fieldError: null, error: null };
    }),
    setEmptyError: assign({ fieldError: OTP_KEYS.empty }),
    clearErrors: assign({ fieldError: null, error: null }),
    setError: assign((_, params: { error: unknown }) => ({ error: toUiError(params.error) })),
    setFirebaseError: assign((_, params: { error: unknown }) => ({
      error: firebaseError(params.error),
    })),
    setResponse: assign((_, params: { response: unknown }) => ({ response: params.response })),
    setSessionInfo: assign((_, params: { sessionInfo: string }) => ({
      sessionInfo: params.sessionInfo,
    })),
    startCountdown: assign(({ context }) => ({ deadline: otpDeadline(context.now) })),
    // read through the ports, implemented by provideOtpMachine (assign actions)
    readClock: notProvided(MACHINE, 'readClock') as (_: unknown) => void,
    restoreDeadline: notProvided(MACHINE, 'restoreDeadline') as (_: unknown) => void,
    // effects, implemented by provideOtpMachine
    persistDeadline: notProvided(MACHINE, 'persistDeadline') as (
      _: unknown,
      params: { key: string; deadline: number | null },
    ) => void,
    clearDeadline: notProvided(MACHINE, 'clearDeadline') as (
      _: unknown,
      params: { key: string },
    ) => void,
    notify: notProvided(MACHINE, 'notify') as (_: unknown, params: NotifyParams) => void,
  },
}).createMachine({
  id: 'otp',
  context: ({ input }) => ({
    session: input.session,
    start: input.start ?? 'sent',
    code: '',
    fieldError: null,
    error: null,
    deadline: null,
    now: 0,
    sessionInfo: null,
    response: null,
  }),
  initial: 'active',
  output: ({ context }) => ({
    response: context.response,
    code: context.code,
    sessionInfo: context.sessionInfo,
  }),
  states: {
    active: {
      type: 'parallel',
      states: {
        code: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                CHANGE: { actions: 'setCode' },
                SUBMIT: [
                  { guard: 'codeIsEmpty', actions: 'setEmptyError' },
                  { guard: 'codeIsComplete', target: 'verifying', actions: 'clearErrors' },
                ],
              },
            },
            verifying: {
              tags: 'busy',
              invoke: {
                id: 'verify',
                src: 'auth',
                input: ({ context }) =>
                  otpVerifyCall(context.session, context.code, context.sessionInfo),
                onDone: {
                  target: '#otp.verified',
                  actions: {
                    type: 'setResponse',
                    params: ({ event }) => ({ response: event.output }),
                  },
                },
                onError: failedTo('editing', 'setError'),
              },
            },
          },
        },
        resend: {
          initial: 'starting',
          states: {
            starting: {
              entry: 'readClock',
              always: [
                {
                  guard: { type: 'startIs', params: { start: 'send' } },
                  target: 'firebaseSending',
                },
                {
                  guard: { type: 'startIs', params: { start: 'sent' } },
                  target: 'cooling',
                  actions: startPersistedCountdown(),
                },
                { target: 'cooling', actions: 'restoreDeadline' },
              ],
            },
            cooling: {
              tags: 'cooldown',
              always: { guard: 'countdownOver', target: 'ready' },
              after: {
                tick: { target: 'cooling', reenter: true, actions: 'readClock' },
              },
            },
            ready: {
              on: {
                RESEND: [
                  { guard: 'isFirebase', target: 'firebaseSending' },
                  { guard: 'canSendAgain', target: 'resending' },
                ],
              },
            },
            resending: {
              tags: 'sending',
              invoke: {
                id: 'resend',
                src: 'auth',
                input: ({ context }) => {
                  if (context.session.resend == null) throw new Error(`${MACHINE}: no resend call`);
                  return context.session.resend;
                },
                onDone: {
                  target: 'cooling',
                  actions: [
                    'readClock',
                    ...startPersistedCountdown(),
                    { type: 'notify', params: ({ event }) => sentToast(event.output) },
                  ],
                },
                onError: failedTo('ready', 'setError'),
              },
            },
            firebaseSending: {
              tags: 'sending',
              invoke: {
                id: 'firebaseSend',
                src: 'firebaseSend',
                input: ({ context }) => ({
                  phone: context.session.identity.phone ?? context.session.destination,
                }),
                onDone: {
                  target: 'cooling',
                  actions: [
                    {
                      type: 'setSessionInfo',
                      params: ({ event }) => ({ sessionInfo: event.output.sessionInfo }),
                    },
                    'readClock',
                    ...startPersistedCountdown(),
                    { type: 'notify', params: { kind: 'success', key: OTP_KEYS.sent } },
                  ],
                },
                onError: failedTo('ready', 'setFirebaseError'),
              },
            },
          },
        },
      },
    },
    verified: {
      type: 'final',
      entry: {
        type: 'clearDeadline',
        params: ({ context }) => ({ key: deadlineKeyOf(context) }),
      },
    },
  },
});
