/**
 * # profileEditMachine: 'Edit Personal Details'
 *
 * Drives the profile settings page's edit form (web) and `storefront profile edit` (CLI). Spec:
 * storefront §2 'Profile edit: Edit Personal Details with Go Back', §3 'Profile update payload',
 * §4 'Profile update: submit; if the reply says an OTP was sent, for phone either Firebase phone
 * verification (firebase_otp_verification = 1) or an OTP dialog; for email an OTP dialog.
 * Otherwise success message, profile refetched, edit screen closes', §5 profile form and photo
 * rules, §8 'Profile update: an errors array goes to the shared handler, otherwise the response
 * message is toasted'; reference §4.10.
 *
 * ## Input
 * `{ profile, showsPassword, firebaseOtp }`: the customer (`customer/info`), whether the password
 * fields show (`manual_login_status` 1) and whether phone codes go through Firebase.
 *
 * ## States
 * - `viewing`: the profile. EDIT → `editing` (the form filled from the profile); PROFILE_LOADED
 *   `{ profile }` takes a refetched profile.
 * - `editing`: CHANGE `{ field, value }` (the phone keeps only digits and a leading +); PICK_PHOTO
 *   `{ photo: { name, type, size, dataUrl } }` (JPG, PNG, JPEG or GIF up to 2 MB, by name, type and first
 *   bytes, else the alert `photoError` and an error toast); CLEAR_PHOTO; RESET; GO_BACK →
 *   `viewing`. SUBMIT: the form checked with `profileFormSchema` (field errors stay in
 *   `fieldErrors`); nothing changed toasts 'No changes found to update.'; else → `submitting`.
 * - `submitting` (tag `busy`): `auth` with `{op: 'update-profile', body}`. A code sent (`otp_send`)
 *   → `otp`; done → `saved`; a refusal toasts each message of its errors (the shared handler) and
 *   puts those naming a field beside it, back in `editing`.
 * - `otp`: the OTP dialog, the child `otp` (`otpMachine`, purpose `profile-update`, by e-mail, by
 *   SMS, or the Firebase check that sends the code itself): Verify sends the same update with the
 *   code; Resend sends the update again. The answer may ask for the next code (a new e-mail and a
 *   new phone) → `otp` again; done → `saved`. CLOSE_OTP → `editing`.
 * - `saved` (tag `busy`): the server's message (else 'Updated successfully.') is toasted and the
 *   profile refetched (`reloadProfile`) → `viewing` (the edit screen closes).
 *
 * ## Effects (named, implemented by `provideProfileEditMachine`)
 * Actors `auth` (an `AuthCall`), `otp` (the OTP machine), `reloadProfile`; action `notify`.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Clock, KeyValueStorage, Notifier } from '../ports.js';
import type { Translate } from '../i18n/index.js';
import type { AuthCall, OtpSession } from '../domain/auth.js';
import {
  dataUrlBytes,
  FILE_HEAD_BYTES,
  freshProfileUpdate,
  PHOTO_PROBLEM_KEYS,
  phoneInputValue,
  photoProblem,
  profileFormValuesOf,
  profileUpdateOf,
  profileUpdateOutcome,
  verificationDestination,
  type PhotoProblem,
  type ProfileFormData,
  type ProfileFormValues,
  type ProfilePhoto,
  type ProfileSource,
  type ProfileUpdateBody,
  type VerificationMedium,
  type VerificationOn,
} from '../domain/profile.js';
import { toUiError, type UiError } from '../domain/ui-error.js';
import { profileFormSchema } from '../schemas/profile.js';
import { validate, type FieldError } from '../schemas/validate.js';
import { errorToast, notProvided, showToast, type NotifyParams } from './effects.js';
import { otpMachine, type OtpApiActors } from './otp.machine.js';
import { provideOtpMachine } from './otp.provide.js';
import type { OtpInput } from './otp.types.js';

export interface ProfileEditInput {
  profile: ProfileSource;
  showsPassword: boolean;
  firebaseOtp: boolean;
}

/** A file the customer picked: what the browser tells, and its bytes as a data URL (or null). */
export interface PickedPhoto {
  name: string;
  type: string;
  size: number;
  /** Null when the file was not read (larger than a photo may be). */
  dataUrl: string | null;
}

