/**
 * What a UI reads from `itemConfigMachine`'s context (`itemConfigView`: the quick view; the
 * cart line payload; why a submit is refused); the machine decides with the same reads.
 */
import { addOnPayload, countedAddOns } from '../domain/addons.js';
import { availabilityWindow, isAvailableAt } from '../domain/availability.js';
import { findCartLine, itemAddOns, itemButtons } from '../domain/item.js';
import { linePrice } from '../domain/item-price.js';
import {
  canDecrement,
  formatQuantity,
  incrementBlock,
  quantityBlock,
  QUANTITY_KEYS,
  type QuantityBlock,
  type QuantityLimits,
} from '../domain/quantity.js';
import {
  selectionIssues,
  selectionStock,
  selectionVariation,
  VARIATION_KEYS,
  variationIssueMessage,
} from '../domain/variations.js';
import type {
  CartLinePayload,
  ItemConfigContext,
  ItemConfigView,
  ItemNotifyParams,
} from './item-config.types.js';

export function limitsOf(context: ItemConfigContext, stock: number | null): QuantityLimits {
  return { stock, maxCartQuantity: context.item.maximum_cart_quantity ?? null };
}

/** The quick view's derived state (see `ItemConfigView`). */
export function itemConfigView(context: ItemConfigContext): ItemConfigView {
  const { item, moduleType, selected, quantity } = context;
  const addOnList = itemAddOns(item);
  const stockState = selectionStock(item, moduleType, selected);
  const issues = selectionIssues(item, moduleType, selected);
  const price = linePrice(item, addOnList, moduleType, {
    selected,
    addOns: context.addOns,
    quantity,
  });
  const available = isAvailableAt(item, context.timeOfDay);
  const variation = selectionVariation(item, moduleType, selected);
  const cartLine = findCartLine(context.cartLines, item.id, variation);
  const limits = limitsOf(context, stockState.stock);
  return {
    available,
    window: availabilityWindow(item),
    stock: stockState.stock,
    inStock: stockState.inStock,
    variationOutOfStock: stockState.variationOutOfStock,
    stockMessage: stockState.variationOutOfStock ? { key: VARIATION_KEYS.outOfStockInline } : null,
    issues,
    messages: issues.map(variationIssueMessage),
    valid:
      issues.length === 0 &&
      !stockState.variationOutOfStock &&
      quantityBlock(quantity, limits) == null,
    price,
    buttons: itemButtons({
      inStock: stockState.inStock,
      available,
      campaign: context.campaign,
      inCart: cartLine != null,
    }),
    cartLine,
    canIncrement: incrementBlock(quantity, limits) == null,
    canDecrement: canDecrement(quantity, price.total),
    quantityLabel: formatQuantity(quantity),
    variation,
    addOns: countedAddOns(addOnList, context.addOns),
  };
}

/** The add-to-cart body of the current configuration. */
export function cartLinePayload(context: ItemConfigContext): CartLinePayload {
  const view = itemConfigView(context);
  return {
    item_id: context.item.id,
    model: context.campaign ? 'ItemCampaign' : 'Item',
    price: view.price.cartPrice,
    quantity: context.quantity,
    variation: view.variation,
    ...addOnPayload(view.addOns),
  };
}

const QUANTITY_TOASTS: Record<QuantityBlock, string> = {
  outOfStock: QUANTITY_KEYS.outOfStock,
  outOfLimits: QUANTITY_KEYS.outOfLimits,
};

/** Why a submit is refused (the toast to show), or null. */
export function submitIssue(context: ItemConfigContext): ItemNotifyParams | null {
  const view = itemConfigView(context);
  if (view.variationOutOfStock) return { kind: 'error', key: VARIATION_KEYS.outOfStock };
  const first = view.messages[0];
  if (first != null) return { kind: 'error', key: first.key, vars: first.vars ?? {} };
  const block = quantityBlock(context.quantity, limitsOf(context, view.stock));
  if (block != null) return { kind: 'error', key: QUANTITY_TOASTS[block] };
  return null;
}
