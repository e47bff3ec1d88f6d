// The signed-in chrome in Chromium (issue 5), against the built app served by the real server in
// demo mode: the account menu's entries as the configuration and the modules allow them, logout
// through the menu and its confirm, a stale token ending the session, the wishlist drawer with a
// wished item, its removal and its empty states, /profile (its sections, and the sign-in modal for
// a signed-out visitor) and /interest. Each test signs up a customer of its own through the API
// (the code read from the demo outbox) and puts the token where the app keeps it; everything
// after that goes through the UI.
import type { Page } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { storefront } from '../scenarios/cli.js';
import { signedUpCustomer } from '../support/customers.js';
import { step, useBrowser } from './browser.js';
import { storeVisitor, text } from './visitor.js';

const browser = useBrowser();
const serverUrl = inject('serverUrl');

const PASSWORD = 'Saffron-Harbour-58';

async function api(
  path: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const response = await fetch(`${serverUrl}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

let counter = 0;
/** A customer of this test: signed up, phone verified with the outbox code; their token. */
async function newCustomer(name: string): Promise<string> {
  return (await newAccount(name)).token;
}

/** A customer of this test (see newCustomer), with their phone. */
async function newAccount(name: string): Promise<{ token: string; phone: string }> {
  counter += 1;
  const phone = `+97156${String((Date.now() * 10 + counter) % 10_000_000).padStart(7, '0')}`;
  const token = await signedUpCustomer(serverUrl, { name, phone, password: PASSWORD });
  return { token, phone };
}

/**
 * A take-away order of two bags of basmati rice by this customer, placed with the `storefront`
 * command (the checkout has its own browser tests); its id.
 */
async function placeOrder(phone: string): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-account-'));
  const run = async (...args: string[]) => {
    const result = await storefront([
      '--api',
      serverUrl,
      '--session',
      join(dir, 'session.json'),
      '--json',
      ...args,
    ]);
    expect(result.code, `${args.join(' ')}: ${result.stderr}${result.stdout}`).toBe(0);
    return result.stdout;
  };
  try {
    await run('location', 'set', '--lat', '25.1985', '--lng', '55.2796');
    await run('module', 'use', 'grocery');
    await run('auth', 'login', '--phone', phone, '--password', PASSWORD);
    await run('cart', 'add', '31', '--qty', '2');
    const placed = JSON.parse(
      await run('checkout', '--type', 'take_away', '--payment', 'cash_on_delivery'),
    ) as { orderId: number };
    expect(placed.orderId, JSON.stringify(placed)).toBeTypeOf('number');
    return placed.orderId;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A visitor at Dubai Mall (zone 1) in the grocery module, signed in with `token` if given. */
async function visit(page: Page, token: string | null, path = '/home') {
  await storeVisitor(page, { token });
  await page.goto(path);
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

/**
 * Opens the account menu from the avatar; the entries' test ids in order, once the configuration
 * and the modules they depend on are known.
 */
async function menuEntries(page: Page): Promise<string[]> {
  await page.getByTestId('account-menu-trigger').click();
  const menu = page.getByRole('menu');
  await page.locator('[data-testid=account-menu][data-ready=true]').waitFor();
  const items = menu.getByRole('menuitem');
  const ids: string[] = [];
  for (let i = 0; i < (await items.count()); i += 1) {
    ids.push((await items.nth(i).getAttribute('data-testid'))!.replace('account-menu-', ''));
  }
  return ids;
}

describe('a signed-in customer', () => {
  it('/interest, then the header and the account menu, the coupons, the wishlist drawer, and the end of a revoked session', async () => {
    const { page } = browser;
    const token = await newCustomer('Layla Haddad');
    expect(
      (await api('/customer/wish-list/add?item_id=31', { method: 'POST', token })).status,
    ).toBe(200);
    await visit(page, token, '/interest');

    await step(
      '/interest saves the picked categories and goes to /home with a toast; Skip goes to /home',
      async () => {
        await page.getByRole('heading', { name: 'Choose your interests' }).waitFor();
        const options = page.getByTestId('interest-option');
        await options.nth(1).waitFor();
        const save = page.getByRole('button', { name: 'Save', exact: true });
        expect(await save.isDisabled()).toBe(true);
        await options.nth(0).click();
        await options.nth(1).click();
        expect(await options.nth(0).getAttribute('aria-pressed')).toBe('true');
        expect(await text(page.getByTestId('interest-count'))).toBe('Selected: 2');
        const picked = [
          Number(await options.nth(0).getAttribute('data-category-id')),
          Number(await options.nth(1).getAttribute('data-category-id')),
        ];
        await save.click();
        await page.getByText('Your interests have been saved.').waitFor();
        await page.waitForURL((url) => url.pathname === '/home');
        const info = (await api('/customer/info', { token })).json;
        expect(info.selected_modules_for_interest).toEqual(picked);

        // Back on the page the saved choices start selected; Skip leaves without saving.
        await page.goto('/interest');
        await options.nth(1).waitFor();
        expect(await options.nth(0).getAttribute('aria-pressed')).toBe('true');
        await options.nth(2).click();
        await page.getByRole('button', { name: 'Skip' }).click();
        await page.waitForURL((url) => url.pathname === '/home');
        expect((await api('/customer/info', { token })).json.selected_modules_for_interest).toEqual(
          picked,
        );
      },
    );

    await step(
      'the wishlist drawer shows a wished item, removes it after the confirm, and shows the empty states',
      async () => {
        await page.getByRole('button', { name: 'Wishlist', exact: true }).click();
        const drawer = page.getByRole('dialog', { name: 'Wishlist' });
        await drawer.waitFor();
        const width = await drawer.evaluate((el) => el.getBoundingClientRect().width);
        expect(width).toBe(523);
        // The drawer sits at the right edge.
        const edges = await drawer.evaluate((el) => [
          el.getBoundingClientRect().right,
          document.documentElement.clientWidth,
        ]);
        expect(edges[0]).toBe(edges[1]);

        await drawer.getByRole('tab', { name: 'Items' }).waitFor();
        const row = drawer.getByTestId('wishlist-item');
        await row.waitFor();
        expect(await row.count()).toBe(1);
        expect(await row.getAttribute('data-id')).toBe('31');
        expect(await text(row)).toContain('Indian Basmati Rice');

        // Stores: none yet.
        await drawer.getByRole('tab', { name: 'Stores' }).click();
        const empty = drawer.getByRole('tabpanel').getByTestId('wishlist-empty');
        expect(await text(empty)).toBe('No favourite stores found');

        // Back to the items: the heart asks, No keeps it, Yes removes it.
        await drawer.getByRole('tab', { name: 'Items' }).click();
        const heart = row.getByRole('button', { name: 'Save Indian Basmati Rice to wishlist' });
        expect(await heart.getAttribute('aria-pressed')).toBe('true');
        await heart.click();
        const confirm = page.getByRole('alertdialog', {
          name: 'Are you sure you want to delete this item?',
        });
        await confirm.waitFor();
        await confirm.getByRole('button', { name: 'No' }).click();
        await confirm.waitFor({ state: 'detached' });
        expect(await row.count()).toBe(1);
        await heart.click();
        await confirm.getByRole('button', { name: 'Yes' }).click();
        await drawer
          .getByTestId('wishlist-empty')
          .filter({ hasText: 'No favourite items found' })
          .waitFor();
        expect(await drawer.getByTestId('wishlist-item').count()).toBe(0);
        const wishlist = await fetch(`${serverUrl}/api/v1/customer/wish-list`, {
          headers: { Authorization: `Bearer ${token}`, zoneId: '[1]', moduleId: '1' },
        });
        expect(((await wishlist.json()) as { item: unknown[] }).item).toEqual([]);
        await page.keyboard.press('Escape');
        await drawer.waitFor({ state: 'hidden' });
      },
    );

    await step(
      'the header shows the chat, wishlist and avatar icons and every menu entry in order when everything is on',
      async () => {
        await page.getByRole('button', { name: 'Account menu of Layla Haddad' }).waitFor();
        expect(await page.getByTestId('header-sign-in').count()).toBe(0);
        expect(await text(page.getByTestId('account-avatar').first())).toBe('LH');
        await page.getByRole('link', { name: 'Inbox', exact: true }).waitFor();
        await page.getByRole('button', { name: 'Wishlist', exact: true }).waitFor();

        expect(await menuEntries(page)).toEqual([
          'profile-settings',
          'my-orders',
          'my-trips',
          'wallet',
          'coupons',
          'loyalty-points',
          'referral-code',
          'settings',
          'track-order',
          'logout',
        ]);
        const menu = page.getByRole('menu');
        expect(await text(menu.getByRole('menuitem').first())).toBe('Profile Settings');
        const width = await menu.evaluate((el) => el.getBoundingClientRect().width);
        expect(width).toBe(300);

        // An entry leads to its page.
        await menu.getByRole('menuitem', { name: 'Coupons' }).click();
        await page.waitForURL(
          (url) => url.pathname === '/profile' && url.search === '?page=coupons',
        );
        await page.getByRole('heading', { name: 'Coupons', level: 1 }).waitFor();
        // The coupons this new customer can use here (the first-order coupon among them), with codes.
        const coupons = (
          await api('/coupon/list', { token, headers: { moduleId: '1', zoneId: '[1]' } })
        ).json as unknown as { code: string }[];
        expect(coupons.length).toBeGreaterThan(0);
        await page.getByTestId('coupon-card').first().waitFor();
        const shown = await page.getByTestId('coupon-code').allTextContents();
        expect(shown.sort()).toEqual(coupons.map((c) => c.code).sort());
      },
    );

    await step(
      'the session ends with the toast, no token and /home when the token is revoked while the customer browses',
      async () => {
        await page.getByTestId('account-menu-trigger').click();
        await page.getByTestId('account-menu-wallet').click();
        await page.waitForURL((url) => url.search === '?page=wallet');
        await page.getByTestId('wallet-balance').waitFor();
        await api('/customer/logout', { method: 'POST', token });
        // The next signed-in call answers 401: the page the customer opens, or a refetch of the
        // page being left when it comes first (then the link is gone with the ended session).
        await page
          .getByRole('link', { name: 'Coupons' })
          .first()
          .click({ timeout: 5_000 })
          .catch(() => undefined);
        await page.getByText('Your account is inactive or Your token has been expired').waitFor();
        await page.waitForURL((url) => url.pathname === '/home');
        expect(await storedToken(page)).toBeNull();
        // Not the sign-in modal: the session ended, the visitor did not ask for a page.
        expect(await page.getByRole('dialog', { name: 'Sign In' }).count()).toBe(0);
      },
    );
  });

  it('/profile shows the customer, the points, the referral code and the orders; logout asks first, then signs out', async () => {
    const { page } = browser;
    const { token, phone } = await newAccount('Rana Aziz');
    const orderId = await placeOrder(phone);
    const info = (await api('/customer/info', { token })).json;
    await visit(page, token, '/profile');

    await step(
      '/profile shows the customer, the points, the referral code and the orders',
      async () => {
        const settings = page.getByTestId('profile-settings');
        expect(await text(settings.getByTestId('profile-name'))).toBe('Rana Aziz');
        expect(await text(settings.getByTestId('profile-phone'))).toBe(phone);
        expect(
          await settings.getByTestId('verified-mark').first().getAttribute('data-verified'),
        ).toBe('true');
        expect(await text(settings.getByTestId('profile-order-count'))).toBe('1');

        const nav = page.getByTestId('profile-nav');
        await nav.getByRole('link', { name: 'Referral Code' }).click();
        expect(await text(page.getByTestId('referral-code-value'))).toBe(info.ref_code);

        await nav.getByRole('link', { name: 'Loyalty Points' }).click();
        expect(await text(page.getByTestId('loyalty-total'))).toBe(String(info.loyalty_point));

        // My orders: the order is running or, once the demo moved it to delivered, in the history.
        await nav.getByRole('link', { name: 'My Orders' }).click();
        const listed = async (tab: string) => {
          const panel = page.getByRole('tabpanel', { name: tab });
          await panel
            .locator('[data-testid=order-row], [data-testid=orders-empty]')
            .first()
            .waitFor();
          const ids = await panel
            .getByTestId('order-row')
            .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-order-id'))));
          return { panel, ids };
        };
        const running = await listed('Running');
        await page.getByRole('tab', { name: 'History' }).click();
        const history = await listed('History');
        expect([...running.ids, ...history.ids]).toEqual([orderId]);
        const where = history.ids.includes(orderId) ? history : running;
        if (where === running) await page.getByRole('tab', { name: 'Running' }).click();
        const row = where.panel.getByRole('link', { name: `Track order #${orderId}` });
        expect(await text(row.getByTestId('order-amount'))).toBe('AED48.10');
        await row.click();
        await page.waitForURL((url) => url.pathname === `/track-order/${orderId}`);

        // The chat icon opens the inbox: the customer's conversations (issue 14).
        await page.getByTestId('header-chat').click();
        await page.waitForURL((url) => url.search === '?page=inbox');
        await page.getByTestId('chat-list').waitFor();
      },
    );

    await step(
      'logout asks first, then signs out: Logout successful., Sign In in the header, the token revoked',
      async () => {
        await page
          .getByTestId('profile-nav')
          .getByRole('link', { name: 'Profile Settings' })
          .click();
        await page.waitForURL((url) => url.search === '?page=profile-settings');
        await page.getByTestId('profile-name').filter({ hasText: 'Rana Aziz' }).waitFor();

        // Cancel keeps the customer signed in.
        await page.getByTestId('account-menu-trigger').click();
        await page.getByRole('menuitem', { name: 'Logout' }).click();
        const confirm = page.getByRole('alertdialog');
        await confirm.waitFor();
        // The spec's text, two spaces included.
        expect(await text(confirm.getByRole('heading'))).toBe('Are you sure you want to  logout?');
        await confirm.getByRole('button', { name: 'Cancel' }).click();
        await confirm.waitFor({ state: 'detached' });
        expect(await storedToken(page)).toBe(token);
        expect(await page.getByTestId('header-sign-in').count()).toBe(0);

        // Yes signs out.
        await page.getByTestId('account-menu-trigger').click();
        await page.getByRole('menuitem', { name: 'Logout' }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
        await page.getByText('Logout successful.').waitFor();
        await page.getByTestId('header-sign-in').waitFor();
        await page.waitForURL((url) => url.pathname === '/home');
        expect(await storedToken(page)).toBeNull();
        expect(await page.getByTestId('account-menu-trigger').count()).toBe(0);
        expect(await page.getByTestId('header-chat').count()).toBe(0);
        // Signing out is not a visit to /profile while signed out: no sign-in modal.
        expect(await page.getByRole('dialog', { name: 'Sign In' }).count()).toBe(0);
        // The token no longer works on the server.
        expect((await api('/customer/info', { token })).status).toBe(401);
        // Sign In opens the auth modal.
        await page.getByTestId('header-sign-in').click();
        await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
      },
    );
  });
});

