// The update-interest list (customer/update-interest): every message of the schema.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { INTEREST_MESSAGES, MAX_INTERESTS, interestListSchema } from './interest.js';

const first = (input: unknown) => {
  const result = v.safeParse(interestListSchema, input, { abortPipeEarly: true });
  return result.success ? { ok: result.output } : { error: result.issues[0]?.message };
};

describe('interestListSchema', () => {
  it('accepts distinct ids, as numbers or decimal text', () => {
    expect(first([3, '7', ' 12 '])).toEqual({ ok: [3, 7, 12] });
  });

  it.each([
    ['not a list', 'abc', INTEREST_MESSAGES.notAList],
    ['an empty list', [], INTEREST_MESSAGES.required],
    ['a word', ['x'], INTEREST_MESSAGES.notAnId],
    ['zero', [0], INTEREST_MESSAGES.notAnId],
    ['a fraction', [1.5], INTEREST_MESSAGES.notAnId],
    ['a number beyond the ids', [2_147_483_648], INTEREST_MESSAGES.invalid],
    ['a duplicate', [4, '4'], INTEREST_MESSAGES.duplicate],
    [
      'too many',
      Array.from({ length: MAX_INTERESTS + 1 }, (_, i) => i + 1),
      INTEREST_MESSAGES.tooMany,
    ],
  ])('refuses %s', (_, input, message) => {
    expect(first(input)).toEqual({ error: message });
  });

  it('takes exactly the maximum', () => {
    const ids = Array.from({ length: MAX_INTERESTS }, (_, i) => i + 1);
    expect(first(ids)).toEqual({ ok: ids });
  });
});
