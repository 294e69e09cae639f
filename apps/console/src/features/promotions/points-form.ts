import type { PointsRulesBody, PointsRulesDto } from '@nearbite/contract/console-points';
import { exchangeTierProblem } from '@nearbite/domain/points-settings';
import { centsOrNull, wholeOrNull } from '../../shared/lib/coupon-form';

/** One price tier as typed: dollars from and to, and the points an item in it costs. */
export interface TierRow {
  from: string;
  to: string;
  points: string;
}

/** The points rules as the form holds them (numbers as typed). */
export interface PointsForm {
  pointsPerDollar: string;
  isDouble: boolean;
  validityDays: string;
  maxPerOrder: string;
  tiers: TierRow[];
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

export function pointsFormOf(rules: PointsRulesDto): PointsForm {
  return {
    pointsPerDollar: String(rules.pointsPerDollar),
    isDouble: rules.isDouble,
    validityDays: rules.pointsValidityDays === null ? '' : String(rules.pointsValidityDays),
    maxPerOrder: rules.maxExchangesPerOrder === null ? '' : String(rules.maxExchangesPerOrder),
    tiers: [...rules.exchangeTiers]
      .sort((a, b) => a.minPrice - b.minPrice)
      .map((tier) => ({
        from: dollars(tier.minPrice),
        to: dollars(tier.maxPrice),
        points: String(tier.requiredPoints),
      })),
  };
}

/** The body to save; unreadable numbers are NaN (see hasUnreadable). */
export function pointsBodyOf(form: PointsForm): PointsRulesBody {
  return {
    pointsPerDollar: wholeOrNull(form.pointsPerDollar) ?? Number.NaN,
    isDouble: form.isDouble,
    pointsValidityDays: wholeOrNull(form.validityDays),
    maxExchangesPerOrder: wholeOrNull(form.maxPerOrder),
    exchangeTiers: form.tiers.map((row) => ({
      minPrice: centsOrNull(row.from) ?? 0,
      maxPrice: centsOrNull(row.to) ?? Number.NaN,
      requiredPoints: wholeOrNull(row.points) ?? Number.NaN,
    })),
  };
}

/** The tier row (counted from 1) to fix first, and why; null when the tiers can be saved. */
export function tierProblemOf(
  body: PointsRulesBody,
): { row: number; problem: 'emptyRange' | 'overlaps' } | null {
  const found = exchangeTierProblem(body.exchangeTiers);
  return found ? { row: found.index + 1, problem: found.problem } : null;
}
