/**
 * The SQL statements each hot operation sends (counted through the ORM's logger) stay within a
 * budget: the design's "each fact read once" (reference data from the cache, batched loaders,
 * slim transactions) checked without timing anything. Counts are taken warm: the reference cache
 * is loaded by an earlier request, as on a running server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  evaluateCheckout,
  placeOrderBody,
  type CheckoutChoices,
} from '@storefront/core/domain/checkout';
import { localDateTime } from '@storefront/core/domain/schedule';
import type { RentalCartResponse } from '@storefront/core/domain/rental';
import { tripCartTotals } from '@storefront/core/domain/rental-cart';
import { countStatements } from '../db/statements.js';
import { users } from '../db/schema.js';
import { walletEntry } from '../money/ledger.js';
import { STORE_TIME_ZONE } from '../catalogue/scope.js';
import {
  clientCheckoutSource,
  demoMarketplace,
  linesFromCart,
  PLACES,
  TestApi,
  customerToken,
  type CallOptions,
  type CartEntryJson,
  type Demo,
} from '../ordering/testing.js';

/** Most statements per operation (issue 9). */
export const BUDGETS = {
  config: 0,
  itemDetails: 3,
  storeList: 3,
  categories: 1,
  /** Item search: the page, its total and the categories of every match in one (issue 9). */
  itemSearch: 1,
  /** A search page past the last: the total and the categories once more. */
  itemSearchPastEnd: 2,
  guestCartList: 4,
  cartAdd: 8,
  orderPlacement: 4,
  /** A customer's cash placement: one statement for the writes too (issue 9). */
  customerCashPlacement: 6,
  /** A customer's placement by wallet, partly by wallet (cash rest), digitally (issue 12). */
  walletPlacement: 13,
  partialPlacement: 14,
  digitalPlacement: 12,
  vehicleSearch: 1,
  vehicleDetails: 0,
  tripCartGet: 2,
  tripCartAdd: 7,
  tripBooking: 14,
} as const;

let demo: Demo;
let api: TestApi;
let headers: Record<string, string>;

beforeAll(async () => {
  demo = await demoMarketplace();
  api = new TestApi(demo.db);
  headers = { moduleId: String(demo.moduleIds.food), zoneId: JSON.stringify(demo.zoneIds) };
  // Warm: the first request loads the reference data.
  await api.call('GET', '/config');
}, 120_000);
afterAll(async () => {
  expect(api.errors).toEqual([]);
  await demo.close();
});

/** Calls once and answers the statements it sent (the answer must be a success). */
async function statementsOf(method: string, path: string, options: CallOptions = {}) {
  const { result, count, statements } = await countStatements(() =>
    api.call(method, path, options),
  );
  expect(result.status, result.text).toBe(200);
  return { count, statements, json: result.json };
}

function withinBudget(measured: { count: number; statements: string[] }, budget: number) {
  expect(
    measured.count,
    `${measured.count} statements over a budget of ${budget}:\n${measured.statements.join('\n')}`,
  ).toBeLessThanOrEqual(budget);
}

const burger = () => demo.item('classic-smash-burger');
const burgerLine = () => ({
  model: 'Item',
  price: 0,
  item_id: burger().id,
  quantity: 1,
  variation: [{ name: 'Patty', values: { label: ['Double'] } }],
});

