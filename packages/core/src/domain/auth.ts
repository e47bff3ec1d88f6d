/**
 * Sign-in rules (rental-and-auth §2 'Authentication screens', §3, §4 'Authentication flow', §9;
 * reference §4.9, §6.8): the login mode the configuration allows, what the login modal shows,
 * where an auth response leads, where sign-up ends, the OTP resend countdown kept as an
 * absolute deadline, and the auth calls (operation, method, path, body) that the machines ask
 * the adapters to make.
 */
import type { ModuleType } from './session.js';
import { classifyContact } from './contact.js';
import { isOn, type Flag } from './flag.js';
import { profileVerifyBody, type ProfileUpdateBody } from './profile.js';

// ---------------------------------------------------------------- configuration

// A configuration switch (its own module, so that a page needing only it leaves the rest out).
export { isOn, type Flag };

/** `centralize_login` of `GET config` (reference §4.1). */
export interface CentralizeLogin {
  manual_login_status?: Flag;
  otp_login_status?: Flag;
  social_login_status?: Flag;
  google_login_status?: Flag;
  facebook_login_status?: Flag;
  apple_login_status?: Flag;
  email_verification_status?: Flag;
  phone_verification_status?: Flag;
}

/** The part of `GET config` the sign-in rules read. */
export interface AuthConfigSource {
  centralize_login?: CentralizeLogin | null;
  firebase_otp_verification?: Flag;
  social_login?: readonly { login_medium?: string | null; status?: Flag }[] | null;
  apple_login?: readonly { login_medium?: string | null; status?: Flag }[] | null;
  country_picker_status?: Flag;
  demo?: Flag;
}

export const LOGIN_MODES = [
  'all',
  'otp_manual',
  'otp_social',
  'manual_social',
  'otp',
  'manual',
  'social',
] as const;
export type LoginMode = (typeof LOGIN_MODES)[number];

export const SOCIAL_MEDIA = ['google', 'facebook', 'apple'] as const;
export type SocialMedium = (typeof SOCIAL_MEDIA)[number];

