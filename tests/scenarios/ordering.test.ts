// A guest orders groceries through the CLI, as in the browser test: two items of one store, an
// item of another store that asks to replace the cart (refused without --yes), checkout with cash
// on delivery, and tracking to delivered. The cart's Subtotal, the checkout's summary and the
// server's order show the same amounts. A second order carries a delivery man tip and tomorrow's
// first time slot, and the server's order has them.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { storefront } from './cli.js';

const api = inject('serverUrl');
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-ordering-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function cli(session: string) {
  return (...args: string[]) =>
    storefront(['--api', api, '--session', join(dir, session), ...args]);
}

async function json<T>(run: Promise<{ code: number | null; stdout: string; stderr: string }>) {
  const result = await run;
  expect(result.code, result.stderr || result.stdout).toBe(0);
  return JSON.parse(result.stdout) as T;
}

interface CartResult {
  cart: {
    lines: { id: number; name: string; quantity: number }[];
    amounts: { itemsPrice: number; discount: number; subtotal: number };
    freeDelivery: { reached: boolean } | null;
  };
}

interface CheckoutResult {
  orderId: number;
  amounts: {
    itemsPrice: number;
    discount: number;
    subtotal: number;
    tax: number;
    deliveryCharge: number;
    additionalCharge: number;
    dmTips: number;
    total: number;
  };
  tip: { amount: number; text: string };
  schedule: { day: string; time: string; at: string; text: string } | null;
  toasts: { kind: string; message: string }[];
}

interface ScheduleList {
  slots: { day: 'today' | 'tomorrow'; time: string; at: string; label: string }[];
}

interface TrackResult {
  id: number;
  status: string;
  steps: { status: string; reached: boolean }[];
  amounts: { total: number; itemsPrice: number; discount: number; subtotal: number };
  contactNumber: string | null;
}

