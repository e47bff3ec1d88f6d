// `checkout` against a fake server answering like the v1 API, at a fixed time (Monday 2 March
// 2026, 12:10 in Dubai): the tip (core's custom-tip parser and its messages), the schedule slots
// (core's rule: `--schedule list`, a slot by its time, a time that is no slot), the notes and
// cutlery, each sent as the machine's event and carried by the placed order, and the machine's
// refusals as errors.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cliHarness, json } from '../../../../tests/support/cli.js';
import { EXIT } from '../errors.js';

/** 12:10 in Dubai (UTC+4) on Monday 2 March 2026. */
const NOW = new Date('2026-03-02T08:10:00Z');

const CONFIG = {
  currency_symbol: 'AED',
  currency_symbol_direction: 'left',
  digit_after_decimal_point: 2,
  guest_checkout_status: 1,
  home_delivery_status: 1,
  takeaway_status: 1,
  cash_on_delivery: true,
  dm_tips_status: 1,
  additional_charge_status: 0,
  tax_included: 0,
  per_km_shipping_charge: 0,
  minimum_shipping_charge: 5,
  schedule_order_slot_duration: 30,
};

type ModuleType = 'grocery' | 'food';

/** A store open 10:00–22:00 every day, inside the zone, taking scheduled orders. */
const STORE = {
  id: 1,
  name: 'Al Karama Fresh Market',
  zone_id: 1,
  latitude: '25.2434',
  longitude: '55.3031',
  tax: 0,
  minimum_order: 0,
  delivery: true,
  take_away: true,
  schedule_order: true,
  cutlery: true,
  active: true,
  schedules: [0, 1, 2, 3, 4, 5, 6].map((day) => ({
    id: day + 1,
    store_id: 1,
    day,
    opening_time: '10:00:00',
    closing_time: '22:00:00',
  })),
  free_delivery: false,
  self_delivery_system: 0,
  per_km_shipping_charge: 0,
  minimum_shipping_charge: 0,
  maximum_shipping_charge: null,
  discount: null,
};

const ZONE = {
  id: 1,
  name: 'Dubai',
  formated_coordinates: [
    { lat: 25, lng: 55 },
    { lat: 25.5, lng: 55 },
    { lat: 25.5, lng: 55.5 },
    { lat: 25, lng: 55.5 },
  ],
  cash_on_delivery: true,
  increased_delivery_fee: 0,
  increased_delivery_fee_status: 0,
  modules: [1, 2].map((id) => ({
    id,
    pivot: {
      zone_id: 1,
      module_id: id,
      per_km_shipping_charge: 0,
      minimum_shipping_charge: 5,
      maximum_shipping_charge: null,
      maximum_cod_order_amount: 0,
    },
  })),
};

function cartEntry(moduleType: ModuleType) {
  const item = {
    id: 4,
    slug: 'item',
    name: moduleType === 'food' ? 'Chicken Shawarma' : 'Medjool Dates',
    description: '',
    store_id: 1,
    store_name: STORE.name,
    module_id: moduleType === 'food' ? 2 : 1,
    module_type: moduleType,
    price: 20,
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
    addons: [],
    category_ids: [],
    tags: [],
    generic_name: [],
  };
  return {
    id: 11,
    user_id: 'g1',
    guest_id: 'g1',
    module_id: item.module_id,
    item_id: item.id,
    is_guest: true,
    add_on_ids: [],
    add_on_qtys: [],
    item_type: 'App\\Models\\Item',
    model: 'Item',
    price: 40,
    quantity: 2,
    variation: [],
    created_at: '',
    updated_at: '',
    item,
  };
}

