import { describe, expect, it } from 'vitest';
import {
  cartCount,
  cartLineChoices,
  cartLineToOrderLine,
  cartQuantityOf,
  choiceTexts,
  sameChoices,
  unitsByItem,
} from './cart-line';
import { cartLine } from './cart-line.fixture';

const dressed = cartLine({
  chooseSpecList: [{ id: 'sweet', name: 'Sweetness', values: [{ id: 's50', name: '50%' }] }],
  chooseAttrList: [
    { id: 'size', name: 'Size', valueId: 'large', valueName: 'Large', price: 250, stockNumber: null },
  ],
  chooseAddOnList: [
    {
      id: 'adds',
      name: 'Add-ins',
      values: [
        { id: 'pearls', name: 'Pearls', price: 75, boughtNumber: 2 },
        { id: 'foam', name: 'Cheese foam', price: 125, boughtNumber: 1 },
      ],
    },
  ],
  addPrice: 525,
  goodsNumber: 2,
});

describe('cart lines', () => {
  it('count the units of an item, leaving out the line being edited', () => {
    const lines = [
      cartLine({ goodsNumber: 2 }),
      cartLine({ wantIndex: 'w2', goodsNumber: 3 }),
      cartLine({ wantIndex: 'w3', goodsId: 'other' }),
    ];
    expect(cartCount(lines)).toBe(6);
    expect(cartQuantityOf(lines, 'tea')).toBe(5);
    expect(cartQuantityOf(lines, 'tea', 'w2')).toBe(2);
  });

  it('go to the pricing engine with each attribute price and each add-on count', () => {
    expect(cartLineToOrderLine(dressed)).toEqual({
      commodityId: 'tea',
      price: 545,
      takeawayPrice: null,
      attributePrices: [250],
      addOns: [
        { price: 75, count: 2 },
        { price: 125, count: 1 },
      ],
      quantity: 2,
      redeemed: false,
      specifiedTax: null,
    });
  });

  it('name their choices as the order payload does and as the cart shows them', () => {
    expect(cartLineChoices(dressed)).toEqual({
      specifications: [{ id: 'sweet', values: ['s50'] }],
      attributes: [{ id: 'size', valueId: 'large' }],
      addOns: [
        {
          id: 'adds',
          values: [
            { id: 'pearls', boughtNumber: 2 },
            { id: 'foam', boughtNumber: 1 },
          ],
        },
      ],
    });
    expect(choiceTexts(dressed)).toEqual(['50%', 'Large', 'Pearls ×2', 'Cheese foam']);
  });

  it('are the same line only with the same item, choices and note', () => {
    expect(sameChoices(dressed, { ...dressed, wantIndex: 'w9', goodsNumber: 1 })).toBe(true);
    expect(sameChoices(dressed, { ...dressed, remarks: 'no sugar' })).toBe(false);
    expect(sameChoices(dressed, cartLine())).toBe(false);
  });
});

describe('units in the cart by item', () => {
  it('adds up the lines of each item, whatever their choices', () => {
    const lines = [
      cartLine({ goodsId: 'tea', goodsNumber: 2, wantIndex: 'a' }),
      cartLine({ goodsId: 'bun', goodsNumber: 1, wantIndex: 'b' }),
      cartLine({ goodsId: 'tea', goodsNumber: 3, wantIndex: 'c' }),
    ];
    const units = unitsByItem(lines);
    expect(units.get('tea')).toBe(5);
    expect(units.get('bun')).toBe(1);
    expect(units.has('cake')).toBe(false);
    expect(unitsByItem([]).size).toBe(0);
  });
});
