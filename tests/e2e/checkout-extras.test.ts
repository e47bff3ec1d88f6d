// The checkout's extras in Chromium, against the built app served by the real server on the demo
// data: a guest with two grocery lines at Al Karama Fresh Market (open around the clock, takes
// scheduled orders) tries a custom tip (a negative one is refused), picks the 15 preset,
// schedules the order for a slot tomorrow, chooses the notes, and places the order. The
// checkout's total, the confirmation and the server's order agree, and the server's order has the
// tip, the scheduled time and the notes. In Arabic the same parts read right to left.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.js';
import { fillContact } from './contact.js';
import { storeGuest, storeVisitor, text } from './visitor.js';

const browser = useBrowser();
const serverUrl = inject('serverUrl');

const RICE = 31;
const DATES = 4;

/** 'AED54.54' → 54.54 */
const amount = (money: string) => Number(money.replace(/[^\d.]/g, ''));

/** A guest at Dubai Mall in the grocery module, with rice and dates of Al Karama in the cart. */
async function guestWithCart(page: Page, language: 'en' | 'ar') {
  await storeVisitor(page, { language });
  // The guest's identity from the server before the first page (as the app asks for one), so
  // that its cart is filled before checkout opens, without booting the app on /home first.
  const guestId = await storeGuest(page);
  for (const [itemId, quantity] of [
    [RICE, 2],
    [DATES, 1],
  ] as const) {
    const added = await fetch(`${serverUrl}/api/v1/customer/cart/add`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', moduleId: '1' },
      body: JSON.stringify({ guest_id: guestId, item_id: itemId, quantity }),
    });
    expect(added.status, await added.text()).toBe(200);
  }
  await page.goto('/checkout?page=cart');
  await page.getByTestId('checkout-summary').getByTestId('summary-total').waitFor();
  return guestId;
}

