// Chat with a store in Chromium (issue 14), against the built app served by the real server in
// demo mode (a store answers a new conversation a moment later). A signed-in customer with a
// placed order opens its details, presses "Chat with store", sends a text and sees the store's
// automatic reply arrive live (Server-Sent Events, no reload); the header's badge stays empty
// while the conversation is open. A message to support sent from another device while the tab
// shows the home page gets its reply there: the header's chat icon then shows 1 unread, the
// inbox lists it, and opening it clears the badge.
import { describe, expect, inject, it } from 'vitest';
import {
  fillCart,
  groceryLines,
  newCustomer,
  placeCart,
  placedId,
  shopAt,
} from '../contract/orders-extra.js';
import { http } from '../support/http.js';
import { useBrowser } from './browser.js';
import { storeVisitor, text } from './visitor.js';

const browser = useBrowser();
const serverUrl = inject('serverUrl');

describe('chat', () => {
  it('chats with the store of an order; the demo reply and the unread badge arrive live', async () => {
    const { page } = browser;
    const shop = await shopAt(serverUrl);
    const token = await newCustomer(serverUrl);
    const { tomato, lines } = await groceryLines(shop);
    const cart = await fillCart(shop, { token }, 'grocery', lines);
    const orderId = placedId(await placeCart(shop, { token }, 'grocery', tomato.store_id, cart));

    // The order's details: Chat with store opens that store's conversation in the inbox.
    await storeVisitor(page, { token });
    await page.goto(`/track-order/${orderId}`);
    const details = page.getByTestId('order-tracking');
    await details.getByTestId('order-items').waitFor();
    const storeName = await text(details.getByTestId('order-address').locator('strong').first());
    await details.getByTestId('order-chat-store').click();
    await page.waitForURL((url) => url.searchParams.get('store') === String(tomato.store_id));
    const view = page.getByTestId('chat-conversation-view');
    await view.getByTestId('chat-no-messages').waitFor();
    expect(await text(view.getByTestId('chat-peer'))).toBe(storeName);

    // Send a text: it shows as the customer's; the store's reply arrives without a reload.
    await view.getByTestId('chat-input').fill('Hello, can you add extra bags?');
    await view.getByTestId('chat-input').press('Enter');
    const own = view.locator('[data-testid=chat-message][data-sender=customer]');
    await own.waitFor();
    expect(await text(own)).toContain('Hello, can you add extra bags?');
    const reply = view.locator('[data-testid=chat-message][data-sender=vendor]');
    await reply.waitFor({ timeout: 10_000 });
    expect(await text(reply)).toContain(storeName);
    // Read as it arrived: nothing unread.
    const chatIcon = page.getByTestId('header-chat');
    await expect.poll(() => chatIcon.getAttribute('data-unread')).toBe('0');
    expect(await page.getByTestId('header-chat-badge').count()).toBe(0);

    // Support opens an empty conversation; the customer writes to support from another device
    // (the API) while this tab shows the home page, so the reply arrives elsewhere than an open
    // conversation whatever the machine's speed (sent from this inbox, a reply that came before
    // the tab had left would be read on arrival).
    await page.getByTestId('chat-support').click();
    await page.waitForURL((url) => url.searchParams.get('support') === '1');
    await view.getByTestId('chat-no-messages').waitFor();
    await page.goto('/home');
    await page.getByTestId('module-home').waitFor();
    await expect.poll(() => chatIcon.getAttribute('data-unread')).toBe('0');
    const sent = await http(serverUrl, '/api/v1/customer/message/send', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: { receiver_type: 'admin', message: 'Where can I see my invoices?' },
    });
    expect(sent.status).toBe(200);
    // The reply arrives on the stream: the badge shows it, with its count in the icon's name.
    await page.getByTestId('header-chat-badge').waitFor({ timeout: 10_000 });
    expect(await text(page.getByTestId('header-chat-badge'))).toBe('1');
    expect(await chatIcon.getAttribute('aria-label')).toBe('Inbox, 1 unread');

    // The inbox lists it unread; opening it clears the badge.
    await chatIcon.click();
    const unreadRow = page.locator('[data-testid=chat-conversation][data-unread="1"]');
    await unreadRow.waitFor();
    expect(await page.getByTestId('chat-conversation').count()).toBe(2);
    await unreadRow.click();
    await page
      .getByTestId('chat-conversation-view')
      .locator('[data-testid=chat-message][data-sender=admin]')
      .waitFor();
    await page.getByTestId('header-chat-badge').waitFor({ state: 'detached' });
    await expect.poll(() => chatIcon.getAttribute('data-unread')).toBe('0');
  });
});
