/**
 * Request bodies of the auth operations, validated with core's schemas (`@storefront/core/
 * schemas/auth`, the spec's messages; failures answer 403 with `code` = the field) and then
 * put in the server's terms: e-mails lower-cased (accounts are found case-insensitively), absent
 * values as `undefined`. Phones come from core with their leading +.
 */
import * as v from 'valibot';
import {
  firebaseVerifyTokenBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  resetPasswordBodySchema,
  signUpBodySchema,
  socialLoginBodySchema,
  socialRegisterBodySchema,
  updateInfoBodySchema,
  verifyPhoneBodySchema,
  verifyTokenBodySchema,
} from '@storefront/core/schemas/auth';
import type { LoginType } from '@storefront/core/domain/auth';

export type { LoginType };

const opt = <T>(value: T | null | undefined): T | undefined => value ?? undefined;
const lower = (email: string | null | undefined) => opt(email)?.trim().toLowerCase();

export const loginRequest = v.pipe(
  loginBodySchema,
  v.transform((b) => {
    if (b.login_type === 'manual') {
      const contact =
        b.field_type === 'email'
          ? { kind: 'email' as const, value: b.email_or_phone.toLowerCase() }
          : { kind: 'phone' as const, value: b.email_or_phone };
      return {
        login_type: 'manual' as const,
        contact,
        password: b.password,
        guest_id: opt(b.guest_id),
      };
    }
    if (b.login_type === 'otp') {
      return {
        login_type: 'otp' as const,
        phone: b.phone,
        otp: opt(b.otp),
        verified: opt(b.verified),
        guest_id: opt(b.guest_id),
      };
    }
    return {
      login_type: 'social' as const,
      token: b.token,
      unique_id: b.unique_id,
      email: lower(b.email),
      medium: b.medium,
      phone: opt(b.phone),
      guest_id: opt(b.guest_id),
    };
  }),
);
export type LoginRequest = v.InferOutput<typeof loginRequest>;

const socialShape = (b: v.InferOutput<typeof socialLoginBodySchema>) => ({
  token: b.token,
  unique_id: b.unique_id,
  email: lower(b.email),
  medium: b.medium,
  phone: opt(b.phone),
  guest_id: opt(b.guest_id),
});
export type SocialRequest = ReturnType<typeof socialShape>;

export const socialLoginRequest = v.pipe(socialLoginBodySchema, v.transform(socialShape));
export const socialRegisterRequest = v.pipe(
  socialRegisterBodySchema,
  v.transform((b) => ({ ...socialShape(b), phone: b.phone })),
);

export const signUpRequest = v.pipe(
  signUpBodySchema,
  v.transform((b) => ({
    name: b.name,
    email: lower(b.email),
    phone: b.phone,
    password: b.password,
    ref_code: opt(b.ref_code),
    guest_id: opt(b.guest_id),
  })),
);

export const verifyPhoneRequest = v.pipe(
  verifyPhoneBodySchema,
  v.transform((b) => ({
    otp: b.otp,
    verification_type: b.verification_type,
    phone: opt(b.phone),
    email: lower(b.email),
    login_type: b.login_type,
    guest_id: opt(b.guest_id),
  })),
);

export const updateInfoRequest = v.pipe(
  updateInfoBodySchema,
  v.transform((b) => ({
    name: b.name,
    login_type: b.login_type,
    phone: opt(b.phone),
    email: lower(b.email),
    ref_code: opt(b.ref_code),
    guest_id: opt(b.guest_id),
  })),
);

type Destination = { kind: 'phone' | 'email'; value: string };
const destination = (
  b:
    | { verification_method: 'phone'; phone: string }
    | { verification_method: 'email'; email: string },
): Destination =>
  b.verification_method === 'phone'
    ? { kind: 'phone', value: b.phone }
    : { kind: 'email', value: b.email.trim().toLowerCase() };

export const forgotPasswordRequest = v.pipe(
  forgotPasswordBodySchema,
  v.transform((b) => ({ target: destination(b) })),
);

export const verifyResetTokenRequest = v.pipe(
  verifyTokenBodySchema,
  v.transform((b) => ({ target: destination(b), reset_token: b.reset_token })),
);

export const resetPasswordRequest = v.pipe(
  resetPasswordBodySchema,
  v.transform((b) => ({
    target: destination(b),
    reset_token: b.reset_token,
    password: b.password,
  })),
);

export const firebaseVerifyRequest = v.pipe(
  firebaseVerifyTokenBodySchema,
  v.transform((b) => ({
    session_info: b.session_info,
    phone: b.phone,
    otp: b.otp,
    login_type: b.login_type,
    guest_id: opt(b.guest_id),
  })),
);
