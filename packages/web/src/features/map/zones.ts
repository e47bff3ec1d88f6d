import type { Zone } from '../../app/types.js';
import type { MapZone } from './types.js';

/** Zones as the maps draw them: `formated_coordinates` (the API's spelling) as the polygon. */
export function toMapZones(zones: readonly Zone[]): MapZone[] {
  return zones.map((zone) => ({
    id: zone.id,
    name: zone.display_name || zone.name,
    polygon: zone.formated_coordinates,
  }));
}
