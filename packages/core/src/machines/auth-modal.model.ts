/**
 * The model of `authModalMachine` that its model-based test walks (and that `storefront
 * machines paths auth-modal` can list): three configurations (every method with phone
 * verification; OTP and social with Firebase and e-mail verification; password only, opened on
 * sign-up), the forms' good and bad values, and the answers the server gives.
 */
import { ApiError } from '../api/errors.js';
import type { AuthSettings } from '../domain/auth.js';
import { modelPaths } from './model-paths.js';
import { authModalMachine } from './auth-modal.machine.js';
import type { AuthModalEvent, AuthModalInput } from './auth-modal.types.js';

const everyMethod: AuthSettings = {
  mode: 'all',
  socialMedia: ['google', 'apple'],
  phoneVerification: true,
  emailVerification: false,
  firebaseOtp: false,
  countryPicker: true,
  demo: false,
};

const otpAndSocial: AuthSettings = {
  mode: 'otp_social',
  socialMedia: ['facebook'],
  phoneVerification: true,
  emailVerification: true,
  firebaseOtp: true,
  countryPicker: true,
  demo: true,
};

const passwordOnly: AuthSettings = {
  mode: 'manual',
  socialMedia: [],
  phoneVerification: false,
  emailVerification: false,
  firebaseOtp: false,
  countryPicker: false,
  demo: false,
};

const verified = {
  is_phone_verified: 1,
  is_email_verified: 1,
  is_personal_info: 1,
  is_exist_user: null,
};

export const authModalFixtures = {
  settings: { everyMethod, otpAndSocial, passwordOnly },
  values: {
    login: { email_or_phone: '971 50 000 0001', password: 'secret1' },
    badLogin: { email_or_phone: 'sara@', password: '123' },
    otpLogin: { phone: '+971500000001' },
    badOtpLogin: { phone: '12345' },
    signUp: {
      name: 'Sara Ahmed',
      email: 'sara@example.com',
      phone: '+971500000002',
      password: 'secret1',
      confirm_password: 'secret1',
      ref_code: '',
      terms: true,
    },
    badSignUp: {
      name: 'Sara Ahmed',
      email: 'sara@example.com',
      phone: '+971500000002',
      password: 'secret1',
      confirm_password: 'secret1',
      terms: false,
    },
    phone: { phone: '+971500000003' },
    badPhone: { phone: '' },
    userInfo: { name: 'Sara Ahmed', phone: '+971500000003', email: 'sara@example.com' },
    badUserInfo: { name: ' ' },
  },
  google: { medium: 'google', token: 'google-id-token', unique_id: 'g-1', email: 'sara@gmail.com' },
  facebook: { medium: 'facebook', token: 'fb-token', unique_id: 'fb-1', email: 'sara@fb.example' },
  responses: {
    done: { token: 'token-1', ...verified, login_type: 'manual', email: null },
    phoneOtp: { token: null, ...verified, is_phone_verified: 0, login_type: 'otp', email: null },
    emailOtp: { token: null, ...verified, is_email_verified: 0, login_type: 'manual', email: null },
    userInfoSocial: {
      token: null,
      ...verified,
      is_personal_info: 0,
      login_type: 'social',
      email: 'sara@gmail.com',
    },
    userInfoOtp: { token: null, ...verified, is_personal_info: 0, login_type: 'otp', email: null },
    existing: {
      token: null,
      ...verified,
      is_exist_user: {
        id: 4,
        name: 'Sara Ahmed',
        image: 'http://localhost:8080/storage/profile/4.png',
      },
      login_type: 'otp',
      email: null,
    },
    /** No token and nothing to verify: unusable. */
    invalid: { token: null, ...verified, login_type: 'manual', email: null },
  },
  errors: {
    credentials: new ApiError(401, {
      errors: [{ code: 'auth-001', message: 'User credential does not match' }],
    }),
    socialEmail: new ApiError(403, {
      errors: [{ code: 'email', message: 'Please give a phone number' }],
    }),
    phoneTaken: new ApiError(403, {
      errors: [{ code: 'phone', message: 'The phone has already been taken.' }],
    }),
    network: new TypeError('fetch failed'),
  },
  otpCode: '123456',
} as const;

