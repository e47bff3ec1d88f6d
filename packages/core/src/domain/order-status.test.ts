import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canCancelOrder,
  demoOrderProgress,
  FINAL_ORDER_STATUSES,
  isFinalOrderStatus,
  isRunningOrderStatus,
  ORDER_STATUSES,
  ORDER_STATUS_STEPS,
  orderStepIndex,
} from './order-status.js';

const STEP = 20_000;
const T0 = Date.parse('2030-01-08T10:30:00Z');

describe('order statuses', () => {
  it('splits every status into final or running', () => {
    for (const status of ORDER_STATUSES) {
      expect(isFinalOrderStatus(status)).toBe(!isRunningOrderStatus(status));
    }
    expect(FINAL_ORDER_STATUSES).toContain('delivered');
    expect(isRunningOrderStatus('pending')).toBe(true);
    expect(isRunningOrderStatus('picked_up')).toBe(true);
    expect(isRunningOrderStatus('canceled')).toBe(false);
    expect(isRunningOrderStatus('nonsense')).toBe(false);
  });

  it('has the delivery steps and a take-away path without the delivery man', () => {
    expect(ORDER_STATUS_STEPS.delivery).toEqual([
      'pending',
      'confirmed',
      'processing',
      'handover',
      'picked_up',
      'delivered',
    ]);
    expect(ORDER_STATUS_STEPS.take_away).toEqual([
      'pending',
      'confirmed',
      'processing',
      'delivered',
    ]);
    expect(orderStepIndex('take_away', 'handover')).toBe(-1);
    expect(orderStepIndex('delivery', 'handover')).toBe(3);
  });

  it('lets the customer cancel only a pending order', () => {
    expect(canCancelOrder('pending')).toBe(true);
    for (const status of ORDER_STATUSES.filter((s) => s !== 'pending')) {
      expect(canCancelOrder(status)).toBe(false);
    }
  });
});

describe('demoOrderProgress', () => {
  const at = (steps: number) => T0 + steps * STEP;

  it('moves a delivery order one step per interval up to delivered', () => {
    expect(
      demoOrderProgress({
        orderType: 'delivery',
        status: 'pending',
        startedAt: T0,
        now: at(1) - 1,
        stepMs: STEP,
      }),
    ).toBeNull();
    const progress = demoOrderProgress({
      orderType: 'delivery',
      status: 'pending',
      startedAt: T0,
      now: at(2) + 5,
      stepMs: STEP,
    });
    expect(progress).toEqual({
      status: 'processing',
      reached: [
        { status: 'confirmed', at: at(1) },
        { status: 'processing', at: at(2) },
      ],
    });
    const done = demoOrderProgress({
      orderType: 'delivery',
      status: 'processing',
      startedAt: T0,
      now: at(50),
      stepMs: STEP,
    });
    expect(done?.status).toBe('delivered');
    expect(done?.reached.map((r) => r.status)).toEqual(['handover', 'picked_up', 'delivered']);
    expect(done?.reached.at(-1)?.at).toBe(at(5));
  });

  it('takes a take-away order from processing straight to delivered', () => {
    const progress = demoOrderProgress({
      orderType: 'take_away',
      status: 'processing',
      startedAt: T0,
      now: at(9),
      stepMs: STEP,
    });
    expect(progress).toEqual({
      status: 'delivered',
      reached: [{ status: 'delivered', at: at(3) }],
    });
  });

  it('never moves a canceled or delivered order, nor with progression off', () => {
    for (const status of ['canceled', 'delivered', 'failed', 'refunded']) {
      expect(
        demoOrderProgress({
          orderType: 'delivery',
          status,
          startedAt: T0,
          now: at(99),
          stepMs: STEP,
        }),
      ).toBeNull();
    }
    expect(
      demoOrderProgress({
        orderType: 'delivery',
        status: 'pending',
        startedAt: T0,
        now: at(99),
        stepMs: 0,
      }),
    ).toBeNull();
  });

  it('is monotone and its timestamps do not depend on when it is read', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('delivery', 'take_away'),
        fc.integer({ min: 0, max: 10 * STEP }),
        fc.integer({ min: 0, max: 10 * STEP }),
        (orderType, a, b) => {
          const [early, late] = a <= b ? [a, b] : [b, a];
          const steps =
            orderType === 'take_away' ? ORDER_STATUS_STEPS.take_away : ORDER_STATUS_STEPS.delivery;
          const first = demoOrderProgress({
            orderType,
            status: 'pending',
            startedAt: T0,
            now: T0 + early,
            stepMs: STEP,
          });
          const reachedFirst = first?.status ?? 'pending';
          const second = demoOrderProgress({
            orderType,
            status: reachedFirst,
            startedAt: T0,
            now: T0 + late,
            stepMs: STEP,
          });
          const direct = demoOrderProgress({
            orderType,
            status: 'pending',
            startedAt: T0,
            now: T0 + late,
            stepMs: STEP,
          });
          const finalStatus = second?.status ?? reachedFirst;
          expect(finalStatus).toBe(direct?.status ?? 'pending');
          expect(steps.indexOf(finalStatus)).toBeGreaterThanOrEqual(steps.indexOf(reachedFirst));
          const stitched = [...(first?.reached ?? []), ...(second?.reached ?? [])];
          expect(stitched).toEqual(direct?.reached ?? []);
        },
      ),
    );
  });
});
