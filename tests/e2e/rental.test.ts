// The rental module's pages in Chromium (issue 11), against the built app served by the real
// server on the demo data: a guest opens the rental module, searches hourly trips, filters,
// opens a vehicle and sees the booking bar; a distance-wise search whose route gives the
// distance; a vehicle's quick view and a provider's page; a provider's /store link; choosing the
// rental module with a trip cart; the same search in Arabic, right-to-left.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openOrigin, step, useBrowser } from './browser.js';
import { pickDateTime } from './date-field.js';

const browser = useBrowser();

const RENTAL = { id: 6, module_type: 'rental', module_name: 'Car Rental', zones: [{ id: 1 }] };

const text = async (locator: Locator) => ((await locator.textContent()) ?? '').trim();

/** A guest at Dubai Mall (zone 1) who chose the rental module, on /home. */
async function visitRental(page: Page, language: 'en' | 'ar' = 'en') {
  await openOrigin(page);
  await page.evaluate(
    ({ module, language }) => {
      localStorage.setItem('location', 'The Dubai Mall, Downtown Dubai');
      localStorage.setItem('zoneid', '[1]');
      localStorage.setItem('currentLatLng', JSON.stringify({ lat: 25.1985, lng: 55.2796 }));
      localStorage.setItem('module', JSON.stringify(module));
      localStorage.setItem('language', language);
    },
    { module: RENTAL, language },
  );
  await page.goto('/home');
  await page.getByTestId('rental-home').waitFor();
}

/** Types into a trip place field and picks the suggestion named `option`. */
async function pickPlace(page: Page, field: string, typed: string, option: string) {
  const input = page.getByTestId(field).getByRole('combobox');
  await input.fill(typed);
  await page.getByTestId(`${field}-option`).filter({ hasText: option }).first().click();
  // The place is set once its coordinates are read: the field shows its full name.
  await page.waitForFunction(
    ([testId, name]) =>
      document
        .querySelector<HTMLInputElement>(`[data-testid="${testId}"] input`)
        ?.value.startsWith(name ?? '') === true,
    [field, `${option}${option.match(/[\u0600-\u06FF]/) ? '،' : ','}`] as const,
  );
}

/** Searches hourly trips from Dubai Mall to `destination` for `hours` hours. */
async function searchHourly(
  page: Page,
  destination: { typed: string; option: string },
  hours: string,
) {
  const bar = page.getByTestId('trip-search');
  expect(await bar.getByTestId('trip-type-hourly').isChecked()).toBe(true);
  // The pickup starts at the stored location; the time at the next whole hour.
  expect(await bar.getByTestId('trip-pickup').getByRole('combobox').inputValue()).toContain(
    'Dubai Mall',
  );
  expect(await bar.getByTestId('trip-time').getAttribute('data-value')).toMatch(
    /^\d{4}-\d{2}-\d{2}T\d{2}:00$/,
  );
  await pickPlace(page, 'trip-destination', destination.typed, destination.option);
  await bar.getByTestId('trip-hours').fill(hours);
  // A pickup when the providers are open (the next whole hour may be at night), three days on:
  // trips.test.ts books the same vehicles two days on at 10:00, and a booked vehicle is not
  // rented again for those hours (the two files may share a server).
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await pickDateTime(page, 'trip-time', `${day}T10:00`);
  await bar.getByTestId('trip-search-submit').click();
  await page.waitForURL((url) => url.pathname === '/rental/vehicle-search');
  await page.getByTestId('vehicle-results').waitFor();
}

