/**
 * Variations (spec §3 'Food variation', 'Selected option'; §5; reference §4.5, §4.7, §6.1).
 *
 * Two kinds, by module:
 * - **Food** (`food_variations`): groups of options, `single` (choosing replaces the group's
 *   option) or `multi` (choosing toggles). A `required: 'on'` group with nothing chosen gives
 *   'Variation {name} can not remain without selection.'; a `multi` group with something chosen
 *   (required or optional) must have between `min` and `max` options, else 'Selected variation
 *   named {name} must be in between Minimum {min} and Maximum {max}'. Option prices are added
 *   to the base price with their decimals (never `parseInt`).
 * - **Other modules** (`choice_options` + `variations`): one value per choice group (the first
 *   value of each group is chosen at first); the chosen values, with dashes and spaces ignored,
 *   are matched against each variation's `type` (also with dashes and spaces ignored). The
 *   matched variation's price replaces the base price and its stock applies.
 *
 * A selection is a list of `{ choiceIndex, optionIndex }` kept in a canonical order (by group,
 * then option), so two equal selections are equal lists.
 *
 * Languages (issue 15): the server sends names, labels and choice values in the request's
 * language, with the stable (English) ones beside them as `key` / `keys` when they differ. The
 * cart payload carries the stable ones (`foodVariationPayload`, variation `type`s), so a line
 * added in Arabic reads back in English and the other way round; a payload in the displayed
 * language is read too (`selectionFromFoodPayload`, `stableFoodPayload`).
 *
 * Stock: a chosen variation (or a chosen food option that carries `stock`) with stock 0 blocks
 * the item: toast 'This variation is out of stock. Choose another variation to proceed
 * further.' and inline '*This variation is out of stock'. When an item has choice groups and
 * variations but no variation matches the chosen values, that combination does not exist and
 * is treated the same way (out of stock), rather than silently sold at the base price.
 */
import { cleanAmount, toAmount } from './money.js';
import type { ModuleType } from './session.js';
import type {
  CatalogItem,
  ChoiceOption,
  FoodVariation,
  FoodVariationValue,
  ItemVariation,
} from './catalog-item.js';
import { tracksStock } from './quantity.js';

export type {
  ChoiceOption,
  FoodVariation,
  FoodVariationValue,
  ItemVariation,
} from './catalog-item.js';

/** One chosen option: the group (food variation or choice option) and the option in it. */
export interface SelectedOption {
  choiceIndex: number;
  optionIndex: number;
}

/** The spec's 'Selected option' entity, resolved against the item. */
export interface ResolvedOption extends SelectedOption {
  label: string;
  optionPrice: number;
  isSelected: true;
  type: 'required' | 'optional';
}

/** i18n keys of the variation messages. */
export const VARIATION_KEYS = {
  required: 'item.variation.required',
  range: 'item.variation.range',
  outOfStock: 'item.variation.outOfStock',
  outOfStockInline: 'item.variation.outOfStockInline',
} as const;

/** A message for the UI: translate `key` with `vars`. */
export interface ItemMessage {
  key: string;
  vars?: Record<string, string | number>;
}

export type VariationIssue =
  | { kind: 'required'; choiceIndex: number; name: string }
  | { kind: 'range'; choiceIndex: number; name: string; min: number; max: number };

const byPosition = (a: SelectedOption, b: SelectedOption): number =>
  a.choiceIndex - b.choiceIndex || a.optionIndex - b.optionIndex;

/** The canonical order of a selection (by group, then option), without duplicates. */
export function canonicalSelection(selected: readonly SelectedOption[]): SelectedOption[] {
  const out: SelectedOption[] = [];
  for (const s of [...selected].sort(byPosition)) {
    const last = out.at(-1);
    if (last?.choiceIndex === s.choiceIndex && last.optionIndex === s.optionIndex) continue;
    out.push({ choiceIndex: s.choiceIndex, optionIndex: s.optionIndex });
  }
  return out;
}

