import { describe, expect, it, vi } from 'vitest';
import { fakeApiClient, type Answer } from '../../../../tests/support/fake-api.js';
import { createActor, toPromise } from 'xstate';
import { cartTotals } from '../domain/cart.js';
import { checkoutTotals, offersCutlery } from '../domain/checkout.js';
import { isApiError } from './errors.js';
import {
  addCartItem,
  applyCoupon,
  buyNowLine,
  cancelOrder,
  cartLineOf,
  cartLineRefs,
  checkoutSourceOf,
  clearCart,
  describeCartLine,
  getCart,
  listOrders,
  loadStoreZone,
  orderingActors,
  orderingOwner,
  orderSummary,
  placeOrder,
  removeCartItem,
  sessionAddress,
  StoreZoneNotFoundError,
  trackOrder,
  updateCartItem,
  type ApiConfig,
  type CartEntry,
  type Order,
  type ZoneWithModules,
} from './ordering.js';
import type { CatalogueStoreDetails } from './catalogue.js';

/** A client over a fetch that records requests and answers `answer(request)`. */
const client = (answer: Answer = () => ({ body: [] })) =>
  fakeApiClient(answer, {
    zoneid: '[1]',
    module: JSON.stringify({ id: 1, module_type: 'grocery', module_name: 'Grocery' }),
  });

/** A cart entry as `customer/cart/list` answers it (the fields the rules read). */
function entry(fields: Partial<CartEntry> & { item?: Record<string, unknown> } = {}): CartEntry {
  const { item, ...rest } = fields;
  return {
    id: 7,
    user_id: 'g1',
    guest_id: 'g1',
    module_id: 1,
    item_id: 31,
    is_guest: true,
    add_on_ids: [],
    add_on_qtys: [],
    item_type: 'App\\Models\\Item',
    model: 'Item',
    price: 43.9,
    quantity: 2,
    variation: [{ type: '2kg', price: 21.95, stock: 50 }],
    created_at: '',
    updated_at: '',
    item: {
      id: 31,
      name: 'Basmati Rice',
      store_id: 1,
      price: 21.95,
      discount: 0,
      discount_type: 'percent',
      store_discount: 0,
      stock: 90,
      maximum_cart_quantity: 4,
      choice_options: [{ name: 'choice_1', title: 'Size', options: ['2kg', '5kg'] }],
      variations: [
        { type: '2kg', price: 21.95, stock: 50 },
        { type: '5kg', price: 49.5, stock: 30 },
      ],
      food_variations: [],
      add_ons: [],
      addons: [],
      ...item,
    },
    ...rest,
  } as unknown as CartEntry;
}

const line = {
  item_id: 31,
  model: 'Item' as const,
  price: 43.9,
  quantity: 2,
  variation: [{ type: '2kg', price: 21.95, stock: 50 }],
  add_on_ids: [],
  add_on_qtys: [],
};

describe('owner', () => {
  it('a guest sends its guest id; a signed-in customer sends none', () => {
    expect(orderingOwner({ token: null, guestId: ' g1 ' })).toEqual({ guestId: 'g1' });
    expect(orderingOwner({ token: 'tok', guestId: 'g1' })).toEqual({ guestId: null });
    expect(orderingOwner({ token: '', guestId: '' })).toEqual({ guestId: null });
  });
});

describe('cart calls', () => {
  it('send guest_id in the query of GET and DELETE, in the body of POST', async () => {
    const { api, last } = client();
    await getCart(api, { guestId: 'g1' });
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/customer/cart/list',
      query: { guest_id: 'g1' },
    });
    await removeCartItem(api, 7, { guestId: 'g1' });
    expect(last()).toMatchObject({
      method: 'DELETE',
      path: '/customer/cart/remove-item',
      query: { cart_id: '7', guest_id: 'g1' },
    });
    await clearCart(api, { guestId: 'g1' });
    expect(last()).toMatchObject({
      method: 'DELETE',
      path: '/customer/cart/remove',
      query: { guest_id: 'g1' },
    });
    await addCartItem(api, line, { guestId: 'g1' });
    expect(last()).toMatchObject({ method: 'POST', path: '/customer/cart/add', query: {} });
    expect(last().body).toEqual({ ...line, guest_id: 'g1' });
    await updateCartItem(api, { ...line, cart_id: 7, quantity: 3 }, { guestId: 'g1' });
    expect(last().path).toBe('/customer/cart/update');
    expect(last().body).toEqual({
      cart_id: 7,
      quantity: 3,
      price: 43.9,
      variation: line.variation,
      add_on_ids: [],
      add_on_qtys: [],
      guest_id: 'g1',
    });
  });

  it('a signed-in customer sends no guest id; a call for another module sets moduleId', async () => {
    const { api, last } = client();
    await getCart(api, { guestId: null });
    expect(last().query).toEqual({});
    expect(last().headers.get('moduleId')).toBe('1');
    await getCart(api, { moduleId: 4 });
    expect(last().headers.get('moduleId')).toBe('4');
  });

  it('a refusal is an ApiError with the server message', async () => {
    const { api } = client(() => ({
      status: 403,
      body: { errors: [{ code: 'cart_item', message: 'Item already exists' }] },
    }));
    const error = await addCartItem(api, line, { guestId: 'g1' }).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(403);
    expect(isApiError(error) && error.message).toBe('Item already exists');
  });
});

