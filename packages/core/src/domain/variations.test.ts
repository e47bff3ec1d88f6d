import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { translate } from '../i18n/index.js';
import {
  canonicalSelection,
  chooseChoice,
  chooseFoodOption,
  choicesForType,
  chosenValues,
  defaultChoices,
  foodOptionsPrice,
  foodVariationIssues,
  foodVariationPayload,
  matchVariation,
  normalizeVariationType,
  selectionFromFoodPayload,
  selectionStock,
  stableFoodPayload,
  variationIssueMessage,
  variationKey,
  variationLabels,
  type ChoiceOption,
  type FoodVariation,
  type SelectedOption,
} from './variations.js';

const label = fc.string({ unit: fc.constantFrom(...'abcdefghij'), minLength: 1, maxLength: 6 });

/** Food variations with unique labels per group; prices with cents (sometimes as strings). */
const foodVariation: fc.Arbitrary<FoodVariation> = fc
  .record({
    name: label.map((s) => `V ${s}`),
    type: fc.constantFrom('single', 'multi'),
    required: fc.constantFrom('on', 'off'),
    labels: fc.uniqueArray(label, { minLength: 1, maxLength: 5 }),
    prices: fc.array(fc.integer({ min: 0, max: 2000 }), { minLength: 5, maxLength: 5 }),
    asString: fc.boolean(),
    min: fc.integer({ min: 0, max: 3 }),
    extra: fc.integer({ min: 0, max: 3 }),
  })
  .map((r) => ({
    name: r.name,
    type: r.type,
    required: r.required,
    min: r.min,
    max: r.min + r.extra,
    values: r.labels.map((l, i) => ({
      label: l,
      optionPrice: r.asString ? (r.prices[i]! / 100).toFixed(2) : r.prices[i]! / 100,
    })),
  }));

// Group names identify groups in the cart payload (as on the server), so they are unique.
const foodVariations = fc.uniqueArray(foodVariation, {
  minLength: 1,
  maxLength: 4,
  selector: (v) => v.name,
});

/** A selection of existing options (possibly breaking single/multi rules). */
const selectionOf = (variations: FoodVariation[]) =>
  fc.array(
    fc
      .integer({ min: 0, max: variations.length - 1 })
      .chain((choiceIndex) =>
        fc
          .integer({ min: 0, max: variations[choiceIndex]!.values.length - 1 })
          .map((optionIndex) => ({ choiceIndex, optionIndex })),
      ),
    { maxLength: 8 },
  );

/** Valid food selections built by choosing (the way the quick view builds them). */
const chosenFood = foodVariations.chain((variations) =>
  selectionOf(variations).map((picks) => ({
    variations,
    selected: picks.reduce<SelectedOption[]>(
      (sel, p) => chooseFoodOption(variations, sel, p.choiceIndex, p.optionIndex),
      [],
    ),
    picks,
  })),
);

const inGroup = (selected: readonly SelectedOption[], g: number) =>
  selected.filter((s) => s.choiceIndex === g).map((s) => s.optionIndex);

