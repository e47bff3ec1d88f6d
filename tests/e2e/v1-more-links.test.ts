// The rest of issue 14 in Chromium, against the built app on the demo data: the grocery home
// links its top offers near you to their page; the parcel home shows the module's banners and
// its promotional banner (other-banners); the demo store on a subscription without reviews says
// 'this store is not having any review plan'.
import { describe, expect, inject, it } from 'vitest';
import { scrollUntilVisible, useBrowser } from './browser.js';
import { storeVisitor, text } from './visitor.js';

const browser = useBrowser();
const serverUrl = inject('serverUrl');

async function moduleOf(type: string) {
  const response = await fetch(`${serverUrl}/api/v1/module`);
  const modules = (await response.json()) as { id: number; module_type: string }[];
  const found = modules.find((m) => m.module_type === type)!;
  return { ...found, zones: [{ id: 1 }] };
}

describe('store lists, parcel banners and the review plan', () => {
  it('the home links its top offers; parcel shows its banners; a plan without reviews says so', async () => {
    const { page } = browser;
    await storeVisitor(page);
    await page.goto('/home');
    await page.getByTestId('module-home').waitFor();
    const offers = page.getByTestId('home-stores-top-offer-near-me');
    await scrollUntilVisible(page, offers);
    await offers.getByRole('link', { name: /View all/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Top offers near you' }).waitFor();
    await page
      .getByTestId('store-list-top-offer-near-me')
      .getByTestId('store-card')
      .first()
      .waitFor();

    const parcel = await moduleOf('parcel');
    await page.evaluate((m) => localStorage.setItem('module', JSON.stringify(m)), parcel);
    await page.goto('/home');
    await page.getByTestId('parcel-home').waitFor();
    // The module's banners (GET banners), back above the categories.
    await page.getByTestId('parcel-home').getByTestId('banner-carousel').waitFor();
    const promotion = page.getByTestId('parcel-promotion');
    await promotion.first().scrollIntoViewIfNeeded();
    expect(await text(promotion.first())).toContain('Same-day delivery across Dubai');

    const food = await moduleOf('food');
    await page.goto(`/store/palm-sushi-bar?module_id=${food.id}`);
    const reviews = page.getByTestId('store-reviews');
    await reviews.scrollIntoViewIfNeeded();
    await reviews.getByText('this store is not having any review plan').waitFor();
  });
});
