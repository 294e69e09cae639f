/**
 * Points a diner earns when an order is completed at a store running a points programme. The programme
 * says how many points a whole dollar earns (`pointsPerDollar`) and whether double points are on; the
 * specifications give no rule, so ours is: whole dollars of the food actually paid for (after item,
 * order-type and food-coupon discounts, less what was refunded; tax, fees and tip earn nothing) × points
 * per dollar, doubled while the programme awards double points.
 */

import { floorDiv } from './money.js';

/** Cents in the dollar that earns points. */
export const CENTS_PER_POINTS_DOLLAR = 100;
/** How many times the usual points a double-points programme awards. */
export const DOUBLE_POINTS_FACTOR = 2;

/** What a completed order earns. */
export interface PointsEarningInput {
  /** Food paid for after discounts and food coupons, less refunds, in cents. */
  foodPaidCents: number;
  pointsPerDollar: number;
  isDouble: boolean;
}

/** Points a completed order earns; 0 for no food paid or a programme awarding none. */
export function pointsEarnedFor(input: PointsEarningInput): number {
  if (input.foodPaidCents <= 0 || input.pointsPerDollar <= 0) return 0;
  const dollars = floorDiv(Math.floor(input.foodPaidCents), CENTS_PER_POINTS_DOLLAR);
  return dollars * input.pointsPerDollar * (input.isDouble ? DOUBLE_POINTS_FACTOR : 1);
}
