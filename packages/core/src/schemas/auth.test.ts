import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { catalogs, translator } from '../i18n/index.js';
import {
  AUTH_MESSAGES,
  fieldErrorText,
  firebaseVerifyTokenBodySchema,
  forgotPasswordBodySchema,
  forgotPasswordFormSchema,
  loginBodySchema,
  loginFormSchema,
  newPasswordFormSchema,
  otpFormSchema,
  otpLoginFormSchema,
  rentalWishlistBodySchema,
  resetPasswordBodySchema,
  signUpBodySchema,
  signUpFormSchema,
  socialLoginBodySchema,
  socialPhoneFormSchema,
  socialRegisterBodySchema,
  updateInfoBodySchema,
  userInfoFormSchema,
  verifyPhoneBodySchema,
  verifyTokenBodySchema,
  wishlistBodySchema,
} from './auth.js';
import { validate } from './validate.js';

/** The first error of each field, as `{field: message}`. */
function errorsOf(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = validate(schema, input);
  if (result.success) return {};
  return Object.fromEntries(result.errors.map((e) => [e.code, e.message]));
}

/** The same, as the server validates (stopping at the first failing check of a field). */
function serverErrorsOf(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.issues) {
    const code = issue.path?.map((p) => String(p.key)).join('.') || 'body';
    out[code] ??= issue.message;
  }
  return out;
}

function dataOf<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = validate(schema, input);
  if (!result.success) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

const M = AUTH_MESSAGES;

describe('loginFormSchema (spec §5 Login)', () => {
  it('requires the e-mail or phone and the password', () => {
    expect(errorsOf(loginFormSchema, {})).toEqual({
      email_or_phone: 'Email or phone number is required',
      password: 'Password is required',
    });
    expect(errorsOf(loginFormSchema, { email_or_phone: '   ', password: '' })).toEqual({
      email_or_phone: 'Email or phone number is required',
      password: 'Password is required',
    });
  });

  it.each(['sara', 'sara@', '12345', '+0501234567', 'call me'])(
    'refuses %j: Must be a valid email or phone number',
    (value) => {
      expect(errorsOf(loginFormSchema, { email_or_phone: value, password: 'secret1' })).toEqual({
        email_or_phone: 'Must be a valid email or phone number',
      });
    },
  );

  it('needs a password of at least 6 characters', () => {
    expect(errorsOf(loginFormSchema, { email_or_phone: 'a@b.co', password: '12345' })).toEqual({
      password: 'Password is too short - should be 6 chars minimum.',
    });
    expect(
      errorsOf(loginFormSchema, { email_or_phone: 'a@b.co', password: 'x'.repeat(129) }),
    ).toEqual({ password: M.passwordTooLong });
  });

  it('gives the classified contact and its field type', () => {
    expect(
      dataOf(loginFormSchema, { email_or_phone: ' 971 50 000 0001 ', password: '123456' }),
    ).toEqual({ email_or_phone: '+971500000001', password: '123456', field_type: 'phone' });
    expect(
      dataOf(loginFormSchema, { email_or_phone: 'demo@example.com', password: ' 123456 ' }),
    ).toEqual({ email_or_phone: 'demo@example.com', password: ' 123456 ', field_type: 'email' });
  });
});

describe('otpLoginFormSchema and socialPhoneFormSchema (spec §5 OTP login, social phone step)', () => {
  it.each([otpLoginFormSchema, socialPhoneFormSchema])(
    'requires a phone of 10 digits',
    (schema) => {
      expect(errorsOf(schema, {})).toEqual({ phone: 'Please give a phone number' });
      expect(errorsOf(schema, { phone: '+97150123' })).toEqual({
        phone: 'Number must be 10 digits',
      });
      expect(errorsOf(schema, { phone: '971-50-abc' })).toEqual({
        phone: 'Please enter a valid phone number',
      });
      expect(errorsOf(schema, { phone: '0501234567' })).toEqual({
        phone: 'Please enter a valid phone number',
      });
      expect(dataOf(schema, { phone: '971 50 123 4567' })).toEqual({ phone: '+971501234567' });
    },
  );
});

