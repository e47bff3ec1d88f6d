/**
 * # forgotPasswordMachine: /forgot-password in three steps
 *
 * Drives the forgot-password page (web) and `storefront auth forgot-password` (CLI). Spec:
 * rental-and-auth §2, §4 'Forgot password: step 0 request, 1 verify, 2 set new password. Resend
 * locked for 60 s after each send', §5, §8 'Forgot password with an errors list: first message as
 * error; otherwise the message'; reference §4.9.
 *
 * ## States (`forgotPasswordStep(snapshot)` gives 0, 1, 2)
 * - `request` (step 0): SUBMIT_REQUEST `{ verification_method: 'phone', phone, dial_code }` or
 *   `{ verification_method: 'email', email }` (`forgotPasswordFormSchema`: the 10 digits beside
 *   the country code, or a valid e-mail) → `requesting` (tag `busy`, `auth/forgot-password`).
 *   The answer's message is toasted and the code step opens; an answer carrying an errors list
 *   shows its first message and stays; a failure shows its first message.
 * - `verify` (step 1): the OTP dialog, the child `otp` (`otpMachine`, purpose `forgot-password`:
 *   Verify calls `auth/verify-token`, Resend sends `auth/forgot-password` again, 60 s apart).
 *   GO_BACK returns to the request.
 * - `newPassword` (step 2): SUBMIT_PASSWORD `{ password, confirm_password }`
 *   (`newPasswordFormSchema`) → `resetting` (tag `busy`, `PUT auth/reset-password` with the
 *   verified code as `reset_token`). GO_BACK returns to the request.
 * - `done` (final, tag `done`): the server's message (or 'Password changed successfully.') is
 *   toasted, the navigator goes to /home and the sign-in modal opens (`openAuth('signIn')`).
 *
 * ## Effects (named, implemented by `provideForgotPasswordMachine`)
 * Actors `auth` (an `AuthCall`), `otp` (the OTP machine); actions `notify`, `navigate`,
 * `openSignIn`.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Clock, KeyValueStorage, NavigatorPort, Notifier } from '../ports.js';
import type { Translate } from '../i18n/index.js';
import type { AuthCall, ForgotPasswordBody, OtpSession } from '../domain/auth.js';
import { errorEntries } from '../api/errors.js';
import { toUiError } from '../domain/ui-error.js';
import { forgotPasswordFormSchema, newPasswordFormSchema } from '../schemas/auth.js';
import { validate, type FieldError } from '../schemas/validate.js';
import { notProvided, showToast, type NotifyParams } from './effects.js';
import type { AuthMode } from './checkout-gate.machine.js';
import { otpMachine, type OtpApiActors } from './otp.machine.js';
import { provideOtpMachine } from './otp.provide.js';
import type { OtpInput } from './otp.types.js';

export interface ForgotPasswordContext {
  /** The request sent in step 0 (the phone or e-mail and its method). */
  body: ForgotPasswordBody | null;
  /** The verified code (the `reset_token` of step 2). */
  resetToken: string | null;
  fieldErrors: FieldError[];
}

export type ForgotPasswordEvent =
  | { type: 'SUBMIT_REQUEST'; values: Record<string, unknown> }
  | { type: 'SUBMIT_PASSWORD'; values: Record<string, unknown> }
  | { type: 'GO_BACK' };

export const FORGOT_PASSWORD_KEYS = {
  sent: 'auth.otp.sent',
  reset: 'auth.forgot.toast.reset',
} as const;

export const FORGOT_PASSWORD_DONE_PATH = '/home';

const MACHINE = 'forgotPasswordMachine';

const apiActors = {
  auth: fromPromise<unknown, AuthCall>(notProvided(MACHINE, 'auth')),
};

export type ForgotPasswordApiActors = typeof apiActors;

/** The step shown: 0 request, 1 verify, 2 new password (3 once done). */
export function forgotPasswordStep(snapshot: { value: unknown }): 0 | 1 | 2 | 3 {
  switch (String(snapshot.value)) {
    case 'verify':
      return 1;
    case 'newPassword':
    case 'resetting':
      return 2;
    case 'done':
      return 3;
    default:
      return 0;
  }
}

