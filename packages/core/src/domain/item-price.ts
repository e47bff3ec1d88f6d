/**
 * The price of an item line (spec §3 'Cart item', §9; reference §6.1, §6.2). One place for it:
 * the quick view, the cart drawer and checkout use these, and so does the server.
 *
 * - Unit price: the base price, or the matched variation's price (which replaces it), plus the
 *   chosen food options' prices, decimals kept (never `parseInt`).
 * - Discounted unit: the unit after the discount that applies (store discount first), never
 *   below 0.
 * - Line total: discounted unit × quantity + add-ons (add-ons once per line, never discounted).
 * - Original (the struck-through price): unit × quantity + add-ons, shown when above the total.
 * - Cart price (`price` of the add-to-cart payload): the undiscounted unit × quantity, as the
 *   reference client sends it; the server recomputes prices from its own data.
 */
import { addOnsTotal, type AddOn, type SelectedAddOn } from './addons.js';
import { discountedUnitPrice, effectiveDiscount, type Discount } from './discount.js';
import type { CatalogItem } from './item.js';
import { cleanAmount, toAmount } from './money.js';
import type { ModuleType } from './session.js';
import {
  foodOptionsPrice,
  foodVariationsOf,
  matchedVariation,
  usesFoodVariations,
  type SelectedOption,
} from './variations.js';

export type PricedItem = Pick<
  CatalogItem,
  | 'price'
  | 'discount'
  | 'discount_type'
  | 'store_discount'
  | 'food_variations'
  | 'choice_options'
  | 'variations'
  | 'stock'
>;

export interface LineSelection {
  selected: readonly SelectedOption[];
  addOns: readonly SelectedAddOn[];
  quantity: number;
}

export interface LinePrice {
  /** The item's price, or the matched variation's price that replaces it. */
  basePrice: number;
  /** Σ chosen food options' prices. */
  optionsPrice: number;
  /** basePrice + optionsPrice. */
  unitPrice: number;
  discount: Discount | null;
  discountedUnitPrice: number;
  quantity: number;
  addOnsTotal: number;
  /** discountedUnitPrice × quantity + addOnsTotal. */
  total: number;
  /** unitPrice × quantity + addOnsTotal: the struck-through price. */
  original: number;
  /** Whether the original is shown struck through (a discount lowers the total). */
  showOriginal: boolean;
  /** unitPrice × quantity: the `price` sent with add to cart. */
  cartPrice: number;
}

/** The unit price of a selection: base (or matched variation) price + food option prices. */
export function unitPrice(
  item: PricedItem,
  moduleType: ModuleType,
  selected: readonly SelectedOption[],
): { basePrice: number; optionsPrice: number; unitPrice: number } {
  if (usesFoodVariations(moduleType)) {
    const basePrice = toAmount(item.price);
    const optionsPrice = foodOptionsPrice(foodVariationsOf(item.food_variations), selected);
    return { basePrice, optionsPrice, unitPrice: cleanAmount(basePrice + optionsPrice) };
  }
  const variation = matchedVariation(item, moduleType, selected);
  const basePrice = toAmount(variation == null ? item.price : variation.price);
  return { basePrice, optionsPrice: 0, unitPrice: basePrice };
}

/** Every price of a line (see the module notes). */
export function linePrice(
  item: PricedItem,
  addOns: readonly AddOn[],
  moduleType: ModuleType,
  selection: LineSelection,
): LinePrice {
  const unit = unitPrice(item, moduleType, selection.selected);
  const discount = effectiveDiscount(item);
  const discounted = discountedUnitPrice(unit.unitPrice, discount);
  const extras = addOnsTotal(addOns, selection.addOns);
  const q = selection.quantity;
  const total = cleanAmount(discounted * q + extras);
  const original = cleanAmount(unit.unitPrice * q + extras);
  return {
    ...unit,
    discount,
    discountedUnitPrice: discounted,
    quantity: q,
    addOnsTotal: extras,
    total,
    original,
    showOriginal: original > total,
    cartPrice: cleanAmount(unit.unitPrice * q),
  };
}
