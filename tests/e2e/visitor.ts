// What the browser tests share: the demo visitor's session (Dubai Mall, zone 1, the grocery
// module) put where the app keeps it, and reading a locator's text.
import type { Locator, Page } from 'playwright-core';

export const GROCERY = {
  id: 1,
  module_type: 'grocery',
  module_name: 'Grocery',
  zones: [{ id: 1 }],
};

export const text = async (locator: Locator) => ((await locator.textContent()) ?? '').trim();

/**
 * Opens the app and stores the session of a visitor at Dubai Mall (zone 1) in the grocery module,
 * in `language`, signed in with `token` if given; the caller then goes where the test starts.
 */
export async function storeVisitor(
  page: Page,
  { token = null, language = 'en' }: { token?: string | null; language?: 'en' | 'ar' } = {},
) {
  await page.goto('/');
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
