// Sign-in in Chromium (issue 5), against the built app served by the real server in demo mode
// (codes go to the demo outbox, read here from GET /demo/outbox.json): sign up with the code
// sent to the phone, sign in by password, sign in by OTP with the resend countdown, forgot
// password in three steps, and a guest with a cart who picks Login at checkout and keeps the
// items. The modal opens from the header's Sign In and from the checkout gate.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.js';
import { storeGuest, storeVisitor, text, visitHome } from './visitor.js';

const browser = useBrowser();
const serverUrl = inject('serverUrl');

const DEMO = { phone: '+971500000001', national: '500000001', password: 'Demo@12345' };

let counter = 0;
/** A phone and e-mail no account uses yet (UAE mobile numbers). */
function freshContact() {
  counter += 1;
  const digits = String((Date.now() * 10 + counter) % 10_000_000).padStart(7, '0');
  return { national: `55${digits}`, phone: `+97155${digits}`, email: `e2e${digits}@example.com` };
}

interface OutboxMessage {
  id: number;
  destination: string;
  code: string | null;
}

/** The newest code the server sent to `destination` (after message `afterId`). */
async function codeFor(destination: string, afterId = 0): Promise<{ id: number; code: string }> {
  const response = await fetch(`${serverUrl}/demo/outbox.json`);
  expect(response.status).toBe(200);
  const { messages } = (await response.json()) as { messages: OutboxMessage[] };
  const message = messages.find(
    (m) => m.destination.toLowerCase() === destination.toLowerCase() && m.code != null,
  );
  if (!message || message.id <= afterId) throw new Error(`no new code for ${destination}`);
  return { id: message.id, code: message.code! };
}

