/**
 * Add-ons (spec §3 'Add-on', 'Selected add-on'; §5; reference §6.1).
 *
 * - An add-on counts only when it is checked with a quantity above 0.
 * - A line's add-ons cost Σ price × add-on quantity, added once per line: not multiplied by
 *   the item quantity, and never discounted.
 * - The cart payload carries `add_on_ids` with the **per add-on** quantities in
 *   `add_on_qtys` (the incumbent sent a running cumulative sum; that bug is not repeated).
 * - In the quick view, checking an add-on gives it quantity 1 (or keeps its quantity);
 *   setting its quantity to 0 unchecks it; setting a quantity above 0 checks it.
 */
import { cleanAmount, toAmount } from './money.js';

export interface AddOn {
  id: number;
  name: string;
  /** The server sends numbers or numeric strings. */
  price: number | string;
  store_id?: number;
  /** Set on cart entries (reference §4.7). */
  isChecked?: boolean;
  quantity?: number;
}

/** The spec's 'Selected add-on'. */
export interface SelectedAddOn {
  id: number;
  isChecked: boolean;
  quantity: number;
}

/** An add-on and quantity of a line (`id` + `quantity` of a counted add-on). */
export interface AddOnQuantity {
  id: number;
  quantity: number;
}

/** Whether a selected add-on counts: checked with a quantity above 0. */
export function countsAddOn(selected: SelectedAddOn): boolean {
  return selected.isChecked && selected.quantity > 0;
}

/** The add-ons that count, with their quantities (only add-ons the item has, in its order). */
export function countedAddOns(
  addOns: readonly AddOn[],
  selected: readonly SelectedAddOn[],
): AddOnQuantity[] {
  return addOns.flatMap((a) => {
    const s = selected.find((x) => x.id === a.id);
    return s != null && countsAddOn(s) ? [{ id: a.id, quantity: Math.floor(s.quantity) }] : [];
  });
}

/** Σ price × quantity of the add-ons that count (once per line). */
export function addOnsTotal(addOns: readonly AddOn[], selected: readonly SelectedAddOn[]): number {
  return cleanAmount(
    countedAddOns(addOns, selected).reduce((sum, c) => {
      const addOn = addOns.find((a) => a.id === c.id);
      return sum + toAmount(addOn?.price) * c.quantity;
    }, 0),
  );
}

/** The quick view's starting state: every add-on unchecked with quantity 1. */
export function initialAddOns(addOns: readonly AddOn[]): SelectedAddOn[] {
  return addOns.map((a) => ({ id: a.id, isChecked: false, quantity: 1 }));
}

/** The quick view's state for a cart line's add-ons (others unchecked). */
export function addOnsFromLine(
  addOns: readonly AddOn[],
  line: readonly AddOnQuantity[],
): SelectedAddOn[] {
  return addOns.map((a) => {
    const q = line.find((l) => l.id === a.id)?.quantity ?? 0;
    return q > 0
      ? { id: a.id, isChecked: true, quantity: q }
      : { id: a.id, isChecked: false, quantity: 1 };
  });
}

/** Checks or unchecks an add-on; checking one whose quantity is 0 gives it 1. */
export function toggleAddOn(selected: readonly SelectedAddOn[], id: number): SelectedAddOn[] {
  return selected.map((s) => {
    if (s.id !== id) return s;
    if (s.isChecked) return { ...s, isChecked: false };
    return { id, isChecked: true, quantity: s.quantity > 0 ? s.quantity : 1 };
  });
}

/** Sets an add-on's quantity (a whole number ≥ 0); 0 unchecks it, more checks it. */
export function setAddOnQuantity(
  selected: readonly SelectedAddOn[],
  id: number,
  quantity: number,
): SelectedAddOn[] {
  const q = Math.max(0, Math.floor(quantity));
  return selected.map((s) => (s.id === id ? { id, isChecked: q > 0, quantity: q } : s));
}

/** The cart payload fields: ids and per add-on quantities, index for index. */
export function addOnPayload(counted: readonly AddOnQuantity[]): {
  add_on_ids: number[];
  add_on_qtys: number[];
} {
  return { add_on_ids: counted.map((c) => c.id), add_on_qtys: counted.map((c) => c.quantity) };
}

/** A cart entry's `add_on_ids` / `add_on_qtys` back to quantities (a missing quantity is 1). */
export function addOnsFromPayload(
  ids: readonly number[],
  qtys: readonly number[],
): AddOnQuantity[] {
  return ids.map((id, i) => ({ id, quantity: qtys[i] ?? 1 })).filter((c) => c.quantity > 0);
}

/** Whether two lines have the same add-ons with the same quantities (order-free). */
export function sameAddOns(a: readonly AddOnQuantity[], b: readonly AddOnQuantity[]): boolean {
  const key = (list: readonly AddOnQuantity[]) =>
    JSON.stringify(
      list
        .filter((c) => c.quantity > 0)
        .map((c) => [c.id, c.quantity])
        .sort((x, y) => (x[0] ?? 0) - (y[0] ?? 0)),
    );
  return key(a) === key(b);
}
