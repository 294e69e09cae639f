/**
 * A store's points programme as its owner sets it in the console: how many points a dollar earns, double
 * points, how long a balance lasts, and which item prices can be taken for how many points.
 */

import { POINTS_VALIDITY_MAX_DAYS } from './points-expiry.js';

/** Points a dollar earns at a store that switched points on without setting its rules. */
export const DEFAULT_POINTS_PER_DOLLAR = 1;
/** The most points one whole dollar of food may earn. */
export const POINTS_PER_DOLLAR_MAX = 100;
/** Price tiers a store may offer for exchanging items with points. */
export const EXCHANGE_TIERS_MAX = 10;
/** The most items one order may take with points, when the store sets a limit. */
export const EXCHANGES_PER_ORDER_MAX = 99;
/** The most points one item may cost. */
export const EXCHANGE_POINTS_MAX = 1_000_000;
/** The highest item price (cents) a tier may reach: $10,000. */
export const EXCHANGE_PRICE_MAX = 1_000_000;
/** Longest explanation text a store writes for its programme's pages, per language. */
export const POINTS_TEXT_MAX = 1000;
/** The programme's explanation texts, in the order its pages show them. */
export const POINTS_TEXT_KEYS = [
  'pointsExplain',
  'learnMoreGainPointsRules',
  'learnMoreConsumePointsRules',
  'learnMoreOtherExplain',
] as const;
export type PointsTextKey = (typeof POINTS_TEXT_KEYS)[number];
export { POINTS_VALIDITY_MAX_DAYS };

/** Items priced above minPrice and at most maxPrice (cents, add-ons included) cost requiredPoints. */
export interface ExchangeTier {
  minPrice: number;
  maxPrice: number;
  requiredPoints: number;
}

/**
 * The first tier that is wrong, and why: a price range that is empty, or one that overlaps another tier's
 * (an item would then have two prices in points). Null when every tier is fine.
 */
export function exchangeTierProblem(
  tiers: readonly ExchangeTier[],
): { index: number; problem: 'emptyRange' | 'overlaps' } | null {
  for (const [index, tier] of tiers.entries()) {
    if (tier.maxPrice <= tier.minPrice) return { index, problem: 'emptyRange' };
    const overlapping = tiers.some(
      (other, at) => at < index && tier.minPrice < other.maxPrice && other.minPrice < tier.maxPrice,
    );
    if (overlapping) return { index, problem: 'overlaps' };
  }
  return null;
}