describe('food variations (properties)', () => {
  it('a single choice replaces the option of its group and leaves the others', () => {
    fc.assert(
      fc.property(chosenFood, fc.nat(), fc.nat(), ({ variations, selected }, g0, o0) => {
        const g = g0 % variations.length;
        const group = variations[g]!;
        fc.pre(group.type === 'single');
        const o = o0 % group.values.length;
        const next = chooseFoodOption(variations, selected, g, o);
        expect(inGroup(next, g)).toEqual([o]);
        for (let other = 0; other < variations.length; other += 1) {
          if (other !== g) expect(inGroup(next, other)).toEqual(inGroup(selected, other));
        }
      }),
    );
  });

  it('a multi choice toggles: once adds or removes that option, twice restores the selection', () => {
    fc.assert(
      fc.property(chosenFood, fc.nat(), fc.nat(), ({ variations, selected }, g0, o0) => {
        const g = g0 % variations.length;
        const group = variations[g]!;
        fc.pre(group.type === 'multi');
        const o = o0 % group.values.length;
        const had = inGroup(selected, g).includes(o);
        const once = chooseFoodOption(variations, selected, g, o);
        expect(inGroup(once, g).includes(o)).toBe(!had);
        expect(inGroup(once, g).filter((x) => x !== o)).toEqual(
          inGroup(selected, g).filter((x) => x !== o),
        );
        expect(chooseFoodOption(variations, once, g, o)).toEqual(canonicalSelection(selected));
      }),
    );
  });

  it('a single group never holds more than one option', () => {
    fc.assert(
      fc.property(chosenFood, ({ variations, selected }) => {
        variations.forEach((v, g) => {
          if (v.type === 'single') expect(inGroup(selected, g).length).toBeLessThanOrEqual(1);
        });
      }),
    );
  });

  it('reports required groups without selection and multi groups outside min..max (optional too)', () => {
    fc.assert(
      fc.property(chosenFood, ({ variations, selected }) => {
        const expected = variations.flatMap((v, g) => {
          const count = inGroup(selected, g).length;
          const max = v.max as number;
          const min = v.min as number;
          const effectiveMax = max > 0 ? max : v.values.length;
          if (count === 0) return v.required === 'on' ? [`required:${v.name}`] : [];
          if (v.type === 'multi' && (count < min || count > effectiveMax)) {
            return [`range:${v.name}:${min}:${effectiveMax}`];
          }
          return [];
        });
        const issues = foodVariationIssues(variations, selected).map((i) =>
          i.kind === 'required' ? `required:${i.name}` : `range:${i.name}:${i.min}:${i.max}`,
        );
        expect(issues).toEqual(expected);
      }),
    );
  });

  it('option prices add up with their decimals (never truncated)', () => {
    fc.assert(
      fc.property(chosenFood, ({ variations, selected }) => {
        const cents = selected.reduce(
          (sum, s) =>
            sum +
            Math.round(Number(variations[s.choiceIndex]!.values[s.optionIndex]!.optionPrice) * 100),
          0,
        );
        expect(foodOptionsPrice(variations, selected)).toBe(cents / 100);
      }),
    );
  });

  it('the cart payload reads back to the same selection, and keys tell variations apart', () => {
    fc.assert(
      fc.property(chosenFood, chosenFood, (a, b) => {
        const payload = foodVariationPayload(a.variations, a.selected);
        expect(selectionFromFoodPayload(a.variations, payload)).toEqual(a.selected);
        const other = foodVariationPayload(
          a.variations,
          b.selected.filter(
            (s) =>
              s.choiceIndex < a.variations.length &&
              s.optionIndex < a.variations[s.choiceIndex]!.values.length,
          ),
        );
        const same = JSON.stringify(payload) === JSON.stringify(other);
        expect(variationKey(payload) === variationKey(other)).toBe(same);
        expect(variationKey([...payload].reverse())).toBe(variationKey(payload));
      }),
    );
  });

  it('ignores options that do not exist', () => {
    fc.assert(
      fc.property(
        chosenFood,
        fc.integer({ min: -3, max: 20 }),
        fc.integer({ min: -3, max: 20 }),
        ({ variations, selected }, g, o) => {
          fc.pre(variations[g] == null || o < 0 || o >= variations[g]!.values.length);
          expect(chooseFoodOption(variations, selected, g, o)).toEqual(selected);
        },
      ),
    );
  });

  it('a chosen option with stock 0 blocks the item', () => {
    const variations: FoodVariation[] = [
      {
        name: 'Size',
        type: 'single',
        required: 'on',
        values: [
          { label: 'S', optionPrice: 0 },
          { label: 'L', optionPrice: 2, stock: 0 },
        ],
      },
    ];
    expect(
      selectionStock({ food_variations: variations, price: 5 }, 'food', [
        { choiceIndex: 0, optionIndex: 1 },
      ]).variationOutOfStock,
    ).toBe(true);
    expect(
      selectionStock({ food_variations: variations, price: 5 }, 'food', [
        { choiceIndex: 0, optionIndex: 0 },
      ]),
    ).toEqual({ stock: null, variationOutOfStock: false, inStock: true });
  });

  it("messages are the spec's, with the names filled in", () => {
    const required = variationIssueMessage({ kind: 'required', choiceIndex: 0, name: 'Size' });
    expect(translate('en', required.key, required.vars)).toBe(
      'Variation Size can not remain without selection.',
    );
    const range = variationIssueMessage({
      kind: 'range',
      choiceIndex: 1,
      name: 'Toppings',
      min: 1,
      max: 2,
    });
    expect(translate('en', range.key, range.vars)).toBe(
      'Selected variation named Toppings must be in between Minimum 1 and Maximum 2',
    );
    expect(translate('ar', range.key, range.vars)).toContain('Toppings');
  });
});

