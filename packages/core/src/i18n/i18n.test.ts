import { describe, expect, it } from 'vitest';
import { AREAS, catalogs, translate } from './index.js';

describe('i18n catalogs', () => {
  it('every area has the same keys in English and Arabic, none empty', () => {
    for (const [name, area] of Object.entries(AREAS)) {
      expect(Object.keys(area.ar).sort(), name).toEqual(Object.keys(area.en).sort());
      for (const [key, text] of Object.entries({ ...area.en, ...area.ar })) {
        expect(text.trim(), `${name}:${key}`).not.toBe('');
      }
    }
  });

  it('Arabic text is Arabic: each entry has Arabic letters unless it is a brand or number', () => {
    for (const [key, text] of Object.entries(catalogs.ar)) {
      if (!/[A-Za-z]{3}/.test(text)) continue;
      expect(/[\u0600-\u06FF]/.test(text), `${key}: ${text}`).toBe(true);
    }
  });

  it('placeholders match between languages', () => {
    const names = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const [key, en] of Object.entries(catalogs.en)) {
      expect(names(catalogs.ar[key] ?? ''), key).toEqual(names(en));
    }
  });

  it('the one-language modules hold exactly every area of their language', async () => {
    for (const locale of ['en', 'ar'] as const) {
      const merged = Object.assign({}, ...Object.values(AREAS).map((area) => area[locale]));
      const module = ((await import(`./${locale}.js`)) as { default: Record<string, string> })
        .default;
      expect(module, locale).toEqual(merged);
      expect(catalogs[locale], locale).toBe(module);
      // No key is defined in two areas (a later area would silently win).
      const count = Object.values(AREAS).reduce(
        (n, area) => n + Object.keys(area[locale]).length,
        0,
      );
      expect(Object.keys(module).length, locale).toBe(count);
    }
  });

  it('interpolates and falls back to the key', () => {
    expect(translate('en', 'no.such.key')).toBe('no.such.key');
  });
});
