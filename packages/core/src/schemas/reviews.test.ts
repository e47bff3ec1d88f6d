import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { itemReviewRequest } from './reviews.js';

const parse = (input: unknown) => v.safeParse(itemReviewRequest, input, { abortPipeEarly: true });
const messages = (input: unknown) => {
  const result = parse(input);
  return result.success ? [] : result.issues.map((i) => i.message);
};

describe('itemReviewRequest', () => {
  it('takes JSON numbers and form strings alike', () => {
    const json = parse({ item_id: 4, order_id: 100001, rating: 5, comment: ' Fresh ' });
    expect(json.success && json.output).toEqual({
      item_id: 4,
      order_id: 100001,
      rating: 5,
      comment: 'Fresh',
    });
    const form = parse({ item_id: '4', order_id: '100001', rating: '3' });
    expect(form.success && form.output).toMatchObject({ rating: 3, comment: null });
  });

  it('refuses a rating outside 1 to 5, a missing id, a long comment', () => {
    expect(messages({ item_id: 4, order_id: 1, rating: 6 })).toEqual([
      'The rating may not be greater than 5.',
    ]);
    expect(messages({ item_id: 4, order_id: 1, rating: 0 })).toEqual([
      'The rating must be at least 1.',
    ]);
    expect(messages({ item_id: 4, order_id: 1, rating: 4.5 })).toEqual([
      'The rating must be an integer.',
    ]);
    expect(messages({ order_id: 1, rating: 4 })).toEqual(['The item id field is required.']);
    expect(messages({ item_id: 4, order_id: 1, rating: 4, comment: 'x'.repeat(1001) })).toEqual([
      'The comment may not be greater than 1000 characters.',
    ]);
    expect(messages('rating=5')).toEqual(['The request body must be a JSON object.']);
  });
});
