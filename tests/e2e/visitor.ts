// What the browser tests share: the demo visitor's session (Dubai Mall, zone 1, the grocery
// module) put where the app keeps it, and reading a locator's text.
import type { Locator, Page } from 'playwright-core';
import { openOrigin } from './browser.js';

export const GROCERY = {
  id: 1,
  module_type: 'grocery',
  module_name: 'Grocery',
  zones: [{ id: 1 }],
};

export const text = async (locator: Locator) => ((await locator.textContent()) ?? '').trim();

/**
 * Opens the app's origin (not the app) and stores the session of a visitor at Dubai Mall (zone 1) in the grocery module,
 * in `language`, signed in with `token` if given; the caller then goes where the test starts.
 */
export async function storeVisitor(
  page: Page,
  { token = null, language = 'en' }: { token?: string | null; language?: 'en' | 'ar' } = {},
) {
  await openOrigin(page);
  await page.evaluate(
    ({ module, token, language }) => {
      localStorage.setItem('location', 'The Dubai Mall, Downtown Dubai');
      localStorage.setItem('zoneid', '[1]');
      localStorage.setItem('currentLatLng', JSON.stringify({ lat: 25.1985, lng: 55.2796 }));
      localStorage.setItem('module', JSON.stringify(module));
      localStorage.setItem('language', language);
      if (token) localStorage.setItem('token', token);
    },
    { module: GROCERY, token, language },
  );
}

/** A visitor who chose Dubai Mall (zone 1) and the grocery module, on /home. */
export async function visitHome(page: Page) {
  await storeVisitor(page);
  await page.goto('/home');
  await page.getByTestId('module-home').waitFor();
}

/**
 * A new guest identity from the server (`POST /auth/guest/request`, as the app asks for one on its
 * first page), stored where the app keeps it; call after storeVisitor. Its id, so that a test can
 * fill the guest's cart through the API before the first page opens.
 */
export async function storeGuest(page: Page): Promise<string> {
  const origin = new URL(page.url()).origin;
  const answer = await fetch(`${origin}/api/v1/auth/guest/request`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (answer.status !== 200) throw new Error(`guest request: ${answer.status}`);
  const guestId = String(((await answer.json()) as { guest_id: string | number }).guest_id);
  await page.evaluate((id) => localStorage.setItem('guest_id', id), guestId);
  return guestId;
}
