// Ordering in Chromium (issue 4), against the built app served by the real server on the demo
// data: a guest adds two grocery items from one store, meets the replace-cart dialog when adding
// an item of another store (and keeps the cart), checks out with cash on delivery, and follows
// the order on /track-order to delivered. The drawer's Subtotal, the checkout's summary, the
// confirmation and the server's order (GET customer/order/track) show the same amounts.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.js';
import { text, visitHome } from './visitor.js';

const browser = useBrowser();
const serverUrl = inject('serverUrl');

/** 'AED54.54' → 54.54 */
const amount = (money: string) => Number(money.replace(/[^\d.]/g, ''));

/** Opens an item of a store page in the quick view (found with the store's search). */
async function openItem(page: Page, store: string, itemId: number, search: string, name: string) {
  await page.goto(store);
  await page.getByTestId('store-open-state').waitFor();
  const box = page.getByTestId('store-search');
  await box.getByRole('searchbox').fill(search);
  await box.locator('button[type=submit]').click();
  const card = page.locator(`[data-testid=item-card][data-item-id="${itemId}"]`).first();
  await card.getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByTestId('item-configurator').waitFor();
  return dialog;
}

async function addToCart(page: Page, store: string, itemId: number, search: string, name: string) {
  const dialog = await openItem(page, store, itemId, search, name);
  await dialog.getByTestId('item-button-addToCart').click();
  // Added: the quick view closes.
  await dialog.waitFor({ state: 'detached' });
}

const KARAMA = '/store/al-karama-fresh-market?id=1&module_id=1';
const PANTRY = '/store/downtown-pantry?id=2&module_id=1';

