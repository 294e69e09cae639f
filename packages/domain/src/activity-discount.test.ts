import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ActivityRule,
  activityCovers,
  type DiscountableLine,
  discountedUnitPrice,
  itemActivityDiscounts,
  itemDiscounts,
  orderTypeDiscount,
} from './activity-discount.js';

const fifteenOff: ActivityRule = {
  id: 'fifteen-off',
  activityType: 'discount',
  discountPercent: 85,
  availableOrderTypes: [],
  availableCommodityIds: null,
};
const line = (commodityId: string, unitPrice: number, quantity = 1, redeemed = false): DiscountableLine => ({
  commodityId,
  unitPrice,
  quantity,
  redeemed,
});

describe('discountedUnitPrice', () => {
  it('is the paid share of the unit, rounded up', () => {
    expect(discountedUnitPrice(999, 85)).toBe(850); // 849.15 → 850
    expect(discountedUnitPrice(1000, 85)).toBe(850);
    expect(discountedUnitPrice(1, 50)).toBe(1); // 0.5 → 1: a discount never makes an item free by rounding
    expect(discountedUnitPrice(1000, 0)).toBe(0);
    expect(discountedUnitPrice(1000, 100)).toBe(1000);
  });

  it('never discounts more than the exact percentage', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (unit, percent) => {
          const paid = discountedUnitPrice(unit, percent);
          expect(paid * 100).toBeGreaterThanOrEqual(unit * percent);
          expect((paid - 1) * 100).toBeLessThan(unit * percent);
          expect(paid).toBeLessThanOrEqual(unit);
        },
      ),
    );
  });
});

describe('activityCovers', () => {
  it('covers every type when the list is empty and every commodity when it is null', () => {
    expect(activityCovers(fifteenOff, 'pickup', 'x')).toBe(true);
    const limited = {
      ...fifteenOff,
      availableOrderTypes: ['delivery' as const],
      availableCommodityIds: ['a'],
    };
    expect(activityCovers(limited, 'delivery', 'a')).toBe(true);
    expect(activityCovers(limited, 'pickup', 'a')).toBe(false);
    expect(activityCovers(limited, 'delivery', 'b')).toBe(false);
  });
});

describe('itemDiscounts', () => {
  it('takes the discount per unit, times the quantity', () => {
    // 999 → 850 per unit: 149 off each, 447 off three.
    expect(itemDiscounts([line('a', 999, 3)], [fifteenOff], 'delivery')).toEqual([
      { activityId: 'fifteen-off', discountPrice: 447 },
    ]);
  });

  it('applies only to covered commodities and order types, and never to redeemed lines', () => {
    const onlyA = { ...fifteenOff, availableCommodityIds: ['a'], availableOrderTypes: ['pickup' as const] };
    const lines = [line('a', 1000), line('b', 1000), line('a', 1000, 1, true)];
    expect(itemDiscounts(lines, [onlyA], 'pickup').map((d) => d.discountPrice)).toEqual([150, 0, 0]);
    expect(itemDiscounts(lines, [onlyA], 'delivery').map((d) => d.discountPrice)).toEqual([0, 0, 0]);
  });

  it('picks the largest discount of several, without stacking, and ignores order-type activities', () => {
    const twentyOff = { ...fifteenOff, id: 'twenty-off', discountPercent: 80 };
    const orderType = {
      ...fifteenOff,
      id: 'order',
      activityType: 'orderTypeDiscount' as const,
      discountPercent: 50,
    };
    expect(itemDiscounts([line('a', 1000)], [fifteenOff, twentyOff, orderType], 'delivery')).toEqual([
      { activityId: 'twenty-off', discountPrice: 200 },
    ]);
  });

  it('applies no activity that takes nothing off', () => {
    const none = { ...fifteenOff, discountPercent: 100 };
    expect(itemDiscounts([line('a', 1000)], [none], 'delivery')).toEqual([
      { activityId: null, discountPrice: 0 },
    ]);
  });

  it('groups the discounts per activity with the line indexes', () => {
    const onlyB = { ...fifteenOff, id: 'b-only', discountPercent: 50, availableCommodityIds: ['b'] };
    const lines = [line('a', 1000), line('b', 400, 2), line('a', 200)];
    const discounts = itemDiscounts(lines, [fifteenOff, onlyB], 'delivery');
    expect(itemActivityDiscounts(discounts, [fifteenOff, onlyB])).toEqual([
      { id: 'fifteen-off', activityType: 'discount', discountedPrice: 150 + 30, lineIndexes: [0, 2] },
      { id: 'b-only', activityType: 'discount', discountedPrice: 400, lineIndexes: [1] },
    ]);
  });
});

describe('orderTypeDiscount', () => {
  const pickupTenOff: ActivityRule = {
    id: 'pickup-ten',
    activityType: 'orderTypeDiscount',
    discountPercent: 90,
    availableOrderTypes: ['pickup'],
    availableCommodityIds: null,
  };

  it('takes the discount off the covered lines after item discounts, rounded down', () => {
    const lines = [
      { commodityId: 'a', payPrice: 1299, redeemed: false },
      { commodityId: 'b', payPrice: 850, redeemed: false },
    ];
    // 10 % of 2149 is 214.9 → 214.
    expect(orderTypeDiscount(lines, [pickupTenOff], 'pickup')).toEqual({
      id: 'pickup-ten',
      activityType: 'orderTypeDiscount',
      discountedPrice: 214,
      lineIndexes: [0, 1],
    });
    expect(orderTypeDiscount(lines, [pickupTenOff], 'delivery')).toBeNull();
  });

  it('skips redeemed and uncovered lines, and picks the largest of several', () => {
    const lines = [
      { commodityId: 'a', payPrice: 1000, redeemed: false },
      { commodityId: 'b', payPrice: 3000, redeemed: false },
      { commodityId: 'a', payPrice: 0, redeemed: true },
    ];
    const aOnly = { ...pickupTenOff, id: 'a-half', discountPercent: 50, availableCommodityIds: ['a'] };
    // pickup-ten: 10 % of 4000 = 400; a-half: 50 % of 1000 = 500.
    expect(orderTypeDiscount(lines, [pickupTenOff, aOnly], 'pickup')).toMatchObject({
      id: 'a-half',
      discountedPrice: 500,
      lineIndexes: [0],
    });
  });
});
