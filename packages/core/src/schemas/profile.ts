/**
 * The profile (storefront §3 'Profile update payload', §5 'Profile form'; reference §4.10
 * `customer/update-profile`). Two schemas:
 *
 * - **The form** (`profileFormSchema`): name and e-mail required (the spec marks them), the phone
 *   required, kept to digits with an optional leading + and read as an international number
 *   (given back with its +); the password fields, when the form shows them (`manual_login_status`
 *   1), may stay empty (the password is kept), else at least 8 characters (the server's rule) and
 *   confirmed. The web app and the CLI check with it; `validate(schema, values, t)` translates.
 * - **The request body** (`profileUpdateBodySchema`): what the server reads from the multipart
 *   form or a JSON body. Every field may be left out (unchanged): `name` (or the older `f_name`
 *   and `l_name`), `email` (lower-cased), `phone`, `password`, `button_type`, and for a code
 *   `otp`, `verification_on`, `verification_medium` (any case) and `session_info`. The `image`
 *   file is the route's (checked by its bytes). Failures answer 403 with `code` = the field.
 */
import * as v from 'valibot';
import { compactPhone, digitCount, INTERNATIONAL_PHONE_PATTERN } from '../domain/contact.js';
import { OTP_LENGTH } from '../domain/auth.js';
import type { ProfileFormData, VerificationMedium, VerificationOn } from '../domain/profile.js';
import { EMAIL_MAX_LENGTH } from './newsletter.js';
import { AUTH_PHONE_MIN_DIGITS, PASSWORD_MAX_LENGTH, SOCIAL_TOKEN_MAX_LENGTH } from './auth.js';

export const PROFILE_NAME_MAX_LENGTH = 100;
/** New passwords: the server's rule for sign-up and reset (packages/server auth/password.ts). */
export const PROFILE_PASSWORD_MIN_LENGTH = 8;

/** The messages (English; the `profile` catalog holds each with its Arabic). */
export const PROFILE_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'The name may not be longer than 100 characters.',
  emailRequired: 'Email is required',
  emailInvalid: 'Please insert a valid email.',
  emailTooLong: 'The email may not be longer than 255 characters.',
  phoneRequired: 'Phone Number is required',
  phoneInvalid: 'Please enter a valid phone number',
  phoneTooShort: 'Number must be 10 digits',
  passwordTooShort: 'The password must be at least 8 characters.',
  passwordTooLong: 'Password may not be longer than 128 characters.',
  confirmRequired: 'Confirm password is required',
  passwordsMustMatch: 'Passwords must match',
  otpDigits: 'The code must be 6 digits',
  buttonType: 'The selected button type is invalid.',
  verificationOn: 'The selected verification on is invalid.',
  verificationMedium: 'The selected verification medium is invalid.',
  sessionInfoTooLong: 'The session info may not be greater than 8192 characters.',
  notText: 'This field must be a text.',
  body: 'The request body must be a JSON object.',
} as const;

const M = PROFILE_MESSAGES;

/** Numbers arrive as text from forms and as numbers from some JSON clients. */
const asText = (value: unknown): unknown => (typeof value === 'number' ? String(value) : value);

/** A text that may be absent: undefined when absent or null. */
const present = <T extends v.GenericSchema>(schema: T) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (value == null ? undefined : asText(value))),
      v.optional(schema),
    ),
  );

const nameText = () =>
  v.pipe(
    v.string(M.notText),
    v.trim(),
    v.nonEmpty(M.nameRequired),
    v.maxLength(PROFILE_NAME_MAX_LENGTH, M.nameTooLong),
  );

const emailText = (required: string) =>
  v.pipe(
    v.string(M.notText),
    v.trim(),
    v.nonEmpty(required),
    v.email(M.emailInvalid),
    v.maxLength(EMAIL_MAX_LENGTH, M.emailTooLong),
  );

/** Digits with an optional leading + (separators dropped), at least 10, international; +digits. */
const phoneText = (required: string) =>
  v.pipe(
    v.string(M.notText),
    v.trim(),
    v.nonEmpty(required),
    v.transform(compactPhone),
    v.regex(/^\+?\d+$/, M.phoneInvalid),
    v.check((phone) => digitCount(phone) >= AUTH_PHONE_MIN_DIGITS, M.phoneTooShort),
    v.regex(INTERNATIONAL_PHONE_PATTERN, M.phoneInvalid),
    v.transform((phone) => (phone.startsWith('+') ? phone : `+${phone}`)),
  );

