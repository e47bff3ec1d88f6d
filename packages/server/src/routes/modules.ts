/**
 * `GET module` (reference §4.4): with the `zoneId` header (a JSON array, or a bare id) the active
 * modules linked to those zones, parcel included, with stores counted in those zones; without it
 * every active module; `?zone_id=` keeps the non-parcel modules of that zone. Each module lists
 * its active zones with the pivot.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/env.js';
import { zoneIdsFromHeader } from '../http/guards.js';
import { optionalQueryId, validateQuery } from '../http/validate.js';
import {
  activeModules,
  formatModule,
  formatZone,
  moduleCounts,
  moduleZoneLinks,
} from './presenters.js';

export function moduleRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/module', async (c) => {
    const { zone_id } = validateQuery(c, v.object({ zone_id: optionalQueryId('zone_id') }));
    const headerZones = zoneIdsFromHeader(c);
    const ref = c.get('ref');

    let list = activeModules(ref);
    const filters = [headerZones, zone_id === undefined ? null : [zone_id]].filter(
      (ids): ids is number[] => ids !== null,
    );
    for (const ids of filters) {
      const zoneSet = new Set(ids);
      const wanted = new Set(
        ref.moduleZones.filter((l) => zoneSet.has(l.zoneId)).map((l) => l.moduleId),
      );
      list = list.filter((m) => wanted.has(m.id));
    }
    if (zone_id !== undefined) list = list.filter((m) => m.moduleType !== 'parcel');

    const countZones = zone_id !== undefined ? [zone_id] : headerZones;
    const counts = moduleCounts(ref, countZones);
    const links = moduleZoneLinks(
      ref,
      list.map((m) => m.id),
    );
    return c.json(
      list.map((module) => ({
        ...formatModule(c, module, counts),
        zones: (links.get(module.id) ?? []).map(({ zone }) => ({
          ...formatZone(c, zone),
          pivot: { module_id: module.id, zone_id: zone.id },
        })),
      })),
    );
  });

  return app;
}
