/**
 * The catalogue item (spec §3 'Item', reference §4.5) and the quick view's buttons
 * (spec §4 'Item buttons').
 *
 * The item's shape, `CatalogItem`, is in `catalog-item.ts` (re-exported here).
 *
 * Buttons: when the item is in stock and available now, Buy Now (Order Now for a campaign
 * item) and, for a non-campaign item, Add to Cart, or Update To Cart when the same item with
 * the same variation is already in the cart. Otherwise one disabled 'Out of Stock'.
 */
import type { AddOn, AddOnQuantity } from './addons.js';
import type { CatalogItem } from './catalog-item.js';
import { variationKey, type CartVariation } from './variations.js';

export type { CatalogItem, ItemCategoryRef, ItemTag } from './catalog-item.js';

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
