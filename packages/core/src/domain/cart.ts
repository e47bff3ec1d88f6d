/**
 * The cart (spec §2 'Cart side drawer', §3 'Cart item', §4 'Add to cart', 'Cart refetch';
 * reference §4.7, §6.1, §6.2). One pipeline for the drawer, checkout and the server: the drawer's
 * Subtotal is the checkout's 'Items price − Discount', and the server charges from the same
 * numbers (the incumbent's drawer and checkout used two pipelines that disagreed).
 *
 * Inputs are plain data: a `CartLine` is a cart entry (id, the item with its prices, the chosen
 * `variation` as the cart payload carries it, the add-ons with per add-on quantities, quantity).
 * The server builds it from its database rows, the clients from `customer/cart/list`.
 *
 * - Line price: `linePrice` of item-price.ts (not written again): the unit (base price or the
 *   matched variation's, plus food option prices) after its discount × quantity, plus add-ons
 *   once per line. A variation that cannot be read back against the item (an option or pack
 *   the item no longer has) makes the line unreadable: it is priced with the item's starting
 *   selection and checkout refuses it (`readable: false`).
 * - Items price: Σ (undiscounted unit × quantity + add-ons) of every line.
 * - Product discount (reference §6.2 aggregate): lines discounted by the running store discount
 *   (`store_discount`, a percent) count towards the store discount, which is 0 while the items
 *   price is below the store discount's `min_purchase`, and capped at its `max_discount` when
 *   that is above 0 (0 means no cap). Lines discounted by their own item discount (or a flash
 *   sale folded into it) always count. The total never exceeds the items price.
 * - Subtotal: items price − product discount (never below 0). This is the base of the coupon,
 *   of the free-delivery progress and (after the coupon) of tax.
 * - One store per cart: a line of another store conflicts (the replace-cart dialog).
 * - Rounding, per line: a line's total and its original are each rounded to `digits`
 *   (`digit_after_decimal_point`, default 2), half away from zero (`roundTo`), which is exactly
 *   what the drawer shows for the line; the line's discount is original − total. The cart's
 *   amounts are sums of these rounded numbers, so the lines shown add up to the Subtotal (except
 *   where the store discount's minimum or cap changes the cart-level discount). See
 *   order-total.ts for the rest of the rule.
 */
import { addOnPayload, addOnsFromLine, countedAddOns, type AddOnQuantity } from './addons.js';
import { itemAddOns, type CatalogItem } from './item.js';
import { linePrice, type LinePrice } from './item-price.js';
import { cleanAmount, roundTo, toAmount } from './money.js';
import { cartScopeKey, type CartScope } from './cart-scope.js';
import type { ModuleType } from './session.js';
import { tracksStock, type QuantityLimits } from './quantity.js';
import {
  initialSelection,
  selectionFromVariation,
  selectionStock,
  type CartVariation,
  type SelectedOption,
} from './variations.js';

/** The item fields a cart line needs (the server's item, or the cart entry's `item`). */
export type CartLineItem = Pick<
  CatalogItem,
  | 'id'
  | 'name'
  | 'store_id'
  | 'price'
  | 'discount'
  | 'discount_type'
  | 'store_discount'
  | 'food_variations'
  | 'choice_options'
  | 'variations'
  | 'stock'
  | 'maximum_cart_quantity'
  | 'add_ons'
  | 'addons'
  // Whether the line needs a prescription at checkout (issue 12, prescription.ts).
  | 'is_prescription_required'
>;

/** A cart entry as the rules read it. */
export interface CartLine {
  /** The cart entry's id (`cart_id`). */
  id: number;
  item: CartLineItem;
  /** `Item` (default) or `ItemCampaign`. */
  itemType?: 'Item' | 'ItemCampaign';
  /** The chosen variation, as the cart payload carries it (reference §4.7). */
  variation: CartVariation;
  /** Add-ons with per add-on quantities. */
  addOns: AddOnQuantity[];
  quantity: number;
}

/** The running store discount's cart-level terms (reference §6.2). */
export interface StoreDiscountTerms {
  /** The store discount applies only from this items price on. */
  min_purchase: number | string | null;
  /** Cap on the whole store discount; 0 means no cap. */
  max_discount: number | string | null;
}

