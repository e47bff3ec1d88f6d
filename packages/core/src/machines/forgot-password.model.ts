/**
 * The model of `forgotPasswordMachine` that its model-based test walks (and that `storefront
 * machines paths forgot-password` can list): requests by phone and e-mail, good and bad
 * values, the server's answers (including a 200 carrying an errors list), the verified code.
 */
import { ApiError } from '../api/errors.js';
import { modelPaths } from './model-paths.js';
import { forgotPasswordMachine, type ForgotPasswordEvent } from './forgot-password.machine.js';

export const forgotPasswordFixtures = {
  byPhone: { verification_method: 'phone', phone: '050 000 0001', dial_code: '+971' },
  byEmail: { verification_method: 'email', email: 'sara@example.com' },
  badPhone: { verification_method: 'phone', phone: '12345', dial_code: '+971' },
  password: { password: 'newsecret', confirm_password: 'newsecret' },
  mismatch: { password: 'newsecret', confirm_password: 'newsecret2' },
  sent: { message: 'OTP sent successfully' },
  /** Some servers answer 200 with an errors list. */
  sentWithErrors: {
    errors: [
      { code: 'otp', message: 'Please try again after 42 seconds' },
      { code: 'other', message: 'Second message' },
    ],
  },
  notFound: new ApiError(404, {
    errors: [
      { code: 'not-found', message: 'Phone number not found' },
      { code: 'other', message: 'Second message' },
    ],
  }),
  verified: {
    response: { message: 'OTP found, you can proceed' },
    code: '654321',
    sessionInfo: null,
  },
  reset: { message: 'Password changed successfully' },
  invalidToken: new ApiError(400, { errors: [{ code: 'invalid', message: 'Invalid token.' }] }),
  network: new TypeError('fetch failed'),
} as const;

const f = forgotPasswordFixtures;

export type ForgotPasswordModelEvent =
  | ForgotPasswordEvent
  | { type: `xstate.done.actor.${'request' | 'otp' | 'reset'}`; output: unknown }
  | { type: `xstate.error.actor.${'request' | 'reset'}`; error: unknown };

export const forgotPasswordModelEvents: ForgotPasswordModelEvent[] = [
  { type: 'SUBMIT_REQUEST', values: f.byPhone },
  { type: 'SUBMIT_REQUEST', values: f.byEmail },
  { type: 'SUBMIT_REQUEST', values: f.badPhone },
  { type: 'SUBMIT_PASSWORD', values: f.password },
  { type: 'SUBMIT_PASSWORD', values: f.mismatch },
  { type: 'GO_BACK' },
  { type: 'xstate.done.actor.request', output: f.sent },
  { type: 'xstate.done.actor.request', output: f.sentWithErrors },
  { type: 'xstate.error.actor.request', error: f.notFound },
  { type: 'xstate.error.actor.request', error: f.network },
  { type: 'xstate.done.actor.otp', output: f.verified },
  { type: 'xstate.done.actor.reset', output: f.reset },
  { type: 'xstate.done.actor.reset', output: {} },
  { type: 'xstate.error.actor.reset', error: f.invalidToken },
];

/** The machine has no input. */
export const forgotPasswordModelInputs = [undefined] as const;

export function forgotPasswordModelPaths() {
  return modelPaths(forgotPasswordMachine, {
    input: undefined as never,
    events: forgotPasswordModelEvents as unknown as ForgotPasswordEvent[],
  });
}
