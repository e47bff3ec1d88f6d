/**
 * Rows → v1 API shapes (reference §4.3, §4.4): zones with GeoJSON polygons and
 * `formated_coordinates`, modules with counts, zones and translations.
 */
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { items, modules, moduleZone, stores, zones } from '../db/schema.js';
import {
  type AppContext,
  type ModuleRow,
  storageUrl,
  translated,
  translationList,
} from '../http/env.js';

export type ZoneRow = typeof zones.$inferSelect;
export type ModuleZoneRow = typeof moduleZone.$inferSelect;

const iso = (date: Date | string) => (date instanceof Date ? date.toISOString() : date);
const flag = (value: boolean) => (value ? 1 : 0);

/** GeoJSON polygon (closed ring of [lng, lat]) from the stored ring of {lat, lng}. */
export function geoJsonPolygon(ring: readonly { lat: number; lng: number }[]) {
  const coordinates = ring.map((p) => [p.lng, p.lat]);
  const first = coordinates[0];
  const last = coordinates[coordinates.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) coordinates.push([...first]);
  return { type: 'Polygon' as const, coordinates: [coordinates] };
}

export function formatZone(c: AppContext, zone: ZoneRow) {
  const locale = c.get('locale');
  return {
    id: zone.id,
    name: translated(zone.translations, locale, 'name', zone.name),
    display_name: translated(zone.translations, locale, 'display_name', zone.displayName),
    coordinates: geoJsonPolygon(zone.coordinates),
    formated_coordinates: zone.coordinates.map((p) => ({ lat: p.lat, lng: p.lng })),
    status: flag(zone.status),
    cash_on_delivery: zone.cashOnDelivery,
    digital_payment: zone.digitalPayment,
    offline_payment: zone.offlinePayment,
    increased_delivery_fee: zone.increasedDeliveryFee,
    increased_delivery_fee_status: flag(zone.increasedDeliveryFeeStatus),
    increase_delivery_charge_message: zone.increaseDeliveryChargeMessage,
    created_at: iso(zone.createdAt),
    updated_at: iso(zone.updatedAt),
  };
}

export interface ModuleCounts {
  stores: Map<number, number>;
  items: Map<number, number>;
}

/**
 * Active stores per module (in the given zones when there are some) and active items per module.
 */
export async function moduleCounts(
  db: Database,
  zoneIds: readonly number[] | null,
): Promise<ModuleCounts> {
  const storeFilter: SQL[] = [eq(stores.status, true)];
  if (zoneIds)
    storeFilter.push(zoneIds.length ? inArray(stores.zoneId, [...zoneIds]) : eq(stores.id, -1));
  const [storeRows, itemRows] = await Promise.all([
    db
      .select({ moduleId: stores.moduleId, n: count() })
      .from(stores)
      .where(and(...storeFilter))
      .groupBy(stores.moduleId),
    db
      .select({ moduleId: items.moduleId, n: count() })
      .from(items)
      .where(eq(items.status, true))
      .groupBy(items.moduleId),
  ]);
  return {
    stores: new Map(storeRows.map((r) => [r.moduleId, Number(r.n)])),
    items: new Map(itemRows.map((r) => [r.moduleId, Number(r.n)])),
  };
}

/** Links of the given modules to active zones: moduleId → [{ zone, pivot }]. */
export async function moduleZoneLinks(db: Database, moduleIds: readonly number[]) {
  const links = new Map<number, { zone: ZoneRow; pivot: ModuleZoneRow }[]>();
  if (moduleIds.length === 0) return links;
  const rows = await db
    .select({ zone: zones, pivot: moduleZone })
    .from(moduleZone)
    .innerJoin(zones, eq(zones.id, moduleZone.zoneId))
    .where(and(inArray(moduleZone.moduleId, [...moduleIds]), eq(zones.status, true)))
    .orderBy(zones.id);
  for (const row of rows) {
    const list = links.get(row.pivot.moduleId) ?? [];
    list.push(row);
    links.set(row.pivot.moduleId, list);
  }
  return links;
}

export function formatModule(c: AppContext, module: ModuleRow, counts: ModuleCounts) {
  const locale = c.get('locale');
  return {
    id: module.id,
    module_name: translated(module.translations, locale, 'module_name', module.moduleName),
    module_type: module.moduleType,
    thumbnail: module.thumbnail,
    status: module.status ? '1' : '0',
    stores_count: counts.stores.get(module.id) ?? 0,
    items_count: counts.items.get(module.id) ?? 0,
    icon: module.icon,
    theme_id: module.themeId,
    description: translated(module.translations, locale, 'description', module.description),
    all_zone_service: flag(module.allZoneService),
    created_at: iso(module.createdAt),
    updated_at: iso(module.updatedAt),
    icon_full_url: storageUrl(c, module.icon),
    thumbnail_full_url: storageUrl(c, module.thumbnail),
    storage: [] as unknown[],
    translations: translationList(module.translations, 'App\\Models\\Module', module.id),
  };
}

export function formatPivot(pivot: ModuleZoneRow) {
  return {
    zone_id: pivot.zoneId,
    module_id: pivot.moduleId,
    per_km_shipping_charge: pivot.perKmShippingCharge,
    minimum_shipping_charge: pivot.minimumShippingCharge,
    maximum_shipping_charge: pivot.maximumShippingCharge,
    maximum_cod_order_amount: pivot.maximumCodOrderAmount,
  };
}

/** All active modules, by id. */
export async function activeModules(db: Database): Promise<ModuleRow[]> {
  return db.select().from(modules).where(eq(modules.status, true)).orderBy(modules.id);
}