const signUp = {
  name: 'Sara Ahmed',
  email: 'sara@example.com',
  phone: '+971501234567',
  password: 'secret1',
  confirm_password: 'secret1',
  ref_code: '',
  terms: true,
};

describe('signUpFormSchema (spec §5 Sign-up)', () => {
  it('gives every required message', () => {
    expect(errorsOf(signUpFormSchema, {})).toEqual({
      name: 'First name is required',
      email: 'Email is required',
      phone: 'Please give a phone number',
      password: 'Password is required',
      confirm_password: 'Confirm password is required',
      terms: 'You must accept the terms and conditions',
    });
  });

  it('checks the e-mail, the phone, the password and its confirmation', () => {
    expect(
      errorsOf(signUpFormSchema, {
        ...signUp,
        email: 'sara@',
        phone: '12345',
        password: 'abc',
        confirm_password: 'abc',
      }),
    ).toEqual({
      email: 'Must be a valid email',
      phone: 'Number must be 10 digits',
      password: 'Password is too short - should be 6 chars minimum.',
    });
    expect(errorsOf(signUpFormSchema, { ...signUp, confirm_password: 'secret2' })).toEqual({
      confirm_password: 'Passwords must match',
    });
    // A too short password and a different confirmation: both are said (issue 15: '123' / '124').
    expect(
      errorsOf(signUpFormSchema, { ...signUp, password: '123', confirm_password: '124' }),
    ).toEqual({
      password: 'Password is too short - should be 6 chars minimum.',
      confirm_password: 'Passwords must match',
    });
    expect(errorsOf(signUpFormSchema, { ...signUp, confirm_password: '' })).toEqual({
      confirm_password: M.confirmPasswordRequired,
    });
    expect(
      errorsOf(signUpFormSchema, { ...signUp, email: `${'a'.repeat(250)}@example.com` }),
    ).toEqual({ email: 'The email may not be longer than 255 characters.' });
    expect(errorsOf(signUpFormSchema, { ...signUp, name: 'x'.repeat(101) })).toEqual({
      name: M.nameTooLong,
    });
    expect(errorsOf(signUpFormSchema, { ...signUp, ref_code: 'r'.repeat(51) })).toEqual({
      ref_code: M.refCodeTooLong,
    });
  });

  it.each([false, undefined, 'no', 0])('refuses terms %j', (terms) => {
    expect(errorsOf(signUpFormSchema, { ...signUp, terms })).toEqual({
      terms: 'You must accept the terms and conditions',
    });
  });

  it('accepts a sign-up, the referral code empty as null', () => {
    expect(dataOf(signUpFormSchema, { ...signUp, name: '  Sara Ahmed ' })).toEqual({
      ...signUp,
      ref_code: null,
      terms: true,
    });
  });
});

describe('userInfoFormSchema', () => {
  it('needs the name, and the phone after a social sign-in', () => {
    expect(errorsOf(userInfoFormSchema('social'), {})).toEqual({
      name: 'First name is required',
      phone: 'Please give a phone number',
    });
    expect(errorsOf(userInfoFormSchema('otp'), {})).toEqual({ name: 'First name is required' });
    expect(errorsOf(userInfoFormSchema('otp'), { name: 'Sara', email: 'sara@x' })).toEqual({
      email: 'Must be a valid email',
    });
    expect(errorsOf(userInfoFormSchema('otp'), { name: 'Sara', phone: '123' })).toEqual({
      phone: 'Number must be 10 digits',
    });
    expect(
      dataOf(userInfoFormSchema('otp'), { name: ' Sara ', email: '', ref_code: 'R1' }),
    ).toEqual({ name: 'Sara', email: null, phone: null, ref_code: 'R1' });
  });
});

