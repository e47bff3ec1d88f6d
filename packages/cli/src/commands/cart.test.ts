// `cart …` and `checkout` against a fake server answering like the v1 API: the replace-cart
// question (refused without --yes off a terminal, confirmed with --yes), the drawer's numbers,
// and the guest contact's messages.
import { describe, expect, it } from 'vitest';
import { cliHarness, json } from '../../../../tests/support/cli.js';
import { EXIT } from '../errors.js';

const CONFIG = {
  currency_symbol: 'AED',
  currency_symbol_direction: 'left',
  digit_after_decimal_point: 2,
  free_delivery_over: 150,
};

function item(fields: Record<string, unknown>) {
  return {
    id: 1,
    slug: 'item',
    name: 'Item',
    description: '',
    store_id: 1,
    store_name: 'Al Karama Fresh Market',
    module_id: 1,
    module_type: 'grocery',
    price: 10,
    discount: 0,
    discount_type: 'percent',
    store_discount: 0,
    stock: 50,
    maximum_cart_quantity: null,
    available_time_starts: '00:00:00',
    available_time_ends: '23:59:59',
    food_variations: [],
    choice_options: [],
    variations: [],
    add_ons: [],
    category_ids: [],
    tags: [],
    generic_name: [],
    ...fields,
  };
}

const DATES = item({ id: 4, name: 'Medjool Dates', price: 20, discount: 10 });
const HALLOUMI = item({ id: 20, name: 'Halloumi', store_id: 2, price: 17.5 });

const entry = (id: number, it: Record<string, unknown>, quantity: number) => ({
  id,
  user_id: 'g1',
  guest_id: 'g1',
  module_id: 1,
  item_id: it.id,
  is_guest: true,
  add_on_ids: [],
  add_on_qtys: [],
  item_type: 'App\\Models\\Item',
  model: 'Item',
  price: Number(it.price) * quantity,
  quantity,
  variation: [],
  created_at: '',
  updated_at: '',
  item: { ...it, addons: [] },
});

/** A server whose cart holds the dates (store 1) until it is cleared. */
function fakeServer() {
  const requests: { method: string; path: string; body: unknown }[] = [];
  let cart: unknown[] = [entry(11, DATES, 2)];
  return {
    requests,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname.replace('/api/v1', '');
      const text = request.method === 'GET' ? '' : await request.text();
      requests.push({ method: request.method, path, body: text ? JSON.parse(text) : null });
      if (path === '/config') return json(CONFIG);
      if (path === '/items/details/20') return json(HALLOUMI);
      if (path.startsWith('/stores/details/')) return json({ id: 1, discount: null });
      if (path === '/customer/cart/list') return json(cart);
      if (path === '/customer/cart/remove') {
        cart = [];
        return json(cart);
      }
      if (path === '/customer/cart/add') {
        cart = [...cart, entry(12, HALLOUMI, 1)];
        return json(cart);
      }
      return json({ errors: [{ code: 'not-found', message: 'Not found' }] }, 404);
    }) as typeof fetch,
  };
}

const { cli: runCli } = cliHarness('cart', () => ({
  zoneid: '[1]',
  guest_id: 'g1',
  location: 'The Dubai Mall',
  currentLatLng: JSON.stringify({ lat: 25.1985, lng: 55.2796 }),
  module: JSON.stringify({ id: 1, module_type: 'grocery', module_name: 'Grocery', zones: [] }),
}));

async function cli(args: string[], server = fakeServer()) {
  return { ...(await runCli(args, server.fetch)), requests: server.requests };
}

describe('cart list', () => {
  it('prices the cart as the drawer does: lines, Subtotal and the free-delivery progress', async () => {
    const { code, stdout } = await cli(['--json', 'cart', 'list']);
    expect(code).toBe(EXIT.ok);
    expect(JSON.parse(stdout).cart).toMatchObject({
      lines: [
        { id: 11, name: 'Medjool Dates', quantity: 2, price: 'AED36.00', original: 'AED40.00' },
      ],
      amounts: { itemsPrice: 40, discount: 4, subtotal: 36 },
      freeDelivery: { remaining: 'AED114.00', percent: 24, reached: false },
    });
  });
});

describe('cart add', () => {
  it("refuses to replace another store's cart without --yes when it cannot ask", async () => {
    const { code, stdout, requests } = await cli(['--json', 'cart', 'add', '20']);
    expect(code).toBe(EXIT.failure);
    expect(JSON.parse(stdout).error).toMatchObject({
      code: 'confirm_required',
      message: expect.stringContaining('You have item from another store in cart.'),
    });
    expect(requests.some((r) => r.path === '/customer/cart/remove')).toBe(false);
    expect(requests.some((r) => r.path === '/customer/cart/add')).toBe(false);
  });

  it('with --yes clears the cart, then adds, with the spec’s toast', async () => {
    const { code, stdout, requests } = await cli(['--json', 'cart', 'add', '20', '--yes']);
    expect(code, stdout).toBe(EXIT.ok);
    const result = JSON.parse(stdout);
    expect(result.outcome).toBe('replaced');
    expect(result.toasts).toContainEqual({
      kind: 'success',
      message: 'Your cart has been cleared successfully. And selected item added to the cart.',
    });
    const calls = requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);
    expect(calls).toEqual(['DELETE /customer/cart/remove', 'POST /customer/cart/add']);
    const add = requests.find((r) => r.path === '/customer/cart/add');
    expect(add?.body).toMatchObject({ item_id: 20, quantity: 1, guest_id: 'g1', model: 'Item' });
    expect(result.cart.lines.map((l: { name: string }) => l.name)).toEqual(['Halloumi']);
  });
});

describe('checkout', () => {
  it("asks a guest for the contact form's fields with the spec's messages", async () => {
    const { code, stderr } = await cli(['checkout', '--email', 'not-an-email']);
    expect(code).toBe(EXIT.usage);
    expect(stderr).toContain('--name: name is required');
    expect(stderr).toContain('--phone: phone number required');
    expect(stderr).toContain('--email: Please insert a valid email.');
  });
});