const f = authModalFixtures;
const r = f.responses;
const e = f.errors;

export type AuthModalActorId =
  | 'login'
  | 'socialLogin'
  | 'signUp'
  | 'socialRegister'
  | 'updateInfo'
  | 'answerExisting'
  | 'otp'
  | 'reloadSession';

export type AuthModalModelEvent =
  | AuthModalEvent
  | { type: `xstate.done.actor.${AuthModalActorId}`; output: unknown }
  | { type: `xstate.error.actor.${AuthModalActorId}`; error: unknown };

const done = (id: AuthModalActorId, output: unknown): AuthModalModelEvent => ({
  type: `xstate.done.actor.${id}`,
  output,
});
const fail = (id: AuthModalActorId, error: unknown): AuthModalModelEvent => ({
  type: `xstate.error.actor.${id}`,
  error,
});
const verifiedWith = (response: unknown) => ({ response, code: f.otpCode, sessionInfo: null });

export const authModalModelEvents: AuthModalModelEvent[] = [
  { type: 'SIGN_IN_WITH_OTP' },
  { type: 'GO_BACK' },
  { type: 'SHOW_SIGN_UP' },
  { type: 'SHOW_SIGN_IN' },
  { type: 'FORGOT_PASSWORD' },
  { type: 'CLOSE' },
  { type: 'SUBMIT_LOGIN', values: f.values.login },
  { type: 'SUBMIT_LOGIN', values: f.values.badLogin },
  { type: 'SUBMIT_OTP_LOGIN', values: f.values.otpLogin },
  { type: 'SUBMIT_OTP_LOGIN', values: f.values.badOtpLogin },
  { type: 'SOCIAL_LOGIN', credential: f.google },
  { type: 'SOCIAL_LOGIN', credential: f.facebook },
  { type: 'SUBMIT_SIGN_UP', values: f.values.signUp },
  { type: 'SUBMIT_SIGN_UP', values: f.values.badSignUp },
  { type: 'SUBMIT_PHONE', values: f.values.phone },
  { type: 'SUBMIT_PHONE', values: f.values.badPhone },
  { type: 'SUBMIT_USER_INFO', values: f.values.userInfo },
  { type: 'SUBMIT_USER_INFO', values: f.values.badUserInfo },
  { type: 'CONFIRM_EXISTING' },
  { type: 'DENY_EXISTING' },
  done('login', r.done),
  done('login', r.phoneOtp),
  done('login', r.emailOtp),
  done('login', r.existing),
  done('login', r.invalid),
  fail('login', e.credentials),
  done('socialLogin', r.done),
  done('socialLogin', r.userInfoSocial),
  fail('socialLogin', e.socialEmail),
  fail('socialLogin', e.credentials),
  done('signUp', r.done),
  done('signUp', r.phoneOtp),
  done('signUp', r.emailOtp),
  fail('signUp', e.phoneTaken),
  done('socialRegister', r.done),
  done('socialRegister', r.phoneOtp),
  fail('socialRegister', e.phoneTaken),
  done('updateInfo', r.done),
  done('updateInfo', r.emailOtp),
  fail('updateInfo', e.phoneTaken),
  done('answerExisting', r.done),
  done('answerExisting', r.userInfoOtp),
  fail('answerExisting', e.credentials),
  done('otp', verifiedWith(r.done)),
  done('otp', verifiedWith(r.existing)),
  done('otp', verifiedWith(r.userInfoOtp)),
  done('reloadSession', {}),
  fail('reloadSession', e.network),
];

export const authModalModelInputs: AuthModalInput[] = [
  {
    settings: everyMethod,
    guestId: 'guest-7',
    zoneStored: true,
    moduleType: 'grocery',
    mode: 'signIn',
  },
  { settings: otpAndSocial, guestId: null, zoneStored: false, moduleType: 'food', mode: 'signIn' },
  {
    settings: passwordOnly,
    guestId: 'guest-9',
    zoneStored: true,
    moduleType: 'parcel',
    mode: 'signUp',
  },
];

/** Paths to every distinct state, and through every distinct transition, for one input. */
export function authModalModelPaths(input: AuthModalInput) {
  return modelPaths(authModalMachine, {
    input,
    events: authModalModelEvents as unknown as AuthModalEvent[],
  });
}
