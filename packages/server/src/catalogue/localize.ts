/**
 * An item's catalogue texts in the request's language (issue 15). Beside `name` and
 * `description`, an item's `translations` carry one entry per text inside its JSON columns —
 * option group names and option labels, choice titles and values, nutrition, allergens, generic
 * names, tags and the unit — under the key `<column>:<English text>` (`food_variations:Side`,
 * `allergies:Milk`; the v1 API's translations are key/value pairs per locale, and these keys
 * name the column and the English text they translate). A text without a translation stays
 * English.
 *
 * Option names and labels keep the English text beside the translated one as `key` (choice
 * groups: `keys`), only where the two differ: the cart payload carries the English ones (core's
 * `foodVariationPayload`, variation types), so a line chosen in one language reads in the other.
 * The item cache holds the row with its translations, so every language is built from the same
 * row without another read.
 */
import type { ChoiceOption, FoodVariation } from '../db/schema.js';
import type { Locale } from '../http/env.js';

/** The JSON columns whose texts are translated. */
export type TermColumn =
  | 'food_variations'
  | 'choice_options'
  | 'nutritions'
  | 'allergies'
  | 'generic_name'
  | 'tags'
  | 'unit_type';

/** The translation key of an English text inside an item's JSON column. */
export const termKey = (column: TermColumn, english: string): string => `${column}:${english}`;

/** Translates an item's inner texts into the request's language (English stays as it is). */
export type Localizer = (column: TermColumn) => (english: string) => string;

const same = (english: string) => english;
const identity: Localizer = () => same;

export function itemLocalizer(
  translations: Record<string, Record<string, string>> | null | undefined,
  locale: Locale,
): Localizer {
  if (locale === 'en') return identity;
  const entry = translations?.[locale];
  if (!entry) return identity;
  return (column) => (english) => {
    const value = entry[termKey(column, english)];
    return typeof value === 'string' && value.trim() !== '' ? value : english;
  };
}

/** `food_variations` in the request's language, with the English name and labels as `key`. */
export function localizedFoodVariations(groups: readonly FoodVariation[], localizer: Localizer) {
  const t = localizer('food_variations');
  return groups.map((group) => {
    const name = t(group.name);
    return {
      name,
      ...(name === group.name ? {} : { key: group.name }),
      type: group.type,
      min: group.min,
      max: group.max,
      required: group.required,
      values: group.values.map((value) => {
        const label = t(value.label);
        return {
          label,
          ...(label === value.label ? {} : { key: value.label }),
          optionPrice: value.optionPrice,
          ...(value.stock === undefined ? {} : { stock: value.stock }),
        };
      }),
    };
  });
}

/** `choice_options` in the request's language, with the English values as `keys`. */
export function localizedChoiceOptions(choices: readonly ChoiceOption[], localizer: Localizer) {
  const t = localizer('choice_options');
  return choices.map((choice) => {
    const options = choice.options.map(t);
    const same = options.every((option, i) => option === choice.options[i]);
    return {
      name: choice.name,
      title: t(choice.title),
      options,
      ...(same ? {} : { keys: [...choice.options] }),
    };
  });
}
