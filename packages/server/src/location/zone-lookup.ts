/**
 * Which zones contain a point, as `config/get-zone-id` answers it (reference §4.2): the zones
 * whose polygon contains the point, smallest area first (then by id), with core's geo rules.
 * Saved addresses use it for their `zone_id` and `zone_ids`.
 */
import { pointInPolygon, polygonArea } from '@storefront/core/domain/geo';
import type { LatLng } from '@storefront/core/domain/session';
import { zones } from '../db/schema.js';
import type { Database } from '../db/client.js';

export type ZoneRow = typeof zones.$inferSelect;

export interface ZonesAtPoint {
  /** Active zones containing the point, smallest first. */
  active: number[];
  /** Those zones' rows with their areas (square metres), in the same order. */
  activeZones: { zone: ZoneRow; area: number }[];
  /** Whether any zone (active or not) contains it. */
  covered: boolean;
}

/** The zones of `rows` containing `point` (see the module notes). */
export function zonesContaining(rows: readonly ZoneRow[], point: LatLng): ZonesAtPoint {
  const containing = rows
    .filter((zone) => pointInPolygon(point, zone.coordinates))
    .map((zone) => ({ zone, area: polygonArea(zone.coordinates) }))
    .sort((a, b) => a.area - b.area || a.zone.id - b.zone.id);
  const activeZones = containing.filter((z) => z.zone.status);
  return {
    active: activeZones.map((z) => z.zone.id),
    activeZones,
    covered: containing.length > 0,
  };
}

/** Every zone, read once per request (a handful of rows). */
export function loadZones(db: Database): Promise<ZoneRow[]> {
  return db.select().from(zones);
}