describe('forgotPasswordFormSchema (spec §5 Forgot password)', () => {
  it('by phone: exactly 10 digits beside the country code', () => {
    const byPhone = { verification_method: 'phone', dial_code: '+971' };
    for (const phone of ['', '50000000', '050000000123', '05000x0001']) {
      expect(errorsOf(forgotPasswordFormSchema, { ...byPhone, phone })).toEqual({
        phone: 'Phone number must be exactly 10 digits',
      });
    }
    expect(dataOf(forgotPasswordFormSchema, { ...byPhone, phone: '050 000 0001' })).toEqual({
      verification_method: 'phone',
      phone: '+971500000001',
    });
    expect(
      errorsOf(forgotPasswordFormSchema, { ...byPhone, phone: '0500000001', dial_code: 'UAE' }),
    ).toEqual({ dial_code: M.dialCodeInvalid });
  });

  it('by e-mail: a valid address', () => {
    expect(
      errorsOf(forgotPasswordFormSchema, { verification_method: 'email', email: 'sara@' }),
    ).toEqual({ email: 'Please enter a valid email address' });
    expect(errorsOf(forgotPasswordFormSchema, { verification_method: 'email' })).toEqual({
      email: 'Email is required',
    });
    expect(
      dataOf(forgotPasswordFormSchema, { verification_method: 'email', email: ' a@b.co ' }),
    ).toEqual({ verification_method: 'email', email: 'a@b.co' });
  });

  it('refuses another method', () => {
    expect(errorsOf(forgotPasswordFormSchema, { verification_method: 'fax' })).toEqual({
      verification_method: 'The selected verification method is invalid.',
    });
  });
});

describe('newPasswordFormSchema', () => {
  it('requires the new password (min 6) and a matching confirmation', () => {
    expect(errorsOf(newPasswordFormSchema, {})).toEqual({
      password: 'Password is required',
      confirm_password: 'Confirm password is required',
    });
    expect(
      errorsOf(newPasswordFormSchema, { password: '12345', confirm_password: '12345' }),
    ).toEqual({ password: 'Password is too short - should be 6 chars minimum.' });
    expect(
      errorsOf(newPasswordFormSchema, { password: '123456', confirm_password: '1234567' }),
    ).toEqual({ confirm_password: 'Passwords must match' });
  });
});

describe('otpFormSchema (spec §5 OTP)', () => {
  it("says 'field is empty' when empty and needs 6 digits", () => {
    expect(errorsOf(otpFormSchema, {})).toEqual({ otp: 'field is empty' });
    expect(errorsOf(otpFormSchema, { otp: ' ' })).toEqual({ otp: 'field is empty' });
    expect(errorsOf(otpFormSchema, { otp: '12345' })).toEqual({ otp: M.otpDigits });
    expect(errorsOf(otpFormSchema, { otp: '12345a' })).toEqual({ otp: M.otpDigits });
    expect(dataOf(otpFormSchema, { otp: '012345' })).toEqual({ otp: '012345' });
    expect(dataOf(otpFormSchema, { otp: 123456 })).toEqual({ otp: '123456' });
  });
});

