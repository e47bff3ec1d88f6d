// Every catalogue, store and item key the screens of this issue use exists in both languages.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogs } from '@storefront/core/i18n/index';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../..', import.meta.url));
const ROOTS = [
  'features/catalogue',
  'features/item',
  'features/store',
  'features/search',
  'routes',
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

const keys = new Set(
  ROOTS.flatMap((root) => files(join(src, root))).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/'((?:catalogue|store|item)\.[A-Za-z.]+)'/g)].map(
      (m) => m[1]!,
    ),
  ),
);

describe('catalogue screens', () => {
  it('use keys (a sanity check of the scan)', () => {
    expect(keys.has('catalogue.search.empty')).toBe(true);
    expect(keys.size).toBeGreaterThan(50);
  });

  it.each([...keys].sort())('%s exists in English and Arabic', (key) => {
    expect(catalogs.en[key]).toBeTruthy();
    expect(catalogs.ar[key]).toBeTruthy();
  });
});