/** The server's food variations: a list, or `''`/null when the item has none. */
export function foodVariationsOf(
  value: readonly FoodVariation[] | '' | null | undefined,
): FoodVariation[] {
  return Array.isArray(value) ? [...value] : [];
}

export const isMultiVariation = (v: FoodVariation): boolean => v.type === 'multi';
export const isRequiredVariation = (v: FoodVariation): boolean => v.required === 'on';

/** A group's bounds: `min` (default 0) and `max` (default, or when not above 0: the option count). */
export function variationBounds(v: FoodVariation): { min: number; max: number } {
  const min = Math.max(0, Math.floor(toAmount(v.min)));
  const rawMax = Math.floor(toAmount(v.max));
  return { min, max: rawMax > 0 ? rawMax : v.values.length };
}

/** Whether the group and option exist. */
export function isFoodOption(
  variations: readonly FoodVariation[],
  choiceIndex: number,
  optionIndex: number,
): boolean {
  const group = variations[choiceIndex];
  return (
    group != null &&
    Number.isInteger(optionIndex) &&
    optionIndex >= 0 &&
    optionIndex < group.values.length
  );
}

/** Chooses a food option: replaces within a single group, toggles within a multi group. */
export function chooseFoodOption(
  variations: readonly FoodVariation[],
  selected: readonly SelectedOption[],
  choiceIndex: number,
  optionIndex: number,
): SelectedOption[] {
  const group = variations[choiceIndex];
  if (group == null || !isFoodOption(variations, choiceIndex, optionIndex)) {
    return canonicalSelection(selected);
  }
  const others = selected.filter((s) => s.choiceIndex !== choiceIndex);
  const inGroup = selected.filter((s) => s.choiceIndex === choiceIndex);
  if (!isMultiVariation(group))
    return canonicalSelection([...others, { choiceIndex, optionIndex }]);
  const had = inGroup.some((s) => s.optionIndex === optionIndex);
  const next = had
    ? inGroup.filter((s) => s.optionIndex !== optionIndex)
    : [...inGroup, { choiceIndex, optionIndex }];
  return canonicalSelection([...others, ...next]);
}

/** The chosen options with their labels and prices (spec 'Selected option'). */
export function resolveFoodSelection(
  variations: readonly FoodVariation[],
  selected: readonly SelectedOption[],
): ResolvedOption[] {
  const out: ResolvedOption[] = [];
  for (const s of canonicalSelection(selected)) {
    const group = variations[s.choiceIndex];
    const value = group?.values[s.optionIndex];
    if (group == null || value == null) continue;
    out.push({
      ...s,
      label: value.label,
      optionPrice: toAmount(value.optionPrice),
      isSelected: true,
      type: isRequiredVariation(group) ? 'required' : 'optional',
    });
  }
  return out;
}

/** The sum of the chosen options' prices, decimals kept. */
export function foodOptionsPrice(
  variations: readonly FoodVariation[],
  selected: readonly SelectedOption[],
): number {
  return cleanAmount(
    resolveFoodSelection(variations, selected).reduce((sum, o) => sum + o.optionPrice, 0),
  );
}

/** Every rule a food selection breaks, in group order (spec §5). */
export function foodVariationIssues(
  variations: readonly FoodVariation[],
  selected: readonly SelectedOption[],
): VariationIssue[] {
  const chosen = canonicalSelection(selected);
  const issues: VariationIssue[] = [];
  variations.forEach((group, choiceIndex) => {
    const count = chosen.filter(
      (s) => s.choiceIndex === choiceIndex && s.optionIndex < group.values.length,
    ).length;
    if (count === 0) {
      if (isRequiredVariation(group))
        issues.push({ kind: 'required', choiceIndex, name: group.name });
      return;
    }
    if (!isMultiVariation(group)) return;
    const { min, max } = variationBounds(group);
    if (count < min || count > max) {
      issues.push({ kind: 'range', choiceIndex, name: group.name, min, max });
    }
  });
  return issues;
}

