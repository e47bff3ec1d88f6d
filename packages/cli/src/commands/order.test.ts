// `order reasons` and `order cancel` against a fake server answering like the v1 API: the cancel
// drives core's order-cancel machine (the web app's dialog): a listed reason by its id, a reason
// of one's own, none ('Please select a cancellation reason'), an order no longer pending, and the
// server's refusal after confirmation.
import { describe, expect, it } from 'vitest';
import { cliHarness, json } from '../../../../tests/support/cli.js';
import { EXIT } from '../errors.js';

const { cli: runCli } = cliHarness('order', () => ({
  zoneid: '[1]',
  guest_id: 'g1',
  module: JSON.stringify({ id: 1, module_type: 'grocery', module_name: 'Grocery', zones: [] }),
}));

const REASONS = [
  { id: 3, reason: 'I ordered by mistake', user_type: 'customer', status: 1 },
  { id: 5, reason: 'The delivery time is too long', user_type: 'customer', status: 1 },
];

function fakeServer(status = 'pending', refusal: string | null = null) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace('/api/v1', '');
    const text = await request.text();
    requests.push({ method: request.method, path, body: text ? JSON.parse(text) : null });
    if (path === '/customer/order/track') {
      return json({ id: Number(url.searchParams.get('order_id')), order_status: status });
    }
    if (path === '/customer/order/cancellation-reasons') {
      return json({ total_size: 2, limit: 50, offset: 1, data: REASONS });
    }
    if (path === '/customer/order/cancel') {
      return refusal
        ? json({ errors: [{ code: 'order', message: refusal }] }, 403)
        : json({ message: 'Order canceled successfully' });
    }
    return json({ errors: [{ code: 'not_found', message: `no ${path}` }] }, 404);
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

const cancelBody = (server: ReturnType<typeof fakeServer>) =>
  server.requests.find((r) => r.path === '/customer/order/cancel')?.body;

describe('order reasons', () => {
  it('lists the customer reasons with their ids', async () => {
    const server = fakeServer();
    const out = await runCli(['--json', 'order', 'reasons'], server.fetch);
    expect(out.code).toBe(EXIT.ok);
    expect(JSON.parse(out.stdout)).toEqual({
      reasons: [
        { id: 3, reason: 'I ordered by mistake' },
        { id: 5, reason: 'The delivery time is too long' },
      ],
    });
  });
});

describe('order cancel', () => {
  it('a listed reason by its id: its text is sent, the spec’s message answered', async () => {
    const server = fakeServer();
    const out = await runCli(
      ['--json', 'order', 'cancel', '100001', '--reason', '5'],
      server.fetch,
    );
    expect(out.code, out.stderr).toBe(EXIT.ok);
    expect(JSON.parse(out.stdout)).toMatchObject({
      orderId: 100001,
      message: 'Order canceled successfully',
      reason: 'The delivery time is too long',
    });
    expect(cancelBody(server)).toEqual({
      order_id: 100001,
      reason: 'The delivery time is too long',
      guest_id: 'g1',
    });
  });

  it('a reason of one’s own is sent as written', async () => {
    const server = fakeServer();
    const out = await runCli(
      ['order', 'cancel', '100001', '--reason', 'Too far away'],
      server.fetch,
    );
    expect(out.code, out.stderr).toBe(EXIT.ok);
    expect(out.stdout).toContain('Order canceled successfully');
    expect(cancelBody(server)).toMatchObject({ reason: 'Too far away' });
  });

  it('no reason: Please select a cancellation reason, nothing sent', async () => {
    const server = fakeServer();
    const out = await runCli(['order', 'cancel', '100001'], server.fetch);
    expect(out.code).toBe(EXIT.failure);
    expect(out.stderr).toContain('Please select a cancellation reason');
    expect(cancelBody(server)).toBeUndefined();
  });

  it('an order no longer pending is refused before anything is sent', async () => {
    const server = fakeServer('delivered');
    const out = await runCli(['order', 'cancel', '100001', '--reason', '3'], server.fetch);
    expect(out.code).toBe(EXIT.failure);
    expect(out.stderr).toContain('Only a pending order can be canceled.');
    expect(cancelBody(server)).toBeUndefined();
  });

  it('the server’s refusal after confirmation exits 1 with its message', async () => {
    const server = fakeServer('pending', 'You can not cancel after confirm');
    const out = await runCli(
      ['--json', 'order', 'cancel', '100001', '--reason', '3'],
      server.fetch,
    );
    expect(out.code).toBe(EXIT.failure);
    expect(out.stderr + out.stdout).toContain('You can not cancel after confirm');
  });
});
