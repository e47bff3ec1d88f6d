// Parcel delivery (issue 14) against the built app: a guest at Dubai Mall chooses the Parcel
// module, picks a category on its home, fills the sender, picks the receiver on the map picker
// (Marina Walk), gets the field errors of the parcel details first, pays cash collected from the
// receiver (the only method a receiver has), reads the success text and tracks the parcel, whose
// steps are the parcel's (no store).
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.js';
import { storeVisitor, text } from './visitor.js';

const browser = useBrowser();

describe('a guest sends a parcel', () => {
  it('chooses Parcel, a category, sender, receiver, details, the receiver pays cash; success and tracking', async () => {
    const { page } = browser;
    await storeVisitor(page);
    await page.goto('/home');
    await page.getByTestId('module-home').waitFor();

    // Choose Parcel with the header's module switcher.
    await page.getByTestId('module-switcher').first().click();
    await page.locator('[data-testid=module-switcher-item]', { hasText: 'Parcel' }).first().click();
    const home = page.getByTestId('parcel-home');
    await home.waitFor();
    const categories = home.getByTestId('parcel-category');
    // The categories arrive after the home's frame: wait for them, then count.
    await expect.poll(() => categories.count()).toBe(3);
    await categories.filter({ hasText: 'Small package' }).click();

    // The category is chosen; on to the sender.
    const flow = page.getByTestId('parcel-flow');
    await flow.waitFor();
    expect(await flow.getAttribute('data-step')).toBe('category');
    await page.getByTestId('parcel-next').click();
    await page.locator('[data-testid=parcel-flow][data-step=sender]').waitFor();
    // The sender's pin is the header's location; a missing name and phone are field errors.
    expect(await text(page.getByTestId('parcel-sender-address'))).toContain('Dubai Mall');
    await page.getByTestId('parcel-next').click();
    await page.getByText('Enter a name.').waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Sara Haddad');
    await page.getByLabel('Phone', { exact: true }).fill('+971501112233');
    await page.getByTestId('parcel-next').click();

    // The receiver: missing pin first, then the map picker.
    await page.locator('[data-testid=parcel-flow][data-step=receiver]').waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Omar Khalil');
    await page.getByLabel('Phone', { exact: true }).fill('+971504445566');
    await page.getByTestId('parcel-next').click();
    await page.getByText('Sender or Receiver location is missing').first().waitFor();
    await page.getByTestId('parcel-receiver-map').click();
    const picker = page.getByTestId('parcel-receiver-picker');
    await picker.waitFor();
    const search = picker.getByRole('combobox', { name: 'Search for a place' });
    await search.click();
    await picker.locator('input[data-scope="combobox"][data-part="input"]').first().waitFor();
    await search.fill('Marina');
    await picker
      .getByRole('option', { name: /Marina Walk/ })
      .first()
      .click();
    await picker.locator('[data-testid=map-confirm]:not([disabled])').waitFor();
    await picker.getByTestId('map-confirm').click();
    await picker.waitFor({ state: 'detached' });
    expect(await text(page.getByTestId('parcel-receiver-address'))).toContain('Marina');
    await page.getByTestId('parcel-next').click();

    // Details: the field errors first, then a weight and one dimension.
    await page.locator('[data-testid=parcel-flow][data-step=details]').waitFor();
    await page.getByTestId('parcel-next').click();
    await page.getByText('Enter the weight.').waitFor();
    await page.getByText('Choose a dimension.').waitFor();
    await page.getByTestId('parcel-weight').fill('2.5');
    await page.getByTestId('parcel-dimension-small').click();
    await page.getByTestId('parcel-dimension-medium').click();
    expect(await page.getByTestId('parcel-dimension-small').locator('input').isChecked()).toBe(
      false,
    );
    await page.getByTestId('parcel-next').click();

    // Instructions from the API, and a note.
    await page.locator('[data-testid=parcel-flow][data-step=instructions]').waitFor();
    await page.getByTestId('parcel-instruction').filter({ hasText: 'Handle with care' }).click();
    await page.getByTestId('parcel-note').fill('Ring twice, please.');
    await page.getByTestId('parcel-next').click();

    // The receiver pays: cash on delivery is the only method, collected from the receiver.
    await page.getByTestId('parcel-payer-receiver').click();
    await page.getByTestId('parcel-next').click();
    await page.locator('[data-testid=parcel-flow][data-step=payment]').waitFor();
    const methods = page.locator('[data-testid^=parcel-payment-]');
    expect(await methods.count()).toBe(1);
    await page.getByText('Collected from the receiver on delivery').waitFor();
    const total = await text(page.getByTestId('parcel-total'));
    expect(total).toMatch(/\d/);
    await page.getByTestId('parcel-place').click();

    const success = page.getByTestId('parcel-success');
    await success.waitFor();
    expect(await text(success.getByTestId('parcel-success-message'))).toBe(
      'Your parcel request submitted successfully! to check your parcel status please track order.',
    );
    await success.getByRole('link', { name: 'Track Order' }).click();
    await page.waitForURL(/\/track-order\/\d+/);
    // The parcel's steps: pending, confirmed, picked up, delivered (no store's processing), its
    // route and who pays.
    await page.getByTestId('parcel-route').getByText('Omar Khalil').waitFor();
    await page.getByText('Picked up', { exact: false }).first().waitFor();
    expect(await page.getByText('Processing', { exact: true }).count()).toBe(0);
    expect(await text(page.getByTestId('parcel-payer'))).toBe('Receiver');
    expect(total).not.toBe('');
  });
});
