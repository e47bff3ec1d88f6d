import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/index.js';
import { emailSchema, newsletterSchema } from './newsletter.js';
import { messageKey, validate } from './validate.js';

describe('newsletterSchema', () => {
  it.each(['user@example.com', 'first.last+tag@mail.example.co', '  padded@example.org  '])(
    'accepts %s (trimmed)',
    (email) => {
      expect(validate(newsletterSchema, { email })).toEqual({
        success: true,
        data: { email: email.trim() },
      });
    },
  );

  it.each([
    '',
    '   ',
    'plainaddress',
    'no-at.example.com',
    'a@b',
    'a@b.',
    '@example.com',
    'a b@example.com',
    'a@@example.com',
  ])('rejects %j with the spec message', (email) => {
    expect(validate(newsletterSchema, { email })).toEqual({
      success: false,
      errors: [{ code: 'email', message: 'Please insert a valid email.' }],
    });
  });

  it('rejects a missing or non-string email with the same message', () => {
    for (const body of [{}, { email: 42 }, { email: null }]) {
      expect(validate(newsletterSchema, body)).toEqual({
        success: false,
        errors: [{ code: 'email', message: 'Please insert a valid email.' }],
      });
    }
  });

  it('caps the email at 255 characters', () => {
    const at255 = `${'a'.repeat(243)}@example.com`;
    expect(at255).toHaveLength(255);
    expect(validate(emailSchema, at255).success).toBe(true);
    expect(validate(newsletterSchema, { email: `a${at255}` })).toEqual({
      success: false,
      errors: [{ code: 'email', message: 'The email may not be longer than 255 characters.' }],
    });
  });

  it('a body that is not an object is one error for the input', () => {
    expect(validate(newsletterSchema, 'x@example.com')).toEqual({
      success: false,
      errors: [{ code: 'input', message: 'The request body must be a JSON object.' }],
    });
  });

  it('translates catalogued messages for forms', () => {
    expect(messageKey('Please insert a valid email.')).toBe('common.validation.email');
    expect(validate(newsletterSchema, { email: 'nope' }, translator('ar'))).toEqual({
      success: false,
      errors: [{ code: 'email', message: 'يرجى إدخال بريد إلكتروني صحيح.' }],
    });
  });
});