describe('the header and the account menu', () => {
  it('hides wallet, loyalty points, referral code and my trips as the configuration says', async () => {
    const { page } = browser;
    const token = await newCustomer('Karim Nasser');
    // The configuration turns the three off; the zone's modules have no rental module.
    await page.route('**/api/v1/config', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      await route.fulfill({
        response,
        json: {
          ...config,
          customer_wallet_status: 0,
          loyalty_point_status: 0,
          ref_earning_status: 0,
        },
      });
    });
    await page.route('**/api/v1/module', async (route) => {
      const response = await route.fetch();
      const modules = (await response.json()) as { module_type: string }[];
      await route.fulfill({ response, json: modules.filter((m) => m.module_type !== 'rental') });
    });
    // A hidden page is not served: the wallet's address opens the profile settings.
    await visit(page, token, '/profile?page=wallet');
    await page.waitForURL((url) => url.search === '?page=profile-settings');
    // The side navigation follows the same rules (with the inbox).
    const nav = page.getByTestId('profile-nav');
    await nav.getByRole('link', { name: 'Profile Settings' }).waitFor();
    const links = await nav.getByRole('link').allTextContents();
    expect(links).toEqual([
      'Profile Settings',
      'My Orders',
      'Inbox',
      'Coupons',
      'Settings',
      'Track Order',
    ]);
    expect(await menuEntries(page)).toEqual([
      'profile-settings',
      'my-orders',
      'coupons',
      'settings',
      'track-order',
      'logout',
    ]);
    await page.keyboard.press('Escape');
  });
});