describe('loginBodySchema (auth/login)', () => {
  it('manual: the form rules, the field type derived, guest_id kept', () => {
    expect(
      dataOf(loginBodySchema, {
        login_type: 'manual',
        email_or_phone: '971500000001',
        password: 'secret1',
        field_type: 'email',
        guest_id: 42,
      }),
    ).toEqual({
      login_type: 'manual',
      email_or_phone: '+971500000001',
      password: 'secret1',
      field_type: 'phone',
      guest_id: '42',
    });
    expect(serverErrorsOf(loginBodySchema, { login_type: 'manual' })).toEqual({
      email_or_phone: 'Email or phone number is required',
      password: 'Password is required',
    });
    expect(
      serverErrorsOf(loginBodySchema, {
        login_type: 'manual',
        email_or_phone: 'a@b.co',
        password: 'secret1',
        field_type: 'fax',
      }),
    ).toEqual({ field_type: 'The selected field type is invalid.' });
    expect(
      serverErrorsOf(loginBodySchema, {
        login_type: 'manual',
        email_or_phone: 'a@b.co',
        password: 'secret1',
        guest_id: 'g'.repeat(65),
      }),
    ).toEqual({ guest_id: 'The guest id may not be greater than 64 characters.' });
  });

  it('otp: the phone; `verified` needs the code', () => {
    expect(dataOf(loginBodySchema, { login_type: 'otp', phone: '+971500000001' })).toEqual({
      login_type: 'otp',
      phone: '+971500000001',
      otp: undefined,
      verified: undefined,
      guest_id: null,
    });
    expect(serverErrorsOf(loginBodySchema, { login_type: 'otp', phone: '123' })).toEqual({
      phone: 'Number must be 10 digits',
    });
    expect(
      serverErrorsOf(loginBodySchema, {
        login_type: 'otp',
        phone: '+971500000001',
        verified: 'yes',
      }),
    ).toEqual({ otp: 'The otp field is required.' });
    expect(
      serverErrorsOf(loginBodySchema, {
        login_type: 'otp',
        phone: '+971500000001',
        verified: 'maybe',
        otp: '123456',
      }),
    ).toEqual({ verified: 'The selected verified is invalid.' });
    expect(
      dataOf(loginBodySchema, {
        login_type: 'otp',
        phone: '+971500000001',
        verified: 'no',
        otp: '123456',
      }),
    ).toMatchObject({ verified: 'no', otp: '123456' });
  });

  it('social: medium, token, unique id; e-mail for Google and Facebook', () => {
    const google = {
      login_type: 'social',
      medium: 'google',
      token: 'id-token',
      unique_id: 'g-123',
      email: 'sara@gmail.com',
    };
    expect(dataOf(loginBodySchema, google)).toEqual({
      ...google,
      access_token: 0,
      verified: undefined,
      guest_id: null,
      phone: null,
    });
    expect(serverErrorsOf(loginBodySchema, { login_type: 'social' })).toEqual({
      medium: 'The selected medium is invalid.',
      token: 'The token field is required.',
      unique_id: 'The unique id field is required.',
    });
    expect(serverErrorsOf(loginBodySchema, { ...google, email: null })).toEqual({
      email: 'Email is required',
    });
    expect(
      dataOf(loginBodySchema, { ...google, medium: 'apple', email: null, access_token: '1' }),
    ).toMatchObject({ medium: 'apple', email: null, access_token: 1 });
    expect(serverErrorsOf(loginBodySchema, { ...google, access_token: 2 })).toEqual({
      access_token: 'The access token field must be 0 or 1.',
    });
  });

  it('refuses a missing or unknown login type', () => {
    expect(serverErrorsOf(loginBodySchema, { login_type: 'magic' })).toEqual({
      login_type: 'The selected login type is invalid.',
    });
    expect(serverErrorsOf(loginBodySchema, {})).toEqual({
      login_type: 'The selected login type is invalid.',
    });
  });
});

describe('signUpBodySchema (auth/sign-up)', () => {
  it('takes the reference payload; e-mail optional, password at least 6', () => {
    expect(
      dataOf(signUpBodySchema, {
        name: 'Sara Ahmed',
        phone: '971501234567',
        password: 'secret1',
        guest_id: 'abc',
      }),
    ).toEqual({
      name: 'Sara Ahmed',
      email: null,
      phone: '+971501234567',
      password: 'secret1',
      confirm_password: undefined,
      ref_code: null,
      guest_id: 'abc',
    });
    expect(serverErrorsOf(signUpBodySchema, {})).toEqual({
      name: 'First name is required',
      phone: 'Please give a phone number',
      password: 'Password is required',
    });
    expect(
      serverErrorsOf(signUpBodySchema, {
        name: 'Sara',
        phone: '+971501234567',
        password: 'secret1',
        confirm_password: 'secret2',
        email: 'x',
      }),
    ).toEqual({ email: 'Must be a valid email' });
    expect(
      serverErrorsOf(signUpBodySchema, {
        name: 'Sara',
        phone: '+971501234567',
        password: 'secret1',
        confirm_password: 'secret2',
      }),
    ).toEqual({ confirm_password: 'Passwords must match' });
  });
});

