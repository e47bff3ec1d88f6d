import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { haversineMeters } from './geo.js';
import {
  adminFreeDeliveryApplies,
  deliveryCharge,
  deliveryDistanceKm,
  deliveryDistanceMeters,
  deliveryVehicleExtraCharge,
  distanceCharge,
  freeDeliveryProgress,
  type AdminFreeDelivery,
  type DeliveryChargeInput,
  type ShippingRates,
  zoneSurgePercent,
} from './delivery.js';

const cents = (max: number) => fc.integer({ min: 0, max }).map((c) => c / 100);
const close = (a: number, b: number, what = '') =>
  expect(Math.abs(a - b), `${what} ${a} vs ${b}`).toBeLessThanOrEqual(1e-6);
const km = fc.integer({ min: 0, max: 40_000 }).map((m) => m / 1000);

const rates = fc.record({
  per_km_shipping_charge: cents(1000),
  minimum_shipping_charge: cents(3000),
  maximum_shipping_charge: fc.option(cents(8000), { nil: null }),
});

/** The spec's band rule, written out. */
function band(d: number, r: ShippingRates): number {
  const perKm = Number(r.per_km_shipping_charge ?? 0);
  const min = Number(r.minimum_shipping_charge ?? 0);
  const max = r.maximum_shipping_charge == null ? null : Number(r.maximum_shipping_charge);
  const charge = Math.max(d * perKm, min);
  return max != null && max >= min ? Math.min(charge, max) : charge;
}

const input = (over: Partial<DeliveryChargeInput> = {}): DeliveryChargeInput => ({
  orderType: 'delivery',
  distanceKm: 4,
  store: { free_delivery: 0, self_delivery_system: 0 },
  zone: { increased_delivery_fee_status: 0, increased_delivery_fee: 0 },
  pivot: { per_km_shipping_charge: 2, minimum_shipping_charge: 7, maximum_shipping_charge: 25 },
  global: { per_km_shipping_charge: 1, minimum_shipping_charge: 3 },
  adminFreeDelivery: null,
  orderAmount: 40,
  freeDeliveryCoupon: null,
  ...over,
});

