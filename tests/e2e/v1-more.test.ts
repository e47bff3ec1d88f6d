// The remaining v1 paths in Chromium (issue 14), against the built app on the demo data: the
// grocery home's flash sale with a live countdown and its page of items, an e-commerce brand's
// page; then a signed-in customer's product page ('More from this store'), the store's reviews
// and the cashback the checkout shows for the cart's total (the server's quote); the footer's
// campaigns page, a campaign with its stores, and the discounted stores list.
import { describe, expect, inject, it } from 'vitest';
import { signedUpCustomer } from '../support/customers.js';
import { scrollUntilVisible, step, useBrowser } from './browser.js';
import { storeVisitor, text } from './visitor.js';

const browser = useBrowser();
const serverUrl = inject('serverUrl');

const RICE = 31;
const DATES = 4;

async function moduleOf(type: string) {
  const response = await fetch(`${serverUrl}/api/v1/module`);
  const modules = (await response.json()) as {
    id: number;
    module_type: string;
    module_name: string;
  }[];
  const found = modules.find((m) => m.module_type === type)!;
  return { ...found, zones: [{ id: 1 }] };
}

describe('flash sale, brands, store items and reviews, cashback', () => {
  it('the home s flash sale counts down and lists its items; the footer s campaigns open a campaign with its stores; the discounted stores list; a brand shows its items', async () => {
    const { page } = browser;
    await storeVisitor(page);
    await page.goto('/home');
    await page.getByTestId('module-home').waitFor();

    await step('the home s flash sale counts down and lists its items', async () => {
      const section = page.getByTestId('home-flash-sale');
      const timer = section.getByTestId('flash-countdown');
      // The section renders as the customer scrolls near it (issue 9): scroll until it shows.
      await scrollUntilVisible(page, timer, { step: 500 });
      const first = await timer.getAttribute('aria-label');
      expect(first).toMatch(/^Ends in \d+ Days \d+ Hours \d+ Mins \d+ Secs$/);
      await expect.poll(() => timer.getAttribute('aria-label'), { timeout: 3000 }).not.toBe(first);
      const shown = await section.getByTestId('flash-sale-item').count();
      expect(shown).toBeGreaterThan(0);
      await section.getByTestId('flash-sale-view-all').click();
      await page.getByTestId('flash-sale-page').waitFor();
      await page.getByRole('heading', { level: 1, name: 'Fresh Market Flash Sale' }).waitFor();
      await expect
        .poll(() => page.getByTestId('item-grid').getByTestId('item-card').count())
        .toBe(shown);
    });

    // The footer is the same on every page: its campaigns link from the flash sale's page.
    await step(
      'the footer s campaigns open a campaign with its stores; the discounted stores list',
      async () => {
        const headers = { moduleId: String((await moduleOf('grocery')).id), zoneId: '[1]' };
        const campaigns = (await (
          await fetch(`${serverUrl}/api/v1/campaigns/basic`, { headers })
        ).json()) as { id: number; title: string }[];
        expect(campaigns.length).toBeGreaterThan(0);
        await page.getByTestId('footer-campaigns').click();
        await page.getByTestId('campaign-grid').waitFor();
        expect(await page.getByTestId('campaign-link').count()).toBe(campaigns.length);
        await page.getByTestId('campaign-link').first().click();
        await page.getByRole('heading', { level: 1, name: campaigns[0]!.title }).waitFor();
        const details = (await (
          await fetch(
            `${serverUrl}/api/v1/campaigns/basic-campaign-details?basic_campaign_id=${campaigns[0]!.id}`,
            {
              headers,
            },
          )
        ).json()) as { stores: unknown[] };
        if (details.stores.length > 0) {
          await expect
            .poll(() => page.getByTestId('campaign-stores').getByTestId('store-card').count())
            .toBe(details.stores.length);
        } else {
          await page.getByTestId('campaign-page').getByTestId('empty-state').waitFor();
        }

        const discounted = (await (
          await fetch(`${serverUrl}/api/v1/stores/discounted?limit=12&offset=1`, { headers })
        ).json()) as { stores: unknown[] };
        await page.goto('/store/discounted');
        await page.getByRole('heading', { level: 1, name: 'Discounted Stores' }).waitFor();
        if (discounted.stores.length > 0) {
          await expect
            .poll(() => page.getByTestId('store-list-discounted').getByTestId('store-card').count())
            .toBeGreaterThan(0);
        } else {
          await page.getByTestId('store-list-discounted').getByTestId('empty-state').waitFor();
        }
      },
    );

    await step('a brand shows its items', async () => {
      const ecommerce = await moduleOf('ecommerce');
      await page.evaluate((m) => localStorage.setItem('module', JSON.stringify(m)), ecommerce);
      await page.goto('/home');
      await page.getByTestId('module-home').waitFor();
      const pulse = page
        .getByTestId('home-brands')
        .getByTestId('brand-card')
        .filter({ hasText: 'Pulse' });
      await scrollUntilVisible(page, pulse, { step: 500 });
      await pulse.click();
      await page.getByTestId('brand-page').waitFor();
      await page.getByRole('heading', { level: 1, name: 'Pulse' }).waitFor();
      const brandId = new URL(page.url()).pathname.split('/').pop();
      const brandItems = await fetch(`${serverUrl}/api/v1/brand/items/${brandId}`, {
        headers: { moduleId: String(ecommerce.id), zoneId: '[1]' },
      });
      const { total_size } = (await brandItems.json()) as { total_size: number };
      expect(total_size).toBeGreaterThan(0);
      await expect
        .poll(() => page.getByTestId('item-grid').getByTestId('item-card').count())
        .toBe(total_size);
    });
  });

  it('a customer sees more from the store, its reviews, and the cashback at checkout', async () => {
    const { page } = browser;
    const token = await signedUpCustomer(serverUrl, {
      name: 'Layla Nasser',
      phone: `+97155${String(Date.now() % 10_000_000).padStart(7, '0')}`,
      password: 'Cardamom-Souq-41',
    });
    await storeVisitor(page, { token });
    await page.goto(`/product/${RICE}?module_id=1`);
    const more = page.getByTestId('more-from-store');
    await more.scrollIntoViewIfNeeded();
    await more.getByTestId('item-card').first().waitFor();

    await page.goto('/store/al-karama-fresh-market?module_id=1');
    const reviews = page.getByTestId('store-reviews');
    await reviews.scrollIntoViewIfNeeded();
    await reviews.getByRole('heading', { name: 'Reviews' }).waitFor();
    await expect
      .poll(
        async () =>
          (await reviews.getByTestId('store-review').count()) > 0 ||
          (await reviews.getByText('No reviews yet.').count()) > 0,
      )
      .toBe(true);

    for (const [itemId, quantity] of [
      [RICE, 2],
      [DATES, 1],
    ] as const) {
      const added = await fetch(`${serverUrl}/api/v1/customer/cart/add`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          moduleId: '1',
          Authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({ item_id: itemId, quantity }),
      });
      expect(added.status, await added.text()).toBe(200);
    }
    await page.goto('/checkout?page=cart');
    const total = page.getByTestId('checkout-summary').getByTestId('summary-total');
    await total.waitFor();
    const cashback = page.getByTestId('checkout-cashback');
    await cashback.getByTestId('cashback-offer').first().waitFor();
    const amount = Number((await text(total)).replace(/[^\d.]/g, ''));
    const quote = await fetch(`${serverUrl}/api/v1/cashback/getCashback?amount=${amount}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const expected = ((await quote.json()) as { calculated_amount: number }).calculated_amount;
    expect(expected).toBeGreaterThan(0);
    await expect
      .poll(() => text(cashback.getByTestId('cashback-earned')))
      .toBe(
        `You earn AED${expected.toFixed(2)} cashback on this order, added to your wallet once it is delivered.`,
      );
  });
});
