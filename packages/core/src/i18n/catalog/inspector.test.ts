import { describe, expect, it } from 'vitest';
import { catalogs } from '../index.js';
import { ar } from './inspector.ar.js';
import { en } from './inspector.js';

/** The inspector's area, loaded by the panel itself (not merged into en.ts / ar.ts). */
describe('area inspector', () => {
  it('has the same keys in both languages, none empty, none in another area', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries({ ...en, ...ar })) {
      expect(text.trim(), key).not.toBe('');
      expect(key.startsWith('inspector.'), key).toBe(true);
      expect(catalogs.en[key], key).toBeUndefined();
    }
  });

  it('is Arabic in Arabic, with the same placeholders', () => {
    const names = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(ar)) {
      expect(text, key).toMatch(/[\u0600-\u06FF]/);
      expect(names(text), key).toEqual(names(en[key as keyof typeof en]));
    }
  });
});
