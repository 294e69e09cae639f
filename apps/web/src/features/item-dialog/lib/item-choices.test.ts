import type { CommodityDto } from '@nearbite/contract/menu';
import { describe, expect, it } from 'vitest';
import { everyDay, milkTea, never } from './item.fixture';
import {
  addProblem,
  canJoinNow,
  changeAddOn,
  changeQuantity,
  chooseAttr,
  type ItemChoices,
  initialChoices,
  noteText,
  quickAdd,
  toCartLine,
  toggleSpec,
  unitPrice,
} from './item-choices';

function ok(change: ReturnType<typeof toggleSpec>): ItemChoices {
  if (change.kind !== 'ok') throw new Error(`expected ok, got ${change.kind}`);
  return change.choices;
}

/** Sweetness 50 %, toppings Boba, one pearl. */
function readyChoices(item: CommodityDto): ItemChoices {
  let choices = initialChoices(item);
  choices = ok(toggleSpec(item, choices, 0, 1));
  choices = ok(toggleSpec(item, choices, 2, 0));
  return ok(changeAddOn(item, choices, 0, 0, 1));
}

describe('a new item in the dialog', () => {
  it('starts at the minimum purchase with no specification chosen and the first attribute value in stock', () => {
    const choices = initialChoices(milkTea({ minBuyNumber: 2 }));
    expect(choices.quantity).toBe(2);
    expect(choices.specs).toEqual([[], [], []]);
    // Regular is out of stock, so Large is chosen.
    expect(choices.attrs).toEqual([1]);
    expect(choices.addOns).toEqual([[0, 0]]);
  });

  it('needs every required specification, then the add-on minimum ("Minimum N addon")', () => {
    const item = milkTea();
    let choices = initialChoices(item);
    expect(addProblem(item, choices, 0)).toEqual({ kind: 'specificationRequired', specificationIndex: 0 });
    choices = ok(toggleSpec(item, choices, 0, 0));
    choices = ok(toggleSpec(item, choices, 2, 1));
    expect(addProblem(item, choices, 0)).toEqual({ kind: 'addOnMinimum', groupIndex: 0, minimum: 1 });
    choices = ok(changeAddOn(item, choices, 0, 1, 1));
    expect(addProblem(item, choices, 0)).toBeNull();
  });

  it('toggles a non-required single select off, keeps a required one, and caps a multi-select', () => {
    const item = milkTea();
    let choices = ok(toggleSpec(item, initialChoices(item), 1, 0));
    expect(choices.specs[1]).toEqual([0]);
    choices = ok(toggleSpec(item, choices, 1, 0));
    expect(choices.specs[1]).toEqual([]);
    choices = ok(toggleSpec(item, choices, 0, 0));
    expect(ok(toggleSpec(item, choices, 0, 0)).specs[0]).toEqual([0]);
    choices = ok(toggleSpec(item, choices, 2, 0));
    choices = ok(toggleSpec(item, choices, 2, 2));
    expect(toggleSpec(item, choices, 2, 1)).toEqual({ kind: 'selectUpTo', max: 2 });
    choices = ok(toggleSpec(item, choices, 2, 0));
    expect(toggleSpec(item, choices, 2, 2)).toEqual({ kind: 'atLeastOne' });
  });

  it('refuses an add-on past its own maximum or its group maximum (R1)', () => {
    const item = milkTea();
    let choices = ok(changeAddOn(item, initialChoices(item), 0, 1, 1));
    // Cheese foam allows 1.
    expect(changeAddOn(item, choices, 0, 1, 1)).toEqual({ kind: 'error', code: 'R1' });
    choices = ok(changeAddOn(item, choices, 0, 0, 1));
    choices = ok(changeAddOn(item, choices, 0, 0, 1));
    expect(choices.addOns).toEqual([[2, 1]]);
    // Pearls are at their own maximum of 2; the group allows 3 in all, so nothing else fits either.
    expect(changeAddOn(item, choices, 0, 0, 1)).toEqual({ kind: 'error', code: 'R1' });
    const lychee = { id: 'lychee', name: 'Lychee jelly', price: 75, minBuyNumber: 0, maxBuyNumber: null };
    const three = milkTea({
      addOns: [
        { ...item.addOns[0], values: [...(item.addOns[0]?.values ?? []), lychee] },
      ] as CommodityDto['addOns'],
    });
    expect(changeAddOn(three, { ...choices, addOns: [[2, 1, 0]] }, 0, 2, 1)).toEqual({
      kind: 'error',
      code: 'R1',
    });
    expect(ok(changeAddOn(item, choices, 0, 1, -1)).addOns).toEqual([[2, 0]]);
  });

  it('never goes below the minimum purchase and counts the cart for the maximum (R1) and stock (R2)', () => {
    const item = milkTea({ minBuyNumber: 2, maxBuyNumber: 4, stockNumber: 5 });
    const choices = initialChoices(item);
    expect(ok(changeQuantity(item, choices, -1, 0)).quantity).toBe(2);
    expect(ok(changeQuantity(item, choices, 1, 1)).quantity).toBe(3);
    expect(changeQuantity(item, choices, 1, 2)).toEqual({ kind: 'error', code: 'R1' });
    const unlimited = milkTea({ minBuyNumber: 2, stockNumber: 5 });
    expect(changeQuantity(unlimited, choices, 1, 3)).toEqual({ kind: 'error', code: 'R2' });
  });

  it("refuses more units than the chosen attribute value's stock (R3)", () => {
    const item = milkTea({ stockNumber: null });
    const choices = { ...readyChoices(item), quantity: 3 };
    expect(changeQuantity(item, choices, 1, 0)).toEqual({ kind: 'error', code: 'R3' });
    expect(addProblem(item, { ...choices, quantity: 4 }, 0)).toEqual({ kind: 'error', code: 'R3' });
    expect(addProblem(item, { ...choices, quantity: 0 }, 0)).toEqual({ kind: 'error', code: 'R4' });
  });

  it('prices a unit with its options for the dining type (the takeaway price for pickup)', () => {
    const item = milkTea();
    const choices = readyChoices(item);
    // 545 + Large 250 + one pearl 75.
    expect(unitPrice(item, choices, 'delivery')).toBe(870);
    expect(unitPrice(item, choices, 'pickup')).toBe(825);
  });

  it('makes the cart line with the chosen names, the add-price and a note of at most 50 characters', () => {
    const item = milkTea();
    const choices = { ...readyChoices(item), note: `  ${'x'.repeat(60)}` };
    const line = toCartLine(item, { ...choices, note: noteText(choices.note) });
    expect(line.chooseSpecList).toEqual([
      { id: 'sweet', name: 'Sweetness', values: [{ id: 's50', name: '50%' }] },
      { id: 'top', name: 'Toppings', values: [{ id: 't1', name: 'Boba' }] },
    ]);
    expect(line.chooseAttrList).toEqual([
      { id: 'size', name: 'Size', valueId: 'large', valueName: 'Large', price: 250, stockNumber: 3 },
    ]);
    expect(line.chooseAddOnList).toEqual([
      { id: 'adds', name: 'Add-ins', values: [{ id: 'pearls', name: 'Pearls', price: 75, boughtNumber: 1 }] },
    ]);
    expect(line.addPrice).toBe(325);
    expect(line.remarks).toHaveLength(48);
    expect(line.timedMenuId).toBeNull();
  });
});