/** The OTP conversation of step 1. */
export function forgotPasswordOtpSession(body: ForgotPasswordBody): OtpSession {
  const byEmail = body.verification_method === 'email';
  const destination = body.verification_method === 'email' ? body.email : body.phone;
  return {
    purpose: 'forgot-password',
    channel: byEmail ? 'email' : 'phone',
    destination,
    identity: byEmail ? { email: destination } : { phone: destination },
    loginType: 'manual',
    guestId: null,
    resend: { op: 'forgot-password', body },
  };
}

/** The server's message of an answer (`{message}`), if any. */
function messageOf(output: unknown): string[] {
  if (typeof output !== 'object' || output === null || !('message' in output)) return [];
  const { message } = output as { message: unknown };
  return typeof message === 'string' && message.trim() !== '' ? [message] : [];
}

/** An answer's errors list (some servers answer 200 with one). */
function errorListOf(output: unknown): string[] {
  if (typeof output !== 'object' || output === null || !('errors' in output)) return [];
  return errorEntries(output).map((e) => e.message);
}

/** A failure's toast: the first message of an errors list, else the message. */
function firstErrorToast(error: unknown): NotifyParams {
  const ui = toUiError(error);
  return { kind: 'error', key: ui.key, messages: ui.messages.slice(0, 1) };
}

export const forgotPasswordMachine = setup({
  types: {} as {
    context: ForgotPasswordContext;
    events: ForgotPasswordEvent;
    tags: 'busy' | 'done';
  },
  actors: { ...apiActors, otp: otpMachine },
  guards: {
    requestIsValid: ({ event }) => {
      assertEvent(event, 'SUBMIT_REQUEST');
      return validate(forgotPasswordFormSchema, event.values).success;
    },
    passwordIsValid: ({ event }) => {
      assertEvent(event, 'SUBMIT_PASSWORD');
      return validate(newPasswordFormSchema, event.values).success;
    },
    answerHasErrors: (_, params: { output: unknown }) => errorListOf(params.output).length > 0,
  },
  actions: {
    setRequest: assign(({ event }) => {
      assertEvent(event, 'SUBMIT_REQUEST');
      const result = validate(forgotPasswordFormSchema, event.values);
      if (!result.success) throw new Error(`${MACHINE}: invalid request`);
      return { body: result.data as ForgotPasswordBody, resetToken: null, fieldErrors: [] };
    }),
    setRequestErrors: assign(({ event }) => {
      assertEvent(event, 'SUBMIT_REQUEST');
      const result = validate(forgotPasswordFormSchema, event.values);
      return { fieldErrors: result.success ? [] : result.errors };
    }),
    setPasswordErrors: assign(({ event }) => {
      assertEvent(event, 'SUBMIT_PASSWORD');
      const result = validate(newPasswordFormSchema, event.values);
      return { fieldErrors: result.success ? [] : result.errors };
    }),
    clearFieldErrors: assign({ fieldErrors: [] }),
    setResetToken: assign((_, params: { code: string }) => ({ resetToken: params.code })),
    restart: assign({ body: null, resetToken: null, fieldErrors: [] }),
    // effects, implemented by provideForgotPasswordMachine
    notify: notProvided(MACHINE, 'notify') as (_: unknown, params: NotifyParams) => void,
    navigate: notProvided(MACHINE, 'navigate') as (_: unknown, params: { path: string }) => void,
    openSignIn: notProvided(MACHINE, 'openSignIn') as (_: unknown) => void,
  },
}).createMachine({
  id: 'forgotPassword',
  context: { body: null, resetToken: null, fieldErrors: [] },
  initial: 'request',
  states: {
    request: {
      on: {
        SUBMIT_REQUEST: [
          { guard: 'requestIsValid', target: 'requesting', actions: 'setRequest' },
          { actions: 'setRequestErrors' },
        ],
      },
    },
    requesting: {
      tags: 'busy',
      invoke: {
        id: 'request',
        src: 'auth',
        input: ({ context }): AuthCall => {
          if (context.body == null) throw new Error(`${MACHINE}: no request`);
          return { op: 'forgot-password', body: context.body };
        },
        onDone: [
          {
            guard: { type: 'answerHasErrors', params: ({ event }) => ({ output: event.output }) },
            target: 'request',
            actions: {
              type: 'notify',
              params: ({ event }) => ({
                kind: 'error',
                key: 'common.error.generic',
                messages: errorListOf(event.output).slice(0, 1),
              }),
            },
          },
          {
            target: 'verify',
            actions: {
              type: 'notify',
              params: ({ event }) => ({
                kind: 'success',
                key: FORGOT_PASSWORD_KEYS.sent,
                messages: messageOf(event.output),
              }),
            },
          },
        ],
        onError: {
          target: 'request',
          actions: { type: 'notify', params: ({ event }) => firstErrorToast(event.error) },
        },
      },
    },
    verify: {
      invoke: {
        id: 'otp',
        src: 'otp',
        input: ({ context }): OtpInput => {
          if (context.body == null) throw new Error(`${MACHINE}: no request`);
          return { session: forgotPasswordOtpSession(context.body), start: 'sent' };
        },
        onDone: {
          target: 'newPassword',
          actions: { type: 'setResetToken', params: ({ event }) => ({ code: event.output.code }) },
        },
      },
      on: { GO_BACK: { target: 'request', actions: 'restart' } },
    },
    newPassword: {
      on: {
        SUBMIT_PASSWORD: [
          { guard: 'passwordIsValid', target: 'resetting', actions: 'clearFieldErrors' },
          { actions: 'setPasswordErrors' },
        ],
        GO_BACK: { target: 'request', actions: 'restart' },
      },
    },
    resetting: {
      tags: 'busy',
      invoke: {
        id: 'reset',
        src: 'auth',
        input: ({ context, event }): AuthCall => {
          assertEvent(event, 'SUBMIT_PASSWORD');
          const result = validate(newPasswordFormSchema, event.values);
          if (!result.success || context.body == null || context.resetToken == null) {
            throw new Error(`${MACHINE}: incomplete reset`);
          }
          return {
            op: 'reset-password',
            body: {
              ...context.body,
              reset_token: context.resetToken,
              password: result.data.password,
              confirm_password: result.data.confirm_password,
            },
          };
        },
        onDone: {
          target: 'done',
          actions: [
            {
              type: 'notify',
              params: ({ event }) => ({
                kind: 'success',
                key: FORGOT_PASSWORD_KEYS.reset,
                messages: messageOf(event.output),
              }),
            },
            { type: 'navigate', params: { path: FORGOT_PASSWORD_DONE_PATH } },
            'openSignIn',
          ],
        },
        onError: {
          target: 'newPassword',
          actions: { type: 'notify', params: ({ event }) => firstErrorToast(event.error) },
        },
      },
    },
    done: { type: 'final', tags: 'done' },
  },
});

