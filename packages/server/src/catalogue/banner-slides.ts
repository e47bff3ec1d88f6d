/**
 * Which banners and running campaigns a module's home shows in its slider (the `banners` route,
 * routes/promotions.ts), read from the reference data, and the picture of its first slide, which
 * the home's HTML asks for at once (http/static.ts, issue 9). One selection for both.
 */
import type {
  BannerRow,
  CampaignRow,
  ModuleRow,
  ReferenceData,
  StoreRow,
} from '../cache/reference.js';

/** What the selection depends on: the reference data, the module, the zones and today. */
export interface SlideScope {
  ref: Pick<ReferenceData, 'banners' | 'campaigns' | 'campaignStores' | 'stores'>;
  module: ModuleRow | null;
  zoneIds: number[] | null;
  /** The stores' local date, `YYYY-MM-DD`. */
  today: string;
}

/**
 * An active store of the module (any module when `module` is null) in the zones (any zone when
 * none applies, or when the module serves all zones): catalogue/queries.ts `visibleStoreConditions`.
 */
export function storeInScope(scope: SlideScope, store: StoreRow | undefined): store is StoreRow {
  if (!store?.status) return false;
  if (scope.module && store.moduleId !== scope.module.id) return false;
  if (scope.zoneIds === null || scope.module?.allZoneService) return true;
  return scope.zoneIds.includes(store.zoneId);
}

/** The active banners of the zones (and of the module when one is sent), by id. */
export function zoneBanners(scope: SlideScope, featured: boolean): BannerRow[] {
  return scope.ref.banners
    .filter(
      (b) =>
        b.status &&
        (scope.zoneIds ?? []).includes(b.zoneId) &&
        (!scope.module || b.moduleId === scope.module.id) &&
        (!featured || b.featured),
    )
    .sort((a, b) => a.id - b.id);
}

/** A store banner's store, when the home shows it (else the banner is left out). */
export function bannerStore(scope: SlideScope, banner: BannerRow): StoreRow | undefined {
  const store = banner.data === null ? undefined : scope.ref.stores.get(banner.data);
  return storeInScope(scope, store) ? store : undefined;
}

/** Running basic campaigns of the module with at least one active store in the zones. */
export function runningBasicCampaignRows(scope: SlideScope): CampaignRow[] {
  const anyModule = { ...scope, module: null };
  const withStores = new Set(
    scope.ref.campaignStores
      .filter((link) => storeInScope(anyModule, scope.ref.stores.get(link.storeId)))
      .map((link) => link.campaignId),
  );
  return scope.ref.campaigns
    .filter(
      (c) =>
        c.status &&
        c.startDate <= scope.today &&
        c.endDate >= scope.today &&
        (!scope.module || c.moduleId === scope.module.id) &&
        withStores.has(c.id),
    )
    .sort((a, b) => (a.endDate < b.endDate ? -1 : a.endDate > b.endDate ? 1 : a.id - b.id));
}

/**
 * The slider's first slide as the route lists them (the first banner shown, else the first
 * running campaign): its picture's stored path (null without one) and whether more slides
 * follow. Undefined when there is none, or when it cannot be told without reading items (an
 * item banner, whose item may be hidden, comes first, or decides whether there are more).
 */
export function firstSlide(scope: SlideScope): { image: string | null; more: boolean } | undefined {
  let known = 0;
  let unknown = 0;
  let image: string | null | undefined;
  for (const banner of zoneBanners(scope, false)) {
    if (banner.type === 'item_wise') {
      if (banner.data === null) continue;
      if (known === 0) return undefined;
      unknown += 1;
      continue;
    }
    if (banner.type === 'store_wise' && !bannerStore(scope, banner)) continue;
    if (known === 0) image = banner.image;
    known += 1;
    if (known > 1) return { image: image ?? null, more: true };
  }
  const campaigns = runningBasicCampaignRows(scope);
  if (known === 0) image = campaigns[0]?.image;
  known += campaigns.length;
  if (known === 0) return undefined;
  if (known > 1) return { image: image ?? null, more: true };
  return unknown === 0 ? { image: image ?? null, more: false } : undefined;
}
