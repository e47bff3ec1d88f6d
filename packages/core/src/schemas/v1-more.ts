/**
 * Query schemas of the remaining v1 paths (issue 14; reference §1.3): related store items, store
 * reviews, basic campaign details, flash sale items, cashback for an amount, brand items and the
 * search page's combined data. Blank and `undefined`/`null` texts are the value left out; bad
 * numbers and control characters are refused with the field's message.
 */
import * as v from 'valibot';
import { attributeName as attribute } from './validate.js';
import { controlCharacterMessage, hasControlCharacter } from './text.js';
import { field, integer, MAX_PRICE, pageLimit, pageOffset } from './catalogue.js';

const QUERY_MESSAGE = 'The query must be an object.';

/** `stores/reviews?store_id=`: a page of the store's reviews. */
export const storeReviewsQuery = v.object(
  { store_id: integer('store_id', 1, { required: true }), limit: pageLimit(), offset: pageOffset },
  QUERY_MESSAGE,
);

/** `campaigns/basic-campaign-details?basic_campaign_id=`. */
export const campaignDetailsQuery = v.object(
  { basic_campaign_id: integer('basic_campaign_id', 1, { required: true }) },
  QUERY_MESSAGE,
);

/** `flash-sales/items?flash_sale_id=` (the first running sale when left out). */
export const flashSaleItemsQuery = v.object(
  {
    flash_sale_id: integer('flash_sale_id', 0, { fallback: 0 }),
    limit: pageLimit(),
    offset: pageOffset,
  },
  QUERY_MESSAGE,
);

/** `cashback/getCashback?amount=`: an order amount, 0 to the price ceiling. */
export const cashbackAmountQuery = v.object(
  {
    amount: field<number>(
      'amount',
      (text) => {
        if (!/^\d{1,12}(\.\d{1,6})?$/.test(text))
          return { error: `The ${attribute('amount')} must be a number.` };
        const n = Number(text);
        if (n > MAX_PRICE)
          return { error: `The ${attribute('amount')} may not be greater than ${MAX_PRICE}.` };
        return { value: n };
      },
      { required: true },
    ),
  },
  QUERY_MESSAGE,
);

/** The longest search text of `get-combined-data`. */
export const MAX_COMBINED_NAME = 100;

/** `get-combined-data?name=`: the search page's blocks, optionally matching a text. */
export const combinedDataQuery = v.object(
  {
    name: field<string>(
      'name',
      (text) => {
        // Control characters are never part of a search.
        if (hasControlCharacter(text)) return { error: controlCharacterMessage('name') };
        if (text.length > MAX_COMBINED_NAME)
          return {
            error: `The ${attribute('name')} may not be greater than ${MAX_COMBINED_NAME} characters.`,
          };
        return { value: text };
      },
      { fallback: '' },
    ),
    limit: pageLimit(),
  },
  QUERY_MESSAGE,
);
