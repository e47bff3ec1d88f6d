/**
 * One total, computed once: random seeded carts are filled through the API (random stores of
 * every item module, items, options, add-ons, quantities, order types, addresses, tips and
 * coupons), the client computes its checkout with core's `evaluateCheckout` from the API's
 * answers (as the web app and the CLI do), and places the order through the server, as a guest
 * or as the demo customer. When the
 * client sees no problem, the server charges exactly the client's total, and stores core's
 * amounts; when the client sees one, the server refuses with the same code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import {
  evaluateCheckout,
  placeOrderBody,
  type CheckoutChoices,
} from '@storefront/core/domain/checkout';
import type { Coupon } from '@storefront/core/domain/coupon';
import { localDateTime } from '@storefront/core/domain/schedule';
import type { ModuleType } from '@storefront/core/domain/session';
import { orders, users } from '../db/schema.js';
import { STORE_TIME_ZONE } from '../catalogue/scope.js';
import {
  clientCheckoutSource,
  customerToken,
  demoMarketplace,
  linesFromCart,
  PLACES,
  TestApi,
  type CartEntryJson,
  type Demo,
} from './testing.js';

let demo: Demo;
let api: TestApi;
let token: string;

beforeAll(async () => {
  demo = await demoMarketplace();
  api = new TestApi(demo.db);
  const [customer] = await demo.db.select().from(users).limit(1);
  token = await customerToken(demo.db, customer!.id, api.now);
}, 120_000);
afterAll(async () => {
  expect(api.errors).toEqual([]);
  await demo.close();
});

const ITEM_MODULES: ModuleType[] = ['grocery', 'pharmacy', 'ecommerce', 'food'];

const lineRecipe = fc.record({
  item: fc.nat(),
  option: fc.nat(),
  toppings: fc.nat({ max: 255 }),
  addOns: fc.nat({ max: 255 }),
  quantity: fc.integer({ min: 1, max: 4 }),
});

const recipe = fc.record({
  store: fc.nat(),
  lines: fc.array(lineRecipe, { minLength: 1, maxLength: 4 }),
  orderType: fc.constantFrom<'delivery' | 'take_away'>('delivery', 'delivery', 'take_away'),
  place: fc.constantFrom('store', 'store', 'downtown', 'dubaiMall', 'marina'),
  tips: fc.constantFrom(0, 0, 2.5, 10),
  coupon: fc.option(fc.nat(), { nil: null }),
  customer: fc.boolean(),
});

type Recipe = typeof recipe extends fc.Arbitrary<infer R> ? R : never;

/** The cart payload of one random line of an item. */
function payloadOf(
  item: Demo['itemRows'][number],
  moduleType: ModuleType,
  line: Recipe['lines'][number],
) {
  let variation: unknown[] = [];
  if (moduleType === 'food') {
    variation = item.foodVariations.flatMap((group, g) => {
      if (group.type === 'single') {
        if (group.required === 'off' && (line.option + g) % 3 === 0) return [];
        const value = group.values[(line.option + g) % group.values.length]!;
        return [{ name: group.name, values: { label: [value.label] } }];
      }
      const max = group.max > 0 ? group.max : group.values.length;
      const labels = group.values
        .filter((_, i) => (line.toppings >> i) & 1)
        .slice(0, max)
        .map((v) => v.label);
      return labels.length > 0 ? [{ name: group.name, values: { label: labels } }] : [];
    });
  } else if (item.variations.length > 0) {
    variation = [{ type: item.variations[line.option % item.variations.length]!.type }];
  }
  const addOnIds = item.addOnIds.filter((_, i) => (line.addOns >> i) & 1);
  return {
    item_id: item.id,
    model: 'Item',
    price: 0,
    quantity: line.quantity,
    variation,
    add_on_ids: addOnIds,
    add_on_qtys: addOnIds.map((_, i) => 1 + ((line.addOns >> (i + 4)) & 1)),
  };
}

