import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AddOnGroupRule,
  addToCartProblem,
  changeAddOnCount,
  firstAddQuantity,
  type ItemSelection,
  linesKeptForMenu,
  moreToggleNeeded,
  quantityAfterDecrease,
  quantityAfterIncrease,
  quantityProblem,
  type SpecificationRule,
  selectionCap,
  timedMenuConflict,
  toggleSpecificationValue,
} from './item-selection.js';

describe('quantity steps', () => {
  it('starts a first add at the minimum purchase', () => {
    expect(firstAddQuantity(3)).toBe(3);
    expect(firstAddQuantity(1)).toBe(1);
    expect(firstAddQuantity(0)).toBe(1);
    expect(quantityAfterIncrease(0, 3)).toBe(3);
    expect(quantityAfterIncrease(3, 3)).toBe(4);
  });

  it('never goes below the minimum in the dialog; in the cart the minimum steps to 0 (removal)', () => {
    expect(quantityAfterDecrease(4, 3, false)).toBe(3);
    expect(quantityAfterDecrease(3, 3, false)).toBe(3);
    expect(quantityAfterDecrease(1, 1, false)).toBe(1);
    expect(quantityAfterDecrease(4, 3, true)).toBe(3);
    expect(quantityAfterDecrease(3, 3, true)).toBe(0);
    expect(quantityAfterDecrease(1, 1, true)).toBe(0);
  });

  it('keeps the dialog quantity at or above the minimum whatever the taps', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.array(fc.boolean(), { maxLength: 30 }), (min, taps) => {
        let quantity = firstAddQuantity(min);
        for (const plus of taps) {
          quantity = plus
            ? quantityAfterIncrease(quantity, min)
            : quantityAfterDecrease(quantity, min, false);
          expect(quantity).toBeGreaterThanOrEqual(min);
        }
      }),
    );
  });
});

describe('quantityProblem', () => {
  const base = { quantity: 2, maxBuyNumber: 5, stockNumber: 10, cartQuantity: 0, attributeStocks: [] };

  it('is R4 for quantity 0', () => {
    expect(quantityProblem({ ...base, quantity: 0 })).toBe('R4');
  });

  it('is R1 over the maximum purchase, counting the rest of the cart', () => {
    expect(quantityProblem({ ...base, quantity: 5 })).toBeNull();
    expect(quantityProblem({ ...base, quantity: 6 })).toBe('R1');
    expect(quantityProblem({ ...base, quantity: 2, cartQuantity: 3 })).toBeNull();
    expect(quantityProblem({ ...base, quantity: 3, cartQuantity: 3 })).toBe('R1');
    expect(quantityProblem({ ...base, quantity: 50, maxBuyNumber: null, stockNumber: null })).toBeNull();
    expect(quantityProblem({ ...base, quantity: 50, maxBuyNumber: 0, stockNumber: null })).toBeNull();
  });

  it('is R2 over the stock counting the cart, and R3 over a chosen attribute value stock', () => {
    const roomy = { ...base, maxBuyNumber: null };
    expect(quantityProblem({ ...roomy, quantity: 4, cartQuantity: 6 })).toBeNull();
    expect(quantityProblem({ ...roomy, quantity: 5, cartQuantity: 6 })).toBe('R2');
    expect(quantityProblem({ ...roomy, quantity: 3, attributeStocks: [null, 3] })).toBeNull();
    expect(quantityProblem({ ...roomy, quantity: 4, attributeStocks: [null, 3] })).toBe('R3');
    expect(quantityProblem({ ...roomy, quantity: 1, attributeStocks: [0] })).toBe('R3');
  });
});

describe('changeAddOnCount', () => {
  const sauces: AddOnGroupRule = {
    minBuyNumber: 1,
    maxBuyNumber: 3,
    values: [
      { minBuyNumber: 0, maxBuyNumber: 2 },
      { minBuyNumber: 2, maxBuyNumber: null },
    ],
  };

  it('counts up and down, jumping to and from a value minimum', () => {
    expect(changeAddOnCount(sauces, [0, 0], 0, 1)).toEqual({ kind: 'ok', counts: [1, 0] });
    expect(changeAddOnCount(sauces, [0, 0], 1, 1)).toEqual({ kind: 'ok', counts: [0, 2] });
    expect(changeAddOnCount(sauces, [0, 2], 1, -1)).toEqual({ kind: 'ok', counts: [0, 0] });
    expect(changeAddOnCount(sauces, [1, 0], 0, -1)).toEqual({ kind: 'ok', counts: [0, 0] });
    expect(changeAddOnCount(sauces, [0, 0], 0, -1)).toEqual({ kind: 'ok', counts: [0, 0] });
  });

  it('is R1 past the value maximum or the group maximum', () => {
    expect(changeAddOnCount(sauces, [2, 0], 0, 1)).toEqual({ kind: 'error', code: 'R1' });
    expect(changeAddOnCount(sauces, [1, 2], 0, 1)).toEqual({ kind: 'error', code: 'R1' });
    expect(changeAddOnCount(sauces, [2, 0], 1, 1)).toEqual({ kind: 'error', code: 'R1' }); // 2 + 2 > 3
  });
});

