/**
 * Item rows → the v1 item shape (reference §4.5, `Helpers::product_data_formatting`; spec §3
 * 'Item'). Beside the columns: the store's name, zone, tax, delivery time and schedule-order
 * flag, the running store discount in percent (`store_discount`, else 0), absolute image URLs,
 * category names, add-on objects, translated names, and the texts inside the JSON columns
 * (options, choices, nutrition, allergens, generic names, tags, unit) translated by `localize.ts`
 * with the English option names and labels kept as `key`. `food_variations` is always an array (the
 * v1 API sends `''` when empty; clients tolerate both). Campaign items add
 * `available_date_starts` / `available_date_ends` and `isCampaignItem: true`. An item of a
 * running flash sale with stock left takes the sale's discount and stock, `store_discount` 0 and
 * `flash_sale` 1 (reference §4.12), so lists, the product page, the cart and placement all price
 * it the same.
 */
import {
  flashOverride,
  type FlashSaleItemTerms,
  type FlashSaleWindow,
} from '@storefront/core/domain/flash-sale';
import type { addOns, categories, itemCampaigns, items } from '../db/schema.js';
import { type Locale, translated } from '../http/env.js';
import { deliveryMinutes, flag, iso, type StoreRow } from './format-store.js';
import { itemLocalizer, localizedChoiceOptions, localizedFoodVariations } from './localize.js';

/** An item row (campaign items share its columns; the revision is the server's, see item-cache). */
export type ItemRow = Omit<typeof items.$inferSelect, 'revision'> & { revision?: number };
export type CampaignItemRow = typeof itemCampaigns.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type AddOnRow = typeof addOns.$inferSelect;

/** What the formatter needs beside the rows (loaded in batches by `lookups.ts`). */
export interface ItemContext {
  locale: Locale;
  url: (path: string | null | undefined) => string | null;
  stores: ReadonlyMap<number, StoreRow>;
  /** The running store discount percent by store id (absent = none). */
  storeDiscounts: ReadonlyMap<number, number>;
  /** Stores taking part in a running campaign. */
  campaignStores: ReadonlySet<number>;
  categories: ReadonlyMap<number, CategoryRow>;
  addOns: ReadonlyMap<number, AddOnRow>;
  moduleTypes: ReadonlyMap<number, string>;
  wishlistCounts: ReadonlyMap<number, number>;
  /** Running flash sales' items by item id (issue 14): their discount and stock override. */
  flashSales?: ReadonlyMap<number, FlashSaleTerms>;
}

/** A running flash sale's terms for one item (core's `flashOverride` applies them). */
export interface FlashSaleTerms {
  /** The `flash_sale_items` row (placement takes its stock, ordering/flash-stock.ts). */
  saleItemId?: number;
  sale: FlashSaleWindow;
  terms: FlashSaleItemTerms;
  /** The request's now (ms). */
  nowMs: number;
}

