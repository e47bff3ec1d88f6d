import { describe, expect, it } from 'vitest';
import { INTL_WARMUP_SOURCE, intlWarmupStatement } from './intl-warmup.js';

describe('the Intl warm-up worker', () => {
  it('builds its formatters in the language of its fragment, then closes', () => {
    for (const [hash, language] of [
      ['#ar', 'ar'],
      ['#en', 'en'],
      ['', 'en'],
    ] as const) {
      const built: string[] = [];
      let closed = false;
      const intl = {
        DateTimeFormat: class {
          constructor(locale: string) {
            built.push(`date ${locale}`);
          }
          formatToParts() {
            return [];
          }
        },
        ListFormat: class {
          constructor(locale: string) {
            built.push(`list ${locale}`);
          }
          format() {
            return '';
          }
        },
        NumberFormat: class {
          constructor(locale: string) {
            built.push(`number ${locale}`);
          }
          format() {
            return '';
          }
        },
      };
      const run = new Function('self', 'Intl', 'close', INTL_WARMUP_SOURCE);
      run({ location: { hash } }, intl, () => (closed = true));
      expect(built).toEqual(['date en-US', `list ${language}`, `number ${language}`]);
      expect(closed).toBe(true);
    }
  });

  it('closes even when a formatter is missing', () => {
    let closed = false;
    new Function('self', 'Intl', 'close', INTL_WARMUP_SOURCE)(
      { location: { hash: '#en' } },
      {},
      () => (closed = true),
    );
    expect(closed).toBe(true);
  });

  it("starts the worker at its URL with the boot script's language as the fragment", () => {
    const started: string[] = [];
    const window = { Worker: true, Intl: { ListFormat: true } };
    const statement = intlWarmupStatement('/assets/intl-warmup-x.js', "l==='ar'?'ar':'en'");
    for (const l of ['ar', 'en', 'fr']) {
      new Function('window', 'Intl', 'Worker', 'l', statement)(
        window,
        window.Intl,
        function Worker(url: string) {
          started.push(url);
        },
        l,
      );
    }
    expect(started).toEqual([
      '/assets/intl-warmup-x.js#ar',
      '/assets/intl-warmup-x.js#en',
      '/assets/intl-warmup-x.js#en',
    ]);
  });
});
