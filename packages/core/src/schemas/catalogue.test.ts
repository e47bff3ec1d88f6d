import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  bannersQuery,
  categoriesQuery,
  discountedItemsQuery,
  idOrSlugParam,
  idParam,
  itemDetailsQuery,
  itemPageQuery,
  itemSearchQuery,
  latestItemsQuery,
  MAX_PAGE_LIMIT,
  pageQuery,
  recommendedItemsQuery,
  storeFilterParam,
  storePageQuery,
  storeSearchQuery,
  storesQuery,
  categoriesListQuery,
} from './catalogue.js';
import { validate } from './validate.js';

const ok = <T>(data: T) => ({ success: true, data });
const fails = (code: string, message: string) => ({
  success: false,
  errors: [{ code, message }],
});

describe('pagination', () => {
  it('defaults to page 1 of 10 (50 for get-stores)', () => {
    expect(validate(itemPageQuery, {})).toEqual(ok({ limit: 10, offset: 1, type: 'all' }));
    expect(validate(pageQuery, { limit: '', offset: '  ' })).toEqual(ok({ limit: 10, offset: 1 }));
    expect(validate(storesQuery, {})).toEqual(
      ok({ type: 'all', store_type: 'all', featured: false, limit: 50, offset: 1 }),
    );
  });

  it('accepts any positive page size, capped at 50, and any page number', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_999_999 }),
        fc.integer({ min: 1, max: 999_999_999 }),
        fc.boolean(),
        (limit, offset, asNumbers) => {
          const query = asNumbers
            ? { limit, offset }
            : { limit: String(limit), offset: ` ${offset}` };
          expect(validate(pageQuery, query)).toEqual(
            ok({ limit: Math.min(limit, MAX_PAGE_LIMIT), offset }),
          );
        },
      ),
    );
  });

  it.each([
    [{ limit: 'abc' }, 'limit', 'The limit must be an integer.'],
    [{ limit: '1.5' }, 'limit', 'The limit must be an integer.'],
    [{ limit: '-3' }, 'limit', 'The limit must be an integer.'],
    [{ limit: '0' }, 'limit', 'The limit must be at least 1.'],
    [{ offset: '0' }, 'offset', 'The offset must be at least 1.'],
    [{ offset: 'abc' }, 'offset', 'The offset must be an integer.'],
    [{ offset: ['1', '2'] }, 'offset', 'The offset is invalid.'],
    [{ limit: '99999999999' }, 'limit', 'The limit must be an integer.'],
  ])('rejects %j', (query, code, message) => {
    expect(validate(pageQuery, query)).toEqual(fails(code, message));
  });
});

describe('item lists', () => {
  it('reads the veg filter', () => {
    expect(validate(itemPageQuery, { type: 'veg' })).toMatchObject(ok({ type: 'veg' }));
    expect(validate(itemPageQuery, { type: 'non_veg' })).toMatchObject(ok({ type: 'non_veg' }));
    expect(validate(itemPageQuery, { type: 'vegan' })).toEqual(
      fails('type', 'The selected type is invalid.'),
    );
  });

  it('items/latest needs a store id or slug; category 0 means all', () => {
    expect(validate(latestItemsQuery, { store_id: '12', category_id: '0' })).toEqual(
      ok({
        store_id: { id: 12 },
        category_id: [],
        limit: 10,
        offset: 1,
        type: 'all',
        min_price: null,
        max_price: null,
        filter: [],
        rating_count: null,
      }),
    );
    expect(
      validate(latestItemsQuery, {
        store_id: 'Burger-Yard',
        category_id: '3, 7,3',
        min_price: '5',
        max_price: '20.5',
      }),
    ).toMatchObject(
      ok({ store_id: { slug: 'burger-yard' }, category_id: [3, 7], min_price: 5, max_price: 20.5 }),
    );
    expect(validate(latestItemsQuery, {})).toEqual(
      fails('store_id', 'The store id field is required.'),
    );
    expect(validate(latestItemsQuery, { store_id: 'no such/store' })).toEqual(
      fails('store_id', 'The store id must be an id or a slug.'),
    );
    expect(validate(latestItemsQuery, { store_id: '1', category_id: 'abc' })).toEqual(
      fails('category_id', 'The category id must be 0 or a list of category ids.'),
    );
    expect(validate(latestItemsQuery, { store_id: '1', min_price: '-1' })).toEqual(
      fails('min_price', 'The min price must be a number.'),
    );
  });

  it('category lists may be JSON arrays', () => {
    expect(validate(discountedItemsQuery, { category_ids: '[4,"9"]' })).toMatchObject(
      ok({ category_ids: [4, 9] }),
    );
    expect(validate(discountedItemsQuery, { category_ids: '[]' })).toMatchObject(
      ok({ category_ids: [] }),
    );
  });

  it('items/recommended takes an optional store and an order', () => {
    expect(validate(recommendedItemsQuery, {})).toMatchObject(
      ok({ store_id: null, filter: 'all' }),
    );
    expect(validate(recommendedItemsQuery, { filter: 'best_selling' })).toMatchObject(
      ok({ filter: 'best_selling' }),
    );
    expect(validate(recommendedItemsQuery, { filter: 'cheapest' })).toEqual(
      fails('filter', 'The selected filter is invalid.'),
    );
  });

  it('items/search needs a name and reads filters as a list', () => {
    expect(validate(itemSearchQuery, { name: ' rice ', filter: '[top_rated,low]' })).toMatchObject(
      ok({ name: 'rice', filter: ['top_rated', 'low'], rating_count: null }),
    );
    expect(validate(itemSearchQuery, { name: 'rice', filter: 'discounted' })).toMatchObject(
      ok({ filter: ['discounted'] }),
    );
    expect(validate(itemSearchQuery, {})).toEqual(fails('name', 'The name field is required.'));
    expect(validate(itemSearchQuery, { name: '   ' })).toEqual(
      fails('name', 'The name field is required.'),
    );
    expect(validate(itemSearchQuery, { name: 'x'.repeat(256) })).toEqual(
      fails('name', 'The name may not be greater than 255 characters.'),
    );
    expect(validate(itemSearchQuery, { name: 'rice', filter: 'cheap' })).toEqual(
      fails('filter', 'The selected filter is invalid.'),
    );
    expect(validate(itemSearchQuery, { name: 'rice', rating_count: '6' })).toEqual(
      fails('rating_count', 'The rating count must be a number between 0 and 5.'),
    );
  });

  it('items/details reads the campaign flag', () => {
    expect(validate(itemDetailsQuery, {})).toEqual(ok({ campaign: false }));
    expect(validate(itemDetailsQuery, { campaign: '1' })).toEqual(ok({ campaign: true }));
    expect(validate(itemDetailsQuery, { campaign: 'true' })).toEqual(ok({ campaign: true }));
    expect(validate(itemDetailsQuery, { campaign: 'yes' })).toEqual(
      fails('campaign', 'The campaign field must be true or false.'),
    );
  });
});

