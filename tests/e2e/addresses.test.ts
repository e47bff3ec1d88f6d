// Saved addresses at checkout in Chromium, against the built app served by the real server. A
// customer signed up through the API (the sign-in screens have their own tests) with an item in
// the cart opens checkout: 'Delivery Addresses', the Saved Addresses modal with its empty state,
// an address added with the map picker and the address form, selected, and a cash-on-delivery
// order whose delivery address (read back from the server) is that address. A second test ticks
// 'Save this Address' for the location chosen in the header.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { http } from '../support/http.js';
import { signedUpCustomer } from '../support/customers.js';
import { useBrowser } from './browser.js';
import { storeVisitor, text } from './visitor.js';

const browser = useBrowser();
const serverUrl = inject('serverUrl');

const DUBAI_MALL = { address: 'The Dubai Mall, Downtown Dubai', lat: 25.1985, lng: 55.2796 };

type Json = Record<string, unknown>;

let phones = 0;
const run = `${Date.now() % 100_000}`.padStart(5, '0');

/** A customer signed up and verified through the API, with tomatoes in the grocery cart. */
async function customerWithCart(name: string): Promise<{ token: string; phone: string }> {
  const phone = `+97154${run}${String((phones += 1)).padStart(2, '0')}`;
  const post = (path: string, body: Json, headers: Record<string, string> = {}) =>
    http(serverUrl, `/api/v1${path}`, { method: 'POST', body, headers });
  const token = await signedUpCustomer(serverUrl, { name, phone, password: 'Saffron-Lantern-42' });

  const search = await http(serverUrl, '/api/v1/items/search', {
    query: { name: 'Tomatoes', limit: 20 },
    headers: { moduleId: '1', zoneId: '[1]' },
  });
  const tomato = (search.json as { products: { id: number; slug: string }[] }).products.find(
    (p) => p.slug === 'local-tomatoes',
  )!;
  const added = await post(
    '/customer/cart/add',
    { model: 'Item', item_id: tomato.id, quantity: 12, price: 0 },
    { Authorization: `Bearer ${token}`, moduleId: '1' },
  );
  expect(added.status, added.text).toBe(200);
  return { token, phone };
}

/** The signed-in customer's storefront: Dubai Mall (zone 1), groceries, core's session keys. */
async function signedInVisit(page: Page, token: string) {
  await storeVisitor(page, { token });
  await page.goto('/checkout?page=cart');
  await page.getByTestId('checkout-summary').getByTestId('summary-total').waitFor();
}

