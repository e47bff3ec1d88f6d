/**
 * The registration forms' reference lists: the delivery vehicle types (`get-vehicles`) and the
 * subscription packages (`vendor/package-view`), active ones only, in the request's language.
 * Both are small admin-managed tables read with one statement each.
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { dmVehicles, subscriptionPackages } from '../db/schema.js';
import { type AppContext, translated } from '../http/env.js';

type VehicleRow = typeof dmVehicles.$inferSelect;
type PackageRow = typeof subscriptionPackages.$inferSelect;

const flag = (value: boolean) => (value ? 1 : 0);

export async function activeVehicles(db: Database): Promise<VehicleRow[]> {
  return db
    .select()
    .from(dmVehicles)
    .where(eq(dmVehicles.status, true))
    .orderBy(asc(dmVehicles.startingCoverageArea), asc(dmVehicles.id));
}

export async function activePackages(db: Database): Promise<PackageRow[]> {
  return db
    .select()
    .from(subscriptionPackages)
    .where(eq(subscriptionPackages.status, true))
    .orderBy(asc(subscriptionPackages.price), asc(subscriptionPackages.id));
}

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
