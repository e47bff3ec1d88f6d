import type { ModuleType, StoredModule } from './session.js';

/** Default module id constant from the spec. */
export const DEFAULT_MODULE_ID = '10';
/** Module selection grid: 3 tiles per row. */
export const MODULE_GRID_COLUMNS = 3;

/** Modules whose zones intersect the stored zone ids (the side switcher's rule). */
export function modulesForZones<M extends Pick<StoredModule, 'zones'>>(
  modules: readonly M[],
  zoneIds: readonly number[],
): M[] {
  if (zoneIds.length === 0) return [];
  const wanted = new Set(zoneIds);
  return modules.filter((m) => (m.zones ?? []).some((z) => wanted.has(z.id)));
}

/** The store noun by module type: Restaurants for food, Providers for rental, else Stores. */
export function storeNounKey(
  moduleType: ModuleType | null | undefined,
): 'common.restaurants' | 'common.providers' | 'common.stores' {
  if (moduleType === 'food') return 'common.restaurants';
  if (moduleType === 'rental') return 'common.providers';
  return 'common.stores';
}

/** The compact header shows a module switcher on /home when there are 2 or more modules. */
export function showsCompactModuleSwitcher(moduleCount: number): boolean {
  return moduleCount >= 2;
}

/** Header/compact breakpoint in px. */
export const COMPACT_BREAKPOINT_PX = 1180;

/**
 * Whether a module's home leads with the banners slider, whose first picture is the page's
 * largest: every shop module's; rental and parcel have homes of their own (issue 9: the web app
 * asks for that picture early, the server names it in /home's HTML).
 */
export function homeLeadsWithBanners(moduleType: string | null | undefined): boolean {
  return moduleType != null && moduleType !== 'rental' && moduleType !== 'parcel';
}
