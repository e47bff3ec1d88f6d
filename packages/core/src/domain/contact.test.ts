import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import {
  classifyContact,
  compactPhone,
  digitCount,
  isEmail,
  isInternationalPhone,
  joinPhone,
} from './contact.js';

const localPart = fc.stringMatching(/^[a-z0-9_+-]{1,12}(\.[a-z0-9_+-]{1,8}){0,2}$/);
const domain = fc.stringMatching(/^[a-z0-9]{1,10}([.-][a-z0-9]{1,8}){0,2}\.[a-z]{2,6}$/);
const email = fc.tuple(localPart, domain).map(([l, d]) => `${l}@${d}`);

/** International numbers: 7 to 15 digits, the first not 0. */
const phoneDigits = fc
  .tuple(
    fc.integer({ min: 1, max: 9 }),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 14 }),
  )
  .map(([first, rest]) => `${first}${rest.join('')}`);

/** The digits as people type them: with or without +, spaces, dashes, dots, brackets. */
const typedPhone = fc
  .tuple(
    phoneDigits,
    fc.boolean(),
    fc.array(fc.constantFrom('', ' ', '-', '.', '(', ')'), { minLength: 15, maxLength: 15 }),
  )
  .map(([digits, plus, seps]) => {
    const typed = [...digits]
      .map((d, i) => `${d}${i < digits.length - 1 ? (seps[i] ?? '') : ''}`)
      .join('');
    return { digits, typed: `${plus ? '+' : ''}${typed}` };
  });

describe('classifyContact (spec §5 contact classification)', () => {
  it('classifies e-mails as e-mail, trimmed, as valibot does', () => {
    fc.assert(
      fc.property(email, fc.constantFrom('', ' ', '  '), (address, pad) => {
        expect(classifyContact(`${pad}${address}${pad}`)).toEqual({
          kind: 'email',
          value: address,
        });
        expect(v.is(v.pipe(v.string(), v.email()), address)).toBe(true);
      }),
    );
  });

  it('classifies international phones as phone, + and digits only', () => {
    fc.assert(
      fc.property(typedPhone, ({ digits, typed }) => {
        const result = classifyContact(typed);
        expect(result).toEqual({ kind: 'phone', value: `+${digits}` });
        expect(result.value).toMatch(/^\+[1-9]\d{6,14}$/);
      }),
    );
  });

  it('adds a missing + and keeps an existing one', () => {
    expect(classifyContact('971500000001')).toEqual({ kind: 'phone', value: '+971500000001' });
    expect(classifyContact('+971 50 000 0001')).toEqual({ kind: 'phone', value: '+971500000001' });
    expect(classifyContact('(202) 555-0123')).toEqual({ kind: 'phone', value: '+2025550123' });
  });

  it('is idempotent: a classified value classifies the same', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          email,
          typedPhone.map((p) => p.typed),
          fc.string(),
        ),
        (text) => {
          const first = classifyContact(text);
          if (first.kind === 'invalid') return;
          expect(classifyContact(first.value)).toEqual(first);
        },
      ),
    );
  });

  it('never calls text with letters and no @ a phone or an e-mail', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('@') && /[a-z]/i.test(s)),
        (text) => {
          expect(classifyContact(text).kind).toBe('invalid');
        },
      ),
    );
  });

  it('agrees with isEmail and isInternationalPhone on any text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          email,
          typedPhone.map((p) => p.typed),
          fc.string(),
        ),
        (text) => {
          const { kind } = classifyContact(text);
          if (kind === 'email') expect(isEmail(text)).toBe(true);
          if (kind === 'phone') expect(isInternationalPhone(text)).toBe(true);
          if (kind === 'invalid') {
            expect(text.includes('@') ? isEmail(text) : isInternationalPhone(text)).toBe(false);
          }
        },
      ),
    );
  });

  it.each([
    '',
    '   ',
    'sara',
    'sara@',
    'sara@example',
    '@example.com',
    'a b@example.com',
    '123456',
    '0501234567',
    '+0501234567',
    '1234567890123456',
    '++971500000001',
    '97150x000001',
  ])('%j is invalid', (text) => {
    expect(classifyContact(text).kind).toBe('invalid');
  });
});

describe('phone helpers', () => {
  it('compactPhone drops separators; digitCount counts digits', () => {
    expect(compactPhone(' +1 (202) 555-01.23 ')).toBe('+12025550123');
    expect(digitCount('+1 (202) 555-0123')).toBe(11);
    expect(digitCount('abc')).toBe(0);
  });

  it('joinPhone joins the dialling code and the national number without trunk 0s', () => {
    expect(joinPhone('+971', '050 000 0001')).toBe('+971500000001');
    expect(joinPhone('1', '2025550123')).toBe('+12025550123');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), phoneDigits, (code, national) => {
        expect(joinPhone(`+${code}`, `0${national}`)).toBe(`+${code}${national}`);
      }),
    );
  });
});
