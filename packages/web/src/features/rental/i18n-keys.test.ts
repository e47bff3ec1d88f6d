// Every key the rental pages use exists in English and Arabic (area rental-pages, and the keys
// of other areas they borrow: rental, trip, catalogue, item, store, wishlist, common).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogs } from '@storefront/core/i18n/index';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../..', import.meta.url));
const files = [
  ...readdirSync(join(src, 'features/rental'))
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'))
    .map((name) => join(src, 'features/rental', name)),
  ...readdirSync(join(src, 'routes'))
    .filter((name) => name.startsWith('Rental'))
    .map((name) => join(src, 'routes', name)),
];

const AREAS = 'rentalPages|rental|trip|catalogue|item|store|wishlist|common|location';
const keys = new Set(
  files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(new RegExp(`'((?:${AREAS})\\.[A-Za-z.]+)'`, 'g'))].map(
      (m) => m[1]!,
    ),
  ),
);

describe('rental pages', () => {
  it('use keys (a sanity check of the scan)', () => {
    expect(keys.has('rentalPages.search.submit')).toBe(true);
    expect(keys.has('rental.bookingBar.rent')).toBe(true);
    expect(keys.size).toBeGreaterThan(80);
  });

  it.each([...keys].sort())('%s exists in English and Arabic', (key) => {
    expect(catalogs.en[key]).toBeTruthy();
    expect(catalogs.ar[key]).toBeTruthy();
  });
});
