import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Coupon } from './coupon.js';
import { roundTo } from './money.js';
import type { RentalCartResponse, RentalType, Vehicle } from './rental.js';
import { tripCartTotals } from './rental-cart.js';
import {
  providerDiscountAmount,
  rentalCouponDiscount,
  rentalCouponIssue,
  rentalLinePrice,
  rentalTripTotals,
  runningProviderDiscount,
  shownRentalPrice,
  tripUnits,
  vehicleDiscount,
  type RentalPricedVehicle,
  type RentalTrip,
  type RentalTripInput,
} from './rental-pricing.js';

// Money in whole cents, km in hundredths (so every exact expectation is an integer sum).
const cents = (max: number) => fc.integer({ min: 0, max });
const rateC = cents(50_000_00);
const hours = fc.integer({ min: 0, max: 96 });
const kmC = fc.integer({ min: 0, max: 2_000_00 });
const quantity = fc.integer({ min: 1, max: 12 });
const type = fc.constantFrom<RentalType>('hourly', 'distance');
const digits = fc.integer({ min: 0, max: 3 });

/** Half away from zero of a non-negative BigInt ratio. */
const roundDiv = (n: bigint, d: bigint): bigint => (2n * n + d) / (2n * d);
const toCents = (amount: number): number => Math.round(amount * 100);
const decimalsOf = (x: number): number => (String(x).split('.')[1] ?? '').length;

const vehicle = (over: Partial<Vehicle> = {}): RentalPricedVehicle => ({
  id: 1,
  trip_hourly: 1,
  trip_distance: 1,
  hourly_price: 0,
  distance_price: 0,
  discount_price: 0,
  discount_type: 'amount',
  ...over,
});

const trip = (t: RentalType, h: number, km: number): RentalTrip => ({ type: t, hours: h, km });

/** A rental vehicle with its rates in cents and a trip whose units are whole hours or km/100. */
const pricedCase = fc.record({
  hourlyC: rateC,
  distanceC: rateC,
  h: hours,
  kmC,
  t: type,
  q: quantity,
});

/** rate × units in units of 1/10000 of money (rate in cents, units in hundredths). */
const unitTripE4 = (c: {
  hourlyC: number;
  distanceC: number;
  h: number;
  kmC: number;
  t: RentalType;
}) =>
  c.t === 'hourly' ? BigInt(c.hourlyC) * BigInt(c.h * 100) : BigInt(c.distanceC) * BigInt(c.kmC);

const caseVehicle = (c: { hourlyC: number; distanceC: number }, over: Partial<Vehicle> = {}) =>
  vehicle({ hourly_price: c.hourlyC / 100, distance_price: c.distanceC / 100, ...over });
const caseTrip = (c: { h: number; kmC: number; t: RentalType }) => trip(c.t, c.h, c.kmC / 100);

const noTax = { rate: 0, included: false };

