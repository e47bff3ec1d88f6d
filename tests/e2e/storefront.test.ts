// The walking skeleton in Chromium, against the built app served by the real server: a new
// visitor finds a place and a module; Arabic turns the page right-to-left; dark mode stays.
// Each test is a journey that boots the app once (a boot is most of a browser test's CPU) and
// checks several things in `step`s, in the order a visitor meets them.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { step, useBrowser } from './browser.js';

// With motion, as most visitors see it (the other files run with reduced motion: browser.ts).
const browser = useBrowser({ motion: true });

/** The value of a localStorage key in the page. */
const stored = (page: Page, key: string) =>
  page.evaluate((k) => window.localStorage.getItem(k), key);

/** Relative luminance (0 black … 1 white) of a CSS colour such as `rgb(17, 24, 39)`. */
function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** The background colour the page shows (the first non-transparent of body and html). */
const pageBackground = (page: Page) =>
  page.evaluate(() => {
    for (const element of [document.body, document.documentElement]) {
      const color = getComputedStyle(element).backgroundColor;
      if (color && color !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(color)) return color;
    }
    return 'rgb(255, 255, 255)';
  });

/** Searches the landing page for a place and picks its first suggestion. */
async function pickPlace(page: Page, text: string) {
  const search = page.getByRole('combobox', { name: 'Search for a place' });
  await search.click();
  // The focus loads the combobox (Ark); typing goes to it once it has replaced its stand-in.
  await page.locator('input[data-scope="combobox"][data-part="input"]').first().waitFor();
  await search.fill(text);
  const suggestion = page.getByRole('option', { name: new RegExp(text) }).first();
  await suggestion.waitFor();
  await suggestion.click();
}

describe('a new visitor', () => {
  it('searches a place, picks it, chooses a module and lands on /home, where the header shows the chosen place', async () => {
    const { page } = browser;
    await page.goto('/');
    expect(await stored(page, 'zoneid')).toBeNull();
    // The first visit requests a guest identity and keeps it.
    await page.waitForFunction(() =>
      /^[0-9a-f]{32}$/.test(window.localStorage.getItem('guest_id') ?? ''),
    );

    await pickPlace(page, 'Dubai Mall');
    await page.getByText('New Delivery address selected.').waitFor();
    expect(await stored(page, 'location')).toContain('Dubai Mall');
    expect(JSON.parse((await stored(page, 'zoneid')) ?? '[]')).toEqual(
      expect.arrayContaining([expect.any(Number)]),
    );

    const modal = page.getByRole('dialog', { name: 'Select a type of module for your orders' });
    await modal.waitFor();
    const food = modal.getByRole('button', { name: 'Food', exact: true });
    await food.waitFor();
    // Six modules serve Downtown Dubai (tiles are toggle buttons: the previous one is pressed).
    expect(await modal.locator('button[aria-pressed]').count()).toBe(6);
    expect(await modal.locator('button[aria-pressed="true"]').count()).toBe(0);
    await food.click();

    await page.waitForURL((url) => url.pathname === '/home');
    await page.getByText('A Module has been selected.').waitFor();
    expect(JSON.parse((await stored(page, 'module')) ?? '{}')).toMatchObject({
      module_type: 'food',
    });
    await page.getByRole('heading', { level: 1, name: /Food/ }).waitFor();
    // The header's location selector shows the chosen place once a module is chosen.
    await page.getByRole('button', { name: /^Delivery: .*Dubai Mall/ }).waitFor();
  });

  it('without a location: sent from /home to /; the location selector, the newsletter, and dark colours that survive a reload', async () => {
    const { page } = browser;
    await step('is sent from /home to / while no location is stored', async () => {
      await page.goto('/home');
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('combobox', { name: 'Search for a place' }).waitFor();
    });

    await step(
      "the header's location selector tells a guest to sign in for saved addresses and offers current location and the map",
      async () => {
        await page.getByRole('button', { name: 'Delivery: Select location' }).click();
        const popover = page.getByTestId('location-popover');
        await popover.getByText('To select from saved addresses, you need to sign in.').waitFor();
        await popover.getByRole('button', { name: 'Use Current Location' }).waitFor();
        await popover.getByRole('button', { name: 'Pick from map' }).waitFor();
        await page.keyboard.press('Escape');
        await popover.waitFor({ state: 'hidden' });
      },
    );

    await step(
      'the footer newsletter rejects a bad e-mail address, then subscribes a good one',
      async () => {
        const email = page.getByRole('textbox', { name: 'Email address' });
        await email.fill('not-an-email');
        await page.getByRole('button', { name: 'Subscribe' }).click();
        await page.getByText('Please insert a valid email.').first().waitFor();

        await email.fill(`e2e-${Date.now().toString(36)}@example.com`);
        await page.getByRole('button', { name: 'Subscribe' }).click();
        await page.getByText('Subscribed Successfully').first().waitFor();
      },
    );

    await step('dark mode switches the page to dark colours and survives a reload', async () => {
      const light = await pageBackground(page);

      await page.getByRole('button', { name: 'Dark Mode' }).click();
      await page.waitForFunction(
        () => document.documentElement.getAttribute('data-theme') === 'dark',
      );
      const dark = await pageBackground(page);
      expect(luminance(dark)).toBeLessThan(0.3);
      expect(luminance(light)).toBeGreaterThan(0.7);

      await page.reload();
      await page.getByRole('combobox', { name: 'Search for a place' }).waitFor();
      expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
      expect(luminance(await pageBackground(page))).toBeLessThan(0.3);
      // The toggle now offers the light mode back.
      await page.getByRole('button', { name: 'Light Mode' }).click();
      await page.waitForFunction(
        () => document.documentElement.getAttribute('data-theme') === 'light',
      );
    });
  });
});

