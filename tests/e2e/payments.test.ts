// Paying in Chromium (issue 12 'Payments'), against the built app served by the real server on
// the demo data, rice of Al Karama Fresh Market in the cart:
// - a customer pays through the sandbox gateway's hosted page with the test card: back from it,
//   the confirmation says paid;
// - a declined card leads to 'Sorry, Something Went Wrong'; Retry payment opens the hosted page
//   again, where the customer cancels; switching to cash on delivery says 'Payment info updated.'
//   and the order is to be paid in cash;
// - a customer whose wallet covers the total pays with it; one whose wallet does not is told
//   'Your wallet balance is insufficient for payment.', pays with the wallet first ('Wallet
//   Balance', 'Remaining Balance', '* Please select an option to pay the rest of the amount') and
//   cash for the rest;
// - in Arabic (right to left), a guest's confirmation shows the phone with the order ID, says
//   both are needed to track the order, and copies the order ID ('Order ID copied!');
// - a customer books a trip and pays it digitally on the sandbox page; the trip shows paid.
// The wallets are funded through the wallet's add-fund and the sandbox page (HTTP, as a customer's
// top-up would be).
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { formatPickupTime } from '@storefront/core/domain/rental-search';
import { localDateTime } from '@storefront/core/domain/schedule';
import { signedUpCustomer } from '../support/customers.js';
import { useBrowser } from './browser.js';
import { storeGuest, storeVisitor, text } from './visitor.js';

const browser = useBrowser();
const serverUrl = inject('serverUrl');

const RICE = 31;
const CARDS = { success: '4242 4242 4242 4242', decline: '4000 0000 0000 0002' };

/** 'AED54.54' → 54.54 */
const amount = (money: string) => Number(money.replace(/[^\d.]/g, ''));

let phones = 0;
/** A new customer's token. */
async function customer(): Promise<string> {
  phones += 1;
  const phone = `+97156${String(Date.now() % 100000).padStart(5, '0')}${String(phones).padStart(2, '0')}`;
  return signedUpCustomer(serverUrl, {
    name: 'Mariam Saleh',
    phone,
    password: 'Pay-Journey-2030!',
  });
}

