import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { translator } from '../i18n/index.js';
import { validate } from './validate.js';
import { profileFormSchema, profileUpdateBodySchema, PROFILE_MESSAGES } from './profile.js';

const form = {
  name: ' Sara Haddad ',
  email: 'Sara@Example.com',
  phone: '+971 50 000 0001',
  password: '',
  confirm_password: '',
};

describe('profileFormSchema', () => {
  const withPassword = profileFormSchema({ showsPassword: true });
  const without = profileFormSchema({ showsPassword: false });

  it('reads the form: trimmed, the e-mail lower-cased, the phone with its +, the password kept', () => {
    expect(validate(withPassword, form)).toEqual({
      success: true,
      data: {
        name: 'Sara Haddad',
        email: 'sara@example.com',
        phone: '+971500000001',
        password: null,
      },
    });
    expect(validate(without, { ...form, phone: '971500000001' })).toMatchObject({
      success: true,
      data: { phone: '+971500000001' },
    });
  });

  it('needs the name, the e-mail and the phone, with the messages', () => {
    const result = validate(withPassword, { name: ' ', email: '', phone: '' });
    expect(result).toEqual({
      success: false,
      errors: [
        { code: 'name', message: PROFILE_MESSAGES.nameRequired },
        { code: 'email', message: PROFILE_MESSAGES.emailRequired },
        { code: 'phone', message: PROFILE_MESSAGES.phoneRequired },
      ],
    });
    expect(validate(withPassword, { ...form, email: 'sara@' })).toMatchObject({
      errors: [{ code: 'email', message: 'Please insert a valid email.' }],
    });
    expect(validate(withPassword, { ...form, phone: '+97150' })).toMatchObject({
      errors: [{ code: 'phone', message: 'Number must be 10 digits' }],
    });
    expect(validate(withPassword, { ...form, name: 'x'.repeat(101) })).toMatchObject({
      errors: [{ code: 'name', message: PROFILE_MESSAGES.nameTooLong }],
    });
  });

  it('changes the password only when typed: at least 8, confirmed', () => {
    expect(validate(withPassword, { ...form, password: 'short' })).toMatchObject({
      errors: [
        { code: 'password', message: 'The password must be at least 8 characters.' },
        { code: 'confirm_password', message: 'Confirm password is required' },
      ],
    });
    // Every field's message at once, the passwords' too.
    expect(validate(withPassword, { ...form, name: '', password: 'short' })).toMatchObject({
      errors: [
        { code: 'name', message: 'Name is required' },
        { code: 'password', message: 'The password must be at least 8 characters.' },
        { code: 'confirm_password', message: 'Confirm password is required' },
      ],
    });
    expect(validate(withPassword, { ...form, confirm_password: 'typed' })).toMatchObject({
      errors: [{ code: 'confirm_password', message: 'Passwords must match' }],
    });
    expect(validate(withPassword, { ...form, password: 'Lantern-Blue-9' })).toMatchObject({
      errors: [{ code: 'confirm_password', message: 'Confirm password is required' }],
    });
    expect(
      validate(withPassword, { ...form, password: 'Lantern-Blue-9', confirm_password: 'other' }),
    ).toMatchObject({ errors: [{ code: 'confirm_password', message: 'Passwords must match' }] });
    expect(
      validate(withPassword, {
        ...form,
        password: 'Lantern-Blue-9',
        confirm_password: 'Lantern-Blue-9',
      }),
    ).toMatchObject({ success: true, data: { password: 'Lantern-Blue-9' } });
    // Hidden password fields are ignored.
    expect(validate(without, { ...form, password: 'x' })).toMatchObject({
      success: true,
      data: { password: null },
    });
  });

  it('gives its messages in Arabic', () => {
    const result = validate(withPassword, { ...form, name: '' }, translator('ar'));
    expect(result).toEqual({ success: false, errors: [{ code: 'name', message: 'الاسم مطلوب' }] });
  });

  it('accepts every phone of 10 to 15 digits typed with separators (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.stringMatching(/^\d{9,14}$/),
        fc.constantFrom('', ' ', '-', '.'),
        (first, rest, separator) => {
          const digits = `${first}${rest}`;
          const typed = `+${digits.slice(0, 3)}${separator}${digits.slice(3)}`;
          const result = validate(without, { ...form, phone: typed });
          expect(result).toMatchObject({ success: true, data: { phone: `+${digits}` } });
        },
      ),
    );
  });
});

describe('profileUpdateBodySchema', () => {
  it('reads a form or JSON body: every field may be left out', () => {
    expect(validate(profileUpdateBodySchema, {})).toEqual({
      success: true,
      data: {
        name: undefined,
        email: undefined,
        phone: undefined,
        password: undefined,
        button_type: undefined,
        otp: undefined,
        verification_on: undefined,
        verification_medium: undefined,
        session_info: undefined,
      },
    });
    expect(
      validate(profileUpdateBodySchema, {
        name: ' Sara ',
        email: 'SARA@example.com',
        phone: 971500000001,
        password: '',
        button_type: 'EMAIL',
        otp: 123456,
        verification_on: 'email',
        verification_medium: 'sms',
        image: 'ignored here',
      }),
    ).toMatchObject({
      success: true,
      data: {
        name: 'Sara',
        email: 'sara@example.com',
        phone: '+971500000001',
        password: undefined,
        button_type: 'email',
        otp: '123456',
        verification_on: 'email',
        verification_medium: 'SMS',
      },
    });
  });

  it('joins the older f_name and l_name', () => {
    expect(validate(profileUpdateBodySchema, { f_name: 'Omar', l_name: 'Khalid' })).toMatchObject({
      data: { name: 'Omar Khalid' },
    });
    expect(validate(profileUpdateBodySchema, { name: 'Sara', f_name: 'Omar' })).toMatchObject({
      data: { name: 'Sara' },
    });
  });

  it('refuses bad values field by field, never throwing on wrong types', () => {
    const bad = validate(profileUpdateBodySchema, {
      name: '',
      email: 'nope',
      phone: { number: 1 },
      password: 'short',
      button_type: 'other',
      otp: '12ab56',
      verification_on: 'fax',
      verification_medium: 'pigeon',
      session_info: ['x'],
    });
    expect(bad).toEqual({
      success: false,
      errors: [
        { code: 'name', message: 'Name is required' },
        { code: 'email', message: 'Please insert a valid email.' },
        { code: 'phone', message: 'This field must be a text.' },
        { code: 'password', message: 'The password must be at least 8 characters.' },
        { code: 'button_type', message: 'The selected button type is invalid.' },
        { code: 'otp', message: 'The code must be 6 digits' },
        { code: 'verification_on', message: 'The selected verification on is invalid.' },
        { code: 'verification_medium', message: 'The selected verification medium is invalid.' },
        { code: 'session_info', message: 'This field must be a text.' },
      ],
    });
    expect(validate(profileUpdateBodySchema, [1, 2])).toMatchObject({
      success: false,
      errors: [{ code: 'input', message: PROFILE_MESSAGES.body }],
    });
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(() =>
          validate(profileUpdateBodySchema, { name: value, email: value }),
        ).not.toThrow();
      }),
    );
  });
});
