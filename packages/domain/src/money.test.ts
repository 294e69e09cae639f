import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ceilDiv, floorDiv, roundDiv, sum, whole } from './money.js';

describe('ceilDiv, floorDiv and roundDiv', () => {
  it('round up, down and to the nearest (halves up)', () => {
    expect(ceilDiv(86_250_000, 1_000_000)).toBe(87);
    expect(ceilDiv(86_000_000, 1_000_000)).toBe(86);
    expect(ceilDiv(0, 100)).toBe(0);
    expect(floorDiv(199, 100)).toBe(1);
    expect(floorDiv(200, 100)).toBe(2);
    expect(roundDiv(149, 100)).toBe(1);
    expect(roundDiv(150, 100)).toBe(2);
    expect(roundDiv(151, 100)).toBe(2);
  });

  it('stays exact where floating-point division is not', () => {
    // 7 % of $1.00 is exactly 7 cents; as a float, 100 × 0.07 is 7.000000000000001 and would round up to 8.
    expect(Math.ceil(100 * 0.07)).toBe(8);
    expect(ceilDiv(100 * 70_000, 1_000_000)).toBe(7);
    expect(ceilDiv(2 ** 52 + 1, 1)).toBe(2 ** 52 + 1);
  });

  it('agrees with exact integer arithmetic for every safe numerator', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), fc.integer({ min: 1, max: 10_000_000 }), (n, d) => {
        const big = BigInt(n);
        const bd = BigInt(d);
        expect(BigInt(floorDiv(n, d))).toBe(big / bd);
        expect(BigInt(ceilDiv(n, d))).toBe((big + bd - 1n) / bd);
      }),
    );
  });
});

describe('whole and sum', () => {
  it('clamps bad, negative and fractional amounts to whole non-negative numbers', () => {
    expect(whole(250)).toBe(250);
    expect(whole(-5)).toBe(0);
    expect(whole(Number.NaN)).toBe(0);
    expect(whole(Number.POSITIVE_INFINITY)).toBe(0);
    expect(whole(99.6)).toBe(100);
    expect(sum([1, 2, 3])).toBe(6);
    expect(sum([])).toBe(0);
  });
});