describe('checkout extras', () => {
  it('a guest tips, schedules a slot tomorrow, leaves notes and places the order; the server has them all', async () => {
    const { page } = browser;
    const guestId = await guestWithCart(page, 'en');
    await fillContact(page);
    const summary = page.getByTestId('checkout-summary');
    const total = async () => amount(await text(summary.getByTestId('summary-total')));
    const before = await total();

    // The tip picker: 'Not now', the presets in the store's currency, and Custom.
    const tips = page.getByTestId('checkout-tips');
    expect(await text(tips.getByRole('heading'))).toBe('Deliveryman tips');
    const chips = tips.getByTestId('tip-options').locator('label');
    expect(
      await chips.evaluateAll((els) => els.map((el) => el.getAttribute('data-value'))),
    ).toEqual(['0', '10', '15', '20', '40', 'custom']);
    expect(await text(chips.nth(0))).toBe('Not now');
    expect(await text(chips.nth(2))).toContain('AED15.00');
    // 'Most Tipped' sits on the amount the server names, when it is a preset.
    const most = (await (await fetch(`${serverUrl}/api/v1/most-tips`)).json()) as {
      most_tips_amount: number | null;
    };
    const badged = await chips.evaluateAll((els) =>
      els.filter((el) => el.textContent?.includes('Most Tipped')).map((el) => el.dataset.value),
    );
    expect(badged).toEqual(
      most.most_tips_amount != null && [10, 15, 20, 40].includes(most.most_tips_amount)
        ? [String(most.most_tips_amount)]
        : [],
    );
    expect(await summary.getByTestId('summary-tips').count()).toBe(0);

    // A custom tip: a negative one is refused with a clear message; 7.50 is added.
    await tips.getByText('Custom', { exact: true }).click();
    const custom = tips.getByTestId('tip-custom-input');
    await custom.fill('-3');
    expect(await text(tips.getByTestId('tip-custom-error'))).toBe('The tip cannot be negative');
    expect(await custom.getAttribute('aria-invalid')).toBe('true');
    await custom.fill('7.5');
    await tips.getByTestId('tip-custom-error').waitFor({ state: 'detached' });
    await summary.getByTestId('summary-tips').filter({ hasText: 'AED7.50' }).waitFor();
    expect(await total()).toBeCloseTo(before + 7.5, 2);

    // The 15 preset instead.
    await tips.locator('label[data-value="15"]').click();
    await summary.getByTestId('summary-tips').filter({ hasText: 'AED15.00' }).waitFor();
    expect(await custom.count()).toBe(0);
    expect(await total()).toBeCloseTo(before + 15, 2);

    // Schedule: tomorrow, the third slot; the summary says when.
    const schedule = page.getByTestId('checkout-schedule');
    expect(await text(schedule.getByRole('heading'))).toBe('Delivery Time');
    await schedule.getByText('Schedule', { exact: true }).click();
    await schedule.locator('label[data-value="tomorrow"]').click();
    const slot = schedule.getByTestId('schedule-slot');
    const slots = await slot
      .locator('option')
      .evaluateAll((els) => els.map((el) => [(el as HTMLOptionElement).value, el.textContent]));
    // Al Karama is open around the clock: 48 half-hour slots, none of them 'Now' tomorrow.
    expect(slots).toHaveLength(48);
    expect(slots[0]).toEqual([expect.stringMatching(/ 00:30$/), '12:00 AM – 12:30 AM']);
    expect(slots.some(([, label]) => label === 'Now')).toBe(false);
    const [value] = slots[2]!;
    await slot.selectOption(value!);
    expect(value).toMatch(/^\d{4}-\d{2}-\d{2} 01:30$/);
    await summary
      .getByTestId('summary-schedule')
      .filter({ hasText: 'Tomorrow, 01:30 AM' })
      .waitFor();

    // Notes: one option each, and a second press clears it; no cutlery for groceries.
    const notes = page.getByTestId('checkout-notes');
    const call = notes.getByRole('button', { name: 'Call me ASAP' });
    await notes.getByRole('button', { name: 'Please cancel the order' }).click();
    await call.click();
    expect(await call.getAttribute('aria-pressed')).toBe('true');
    expect(
      await notes
        .getByTestId('unavailable-note')
        .locator('[aria-pressed=true]')
        .evaluateAll((els) => els.map((el) => el.textContent)),
    ).toEqual(['Call me ASAP']);
    const reception = notes.getByRole('button', { name: 'Deliver to the reception desk' });
    await reception.click();
    await reception.click();
    expect(await reception.getAttribute('aria-pressed')).toBe('false');
    await reception.click();
    expect(await notes.getByTestId('cutlery-switch').count()).toBe(0);

    const checkoutTotal = await text(summary.getByTestId('summary-total'));
    const tipsShown = await text(summary.getByTestId('summary-tips'));
    await page.getByRole('radio', { name: 'Cash on delivery' }).check();
    await page.getByTestId('place-order').click();

    // The confirmation: the charged total and the extras.
    await page.waitForURL((url) => url.pathname === '/order', { waitUntil: 'commit' });
    const placedTotal = page.getByTestId('placed-total');
    await placedTotal.waitFor();
    expect(await text(placedTotal)).toBe(checkoutTotal);
    expect(await text(page.getByTestId('order-extra-unavailable'))).toBe('Call me ASAP');
    expect(await text(page.getByTestId('order-extra-instruction'))).toBe(
      'Deliver to the reception desk',
    );
    await page.getByTestId('order-extra-schedule').waitFor();
    const orderId = Number(new URL(page.url()).searchParams.get('order_id'));

    // The server's order: the total shown, the tip, the slot (Dubai is UTC+4), the notes.
    const response = await fetch(
      `${serverUrl}/api/v1/customer/order/track?order_id=${orderId}&guest_id=${guestId}`,
    );
    expect(response.status).toBe(200);
    const order = (await response.json()) as Record<string, unknown>;
    expect(order.order_amount).toBeCloseTo(amount(checkoutTotal), 2);
    expect(order.dm_tips).toBe(15);
    expect(amount(tipsShown)).toBe(15);
    expect(order.scheduled).toBe(1);
    const [date, time] = value!.split(' ');
    expect(Date.parse(order.schedule_at as string)).toBe(Date.parse(`${date}T${time}:00+04:00`));
    expect(order).toMatchObject({
      unavailable_item_note: 'Call me ASAP',
      delivery_instruction: 'Deliver to the reception desk',
      cutlery: 0,
      order_type: 'delivery',
    });

    // Tracking shows them too.
    await page.getByTestId('placed-track').click();
    const extras = page.getByTestId('order-extras');
    await extras.waitFor();
    expect(await text(extras.getByTestId('order-extra-unavailable'))).toBe('Call me ASAP');
  });

  it('in Arabic the tips, the time and the notes read right to left', async () => {
    const { page } = browser;
    await guestWithCart(page, 'ar');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');

    // Issue 9: the guest's delivery address paints with the HTML, before the app's code (which
    // never comes here: the boot script alone runs), in the place and size the form gives it.
    const formLine = page.getByTestId('checkout-address-text');
    const formBox = (await formLine.boundingBox())!;
    expect(await text(formLine)).toBe('التوصيل إلى: The Dubai Mall, Downtown Dubai');
    await page.route(/\/assets\/(?!boot-)[^/]*\.js$/, (route) => route.abort());
    await page.reload();
    const shellLine = page.locator('#root p:has(span[data-shell-address])');
    await shellLine.waitFor();
    expect(await shellLine.innerText()).toBe('التوصيل إلى: The Dubai Mall, Downtown Dubai');
    const shellBox = (await shellLine.boundingBox())!;
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      // To the pixel (the header above may differ by a fraction of one).
      expect(Math.abs(shellBox[side] - formBox[side]), side).toBeLessThan(1);
    }
    await page.unrouteAll();
    await page.reload();
    await page.getByTestId('checkout-summary').getByTestId('summary-total').waitFor();
    const tips = page.getByTestId('checkout-tips');
    expect(await text(tips.getByRole('heading'))).toBe('إكرامية عامل التوصيل');
    expect(await text(tips.locator('label[data-value="0"]'))).toBe('ليس الآن');
    await tips.locator('label[data-value="custom"]').click();
    await tips.getByTestId('tip-custom-input').fill('abc');
    expect(await text(tips.getByTestId('tip-custom-error'))).toBe('يرجى إدخال مبلغ صحيح');
    await tips.getByTestId('tip-custom-input').fill('١٢');
    await page
      .getByTestId('checkout-summary')
      .getByTestId('summary-tips')
      .filter({ hasText: '12.00' })
      .waitFor();
    const schedule = page.getByTestId('checkout-schedule');
    expect(await text(schedule.getByRole('heading'))).toBe('وقت التوصيل');
    await schedule.getByText('جدولة الطلب', { exact: true }).click();
    // Today's first slot is the one containing now (in the last minute of the day, today has
    // no slot left and tomorrow is chosen instead).
    const todayOpen = await schedule.locator('label[data-value="today"] input').isEnabled();
    const first = await text(schedule.getByTestId('schedule-slot').locator('option').first());
    if (todayOpen) expect(first).toBe('الآن');
    else expect(first).toMatch(/^من 12:00 ص إلى 12:30 ص$/);
    const notes = page.getByTestId('checkout-notes');
    await notes.getByRole('button', { name: 'اتصل بي فورًا' }).click();
    expect(
      await notes.getByRole('button', { name: 'اتصل بي فورًا' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });
});