/** A line's prices (item-price.ts) plus what the cart rules need. */
export interface CartLinePrice extends LinePrice {
  lineId: number;
  itemId: number;
  storeId: number;
  /** `total` rounded to the money digits: what the line shows and what it adds to the cart. */
  roundedTotal: number;
  /** `original` rounded to the money digits. */
  roundedOriginal: number;
  /** roundedOriginal − roundedTotal: what the line's own discount takes off. */
  discountAmount: number;
  /** The variation reads back against the item (false: checkout refuses the line). */
  readable: boolean;
  /** The line's stock and cart limit (stock null when not tracked). */
  limits: QuantityLimits;
}

export interface CartTotals {
  lines: CartLinePrice[];
  /** Number of lines (the cart badge). */
  lineCount: number;
  /** Σ quantities. */
  quantity: number;
  /** Σ (unit × quantity + add-ons), rounded: the 'Items price' row. */
  itemsPrice: number;
  /** Σ add-ons, rounded (part of the items price). */
  addOnsPrice: number;
  /** The discount on the products (store discount with its terms, plus item discounts), rounded. */
  productDiscount: number;
  /** Of which from the running store discount (after min purchase and cap), rounded. */
  storeDiscount: number;
  /** itemsPrice − productDiscount: the drawer's Subtotal and the coupon's base. */
  subtotal: number;
  /** The cart's store (the first line's), or null when empty. */
  storeId: number | null;
}

export interface CartTotalsOptions {
  /** The running store discount's terms, or null/absent when none runs. */
  storeDiscount?: StoreDiscountTerms | null;
  /** `digit_after_decimal_point` (default 2). */
  digits?: number;
}

/** Rounds a charged amount to the money digits (the one rounding rule, see order-total.ts). */
export function roundMoney(value: number, digits: number): number {
  return roundTo(cleanAmount(value), digits);
}

/** The line's selection read back from its variation, or null when it cannot be read. */
export function lineSelection(line: CartLine, moduleType: ModuleType): SelectedOption[] | null {
  return selectionFromVariation(line.item, moduleType, line.variation);
}

/** The line's stock (for its chosen variation) and `maximum_cart_quantity`. */
export function lineLimits(line: CartLine, moduleType: ModuleType): QuantityLimits {
  const selected = lineSelection(line, moduleType) ?? initialSelection(line.item, moduleType);
  const stock = tracksStock(moduleType)
    ? selectionStock(line.item, moduleType, selected).stock
    : null;
  const max = line.item.maximum_cart_quantity;
  return { stock, maxCartQuantity: max != null && max > 0 ? max : null };
}

/** Every price of a cart line (see the module notes); `digits` as `digit_after_decimal_point`. */
export function cartLinePrice(line: CartLine, moduleType: ModuleType, digits = 2): CartLinePrice {
  const read = lineSelection(line, moduleType);
  const selected = read ?? initialSelection(line.item, moduleType);
  const addOnList = itemAddOns(line.item);
  const quantity = Math.max(0, Math.floor(line.quantity));
  const price = linePrice(line.item, addOnList, moduleType, {
    selected,
    addOns: addOnsFromLine(addOnList, line.addOns),
    quantity,
  });
  const roundedTotal = roundMoney(price.total, digits);
  const roundedOriginal = roundMoney(price.original, digits);
  return {
    ...price,
    lineId: line.id,
    itemId: line.item.id,
    storeId: line.item.store_id,
    roundedTotal,
    roundedOriginal,
    discountAmount: cleanAmount(Math.max(0, roundedOriginal - roundedTotal)),
    readable: read != null,
    limits: lineLimits(line, moduleType),
  };
}

/** The cart's totals (see the module notes). */
export function cartTotals(
  lines: readonly CartLine[],
  moduleType: ModuleType,
  options: CartTotalsOptions = {},
): CartTotals {
  const digits = options.digits ?? 2;
  const priced = lines.map((l) => cartLinePrice(l, moduleType, digits));
  const sum = (list: readonly CartLinePrice[], pick: (l: CartLinePrice) => number) =>
    cleanAmount(list.reduce((s, l) => s + pick(l), 0));
  const itemsPrice = sum(priced, (l) => l.roundedOriginal);
  const addOnsPrice = roundMoney(
    sum(priced, (l) => l.addOnsTotal),
    digits,
  );
  const storeDiscount = roundMoney(
    aggregateStoreDiscount(
      sum(
        priced.filter((l) => l.discount?.source === 'store'),
        (l) => l.discountAmount,
      ),
      itemsPrice,
      options.storeDiscount ?? null,
    ),
    digits,
  );
  const itemDiscount = sum(
    priced.filter((l) => l.discount?.source === 'item'),
    (l) => l.discountAmount,
  );
  const productDiscount = Math.min(itemsPrice, cleanAmount(storeDiscount + itemDiscount));
  return {
    lines: priced,
    lineCount: priced.length,
    quantity: priced.reduce((s, l) => s + l.quantity, 0),
    itemsPrice,
    addOnsPrice,
    productDiscount,
    storeDiscount: Math.min(storeDiscount, productDiscount),
    subtotal: cleanAmount(Math.max(0, itemsPrice - productDiscount)),
    storeId: priced[0]?.storeId ?? null,
  };
}

