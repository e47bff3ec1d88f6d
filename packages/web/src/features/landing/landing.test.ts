// The landing page's content blocks (issue 16): the reviewer initials and every landing and home
// key the new blocks use, in English and Arabic.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogs } from '@storefront/core/i18n/index';
import { describe, expect, it } from 'vitest';
import { initials } from './initials.js';

const src = fileURLToPath(new URL('../..', import.meta.url));
const FILES = [
  ...readdirSync(join(src, 'features/landing'))
    .filter((name) => name.endsWith('.tsx'))
    .map((name) => join(src, 'features/landing', name)),
  join(src, 'features/catalogue/ForYou.tsx'),
].filter((file) => existsSync(file));
const keys = new Set(
  FILES.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/'((?:landing|home)\.[A-Za-z.]+)'/g)].map((m) => m[1]!),
  ),
);

describe('landing content blocks', () => {
  it('draw a reviewer without a photo by the first letters of two names', () => {
    expect(initials('Layla Haddad')).toBe('L\u200cH');
    expect(initials('  omar  ')).toBe('O');
    expect(initials('ليلى حداد')).toBe('ل\u200cح');
  });

  it('use keys (a sanity check of the scan)', () => {
    expect(keys.has('landing.testimonials.title')).toBe(true);
  });

  it.each([...keys].sort())('%s exists in English and Arabic', (key) => {
    expect(catalogs.en[key]).toBeTruthy();
    expect(catalogs.ar[key]).toMatch(/[\u0600-\u06FF]/);
  });
});