describe('switching to Arabic', () => {
  it('asks for confirmation, reloads right-to-left with Arabic text, keeps it after a reload, and back to English', async () => {
    const { page } = browser;
    await step('asks for confirmation, then reloads right-to-left with Arabic text', async () => {
      await page.goto('/');
      expect(await page.getAttribute('html', 'dir')).not.toBe('rtl');

      await page.getByRole('button', { name: /Change language/ }).click();
      await page.getByRole('menuitemradio', { name: 'العربية' }).click();
      const confirm = page.getByRole('alertdialog', {
        name: 'Are you sure to change the language?',
      });
      await confirm.getByText('The browser will refresh to get translated content.').waitFor();
      await Promise.all([
        page.waitForEvent('load'),
        confirm.getByRole('button', { name: 'Yes' }).click(),
      ]);

      await page.waitForFunction(() => document.documentElement.getAttribute('dir') === 'rtl');
      expect(await page.getAttribute('html', 'lang')).toBe('ar');
      expect(await stored(page, 'language')).toBe('ar');
      await page.getByRole('combobox', { name: 'ابحث عن مكان' }).waitFor();
      const text = await page.locator('body').innerText();
      expect(text).toMatch(/[\u0600-\u06FF]{3,}/);
      // Core's catalog (the header's 'Delivery') and the server's Arabic landing texts.
      expect(text).toContain('التوصيل');
      expect(text).not.toContain('Search for a place');
    });

    await step('keeps Arabic and right-to-left after a reload, and back to English', async () => {
      await page.reload();
      await page.waitForFunction(() => document.documentElement.getAttribute('dir') === 'rtl');

      await page.getByRole('button', { name: /تغيير اللغة/ }).click();
      await page.getByRole('menuitemradio', { name: 'English' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'هل أنت متأكد من تغيير اللغة؟' });
      await Promise.all([
        page.waitForEvent('load'),
        confirm.getByRole('button', { name: 'نعم' }).click(),
      ]);
      await page.waitForFunction(() => document.documentElement.getAttribute('dir') === 'ltr');
      await page.getByRole('combobox', { name: 'Search for a place' }).waitFor();
    });
  });
});