describe('toggleSpecificationValue', () => {
  const size: SpecificationRule = { singularity: true, required: true, maxSelected: null, valueCount: 3 };
  const toppings: SpecificationRule = { singularity: false, required: true, maxSelected: 2, valueCount: 4 };

  it('replaces a single-select value; a non-required one toggles off, a required one stays', () => {
    expect(toggleSpecificationValue(size, [0], 2)).toEqual({ kind: 'ok', selected: [2] });
    expect(toggleSpecificationValue(size, [2], 2)).toEqual({ kind: 'ok', selected: [2] });
    expect(toggleSpecificationValue({ ...size, required: false }, [2], 2)).toEqual({
      kind: 'ok',
      selected: [],
    });
  });

  it('caps a multi-select at maxSelected, or at the number of values', () => {
    expect(toggleSpecificationValue(toppings, [3], 1)).toEqual({ kind: 'ok', selected: [1, 3] });
    expect(toggleSpecificationValue(toppings, [1, 3], 0)).toEqual({ kind: 'selectUpTo', max: 2 });
    const open = { ...toppings, maxSelected: null, valueCount: 2 };
    expect(toggleSpecificationValue(open, [0, 1], 1)).toEqual({ kind: 'ok', selected: [0] });
    expect(toggleSpecificationValue({ ...open, valueCount: 3 }, [0, 1], 2)).toEqual({
      kind: 'ok',
      selected: [0, 1, 2],
    });
    expect(selectionCap({ ...toppings, maxSelected: 9 })).toBe(4);
    expect(selectionCap({ ...toppings, maxSelected: 0 })).toBe(4);
  });

  it('never lets a required multi-select be emptied', () => {
    expect(toggleSpecificationValue(toppings, [1], 1)).toEqual({ kind: 'atLeastOne' });
    expect(toggleSpecificationValue({ ...toppings, required: false }, [1], 1)).toEqual({
      kind: 'ok',
      selected: [],
    });
  });
});

describe('addToCartProblem', () => {
  const ready: ItemSelection = {
    quantity: 1,
    maxBuyNumber: 3,
    stockNumber: null,
    cartQuantity: 0,
    attributeStocks: [],
    specifications: [{ singularity: true, required: true, maxSelected: null, valueCount: 2 }],
    selectedValues: [[0]],
    addOnGroups: [{ minBuyNumber: 2, maxBuyNumber: 4, values: [{ minBuyNumber: 0, maxBuyNumber: null }] }],
    addOnCounts: [[2]],
  };

  it('lets a complete selection be added', () => {
    expect(addToCartProblem(ready)).toBeNull();
  });

  it('reports quantity 0, a missing required value, an unmet add-on minimum, then the maxima', () => {
    expect(addToCartProblem({ ...ready, quantity: 0, selectedValues: [[]] })).toEqual({
      kind: 'error',
      code: 'R4',
    });
    expect(addToCartProblem({ ...ready, selectedValues: [[]] })).toEqual({
      kind: 'specificationRequired',
      specificationIndex: 0,
    });
    expect(addToCartProblem({ ...ready, addOnCounts: [[1]] })).toEqual({
      kind: 'addOnMinimum',
      groupIndex: 0,
      minimum: 2,
    });
    expect(addToCartProblem({ ...ready, addOnCounts: [[5]] })).toEqual({ kind: 'error', code: 'R1' });
    expect(addToCartProblem({ ...ready, cartQuantity: 3 })).toEqual({ kind: 'error', code: 'R1' });
  });
});

describe('cart line helpers', () => {
  it('shows More when a line has more than 3 chosen options', () => {
    expect(moreToggleNeeded({ specifications: ['Large'], attributes: ['Spicy'], addOns: ['Egg'] })).toBe(
      false,
    );
    expect(
      moreToggleNeeded({ specifications: ['Large', 'Thin'], attributes: ['Spicy'], addOns: ['Egg'] }),
    ).toBe(true);
  });

  it('asks before mixing timed menus, and keeps all-day and same-menu lines on confirm', () => {
    expect(timedMenuConflict([null, 'lunch'], 'dinner')).toBe(true);
    expect(timedMenuConflict([null, 'lunch'], 'lunch')).toBe(false);
    expect(timedMenuConflict(['lunch'], null)).toBe(false);
    const lines = [
      { id: 1, timedMenuId: null },
      { id: 2, timedMenuId: 'lunch' },
      { id: 3, timedMenuId: 'dinner' },
    ];
    expect(linesKeptForMenu(lines, 'dinner').map((line) => line.id)).toEqual([1, 3]);
  });
});