/** Choice groups with unique alphanumeric values, and variations for every combination. */
const choiceItem = fc
  .array(
    fc.uniqueArray(
      fc.string({ unit: fc.constantFrom(...'ABCDxyz129'), minLength: 1, maxLength: 4 }),
      { minLength: 1, maxLength: 3 },
    ),
    {
      minLength: 1,
      maxLength: 3,
    },
  )
  .map((groups) => {
    const choiceOptions: ChoiceOption[] = groups.map((options, i) => ({
      name: `choice_${i}`,
      title: `T${i}`,
      options,
    }));
    const combos = groups.reduce<string[][]>(
      (acc, options) => acc.flatMap((c) => options.map((o) => [...c, o])),
      [[]],
    );
    return { choiceOptions, combos };
  });

describe('choice options and variations (properties)', () => {
  it('chosen values match the variation whose type joins them, dashes and spaces ignored', () => {
    fc.assert(
      fc.property(
        choiceItem,
        fc.array(fc.nat(), { minLength: 3, maxLength: 3 }),
        fc.constantFrom('-', ' - ', ' ', '--'),
        ({ choiceOptions, combos }, picks, separator) => {
          const variations = combos.map((c, i) => ({
            type: c.join(separator),
            price: 10 + i,
            stock: i,
          }));
          const selected = choiceOptions.reduce<SelectedOption[]>(
            (sel, g, gi) => chooseChoice(choiceOptions, sel, gi, picks[gi]! % g.options.length),
            defaultChoices(choiceOptions),
          );
          const values = chosenValues(choiceOptions, selected);
          const matched = matchVariation(variations, values);
          // the oracle: the variation built from exactly these values (the first, when joins collide)
          const expected = variations.find(
            (v) => normalizeVariationType(v.type) === values.join(''),
          );
          expect(matched).toBe(expected);
          expect(matched).not.toBeNull();
        },
      ),
    );
  });

  it('choosing a value replaces its group value; every group keeps exactly one', () => {
    fc.assert(
      fc.property(choiceItem, fc.nat(), fc.nat(), ({ choiceOptions }, g0, o0) => {
        const g = g0 % choiceOptions.length;
        const o = o0 % choiceOptions[g]!.options.length;
        const next = chooseChoice(choiceOptions, defaultChoices(choiceOptions), g, o);
        expect(next.length).toBe(choiceOptions.length);
        expect(inGroup(next, g)).toEqual([o]);
      }),
    );
  });

  it('a variation type reads back to choices that match it', () => {
    fc.assert(
      fc.property(choiceItem, fc.nat(), ({ choiceOptions, combos }, pick) => {
        const combo = combos[pick % combos.length]!;
        const choices = choicesForType(choiceOptions, combo.join('-'));
        expect(choices).not.toBeNull();
        expect(normalizeVariationType(chosenValues(choiceOptions, choices!).join(''))).toBe(
          normalizeVariationType(combo.join('')),
        );
      }),
    );
  });

  it('the matched variation’s stock applies: 0 blocks, a missing combination blocks', () => {
    const item = {
      price: 100,
      stock: 50,
      choice_options: [{ name: 'choice_1', title: 'Size', options: ['Small', 'Extra Large'] }],
      variations: [
        { type: 'Small', price: 80, stock: 4 },
        { type: 'ExtraLarge', price: 120, stock: 0 },
      ],
    };
    expect(selectionStock(item, 'grocery', [{ choiceIndex: 0, optionIndex: 0 }])).toEqual({
      stock: 4,
      variationOutOfStock: false,
      inStock: true,
    });
    expect(selectionStock(item, 'grocery', [{ choiceIndex: 0, optionIndex: 1 }])).toEqual({
      stock: 0,
      variationOutOfStock: true,
      inStock: false,
    });
    expect(
      selectionStock(
        { ...item, variations: [{ type: 'Small', price: 80, stock: 4 }] },
        'pharmacy',
        [{ choiceIndex: 0, optionIndex: 1 }],
      ).variationOutOfStock,
    ).toBe(true);
    expect(selectionStock({ price: 5, stock: 0 }, 'ecommerce', [])).toEqual({
      stock: 0,
      variationOutOfStock: false,
      inStock: false,
    });
    expect(selectionStock({ price: 5, stock: 0 }, 'food', [])).toEqual({
      stock: null,
      variationOutOfStock: false,
      inStock: true,
    });
  });
});

