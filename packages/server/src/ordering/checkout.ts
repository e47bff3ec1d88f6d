/**
 * The facts of a checkout (core's `CheckoutSource`) from the database: the store with its
 * schedules, its zone, the zone-module pivot, the business settings and the running store
 * discount's terms. The same facts a client reads from `stores/details`, `config/get-zone-id`
 * and `config`, so that core's `evaluateCheckout` gives the client and the server one total.
 */
import type { CartLine } from '@storefront/core/domain/cart';
import type {
  CheckoutConfig,
  CheckoutSource,
  CheckoutStore,
  CheckoutZone,
  ZoneModuleRates,
} from '@storefront/core/domain/checkout';
import type { Coupon } from '@storefront/core/domain/coupon';
import type { ModuleType } from '@storefront/core/domain/session';
import type { coupons, moduleZone, zones } from '../db/schema.js';
import type { BusinessSettings } from '../config/settings.js';
import { scheduleSlot, type StoreRow } from '../catalogue/format-store.js';
import { runningStoreDiscounts } from '../catalogue/lookups.js';
import type { OrderingScope } from './scope.js';

export type ZoneRow = typeof zones.$inferSelect;
export type PivotRow = typeof moduleZone.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;

/** The config fields checkout reads, as `GET config` sends them. */
export function checkoutConfig(s: BusinessSettings): CheckoutConfig {
  return {
    tax_included: s.tax_included,
    home_delivery_status: s.home_delivery_status,
    takeaway_status: s.takeaway_status,
    guest_checkout_status: s.guest_checkout_status,
    cash_on_delivery: s.cash_on_delivery,
    dm_tips_status: s.dm_tips_status,
    additional_charge_status: s.additional_charge_status,
    additional_charge: s.additional_charge,
    admin_free_delivery: s.admin_free_delivery,
    per_km_shipping_charge: s.per_km_shipping_charge,
    minimum_shipping_charge: s.minimum_shipping_charge,
    digit_after_decimal_point: s.digit_after_decimal_point,
  };
}

export function checkoutStore(row: StoreRow, schedules: CheckoutStore['schedules']): CheckoutStore {
  return {
    id: row.id,
    zone_id: row.zoneId,
    latitude: row.latitude,
    longitude: row.longitude,
    tax: row.tax,
    minimum_order: row.minimumOrder,
    delivery: row.delivery,
    take_away: row.takeAway,
    schedule_order: row.scheduleOrder,
    cutlery: row.cutlery,
    active: row.active,
    schedules,
    free_delivery: row.freeDelivery,
    self_delivery_system: row.selfDeliverySystem,
    per_km_shipping_charge: row.perKmShippingCharge,
    minimum_shipping_charge: row.minimumShippingCharge,
    maximum_shipping_charge: row.maximumShippingCharge,
  };
}

export function checkoutZone(row: ZoneRow): CheckoutZone {
  return {
    id: row.id,
    coordinates: row.coordinates,
    cash_on_delivery: row.cashOnDelivery,
    increased_delivery_fee_status: row.increasedDeliveryFeeStatus,
    increased_delivery_fee: row.increasedDeliveryFee,
  };
}

export function zoneModuleRates(row: PivotRow | undefined): ZoneModuleRates | null {
  if (!row) return null;
  return {
    per_km_shipping_charge: row.perKmShippingCharge,
    minimum_shipping_charge: row.minimumShippingCharge,
    maximum_shipping_charge: row.maximumShippingCharge,
    maximum_cod_order_amount: row.maximumCodOrderAmount,
  };
}

/** A coupon row as core's coupon rules read it. */
export function couponOf(row: CouponRow): Coupon {
  return {
    code: row.code,
    title: row.title,
    coupon_type: row.couponType,
    discount_type: row.discountType,
    discount: row.discount,
    min_purchase: row.minPurchase,
    max_discount: row.maxDiscount,
    start_date: row.startDate,
    expire_date: row.expireDate,
    limit: row.limit,
    data: row.data,
    module_id: row.moduleId,
    store_id: row.storeId,
    created_by: row.createdBy,
    customer_id: row.customerIds,
    status: row.status,
  };
}

/** The checkout facts of a store, its module and the cart lines (from the reference data). */
export function checkoutSource(
  scope: OrderingScope,
  store: StoreRow,
  module: { id: number; moduleType: ModuleType },
  lines: readonly CartLine[],
): CheckoutSource {
  const schedules = scope.ref.schedules.get(store.id) ?? [];
  const zone = scope.ref.zoneById.get(store.zoneId);
  const pivot = scope.ref.moduleZones.find(
    (link) => link.zoneId === store.zoneId && link.moduleId === module.id,
  );
  if (!zone) throw new Error(`store ${store.id} has no zone ${store.zoneId}`);
  const discount = runningStoreDiscounts(scope, [store.id]).get(store.id);
  return {
    moduleType: module.moduleType,
    moduleId: module.id,
    lines,
    store: checkoutStore(store, schedules.map(scheduleSlot)),
    zone: checkoutZone(zone),
    pivot: zoneModuleRates(pivot),
    config: checkoutConfig(scope.settings),
    storeDiscount: discount
      ? { min_purchase: discount.minPurchase, max_discount: discount.maxDiscount }
      : null,
  };
}
