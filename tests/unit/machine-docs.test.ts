// docs/machines/ is generated from the machines (`npm run gen`): it must match them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineDocs } from '../../packages/cli/src/machines/docs.js';
import { repoRoot } from '../support/server.js';

const dir = join(repoRoot, 'docs/machines');

describe('docs/machines', () => {
  const pages = machineDocs();

  it('has a page per machine and an index', () => {
    expect(pages.map((p) => p.name)).toEqual([
      'README.md',
      'location.md',
      'module.md',
      'item-config.md',
      'add-to-cart.md',
      'cart-line.md',
      'checkout-gate.md',
      'checkout.md',
      'auth-modal.md',
      'otp.md',
      'forgot-password.md',
      'session.md',
      'logout.md',
      'wishlist-toggle.md',
      'rental-search.md',
      'trip-cart.md',
      'rental-module.md',
      'trip-booking.md',
      'order-cancel.md',
      'wallet-top-up.md',
      'loyalty-transfer.md',
      'profile-edit.md',
      'account-deletion.md',
      'payment-return.md',
      'parcel.md',
    ]);
  });

  for (const page of pages) {
    it(`${page.name} is up to date (run \`npm run gen\` when this fails)`, () => {
      const path = join(dir, page.name);
      expect(existsSync(path), `${path} is missing`).toBe(true);
      expect(readFileSync(path, 'utf8')).toBe(page.content);
    });
  }

  it('holds no page of a machine that no longer exists', () => {
    const names = new Set(pages.map((p) => p.name));
    expect(readdirSync(dir).filter((name) => name.endsWith('.md') && !names.has(name))).toEqual([]);
  });
});
