import { describe, expect, it } from 'vitest';
import { AREAS, catalogs } from '../index.js';

const { catalogue, store } = AREAS;

/** The spec's texts, verbatim, in the areas catalogue and store. */
const SPEC_TEXTS: Record<string, string> = {
  'catalogue.search.empty': 'Sorry no data found related to your search',
};

describe('areas catalogue and store', () => {
  it.each(Object.entries(SPEC_TEXTS))('%s is the spec text', (key, text) => {
    expect(catalogs.en[key]).toBe(text);
  });

  it.each([
    ['catalogue', catalogue],
    ['store', store],
  ] as const)('every %s key has real Arabic text and the same placeholders', (_, area) => {
    for (const [key, english] of Object.entries(area.en)) {
      const arabic = (area.ar as Record<string, string>)[key] ?? '';
      expect(arabic, key).toMatch(/[\u0600-\u06FF]/);
      const placeholders = (text: string) =>
        [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(placeholders(arabic), key).toEqual(placeholders(english));
    }
  });
});
