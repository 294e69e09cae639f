import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ServicePriceRule, serviceFee } from './service-fee.js';

const rules: ServicePriceRule[] = [
  { orderType: 'delivery', percent: 5, cent: 99 },
  { orderType: 'pickup', percent: 3.5, cent: 0 },
];

describe('serviceFee', () => {
  it('is the order type percent of the subtotal, rounded up, plus the cents', () => {
    expect(serviceFee(rules, 'delivery', 2000)).toBe(100 + 99);
    expect(serviceFee(rules, 'delivery', 1999)).toBe(100 + 99); // 99.95 → 100
    expect(serviceFee(rules, 'delivery', 0)).toBe(99);
    expect(serviceFee(rules, 'pickup', 1001)).toBe(36); // 35.035 → 36
  });

  it('is 0 for an order type without a rule', () => {
    expect(serviceFee(rules, 'dineIn', 5000)).toBe(0);
    expect(serviceFee([], 'delivery', 5000)).toBe(0);
  });

  it('rounds up: never below the exact fee, less than one cent above it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 30 }),
        (subtotal, percent) => {
          const fee = serviceFee([{ orderType: 'dineIn', percent, cent: 0 }], 'dineIn', subtotal);
          expect(fee * 100).toBeGreaterThanOrEqual(subtotal * percent);
          expect((fee - 1) * 100).toBeLessThan(subtotal * percent);
        },
      ),
    );
  });
});
