/**
 * Sign-in schemas (rental-and-auth §3 payloads, §5 validation, §9 constants; reference §4.9,
 * §1.3 wishlist). Two kinds:
 *
 * - **Forms** (`…FormSchema`): what the customer types, with the spec's messages verbatim (the
 *   auth machines validate with them, so the web app and the CLI refuse the same input; the UI
 *   shows `validate(schema, values, t)`'s translated messages).
 * - **Request bodies** (`…BodySchema`): what `auth/*` and the wishlist calls carry (reference
 *   field names). The server validates every request with them; a failure answers 403 with
 *   `code` = the field. Where a form rule applies to a body field (password at least 6, e-mail
 *   or phone, the OTP's 6 digits), the body gives the same message as the form.
 *
 * Phones are read with `classifyContact` (domain/contact.ts): separators dropped, a leading +
 * added. Ids, `guest_id` and codes also arrive as numbers from some clients.
 */
import * as v from 'valibot';
import {
  classifyContact,
  compactPhone,
  digitCount,
  INTERNATIONAL_PHONE_PATTERN,
  joinPhone,
} from '../domain/contact.js';
import { LOGIN_TYPES, OTP_LENGTH, SOCIAL_MEDIA } from '../domain/auth.js';
import { EMAIL_MAX_LENGTH } from './newsletter.js';
import { messageKey, type FieldError } from './validate.js';
import type { Translate } from '../i18n/index.js';

export const PASSWORD_MIN_LENGTH = 6;
/** Bounds the work of hashing (scrypt) a submitted password. */
export const PASSWORD_MAX_LENGTH = 128;
/** Phone fields of the auth forms need at least 10 digits (spec §9 'phone 10 digits'). */
export const AUTH_PHONE_MIN_DIGITS = 10;
/** The forgot-password phone number (the national number typed beside the country code). */
export const FORGOT_PASSWORD_PHONE_DIGITS = 10;
export const NAME_MAX_LENGTH = 100;
export const REF_CODE_MAX_LENGTH = 50;
export const GUEST_ID_MAX_LENGTH = 64;
/** Social tokens (JWT id tokens, OAuth access tokens) and Firebase sessions. */
export const SOCIAL_TOKEN_MAX_LENGTH = 8192;

/** The spec's messages (English, verbatim where the spec gives one). */
export const AUTH_MESSAGES = {
  emailOrPhoneRequired: 'Email or phone number is required',
  emailOrPhoneInvalid: 'Must be a valid email or phone number',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password is too short - should be 6 chars minimum.',
  passwordTooLong: 'Password may not be longer than 128 characters.',
  phoneRequired: 'Please give a phone number',
  phoneTooShort: 'Number must be 10 digits',
  phoneInvalid: 'Please enter a valid phone number',
  nameRequired: 'First name is required',
  nameTooLong: 'The name may not be longer than 100 characters.',
  emailRequired: 'Email is required',
  emailInvalid: 'Must be a valid email',
  emailTooLong: 'The email may not be longer than 255 characters.',
  confirmPasswordRequired: 'Confirm password is required',
  passwordsMustMatch: 'Passwords must match',
  termsRequired: 'You must accept the terms and conditions',
  forgotPhoneDigits: 'Phone number must be exactly 10 digits',
  forgotEmailInvalid: 'Please enter a valid email address',
  dialCodeInvalid: 'Please choose a country code',
  otpEmpty: 'field is empty',
  otpDigits: 'The code must be 6 digits',
  refCodeTooLong: 'The referral code may not be longer than 50 characters.',
} as const;

/** Messages of the request bodies only (Laravel's wording, as the v1 API answers). */
export const AUTH_BODY_MESSAGES = {
  body: 'The request body must be a JSON object.',
  loginType: 'The selected login type is invalid.',
  fieldType: 'The selected field type is invalid.',
  medium: 'The selected medium is invalid.',
  verified: 'The selected verified is invalid.',
  verificationType: 'The selected verification type is invalid.',
  verificationMethod: 'The selected verification method is invalid.',
  tokenRequired: 'The token field is required.',
  uniqueIdRequired: 'The unique id field is required.',
  sessionInfoRequired: 'The session info field is required.',
  otpRequired: 'The otp field is required.',
  guestId: 'The guest id may not be greater than 64 characters.',
  accessToken: 'The access token field must be 0 or 1.',
  wishlistTarget: 'Send either item_id or store_id, not both.',
  rentalWishlistTarget: 'Send either vehicle_id or provider_id, not both.',
  id: (field: string) => `The ${field.replace(/_/g, ' ')} must be a positive integer.`,
  tooLong: (field: string, max: number) =>
    `The ${field.replace(/_/g, ' ')} may not be greater than ${max} characters.`,
} as const;

