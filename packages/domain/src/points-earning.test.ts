import { describe, expect, it } from 'vitest';
import { pointsEarnedFor } from './points-earning.js';

describe('pointsEarnedFor', () => {
  it('earns the programme’s points for every whole dollar of food paid', () => {
    expect(pointsEarnedFor({ foodPaidCents: 2599, pointsPerDollar: 1, isDouble: false })).toBe(25);
    expect(pointsEarnedFor({ foodPaidCents: 2600, pointsPerDollar: 3, isDouble: false })).toBe(78);
    expect(pointsEarnedFor({ foodPaidCents: 99, pointsPerDollar: 5, isDouble: false })).toBe(0);
  });

  it('doubles while the programme awards double points', () => {
    expect(pointsEarnedFor({ foodPaidCents: 1000, pointsPerDollar: 2, isDouble: true })).toBe(40);
  });

  it('earns nothing for no food paid or a programme awarding none', () => {
    expect(pointsEarnedFor({ foodPaidCents: 0, pointsPerDollar: 1, isDouble: true })).toBe(0);
    expect(pointsEarnedFor({ foodPaidCents: -500, pointsPerDollar: 1, isDouble: false })).toBe(0);
    expect(pointsEarnedFor({ foodPaidCents: 5000, pointsPerDollar: 0, isDouble: true })).toBe(0);
  });
});
