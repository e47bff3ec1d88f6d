import { describe, expect, it } from 'vitest';
import {
  suggestOptions,
  wantsSuggestions,
  type SuggestedItem,
  type SuggestedStore,
} from './suggest.js';

const item = { id: 7, name: 'Panadol' } as SuggestedItem;
const store = { id: 3, name: 'Pan Pharmacy' } as SuggestedStore;

describe('search suggestions (issue 16)', () => {
  it('start at two characters', () => {
    expect(wantsSuggestions(' p ')).toBe(false);
    expect(wantsSuggestions('pa')).toBe(true);
    expect(suggestOptions('p', { items: [item], stores: [] })).toEqual([]);
  });

  it('offer the whole search first, then items, then stores', () => {
    const options = suggestOptions('  pan ', { items: [item], stores: [store] });
    expect(options.map((o) => o.value)).toEqual(['search', 'item:7', 'store:3']);
    expect(options[0]).toEqual({ kind: 'search', value: 'search', text: 'pan' });
  });

  it('offer the search alone while the first answer is on its way', () => {
    expect(suggestOptions('pan', undefined).map((o) => o.kind)).toEqual(['search']);
  });

  it('offer the recent searches and Clear All while nothing is typed (issue 15)', () => {
    expect(suggestOptions(' ', undefined, ['tea', 'milk']).map((o) => o.value)).toEqual([
      'recent:tea',
      'recent:milk',
      'clear-recent',
    ]);
    expect(suggestOptions('', undefined, [])).toEqual([]);
    expect(suggestOptions('te', undefined, ['tea']).map((o) => o.kind)).toEqual(['search']);
  });
});
