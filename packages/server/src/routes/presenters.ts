/**
 * Rows → v1 API shapes (reference §4.3, §4.4): zones with GeoJSON polygons and
 * `formated_coordinates`, modules with counts, zones and translations.
 */
import type { ReferenceData } from '../cache/reference.js';
import type { moduleZone, zones } from '../db/schema.js';
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
 * Active stores per module (in the given zones when there are some) and active items per module,
 * from the reference data (memoised per snapshot and zones).
 */
export function moduleCounts(ref: ReferenceData, zoneIds: readonly number[] | null): ModuleCounts {
  const key = `moduleCounts:${zoneIds ? [...zoneIds].sort((a, b) => a - b).join(',') : '*'}`;
  return ref.memo(key, () => {
    const zones = zoneIds ? new Set(zoneIds) : null;
    const storeCounts = new Map<number, number>();
    for (const store of ref.stores.values()) {
      if (!store.status || (zones && !zones.has(store.zoneId))) continue;
      storeCounts.set(store.moduleId, (storeCounts.get(store.moduleId) ?? 0) + 1);
    }
    const itemCounts = new Map<number, number>();
    for (const item of ref.itemFacts)
      itemCounts.set(item.moduleId, (itemCounts.get(item.moduleId) ?? 0) + 1);
    return { stores: storeCounts, items: itemCounts };
  });
}

/** Links of the given modules to active zones: moduleId → [{ zone, pivot }], zones by id. */
export function moduleZoneLinks(ref: ReferenceData, moduleIds: readonly number[]) {
  const wanted = new Set(moduleIds);
  const links = new Map<number, { zone: ZoneRow; pivot: ModuleZoneRow }[]>();
  const rows = ref.moduleZones
    .filter((pivot) => wanted.has(pivot.moduleId) && ref.zoneById.get(pivot.zoneId)?.status)
    .map((pivot) => ({ zone: ref.zoneById.get(pivot.zoneId)!, pivot }))
    .sort((a, b) => a.zone.id - b.zone.id);
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
export function activeModules(ref: ReferenceData): ModuleRow[] {
  return ref.modules.filter((m) => m.status);
}