describe('coupon and order calls', () => {
  it('apply sends the code and store; place sends the Idempotency-Key and the guest id', async () => {
    const { api, last } = client(({ path }) =>
      path === '/customer/order/place'
        ? { body: { order_id: 100001, message: 'Order placed successfully' } }
        : { body: {} },
    );
    await applyCoupon(api, { code: 'SAVE10', store_id: 1 }, { guestId: 'g1' });
    expect(last()).toMatchObject({
      path: '/coupon/apply',
      query: { code: 'SAVE10', store_id: '1', guest_id: 'g1' },
    });
    const body = {
      order_type: 'delivery' as const,
      payment_method: 'cash_on_delivery',
      store_id: 1,
      order_amount: 54.54,
      distance: 5,
      address: 'Dubai Mall',
      latitude: 25.19,
      longitude: 55.27,
      road: null,
      house: null,
      floor: null,
      contact_person_name: 'Sara',
      contact_person_number: '+971501234567',
      contact_person_email: null,
      coupon_code: null,
      dm_tips: 0,
      schedule_at: null,
      is_buy_now: 0 as const,
      cart: null,
    };
    const placed = await placeOrder(api, { idempotencyKey: 'key-1', body }, { guestId: 'g1' });
    expect(placed.order_id).toBe(100001);
    expect(last().headers.get('Idempotency-Key')).toBe('key-1');
    expect(last().body).toEqual({ ...body, guest_id: 'g1' });
  });

  it('track sends the contact number only when given; list, running and cancel', async () => {
    const { api, last } = client(({ path }) =>
      path === '/customer/order/cancel' ? { body: { message: 'Order canceled' } } : { body: {} },
    );
    await trackOrder(api, 100001, { guestId: 'g1' });
    expect(last()).toMatchObject({
      path: '/customer/order/track',
      query: { order_id: '100001', guest_id: 'g1' },
    });
    await trackOrder(api, 100001, { contactNumber: ' +971501234567 ' });
    expect(last().query).toEqual({ order_id: '100001', contact_number: '+971501234567' });
    await listOrders(api, 'running', { guestId: 'g1' });
    expect(last()).toMatchObject({
      path: '/customer/order/running-orders',
      query: { limit: '10', offset: '1' },
    });
    await listOrders(api, 'finished', { guestId: 'g1', offset: 2 });
    expect(last()).toMatchObject({ path: '/customer/order/list', query: { offset: '2' } });
    expect(await cancelOrder(api, 100001, { guestId: 'g1', reason: 'Changed my mind' })).toBe(
      'Order canceled',
    );
    expect(last()).toMatchObject({
      method: 'PUT',
      body: { order_id: 100001, reason: 'Changed my mind', guest_id: 'g1' },
    });
  });
});

describe('cart entries as the rules read them', () => {
  it('a cart entry becomes a CartLine priced like the server (add-ons per quantity)', () => {
    const rice = entry();
    const lineOf = cartLineOf(rice);
    expect(lineOf).toMatchObject({ id: 7, itemType: 'Item', quantity: 2, addOns: [] });
    expect(cartTotals([lineOf], 'grocery').subtotal).toBe(43.9);
    const food = entry({
      id: 8,
      add_on_ids: [3, 4],
      add_on_qtys: [2, 1],
      variation: [{ name: 'Size', values: { label: ['Large'] } }],
      item: {
        add_ons: [
          { id: 3, name: 'Cheese', price: 2 },
          { id: 4, name: 'Sauce', price: 1 },
        ],
      },
    });
    expect(cartLineOf(food).addOns).toEqual([
      { id: 3, quantity: 2 },
      { id: 4, quantity: 1 },
    ]);
    expect(describeCartLine(cartLineOf(food))).toEqual({
      options: ['Size: Large'],
      addOns: [
        { id: 3, name: 'Cheese', quantity: 2 },
        { id: 4, name: 'Sauce', quantity: 1 },
      ],
    });
    expect(describeCartLine(lineOf).options).toEqual(['2kg']);
  });

  it('the quick view reads one item’s lines', () => {
    const cart = [entry(), entry({ id: 9, item_id: 4, item: { id: 4, store_id: 1 } })];
    expect(cartLineRefs(cart, 31)).toEqual([
      { id: 7, itemId: 31, variation: cart[0]!.variation, addOns: [], quantity: 2 },
    ]);
    expect(cartLineRefs(cart, 99)).toEqual([]);
  });

  it('a buy-now line is the quick view’s payload (line id 1, as the server numbers it)', () => {
    const item = cartLineOf(entry()).item;
    expect(buyNowLine({ ...line, quantity: 1 }, item)).toMatchObject({ id: 1, quantity: 1 });
  });
});