describe('a guest orders groceries', () => {
  it('adds two items, keeps the cart when another store asks to replace it, checks out with cash on delivery and tracks the order to delivered', async () => {
    const { page } = browser;
    await visitHome(page);

    // Two items of Al Karama Fresh Market.
    await addToCart(page, KARAMA, 31, 'Basmati', 'Indian Basmati Rice');
    await page.getByText('Item added to cart').first().waitFor();
    await addToCart(page, KARAMA, 4, 'Medjool', 'Medjool Dates');
    await page.getByTestId('cart-badge').filter({ hasText: '2' }).waitFor();

    // An item of another store: the replace-cart dialog with the spec's text; Cancel keeps it.
    const other = await openItem(page, PANTRY, 20, 'Halloumi', 'Cyprus Halloumi Cheese 250g');
    await other.getByTestId('item-button-addToCart').click();
    const replace = page.getByRole('alertdialog');
    await replace.waitFor();
    expect(await text(replace)).toContain(
      'You have item from another store in cart. If you continue, your all previous item from cart will be removed and this one will be added.',
    );
    await replace.getByRole('button', { name: 'Cancel' }).click();
    await replace.waitFor({ state: 'detached' });
    // Declined: the quick view stays with the choice, the cart is as it was.
    await other.getByTestId('item-configurator').waitFor();
    await page.keyboard.press('Escape');
    await other.waitFor({ state: 'detached' });
    expect(await text(page.getByTestId('cart-badge'))).toBe('2');

    // The drawer: the two lines, the free-delivery progress and the Subtotal.
    await page.getByTestId('cart-button').click();
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
    await drawer.waitFor();
    const lines = drawer.getByTestId('cart-line');
    await lines.nth(1).waitFor();
    expect(await lines.count()).toBe(2);
    expect(await text(lines.nth(0).getByTestId('cart-line-name'))).toBe('Indian Basmati Rice');
    expect(await text(lines.nth(1).getByTestId('cart-line-name'))).toBe('Medjool Dates');
    const subtotalBox = drawer.getByTestId('cart-subtotal');
    await drawer.locator('[data-testid=cart-subtotal][aria-busy=false]').waitFor();
    const drawerSubtotal = await text(subtotalBox);
    const linePrices = await Promise.all(
      [0, 1].map(async (i) => amount(await text(lines.nth(i).getByTestId('cart-line-price')))),
    );
    expect(amount(drawerSubtotal)).toBeCloseTo(linePrices[0]! + linePrices[1]!, 2);
    expect(await text(drawer.getByTestId('free-delivery'))).toContain('more for free delivery');

    // Proceed To Checkout as a guest: the login-or-guest prompt, then Guest.
    await drawer.getByRole('button', { name: 'Proceed To Checkout' }).click();
    const gate = page.getByRole('dialog', { name: 'Do you want to login or continue as a guest?' });
    await gate.waitFor();
    await gate.getByRole('button', { name: 'Guest' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout', { waitUntil: 'commit' });
    expect(new URL(page.url()).searchParams.get('page')).toBe('cart');

    // Checkout: the same subtotal as the drawer; a guest has no contact yet.
    const summary = page.getByTestId('checkout-summary');
    await summary.getByTestId('summary-total').waitFor();
    expect(await text(summary.getByTestId('summary-subtotal'))).toBe(drawerSubtotal);
    const itemsPrice = amount(await text(summary.getByTestId('summary-items-price')));
    const discount = amount(await text(summary.getByTestId('summary-discount')));
    expect(itemsPrice - discount).toBeCloseTo(amount(drawerSubtotal), 2);
    await page.getByText('No Contact Info Added').waitFor();

    // Placing without a contact is refused with the form's messages.
    await page.getByTestId('place-order').click();
    const issues = page.getByTestId('checkout-issues');
    await issues.waitFor();
    expect(await text(issues)).toContain('name is required');
    expect(await text(issues)).toContain('phone number required');

    // The contact form (spec messages), then a valid contact with street, house and floor.
    await page.getByTestId('edit-contact').click();
    const contact = page.getByRole('dialog', { name: 'Contact Info' });
    await contact.getByRole('button', { name: 'Save' }).click();
    await contact.getByText('Email is required').waitFor();
    await contact.getByLabel('Contact person name').fill('Sara Ahmed');
    await contact.getByLabel('Contact person number').fill('+971 50 123 4567');
    await contact.getByLabel('Email').fill('sara@example.com');
    await contact.getByLabel('Street number').fill('12');
    await contact.getByLabel('House number').fill('4B');
    await contact.getByLabel('Floor').fill('3');
    await contact.getByRole('button', { name: 'Save' }).click();
    await contact.waitFor({ state: 'detached' });
    await page.getByTestId('guest-contact-name').filter({ hasText: 'Sara Ahmed' }).waitFor();
    expect(await text(page.getByTestId('checkout-payment'))).toContain('Cash on delivery');

    const checkoutTotal = await text(summary.getByTestId('summary-total'));
    const deliveryFee = await text(summary.getByTestId('summary-delivery-fee'));
    const tax = await text(summary.getByTestId('summary-tax'));
    await page.getByRole('radio', { name: 'Cash on delivery' }).check();
    await page.getByTestId('place-order').click();

    // The confirmation: the order id and the total the server charged.
    await page.waitForURL((url) => url.pathname === '/order', { waitUntil: 'commit' });
    const placedTotal = page.getByTestId('placed-total');
    await placedTotal.waitFor();
    const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
    expect(orderId).toBeGreaterThan(100000);
    expect(await text(page.getByTestId('placed-order-id'))).toBe(`Order ID: ${orderId}`);
    expect(await text(placedTotal)).toBe(checkoutTotal);

    // The server's order has the amounts the checkout showed.
    const guestId = await page.evaluate(() => localStorage.getItem('guest_id'));
    const response = await fetch(
      `${serverUrl}/api/v1/customer/order/track?order_id=${orderId}&guest_id=${guestId}`,
    );
    expect(response.status).toBe(200);
    const order = (await response.json()) as Record<string, unknown>;
    expect(order.order_amount).toBeCloseTo(amount(checkoutTotal), 2);
    expect(order.store_discount_amount).toBeCloseTo(discount, 2);
    expect(order.delivery_charge).toBeCloseTo(amount(deliveryFee), 2);
    expect(order.total_tax_amount).toBeCloseTo(amount(tax), 2);
    expect(order.payment_method).toBe('cash_on_delivery');
    expect(order.delivery_address).toMatchObject({
      contact_person_name: 'Sara Ahmed',
      house: '4B',
      floor: '3',
      road: '12',
    });

    // The cart was emptied.
    await page.getByTestId('cart-badge').waitFor({ state: 'detached' });

    // Track it: the phone is handed over; every status, pending included, up to delivered.
    await page.getByTestId('placed-track').click();
    await page.waitForURL((url) => url.pathname === `/track-order/${orderId}`, {
      waitUntil: 'commit',
    });
    expect(await page.getByLabel('Phone number').inputValue()).toBe('+971501234567');
    const steps = page.getByTestId('order-steps');
    await steps.waitFor();
    expect(
      await steps.locator('li').evaluateAll((els) => els.map((el) => el.getAttribute('data-step'))),
    ).toEqual(['pending', 'confirmed', 'processing', 'handover', 'picked_up', 'delivered']);
    // The page refreshes itself while the order moves (every 5 s) and stops when delivered.
    await page
      .locator('[data-testid=order-steps][data-status=delivered]')
      .waitFor({ timeout: 60_000 });
    expect(
      await steps
        .locator('li')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-state'))),
    ).toEqual(['done', 'done', 'done', 'done', 'done', 'done']);
    expect(await text(page.getByTestId('order-summary').getByTestId('summary-total'))).toBe(
      checkoutTotal,
    );

    // The delivery map dialog: the store and the delivery address.
    await page.getByTestId('open-delivery-map').click();
    const map = page.getByRole('dialog', { name: 'Delivery map' });
    await map.getByTestId('delivery-map').waitFor();
    await map
      .getByRole('application', { name: 'Map of the store and the delivery address' })
      .waitFor();
  });

  it('a guest on another device tracks the order with its id and phone; a wrong phone finds nothing', async () => {
    const { page } = browser;
    // An order placed through the API by another guest.
    const guest = (await (
      await fetch(`${serverUrl}/api/v1/auth/guest/request`, { method: 'POST' })
    ).json()) as { guest_id: string };
    const headers = { 'Content-Type': 'application/json', moduleId: '1' };
    await fetch(`${serverUrl}/api/v1/customer/cart/add`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ guest_id: guest.guest_id, item_id: 31, quantity: 2 }),
    });
    const cart = (await (
      await fetch(`${serverUrl}/api/v1/customer/cart/list?guest_id=${guest.guest_id}`, {
        headers,
      })
    ).json()) as unknown[];
    expect(cart).toHaveLength(1);
    const place = await fetch(`${serverUrl}/api/v1/customer/order/place`, {
      method: 'POST',
      headers: { ...headers, 'Idempotency-Key': `e2e-${guest.guest_id}` },
      body: JSON.stringify({
        guest_id: guest.guest_id,
        order_type: 'take_away',
        payment_method: 'cash_on_delivery',
        store_id: 1,
        // 2 × 21.95 + 5% tax (2.20) + 2.00 service charge
        order_amount: 48.1,
        contact_person_name: 'Omar',
        contact_person_number: '+971509876543',
      }),
    });
    const placed = (await place.json()) as { order_id: number };
    expect(place.status, JSON.stringify(placed)).toBe(200);

    await page.goto('/track-order');
    await page.getByLabel('Order ID').fill(String(placed.order_id));
    await page.getByLabel('Phone number').fill('+971500000000');
    await page.getByRole('button', { name: 'Track Order' }).click();
    await page.getByTestId('track-error').waitFor();

    await page.getByLabel('Phone number').fill('+971509876543');
    await page.getByRole('button', { name: 'Track Order' }).click();
    const steps = page.getByTestId('order-steps');
    await steps.waitFor();
    // Take-away skips handover and picked up.
    expect(
      await steps.locator('li').evaluateAll((els) => els.map((el) => el.getAttribute('data-step'))),
    ).toEqual(['pending', 'confirmed', 'processing', 'delivered']);
    expect(await text(page.getByTestId('order-summary').getByTestId('summary-total'))).toBe(
      'AED48.10',
    );
  });
});