describe('the rental module', () => {
  it('searches hourly trips, filters, opens a vehicle and shows its booking bar', async () => {
    const { page } = browser;
    await visitRental(page);
    // Providers as rental providers: their vehicles and pickup zones, no food wording.
    const providers = page.getByTestId('rental-providers');
    await providers.getByTestId('provider-card').first().waitFor();
    expect(await text(providers.getByTestId('provider-vehicle-count').first())).toMatch(
      /^\d+ vehicles?$/,
    );
    expect(await text(providers)).not.toMatch(/Delivery time|Minimum order/);
    await page.getByTestId('rental-vehicles-popular').getByTestId('vehicle-card').first().waitFor();

    // A search without hours is refused on the hours field, then made.
    await page.getByTestId('trip-search-submit').click();
    await page.getByText('Choose a destination.').waitFor();
    await searchHourly(page, { typed: 'Marina', option: 'Marina Walk' }, '3');
    const url = new URL(page.url());
    expect(url.searchParams.get('trip_type')).toBe('hourly');
    expect(url.searchParams.get('hours')).toBe('3');
    expect(url.searchParams.get('destination')).toContain('Marina Walk');
    const summary = page.getByTestId('trip-summary');
    expect(await text(summary)).toContain('Hourly');
    expect(await text(summary)).toContain('For 3 Hrs');
    // Hourly trips only: 17 of the 19 vehicles offer them.
    await page
      .getByTestId('vehicle-search-count')
      .filter({ hasText: '17 vehicles found' })
      .waitFor();

    // Filter by a category: the query keeps it, so the link reproduces the search.
    await page.getByTestId('vehicle-filters').getByRole('checkbox', { name: /SUV/ }).check();
    await page.waitForURL((u) => u.searchParams.get('categoryId') === '3');
    await page
      .getByTestId('vehicle-search-count')
      .filter({ hasText: '3 vehicles found' })
      .waitFor();
    await page.getByTestId('vehicle-sort').selectOption('price_low');
    await page.waitForURL((u) => u.searchParams.get('sort') === 'price_low');
    const cards = page.getByTestId('vehicle-results').getByTestId('vehicle-card');
    await cards.first().filter({ hasText: 'Land Cruiser 70 Pickup' }).waitFor();
    expect(await cards.count()).toBe(3);
    // The searched type's price leads: per hour.
    expect(await text(cards.first().getByTestId('vehicle-price-shown'))).toBe('AED45.00/hr');

    // The wide rows.
    await page.getByTestId('view-rows').click();
    await page.waitForURL((u) => u.searchParams.get('view') === 'rows');
    expect(await page.getByTestId('vehicle-results').getByTestId('vehicle-row').count()).toBe(3);

    // A link reproduces the search.
    await page.reload();
    await page
      .getByTestId('vehicle-search-count')
      .filter({ hasText: '3 vehicles found' })
      .waitFor();
    expect(await page.getByTestId('vehicle-results').getAttribute('data-view')).toBe('rows');
    expect(
      await page.getByTestId('vehicle-filters').getByRole('checkbox', { name: /SUV/ }).isChecked(),
    ).toBe(true);

    // The vehicle's page keeps the trip.
    await page.getByRole('link', { name: 'Hyundai Tucson 2024' }).click();
    await page.waitForURL((u) => u.pathname === '/rental/vehicle-details/hyundai-tucson-2024');
    expect(new URL(page.url()).searchParams.get('from')).toBe('from_search');
    await page.getByRole('heading', { level: 1, name: 'Hyundai Tucson 2024' }).waitFor();
    const specs = page.getByTestId('vehicle-specs');
    expect(await text(specs)).toContain('5 seats');
    expect(await text(specs)).toContain('Automatic');
    expect(await text(page.getByTestId('rent-price'))).toBe('AED55.00/hr');

    // The booking bar shows after 200 px of scroll.
    const bar = page.getByTestId('booking-bar');
    expect(await bar.getAttribute('data-shown')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.locator('[data-testid=booking-bar][data-shown=true]').waitFor();
    expect(await text(bar)).toContain('Start From');
    expect(await text(bar.getByTestId('booking-bar-price'))).toBe('AED55.00/hr');
    // 'Rent This Car' ('Rent' below 640px).
    expect((await bar.getByTestId('booking-bar-rent').innerText()).trim()).toBe('Rent This Car');
  });

  it("lands on the provider's page from its /store link; back on the home, a vehicle's quick view and a provider's page with its vehicles", async () => {
    const { page } = browser;
    await visitRental(page);
    await step("an old store link of a rental provider lands on the provider's page", async () => {
      // An old store link of a rental provider replaces itself with the provider's page.
      await page.goto('/store/20');
      await page.waitForURL((u) => u.pathname === '/rental/provider-details/creek-auto-rent');
      await page.getByRole('heading', { level: 1, name: 'Creek Auto Rent' }).waitFor();
      await page.getByTestId('provider-vehicles').getByTestId('vehicle-card').first().waitFor();
      expect(await page.getByText('No items here yet.').count()).toBe(0);
      // Replaced, not added: back goes to the page before the link.
      await page.goBack();
      await page.waitForURL((u) => u.pathname === '/home');
    });

    await step("a vehicle's quick view, then a provider's page with its vehicles", async () => {
      await page.getByTestId('rental-home').waitFor();
      const popular = page.getByTestId('rental-vehicles-popular');
      const corolla = popular.locator('[data-testid=vehicle-card][data-vehicle-id="1"]');
      await corolla.getByTestId('vehicle-quick-view').click();
      const dialog = page.getByRole('dialog', { name: 'Toyota Corolla 2024' });
      await dialog.getByTestId('vehicle-specs').waitFor();
      expect(await text(dialog.getByTestId('discount-badge'))).toBe('10% off');
      // The description is cut at 70 characters with 'Read more'.
      const description = dialog.getByTestId('vehicle-description');
      expect((await text(description)).endsWith('…')).toBe(true);
      await dialog.getByTestId('read-more').click();
      expect(await text(description)).toContain('cruise control.');
      await dialog.getByTestId('vehicle-full-details').waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      await page
        .getByTestId('rental-providers')
        .getByRole('link', { name: 'Creek Auto Rent' })
        .click();
      await page.waitForURL((u) => u.pathname === '/rental/provider-details/creek-auto-rent');
      await page.getByRole('heading', { level: 1, name: 'Creek Auto Rent' }).waitFor();
      expect(await text(page.getByTestId('provider-pickup-zones'))).toBe('Downtown & Old Dubai');
      expect(await text(page.getByTestId('provider-discount-note'))).toContain('10% off your trip');
      const vehicles = page.getByTestId('provider-vehicles');
      await vehicles.getByTestId('vehicle-card').first().waitFor();
      expect(await vehicles.getByTestId('vehicle-card').count()).toBe(6);
      await page.getByTestId('provider-reviews').getByTestId('review').first().waitFor();
    });

    await step('a shared link naming the rental module goes there at once', async () => {
      await page.goto(
        '/store/creek-auto-rent?id=20&module_id=6&module_type=rental&store_zone_id=1',
      );
      await page.waitForURL((u) => u.pathname === '/rental/provider-details/20');
      await page.getByRole('heading', { level: 1, name: 'Creek Auto Rent' }).waitFor();
    });
  });
});

describe('the rental module, distance wise and by links', () => {
  it('searches a distance-wise trip: the route gives the distance, the search shows km prices', async () => {
    const { page } = browser;
    await visitRental(page);
    const bar = page.getByTestId('trip-search');
    await bar.getByText('Distance wise', { exact: true }).click();
    expect(await bar.getByTestId('trip-type-distance').isChecked()).toBe(true);
    // No hours to give: the route's distance takes their place once both places are chosen.
    expect(await bar.getByTestId('trip-hours').count()).toBe(0);
    const route = bar.getByTestId('trip-route');
    expect(await text(route)).toBe('Choose both places first.');
    await pickPlace(page, 'trip-destination', 'Marina', 'Marina Walk');
    await bar.locator('[data-testid=trip-route][data-state=done]').waitFor();
    // The road route (driving, from the local data): km to 3 decimals, whole hours.
    const km = await text(route.getByTestId('trip-route-km'));
    expect(km).toMatch(/^\d+\.\d{3} Km$/);
    expect(Number.parseFloat(km)).toBeGreaterThan(10);
    expect(await text(route.getByTestId('trip-route-hours'))).toMatch(/^\d+ Hrs$/);

    await bar.getByTestId('trip-search-submit').click();
    await page.waitForURL((url) => url.pathname === '/rental/vehicle-search');
    const url = new URL(page.url());
    expect(url.searchParams.get('trip_type')).toBe('distance');
    expect(url.searchParams.get('destination')).toContain('Marina Walk');
    expect(url.searchParams.has('hours')).toBe(false);
    const summary = page.getByTestId('trip-summary');
    expect(await text(summary)).toContain('Distance wise');
    // The search page finds the same distance for the trip cart.
    await summary.getByTestId('trip-summary-distance').filter({ hasText: km }).waitFor();
    // Distance-wise trips only: 14 of the 19 vehicles offer them, their price per km leads.
    await page
      .getByTestId('vehicle-search-count')
      .filter({ hasText: '14 vehicles found' })
      .waitFor();
    const prices = await page
      .getByTestId('vehicle-results')
      .getByTestId('vehicle-price-shown')
      .allTextContents();
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price.trim()).toMatch(/^AED\d+\.\d{2}\/km$/);

    // The destination is kept in the history (the last 5) and offered on the next search.
    await page.goto('/home');
    await page.getByTestId('rental-home').waitFor();
    await page.getByTestId('trip-destination').getByRole('combobox').click();
    await page.getByText('Recent destinations').waitFor();
    await page
      .getByTestId('trip-destination-option')
      .filter({ hasText: 'Marina Walk' })
      .first()
      .waitFor();
  });

  it('a search made after the hour turned takes the next whole hour, not the one offered before', async () => {
    const { page } = browser;
    // The bar appears at 23:59 on the providers' clock (Dubai, UTC+4), tomorrow: it offers 00:00.
    const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await page.clock.install({ time: new Date(`${day}T19:59:00Z`) });
    await visitRental(page);
    const bar = page.getByTestId('trip-search');
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(await bar.getByTestId('trip-time').getAttribute('data-value')).toBe(`${next}T00:00`);
    await pickPlace(page, 'trip-destination', 'Marina', 'Marina Walk');
    await bar.getByTestId('trip-hours').fill('2');
    // Two minutes later 00:00 has passed: the search takes 01:00 instead of refusing it.
    await page.clock.fastForward('02:00');
    await bar.getByTestId('trip-search-submit').click();
    await page.waitForURL((url) => url.pathname === '/rental/vehicle-search');
    expect(new URL(page.url()).searchParams.get('pickup_time')).toBe(`${next}T01:00`);
  });

  it('keeps a trip cart of the zone when the rental module is chosen again', async () => {
    const { page } = browser;
    await visitRental(page);
    await searchHourly(page, { typed: 'Marina', option: 'Marina Walk' }, '3');
    await page
      .getByTestId('vehicle-results')
      .getByRole('link', { name: 'Toyota Corolla 2024' })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'Toyota Corolla 2024' }).waitFor();
    expect(new URL(page.url()).searchParams.get('pickup_time')).toMatch(/T10:00$/);
    const rent = page.getByTestId('rent-button');
    await rent.waitFor();
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('[data-testid=rent-button]')?.disabled,
    );
    await rent.click();
    await page.getByText('The vehicle successfully added to your cart.').waitFor();

    const choose = async (moduleId: number) => {
      await page.goto('/home');
      await page.getByTestId('module-switcher').first().click();
      await page
        .locator(`[data-testid=module-switcher-item][data-module-id="${moduleId}"]`)
        .first()
        .click();
      await page.waitForFunction(
        (id) => JSON.parse(localStorage.getItem('module') ?? '{}').id === id,
        moduleId,
      );
    };
    await choose(4);
    await choose(6);
    // The cart's provider picks up in the stored zone: the cart stays.
    await page.getByText('Location set successfully').waitFor();
    const drawer = page.getByTestId('cart-button');
    await drawer.click();
    await page.getByTestId('trip-cart-drawer').getByText('Toyota Corolla 2024').first().waitFor();
  });
});

