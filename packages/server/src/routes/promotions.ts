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
import { banners, campaigns, campaignStores, items, stores } from '../db/schema.js';
import type { AppContext, AppEnv } from '../http/env.js';
import { errorBody } from '../http/errors.js';
import { requireModule, zoneIdsFromHeader } from '../http/guards.js';
import { validateQuery } from '../http/validate.js';
import { catalogueScope, type CatalogueScope } from '../catalogue/scope.js';
import { formatBanner, formatBasicCampaign } from '../catalogue/format-promotions.js';
import { formatCampaignItems, formatItems, formatStores } from '../catalogue/lookups.js';
import {
  runningCampaignConditions,
  runningCampaignItems,
  visibleItemConditions,
  visibleStoreConditions,
} from '../catalogue/queries.js';

/** Running basic campaigns of the module with at least one visible store in the zones. */
async function runningBasicCampaigns(scope: CatalogueScope) {
  const withStores = scope.db
    .select({ id: campaignStores.campaignId })
    .from(campaignStores)
    .innerJoin(stores, eq(stores.id, campaignStores.storeId))
    .where(and(...visibleStoreConditions({ ...scope, module: null })));
  const rows = await scope.db
    .select()
    .from(campaigns)
    .where(and(...runningCampaignConditions(scope), inArray(campaigns.id, withStores)))
    .orderBy(campaigns.endDate, campaigns.id);
  return rows.map((row) => formatBasicCampaign(row, scope.locale, scope.url));
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
    const rows = await scope.db
      .select()
      .from(banners)
      .where(
        and(
          eq(banners.status, true),
          inArray(banners.zoneId, scope.zoneIds ?? []),
          scope.module ? eq(banners.moduleId, scope.module.id) : undefined,
          featured ? eq(banners.featured, true) : undefined,
        ),
      )
      .orderBy(banners.id);
    const ids = (type: string) =>
      rows.flatMap((b) => (b.type === type && b.data !== null ? [b.data] : []));
    const storeIds = ids('store_wise');
    const itemIds = ids('item_wise');
    const [storeRows, itemRows, running] = await Promise.all([
      storeIds.length
        ? scope.db
            .select()
            .from(stores)
            .where(and(inArray(stores.id, storeIds), ...visibleStoreConditions(scope)))
        : Promise.resolve([]),
      itemIds.length
        ? scope.db
            .select({ item: items })
            .from(items)
            .innerJoin(stores, eq(stores.id, items.storeId))
            .where(and(inArray(items.id, itemIds), ...visibleItemConditions(scope)))
        : Promise.resolve([]),
      runningBasicCampaigns(scope),
    ]);
    const [formattedStores, formattedItems] = await Promise.all([
      formatStores(scope, storeRows),
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
