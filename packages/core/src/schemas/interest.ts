/**
 * `POST customer/update-interest` (reference §1.3, `interest[]`): the customer's category
 * interests, picked on /interest after sign-up. `interest` holds 1 to 100 distinct category ids
 * (numbers, or their decimal text as a form sends them). Whether the ids name existing, active
 * categories is the server's check.
 */
import * as v from 'valibot';
import { requiredMessage } from './validate.js';

export const MAX_INTERESTS = 100;

export const INTEREST_MESSAGES = {
  saved: 'Interest updated successfully!',
  required: requiredMessage('interest'),
  invalid: 'The selected interest is invalid.',
  notAList: 'The interest must be an array.',
  notAnId: 'Each interest must be a category id.',
  tooMany: `The interest may not have more than ${MAX_INTERESTS} items.`,
  duplicate: 'The interest field has a duplicate value.',
} as const;

/** A category id: a positive integer, or its decimal text (a form sends text). */
const categoryId = v.pipe(
  v.union(
    [
      v.pipe(v.number(), v.integer(INTEREST_MESSAGES.notAnId)),
      v.pipe(v.string(), v.trim(), v.regex(/^\d{1,9}$/), v.transform(Number)),
    ],
    INTEREST_MESSAGES.notAnId,
  ),
  v.number(),
  v.minValue(1, INTEREST_MESSAGES.notAnId),
  // A database id is a 32-bit integer: a larger number names no category.
  v.maxValue(2_147_483_647, INTEREST_MESSAGES.invalid),
);

/** The `interest` list: 1 to 100 distinct category ids. */
export const interestListSchema = v.pipe(
  v.array(categoryId, INTEREST_MESSAGES.notAList),
  v.minLength(1, INTEREST_MESSAGES.required),
  v.maxLength(MAX_INTERESTS, INTEREST_MESSAGES.tooMany),
  v.check((ids) => new Set(ids).size === ids.length, INTEREST_MESSAGES.duplicate),
);