/** A server with one cart line (2 × 20) of store 1; it records the order placed. */
function fakeServer(options: { moduleType?: ModuleType; store?: Record<string, unknown> } = {}) {
  const moduleType = options.moduleType ?? 'grocery';
  const requests: { method: string; path: string; body: unknown }[] = [];
  return {
    requests,
    placed: () =>
      requests.find((r) => r.path === '/customer/order/place')?.body as
        Record<string, unknown> | undefined,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname.replace('/api/v1', '');
      const text = request.method === 'GET' ? '' : await request.text();
      requests.push({ method: request.method, path, body: text ? JSON.parse(text) : null });
      if (path === '/config') return json(CONFIG);
      if (path === '/customer/cart/list') return json([cartEntry(moduleType)]);
      if (path === '/stores/details/1') return json({ ...STORE, ...options.store });
      if (path === '/config/get-zone-id') return json({ zone_id: '[1]', zone_data: [ZONE] });
      if (path === '/customer/order/place') {
        return json({
          message: 'Order placed successfully',
          order_id: 100123,
          total_ammount: (JSON.parse(text) as { order_amount: number }).order_amount,
          status: 'pending',
          created_at: NOW.toISOString(),
          user_id: 'g1',
        });
      }
      return json({ errors: [{ code: 'not-found', message: 'Not found' }] }, 404);
    }) as typeof fetch,
  };
}

function sessionFor(moduleType: ModuleType) {
  return {
    zoneid: '[1]',
    guest_id: 'g1',
    location: 'The Dubai Mall',
    currentLatLng: JSON.stringify({ lat: 25.1985, lng: 55.2796 }),
    module: JSON.stringify({
      id: moduleType === 'food' ? 2 : 1,
      module_type: moduleType,
      module_name: moduleType === 'food' ? 'Food' : 'Grocery',
      zones: [],
    }),
  };
}

const { cli: runCli, writeSession: writeSessionFile } = cliHarness('checkout', () =>
  sessionFor('grocery'),
);
const writeSession = (moduleType: ModuleType) => writeSessionFile(sessionFor(moduleType));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const GUEST = ['--name', 'Sara Ahmed', '--phone', '+971501234567', '--email', 'sara@example.com'];

async function cli(args: string[], server = fakeServer()) {
  return { ...(await runCli(args, server.fetch)), placed: server.placed() };
}

interface Placed {
  orderId: number;
  amounts: { total: number; dmTips: number; deliveryCharge: number; itemsPrice: number };
  tip: { amount: number; text: string };
  schedule: { day: string; time: string; at: string; text: string } | null;
  notes: {
    unavailableItem: { key: string; text: string } | null;
    deliveryInstruction: { key: string; text: string } | null;
  };
  cutlery: boolean;
}

describe('checkout --tip', () => {
  it('adds the tip: the order carries it, the total includes it, the output shows it', async () => {
    const plain = await cli(['--json', 'checkout', ...GUEST]);
    expect(plain.code, plain.stdout).toBe(EXIT.ok);
    const before = JSON.parse(plain.stdout) as Placed;
    expect(before.tip).toEqual({ amount: 0, text: 'AED0.00' });

    const { code, stdout, placed } = await cli(['--json', 'checkout', ...GUEST, '--tip', '12.5']);
    expect(code, stdout).toBe(EXIT.ok);
    const result = JSON.parse(stdout) as Placed;
    expect(result.tip).toEqual({ amount: 12.5, text: 'AED12.50' });
    expect(result.amounts.dmTips).toBe(12.5);
    expect(result.amounts.total).toBeCloseTo(before.amounts.total + 12.5, 2);
    expect(placed).toMatchObject({ dm_tips: 12.5, order_amount: result.amounts.total });

    const text = await cli(['checkout', ...GUEST, '--tip', '10']);
    expect(text.stdout).toMatch(/Deliveryman tips\s+\+ AED10\.00/);
  });

  it('reads Arabic-Indic digits and a comma, as the web’s custom amount does', async () => {
    const { code, placed } = await cli(['checkout', ...GUEST, '--tip', '٧,٥']);
    expect(code).toBe(EXIT.ok);
    expect(placed?.dm_tips).toBe(7.5);
  });

  it.each([
    ['-3', 'en', '--tip: The tip cannot be negative'],
    ['abc', 'en', '--tip: Please enter a valid amount'],
    ['abc', 'ar', '--tip: يرجى إدخال مبلغ صحيح'],
  ])('refuses %s with the parser’s message (%s), exit 2', async (tip, lang, message) => {
    const { code, stderr, placed } = await cli([
      '--lang',
      lang,
      'checkout',
      ...GUEST,
      '--tip',
      tip,
    ]);
    expect(code).toBe(EXIT.usage);
    expect(stderr).toContain(message);
    expect(placed).toBeUndefined();
  });

  it('a take-away order has no delivery man: a tip is refused, nothing is placed', async () => {
    const { code, stdout, placed } = await cli([
      '--json',
      'checkout',
      ...GUEST,
      '--type',
      'take_away',
      '--tip',
      '5',
    ]);
    expect(code).toBe(EXIT.failure);
    expect(JSON.parse(stdout).error).toMatchObject({ code: 'tips' });
    expect(placed).toBeUndefined();
  });
});