const M = AUTH_MESSAGES;
const B = AUTH_BODY_MESSAGES;

/**
 * The text of a field error kept by a machine (`context.fieldErrors` hold the schemas' English
 * messages): translated when the catalogs have it.
 */
export function fieldErrorText(error: FieldError, t: Translate): string {
  const key = messageKey(error.message);
  return key ? t(key) : error.message;
}

// ---------------------------------------------------------------- fields

/** Numbers arrive as text from forms and as numbers from some JSON clients. */
const asText = (value: unknown): unknown => (typeof value === 'number' ? String(value) : value);

/** A required text, trimmed; absent, null or blank gives `required`. */
const requiredText = (required: string) =>
  v.optional(
    v.pipe(v.unknown(), v.transform(asText), v.string(required), v.trim(), v.nonEmpty(required)),
    '',
  );

/** An optional text, trimmed; absent, null or blank gives null. */
const optionalText = (max: number, tooLong: string) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (value == null ? '' : asText(value))),
      v.string(tooLong),
      v.trim(),
      v.maxLength(max, tooLong),
      v.transform((text) => (text === '' ? null : text)),
    ),
    null,
  );

const nameField = () =>
  v.pipe(requiredText(M.nameRequired), v.maxLength(NAME_MAX_LENGTH, M.nameTooLong));

function emailField(required: string, invalid: string) {
  return v.pipe(
    requiredText(required),
    v.email(invalid),
    v.maxLength(EMAIL_MAX_LENGTH, M.emailTooLong),
  );
}

/** An e-mail that may be absent (null), valid when present. */
const optionalEmailField = (invalid: string) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (value == null ? '' : value)),
      v.string(invalid),
      v.trim(),
      v.transform((text) => (text === '' ? null : text)),
      v.nullable(
        v.pipe(v.string(), v.email(invalid), v.maxLength(EMAIL_MAX_LENGTH, M.emailTooLong)),
      ),
    ),
    null,
  );

/**
 * A phone of the auth forms: required (`required`), separators dropped, digits with an optional
 * leading + (else 'Please enter a valid phone number'), at least 10 digits (`tooShort`), an
 * international number; given back with a leading +.
 */
function phoneField(required: string = M.phoneRequired, tooShort: string = M.phoneTooShort) {
  return v.pipe(
    requiredText(required),
    v.transform(compactPhone),
    v.regex(/^\+?\d+$/, M.phoneInvalid),
    v.check((phone) => digitCount(phone) >= AUTH_PHONE_MIN_DIGITS, tooShort),
    v.regex(INTERNATIONAL_PHONE_PATTERN, M.phoneInvalid),
    v.transform((phone) => (phone.startsWith('+') ? phone : `+${phone}`)),
  );
}

/** A phone that may be absent (null), checked like `phoneField` when present. */
const optionalPhoneField = () =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (value == null ? '' : asText(value))),
      v.string(M.phoneInvalid),
      v.trim(),
      v.transform((text) => (text === '' ? null : text)),
      v.nullable(
        v.pipe(
          v.string(),
          v.transform(compactPhone),
          v.regex(/^\+?\d+$/, M.phoneInvalid),
          v.check((phone) => digitCount(phone) >= AUTH_PHONE_MIN_DIGITS, M.phoneTooShort),
          v.regex(INTERNATIONAL_PHONE_PATTERN, M.phoneInvalid),
          v.transform((phone) => (phone.startsWith('+') ? phone : `+${phone}`)),
        ),
      ),
    ),
    null,
  );

/** A password: required, at least 6 characters (not trimmed). */
function passwordField(required: string = M.passwordRequired) {
  return v.pipe(
    v.optional(v.string(required), ''),
    v.nonEmpty(required),
    v.minLength(PASSWORD_MIN_LENGTH, M.passwordTooShort),
    v.maxLength(PASSWORD_MAX_LENGTH, M.passwordTooLong),
  );
}

const confirmPasswordField = () =>
  v.pipe(
    v.optional(v.string(M.confirmPasswordRequired), ''),
    v.nonEmpty(M.confirmPasswordRequired),
  );

