// `catalog …` and `item …` against a fake server answering like the v1 API.
import { describe, expect, it } from 'vitest';
import { cliHarness, json } from '../../../../tests/support/cli.js';
import { EXIT } from '../errors.js';

const CONFIG = {
  currency_symbol: 'AED',
  currency_symbol_direction: 'left',
  digit_after_decimal_point: 2,
};

/** An item as the v1 API sends it (only what the commands read). */
function item(fields: Record<string, unknown>) {
  return {
    id: 1,
    slug: 'item',
    name: 'Item',
    description: '',
    store_id: 13,
    store_name: 'Shawarma Station',
    module_id: 4,
    module_type: 'food',
    price: 10,
    discount: 0,
    discount_type: 'percent',
    store_discount: 0,
    stock: 10,
    maximum_cart_quantity: null,
    avg_rating: 4.25,
    rating_count: 8,
    veg: 0,
    organic: 0,
    is_halal: 1,
    halal_tag_status: 1,
    recommended: 0,
    is_prescription_required: 0,
    unit_type: null,
    available_time_starts: '00:00:00',
    available_time_ends: '23:59:59',
    food_variations: [],
    choice_options: [],
    variations: [],
    add_ons: [],
    category_ids: [{ id: '18', position: 1, name: 'Arabic' }],
    tags: [{ tag: 'shawarma' }],
    generic_name: [],
    ...fields,
  };
}

const SHAWARMA = item({
  id: 117,
  slug: 'chicken-shawarma-sandwich',
  name: 'Chicken Shawarma Sandwich',
  price: 12,
  food_variations: [
    {
      name: 'Bread',
      type: 'single',
      min: 0,
      max: 0,
      required: 'on',
      values: [
        { label: 'Arabic bread', optionPrice: 0 },
        { label: 'Saj', optionPrice: 2 },
      ],
    },
    {
      name: 'Sauces',
      type: 'multi',
      min: 1,
      max: 2,
      required: 'off',
      values: [
        { label: 'Garlic', optionPrice: 0.5 },
        { label: 'Chilli', optionPrice: 0.5 },
        { label: 'Tahini', optionPrice: 0.5 },
      ],
    },
  ],
  add_ons: [{ id: 4, name: 'French Fries', price: 6, store_id: 13, status: 1 }],
});

const WATER = item({
  id: 38,
  slug: 'mineral-water',
  name: 'Mineral Water',
  module_id: 1,
  module_type: 'grocery',
  store_name: 'Al Karama Fresh Market',
  price: 5,
  discount: 1,
  discount_type: 'amount',
  maximum_cart_quantity: 3,
  choice_options: [
    { name: 'choice_1', title: 'Bottle', options: ['330ml', '1.5L'] },
    { name: 'choice_2', title: 'Pack', options: ['x6', 'x12'] },
  ],
  variations: [
    { type: '330ml-x6', price: 5, stock: 40 },
    { type: '330ml-x12', price: 8.5, stock: 30 },
    { type: '1.5L-x6', price: 9, stock: 25 },
    { type: '1.5L-x12', price: 16.5, stock: 0 },
  ],
});

const STORE = {
  id: 13,
  slug: 'shawarma-station',
  name: 'Shawarma Station',
  open: 1,
  avg_rating: 4.56,
  rating_count: 1215,
  delivery_time: '20-30 min',
  distance: 5712,
  minimum_order: 20,
  delivery: true,
  take_away: true,
};

