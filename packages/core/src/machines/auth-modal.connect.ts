/**
 * What a UI reads from `authModalMachine`'s snapshot (`authModalView`), and the reads of its
 * context the machine shares (the login view, the routing step, the OTP conversation).
 */
import {
  freshLogin,
  identityOfLogin,
  loginView,
  nextAuthStep,
  type AuthCall,
  type AuthStep,
  type LoginType,
  type LoginView,
  type OtpChannel,
  type OtpIdentity,
  type OtpSession,
} from '../domain/auth.js';
import type { AuthModalContext, AuthModalView } from './auth-modal.types.js';

/** The login view of the sign-in step. */
export function authLoginView(context: AuthModalContext): LoginView {
  return loginView(context.settings.mode, context.otpOnly);
}

/** The current routing step of the last answer. */
export function authStepOf(context: AuthModalContext): AuthStep {
  if (context.response == null) return { step: 'invalid' };
  return nextAuthStep(context.response, context.settings);
}

export function identityOfCall(call: AuthCall | null): OtpIdentity {
  if (call == null) return {};
  switch (call.op) {
    case 'login':
      return identityOfLogin(call.body);
    case 'sign-up':
      return { phone: call.body.phone, ...(call.body.email ? { email: call.body.email } : {}) };
    case 'social-register':
      return { phone: call.body.phone, ...(call.body.email ? { email: call.body.email } : {}) };
    case 'update-info':
      return {
        ...(call.body.phone ? { phone: call.body.phone } : {}),
        ...(call.body.email ? { email: call.body.email } : {}),
      };
    default:
      return {};
  }
}

function loginTypeOfCall(call: AuthCall | null): LoginType {
  if (call == null) return 'manual';
  if (call.op === 'login' || call.op === 'update-info') return call.body.login_type;
  if (call.op === 'social-register') return 'social';
  return 'manual';
}

/** The call that sends the code of `channel` again: the request that sent it. */
function resendCall(context: AuthModalContext, channel: OtpChannel): AuthCall | null {
  const call = context.request;
  if (call == null || channel === 'firebase') return null;
  if (call.op === 'login') return { op: 'login', body: freshLogin(call.body) };
  if (call.op === 'social-register' && context.social) {
    return { op: 'login', body: { ...context.social, phone: call.body.phone } };
  }
  if (call.op === 'sign-up') {
    const byEmail = channel === 'email' && call.body.email;
    return {
      op: 'login',
      body: {
        login_type: 'manual',
        email_or_phone: byEmail ? call.body.email : call.body.phone,
        password: call.body.password,
        field_type: byEmail ? 'email' : 'phone',
        guest_id: context.guestId,
      },
    };
  }
  return null;
}

/** The OTP conversation for `channel` after the last answer. */
export function otpSessionFor(context: AuthModalContext, channel: OtpChannel): OtpSession {
  const identity = { ...identityOfCall(context.request) };
  if (!identity.email && context.response?.email) identity.email = context.response.email;
  const destination =
    (channel === 'email' ? identity.email : identity.phone) ??
    identity.phone ??
    identity.email ??
    '';
  return {
    purpose: context.origin === 'signUp' ? 'sign-up' : 'login',
    channel,
    destination,
    identity,
    loginType: context.response?.loginType ?? loginTypeOfCall(context.request),
    guestId: context.guestId,
    resend: resendCall(context, channel),
  };
}
export function userInfoLoginType(context: AuthModalContext): LoginType {
  return context.response?.loginType ?? loginTypeOfCall(context.request);
}
const STEP_BY_STATE: Record<string, AuthModalView['step']> = {
  signIn: 'sign-in',
  signingIn: 'sign-in',
  socialSigningIn: 'sign-in',
  signUp: 'sign-up',
  signingUp: 'sign-up',
  phoneModal: 'phone_modal',
  socialRegistering: 'phone_modal',
  userInfo: 'user_info',
  updatingInfo: 'user_info',
  existingUser: 'is_exist_user',
  answeringExisting: 'is_exist_user',
  otp: 'otp',
  success: 'done',
  done: 'done',
  closed: 'closed',
};

export function authModalView(snapshot: {
  value: unknown;
  context: AuthModalContext;
  hasTag(tag: 'busy' | 'done'): boolean;
}): AuthModalView {
  const { context } = snapshot;
  return {
    step: STEP_BY_STATE[String(snapshot.value)] ?? 'sign-in',
    login: authLoginView(context),
    socialMedia: context.settings.socialMedia,
    busy: snapshot.hasTag('busy'),
    fieldErrors: context.fieldErrors,
    existingUser: context.response?.existingUser ?? null,
    userInfoLoginType: userInfoLoginType(context),
    demo: context.settings.demo,
  };
}