/** An OTP: 'field is empty' when empty, else exactly 6 digits. */
function otpCodeField() {
  return v.pipe(requiredText(M.otpEmpty), v.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), M.otpDigits));
}

const emailOrPhoneField = () =>
  v.pipe(
    requiredText(M.emailOrPhoneRequired),
    v.check((text) => classifyContact(text).kind !== 'invalid', M.emailOrPhoneInvalid),
  );

const refCodeField = () => optionalText(REF_CODE_MAX_LENGTH, M.refCodeTooLong);

/** `guest_id`: text or number, at most 64 characters; absent or blank is null. */
const guestIdField = () => optionalText(GUEST_ID_MAX_LENGTH, B.guestId);

/** One of `options`; absent gives `message` too. */
const picklistField = <const T extends readonly string[]>(options: T, message: string) =>
  v.optional(v.pipe(v.unknown(), v.transform(asText), v.picklist(options, message)), '');

const optionalPicklist = <const T extends readonly string[]>(options: T, message: string) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (value == null || value === '' ? undefined : value)),
      v.optional(v.picklist(options, message)),
    ),
  );

const requiredToken = (message: string, max = SOCIAL_TOKEN_MAX_LENGTH) =>
  v.pipe(requiredText(message), v.maxLength(max, message));

/** A positive integer id from a number or a numeric text; absent or blank is null. */
const optionalId = (field: string) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (value == null || value === '' ? null : asText(value))),
      v.nullable(
        v.pipe(
          v.string(B.id(field)),
          v.trim(),
          v.regex(/^\d{1,9}$/, B.id(field)),
          v.transform(Number),
          v.minValue(1, B.id(field)),
        ),
      ),
    ),
    null,
  );

const passwordsMatch = (input: { password: string; confirm_password: string }) =>
  input.password === input.confirm_password;

/**
 * A form's confirmation that differs from its password says 'Passwords must match' on
 * `confirm_password`, whatever else is wrong with the password (a too short '123' against '124'
 * says both); a confirmation with its own error (empty) keeps that one.
 */
const confirmationMatches = <T extends { password: string; confirm_password: string }>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { value } = dataset;
    if (dataset.issues?.some((issue) => issue.path?.[0]?.key === 'confirm_password')) return;
    if (passwordsMatch(value)) return;
    addIssue({
      message: M.passwordsMustMatch,
      path: [
        {
          type: 'object',
          origin: 'value',
          input: value,
          key: 'confirm_password',
          value: value.confirm_password,
        },
      ],
    });
  });

/**
 * `schema` with a check of the whole value that, failing, reports `message` on the field `key`
 * (run once the fields are valid).
 */
function refine<S extends v.GenericSchema>(
  schema: S,
  key: string,
  message: string,
  ok: (value: v.InferOutput<S>) => boolean,
) {
  return v.pipe(
    schema,
    v.rawCheck<v.InferOutput<S>>(({ dataset, addIssue }) => {
      if (!dataset.typed || ok(dataset.value)) return;
      const input = dataset.value as Record<string, unknown>;
      addIssue({
        message,
        path: [{ type: 'object', origin: 'value', input, key, value: input[key] }],
      });
    }),
  );
}

const acceptedTerms = v.optional(
  v.pipe(
    v.unknown(),
    v.check(
      (value) =>
        value === true || value === 1 || value === '1' || value === 'true' || value === 'on',
      M.termsRequired,
    ),
    v.transform((): true => true),
  ),
  false,
);

// ---------------------------------------------------------------- forms

/** Sign-in with e-mail or phone and password (spec §5 'Login'). */
export const loginFormSchema = v.pipe(
  v.object({ email_or_phone: emailOrPhoneField(), password: passwordField() }),
  v.transform((values) => {
    const contact = classifyContact(values.email_or_phone);
    return {
      email_or_phone: contact.value,
      password: values.password,
      field_type: contact.kind === 'email' ? ('email' as const) : ('phone' as const),
    };
  }),
);
export type LoginFormValues = v.InferInput<typeof loginFormSchema>;
export type LoginFormData = v.InferOutput<typeof loginFormSchema>;

/** Sign-in by OTP: the phone (spec §5 'OTP login'). */
export const otpLoginFormSchema = v.object({ phone: phoneField() });
export type OtpLoginFormData = v.InferOutput<typeof otpLoginFormSchema>;