describe('delivery charge', () => {
  it('max(distance × per_km, min), capped at max when max ≥ min', () => {
    fc.assert(
      fc.property(km, rates, (d, r) => {
        const charge = distanceCharge(d, r);
        close(charge, band(d, r));
        expect(charge).toBeGreaterThanOrEqual(
          r.maximum_shipping_charge != null &&
            r.maximum_shipping_charge >= r.minimum_shipping_charge
            ? Math.min(r.minimum_shipping_charge, r.maximum_shipping_charge)
            : r.minimum_shipping_charge,
        );
      }),
    );
  });

  it('take-away is always 0', () => {
    fc.assert(
      fc.property(km, rates, (d, r) => {
        expect(deliveryCharge(input({ orderType: 'take_away', distanceKm: d, pivot: r }))).toEqual({
          charge: 0,
          original: 0,
          freeDeliveryBy: null,
          rates: null,
        });
      }),
    );
  });

  it('uses the pivot, else the global rates without a maximum; plus the vehicle extra and the zone surge', () => {
    fc.assert(
      fc.property(
        km,
        fc.option(rates, { nil: null }),
        rates,
        fc.integer({ min: 0, max: 50 }),
        fc.boolean(),
        cents(500),
        (d, pivot, global, surge, surgeOn, extra) => {
          const got = deliveryCharge(
            input({
              distanceKm: d,
              pivot,
              global,
              extraCharge: extra,
              zone: {
                increased_delivery_fee_status: surgeOn ? 1 : 0,
                increased_delivery_fee: surge,
              },
            }),
          );
          const table = pivot ?? { ...global, maximum_shipping_charge: null };
          let expected = band(d, table) + extra;
          if (surgeOn) expected *= 1 + surge / 100;
          close(got.original, expected, 'original');
          close(got.charge, expected, 'charge');
          expect(got.rates).toBe(pivot == null ? 'global' : 'zone');
        },
      ),
    );
  });

  it('a self-delivery store uses its own rates, with no surge and no vehicle extra', () => {
    fc.assert(
      fc.property(km, rates, (d, own) => {
        const got = deliveryCharge(
          input({
            distanceKm: d,
            store: { self_delivery_system: 1, free_delivery: 0, ...own },
            zone: { increased_delivery_fee_status: 1, increased_delivery_fee: 40 },
            extraCharge: 9,
          }),
        );
        close(got.charge, band(d, own));
        expect(got.rates).toBe('store');
      }),
    );
  });

  const admin = fc.record({
    status: fc.constantFrom(0, 1),
    type: fc.constantFrom('free_delivery_to_all_store', 'free_delivery_by_order_amount', null),
    free_delivery_over: fc.oneof(fc.constant(0), cents(30_000)),
  }) as fc.Arbitrary<AdminFreeDelivery>;

  it('free delivery: the store (vendor), then the admin (all stores, or over the amount at every band), then a coupon', () => {
    fc.assert(
      fc.property(
        km,
        fc.boolean(),
        fc.option(admin, { nil: null }),
        cents(30_000),
        fc.constantFrom('admin', 'vendor', null) as fc.Arbitrary<'admin' | 'vendor' | null>,
        (d, storeFree, adminFree, amount, coupon) => {
          const got = deliveryCharge(
            input({
              distanceKm: d,
              store: { free_delivery: storeFree ? 1 : 0, self_delivery_system: 0 },
              adminFreeDelivery: adminFree,
              orderAmount: amount,
              freeDeliveryCoupon: coupon,
            }),
          );
          const adminApplies =
            adminFree != null &&
            adminFree.status === 1 &&
            (adminFree.type === 'free_delivery_to_all_store' ||
              (adminFree.type === 'free_delivery_by_order_amount' &&
                Number(adminFree.free_delivery_over) > 0 &&
                amount >= Number(adminFree.free_delivery_over)));
          const by = storeFree ? 'vendor' : adminApplies ? 'admin' : coupon;
          expect(got.freeDeliveryBy).toBe(by);
          expect(got.charge).toBe(by == null ? got.original : 0);
          // the original charge is kept whoever pays
          close(got.original, band(d, input().pivot!));
        },
      ),
    );
  });

  it('the free-over rule holds below the minimum and above the maximum too (not only in between)', () => {
    const admin: AdminFreeDelivery = {
      status: true,
      type: 'free_delivery_by_order_amount',
      free_delivery_over: 150,
    };
    for (const distanceKm of [0.5, 5, 60]) {
      const got = deliveryCharge(input({ distanceKm, adminFreeDelivery: admin, orderAmount: 150 }));
      expect(got).toMatchObject({ charge: 0, freeDeliveryBy: 'admin' });
      expect(got.original).toBe(Math.min(25, Math.max(7, distanceKm * 2)));
      expect(
        deliveryCharge(input({ distanceKm, adminFreeDelivery: admin, orderAmount: 149.99 })).charge,
      ).toBe(got.original);
    }
    expect(adminFreeDeliveryApplies({ ...admin, status: 0 }, 500)).toBe(false);
  });

  it('spec example: 4 km at 2/km, min 7, max 25, 20% surge', () => {
    const got = deliveryCharge(
      input({ zone: { increased_delivery_fee_status: 1, increased_delivery_fee: 20 } }),
    );
    expect(got).toEqual({ charge: 9.6, original: 9.6, freeDeliveryBy: null, rates: 'zone' });
  });

  it('distance: metres / 1000, the straight line (radius 6378137 m) without a routed distance', () => {
    const store = { lat: 25.1972, lng: 55.2744 };
    const home = { lat: 25.2048, lng: 55.2708 };
    expect(deliveryDistanceKm(store, home, 3250)).toBe(3.25);
    expect(
      Math.abs(deliveryDistanceKm(store, home) - haversineMeters(store, home) / 1000),
    ).toBeLessThanOrEqual(0.0005);
    close(deliveryDistanceKm(store, home, null), deliveryDistanceKm(store, home));
    // Whole metres, as a route's distanceMeters (what the offline distance-api answers).
    expect(deliveryDistanceMeters(store, home)).toBe(Math.round(haversineMeters(store, home)));
    expect(deliveryDistanceKm(store, home)).toBe(deliveryDistanceMeters(store, home) / 1000);
  });
});