/** The message of an issue. */
export function variationIssueMessage(issue: VariationIssue): ItemMessage {
  if (issue.kind === 'required') {
    return { key: VARIATION_KEYS.required, vars: { name: issue.name } };
  }
  return {
    key: VARIATION_KEYS.range,
    vars: { name: issue.name, min: issue.min, max: issue.max },
  };
}

/** Whether a chosen food option has stock 0 (only options that carry `stock`). */
export function foodSelectionOutOfStock(
  variations: readonly FoodVariation[],
  selected: readonly SelectedOption[],
): boolean {
  return selected.some((s) => {
    const stock = variations[s.choiceIndex]?.values[s.optionIndex]?.stock;
    return stock != null && stock <= 0;
  });
}

// ---------------------------------------------------------------- other modules

/** Whether the choice group and value exist. */
export function isChoice(
  choiceOptions: readonly ChoiceOption[],
  choiceIndex: number,
  optionIndex: number,
): boolean {
  const group = choiceOptions[choiceIndex];
  return (
    group != null &&
    Number.isInteger(optionIndex) &&
    optionIndex >= 0 &&
    optionIndex < group.options.length
  );
}

/** A food group's stable name (what the cart payload carries). */
export const foodGroupKey = (group: FoodVariation): string => group.key || group.name;
/** A food option's stable label (what the cart payload carries). */
export const foodValueKey = (value: FoodVariationValue): string => value.key || value.label;
/** A choice group's stable values (what variation types are made of). */
export const choiceKeys = (group: ChoiceOption): string[] =>
  group.options.map((option, i) => group.keys?.[i] || option);

/** The first value of every choice group (what the quick view starts with). */
export function defaultChoices(choiceOptions: readonly ChoiceOption[]): SelectedOption[] {
  return choiceOptions.flatMap((group, choiceIndex) =>
    group.options.length > 0 ? [{ choiceIndex, optionIndex: 0 }] : [],
  );
}

/** Chooses a value of a choice group: it replaces the group's value. */
export function chooseChoice(
  choiceOptions: readonly ChoiceOption[],
  selected: readonly SelectedOption[],
  choiceIndex: number,
  optionIndex: number,
): SelectedOption[] {
  if (!isChoice(choiceOptions, choiceIndex, optionIndex)) return canonicalSelection(selected);
  return canonicalSelection([
    ...selected.filter((s) => s.choiceIndex !== choiceIndex),
    { choiceIndex, optionIndex },
  ]);
}

/** The chosen stable values in group order (what a variation `type` is made of). */
export function chosenValues(
  choiceOptions: readonly ChoiceOption[],
  selected: readonly SelectedOption[],
): string[] {
  return canonicalSelection(selected).flatMap((s) => {
    const group = choiceOptions[s.choiceIndex];
    const value = group == null ? undefined : choiceKeys(group)[s.optionIndex];
    return value == null ? [] : [value];
  });
}

/** The chosen values as displayed (the request's language), in group order. */
export function chosenLabels(
  choiceOptions: readonly ChoiceOption[],
  selected: readonly SelectedOption[],
): string[] {
  return canonicalSelection(selected).flatMap((s) => {
    const value = choiceOptions[s.choiceIndex]?.options[s.optionIndex];
    return value == null ? [] : [value];
  });
}

/** A variation type or value list with dashes and white space removed ('Red - X L' → 'RedXL'). */
export function normalizeVariationType(text: string): string {
  return text.replace(/[\s-]+/g, '');
}

/** The variation whose `type` matches the chosen values (dashes and spaces ignored), or null. */
export function matchVariation(
  variations: readonly ItemVariation[],
  values: readonly string[],
): ItemVariation | null {
  const wanted = normalizeVariationType(values.join(''));
  return variations.find((v) => normalizeVariationType(v.type) === wanted) ?? null;
}

/**
 * The choices that produce a variation type (the inverse of matching), or null. Used to
 * reopen a cart line of a non-food item with its variation chosen.
 */
