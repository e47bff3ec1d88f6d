/**
 * Order rows → the v1 order shape (reference §4.12 order list, track; §5 `orders`): the columns
 * with their v1 names, the status timestamps (`pending`, `confirmed`, … null until reached), the
 * `delivery_address` object, `module_type`, `details_count`, the formatted `store` with
 * `min_delivery_time` / `max_delivery_time`, and the fields the v1 API adds that this server
 * has no use for (`delivery_man`, refund notes, attachments) as null or empty.
 *
 * Order details (reference §4.12 'Order details') keep the snapshot of the item taken at
 * placement (`item_details`), the variation and add-ons with their prices and quantities.
 */
import { count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { modules, orderDetails, stores } from '../db/schema.js';
import { iso, deliveryMinutes } from '../catalogue/format-store.js';
import { formatStores } from '../catalogue/lookups.js';
import type { CatalogueScope } from '../catalogue/scope.js';
import type { OrderRow } from './progress.js';

export type OrderDetailRow = typeof orderDetails.$inferSelect & {
  /** The line's item was reviewed on this order (issue 12; absent: not read). */
  isReviewed?: boolean;
};

const at = (date: Date | null) => (date ? iso(date) : null);

/** The order columns with their v1 names. */
export function orderColumns(row: OrderRow) {
  return {
    id: row.id,
    user_id: row.userId ?? row.guestId,
    is_guest: row.isGuest ? 1 : 0,
    order_amount: row.orderAmount,
    coupon_discount_amount: row.couponDiscountAmount,
    coupon_discount_title: row.couponDiscountTitle,
    coupon_code: row.couponCode,
    coupon_created_by: row.couponCreatedBy,
    store_discount_amount: row.storeDiscountAmount,
    discount_on_product_by: row.discountOnProductBy,
    total_tax_amount: row.totalTaxAmount,
    tax_percentage: row.taxPercentage,
    tax_status: row.taxStatus,
    delivery_charge: row.deliveryCharge,
    original_delivery_charge: row.originalDeliveryCharge,
    free_delivery_by: row.freeDeliveryBy,
    additional_charge: row.additionalCharge,
    dm_tips: row.dmTips,
    extra_packaging_amount: row.extraPackagingAmount,
    ref_bonus_amount: row.refBonusAmount,
    partially_paid_amount: row.partiallyPaidAmount,
    flash_admin_discount_amount: 0,
    flash_store_discount_amount: 0,
    adjusment: 0,
    payment_status: row.paymentStatus,
    order_status: row.orderStatus,
    payment_method: row.paymentMethod,
    transaction_reference: row.transactionReference,
    payment_expires_at: at(row.paymentExpiresAt),
    order_type: row.orderType,
    order_note: row.orderNote,
    delivery_instruction: row.deliveryInstruction,
    unavailable_item_note: row.unavailableItemNote,
    cutlery: row.cutlery ? 1 : 0,
    store_id: row.storeId,
    zone_id: row.zoneId,
    module_id: row.moduleId,
    delivery_address_id: null,
    delivery_man_id: null,
    delivery_address: row.deliveryAddress,
    distance: row.distance,
    receiver_details: row.receiverDetails,
    charge_payer: row.chargePayer,
    parcel_category_id: row.parcelCategoryId,
    parcel_details: row.parcelDetails,
    schedule_at: at(row.scheduleAt),
    scheduled: row.scheduled ? 1 : 0,
    otp: row.otp,
    prescription_order: row.prescriptionOrder ? 1 : 0,
    cancellation_reason: row.cancellationReason,
    canceled_by: row.canceledBy,
    pending: at(row.pendingAt),
    accepted: at(row.acceptedAt),
    confirmed: at(row.confirmedAt),
    processing: at(row.processingAt),
    handover: at(row.handoverAt),
    picked_up: at(row.pickedUpAt),
    delivered: at(row.deliveredAt),
    canceled: at(row.canceledAt),
    failed: at(row.failedAt),
    refund_requested: at(row.refundRequestedAt),
    refunded: at(row.refundedAt),
    refund_request_canceled: null,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

/** Orders with their store, module type and details count (reference §4.12 list and track). */
export async function formatOrders(scope: CatalogueScope, rows: readonly OrderRow[]) {
  if (rows.length === 0) return [];
  const storeIds = [...new Set(rows.flatMap((r) => (r.storeId === null ? [] : [r.storeId])))];
  const [storeRows, moduleRows, counts] = await Promise.all([
    storeIds.length > 0
      ? scope.db.select().from(stores).where(inArray(stores.id, storeIds))
      : Promise.resolve([]),
    scope.db.select({ id: modules.id, type: modules.moduleType }).from(modules),
    scope.db
      .select({ orderId: orderDetails.orderId, n: count() })
      .from(orderDetails)
      .where(
        inArray(
          orderDetails.orderId,
          rows.map((r) => r.id),
        ),
      )
      .groupBy(orderDetails.orderId),
  ]);
  const formattedStores = await formatStores(scope, storeRows);
  const storeById = new Map(formattedStores.map((s) => [s.id, s]));
  const typeById = new Map(moduleRows.map((m) => [m.id, m.type]));
  const countById = new Map(counts.map((c) => [c.orderId, Number(c.n)]));
  return rows.map((row) => {
    const store = row.storeId === null ? null : (storeById.get(row.storeId) ?? null);
    const delivery = deliveryMinutes(store?.delivery_time ?? '');
    return {
      ...orderColumns(row),
      module_type: typeById.get(row.moduleId) ?? null,
      details_count: countById.get(row.id) ?? 0,
      store,
      min_delivery_time: delivery.min,
      max_delivery_time: delivery.max,
      delivery_man: null,
      refund_cancellation_note: null,
      refund_customer_note: null,
      offline_payment: null,
      order_attachment_full_url: [],
      order_proof_full_url: [],
    };
  });
}

/** One order's details (reference §4.12 'Order details'). */
export function formatDetails(
  rows: readonly OrderDetailRow[],
  order: OrderRow,
  url: (path: string | null | undefined) => string | null,
) {
  return rows.map((row) => {
    const snapshot = row.itemDetails;
    const image = typeof snapshot.image === 'string' ? snapshot.image : null;
    const images = Array.isArray(snapshot.images_full_url) ? snapshot.images_full_url : [];
    return {
      id: row.id,
      order_id: row.orderId,
      item_id: row.itemId,
      item_campaign_id: row.itemCampaignId,
      item_details: snapshot,
      variation: row.variation,
      variant: null,
      add_ons: row.addOns,
      price: row.price,
      quantity: row.quantity,
      discount_on_item: row.discountOnItem,
      discount_type: row.discountType,
      tax_amount: row.taxAmount,
      total_add_on_price: row.totalAddOnPrice,
      image_full_url:
        typeof snapshot.image_full_url === 'string' ? snapshot.image_full_url : url(image),
      images_full_url: images,
      is_guest: order.isGuest ? 1 : 0,
      is_reviewed: row.isReviewed ?? false,
      created_at: iso(row.createdAt),
      updated_at: iso(row.createdAt),
    };
  });
}

/** The details of an order, in order, each saying whether its item was reviewed on it. */
export async function detailRows(scope: CatalogueScope, orderId: number) {
  return scope.db
    .select({
      ...getTableColumns(orderDetails),
      // Table names in full: a one-table select leaves them out of its column references.
      isReviewed: sql<boolean>`exists (select 1 from reviews r
        where r.order_id = "order_details"."order_id" and r.item_id = "order_details"."item_id")`,
    })
    .from(orderDetails)
    .where(eq(orderDetails.orderId, orderId))
    .orderBy(orderDetails.id);
}