export const LOGIN_TYPES = ['manual', 'otp', 'social'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

/**
 * The login mode from the enabled methods: manual, OTP and social → `all`; two of them →
 * `otp_manual`, `otp_social` or `manual_social`; one → `otp`, `manual` or `social`. With none
 * enabled (a misconfiguration) the modal falls back to `manual`, the method every account has.
 */
export function loginMode(centralize: CentralizeLogin | null | undefined): LoginMode {
  const manual = isOn(centralize?.manual_login_status);
  const otp = isOn(centralize?.otp_login_status);
  const social = isOn(centralize?.social_login_status);
  if (manual && otp && social) return 'all';
  if (otp && manual) return 'otp_manual';
  if (otp && social) return 'otp_social';
  if (manual && social) return 'manual_social';
  if (otp) return 'otp';
  if (social) return 'social';
  return 'manual';
}

export interface LoginMethods {
  manual: boolean;
  otp: boolean;
  social: boolean;
}

export function loginMethods(mode: LoginMode): LoginMethods {
  return {
    manual:
      mode === 'all' || mode === 'otp_manual' || mode === 'manual_social' || mode === 'manual',
    otp: mode === 'all' || mode === 'otp_manual' || mode === 'otp_social' || mode === 'otp',
    social:
      mode === 'all' || mode === 'otp_social' || mode === 'manual_social' || mode === 'social',
  };
}

/** What the sign-in view shows. */
export interface LoginView {
  /** The e-mail-or-phone and password form. */
  manualForm: boolean;
  /** The phone form of OTP sign-in. */
  otpForm: boolean;
  /** The social buttons. */
  socialButtons: boolean;
  /** The 'Sign in with OTP' link (modes with both manual and OTP sign-in). */
  signInWithOtp: boolean;
  /** The 'Go Back' link of the OTP-only view. */
  goBack: boolean;
}

/**
 * The sign-in view: the configured mode's forms, or the OTP-only view after 'Sign in with OTP'
 * (only the phone form and 'Go Back'). When the mode has a password form, the OTP phone form is
 * reached through 'Sign in with OTP'; otherwise it shows at once.
 */
export function loginView(mode: LoginMode, otpOnly: boolean): LoginView {
  const methods = loginMethods(mode);
  const canSwitch = methods.manual && methods.otp;
  if (otpOnly && canSwitch) {
    return {
      manualForm: false,
      otpForm: true,
      socialButtons: false,
      signInWithOtp: false,
      goBack: true,
    };
  }
  return {
    manualForm: methods.manual,
    otpForm: methods.otp && !methods.manual,
    socialButtons: methods.social,
    signInWithOtp: canSwitch,
    goBack: false,
  };
}

/** The settings the auth machines run with (plain data, from `authSettings(config)`). */
export interface AuthSettings {
  mode: LoginMode;
  /** The social buttons shown (when social sign-in is on), in this order. */
  socialMedia: SocialMedium[];
  phoneVerification: boolean;
  emailVerification: boolean;
  /** `firebase_otp_verification` is 1: phone codes are sent and checked through Firebase. */
  firebaseOtp: boolean;
  /** `country_picker_status` is 1 (absent counts as 1, the server's default). */
  countryPicker: boolean;
  demo: boolean;
}

/**
 * The social media shown: each whose `<medium>_login_status` is on; a configuration without
 * those switches falls back to the `social_login` and `apple_login` lists.
 */
export function socialMediaOf(config: AuthConfigSource | null | undefined): SocialMedium[] {
  const centralize = config?.centralize_login;
  if (!isOn(centralize?.social_login_status)) return [];
  const statuses = {
    google: centralize?.google_login_status,
    facebook: centralize?.facebook_login_status,
    apple: centralize?.apple_login_status,
  };
  if (SOCIAL_MEDIA.some((m) => statuses[m] !== undefined && statuses[m] !== null)) {
    return SOCIAL_MEDIA.filter((m) => isOn(statuses[m]));
  }
  const listed = [...(config?.social_login ?? []), ...(config?.apple_login ?? [])];
  return SOCIAL_MEDIA.filter((m) => listed.some((e) => e.login_medium === m && isOn(e.status)));
}

export function authSettings(config: AuthConfigSource | null | undefined): AuthSettings {
  const centralize = config?.centralize_login;
  const picker = config?.country_picker_status;
  return {
    mode: loginMode(centralize),
    socialMedia: socialMediaOf(config),
    phoneVerification: isOn(centralize?.phone_verification_status),
    emailVerification: isOn(centralize?.email_verification_status),
    firebaseOtp: isOn(config?.firebase_otp_verification),
    countryPicker: picker === undefined || picker === null ? true : isOn(picker),
    demo: isOn(config?.demo),
  };
}

// ---------------------------------------------------------------- auth responses

export interface ExistingUser {
  id: number | null;
  name: string;
  image: string | null;
}

/**
 * The unified auth response (reference §4.9) of `auth/login`, `auth/sign-up`,
 * `auth/verify-phone`, `auth/update-info`, `auth/firebase-verify-token` and the social calls,
 * read tolerantly: a flag that is absent counts as done (1), as the legacy social answers
 * `{token, is_phone_verified}` carry no other field.
 */
export interface AuthResponse {
  token: string | null;
  isPhoneVerified: boolean;
  isEmailVerified: boolean;
  isPersonalInfo: boolean;
  existingUser: ExistingUser | null;
  loginType: LoginType | null;
  email: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const flagOr = (value: unknown, absent: boolean): boolean =>
  value === undefined || value === null ? absent : isOn(value as Flag);

const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

function existingUserOf(value: unknown): ExistingUser | null {
  if (!isRecord(value)) return null;
  const id = typeof value.id === 'number' ? value.id : Number(value.id);
  const first = textOrNull(value.name) ?? textOrNull(value.f_name) ?? '';
  const last = textOrNull(value.l_name);
  const name = value.name == null && last ? `${first} ${last}`.trim() : first;
  return {
    id: Number.isFinite(id) && id > 0 ? id : null,
    name,
    image: textOrNull(value.image_full_url) ?? textOrNull(value.image),
  };
}

export function toAuthResponse(raw: unknown): AuthResponse {
  const body = isRecord(raw) ? raw : {};
  const loginType = body.login_type;
  return {
    token: textOrNull(body.token),
    isPhoneVerified: flagOr(body.is_phone_verified, true),
    isEmailVerified: flagOr(body.is_email_verified, true),
    isPersonalInfo: flagOr(body.is_personal_info, true),
    existingUser: existingUserOf(body.is_exist_user),
    loginType: (LOGIN_TYPES as readonly unknown[]).includes(loginType)
      ? (loginType as LoginType)
      : null,
    email: textOrNull(body.email),
  };
}

export type OtpChannel = 'phone' | 'email' | 'firebase';

/** What follows an auth response. */
export type AuthStep =
  | { step: 'user_info' }
  | { step: 'is_exist_user'; user: ExistingUser }
  | { step: 'done'; token: string }
  | { step: 'otp'; channel: OtpChannel }
  /** Nothing to verify and no token: the answer cannot be used. */
  | { step: 'invalid' };

export interface VerificationSettings {
  phoneVerification: boolean;
  emailVerification: boolean;
  firebaseOtp: boolean;
}

/**
 * The after-login routing rule (rental-and-auth §4 'Authentication flow'):
 * 1. `is_personal_info` 0 → `user_info` (the name, and what else is missing);
 * 2. `is_exist_user` set → `is_exist_user` ('Is it you?' with that account's name and image);
 * 3. a token, and the phone and e-mail verified (or their verification statuses off) → `done`;
 * 4. otherwise an OTP: by phone while the phone is unverified and phone verification is on (or
 *    the server gave no token), through the Firebase check when `firebase_otp_verification`
 *    is 1; else by e-mail while the e-mail is unverified (same condition);
 * 5. anything else (no token and nothing to verify) is `invalid`.
 */
export function nextAuthStep(response: AuthResponse, settings: VerificationSettings): AuthStep {
  if (!response.isPersonalInfo) return { step: 'user_info' };
  if (response.existingUser) return { step: 'is_exist_user', user: response.existingUser };
  const phoneOk = response.isPhoneVerified || !settings.phoneVerification;
  const emailOk = response.isEmailVerified || !settings.emailVerification;
  if (response.token && phoneOk && emailOk) return { step: 'done', token: response.token };
  const noToken = response.token == null;
  if (!response.isPhoneVerified && (settings.phoneVerification || noToken)) {
    return { step: 'otp', channel: settings.firebaseOtp ? 'firebase' : 'phone' };
  }
  if (!response.isEmailVerified && (settings.emailVerification || noToken)) {
    return { step: 'otp', channel: 'email' };
  }
  return { step: 'invalid' };
}

/**
 * Where sign-up ends (rental-and-auth §4): `/interest` when a zone is stored and the module is
 * not parcel, else `/home`.
 */
export function signUpDestination(zoneStored: boolean, moduleType: ModuleType | null): string {
  return zoneStored && moduleType !== 'parcel' ? '/interest' : '/home';
}

// ---------------------------------------------------------------- OTP countdown

/** OTP length and resend delay (spec §9). */
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;

/** The deadline of a countdown started at `now`: an absolute time in ms since the epoch. */
export function otpDeadline(now: number, seconds: number = OTP_RESEND_SECONDS): number {
  return now + seconds * 1000;
}

/**
 * Whole seconds until Resend is enabled again: 0 once the deadline has passed (or there is
 * none), never more than the resend delay (a clock set back cannot lock Resend for longer).
 */
export function secondsLeft(
  deadline: number | null,
  now: number,
  seconds: number = OTP_RESEND_SECONDS,
): number {
  if (deadline == null || !Number.isFinite(deadline) || !Number.isFinite(now)) return 0;
  const ms = deadline - now;
  if (ms <= 0) return 0;
  return Math.min(seconds, Math.ceil(ms / 1000));
}

export function canResend(deadline: number | null, now: number): boolean {
  return secondsLeft(deadline, now) === 0;
}

/**
 * Milliseconds until the shown number of seconds changes (the countdown's tick): from 1 to
 * 1000; 1000 when the countdown is over.
 */
export function msUntilNextSecond(deadline: number | null, now: number): number {
  if (deadline == null || !Number.isFinite(deadline) || !Number.isFinite(now)) return 1000;
  const ms = deadline - now;
  if (ms <= 0) return 1000;
  const rest = ms % 1000;
  return rest === 0 ? 1000 : Math.ceil(rest);
}

/**
 * A deadline read back from storage: null when absent, unreadable or past; a deadline further
 * away than the resend delay (a clock set back, an edited value) is brought back to it.
 */
export function restoreDeadline(
  raw: string | null,
  now: number,
  seconds: number = OTP_RESEND_SECONDS,
): number | null {
  if (raw == null || !/^\d{1,16}$/.test(raw.trim())) return null;
  const deadline = Number(raw.trim());
  if (deadline <= now) return null;
  return Math.min(deadline, otpDeadline(now, seconds));
}

/** `mm:ss` for the countdown. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

export type OtpPurpose = 'login' | 'sign-up' | 'forgot-password' | 'profile-update';

/** Storage key prefix of the resend deadlines (one key per purpose and destination). */
export const OTP_DEADLINE_KEY_PREFIX = 'otp_resend_deadline';

export function otpDeadlineKey(purpose: OtpPurpose, destination: string): string {
  return `${OTP_DEADLINE_KEY_PREFIX}:${purpose}:${destination}`;
}

// ---------------------------------------------------------------- auth calls

export interface ManualLoginBody {
  login_type: 'manual';
  email_or_phone: string;
  password: string;
  field_type: 'phone' | 'email';
  guest_id?: string | null;
}

export interface OtpLoginBody {
  login_type: 'otp';
  phone: string;
  /** With `verified`: the code the customer entered (reference §4.9). */
  otp?: string;
  /** The answer to 'Is it you?'. */
  verified?: 'yes' | 'no';
  guest_id?: string | null;
}

export interface SocialLoginBody {
  login_type: 'social';
  medium: SocialMedium;
  token: string;
  unique_id: string;
  email?: string | null;
  /** 1 when `token` is an OAuth access token (Google userinfo), else an id token. */
  access_token?: 0 | 1;
  verified?: 'yes' | 'no';
  phone?: string;
  guest_id?: string | null;
}

export type LoginBody = ManualLoginBody | OtpLoginBody | SocialLoginBody;

export interface SignUpBody {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirm_password: string;
  ref_code?: string | null;
  guest_id?: string | null;
}

export interface VerifyPhoneBody {
  otp: string;
  verification_type: 'phone' | 'email';
  phone?: string;
  email?: string;
  login_type: LoginType;
  guest_id?: string | null;
}

export interface FirebaseVerifyBody {
  session_info: string;
  phone: string;
  otp: string;
  login_type: LoginType;
  guest_id?: string | null;
}

export interface UpdateInfoBody {
  name: string;
  login_type: LoginType;
  phone?: string;
  email?: string;
  ref_code?: string | null;
  guest_id?: string | null;
}

export type ForgotPasswordBody =
  { verification_method: 'phone'; phone: string } | { verification_method: 'email'; email: string };

export type VerifyTokenBody = ForgotPasswordBody & { reset_token: string };

export type ResetPasswordBody = VerifyTokenBody & { password: string; confirm_password: string };

/** `auth/social-register` (legacy): the social sign-in with the phone it lacked. */
export type SocialRegisterBody = Omit<SocialLoginBody, 'phone'> & { phone: string };

/** An auth call the machines ask for; the adapters send it (see `AUTH_ENDPOINTS`). */
export type AuthCall =
  | { op: 'login'; body: LoginBody }
  | { op: 'sign-up'; body: SignUpBody }
  | { op: 'verify-phone'; body: VerifyPhoneBody }
  | { op: 'firebase-verify-token'; body: FirebaseVerifyBody }
  | { op: 'update-info'; body: UpdateInfoBody }
  | { op: 'social-register'; body: SocialRegisterBody }
  | { op: 'forgot-password'; body: ForgotPasswordBody }
  | { op: 'verify-token'; body: VerifyTokenBody }
  | { op: 'reset-password'; body: ResetPasswordBody }
  /** A profile update (`customer/update-profile`, multipart): its code confirms a new contact. */
  | { op: 'update-profile'; body: ProfileUpdateBody };

export type AuthOperation = AuthCall['op'];

/** Method and path (under `/api/v1`) of each auth operation (reference §1.2). */
export const AUTH_ENDPOINTS: Record<AuthOperation, { method: 'POST' | 'PUT'; path: string }> = {
  login: { method: 'POST', path: '/auth/login' },
  'sign-up': { method: 'POST', path: '/auth/sign-up' },
  'verify-phone': { method: 'POST', path: '/auth/verify-phone' },
  'firebase-verify-token': { method: 'POST', path: '/auth/firebase-verify-token' },
  'update-info': { method: 'POST', path: '/auth/update-info' },
  'social-register': { method: 'POST', path: '/auth/social-register' },
  'forgot-password': { method: 'POST', path: '/auth/forgot-password' },
  'verify-token': { method: 'POST', path: '/auth/verify-token' },
  'reset-password': { method: 'PUT', path: '/auth/reset-password' },
  'update-profile': { method: 'POST', path: '/customer/update-profile' },
};

/** Who an OTP was sent to: the phone (international) and/or e-mail known for the account. */
export interface OtpIdentity {
  phone?: string;
  email?: string;
}

/**
 * One OTP conversation (plain data): what the code is for, where it went, and how to verify it
 * and send it again.
 */
export interface OtpSession {
  purpose: OtpPurpose;
  channel: OtpChannel;
  /** The phone or e-mail shown in the dialog ('sent to …'); also keys the stored deadline. */
  destination: string;
  identity: OtpIdentity;
  loginType: LoginType;
  guestId: string | null;
  /**
   * The call that sends the code again (the login or forgot-password request that sent it);
   * null when it cannot be sent again from here. Firebase codes are sent by the client.
   */
  resend: AuthCall | null;
}

/**
 * Whether the code signs the customer in by OTP (sent by an OTP login request), rather than
 * verifying the phone or e-mail of an account.
 */
export function isOtpSignIn(session: OtpSession): boolean {
  return (
    session.purpose === 'login' &&
    session.channel === 'phone' &&
    session.resend?.op === 'login' &&
    session.resend.body.login_type === 'otp'
  );
}

/**
 * The call that checks a code of `session` (`sessionInfo`: the Firebase session): an OTP
 * sign-in sends `auth/login` again with the code; a forgot-password code goes to
 * `auth/verify-token`; a Firebase code to `auth/firebase-verify-token`; any other code verifies
 * the account's phone or e-mail with `auth/verify-phone`.
 */
export function otpVerifyCall(
  session: OtpSession,
  code: string,
  sessionInfo: string | null,
): AuthCall {
  const { identity } = session;
  if (session.purpose === 'profile-update' && session.resend?.op === 'update-profile') {
    // The same update again, with the code of the new e-mail or phone (storefront §3).
    const on = session.channel === 'email' ? 'email' : 'phone';
    const medium =
      session.channel === 'firebase' ? 'firebase' : session.channel === 'email' ? 'email' : 'SMS';
    return {
      op: 'update-profile',
      body: profileVerifyBody(session.resend.body, on, medium, code, sessionInfo),
    };
  }
  if (session.purpose === 'forgot-password') {
    const method = session.channel === 'email' ? 'email' : 'phone';
    const body: VerifyTokenBody =
      method === 'email'
        ? {
            verification_method: 'email',
            email: identity.email ?? session.destination,
            reset_token: code,
          }
        : {
            verification_method: 'phone',
            phone: identity.phone ?? session.destination,
            reset_token: code,
          };
    return { op: 'verify-token', body };
  }
  if (isOtpSignIn(session)) {
    return {
      op: 'login',
      body: {
        login_type: 'otp',
        phone: identity.phone ?? session.destination,
        otp: code,
        guest_id: session.guestId,
      },
    };
  }
  if (session.channel === 'firebase') {
    return {
      op: 'firebase-verify-token',
      body: {
        session_info: sessionInfo ?? '',
        phone: identity.phone ?? session.destination,
        otp: code,
        login_type: session.loginType,
        guest_id: session.guestId,
      },
    };
  }
  return {
    op: 'verify-phone',
    body: {
      otp: code,
      verification_type: session.channel,
      ...(identity.phone ? { phone: identity.phone } : {}),
      ...(identity.email ? { email: identity.email } : {}),
      login_type: session.loginType,
      guest_id: session.guestId,
    },
  };
}

/** The phone and e-mail a login request names. */
export function identityOfLogin(body: LoginBody): OtpIdentity {
  if (body.login_type === 'manual') {
    const contact = classifyContact(body.email_or_phone);
    if (contact.kind === 'phone') return { phone: contact.value };
    if (contact.kind === 'email') return { email: contact.value };
    return {};
  }
  if (body.login_type === 'otp') return { phone: body.phone };
  return {
    ...(body.phone ? { phone: body.phone } : {}),
    ...(body.email ? { email: body.email } : {}),
  };
}

/** A login request without the answers of a previous round (`otp`, `verified`). */
export function freshLogin(body: LoginBody): LoginBody {
  if (body.login_type === 'otp') {
    const { otp: _otp, verified: _verified, ...rest } = body;
    return rest;
  }
  if (body.login_type === 'social') {
    const { verified: _verified, ...rest } = body;
    return rest;
  }
  return body;
}