const newPassword = () =>
  v.pipe(
    v.string(M.notText),
    v.minLength(PROFILE_PASSWORD_MIN_LENGTH, M.passwordTooShort),
    v.maxLength(PASSWORD_MAX_LENGTH, M.passwordTooLong),
  );

// ---------------------------------------------------------------- the form

const formText = v.optional(v.string(M.notText), '');

/**
 * The profile form (see the file comment); `showsPassword`: the password fields are shown (else
 * they are ignored and the password kept).
 */
export function profileFormSchema(options: { showsPassword: boolean }) {
  const shows = options.showsPassword;
  const password = shows
    ? v.pipe(
        formText,
        v.check(
          (text) => text === '' || text.length >= PROFILE_PASSWORD_MIN_LENGTH,
          M.passwordTooShort,
        ),
        v.maxLength(PASSWORD_MAX_LENGTH, M.passwordTooLong),
      )
    : formText;
  type Passwords = { password: string; confirm_password: string };
  return v.pipe(
    v.object({
      name: v.pipe(formText, nameText()),
      email: v.pipe(formText, emailText(M.emailRequired)),
      phone: v.pipe(formText, phoneText(M.phoneRequired)),
      password,
      confirm_password: formText,
    }),
    v.forward(
      v.partialCheck(
        [['password'], ['confirm_password']],
        (input: Passwords) => !shows || input.password === '' || input.confirm_password !== '',
        M.confirmRequired,
      ),
      ['confirm_password'],
    ),
    v.forward(
      v.partialCheck(
        [['password'], ['confirm_password']],
        (input: Passwords) =>
          !shows || input.confirm_password === '' || input.password === input.confirm_password,
        M.passwordsMustMatch,
      ),
      ['confirm_password'],
    ),
    v.transform((input): ProfileFormData => ({
      name: input.name,
      email: input.email.toLowerCase(),
      phone: input.phone,
      password: shows && input.password !== '' ? input.password : null,
    })),
  );
}

export type ProfileFormInput = v.InferInput<ReturnType<typeof profileFormSchema>>;

// ---------------------------------------------------------------- the request body

const picklistAnyCase = <const T extends readonly string[]>(options: T, message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.transform((text) => options.find((o) => o.toLowerCase() === text.toLowerCase()) ?? text),
    v.picklist(options, message),
  );

/** An optional text where a blank value counts as absent. */
const blankIsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalField = <T extends v.GenericSchema>(schema: T) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (value == null ? undefined : blankIsAbsent(asText(value)))),
      v.optional(schema),
    ),
  );

/** The body of `customer/update-profile` (see the file comment). */
export const profileUpdateBodySchema = v.pipe(
  v.unknown(),
  v.check((body) => !Array.isArray(body), M.body),
  v.looseObject(
    {
      name: present(nameText()),
      f_name: optionalField(
        v.pipe(v.string(M.notText), v.trim(), v.maxLength(PROFILE_NAME_MAX_LENGTH, M.nameTooLong)),
      ),
      l_name: optionalField(
        v.pipe(v.string(M.notText), v.trim(), v.maxLength(PROFILE_NAME_MAX_LENGTH, M.nameTooLong)),
      ),
      email: present(emailText(M.emailRequired)),
      phone: present(phoneText(M.phoneRequired)),
      password: optionalField(newPassword()),
      button_type: optionalField(
        picklistAnyCase(['email', 'phone', 'change_password'], M.buttonType),
      ),
      otp: optionalField(
        v.pipe(
          v.string(M.otpDigits),
          v.trim(),
          v.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), M.otpDigits),
        ),
      ),
      verification_on: optionalField(picklistAnyCase(['email', 'phone'], M.verificationOn)),
      verification_medium: optionalField(
        picklistAnyCase(['SMS', 'firebase', 'email'], M.verificationMedium),
      ),
      session_info: optionalField(
        v.pipe(
          v.string(M.notText),
          v.trim(),
          v.maxLength(SOCIAL_TOKEN_MAX_LENGTH, M.sessionInfoTooLong),
        ),
      ),
    },
    M.body,
  ),
  v.transform((body) => {
    const joined = [body.f_name, body.l_name].filter((s) => s != null && s !== '').join(' ');
    return {
      name: body.name ?? (joined !== '' ? joined : undefined),
      email: body.email?.toLowerCase(),
      phone: body.phone,
      password: body.password,
      button_type: body.button_type,
      otp: body.otp,
      verification_on: body.verification_on as VerificationOn | undefined,
      verification_medium: body.verification_medium as VerificationMedium | undefined,
      session_info: body.session_info,
    };
  }),
);

export type ProfileUpdateRequest = v.InferOutput<typeof profileUpdateBodySchema>;