describe('logout', () => {
  it('stays on the landing page when signing out from /', async () => {
    const { page } = browser;
    const token = await newCustomer('Sami Aziz');
    await visit(page, token, '/');
    await page.getByTestId('account-menu-trigger').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Logout successful.').waitFor();
    await page.getByTestId('header-sign-in').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

describe('an expired session', () => {
  it('ends with the toast, no token and /home when a signed-in call answers 401', async () => {
    const { page } = browser;
    // A token this server never issued, stored before the first page: its signed-in calls answer 401.
    await visit(page, 'a-token-this-server-never-issued', '/help-and-support');
    await page.getByText('Your account is inactive or Your token has been expired').waitFor();
    await page.waitForURL((url) => url.pathname === '/home');
    expect(await storedToken(page)).toBeNull();
    await page.getByTestId('header-sign-in').waitFor();
    // Once: the other calls that answered 401 found no token left.
    expect(
      await page.getByText('Your account is inactive or Your token has been expired').count(),
    ).toBe(1);
  });
});

describe('the wishlist drawer', () => {
  it('names the tabs Foods and Restaurants in the food module', async () => {
    const { page } = browser;
    const token = await newCustomer('Yousef Amin');
    const modules = (await api('/module')).json as unknown as { id: number; module_type: string }[];
    const food = modules.find((m) => m.module_type === 'food')!;
    await storeVisitor(page, { token });
    await page.evaluate((module) => localStorage.setItem('module', JSON.stringify(module)), {
      id: food.id,
      module_type: 'food',
      module_name: 'Food',
      zones: [{ id: 1 }],
    });
    await page.goto('/home');
    await page.getByRole('button', { name: 'Wishlist', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Wishlist' });
    const empty = drawer.getByRole('tabpanel').getByTestId('wishlist-empty');
    expect(await text(empty)).toBe('No favourite foods found');
    await drawer.getByRole('tab', { name: 'Restaurants' }).click();
    await empty.filter({ hasText: 'No favourite restaurants found' }).waitFor();
    // The foods panel leaves once its tab is no longer selected (it can linger a frame on a
    // loaded machine): one panel in the end.
    await expect.poll(() => empty.count()).toBe(1);
  });
});

describe('/profile', () => {
  it('sends a signed-out visitor to /home with the sign-in modal', async () => {
    const { page } = browser;
    await visit(page, null, '/profile?page=my-orders');
    await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
  });
});
