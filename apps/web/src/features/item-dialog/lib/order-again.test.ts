import type { CommodityDto } from '@nearbite/contract/menu';
import { describe, expect, it } from 'vitest';
import { milkTea, never } from './item.fixture';
import { lineAgain, orderAgain, type PastLine } from './order-again';

const NOW = Date.UTC(2026, 0, 7, 12);

/** A milk tea bought twice: 50 % sweet, Boba, Large, two pearls, "Less sugar". */
function pastTea(overrides: Partial<PastLine> = {}): PastLine {
  return {
    commodityId: 'tea',
    name: 'Classic Milk Tea',
    boughtNumber: 2,
    specialNote: 'Less sugar',
    choices: {
      specifications: [
        { id: 'sweet', values: ['s50'] },
        { id: 'top', values: ['t1'] },
      ],
      attributes: [{ id: 'size', valueId: 'large' }],
      addOns: [{ id: 'adds', values: [{ id: 'pearls', boughtNumber: 2 }] }],
    },
    ...overrides,
  };
}

const again = (item: CommodityDto | null, past = pastTea(), inCart = 0) =>
  lineAgain(past, item, inCart, 'UTC', NOW);

describe('lineAgain', () => {
  it('chooses the same specifications, options, add-ons, note and units at today’s prices', () => {
    const result = again(milkTea({ price: 600 }));
    if (result.kind !== 'line') throw new Error(result.reason);
    expect(result.reduced).toBe(false);
    expect(result.line).toMatchObject({
      goodsId: 'tea',
      goodsNumber: 2,
      price: 600,
      addPrice: 250 + 2 * 75,
      remarks: 'Less sugar',
      chooseSpecList: [
        { id: 'sweet', values: [{ id: 's50', name: '50%' }] },
        { id: 'top', values: [{ id: 't1', name: 'Boba' }] },
      ],
      chooseAttrList: [{ id: 'size', valueId: 'large', valueName: 'Large' }],
      chooseAddOnList: [{ id: 'adds', values: [{ id: 'pearls', name: 'Pearls', boughtNumber: 2 }] }],
    });
  });

  it('names an item that is gone, sold out or not served now', () => {
    expect(again(null)).toEqual({ kind: 'unavailable', name: 'Classic Milk Tea', reason: 'removed' });
    expect(again(milkTea({ soldOut: true, stockNumber: 0 }))).toMatchObject({ reason: 'soldOut' });
    const breakfast = { id: 'm1', name: 'Breakfast', openHours: never };
    expect(again(milkTea({ timedMenuId: breakfast }))).toMatchObject({ reason: 'notServed' });
    expect(again(milkTea({ canJoin: false }))).toMatchObject({ reason: 'removed' });
  });

  it('refuses a line whose chosen option, value or add-on is gone, or that now needs a new choice', () => {
    const tea = milkTea();
    const withoutLarge = milkTea({
      attributes: [{ id: 'size', name: 'Size', values: tea.attributes[0]?.values.slice(0, 1) ?? [] }],
    });
    expect(again(withoutLarge)).toMatchObject({ kind: 'unavailable', reason: 'optionsChanged' });
    expect(again(milkTea({ addOns: [] }))).toMatchObject({ reason: 'optionsChanged' });
    const noBoba = milkTea({
      specifications: tea.specifications.map((spec) =>
        spec.id === 'top' ? { ...spec, values: spec.values.slice(1) } : spec,
      ),
    });
    expect(again(noBoba)).toMatchObject({ reason: 'optionsChanged' });
    const newRequired = milkTea({
      specifications: [
        ...tea.specifications,
        {
          id: 'cup',
          name: 'Cup',
          values: [{ id: 'c1', name: 'Paper' }],
          singularity: true,
          required: true,
          maxSelected: 1,
        },
      ],
    });
    expect(again(newRequired)).toMatchObject({ reason: 'optionsChanged' });
  });

  it('cuts the units to the stock left and the maximum, counting what is already refilled', () => {
    const short = again(milkTea({ stockNumber: 1 }));
    expect(short).toMatchObject({ kind: 'line', reduced: true, line: { goodsNumber: 1 } });
    expect(again(milkTea({ maxBuyNumber: 3 }), pastTea(), 2)).toMatchObject({
      kind: 'line',
      reduced: true,
      line: { goodsNumber: 1 },
    });
    expect(again(milkTea({ maxBuyNumber: 2 }), pastTea(), 2)).toMatchObject({ reason: 'soldOut' });
    // The chosen size has 3 left.
    expect(again(milkTea(), pastTea({ boughtNumber: 5 }))).toMatchObject({ line: { goodsNumber: 3 } });
  });

  it('raises the units to a minimum purchase set since', () => {
    expect(again(milkTea({ minBuyNumber: 3 }))).toMatchObject({ reduced: false, line: { goodsNumber: 3 } });
  });
});

describe('orderAgain', () => {
  it('refills what is available, in order, and lists the rest with their reasons', () => {
    const items = new Map([['tea', milkTea({ stockNumber: 3 })]]);
    const result = orderAgain(
      [
        pastTea(),
        {
          commodityId: 'gone',
          name: 'Mango Crepe',
          boughtNumber: 1,
          specialNote: null,
          choices: pastTea().choices,
        },
        { ...pastTea(), boughtNumber: 2 },
        {
          commodityId: null,
          name: 'Old Special',
          boughtNumber: 1,
          specialNote: null,
          choices: pastTea().choices,
        },
      ],
      items,
      'UTC',
      NOW,
    );
    expect(result.lines.map((line) => line.goodsNumber)).toEqual([2, 1]);
    expect(result.reduced).toEqual(['Classic Milk Tea']);
    expect(result.unavailable).toEqual([
      { name: 'Mango Crepe', reason: 'removed' },
      { name: 'Old Special', reason: 'removed' },
    ]);
  });
});
