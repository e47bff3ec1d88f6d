/**
 * The registration forms' reference lists as answered: the delivery vehicle types
 * (`get-vehicles`) and the subscription packages (`vendor/package-view`), in the request's
 * language. The active rows come from the reference cache (`ref.dmVehicles`,
 * `ref.subscriptionPackages`): no statement when warm.
 */
import type { dmVehicles, subscriptionPackages } from '../db/schema.js';
import { type AppContext, translated } from '../http/env.js';

type VehicleRow = typeof dmVehicles.$inferSelect;
type PackageRow = typeof subscriptionPackages.$inferSelect;

const flag = (value: boolean) => (value ? 1 : 0);

/** A vehicle type as `get-vehicles` gives it (the v1 `d_m_vehicles` row). */
export function formatVehicle(c: AppContext, row: VehicleRow) {
  return {
    id: row.id,
    type: translated(row.translations, c.get('locale'), 'type', row.type),
    status: flag(row.status),
    extra_charges: row.extraCharges,
    starting_coverage_area: row.startingCoverageArea,
    maximum_coverage_area: row.maximumCoverageArea,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A package as `vendor/package-view` gives it; `max_order`/`max_product` 'unlimited' or a count. */
export function formatPackage(c: AppContext, row: PackageRow) {
  const locale = c.get('locale');
  return {
    id: row.id,
    package_name: translated(row.translations, locale, 'package_name', row.packageName),
    price: row.price,
    validity: row.validity,
    max_order: row.maxOrder === null ? 'unlimited' : String(row.maxOrder),
    max_product: row.maxProduct === null ? 'unlimited' : String(row.maxProduct),
    pos: flag(row.pos),
    mobile_app: flag(row.mobileApp),
    chat: flag(row.chat),
    review: flag(row.review),
    self_delivery: flag(row.selfDelivery),
    status: flag(row.status),
    default: flag(row.isDefault),
    colour: row.colour,
    text: translated(row.translations, locale, 'text', row.text),
  };
}

/**
 * A store's plan as its details give it (v1 `store_business_model` and `store_sub`): a
 * subscription store carries its package's features (`review: 0` means its page shows 'this
 * store is not having any review plan'); a commission store `store_sub: null`.
 */
export function storePlan(
  packages: readonly PackageRow[],
  store: { id: number; storeBusinessModel: string; packageId: number | null },
) {
  const plan = packages.find((p) => p.id === store.packageId);
  const subscribed = store.storeBusinessModel === 'subscription' && plan !== undefined;
  return {
    store_business_model: subscribed ? 'subscription' : 'commission',
    store_sub: subscribed
      ? {
          store_id: store.id,
          package_id: plan.id,
          max_order: plan.maxOrder === null ? 'unlimited' : String(plan.maxOrder),
          max_product: plan.maxProduct === null ? 'unlimited' : String(plan.maxProduct),
          pos: flag(plan.pos),
          mobile_app: flag(plan.mobileApp),
          chat: flag(plan.chat),
          review: flag(plan.review),
          self_delivery: flag(plan.selfDelivery),
        }
      : null,
  };
}
