/**
 * The first of an item's pictures for a product page's HTML (http/static.ts: the page asks for
 * it at once and its shell shows it; issue 9).
 */
import type { IdOrSlug } from '@storefront/core/schemas/catalogue';
import type { ReferenceData } from '../cache/reference.js';
import type { Database } from '../db/client.js';
import { items } from '../db/schema.js';
import { itemImagePaths } from './format-item.js';
import { activeItemBy } from './queries.js';

function preparePicture(db: Database, by: 'id' | 'slug') {
  return db
    .select({
      image: items.image,
      images: items.images,
      storeId: items.storeId,
      moduleId: items.moduleId,
    })
    .from(items)
    .where(activeItemBy(by))
    .limit(1)
    .prepare(`item_picture_by_${by}`);
}

const prepared = {
  id: new WeakMap<Database, ReturnType<typeof preparePicture>>(),
  slug: new WeakMap<Database, ReturnType<typeof preparePicture>>(),
};

/**
 * The path of the first picture of the item a product page shows (by id or slug; one prepared
 * statement), or null: an item not found, hidden or not approved, of a store not shown, of
 * another module than the page's `module_id`, or without a picture. The same visibility as the
 * item details the page asks for (routes/items.ts `findItem`).
 */
export async function itemPicturePath(
  db: Database,
  ref: Pick<ReferenceData, 'stores'>,
  key: IdOrSlug,
  moduleId: number | null,
): Promise<string | null> {
  const by = 'id' in key ? 'id' : 'slug';
  let statement = prepared[by].get(db);
  if (!statement) {
    statement = preparePicture(db, by);
    prepared[by].set(db, statement);
  }
  const [row] = await statement.execute('id' in key ? { id: key.id } : { slug: key.slug });
  if (!row || !ref.stores.get(row.storeId)?.status) return null;
  if (moduleId != null && row.moduleId !== moduleId) return null;
  return itemImagePaths(row)[0] ?? null;
}