export interface ProfileEditContext {
  profile: ProfileSource;
  showsPassword: boolean;
  firebaseOtp: boolean;
  values: ProfileFormValues;
  /** The new photo (not sent yet), or null. */
  photo: ProfilePhoto | null;
  /** i18n key of the photo's refusal (the spec's alert), or null. */
  photoError: string | null;
  /** The form's messages (English; the UI translates them with `fieldErrorText`). */
  fieldErrors: FieldError[];
  /** The update being sent (and verified). */
  update: ProfileUpdateBody | null;
  /** The code conversation of the change being confirmed. */
  otp: OtpSession | null;
  error: UiError | null;
}

export type ProfileField = keyof ProfileFormValues;

export type ProfileEditEvent =
  | { type: 'EDIT' }
  | { type: 'GO_BACK' }
  | { type: 'CHANGE'; field: ProfileField; value: string }
  | { type: 'PICK_PHOTO'; photo: PickedPhoto }
  | { type: 'CLEAR_PHOTO' }
  | { type: 'RESET' }
  | { type: 'SUBMIT' }
  | { type: 'CLOSE_OTP' }
  | { type: 'PROFILE_LOADED'; profile: ProfileSource };

export const PROFILE_EDIT_KEYS = {
  updated: 'profile.updated',
  noChanges: 'profile.noChanges',
  sent: 'auth.otp.sent',
} as const;

/** The form fields a server refusal can name. */
const FORM_FIELDS: readonly string[] = [
  'name',
  'email',
  'phone',
  'password',
  'confirm_password',
  'image',
];

const MACHINE = 'profileEditMachine';

const apiActors = {
  auth: fromPromise<unknown, AuthCall>(notProvided(MACHINE, 'auth')),
  reloadProfile: fromPromise<ProfileSource | null>(notProvided(MACHINE, 'reloadProfile')),
};

export type ProfileEditApiActors = typeof apiActors;

/** Why a picked file cannot be the photo (its first bytes read from the data URL), or null. */
export function pickedPhotoProblem(picked: PickedPhoto): PhotoProblem | null {
  const head = picked.dataUrl ? dataUrlBytes(picked.dataUrl)?.subarray(0, FILE_HEAD_BYTES) : null;
  const problem = photoProblem({ ...picked, ...(head ? { head } : {}) });
  if (problem) return problem;
  return picked.dataUrl ? null : 'tooLarge';
}

/** The code conversation that confirms `on` of `update` (`medium`: SMS, e-mail or Firebase). */
export function profileOtpSession(
  update: ProfileUpdateBody,
  on: VerificationOn,
  medium: VerificationMedium,
): OtpSession {
  const destination = verificationDestination(update, on);
  return {
    purpose: 'profile-update',
    channel: medium === 'firebase' ? 'firebase' : on === 'email' ? 'email' : 'phone',
    destination,
    identity: on === 'email' ? { email: destination } : { phone: destination },
    loginType: 'manual',
    guestId: null,
    resend: { op: 'update-profile', body: { ...freshProfileUpdate(update), button_type: on } },
  };
}

const checkForm = (context: ProfileEditContext) =>
  validate(profileFormSchema({ showsPassword: context.showsPassword }), context.values);

/** The update of the form, or null when it is invalid or changes nothing. */
function updateOf(context: ProfileEditContext): ProfileUpdateBody | null {
  const result = checkForm(context);
  if (!result.success) return null;
  return profileUpdateOf(result.data as ProfileFormData, context.profile, context.photo);
}

const isOtpAnswer = (output: unknown) => profileUpdateOutcome(output).kind === 'otp';

/** The toast of an update done: the server's message, else 'Updated successfully.'. */
function updatedToast(output: unknown): NotifyParams {
  const { message } = profileUpdateOutcome(output);
  return { kind: 'success', key: PROFILE_EDIT_KEYS.updated, messages: message ? [message] : [] };
}

/** The toast of a code sent: the server's message, else 'OTP sent successfully.'. */
function sentToast(output: unknown): NotifyParams {
  const { message } = profileUpdateOutcome(output);
  return { kind: 'success', key: PROFILE_EDIT_KEYS.sent, messages: message ? [message] : [] };
}

/** The refusals that name a form field, to show beside it. */
function serverFieldErrors(error: unknown): FieldError[] {
  const entries = (error as { entries?: { code: string | null; message: string }[] }).entries;
  if (!Array.isArray(entries)) return [];
  return entries
    .filter((e): e is FieldError => e.code != null && FORM_FIELDS.includes(e.code))
    .map((e) => ({ code: e.code, message: e.message }));
}