describe('the rental module in Arabic', () => {
  it('searches hourly trips right-to-left and opens a vehicle with its booking bar', async () => {
    const { page } = browser;
    await visitRental(page, 'ar');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await page.getByRole('button', { name: 'ابحث عن مركبات' }).waitFor();
    await searchHourly(page, { typed: 'مرسى', option: 'مرسى خور دبي' }, '2');
    expect(await text(page.getByTestId('trip-summary'))).toContain('بالساعة');
    await page.getByTestId('vehicle-search-count').filter({ hasText: 'وجدنا 17 مركبة' }).waitFor();

    await page
      .getByTestId('vehicle-filters')
      .getByRole('checkbox', { name: /دفع رباعي/ })
      .check();
    await page.getByTestId('vehicle-search-count').filter({ hasText: 'وجدنا 3 مركبات' }).waitFor();
    await page.getByRole('link', { name: 'هيونداي توسان 2024' }).click();
    await page.getByRole('heading', { level: 1, name: 'هيونداي توسان 2024' }).waitFor();
    expect(await text(page.getByTestId('vehicle-specs'))).toContain('أوتوماتيك');

    await page.evaluate(() => window.scrollTo(0, 400));
    const bar = page.locator('[data-testid=booking-bar][data-shown=true]');
    await bar.waitFor();
    expect(await text(bar)).toContain('يبدأ من');
    expect((await bar.getByTestId('booking-bar-rent').innerText()).trim()).toBe(
      'استأجر هذه السيارة',
    );
  });
});