describe('editing a cart line', () => {
  it('preloads its choices, note and units', () => {
    const item = milkTea();
    const line = {
      ...toCartLine(item, { ...readyChoices(item), quantity: 2, note: 'hot' }),
      wantIndex: 'w1',
    };
    const choices = initialChoices(item, line);
    expect(choices).toEqual({ ...readyChoices(item), quantity: 2, note: 'hot' });
    expect(chooseAttr(choices, 0, 0).attrs).toEqual([0]);
  });
});

describe('joining a cart', () => {
  const now = Date.UTC(2026, 0, 5, 18, 0);
  it('needs the item on sale and all-day or its timed menu served now', () => {
    expect(canJoinNow(milkTea(), 'America/Los_Angeles', now)).toBe(true);
    expect(canJoinNow(milkTea({ soldOut: true }), 'America/Los_Angeles', now)).toBe(false);
    const breakfast = { id: 'm1', name: 'Breakfast', openHours: never };
    expect(canJoinNow(milkTea({ timedMenuId: breakfast }), 'America/Los_Angeles', now)).toBe(false);
    expect(canJoinNow(milkTea({ timedMenuId: { ...breakfast, openHours: everyDay } }), 'UTC', now)).toBe(
      true,
    );
  });

  it('adds an item without options from its row at the minimum purchase, or says why not', () => {
    const plain = milkTea({
      specifications: [],
      attributes: [],
      addOns: [],
      minBuyNumber: 3,
      hasOptions: false,
    });
    const added = quickAdd(plain, 0, 'UTC', now);
    expect(added.kind === 'line' && added.line.goodsNumber).toBe(3);
    expect(quickAdd({ ...plain, maxBuyNumber: 4 }, 2, 'UTC', now)).toEqual({
      kind: 'problem',
      problem: { kind: 'error', code: 'R1' },
    });
    expect(quickAdd({ ...plain, soldOut: true }, 0, 'UTC', now)).toEqual({ kind: 'notJoinable' });
  });
});
