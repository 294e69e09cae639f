import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponValue, isFoodCoupon } from './coupon-value.js';

const discount = (percent: number, maxDiscountPrice: number | null) =>
  ({ couponType: 'discount', percent, maxDiscountPrice, discountPrice: null }) as const;

describe('couponValue', () => {
  it('takes the discount off the subtotal, rounded down, capped at maxDiscountPrice', () => {
    expect(couponValue(discount(85, 800), 2999, 0)).toBe(449); // 15 % of 2999 = 449.85
    expect(couponValue(discount(85, 800), 10_000, 0)).toBe(800);
    expect(couponValue(discount(80, null), 10_000, 0)).toBe(2000);
    expect(couponValue(discount(100, null), 10_000, 0)).toBe(0);
  });

  it('takes a cash coupon off up to the subtotal', () => {
    const cash = { couponType: 'cash', percent: null, maxDiscountPrice: null, discountPrice: 500 } as const;
    expect(couponValue(cash, 2000, 0)).toBe(500);
    expect(couponValue(cash, 300, 0)).toBe(300);
  });

  it('makes a free-delivery coupon worth the delivery fee', () => {
    const free = {
      couponType: 'freeDeliveryPrice',
      percent: null,
      maxDiscountPrice: null,
      discountPrice: null,
    } as const;
    expect(couponValue(free, 2000, 449)).toBe(449);
    expect(couponValue(free, 2000, 0)).toBe(0);
    expect(isFoodCoupon('freeDeliveryPrice')).toBe(false);
    expect(isFoodCoupon('cash')).toBe(true);
  });

  it('never takes off more than the food, nor more than the exact percentage', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.option(fc.integer({ min: 0, max: 5000 })),
        (subtotal, percent, cap) => {
          const off = couponValue(discount(percent, cap), subtotal, 0);
          expect(off).toBeLessThanOrEqual(subtotal);
          expect(off * 100).toBeLessThanOrEqual(subtotal * (100 - percent));
          if (cap !== null) expect(off).toBeLessThanOrEqual(cap);
        },
      ),
    );
  });
});
