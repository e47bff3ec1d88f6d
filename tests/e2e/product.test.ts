// The product page in Chromium (issue 15), on the demo data, for a visitor at Dubai Marina (zone
// 2) in the pharmacy module: Omeprazole (stock 2, 160 ratings) shows a gallery of five pictures
// with its thumbnails (all five at 1280 px; 3 or 4 with previous and next at 390 px), chosen with
// the keyboard; the zoom dialog; the rating breakdown beside the average (the server's counts);
// "Only 2 Products Left"; More from this store without the item itself; Similar products from
// another store, whose Amlodipine (no ratings) shows no "0.0 (0)" on its card or in its quick
// view, which says "No reviews yet".
import { describe, expect, inject, it } from 'vitest';
import { openOrigin, useBrowser } from './browser.js';
import { text } from './visitor.js';

const browser = useBrowser();
const serverUrl = inject('serverUrl');

const PHARMACY = { id: 2, module_type: 'pharmacy', module_name: 'Pharmacy', zones: [{ id: 2 }] };
const SLUG = 'omeprazole-20-capsules';

describe('product page', () => {
  it('gallery, zoom, rating breakdown, stock left, store and similar rows, no 0.0 (0)', async () => {
    const { page } = browser;
    const details = (await (
      await fetch(`${serverUrl}/api/v1/items/details/${SLUG}`, {
        headers: { moduleId: '2', zoneId: '[2]' },
      })
    ).json()) as { name: string; rating: number[]; images_full_url: string[] };
    expect(details.images_full_url).toHaveLength(5);

    await openOrigin(page);
    await page.evaluate((module) => {
      localStorage.setItem('location', 'Dubai Marina Mall, Dubai Marina');
      localStorage.setItem('zoneid', '[2]');
      localStorage.setItem('currentLatLng', JSON.stringify({ lat: 25.0765, lng: 55.1406 }));
      localStorage.setItem('module', JSON.stringify(module));
      localStorage.setItem('language', 'en');
    }, PHARMACY);
    await page.goto(`/product/${SLUG}?module_id=2`);
    await page.getByRole('heading', { level: 1, name: details.name }).waitFor();

    // Gallery: at 1280 px the strip fits 5 or more, so all five show, without previous/next.
    const strip = page.getByTestId('gallery-thumbnails');
    const thumbs = strip.getByRole('listitem');
    await expect.poll(() => thumbs.count()).toBe(5);
    expect(Number(await strip.getAttribute('data-per-view'))).toBeGreaterThanOrEqual(5);
    expect(await strip.getByRole('button', { name: 'Next images' }).count()).toBe(0);
    // The keyboard picks a picture: Tab to the third thumbnail, Enter shows it.
    const main = page.getByTestId('gallery-main').locator('img').first();
    await thumbs.nth(2).getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => main.getAttribute('src')).toBe(details.images_full_url[2]);
    expect(await thumbs.nth(2).getByRole('button').getAttribute('aria-current')).toBe('true');
    // Zoom dialog: opened from the picture, closed with Escape.
    await page.getByTestId('gallery-main').click();
    const zoom = page.getByTestId('zoom-dialog');
    await zoom.waitFor();
    expect(await zoom.locator('img').getAttribute('src')).toBe(details.images_full_url[2]);
    await page.keyboard.press('Escape');
    await zoom.waitFor({ state: 'detached' });

    // Low stock and the rating breakdown.
    expect(await text(page.getByTestId('stock-left'))).toBe('Only 2 Products Left');
    const bars = page.getByTestId('rating-bar');
    await expect.poll(() => bars.count()).toBe(5);
    const counts = await bars.evaluateAll((els) => els.map((el) => Number(el.dataset.count)));
    expect(counts).toEqual(details.rating);
    expect(await bars.first().getAttribute('aria-label')).toMatch(/^5 stars: \d+ \(\d+%\)$/);

    // More from this store, without the item; Similar products from another store.
    const store = page.getByTestId('more-from-store');
    await store.scrollIntoViewIfNeeded();
    await expect.poll(() => store.getByTestId('item-card').count()).toBeGreaterThan(2);
    expect(await store.getByTestId('item-card-name').allTextContents()).not.toContain(details.name);
    const similar = page.getByTestId('related-items');
    await similar.scrollIntoViewIfNeeded();
    const amlodipine = similar.getByTestId('item-card').filter({ hasText: 'Amlodipine' });
    await amlodipine.waitFor();
    expect(await text(amlodipine)).not.toMatch(/0\.0|\(0\)/);
    expect(await page.locator('main').innerText()).not.toContain('0.0 (0)');
    await amlodipine.getByTestId('item-card-quick-view').click();
    const quick = page.getByTestId('quick-view');
    await quick.getByTestId('item-configurator').waitFor();
    expect(await text(quick.getByTestId('no-ratings'))).toBe('No reviews yet');
    expect(await quick.innerText()).not.toContain('0.0');
    await page.keyboard.press('Escape');
    await quick.waitFor({ state: 'detached' });

    // At 390 px the strip fits 3 or 4 thumbnails, with previous and next.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('gallery-main').scrollIntoViewIfNeeded();
    await expect
      .poll(async () => Number(await strip.getAttribute('data-per-view')))
      .toBeLessThan(5);
    const perView = Number(await strip.getAttribute('data-per-view'));
    expect(perView).toBeGreaterThanOrEqual(3);
    await expect.poll(() => thumbs.count()).toBe(perView);
    const next = strip.getByRole('button', { name: 'Next images' });
    const firstShown = await thumbs.first().locator('img').getAttribute('src');
    await next.click();
    await expect.poll(() => thumbs.first().locator('img').getAttribute('src')).not.toBe(firstShown);
  });
});
