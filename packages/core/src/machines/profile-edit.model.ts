/**
 * The model of `profileEditMachine` that its model-based test walks (and that `storefront
 * machines paths profile-edit` can list): a customer with a password and an unverified phone,
 * the form's good and bad values, a good and a refused photo, and the answers the server gives
 * (done, a code sent by e-mail or through Firebase, a refusal, no network).
 */
import { ApiError } from '../api/errors.js';
import { bytesDataUrl, type ProfileSource } from '../domain/profile.js';
import { modelPaths } from './model-paths.js';
import {
  profileEditMachine,
  type ProfileEditEvent,
  type ProfileEditInput,
} from './profile-edit.machine.js';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = Uint8Array.from([...'%PDF-1.7\n%'].map((ch) => ch.charCodeAt(0)));

const profile: ProfileSource = {
  f_name: 'Sara',
  l_name: 'Haddad',
  email: 'sara@example.com',
  phone: '+971500000001',
  image_full_url: null,
  is_email_verified: 1,
  is_phone_verified: 0,
};

export const profileEditFixtures = {
  input: { profile, showsPassword: true, firebaseOtp: false } satisfies ProfileEditInput,
  reloaded: { ...profile, f_name: 'Sara', l_name: 'Al Haddad' } satisfies ProfileSource,
  photo: {
    name: 'me.png',
    type: 'image/png',
    size: PNG.length,
    dataUrl: bytesDataUrl(PNG, 'image/png'),
  },
  /** A PDF named .jpg: its bytes refuse it. */
  disguised: {
    name: 'scan.jpg',
    type: 'image/jpeg',
    size: PDF.length,
    dataUrl: bytesDataUrl(PDF, 'image/jpeg'),
  },
  answers: {
    updated: { message: 'Updated successfully.' },
    emailCode: {
      verification_on: 'email',
      verification_medium: 'email',
      otp_send: true,
      message: 'We sent a code to your new e-mail.',
    },
    phoneCode: {
      verification_on: 'phone',
      verification_medium: 'SMS',
      otp_send: true,
      message: 'Sent',
    },
    firebaseCode: {
      verification_on: 'phone',
      verification_medium: 'firebase',
      otp_send: true,
      message: 'Sent',
    },
  },
  errors: {
    emailTaken: new ApiError(403, {
      errors: [{ code: 'email', message: 'The email has already been taken.' }],
    }),
    network: new TypeError('fetch failed'),
  },
  otpCode: '482913',
} as const;

const f = profileEditFixtures;

export type ProfileEditActorId = 'update' | 'otp' | 'reloadProfile';

export type ProfileEditModelEvent =
  | ProfileEditEvent
  | { type: `xstate.done.actor.${ProfileEditActorId}`; output: unknown }
  | { type: `xstate.error.actor.${ProfileEditActorId}`; error: unknown };

const verifiedWith = (response: unknown) => ({ response, code: f.otpCode, sessionInfo: null });

export const profileEditModelEvents: ProfileEditModelEvent[] = [
  { type: 'EDIT' },
  { type: 'GO_BACK' },
  { type: 'RESET' },
  { type: 'SUBMIT' },
  { type: 'CLOSE_OTP' },
  { type: 'CHANGE', field: 'name', value: 'Sara Al Haddad' },
  { type: 'CHANGE', field: 'name', value: '  ' },
  { type: 'CHANGE', field: 'email', value: 'sara.new@example.com' },
  { type: 'PICK_PHOTO', photo: f.photo },
  { type: 'PICK_PHOTO', photo: f.disguised },
  { type: 'xstate.done.actor.update', output: f.answers.updated },
  { type: 'xstate.done.actor.update', output: f.answers.emailCode },
  { type: 'xstate.done.actor.update', output: f.answers.firebaseCode },
  { type: 'xstate.error.actor.update', error: f.errors.emailTaken },
  { type: 'xstate.error.actor.update', error: f.errors.network },
  { type: 'xstate.done.actor.otp', output: verifiedWith(f.answers.updated) },
  { type: 'xstate.done.actor.otp', output: verifiedWith(f.answers.phoneCode) },
  { type: 'xstate.done.actor.reloadProfile', output: f.reloaded },
  { type: 'xstate.error.actor.reloadProfile', error: f.errors.network },
];

export const profileEditModelInputs = [f.input] as const;

export function profileEditModelPaths(input: ProfileEditInput = f.input) {
  return modelPaths(profileEditMachine, {
    input,
    events: profileEditModelEvents as unknown as ProfileEditEvent[],
  });
}
