/**
 * The points programme screens' rules (ordering specification sections 3, 5 and 9): the statement's change
 * types and tabs, the page size of the history lists, the curPoint query check and the progress bar of
 * /integral/mine with its four tiers.
 */

/** Changes that add points, in the specification's order. */
export const POINTS_EARN_TYPES = [
  'businessReward',
  'completedOrder',
  'share',
  'comment',
  'cancelledOrderRollback',
  'refundedOrderRollback',
] as const;

/** Changes that take points away, in the specification's order. */
export const POINTS_SPEND_TYPES = [
  'consumedForCommodity',
  'consumedForCoupon',
  'expired',
  'businessDeduction',
  'completedOrderRollback',
] as const;

/** Every statement type: the earn types, then the spend types. */
export const POINTS_CHANGE_TYPES = [...POINTS_EARN_TYPES, ...POINTS_SPEND_TYPES] as const;

export type PointsEarnType = (typeof POINTS_EARN_TYPES)[number];
export type PointsChangeType = (typeof POINTS_CHANGE_TYPES)[number];

/** True for a change type that adds points; its ledger number is positive, a spend's negative. */
export function isEarnType(type: PointsChangeType): type is PointsEarnType {
  return (POINTS_EARN_TYPES as readonly string[]).includes(type);
}

/**
 * The changes a store's own systems make through the merchant API: rewards and deductions, and the points
 * for sharing and commenting, which the store grants (the app has no share or comment feature).
 */
export const MERCHANT_POINTS_CHANGE_TYPES = [
  'businessReward',
  'businessDeduction',
  'share',
  'comment',
] as const;
export type MerchantPointsChangeType = (typeof MERCHANT_POINTS_CHANGE_TYPES)[number];

/** The most points one merchant change moves. */
export const MERCHANT_POINTS_MAX_CHANGE = 1_000_000;

/** The largest balance a card can hold: the most the points screen reads (nine digits). */
export const POINTS_BALANCE_MAX = 999_999_999;

/** The statement's tabs: every line, the lines that added points, the lines that took points. */
export const STATEMENT_TYPES = ['all', 'positive', 'negative'] as const;
export type StatementType = (typeof STATEMENT_TYPES)[number];

/** Records per page of the redemption history and the statement (pageCapacity). */
export const POINTS_PAGE_SIZE = 10;

/** Coupons for points the cart lists before the diner taps More (specification 001 section 2, Cart). */
export const CART_REDEEM_COUPONS_SHOWN = 2;

/**
 * The coupons a list shows: the first `shown` until it is expanded (null shows all), and how many More
 * would add.
 */
export function visibleCoupons<T>(
  coupons: readonly T[],
  shown: number | null,
  expanded: boolean,
): { visible: readonly T[]; hidden: number } {
  if (shown === null || expanded || coupons.length <= shown) return { visible: coupons, hidden: 0 };
  return { visible: coupons.slice(0, shown), hidden: coupons.length - shown };
}

/** The largest curPoint the points screen accepts: every balance a card can hold (POINTS_BALANCE_MAX). */
const MAX_CUR_POINT_DIGITS = String(POINTS_BALANCE_MAX).length;

/**
 * The curPoint query of /integral/mine as a number, or null when it is not a whole non-negative number
 * (the screen then shows its error): "120" is 120; "", "abc", "-5", "1.5" and "1e3" are refused.
 */
export function parseCurPoint(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  if (!new RegExp(`^\\d{1,${MAX_CUR_POINT_DIGITS}}$`).test(trimmed)) return null;
  return Number(trimmed);
}

/** The progress bar's tiers when the store's own do not make four. */
export const DEFAULT_POINTS_TIERS = [50, 100, 150, 200] as const;
/** Width of the bar's segments up to each tier (from 0 to the first, then between tiers). */
export const POINTS_SCALE_WEIGHTS = [10, 25, 24, 24] as const;
/** Width of the segment beyond the last tier. */
export const POINTS_SCALE_BEYOND_WEIGHT = 11;

const TIER_COUNT = DEFAULT_POINTS_TIERS.length;

/**
 * The four tiers of the progress bar: the store's first four distinct redemption prices in points,
 * ascending, when it has at least four; otherwise the defaults 50, 100, 150, 200.
 */
export function progressTiers(requiredPoints: readonly number[]): number[] {
  const distinct = [...new Set(requiredPoints.filter((points) => Number.isInteger(points) && points > 0))];
  distinct.sort((a, b) => a - b);
  return distinct.length >= TIER_COUNT ? distinct.slice(0, TIER_COUNT) : [...DEFAULT_POINTS_TIERS];
}

/** The progress bar: how much is filled and where each tier's mark sits, both as shares of the bar (0–1). */
export interface PointsProgress {
  filled: number;
  marks: number[];
}

/**
 * Fills the bar segment by segment: each segment's weight is shared out linearly between its two tiers.
 * The segment beyond the last tier fills over one more step of the last tier's size (last minus the one
 * before), so the bar is full from twice-the-last-step on.
 */
export function pointsProgress(curPoints: number, tiers: readonly number[]): PointsProgress {
  const bounds = [0, ...tiers.slice(0, TIER_COUNT)];
  const last = bounds[bounds.length - 1] ?? 0;
  const previous = bounds[bounds.length - 2] ?? 0;
  const beyondStep = Math.max(1, last - previous);
  const weights = [...POINTS_SCALE_WEIGHTS, POINTS_SCALE_BEYOND_WEIGHT];
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const segments = weights.map((weight, index) => {
    const from = bounds[index] ?? last;
    const to = index < POINTS_SCALE_WEIGHTS.length ? (bounds[index + 1] ?? last) : last + beyondStep;
    return { weight, from, to };
  });
  const points = Math.max(0, curPoints);
  let filled = 0;
  for (const { weight, from, to } of segments) {
    const share = to > from ? Math.min(1, Math.max(0, (points - from) / (to - from))) : points >= to ? 1 : 0;
    filled += weight * share;
  }
  let position = 0;
  const marks = POINTS_SCALE_WEIGHTS.map((weight) => {
    position += weight;
    return position / total;
  });
  return { filled: filled / total, marks };
}