const api = (path: string, init: { token?: string; body?: unknown } = {}) =>
  fetch(`${serverUrl}/api/v1${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'Content-Type': 'application/json',
      moduleId: '1',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

/** Tops the customer's wallet up through add-fund and the sandbox page; the new balance. */
async function topUp(token: string, value: number): Promise<number> {
  const started = await api('/customer/wallet/add-fund', {
    token,
    body: { amount: value, payment_method: 'sandbox', payment_platform: 'web' },
  });
  expect(started.status, await started.clone().text()).toBe(200);
  const link = ((await started.json()) as { redirect_link: string }).redirect_link;
  const paid = await fetch(link, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      action: 'pay',
      card_number: CARDS.success,
      expiry: '12/34',
      cvc: '123',
      name: 'Mariam Saleh',
    }).toString(),
    redirect: 'manual',
  });
  expect(paid.status).toBeLessThan(400);
  const info = await api('/customer/info', { token });
  return ((await info.json()) as { wallet_balance: number }).wallet_balance;
}

/** The customer's cart holds rice; checkout is open; its total. */
async function customerCheckout(page: Page, token: string): Promise<number> {
  const added = await api('/customer/cart/add', { token, body: { item_id: RICE, quantity: 2 } });
  expect(added.status, await added.text()).toBe(200);
  await storeVisitor(page, { token });
  await page.goto('/checkout?page=cart');
  const total = page.getByTestId('checkout-summary').getByTestId('summary-total');
  await total.waitFor();
  return amount(await text(total));
}

/** Pays (or declines, or cancels) on the sandbox's hosted page, as a customer does. */
async function onHostedPage(page: Page, outcome: 'success' | 'decline' | 'cancel') {
  await page.waitForURL((url) => url.pathname.startsWith('/payment/sandbox/'));
  await page.getByRole('heading', { name: 'Secure payment' }).waitFor();
  if (outcome === 'cancel') {
    await page.getByRole('button', { name: 'Cancel' }).click();
    return;
  }
  await page.getByLabel('Card number').fill(CARDS[outcome]);
  await page.getByLabel(/^Expiry/).fill('12/34');
  await page.getByLabel(/^Security code/).fill('123');
  await page.getByLabel('Name on card').fill('Mariam Saleh');
  await page.getByRole('button', { name: /^Pay / }).click();
}

async function confirmation(page: Page) {
  await page.waitForURL((url) => url.pathname === '/order');
  await page.getByTestId('placed-payment-status').waitFor();
  return Number(new URL(page.url()).searchParams.get('order_id'));
}

describe('paying an order', () => {
  it('a customer pays digitally on the sandbox page with the test card; the order shows paid', async () => {
    const { page } = browser;
    const token = await customer();
    const total = await customerCheckout(page, token);

    const payment = page.getByTestId('checkout-payment');
    await payment.getByRole('radio', { name: 'Sandbox Pay' }).check();
    expect(await text(payment.getByTestId('payment-gateway-note'))).toContain('Sandbox Pay');
    await page.getByTestId('place-order').click();

    // The hosted page shows the amount to pay, the same total.
    await page.waitForURL((url) => url.pathname.startsWith('/payment/sandbox/'));
    expect(amount(await text(page.getByRole('button', { name: /^Pay / })))).toBeCloseTo(total, 2);
    await onHostedPage(page, 'success');

    const orderId = await confirmation(page);
    await page.getByText('Payment successful').first().waitFor();
    expect(await text(page.getByTestId('placed-payment-method'))).toBe('Digital payment');
    expect(await text(page.getByTestId('placed-payment-status'))).toBe('Paid');
    const tracked = await api(`/customer/order/track?order_id=${orderId}`, { token });
    const order = (await tracked.json()) as { payment_status: string; order_amount: number };
    expect(order.payment_status).toBe('paid');
    expect(order.order_amount).toBeCloseTo(total, 2);
  });

  it('a declined card, a retry canceled on the page, then cash on delivery: Payment info updated.', async () => {
    const { page } = browser;
    const token = await customer();
    await customerCheckout(page, token);
    await page.getByTestId('checkout-payment').getByRole('radio', { name: 'Sandbox Pay' }).check();
    await page.getByTestId('place-order').click();
    await onHostedPage(page, 'decline');

    // Back in the shop: the spec's failure page with the ways on.
    const failure = page.getByTestId('payment-failure');
    await failure.waitFor();
    expect(await text(failure.getByRole('heading'))).toBe('Sorry, Something Went Wrong');
    expect(await text(failure)).toContain(
      'Please try again after some time or Contact with our support team.',
    );
    expect(await text(failure.getByTestId('payment-return-message'))).toContain(
      'was not completed',
    );

    // Retry: the hosted page again; canceled there, the failure page says so.
    await failure.getByTestId('payment-retry').click();
    await onHostedPage(page, 'cancel');
    await page.getByTestId('payment-failure').getByText('You canceled the payment').waitFor();

    // Switch to cash on delivery.
    await page.getByTestId('payment-switch-cash').click();
    await page.getByText('Payment info updated.').first().waitFor();
    const orderId = await confirmation(page);
    expect(await text(page.getByTestId('placed-payment-method'))).toBe('Cash on delivery');
    expect(await text(page.getByTestId('placed-payment-status'))).toBe('Unpaid');
    const tracked = await api(`/customer/order/track?order_id=${orderId}`, { token });
    expect(((await tracked.json()) as { payment_method: string }).payment_method).toBe(
      'cash_on_delivery',
    );
  });

  it('a customer whose wallet covers the total pays with the wallet', async () => {
    const { page } = browser;
    const token = await customer();
    const balance = await topUp(token, 300);
    const total = await customerCheckout(page, token);
    expect(balance).toBeGreaterThan(total);

    const wallet = page.getByTestId('checkout-payment').getByRole('radio', { name: /^Wallet/ });
    expect(
      await text(page.getByTestId('payment-methods').locator('[data-value=wallet]')),
    ).toContain('Balance:');
    await wallet.check();
    await page.getByTestId('place-order').click();
    await confirmation(page);
    expect(await text(page.getByTestId('placed-payment-method'))).toBe('Wallet');
    expect(await text(page.getByTestId('placed-payment-status'))).toBe('Paid');
    const info = await api('/customer/info', { token });
    expect(((await info.json()) as { wallet_balance: number }).wallet_balance).toBeCloseTo(
      balance - total,
      2,
    );
  });

  it('a wallet that falls short pays first, cash pays the rest', async () => {
    const { page } = browser;
    const token = await customer();
    const balance = await topUp(token, 10);
    const total = await customerCheckout(page, token);
    expect(balance).toBeLessThan(total);

    const payment = page.getByTestId('checkout-payment');
    await payment.getByRole('radio', { name: /^Wallet/ }).check();
    await payment
      .getByTestId('payment-issue')
      .filter({ hasText: 'Your wallet balance is insufficient for payment.' })
      .waitFor();

    await payment.getByTestId('payment-partial-toggle').check();
    const partial = payment.getByTestId('payment-partial');
    expect(await text(partial)).toContain('Wallet Balance');
    expect(await text(partial)).toContain('Remaining Balance');
    expect(await text(partial)).toContain(
      '* Please select an option to pay the rest of the amount',
    );
    expect(amount(await text(partial.getByTestId('payment-partial-wallet')))).toBeCloseTo(
      balance,
      2,
    );
    expect(amount(await text(partial.getByTestId('payment-partial-rest')))).toBeCloseTo(
      total - balance,
      2,
    );
    await partial.getByRole('radio', { name: 'Cash on delivery' }).check();
    await page.getByTestId('place-order').click();

    const orderId = await confirmation(page);
    expect(await text(page.getByTestId('placed-payment-status'))).toBe('Partially paid');
    expect(amount(await text(page.getByTestId('placed-paid-by-wallet')))).toBeCloseTo(balance, 2);
    expect(amount(await text(page.getByTestId('placed-due')))).toBeCloseTo(total - balance, 2);
    const tracked = await api(`/customer/order/track?order_id=${orderId}`, { token });
    const order = (await tracked.json()) as { payment_method: string; payment_status: string };
    expect(order).toMatchObject({
      payment_method: 'partial_payment',
      payment_status: 'partially_paid',
    });
  });
});

describe('the guest confirmation', () => {
  it('in Arabic, shows the phone with the order ID, says both are needed, and copies the ID', async () => {
    const { page, context } = browser;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: serverUrl });
    await storeVisitor(page, { language: 'ar' });
    // The guest's identity from the server before the first page (as the app asks for one).
    const guestId = await storeGuest(page);
    const added = await api('/customer/cart/add', {
      body: { guest_id: guestId, item_id: RICE, quantity: 2 },
    });
    expect(added.status, await added.text()).toBe(200);
    await page.goto('/checkout?page=cart');
    await page.getByTestId('checkout-summary').getByTestId('summary-total').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');

    await page.getByTestId('edit-contact').click();
    const contact = page.getByRole('dialog');
    await contact.locator('input[name=contact_person_name]').fill('سارة أحمد');
    await contact.locator('input[name=contact_person_number]').fill('+971 50 765 4321');
    await contact.locator('input[name=contact_person_email]').fill('sara@example.com');
    await contact.getByTestId('contact-save').click();
    await contact.waitFor({ state: 'detached' });
    await page.getByTestId('checkout-payment').locator('input[value=cash_on_delivery]').check();
    await page.getByTestId('place-order').click();

    await page.waitForURL((url) => url.pathname === '/order');
    const card = page.getByTestId('guest-tracking');
    await card.waitFor();
    const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
    expect(await text(card.getByTestId('guest-order-id'))).toBe(`#${orderId}`);
    expect(await text(card.getByTestId('guest-phone'))).toContain('765');
    expect(await text(card)).toContain('تحتاج إلى رقم الطلب ورقم الهاتف هذا معًا لتتبّع طلبك.');
    await card.getByTestId('guest-copy-order-id').click();
    await page.getByText('تم نسخ رقم الطلب!').first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(String(orderId));
  });
});

