// Trips in Chromium (issue 11), against the built app served by the real server on the demo
// data: a guest searches hourly trips, rents two units of a vehicle, books them at /rental/cart
// and tracks the trip; a customer books and cancels a trip in My trips; a customer books with a
// rental coupon and the trip's amounts show its discount; the provider conflict
// replaces the cart; a trip-type change removes the vehicle without the new type ('remove and
// continue'); a duration change; the same booking in Arabic, right-to-left.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signedUpCustomer } from '../support/customers.js';
import { openOrigin, useBrowser } from './browser.js';
import { pickDateTime } from './date-field.js';

const browser = useBrowser();
const serverUrl = inject('serverUrl');

const RENTAL = { id: 6, module_type: 'rental', module_name: 'Car Rental', zones: [{ id: 1 }] };
const PASSWORD = 'Dune-Harbour-73';

const text = async (locator: Locator) => ((await locator.textContent()) ?? '').trim();

/**
 * A visitor at Dubai Mall (zone 1) in the rental module (signed in with `token`), on `path`; with
 * no path, only the stored session (the test's first page is its own, such as a vehicle's).
 */
async function visitRental(
  page: Page,
  path: string | null,
  { language = 'en', token = null }: { language?: 'en' | 'ar'; token?: string | null } = {},
) {
  await openOrigin(page);
  await page.evaluate(
    ({ module, language, token }) => {
      localStorage.setItem('location', 'The Dubai Mall, Downtown Dubai');
      localStorage.setItem('zoneid', '[1]');
      localStorage.setItem('currentLatLng', JSON.stringify({ lat: 25.1985, lng: 55.2796 }));
      localStorage.setItem('module', JSON.stringify(module));
      localStorage.setItem('language', language);
      if (token) localStorage.setItem('token', token);
    },
    { module: RENTAL, language, token },
  );
  if (path != null) await page.goto(path);
}

/** Two days from now at 10:00 (a pickup time in the future on the providers' clock). */
function pickupTime(): string {
  const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  return `${day}T10:00`;
}

/** The query of a trip from Dubai Mall to Marina Walk, as the search bar writes it. */
function tripQuery(trip: { type: 'hourly' | 'distance'; hours?: number }): string {
  const params = new URLSearchParams({
    trip_type: trip.type,
    pickup: 'The Dubai Mall, Downtown Dubai',
    pickup_lat: '25.1985',
    pickup_lng: '55.2796',
    destination: 'Marina Walk, Dubai Marina, Dubai, United Arab Emirates',
    destination_lat: '25.0779',
    destination_lng: '55.1384',
    pickup_time: pickupTime(),
    from: 'from_search',
  });
  if (trip.type === 'hourly') params.set('hours', String(trip.hours ?? 3));
  return params.toString();
}

/** Opens a vehicle's page for the trip and rents it ('Rent This Car' becomes its stepper). */
async function rentVehicle(page: Page, slug: string, query: string) {
  await page.goto(`/rental/vehicle-details/${slug}?${query}`);
  const rent = page.getByTestId('rent-button');
  await rent.waitFor();
  await page.waitForFunction(
    () => !document.querySelector<HTMLButtonElement>('[data-testid=rent-button]')?.disabled,
  );
  await rent.click();
}

/** The trip cart drawer, opened from the header. */
async function openDrawer(page: Page) {
  await page.getByTestId('cart-button').click();
  const drawer = page.getByTestId('trip-cart-drawer');
  await drawer.waitFor();
  return drawer;
}

/** From the header's trip cart drawer to /rental/cart, within the app (no new page load). */
async function proceedToCart(page: Page) {
  const drawer = await openDrawer(page);
  await drawer.getByTestId('trip-cart-proceed').click();
  await page.waitForURL((url) => url.pathname === '/rental/cart');
}

/** My trips, from the account menu (no new page load). */
async function openMyTrips(page: Page) {
  await page.getByTestId('account-menu-trigger').click();
  await page.getByTestId('account-menu-my-trips').click();
  await page.waitForURL((url) => url.pathname === '/profile' && url.search === '?page=my-trips');
}

/** The vehicle names of the trip cart drawer. */
async function drawerVehicles(drawer: Locator): Promise<string[]> {
  await drawer.getByTestId('trip-line').first().waitFor();
  return (await drawer.getByTestId('trip-line-name').allTextContents()).map((s) => s.trim());
}

