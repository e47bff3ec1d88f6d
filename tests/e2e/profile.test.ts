// Profile and account in Chromium (issue 12), against the built app served by the real server in
// demo mode: 'Edit Personal Details' changes the name and the photo and, through the OTP dialog
// with the code read from the demo outbox, the e-mail (a PDF named .jpg is refused first); the
// saved addresses are managed from the profile (a delete asks first); and the account is deleted
// (in Arabic, right to left): the confirm, 'Account has been deleted', signed out at /, the old
// password refused. Each test signs up a customer of its own through the API.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signedUpCustomer } from '../support/customers.js';
import { step, useBrowser } from './browser.js';
import { storeVisitor, text } from './visitor.js';

const browser = useBrowser();
const serverUrl = inject('serverUrl');

const PASSWORD = 'Saffron-Harbour-58';

let counter = 0;
async function newAccount(name: string) {
  counter += 1;
  const phone = `+97157${String((Date.now() * 10 + counter) % 10_000_000).padStart(7, '0')}`;
  const token = await signedUpCustomer(serverUrl, { name, phone, password: PASSWORD });
  return { token, phone };
}

async function api(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const response = await fetch(`${serverUrl}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** The newest code sent to `destination`, from the demo outbox. */
async function codeFor(destination: string): Promise<string> {
  const response = await fetch(`${serverUrl}/demo/outbox.json`);
  const { messages } = (await response.json()) as {
    messages: { destination: string; code: string | null }[];
  };
  const code = messages.find((m) => m.destination === destination && m.code)?.code;
  if (!code) throw new Error(`no code sent to ${destination}`);
  return code;
}

async function openProfile(page: Page, token: string, language: 'en' | 'ar' = 'en') {
  await storeVisitor(page, { token, language });
  await page.goto('/profile?page=profile-settings');
  await page.getByTestId('profile-edit-open').waitFor();
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'latin1');

describe('Edit Personal Details', () => {
  it('changes the name, the photo and, with the code from the outbox, the e-mail; manages the saved addresses: a delete asks first', async () => {
    const { page } = browser;
    const { token, phone } = await newAccount('Sara Haddad');
    // Two saved addresses, through the API (adding one through the UI has its tests: addresses.test.ts).
    for (const [type, house] of [
      ['home', 'Villa 9'],
      ['office', 'Tower 2'],
    ] as const) {
      const added = await api('/customer/address/add', {
        method: 'POST',
        token,
        body: {
          contact_person_name: 'Sara Haddad',
          contact_person_number: phone,
          address_type: type,
          address: 'The Dubai Mall, Downtown Dubai',
          latitude: '25.1985',
          longitude: '55.2796',
          house,
        },
      });
      expect(added.status).toBe(200);
    }
    await openProfile(page, token);

    await step(
      'changes the name, the photo and, with the code from the outbox, the e-mail',
      async () => {
        await page.getByTestId('profile-edit-open').click();
        const form = page.getByTestId('profile-edit');
        await form.getByRole('heading', { name: 'Edit Personal Details' }).waitFor();
        // A verified phone is Not Changeable; the password fields show (manual login is on).
        expect(await text(form.getByTestId('profile-phone-locked'))).toBe('Not Changeable');
        expect(
          await form.getByTestId('profile-phone-input').getAttribute('readonly'),
        ).not.toBeNull();
        await form.getByTestId('profile-password-fields').waitFor();

        // A PDF named .jpg is refused with the alert; a PNG is taken and previewed.
        const input = form.getByTestId('profile-photo-input');
        await input.setInputFiles({ name: 'scan.jpg', mimeType: 'image/jpeg', buffer: PDF });
        expect(await text(form.getByTestId('profile-photo-error'))).toBe(
          'Only JPG, PNG, JPEG or GIF images are supported.',
        );
        await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
        await form.locator('[data-testid=profile-photo-preview][data-new=true]').waitFor();
        expect(await form.getByTestId('profile-photo-error').count()).toBe(0);

        const email = `sara.${Date.now()}@example.com`;
        await form.getByTestId('profile-name-input').fill('Sara Al Haddad');
        await form.getByTestId('profile-email-input').fill(email);
        await form.getByTestId('profile-submit').click();

        // The OTP dialog (the sign-in one): the code went to the new e-mail.
        const dialog = page.getByRole('dialog', { name: 'Confirm the change' });
        await dialog.getByTestId('otp-panel').waitFor();
        expect(await text(dialog.getByTestId('otp-panel'))).toContain(email);
        await dialog.getByTestId('otp-input').locator('input:not([type=hidden])').first().click();
        await page.keyboard.type(await codeFor(email));
        await dialog.getByTestId('otp-verify').click();

        await page.getByText('Updated successfully.').first().waitFor();
        // The edit closes; the page shows the new profile, the e-mail now verified.
        await page.getByTestId('profile-edit-open').waitFor();
        expect(await text(page.getByTestId('profile-name'))).toBe('Sara Al Haddad');
        expect(await text(page.getByTestId('profile-email'))).toBe(email);
        const marks = page.getByTestId('verified-mark');
        expect(await marks.nth(1).getAttribute('data-verified')).toBe('true');
        const photo = page.getByTestId('profile-settings').locator('img');
        await photo.waitFor();
        // Its bytes come through the signed link (the element can be there before they are).
        const loaded = await photo.evaluate((img: HTMLImageElement) =>
          img.complete
            ? img.naturalWidth
            : new Promise<number>((resolve) => {
                img.addEventListener('load', () => resolve(img.naturalWidth), { once: true });
                img.addEventListener('error', () => resolve(0), { once: true });
              }),
        );
        expect(loaded).toBe(1);
        const info = await api('/customer/info', { token });
        expect(info.json).toMatchObject({ email, f_name: 'Sara', l_name: 'Al Haddad' });
      },
    );

    await step('manages the saved addresses: a delete asks first', async () => {
      const section = page.getByTestId('profile-addresses');
      const cards = section.getByTestId('profile-address');
      await expect.poll(() => cards.count()).toBe(2);

      // Edit opens the address dialog on the address.
      await section.getByRole('button', { name: 'Edit Office address' }).click();
      const edit = page.getByTestId('address-form');
      await edit.waitFor();
      expect(await edit.getByTestId('address-house').inputValue()).toBe('Tower 2');
      await page.keyboard.press('Escape');
      await edit.waitFor({ state: 'detached' });

      await section.getByRole('button', { name: 'Delete Home address' }).click();
      const confirm = page.getByRole('alertdialog', {
        name: 'Are you sure you want to delete this address?',
      });
      await confirm.getByTestId('profile-address-delete-cancel').click();
      await confirm.waitFor({ state: 'detached' });
      expect(await cards.count()).toBe(2);
      await section.getByRole('button', { name: 'Delete Home address' }).click();
      await page.getByTestId('profile-address-delete-yes').click();
      await expect.poll(() => cards.count()).toBe(1);
      expect(await text(cards.first())).toContain('Office');
    });
  });
});

describe('account deletion', () => {
  it('asks, deletes, signs out at /, and the old password is refused (Arabic, right to left)', async () => {
    const { page } = browser;
    const { token, phone } = await newAccount('Layla Nasser');
    await openProfile(page, token, 'ar');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByTestId('account-delete').click();
    const confirm = page.getByTestId('account-delete-confirm');
    await confirm.waitFor();
    expect(await text(confirm.getByTestId('account-delete-cancel'))).toBe('إلغاء');
    expect(await text(confirm.getByTestId('account-delete-yes'))).toBe('نعم');
    await confirm.getByTestId('account-delete-yes').click();

    await page.getByText('تم حذف الحساب').first().waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    expect((await api('/customer/info', { token })).status).toBe(401);
    const login = await api('/auth/login', {
      method: 'POST',
      body: { login_type: 'manual', email_or_phone: phone, password: PASSWORD },
    });
    expect(login.status).toBe(401);
  });
});
