import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineTaxRate, orderTax, TAX_RATE_DENOMINATOR, type TaxableLine } from './tax.js';

const rules = { taxRateMillionths: 86_250, noTaxOnPickupOrders: false };
const line = (payPrice: number, rate = 86_250, orderDiscounted = false): TaxableLine => ({
  payPrice,
  rate,
  orderDiscounted,
});
const none = { orderDiscount: 0, foodCoupon: 0 };

describe('lineTaxRate', () => {
  it("uses the store's rate in millionths", () => {
    expect(TAX_RATE_DENOMINATOR).toBe(1_000_000);
    expect(lineTaxRate(rules, 'delivery', null)).toBe(86_250);
    expect(lineTaxRate(rules, 'pickup', undefined)).toBe(86_250);
  });

  it('charges no tax on pickup orders when the store says so, except items with their own pickup rate', () => {
    const noPickupTax = { ...rules, noTaxOnPickupOrders: true };
    expect(lineTaxRate(noPickupTax, 'pickup', null)).toBe(0);
    expect(lineTaxRate(noPickupTax, 'dineIn', null)).toBe(86_250);
    expect(lineTaxRate(noPickupTax, 'pickup', { pickup: 50_000 })).toBe(50_000);
    expect(lineTaxRate(rules, 'pickup', { pickup: 0 })).toBe(0);
    expect(lineTaxRate(rules, 'delivery', { pickup: 50_000 })).toBe(86_250);
  });
});

describe('orderTax', () => {
  it('rounds the tax up to the cent', () => {
    expect(orderTax([line(1000)], none)).toBe(87); // 86.25
    expect(orderTax([line(800)], none)).toBe(69); // 69.00 exactly
    expect(orderTax([line(1)], none)).toBe(1); // 0.08625
    expect(orderTax([line(0)], none)).toBe(0);
    expect(orderTax([], none)).toBe(0);
  });

  it('taxes each line at its own rate and rounds once for the order', () => {
    // 1000 × 8.625 % + 1000 × 5 % = 86.25 + 50 = 136.25 → 137 (not 87 + 50 rounded separately twice).
    expect(orderTax([line(1000), line(1000, 50_000)], none)).toBe(137);
    expect(orderTax([line(333), line(333), line(334)], none)).toBe(orderTax([line(1000)], none));
  });

  it('spreads the order-type discount over the lines it covered', () => {
    // Covered line 1000 at 10 %, other line 1000 at 0 %; 200 off the covered line: 800 × 10 % = 80.
    const lines = [line(1000, 100_000, true), line(1000, 0)];
    expect(orderTax(lines, { orderDiscount: 200, foodCoupon: 0 })).toBe(80);
    // Had the discount been spread over both lines, tax would be 90.
  });

  it('spreads a food coupon over every line', () => {
    // 2000 of food, 500 coupon: 1500 taxed at 10 % = 150.
    expect(orderTax([line(1000, 100_000), line(1000, 100_000)], { orderDiscount: 0, foodCoupon: 500 })).toBe(
      150,
    );
    // Coupon covering all the food: no tax.
    expect(orderTax([line(1000, 100_000)], { orderDiscount: 0, foodCoupon: 1000 })).toBe(0);
  });

  it('is the exact tax rounded up, never more than one cent above it', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            payPrice: fc.integer({ min: 0, max: 100_000 }),
            rate: fc.integer({ min: 0, max: 200_000 }),
          }),
          {
            maxLength: 8,
          },
        ),
        (lines) => {
          const tax = orderTax(
            lines.map((l) => ({ ...l, orderDiscounted: false })),
            none,
          );
          const exact = lines.reduce((total, l) => total + l.payPrice * l.rate, 0);
          expect(tax * TAX_RATE_DENOMINATOR).toBeGreaterThanOrEqual(exact);
          expect((tax - 1) * TAX_RATE_DENOMINATOR).toBeLessThan(exact);
        },
      ),
    );
  });

  it('never grows when a discount or coupon grows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        (price, rate, small, extra) => {
          const lines = [line(price, rate, true), line(price, rate)];
          const less = orderTax(lines, { orderDiscount: small, foodCoupon: small });
          const more = orderTax(lines, { orderDiscount: small + extra, foodCoupon: small + extra });
          expect(more).toBeLessThanOrEqual(less);
          expect(more).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
