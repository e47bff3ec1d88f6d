/**
 * Item reviews after an order (issue 12; reference §1.3 `items/reviews/submit`): the customer who
 * owns a delivered order rates each of its items once for that order, 1 to 5 stars, with an
 * optional comment and up to `MAX_REVIEW_IMAGES` images (JPEG, PNG, GIF or WebP by their bytes,
 * `MAX_REVIEW_IMAGE_BYTES` each). The item's average and count then move by `ratingAfter`.
 *
 * Whose order it is is the server's owner check (another customer's order is not found).
 */
import { ruleIssue, type RuleIssue } from './issue.js';
import { isImageKind, type FileKind } from './file-kind.js';

export const MIN_REVIEW_RATING = 1;
export const MAX_REVIEW_RATING = 5;
export const MAX_REVIEW_COMMENT = 1000;
export const MAX_REVIEW_IMAGES = 3;
export const MAX_REVIEW_IMAGE_MB = 2;
export const MAX_REVIEW_IMAGE_BYTES = MAX_REVIEW_IMAGE_MB * 1024 * 1024;

export type OrderReviewIssueCode = 'rating' | 'order_id' | 'item_id' | 'attachment';
export type OrderReviewIssue = RuleIssue<OrderReviewIssueCode>;

export const ORDER_REVIEW_KEYS = {
  rating: 'orderReview.error.rating',
  notDelivered: 'orderReview.error.notDelivered',
  notInOrder: 'orderReview.error.notInOrder',
  already: 'orderReview.error.already',
  tooManyImages: 'orderReview.error.tooManyImages',
  imageKind: 'orderReview.error.imageKind',
  imageSize: 'orderReview.error.imageSize',
  itemGone: 'orderReview.error.itemGone',
} as const;

/** Whether `rating` is a whole number of stars from 1 to 5. */
export const isReviewRating = (rating: number): boolean =>
  Number.isInteger(rating) && rating >= MIN_REVIEW_RATING && rating <= MAX_REVIEW_RATING;

/**
 * Why a review of `itemId` on an order is refused, or null: a whole rating from 1 to 5, a
 * delivered order, an item of the order, not reviewed on this order yet.
 */
export function orderReviewIssue(input: {
  orderStatus: string;
  orderItemIds: readonly number[];
  reviewedItemIds: readonly number[];
  itemId: number;
  rating: number;
}): OrderReviewIssue | null {
  const K = ORDER_REVIEW_KEYS;
  if (!isReviewRating(input.rating)) {
    return ruleIssue('rating', K.rating, { min: MIN_REVIEW_RATING, max: MAX_REVIEW_RATING });
  }
  if (input.orderStatus !== 'delivered') return ruleIssue('order_id', K.notDelivered);
  if (!input.orderItemIds.includes(input.itemId)) return ruleIssue('item_id', K.notInOrder);
  if (input.reviewedItemIds.includes(input.itemId)) return ruleIssue('item_id', K.already);
  return null;
}

/** The refusal of more than `MAX_REVIEW_IMAGES` photos. */
export const tooManyReviewImages = (): OrderReviewIssue =>
  ruleIssue('attachment', ORDER_REVIEW_KEYS.tooManyImages, { max: MAX_REVIEW_IMAGES });

/** Why these images cannot go with a review (too many, not an image, too large), or null. */
export function reviewImagesIssue(
  images: readonly { name: string; size: number; kind: FileKind | null }[],
): OrderReviewIssue | null {
  const K = ORDER_REVIEW_KEYS;
  if (images.length > MAX_REVIEW_IMAGES) return tooManyReviewImages();
  for (const image of images) {
    if (image.size <= 0 || !isImageKind(image.kind)) {
      return ruleIssue('attachment', K.imageKind, { name: image.name });
    }
    if (image.size > MAX_REVIEW_IMAGE_BYTES) {
      return ruleIssue('attachment', K.imageSize, { name: image.name, size: MAX_REVIEW_IMAGE_MB });
    }
  }
  return null;
}

/** Which items of an order can still be reviewed: delivered, not reviewed on it yet. */
export function reviewableItemIds(
  orderStatus: string,
  orderItemIds: readonly (number | null)[],
  reviewedItemIds: readonly number[],
): number[] {
  if (orderStatus !== 'delivered') return [];
  const reviewed = new Set(reviewedItemIds);
  return [...new Set(orderItemIds.filter((id): id is number => id != null && !reviewed.has(id)))];
}

/** Star counts `[5★, 4★, 3★, 2★, 1★]` (an item's or a store's `rating`) with their average. */
export interface RatingCounts {
  rating: number[];
  ratingCount: number;
  /** The average, two decimals (0 without ratings). */
  avgRating: number;
}

/** The counts and average after one more rating of 1 to 5 stars. */
export function ratingCountsAfter(counts: readonly unknown[], stars: number): RatingCounts {
  const rating = [0, 1, 2, 3, 4].map((i) => Math.max(0, Math.trunc(Number(counts[i]) || 0)));
  const index = MAX_REVIEW_RATING - Math.min(MAX_REVIEW_RATING, Math.max(MIN_REVIEW_RATING, stars));
  rating[index] = (rating[index] ?? 0) + 1;
  const ratingCount = rating.reduce((a, b) => a + b, 0);
  const sum = rating.reduce((acc, n, i) => acc + n * (MAX_REVIEW_RATING - i), 0);
  return { rating, ratingCount, avgRating: Math.round((sum / ratingCount) * 100) / 100 };
}
