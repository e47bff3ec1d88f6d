import type { Order } from '@storefront/core/api/ordering';
import {
  isFinalOrderStatus,
  orderStatusSteps,
  orderStepIndex,
  type OrderStatus,
} from '@storefront/core/domain/order-status';

export type StepState = 'done' | 'current' | 'upcoming';

export interface TrackingStep {
  status: OrderStatus;
  state: StepState;
  /** When the step was reached (the order's status timestamp), or null. */
  at: string | null;
}

export interface Tracking {
  steps: TrackingStep[];
  /** The order left the steps (canceled, failed, refunds): its status, shown as such. */
  stopped: OrderStatus | null;
  /** The order is at its last step (delivered). */
  finished: boolean;
}

const timestamp = (order: Order, status: OrderStatus): string | null => {
  const value = (order as unknown as Record<string, unknown>)[status];
  return typeof value === 'string' && value !== '' ? value : null;
};

/**
 * The stepper of an order (core's steps by order type: every status, pending included; take-away
 * skips handover and picked up): the steps before the current one are done, the current one is
 * current. An order that left the steps (canceled, failed) keeps the steps it reached as done
 * and shows its status apart.
 */
export function trackingOf(order: Order): Tracking {
  const steps = orderStatusSteps(order.order_type);
  const index = orderStepIndex(order.order_type, order.order_status);
  if (index >= 0) {
    return {
      steps: steps.map((status, i) => ({
        status,
        state:
          i < index
            ? 'done'
            : i === index
              ? i === steps.length - 1
                ? 'done'
                : 'current'
              : 'upcoming',
        at: i <= index ? timestamp(order, status) : null,
      })),
      stopped: null,
      finished: index === steps.length - 1,
    };
  }
  const reached = steps.map((status) => timestamp(order, status) != null);
  return {
    steps: steps.map((status, i) => ({
      status,
      state: reached[i] ? 'done' : 'upcoming',
      at: timestamp(order, status),
    })),
    stopped: isFinalOrderStatus(order.order_status) ? order.order_status : null,
    finished: false,
  };
}

/** Whether tracking keeps refreshing: until the order reaches a final status. */
export function keepsRefreshing(order: Pick<Order, 'order_status'> | undefined): boolean {
  return order != null && !isFinalOrderStatus(order.order_status);
}