export function choicesForType(
  choiceOptions: readonly ChoiceOption[],
  type: string,
): SelectedOption[] | null {
  const target = normalizeVariationType(type);
  const search = (group: number, rest: string): SelectedOption[] | null => {
    if (group === choiceOptions.length) return rest === '' ? [] : null;
    const entry = choiceOptions[group];
    const options = entry == null ? [] : choiceKeys(entry);
    if (options.length === 0) return search(group + 1, rest);
    for (let i = 0; i < options.length; i += 1) {
      const piece = normalizeVariationType(options[i] ?? '');
      if (!rest.startsWith(piece)) continue;
      const tail = search(group + 1, rest.slice(piece.length));
      if (tail != null) return [{ choiceIndex: group, optionIndex: i }, ...tail];
    }
    return null;
  };
  return search(0, target);
}

// ---------------------------------------------------------------- cart payload

/** A food variation in the cart payload: `{ name, values: { label: [...] } }` (reference §4.7). */
export interface FoodVariationChoice {
  name: string;
  values: { label: string[] };
}

/** The `variation` of a cart line: food choices, or the matched variation (`[{type, price, stock}]`). */
export type CartVariation = readonly (FoodVariationChoice | ItemVariation)[];

const isFoodChoice = (v: FoodVariationChoice | ItemVariation): v is FoodVariationChoice =>
  'values' in v && v.values != null && typeof v.values === 'object';

/**
 * The food payload of a selection: one entry per group with something chosen, by the stable
 * names and labels, so it reads the same whatever the language it was chosen in.
 */
export function foodVariationPayload(
  variations: readonly FoodVariation[],
  selected: readonly SelectedOption[],
): FoodVariationChoice[] {
  const chosen = canonicalSelection(selected);
  return variations.flatMap((group, choiceIndex) => {
    const labels = chosen
      .filter((s) => s.choiceIndex === choiceIndex)
      .flatMap((s) => {
        const value = group.values[s.optionIndex];
        return value == null ? [] : [foodValueKey(value)];
      });
    return labels.length > 0 ? [{ name: foodGroupKey(group), values: { label: labels } }] : [];
  });
}

/** The group a payload entry names: by its stable name, else by the displayed one. */
function payloadGroup(variations: readonly FoodVariation[], name: string): number {
  const byKey = variations.findIndex((g) => foodGroupKey(g) === name);
  return byKey >= 0 ? byKey : variations.findIndex((g) => g.name === name);
}

/** The option a payload label names in a group: by its stable label, else by the displayed one. */
function payloadOption(group: FoodVariation, label: string): number {
  const byKey = group.values.findIndex((v) => foodValueKey(v) === label);
  return byKey >= 0 ? byKey : group.values.findIndex((v) => v.label === label);
}

/**
 * A food cart variation back to a selection (unknown names and labels are dropped). Groups are
 * found by name, as the server does (reference §6.1), so an item's group names are unique; the
 * stable (English) names and labels and those of the item's language are both read.
 */
export function selectionFromFoodPayload(
  variations: readonly FoodVariation[],
  payload: CartVariation,
): SelectedOption[] {
  const out: SelectedOption[] = [];
  for (const entry of payload) {
    if (!isFoodChoice(entry)) continue;
    const choiceIndex = payloadGroup(variations, entry.name);
    const group = variations[choiceIndex];
    if (group == null) continue;
    const labels = Array.isArray(entry.values.label) ? entry.values.label : [];
    for (const label of labels) {
      const optionIndex = payloadOption(group, label);
      if (optionIndex >= 0) out.push({ choiceIndex, optionIndex });
    }
  }
  return canonicalSelection(out);
}

/**
 * A food payload with every known name and label replaced by its stable one, entries and labels
 * in the order sent; unknown names and labels are kept as sent (so the payload no longer equals
 * the canonical one and the server refuses it).
 */