describe('rental pricing (properties, rental-and-auth §5)', () => {
  it('price = unit price × quantity × hours (hourly) or km (distance)', () => {
    fc.assert(
      fc.property(pricedCase, (c) => {
        const line = rentalLinePrice(caseVehicle(c), c.q, caseTrip(c));
        const expected = roundDiv(unitTripE4(c) * BigInt(c.q), 100n);
        expect(toCents(line.original)).toBe(Number(expected));
        expect(line.total).toBe(line.original);
        expect(line.discountAmount).toBe(0);
        // The other type's length plays no part.
        const other = rentalLinePrice(caseVehicle(c), c.q, {
          ...caseTrip(c),
          ...(c.t === 'hourly' ? { km: 999 } : { hours: 999 }),
        });
        expect(other.original).toBe(line.original);
      }),
    );
  });

  it('the lower of the hourly and distance prices is shown when a vehicle offers both', () => {
    fc.assert(
      fc.property(
        rateC,
        rateC,
        fc.boolean(),
        fc.boolean(),
        fc.option(type, { nil: null }),
        (hC, dC, offersH, offersD, searched) => {
          const v = vehicle({
            hourly_price: hC / 100,
            distance_price: dC / 100,
            trip_hourly: offersH ? 1 : 0,
            trip_distance: offersD ? 1 : 0,
          });
          const shown = shownRentalPrice(v, searched);
          const searchedOffered = searched != null && (searched === 'hourly' ? offersH : offersD);
          if (searchedOffered) {
            expect(shown).toEqual({
              type: searched,
              rate: (searched === 'hourly' ? hC : dC) / 100,
            });
          } else if (offersH && offersD) {
            expect(shown!.rate).toBe(Math.min(hC, dC) / 100);
            expect(shown!.type).toBe(dC < hC ? 'distance' : 'hourly');
          } else if (offersH) {
            expect(shown).toEqual({ type: 'hourly', rate: hC / 100 });
          } else if (offersD) {
            expect(shown).toEqual({ type: 'distance', rate: dC / 100 });
          } else {
            expect(shown).toBeNull();
          }
        },
      ),
    );
  });

  it('a percent discount applies to price × hours or km', () => {
    fc.assert(
      fc.property(pricedCase, fc.integer({ min: 0, max: 100 }), (c, p) => {
        const line = rentalLinePrice(
          caseVehicle(c, { discount_price: p, discount_type: 'percent' }),
          c.q,
          caseTrip(c),
        );
        // (rate × units) × (100 − p) / 100 × q, in cents.
        const expected = roundDiv(unitTripE4(c) * BigInt(100 - p) * BigInt(c.q), 10_000n);
        expect(toCents(line.total)).toBe(Number(expected));
        expect(line.discountAmount).toBe(roundTo(line.original - line.total, 6));
      }),
    );
  });

  it('an amount discount applies once per quantity (per vehicle), never below 0', () => {
    fc.assert(
      fc.property(pricedCase, cents(5_000_00), (c, amountC) => {
        const line = rentalLinePrice(
          caseVehicle(c, { discount_price: amountC / 100, discount_type: 'amount' }),
          c.q,
          caseTrip(c),
        );
        const perUnit = unitTripE4(c) - BigInt(amountC) * 100n;
        const expected = roundDiv((perUnit > 0n ? perUnit : 0n) * BigInt(c.q), 100n);
        expect(toCents(line.total)).toBe(Number(expected));
      }),
    );
  });

  it('never below 0: no discount, coupon or referral takes any amount under 0', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            c: pricedCase,
            d: fc.integer({ min: 0, max: 100_000 }),
            dt: fc.constantFrom('percent', 'amount'),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        fc.integer({ min: 0, max: 500 }),
        cents(1_000_000_00),
        fc.constantFrom('percent', 'amount'),
        cents(1_000_000_00),
        type,
        (lines, provider, couponC, couponType, referralC, t) => {
          const totals = rentalTripTotals({
            trip: caseTrip({ ...lines[0]!.c, t }),
            lines: lines.map((l) => ({
              vehicle: caseVehicle(l.c, { discount_price: l.d, discount_type: l.dt }),
              quantity: l.c.q,
            })),
            providerDiscount: { discount: provider, max_discount: 0, min_purchase: 0 },
            coupon: coupon({ discount: couponC / 100, discount_type: couponType }),
            referralDiscount: referralC / 100,
            tax: { rate: 15, included: false },
          });
          for (const l of totals.lines) {
            expect(l.total).toBeGreaterThanOrEqual(0);
            expect(l.total).toBeLessThanOrEqual(l.original);
          }
          for (const key of [
            'price',
            'discount',
            'subtotal',
            'coupon',
            'referralDiscount',
            'taxBase',
            'tax',
            'total',
          ] as const) {
            expect(totals[key], key).toBeGreaterThanOrEqual(0);
          }
          expect(totals.discount).toBeLessThanOrEqual(totals.price);
          expect(totals.coupon).toBeLessThanOrEqual(totals.subtotal);
          expect(totals.referralDiscount).toBeLessThanOrEqual(
            totals.subtotal - totals.coupon + 1e-9,
          );
        },
      ),
    );
  });

  it('a provider discount is capped at max_discount and needs min_purchase', () => {
    fc.assert(
      fc.property(
        cents(1_000_000_00),
        fc.integer({ min: 0, max: 100 }),
        cents(500_00),
        cents(2_000_000_00),
        (priceC, pct, capC, minC) => {
          const price = priceC / 100;
          const off = providerDiscountAmount(price, {
            discount: pct,
            max_discount: capC / 100,
            min_purchase: minC / 100,
          });
          if (priceC < minC || pct === 0) {
            expect(off).toBe(0);
          } else {
            const raw = (priceC * pct) / 10_000;
            expect(off).toBeCloseTo(capC > 0 ? Math.min(raw, capC / 100) : raw, 6);
          }
          if (capC > 0) expect(off).toBeLessThanOrEqual(capC / 100);
          expect(off).toBeLessThanOrEqual(price);
        },
      ),
    );
  });

  it('the larger of the vehicles’ discount and the provider’s wins; they are never added', () => {
    fc.assert(
      fc.property(
        pricedCase,
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (c, vPct, pPct) => {
          const totals = rentalTripTotals({
            trip: caseTrip(c),
            lines: [
              {
                vehicle: caseVehicle(c, { discount_price: vPct, discount_type: 'percent' }),
                quantity: c.q,
              },
            ],
            providerDiscount: { discount: pPct, max_discount: 0, min_purchase: 0 },
            tax: noTax,
          });
          expect(totals.discount).toBe(Math.max(totals.vehicleDiscount, totals.providerDiscount));
          expect(totals.discountBy).toBe(
            totals.discount === 0
              ? null
              : totals.providerDiscount > totals.vehicleDiscount
                ? 'admin'
                : 'vendor',
          );
          expect(totals.subtotal).toBe(roundTo(totals.price - totals.discount, 6));
        },
      ),
    );
  });

  it('coupon: percent capped at max_discount (0 = no cap), amount at most the subtotal, nothing below min_purchase', () => {
    fc.assert(
      fc.property(
        cents(100_000_00),
        fc.integer({ min: 0, max: 100 }),
        cents(1_000_00),
        cents(200_000_00),
        fc.constantFrom('percent', 'amount'),
        (subC, d, capC, minC, dt) => {
          const subtotal = subC / 100;
          const c = coupon({
            discount: dt === 'percent' ? d : d * 10,
            discount_type: dt,
            max_discount: capC / 100,
            min_purchase: minC / 100,
          });
          const off = rentalCouponDiscount(c, subtotal);
          if (subC < minC) {
            expect(off).toBe(0);
          } else if (dt === 'percent') {
            const raw = (subtotal * d) / 100;
            expect(off).toBeCloseTo(
              Math.min(subtotal, capC > 0 ? Math.min(raw, capC / 100) : raw),
              6,
            );
          } else {
            expect(off).toBe(Math.min(subtotal, d * 10));
          }
        },
      ),
    );
  });

  it('coupon: a store-wise coupon needs the provider’s id; a free-delivery coupon is refused for trips', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 5 }),
        (providerId, ids) => {
          const issue = rentalCouponIssue(
            coupon({ coupon_type: 'store_wise', data: ids }),
            ctx(providerId),
          );
          expect(issue?.code ?? null).toBe(ids.includes(providerId) ? null : 'coupon_store');
        },
      ),
    );
    const freeDelivery = coupon({ coupon_type: 'free_delivery' });
    expect(rentalCouponIssue(freeDelivery, ctx(1))?.code).toBe('invalid_coupon');
    expect(rentalCouponDiscount(freeDelivery, 500)).toBe(0);
  });

  it('tax: included → base × rate / (100 + rate), not added; excluded → base × rate / 100, added', () => {
    fc.assert(
      fc.property(
        pricedCase,
        fc.integer({ min: 0, max: 30 }),
        fc.boolean(),
        (c, rate, included) => {
          const totals = rentalTripTotals({
            trip: caseTrip(c),
            lines: [{ vehicle: caseVehicle(c), quantity: c.q }],
            tax: { rate, included },
          });
          const base = totals.taxBase;
          const expected = included ? (base * rate) / (100 + rate) : (base * rate) / 100;
          // Rounded once to cents (float noise allowed on large amounts).
          expect(Math.abs(totals.tax - expected)).toBeLessThanOrEqual(0.005 + expected * 1e-12);
          expect(totals.total).toBe(roundTo(base + (included ? 0 : totals.tax), 2));
        },
      ),
    );
  });

  it('the trip total is the sum of its rounded rows, each with at most the money digits, in any line order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ c: pricedCase, d: fc.integer({ min: 0, max: 60 }) }), {
          minLength: 1,
          maxLength: 5,
        }),
        type,
        fc.integer({ min: 0, max: 3 }),
        digits,
        fc.boolean(),
        cents(100_00),
        (list, t, pct, d, included, additionalC) => {
          const input: RentalTripInput = {
            trip: { type: t, hours: list[0]!.c.h, km: list[0]!.c.kmC / 1000 },
            lines: list.map((l) => ({
              vehicle: caseVehicle(l.c, { discount_price: l.d, discount_type: 'percent' }),
              quantity: l.c.q,
            })),
            providerDiscount: { discount: pct * 5, max_discount: 0, min_purchase: 0 },
            coupon: coupon({ discount: 7, discount_type: 'percent' }),
            referralDiscount: 1.234,
            tax: { rate: 7.5, included },
            additionalCharge: { status: 1, amount: additionalC / 100 },
            digits: d,
          };
          const totals = rentalTripTotals(input);
          const rows = [
            ...totals.lines.flatMap((l) => [l.original, l.total]),
            totals.providerDiscount,
            totals.coupon,
            totals.referralDiscount,
            totals.tax,
            totals.additionalCharge,
            totals.total,
          ];
          for (const row of rows) expect(decimalsOf(row)).toBeLessThanOrEqual(d);
          expect(totals.total).toBe(
            roundTo(
              totals.price -
                totals.discount -
                totals.coupon -
                totals.referralDiscount +
                (included ? 0 : totals.tax) +
                totals.additionalCharge,
              d,
            ),
          );
          const reversed = rentalTripTotals({ ...input, lines: [...input.lines].reverse() });
          expect(reversed.total).toBe(totals.total);
          expect(reversed.tax).toBe(totals.tax);
        },
      ),
    );
  });

  it('the client’s total (from the trip cart answer) equals what the server charges (from its rows)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ c: pricedCase, d: fc.integer({ min: 0, max: 60 }) }), {
          minLength: 1,
          maxLength: 4,
        }),
        type,
        (list, t) => {
          const vehicles = list.map((l, i) =>
            fullVehicle(i + 1, caseVehicle(l.c, { discount_price: l.d, discount_type: 'amount' })),
          );
          const trip = { type: t, hours: list[0]!.c.h, km: list[0]!.c.kmC / 100 };
          const pricing = { tax: { rate: '5', included: false }, coupon: coupon({ discount: 3 }) };
          const server = rentalTripTotals({
            ...pricing,
            trip,
            lines: vehicles.map((v, i) => ({ vehicle: v, quantity: list[i]!.c.q })),
          });
          const answer = cartAnswer(
            vehicles,
            list.map((l) => l.c.q),
            trip,
            server.lines.map((l) => l.total),
          );
          expect(tripCartTotals(answer, pricing)).toEqual(server);
        },
      ),
    );
  });
});