describe('checkout facts', () => {
  const config = {
    tax_included: 0,
    home_delivery_status: 1,
    takeaway_status: 1,
    guest_checkout_status: 1,
    cash_on_delivery: true,
    dm_tips_status: 1,
    additional_charge_status: 1,
    additional_charge: 2,
    admin_free_delivery: {
      status: true,
      type: 'free_delivery_by_order_amount',
      free_delivery_over: 150,
    },
    per_km_shipping_charge: 1,
    minimum_shipping_charge: 5,
    digit_after_decimal_point: 2,
  } as unknown as ApiConfig;
  const store = {
    id: 1,
    zone_id: 1,
    latitude: '25.2434',
    longitude: '55.3031',
    tax: 5,
    minimum_order: 30,
    delivery: true,
    take_away: true,
    schedule_order: true,
    active: true,
    schedules: [{ id: 1, store_id: 1, day: 0, opening_time: '00:00:00', closing_time: '23:59:59' }],
    free_delivery: false,
    self_delivery_system: 0,
    per_km_shipping_charge: 0,
    minimum_shipping_charge: 0,
    maximum_shipping_charge: null,
    discount: { min_purchase: 20, max_discount: 5 },
  } as unknown as CatalogueStoreDetails;
  const zone = {
    id: 1,
    formated_coordinates: [
      { lat: 25, lng: 55 },
      { lat: 25.5, lng: 55 },
      { lat: 25.5, lng: 55.5 },
    ],
    cash_on_delivery: true,
    increased_delivery_fee: 0,
    increased_delivery_fee_status: 0,
    modules: [
      {
        id: 1,
        pivot: {
          zone_id: 1,
          module_id: 1,
          per_km_shipping_charge: 2,
          minimum_shipping_charge: 7,
          maximum_shipping_charge: 25,
          maximum_cod_order_amount: 1000,
        },
      },
    ],
  } as unknown as ZoneWithModules;

  it('maps config, store, zone and the module’s pivot to core’s CheckoutSource', () => {
    const source = checkoutSourceOf({
      moduleId: 1,
      moduleType: 'grocery',
      lines: [cartLineOf(entry())],
      config,
      store,
      zone,
    });
    expect(source.pivot).toEqual({
      per_km_shipping_charge: 2,
      minimum_shipping_charge: 7,
      maximum_shipping_charge: 25,
      maximum_cod_order_amount: 1000,
    });
    expect(source.storeDiscount).toEqual({ min_purchase: 20, max_discount: 5 });
    expect(source.zone.coordinates).toHaveLength(3);
    expect(source.store.schedules).toEqual([
      { day: 0, opening_time: '00:00:00', closing_time: '23:59:59' },
    ]);
    expect(source.config.additional_charge).toBe(2);
    // Cutlery is the store's: offered to a food order when the store hands it out; a store
    // that does not say does not offer it.
    expect(source.store.cutlery).toBe(false);
    const food = (cutlery: boolean | undefined) =>
      checkoutSourceOf({
        moduleId: 1,
        moduleType: 'food',
        lines: [],
        config,
        store: { ...store, cutlery } as CatalogueStoreDetails,
        zone,
      });
    expect(food(true).store.cutlery).toBe(true);
    expect(offersCutlery(food(true))).toBe(true);
    expect(offersCutlery(food(false))).toBe(false);
    expect(food(undefined).store.cutlery).toBe(false);
    // The module without a pivot uses the global rates.
    expect(
      checkoutSourceOf({ moduleId: 2, moduleType: 'grocery', lines: [], config, store, zone })
        .pivot,
    ).toBeNull();
    const totals = checkoutTotals(source, {
      orderType: 'take_away',
      paymentMethod: 'cash_on_delivery',
      address: null,
      contact: null,
      coupon: null,
    });
    // 43.90 + 5% tax (2.20, rounded from 2.195) + 2 additional charge.
    expect(totals.total).toBe(48.1);
  });

  it('the store’s zone is the one of its id among the zones at its position', async () => {
    const { api, last } = client(() => ({ body: { zone_id: '[1]', zone_data: [zone] } }));
    expect((await loadStoreZone(api, store)).id).toBe(1);
    expect(last()).toMatchObject({
      path: '/config/get-zone-id',
      query: { lat: '25.2434', lng: '55.3031' },
    });
    await expect(loadStoreZone(api, { ...store, zone_id: 9 })).rejects.toBeInstanceOf(
      StoreZoneNotFoundError,
    );
  });

  it('the stored location is the delivery address', () => {
    expect(
      sessionAddress({ location: 'Dubai Mall', currentLatLng: { lat: 25.19, lng: 55.27 } }),
    ).toEqual({
      address: 'Dubai Mall',
      latitude: 25.19,
      longitude: 55.27,
    });
    expect(sessionAddress({ location: ' ', currentLatLng: { lat: 25.19, lng: 55.27 } })).toBeNull();
    expect(sessionAddress({ location: 'x', currentLatLng: { lat: 120, lng: 0 } })).toBeNull();
    expect(sessionAddress({ location: 'x', currentLatLng: null })).toBeNull();
  });
});

