/** The types of `authModalMachine` (auth-modal.machine.ts): its input, context, events and view. */
import type {
  AuthCall,
  AuthResponse,
  AuthSettings,
  ExistingUser,
  LoginBody,
  LoginType,
  LoginView,
  OtpSession,
  SocialLoginBody,
  SocialMedium,
} from '../domain/auth.js';
import type { ModuleType } from '../domain/session.js';
import type { FieldError } from '../schemas/validate.js';
import type { AuthMode } from './checkout-gate.machine.js';

export interface AuthModalInput {
  settings: AuthSettings;
  guestId?: string | null;
  zoneStored?: boolean;
  moduleType?: ModuleType | null;
  mode?: AuthMode;
}

/** A social provider's credential, as its SDK gives it. */
export interface SocialCredential {
  medium: SocialMedium;
  /** The id token (or the OAuth access token, with `access_token: 1`). */
  token: string;
  unique_id: string;
  email?: string | null;
  access_token?: 0 | 1;
}

export interface AuthModalContext {
  settings: AuthSettings;
  guestId: string | null;
  zoneStored: boolean;
  moduleType: ModuleType | null;
  /** 'Sign in with OTP' was chosen (the OTP-only view). */
  otpOnly: boolean;
  /** The form the flow started from: the success toast and where sign-up ends. */
  origin: AuthMode;
  /** The last call sent from the modal (not the OTP dialog's). */
  request: AuthCall | null;
  /** The last login body: 'Is it you?' answers it again. */
  login: LoginBody | null;
  /** The last auth answer, read. */
  response: AuthResponse | null;
  /** The social credential waiting for its phone (phone_modal). */
  social: SocialLoginBody | null;
  /** The OTP conversation of the `otp` step. */
  otp: OtpSession | null;
  /** The code the OTP dialog verified (an OTP sign-in answers 'Is it you?' with it). */
  otpCode: string | null;
  fieldErrors: FieldError[];
}

export type AuthModalEvent =
  | { type: 'SHOW_SIGN_IN' }
  | { type: 'SHOW_SIGN_UP' }
  | { type: 'SIGN_IN_WITH_OTP' }
  | { type: 'GO_BACK' }
  | { type: 'SUBMIT_LOGIN'; values: { email_or_phone: unknown; password: unknown } }
  | { type: 'SUBMIT_OTP_LOGIN'; values: { phone: unknown } }
  | { type: 'SOCIAL_LOGIN'; credential: SocialCredential }
  | { type: 'SUBMIT_SIGN_UP'; values: Record<string, unknown> }
  | { type: 'SUBMIT_PHONE'; values: { phone: unknown } }
  | { type: 'SUBMIT_USER_INFO'; values: Record<string, unknown> }
  | { type: 'CONFIRM_EXISTING' }
  | { type: 'DENY_EXISTING' }
  | { type: 'FORGOT_PASSWORD' }
  | { type: 'CLOSE' };
/** What the modal shows. */
export interface AuthModalView {
  step:
    | 'sign-in'
    | 'sign-up'
    | 'phone_modal'
    | 'user_info'
    | 'is_exist_user'
    | 'otp'
    | 'done'
    | 'closed';
  login: LoginView;
  socialMedia: SocialMedium[];
  busy: boolean;
  fieldErrors: FieldError[];
  existingUser: ExistingUser | null;
  /** The sign-in method of the user-info dialog (the phone is asked after a social sign-in). */
  userInfoLoginType: LoginType;
  demo: boolean;
}