describe('verifyPhoneBodySchema (auth/verify-phone)', () => {
  it('takes the code and the phone or e-mail', () => {
    expect(
      dataOf(verifyPhoneBodySchema, { otp: '123456', phone: '+971500000001', login_type: 'otp' }),
    ).toEqual({
      otp: '123456',
      verification_type: 'phone',
      phone: '+971500000001',
      email: null,
      login_type: 'otp',
      guest_id: null,
    });
    expect(serverErrorsOf(verifyPhoneBodySchema, { phone: '+971500000001' })).toEqual({
      otp: 'field is empty',
    });
    expect(serverErrorsOf(verifyPhoneBodySchema, { otp: '123456' })).toEqual({
      phone: 'Please give a phone number',
    });
    expect(
      serverErrorsOf(verifyPhoneBodySchema, {
        otp: '123456',
        verification_type: 'email',
        phone: '+971500000001',
      }),
    ).toEqual({ email: 'Email is required' });
    expect(
      serverErrorsOf(verifyPhoneBodySchema, {
        otp: '123456',
        phone: '+971500000001',
        verification_type: 'sms',
        login_type: 'magic',
      }),
    ).toEqual({
      verification_type: 'The selected verification type is invalid.',
      login_type: 'The selected login type is invalid.',
    });
  });
});

describe('firebaseVerifyTokenBodySchema', () => {
  it('needs the Firebase session, the phone and the code', () => {
    expect(serverErrorsOf(firebaseVerifyTokenBodySchema, {})).toEqual({
      session_info: 'The session info field is required.',
      phone: 'Please give a phone number',
      otp: 'field is empty',
    });
    expect(
      dataOf(firebaseVerifyTokenBodySchema, {
        session_info: 's',
        phone: '+971500000001',
        otp: '123456',
      }),
    ).toEqual({
      session_info: 's',
      phone: '+971500000001',
      otp: '123456',
      login_type: 'otp',
      guest_id: null,
    });
  });
});

describe('updateInfoBodySchema (auth/update-info)', () => {
  it('finds the account by phone (OTP) or e-mail (social)', () => {
    expect(serverErrorsOf(updateInfoBodySchema, { login_type: 'otp' })).toEqual({
      name: 'First name is required',
    });
    expect(serverErrorsOf(updateInfoBodySchema, { name: 'Sara', login_type: 'otp' })).toEqual({
      phone: 'Please give a phone number',
    });
    expect(serverErrorsOf(updateInfoBodySchema, { name: 'Sara', login_type: 'social' })).toEqual({
      phone: 'Please give a phone number',
      email: 'Email is required',
    });
    expect(serverErrorsOf(updateInfoBodySchema, { name: 'Sara', login_type: 'manual' })).toEqual({
      phone: 'Please give a phone number',
    });
    expect(
      dataOf(updateInfoBodySchema, {
        name: 'Sara',
        login_type: 'social',
        phone: '+971500000001',
        email: 'sara@gmail.com',
        guest_id: 7,
      }),
    ).toEqual({
      name: 'Sara',
      login_type: 'social',
      phone: '+971500000001',
      email: 'sara@gmail.com',
      ref_code: null,
      guest_id: '7',
    });
  });
});

describe('forgot-password bodies', () => {
  it('auth/forgot-password: by phone (the default) or e-mail', () => {
    expect(dataOf(forgotPasswordBodySchema, { phone: '+971500000001' })).toEqual({
      verification_method: 'phone',
      phone: '+971500000001',
    });
    expect(serverErrorsOf(forgotPasswordBodySchema, { verification_method: 'email' })).toEqual({
      email: 'Email is required',
    });
    expect(
      serverErrorsOf(forgotPasswordBodySchema, { verification_method: 'email', email: 'x@' }),
    ).toEqual({ email: 'Please enter a valid email address' });
    expect(serverErrorsOf(forgotPasswordBodySchema, 'phone')).toEqual({
      body: 'The selected verification method is invalid.',
    });
  });

  it('auth/verify-token: the code as reset_token', () => {
    expect(serverErrorsOf(verifyTokenBodySchema, { phone: '+971500000001' })).toEqual({
      reset_token: 'field is empty',
    });
    expect(
      dataOf(verifyTokenBodySchema, {
        verification_method: 'email',
        email: 'a@b.co',
        reset_token: '654321',
      }),
    ).toEqual({ verification_method: 'email', email: 'a@b.co', reset_token: '654321' });
  });

  it('auth/reset-password: the new password, confirmed', () => {
    const body = { phone: '+971500000001', reset_token: '123456' };
    expect(serverErrorsOf(resetPasswordBodySchema, body)).toEqual({
      password: 'Password is required',
      confirm_password: 'Confirm password is required',
    });
    expect(
      serverErrorsOf(resetPasswordBodySchema, {
        ...body,
        password: 'secret1',
        confirm_password: 'secret2',
      }),
    ).toEqual({ confirm_password: 'Passwords must match' });
    expect(
      dataOf(resetPasswordBodySchema, {
        ...body,
        password: 'secret1',
        confirm_password: 'secret1',
      }),
    ).toEqual({
      verification_method: 'phone',
      ...body,
      password: 'secret1',
      confirm_password: 'secret1',
    });
  });
});