function fakeServer() {
  const requests: Request[] = [];
  const routes: Record<string, (url: URL) => Response> = {
    '/api/v1/config': () => json(CONFIG),
    '/api/v1/categories': () =>
      json([
        {
          id: 18,
          name: 'Arabic',
          products_count: 5,
          childes: [{ id: 40, name: 'Grills', products_count: 2 }],
        },
      ]),
    '/api/v1/stores/get-stores/take_away': () =>
      json({ total_size: 1, limit: 12, offset: 1, stores: [STORE] }),
    '/api/v1/items/latest': () =>
      json({ total_size: 1, limit: 12, offset: 1, products: [SHAWARMA], categories: [] }),
    '/api/v1/items/popular': () =>
      json({ total_size: 2, limit: 12, offset: 1, products: [SHAWARMA, WATER] }),
    '/api/v1/items/search': (url) =>
      json({
        total_size: url.searchParams.get('name') === 'shawarma' ? 1 : 0,
        limit: 12,
        offset: 1,
        products: url.searchParams.get('name') === 'shawarma' ? [SHAWARMA] : [],
        categories: [],
      }),
    '/api/v1/stores/search': (url) =>
      json({
        total_size: url.searchParams.get('name') === 'shawarma' ? 1 : 0,
        limit: 12,
        offset: 1,
        stores: url.searchParams.get('name') === 'shawarma' ? [STORE] : [],
      }),
    '/api/v1/items/details/117': () => json(SHAWARMA),
    '/api/v1/items/details/chicken-shawarma-sandwich': () => json(SHAWARMA),
    '/api/v1/items/details/38': () => json(WATER),
  };
  return {
    requests,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request);
      const route = routes[new URL(request.url).pathname];
      return route
        ? route(new URL(request.url))
        : json({ errors: [{ code: 'product-001', message: 'Not found' }] }, 404);
    }) as typeof fetch,
  };
}

const { cli: runCli, writeSession } = cliHarness('catalog', () => ({
  zoneid: '[1]',
  module: JSON.stringify({ id: 4, module_type: 'food', module_name: 'Food', zones: [] }),
}));

async function cli(args: string[], server = fakeServer()) {
  return { ...(await runCli(args, server.fetch)), requests: server.requests };
}

describe('catalog', () => {
  it('lists categories with their sub-categories', async () => {
    const { code, stdout } = await cli(['catalog', 'categories']);
    expect(code).toBe(EXIT.ok);
    expect(stdout).toMatch(/18\s+Arabic\s+5/);
    expect(stdout).toMatch(/40\s+ {2}Grills\s+2/);
  });

  it('lists the take-away stores with their open state, rating and money', async () => {
    const { code, stdout, requests } = await cli([
      '--json',
      'catalog',
      'stores',
      '--type',
      'take_away',
    ]);
    expect(code).toBe(EXIT.ok);
    expect(JSON.parse(stdout)).toMatchObject({
      total: 1,
      stores: [
        {
          id: 13,
          open: true,
          rating: '4.6',
          distanceKm: 5.7,
          minimumOrder: 'AED20.00',
        },
      ],
    });
    const call = requests.find((r) => r.url.includes('/stores/'))!;
    expect(call.headers.get('zoneId')).toBe('[1]');
    expect(call.headers.get('moduleId')).toBe('4');
  });

  it('refuses an unknown store type (usage, exit 2)', async () => {
    expect((await cli(['catalog', 'stores', '--type', 'nearby'])).code).toBe(EXIT.usage);
  });

  it("lists a store's items with core's discounted prices", async () => {
    const { code, stdout, requests } = await cli(['catalog', 'items', '--store', '13']);
    expect(code).toBe(EXIT.ok);
    expect(stdout).toContain('Chicken Shawarma Sandwich');
    expect(new URL(requests.at(-1)!.url).searchParams.get('store_id')).toBe('13');
    const popular = await cli(['--json', 'catalog', 'items']);
    const water = (JSON.parse(popular.stdout) as { items: { id: number }[] }).items.find(
      (i) => i.id === 38,
    );
    expect(water).toMatchObject({ price: 'AED4.00', original: 'AED5.00' });
  });

  it('searches items and stores, and says so when nothing matches', async () => {
    const found = await cli(['catalog', 'search', 'shawarma']);
    expect(found.code).toBe(EXIT.ok);
    expect(found.stdout).toContain('Items (1)');
    expect(found.stdout).toContain('Stores (1)');
    const none = await cli(['catalog', 'search', 'nothing-like-it']);
    expect(none.code).toBe(EXIT.ok);
    expect(none.stdout.trim()).toBe('Sorry no data found related to your search');
  });

  it('asks for a location first when none is stored', async () => {
    writeSession('{}');
    const { code, stderr } = await cli(['catalog', 'stores']);
    expect(code).toBe(EXIT.failure);
    expect(stderr).toContain('No location is set');
  });
});