describe('rental pricing (examples from the spec and reference)', () => {
  const car = vehicle({ hourly_price: 100, distance_price: 12.5 });

  it('hourly: 100/hr × 3 h × 2 vehicles = 600; distance: 12.5/km × 10.5 km × 2 = 262.5', () => {
    expect(rentalLinePrice(car, 2, trip('hourly', 3, 0)).total).toBe(600);
    expect(rentalLinePrice(car, 2, trip('distance', 0, 10.5)).total).toBe(262.5);
    expect(tripUnits(trip('hourly', 3, 7))).toBe(3);
    expect(tripUnits(trip('distance', 3, 7))).toBe(7);
  });

  it('10 % off gives 540; 20 off per vehicle gives 560; 400 off per vehicle gives 0', () => {
    const t = trip('hourly', 3, 0);
    expect(
      rentalLinePrice({ ...car, discount_price: 10, discount_type: 'percent' }, 2, t).total,
    ).toBe(540);
    expect(
      rentalLinePrice({ ...car, discount_price: 20, discount_type: 'amount' }, 2, t).total,
    ).toBe(560);
    expect(
      rentalLinePrice({ ...car, discount_price: 400, discount_type: 'amount' }, 2, t).total,
    ).toBe(0);
    expect(vehicleDiscount({ discount_price: '0', discount_type: 'percent' })).toBeNull();
  });

  it('shows 12.5/km when both types are offered, the searched type when chosen', () => {
    expect(shownRentalPrice(car)).toEqual({ type: 'distance', rate: 12.5 });
    expect(shownRentalPrice(car, 'hourly')).toEqual({ type: 'hourly', rate: 100 });
    expect(shownRentalPrice({ ...car, trip_distance: 0 })).toEqual({ type: 'hourly', rate: 100 });
    expect(shownRentalPrice({ ...car, trip_hourly: '0', trip_distance: '0' })).toBeNull();
  });

  it('a whole trip: provider 10 % capped at 30 beats no vehicle discount; 10 % coupon; 5 % tax; charge', () => {
    const totals = rentalTripTotals({
      trip: trip('hourly', 3, 0),
      lines: [{ vehicle: car, quantity: 2 }],
      providerDiscount: { discount: 10, max_discount: 30, min_purchase: 500 },
      coupon: coupon({ discount: 10, discount_type: 'percent', max_discount: 0 }),
      tax: { rate: 5, included: false },
      additionalCharge: { status: 1, amount: '2.5' },
    });
    expect(totals).toMatchObject({
      price: 600,
      vehicleDiscount: 0,
      providerDiscount: 30,
      discount: 30,
      discountBy: 'admin',
      subtotal: 570,
      coupon: 57,
      taxBase: 513,
      tax: 25.65,
      additionalCharge: 2.5,
      total: 541.15,
    });
  });

  it('below min_purchase the provider discount is 0 and the vehicle discount stays', () => {
    const totals = rentalTripTotals({
      trip: trip('hourly', 3, 0),
      lines: [{ vehicle: { ...car, discount_price: 5, discount_type: 'percent' }, quantity: 1 }],
      providerDiscount: { discount: 50, max_discount: 0, min_purchase: 301 },
      tax: { rate: 5, included: true },
    });
    expect(totals).toMatchObject({
      price: 300,
      providerDiscount: 0,
      discount: 15,
      discountBy: 'vendor',
    });
    // Included tax: 285 × 5 / 105 = 13.571… → 13.57, not added.
    expect(totals.tax).toBe(13.57);
    expect(totals.total).toBe(285);
  });

  it('the additional charge is added only when its status is on', () => {
    const base = { trip: trip('hourly', 1, 0), lines: [{ vehicle: car, quantity: 1 }], tax: noTax };
    expect(rentalTripTotals({ ...base, additionalCharge: { status: 0, amount: 10 } }).total).toBe(
      100,
    );
    expect(rentalTripTotals({ ...base, additionalCharge: { status: '1', amount: 10 } }).total).toBe(
      110,
    );
  });

  it('a provider discount runs only within its dates and times', () => {
    const discount = {
      discount: 10,
      start_date: '2025-01-01',
      end_date: '2025-01-31',
      start_time: '09:00:00',
      end_time: '18:00:00',
    };
    expect(
      runningProviderDiscount(discount, { date: '2025-01-10', day: 5, seconds: 10 * 3600 }),
    ).toBe(discount);
    expect(
      runningProviderDiscount(discount, { date: '2025-01-10', day: 5, seconds: 20 * 3600 }),
    ).toBeNull();
    expect(
      runningProviderDiscount(discount, { date: '2025-02-01', day: 6, seconds: 10 * 3600 }),
    ).toBeNull();
    expect(
      runningProviderDiscount(
        { discount: 10, end_date: '2025-01-31' },
        { date: '2025-01-10', day: 5, seconds: 0 },
      ),
    ).not.toBeNull();
    expect(
      runningProviderDiscount({ discount: 0 }, { date: '2025-01-10', day: 5, seconds: 0 }),
    ).toBeNull();
  });
});

