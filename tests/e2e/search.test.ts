// Search and browsing in Chromium (issue 15), against the built app served by the real server on
// the demo data (a visitor at Dubai Mall, grocery module):
// - the home search: an empty submit says so; suggestions of items and stores while typing, a
//   store picked by keyboard; recent searches recorded (a picked suggestion, a submitted search),
//   offered newest first when the field is focused and empty, picked, removed, Clear All;
// - filters and sort on search results and on a store page: the list changes, the applied ones are
//   chips, cleared one by one or all at once; on a phone they fold into a Filters drawer;
// - the store's minimum order with the amount still missing, in the cart drawer and at checkout,
//   and the phone's fixed total bar: in view while the options scroll, the summary's total, and
//   its Place Order places the order.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { step, useBrowser } from './browser.js';
import { fillContact } from './contact.js';
import { storeGuest, storeVisitor, text, visitHome } from './visitor.js';

const browser = useBrowser();
const serverUrl = inject('serverUrl');

const KARAMA = '/store/al-karama-fresh-market?id=1&module_id=1';
const RICE = 31; // Indian Basmati Rice at Al Karama Fresh Market (minimum order AED 30), 21.95
const DATES = 4; // Medjool Dates at Al Karama Fresh Market

/** 'AED54.54' → 54.54 */
const amount = (money: string) => Number(money.replace(/[^\d.]/g, ''));

const cardNames = (page: Page) =>
  page.getByTestId('item-grid').first().getByTestId('item-card-name').allTextContents();

/** The recent searches the open list offers, in order. */
const recentTexts = (page: Page) =>
  page.getByTestId('recent-search').locator('[data-part=item-text]').allTextContents();

/** Waits until the list of cards differs from `before` and has settled, and returns it. */
/** A phone visitor's search results for "fresh", their first card shown; the filter bar. */
async function phoneSearch(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await storeVisitor(page);
  await page.goto('/home?search=fresh');
  await page.getByTestId('item-grid').first().getByTestId('item-card').first().waitFor();
  return page.getByTestId('item-filters');
}

async function changedNames(page: Page, before: string[]) {
  await expect
    .poll(async () => JSON.stringify(await cardNames(page)), { timeout: 20_000, interval: 100 })
    .not.toBe(JSON.stringify(before));
  await page.getByTestId('item-grid').first().getByTestId('item-card').first().waitFor();
  return cardNames(page);
}

