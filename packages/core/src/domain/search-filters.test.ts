import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clearChip,
  filterChips,
  filterQuery,
  FILTER_ITEM_TYPES,
  hasFilters,
  ITEM_SORTS,
  NO_FILTERS,
  normalizeFilters,
  parsePriceInput,
  readFilters,
  writeFilters,
  type ItemFilters,
} from './search-filters.js';

const price = fc.option(
  fc.integer({ min: 0, max: 100_000_00 }).map((cents) => cents / 100),
  { nil: null },
);
const filtersArb: fc.Arbitrary<ItemFilters> = fc.record({
  type: fc.constantFrom(...FILTER_ITEM_TYPES),
  available: fc.boolean(),
  discounted: fc.boolean(),
  minPrice: price,
  maxPrice: price,
  rating: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
  sort: fc.constantFrom(...ITEM_SORTS),
});

describe('item filters', () => {
  it('reads what it writes (the URL keeps the filters), other query names kept', () => {
    fc.assert(
      fc.property(filtersArb, fc.boolean(), (raw, vegAllowed) => {
        const filters = normalizeFilters(raw, vegAllowed);
        const params = writeFilters(new URLSearchParams('search=tea&id=3'), filters);
        expect(readFilters(params, vegAllowed)).toEqual(filters);
        expect(params.get('search')).toBe('tea');
        expect(params.get('id')).toBe('3');
      }),
    );
  });

  it('leaves defaults out of the URL', () => {
    expect(writeFilters(new URLSearchParams('search=tea'), NO_FILTERS).toString()).toBe(
      'search=tea',
    );
  });

  it('reads unreadable values as the defaults, and drops veg where it is not allowed', () => {
    const params = new URLSearchParams(
      'type=fish&available=yes&discounted=0&min_price=-1&max_price=abc&rating=9&sort=random',
    );
    expect(readFilters(params, true)).toEqual(NO_FILTERS);
    expect(readFilters(new URLSearchParams('type=veg'), false).type).toBe('all');
    expect(readFilters(new URLSearchParams('type=veg'), true).type).toBe('veg');
    expect(readFilters(new URLSearchParams('min_price=30&max_price=10'), true)).toMatchObject({
      minPrice: 10,
      maxPrice: 30,
    });
  });

  it('lists one chip per applied filter; clearing one removes exactly it; all at once none', () => {
    fc.assert(
      fc.property(filtersArb, (raw) => {
        const filters = normalizeFilters(raw, true);
        const chips = filterChips(filters);
        expect(hasFilters(filters)).toBe(chips.length > 0);
        for (const chip of chips) {
          const rest = filterChips(clearChip(filters, chip.key)).map((c) => c.key);
          expect(rest).toEqual(chips.map((c) => c.key).filter((k) => k !== chip.key));
        }
        const cleared = chips.reduce((f, chip) => clearChip(f, chip.key), filters);
        expect(cleared).toEqual(NO_FILTERS);
      }),
    );
  });

  it('asks the server with at most one order, defaults left out', () => {
    expect(filterQuery(NO_FILTERS)).toEqual({});
    expect(
      filterQuery({
        type: 'veg',
        available: true,
        discounted: true,
        minPrice: 5,
        maxPrice: 20,
        rating: 4,
        sort: 'price_low',
      }),
    ).toEqual({
      type: 'veg',
      filter: 'discounted,available,low',
      min_price: 5,
      max_price: 20,
      rating_count: 4,
    });
    const orders = ['a_to_z', 'z_to_a', 'low', 'high', 'top_rated'];
    fc.assert(
      fc.property(filtersArb, (filters) => {
        const list = filterQuery(filters).filter?.split(',') ?? [];
        expect(list.filter((f) => orders.includes(f)).length).toBe(
          filters.sort === 'default' ? 0 : 1,
        );
        expect(new Set(list).size).toBe(list.length);
      }),
    );
  });

  it('reads a typed price', () => {
    expect(parsePriceInput(' 12.5 ')).toBe(12.5);
    expect(parsePriceInput('')).toBeNull();
    expect(parsePriceInput('-3')).toBeNull();
    expect(parsePriceInput('1e3')).toBeNull();
    expect(parsePriceInput('99999999999')).toBeNull();
  });
});
