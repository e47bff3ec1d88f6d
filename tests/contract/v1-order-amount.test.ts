// The order amount a v1 client computes (issue 16): the incumbent asks `customer/order/get-Tax`,
// `customer/order/get-surge-price` and `vehicle/extra_charge`, adds them to its own items price
// and delivery charge, and places without an Idempotency-Key. The sum it arrives at is what
// `customer/order/place` charges.
import { describe, expect, inject, it } from 'vitest';
import { cartTotals, roundMoney } from '@storefront/core/domain/cart';
import { storePoint } from '@storefront/core/domain/checkout';
import { deliveryDistanceKm, distanceCharge } from '@storefront/core/domain/delivery';
import { http } from '../support/http.js';
import { checkoutSource, getJson, type CartEntry } from './checkout.js';

const base = inject('serverUrl');
const DOWNTOWN = { lat: 25.1972, lng: 55.2744 };
const DUBAI_MALL = { lat: 25.1985, lng: 55.2796, address: 'The Dubai Mall, Downtown Dubai' };

async function post(path: string, body: unknown, headers: Record<string, string>) {
  return http(base, `/api/v1${path}`, { method: 'POST', body, headers });
}

describe('a v1 client that adds tax, surge and vehicle extra itself', () => {
  it('arrives at the total placement charges, and the order is placed', async () => {
    const modules = await getJson<{ id: number; module_type: string }[]>(base, '/module');
    const moduleId = String(modules.find((m) => m.module_type === 'grocery')!.id);
    const zone = await getJson<{ zone_id: string }>(base, '/config/get-zone-id', DOWNTOWN);
    const headers = { moduleId, zoneId: zone.zone_id };
    const page = await getJson<{ products: { id: number; slug: string; store_id: number }[] }>(
      base,
      '/items/search',
      { name: 'Tomatoes', limit: 20 },
      headers,
    );
    const tomato = page.products.find((p) => p.slug === 'local-tomatoes')!;
    const guest = (
      (await post('/auth/guest/request', {}, {})).json as {
        guest_id: string;
      }
    ).guest_id;
    const added = await post(
      '/customer/cart/add',
      { item_id: tomato.id, model: 'Item', price: 0, quantity: 8, guest_id: guest },
      { moduleId },
    );
    expect(added.status, added.text).toBe(200);

    // What the incumbent reads: its cart, the store, the zone's rates and the config.
    const cart = await getJson<CartEntry[]>(
      base,
      '/customer/cart/list',
      { guest_id: guest },
      {
        moduleId,
      },
    );
    const source = await checkoutSource(base, 'grocery', cart, tomato.store_id);
    const digits = Number(source.config.digit_after_decimal_point ?? 2);
    const items = cartTotals(source.lines, 'grocery', {
      storeDiscount: source.storeDiscount ?? null,
      digits,
    });

    // The three answers of this issue.
    const tax = await post(
      '/customer/order/get-Tax',
      { store_id: tomato.store_id, guest_id: guest, order_type: 'delivery' },
      { moduleId },
    );
    expect(tax.status, tax.text).toBe(200);
    const { tax_amount, tax_included } = tax.json as { tax_amount: number; tax_included: number };
    const surge = await post(
      '/customer/order/get-surge-price',
      { zone_id: source.store.zone_id, module_id: Number(moduleId), guest_id: guest },
      { moduleId },
    );
    expect(surge.status, surge.text).toBe(200);
    const { price: surgePrice, price_type } = surge.json as { price: number; price_type: string };
    // The distance as the incumbent takes it: `config/distance-api` (mode walking) from the
    // store to the address, metres / 1000. Offline it answers the distance placement charges
    // by (core's deliveryDistanceMeters), so the two delivery charges agree.
    const store = storePoint(source.store);
    const route = await getJson<{ status: string; distanceMeters: number }>(
      base,
      '/config/distance-api',
      {
        origin_lat: store.lat,
        origin_lng: store.lng,
        destination_lat: DUBAI_MALL.lat,
        destination_lng: DUBAI_MALL.lng,
        mode: 'walking',
      },
    );
    expect(route.status).toBe('OK');
    const km = route.distanceMeters / 1000;
    expect(km).toBe(deliveryDistanceKm(store, DUBAI_MALL));
    const extra = await getJson<number>(base, '/vehicle/extra_charge', { distance: km });
    expect(typeof extra).toBe('number');

    // The incumbent's delivery charge: the pivot's band, plus the extra, plus the surge.
    let delivery = distanceCharge(km, source.pivot ?? {}) + extra;
    if (surgePrice > 0) {
      delivery += price_type === 'percent' ? (delivery * surgePrice) / 100 : surgePrice;
    }
    const additional = Number(source.config.additional_charge_status)
      ? Number(source.config.additional_charge ?? 0)
      : 0;
    const orderAmount = roundMoney(
      items.subtotal +
        (tax_included ? 0 : tax_amount) +
        roundMoney(delivery, digits) +
        roundMoney(additional, digits),
      digits,
    );

    const placed = await post(
      '/customer/order/place',
      {
        store_id: tomato.store_id,
        guest_id: guest,
        order_type: 'delivery',
        payment_method: 'cash_on_delivery',
        order_amount: orderAmount,
        distance: km,
        address: DUBAI_MALL.address,
        latitude: DUBAI_MALL.lat,
        longitude: DUBAI_MALL.lng,
        contact_person_name: 'Sara Haddad',
        contact_person_number: '+971500000002',
      },
      { moduleId },
    );
    expect(placed.status, placed.text).toBe(200);
    const order = placed.json as { order_id: number; total_ammount: number };
    expect(order.total_ammount).toBe(orderAmount);
    await http(base, '/api/v1/customer/order/cancel', {
      method: 'PUT',
      body: { guest_id: guest, order_id: order.order_id },
    });
  });
});