/** What `provideForgotPasswordMachine` needs. */
export interface ForgotPasswordMachineDeps {
  /** `auth` sends an `AuthCall`; the codes here never go through Firebase. */
  actors: ForgotPasswordApiActors & { firebaseSend?: OtpApiActors['firebaseSend'] };
  storage: KeyValueStorage;
  clock: Clock;
  notifier: Notifier;
  navigator: NavigatorPort;
  /** Opens the login modal (the checkout gate's `openAuth`). */
  openAuth: (mode: AuthMode) => void;
  t: Translate;
}

/** The forgot-password machine wired to ports (with its OTP dialog). */
export function provideForgotPasswordMachine(deps: ForgotPasswordMachineDeps) {
  const otp = provideOtpMachine({
    actors: {
      auth: deps.actors.auth,
      firebaseSend: deps.actors.firebaseSend ?? fromPromise(notProvided(MACHINE, 'firebaseSend')),
    },
    storage: deps.storage,
    clock: deps.clock,
    notifier: deps.notifier,
    t: deps.t,
  });
  return forgotPasswordMachine.provide({
    actors: { auth: deps.actors.auth, otp },
    actions: {
      notify: (_, params) => showToast(deps.notifier, deps.t, params),
      navigate: (_, params) => deps.navigator.go(params.path),
      openSignIn: () => deps.openAuth('signIn'),
    },
  });
}