async function lastOutboxId(): Promise<number> {
  const response = await fetch(`${serverUrl}/demo/outbox.json`);
  const { messages } = (await response.json()) as { messages: OutboxMessage[] };
  return messages[0]?.id ?? 0;
}

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${serverUrl}/api/v1${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** An account made through the API (sign-up, then the phone verified with its code). */
async function createAccount(password: string) {
  const contact = freshContact();
  const signUp = await post('/auth/sign-up', {
    name: 'Omar Saeed',
    email: contact.email,
    phone: contact.phone,
    password,
    confirm_password: password,
  });
  expect(signUp.status, JSON.stringify(signUp.json)).toBe(200);
  const { code } = await codeFor(contact.phone);
  const verified = await post('/auth/verify-phone', {
    otp: code,
    verification_type: 'phone',
    phone: contact.phone,
    login_type: 'manual',
  });
  expect(verified.status, JSON.stringify(verified.json)).toBe(200);
  return contact;
}

async function openSignIn(page: Page) {
  await page.getByTestId('header-sign-in').click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.waitFor();
  return dialog;
}

/** Types a code into the pin input, digit by digit from the first box. */
async function typeCode(dialog: Locator, page: Page, code: string) {
  await dialog.getByTestId('otp-input').locator('input:not([type=hidden])').first().click();
  await page.keyboard.type(code);
}

const token = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

describe('signing up and signing in', () => {
  it('signs up with the code read from the outbox, then goes to /interest', async () => {
    const { page } = browser;
    await visitHome(page);
    const signIn = await openSignIn(page);
    await signIn.getByTestId('show-sign-up').click();
    const dialog = page.getByRole('dialog', { name: 'Sign Up' });
    await dialog.waitFor();

    // Submit stays disabled until the terms are accepted; the link opens them in a new tab.
    const submit = dialog.getByTestId('sign-up-submit');
    expect(await submit.isDisabled()).toBe(true);
    const terms = dialog.getByRole('link', { name: 'Terms and Conditions' });
    expect(await terms.getAttribute('href')).toBe('/terms-and-conditions');
    expect(await terms.getAttribute('target')).toBe('_blank');
    await dialog.getByTestId('terms').locator('[data-part=control]').click();
    expect(await submit.isDisabled()).toBe(false);

    // Empty: the schema's messages.
    await submit.click();
    const errors = dialog.getByTestId('field-error');
    await errors.first().waitFor();
    expect(await errors.allTextContents()).toEqual(
      expect.arrayContaining([
        'First name is required',
        'Email is required',
        'Please give a phone number',
        'Password is required',
      ]),
    );

    const contact = freshContact();
    await dialog.getByLabel('Name').fill('Layla Hassan');
    await dialog.getByLabel('Email').fill(contact.email);
    await dialog.getByLabel('Phone').fill(contact.national);
    await dialog.getByLabel('Password', { exact: true }).fill('Sunrise#4821');
    await dialog.getByLabel('Confirm Password').fill('Sunrise#4820');
    await submit.click();
    await dialog.getByText('Passwords must match').waitFor();
    await dialog.getByLabel('Confirm Password').fill('Sunrise#4821');
    await submit.click();

    // The OTP dialog: the code went to the phone (the outbox), Resend waits for its countdown.
    const otp = page.getByRole('dialog', { name: 'OTP Verification' });
    await otp.getByTestId('otp-panel').waitFor();
    expect(await text(otp.getByTestId('otp-panel'))).toContain(contact.phone);
    expect(await text(otp.getByTestId('otp-countdown'))).toMatch(
      /^Resend code in (01:00|00:[0-5]\d)$/,
    );
    expect(await otp.getByTestId('otp-verify').isDisabled()).toBe(true);
    // Enter with nothing typed: 'field is empty'.
    await otp.getByTestId('otp-input').locator('input:not([type=hidden])').first().press('Enter');
    expect(await text(otp.getByTestId('otp-error'))).toBe('field is empty');

    const { code } = await codeFor(contact.phone);
    await otp.getByTestId('demo-otp').filter({ hasText: code }).waitFor();
    expect(await text(otp.getByTestId('demo-otp'))).toBe(`For demo purpose use otp ${code}`);
    await typeCode(otp, page, code);
    await otp.getByTestId('otp-verify').click();

    await page.getByText('Signup successfully.').first().waitFor();
    await otp.waitFor({ state: 'detached' });
    // A zone is stored and the module is grocery: /interest.
    await page.waitForURL((url) => url.pathname === '/interest', { waitUntil: 'commit' });
    expect(await token(page)).toBeTruthy();
  });

  it('signs in by password: messages, the show/hide toggle, a refused password, then success', async () => {
    const { page } = browser;
    await visitHome(page);
    const dialog = await openSignIn(page);
    // The configured mode (all): the password form, 'Sign in with OTP' and the social buttons.
    expect(await dialog.getByTestId('auth-step').getAttribute('data-mode')).toBe('all');
    await dialog.getByTestId('social-google').waitFor();

    await dialog.getByTestId('sign-in-submit').click();
    await dialog.getByText('Email or phone number is required').waitFor();
    await dialog.getByText('Password is required').waitFor();

    await dialog.getByLabel('Email or phone number').fill(DEMO.phone);
    const password = dialog.getByLabel('Password', { exact: true });
    await password.fill('abc');
    await dialog.getByTestId('sign-in-submit').click();
    await dialog.getByText('Password is too short - should be 6 chars minimum.').waitFor();

    // Show and hide.
    expect(await password.getAttribute('type')).toBe('password');
    await dialog.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await dialog.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');

    // A wrong password: the server's message.
    await password.fill('Wrong@12345');
    await dialog.getByTestId('sign-in-submit').click();
    await page.getByText('User credential does not match').first().waitFor();

    const guestId = await page.evaluate(() => localStorage.getItem('guest_id'));
    await password.fill(DEMO.password);
    const request = page.waitForRequest(
      (r) => r.url().endsWith('/api/v1/auth/login') && r.method() === 'POST',
    );
    await dialog.getByTestId('sign-in-submit').click();
    // The guest id goes with the sign-in (the guest's cart moves to the customer).
    expect((await request).postDataJSON()).toMatchObject({
      login_type: 'manual',
      email_or_phone: DEMO.phone,
      field_type: 'phone',
      guest_id: guestId,
    });
    await page.getByText('Logged in successfully').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await token(page)).toBeTruthy();
    expect(new URL(page.url()).pathname).toBe('/home');
  });

  it('signs in by OTP: Sign in with OTP and Go Back, the resend countdown, Verify at 6 digits', async () => {
    const { page } = browser;
    await visitHome(page);
    const dialog = await openSignIn(page);
    await dialog.getByTestId('sign-in-with-otp').click();
    await dialog.getByTestId('sign-in-otp').waitFor();
    expect(await dialog.getByTestId('sign-in-manual').count()).toBe(0);
    // Go Back restores the configured mode.
    await dialog.getByTestId('go-back').click();
    await dialog.getByTestId('sign-in-manual').waitFor();
    await dialog.getByTestId('sign-in-with-otp').click();

    const form = dialog.getByTestId('sign-in-otp');
    await form.getByTestId('get-otp').click();
    await form.getByText('Please give a phone number').waitFor();
    // The picker shows the configured country (country_picker_status is 1: enabled).
    const picker = form.getByTestId('country-picker');
    expect(await text(picker)).toContain('+971');
    expect(await picker.isDisabled()).toBe(false);
    await form.getByLabel('Phone').fill('5000');
    await form.getByTestId('get-otp').click();
    await form.getByText('Number must be 10 digits').waitFor();

    const before = await lastOutboxId();
    await form.getByLabel('Phone').fill(DEMO.national);
    await form.getByTestId('get-otp').click();
    const otp = page.getByRole('dialog', { name: 'OTP Verification' });
    await otp.getByTestId('otp-panel').waitFor();

    // The countdown is visible, Resend is not offered yet; its deadline is stored (a reload
    // keeps it).
    const countdown = otp.getByTestId('otp-countdown');
    expect(await text(countdown)).toMatch(/^Resend code in (01:00|00:[0-5]\d)$/);
    expect(await otp.getByTestId('otp-resend').count()).toBe(0);
    const deadline = await page.evaluate(
      (phone) => localStorage.getItem(`otp_resend_deadline:login:${phone}`),
      DEMO.phone,
    );
    expect(Number(deadline)).toBeGreaterThan(Date.now());

    const { code } = await codeFor(DEMO.phone, before);
    const verify = otp.getByTestId('otp-verify');
    await typeCode(otp, page, code.slice(0, 5));
    expect(await verify.isDisabled()).toBe(true);
    await page.keyboard.type(code.slice(5));
    await page.waitForFunction(
      () => !(document.querySelector('[data-testid=otp-verify]') as HTMLButtonElement).disabled,
    );
    await verify.click();
    await page.getByText('Logged in successfully').first().waitFor();
    await otp.waitFor({ state: 'detached' });
    expect(await token(page)).toBeTruthy();
  });

  it('resets a forgotten password in three steps, then signs in with it', async () => {
    const { page } = browser;
    const account = await createAccount('Harbour#5512');
    await visitHome(page);
    const dialog = await openSignIn(page);
    await dialog.getByTestId('forgot-password').click();
    await page.waitForURL((url) => url.pathname === '/forgot-password', { waitUntil: 'commit' });
    const card = page.getByTestId('forgot-password');
    await card.getByTestId('forgot-request').waitFor();

    await card.getByTestId('forgot-by-email').click();
    await card.getByLabel('Email').fill('not-an-email');
    await card.getByTestId('forgot-next').click();
    await card.getByText('Please enter a valid email address').waitFor();
    await card.getByLabel('Email').fill(account.email);
    await card.getByTestId('forgot-next').click();

    await card.getByTestId('otp-panel').waitFor();
    expect(await card.getAttribute('data-step')).toBe('1');
    expect(await text(card.getByTestId('otp-countdown'))).toMatch(
      /^Resend code in (01:00|00:[0-5]\d)$/,
    );
    const { code } = await codeFor(account.email);
    await typeCode(card, page, code);
    await card.getByTestId('otp-verify').click();

    await card.getByTestId('forgot-new-password').waitFor();
    await card.getByLabel('New Password').fill('Lagoon#7734');
    await card.getByLabel('Confirm Password').fill('Lagoon#7735');
    await card.getByTestId('forgot-done').click();
    await card.getByText('Passwords must match').waitFor();
    await card.getByLabel('Confirm Password').fill('Lagoon#7734');
    await card.getByTestId('forgot-done').click();

    // Done: /home with the sign-in modal open.
    await page.getByText('Password changed successfully.').first().waitFor();
    await page.waitForURL((url) => url.pathname === '/home', { waitUntil: 'commit' });
    const signIn = page.getByRole('dialog', { name: 'Sign In' });
    await signIn.waitFor();
    await signIn.getByLabel('Email or phone number').fill(account.email);
    await signIn.getByLabel('Password', { exact: true }).fill('Lagoon#7734');
    await signIn.getByTestId('sign-in-submit').click();
    await page.getByText('Logged in successfully').first().waitFor();
    expect(await token(page)).toBeTruthy();
  });
});