/** Sign-up (spec §5 'Sign-up'); submit stays disabled until the terms are accepted. */
export const signUpFormSchema = v.pipe(
  v.object({
    name: nameField(),
    email: emailField(M.emailRequired, M.emailInvalid),
    phone: phoneField(),
    password: passwordField(),
    confirm_password: confirmPasswordField(),
    ref_code: refCodeField(),
    terms: acceptedTerms,
  }),
  confirmationMatches(),
);
export type SignUpFormValues = v.InferInput<typeof signUpFormSchema>;
export type SignUpFormData = v.InferOutput<typeof signUpFormSchema>;

/** The phone step of social sign-in (spec §5 'Social phone step'). */
export const socialPhoneFormSchema = v.object({ phone: phoneField() });

/**
 * The user-info dialog (`is_personal_info` 0): the name, and what the sign-in method did not
 * give: the phone after a social sign-in (required), the e-mail after an OTP sign-in (optional).
 */
export function userInfoFormSchema(loginType: (typeof LOGIN_TYPES)[number]) {
  return v.object({
    name: nameField(),
    email: optionalEmailField(M.emailInvalid),
    phone: loginType === 'social' ? phoneField() : optionalPhoneField(),
    ref_code: refCodeField(),
  });
}
export type UserInfoFormData = v.InferOutput<ReturnType<typeof userInfoFormSchema>>;

/**
 * Forgot password, step 0 (spec §5 'Forgot password'): by phone, the number typed beside the
 * country picker (exactly 10 digits) and the picker's dialling code; by e-mail, a valid
 * address. The output is the `auth/forgot-password` body.
 */
export const forgotPasswordFormSchema = v.variant(
  'verification_method',
  [
    v.pipe(
      v.object({
        verification_method: v.literal('phone'),
        phone: v.pipe(
          requiredText(M.forgotPhoneDigits),
          v.transform((text) => text.replace(/[\s\-.()]/g, '')),
          v.regex(new RegExp(`^\\d{${FORGOT_PASSWORD_PHONE_DIGITS}}$`), M.forgotPhoneDigits),
        ),
        dial_code: v.pipe(
          requiredText(M.dialCodeInvalid),
          v.regex(/^\+?\d{1,4}$/, M.dialCodeInvalid),
        ),
      }),
      v.transform((values) => ({
        verification_method: 'phone' as const,
        phone: joinPhone(values.dial_code, values.phone),
      })),
    ),
    v.object({
      verification_method: v.literal('email'),
      email: emailField(M.emailRequired, M.forgotEmailInvalid),
    }),
  ],
  B.verificationMethod,
);
export type ForgotPasswordFormValues = v.InferInput<typeof forgotPasswordFormSchema>;

/** Forgot password, step 2: the new password and its confirmation. */
export const newPasswordFormSchema = v.pipe(
  v.object({ password: passwordField(), confirm_password: confirmPasswordField() }),
  confirmationMatches(),
);

/** The OTP dialog: 'field is empty' when empty; Verify is enabled at exactly 6 characters. */
export const otpFormSchema = v.object({ otp: otpCodeField() });

// ---------------------------------------------------------------- request bodies

const manualLoginBody = v.pipe(
  v.object({
    login_type: v.literal('manual'),
    email_or_phone: emailOrPhoneField(),
    password: passwordField(),
    field_type: optionalPicklist(['phone', 'email'], B.fieldType),
    guest_id: guestIdField(),
  }),
  v.transform((body) => {
    const contact = classifyContact(body.email_or_phone);
    return {
      login_type: 'manual' as const,
      email_or_phone: contact.value,
      password: body.password,
      field_type: contact.kind === 'email' ? ('email' as const) : ('phone' as const),
      guest_id: body.guest_id,
    };
  }),
);

const otpLoginBody = v.pipe(
  v.object({
    login_type: v.literal('otp'),
    phone: phoneField(),
    otp: v.optional(
      v.pipe(
        v.unknown(),
        v.transform((value) => (value == null || value === '' ? undefined : value)),
        v.optional(otpCodeField()),
      ),
    ),
    verified: optionalPicklist(['yes', 'no'], B.verified),
    guest_id: guestIdField(),
  }),
  v.forward(
    v.partialCheck(
      [['verified'], ['otp']],
      (body) => body.verified === undefined || body.otp !== undefined,
      B.otpRequired,
    ),
    ['otp'],
  ),
);