describe('checkout --schedule', () => {
  it('list: today’s slots from the one containing now (Now), tomorrow’s all; places nothing', async () => {
    const { code, stdout, placed } = await cli(['--json', 'checkout', '--schedule', 'list']);
    expect(code, stdout).toBe(EXIT.ok);
    const list = JSON.parse(stdout) as {
      slotMinutes: number;
      slots: { day: string; time: string; at: string; label: string; isNow: boolean }[];
    };
    expect(list.slotMinutes).toBe(30);
    const today = list.slots.filter((s) => s.day === 'today');
    const tomorrow = list.slots.filter((s) => s.day === 'tomorrow');
    expect(today[0]).toEqual({
      day: 'today',
      time: '12:30',
      at: '2026-03-02 12:30',
      label: 'Now',
      isNow: true,
    });
    expect(today.at(-1)?.time).toBe('22:00');
    expect(tomorrow).toHaveLength(24);
    expect(tomorrow[0]).toEqual({
      day: 'tomorrow',
      time: '10:30',
      at: '2026-03-03 10:30',
      label: '10:00 AM – 10:30 AM',
      isNow: false,
    });
    expect(placed).toBeUndefined();

    const text = await cli(['checkout', '--schedule', 'list']);
    expect(text.stdout).toMatch(/^Delivery Time\n/);
    expect(text.stdout).toMatch(/"tomorrow 10:30"\s+10:00 AM – 10:30 AM/);
  });

  it('a slot by its time: the order is scheduled then, and the output says when', async () => {
    const { code, stdout, placed } = await cli([
      '--json',
      'checkout',
      ...GUEST,
      '--schedule',
      'tomorrow 10:30',
    ]);
    expect(code, stdout).toBe(EXIT.ok);
    expect(placed?.schedule_at).toBe('2026-03-03 10:30');
    expect((JSON.parse(stdout) as Placed).schedule).toEqual({
      day: 'tomorrow',
      time: '10:30',
      at: '2026-03-03 10:30',
      text: 'Tomorrow, 10:30 AM',
    });
    const text = await cli(['checkout', ...GUEST, '--schedule', 'today 13:00']);
    expect(text.stdout).toMatch(/Delivery Time\s+Today, 01:00 PM/);
    const asap = await cli(['checkout', ...GUEST]);
    expect(asap.placed?.schedule_at).toBeNull();
    expect(asap.stdout).toMatch(/Delivery Time\s+As soon as possible/);
  });

  it.each(['tomorrow 10:15', 'today 11:00', 'tomorrow 23:00'])(
    '%s is no slot: exit 2, the slots listed, nothing placed',
    async (when) => {
      const { code, stderr, placed } = await cli(['checkout', ...GUEST, '--schedule', when]);
      expect(code).toBe(EXIT.usage);
      expect(stderr).toContain(`"${when}" is not a time slot of the store`);
      expect(stderr).toMatch(/today: 12:30, 13:00, 13:30/);
      expect(stderr).toMatch(/tomorrow: 10:30, 11:00, 11:30/);
      expect(placed).toBeUndefined();
    },
  );

  it('an unreadable time is a usage error', async () => {
    const { code, stderr } = await cli(['checkout', ...GUEST, '--schedule', 'monday 10:30']);
    expect(code).toBe(EXIT.usage);
    expect(stderr).toContain('must be "today HH:MM", "tomorrow HH:MM" or list');
  });

  it('a store that takes no scheduled orders: the machine refuses the time (exit 1)', async () => {
    const server = fakeServer({ store: { schedule_order: false } });
    const { code, stderr, placed } = await cli(
      ['checkout', ...GUEST, '--schedule', 'tomorrow 10:30'],
      server,
    );
    expect(code).toBe(EXIT.failure);
    expect(stderr).toContain('This store does not take scheduled orders.');
    expect(placed).toBeUndefined();
    const list = await cli(
      ['checkout', '--schedule', 'list'],
      fakeServer({ store: { schedule_order: false } }),
    );
    expect(list.code).toBe(EXIT.failure);
    expect(list.stderr).toContain('This store does not take scheduled orders.');
  });
});

