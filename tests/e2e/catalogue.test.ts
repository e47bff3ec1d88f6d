// The catalogue in Chromium (issue 3), against the built app served by the real server on the
// demo data: from the grocery home to a store and an item whose variation sets the price; a
// food item refused without its required variation; the same pages in Arabic, right-to-left.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openOrigin, scrollUntilVisible, step, useBrowser } from './browser.js';

type Box = Awaited<ReturnType<Locator['boundingBox']>>;

const browser = useBrowser();

const MODULES = {
  grocery: { id: 1, module_type: 'grocery', module_name: 'Grocery', zones: [{ id: 1 }] },
  food: { id: 4, module_type: 'food', module_name: 'Food', zones: [{ id: 1 }] },
} as const;

/**
 * A visitor who already chose Dubai Mall (zone 1) and a module, in a language: what the
 * location and module flows store (they have their own browser tests).
 */
async function visit(page: Page, module: keyof typeof MODULES, language: 'en' | 'ar' = 'en') {
  await openOrigin(page);
  await page.evaluate(
    ({ stored, language }) => {
      localStorage.setItem('location', 'The Dubai Mall, Downtown Dubai');
      localStorage.setItem('zoneid', '[1]');
      localStorage.setItem('currentLatLng', JSON.stringify({ lat: 25.1985, lng: 55.2796 }));
      localStorage.setItem('module', JSON.stringify(stored));
      localStorage.setItem('language', language);
    },
    { stored: MODULES[module], language },
  );
  await page.goto('/home');
  await page.getByTestId('module-home').waitFor();
}

const text = async (locator: Locator) => ((await locator.textContent()) ?? '').trim();

/** From the grocery home: the store, its search, and the item's quick view. */
async function openBasmatiRice(page: Page, names: { store: string; search: string; item: string }) {
  const store = page
    .getByTestId('home-stores-popular')
    .getByRole('link', { name: names.store, exact: true });
  // The stores' row renders as it comes near the viewport.
  await scrollUntilVisible(page, store);
  await store.click();
  await page.waitForURL((url) => url.pathname === '/store/al-karama-fresh-market');
  expect(new URL(page.url()).searchParams.get('module_id')).toBe('1');
  await page.getByRole('heading', { level: 1, name: names.store }).waitFor();
  await page.getByTestId('store-open-state').waitFor();

  const search = page.getByTestId('store-search');
  await search.getByRole('searchbox').fill(names.search);
  await search.locator('button[type=submit]').click();
  // The heading names the search in the same render that swaps the first page for the
  // results' skeleton, so a card found after it is a result, not the first page's card
  // about to be replaced (clicking that one raced the swap on a loaded machine).
  await page.locator('#store-items-title', { hasText: names.search }).waitFor();
  const card = page.locator('[data-testid=item-card][data-item-id="31"]');
  await card.getByRole('button', { name: names.item, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: names.item });
  await dialog.getByTestId('item-configurator').waitFor();
  return dialog;
}

describe('the grocery catalogue', () => {
  it('goes from /home to a store and an item whose variation changes the price; its heart tells a guest "You are not logged in"', async () => {
    const { page } = browser;
    await visit(page, 'grocery');
    await page.getByRole('heading', { level: 1, name: 'Grocery' }).waitFor();
    const dialog = await openBasmatiRice(page, {
      store: 'Al Karama Fresh Market',
      search: 'Basmati',
      item: 'Indian Basmati Rice',
    });

    await step('the variation changes the price', async () => {
      // The first value of each group is chosen: 2kg at 21.95.
      const total = dialog.getByTestId('item-total');
      expect(await text(total)).toBe('AED21.95');
      expect(await dialog.getByRole('radio', { name: '2kg' }).isChecked()).toBe(true);
      await dialog.getByTestId('in-stock').waitFor();
      // On the store's own page the quick view hides the store link.
      expect(await dialog.getByTestId('item-store-link').count()).toBe(0);

      await dialog.getByText('5kg', { exact: true }).click();
      await dialog.getByTestId('item-total').filter({ hasText: 'AED49.50' }).waitFor();
      expect(await dialog.getByRole('radio', { name: '5kg' }).isChecked()).toBe(true);
      expect(await text(dialog.getByTestId('item-unit-price'))).toContain('AED49.50');

      // The quantity multiplies it (the stepper shows 02).
      await dialog.getByRole('button', { name: 'Increase quantity' }).click();
      await dialog.getByTestId('item-total').filter({ hasText: 'AED99.00' }).waitFor();
      expect(await text(dialog.getByTestId('item-quantity-value'))).toBe('02');
    });

    await step(
      'the wishlist heart tells a guest "You are not logged in" and stays empty',
      async () => {
        const heart = dialog.getByRole('button', { name: 'Save Indian Basmati Rice to wishlist' });
        expect(await heart.getAttribute('aria-pressed')).toBe('false');
        await heart.click();
        await page.getByTestId('toast').filter({ hasText: 'You are not logged in' }).waitFor();
        expect(await heart.getAttribute('aria-pressed')).toBe('false');
        expect(await page.getByTestId('wishlist-confirm').count()).toBe(0);
      },
    );
  });
});

