import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apportion,
  commoditiesRefundAmount,
  linePaidTotals,
  type RefundLineFigures,
  type RefundOrderFigures,
  unitsRefundAmount,
} from './refund-amount.js';

const line = (id: string, figures: Partial<RefundLineFigures> = {}): RefundLineFigures => ({
  id,
  price: 1000,
  addPrice: 0,
  discountPrice: 0,
  boughtNumber: 1,
  refundedNumber: 0,
  redeemed: false,
  ...figures,
});
const noReductions: RefundOrderFigures = { orderDiscountPrice: 0, foodCouponDiscount: 0, excisePrice: 0 };

describe('apportion', () => {
  it('splits in proportion and hands the leftover cents to the largest remainders', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(10, [3, 1])).toEqual([8, 2]);
    expect(apportion(0, [3, 1])).toEqual([0, 0]);
    expect(apportion(5, [0, 0])).toEqual([0, 0]);
  });

  it('always adds up to the total when any weight is positive', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 12 }),
        (total, weights) => {
          const shares = apportion(total, weights);
          const expected = weights.some((weight) => weight > 0) ? total : 0;
          expect(shares.reduce((a, b) => a + b, 0)).toBe(expected);
          expect(shares.every((share) => share >= 0)).toBe(true);
        },
      ),
    );
  });
});

describe('linePaidTotals', () => {
  it('takes the item discount off the line and shares order reductions and tax by what lines paid', () => {
    const totals = linePaidTotals({ orderDiscountPrice: 100, foodCouponDiscount: 200, excisePrice: 90 }, [
      line('a', { price: 1000, addPrice: 200, boughtNumber: 2, discountPrice: 400 }), // own 2000
      line('b', { price: 500, boughtNumber: 2 }), // own 1000
    ]);
    // Reductions 300 → 200 and 100; net 1800 and 900; tax 90 → 60 and 30.
    expect(totals).toEqual([1860, 930]);
  });

  it('gives no money back for a line redeemed with points', () => {
    expect(
      linePaidTotals({ ...noReductions, excisePrice: 50 }, [line('a', { redeemed: true }), line('b')]),
    ).toEqual([0, 1050]);
  });
});

describe('unitsRefundAmount', () => {
  it('returns the whole line after every unit, however the units are split', () => {
    expect(unitsRefundAmount(1000, 3, 0, 1)).toBe(333);
    expect(unitsRefundAmount(1000, 3, 1, 1)).toBe(333);
    expect(unitsRefundAmount(1000, 3, 2, 1)).toBe(334);
    expect(unitsRefundAmount(1000, 3, 0, 3)).toBe(1000);
  });
});

describe('commoditiesRefundAmount', () => {
  const order: RefundOrderFigures = { orderDiscountPrice: 0, foodCouponDiscount: 0, excisePrice: 100 };
  const lines = [line('a', { boughtNumber: 2 }), line('b', { price: 500, boughtNumber: 1 })];

  it('adds the picked units of each line, tax included', () => {
    // Own 2000 and 500; tax 100 → 80 and 20.
    expect(commoditiesRefundAmount(order, lines, [{ id: 'a', count: 1 }])).toBe(1040);
    expect(
      commoditiesRefundAmount(order, lines, [
        { id: 'a', count: 2 },
        { id: 'b', count: 1 },
      ]),
    ).toBe(2600);
  });

  it('refuses more units than are left, an unknown line or a line named twice', () => {
    const refunded = [line('a', { boughtNumber: 2, refundedNumber: 1 })];
    expect(commoditiesRefundAmount(order, refunded, [{ id: 'a', count: 2 }])).toBeNull();
    // The only line carries all the tax: (2000 + 100) / 2.
    expect(commoditiesRefundAmount(order, refunded, [{ id: 'a', count: 1 }])).toBe(1050);
    expect(commoditiesRefundAmount(order, lines, [{ id: 'z', count: 1 }])).toBeNull();
    expect(
      commoditiesRefundAmount(order, lines, [
        { id: 'b', count: 1 },
        { id: 'b', count: 1 },
      ]),
    ).toBeNull();
  });

  it('never returns more than the food paid plus tax, however the units are refunded', () => {
    const lineArb = fc.record({
      price: fc.integer({ min: 0, max: 5000 }),
      addPrice: fc.integer({ min: 0, max: 500 }),
      boughtNumber: fc.integer({ min: 1, max: 6 }),
      discountPct: fc.integer({ min: 0, max: 50 }),
      redeemed: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 0, max: 2 }),
        (specs, reduction, excisePrice, steps) => {
          let figures = specs.map((spec, index) => {
            const gross = (spec.price + spec.addPrice) * spec.boughtNumber;
            return line(String(index), {
              price: spec.price,
              addPrice: spec.addPrice,
              boughtNumber: spec.boughtNumber,
              discountPrice: Math.floor((gross * spec.discountPct) / 100),
              redeemed: spec.redeemed,
            });
          });
          const orderFigures = { orderDiscountPrice: reduction, foodCouponDiscount: 0, excisePrice };
          const own = figures.reduce(
            (total, f) =>
              total + (f.redeemed ? 0 : (f.price + f.addPrice) * f.boughtNumber - f.discountPrice),
            0,
          );
          const paid =
            own - Math.min(own, reduction) + (own - Math.min(own, reduction) > 0 ? excisePrice : 0);
          let refunded = 0;
          // Refund one unit of every line at a time for `steps` rounds, then the rest.
          for (let round = 0; round <= steps; round += 1) {
            const picks = figures
              .filter((f) => f.boughtNumber > f.refundedNumber)
              .map((f) => ({
                id: f.id,
                count: round === steps ? f.boughtNumber - f.refundedNumber : 1,
              }));
            if (picks.length === 0) break;
            const amount = commoditiesRefundAmount(orderFigures, figures, picks);
            expect(amount).not.toBeNull();
            refunded += amount ?? 0;
            figures = figures.map((f) => {
              const pick = picks.find((p) => p.id === f.id);
              return pick ? { ...f, refundedNumber: f.refundedNumber + pick.count } : f;
            });
          }
          expect(refunded).toBe(paid);
        },
      ),
    );
  });
});