describe('search and browsing', () => {
  it('the home search: empty submit, suggestions by keyboard, recent searches recorded, picked, removed and cleared', async () => {
    const { page } = browser;
    await visitHome(page);
    const search = page.getByRole('combobox', { name: 'Search items and stores' });

    // An empty submit says so under the field.
    await search.click();
    await search.press('Enter');
    expect(await text(page.getByTestId('search-empty-message'))).toBe(
      'Please search some keywords.',
    );

    // Suggestions while typing: items and stores; a store picked by keyboard opens its page.
    await search.pressSequentially('fresh', { delay: 40 });
    await page.getByTestId('suggested-item').first().waitFor();
    await page
      .getByTestId('suggested-store')
      .filter({ hasText: 'Al Karama Fresh Market' })
      .waitFor();
    expect(await page.getByTestId('search-empty-message').count()).toBe(0);
    while (!((await search.getAttribute('aria-activedescendant')) ?? '').includes('store:1')) {
      await search.press('ArrowDown');
    }
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname === '/store/al-karama-fresh-market');
    await page.getByTestId('store-filters').waitFor();

    // A submitted search is recorded too, and shows its results.
    await page.goBack();
    await search.fill('milk');
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === 'milk');
    await page.getByRole('heading', { level: 1, name: 'Search result for “milk”' }).waitFor();

    // Focused and empty: the recent searches, newest first; one picked runs it again.
    await search.fill('');
    await page.getByTestId('recent-searches').waitFor();
    expect(await recentTexts(page)).toEqual(['milk', 'Al Karama Fresh Market']);
    expect(await search.getAttribute('aria-expanded')).toBe('true');
    await page.getByTestId('recent-search').filter({ hasText: 'Al Karama Fresh Market' }).click();
    await page.waitForURL((url) => url.searchParams.get('search') === 'Al Karama Fresh Market');
    await page
      .getByRole('heading', { level: 1, name: 'Search result for “Al Karama Fresh Market”' })
      .waitFor();

    // Again from the keyboard: the picked one moved to the front; one removed with its cross.
    await search.fill('');
    await page.getByTestId('recent-searches').waitFor();
    expect(await recentTexts(page)).toEqual(['Al Karama Fresh Market', 'milk']);
    await page
      .getByTestId('recent-search')
      .filter({ hasText: 'milk' })
      .getByTestId('recent-search-remove')
      .click();
    await expect.poll(() => recentTexts(page)).toEqual(['Al Karama Fresh Market']);
    expect(await search.evaluate((input) => input === document.activeElement)).toBe(true);

    // Clear All empties them: nothing opens on focus, nothing is stored.
    await page.getByRole('option', { name: 'Clear All' }).click();
    await page.getByTestId('recent-searches').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('recent_searches'))).toBeNull();
    await search.click();
    expect(await page.getByTestId('recent-search').count()).toBe(0);
  });

  it('filters and sort on search results and a store page change the list; chips clear them', async () => {
    const { page } = browser;
    await storeVisitor(page);
    await page.goto('/home?search=fresh');
    const filters = page.getByTestId('item-filters');
    await page.getByTestId('item-grid').first().getByTestId('item-card').first().waitFor();
    const relevance = await cardNames(page);
    expect(relevance.length).toBeGreaterThan(2);

    // A to Z, then Z to A: the same items in reverse; the sort is a chip and in the URL.
    await filters.getByTestId('filter-sort').selectOption('a_to_z');
    const aToZ = await changedNames(page, relevance);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('a_to_z');
    await filters.getByTestId('filter-sort').selectOption('z_to_a');
    const zToA = await changedNames(page, aToZ);
    expect(zToA).toEqual([...aToZ].reverse());
    const chips = filters.getByTestId('filter-chips');
    await chips.getByRole('button', { name: 'Remove filter: Sort by: Z to A' }).waitFor();

    // A price range: every price within it, listed as a chip; the chip clears it.
    await filters.getByTestId('filter-max-price').fill('10');
    await filters.getByTestId('filter-apply-price').click();
    const cheap = await changedNames(page, zToA);
    const prices = await page
      .getByTestId('item-grid')
      .first()
      .getByTestId('item-card-price')
      .allTextContents();
    expect(prices.length).toBe(cheap.length);
    for (const price of prices) expect(amount(price)).toBeLessThanOrEqual(10);
    const priceChip = chips.getByRole('button', { name: /Remove filter: Up to .*10\.00/ });
    await priceChip.click();
    expect(await changedNames(page, cheap)).toEqual(zToA);
    expect(await filters.getByTestId('filter-max-price').inputValue()).toBe('');

    // Clear all: the first order again, no chips, nothing in the URL.
    await filters.getByTestId('filter-clear-all').click();
    expect(await changedNames(page, zToA)).toEqual(relevance);
    expect(await chips.count()).toBe(0);
    expect(new URL(page.url()).searchParams.has('sort')).toBe(false);

    // A store page: only the discounted items, then sorted Z to A; Clear all brings all back.
    await page.goto(KARAMA);
    const storeFilters = page.getByTestId('store-filters');
    await page.getByTestId('item-grid').first().getByTestId('item-card').first().waitFor();
    const all = await cardNames(page);
    await storeFilters.getByTestId('filter-discounted').click();
    const discounted = await changedNames(page, all);
    expect(discounted.length).toBeGreaterThan(0);
    expect(discounted.length).toBeLessThan(all.length);
    const cards = page.getByTestId('item-grid').first().getByTestId('item-card');
    expect(await cards.locator('s').count()).toBe(discounted.length);
    await storeFilters.getByTestId('filter-sort').selectOption('z_to_a');
    const reversed = await changedNames(page, discounted);
    expect([...reversed].sort()).toEqual([...discounted].sort());
    await storeFilters
      .getByTestId('filter-chips')
      .getByRole('button', { name: 'Remove filter: Discounted' })
      .waitFor();
    await storeFilters.getByTestId('filter-clear-all').click();
    expect(await changedNames(page, reversed)).toEqual(all);
  });

  it('on a phone the filters fold into a drawer with the applied count, the chips stay listed; a sort chosen just before a price is kept when Show results comes at once', async () => {
    const { page } = browser;
    const filters = await phoneSearch(page);
    await step(
      'the filters fold into a drawer with the applied count; the chips stay listed',
      async () => {
        const before = await cardNames(page);
        // One row above the results, not four.
        expect((await filters.boundingBox())!.height).toBeLessThan(56);
        expect(await filters.getByTestId('filter-sort').count()).toBe(0);

        await filters.getByTestId('filter-open').click();
        const drawer = page.getByRole('dialog', { name: 'Filter and sort' });
        await drawer.getByTestId('filter-sort').selectOption('z_to_a');
        await drawer.getByTestId('filter-max-price').fill('10');
        await drawer.getByTestId('filter-show').click();
        await drawer.waitFor({ state: 'detached' });
        // Both applied (the sort at once, the price on Show results): every price within the range.
        const prices = () =>
          page.getByTestId('item-grid').first().getByTestId('item-card-price').allTextContents();
        await expect
          .poll(
            async () => {
              const shown = await prices();
              return shown.length > 0 && shown.every((price) => amount(price) <= 10);
            },
            {
              timeout: 20_000,
              interval: 100,
            },
          )
          .toBe(true);
        const after = await cardNames(page);
        expect(after).not.toEqual(before);
        expect(await text(filters.getByTestId('filter-count'))).toBe('2');
        expect(await filters.getByTestId('filter-chips').getByRole('button').count()).toBe(2);
        await filters.getByRole('button', { name: 'Remove filter: Sort by: Z to A' }).click();
        const cheap = await changedNames(page, after);
        expect(await text(filters.getByTestId('filter-count'))).toBe('1');
        await filters.getByTestId('filter-clear-all').click();
        expect(await changedNames(page, cheap)).toEqual(before);
        await filters.getByTestId('filter-count').waitFor({ state: 'detached' });
      },
    );

    // The filters are all cleared again: the same results as a new visitor's.
    await step(
      'keeps a sort chosen just before a price when Show results comes at once',
      async () => {
        await filters.getByTestId('filter-open').click();
        const drawer = page.getByRole('dialog', { name: 'Filter and sort' });
        await drawer.getByTestId('filter-show').waitFor();
        // The sort, the price and Show results in one go: the page's update for the sort (its URL
        // query, a transition) has not rendered yet when Show results applies the price (a quick
        // customer, or a busy phone). Only microtasks run between the steps, so the drawer's own
        // state (the price typed) is up to date and the page's is not.
        await page.evaluate(async () => {
          const dialog = document.querySelector('[role=dialog]')!;
          const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));
          const sort = dialog.querySelector<HTMLSelectElement>('[data-testid=filter-sort]')!;
          sort.value = 'z_to_a';
          sort.dispatchEvent(new Event('change', { bubbles: true }));
          await settle();
          const max = dialog.querySelector<HTMLInputElement>('[data-testid=filter-max-price]')!;
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
            max,
            '10',
          );
          max.dispatchEvent(new Event('input', { bubbles: true }));
          await settle();
          dialog.querySelector<HTMLButtonElement>('[data-testid=filter-show]')!.click();
        });
        await drawer.waitFor({ state: 'detached' });
        await filters.getByTestId('filter-count').filter({ hasText: '2' }).waitFor();
        expect(await filters.getByTestId('filter-chips').getByRole('button').count()).toBe(2);
        const params = new URL(page.url()).searchParams;
        expect([params.get('sort'), params.get('max_price')]).toEqual(['z_to_a', '10']);
      },
    );
  });

  it('the minimum order with the amount missing in the drawer and at checkout; the phone total bar places the order', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    // The guest's cart is filled before the first page opens.
    await storeVisitor(page);
    const guestId = await storeGuest(page);
    const add = async (itemId: number) => {
      const added = await fetch(`${serverUrl}/api/v1/customer/cart/add`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', moduleId: '1' },
        body: JSON.stringify({ guest_id: guestId, item_id: itemId, quantity: 1 }),
      });
      expect(added.status, await added.text()).toBe(200);
    };
    await add(RICE);

    // The cart drawer: the minimum and the amount still missing; checkout held.
    await page.goto('/home');
    await page.getByTestId('module-home').waitFor();
    await page.getByTestId('cart-button').click();
    const drawer = page.getByTestId('cart-drawer');
    const warning = drawer.getByTestId('cart-minimum-warning');
    expect(await text(warning)).toMatch(/30\.00.*Add .*8\.05.* more/);
    expect(await drawer.getByTestId('cart-proceed').isDisabled()).toBe(true);

    // Checkout (by its address): the same, before Place Order.
    await page.goto('/checkout?page=cart');
    const minimum = page.getByTestId('checkout-minimum-order');
    expect(await text(minimum)).toMatch(/30\.00.*Add .*8\.05.* more to place this order/);

    // Above the minimum: the warning goes; the bar stays in view while the options scroll.
    await add(DATES);
    await page.reload();
    const summary = page.getByTestId('checkout-summary');
    await summary.getByTestId('summary-total').waitFor();
    expect(await minimum.count()).toBe(0);
    await fillContact(page);
    const bar = page.getByTestId('checkout-place-bar');
    const inView = async () => {
      const box = (await bar.boundingBox())!;
      return box.y >= 0 && box.y + box.height <= 844 + 0.5 && box.height < 120;
    };
    expect(await inView()).toBe(true);
    await page.getByRole('radio', { name: 'Cash on delivery' }).scrollIntoViewIfNeeded();
    expect(await inView()).toBe(true);
    const total = await text(summary.getByTestId('summary-total'));
    expect(await text(bar.getByTestId('checkout-bar-total'))).toBe(`Total${total}`);
    await page.getByRole('radio', { name: 'Cash on delivery' }).check();
    await bar.getByTestId('place-order').click();
    await page.waitForURL((url) => url.pathname === '/order', { waitUntil: 'commit' });
    expect(await text(page.getByTestId('placed-total'))).toBe(total);
  });
});
