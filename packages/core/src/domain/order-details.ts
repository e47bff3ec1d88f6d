/**
 * An order's lines as the order details show them (issue 12; reference §4.12 'Order details'):
 * the options chosen (a food group with its values, 'Size: Large', or a variation, '2kg'), the
 * add-ons with their quantities, and the amounts the server stored at placement: the unit price
 * with its options, the discount on one unit, and the line's total,
 * (price − discount) × quantity + add-ons (item-price.ts's total).
 */
import { roundMoney } from './cart.js';
import { cleanAmount, toAmount } from './money.js';
import type { CatalogItem } from './catalog-item.js';
import { variationLabels, type CartVariation } from './variations.js';

/** What the rules read of an order detail (the v1 `order_details` row). */
export interface OrderDetailFacts {
  variation?: readonly unknown[] | null;
  /** The item as it was at placement: its options' names and labels in that language. */
  item_details?: object | null;
  add_ons?:
    | readonly {
        name?: string | null;
        price?: number | string | null;
        quantity?: number | string | null;
      }[]
    | null;
  price: number | string;
  quantity: number | string;
  discount_on_item?: number | string | null;
  total_add_on_price?: number | string | null;
}

export interface OrderLineView {
  options: string[];
  addOns: { name: string; quantity: number; price: number }[];
  quantity: number;
  /** The unit price after its discount. */
  unitPrice: number;
  /** The unit price before the discount, when there is one (shown struck through). */
  originalUnitPrice: number | null;
  total: number;
}

/**
 * The chosen options of a stored variation, as people read them: with the item's snapshot, in
 * its language (the stable names and labels stored are looked up in it, core's
 * `variationLabels`).
 */
export function orderLineOptions(
  variation: readonly unknown[] | null | undefined,
  item?: OrderDetailFacts['item_details'],
): string[] {
  if (typeof item === 'object' && item !== null && Array.isArray(variation)) {
    const wellFormed = variation.every(
      (entry) =>
        typeof entry === 'object' &&
        entry !== null &&
        ((typeof (entry as { name?: unknown }).name === 'string' &&
          typeof (entry as { values?: unknown }).values === 'object' &&
          (entry as { values?: unknown }).values !== null) ||
          typeof (entry as { type?: unknown }).type === 'string'),
    );
    const options = item as Pick<CatalogItem, 'food_variations' | 'choice_options'>;
    if (wellFormed) return variationLabels(options, variation as CartVariation);
  }
  return (variation ?? []).flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const v = entry as { name?: unknown; values?: { label?: unknown }; type?: unknown };
    if (typeof v.name === 'string' && v.values) {
      const labels = Array.isArray(v.values.label)
        ? v.values.label.filter((l): l is string => typeof l === 'string' && l.trim() !== '')
        : [];
      return labels.length > 0 ? [`${v.name}: ${labels.join(', ')}`] : [];
    }
    return typeof v.type === 'string' && v.type.trim() !== '' ? [v.type] : [];
  });
}

/** One line of an order as the details show it (`digits`: the money's decimal digits). */
export function orderLineView(detail: OrderDetailFacts, digits = 2): OrderLineView {
  const quantity = Math.max(0, Math.trunc(toAmount(detail.quantity)));
  const price = toAmount(detail.price);
  const discount = Math.max(0, toAmount(detail.discount_on_item));
  const unitPrice = roundMoney(cleanAmount(Math.max(0, price - discount)), digits);
  const addOnTotal = Math.max(0, toAmount(detail.total_add_on_price));
  return {
    options: orderLineOptions(detail.variation, detail.item_details),
    addOns: (detail.add_ons ?? [])
      .map((a) => ({
        name: (a.name ?? '').trim(),
        quantity: Math.max(0, Math.trunc(toAmount(a.quantity))),
        price: toAmount(a.price),
      }))
      .filter((a) => a.quantity > 0 && a.name !== ''),
    quantity,
    unitPrice,
    originalUnitPrice: discount > 0 ? roundMoney(price, digits) : null,
    total: roundMoney(cleanAmount(unitPrice * quantity + addOnTotal), digits),
  };
}
