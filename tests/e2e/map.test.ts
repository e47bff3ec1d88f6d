// The map offline (no tile URL, no Maps key): the location picker draws the demo city from the
// data that ships with the app, with road names in the page's language and the delivery zones,
// and moving the map (drag or arrow keys) moves the chosen point.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.js';
import { storeVisitor, text } from './visitor.js';

const browser = useBrowser();

/** Opens the header's location picker on the map (the visitor is at Dubai Mall). */
async function openPicker(page: Page, pickFromMap: string): Promise<Locator> {
  await page.goto('/home');
  await page.getByTestId('module-home').waitFor();
  await page
    .locator('header')
    .getByRole('button')
    .filter({ hasText: /Dubai Mall/ })
    .first()
    .click();
  await page.getByTestId('location-popover').getByRole('button', { name: pickFromMap }).click();
  const map = page.locator('[data-testid=map-canvas][data-map-basemap=offline]');
  await map.waitFor();
  return map;
}

/** Waits until the road's name is drawn, and visible, along the road. */
async function roadNameShown(map: Locator, name: string) {
  await map.locator('text.sf-road-name', { hasText: name }).waitFor({ state: 'visible' });
}

const coordinates = async (page: Page) => {
  const match = /([\d.]+)\D+([\d.]+)/.exec(await text(page.getByTestId('map-coordinates')));
  return { lat: Number(match?.[1]), lng: Number(match?.[2]) };
};

describe('the offline map', () => {
  it('draws named roads and the zones, in English and Arabic, and moves the pin with the map', async () => {
    const { page } = browser;
    await storeVisitor(page, { language: 'en' });
    let map = await openPicker(page, 'Pick from map');
    expect(await map.getAttribute('data-map-zoom')).toBe('17');
    // Zoom out with the keyboard (minus), as the picker's keys promise.
    await map.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('-');
    await page.locator('[data-testid=map-canvas][data-map-zoom="14"]').waitFor();
    await roadNameShown(map, 'Sheikh Zayed Road');
    expect(await map.locator('path.sf-zone').count()).toBeGreaterThanOrEqual(1);
    expect(await map.locator('path.sf-water').count()).toBeGreaterThan(3);
    await map.locator('.sf-label-district .sf-label-text', { hasText: 'Downtown Dubai' }).waitFor();

    // Dragging the map to the left moves the chosen point east; the address is looked up again.
    const before = await coordinates(page);
    const box = (await map.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let step = 1; step <= 6; step++) await page.mouse.move(x - step * 25, y - step * 5);
    await page.mouse.up();
    await expect.poll(async () => (await coordinates(page)).lng).toBeGreaterThan(before.lng);
    expect((await coordinates(page)).lat).toBeLessThan(before.lat);
    await page.locator('[data-testid=map-confirm]:not([disabled])').waitFor();
    // An arrow key moves it too (east), and releasing it picks the point.
    const dragged = await coordinates(page);
    await map.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await coordinates(page)).lng).toBeGreaterThan(dragged.lng);
    // A click picks the point under it (here east of the centre).
    const keyed = await coordinates(page);
    await page.mouse.click(x + 60, y);
    await expect.poll(async () => (await coordinates(page)).lng).toBeGreaterThan(keyed.lng);

    // In Arabic: the same roads, named in Arabic, laid out by the browser.
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    map = await openPicker(page, 'التحديد على الخريطة');
    await map.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('-');
    await roadNameShown(map, 'شارع الشيخ زايد');
    expect(await map.locator('text.sf-road-name', { hasText: 'Sheikh Zayed Road' }).count()).toBe(
      0,
    );
  });
});
