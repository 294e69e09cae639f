import type { BusinessDetailDto } from '@nearbite/contract/store';

type PointsDetail = Pick<BusinessDetailDto, 'integralRules' | 'pointsConfig'>;

/** An item price range redeemable with points: above `min` cents and up to `max`, for `points`. */
export interface PointsTier {
  min: number;
  max: number;
  points: number;
}

/** Whether the store runs a points programme (the points card shows only then). */
export function hasPointsProgramme(detail: PointsDetail): boolean {
  return detail.pointsConfig.status;
}

/** The item redemption tiers, cheapest first. */
export function pointsTiers(detail: PointsDetail): PointsTier[] {
  return detail.integralRules
    .map((rule) => ({
      min: rule.availablePrices.min,
      max: rule.availablePrices.max,
      points: rule.requiredPoints,
    }))
    .sort((a, b) => a.min - b.min || a.max - b.max);
}

/**
 * Whether the store shows the redeem label: its programme is on and something can be had for points
 * (an item tier or a reward). The detail has no list of points-redeemable coupons, so these stand in.
 */
export function showsRedeemLabel(detail: PointsDetail): boolean {
  return (
    hasPointsProgramme(detail) &&
    (detail.integralRules.length > 0 || detail.pointsConfig.exchangeRules.commodities.length > 0)
  );
}