describe('the food module', () => {
  it('refuses an item without its required variation with the spec message, then prices it; search finds items and stores, and says when nothing matches', async () => {
    const { page } = browser;
    await visit(page, 'food');
    await step(
      'a food item is refused with the spec message naming the variation, then priced once chosen',
      async () => {
        const popular = page.getByTestId('home-items-popular');
        await popular
          .getByRole('button', { name: 'Chicken Shawarma Sandwich', exact: true })
          .click();
        const dialog = page.getByRole('dialog', { name: 'Chicken Shawarma Sandwich' });
        await dialog.getByTestId('item-configurator').waitFor();
        await dialog.getByRole('group', { name: /Bread/ }).waitFor();

        await dialog.getByRole('button', { name: 'Add to Cart' }).click();
        const message = 'Variation Bread can not remain without selection.';
        await page.getByTestId('toast').filter({ hasText: message }).waitFor();
        // The broken rule is also shown on its group.
        await dialog.getByTestId('variation-issue').filter({ hasText: message }).waitFor();

        await dialog.getByRole('radio', { name: /Saj/ }).check();
        await dialog.getByRole('radio', { name: /Regular/ }).check();
        await dialog.getByTestId('item-total').filter({ hasText: 'AED14.00' }).waitFor();
        expect(await dialog.getByTestId('variation-issue').count()).toBe(0);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      },
    );

    await step('search finds items and stores, and says when nothing matches', async () => {
      const form = page.getByTestId('home-search');
      await form.getByRole('combobox', { name: 'Search items and stores' }).fill('burger');
      await form.locator('button[type=submit]').click();
      await page.waitForURL((url) => url.searchParams.get('search') === 'burger');
      await page.getByRole('heading', { level: 1, name: 'Search result for “burger”' }).waitFor();
      await page.getByTestId('item-grid').getByTestId('item-card').first().waitFor();
      await page.getByRole('tab', { name: /Stores/ }).click();
      await page.getByTestId('store-card').first().waitFor();

      await page.goto('/home?search=nothing-sells-this');
      await page.getByText('Sorry no data found related to your search').first().waitFor();
    });
  });
});

