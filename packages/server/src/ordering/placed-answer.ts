/**
 * The answer of a placed order (reference §4.11 `customer/order/place`), the same for a store's
 * order (ordering/place.ts) and a parcel (ordering/parcel.ts): kept for the idempotency key and
 * replayed to a retry.
 */
import type { orders } from '../db/schema.js';
import { iso } from '../catalogue/format-store.js';
import type { StoredAnswer } from './idempotency.js';
import { ownerId, type Owner } from './owner.js';

export function placedAnswer(
  owner: Owner,
  order: Pick<typeof orders.$inferSelect, 'id' | 'orderAmount' | 'orderStatus' | 'createdAt'>,
  paid: { paymentId: unknown; redirectLink: unknown } | null,
): StoredAnswer {
  return {
    status: 200,
    body: {
      message: 'Order placed successfully',
      order_id: order.id,
      total_ammount: order.orderAmount,
      status: order.orderStatus,
      created_at: iso(order.createdAt),
      user_id: ownerId(owner),
      ...(paid ? { payment_id: paid.paymentId, redirect_link: paid.redirectLink } : {}),
    },
  };
}