describe('orderSummary', () => {
  const order = {
    order_type: 'delivery',
    order_amount: 54.54,
    store_discount_amount: 1.95,
    coupon_discount_amount: 0,
    total_tax_amount: 1.98,
    tax_percentage: 5,
    tax_status: 'excluded',
    delivery_charge: 11.06,
    free_delivery_by: null,
    additional_charge: 2,
    dm_tips: 0,
    extra_packaging_amount: 0,
  } as unknown as Order;

  it('takes every row back from the total to get the items price', () => {
    expect(orderSummary(order)).toMatchObject({
      itemsPrice: 41.45,
      productDiscount: 1.95,
      subtotal: 39.5,
      tax: 1.98,
      taxIncluded: false,
      deliveryCharge: 11.06,
      freeDelivery: false,
      total: 54.54,
    });
  });

  it('an included tax is not taken back; free delivery shows', () => {
    const included = {
      ...order,
      tax_status: 'included',
      order_amount: 52.56,
      delivery_charge: 0,
      free_delivery_by: 'admin',
      additional_charge: 0,
    } as unknown as Order;
    expect(orderSummary(included)).toMatchObject({
      itemsPrice: 54.51,
      subtotal: 52.56,
      taxIncluded: true,
      freeDelivery: true,
    });
  });
});

describe('orderingActors', () => {
  it('bind the machines’ actors; every cart answer goes to onCart', async () => {
    const cart = [entry()];
    const { api, requests } = client(({ path }) => {
      if (path === '/coupon/apply') {
        return {
          body: {
            id: 1,
            title: 'Save',
            code: 'SAVE10',
            start_date: '2026-01-01',
            expire_date: '2026-12-31',
            min_purchase: 0,
            max_discount: 0,
            discount: 10,
            discount_type: 'percent',
            coupon_type: 'default',
            limit: null,
            data: [],
            total_uses: 0,
            module_id: 1,
            created_by: 'admin',
            customer_id: ['all'],
            store_id: null,
            store: null,
          },
        };
      }
      if (path === '/customer/order/place') return { body: { order_id: 100002 } };
      return { body: cart };
    });
    const onCart = vi.fn();
    const actors = orderingActors(api, { guestId: () => 'g1', moduleId: () => 4, onCart });
    await toPromise(createActor(actors.addToCart.addItem, { input: line }).start());
    await toPromise(createActor(actors.cartLine.removeItem, { input: { cart_id: 7 } }).start());
    await toPromise(createActor(actors.addToCart.clearCart).start());
    expect(onCart).toHaveBeenCalledTimes(3);
    expect(onCart).toHaveBeenLastCalledWith(cart);
    expect(requests.every((r) => r.headers.get('moduleId') === '4')).toBe(true);
    const coupon = await toPromise(
      createActor(actors.checkout.applyCoupon, { input: { code: 'SAVE10', store_id: 1 } }).start(),
    );
    expect(coupon).toMatchObject({
      code: 'SAVE10',
      discount_type: 'percent',
      customer_id: ['all'],
    });
    const placed = await toPromise(
      createActor(actors.checkout.placeOrder, {
        input: { idempotencyKey: 'k', body: {} as never },
      }).start(),
    );
    expect(placed).toEqual({ order_id: 100002, payment_id: null, redirect_link: null });
  });
});
