// Parcel delivery (issue 14), on the live demo server (PGlite, or PostgreSQL in the DATABASE_URL
// run): `customer/order/place` with `order_type=parcel` charges exactly core's `parcelQuote`
// (the category's rates, else the config's, over the straight line between the pins, plus the
// tip); bad bodies get a 4xx with their field's code (control characters included); a missing
// pin gets "Sender or Receiver location is missing", a receiver outside every zone is refused
// before any payment; the receiver pays cash only; the placed parcel shows its receiver, payer
// and category to its owner and to nobody else. Every answer is validated against the YAML.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parcelQuote, type ParcelCategory } from '@storefront/core/domain/parcel';
import { http } from '../support/http.js';
import { expectError, operationCaller } from './client.js';
import {
  newCustomer,
  newGuest,
  ownerHeaders,
  ownerQuery,
  shopAt,
  type Owner,
  type Shop,
} from './orders-extra.js';

const base = inject('serverUrl');
const { call } = operationCaller(() => base);

const SENDER = { lat: 25.1972, lng: 55.2744, address: 'Burj Khalifa, Downtown Dubai' };
const RECEIVER = { lat: 25.0805, lng: 55.1403, address: 'Dubai Marina Walk' };
const NOWHERE = { lat: 24.4539, lng: 54.3773 }; // Abu Dhabi: outside every zone
const MISSING = 'Sender or Receiver location is missing';

let shop: Shop;
let categories: ParcelCategory[];
let config: {
  parcel_per_km_shipping_charge: number;
  parcel_minimum_shipping_charge: number;
  digit_after_decimal_point: number;
};
const placed: { owner: Owner; orderId: number }[] = [];
let keys = 0;

beforeAll(async () => {
  shop = await shopAt(base);
  categories = (await call<ParcelCategory[]>('listParcelCategories')).json;
  config = (await call<typeof config>('getConfig')).json;
});

afterAll(async () => {
  for (const { owner, orderId } of placed) {
    await http(base, '/api/v1/customer/order/cancel', {
      method: 'PUT',
      headers: { ...ownerHeaders(owner), moduleId: String(shop.moduleIds.get('parcel')) },
      body: { order_id: orderId, reason: 'Contract suite clean-up', ...ownerQuery(owner) },
    });
  }
});

const category = (name: string) => categories.find((c) => c.name === name)!;

function quote(categoryName: string, tip = 0, to = RECEIVER) {
  return parcelQuote({
    sender: SENDER,
    receiver: to,
    category: category(categoryName),
    config,
    dmTips: tip,
    digits: config.digit_after_decimal_point,
  });
}

function body(over: Record<string, unknown> = {}, categoryName = 'Small package') {
  return {
    order_type: 'parcel',
    parcel_category_id: category(categoryName).id,
    charge_payer: 'sender',
    payment_method: 'cash_on_delivery',
    order_amount: quote(categoryName).total,
    address: SENDER.address,
    latitude: SENDER.lat,
    longitude: SENDER.lng,
    contact_person_name: 'Sara Haddad',
    contact_person_number: '+971501112233',
    receiver_details: JSON.stringify({
      contact_person_name: 'Omar Khalil',
      contact_person_number: '+971504445566',
      address: RECEIVER.address,
      latitude: RECEIVER.lat,
      longitude: RECEIVER.lng,
    }),
    parcel_weight: 2.5,
    parcel_dimension: 'small',
    cart: [],
    ...over,
  };
}

async function place(owner: Owner, payload: Record<string, unknown>) {
  keys += 1;
  return call('placeOrder', {
    headers: {
      moduleId: String(shop.moduleIds.get('parcel')),
      zoneId: shop.zoneHeader,
      'Idempotency-Key': `parcel-${Date.now().toString(36)}-${keys}`,
      ...ownerHeaders(owner),
    },
    body: { ...payload, ...ownerQuery(owner) },
  });
}

