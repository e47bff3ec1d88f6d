/** What a UI reads from `otpMachine`'s snapshot (`otpView`: the OTP dialog). */
import { OTP_LENGTH, secondsLeft } from '../domain/auth.js';
import type { OtpContext, OtpView } from './otp.types.js';

export function otpView(snapshot: {
  context: OtpContext;
  hasTag(tag: 'busy' | 'cooldown' | 'sending'): boolean;
}): OtpView {
  const { context } = snapshot;
  const cooling = snapshot.hasTag('cooldown');
  const busy = snapshot.hasTag('busy');
  return {
    code: context.code,
    canVerify: !busy && context.code.length === OTP_LENGTH,
    canResend:
      !cooling &&
      !snapshot.hasTag('sending') &&
      (context.session.resend != null || context.session.channel === 'firebase'),
    secondsLeft: cooling ? secondsLeft(context.deadline, context.now) : 0,
    fieldError: context.fieldError,
    error: context.error,
    destination: context.session.destination,
  };
}
