// Every cart, checkout and orders key the screens of issue 4 use exists in both languages.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogs } from '@storefront/core/i18n/index';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../..', import.meta.url));
const ROOTS = ['features/cart', 'features/checkout', 'features/orders'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

const keys = new Set(
  ROOTS.flatMap((root) => files(join(src, root))).flatMap((file) =>
    [
      ...readFileSync(file, 'utf8').matchAll(/'((?:cart|checkout|orders|common)\.[A-Za-z.]+)'/g),
    ].map((m) => m[1]!),
  ),
);

describe('cart, checkout and orders screens', () => {
  it('use keys (a sanity check of the scan)', () => {
    expect(keys.has('cart.title')).toBe(true);
    expect(keys.has('checkout.guest.noContact')).toBe(true);
    expect(keys.size).toBeGreaterThan(60);
  });

  it.each([...keys].sort())('%s exists in English and Arabic', (key) => {
    expect(catalogs.en[key]).toBeTruthy();
    expect(catalogs.ar[key]).toBeTruthy();
  });

  it('every order status the stepper names exists', () => {
    for (const status of [
      'pending',
      'accepted',
      'confirmed',
      'processing',
      'handover',
      'picked_up',
      'delivered',
      'canceled',
      'failed',
      'refund_requested',
      'refund_request_canceled',
      'refunded',
    ]) {
      expect(catalogs.en[`orders.status.${status}`]).toBeTruthy();
      expect(catalogs.ar[`orders.status.${status}`]).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