export const profileEditMachine = setup({
  types: {} as {
    context: ProfileEditContext;
    events: ProfileEditEvent;
    input: ProfileEditInput;
    tags: 'busy';
  },
  actors: { ...apiActors, otp: otpMachine },
  guards: {
    formIsInvalid: ({ context }) => !checkForm(context).success,
    changesNothing: ({ context }) => updateOf(context) === null,
    photoIsRefused: ({ event }) => {
      assertEvent(event, 'PICK_PHOTO');
      return pickedPhotoProblem(event.photo) !== null;
    },
    asksForCode: (_, params: { output: unknown }) => isOtpAnswer(params.output),
  },
  actions: {
    fillForm: assign(({ context }) => ({
      values: profileFormValuesOf(context.profile),
      photo: null,
      photoError: null,
      fieldErrors: [],
      update: null,
      otp: null,
      error: null,
    })),
    setValue: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE');
      const value = event.field === 'phone' ? phoneInputValue(event.value) : event.value;
      return {
        values: { ...context.values, [event.field]: value },
        fieldErrors: context.fieldErrors.filter((e) => e.code !== event.field),
      };
    }),
    setPhoto: assign(({ event }) => {
      assertEvent(event, 'PICK_PHOTO');
      const { name, type, size, dataUrl } = event.photo;
      const photo: ProfilePhoto = { name, type, size, dataUrl: dataUrl ?? '' };
      return { photo, photoError: null };
    }),
    refusePhoto: assign(({ event }) => {
      assertEvent(event, 'PICK_PHOTO');
      return {
        photoError: PHOTO_PROBLEM_KEYS[pickedPhotoProblem(event.photo) ?? 'unsupported'],
      };
    }),
    clearPhoto: assign({ photo: null, photoError: null }),
    setFieldErrors: assign(({ context }) => {
      const result = checkForm(context);
      return { fieldErrors: result.success ? [] : result.errors };
    }),
    setUpdate: assign(({ context }) => ({
      update: updateOf(context),
      fieldErrors: [],
      error: null,
    })),
    setOtp: assign(({ context }, params: { output: unknown }) => {
      const outcome = profileUpdateOutcome(params.output);
      if (outcome.kind !== 'otp' || context.update == null) return {};
      return { otp: profileOtpSession(context.update, outcome.on, outcome.medium) };
    }),
    setError: assign((_, params: { error: unknown }) => ({
      error: toUiError(params.error),
      fieldErrors: serverFieldErrors(params.error),
    })),
    setProfile: assign((_, params: { profile: ProfileSource | null }) =>
      params.profile ? { profile: params.profile } : {},
    ),
    // effects, implemented by provideProfileEditMachine
    notify: notProvided(MACHINE, 'notify') as (_: unknown, params: NotifyParams) => void,
  },
}).createMachine({
  id: 'profileEdit',
  context: ({ input }) => ({
    profile: input.profile,
    showsPassword: input.showsPassword,
    firebaseOtp: input.firebaseOtp,
    values: profileFormValuesOf(input.profile),
    photo: null,
    photoError: null,
    fieldErrors: [],
    update: null,
    otp: null,
    error: null,
  }),
  initial: 'viewing',
  on: {
    PROFILE_LOADED: {
      actions: { type: 'setProfile', params: ({ event }) => ({ profile: event.profile }) },
    },
  },
  states: {
    viewing: {
      on: { EDIT: { target: 'editing', actions: 'fillForm' } },
    },
    editing: {
      on: {
        CHANGE: { actions: 'setValue' },
        PICK_PHOTO: [
          {
            guard: 'photoIsRefused',
            actions: [
              'refusePhoto',
              {
                type: 'notify',
                params: ({ context }) => ({
                  kind: 'error',
                  key: context.photoError ?? PHOTO_PROBLEM_KEYS.unsupported,
                }),
              },
            ],
          },
          { actions: 'setPhoto' },
        ],
        CLEAR_PHOTO: { actions: 'clearPhoto' },
        RESET: { actions: 'fillForm' },
        GO_BACK: { target: 'viewing', actions: 'fillForm' },
        SUBMIT: [
          { guard: 'formIsInvalid', actions: 'setFieldErrors' },
          {
            guard: 'changesNothing',
            actions: { type: 'notify', params: { kind: 'info', key: PROFILE_EDIT_KEYS.noChanges } },
          },
          { target: 'submitting', actions: 'setUpdate' },
        ],
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'update',
        src: 'auth',
        input: ({ context }): AuthCall => {
          if (context.update == null) throw new Error(`${MACHINE}: no update`);
          return { op: 'update-profile', body: context.update };
        },
        onDone: [
          {
            guard: { type: 'asksForCode', params: ({ event }) => ({ output: event.output }) },
            target: 'otp',
            actions: [
              { type: 'setOtp', params: ({ event }) => ({ output: event.output }) },
              { type: 'notify', params: ({ event }) => sentToast(event.output) },
            ],
          },
          {
            target: 'saved',
            actions: { type: 'notify', params: ({ event }) => updatedToast(event.output) },
          },
        ],
        onError: {
          target: 'editing',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            { type: 'notify', params: ({ context }) => errorToast(context.error) },
          ],
        },
      },
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
        onDone: [
          {
            guard: {
              type: 'asksForCode',
              params: ({ event }) => ({ output: event.output.response }),
            },
            target: 'otp',
            reenter: true,
            actions: [
              { type: 'setOtp', params: ({ event }) => ({ output: event.output.response }) },
              { type: 'notify', params: ({ event }) => sentToast(event.output.response) },
            ],
          },
          {
            target: 'saved',
            actions: {
              type: 'notify',
              params: ({ event }) => updatedToast(event.output.response),
            },
          },
        ],
      },
      on: { CLOSE_OTP: 'editing' },
    },
    saved: {
      tags: 'busy',
      invoke: {
        id: 'reloadProfile',
        src: 'reloadProfile',
        onDone: {
          target: 'viewing',
          actions: [
            { type: 'setProfile', params: ({ event }) => ({ profile: event.output }) },
            'fillForm',
          ],
        },
        onError: { target: 'viewing', actions: 'fillForm' },
      },
    },
  },
});