const socialFields = {
  medium: picklistField(SOCIAL_MEDIA, B.medium),
  token: requiredToken(B.tokenRequired),
  unique_id: requiredToken(B.uniqueIdRequired, 255),
  email: optionalEmailField(M.emailInvalid),
  access_token: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (value == null || value === '' ? 0 : Number(value))),
      v.picklist([0, 1], B.accessToken),
    ),
    0,
  ),
  verified: optionalPicklist(['yes', 'no'], B.verified),
  guest_id: guestIdField(),
};

/** Google and Facebook sign-ins carry the e-mail (reference §4.9). */
const withEmailUnlessApple = <
  S extends v.GenericSchema<unknown, { medium: string; email: string | null }>,
>(
  schema: S,
) =>
  refine(schema, 'email', M.emailRequired, (body) => body.medium === 'apple' || body.email != null);

const socialLoginBody = withEmailUnlessApple(
  v.object({ login_type: v.literal('social'), ...socialFields, phone: optionalPhoneField() }),
);

/** `POST auth/login`: manual, OTP or social, by `login_type` (reference §4.9). */
export const loginBodySchema = v.variant(
  'login_type',
  [manualLoginBody, otpLoginBody, socialLoginBody],
  B.loginType,
);
export type LoginBodyData = v.InferOutput<typeof loginBodySchema>;

/** `POST auth/sign-up`: name, phone, password (at least 6), optional e-mail and referral code. */
export const signUpBodySchema = v.pipe(
  v.object({
    name: nameField(),
    email: optionalEmailField(M.emailInvalid),
    phone: phoneField(),
    password: passwordField(),
    confirm_password: v.optional(v.string(M.passwordsMustMatch)),
    ref_code: refCodeField(),
    guest_id: guestIdField(),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirm_password']],
      (body) => body.confirm_password === undefined || body.confirm_password === body.password,
      M.passwordsMustMatch,
    ),
    ['confirm_password'],
  ),
);
export type SignUpBodyData = v.InferOutput<typeof signUpBodySchema>;

/**
 * `POST auth/verify-phone`: the code and where it went (reference §4.9). An e-mail code needs
 * the e-mail; a phone code needs the phone, or the e-mail of the account when the customer
 * signed in with it.
 */
export const verifyPhoneBodySchema = refine(
  refine(
    v.object({
      otp: otpCodeField(),
      verification_type: v.optional(picklistField(['phone', 'email'], B.verificationType), 'phone'),
      phone: optionalPhoneField(),
      email: optionalEmailField(M.emailInvalid),
      login_type: v.optional(picklistField(LOGIN_TYPES, B.loginType), 'manual'),
      guest_id: guestIdField(),
    }),
    'email',
    M.emailRequired,
    (body) => body.verification_type !== 'email' || body.email != null,
  ),
  'phone',
  M.phoneRequired,
  (body) => body.phone != null || body.email != null,
);
export type VerifyPhoneBodyData = v.InferOutput<typeof verifyPhoneBodySchema>;

/** `POST auth/firebase-verify-token`: Firebase's session, the phone and the code. */
export const firebaseVerifyTokenBodySchema = v.object({
  session_info: requiredToken(B.sessionInfoRequired),
  phone: phoneField(),
  otp: otpCodeField(),
  login_type: v.optional(picklistField(LOGIN_TYPES, B.loginType), 'otp'),
  guest_id: guestIdField(),
});

/**
 * `POST auth/update-info`: the name and missing details after a sign-in. The account is found
 * by the phone (OTP sign-in) or the e-mail (social sign-in), which are then required; a social
 * sign-in also needs the phone it lacked.
 */
export const updateInfoBodySchema = v.pipe(
  v.object({
    name: nameField(),
    login_type: picklistField(LOGIN_TYPES, B.loginType),
    phone: optionalPhoneField(),
    email: optionalEmailField(M.emailInvalid),
    ref_code: refCodeField(),
    guest_id: guestIdField(),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const body = dataset.value;
    const missing = (key: 'phone' | 'email', message: string) =>
      addIssue({
        message,
        path: [{ type: 'object', origin: 'value', input: body, key, value: null }],
      });
    if (body.login_type === 'social') {
      if (body.phone == null) missing('phone', M.phoneRequired);
      if (body.email == null) missing('email', M.emailRequired);
    } else if (body.login_type === 'otp') {
      if (body.phone == null) missing('phone', M.phoneRequired);
    } else if (body.phone == null && body.email == null) {
      missing('phone', M.phoneRequired);
    }
  }),
);
export type UpdateInfoBodyData = v.InferOutput<typeof updateInfoBodySchema>;

