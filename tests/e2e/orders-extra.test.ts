// Order details, cancelling, prescriptions and reviews in Chromium (issue 12), against the built
// app served by the real server in demo mode (orders move one status every 2 s; a scheduled
// order waits for its time). Each test signs up a customer of its own and places what it starts
// from through the API, as the web checkout places it; everything after that goes through the UI:
// - a pending (scheduled) order is canceled from its details with one of the server's reasons,
//   after the refusal of a confirmation without one;
// - a pharmacy order with a medicine that needs a prescription is refused without one, placed
//   with an uploaded image, and shows it on its details;
// - an item of a delivered order is reviewed, and the review shows on the product page.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { localDateTime } from '@storefront/core/domain/schedule';
import {
  fillCart,
  groceryLines,
  newCustomer,
  placeCart,
  placedId,
  PNG,
  product,
  shopAt,
} from '../contract/orders-extra.js';
import { useBrowser } from './browser.js';
import { storeVisitor, text } from './visitor.js';

const browser = useBrowser();
const serverUrl = inject('serverUrl');

const PHARMACY = { id: 0, module_type: 'pharmacy', module_name: 'Pharmacy', zones: [{ id: 1 }] };

/** Opens the app as a signed-in customer at Dubai Mall in `module` (grocery by default). */
async function visit(page: Page, token: string, path: string, module?: typeof PHARMACY) {
  await storeVisitor(page, { token });
  if (module) {
    await page.evaluate((m) => localStorage.setItem('module', JSON.stringify(m)), module);
  }
  await page.goto(path);
}