/** What `provideProfileEditMachine` needs. */
export interface ProfileEditMachineDeps {
  /**
   * `auth` sends an `AuthCall` (the update, and the OTP dialog's calls); `reloadProfile`
   * refetches `customer/info`; `firebaseSend` sends a Firebase phone code.
   */
  actors: ProfileEditApiActors & { firebaseSend: OtpApiActors['firebaseSend'] };
  storage: KeyValueStorage;
  clock: Clock;
  notifier: Notifier;
  t: Translate;
}

/** The profile edit machine wired to ports (with its OTP dialog): the web app's and the CLI's. */
export function provideProfileEditMachine(deps: ProfileEditMachineDeps) {
  const otp = provideOtpMachine({
    actors: { auth: deps.actors.auth, firebaseSend: deps.actors.firebaseSend },
    storage: deps.storage,
    clock: deps.clock,
    notifier: deps.notifier,
    t: deps.t,
  });
  return profileEditMachine.provide({
    actors: { auth: deps.actors.auth, reloadProfile: deps.actors.reloadProfile, otp },
    actions: { notify: (_, params) => showToast(deps.notifier, deps.t, params) },
  });
}

/** What the edit screen shows. */
export interface ProfileEditView {
  step: 'viewing' | 'editing' | 'otp';
  busy: boolean;
  values: ProfileFormValues;
  photo: ProfilePhoto | null;
  photoError: string | null;
  /** The first message of each field (English; translate with `fieldErrorText`). */
  fieldErrors: Partial<Record<ProfileField | 'image', FieldError>>;
}

export function profileEditView(snapshot: {
  value: unknown;
  context: ProfileEditContext;
  hasTag(tag: 'busy'): boolean;
}): ProfileEditView {
  const state = String(snapshot.value);
  const { context } = snapshot;
  const fieldErrors: ProfileEditView['fieldErrors'] = {};
  for (const error of context.fieldErrors) {
    const field = error.code as ProfileField | 'image';
    fieldErrors[field] ??= error;
  }
  return {
    // Saved: the form stays (busy) until the profile is fetched again, then the edit closes.
    step: state === 'viewing' ? 'viewing' : state === 'otp' ? 'otp' : 'editing',
    busy: snapshot.hasTag('busy'),
    values: context.values,
    photo: context.photo,
    photoError: context.photoError,
    fieldErrors,
  };
}
