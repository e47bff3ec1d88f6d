/**
 * The wishlist (reference §1.3, §4.12): `GET customer/wish-list` → `{item:[formatted items],
 * store:[formatted stores]}` of the wished items and stores visible in the `zoneId` header's
 * zones (and the `moduleId` module when sent), newest first; a missing `zoneId` → 403 `zoneId`
 * 'Zone id is required!'. `POST customer/wish-list/add` and `DELETE customer/wish-list/remove`
 * take `item_id` or `store_id` (query or body; core's `wishlistBodySchema`), exactly one (403
 * `data`); an unknown item or store
 * → 404; adding one already there → 409 `wishlist`; removing one not there → 404 `wishlist`.
 * All need a valid token (401 `auth-001`).
 */
import { Hono } from 'hono';
import { wishlistBodySchema } from '@storefront/core/schemas/auth';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { items, stores, wishlists } from '../db/schema.js';
import { type AppContext, type AppEnv, getDb } from '../http/env.js';
import { fail } from '../http/errors.js';
import { requireModule } from '../http/guards.js';
import { parseZoneIdHeader } from '../http/zone-header.js';
import { readBody, validate } from '../http/validate.js';
import { catalogueScope } from '../catalogue/scope.js';
import { formatItems, formatStores } from '../catalogue/lookups.js';
import { visibleItemConditions, visibleStoreConditions } from '../catalogue/queries.js';
import { requireCustomer } from '../auth/guard.js';

type Target = { kind: 'item'; id: number } | { kind: 'store'; id: number };

async function target(c: AppContext): Promise<Target> {
  const body = await readBody(c);
  const fromBody =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  const input = { ...c.req.query(), ...fromBody };
  const parsed = validate(wishlistBodySchema, { item_id: input.item_id, store_id: input.store_id });
  return parsed.item_id !== null
    ? { kind: 'item', id: parsed.item_id }
    : { kind: 'store', id: parsed.store_id! };
}

const targetCondition = (t: Target) =>
  t.kind === 'item' ? eq(wishlists.itemId, t.id) : eq(wishlists.storeId, t.id);

export function wishlistRoutes() {
  const app = new Hono<AppEnv>();
  const moduleChecked = requireModule();

  app.get('/customer/wish-list', moduleChecked, async (c) => {
    const { userId } = await requireCustomer(c);
    const header = c.req.header('zoneId');
    if (header === undefined || header.trim() === '') fail(403, 'zoneId', 'Zone id is required!');
    const zoneIds = parseZoneIdHeader(header);
    if (!zoneIds)
      fail(403, 'zoneId', 'The zone id must be a JSON array of zone ids, such as [1,2].');
    const scope = catalogueScope(c, zoneIds);
    const db = scope.db;
    const itemRows = await db
      .select({ item: items })
      .from(wishlists)
      .innerJoin(items, eq(items.id, wishlists.itemId))
      .innerJoin(stores, eq(stores.id, items.storeId))
      .where(
        and(
          eq(wishlists.userId, userId),
          isNotNull(wishlists.itemId),
          ...visibleItemConditions(scope),
        ),
      )
      .orderBy(desc(wishlists.id));
    const storeRows = await db
      .select({ store: stores })
      .from(wishlists)
      .innerJoin(stores, eq(stores.id, wishlists.storeId))
      .where(
        and(
          eq(wishlists.userId, userId),
          isNotNull(wishlists.storeId),
          ...visibleStoreConditions(scope),
        ),
      )
      .orderBy(desc(wishlists.id));
    return c.json({
      item: await formatItems(
        scope,
        itemRows.map((r) => r.item),
      ),
      store: await formatStores(
        scope,
        storeRows.map((r) => r.store),
      ),
    });
  });

  app.post('/customer/wish-list/add', async (c) => {
    const { userId } = await requireCustomer(c);
    const wanted = await target(c);
    const db = getDb(c);
    const table = wanted.kind === 'item' ? items : stores;
    const [exists] = await db
      .select({ id: table.id })
      .from(table)
      .where(eq(table.id, wanted.id))
      .limit(1);
    if (!exists) fail(404, wanted.kind === 'item' ? 'item_id' : 'store_id', 'Not found');
    const inserted = await db
      .insert(wishlists)
      .values({
        userId,
        itemId: wanted.kind === 'item' ? wanted.id : null,
        storeId: wanted.kind === 'store' ? wanted.id : null,
        createdAt: new Date(c.get('deps').clock.now()),
      })
      .onConflictDoNothing()
      .returning({ id: wishlists.id });
    if (inserted.length === 0) fail(409, 'wishlist', 'Already in your wishlist');
    return c.json({ message: 'Successfully added!' });
  });

  app.delete('/customer/wish-list/remove', async (c) => {
    const { userId } = await requireCustomer(c);
    const wanted = await target(c);
    const removed = await getDb(c)
      .delete(wishlists)
      .where(and(eq(wishlists.userId, userId), targetCondition(wanted)))
      .returning({ id: wishlists.id });
    if (removed.length === 0) fail(404, 'wishlist', 'Not found');
    return c.json({ message: 'Successfully removed!' });
  });

  return app;
}
