/**
 * Catalogue paths v1 clients call (issue 16; reference §1.3, §4.12), from the same data as the
 * storefront's own lists:
 *
 * - `items/related-items/{id}`: up to 10 visible items of the item's category (its own left
 *   out), most ordered first, as an array of formatted items; an unknown item 404.
 * - `items/item-or-store-search?name=`: the search suggestions, `{items, stores}`: up to `limit`
 *   (default 10) visible items and stores whose name matches.
 * - `banners/{store_id}`: the active banners of a visible store (those that open it), as an
 *   array of banner rows; an unknown store 404.
 * - `app-download-section`: the landing page's app download block (`download_user_app_*`).
 *
 * The lists need the `moduleId` and `zoneId` headers (403 otherwise), as the item lists do.
 */
import { Hono } from 'hono';
import { desc, ne } from 'drizzle-orm';
import { idParam, storeSearchQuery } from '@storefront/core/schemas/catalogue';
import { items } from '../db/schema.js';
import type { AppEnv } from '../http/env.js';
import { fail } from '../http/errors.js';
import { requireModule, zoneIdsFromHeader } from '../http/guards.js';
import { validate, validateQuery } from '../http/validate.js';
import { localize } from '../config/settings.js';
import { catalogueScope } from '../catalogue/scope.js';
import { formatBanner } from '../catalogue/format-promotions.js';
import { formatItems, formatStores } from '../catalogue/lookups.js';
import { categoryCondition, nameMatches, pageOfItems } from '../catalogue/queries.js';
import { isVisibleStore, storeNameMatches } from '../catalogue/stores.js';

export const RELATED_ITEMS = 10;

export function v1CatalogueRoutes() {
  const app = new Hono<AppEnv>();
  const moduleChecked = requireModule();

  app.get('/items/related-items/:id', moduleChecked, async (c) => {
    const { id } = validate(idParam, { id: c.req.param('id') });
    const scope = catalogueScope(c, zoneIdsFromHeader(c, { required: true }));
    const fact = scope.ref.itemFacts.find((f) => f.id === id);
    const store = fact && scope.ref.stores.get(fact.storeId);
    if (!fact || !store?.status || (scope.module && fact.moduleId !== scope.module.id)) {
      fail(404, 'product-001', 'Not found');
    }
    const category = fact.categoryId;
    if (category === null) return c.json([]);
    const page = await pageOfItems(
      scope,
      [categoryCondition([category]), ne(items.id, fact.id)],
      [desc(items.orderCount)],
      { limit: RELATED_ITEMS, offset: 1 },
    );
    return c.json(await formatItems(scope, page.rows, page.wishes));
  });

  app.get('/items/item-or-store-search', moduleChecked, async (c) => {
    const scope = catalogueScope(c, zoneIdsFromHeader(c, { required: true }));
    const query = validateQuery(c, storeSearchQuery);
    const page = await pageOfItems(
      scope,
      [nameMatches(scope, items, query.name)],
      [desc(items.orderCount)],
      { limit: query.limit, offset: 1 },
    );
    const storeRows = [...scope.ref.stores.values()]
      .filter((row) => isVisibleStore(scope, row) && storeNameMatches(scope, row, query.name))
      .slice(0, query.limit);
    return c.json({
      items: await formatItems(scope, page.rows, page.wishes),
      stores: formatStores(scope, storeRows),
    });
  });

  app.get('/banners/:store_id', moduleChecked, (c) => {
    const { id } = validate(idParam, { id: c.req.param('store_id') });
    const scope = catalogueScope(c, zoneIdsFromHeader(c));
    const store = scope.ref.stores.get(id);
    if (!store || !isVisibleStore(scope, store)) fail(404, 'store_id', 'Store not found.');
    const [formatted] = formatStores(scope, [store]);
    const rows = scope.ref.banners.filter(
      (b) => b.status && b.type === 'store_wise' && b.data === store.id,
    );
    return c.json(
      rows.map((row) =>
        formatBanner(row, scope.locale, scope.url, { store: formatted ?? null, item: null }),
      ),
    );
  });

  app.get('/app-download-section', (c) => {
    const settings = c.get('ref').settings;
    const locale = c.get('locale');
    return c.json({
      download_user_app_title: localize(settings.download_user_app_title, locale),
      download_user_app_sub_title: localize(settings.download_user_app_sub_title, locale),
      download_user_app_image: null,
      download_user_app_image_full_url: null,
      download_user_app_links: settings.download_user_app_links,
    });
  });

  return app;
}
