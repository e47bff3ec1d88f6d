/**
 * Inserts the demo data of the remaining v1 paths (issue 14; data in ./data/v1-promotions.ts):
 * brands linked to the e-commerce items that name them, flash sales with their items, store
 * advertisements and cashback offers.
 */
import type { Transaction } from '../db/client.js';
import {
  advertisements,
  brands,
  cashBacks,
  ecommerceItemDetails,
  flashSaleItems,
  flashSales,
} from '../db/schema.js';
import { ITEMS } from './data/items/index.js';
import type { ModuleKind } from './data/types.js';
import { ADVERTISEMENTS, BRANDS, CASHBACKS, FLASH_SALES } from './data/v1-promotions.js';
import { dayOffset, imagePath, slugify } from './rows.js';

export interface PromotionIds {
  moduleIds: ReadonlyMap<ModuleKind, number>;
  storeIds: ReadonlyMap<string, number>;
  itemIds: ReadonlyMap<string, number>;
}

function need<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: unknown ${what} ${String(key)}`);
  return value;
}

export const brandImagePath = (slug: string) => `brand/${slug}.svg`;

export async function insertV1Promotions(
  tx: Transaction,
  ids: PromotionIds,
  now: Date,
): Promise<void> {
  const ecommerce = need(ids.moduleIds, 'ecommerce', 'module');
  const brandRows = await tx
    .insert(brands)
    .values(
      BRANDS.map((b) => ({
        name: b.name,
        slug: slugify(b.name),
        image: brandImagePath(slugify(b.name)),
        moduleId: ecommerce,
        translations: { ar: { name: b.ar } },
      })),
    )
    .returning({ id: brands.id, name: brands.name });
  const brandIds = new Map(brandRows.map((r) => [r.name, r.id]));
  const linked = ITEMS.flatMap((item) => {
    const brandId = item.brand ? brandIds.get(item.brand) : undefined;
    return brandId === undefined ? [] : [{ itemId: need(ids.itemIds, item.slug, 'item'), brandId }];
  });
  if (linked.length > 0) await tx.insert(ecommerceItemDetails).values(linked);

  const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);
  for (const sale of FLASH_SALES) {
    const [row] = await tx
      .insert(flashSales)
      .values({
        title: sale.title,
        moduleId: need(ids.moduleIds, sale.module, 'module'),
        startDate: hours(sale.window[0]),
        endDate: hours(sale.window[1]),
        translations: { ar: { title: sale.ar } },
      })
      .returning({ id: flashSales.id });
    await tx.insert(flashSaleItems).values(
      sale.items.map((i) => ({
        flashSaleId: row!.id,
        itemId: need(ids.itemIds, i.item, 'item'),
        stock: i.stock,
        sold: i.sold,
        discountType: i.discount[0],
        discount: i.discount[1],
      })),
    );
  }

  await tx.insert(advertisements).values(
    ADVERTISEMENTS.map((a) => ({
      storeId: need(ids.storeIds, a.store, 'store'),
      addType: 'store_promotion' as const,
      title: a.title,
      description: a.description,
      coverImage: imagePath.storeCover(a.store),
      profileImage: imagePath.storeLogo(a.store),
      priority: a.priority,
      startDate: dayOffset(now, -2),
      endDate: dayOffset(now, 120),
      translations: { ar: { title: a.ar, description: a.arDescription } },
    })),
  );

  await tx.insert(cashBacks).values(
    CASHBACKS.map((c) => ({
      title: c.title,
      cashbackType: c.type,
      cashbackAmount: c.amount,
      minPurchase: c.minPurchase,
      maxDiscount: c.maxDiscount,
      sameUserLimit: c.sameUserLimit,
      startDate: dayOffset(now, -2),
      endDate: dayOffset(now, 120),
      translations: { ar: { title: c.ar } },
    })),
  );
}