describe('stores, categories and banners', () => {
  it('get-stores reads its filters', () => {
    expect(
      validate(storesQuery, { store_type: 'top_rated', featured: '1', limit: '500', type: 'veg' }),
    ).toEqual(ok({ type: 'veg', store_type: 'top_rated', featured: true, limit: 50, offset: 1 }));
    expect(validate(storesQuery, { store_type: 'oldest' })).toEqual(
      fails('store_type', 'The selected store type is invalid.'),
    );
  });

  it('reads the category ids of categories/items/list as a JSON array or a comma list', () => {
    expect(validate(categoriesListQuery, { category_ids: '[19,20]', limit: '12' })).toEqual(
      ok({ category_ids: [19, 20], limit: 12, offset: 1, type: 'all' }),
    );
    expect(validate(categoriesListQuery, { category_ids: '19, 20' })).toEqual(
      ok({ category_ids: [19, 20], limit: 10, offset: 1, type: 'all' }),
    );
    expect(validate(categoriesListQuery, { category_ids: '[x]' })).toEqual(
      fails('category_ids', 'The category ids must be 0 or a list of category ids.'),
    );
  });

  it('reads an optional filter sent as `undefined` or `null` (v1 clients) as left out', () => {
    expect(validate(storesQuery, { store_type: 'undefined', type: 'null' })).toEqual(
      ok({ type: 'all', store_type: 'all', featured: false, limit: 50, offset: 1 }),
    );
  });

  it('store lists and store search', () => {
    expect(validate(storePageQuery, { limit: '12' })).toEqual(
      ok({ type: 'all', limit: 12, offset: 1 }),
    );
    expect(validate(storeSearchQuery, { name: 'burger', category_id: '4' })).toEqual(
      ok({ name: 'burger', category_id: 4, limit: 10, offset: 1 }),
    );
    expect(validate(storeSearchQuery, { name: 'burger', category_id: 'x' })).toEqual(
      fails('category_id', 'The category id must be a positive integer.'),
    );
  });

  it('featured flags', () => {
    expect(validate(categoriesQuery, { featured: '1' })).toEqual(ok({ featured: true }));
    expect(validate(bannersQuery, { featured: '0' })).toEqual(ok({ featured: false }));
    expect(validate(bannersQuery, { featured: 'abc' })).toEqual(
      fails('featured', 'The featured field must be true or false.'),
    );
  });

  it('path parameters', () => {
    expect(validate(idParam, { id: '7' })).toEqual(ok({ id: 7 }));
    expect(validate(idParam, { id: 'seven' })).toEqual(fails('id', 'The id must be an integer.'));
    expect(validate(idOrSlugParam, { id: 'nova-x5-smartphone' })).toEqual(
      ok({ id: { slug: 'nova-x5-smartphone' } }),
    );
    expect(validate(idOrSlugParam, { id: '%7Bid%7D' })).toEqual(
      fails('id', 'The id must be an id or a slug.'),
    );
    expect(validate(storeFilterParam, { filter_data: 'take_away' })).toEqual(
      ok({ filter_data: 'take_away' }),
    );
    expect(validate(storeFilterParam, { filter_data: 'dine_in' })).toEqual(
      fails('filter_data', 'The selected filter data is invalid.'),
    );
  });
});