describe('legacy social bodies', () => {
  const facebook = { medium: 'facebook', token: 't', unique_id: 'fb-1', email: 'a@b.co' };
  it('auth/social-login', () => {
    expect(dataOf(socialLoginBodySchema, facebook)).toMatchObject({
      login_type: 'social',
      ...facebook,
      phone: null,
    });
    expect(serverErrorsOf(socialLoginBodySchema, { ...facebook, email: '' })).toEqual({
      email: 'Email is required',
    });
  });

  it('auth/social-register needs the phone', () => {
    expect(serverErrorsOf(socialRegisterBodySchema, facebook)).toEqual({
      phone: 'Please give a phone number',
    });
    expect(dataOf(socialRegisterBodySchema, { ...facebook, phone: '971500000001' })).toMatchObject({
      phone: '+971500000001',
    });
  });
});

describe('wishlist bodies', () => {
  it('take item_id XOR store_id', () => {
    expect(dataOf(wishlistBodySchema, { item_id: '12' })).toEqual({ item_id: 12, store_id: null });
    expect(dataOf(wishlistBodySchema, { store_id: 3 })).toEqual({ item_id: null, store_id: 3 });
    expect(serverErrorsOf(wishlistBodySchema, { item_id: 1, store_id: 2 })).toEqual({
      data: 'Send either item_id or store_id, not both.',
    });
    expect(serverErrorsOf(wishlistBodySchema, {})).toEqual({
      data: 'Send either item_id or store_id, not both.',
    });
    expect(serverErrorsOf(wishlistBodySchema, { item_id: 'x' })).toEqual({
      item_id: 'The item id must be a positive integer.',
    });
    expect(serverErrorsOf(wishlistBodySchema, { item_id: 0 })).toEqual({
      item_id: 'The item id must be a positive integer.',
    });
  });

  it('rental: vehicle_id XOR provider_id', () => {
    expect(dataOf(rentalWishlistBodySchema, { vehicle_id: 5 })).toEqual({
      vehicle_id: 5,
      provider_id: null,
    });
    expect(serverErrorsOf(rentalWishlistBodySchema, { vehicle_id: 5, provider_id: 1 })).toEqual({
      data: 'Send either vehicle_id or provider_id, not both.',
    });
  });
});

describe('form messages in the catalogs', () => {
  it.each(Object.values(AUTH_MESSAGES))('%s is in English and Arabic', (message) => {
    const key = Object.entries(catalogs.en).find(([, text]) => text === message)?.[0];
    expect(key, message).toBeDefined();
    expect(catalogs.ar[key!]).toMatch(/[\u0600-\u06FF]/);
  });

  it('translates form errors for the UI', () => {
    const result = validate(signUpFormSchema, {}, translator('ar'));
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.errors.map((e) => e.code)).toEqual([
      'name',
      'email',
      'phone',
      'password',
      'confirm_password',
      'terms',
    ]);
    for (const error of result.errors) expect(error.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('fieldErrorText translates a kept field error', () => {
    expect(fieldErrorText({ code: 'otp', message: 'field is empty' }, translator('ar'))).toBe(
      'الحقل فارغ',
    );
    expect(fieldErrorText({ code: 'x', message: 'Unknown text' }, translator('ar'))).toBe(
      'Unknown text',
    );
  });
});
