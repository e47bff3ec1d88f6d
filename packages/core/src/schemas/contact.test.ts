import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/index.js';
import { contactSchema, normalizeContactPhone } from './contact.js';
import { validate } from './validate.js';

const valid = {
  contact_person_name: '  Sara Ahmed ',
  contact_person_number: '+971 50-123 4567',
  contact_person_email: ' sara@example.com ',
};

describe('contactSchema (spec §5 contact form)', () => {
  it('accepts a contact, trimmed, the phone kept to digits and a leading +', () => {
    expect(validate(contactSchema, valid)).toEqual({
      success: true,
      data: {
        contact_person_name: 'Sara Ahmed',
        contact_person_number: '+971501234567',
        contact_person_email: 'sara@example.com',
      },
    });
  });

  it('gives the spec messages for missing fields, one per field', () => {
    expect(validate(contactSchema, {})).toEqual({
      success: false,
      errors: [
        { code: 'contact_person_name', message: 'name is required' },
        { code: 'contact_person_number', message: 'phone number required' },
        { code: 'contact_person_email', message: 'Email is required' },
      ],
    });
    const blank = { contact_person_name: ' ', contact_person_number: '', contact_person_email: '' };
    expect(validate(contactSchema, blank)).toMatchObject({
      success: false,
      errors: [
        { message: 'name is required' },
        { message: 'phone number required' },
        { message: 'Email is required' },
      ],
    });
  });

  it.each(['sara', 'sara@', 'a b@example.com', '@example.com'])('refuses the email %j', (email) => {
    expect(validate(contactSchema, { ...valid, contact_person_email: email })).toEqual({
      success: false,
      errors: [{ code: 'contact_person_email', message: 'Please insert a valid email.' }],
    });
  });

  it('caps the email at 255 characters', () => {
    const at255 = `${'a'.repeat(243)}@example.com`;
    expect(validate(contactSchema, { ...valid, contact_person_email: at255 }).success).toBe(true);
    expect(validate(contactSchema, { ...valid, contact_person_email: `a${at255}` })).toMatchObject({
      success: false,
      errors: [{ code: 'contact_person_email' }],
    });
  });

  it.each(['12345', '+1234567890123456', '05O1234567', '++971501234567'])(
    'refuses the phone %j',
    (phone) => {
      expect(validate(contactSchema, { ...valid, contact_person_number: phone })).toEqual({
        success: false,
        errors: [{ code: 'contact_person_number', message: 'Please enter a valid phone number' }],
      });
    },
  );

  it('normalizes phones', () => {
    expect(normalizeContactPhone(' 050 (123) 45.67 ')).toBe('0501234567');
    expect(normalizeContactPhone('+971-50-1234567')).toBe('+971501234567');
  });

  it('translates the messages for the form (Arabic)', () => {
    const result = validate(contactSchema, {}, translator('ar'));
    expect(result.success).toBe(false);
    if (result.success) return;
    for (const error of result.errors) expect(error.message).toMatch(/[\u0600-\u06FF]/);
  });
});