describe('a guest orders groceries from the command line', () => {
  const run = cli('guest.json');
  let subtotal = 0;
  let placed: CheckoutResult;

  it('chooses Dubai Mall and the grocery module', async () => {
    expect((await run('location', 'set', '--search', 'Dubai Mall')).code).toBe(0);
    expect((await run('module', 'use', 'grocery')).code).toBe(0);
  });

  it('adds two items of Al Karama Fresh Market', async () => {
    const first = await json<CartResult & { outcome: string }>(run('--json', 'cart', 'add', '31'));
    expect(first.outcome).toBe('added');
    const second = await json<CartResult & { outcome: string; toasts: unknown[] }>(
      run('--json', 'cart', 'add', '4', '--qty', '2'),
    );
    expect(second.outcome).toBe('added');
    expect(second.toasts).toContainEqual({ kind: 'success', message: 'Item added to cart' });
    expect(second.cart.lines.map((l) => [l.name, l.quantity])).toEqual([
      ['Indian Basmati Rice', 1],
      ['Medjool Dates', 2],
    ]);
  });

  it("is asked before another store's item replaces the cart, and refuses without --yes", async () => {
    const result = await run('--json', 'cart', 'add', '20');
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).error).toMatchObject({
      code: 'confirm_required',
      message: expect.stringContaining(
        'You have item from another store in cart. If you continue, your all previous item from cart will be removed and this one will be added.',
      ),
    });
    const list = await json<CartResult>(run('--json', 'cart', 'list'));
    expect(list.cart.lines).toHaveLength(2);
    subtotal = list.cart.amounts.subtotal;
    expect(subtotal).toBeCloseTo(list.cart.amounts.itemsPrice - list.cart.amounts.discount, 2);
    expect(list.cart.freeDelivery).toMatchObject({ reached: false });
  });

  it("refuses a guest's checkout without the contact form's fields", async () => {
    const result = await run('checkout');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('name is required');
    expect(result.stderr).toContain('phone number required');
    expect(result.stderr).toContain('Email is required');
  });

  it('checks out with cash on delivery: the summary starts from the cart’s Subtotal', async () => {
    placed = await json<CheckoutResult>(
      run(
        '--json',
        'checkout',
        '--type',
        'delivery',
        '--name',
        'Sara Ahmed',
        '--phone',
        '+971 50 123 4567',
        '--email',
        'sara@example.com',
        '--road',
        '12',
        '--house',
        '4B',
        '--floor',
        '3',
      ),
    );
    expect(placed.orderId).toBeGreaterThan(100000);
    expect(placed.amounts.subtotal).toBe(subtotal);
    const { itemsPrice, discount, tax, deliveryCharge, additionalCharge, total } = placed.amounts;
    expect(total).toBeCloseTo(itemsPrice - discount + tax + deliveryCharge + additionalCharge, 2);
    const cart = await json<CartResult>(run('--json', 'cart', 'list'));
    expect(cart.cart.lines).toEqual([]);
  });

  it('the server charged what the checkout showed, and the order moves to delivered', async () => {
    let tracked = await json<TrackResult>(run('--json', 'order', 'track', String(placed.orderId)));
    expect(tracked.amounts).toEqual({
      total: placed.amounts.total,
      itemsPrice: placed.amounts.itemsPrice,
      discount: placed.amounts.discount,
      subtotal,
    });
    expect(tracked.steps.map((s) => s.status)).toEqual([
      'pending',
      'confirmed',
      'processing',
      'handover',
      'picked_up',
      'delivered',
    ]);
    expect(tracked.contactNumber).toBe('+971501234567');
    // Demo progress: one status a second on this server.
    for (let attempt = 0; attempt < 30 && tracked.status !== 'delivered'; attempt += 1) {
      await sleep(1000);
      tracked = await json<TrackResult>(run('--json', 'order', 'track', String(placed.orderId)));
    }
    expect(tracked.status).toBe('delivered');
    expect(tracked.steps.every((s) => s.reached)).toBe(true);

    const list = await json<{ running: unknown[]; finished: { id: number; amount: number }[] }>(
      run('--json', 'order', 'list'),
    );
    expect(list.finished).toContainEqual(
      expect.objectContaining({ id: placed.orderId, amount: placed.amounts.total }),
    );
    // A delivered order can no longer be canceled.
    const cancel = await run('order', 'cancel', String(placed.orderId));
    expect(cancel.code).toBe(1);
  });

  it('someone else tracks it with the order id and phone; a wrong phone finds nothing', async () => {
    const other = cli('other-device.json');
    const tracked = await json<TrackResult>(
      other('--json', 'order', 'track', String(placed.orderId), '--phone', '+971501234567'),
    );
    expect(tracked.amounts.total).toBe(placed.amounts.total);
    const wrong = await other('order', 'track', String(placed.orderId), '--phone', '+97100000');
    expect(wrong.code).toBe(1);
  });

  it('orders again with a tip of 10 and tomorrow’s first slot: the server’s order has both', async () => {
    await json(run('--json', 'cart', 'add', '31'));
    await json(run('--json', 'cart', 'add', '4', '--qty', '2'));
    const list = await json<ScheduleList>(run('--json', 'checkout', '--schedule', 'list'));
    const first = list.slots.find((s) => s.day === 'tomorrow')!;
    expect(first.at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const tipped = await json<CheckoutResult>(
      run(
        '--json',
        'checkout',
        '--name',
        'Sara Ahmed',
        '--phone',
        '+971 50 123 4567',
        '--email',
        'sara@example.com',
        '--tip',
        '10',
        '--schedule',
        `tomorrow ${first.time}`,
      ),
    );
    expect(tipped.tip.amount).toBe(10);
    expect(tipped.amounts.dmTips).toBe(10);
    expect(tipped.schedule).toMatchObject({ day: 'tomorrow', time: first.time, at: first.at });
    const { itemsPrice, discount, tax, deliveryCharge, additionalCharge, total } = tipped.amounts;
    expect(total).toBeCloseTo(
      itemsPrice - discount + tax + deliveryCharge + additionalCharge + 10,
      2,
    );

    // The server's order: the tip, the slot (the stores' time zone, Dubai, is UTC+4), the total.
    const guestId = (
      JSON.parse(readFileSync(join(dir, 'guest.json'), 'utf8')) as { guest_id: string }
    ).guest_id;
    const response = await fetch(
      `${api}/api/v1/customer/order/track?order_id=${tipped.orderId}&guest_id=${guestId}`,
    );
    expect(response.status).toBe(200);
    const order = (await response.json()) as Record<string, unknown>;
    expect(order.dm_tips).toBe(10);
    expect(order.scheduled).toBe(1);
    const [date, time] = first.at.split(' ');
    expect(Date.parse(order.schedule_at as string)).toBe(Date.parse(`${date}T${time}:00+04:00`));
    expect(order.order_amount).toBeCloseTo(total, 2);
    const tracked = await json<TrackResult & { summary: [string, string][] }>(
      run('--json', 'order', 'track', String(tipped.orderId)),
    );
    expect(tracked.amounts.total).toBe(total);
    expect(tracked.summary).toContainEqual(['Deliveryman tips', `+ ${tipped.tip.text}`]);
  });

  it('with --yes the other store’s item replaces the cart', async () => {
    const replaced = await json<CartResult & { outcome: string; toasts: unknown[] }>(
      run('--json', 'cart', 'add', '31'),
    );
    expect(replaced.outcome).toBe('added');
    const result = await json<CartResult & { outcome: string; toasts: unknown[] }>(
      run('--json', 'cart', 'add', '20', '--yes'),
    );
    expect(result.outcome).toBe('replaced');
    expect(result.toasts).toContainEqual({
      kind: 'success',
      message: 'Your cart has been cleared successfully. And selected item added to the cart.',
    });
    expect(result.cart.lines.map((l) => l.name)).toEqual(['Cyprus Halloumi Cheese 250g']);
  });
});
