// Issue 15 in Chromium, against the built app on the demo data: a fresh visitor who opens a store
// by a shared link (no delivery location stored) and presses Add to Cart is asked for a location
// first, in the map picker dialog. Closing the dialog adds nothing; choosing a place in the
// store's zone adds the item (one line, the zone stored) while the quick view stays open.
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.js';
import { text } from './visitor.js';

const browser = useBrowser();
const serverUrl = inject('serverUrl');

describe('a store opened by a shared link', () => {
  it('asks for a delivery location before adding: closing adds nothing, a place adds the item', async () => {
    const { page } = browser;
    // The link the storefront shares: the store's zone in the URL, none stored.
    await page.goto('/store/al-karama-fresh-market?module_id=1&store_zone_id=1');
    await page.getByRole('heading', { level: 1, name: 'Al Karama Fresh Market' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('zoneid'))).toBeNull();
    const card = page.getByTestId('item-card').first();
    const name = await text(card.getByTestId('item-card-name'));
    await card.getByTestId('item-card-add').click();
    const quickView = page.getByRole('dialog', { name });
    const add = quickView.getByRole('button', { name: 'Add to Cart' });
    await add.click();

    const picker = page.getByTestId('map-picker');
    await picker.getByText('Where should we deliver?').waitFor();
    // Closing the question adds nothing; the quick view stays with the item.
    await picker.getByRole('button', { name: 'Close' }).click();
    await picker.waitFor({ state: 'hidden' });
    await add.waitFor();
    const guestId = await page.evaluate(() => localStorage.getItem('guest_id'));
    expect(guestId).toBeTruthy();
    const cartLines = async () => {
      const response = await fetch(`${serverUrl}/api/v1/customer/cart/list?guest_id=${guestId}`, {
        headers: { moduleId: '1', zoneId: '[1]' },
      });
      return ((await response.json()) as { item: { name: string } }[]).map((l) => l.item.name);
    };
    expect(await cartLines()).toEqual([]);

    // Asked again; a place in the store's zone is stored and the item added.
    await add.click();
    await picker.getByText('Where should we deliver?').waitFor();
    const place = picker.getByRole('combobox', { name: 'Search for a place' });
    await place.fill('Dubai Mall');
    await picker
      .getByRole('option', { name: /Dubai Mall/ })
      .first()
      .click();
    await picker.locator('[data-testid=map-confirm]:not([disabled])').click();
    await page.getByTestId('toast').filter({ hasText: 'Item added to cart' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('zoneid'))).toBe('[1]');
    expect(await cartLines()).toEqual([name]);
  });
});