/** A body whose `verification_method` defaults to phone (older clients send the phone only). */
const withMethod = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? { verification_method: 'phone', ...value }
    : value;

/** `POST auth/forgot-password`: the phone or e-mail by `verification_method`. */
export const forgotPasswordBodySchema = v.pipe(
  v.unknown(),
  v.transform(withMethod),
  v.variant(
    'verification_method',
    [
      v.object({ verification_method: v.literal('phone'), phone: phoneField() }),
      v.object({
        verification_method: v.literal('email'),
        email: emailField(M.emailRequired, M.forgotEmailInvalid),
      }),
    ],
    B.verificationMethod,
  ),
);
export type ForgotPasswordBodyData = v.InferOutput<typeof forgotPasswordBodySchema>;

/** `POST auth/verify-token`: the forgot-password code (`reset_token`). */
export const verifyTokenBodySchema = v.pipe(
  v.unknown(),
  v.transform(withMethod),
  v.variant(
    'verification_method',
    [
      v.object({
        verification_method: v.literal('phone'),
        phone: phoneField(),
        reset_token: otpCodeField(),
      }),
      v.object({
        verification_method: v.literal('email'),
        email: emailField(M.emailRequired, M.forgotEmailInvalid),
        reset_token: otpCodeField(),
      }),
    ],
    B.verificationMethod,
  ),
);
export type VerifyTokenBodyData = v.InferOutput<typeof verifyTokenBodySchema>;

/** `PUT auth/reset-password`: the code, the new password and its confirmation. */
export const resetPasswordBodySchema = v.pipe(
  v.unknown(),
  v.transform(withMethod),
  v.variant(
    'verification_method',
    [
      v.object({
        verification_method: v.literal('phone'),
        phone: phoneField(),
        reset_token: otpCodeField(),
        password: passwordField(),
        confirm_password: confirmPasswordField(),
      }),
      v.object({
        verification_method: v.literal('email'),
        email: emailField(M.emailRequired, M.forgotEmailInvalid),
        reset_token: otpCodeField(),
        password: passwordField(),
        confirm_password: confirmPasswordField(),
      }),
    ],
    B.verificationMethod,
  ),
  v.forward(
    v.partialCheck([['password'], ['confirm_password']], passwordsMatch, M.passwordsMustMatch),
    ['confirm_password'],
  ),
);
export type ResetPasswordBodyData = v.InferOutput<typeof resetPasswordBodySchema>;

/** `POST auth/social-login` (legacy): the social credential. */
export const socialLoginBodySchema = withEmailUnlessApple(
  v.object({
    login_type: v.optional(v.literal('social'), 'social'),
    ...socialFields,
    phone: optionalPhoneField(),
  }),
);

/** `POST auth/social-register` (legacy): the social credential and the phone it lacked. */
export const socialRegisterBodySchema = withEmailUnlessApple(
  v.object({
    login_type: v.optional(v.literal('social'), 'social'),
    ...socialFields,
    phone: phoneField(),
  }),
);

/** Exactly one of two ids (reference §4.12: both → 403 `code:"data"`). */
function oneOf<const A extends string, const Bk extends string>(a: A, b: Bk, message: string) {
  return v.pipe(
    v.object({ [a]: optionalId(a), [b]: optionalId(b) } as Record<
      A | Bk,
      ReturnType<typeof optionalId>
    >),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const body = dataset.value as Record<string, number | null>;
      if ((body[a] == null) === (body[b] == null)) {
        addIssue({
          message,
          path: [{ type: 'object', origin: 'value', input: body, key: 'data', value: null }],
        });
      }
    }),
  );
}

/** `POST customer/wish-list/add`, `DELETE customer/wish-list/remove` (query or body). */
export const wishlistBodySchema = oneOf('item_id', 'store_id', B.wishlistTarget);
export type WishlistBodyData = v.InferOutput<typeof wishlistBodySchema>;

/** `POST rental/user/wish-list/add`, `DELETE rental/user/wish-list/remove`. */
export const rentalWishlistBodySchema = oneOf('vehicle_id', 'provider_id', B.rentalWishlistTarget);
export type RentalWishlistBodyData = v.InferOutput<typeof rentalWishlistBodySchema>;