/**
 * The store discount of a cart: the lines' store-discount amounts, 0 below `min_purchase`
 * (compared with the items price), capped at `max_discount` when above 0.
 */
export function aggregateStoreDiscount(
  linesDiscount: number,
  itemsPrice: number,
  terms: StoreDiscountTerms | null,
): number {
  const amount = Math.max(0, linesDiscount);
  if (terms == null || amount === 0) return cleanAmount(amount);
  if (itemsPrice < toAmount(terms.min_purchase)) return 0;
  const cap = toAmount(terms.max_discount);
  return cleanAmount(cap > 0 ? Math.min(amount, cap) : amount);
}

// ---------------------------------------------------------------- one store per cart

/** A cart entry as the add-to-cart rules read it (the quick view's `CartLineRef` + store). */
export interface CartEntryRef {
  id: number;
  itemId: number;
  storeId: number;
  variation: CartVariation;
  addOns: AddOnQuantity[];
  quantity: number;
}

/** The entry of a cart line. */
export function cartEntryRef(line: CartLine): CartEntryRef {
  return {
    id: line.id,
    itemId: line.item.id,
    storeId: line.item.store_id,
    variation: line.variation,
    addOns: line.addOns,
    quantity: line.quantity,
  };
}

/** The cart's store, or null when the cart is empty. */
export function cartStoreId(entries: readonly Pick<CartEntryRef, 'storeId'>[]): number | null {
  return entries[0]?.storeId ?? null;
}

/** Whether adding an item of `storeId` conflicts: the cart holds a line of another store. */
export function hasStoreConflict(
  entries: readonly Pick<CartEntryRef, 'storeId'>[],
  storeId: number,
): boolean {
  return entries.some((e) => e.storeId !== storeId);
}

/** Whether every line is of one store. */
export function isSingleStore(entries: readonly Pick<CartEntryRef, 'storeId'>[]): boolean {
  return new Set(entries.map((e) => e.storeId)).size <= 1;
}

// ---------------------------------------------------------------- payloads

/** The add/update body of a line (reference §4.7), `guest_id` added by the API client. */
export interface CartLineBody {
  item_id: number;
  model: 'Item' | 'ItemCampaign';
  /** The undiscounted unit × quantity (the server recomputes prices; see item-price.ts). */
  price: number;
  quantity: number;
  variation: CartVariation;
  add_on_ids: number[];
  add_on_qtys: number[];
}

/** The body of a cart line with `quantity` units (a stepper change, or buy now's `cart`). */
export function cartLineBody(
  line: CartLine,
  moduleType: ModuleType,
  quantity: number = line.quantity,
): CartLineBody {
  const price = cartLinePrice({ ...line, quantity }, moduleType);
  const addOnList = itemAddOns(line.item);
  return {
    item_id: line.item.id,
    model: line.itemType ?? 'Item',
    price: price.cartPrice,
    quantity,
    variation: line.variation,
    ...addOnPayload(countedAddOns(addOnList, addOnsFromLine(addOnList, line.addOns))),
  };
}

// ---------------------------------------------------------------- refetch on module change

// Which cart is shown lives in its own small module (the web header needs it at first paint,
// without the pricing rules of this one).
export { cartScope, cartScopeKey } from './cart-scope.js';
export type { CartKind, CartScope, CartScopeFacts } from './cart-scope.js';

/** Whether the cart must be refetched: the module (or its kind) or the owner changed. */
export function cartNeedsRefetch(previous: CartScope | null, next: CartScope): boolean {
  if (previous == null) return true;
  return JSON.stringify(cartScopeKey(previous)) !== JSON.stringify(cartScopeKey(next));
}