/** Waits for a locator and hands it back. */
async function waitFor(locator: Locator) {
  await locator.waitFor();
  return locator;
}

/** Fills the pickup contact and books; the trip id of the confirmation. */
async function book(page: Page, contact: { name?: string; phone?: string; email: string }) {
  const checkout = page.getByTestId('trip-checkout');
  await checkout.waitFor();
  if (contact.name != null) await page.getByTestId('trip-contact-name').fill(contact.name);
  if (contact.phone != null) await page.getByTestId('trip-contact-phone').fill(contact.phone);
  await page.getByTestId('trip-contact-email').fill(contact.email);
  // Cash at pickup (issue 12: a payment method is chosen; the labels are in the page's language).
  await checkout.locator('input[type=radio][value=cash_on_delivery]').check();
  await page.getByTestId('trip-book').click();
  await page.getByTestId('booked-trip-id').waitFor();
  const id = Number(new URL(page.url()).searchParams.get('trip_id'));
  expect(id).toBeGreaterThan(0);
  return id;
}

describe('trips', () => {
  it('a guest searches hourly trips, rents two units, books them and tracks the trip', async () => {
    const { page } = browser;
    await visitRental(page, '/home');
    await page.getByTestId('rental-home').waitFor();
    // The search bar: to Marina Walk for 3 hours.
    const bar = page.getByTestId('trip-search');
    const destination = bar.getByTestId('trip-destination').getByRole('combobox');
    await destination.fill('Marina');
    await page
      .getByTestId('trip-destination-option')
      .filter({ hasText: 'Marina Walk' })
      .first()
      .click();
    await page.waitForFunction(() =>
      document
        .querySelector<HTMLInputElement>('[data-testid="trip-destination"] input')
        ?.value.startsWith('Marina Walk,'),
    );
    await bar.getByTestId('trip-hours').fill('3');
    // A pickup when the providers are open (the default, the next whole hour, may be at night).
    await pickDateTime(page, 'trip-time', pickupTime());
    await bar.getByTestId('trip-search-submit').click();
    await page.waitForURL((url) => url.pathname === '/rental/vehicle-search');
    // A result of the search (the home page's own cards, without the trip, stay on screen until
    // the search page's code has loaded: a card clicked then opens the vehicle without a trip).
    await page
      .getByTestId('vehicle-results')
      .getByRole('link', { name: 'Toyota Corolla 2024' })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'Toyota Corolla 2024' }).waitFor();
    expect(new URL(page.url()).searchParams.get('trip_type')).toBe('hourly');

    // Rent This Car, then one more with the stepper: 'Estimated' for the 3 hours.
    await page.getByTestId('rent-button').click();
    await page.getByText('The vehicle successfully added to your cart.').waitFor();
    const stepper = page.getByTestId('rent-stepper');
    await stepper.getByRole('button', { name: 'Increase quantity' }).click();
    await stepper.getByTestId('rent-stepper-value').filter({ hasText: '2' }).waitFor();
    expect(await text(page.getByTestId('rent-price'))).toBe('AED189.00');

    // The drawer: the trip and the two units.
    const drawer = await openDrawer(page);
    expect(await text(drawer.getByTestId('trip-info-pickup'))).toBe(
      'The Dubai Mall, Downtown Dubai',
    );
    expect(await text(drawer.getByTestId('trip-info-destination'))).toContain('Marina Walk');
    expect(await text(drawer.getByTestId('trip-info-time'))).toMatch(/^Schedule at /);
    expect(await text(drawer.getByTestId('trip-info-length'))).toBe('Hourly · 3 Hrs');
    expect(await drawerVehicles(drawer)).toEqual(['Toyota Corolla 2024']);
    expect(await text(drawer.getByTestId('trip-line-stepper-value'))).toBe('2');
    expect(await text(drawer.getByTestId('trip-cart-subtotal'))).toBe('AED189.00');
    await drawer.getByTestId('trip-cart-proceed').click();
    await page.waitForURL((url) => url.pathname === '/rental/cart');

    // Checkout: the contact is required, then the trip is booked for core's total.
    await page.getByTestId('trip-book').click();
    await page.getByTestId('trip-contact').getByText('name is required').waitFor();
    expect(await text(page.getByTestId('trip-total'))).toBe('AED200.45');
    const tripId = await book(page, {
      name: 'Layla Haddad',
      phone: '+971501112233',
      email: 'layla@example.com',
    });
    expect(await text(page.getByTestId('booked-trip-id'))).toBe(`Trip ID #${tripId}`);

    // The header's cart is empty again.
    const empty = await openDrawer(page);
    await empty.getByTestId('trip-cart-empty').waitFor();
    expect(await text(empty)).toContain(
      'No vehicles added in your cart. Please add vehicle to your cart list.',
    );
    await page.keyboard.press('Escape');

    // Track Trip: the phone is handed over; the trip is pending with its two units.
    await page.getByTestId('booked-track').click();
    await page.waitForURL((url) => url.pathname === `/track-trip/${tripId}`);
    const details = page.getByTestId('trip-details');
    await details.waitFor();
    expect(await details.getByTestId('trip-status').getAttribute('data-status')).toBe('pending');
    expect(await text(details.getByTestId('trip-details-vehicle'))).toContain('2 units');
    expect(await text(details.getByTestId('trip-details-total'))).toBe('AED200.45');

    // Without the phone, a visitor of another device finds nothing; with it, the trip.
    await page.goto('/track-trip');
    await page.getByTestId('track-trip-id').fill(String(tripId));
    await page.getByTestId('track-trip-phone').fill('+971501112233');
    await page.getByTestId('track-trip-submit').click();
    await page.getByTestId('trip-details').waitFor();
  });

  it('a customer books a trip and cancels it in My trips', async () => {
    const { page } = browser;
    const phone = `+97155${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    const token = await signedUpCustomer(serverUrl, {
      name: 'Omar Saleh',
      phone,
      password: PASSWORD,
    });
    await visitRental(page, null, { token });
    await rentVehicle(page, 'kia-picanto-2024', tripQuery({ type: 'hourly', hours: 2 }));
    await page.getByTestId('rent-stepper').waitFor();
    // The heart: the vehicle is in the wishlist drawer's vehicles tab.
    await page.getByTestId('wishlist-heart').first().click();
    await page.getByText('Successfully added!').waitFor();
    await page.getByTestId('header-wishlist').click();
    const wishlist = page.getByTestId('wishlist-drawer');
    expect(await text(wishlist.getByTestId('wishlist-vehicle'))).toContain('Kia Picanto 2024');
    await wishlist.getByTestId('wishlist-tab-stores').click();
    await wishlist.getByText('No favourite providers found').waitFor();
    await page.keyboard.press('Escape');
    await wishlist.waitFor({ state: 'hidden' });
    await proceedToCart(page);
    // The customer's name and phone come from the account; the e-mail is asked for.
    await page.getByTestId('trip-contact-name').waitFor();
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLInputElement>('[data-testid=trip-contact-name]')?.value ===
        'Omar Saleh',
    );
    expect(await page.getByTestId('trip-contact-phone').inputValue()).toBe(phone);
    const tripId = await book(page, { email: 'omar@example.com' });

    await openMyTrips(page);
    const row = page.locator(`[data-testid=trip-row][data-trip-id="${tripId}"]`);
    await row.waitFor();
    await row.click();
    const details = page.getByTestId('trip-details');
    await details.waitFor();
    expect(await text(details.getByTestId('trip-details-vehicle'))).toContain('Kia Picanto 2024');
    await details.getByTestId('trip-cancel').click();
    const dialog = page.getByTestId('trip-cancel-dialog');
    await dialog.waitFor();
    // A reason is needed.
    expect(await dialog.getByTestId('trip-cancel-confirm').isDisabled()).toBe(true);
    await dialog.getByText('My plans changed').click();
    await dialog.getByTestId('trip-cancel-confirm').click();
    await page.getByText('Trip canceled successfully.').waitFor();
    await page.locator('[data-testid=trip-status][data-status=canceled]').waitFor();
    expect(await details.getByTestId('trip-cancel').count()).toBe(0);
    // The focus went back to the page, not lost with the dialog.
    await dialog.waitFor({ state: 'hidden' });
  });

  it('a customer books with a rental coupon: refused, applied, and the trip shows its discount', async () => {
    const { page } = browser;
    const phone = `+97156${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    const token = await signedUpCustomer(serverUrl, {
      name: 'Huda Karim',
      phone,
      password: PASSWORD,
    });
    // The Mercedes S500 for 3 hours: 780, its 5 % off, 741 (DRIVE100 needs AED 500).
    await visitRental(page, null, { token });
    await rentVehicle(page, 'mercedes-s500-2024', tripQuery({ type: 'hourly', hours: 3 }));
    await page.getByTestId('rent-stepper').waitFor();
    await proceedToCart(page);
    const coupon = page.getByTestId('trip-coupon');
    await coupon.waitFor();
    const before = await text(page.getByTestId('trip-total'));
    expect(await page.getByTestId('trip-coupon').getByRole('heading').textContent()).toBe(
      'Apply Coupon',
    );

    // An unknown code: the server's refusal, under the field; nothing taken off.
    await coupon.getByTestId('trip-coupon-input').fill('NOPE');
    await coupon.getByTestId('trip-coupon-apply').click();
    expect(await text(await waitFor(coupon.getByTestId('trip-coupon-refusal')))).toBe(
      'Coupon not found',
    );
    expect(await page.getByTestId('trip-coupon-line').count()).toBe(0);

    // DRIVE100 (typed in lower case): AED 100 off the trip, in the amounts and the total.
    await coupon.getByTestId('trip-coupon-input').fill('drive100');
    await coupon.getByTestId('trip-coupon-apply').click();
    await page.getByText('Coupon applied successfully').first().waitFor();
    const applied = coupon.getByTestId('trip-coupon-applied');
    expect(await text(applied)).toContain('Coupon DRIVE100 is applied');
    expect(await text(applied.getByTestId('trip-coupon-saving'))).toBe(
      'You save AED100.00 on this trip',
    );
    expect(await text(page.getByTestId('trip-coupon-line'))).toBe('− AED100.00');
    const total = await text(page.getByTestId('trip-total'));
    expect(total).not.toBe(before);
    const money = (s: string) => Number(s.replace(/[^\d.]/g, ''));
    // Tax is added on the base after the coupon: the total drops by 100 and its tax.
    expect(money(before) - money(total)).toBeGreaterThanOrEqual(100);

    const tripId = await book(page, { email: 'huda@example.com' });
    await openMyTrips(page);
    const row = page.locator(`[data-testid=trip-row][data-trip-id="${tripId}"]`);
    await row.waitFor();
    await row.click();
    const details = page.getByTestId('trip-details');
    await details.waitFor();
    expect(await text(details.getByTestId('trip-details-coupon'))).toContain('− AED100.00');
    expect(await text(details.getByTestId('trip-details-total'))).toBe(total);
  });

  it('the provider conflict dialog replaces the cart with the other provider vehicle', async () => {
    const { page } = browser;
    const query = tripQuery({ type: 'hourly', hours: 3 });
    await visitRental(page, null);
    await rentVehicle(page, 'toyota-corolla-2024', query);
    await page.getByTestId('rent-stepper').waitFor();
    // Another provider's vehicle: 'Are you sure want to reset ?'.
    await rentVehicle(page, 'mitsubishi-attrage-2023', query);
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure want to reset ?' });
    await dialog.waitFor();
    expect(await text(dialog)).toContain(
      'Selecting a vehicle from another provider will remove all vehicles from the cart and add the new one.',
    );
    // No keeps the cart; Yes replaces it.
    await dialog.getByTestId('trip-cart-dialog-cancel').click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('rent-stepper').count()).toBe(0);
    await page.getByTestId('rent-button').click();
    await page.getByRole('alertdialog', { name: 'Are you sure want to reset ?' }).waitFor();
    await page.getByTestId('trip-cart-dialog-confirm').click();
    await page.getByTestId('rent-stepper').waitFor();
    // The focus returns to the stepper that replaced 'Rent This Car'.
    await page.waitForFunction(
      () => document.activeElement?.closest('[data-testid=rent-stepper]') != null,
    );
    const drawer = await openDrawer(page);
    expect(await drawerVehicles(drawer)).toEqual(['Mitsubishi Attrage 2023']);
  });

  it('a trip-type change removes the vehicle without the new type (remove and continue)', async () => {
    const { page } = browser;
    const hourly = tripQuery({ type: 'hourly', hours: 3 });
    await visitRental(page, null);
    // An hourly cart: the Nissan Sunny (hourly only) and the Toyota Corolla (both types).
    await rentVehicle(page, 'nissan-sunny-2023', hourly);
    await page.getByTestId('rent-stepper').waitFor();
    await rentVehicle(page, 'toyota-corolla-2024', hourly);
    await page.getByTestId('rent-stepper').waitFor();
    // A distance-wise trip for the Mitsubishi Xpander (distance only, the same provider).
    await rentVehicle(page, 'mitsubishi-xpander-2023', tripQuery({ type: 'distance' }));
    await page.getByRole('alertdialog', { name: 'Do you want to change trip type' }).waitFor();
    await page.getByTestId('trip-cart-dialog-confirm').click();
    // The Sunny has no distance-wise trip: the trip vehicle list.
    const list = page.locator('[data-testid=trip-cart-dialog-confirm][data-dialog=tripVehicles]');
    await list.waitFor();
    const dialog = page.getByTestId('trip-cart-dialog');
    expect(await text(dialog)).toContain('One of the vehicles has no distance-wise trip.');
    expect(await text(dialog.getByTestId('trip-vehicle-list'))).toContain('Nissan Sunny 2023');
    expect(await text(list)).toBe('remove and continue');
    await list.click();
    await page.getByTestId('rent-stepper').waitFor();
    const drawer = await openDrawer(page);
    expect((await drawerVehicles(drawer)).sort()).toEqual([
      'Mitsubishi Xpander 2023',
      'Toyota Corolla 2024',
    ]);
    expect(await text(drawer.getByTestId('trip-info-length'))).toMatch(
      /^Distance wise · \d+\.\d{3} Km$/,
    );
  });

  it('a duration change asks first, then rents for the new hours', async () => {
    const { page } = browser;
    await visitRental(page, null);
    await rentVehicle(page, 'toyota-corolla-2024', tripQuery({ type: 'hourly', hours: 3 }));
    await page.getByTestId('rent-stepper').waitFor();
    await rentVehicle(page, 'kia-picanto-2024', tripQuery({ type: 'hourly', hours: 5 }));
    await page.getByRole('alertdialog', { name: 'Do you want to change trip duration' }).waitFor();
    await page.getByTestId('trip-cart-dialog-confirm').click();
    await page.getByTestId('rent-stepper').waitFor();
    const drawer = await openDrawer(page);
    expect((await drawerVehicles(drawer)).sort()).toEqual([
      'Kia Picanto 2024',
      'Toyota Corolla 2024',
    ]);
    expect(await text(drawer.getByTestId('trip-info-length'))).toBe('Hourly · 5 Hrs');
  });
});

