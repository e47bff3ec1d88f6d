// The spec's wording in Chromium (issue 15): sign-up with '123' / '124' says "Passwords must
// match", an e-mail already registered shows the server's message (toast and field), and the
// cart drawer shows a store's minimum order and holds checkout below it.
import { describe, expect, inject, it } from 'vitest';
import { step, useBrowser } from './browser.js';
import { storeGuest, storeVisitor, text } from './visitor.js';

const browser = useBrowser();
const serverUrl = inject('serverUrl');

/** A phone and e-mail no account uses yet (UAE mobile numbers). */
function freshContact(offset: number) {
  const digits = String((Date.now() * 10 + offset) % 10_000_000).padStart(7, '0');
  return {
    national: `56${digits}`,
    phone: `+97156${digits}`,
    email: `wording${digits}@example.com`,
  };
}

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${serverUrl}/api/v1${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as unknown };
}

describe('the spec wording', () => {
  it('sign-up: passwords must match, and a taken e-mail shows the server message; the cart drawer shows the minimum order and holds checkout below it', async () => {
    const { page } = browser;
    const taken = freshContact(1);
    const signedUp = await post('/auth/sign-up', {
      name: 'Huda Karim',
      email: taken.email,
      phone: taken.phone,
      password: 'Harbour#5512',
      confirm_password: 'Harbour#5512',
    });
    expect(signedUp.status, JSON.stringify(signedUp.json)).toBe(200);

    // The guest's cart is filled before the first page opens.
    await storeVisitor(page);
    const guestId = await storeGuest(page);
    // Karama Fresh Market (minimum AED 30): one item of 21.95.
    const added = await post(
      '/customer/cart/add',
      { guest_id: guestId, item_id: 31, quantity: 1 },
      { moduleId: '1' },
    );
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    await page.goto('/home');
    await page.getByTestId('module-home').waitFor();

    await step(
      'sign-up: passwords must match, and a taken e-mail shows the server message',
      async () => {
        await page.getByTestId('header-sign-in').click();
        await page.getByRole('dialog', { name: 'Sign In' }).getByTestId('show-sign-up').click();
        const dialog = page.getByRole('dialog', { name: 'Sign Up' });
        await dialog.waitFor();
        await dialog.getByTestId('terms').locator('[data-part=control]').click();

        const other = freshContact(2);
        await dialog.getByLabel('Name').fill('Huda Karim');
        await dialog.getByLabel('Email').fill(taken.email);
        await dialog.getByLabel('Phone').fill(other.national);
        await dialog.getByLabel('Password', { exact: true }).fill('123');
        await dialog.getByLabel('Confirm Password').fill('124');
        await dialog.getByTestId('sign-up-submit').click();
        await dialog.getByText('Passwords must match').waitFor();
        await dialog.getByText('Password is too short - should be 6 chars minimum.').waitFor();

        await dialog.getByLabel('Password', { exact: true }).fill('Harbour#5513');
        await dialog.getByLabel('Confirm Password').fill('Harbour#5513');
        await dialog.getByTestId('sign-up-submit').click();
        // The server's 403: toasted and shown on the e-mail field; the form keeps its values.
        await page
          .getByTestId('toast')
          .filter({ hasText: 'The email has already been taken.' })
          .waitFor();
        await dialog
          .getByTestId('field-error')
          .getByText('The email has already been taken.')
          .waitFor();
        expect(await dialog.getByLabel('Email').inputValue()).toBe(taken.email);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      },
    );

    await step('the cart drawer shows the minimum order and holds checkout below it', async () => {
      await page.getByTestId('cart-button').click();
      const drawer = page.getByTestId('cart-drawer');
      const warning = drawer.getByTestId('cart-minimum-warning');
      await warning.waitFor();
      expect(await text(drawer.getByTestId('cart-minimum-order'))).toMatch(/30\.00/);
      expect(await text(warning)).toMatch(
        /^You need to order at least .*30\.00.*Add .*8\.05.* more/,
      );
      expect(await drawer.getByTestId('cart-proceed').isDisabled()).toBe(true);
    });
  });
});
