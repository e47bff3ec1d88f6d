import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { translate } from '../i18n/index.js';
import {
  BUTTON_KEYS,
  findCartLine,
  isCampaignItem,
  itemAddOns,
  itemBadges,
  itemButtons,
  type CartLineRef,
  type CatalogItem,
} from './item.js';

const facts = fc.record({
  inStock: fc.boolean(),
  available: fc.boolean(),
  campaign: fc.boolean(),
  inCart: fc.boolean(),
});

describe('item buttons (properties)', () => {
  it('in stock and available: Buy Now (Order Now for a campaign) and, for non-campaign, Add to Cart or Update To Cart', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const kinds = itemButtons(f).map((b) => b.kind);
        if (!f.inStock || !f.available) expect(kinds).toEqual(['outOfStock']);
        else if (f.campaign) expect(kinds).toEqual(['orderNow']);
        else expect(kinds).toEqual(['buyNow', f.inCart ? 'updateCart' : 'addToCart']);
      }),
    );
  });

  it('only Out of Stock is disabled, and each enabled button names its event', () => {
    fc.assert(
      fc.property(facts, (f) => {
        for (const b of itemButtons(f)) {
          expect(b.disabled).toBe(b.kind === 'outOfStock');
          expect(b.labelKey).toBe(BUTTON_KEYS[b.kind]);
          expect(b.event).toBe(
            {
              buyNow: 'BUY_NOW',
              orderNow: 'BUY_NOW',
              addToCart: 'SUBMIT_ADD',
              updateCart: 'SUBMIT_UPDATE',
              outOfStock: null,
            }[b.kind],
          );
        }
      }),
    );
  });

  it("labels are the spec's", () => {
    expect(Object.values(BUTTON_KEYS).map((k) => translate('en', k))).toEqual([
      'Buy Now',
      'Order Now',
      'Add to Cart',
      'Update To Cart',
      'Out of Stock',
    ]);
  });
});

describe('cart line matching (properties)', () => {
  const line = (id: number, itemId: number, type: string): CartLineRef => ({
    id,
    itemId,
    variation: type === '' ? [] : [{ type, price: 1 }],
    addOns: [],
    quantity: 1,
  });

  it('finds the line with the same item and the same variation (dashes and spaces ignored)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            itemId: fc.integer({ min: 1, max: 3 }),
            type: fc.constantFrom('', 'Red-XL', 'Blue-S'),
          }),
          { maxLength: 6 },
        ),
        fc.integer({ min: 1, max: 3 }),
        fc.constantFrom('', 'Red - XL', 'Blue-S', 'Green'),
        (rows, itemId, type) => {
          const lines = rows.map((r, i) => line(i + 1, r.itemId, r.type));
          const found = findCartLine(lines, itemId, type === '' ? [] : [{ type, price: 1 }]);
          const norm = (s: string) => s.replace(/[\s-]/g, '');
          const expected =
            lines.find((l, i) => l.itemId === itemId && norm(rows[i]!.type) === norm(type)) ?? null;
          expect(found).toBe(expected);
        },
      ),
    );
  });
});

describe('item helpers', () => {
  const base: CatalogItem = { id: 1, name: 'Tea', store_id: 2, price: 3 };

  it('a campaign item is flagged or has an available_date_starts', () => {
    expect(isCampaignItem(base)).toBe(false);
    expect(isCampaignItem({ ...base, isCampaignItem: true })).toBe(true);
    expect(isCampaignItem({ ...base, available_date_starts: '2025-01-01' })).toBe(true);
  });

  it('reads add-ons from add_ons or addons', () => {
    const addOn = { id: 1, name: 'Milk', price: 1 };
    expect(itemAddOns({ add_ons: [addOn] })).toEqual([addOn]);
    expect(itemAddOns({ addons: [addOn] })).toEqual([addOn]);
    expect(itemAddOns({})).toEqual([]);
  });

  it('badges: halal needs the store flag and the item flag; veg 0 means non-veg', () => {
    expect(itemBadges({ ...base, halal_tag_status: 1, is_halal: 1 }).halal).toBe(true);
    expect(itemBadges({ ...base, halal_tag_status: 0, is_halal: 1 }).halal).toBe(false);
    expect(itemBadges({ ...base, veg: 0 }).veg).toBe(false);
    expect(
      itemBadges({ ...base, veg: 1, recommended: 1, organic: 1, is_prescription_required: 1 }),
    ).toEqual({
      halal: false,
      organic: true,
      recommended: true,
      veg: true,
      prescriptionRequired: true,
    });
    expect(translate('en', 'item.prescriptionRequired')).toBe('prescription is required');
  });
});