describe('trips in Arabic', () => {
  it('books two units right-to-left', async () => {
    const { page } = browser;
    await visitRental(page, null, { language: 'ar' });
    await rentVehicle(page, 'toyota-corolla-2024', tripQuery({ type: 'hourly', hours: 3 }));
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await page.getByText('تمت إضافة المركبة إلى سلتك بنجاح.').waitFor();
    await page.getByTestId('rent-stepper').getByRole('button').last().click();
    await page.getByTestId('rent-stepper-value').filter({ hasText: '2' }).waitFor();
    const drawer = await openDrawer(page);
    expect(await text(drawer.getByRole('heading').first())).toBe('سلة الرحلة');
    expect(await text(drawer.getByTestId('trip-info-length'))).toBe('بالساعة · 3 ساعات');
    // The drawer opens at the inline end: the left in Arabic.
    const box = await drawer.boundingBox();
    expect(box?.x).toBe(0);
    await drawer.getByTestId('trip-cart-proceed').click();
    await page.waitForURL((url) => url.pathname === '/rental/cart');
    const tripId = await book(page, {
      name: 'ليلى حداد',
      phone: '+971502223344',
      email: 'layla.ar@example.com',
    });
    expect(await text(page.getByTestId('booked-trip-id'))).toBe(`رقم الرحلة #${tripId}`);
    expect(await text(page.getByRole('heading', { level: 1 }))).toBe('تم حجز الرحلة');
  });
});