describe('the total the client computes is the total the server charges', () => {
  it('for random carts placed through the server', async () => {
    const stores = demo.storesRows
      .filter((s) => {
        const type = Object.entries(demo.moduleIds).find(([, id]) => id === s.moduleId)?.[0];
        return ITEM_MODULES.includes(type as ModuleType);
      })
      .sort((a, b) => a.id - b.id);
    let placed = 0;
    let refused = 0;
    let withCoupon = 0;
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(recipe, async (r) => {
        const store = stores[r.store % stores.length]!;
        const moduleType = Object.entries(demo.moduleIds).find(
          ([, id]) => id === store.moduleId,
        )![0] as ModuleType;
        // A guest, or the demo customer (whose cart is emptied first).
        const guest = r.customer ? null : await api.guest();
        const owner = guest ? { guest_id: guest } : {};
        const headers: Record<string, string> = {
          moduleId: String(store.moduleId),
          ...(guest ? {} : { Authorization: `Bearer ${token}` }),
        };
        if (!guest) await api.call('DELETE', '/customer/cart/remove', { headers });
        // Items needing a prescription go with an uploaded one (issue 12; prescriptions.test.ts).
        const storeItems = demo.itemRows
          .filter((i) => i.storeId === store.id && !i.isPrescriptionRequired)
          .sort((a, b) => a.id - b.id);
        for (const line of r.lines) {
          const item = storeItems[line.item % storeItems.length]!;
          const answer = await api.call('POST', '/customer/cart/add', {
            body: { ...payloadOf(item, moduleType, line), ...owner },
            headers,
          });
          // Out of stock, over the cart limit or the same line twice: the client would not add it.
          expect([200, 403], answer.text).toContain(answer.status);
        }
        const cart = await api.call<CartEntryJson[]>('GET', '/customer/cart/list', {
          query: owner,
          headers,
        });
        const source = await clientCheckoutSource(
          api,
          store.id,
          moduleType,
          linesFromCart(cart.json),
        );

        let coupon: Coupon | null = null;
        if (r.coupon !== null) {
          const offered = await api.call<Coupon[]>('GET', '/coupon/list', {
            query: owner,
            headers: { ...headers, zoneId: `[${store.zoneId}]` },
          });
          const pick = offered.json[r.coupon % Math.max(1, offered.json.length)];
          if (pick) {
            const applied = await api.call<Coupon>('GET', '/coupon/apply', {
              query: { code: pick.code, store_id: store.id, ...owner },
              headers,
            });
            if (applied.status === 200) coupon = applied.json;
          }
        }
        const point =
          r.place === 'store'
            ? { lat: store.latitude + 0.001, lng: store.longitude + 0.001, address: store.address }
            : PLACES[r.place];
        const choices: CheckoutChoices = {
          orderType: r.orderType,
          paymentMethod: 'cash_on_delivery',
          address: { address: point.address, latitude: point.lat, longitude: point.lng },
          contact: guest
            ? { contact_person_name: 'Omar', contact_person_number: '+971500000003' }
            : null,
          coupon,
          dmTips: r.tips,
        };
        const evaluation = evaluateCheckout(source, choices, {
          guest: guest !== null,
          at: localDateTime(api.now, STORE_TIME_ZONE),
        });
        const body = {
          ...placeOrderBody(source, choices, 'cart', evaluation.totals),
          guest_id: guest,
        };
        const answer = await api.call<Record<string, unknown>>('POST', '/customer/order/place', {
          body,
          headers: { ...headers, 'Idempotency-Key': `run-${(runs += 1)}` },
        });
        const problem = evaluation.issues[0];
        if (problem) {
          refused += 1;
          expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
          expect(answer.status, answer.text).toBeLessThan(500);
          const code = (answer.json as { errors: { code: string }[] }).errors[0]?.code;
          expect(code).toBe(problem.code.startsWith('coupon_') ? 'coupon' : problem.code);
          return;
        }
        placed += 1;
        if (coupon) withCoupon += 1;
        expect(answer.status, answer.text).toBe(200);
        const t = evaluation.totals;
        expect(answer.json.total_ammount).toBe(t.total);
        const [row] = await demo.db
          .select()
          .from(orders)
          .where(eq(orders.id, answer.json.order_id as number));
        expect(row).toMatchObject({
          orderAmount: t.total,
          storeDiscountAmount: t.productDiscount,
          couponDiscountAmount: t.couponDiscount,
          totalTaxAmount: t.tax,
          deliveryCharge: t.deliveryCharge,
          originalDeliveryCharge: t.delivery.original,
          dmTips: t.dmTips,
          additionalCharge: t.additionalCharge,
          couponCode: coupon?.code ?? null,
        });
      }),
      { numRuns: 40, seed: 20300108 },
    );
    // The runs exercise both outcomes.
    expect(placed).toBeGreaterThan(10);
    expect(refused).toBeGreaterThan(0);
    expect(withCoupon).toBeGreaterThan(0);
  }, 240_000);
});
