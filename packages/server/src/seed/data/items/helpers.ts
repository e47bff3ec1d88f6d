/** Small helpers that keep the item tables short and readable. */
import type { ChoiceSeed, VariationSeed } from '../types.js';

/** Every combination of the choices' options, in order (first choice varies slowest). */
export function combinations(choices: readonly ChoiceSeed[]): string[][] {
  return choices.reduce<string[][]>(
    (acc, choice) => acc.flatMap((prefix) => choice.options.map((option) => [...prefix, option])),
    [[]],
  );
}

/**
 * One variation per combination of the choices; `price` prices a combination
 * and `stocks` lists each combination's stock in the order of `combinations`.
 */
export function variants(
  choices: readonly ChoiceSeed[],
  price: (options: string[]) => number,
  stocks: readonly number[],
): VariationSeed[] {
  const all = combinations(choices);
  if (stocks.length !== all.length) {
    throw new Error(`expected ${all.length} stock levels, got ${stocks.length}`);
  }
  return all.map((options, i) => ({ options, price: price(options), stock: stocks[i] ?? 0 }));
}

/** Price by a lookup on one option (the one at `index`). */
export function priceBy(index: number, table: Record<string, number>): (options: string[]) => number {
  return (options) => {
    const key = options[index] ?? '';
    const value = table[key];
    if (value === undefined) throw new Error(`no price for option ${key}`);
    return value;
  };
}