describe('SQL statements per operation, warm', () => {
  it(`config: at most ${BUDGETS.config}`, async () => {
    withinBudget(await statementsOf('GET', '/config'), BUDGETS.config);
  });

  it(`item details: at most ${BUDGETS.itemDetails}`, async () => {
    await api.call('GET', `/items/details/${burger().id}`, { headers });
    withinBudget(
      await statementsOf('GET', `/items/details/${burger().id}`, { headers }),
      BUDGETS.itemDetails,
    );
  });

  it(`store list: at most ${BUDGETS.storeList}`, async () => {
    await api.call('GET', '/stores/get-stores/all', { headers });
    withinBudget(
      await statementsOf('GET', '/stores/get-stores/all', { headers }),
      BUDGETS.storeList,
    );
  });

  it(`item search: at most ${BUDGETS.itemSearch}, a page past the end at most ${BUDGETS.itemSearchPastEnd}`, async () => {
    const search = { headers, query: { name: 'burger', limit: 1 } };
    await api.call('GET', '/items/search', search);
    const first = await statementsOf('GET', '/items/search', search);
    withinBudget(first, BUDGETS.itemSearch);
    const found = first.json as { total_size: number; products: unknown[]; categories: unknown[] };
    expect(found.products).toHaveLength(1);
    expect(found.total_size).toBeGreaterThan(1);
    expect(found.categories.length).toBeGreaterThan(0);
    // Another text of the same shape: the statement built for 'burger', with its own matches.
    const other = await statementsOf('GET', '/items/search', {
      headers,
      query: { name: 'zzz-no-such-item', limit: 1 },
    });
    withinBudget(other, BUDGETS.itemSearch);
    expect(other.json).toMatchObject({ total_size: 0, products: [], categories: [] });
    const past = { headers, query: { name: 'burger', limit: 1, offset: 1000 } };
    const end = await statementsOf('GET', '/items/search', past);
    withinBudget(end, BUDGETS.itemSearchPastEnd);
    expect(end.json).toMatchObject({
      total_size: found.total_size,
      products: [],
      categories: found.categories,
    });
  });

  it(`rental: vehicle search at most ${BUDGETS.vehicleSearch}, vehicle details at most ${BUDGETS.vehicleDetails}`, async () => {
    const rental = {
      moduleId: String(demo.moduleIds.rental),
      zoneId: JSON.stringify(demo.zoneIds),
    };
    const search = {
      headers: rental,
      query: { name: 'toyota', trip_type: 'hourly', min_price: 10, sort_by: 'price_low' },
    };
    await api.call('GET', '/rental/vehicle/search', search);
    withinBudget(
      await statementsOf('GET', '/rental/vehicle/search', search),
      BUDGETS.vehicleSearch,
    );
    // A page the database cuts (no price range, no price order).
    const paged = { headers: rental, query: { trip_type: 'distance_wise', sort_by: 'top_rated' } };
    withinBudget(await statementsOf('GET', '/rental/vehicle/search', paged), BUDGETS.vehicleSearch);
    const path = '/rental/vehicle/get-vehicle-details/toyota-corolla-2024';
    await api.call('GET', path, { headers: rental });
    const details = await statementsOf('GET', path, { headers: rental });
    withinBudget(details, BUDGETS.vehicleDetails);
    expect((details.json as { reviews: unknown[] }).reviews.length).toBeGreaterThan(0);
  });

  it(`categories: at most ${BUDGETS.categories}`, async () => {
    await api.call('GET', '/categories', { headers });
    withinBudget(await statementsOf('GET', '/categories', { headers }), BUDGETS.categories);
  });

  it(`guest cart: list at most ${BUDGETS.guestCartList}, add at most ${BUDGETS.cartAdd}, placement at most ${BUDGETS.orderPlacement}`, async () => {
    const guest = await api.guest();
    const add = await statementsOf('POST', '/customer/cart/add', {
      body: { ...burgerLine(), guest_id: guest },
      headers,
    });
    withinBudget(add, BUDGETS.cartAdd);
    const list = await statementsOf('GET', '/customer/cart/list', {
      query: { guest_id: guest },
      headers,
    });
    withinBudget(list, BUDGETS.guestCartList);

    const source = await clientCheckoutSource(
      api,
      burger().storeId,
      'food',
      linesFromCart(list.json as CartEntryJson[]),
    );
    const choices: CheckoutChoices = {
      orderType: 'delivery',
      paymentMethod: 'cash_on_delivery',
      address: {
        address: PLACES.dubaiMall.address,
        latitude: PLACES.dubaiMall.lat,
        longitude: PLACES.dubaiMall.lng,
      },
      contact: { contact_person_name: 'Sara Haddad', contact_person_number: '+971500000002' },
      coupon: null,
    };
    const evaluation = evaluateCheckout(source, choices, {
      guest: true,
      at: localDateTime(api.now, STORE_TIME_ZONE),
    });
    const body = { ...placeOrderBody(source, choices, 'cart', evaluation.totals), guest_id: guest };
    withinBudget(
      await statementsOf('POST', '/customer/order/place', {
        body,
        headers: { ...headers, 'Idempotency-Key': 'statement-budget-1' },
      }),
      BUDGETS.orderPlacement,
    );
  });

  it(`a customer's placement in cash at most ${BUDGETS.customerCashPlacement}, by wallet at most ${BUDGETS.walletPlacement}, partial at most ${BUDGETS.partialPlacement}, digital at most ${BUDGETS.digitalPlacement}`, async () => {
    const [user] = await demo.db
      .insert(users)
      .values({ fName: 'Budget', lName: 'Payer', phone: '+971559990777' })
      .returning({ id: users.id });
    await demo.db.transaction((tx) =>
      walletEntry(tx, { userId: user!.id, credit: 1000, type: 'add_fund', reference: 'test' }),
    );
    const auth = { Authorization: `Bearer ${await customerToken(demo.db, user!.id, api.now)}` };
    const place = async (payment: Record<string, unknown>, key: string) => {
      await api.call('POST', '/customer/cart/add', {
        body: burgerLine(),
        headers: { ...headers, ...auth },
      });
      const list = await api.call<CartEntryJson[]>('GET', '/customer/cart/list', {
        headers: { ...headers, ...auth },
      });
      const source = await clientCheckoutSource(
        api,
        burger().storeId,
        'food',
        linesFromCart(list.json),
      );
      const choices: CheckoutChoices = {
        orderType: 'take_away',
        paymentMethod: 'cash_on_delivery',
        address: null,
        contact: null,
        coupon: null,
      };
      const evaluation = evaluateCheckout(source, choices, {
        guest: false,
        at: localDateTime(api.now, STORE_TIME_ZONE),
      });
      const body = { ...placeOrderBody(source, choices, 'cart', evaluation.totals), ...payment };
      return {
        total: evaluation.totals.total,
        measured: await statementsOf('POST', '/customer/order/place', {
          body,
          headers: { ...headers, ...auth, 'Idempotency-Key': key },
        }),
      };
    };
    const cash = await place({ payment_method: 'cash_on_delivery' }, 'budget-cash');
    withinBudget(cash.measured, BUDGETS.customerCashPlacement);
    // Counted in the same statement: the customer's order count.
    const [counted] = await demo.db.select().from(users).where(eq(users.id, user!.id));
    expect(counted!.orderCount).toBe(1);
    const wallet = await place({ payment_method: 'wallet' }, 'budget-wallet');
    withinBudget(wallet.measured, BUDGETS.walletPlacement);
    const digital = await place({ payment_method: 'digital_payment' }, 'budget-digital');
    withinBudget(digital.measured, BUDGETS.digitalPlacement);
    // Leave less than one order in the wallet, then pay partly by it.
    const [row] = await demo.db.select().from(users).where(eq(users.id, user!.id));
    await demo.db.transaction((tx) =>
      walletEntry(tx, {
        userId: user!.id,
        debit: row!.walletBalance - 5,
        type: 'order_place',
        reference: 'test',
      }),
    );
    const partial = await place(
      { payment_method: 'cash_on_delivery', partial_payment: 1 },
      'budget-partial',
    );
    withinBudget(partial.measured, BUDGETS.partialPlacement);
  });

  it(`trip cart (issue 11): get-cart at most ${BUDGETS.tripCartGet}, add-to-cart at most ${BUDGETS.tripCartAdd}, trip-booking at most ${BUDGETS.tripBooking}`, async () => {
    const rental = { moduleId: String(demo.moduleIds.rental) };
    const guest = await api.guest();
    const vehicle = (slug: string) =>
      api.call<{ id: number }>('GET', `/rental/vehicle/get-vehicle-details/${slug}`, {
        headers: rental,
      });
    const [corolla, kia] = await Promise.all([
      vehicle('toyota-corolla-2024'),
      vehicle('kia-picanto-2024'),
    ]);
    const trip = (vehicleId: number) => ({
      vehicle_id: vehicleId,
      quantity: 1,
      pickup_location: {
        location_name: 'Burj Khalifa',
        lat: PLACES.downtown.lat,
        lng: PLACES.downtown.lng,
      },
      destination_location: null,
      rental_type: 'hourly',
      estimated_hours: 3,
      pickup_time: '2030-01-08 04:30 PM',
      guest_id: guest,
    });
    withinBudget(
      await statementsOf('POST', '/rental/user/cart/add-to-cart', {
        body: trip(corolla.json.id),
        headers: rental,
      }),
      BUDGETS.tripCartAdd,
    );
    // A second vehicle: the first line is priced again for the trip.
    withinBudget(
      await statementsOf('POST', '/rental/user/cart/add-to-cart', {
        body: trip(kia.json.id),
        headers: rental,
      }),
      BUDGETS.tripCartAdd,
    );
    const cart = await statementsOf('GET', '/rental/user/cart/get-cart', {
      query: { guest_id: guest },
      headers: rental,
    });
    withinBudget(cart, BUDGETS.tripCartGet);
    expect((cart.json as { carts: unknown[] }).carts).toHaveLength(2);

    // Booking at the total core computes for the client.
    const config = (await api.call<Record<string, number>>('GET', '/config')).json;
    const answer = cart.json as RentalCartResponse;
    const provider = answer.carts[0]!.provider;
    const total = tripCartTotals(answer, {
      providerDiscount: provider.discount ?? null,
      tax: { rate: provider.tax, included: config.tax_included === 1 },
      additionalCharge: {
        status: config.additional_charge_status,
        amount: config.additional_charge,
      },
      digits: config.digit_after_decimal_point,
    })!.total;
    const booking = await statementsOf('POST', '/rental/user/trip/trip-booking', {
      body: {
        trip_amount: total,
        contact_person_name: 'Sara Haddad',
        contact_person_number: '+971500000002',
        guest_id: guest,
      },
      headers: rental,
    });
    withinBudget(booking, BUDGETS.tripBooking);
    expect(typeof booking.json).toBe('number');
  });
});