export function stableFoodPayload(
  variations: readonly FoodVariation[],
  payload: CartVariation,
): CartVariation {
  return payload.map((entry) => {
    if (!isFoodChoice(entry)) return entry;
    const group = variations[payloadGroup(variations, entry.name)];
    if (group == null) return entry;
    const labels = Array.isArray(entry.values.label) ? entry.values.label : [];
    return {
      name: foodGroupKey(group),
      values: {
        label: labels.map((label) => {
          const value = group.values[payloadOption(group, label)];
          return value == null ? label : foodValueKey(value);
        }),
      },
    };
  });
}

/**
 * How a cart line's variation reads in the item's language: `Name: label, label` per food group
 * (names and labels found by their stable or displayed text, unknown ones kept as sent), or the
 * chosen choice values joined by ' - ' for the other modules (the `type` itself when it cannot
 * be read back to choices).
 */
export function variationLabels(
  item: Pick<VariationFields, 'food_variations' | 'choice_options'>,
  variation: CartVariation,
): string[] {
  const groups = foodVariationsOf(item.food_variations);
  const choices = [...(item.choice_options ?? [])];
  return variation.flatMap((entry) => {
    if (isFoodChoice(entry)) {
      const labels = Array.isArray(entry.values.label) ? entry.values.label : [];
      if (labels.length === 0) return [];
      const group = groups[payloadGroup(groups, entry.name)];
      const shown = labels.map((label) => {
        const value = group == null ? undefined : group.values[payloadOption(group, label)];
        return value?.label ?? label;
      });
      return [`${group?.name ?? entry.name}: ${shown.join(', ')}`];
    }
    if (!('type' in entry) || entry.type.trim() === '') return [];
    const picked = choices.length > 0 ? choicesForType(choices, entry.type) : null;
    return [picked == null ? entry.type : chosenLabels(choices, picked).join(' - ')];
  });
}

/**
 * A key that is equal for two cart variations exactly when they are the same variation:
 * food by group name and labels (order-free), others by the normalised `type` of the first
 * entry (reference §4.7: the first element's `type` is matched).
 */
export function variationKey(variation: CartVariation | null | undefined): string {
  const entries = variation ?? [];
  const food = entries.filter(isFoodChoice);
  if (food.length > 0) {
    const groups = food
      .map(
        (g) => [g.name, [...(Array.isArray(g.values.label) ? g.values.label : [])].sort()] as const,
      )
      .filter(([, labels]) => labels.length > 0)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return groups.length > 0 ? `food:${JSON.stringify(groups)}` : '';
  }
  const first = entries[0];
  return first != null && 'type' in first ? `type:${normalizeVariationType(first.type)}` : '';
}

// ---------------------------------------------------------------- one item, by module

/** The item fields the variation rules read. */
export type VariationFields = Pick<
  CatalogItem,
  'food_variations' | 'choice_options' | 'variations' | 'stock' | 'price'
>;

/** Food items use `food_variations`; the other modules use `choice_options` + `variations`. */
export const usesFoodVariations = (moduleType: ModuleType | null | undefined): boolean =>
  moduleType === 'food';

const choiceOptionsOf = (item: VariationFields): ChoiceOption[] => [...(item.choice_options ?? [])];
const variationsOf = (item: VariationFields): ItemVariation[] => [...(item.variations ?? [])];

/** What the quick view starts with: nothing for food, the first value of each group otherwise. */
export function initialSelection(item: VariationFields, moduleType: ModuleType): SelectedOption[] {
  return usesFoodVariations(moduleType) ? [] : defaultChoices(choiceOptionsOf(item));
}

/** Whether `choiceIndex`/`optionIndex` names an option of the item. */
export function isItemOption(
  item: VariationFields,
  moduleType: ModuleType,
  choiceIndex: number,
  optionIndex: number,
): boolean {
  return usesFoodVariations(moduleType)
    ? isFoodOption(foodVariationsOf(item.food_variations), choiceIndex, optionIndex)
    : isChoice(choiceOptionsOf(item), choiceIndex, optionIndex);
}