describe('parcel placement', () => {
  it('charges exactly core’s quote: the category’s rates, else the config’s, plus the tip', async () => {
    for (const name of ['Documents', 'Small package', 'Others']) {
      const owner = { guest: await newGuest(base) };
      const expected = quote(name, 5);
      expect(expected.deliveryCharge).toBeGreaterThan(0);
      const answer = await place(owner, body({ order_amount: expected.total, dm_tips: 5 }, name));
      expect(answer.status, answer.text).toBe(200);
      const json = answer.json as { order_id: number; total_ammount: number };
      placed.push({ owner, orderId: json.order_id });
      expect(json.total_ammount).toBe(expected.total);
      // Another amount is refused with both amounts.
      const wrong = await place(
        owner,
        body({ order_amount: expected.total + 1, dm_tips: 5 }, name),
      );
      expectError(wrong, 403, 'order_amount');
    }
    // The category rates differ from the config's: "Others" uses the config.
    const others = quote('Others');
    const band = Math.max(
      others.distanceKm * config.parcel_per_km_shipping_charge,
      config.parcel_minimum_shipping_charge,
    );
    expect(Math.abs(others.deliveryCharge - band)).toBeLessThan(0.01);
  });

  it('a guest’s parcel paid by the receiver: its details and tracking, for its owner only', async () => {
    const owner = { guest: await newGuest(base) };
    const answer = await place(owner, body({ charge_payer: 'receiver' }));
    expect(answer.status, answer.text).toBe(200);
    const orderId = (answer.json as { order_id: number }).order_id;
    placed.push({ owner, orderId });
    const headers = { moduleId: String(shop.moduleIds.get('parcel')) };
    const tracked = await call<Record<string, unknown>>('trackOrder', {
      query: { order_id: orderId, ...ownerQuery(owner) },
      headers,
    });
    expect(tracked.status, tracked.text).toBe(200);
    expect(tracked.json).toMatchObject({
      order_type: 'parcel',
      charge_payer: 'receiver',
      parcel_category_id: category('Small package').id,
      parcel_details: { weight: 2.5, dimension: 'small' },
      store: null,
      payment_method: 'cash_on_delivery',
      receiver_details: { contact_person_name: 'Omar Khalil', address: RECEIVER.address },
    });
    const details = await call('getOrderDetails', {
      query: { order_id: orderId, ...ownerQuery(owner) },
      headers,
    });
    expect(details.status, details.text).toBe(200);

    // Another guest and a customer get 404, never the parcel.
    const stranger = { guest: await newGuest(base) };
    expectError(
      await call('getOrderDetails', {
        query: { order_id: orderId, ...ownerQuery(stranger) },
        headers,
      }),
      404,
      'order_id',
    );
    const customer = await newCustomer(base);
    expectError(
      await call('trackOrder', { query: { order_id: orderId }, headers, token: customer }),
      404,
      'order_id',
    );
  });

  it('a customer’s parcel paid by wallet is refused when the wallet is short; cash is placed', async () => {
    const token = await newCustomer(base);
    const owner = { token };
    expectError(await place(owner, body({ payment_method: 'wallet' })), 403);
    const answer = await place(owner, body());
    expect(answer.status, answer.text).toBe(200);
    const orderId = (answer.json as { order_id: number }).order_id;
    placed.push({ owner, orderId });
    const other = { token: await newCustomer(base) };
    expectError(
      await call('getOrderDetails', {
        query: { order_id: orderId },
        headers: { moduleId: String(shop.moduleIds.get('parcel')) },
        token: other.token,
      }),
      404,
      'order_id',
    );
  });
});

describe('parcel refusals', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = { guest: await newGuest(base) };
  });

  it('a missing pin: "Sender or Receiver location is missing"', async () => {
    expectError(
      await place(owner, body({ latitude: null, longitude: null })),
      403,
      'location',
      MISSING,
    );
    const noPin = body({
      receiver_details: { contact_person_name: 'Omar', contact_person_number: '+971504445566' },
    });
    expectError(await place(owner, noPin), 403, 'location', MISSING);
  });

  it('a receiver outside every zone is refused before payment', async () => {
    const far = body({
      payment_method: 'digital_payment',
      order_amount: quote('Small package', 0, { ...NOWHERE, address: 'Abu Dhabi' }).total,
      receiver_details: {
        contact_person_name: 'Omar',
        contact_person_number: '+971504445566',
        latitude: NOWHERE.lat,
        longitude: NOWHERE.lng,
      },
    });
    const answer = await place(owner, far);
    expectError(answer, 403, 'receiver_details');
    expect(JSON.stringify(answer.json)).not.toContain('redirect_link');
    const fromNowhere = body({ latitude: NOWHERE.lat, longitude: NOWHERE.lng });
    expectError(await place(owner, fromNowhere), 403, 'coordinates');
  });

  it('the receiver pays cash on delivery only', async () => {
    expectError(
      await place(owner, body({ charge_payer: 'receiver', payment_method: 'digital_payment' })),
      403,
      'payment_method',
    );
  });

  it('bad fields get their codes', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ parcel_category_id: 99_999 }, 404, 'parcel_category_id'],
      [{ parcel_category_id: 'abc' }, 403, 'parcel_category_id'],
      [{ charge_payer: 'store' }, 403, 'charge_payer'],
      [{ receiver_details: '{not json' }, 403, 'receiver_details'],
      [{ receiver_details: { contact_person_name: 'Omar' } }, 403, 'receiver_details'],
      [{ parcel_weight: -1 }, 403, 'parcel_weight'],
      [{ parcel_dimension: 'huge' }, 403, 'parcel_dimension'],
      [{ payment_method: 'offline_payment' }, 403, 'payment_method'],
      [{ contact_person_name: '' }, 403, 'contact_name'],
      [{ contact_person_name: 'Sa\u0000ra' }, 403, 'contact_person_name'],
      [
        {
          receiver_details: {
            contact_person_name: 'O\u0007mar',
            contact_person_number: '1',
            latitude: RECEIVER.lat,
            longitude: RECEIVER.lng,
          },
        },
        403,
        'receiver_details.contact_person_name',
      ],
      [{ order_note: 'a\u001bb' }, 403, 'order_note'],
    ];
    for (const [over, status, code] of cases) {
      expectError(await place(owner, body(over)), status, code);
    }
  });
});