describe('the catalogue in Arabic', () => {
  it('shows the store and the item right-to-left, the variation still sets the price; a food item without its variation is refused with the Arabic message and name', async () => {
    const { page } = browser;
    await visit(page, 'grocery', 'ar');
    await step(
      'the grocery store and item right-to-left, the variation sets the price',
      async () => {
        expect(await page.getAttribute('html', 'dir')).toBe('rtl');
        expect(await page.getAttribute('html', 'lang')).toBe('ar');
        await page.getByRole('heading', { level: 2, name: 'المتاجر الأكثر شهرة' }).waitFor();
        const dialog = await openBasmatiRice(page, {
          store: 'سوق الكرامة الطازج',
          search: 'بسمتي',
          item: 'أرز بسمتي هندي',
        });
        expect(await dialog.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
        await dialog.getByText('متوفر', { exact: true }).waitFor();
        // The pack's value reads in Arabic too (catalogue data, issue 15).
        await dialog.getByText('10 كغ', { exact: true }).click();
        await dialog.getByTestId('item-total').filter({ hasText: 'AED92.00' }).waitFor();
        expect(await dialog.getByRole('button', { name: 'أضف إلى السلة' }).count()).toBe(1);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      },
    );

    await step(
      'the food module, by the header, refuses a food item without its variation with the Arabic message and name',
      async () => {
        // To the home by the header's logo (a link of the app: no new page), where the header's
        // module menu chooses the food module, as a visitor switches.
        await page.getByTestId('logo').first().click();
        await page.waitForURL((url) => url.pathname === '/home');
        await page.locator('[data-testid=module-home][data-module-type=grocery]').waitFor();
        await page.getByTestId('module-switcher').first().click();
        await page
          .locator(`[data-testid=module-switcher-item][data-module-id="${MODULES.food.id}"]`)
          .first()
          .click();
        await page.locator('[data-testid=module-home][data-module-type=food]').waitFor();
        expect(await page.getAttribute('html', 'dir')).toBe('rtl');
        const popular = page.getByTestId('home-items-popular');
        await popular.getByRole('button', { name: 'ساندويتش شاورما دجاج', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'ساندويتش شاورما دجاج' });
        await dialog.getByTestId('item-configurator').waitFor();
        await dialog.getByRole('button', { name: 'أضف إلى السلة' }).click();
        await page
          .getByTestId('toast')
          .filter({ hasText: 'لا يمكن ترك الخيار الخبز دون تحديد.' })
          .waitFor();
      },
    );
  });
});

describe('the wishlist heart', () => {
  const heartName = 'Save Indian Basmati Rice to wishlist';
  const names = { store: 'Al Karama Fresh Market', search: 'Basmati', item: 'Indian Basmati Rice' };

  /** The demo customer's token (POST auth/login). */
  async function signIn(): Promise<string> {
    const response = await fetch(`${browser.baseUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        login_type: 'manual',
        email_or_phone: '+971500000001',
        password: 'Demo@12345',
        field_type: 'phone',
      }),
    });
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string | null };
    if (!token) throw new Error('the demo customer got no token');
    return token;
  }

  /** The item ids of the customer's wishlist, as the server lists them. */
  async function wishedItems(token: string): Promise<number[]> {
    const response = await fetch(`${browser.baseUrl}/api/v1/customer/wish-list`, {
      headers: { Authorization: `Bearer ${token}`, zoneId: '[1]', moduleId: '1' },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { item: { id: number }[] };
    return body.item.map((item) => item.id);
  }

  it('fills for a signed-in customer, and empties after the confirmed removal', async () => {
    const { page } = browser;
    const token = await signIn();
    expect(await wishedItems(token)).not.toContain(31);
    await page.addInitScript((stored) => localStorage.setItem('token', stored), token);
    await visit(page, 'grocery');
    const dialog = await openBasmatiRice(page, names);
    const heart = dialog.getByRole('button', { name: heartName });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');

    await heart.click();
    await dialog.locator('[data-testid=wishlist-heart][aria-pressed=true]').waitFor();
    expect(await wishedItems(token)).toContain(31);
    // The refetched wishlist fills the card's heart behind the quick view too.
    const card = page.locator('[data-testid=item-card][data-item-id="31"]');
    await card.locator('[data-testid=wishlist-heart][aria-pressed=true]').waitFor();

    await heart.click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this item?',
    });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await dialog.locator('[data-testid=wishlist-heart][aria-pressed=false]').waitFor();
    expect(await wishedItems(token)).not.toContain(31);
    await card.locator('[data-testid=wishlist-heart][aria-pressed=false]').waitFor();
  });
});

describe("a page's largest picture with its HTML (issue 9)", () => {
  it("paints a store's cover and a product's picture before the app's code, where the page shows them", async () => {
    const { page } = browser;
    await openOrigin(page);
    // The app's code never comes: what shows is the HTML's prerendered shell alone (the boot
    // script, which names the page's skeleton, still runs).
    await page.route(/\/assets\/(?!boot-)[^/]*\.js$/, (route) => route.abort());
    const shown = async (kind: 'store' | 'product') => {
      const picture = page.locator(`#root img[data-shell-picture=${kind}]`);
      await page.waitForFunction((selector) => {
        const img = document.querySelector<HTMLImageElement>(selector);
        return img !== null && img.complete && img.naturalWidth > 0;
      }, `#root img[data-shell-picture=${kind}]`);
      expect(await picture.isVisible()).toBe(true);
      return { src: await picture.getAttribute('src'), box: await picture.boundingBox() };
    };
    await page.goto('/store/al-karama-fresh-market');
    const cover = await shown('store');
    expect(cover.src).toMatch(/\/storage\/store\/al-karama-fresh-market\/cover\.svg$/);
    await page.goto('/product/local-tomatoes?module_id=1');
    const item = await shown('product');
    expect(item.src).toMatch(/\/storage\/item\/local-tomatoes\.svg$/);

    // With the app, the page's own picture takes the same place.
    await page.unrouteAll();
    await page.goto('/product/local-tomatoes?module_id=1');
    const gallery = page.getByTestId('gallery-main').locator('img');
    await gallery.waitFor();
    expect(await gallery.boundingBox()).toEqual(item.box);
    await page.goto('/store/al-karama-fresh-market');
    const header = page.getByTestId('store-header').locator('img').first();
    await header.waitFor();
    expect(await header.boundingBox()).toEqual(cover.box);
  });
});

