import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/index.js';
import {
  MAX_REVIEW_IMAGE_BYTES,
  orderReviewIssue,
  ratingCountsAfter,
  reviewableItemIds,
  reviewImagesIssue,
} from './order-review.js';

const base = {
  orderStatus: 'delivered',
  orderItemIds: [1, 2],
  reviewedItemIds: [2],
  itemId: 1,
  rating: 5,
};
const en = (issue: { key: string; values: Record<string, string | number> } | null) =>
  issue ? translate('en', issue.key, issue.values) : null;

describe('orderReviewIssue', () => {
  it('an item of a delivered order, not reviewed on it yet, rated 1 to 5', () => {
    expect(orderReviewIssue(base)).toBeNull();
    expect(orderReviewIssue({ ...base, rating: 1 })).toBeNull();
  });

  it('refuses a rating outside 1 to 5 or not whole', () => {
    for (const rating of [0, 6, 2.5, Number.NaN]) {
      expect(orderReviewIssue({ ...base, rating })?.code).toBe('rating');
    }
    expect(en(orderReviewIssue({ ...base, rating: 0 }))).toBe(
      'Please choose a rating from 1 to 5 stars.',
    );
  });

  it('refuses an order not delivered yet', () => {
    for (const orderStatus of ['pending', 'confirmed', 'picked_up', 'canceled', 'refunded']) {
      expect(orderReviewIssue({ ...base, orderStatus })?.code).toBe('order_id');
    }
  });

  it('refuses an item not of the order, and a second review', () => {
    const other = orderReviewIssue({ ...base, itemId: 3 });
    expect(other?.code).toBe('item_id');
    expect(en(other)).toBe('This item is not part of this order.');
    const twice = orderReviewIssue({ ...base, itemId: 2 });
    expect(en(twice)).toBe('You have already reviewed this item for this order.');
  });
});

describe('reviewImagesIssue', () => {
  const image = { name: 'a.png', size: 100, kind: 'png' as const };
  it('up to 3 images of up to 2 MB', () => {
    expect(reviewImagesIssue([])).toBeNull();
    expect(reviewImagesIssue([image, image, image])).toBeNull();
    expect(reviewImagesIssue([image, image, image, image])?.code).toBe('attachment');
    expect(reviewImagesIssue([{ ...image, size: MAX_REVIEW_IMAGE_BYTES + 1 }])?.key).toBe(
      'orderReview.error.imageSize',
    );
  });

  it('a PDF or an unknown file is no image', () => {
    expect(en(reviewImagesIssue([{ name: 'x.pdf', size: 10, kind: 'pdf' }]))).toBe(
      'x.pdf is not a JPG, PNG, GIF or WebP image.',
    );
    expect(reviewImagesIssue([{ name: 'x', size: 10, kind: null }])?.code).toBe('attachment');
  });
});

describe('reviewableItemIds', () => {
  it('the delivered order’s items not reviewed yet, once each', () => {
    expect(reviewableItemIds('delivered', [1, 2, 2, null, 3], [3])).toEqual([1, 2]);
    expect(reviewableItemIds('pending', [1], [])).toEqual([]);
  });
});

describe('ratingCountsAfter', () => {
  it('counts one more rating and averages with two decimals', () => {
    expect(ratingCountsAfter([0, 0, 0, 0, 0], 4)).toEqual({
      rating: [0, 1, 0, 0, 0],
      ratingCount: 1,
      avgRating: 4,
    });
    expect(ratingCountsAfter([2, 1, 0, 0, 0], 1)).toEqual({
      rating: [2, 1, 0, 0, 1],
      ratingCount: 4,
      avgRating: 3.75,
    });
  });

  it('reads missing or broken counts as 0', () => {
    expect(ratingCountsAfter([], 5).rating).toEqual([1, 0, 0, 0, 0]);
    expect(ratingCountsAfter(['x', null, 3], 3).rating).toEqual([0, 0, 4, 0, 0]);
  });
});
