// The Arabic pages in Chromium (issue 15): with the app in Arabic, a food home, a store, an
// item's quick view with its options, nutrition and allergens, the toasts of Add to Cart (the
// missing required option named in Arabic, then the item added), the cart drawer with the line's
// options, the product page and a rental vehicle's page show no Latin catalogue word. The
// visible text is scanned with the allow-list of tests/support/latin.ts (codes, figures,
// acronyms, a few names); what customers wrote in reviews is theirs and not scanned.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { latinWords } from '../support/latin.js';
import { openOrigin, scrollUntilVisible, useBrowser } from './browser.js';

const browser = useBrowser();

const FOOD = { id: 4, module_type: 'food', module_name: 'Food', zones: [{ id: 1 }] };
const RENTAL = { id: 6, module_type: 'rental', module_name: 'Car Rental', zones: [{ id: 1 }] };
const ADD = 'أضف إلى السلة';

/** The visible text of `region`, reviews left out (customers' own words). */
async function visibleText(region: Locator): Promise<string> {
  return region.evaluate((root: HTMLElement) => {
    let text = root.innerText;
    const reviews = root.querySelectorAll<HTMLElement>(
      '[data-testid=review], [data-testid=item-review], [data-testid=store-review]',
    );
    for (const review of Array.from(reviews)) text = text.split(review.innerText).join(' ');
    return text;
  });
}

/** Fails with the Latin words found in `region`, under the page's name. */
async function expectArabic(name: string, region: Locator, found: Map<string, string[]>) {
  const words = latinWords(await visibleText(region));
  if (words.length > 0) found.set(name, [...new Set(words)]);
}

async function visitInArabic(page: Page) {
  await openOrigin(page);
  await page.evaluate(
    ({ module }) => {
      localStorage.setItem('location', 'دبي مول، وسط مدينة دبي');
      localStorage.setItem('zoneid', '[1]');
      localStorage.setItem('currentLatLng', JSON.stringify({ lat: 25.1985, lng: 55.2796 }));
      localStorage.setItem('module', JSON.stringify(module));
      localStorage.setItem('language', 'ar');
    },
    { module: FOOD },
  );
}

describe('the app in Arabic', () => {
  it('shows no Latin catalogue text from the home to the cart and a rental vehicle', async () => {
    const { page } = browser;
    const body = page.locator('body');
    const found = new Map<string, string[]>();
    await visitInArabic(page);

    // The food home: banners, categories, stores and items.
    await page.goto('/home');
    await page.getByTestId('module-home').waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await page.getByTestId('item-card').first().waitFor();
    // The stores' row is further down: it renders as it comes near the viewport.
    await scrollUntilVisible(page, page.getByTestId('store-card').first());
    await expectArabic('home', body, found);

    // A store page, and an item's quick view with options, nutrition and allergens.
    await page.goto('/store/shawarma-station?module_id=4');
    await page.getByRole('heading', { level: 1, name: 'محطة الشاورما' }).waitFor();
    const card = page.locator('[data-testid=item-card][data-item-id="118"]');
    await card.getByRole('button', { name: 'صحن شاورما لحم', exact: true }).click();
    await expectArabic('store', body, found);
    const dialog = page.getByRole('dialog', { name: 'صحن شاورما لحم' });
    await dialog.getByTestId('item-configurator').waitFor();
    await dialog.getByText('الطاقة 780 سعرة حرارية').waitFor();
    await dialog.getByText('السمسم', { exact: true }).waitFor();
    await expectArabic('quick view', dialog, found);

    // Add to Cart without the required side: the message names it in Arabic.
    await dialog.getByRole('button', { name: ADD }).click();
    const missing = page
      .getByTestId('toast')
      .filter({ hasText: 'لا يمكن ترك الخيار الطبق الجانبي دون تحديد.' });
    await missing.waitFor();
    await expectArabic('toast (missing option)', missing, found);
    await dialog.getByText('بطاطا مقلية', { exact: true }).click();
    await dialog.getByText('ثومية', { exact: true }).click();
    await dialog.getByRole('button', { name: ADD }).click();
    const added = page.getByTestId('toast').filter({ hasText: 'تمت إضافة المنتج إلى السلة' });
    await added.waitFor();
    await expectArabic('toast (added)', added, found);

    // The cart drawer: the line's options in Arabic.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('cart-button').first().click();
    const line = page.getByTestId('cart-line').filter({ hasText: 'صحن شاورما لحم' });
    await line.filter({ hasText: 'الطبق الجانبي: بطاطا مقلية' }).waitFor();
    await expectArabic('cart drawer', page.getByRole('dialog'), found);
    await page.keyboard.press('Escape');

    // The product page.
    await page.goto('/product/beef-shawarma-plate?module_id=4');
    await page.getByRole('heading', { level: 1, name: 'صحن شاورما لحم' }).waitFor();
    await page.getByText('مكونات مسببة للحساسية').first().waitFor();
    await expectArabic('product page', body, found);

    // A rental vehicle: model, engine figures and tags.
    await page.evaluate((module) => localStorage.setItem('module', JSON.stringify(module)), RENTAL);
    await page.goto('/rental/vehicle-details/13');
    await page.getByTestId('vehicle-specs').filter({ hasText: '429 حصان' }).waitFor();
    await page.getByTestId('vehicle-provider').first().waitFor();
    await expectArabic('vehicle page', body, found);

    expect(Object.fromEntries(found)).toEqual({});
  });
});