/** The same groups as another language shows them: names and labels translated, English kept as keys. */
const inArabic = (variations: readonly FoodVariation[]): FoodVariation[] =>
  variations.map((g) => ({
    ...g,
    name: `ع ${g.name}`,
    key: g.name,
    values: g.values.map((v) => ({ ...v, label: `ع ${v.label}`, key: v.label })),
  }));

describe('variations in two languages (issue 15)', () => {
  it('a selection made in either language gives the same payload, by the English names and labels', () => {
    fc.assert(
      fc.property(chosenFood, ({ variations, selected }) => {
        const arabic = inArabic(variations);
        const payload = foodVariationPayload(arabic, selected);
        expect(payload).toEqual(foodVariationPayload(variations, selected));
        expect(selectionFromFoodPayload(arabic, payload)).toEqual(selected);
        expect(selectionFromFoodPayload(variations, payload)).toEqual(selected);
      }),
    );
  });

  it('a payload in the displayed language reads back and turns into the English one', () => {
    fc.assert(
      fc.property(chosenFood, ({ variations, selected }) => {
        const arabic = inArabic(variations);
        const shown = arabic.flatMap((g, gi) => {
          const labels = selected.filter((s) => s.choiceIndex === gi);
          return labels.length > 0
            ? [
                {
                  name: g.name,
                  values: { label: labels.map((s) => g.values[s.optionIndex]!.label) },
                },
              ]
            : [];
        });
        expect(selectionFromFoodPayload(arabic, shown)).toEqual(selected);
        expect(variationKey(stableFoodPayload(arabic, shown))).toBe(
          variationKey(foodVariationPayload(arabic, selected)),
        );
      }),
    );
  });

  it('an unknown name or label stays as sent, so the payload is not the canonical one', () => {
    const groups = inArabic([
      {
        name: 'Side',
        type: 'single',
        required: 'on',
        values: [{ label: 'Fries', optionPrice: 0 }],
      },
    ]);
    const sent = [{ name: 'Side', values: { label: ['Rice'] } }];
    expect(stableFoodPayload(groups, sent)).toEqual(sent);
    expect(selectionFromFoodPayload(groups, sent)).toEqual([]);
  });

  it('a cart line reads in the item’s language: food groups, and choice values for a type', () => {
    const groups = inArabic([
      {
        name: 'Side',
        type: 'single',
        required: 'on',
        values: [{ label: 'Fries', optionPrice: 0 }],
      },
      {
        name: 'Sauces',
        type: 'multi',
        required: 'off',
        values: [
          { label: 'Toum', optionPrice: 0 },
          { label: 'Amba', optionPrice: 1 },
        ],
      },
    ]);
    const payload = [
      { name: 'Side', values: { label: ['Fries'] } },
      { name: 'Sauces', values: { label: ['Toum', 'Amba'] } },
    ];
    expect(variationLabels({ food_variations: groups }, payload)).toEqual([
      'ع Side: ع Fries',
      'ع Sauces: ع Toum, ع Amba',
    ]);
    expect(variationLabels({ food_variations: [] }, payload)).toEqual([
      'Side: Fries',
      'Sauces: Toum, Amba',
    ]);
    const choice_options: ChoiceOption[] = [
      {
        name: 'choice_1',
        title: 'اللون',
        options: ['جرافيتي', 'فضي'],
        keys: ['Graphite', 'Silver'],
      },
      { name: 'choice_2', title: 'السعة', options: ['128 غيغابايت'], keys: ['128GB'] },
    ];
    expect(variationLabels({ choice_options }, [{ type: 'Silver-128GB', price: 1 }])).toEqual([
      'فضي - 128 غيغابايت',
    ]);
    expect(variationLabels({ choice_options }, [{ type: 'Gold-128GB', price: 1 }])).toEqual([
      'Gold-128GB',
    ]);
    expect(chosenValues(choice_options, [{ choiceIndex: 0, optionIndex: 1 }])).toEqual(['Silver']);
    expect(choicesForType(choice_options, 'Graphite-128GB')).toEqual([
      { choiceIndex: 0, optionIndex: 0 },
      { choiceIndex: 1, optionIndex: 0 },
    ]);
  });
});
