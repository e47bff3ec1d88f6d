/**
 * # authModalMachine: the login modal
 *
 * Drives the login modal in every mode, the sign-up form, the phone-for-social dialog, the
 * user-info dialog, 'Is it you?' and the OTP dialog (web), and `storefront auth login` /
 * `auth signup` (CLI). Spec: rental-and-auth §2 'Authentication screens', §3 payloads, §4
 * 'Authentication flow', §5, §8; reference §4.9.
 *
 * ## Input
 * `{ settings, guestId?, zoneStored?, moduleType?, mode? }`: `settings` from
 * `authSettings(config)`; the stored guest id (sent with the login, sign-up and social calls so
 * the guest's cart moves to the account); whether a zone is stored and the module type (where
 * sign-up ends); `mode` `signIn` (default) or `signUp` (the checkout gate's `openAuth`).
 * `authModalInput(storage, settings, mode)` reads the stored values.
 *
 * ## States (the modal's steps: `authModalView(snapshot).step`)
 * - `signIn`: the configured login mode's forms (`loginView`); SIGN_IN_WITH_OTP switches to the
 *   OTP-only view (modes with a password form and OTP), GO_BACK restores the configured mode.
 *   SUBMIT_LOGIN (e-mail or phone and password), SUBMIT_OTP_LOGIN (phone), SOCIAL_LOGIN
 *   (a provider's credential); FORGOT_PASSWORD goes to /forgot-password; SHOW_SIGN_UP.
 * - `signUp`: SUBMIT_SIGN_UP (terms accepted); SHOW_SIGN_IN.
 * - `phoneModal` (phone_modal): the social sign-in answered with the error code `email`: the
 *   phone it lacks; SUBMIT_PHONE → `auth/social-register`.
 * - `userInfo` (user_info): `is_personal_info` 0: SUBMIT_USER_INFO → `auth/update-info`.
 * - `existingUser` (is_exist_user): 'Is it you?' with `context.existingUser`'s name and image:
 *   CONFIRM_EXISTING / DENY_EXISTING send the login again with `verified` yes / no.
 * - `otp`: the OTP dialog, the child actor `otp` (`otpMachine`: the UI drives
 *   `snapshot.children.otp`); by phone, by e-mail, or the Firebase check. GO_BACK returns to
 *   the form.
 * - busy states (tag `busy`): `signingIn`, `socialSigningIn`, `signingUp`, `socialRegistering`,
 *   `updatingInfo`, `answeringExisting`; each answer goes through the routing rule
 *   (`nextAuthStep`): user_info, is_exist_user, done, or OTP.
 * - `success` (tag `busy`): the token is stored; profile, cart and wishlist are reloaded
 *   (`reloadSession`); then `done` (final, tag `done`): 'Logged in successfully' (or 'Signup
 *   successfully.' and /interest or /home after sign-up). **The UI closes the modal.**
 * - `closed` (final): CLOSE, or FORGOT_PASSWORD.
 *
 * Invalid form values keep the step and set `context.fieldErrors` (the schemas' messages in
 * English; `fieldErrorText(error, t)` translates them). A failed call shows the server's
 * message(s) and returns to its step (a refused sign-up also marks the fields its errors name:
 * 'The email has already been taken.' on the e-mail); a social sign-in failure shows its message, except the
 * code `email`, which opens the phone step.
 *
 * ## Effects (named, implemented by `provideAuthModalMachine`)
 * Actors `auth` (an `AuthCall`, see `AUTH_ENDPOINTS`), `otp` (the OTP machine), `reloadSession`
 * (`{ moduleType }`); actions `storeToken`, `notify`, `navigate`.
 */
import { assertEvent, assign, fromPromise, not, setup } from 'xstate';
import {
  freshLogin,
  signUpDestination,
  toAuthResponse,
  type AuthCall,
  type AuthStep,
  type LoginBody,
  type SocialLoginBody,
} from '../domain/auth.js';
import type { ModuleType } from '../domain/session.js';
import { toUiError } from '../domain/ui-error.js';
import {
  loginFormSchema,
  otpLoginFormSchema,
  signUpFormSchema,
  socialPhoneFormSchema,
  userInfoFormSchema,
} from '../schemas/auth.js';
import { validate, type FieldError } from '../schemas/validate.js';
import { errorToast, notProvided, type NotifyParams } from './effects.js';
import type { AuthMode } from './checkout-gate.machine.js';
import { otpMachine } from './otp.machine.js';
import type { OtpInput } from './otp.types.js';
import type { AuthModalContext, AuthModalEvent, AuthModalInput } from './auth-modal.types.js';
import {
  authLoginView,
  authStepOf,
  identityOfCall,
  otpSessionFor,
  userInfoLoginType,
} from './auth-modal.connect.js';

