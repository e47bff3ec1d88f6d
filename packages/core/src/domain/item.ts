/**
 * The catalogue item (spec §3 'Item', reference §4.5) and the quick view's buttons
 * (spec §4 'Item buttons').
 *
 * `CatalogItem` is the minimal client shape of the server's item: the spec's fields, loosely
 * typed where the server is loose (numbers that may arrive as strings, `food_variations` that
 * is `''` when empty, add-ons under `add_ons` or, on cart entries, `addons`).
 *
 * Buttons: when the item is in stock and available now, Buy Now (Order Now for a campaign
 * item) and, for a non-campaign item, Add to Cart, or Update To Cart when the same item with
 * the same variation is already in the cart. Otherwise one disabled 'Out of Stock'.
 */
import type { ModuleType } from './session.js';
import type { DiscountType } from './discount.js';
import type { AddOn, AddOnQuantity } from './addons.js';
import {
  variationKey,
  type CartVariation,
  type ChoiceOption,
  type FoodVariation,
  type ItemVariation,
} from './variations.js';

export interface ItemCategoryRef {
  id: number | string;
  position?: number;
  name?: string;
}

export interface ItemTag {
  id?: number;
  tag: string;
}

export interface CatalogItem {
  id: number;
  slug?: string | null;
  name: string;
  store_id: number;
  store_name?: string | null;
  zone_id?: number | null;
  image_full_url?: string | null;
  images_full_url?: (string | null)[] | null;
  description?: string | null;
  generic_name?: string[] | null;
  unit_type?: string | null;
  price: number | string;
  discount?: number | string | null;
  discount_type?: DiscountType | string | null;
  /** The running store discount in percent (0 when none, reference §4.5). */
  store_discount?: number | string | null;
  stock?: number | null;
  maximum_cart_quantity?: number | null;
  avg_rating?: number | null;
  rating_count?: number | null;
  whislists_count?: number | null;
  is_prescription_required?: number | boolean | null;
  organic?: number | boolean | null;
  halal_tag_status?: number | boolean | null;
  is_halal?: number | boolean | null;
  recommended?: number | boolean | null;
  /** 0 means non-veg. */
  veg?: number | null;
  module_type?: ModuleType | null;
  category_ids?: ItemCategoryRef[] | null;
  tags?: (ItemTag | string)[] | null;
  nutritions_name?: string[] | null;
  allergies_name?: string[] | null;
  choice_options?: ChoiceOption[] | null;
  variations?: ItemVariation[] | null;
  /** Set on campaign items (it marks one). */
  available_date_starts?: string | null;
  available_date_ends?: string | null;
  available_time_starts?: string | null;
  available_time_ends?: string | null;
  schedule_order?: boolean | number | null;
  isCampaignItem?: boolean | null;
  food_variations?: FoodVariation[] | '' | null;
  add_ons?: AddOn[] | null;
  addons?: AddOn[] | null;
}

/** Whether the item is a campaign item (`isCampaignItem`, or an `available_date_starts`). */
export function isCampaignItem(
  item: Pick<CatalogItem, 'isCampaignItem' | 'available_date_starts'>,
): boolean {
  return item.isCampaignItem === true || (item.available_date_starts ?? '') !== '';
}

/** The item's add-ons, from `add_ons` or `addons`. */
export function itemAddOns(item: Pick<CatalogItem, 'add_ons' | 'addons'>): AddOn[] {
  return [...(item.add_ons ?? item.addons ?? [])];
}

const flag = (v: number | boolean | null | undefined): boolean => v === true || v === 1;

/** The badges of a card or quick view (spec §2). */
export function itemBadges(item: CatalogItem): {
  halal: boolean;
  organic: boolean;
  recommended: boolean;
  veg: boolean;
  prescriptionRequired: boolean;
} {
  return {
    halal: flag(item.halal_tag_status) && flag(item.is_halal),
    organic: flag(item.organic),
    recommended: flag(item.recommended),
    veg: item.veg != null && item.veg !== 0,
    prescriptionRequired: flag(item.is_prescription_required),
  };
}

/** A cart line of this item, as the quick view needs it (spec §3 'Cart item'). */
export interface CartLineRef {
  /** The cart entry's id (`cart_id` of an update). */
  id: number;
  itemId: number;
  variation: CartVariation;
  addOns: AddOnQuantity[];
  quantity: number;
}

/** The first cart line with the same item and the same variation, or null. */
export function findCartLine(
  lines: readonly CartLineRef[],
  itemId: number,
  variation: CartVariation,
): CartLineRef | null {
  const key = variationKey(variation);
  return lines.find((l) => l.itemId === itemId && variationKey(l.variation) === key) ?? null;
}

export type ItemButtonKind = 'buyNow' | 'orderNow' | 'addToCart' | 'updateCart' | 'outOfStock';

export interface ItemButton {
  kind: ItemButtonKind;
  /** i18n key of the label. */
  labelKey: string;
  disabled: boolean;
  /** The machine event the button sends (none for the disabled 'Out of Stock'). */
  event: 'BUY_NOW' | 'SUBMIT_ADD' | 'SUBMIT_UPDATE' | null;
}

export const BUTTON_KEYS: Record<ItemButtonKind, string> = {
  buyNow: 'item.button.buyNow',
  orderNow: 'item.button.orderNow',
  addToCart: 'item.button.addToCart',
  updateCart: 'item.button.updateCart',
  outOfStock: 'item.button.outOfStock',
};

export interface ButtonFacts {
  /** Stock above 0 and no chosen variation out of stock (untracked stock counts as in stock). */
  inStock: boolean;
  /** Within the availability window. */
  available: boolean;
  campaign: boolean;
  /** The same item with the same variation is in the cart. */
  inCart: boolean;
}

const button = (kind: ItemButtonKind, event: ItemButton['event']): ItemButton => ({
  kind,
  labelKey: BUTTON_KEYS[kind],
  disabled: event == null,
  event,
});

/** The quick view's buttons (spec §4 'Item buttons'). */
export function itemButtons(facts: ButtonFacts): ItemButton[] {
  if (!facts.inStock || !facts.available) return [button('outOfStock', null)];
  if (facts.campaign) return [button('orderNow', 'BUY_NOW')];
  return [
    button('buyNow', 'BUY_NOW'),
    facts.inCart ? button('updateCart', 'SUBMIT_UPDATE') : button('addToCart', 'SUBMIT_ADD'),
  ];
}
