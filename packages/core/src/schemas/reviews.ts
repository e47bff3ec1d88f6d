/**
 * `POST items/reviews/submit` (reference §1.3; issue 12): an item of one of the customer's
 * delivered orders, rated 1 to 5, with an optional comment (JSON, or multipart with the photos
 * as `attachment[]`; the server checks the files with core's `reviewImagesIssue`).
 */
import * as v from 'valibot';
import { BODY_MESSAGE, field, idField, integerValue, textField } from './fields.js';
import {
  MAX_REVIEW_COMMENT,
  MAX_REVIEW_RATING,
  MIN_REVIEW_RATING,
} from '../domain/order-review.js';

export const itemReviewRequest = v.object(
  {
    item_id: idField('item_id'),
    order_id: idField('order_id'),
    rating: field(
      'rating',
      (raw) => integerValue('rating', raw, MIN_REVIEW_RATING, MAX_REVIEW_RATING),
      { required: true },
    ),
    comment: textField('comment', MAX_REVIEW_COMMENT),
  },
  BODY_MESSAGE,
);

export type ItemReviewRequest = v.InferOutput<typeof itemReviewRequest>;
