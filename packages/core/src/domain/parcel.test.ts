import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deliveryDistanceKm } from './delivery.js';
import { roundTo } from './money.js';
import { demoOrderProgress, orderStatusSteps } from './order-status.js';
import {
  parcelCharge,
  parcelDetailsIssues,
  parcelLocationsSet,
  parcelPaymentMethods,
  parcelQuote,
  parcelRates,
  PARCEL_MAX_WEIGHT_KG,
  type ParcelCategoryRates,
} from './parcel.js';

const cents = (max: number) => fc.integer({ min: 0, max }).map((c) => c / 100);
const km = fc.integer({ min: 0, max: 60_000 }).map((m) => m / 1000);
const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-6);
const config = fc.record({
  parcel_per_km_shipping_charge: cents(1000),
  parcel_minimum_shipping_charge: cents(3000),
});
const category: fc.Arbitrary<ParcelCategoryRates> = fc.record({
  parcel_per_km_shipping_charge: fc.option(cents(1000), { nil: null }),
  parcel_minimum_shipping_charge: fc.option(cents(3000), { nil: null }),
  parcel_maximum_shipping_charge: fc.option(cents(9000), { nil: null }),
});
const point = fc.record({
  lat: fc.integer({ min: 23_500_000, max: 23_700_000 }).map((n) => n / 1_000_000),
  lng: fc.integer({ min: 58_300_000, max: 58_600_000 }).map((n) => n / 1_000_000),
});

/** The rule written out: the category's rate where set, else the config's; band; cap. */
function rule(
  d: number,
  cat: ParcelCategoryRates,
  conf: typeof config extends fc.Arbitrary<infer C> ? C : never,
) {
  const perKm = cat.parcel_per_km_shipping_charge ?? conf.parcel_per_km_shipping_charge;
  const min = cat.parcel_minimum_shipping_charge ?? conf.parcel_minimum_shipping_charge;
  const max = cat.parcel_maximum_shipping_charge ?? null;
  const charge = Math.max(d * Number(perKm), Number(min));
  return max != null && Number(max) >= Number(min) ? Math.min(charge, Number(max)) : charge;
}