describe('free-delivery progress', () => {
  it('percent = subtotal / free_delivery_over × 100 clamped to 0…100; remaining floored at 0', () => {
    fc.assert(
      fc.property(
        cents(50_000),
        cents(30_000),
        fc.integer({ min: 0, max: 5 }),
        (subtotal, over, lines) => {
          const p = freeDeliveryProgress(subtotal, over, lines);
          if (over <= 0) {
            expect(p.show).toBe(false);
            return;
          }
          expect(p.show).toBe(lines > 0);
          close(p.percent, Math.min(100, (subtotal / over) * 100));
          expect(p.percent).toBeGreaterThanOrEqual(0);
          expect(p.percent).toBeLessThanOrEqual(100);
          close(p.remaining, Math.max(0, over - subtotal));
          expect(p.reached).toBe(subtotal >= over);
        },
      ),
    );
  });

  it('hidden without a threshold or with an empty cart', () => {
    expect(freeDeliveryProgress(10, null, 2).show).toBe(false);
    expect(freeDeliveryProgress(10, 0, 2).show).toBe(false);
    expect(freeDeliveryProgress(10, 150, 0).show).toBe(false);
    expect(freeDeliveryProgress(60, '150', 2)).toEqual({
      show: true,
      percent: 40,
      remaining: 90,
      reached: false,
    });
  });
});

describe('the zone surge and the delivery-vehicle extra (v1 get-surge-price, vehicle/extra_charge)', () => {
  it('answers the zone surge only when its status is on', () => {
    expect(
      zoneSurgePercent({ increased_delivery_fee_status: 1, increased_delivery_fee: '12.5' }),
    ).toBe(12.5);
    expect(zoneSurgePercent({ increased_delivery_fee_status: 0, increased_delivery_fee: 30 })).toBe(
      0,
    );
    expect(zoneSurgePercent(null)).toBe(0);
  });

  it('adds exactly the surge percent to the charge of a store that is not self-delivery', () => {
    fc.assert(
      fc.property(km, cents(5000), (d, surge) => {
        const zone = { increased_delivery_fee_status: 1, increased_delivery_fee: surge };
        const plain = deliveryCharge(input({ distanceKm: d, zone: null })).original;
        const surged = deliveryCharge(input({ distanceKm: d, zone })).original;
        close(surged, plain + (plain * zoneSurgePercent(zone)) / 100, 'surged');
      }),
    );
  });

  it('picks the band of the distance, else the next band up, else 0', () => {
    const bands = [
      { starting_coverage_area: 0, maximum_coverage_area: 5, extra_charges: 2, status: 1 },
      { starting_coverage_area: 10, maximum_coverage_area: 20, extra_charges: 6, status: 1 },
      { starting_coverage_area: 5, maximum_coverage_area: 10, extra_charges: 4, status: 0 },
    ];
    expect(deliveryVehicleExtraCharge(bands, 3)).toBe(2);
    expect(deliveryVehicleExtraCharge(bands, 7)).toBe(6);
    expect(deliveryVehicleExtraCharge(bands, 15)).toBe(6);
    expect(deliveryVehicleExtraCharge(bands, 25)).toBe(0);
    expect(deliveryVehicleExtraCharge([], 3)).toBe(0);
  });
});