describe('a guest signs in at checkout', () => {
  it('picks Login in the login-or-guest prompt, signs in, goes on to checkout and keeps the cart', async () => {
    const { page } = browser;
    const account = await createAccount('Meadow#3390');
    // Two grocery items in the guest's cart, put there before the first page opens.
    await storeVisitor(page);
    const guestId = await storeGuest(page);
    for (const item of [
      { item_id: 31, quantity: 2 },
      { item_id: 4, quantity: 1 },
    ]) {
      const added = await post(
        '/customer/cart/add',
        { ...item, guest_id: guestId },
        {
          moduleId: '1',
        },
      );
      expect(added.status, JSON.stringify(added.json)).toBe(200);
    }
    await page.goto('/home');
    await page.getByTestId('module-home').waitFor();
    await page.getByTestId('cart-badge').filter({ hasText: '2' }).waitFor();

    await page.getByTestId('cart-button').click();
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
    await drawer.getByTestId('cart-line').nth(1).waitFor();
    await drawer.getByRole('button', { name: 'Proceed To Checkout' }).click();
    const gate = page.getByRole('dialog', { name: 'Do you want to login or continue as a guest?' });
    await gate.waitFor();
    await gate.getByRole('button', { name: 'Login' }).click();

    const signIn = page.getByRole('dialog', { name: 'Sign In' });
    await signIn.waitFor();
    await signIn.getByLabel('Email or phone number').fill(account.phone);
    await signIn.getByLabel('Password', { exact: true }).fill('Meadow#3390');
    const request = page.waitForRequest(
      (r) => r.url().endsWith('/api/v1/auth/login') && r.method() === 'POST',
    );
    await signIn.getByTestId('sign-in-submit').click();
    expect((await request).postDataJSON()).toMatchObject({ guest_id: guestId });
    await page.getByText('Logged in successfully').first().waitFor();

    // Signed in: on to checkout with the same two items, now the customer's cart.
    await page.waitForURL((url) => url.pathname === '/checkout', { waitUntil: 'commit' });
    const items = page.getByTestId('summary-items');
    await items.waitFor();
    expect(await text(items)).toContain('Indian Basmati Rice');
    expect(await text(items)).toContain('Medjool Dates');
    expect(await text(page.getByTestId('cart-badge'))).toBe('2');

    const stored = await token(page);
    expect(stored).toBeTruthy();
    const cart = await fetch(`${serverUrl}/api/v1/customer/cart/list`, {
      headers: { Authorization: `Bearer ${stored}`, moduleId: '1' },
    });
    expect(cart.status).toBe(200);
    const lines = (await cart.json()) as { item_id: number; quantity: number }[];
    expect(lines.map((l) => [l.item_id, l.quantity]).sort()).toEqual(
      [
        [31, 2],
        [4, 1],
      ].sort(),
    );
  });
});