describe('parcel charge', () => {
  it('is the band rule with the category’s own rates where set, else the config’s', () => {
    fc.assert(
      fc.property(km, category, config, (d, cat, conf) => {
        close(parcelCharge({ distanceKm: d, category: cat, config: conf }), rule(d, cat, conf));
      }),
    );
  });

  it('never falls below the minimum, nor above a maximum at or above the minimum', () => {
    fc.assert(
      fc.property(km, category, config, (d, cat, conf) => {
        const rates = parcelRates(cat, conf);
        const charge = parcelCharge({ distanceKm: d, category: cat, config: conf });
        const min = Number(rates.minimum_shipping_charge);
        const max = rates.maximum_shipping_charge;
        if (max != null && Number(max) >= min) {
          expect(charge).toBeLessThanOrEqual(Number(max) + 1e-9);
          expect(charge).toBeGreaterThanOrEqual(min - 1e-9);
        } else expect(charge).toBeGreaterThanOrEqual(min - 1e-9);
      }),
    );
  });

  it('does not decrease with the distance', () => {
    fc.assert(
      fc.property(km, km, category, config, (a, b, cat, conf) => {
        const [near, far] = a <= b ? [a, b] : [b, a];
        expect(
          parcelCharge({ distanceKm: far, category: cat, config: conf }),
        ).toBeGreaterThanOrEqual(parcelCharge({ distanceKm: near, category: cat, config: conf }));
      }),
    );
  });

  it('adds the vehicle extra charge; bad distances count as 0 km', () => {
    const conf = { parcel_per_km_shipping_charge: 3, parcel_minimum_shipping_charge: 15 };
    expect(parcelCharge({ distanceKm: 10, category: null, config: conf, extraCharge: 4 })).toBe(34);
    expect(parcelCharge({ distanceKm: Number.NaN, category: null, config: conf })).toBe(15);
    expect(parcelCharge({ distanceKm: -5, category: null, config: conf })).toBe(15);
  });

  it('a category rate of 0 counts as set (the incumbent reads it so)', () => {
    const conf = { parcel_per_km_shipping_charge: 3, parcel_minimum_shipping_charge: 15 };
    const cat = { parcel_per_km_shipping_charge: 0, parcel_minimum_shipping_charge: '8' };
    expect(parcelCharge({ distanceKm: 20, category: cat, config: conf })).toBe(8);
  });

  it('quotes the charge plus the tip over the distance delivery measures', () => {
    fc.assert(
      fc.property(point, point, category, config, cents(5000), (s, r, cat, conf, tip) => {
        const q = parcelQuote({ sender: s, receiver: r, category: cat, config: conf, dmTips: tip });
        expect(q.distanceKm).toBe(deliveryDistanceKm(s, r));
        const exact = parcelCharge({ distanceKm: q.distanceKm, category: cat, config: conf });
        expect(Math.abs(q.deliveryCharge - exact)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(q.deliveryCharge).toBe(roundTo(q.deliveryCharge, 2));
        close(q.total, roundTo(q.deliveryCharge + tip, 2));
      }),
    );
  });
});

describe('parcel details', () => {
  it('requires a weight and one dimension, with field errors', () => {
    expect(parcelDetailsIssues({ weight: '', dimension: null }).map((i) => i.key)).toEqual([
      'parcel.error.weightRequired',
      'parcel.error.dimensionRequired',
    ]);
    expect(parcelDetailsIssues({ weight: '2.5', dimension: 'small' })).toEqual([]);
    expect(parcelDetailsIssues({ weight: '0', dimension: 'large' })[0]?.code).toBe('weight');
    expect(parcelDetailsIssues({ weight: 'abc', dimension: 'medium' })[0]?.code).toBe('weight');
    expect(parcelDetailsIssues({ weight: 2, dimension: 'huge' })[0]?.code).toBe('dimension');
  });

  it('accepts every weight above 0 up to the maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: PARCEL_MAX_WEIGHT_KG * 100 }), (c) => {
        expect(parcelDetailsIssues({ weight: String(c / 100), dimension: 'small' })).toEqual([]);
      }),
    );
    expect(
      parcelDetailsIssues({ weight: PARCEL_MAX_WEIGHT_KG + 0.01, dimension: 'small' }),
    ).toHaveLength(1);
  });
});

describe('locations and payer', () => {
  it('needs both pins', () => {
    expect(parcelLocationsSet({ lat: 23.6, lng: 58.4 }, { lat: 23.5, lng: 58.3 })).toBe(true);
    expect(parcelLocationsSet({ lat: 23.6, lng: 58.4 }, null)).toBe(false);
    expect(parcelLocationsSet({ lat: Number.NaN, lng: 58.4 }, { lat: 23.5, lng: 58.3 })).toBe(
      false,
    );
  });

  it('cash from whoever pays; digital and wallet only for the sender', () => {
    const all = ['cash_on_delivery', 'digital_payment', 'wallet'] as const;
    expect(parcelPaymentMethods('sender', all)).toEqual([...all]);
    expect(parcelPaymentMethods('receiver', all)).toEqual(['cash_on_delivery']);
  });
});

describe('parcel steps', () => {
  it('a parcel goes pending → confirmed → picked up → delivered, and the demo moves it so', () => {
    expect(orderStatusSteps('parcel')).toEqual(['pending', 'confirmed', 'picked_up', 'delivered']);
    const progress = demoOrderProgress({
      orderType: 'parcel',
      status: 'pending',
      startedAt: 0,
      now: 25_000,
      stepMs: 10_000,
    });
    expect(progress?.status ?? null).toBe('picked_up');
  });
});