export function formatAddOn(row: AddOnRow, locale: Locale) {
  return {
    id: row.id,
    name: translated(row.translations, locale, 'name', row.name),
    price: row.price,
    store_id: row.storeId,
    status: flag(row.status),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

function categoryRefs(row: ItemRow, ctx: ItemContext) {
  return row.categoryIds.map((ref) => {
    const category = ctx.categories.get(Number(ref.id));
    return {
      id: String(ref.id),
      position: ref.position,
      name: category ? translated(category.translations, ctx.locale, 'name', category.name) : '',
    };
  });
}

/** The paths of an item's pictures as the API lists them: its `images`, else its `image`. */
export function itemImagePaths(row: { images: string[]; image: string | null }): string[] {
  return row.images.length > 0 ? row.images : row.image ? [row.image] : [];
}

export function formatItem(row: ItemRow, ctx: ItemContext) {
  const { locale, url } = ctx;
  const store = ctx.stores.get(row.storeId);
  const delivery = deliveryMinutes(store?.deliveryTime ?? '');
  const images = itemImagePaths(row);
  const sale = ctx.flashSales?.get(row.id);
  const flash = sale ? flashOverride(sale.sale, sale.terms, row.stock, sale.nowMs) : null;
  const t = itemLocalizer(row.translations, locale);
  return {
    id: row.id,
    name: translated(row.translations, locale, 'name', row.name),
    slug: row.slug,
    description: translated(row.translations, locale, 'description', row.description),
    image: row.image,
    image_full_url: url(row.image),
    images: images.map((img) => ({ img, storage: 'public' })),
    images_full_url: images.map((img) => url(img)),
    category_id: row.categoryId,
    category_ids: categoryRefs(row, ctx),
    variations: row.variations.map((v) => ({ type: v.type, price: v.price, stock: v.stock })),
    food_variations: localizedFoodVariations(row.foodVariations, t),
    add_ons: row.addOnIds.flatMap((id) => {
      const addOn = ctx.addOns.get(id);
      return addOn && addOn.status ? [formatAddOn(addOn, locale)] : [];
    }),
    attributes: row.attributes,
    choice_options: localizedChoiceOptions(row.choiceOptions, t),
    price: row.price,
    tax: store?.tax ?? row.tax,
    tax_type: row.taxType,
    discount: flash?.discount ?? row.discount,
    discount_type: flash?.discount_type ?? row.discountType,
    store_discount: flash ? 0 : (ctx.storeDiscounts.get(row.storeId) ?? 0),
    available_time_starts: row.availableTimeStarts,
    available_time_ends: row.availableTimeEnds,
    veg: row.veg,
    status: flag(row.status),
    store_id: row.storeId,
    store_name: store ? translated(store.translations, locale, 'name', store.name) : '',
    zone_id: store?.zoneId ?? null,
    module_id: row.moduleId,
    module_type: ctx.moduleTypes.get(row.moduleId) ?? null,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    order_count: row.orderCount,
    avg_rating: row.avgRating,
    rating_count: row.ratingCount,
    stock: flash?.stock ?? row.stock,
    unit_id: null,
    unit_type: row.unitType == null ? null : t('unit_type')(row.unitType),
    recommended: flag(row.recommended),
    organic: flag(row.organic),
    maximum_cart_quantity: row.maximumCartQuantity,
    is_approved: flag(row.isApproved),
    is_halal: flag(row.isHalal),
    halal_tag_status: flag(store?.halalTagStatus ?? false),
    is_prescription_required: flag(row.isPrescriptionRequired),
    is_basic: 0,
    common_condition_id: null,
    brand_id: null,
    brand: row.brand == null ? null : translated(row.translations, locale, 'brand', row.brand),
    generic_name: row.genericName.map(t('generic_name')),
    nutritions_name: row.nutritions.map(t('nutritions')),
    allergies_name: row.allergies.map(t('allergies')),
    tags: row.tags.map((tag) => ({ tag: t('tags')(tag) })),
    is_campaign: ctx.campaignStores.has(row.storeId),
    flash_sale: flash ? 1 : 0,
    schedule_order: store?.scheduleOrder ?? false,
    delivery_time: store?.deliveryTime ?? '',
    free_delivery: store?.freeDelivery ?? false,
    min_delivery_time: delivery.min,
    max_delivery_time: delivery.max,
    whislists_count: ctx.wishlistCounts.get(row.id) ?? 0,
    isCampaignItem: false,
  };
}

/** A campaign item: the item shape with its date window, marked as a campaign item. */
export function formatCampaignItem(row: CampaignItemRow, ctx: ItemContext) {
  return {
    ...formatItem(row, { ...ctx, wishlistCounts: new Map() }),
    available_date_starts: row.startDate,
    available_date_ends: row.endDate,
    isCampaignItem: true,
  };
}

export type FormattedItem = ReturnType<typeof formatItem>;