describe('checkout notes and cutlery', () => {
  it('sends the notes’ texts and prints them', async () => {
    const { code, stdout, placed } = await cli([
      '--json',
      'checkout',
      ...GUEST,
      '--unavailable-note',
      'call',
      '--delivery-instruction',
      'reception',
    ]);
    expect(code, stdout).toBe(EXIT.ok);
    expect(placed).toMatchObject({
      unavailable_item_note: 'Call me ASAP',
      delivery_instruction: 'Deliver to the reception desk',
      cutlery: 0,
    });
    expect((JSON.parse(stdout) as Placed).notes).toEqual({
      unavailableItem: { key: 'call', text: 'Call me ASAP' },
      deliveryInstruction: { key: 'reception', text: 'Deliver to the reception desk' },
    });
    const text = await cli(['checkout', ...GUEST, '--unavailable-note', 'wait']);
    expect(text.stdout).toMatch(/If any product is not available\s+I’ll wait until it’s restocked/);
    expect(text.stdout).not.toContain('Delivery instruction');
  });

  it('a delivery instruction on a take-away order is refused; an unknown key is a usage error', async () => {
    const takeAway = await cli([
      'checkout',
      ...GUEST,
      '--type',
      'take_away',
      '--delivery-instruction',
      'noBell',
    ]);
    expect(takeAway.code).toBe(EXIT.failure);
    expect(takeAway.stderr).toContain('for delivery orders only');
    expect(takeAway.placed).toBeUndefined();
    const unknown = await cli(['checkout', ...GUEST, '--unavailable-note', 'shrug']);
    expect(unknown.code).toBe(EXIT.usage);
    expect(unknown.stderr).toContain('Allowed choices are remove, wait, cancel, call, notify');
  });

  it('--help lists the note keys with their texts', async () => {
    const { code, stdout } = await cli(['checkout', '--help']);
    expect(code).toBe(EXIT.ok);
    expect(stdout).toMatch(/remove\s+Remove it from my cart/);
    expect(stdout).toMatch(/notify\s+Notify me when it’s back/);
    expect(stdout).toMatch(/frontDoor\s+Deliver to the front door/);
    expect(stdout).toMatch(/noBell\s+Don’t ring the doorbell/);
    expect(stdout).toContain('--schedule <when>');
    expect(stdout).toContain('--no-cutlery');
  });

  it('a food order at a store with cutlery: --cutlery asks for it, --no-cutlery does not', async () => {
    writeSession('food');
    const on = await cli(
      ['--json', 'checkout', ...GUEST, '--cutlery'],
      fakeServer({ moduleType: 'food' }),
    );
    expect(on.code, on.stdout).toBe(EXIT.ok);
    expect(on.placed?.cutlery).toBe(1);
    expect((JSON.parse(on.stdout) as Placed).cutlery).toBe(true);
    const text = await cli(['checkout', ...GUEST, '--cutlery'], fakeServer({ moduleType: 'food' }));
    expect(text.stdout).toMatch(/Cutlery\s+Requested/);
    const off = await cli(
      ['checkout', ...GUEST, '--no-cutlery'],
      fakeServer({ moduleType: 'food' }),
    );
    expect(off.code).toBe(EXIT.ok);
    expect(off.placed?.cutlery).toBe(0);
    expect(off.stdout).not.toContain('Requested');
  });

  it('the machine refuses cutlery where it is not offered (groceries, or a store without): exit 1', async () => {
    const grocery = await cli(['--json', 'checkout', ...GUEST, '--cutlery']);
    expect(grocery.code).toBe(EXIT.failure);
    expect(JSON.parse(grocery.stdout).error).toMatchObject({ code: 'cutlery' });
    expect(grocery.placed).toBeUndefined();
    writeSession('food');
    const none = await cli(
      ['checkout', ...GUEST, '--cutlery'],
      fakeServer({ moduleType: 'food', store: { cutlery: false } }),
    );
    expect(none.code).toBe(EXIT.failure);
    expect(none.stderr).toContain('--cutlery: This store offers no cutlery to this order');
    expect(none.placed).toBeUndefined();
  });
});
