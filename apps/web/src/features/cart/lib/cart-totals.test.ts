import { describe, expect, it } from 'vitest';
import { cartLine } from '../../../shared/lib/cart-line.fixture';
import { cartButtonState, cartTotals, requiredCategoryMissing } from './cart-totals';
import { isInactive } from './inactivity';

describe('cart totals', () => {
  it('price lines with their options and the takeaway price for pickup', () => {
    const lines = [
      cartLine({
        goodsNumber: 2,
        takeawayPrice: 500,
        chooseAttrList: [
          { id: 'a', name: 'Size', valueId: 'l', valueName: 'Large', price: 250, stockNumber: null },
        ],
        addPrice: 250,
      }),
      cartLine({ wantIndex: 'w2', goodsId: 'cake', price: 300 }),
    ];
    expect(cartTotals(lines, 'delivery', [])).toMatchObject({
      count: 3,
      commoditiesPrice: 1890,
      subtotal: 1890,
    });
    expect(cartTotals(lines, 'pickup', []).subtotal).toBe(1800);
  });

  it('take item discounts off (the discounted unit rounded up)', () => {
    const activity = {
      id: 'a1',
      activityType: 'discount' as const,
      discountPercent: 80,
      availableOrderTypes: [],
      availableCommodityIds: ['tea'],
    };
    const totals = cartTotals([cartLine({ price: 545 })], 'delivery', [activity]);
    // ⌈545 × 0.8⌉ = 436.
    expect(totals).toMatchObject({ commoditiesPrice: 545, subtotal: 436 });
    expect(totals.lines[0]?.payPrice).toBe(436);
  });
});

describe('the cart button', () => {
  it('reads Closed only when the store is closed and takes no orders ahead', () => {
    expect(cartButtonState({ isOpen: false, canReserved: false, count: 2, requiredMissing: false })).toBe(
      'closed',
    );
    expect(cartButtonState({ isOpen: false, canReserved: true, count: 2, requiredMissing: false })).toBe(
      'ready',
    );
    expect(cartButtonState({ isOpen: true, canReserved: false, count: 0, requiredMissing: false })).toBe(
      'empty',
    );
    expect(cartButtonState({ isOpen: true, canReserved: false, count: 1, requiredMissing: true })).toBe(
      'needRequired',
    );
  });

  it('waits for an item of the required category', () => {
    const required = { categoryId: 'staples', goodsIds: ['rice'] };
    expect(requiredCategoryMissing([cartLine()], required)).toBe(true);
    expect(requiredCategoryMissing([cartLine({ categoryId: 'staples' })], required)).toBe(false);
    expect(requiredCategoryMissing([cartLine({ goodsId: 'rice' })], required)).toBe(false);
    expect(requiredCategoryMissing([cartLine()], null)).toBe(false);
  });
});

describe('cart inactivity', () => {
  it('counts 10 minutes from the last activity', () => {
    expect(isInactive(null, 10 ** 12)).toBe(false);
    expect(isInactive(0, 599_999)).toBe(false);
    expect(isInactive(0, 600_000)).toBe(true);
  });
});
