// The wallet and loyalty points in Chromium (issue 12 'Browser tests: top-up, then loyalty
// conversion'), against the built app served by the real server in demo mode:
// - a new customer tops the wallet up: the form's messages, the bonus the amount gets, the
//   sandbox's hosted page paid with the test card, back on the wallet page with the success, the
//   new balance and the transaction with its bonus;
// - the demo customer (420 points seeded) converts points in Arabic, right to left: the refusals
//   below the minimum and above the balance, then 'Point to wallet transfer successfully.', the
//   points and the wallet money moved, each in its history;
// - a guest following the footer's wallet link is told 'You must be login to access this page.'.
import { describe, expect, inject, it } from 'vitest';
import { signedUpCustomer } from '../support/customers.js';
import { useBrowser } from './browser.js';
import { storeVisitor, text, visitHome } from './visitor.js';

const browser = useBrowser();
const serverUrl = inject('serverUrl');

let counter = 0;
async function newCustomer(name: string): Promise<string> {
  counter += 1;
  const phone = `+97155${String((Date.now() * 10 + counter) % 10_000_000).padStart(7, '0')}`;
  return signedUpCustomer(serverUrl, { name, phone, password: 'Wallet-Harbour-58' });
}

async function demoToken(): Promise<string> {
  const response = await fetch(`${serverUrl}/api/v1/auth/login`, {
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
  return ((await response.json()) as { token: string }).token;
}

describe('wallet', () => {
  it('tops up through the sandbox page and shows the new balance and the transaction', async () => {
    const { page } = browser;
    await storeVisitor(page, { token: await newCustomer('Sara Haddad') });
    await page.goto('/profile?page=wallet');
    const balance = page.getByTestId('wallet-balance');
    await expect.poll(() => text(balance)).toBe('AED0.00');
    await page.getByTestId('wallet-transactions-empty').waitFor();

    await page.getByTestId('wallet-add-fund').click();
    const dialog = page.getByTestId('top-up-dialog');
    const amount = dialog.getByTestId('top-up-amount');
    const submit = dialog.getByTestId('top-up-submit');
    await amount.fill('5');
    await amount.fill('');
    await dialog.getByText('Please Enter amount').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await amount.fill('0');
    expect(await submit.isDisabled()).toBe(true);

    await amount.fill('120');
    await submit.click();
    await dialog.getByText('Payment method is required').waitFor();
    // The payment list is capped at 300 px.
    expect(
      await dialog.getByTestId('top-up-methods').evaluate((el) => getComputedStyle(el).maxHeight),
    ).toBe('300px');
    await dialog.getByRole('radio', { name: 'Sandbox Pay' }).check();
    await expect
      .poll(() => text(dialog.getByTestId('top-up-preview')))
      .toBe('Bonus AED12.00: AED132.00 will be added to your wallet.');
    await submit.click();

    // The sandbox's hosted page.
    await page.waitForURL(/\/payment\/sandbox\/[0-9a-f]{32}$/);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel(/^Security code/).fill('123');
    await page.getByLabel('Name on card').fill('Sara Haddad');
    await page.getByRole('button', { name: /^Pay / }).click();

    // Back on the wallet page: the success, the new balance, the transaction.
    await page.waitForURL((url) => url.pathname === '/profile' && !url.search.includes('flag='));
    const outcome = page.getByTestId('top-up-outcome');
    await expect
      .poll(() => text(outcome))
      .toBe('Payment successful: your wallet has been topped up. Your balance is now AED132.00.');
    expect(await outcome.getAttribute('data-outcome')).toBe('success');
    await expect.poll(() => text(balance)).toBe('AED132.00');
    const row = page.getByTestId('wallet-transactions-row').first();
    expect(await text(row.getByTestId('wallet-transactions-type'))).toBe('Fund added');
    expect(await text(row.getByTestId('wallet-transactions-amount'))).toBe('+AED132.00');
    expect(await text(row)).toContain('incl. bonus AED12.00');
    // A reload does not say it again.
    await page.reload();
    await expect.poll(() => text(balance)).toBe('AED132.00');
    expect(await outcome.count()).toBe(0);
  });

  it('converts loyalty points to wallet money, in Arabic', async () => {
    const { page } = browser;
    await storeVisitor(page, { token: await demoToken(), language: 'ar' });
    await page.goto('/profile?page=loyalty-points');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const total = page.getByTestId('loyalty-total');
    await expect.poll(async () => Number(await text(total))).toBeGreaterThanOrEqual(50);
    const before = Number(await text(total));
    await page.getByTestId('loyalty-convert').click();

    const dialog = page.getByTestId('convert-dialog');
    const points = dialog.getByTestId('convert-points');
    const submit = dialog.getByTestId('convert-submit');
    await submit.click();
    await dialog.getByText('أدخل عدد النقاط التي تريد تحويلها.').waitFor();
    await points.fill('20');
    await submit.click();
    await dialog.getByText('يمكنك تحويل 50 نقطة أو أكثر في كل مرة.').waitFor();
    await points.fill(String(before + 1));
    await submit.click();
    await dialog.getByText(`النقاط غير كافية: لديك ${before} نقطة.`).waitFor();

    await points.fill('50');
    await expect
      .poll(() => text(dialog.getByTestId('convert-preview')))
      .toBe('ستحصل على AED5.00 في محفظتك.');
    await submit.click();
    await page
      .getByTestId('toast')
      .filter({ hasText: 'تم تحويل النقاط إلى المحفظة بنجاح.' })
      .waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => Number(await text(total))).toBe(before - 50);
    const pointRow = page.getByTestId('loyalty-transactions-row').first();
    await expect
      .poll(() => text(pointRow.getByTestId('loyalty-transactions-type')))
      .toBe('حُوّلت إلى رصيد المحفظة');
    expect(await text(pointRow.getByTestId('loyalty-transactions-amount'))).toBe('−50');

    await page.getByTestId('profile-nav-wallet').click();
    const walletRow = page.getByTestId('wallet-transactions-row').first();
    await expect
      .poll(() => text(walletRow.getByTestId('wallet-transactions-type')))
      .toBe('تحويل من النقاط');
    expect(await text(walletRow.getByTestId('wallet-transactions-amount'))).toBe('+AED5.00');
  });

  it('tells a guest following the footer wallet link to sign in', async () => {
    const { page } = browser;
    await visitHome(page);
    await page.getByTestId('footer-wallet').click();
    await page
      .getByTestId('toast')
      .filter({ hasText: 'You must be login to access this page.' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
  });
});