describe('paying a trip', () => {
  it('a customer books a trip and pays it on the sandbox page; the trip shows paid', async () => {
    const { page } = browser;
    const token = await customer();
    const rental = { moduleId: '6', Authorization: `Bearer ${token}`, zoneId: '[1]' };
    const vehicle = await fetch(
      `${serverUrl}/api/v1/rental/vehicle/get-vehicle-details/mitsubishi-attrage-2023`,
      { headers: { moduleId: '6', zoneId: '[1]' } },
    );
    const { id: vehicleId } = (await vehicle.json()) as { id: number };
    const day = localDateTime(Date.now() + 2 * 86_400_000, 'Asia/Dubai');
    const added = await fetch(`${serverUrl}/api/v1/rental/user/cart/add-to-cart`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...rental },
      body: JSON.stringify({
        vehicle_id: vehicleId,
        quantity: 1,
        pickup_location: { location_name: 'Burj Khalifa', lat: 25.1972, lng: 55.2744 },
        destination_location: { location_name: 'Dubai Marina Walk', lat: 25.0805, lng: 55.1403 },
        rental_type: 'hourly',
        estimated_hours: 3,
        pickup_time: formatPickupTime({ date: day.date, seconds: 10 * 3600 }),
        guest_id: null,
      }),
    });
    expect(added.status, await added.clone().text()).toBe(200);

    await storeVisitor(page, { token });
    await page.evaluate(() =>
      localStorage.setItem(
        'module',
        JSON.stringify({
          id: 6,
          module_type: 'rental',
          module_name: 'Car Rental',
          zones: [{ id: 1 }],
        }),
      ),
    );
    await page.goto('/rental/cart');
    const checkout = page.getByTestId('trip-checkout');
    await checkout.waitFor();
    const total = amount(await text(page.getByTestId('trip-total')));
    await page.getByTestId('trip-contact-email').fill('mariam.trip@example.com');
    await checkout.getByRole('radio', { name: 'Sandbox Pay' }).check();
    await page.getByTestId('trip-book').click();

    await onHostedPage(page, 'success');
    await page.waitForURL((url) => url.pathname === '/rental/trip-booked');
    const tripId = Number(new URL(page.url()).searchParams.get('trip_id'));
    const payment = page.getByTestId('booked-payment');
    await payment.locator('[data-status=paid]').waitFor();
    expect(await text(payment)).toContain('Digital payment');
    const trip = await fetch(
      `${serverUrl}/api/v1/rental/user/trip/get-trip-details?trip_id=${tripId}`,
      {
        headers: rental,
      },
    );
    const stored = (await trip.json()) as { payment_status: string; trip_amount: number };
    expect(stored.payment_status).toBe('paid');
    expect(stored.trip_amount).toBeCloseTo(total, 2);
  });
});
