// Every key the parcel screens (issue 14) use exists in both languages, and the Arabic is Arabic.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PARCEL_DIMENSIONS } from '@storefront/core/domain/parcel';
import { catalogs } from '@storefront/core/i18n/index';
import { describe, expect, it } from 'vitest';

const dir = fileURLToPath(new URL('.', import.meta.url));
const sources = readdirSync(dir)
  .filter((name) => name.endsWith('.tsx'))
  .map((name) => readFileSync(join(dir, name), 'utf8'));
const keys = new Set(
  sources.flatMap((text) =>
    [...text.matchAll(/'((?:parcel|payment|common|location|checkout)\.[A-Za-z.]+)'/g)].map(
      (m) => m[1]!,
    ),
  ),
);
// Keys built at run time.
for (const d of PARCEL_DIMENSIONS) keys.add(`parcel.dimension.${d}`);
for (const p of ['sender', 'receiver']) keys.add(`parcel.payer.${p}`);

describe('the parcel screens', () => {
  it('use keys (a sanity check of the scan)', () => {
    expect(keys.has('parcel.home.start')).toBe(true);
    expect(keys.size).toBeGreaterThan(40);
  });

  it.each([...keys].sort())('%s exists in English and Arabic', (key) => {
    expect(catalogs.en[key]).toBeTruthy();
    expect(catalogs.ar[key]).toMatch(/[\u0600-\u06FF]/);
  });
});
