import { describe, expect, it } from 'vitest';
import { canRedeem, requiredPointsFor, splitRedeemedLines } from './points-redemption.js';

const tiers = [
  { minPrice: 0, maxPrice: 1000, requiredPoints: 100 },
  { minPrice: 1000, maxPrice: 2000, requiredPoints: 200 },
];

describe('requiredPointsFor', () => {
  it('maps a price strictly above the minimum and up to the maximum to the tier points', () => {
    expect(requiredPointsFor(1, tiers)).toBe(100);
    expect(requiredPointsFor(1000, tiers)).toBe(100);
    expect(requiredPointsFor(1001, tiers)).toBe(200);
    expect(requiredPointsFor(2000, tiers)).toBe(200);
  });

  it('has no points for a price on no tier (0 is not above the first minimum)', () => {
    expect(requiredPointsFor(0, tiers)).toBeNull();
    expect(requiredPointsFor(2001, tiers)).toBeNull();
    expect(requiredPointsFor(500, [])).toBeNull();
  });
});

describe('canRedeem', () => {
  const base = { supportsExchange: true, requiredPoints: 100, curPoints: 250, pointsAlreadyUsed: 100 };

  it('needs exchange support, a tier and enough points beyond those already used', () => {
    expect(canRedeem(base)).toBe(true);
    expect(canRedeem({ ...base, pointsAlreadyUsed: 150 })).toBe(true); // exactly enough
    expect(canRedeem({ ...base, pointsAlreadyUsed: 151 })).toBe(false);
    expect(canRedeem({ ...base, supportsExchange: false })).toBe(false);
    expect(canRedeem({ ...base, requiredPoints: null })).toBe(false);
  });
});

describe('splitRedeemedLines', () => {
  it('turns a redeemed line into one redeemed unit followed by the paid rest', () => {
    const lines = [
      { goodsId: 'a', quantity: 3, redeemed: true },
      { goodsId: 'b', quantity: 2, redeemed: false },
      { goodsId: 'c', quantity: 1, redeemed: true },
    ];
    expect(splitRedeemedLines(lines)).toEqual([
      { goodsId: 'a', quantity: 1, redeemed: true },
      { goodsId: 'a', quantity: 2, redeemed: false },
      { goodsId: 'b', quantity: 2, redeemed: false },
      { goodsId: 'c', quantity: 1, redeemed: true },
    ]);
  });
});
