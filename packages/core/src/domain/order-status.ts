/**
 * Order statuses (reference §4.12 'Order list / running-orders', §5 `orders`): which statuses are
 * final, the steps an order goes through by order type (what the track-order stepper shows, every
 * status including pending), and the demo progression.
 *
 * - Steps: delivery goes pending → confirmed → processing → handover → picked_up → delivered;
 *   take-away skips the delivery man (pending → confirmed → processing → delivered); a parcel
 *   (issue 14) has no store: pending → confirmed (a courier assigned) → picked_up → delivered.
 * - Final statuses (`customer/order/list`): delivered, canceled, refund_requested,
 *   refund_request_canceled, refunded, failed. Every other status is running
 *   (`customer/order/running-orders`).
 * - Demo progression: with no store or delivery man to move an order, the demo server moves it
 *   one step every `stepMs` from the moment it started (placement, or its scheduled time when
 *   later). `demoOrderProgress` says which steps have been reached at `now`, and when each was
 *   reached (start + k × stepMs), so the timestamps do not depend on when the order is read. An
 *   order outside the steps (canceled, failed, refunds) never moves, and an order never moves
 *   backwards.
 */
import type { OrderType } from './delivery.js';

export const ORDER_STATUSES = [
  'pending',
  'accepted',
  'confirmed',
  'processing',
  'handover',
  'picked_up',
  'delivered',
  'canceled',
  'refund_requested',
  'refund_request_canceled',
  'refunded',
  'failed',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses of `customer/order/list`; every other status is running. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = [
  'delivered',
  'canceled',
  'refund_requested',
  'refund_request_canceled',
  'refunded',
  'failed',
];

/** The steps of an order of this type, in order (the track-order stepper). */
export const ORDER_STATUS_STEPS: Record<OrderType | 'parcel', readonly OrderStatus[]> = {
  delivery: ['pending', 'confirmed', 'processing', 'handover', 'picked_up', 'delivered'],
  take_away: ['pending', 'confirmed', 'processing', 'delivered'],
  parcel: ['pending', 'confirmed', 'picked_up', 'delivered'],
};

export function isFinalOrderStatus(status: string): boolean {
  return (FINAL_ORDER_STATUSES as readonly string[]).includes(status);
}

export function isRunningOrderStatus(status: string): boolean {
  return (ORDER_STATUSES as readonly string[]).includes(status) && !isFinalOrderStatus(status);
}

/** The steps of an order type (delivery's for an unknown type). */
export function orderStatusSteps(orderType: string): readonly OrderStatus[] {
  if (orderType === 'take_away') return ORDER_STATUS_STEPS.take_away;
  return orderType === 'parcel' ? ORDER_STATUS_STEPS.parcel : ORDER_STATUS_STEPS.delivery;
}

/** The index of a status among its order type's steps, or -1 when it is not a step. */
export function orderStepIndex(orderType: string, status: string): number {
  return (orderStatusSteps(orderType) as readonly string[]).indexOf(status);
}

/** Only a pending order can be canceled by the customer. */
export function canCancelOrder(status: string): boolean {
  return status === 'pending';
}

export interface DemoProgressInput {
  orderType: string;
  /** The order's status now. */
  status: string;
  /** When the order started moving (ms since the epoch). */
  startedAt: number;
  now: number;
  /** How long each step lasts (ms); 0 or less: orders never move. */
  stepMs: number;
}

export interface DemoProgress {
  /** The status reached at `now`. */
  status: OrderStatus;
  /** The steps reached after the current status, each with the moment it was reached. */
  reached: { status: OrderStatus; at: number }[];
}

/**
 * Where a demo order stands at `now` (see the module notes), or null when it does not move (not
 * a step, already at its last step, a step not yet over, or progression off).
 */
export function demoOrderProgress(input: DemoProgressInput): DemoProgress | null {
  const steps = orderStatusSteps(input.orderType);
  const current = steps.indexOf(input.status as OrderStatus);
  if (current < 0 || !(input.stepMs > 0) || !Number.isFinite(input.startedAt)) return null;
  const elapsed = input.now - input.startedAt;
  if (!(elapsed > 0)) return null;
  const target = Math.min(steps.length - 1, Math.floor(elapsed / input.stepMs));
  if (target <= current) return null;
  const reached = [];
  for (let i = current + 1; i <= target; i += 1) {
    reached.push({ status: steps[i]!, at: input.startedAt + i * input.stepMs });
  }
  return { status: steps[target]!, reached };
}