export const AUTH_MODAL_KEYS = {
  loggedIn: 'auth.toast.loggedIn',
  signedUp: 'auth.toast.signedUp',
} as const;

export const FORGOT_PASSWORD_PATH = '/forgot-password';

const MACHINE = 'authModalMachine';

const apiActors = {
  auth: fromPromise<unknown, AuthCall>(notProvided(MACHINE, 'auth')),
  reloadSession: fromPromise<unknown, { moduleType: ModuleType | null }>(
    notProvided(MACHINE, 'reloadSession'),
  ),
};

/** The API actors the machine needs (the `otp` child is provided from the OTP deps). */
export type AuthModalApiActors = typeof apiActors;

/** The update-info call: the form's values and what identifies the account. */
function updateInfoCall(context: AuthModalContext, values: Record<string, unknown>): AuthCall {
  const loginType = userInfoLoginType(context);
  const result = validate(userInfoFormSchema(loginType), values);
  if (!result.success) throw new Error(`${MACHINE}: invalid user info`);
  const known = identityOfCall(context.request);
  const phone = result.data.phone ?? known.phone;
  const email = result.data.email ?? known.email ?? context.response?.email ?? undefined;
  return {
    op: 'update-info',
    body: {
      name: result.data.name,
      login_type: loginType,
      ...(phone ? { phone } : {}),
      ...(email ? { email } : {}),
      ref_code: result.data.ref_code,
      guest_id: context.guestId,
    },
  };
}

const formErrors = {
  login: (values: unknown) => validate(loginFormSchema, values),
  otpLogin: (values: unknown) => validate(otpLoginFormSchema, values),
  signUp: (values: unknown) => validate(signUpFormSchema, values),
  phone: (values: unknown) => validate(socialPhoneFormSchema, values),
};

const errorsOf = (result: { success: boolean; errors?: FieldError[] }): FieldError[] =>
  result.success ? [] : (result.errors ?? []);

type ModalForm = 'login' | 'otpLogin' | 'signUp' | 'phone' | 'userInfo';

function valuesOf(event: AuthModalEvent): unknown {
  if ('values' in event) return event.values;
  return undefined;
}

/** The sign-up form's fields a refusal may name ('The email has already been taken.'). */
const SIGN_UP_FIELDS: readonly string[] = [
  'name',
  'email',
  'phone',
  'password',
  'confirm_password',
  'ref_code',
];

/** A refusal's errors that name a sign-up field, shown beside it (spec §8: the server's message). */
function signUpFieldErrors(error: unknown): FieldError[] {
  const entries = (error as { entries?: { code: string | null; message: string }[] } | null)
    ?.entries;
  if (!Array.isArray(entries)) return [];
  return entries
    .filter((e): e is FieldError => e.code != null && SIGN_UP_FIELDS.includes(e.code))
    .map((e) => ({ code: e.code, message: e.message }));
}

// ---------------------------------------------------------------- machine

/** The flow's state before its first call (and after `resetFlow`). */
const emptyFlow = (): Pick<
  AuthModalContext,
  'request' | 'login' | 'response' | 'social' | 'otp' | 'otpCode' | 'fieldErrors'
> => ({
  request: null,
  login: null,
  response: null,
  social: null,
  otp: null,
  otpCode: null,
  fieldErrors: [],
});

/** A call's answer goes through the routing rule. */
const toRouting = () => ({
  target: 'routing' as const,
  actions: {
    type: 'setResponse' as const,
    params: ({ event }: { event: { output: unknown } }) => ({ output: event.output }),
  },
});

/** The failure toast of a call: the server's message(s). */
const notifyFailure = () => ({
  type: 'notify' as const,
  params: ({ event }: { event: { error: unknown } }) => errorToast(toUiError(event.error)),
});

/** A failed call shows its message and returns to its step (`reset`: the flow starts over). */
function backTo<T extends string>(target: T, reset: boolean) {
  return {
    target,
    actions: reset ? ['resetFlow' as const, notifyFailure()] : [notifyFailure()],
  };
}

/** A busy step that sends `context.request` through `auth` (invoke `id`). */
function authCall<TError>(id: string, onError: TError) {
  return {
    tags: 'busy' as const,
    invoke: {
      id,
      src: 'auth' as const,
      input: ({ context }: { context: AuthModalContext }) => context.request as AuthCall,
      onDone: toRouting(),
      onError,
    },
  };
}