/** Chooses an option of the item (food: replace or toggle; others: replace). */
export function chooseItemOption(
  item: VariationFields,
  moduleType: ModuleType,
  selected: readonly SelectedOption[],
  choiceIndex: number,
  optionIndex: number,
): SelectedOption[] {
  return usesFoodVariations(moduleType)
    ? chooseFoodOption(foodVariationsOf(item.food_variations), selected, choiceIndex, optionIndex)
    : chooseChoice(choiceOptionsOf(item), selected, choiceIndex, optionIndex);
}

/** The variation rules the selection breaks (food only; a choice group always has a value). */
export function selectionIssues(
  item: VariationFields,
  moduleType: ModuleType,
  selected: readonly SelectedOption[],
): VariationIssue[] {
  return usesFoodVariations(moduleType)
    ? foodVariationIssues(foodVariationsOf(item.food_variations), selected)
    : [];
}

/** The variation the choices match, for a non-food item with choice groups and variations. */
export function matchedVariation(
  item: VariationFields,
  moduleType: ModuleType,
  selected: readonly SelectedOption[],
): ItemVariation | null {
  if (usesFoodVariations(moduleType)) return null;
  const groups = choiceOptionsOf(item);
  const variations = variationsOf(item);
  if (groups.length === 0 || variations.length === 0) return null;
  return matchVariation(variations, chosenValues(groups, selected));
}

export interface SelectionStock {
  /** Units available for the chosen variation (or the item), or null when not tracked. */
  stock: number | null;
  /** A chosen variation or option has stock 0 (or the chosen combination does not exist). */
  variationOutOfStock: boolean;
  /** Stock above 0 (or not tracked) and no chosen variation out of stock. */
  inStock: boolean;
}

/** The stock that applies to the selection (spec §4 'Item buttons', reference §6.1). */
export function selectionStock(
  item: VariationFields,
  moduleType: ModuleType,
  selected: readonly SelectedOption[],
): SelectionStock {
  if (usesFoodVariations(moduleType)) {
    const out = foodSelectionOutOfStock(foodVariationsOf(item.food_variations), selected);
    return { stock: null, variationOutOfStock: out, inStock: !out };
  }
  const tracked = tracksStock(moduleType);
  const hasVariations = choiceOptionsOf(item).length > 0 && variationsOf(item).length > 0;
  if (hasVariations) {
    const variation = matchedVariation(item, moduleType, selected);
    if (variation == null)
      return { stock: tracked ? 0 : null, variationOutOfStock: true, inStock: false };
    const stock = tracked ? Math.max(0, Math.floor(toAmount(variation.stock))) : null;
    const out = stock != null && stock <= 0;
    return { stock, variationOutOfStock: out, inStock: !out };
  }
  const stock = tracked ? Math.max(0, Math.floor(toAmount(item.stock))) : null;
  return { stock, variationOutOfStock: false, inStock: stock == null || stock > 0 };
}

/** The cart payload `variation` of the selection (reference §4.7). */
export function selectionVariation(
  item: VariationFields,
  moduleType: ModuleType,
  selected: readonly SelectedOption[],
): CartVariation {
  if (usesFoodVariations(moduleType)) {
    return foodVariationPayload(foodVariationsOf(item.food_variations), selected);
  }
  const v = matchedVariation(item, moduleType, selected);
  return v == null ? [] : [{ type: v.type, price: toAmount(v.price), stock: v.stock ?? null }];
}

/** A cart line's variation back to the quick view's selection (null when it cannot be read). */
export function selectionFromVariation(
  item: VariationFields,
  moduleType: ModuleType,
  variation: CartVariation,
): SelectedOption[] | null {
  if (usesFoodVariations(moduleType)) {
    return selectionFromFoodPayload(foodVariationsOf(item.food_variations), variation);
  }
  const first = variation[0];
  if (first == null || !('type' in first)) return initialSelection(item, moduleType);
  return choicesForType(choiceOptionsOf(item), first.type);
}
