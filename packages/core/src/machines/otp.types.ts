/** The types of `otpMachine` (otp.machine.ts): its input, context, events, output and view. */
import type { OtpSession } from '../domain/auth.js';
import type { UiError } from '../domain/ui-error.js';

export type OtpStart = 'sent' | 'send' | 'restore';

export interface OtpInput {
  session: OtpSession;
  start?: OtpStart;
}

export interface OtpContext {
  session: OtpSession;
  start: OtpStart;
  /** The digits typed (at most 6). */
  code: string;
  /** i18n key of the field's message ('field is empty'), or null. */
  fieldError: string | null;
  /** The last failure (verify or send), shown as a toast and kept for the dialog. */
  error: UiError | null;
  /** When Resend is enabled again (ms since the epoch), or null. */
  deadline: number | null;
  /** The clock's last reading (ms since the epoch). */
  now: number;
  /** Firebase's verification session, from `firebaseSend`. */
  sessionInfo: string | null;
  /** The verification answer, once verified. */
  response: unknown;
}

export type OtpEvent = { type: 'CHANGE'; code: string } | { type: 'SUBMIT' } | { type: 'RESEND' };

/** What a verified dialog gives its parent. */
export interface OtpOutput {
  /** The verification answer (an auth response, or `{message}` for forgot password). */
  response: unknown;
  code: string;
  sessionInfo: string | null;
}

export interface FirebaseSendResult {
  sessionInfo: string;
}
/** What the dialog shows. */
export interface OtpView {
  code: string;
  /** Verify is enabled: exactly 6 characters and no verification in flight. */
  canVerify: boolean;
  /** Resend is enabled. */
  canResend: boolean;
  /** Seconds until Resend is enabled (0 when it is). */
  secondsLeft: number;
  /** i18n key of the field message, or null. */
  fieldError: string | null;
  error: UiError | null;
  destination: string;
}