// ---------------------------------------------------------------- helpers

function coupon(over: Partial<Coupon> = {}): Coupon {
  return {
    code: 'TRIP',
    coupon_type: 'default',
    discount_type: 'amount',
    discount: 0,
    min_purchase: 0,
    max_discount: 0,
    start_date: '2025-01-01',
    expire_date: '2025-12-31',
    limit: null,
    ...over,
  };
}

function ctx(providerId: number) {
  return { today: '2025-06-01', moduleId: 5, storeId: providerId, storeZoneId: 1, base: 1000 };
}

function fullVehicle(id: number, priced: RentalPricedVehicle): Vehicle {
  return { ...priced, id, name: `Car ${id}`, total_vehicle_count: 5 };
}

function cartAnswer(
  vehicles: Vehicle[],
  quantities: number[],
  t: RentalTrip,
  prices: number[],
): RentalCartResponse {
  const provider = { id: 9, name: 'Provider', pickup_zone_id: [1] };
  return {
    carts: vehicles.map((v, i) => ({
      id: 100 + i,
      provider_id: 9,
      user_id: 'guest-1',
      vehicle_id: v.id,
      module_id: 5,
      quantity: quantities[i]!,
      is_guest: 1,
      price: String(prices[i]),
      vehicle: v,
      provider,
    })),
    user_data: {
      id: 1,
      user_id: 'guest-1',
      pickup_location: { location_name: 'A', lat: '25.2', lng: '55.3' },
      destination_location: { location_name: 'B', lat: '25.3', lng: '55.4' },
      pickup_time: '2025-06-01 10:00 AM',
      rental_type: t.type === 'hourly' ? 'hourly' : 'distance_wise',
      estimated_hours: String(t.hours),
      distance: String(t.km),
      total_cart_price: 0,
      destination_time: 0,
    },
  };
}