/** A form step's submit: valid values go to `target` through `request`, else field errors. */
function submitForm<T extends string, A extends string>(form: ModalForm, target: T, request: A) {
  return [
    {
      guard: { type: 'formIsValid' as const, params: { form } },
      target,
      actions: request,
    },
    { actions: { type: 'setFieldErrors' as const, params: { form } } },
  ];
}

/** Where `reloadSession` ends, answered or not: the success toast (and sign-up's route). */
const finished = () => [
  {
    guard: { type: 'originIs' as const, params: { origin: 'signUp' as const } },
    target: 'done' as const,
    actions: [
      {
        type: 'notify' as const,
        params: { kind: 'success' as const, key: AUTH_MODAL_KEYS.signedUp },
      },
      {
        type: 'navigate' as const,
        params: ({ context }: { context: AuthModalContext }) => ({
          path: signUpDestination(context.zoneStored, context.moduleType),
        }),
      },
    ],
  },
  {
    target: 'done' as const,
    actions: {
      type: 'notify' as const,
      params: { kind: 'success' as const, key: AUTH_MODAL_KEYS.loggedIn },
    },
  },
];

export const authModalMachine = setup({
  types: {} as {
    context: AuthModalContext;
    events: AuthModalEvent;
    input: AuthModalInput;
    tags: 'busy' | 'done';
  },
  actors: { ...apiActors, otp: otpMachine },
  guards: {
    formIsValid: ({ context, event }, params: { form: ModalForm }) => {
      if (params.form === 'userInfo') {
        return validate(userInfoFormSchema(userInfoLoginType(context)), valuesOf(event)).success;
      }
      return formErrors[params.form](valuesOf(event)).success;
    },
    showsManualForm: ({ context }) => authLoginView(context).manualForm,
    showsOtpForm: ({ context }) => authLoginView(context).otpForm,
    canSwitchToOtp: ({ context }) => authLoginView(context).signInWithOtp,
    isOtpOnly: ({ context }) => context.otpOnly,
    offersMedium: ({ context, event }) => {
      assertEvent(event, 'SOCIAL_LOGIN');
      return (
        authLoginView(context).socialButtons &&
        context.settings.socialMedia.includes(event.credential.medium)
      );
    },
    errorCodeIs: (_, params: { error: unknown; code: string }) =>
      toUiError(params.error).code === params.code,
    stepIs: ({ context }, params: { step: AuthStep['step'] }) =>
      authStepOf(context).step === params.step,
    originIs: ({ context }, params: { origin: AuthMode }) => context.origin === params.origin,
    answeredLogin: ({ context }) => context.login != null,
  },
  actions: {
    setFieldErrors: assign(({ context, event }, params: { form: ModalForm }) => {
      const values = valuesOf(event);
      const errors =
        params.form === 'userInfo'
          ? errorsOf(validate(userInfoFormSchema(userInfoLoginType(context)), values))
          : errorsOf(formErrors[params.form](values));
      return { fieldErrors: errors };
    }),
    resetFlow: assign(() => emptyFlow()),
    setServerFieldErrors: assign(({ event }) => ({
      fieldErrors: signUpFieldErrors((event as { error?: unknown }).error),
    })),
    setOrigin: assign((_, params: { origin: AuthMode }) => ({ origin: params.origin })),
    setOtpOnly: assign((_, params: { otpOnly: boolean }) => ({
      otpOnly: params.otpOnly,
      fieldErrors: [],
    })),
    requestManualLogin: assign(({ context, event }) => {
      assertEvent(event, 'SUBMIT_LOGIN');
      const result = validate(loginFormSchema, event.values);
      if (!result.success) throw new Error(`${MACHINE}: invalid login`);
      const body: LoginBody = { login_type: 'manual', ...result.data, guest_id: context.guestId };
      return { request: { op: 'login', body } as AuthCall, login: body, fieldErrors: [] };
    }),
    requestOtpLogin: assign(({ context, event }) => {
      assertEvent(event, 'SUBMIT_OTP_LOGIN');
      const result = validate(otpLoginFormSchema, event.values);
      if (!result.success) throw new Error(`${MACHINE}: invalid phone`);
      const body: LoginBody = {
        login_type: 'otp',
        phone: result.data.phone,
        guest_id: context.guestId,
      };
      return { request: { op: 'login', body } as AuthCall, login: body, fieldErrors: [] };
    }),
    requestSocialLogin: assign(({ context, event }) => {
      assertEvent(event, 'SOCIAL_LOGIN');
      const { credential } = event;
      const body: SocialLoginBody = {
        login_type: 'social',
        medium: credential.medium,
        token: credential.token,
        unique_id: credential.unique_id,
        email: credential.email ?? null,
        access_token: credential.access_token ?? 0,
        guest_id: context.guestId,
      };
      return {
        request: { op: 'login', body } as AuthCall,
        login: body,
        social: body,
        fieldErrors: [],
      };
    }),
    requestSignUp: assign(({ context, event }) => {
      assertEvent(event, 'SUBMIT_SIGN_UP');
      const result = validate(signUpFormSchema, event.values);
      if (!result.success) throw new Error(`${MACHINE}: invalid sign-up`);
      const { terms: _terms, ...fields } = result.data;
      const call: AuthCall = { op: 'sign-up', body: { ...fields, guest_id: context.guestId } };
      return { request: call, login: null, fieldErrors: [] };
    }),
    requestSocialRegister: assign(({ context, event }) => {
      assertEvent(event, 'SUBMIT_PHONE');
      const result = validate(socialPhoneFormSchema, event.values);
      if (!result.success || context.social == null) throw new Error(`${MACHINE}: invalid phone`);
      const { phone: _phone, ...social } = context.social;
      const call: AuthCall = {
        op: 'social-register',
        body: { ...social, phone: result.data.phone, guest_id: context.guestId },
      };
      return { request: call, fieldErrors: [] };
    }),
    requestUpdateInfo: assign(({ context, event }) => {
      assertEvent(event, 'SUBMIT_USER_INFO');
      return { request: updateInfoCall(context, event.values), fieldErrors: [] };
    }),
    requestAnswer: assign(({ context }, params: { verified: 'yes' | 'no' }) => {
      if (context.login == null) throw new Error(`${MACHINE}: no login to answer`);
      const fresh = freshLogin(context.login);
      const body: LoginBody =
        fresh.login_type === 'otp'
          ? {
              ...fresh,
              verified: params.verified,
              ...(context.otpCode ? { otp: context.otpCode } : {}),
            }
          : fresh.login_type === 'social'
            ? { ...fresh, verified: params.verified }
            : fresh;
      return { request: { op: 'login', body } as AuthCall };
    }),
    setResponse: assign((_, params: { output: unknown }) => ({
      response: toAuthResponse(params.output),
    })),
    setOtpResult: assign((_, params: { output: { response: unknown; code: string } }) => ({
      response: toAuthResponse(params.output.response),
      otpCode: params.output.code,
    })),
    startOtp: assign(({ context }) => {
      const step = authStepOf(context);
      if (step.step !== 'otp') throw new Error(`${MACHINE}: no OTP step`);
      return { otp: otpSessionFor(context, step.channel) };
    }),
    // effects, implemented by provideAuthModalMachine
    storeToken: notProvided(MACHINE, 'storeToken') as (
      _: unknown,
      params: { token: string },
    ) => void,
    notify: notProvided(MACHINE, 'notify') as (_: unknown, params: NotifyParams) => void,
    navigate: notProvided(MACHINE, 'navigate') as (_: unknown, params: { path: string }) => void,
  },
}).createMachine({
  id: 'authModal',
  context: ({ input }) => ({
    settings: input.settings,
    guestId: input.guestId ?? null,
    zoneStored: input.zoneStored ?? false,
    moduleType: input.moduleType ?? null,
    otpOnly: false,
    origin: input.mode ?? 'signIn',
    ...emptyFlow(),
  }),
  initial: 'opening',
  states: {
    opening: {
      always: [
        { guard: { type: 'originIs', params: { origin: 'signUp' } }, target: 'signUp' },
        { target: 'signIn' },
      ],
    },
    signIn: {
      on: {
        CLOSE: 'closed',
        SIGN_IN_WITH_OTP: {
          guard: 'canSwitchToOtp',
          actions: { type: 'setOtpOnly', params: { otpOnly: true } },
        },
        GO_BACK: {
          guard: 'isOtpOnly',
          actions: { type: 'setOtpOnly', params: { otpOnly: false } },
        },
        SUBMIT_LOGIN: [
          // Only where the password form shows.
          { guard: not('showsManualForm') },
          ...submitForm('login', 'signingIn', 'requestManualLogin'),
        ],
        SUBMIT_OTP_LOGIN: [
          // Only where the OTP phone form shows.
          { guard: not('showsOtpForm') },
          ...submitForm('otpLogin', 'signingIn', 'requestOtpLogin'),
        ],
        SOCIAL_LOGIN: {
          guard: 'offersMedium',
          target: 'socialSigningIn',
          actions: 'requestSocialLogin',
        },
        SHOW_SIGN_UP: {
          target: 'signUp',
          actions: ['resetFlow', { type: 'setOrigin', params: { origin: 'signUp' } }],
        },
        FORGOT_PASSWORD: {
          guard: 'showsManualForm',
          target: 'closed',
          actions: { type: 'navigate', params: { path: FORGOT_PASSWORD_PATH } },
        },
      },
    },
    signingIn: authCall('login', backTo('signIn', true)),
    socialSigningIn: authCall('socialLogin', [
      {
        guard: {
          type: 'errorCodeIs' as const,
          params: ({ event }: { event: { error: unknown } }) => ({
            error: event.error,
            code: 'email',
          }),
        },
        target: 'phoneModal' as const,
      },
      backTo('signIn', true),
    ]),
    signUp: {
      on: {
        CLOSE: 'closed',
        SUBMIT_SIGN_UP: submitForm('signUp', 'signingUp', 'requestSignUp'),
        SHOW_SIGN_IN: {
          target: 'signIn',
          actions: ['resetFlow', { type: 'setOrigin', params: { origin: 'signIn' } }],
        },
      },
    },
    signingUp: authCall('signUp', {
      target: 'signUp',
      actions: ['resetFlow', 'setServerFieldErrors', notifyFailure()],
    }),
    phoneModal: {
      on: {
        CLOSE: 'closed',
        SUBMIT_PHONE: submitForm('phone', 'socialRegistering', 'requestSocialRegister'),
        SHOW_SIGN_IN: { target: 'signIn', actions: 'resetFlow' },
      },
    },
    socialRegistering: authCall('socialRegister', backTo('phoneModal', false)),
    userInfo: {
      on: {
        CLOSE: 'closed',
        SUBMIT_USER_INFO: submitForm('userInfo', 'updatingInfo', 'requestUpdateInfo'),
      },
    },
    updatingInfo: authCall('updateInfo', backTo('userInfo', false)),
    existingUser: {
      on: {
        CLOSE: 'closed',
        CONFIRM_EXISTING: {
          guard: 'answeredLogin',
          target: 'answeringExisting',
          actions: { type: 'requestAnswer', params: { verified: 'yes' } },
        },
        DENY_EXISTING: {
          guard: 'answeredLogin',
          target: 'answeringExisting',
          actions: { type: 'requestAnswer', params: { verified: 'no' } },
        },
      },
    },
    answeringExisting: authCall('answerExisting', backTo('existingUser', false)),
    routing: {
      always: [
        { guard: { type: 'stepIs', params: { step: 'user_info' } }, target: 'userInfo' },
        { guard: { type: 'stepIs', params: { step: 'is_exist_user' } }, target: 'existingUser' },
        { guard: { type: 'stepIs', params: { step: 'done' } }, target: 'success' },
        { guard: { type: 'stepIs', params: { step: 'otp' } }, target: 'otp', actions: 'startOtp' },
        {
          guard: { type: 'originIs', params: { origin: 'signUp' } },
          target: 'signUp',
          actions: [
            'resetFlow',
            { type: 'notify', params: { kind: 'error', key: 'common.error.generic' } },
          ],
        },
        {
          target: 'signIn',
          actions: [
            'resetFlow',
            { type: 'notify', params: { kind: 'error', key: 'common.error.generic' } },
          ],
        },
      ],
    },
    otp: {
      invoke: {
        id: 'otp',
        src: 'otp',
        input: ({ context }): OtpInput => {
          if (context.otp == null) throw new Error(`${MACHINE}: no OTP session`);
          return {
            session: context.otp,
            start: context.otp.channel === 'firebase' ? 'send' : 'sent',
          };
        },
        onDone: {
          target: 'routing',
          actions: { type: 'setOtpResult', params: ({ event }) => ({ output: event.output }) },
        },
      },
      on: {
        CLOSE: 'closed',
        GO_BACK: [
          {
            guard: { type: 'originIs', params: { origin: 'signUp' } },
            target: 'signUp',
            actions: 'resetFlow',
          },
          { target: 'signIn', actions: 'resetFlow' },
        ],
      },
    },
    success: {
      tags: 'busy',
      entry: {
        type: 'storeToken',
        params: ({ context }) => {
          const step = authStepOf(context);
          if (step.step !== 'done') throw new Error(`${MACHINE}: no token`);
          return { token: step.token };
        },
      },
      invoke: {
        id: 'reloadSession',
        src: 'reloadSession',
        input: ({ context }) => ({ moduleType: context.moduleType }),
        onDone: finished(),
        onError: finished(),
      },
    },
    done: { type: 'final', tags: 'done' },
    closed: { type: 'final' },
  },
});