async function savedAddresses(token: string) {
  const list = await http(serverUrl, '/api/v1/customer/address/list', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(list.status, list.text).toBe(200);
  return (list.json as { addresses: Json[] }).addresses;
}

describe('saved addresses at checkout', () => {
  it('adds an address from the empty Saved Addresses modal, selects it and orders to it', async () => {
    const { page } = browser;
    const { token, phone } = await customerWithCart('Noor Hamdan');
    await signedInVisit(page, token);

    // The signed-in section: the heading, add-address, and the header's location selected.
    const section = page.getByTestId('checkout-address');
    await section.getByRole('heading', { name: 'Delivery Addresses' }).waitFor();
    await section.getByTestId('add-address').waitFor();
    const card = section.getByTestId('selected-address');
    expect(await text(card.getByTestId('selected-address-type'))).toBe('Selected Address');
    expect(await text(card.getByTestId('checkout-address-text'))).toBe(DUBAI_MALL.address);
    // The location tools' 'Selected Address' cannot be edited.
    expect(await card.getByTestId('edit-address').count()).toBe(0);
    await section.getByText('Save this Address').waitFor();

    // Take-away hides the address controls.
    await page.getByTestId('checkout-order-type').getByText('I’ll pick it up myself').click();
    await section.getByTestId('add-address').waitFor({ state: 'detached' });
    expect(await section.getByText('Delivery Addresses').count()).toBe(0);
    await page.getByTestId('checkout-order-type').getByText('Home Delivery').click();

    // The Saved Addresses modal: empty first.
    await section.getByRole('button', { name: 'View Saved Address' }).click();
    const modal = page.getByRole('dialog', { name: 'Saved Addresses' });
    await modal.waitFor();
    const empty = modal.getByTestId('saved-addresses-empty');
    await empty.getByText('Oops', { exact: true }).waitFor();
    await empty
      .getByText('You don’t have any saved address yet. please save address to continue')
      .waitFor();
    await modal.getByText('No saved addresses found to select.').waitFor();
    expect(await modal.getByRole('button', { name: 'Select' }).isDisabled()).toBe(true);

    // Add: the map picker at the header's location, then the form.
    await empty.getByRole('button', { name: 'Add Address' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Address' });
    await form.waitFor();
    const confirm = form.getByTestId('map-confirm');
    await form.locator('[data-testid=map-confirm]:not([disabled])').waitFor();
    const pinned = await text(form.getByTestId('map-address'));
    expect(pinned).toContain('Dubai Mall');
    await confirm.click();
    await form.getByTestId('address-form-fields').waitFor();
    expect(await text(form.getByTestId('address-location'))).toBe(pinned);
    // Prefilled with the customer's name and phone.
    expect(await form.getByLabel('Contact person name').inputValue()).toBe('Noor Hamdan');
    expect(await form.getByLabel('Contact person number').inputValue()).toBe(phone);
    // The spec's messages, from core's schema.
    await form.getByLabel('Contact person name').fill(' ');
    await form.getByRole('button', { name: 'Save Address' }).click();
    await form.getByText('Name is required').waitFor();
    await form.getByLabel('Contact person name').fill('Noor Hamdan');
    await form.getByText('Office', { exact: true }).click();
    await form.getByLabel('Street number').fill('Sheikh Mohammed bin Rashid Blvd');
    await form.getByLabel('House number').fill('Tower B, 1402');
    await form.getByLabel('Floor').fill('14');
    await form.getByRole('button', { name: 'Save Address' }).click();
    await page.getByText('Successfully added!').first().waitFor();

    // Back in the modal: the new address, chosen; Select makes it the delivery address.
    await form.waitFor({ state: 'detached' });
    await modal.waitFor();
    const option = modal.getByTestId('saved-address-option');
    await option.first().waitFor();
    expect(await option.count()).toBe(1);
    expect(await text(option.first())).toContain('Office');
    expect(await text(option.first())).toContain(pinned);
    await option.first().click();
    expect(await option.first().getByRole('radio').isChecked()).toBe(true);
    await modal.getByRole('button', { name: 'Select' }).click();
    await modal.waitFor({ state: 'detached' });

    const [saved] = await savedAddresses(token);
    expect(saved).toMatchObject({
      address_type: 'office',
      address: pinned,
      contact_person_name: 'Noor Hamdan',
      contact_person_number: phone,
      road: 'Sheikh Mohammed bin Rashid Blvd',
      house: 'Tower B, 1402',
      floor: '14',
    });
    expect(await card.getAttribute('data-address-id')).toBe(String(saved!.id));
    expect(await text(card.getByTestId('selected-address-type'))).toBe('Office');
    expect(await text(card.getByTestId('checkout-address-text'))).toBe(pinned);
    await card.getByTestId('edit-address').waitFor();
    expect(await page.getByTestId('checkout-floor').inputValue()).toBe('14');

    // Cash on delivery: the order goes to the saved address.
    await page.getByRole('radio', { name: 'Cash on delivery' }).check();
    await page.getByTestId('place-order').click();
    await page.waitForURL((url) => url.pathname === '/order', { waitUntil: 'commit' });
    const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
    expect(orderId).toBeGreaterThan(100_000);
    const tracked = await http(serverUrl, '/api/v1/customer/order/track', {
      query: { order_id: orderId },
      headers: { Authorization: `Bearer ${token}`, moduleId: '1' },
    });
    expect(tracked.status, tracked.text).toBe(200);
    expect(tracked.json).toMatchObject({ payment_method: 'cash_on_delivery' });
    expect((tracked.json as { delivery_address: Json }).delivery_address).toEqual({
      contact_person_name: 'Noor Hamdan',
      contact_person_number: phone,
      contact_person_email: null,
      address_type: 'office',
      address: pinned,
      latitude: saved!.latitude,
      longitude: saved!.longitude,
      road: 'Sheikh Mohammed bin Rashid Blvd',
      house: 'Tower B, 1402',
      floor: '14',
    });
  });

  it("'Save this Address' saves the header's location with the street, house and floor", async () => {
    const { page } = browser;
    const { token, phone } = await customerWithCart('Rami Aziz');
    await signedInVisit(page, token);

    await page.getByTestId('checkout-road').fill('Financial Centre Road');
    await page.getByTestId('checkout-floor').fill('3');
    const save = page.getByTestId('save-address');
    await save.getByText('Save this Address').click();
    await page.getByText('Successfully added!').first().waitFor();
    await save.getByText('Saved to your addresses').waitFor();

    const [saved] = await savedAddresses(token);
    expect(saved).toMatchObject({
      address_type: 'other',
      address: DUBAI_MALL.address,
      latitude: String(DUBAI_MALL.lat),
      longitude: String(DUBAI_MALL.lng),
      contact_person_name: 'Rami Aziz',
      contact_person_number: phone,
      road: 'Financial Centre Road',
      floor: '3',
      house: null,
    });
    // Now a saved address: its type shows and it can be edited.
    const card = page.getByTestId('selected-address');
    expect(await text(card.getByTestId('selected-address-type'))).toBe('Other');
    await card.getByTestId('edit-address').waitFor();
    // A change makes it an unsaved address again.
    await page.getByTestId('checkout-floor').fill('4');
    await save.getByText('Saved to your addresses').waitFor({ state: 'detached' });

    // The header's popover lists it for a signed-in customer.
    await page.getByTestId('location-selector').first().click();
    const popover = page.getByTestId('location-popover');
    await popover.getByText('Select from saved addresses or pick from map').waitFor();
    const listed = popover.getByTestId('header-saved-address');
    await listed.first().waitFor();
    expect(await listed.count()).toBe(1);
    expect(await text(listed.first())).toContain(DUBAI_MALL.address);
  });
});