describe('item', () => {
  it('shows an item: options, add-ons, badges', async () => {
    const { code, stdout } = await cli(['item', 'show', '117']);
    expect(code).toBe(EXIT.ok);
    expect(stdout).toMatch(/Bread \(single, required\)\s+Arabic bread, Saj \+AED2\.00/);
    expect(stdout).toMatch(/Sauces \(multi, optional, 1-2\)/);
    expect(stdout).toContain('4 French Fries AED6.00');
    expect(stdout).toContain('Halal');
  });

  it('prices a food item without its required variation: the spec message', async () => {
    const { code, stdout } = await cli(['--json', 'item', 'price', '117']);
    expect(code).toBe(EXIT.ok);
    expect(JSON.parse(stdout)).toMatchObject({
      total: 'AED12.00',
      valid: false,
      message: 'Variation Bread can not remain without selection.',
    });
  });

  it('prices options, add-ons and quantity with the machine', async () => {
    const { stdout } = await cli([
      '--json',
      'item',
      'price',
      'chicken-shawarma-sandwich',
      '--option',
      'bread=saj',
      '--option',
      'Sauces=Garlic',
      '--addon',
      '4:2',
      '--qty',
      '3',
    ]);
    // (12 + 2 + 0.5) × 3 + 6 × 2
    expect(JSON.parse(stdout)).toMatchObject({
      quantity: 3,
      unitPrice: 'AED14.50',
      total: 'AED55.50',
      valid: true,
      message: null,
      addOns: [{ id: 4, quantity: 2, price: 'AED12.00' }],
      buttons: [
        { label: 'Buy Now', enabled: true },
        { label: 'Add to Cart', enabled: true },
      ],
    });
  });

  it('tells the multi-choice range', async () => {
    const { stdout } = await cli([
      '--json',
      'item',
      'price',
      '117',
      '--option',
      'Bread=Saj',
      '--option',
      'Sauces=Garlic',
      '--option',
      'Sauces=Chilli',
      '--option',
      'Sauces=Tahini',
    ]);
    expect(JSON.parse(stdout)).toMatchObject({
      valid: false,
      message: 'Selected variation named Sauces must be in between Minimum 1 and Maximum 2',
    });
  });

  it('matches a grocery variation, stops at the cart limit, and blocks stock 0', async () => {
    const limited = await cli([
      '--json',
      'item',
      'price',
      '38',
      '--option',
      'Bottle=1.5L',
      '--qty',
      '5',
    ]);
    expect(JSON.parse(limited.stdout)).toMatchObject({
      quantity: 3,
      unitPrice: 'AED9.00',
      discountedUnitPrice: 'AED8.00',
      total: 'AED24.00',
      valid: true,
    });
    expect(limited.stderr).toContain('Out of Limits');

    const empty = await cli([
      '--json',
      'item',
      'price',
      '38',
      '--option',
      'Bottle=1.5L',
      '--option',
      'Pack=x12',
    ]);
    expect(JSON.parse(empty.stdout)).toMatchObject({
      valid: false,
      message: 'This variation is out of stock. Choose another variation to proceed further.',
      buttons: [{ label: 'Out of Stock', enabled: false }],
    });
  });

  it('answers in Arabic with --lang ar', async () => {
    const { stdout } = await cli(['--lang', 'ar', '--json', 'item', 'price', '117']);
    expect((JSON.parse(stdout) as { message: string }).message).toBe(
      'لا يمكن ترك الخيار Bread دون تحديد.',
    );
  });

  it('fails on unknown options, add-ons and items', async () => {
    const option = await cli(['item', 'price', '117', '--option', 'Bread=Naan']);
    expect(option.code).toBe(EXIT.usage);
    expect(option.stderr).toContain('has no value "Naan" (it has: Arabic bread, Saj)');
    expect((await cli(['item', 'price', '117', '--option', 'Bread'])).code).toBe(EXIT.usage);
    expect((await cli(['item', 'price', '117', '--addon', '9:1'])).code).toBe(EXIT.usage);
    expect((await cli(['item', 'price', '117', '--qty', '0'])).code).toBe(EXIT.usage);
    const missing = await cli(['--json', 'item', 'show', '9999']);
    expect(missing.code).toBe(EXIT.failure);
    expect(JSON.parse(missing.stdout)).toMatchObject({
      error: { code: 'product-001', message: 'Not found' },
    });
  });
});
