/**
 * Banners and campaigns (reference §1.3, §4.12):
 * - `banners` (`featured=1` for the featured ones; the module check is skipped when no
 *   `moduleId` is sent; `zoneId` required): `{campaigns, banners}`: the running basic campaigns
 *   with a store in those zones, and the active banners of those zones with their target store
 *   (`store_wise`) or item (`item_wise`). A banner whose target is not visible is left out.
 * - `campaigns/basic`: the running basic campaigns; `campaigns/item`: the running campaign
 *   items. Without `zoneId` both answer **200** with the error body, as the v1 API does.
 */
import { Hono } from 'hono';
import { and, eq, inArray } from 'drizzle-orm';
import { bannersQuery } from '@storefront/core/schemas/catalogue';
import { items, stores } from '../db/schema.js';
import type { AppContext, AppEnv } from '../http/env.js';
import { errorBody } from '../http/errors.js';
import { requireModule, zoneIdsFromHeader } from '../http/guards.js';
import { validateQuery } from '../http/validate.js';
import { catalogueScope, type CatalogueScope } from '../catalogue/scope.js';
import { formatBanner, formatBasicCampaign } from '../catalogue/format-promotions.js';
import { formatCampaignItems, formatItems, formatStores } from '../catalogue/lookups.js';
import { runningCampaignItems, visibleItemConditions } from '../catalogue/queries.js';
import {
  bannerStore,
  runningBasicCampaignRows,
  type SlideScope,
  zoneBanners,
} from '../catalogue/banner-slides.js';

/** The slider's selection of the request (catalogue/banner-slides.ts). */
function slideScope(scope: CatalogueScope): SlideScope {
  return { ref: scope.ref, module: scope.module, zoneIds: scope.zoneIds, today: scope.now.date };
}

/** Running basic campaigns of the module with at least one visible store in the zones. */
function runningBasicCampaigns(scope: CatalogueScope) {
  return runningBasicCampaignRows(slideScope(scope)).map((row) =>
    formatBasicCampaign(row, scope.locale, scope.url),
  );
}

/** The zones of a campaign route: without `zoneId`, the error body with status 200. */
function campaignZones(c: AppContext): number[] | Response {
  const zoneIds = zoneIdsFromHeader(c);
  return zoneIds ?? c.json(errorBody('zoneId', 'Zone id required'), 200);
}

export function promotionRoutes() {
  const app = new Hono<AppEnv>();
  const moduleChecked = requireModule();

  app.get('/banners', moduleChecked, async (c) => {
    const scope = catalogueScope(c, zoneIdsFromHeader(c, { required: true }));
    const { featured } = validateQuery(c, bannersQuery);
    const slides = slideScope(scope);
    const rows = zoneBanners(slides, featured ?? false);
    const bannerStores = rows.flatMap((b) => {
      const store = b.type === 'store_wise' ? bannerStore(slides, b) : undefined;
      return store ? [store] : [];
    });
    const itemIds = rows.flatMap((b) =>
      b.type === 'item_wise' && b.data !== null ? [b.data] : [],
    );
    const itemRows = itemIds.length
      ? await scope.db
          .select({ item: items })
          .from(items)
          .innerJoin(stores, eq(stores.id, items.storeId))
          .where(and(inArray(items.id, itemIds), ...visibleItemConditions(scope)))
      : [];
    const running = runningBasicCampaigns(scope);
    const [formattedStores, formattedItems] = await Promise.all([
      formatStores(scope, [...new Map(bannerStores.map((s) => [s.id, s])).values()]),
      formatItems(
        scope,
        itemRows.map((r) => r.item),
      ),
    ]);
    const storeById = new Map(formattedStores.map((s) => [s.id, s]));
    const itemById = new Map(formattedItems.map((i) => [i.id, i]));
    const list = rows.flatMap((row) => {
      const store = row.type === 'store_wise' ? storeById.get(row.data ?? 0) : undefined;
      const item = row.type === 'item_wise' ? itemById.get(row.data ?? 0) : undefined;
      if (row.type === 'store_wise' && !store) return [];
      if (row.type === 'item_wise' && !item) return [];
      return [
        formatBanner(row, scope.locale, scope.url, { store: store ?? null, item: item ?? null }),
      ];
    });
    return c.json({ campaigns: running, banners: list });
  });

  app.get('/campaigns/basic', moduleChecked, async (c) => {
    const zones = campaignZones(c);
    if (zones instanceof Response) return zones;
    return c.json(await runningBasicCampaigns(catalogueScope(c, zones)));
  });

  app.get('/campaigns/item', moduleChecked, async (c) => {
    const zones = campaignZones(c);
    if (zones instanceof Response) return zones;
    const scope = catalogueScope(c, zones);
    return c.json(await formatCampaignItems(scope, await runningCampaignItems(scope)));
  });

  return app;
}
