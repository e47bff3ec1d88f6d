import { describe, expect, it } from 'vitest';
import { AREAS, catalogs } from '../index.js';

const { item } = AREAS;

/** The spec's texts of the item area, verbatim (placeholders in i18next style). */
const SPEC_TEXTS: Record<string, string> = {
  'item.button.buyNow': 'Buy Now',
  'item.button.orderNow': 'Order Now',
  'item.button.addToCart': 'Add to Cart',
  'item.button.updateCart': 'Update To Cart',
  'item.button.outOfStock': 'Out of Stock',
  'item.quantity.outOfStock': 'Out of Stock',
  'item.quantity.outOfLimits': 'Out of Limits',
  'item.variation.required': 'Variation {{name}} can not remain without selection.',
  'item.variation.range':
    'Selected variation named {{name}} must be in between Minimum {{min}} and Maximum {{max}}',
  'item.variation.outOfStock':
    'This variation is out of stock. Choose another variation to proceed further.',
  'item.variation.outOfStockInline': '*This variation is out of stock',
  'item.update.noChanges': 'No changes found to update.',
  'item.toast.added': 'Item added to cart',
  'item.toast.updated': 'Item updated successfully',
  'item.notAvailableNow': 'Not Available now',
  'item.inStock': 'In Stock',
  'item.prescriptionRequired': 'prescription is required',
};

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('area item', () => {
  it.each(Object.entries(SPEC_TEXTS))('%s is the spec text', (key, text) => {
    expect(catalogs.en[key]).toBe(text);
  });

  it.each(Object.keys(item.en))('%s is in Arabic with the same placeholders', (key) => {
    const ar = catalogs.ar[key] ?? '';
    expect(ar).toMatch(/[\u0600-\u06FF]/);
    expect(placeholders(ar)).toEqual(placeholders(catalogs.en[key] ?? ''));
  });
});