describe("the home's first banner picture with its HTML (issue 9)", () => {
  it('paints the first slide before the app, where the slider then shows it, and keeps the rows in place', async () => {
    const { page } = browser;
    // The app writes the home's cookie from the stored session (module and zones).
    await visit(page, 'grocery');
    const carousel = page.getByTestId('banner-carousel');
    const slide = (n: number) => carousel.locator('li').nth(n).locator('img');
    const near = (a: Box, b: Box, what: string) => {
      // To the pixel (the site's header above the page may differ by a fraction of one).
      for (const side of ['x', 'y', 'width', 'height'] as const) {
        expect(Math.abs(a![side] - b![side]), `${what} ${side}`).toBeLessThan(1);
      }
    };
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.route(/\/assets\/(?!boot-)[^/]*\.js$/, (route) => route.abort());
      await page.goto('/home');
      const selector = '#root img[data-shell-picture=home]';
      await page.waitForFunction((s) => {
        const img = document.querySelector<HTMLImageElement>(s);
        return img !== null && img.complete && img.naturalWidth > 0;
      }, selector);
      const slot = page.locator(selector);
      expect(await slot.isVisible()).toBe(true);
      const early = { src: await slot.getAttribute('src'), box: await slot.boundingBox() };
      expect(early.src).toMatch(/\/storage\/banner\/[^/]+$/);
      // From md up, the second slide's place holds a placeholder of its size; none on a phone.
      const secondPlace = await slot.evaluate((img) => {
        const next = img.nextElementSibling;
        if (!next || getComputedStyle(next).display === 'none') return null;
        const { x, y, width, height } = next.getBoundingClientRect();
        return { x, y, width, height };
      });
      if (width === 390) expect(secondPlace).toBeNull();
      // The frame's bottom: where the rows below begin, with the room of the slider's dots.
      const frameBottom = await slot.evaluate(
        (img) => img.parentElement!.getBoundingClientRect().bottom,
      );

      // With the app, the first slides' pictures take the same places, and the rows stay.
      await page.unrouteAll();
      await page.goto('/home');
      await slide(0).waitFor();
      expect(await slide(0).getAttribute('src'), `${width}px`).toBe(early.src);
      near(await slide(0).boundingBox(), early.box, `${width}px first`);
      if (width === 1280) near(await slide(1).boundingBox(), secondPlace, `${width}px second`);
      const carouselBottom = (await carousel.boundingBox())!;
      expect(
        Math.abs(carouselBottom.y + carouselBottom.height - frameBottom),
        `${width}px the slider's bottom`,
      ).toBeLessThan(1);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
