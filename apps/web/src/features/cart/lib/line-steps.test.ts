import { describe, expect, it } from 'vitest';
import { cartLine } from '../../../shared/lib/cart-line.fixture';
import { lineStep, needsMoreToggle } from './line-steps';

describe('changing a line in the cart', () => {
  it('asks before removing when minus would go below the minimum purchase', () => {
    const line = cartLine({ goodsNumber: 2, minBuyNumber: 2 });
    expect(lineStep([line], line, -1)).toEqual({ kind: 'confirmRemoval' });
    const more = cartLine({ goodsNumber: 3, minBuyNumber: 2 });
    expect(lineStep([more], more, -1)).toEqual({ kind: 'set', goodsNumber: 2 });
  });

  it("refuses plus past the maximum counting the item's other lines (R1), its stock (R2), an attribute's stock (R3)", () => {
    const line = cartLine({ goodsNumber: 1, maxBuyNumber: 3 });
    const other = cartLine({ wantIndex: 'w2', goodsNumber: 2, remarks: 'hot' });
    expect(lineStep([line, other], line, 1)).toEqual({ kind: 'error', code: 'R1' });
    expect(lineStep([line], line, 1)).toEqual({ kind: 'set', goodsNumber: 2 });
    const stocked = cartLine({ goodsNumber: 2, stockNumber: 2 });
    expect(lineStep([stocked], stocked, 1)).toEqual({ kind: 'error', code: 'R2' });
    const large = cartLine({
      goodsNumber: 1,
      chooseAttrList: [
        { id: 'a', name: 'Size', valueId: 'l', valueName: 'Large', price: 250, stockNumber: 1 },
      ],
    });
    expect(lineStep([large], large, 1)).toEqual({ kind: 'error', code: 'R3' });
  });

  it('shows More only with more than 3 chosen options', () => {
    const spec = (count: number) => [
      {
        id: 's',
        name: 'Toppings',
        values: Array.from({ length: count }, (_, i) => ({ id: `v${i}`, name: `V${i}` })),
      },
    ];
    expect(needsMoreToggle(cartLine({ chooseSpecList: spec(3) }))).toBe(false);
    expect(needsMoreToggle(cartLine({ chooseSpecList: spec(4) }))).toBe(true);
  });
});
