// The phone menu drawer (issue 14, spec §2 'Mobile menu drawer') at 390 px against the built app:
// the phone header keeps the logo, the location, the cart and the menu button; the drawer lists
// Home, the module's first categories and View all, the latest stores, the popular stores only
// with a stored location, toggles the theme, switches the language to Arabic (the drawer then
// opens from the right, in Arabic), gives the focus back to the menu button, and logs out with
// its confirm.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signedUpCustomer } from '../support/customers.js';
import { useBrowser } from './browser.js';
import { storeVisitor, text } from './visitor.js';

const PHONE = { width: 390, height: 844 };
const browser = useBrowser({ viewport: PHONE });
const serverUrl = inject('serverUrl');

/** The test ids of the header's visible controls (links and buttons), in order. */
async function headerControls(page: Page): Promise<string[]> {
  return page.locator('header').evaluate((header) =>
    Array.from(header.querySelectorAll<HTMLElement>('a, button'))
      .filter((el) => el.getBoundingClientRect().width > 0)
      .map((el) => el.dataset.testid ?? el.getAttribute('aria-label') ?? el.tagName),
  );
}

async function openMenu(page: Page) {
  await page.getByTestId('mobile-menu-button').click();
  const drawer = page.getByTestId('mobile-menu');
  await drawer.waitFor();
  return drawer;
}

/** The drawer's left and right edges. */
async function edges(page: Page) {
  const box = (await page.getByTestId('mobile-menu').boundingBox())!;
  return { left: box.x, right: box.x + box.width };
}

