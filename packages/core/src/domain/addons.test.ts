import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addOnPayload,
  addOnsFromLine,
  addOnsFromPayload,
  addOnsTotal,
  countedAddOns,
  initialAddOns,
  sameAddOns,
  setAddOnQuantity,
  toggleAddOn,
  type AddOn,
  type SelectedAddOn,
} from './addons.js';

const addOnList = fc
  .uniqueArray(fc.integer({ min: 1, max: 999 }), { minLength: 1, maxLength: 6 })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((id) =>
        fc
          .integer({ min: 0, max: 5000 })
          .map((cents): AddOn => ({ id, name: `Add-on ${id}`, price: cents / 100 })),
      ),
    ),
  );

const withSelection = addOnList.chain((addOns) =>
  fc
    .tuple(
      ...addOns.map((a) =>
        fc.record({
          id: fc.constant(a.id),
          isChecked: fc.boolean(),
          quantity: fc.integer({ min: 0, max: 9 }),
        }),
      ),
    )
    .map((selected): { addOns: AddOn[]; selected: SelectedAddOn[] } => ({ addOns, selected })),
);

describe('add-ons (properties)', () => {
  it('count only when checked with a quantity above 0', () => {
    fc.assert(
      fc.property(withSelection, ({ addOns, selected }) => {
        const counted = countedAddOns(addOns, selected).map((c) => c.id);
        expect(counted).toEqual(
          selected.filter((s) => s.isChecked && s.quantity > 0).map((s) => s.id),
        );
      }),
    );
  });

  it('cost Σ price × add-on quantity', () => {
    fc.assert(
      fc.property(withSelection, ({ addOns, selected }) => {
        const cents = selected.reduce((sum, s, i) => {
          if (!s.isChecked || s.quantity <= 0) return sum;
          return sum + Math.round(Number(addOns[i]!.price) * 100) * s.quantity;
        }, 0);
        expect(addOnsTotal(addOns, selected)).toBe(cents / 100);
      }),
    );
  });

  it('the payload carries per add-on quantities (not a running sum) and reads back', () => {
    fc.assert(
      fc.property(withSelection, ({ addOns, selected }) => {
        const counted = countedAddOns(addOns, selected);
        const payload = addOnPayload(counted);
        expect(payload.add_on_ids.length).toBe(payload.add_on_qtys.length);
        payload.add_on_ids.forEach((id, i) => {
          expect(payload.add_on_qtys[i]).toBe(selected.find((s) => s.id === id)!.quantity);
        });
        expect(addOnsFromPayload(payload.add_on_ids, payload.add_on_qtys)).toEqual(counted);
        expect(countedAddOns(addOns, addOnsFromLine(addOns, counted))).toEqual(counted);
        expect(sameAddOns(counted, [...counted].reverse())).toBe(true);
      }),
    );
  });

  it('toggling checks with at least 1 and unchecks; a quantity of 0 unchecks, more checks', () => {
    fc.assert(
      fc.property(
        withSelection,
        fc.nat(),
        fc.integer({ min: 0, max: 9 }),
        ({ selected }, pick, q) => {
          const id = selected[pick % selected.length]!.id;
          const before = selected.find((s) => s.id === id)!;
          const toggled = toggleAddOn(selected, id).find((s) => s.id === id)!;
          expect(toggled.isChecked).toBe(!before.isChecked);
          if (toggled.isChecked) expect(toggled.quantity).toBeGreaterThan(0);
          const set = setAddOnQuantity(selected, id, q).find((s) => s.id === id)!;
          expect(set).toEqual({ id, isChecked: q > 0, quantity: q });
          // others untouched
          expect(toggleAddOn(selected, id).filter((s) => s.id !== id)).toEqual(
            selected.filter((s) => s.id !== id),
          );
        },
      ),
    );
  });

  it('start unchecked, so nothing counts', () => {
    fc.assert(
      fc.property(addOnList, (addOns) => {
        expect(countedAddOns(addOns, initialAddOns(addOns))).toEqual([]);
        expect(addOnsTotal(addOns, initialAddOns(addOns))).toBe(0);
      }),
    );
  });

  it('same add-ons compares ids and quantities', () => {
    expect(sameAddOns([{ id: 1, quantity: 2 }], [{ id: 1, quantity: 2 }])).toBe(true);
    expect(sameAddOns([{ id: 1, quantity: 2 }], [{ id: 1, quantity: 1 }])).toBe(false);
    expect(sameAddOns([{ id: 1, quantity: 2 }], [])).toBe(false);
  });
});
