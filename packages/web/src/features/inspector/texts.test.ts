// Every inspector key the panel uses exists in its lazily loaded area, in both languages.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ar } from '@storefront/core/i18n/catalog/inspector.ar';
import { en } from '@storefront/core/i18n/catalog/inspector';
import { describe, expect, it } from 'vitest';

const dir = fileURLToPath(new URL('.', import.meta.url));
const used = new Set(
  readdirSync(dir)
    .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
    .flatMap((name) => [
      ...readFileSync(join(dir, name), 'utf8').matchAll(/'(inspector\.[A-Za-z.]+)'/g),
    ])
    .map((match) => match[1]!),
);

describe('the inspector panel texts', () => {
  it('are found by the scan', () => {
    expect(used.has('inspector.title')).toBe(true);
    expect(used.has('inspector.log.previous')).toBe(true);
  });

  it.each([...used])('%s exists in English and Arabic', (key) => {
    expect(en[key as keyof typeof en]).toBeTruthy();
    expect(ar[key as keyof typeof ar]).toMatch(/[\u0600-\u06FF]/);
  });

  it('has no key the panel does not use', () => {
    expect(Object.keys(en).filter((key) => !used.has(key))).toEqual([]);
  });
});
