import type { Order } from '@storefront/core/api/ordering';
import { describe, expect, it } from 'vitest';
import { fitZoom } from './map-fit.js';
import { parseOrderId } from './order-id.js';
import { keepsRefreshing, trackingOf } from './steps.js';

const order = (fields: Partial<Record<string, unknown>>): Order =>
  ({
    order_type: 'delivery',
    order_status: 'pending',
    pending: '2026-11-21T21:00:00Z',
    confirmed: null,
    processing: null,
    handover: null,
    picked_up: null,
    delivered: null,
    canceled: null,
    failed: null,
    ...fields,
  }) as unknown as Order;

describe('the tracking stepper', () => {
  it('shows pending as the current first step of a new order (the incumbent never did)', () => {
    const tracking = trackingOf(order({}));
    expect(tracking.steps.map((s) => s.status)).toEqual([
      'pending',
      'confirmed',
      'processing',
      'handover',
      'picked_up',
      'delivered',
    ]);
    expect(tracking.steps.map((s) => s.state)).toEqual([
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(tracking.steps[0]!.at).toBe('2026-11-21T21:00:00Z');
    expect(tracking.finished).toBe(false);
  });

  it('marks the steps before the current one done, with their times', () => {
    const tracking = trackingOf(
      order({ order_status: 'processing', confirmed: 'c', processing: 'p' }),
    );
    expect(tracking.steps.slice(0, 4).map((s) => [s.state, s.at])).toEqual([
      ['done', '2026-11-21T21:00:00Z'],
      ['done', 'c'],
      ['current', 'p'],
      ['upcoming', null],
    ]);
  });

  it('take-away skips handover and picked up; delivered is the finished last step', () => {
    const tracking = trackingOf(order({ order_type: 'take_away', order_status: 'delivered' }));
    expect(tracking.steps.map((s) => s.status)).toEqual([
      'pending',
      'confirmed',
      'processing',
      'delivered',
    ]);
    expect(tracking.steps.every((s) => s.state === 'done')).toBe(true);
    expect(tracking.finished).toBe(true);
  });

  it('a canceled order keeps the steps it reached and shows its status apart', () => {
    const tracking = trackingOf(order({ order_status: 'canceled', canceled: 'x' }));
    expect(tracking.stopped).toBe('canceled');
    expect(tracking.steps.map((s) => s.state)).toEqual([
      'done',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });

  it('refreshes while the order moves and stops at a final status', () => {
    expect(keepsRefreshing(order({ order_status: 'pending' }))).toBe(true);
    expect(keepsRefreshing(order({ order_status: 'picked_up' }))).toBe(true);
    expect(keepsRefreshing(order({ order_status: 'delivered' }))).toBe(false);
    expect(keepsRefreshing(order({ order_status: 'canceled' }))).toBe(false);
    expect(keepsRefreshing(undefined)).toBe(false);
  });
});

describe('order ids', () => {
  it.each([
    ['100001', 100001],
    [' #100001 ', 100001],
    ['0', null],
    ['12a', null],
    ['', null],
    [null, null],
    ['9999999999999', null],
  ])('%j → %j', (text, id) => {
    expect(parseOrderId(text)).toBe(id);
  });
});

describe('the delivery map', () => {
  const mall = { lat: 25.1985, lng: 55.2796 };
  it('zooms out until the store fits around the address', () => {
    const near = fitZoom(mall, { lat: 25.2, lng: 55.281 }, 600, 360);
    const far = fitZoom(mall, { lat: 25.2434, lng: 55.3031 }, 600, 360);
    expect(near).toBeGreaterThan(far);
    expect(far).toBe(11);
    expect(fitZoom(mall, mall, 600, 360)).toBe(16);
  });
});
