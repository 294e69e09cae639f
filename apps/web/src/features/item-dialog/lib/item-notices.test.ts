import { describe, expect, it } from 'vitest';
import { milkTea } from './item.fixture';
import { addProblemNotice, choiceChangeNotice, shownPrices } from './item-notices';

describe('what the item dialog tells the diner', () => {
  it('says nothing when a tap changed the choices, and why when it did not', () => {
    const choices = { specs: [], attrs: [], addOns: [], quantity: 1, note: '' };
    expect(choiceChangeNotice({ kind: 'ok', choices })).toBeNull();
    expect(choiceChangeNotice({ kind: 'error', code: 'R3' })).toEqual({ kind: 'error', code: 'R3' });
    expect(choiceChangeNotice({ kind: 'atLeastOne' })).toEqual({ kind: 'notice', key: 'item.atLeastOne' });
    expect(choiceChangeNotice({ kind: 'selectUpTo', max: 2 })).toEqual({
      kind: 'notice',
      key: 'item.selectUpTo',
      values: { count: 2 },
    });
  });

  it('names the specification or attribute still to choose, and the add-on minimum', () => {
    const item = milkTea();
    expect(addProblemNotice(item, { kind: 'specificationRequired', specificationIndex: 2 })).toEqual({
      kind: 'notice',
      key: 'item.pleaseChoose',
      values: { name: 'Toppings' },
    });
    expect(addProblemNotice(item, { kind: 'attributeRequired', attributeIndex: 0 })).toEqual({
      kind: 'notice',
      key: 'item.pleaseChoose',
      values: { name: 'Size' },
    });
    expect(addProblemNotice(item, { kind: 'addOnMinimum', groupIndex: 0, minimum: 2 })).toEqual({
      kind: 'notice',
      key: 'item.minimumAddOn',
      values: { count: 2 },
    });
    expect(addProblemNotice(item, { kind: 'error', code: 'R1' })).toEqual({ kind: 'error', code: 'R1' });
  });
});

describe('the item dialog price', () => {
  it('shows the takeaway price for pickup and the dine-in or delivery price otherwise', () => {
    const item = milkTea({ price: 545, takeawayPrice: 500 });
    expect(shownPrices(item, 'pickup')).toEqual({ price: 500, origin: null });
    expect(shownPrices(item, 'delivery')).toEqual({ price: 545, origin: null });
    expect(shownPrices(milkTea({ takeawayPrice: null }), 'pickup').price).toBe(545);
  });

  it('strikes through the original price only when it is higher', () => {
    const item = milkTea({ price: 545, originPrice: 600, takeawayPrice: 500, originTakeawayPrice: 450 });
    expect(shownPrices(item, 'dineIn')).toEqual({ price: 545, origin: 600 });
    expect(shownPrices(item, 'pickup')).toEqual({ price: 500, origin: null });
    expect(shownPrices(milkTea({ takeawayPrice: 500, originPrice: 650 }), 'pickup').origin).toBe(650);
  });
});