describe('mobile menu', () => {
  it('a guest at 390 px: the header keeps logo, location, cart and menu; the drawer lists Home, categories, stores, theme and language, in English and then in Arabic from the right', async () => {
    const { page } = browser;
    await storeVisitor(page);
    await page.goto('/categories');
    await page.getByTestId('logo').waitFor();
    await page.getByTestId('cart-button').waitFor();
    const controls = await headerControls(page);
    expect(controls.filter((id) => id !== 'location-selector')).toEqual([
      'mobile-menu-button',
      'logo',
      'cart-button',
    ]);
    expect(controls).toContain('location-selector');
    const button = page.getByTestId('mobile-menu-button');
    expect(await button.getAttribute('aria-label')).toBe('Menu');
    const size = (await button.boundingBox())!;
    expect(size.width).toBeGreaterThanOrEqual(44);
    expect(size.height).toBeGreaterThanOrEqual(44);

    let drawer = await openMenu(page);
    expect(await edges(page)).toMatchObject({ left: 0 });
    expect(await text(drawer.getByTestId('mobile-menu-home'))).toBe('Home');
    expect(await drawer.getByTestId('mobile-menu-sign-in').count()).toBe(1);
    expect(await drawer.getByTestId('mobile-menu-logout').count()).toBe(0);

    // Categories: the first 10 and View all.
    const categories = drawer.getByTestId('mobile-menu-categories');
    await categories.locator('summary').click();
    await categories.getByTestId('mobile-menu-categories-all').waitFor();
    const categoryCount = await categories.getByTestId('mobile-menu-category').count();
    expect(categoryCount).toBeGreaterThan(0);
    expect(categoryCount).toBeLessThanOrEqual(10);
    expect(await text(categories.getByTestId('mobile-menu-categories-all'))).toBe('View all');

    // Latest stores (at most 12) and, with the stored location, popular stores.
    const latest = drawer.getByTestId('mobile-menu-latest-stores');
    expect(await text(latest.locator('summary'))).toBe('Latest Stores');
    await latest.locator('summary').click();
    await latest.getByTestId('mobile-menu-store').first().waitFor();
    const storeCount = await latest.getByTestId('mobile-menu-store').count();
    expect(storeCount).toBeGreaterThan(0);
    expect(storeCount).toBeLessThanOrEqual(12);
    expect(await text(drawer.getByTestId('mobile-menu-popular-stores').locator('summary'))).toBe(
      'Popular Stores',
    );

    // The Theme Mode toggle.
    const theme = drawer.getByTestId('mobile-menu-theme');
    expect(await theme.getAttribute('aria-checked')).toBe('false');
    await theme.click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await theme.getAttribute('aria-checked')).toBe('true');
    expect(await text(theme)).toContain('Dark Mode');

    // Escape closes the drawer and gives the focus back to the menu button.
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

    // Following a link closes the drawer.
    drawer = await openMenu(page);
    await drawer.getByTestId('mobile-menu-categories').locator('summary').click();
    await drawer.getByTestId('mobile-menu-category').first().click();
    await page.waitForURL(/\/category\/\d+/);
    await drawer.waitFor({ state: 'detached' });

    // The language selector: Arabic after the confirm and the reload.
    drawer = await openMenu(page);
    await drawer.getByTestId('mobile-menu-language-ar').click();
    await page.getByTestId('language-confirm').waitFor();
    await page.getByTestId('language-confirm-yes').click();
    // The page reloads in Arabic: the menu button of the new page is named in Arabic.
    await page.locator('[data-testid="mobile-menu-button"][aria-label="القائمة"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    drawer = await openMenu(page);
    const arabic = await edges(page);
    expect(arabic.right).toBe(PHONE.width);
    expect(arabic.left).toBeGreaterThan(0);
    expect(await text(drawer.getByRole('heading').first())).toBe('القائمة');
    expect(await text(drawer.getByTestId('mobile-menu-home'))).toBe('الرئيسية');
    expect(await text(drawer.getByTestId('mobile-menu-latest-stores').locator('summary'))).toBe(
      'أحدث المتاجر',
    );
    expect(await drawer.getByTestId('mobile-menu-language-ar').getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(
      await page.getByTestId('mobile-menu-button').evaluate((el) => el === document.activeElement),
    ).toBe(true);
  });

  it('without a location no store lists; a customer in the food module sees Restaurants, and logs out through the confirm', async () => {
    const { page } = browser;
    await page.goto('/');
    await page.getByTestId('mobile-menu-button').waitFor();
    let drawer = await openMenu(page);
    expect(await drawer.getByTestId('mobile-menu-popular-stores').count()).toBe(0);
    expect(await drawer.getByTestId('mobile-menu-latest-stores').count()).toBe(0);
    await drawer.getByTestId('mobile-menu-close').click();
    await drawer.waitFor({ state: 'detached' });
    expect(
      await page.getByTestId('mobile-menu-button').evaluate((el) => el === document.activeElement),
    ).toBe(true);

    const phone = `+97158${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    const token = await signedUpCustomer(serverUrl, {
      name: 'Menu Tester',
      phone,
      password: 'Menu#2026pass',
    });
    await storeVisitor(page, { token });
    const food = (await (
      await fetch(`${serverUrl}/api/v1/module`, { headers: { zoneId: '[1]' } })
    ).json()) as { id: number; module_type: string; module_name: string }[];
    const module = food.find((m) => m.module_type === 'food')!;
    await page.evaluate(
      (m) => localStorage.setItem('module', JSON.stringify({ ...m, zones: [{ id: 1 }] })),
      module,
    );
    await page.goto('/home');
    await page.getByTestId('module-home').waitFor();
    expect(await page.locator('header [data-testid="account-menu-trigger"]').count()).toBe(0);
    drawer = await openMenu(page);
    expect(await text(drawer.getByTestId('mobile-menu-latest-stores').locator('summary'))).toBe(
      'Latest Restaurants',
    );
    expect(await text(drawer.getByTestId('mobile-menu-popular-stores').locator('summary'))).toBe(
      'Popular Restaurants',
    );
    await drawer.getByTestId('mobile-menu-account').waitFor();
    expect(await drawer.getByTestId('mobile-menu-sign-in').count()).toBe(0);
    await drawer.getByTestId('mobile-menu-logout').click();
    const confirm = page.getByTestId('logout-confirm');
    await confirm.waitFor();
    expect(await text(confirm.getByRole('heading'))).toBe('Are you sure you want to  logout?');
    await page.getByTestId('logout-confirm-yes').click();
    await page.waitForFunction(() => localStorage.getItem('token') == null);
    drawer = await openMenu(page);
    await drawer.getByTestId('mobile-menu-sign-in').waitFor();
    expect(await drawer.getByTestId('mobile-menu-logout').count()).toBe(0);
  });
});
