import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addRecentSearch,
  MAX_RECENT_SEARCHES,
  parseRecentSearches,
  removeRecentSearch,
  sameSearch,
  serialiseRecentSearches,
} from './recent-searches.js';

describe('recent searches', () => {
  it('newest first, repeats moved to the front, blank ignored, capped, removable', () => {
    let list = addRecentSearch([], '  Pizza  ');
    list = addRecentSearch(list, 'burger');
    list = addRecentSearch(list, 'PIZZA');
    expect(list).toEqual(['PIZZA', 'burger']);
    expect(addRecentSearch(list, '   ')).toEqual(list);
    expect(addRecentSearch([], 'a\u0000\n  b')).toEqual(['a b']);
    expect(removeRecentSearch(list, 'pizza')).toEqual(['burger']);
    const many = Array.from({ length: 12 }, (_, i) => `s${i}`).reduce(
      addRecentSearch,
      [] as string[],
    );
    expect(many).toHaveLength(MAX_RECENT_SEARCHES);
    expect(many[0]).toBe('s11');
    expect(many).not.toContain('s1');
  });

  it('reads the stored list defensively', () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches('["tea", 3, "", "TEA", " milk "]')).toEqual(['tea', 'milk']);
  });

  it('property: the added text is first, the list has no repeats and never exceeds the cap', () => {
    const text = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('tea', 'Tea', ' tea ', ''));
    fc.assert(
      fc.property(fc.array(text, { maxLength: 30 }), text, (history, next) => {
        const before = history.reduce(addRecentSearch, [] as string[]);
        const after = addRecentSearch(before, next);
        expect(after.length).toBeLessThanOrEqual(MAX_RECENT_SEARCHES);
        for (let i = 0; i < after.length; i += 1) {
          for (let j = i + 1; j < after.length; j += 1) {
            expect(sameSearch(after[i]!, after[j]!)).toBe(false);
          }
        }
        if (next.trim() === '') {
          expect(after).toEqual(before);
        } else {
          expect(sameSearch(after[0]!, next)).toBe(true);
          // The others keep their order.
          expect(after.slice(1)).toEqual(
            before.filter((old) => !sameSearch(old, next)).slice(0, MAX_RECENT_SEARCHES - 1),
          );
        }
        expect(parseRecentSearches(serialiseRecentSearches(after))).toEqual(after);
        expect(removeRecentSearch(after, next).some((old) => sameSearch(old, next))).toBe(false);
      }),
    );
  });
});
