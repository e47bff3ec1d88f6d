// The v1 content screens of issue 16 in Chromium, against the built app served by the real server
// on the demo data: the landing page's testimonials and app download block (without layout
// shift), an e-commerce item's store row (no similar products repeating it), the pharmacy's
// common conditions with the medicines of one, and the home search's suggestions by keyboard.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.js';
import { storeVisitor } from './visitor.js';

const browser = useBrowser();

const PHARMACY = { id: 2, module_type: 'pharmacy', module_name: 'Pharmacy', zones: [{ id: 1 }] };

describe('content screens (issue 16)', () => {
  it('shows testimonials, the app block, a store row, conditions and suggestions', async () => {
    const { page } = browser;

    // 1. The landing page: what customers say and the app download block, with no layout shift.
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) w.__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    const testimonials = page.getByTestId('landing-testimonials');
    await testimonials.getByRole('heading', { level: 2, name: 'What our customers say' }).waitFor();
    await testimonials.getByTestId('testimonial').first().waitFor();
    expect(await testimonials.getByTestId('testimonial').count()).toBeGreaterThanOrEqual(3);
    await testimonials.getByText('Layla Haddad').waitFor();
    const app = page.getByTestId('landing-app-download');
    await app.getByRole('heading', { level: 2, name: 'Get the Storefront app' }).waitFor();
    const play = app.getByRole('link', { name: 'Get it on Google Play' });
    expect(await play.getAttribute('href')).toMatch(/^https:\/\/play\.google\.com\//);
    expect(await play.getAttribute('rel')).toContain('noopener');
    await app.getByRole('link', { name: 'Download on the App Store' }).waitFor();
    await page.waitForTimeout(500);
    expect(
      await page.evaluate(() => (window as unknown as { __cls: number }).__cls),
    ).toBeLessThanOrEqual(0.05);

    // 2. An e-commerce item's store row, each a card linking to its own page. Its category is
    // the store's alone and that row shows all of it: no "Similar products" repeats it.
    await storeVisitor(page);
    await page.goto('/product/pulse-anc-headphones?module_id=3');
    await page.getByRole('heading', { level: 1, name: 'Pulse ANC Wireless Headphones' }).waitFor();
    const related = page.getByTestId('more-from-store');
    await related.getByRole('heading', { level: 2, name: 'More from this store' }).waitFor();
    const cards = related.getByTestId('item-card');
    await cards.first().waitFor();
    expect(await related.locator('[data-item-id="87"]').count()).toBe(0);
    await expect.poll(() => page.getByTestId('related-items').count()).toBe(0);
    await related.getByRole('link', { name: 'Waterproof Bluetooth Speaker', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/product/waterproof-bluetooth-speaker');
    await page.getByRole('heading', { level: 1, name: 'Waterproof Bluetooth Speaker' }).waitFor();

    // 3. The pharmacy home's common conditions; one opens its medicines.
    await page.evaluate((m) => localStorage.setItem('module', JSON.stringify(m)), PHARMACY);
    await page.goto('/home');
    const conditions = page.getByTestId('home-common-conditions');
    await conditions.getByRole('heading', { level: 2, name: 'Common conditions' }).waitFor();
    const pain = conditions.getByRole('link', { name: /Pain relief/ });
    expect(await pain.textContent()).toContain('4 items');
    await pain.click();
    await page.waitForURL((url) => url.pathname === '/common-condition/pain-relief');
    await page.getByRole('heading', { level: 1, name: 'Pain relief' }).waitFor();
    const grid = page.getByTestId('item-grid');
    await grid.getByTestId('item-card').first().waitFor();
    expect(await grid.getByTestId('item-card').count()).toBe(4);
    await grid.getByRole('button', { name: 'Ibuprofen 400mg Tablets (20)', exact: true }).waitFor();

    // 4. Suggestions while typing in the home search, by keyboard: an arrow highlights an item
    // and Enter opens its quick view; Enter with nothing highlighted searches for the text. Back
    // to the home by the header's logo (a link of the app: no new page).
    await page.getByTestId('logo').first().click();
    await page.waitForURL((url) => url.pathname === '/home');
    const search = page.getByRole('combobox', { name: 'Search items and stores' });
    await search.click();
    await search.pressSequentially('para', { delay: 60 });
    const suggested = page.getByTestId('suggested-item');
    await suggested.filter({ hasText: 'Paracetamol 500mg Tablets (24)' }).waitFor();
    while (!((await search.getAttribute('aria-activedescendant')) ?? '').includes('item:')) {
      await page.keyboard.press('ArrowDown');
    }
    const chosen = await page
      .locator('[role=option][data-highlighted] [data-part=item-text]')
      .textContent();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: chosen ?? '' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await search.fill('paracetamol');
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === 'paracetamol');
  });
});