describe('order details', () => {
  it('cancels a pending order with one of the server’s reasons, after refusing none', async () => {
    const { page } = browser;
    const shop = await shopAt(serverUrl);
    const token = await newCustomer(serverUrl);
    const { tomato, lines } = await groceryLines(shop);
    const cart = await fillCart(shop, { token }, 'grocery', lines);
    // Tomorrow at noon: a scheduled order stays pending until then.
    const tomorrow = localDateTime(Date.now() + 86_400_000, 'Asia/Dubai');
    const orderId = placedId(
      await placeCart(shop, { token }, 'grocery', tomato.store_id, cart, {
        choices: { scheduleAt: { ...tomorrow, seconds: 12 * 3600 } },
      }),
    );

    // My orders: the pending order, with its own cancel; its row leads to the details.
    await visit(page, token, '/profile?page=my-orders');
    const row = page.locator(`[data-testid=order-row][data-order-id="${orderId}"]`);
    await row.waitFor();
    await page.getByRole('button', { name: `Cancel order #${orderId}` }).waitFor();
    await row.click();
    await page.waitForURL((url) => url.pathname === `/track-order/${orderId}`);
    const details = page.getByTestId('order-tracking');
    await details.getByTestId('order-items').waitFor();
    expect(await details.getByTestId('order-item').count()).toBe(2);
    expect(await text(details.getByTestId('order-item-name').first())).toBe(tomato.name);
    expect(await text(details.getByTestId('order-payment-method'))).toBe('Cash on delivery');
    expect(await text(details.getByTestId('order-payment-status'))).toBe('Unpaid');
    await details.getByTestId('order-store-phone').waitFor();

    // Cancel: the server's reasons; confirming without one is refused with the spec's text.
    await details.getByTestId('order-cancel').click();
    const dialog = page.getByRole('dialog', { name: `Cancel order #${orderId}?` });
    await dialog.getByTestId('order-cancel-reason').first().waitFor();
    const reasons = await dialog.getByTestId('order-cancel-reason').allTextContents();
    expect(reasons.length).toBeGreaterThan(1);
    expect(reasons.at(-1)).toBe('Another reason');
    await dialog.getByTestId('order-cancel-confirm').click();
    expect(await text(dialog.getByTestId('order-cancel-issue'))).toBe(
      'Please select a cancellation reason',
    );
    await page.getByText('Please select a cancellation reason').first().waitFor();

    // A reason, then the cancel: the spec's text, and the order read again as canceled.
    const chosen = reasons[0]!;
    await dialog.getByRole('radio', { name: chosen }).check();
    await dialog.getByTestId('order-cancel-confirm').click();
    await page.getByText('Order canceled successfully').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await details.locator('[data-testid=order-steps][data-status=canceled]').waitFor();
    expect(await text(details.getByTestId('order-cancel-reason'))).toContain(chosen);
    expect(await details.getByTestId('order-cancel').count()).toBe(0);
  });

  it('places a pharmacy order only with a prescription, and shows it on the order', async () => {
    const { page } = browser;
    const shop = await shopAt(serverUrl);
    const token = await newCustomer(serverUrl);
    const amoxicillin = await product(shop, 'pharmacy', 'Amoxicillin', 'amoxicillin-500-capsules');
    await fillCart(shop, { token }, 'pharmacy', [{ item_id: amoxicillin.id, quantity: 1 }]);

    await visit(page, token, '/checkout?page=cart', {
      ...PHARMACY,
      id: shop.moduleIds.get('pharmacy')!,
    });
    const section = page.getByTestId('checkout-prescription');
    await section.getByTestId('prescription-dropzone').waitFor();
    await page.getByTestId('checkout-summary').getByTestId('summary-total').waitFor();
    await page.getByRole('radio', { name: 'Cash on delivery' }).check();

    // Placing without one: refused with the spec's text, nothing sent.
    await page.getByTestId('place-order').click();
    await section.getByTestId('prescription-error').waitFor();
    expect(await text(section.getByTestId('prescription-error'))).toBe(
      'Please upload your prescription image',
    );
    expect(page.url()).toContain('/checkout');

    // A text posing as a picture is refused by its bytes; the real picture is taken, previewed.
    await section
      .getByTestId('prescription-input')
      .setInputFiles([
        { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text') },
      ]);
    await page.getByText('notes.png is not an image or a PDF.').first().waitFor();
    expect(await section.getByTestId('prescription-file').count()).toBe(0);
    await section
      .getByTestId('prescription-input')
      .setInputFiles([{ name: 'prescription.png', mimeType: 'image/png', buffer: PNG }]);
    const file = section.getByTestId('prescription-file');
    await file.waitFor();
    expect(await text(file)).toContain('prescription.png');
    await file.locator('img').waitFor();

    await page.getByTestId('place-order').click();
    await page.waitForURL((url) => url.pathname === '/order', { waitUntil: 'commit' });
    const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
    expect(orderId).toBeGreaterThan(100000);

    // The order's details show the prescription, fetched by its owner.
    await page.goto(`/track-order/${orderId}`);
    const prescriptions = page.getByTestId('order-prescriptions');
    await prescriptions.getByTestId('order-prescription-image').waitFor();
    expect(await text(prescriptions)).toContain('prescription.png');
    const src = await prescriptions.getByTestId('order-prescription-image').getAttribute('src');
    expect(src).toMatch(/^blob:/);
    // Nobody else gets the file.
    const [file0] = (await (
      await fetch(`${serverUrl}/api/v1/customer/order/prescriptions?order_id=${orderId}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { file_full_url: string }[];
    expect((await fetch(file0!.file_full_url)).status).toBe(401);
  });

  it('reviews an item of a delivered order; the review shows on the product page', async () => {
    const { page } = browser;
    const shop = await shopAt(serverUrl);
    const token = await newCustomer(serverUrl);
    const { tomato, lines } = await groceryLines(shop);
    const cart = await fillCart(shop, { token }, 'grocery', lines);
    const orderId = placedId(await placeCart(shop, { token }, 'grocery', tomato.store_id, cart));

    // The details refresh themselves until the take-away order is delivered (about 6 s).
    await visit(page, token, `/track-order/${orderId}`);
    const details = page.getByTestId('order-tracking');
    await details
      .locator('[data-testid=order-steps][data-status=delivered]')
      .waitFor({ timeout: 30_000 });
    const item = details.locator(`[data-testid=order-item][data-item-id="${tomato.id}"]`);
    await item.getByTestId('order-review-open').click();
    const dialog = page.getByRole('dialog', { name: `Review ${tomato.name}` });
    await dialog.getByRole('radio', { name: '5 stars' }).check({ force: true });
    const comment = `Sweet and firm, order ${orderId}`;
    await dialog.getByTestId('order-review-comment').fill(comment);
    await dialog.getByTestId('order-review-submit').click();
    await page.getByText('Review submitted successfully').first().waitFor();
    await item.getByTestId('order-item-reviewed').waitFor();
    expect(await details.getByTestId('order-review-open').count()).toBe(1);

    // The product page, from the item's name: the review with its stars and comment.
    await item.getByTestId('order-item-name').click();
    await page.waitForURL((url) => url.pathname.startsWith('/product/'));
    const reviews = page.getByTestId('item-reviews');
    const mine = reviews.getByTestId('item-review').filter({ hasText: comment });
    await mine.waitFor();
    expect(await mine.getByRole('img').first().getAttribute('aria-label')).toBe(
      'Rated 5.0 out of 5',
    );
  });
});
