// Registration and the gated footer links in Chromium (issue 14 'Browser tests: a store
// registration; the gated links'), against the built app served by the real server in demo mode:
// - a visitor without a zone follows the footer's campaigns link: 'You must pick a zone to access
//   this page.' and stays; then 'Become a Vendor': the store form, its field errors, a PDF refused
//   as the logo, the store and owner steps, the business plan (commission) and the confirmation;
// - with a zone, the campaigns link opens the campaigns page (the running campaigns);
// - 'Become a Delivery Man': the form's errors, then the application and its confirmation.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { step, useBrowser } from './browser.js';
import { storeVisitor } from './visitor.js';

const browser = useBrowser();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const run = `${Date.now() % 10_000_000}`.padStart(7, '0');

/** The landing page with its footer, for a visitor with no location yet. */
async function openLanding(page: Page) {
  await page.goto('/');
  await page.getByTestId('footer-become-vendor').waitFor();
}

describe('registration', () => {
  it('gates campaigns without a zone, registers a store through its steps, then a delivery man', async () => {
    const { page } = browser;
    await openLanding(page);

    await step(
      'gates campaigns without a zone, and registers a store through its steps',
      async () => {
        await page.getByTestId('footer-campaigns').click();
        await page
          .getByTestId('toast')
          .filter({ hasText: 'You must pick a zone to access this page.' })
          .waitFor();
        expect(new URL(page.url()).pathname).toBe('/');

        await page.getByTestId('footer-become-vendor').click();
        const form = page.getByTestId('store-registration-form');
        const field = (label: string) => form.getByLabel(label, { exact: true });
        await form.waitFor();
        expect(new URL(page.url()).search).toBe('?active=active');

        // Next with nothing filled: each field says what it needs.
        await page.getByTestId('registration-next').click();
        await form.getByText('Store name is required').waitFor();
        await form.getByText('Please select a zone').waitFor();
        expect(await form.getByTestId('field-error').count()).toBeGreaterThanOrEqual(5);

        await field('Store name').fill(`Harbour Bakery ${run}`);
        await field('Zone').selectOption({ index: 1 });
        await field('Store address').fill('Al Wasl Road 12, Dubai');
        const moduleSelect = field('Business module');
        await expect.poll(() => moduleSelect.locator('option').count()).toBeGreaterThan(1);
        await moduleSelect.selectOption({ label: 'Grocery' });
        await field('Minimum').fill('20');
        await field('Maximum').fill('40');
        await page.getByTestId('store-pin').filter({ hasText: 'Location:' }).waitFor();

        // A PDF named .png is not an image: refused before it is kept.
        await page
          .getByTestId('store-logo-input')
          .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PDF });
        await form.getByText('The file must be an image (JPG, PNG, GIF or WebP).').waitFor();
        await page.getByTestId('store-logo-input').setInputFiles(png('logo.png'));
        await page.getByTestId('store-cover-input').setInputFiles(png('cover.png'));
        await expect.poll(() => form.getByTestId('image-preview').count()).toBe(2);
        await page.getByTestId('registration-next').click();

        await field('First name').waitFor();
        await field('First name').fill('Amira');
        await field('Last name').fill('Haddad');
        await field('Phone').fill(`+97150${run}`);
        await field('Email').fill(`amira${run}@example.com`);
        await field('Password').fill('bakery2026');
        await field('Confirm password').fill('bakery2026');
        await page.getByTestId('registration-next').click();
        await form
          .getByText('The password must contain at least one uppercase and one lowercase letter.')
          .waitFor();
        await field('Password').fill('Bakery#2026');
        await field('Confirm password').fill('Bakery#2026');
        await page.getByTestId('registration-next').click();

        // Both business models are on: the plan step, with the packages of a subscription.
        const plan = page.getByTestId('business-plan');
        await plan.waitFor();
        await page.getByTestId('plan-subscription').click();
        await expect.poll(() => page.getByTestId('plan-package').count()).toBe(3);
        await page.getByTestId('plan-commission').click();
        await page.getByTestId('plan-confirm').click();

        const done = page.getByTestId('store-registration-done');
        await done.waitFor();
        expect(await done.textContent()).toContain(`Harbour Bakery ${run}`);
        expect(await done.textContent()).toContain('Business plan: Commission Base');
      },
    );

    // The footer's link, from the store's confirmation (the footer is the same on every page).
    await step('registers a delivery man', async () => {
      await page.getByTestId('footer-become-delivery-man').click();
      const form = page.getByTestId('dm-registration-form');
      const field = (label: string) => form.getByLabel(label, { exact: true });
      await form.waitFor();

      await page.getByTestId('dm-submit').click();
      await form.getByText('First name is required').waitFor();
      await form.getByText('Please select a vehicle type').waitFor();

      await field('First name').fill('Omar');
      await field('Last name').fill('Saleh');
      await field('Phone').fill(`+97155${run}`);
      await page.getByTestId('dm-photo-input').setInputFiles(png('me.png'));
      await field('Salaried').check();
      await field('Zone').selectOption({ index: 1 });
      const vehicle = field('Vehicle type');
      await expect.poll(() => vehicle.locator('option').count()).toBeGreaterThan(1);
      await vehicle.selectOption({ label: 'Motorbike' });
      await field('Identity type').selectOption('passport');
      await field('Identity number').fill(`P${run}`);
      await page.getByTestId('dm-identity-images-input').setInputFiles([png('front.png')]);
      await field('Email').fill(`omar${run}@example.com`);
      await field('Password').fill('Deliver#2026');
      await field('Confirm password').fill('Deliver#2026');
      await page.getByTestId('dm-submit').click();

      const done = page.getByTestId('dm-registration-done');
      await done.waitFor();
      expect(await done.textContent()).toContain(`omar${run}@example.com`);
    });
  });

  it('takes a visitor with a zone to the campaigns page', async () => {
    const { page } = browser;
    await storeVisitor(page);
    await page.goto('/store-registration?active=active');
    await page.getByTestId('footer-campaigns').click();
    await page.getByTestId('campaigns-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/campaigns');
  });
});
