/**
 * How much money a refund of some of an order's commodities gives back (specification 000 section 3,
 * Refund: refundType commodities). The specification names the refund but not its amount; our rule:
 *
 * - A line's own price is what its units cost after their item discount: (unit + options) × bought −
 *   line discount. A line redeemed with points cost no money and gives none back.
 * - Reductions taken off the whole food (the order-type discount and a food coupon, cash or percent) are
 *   shared among the lines in proportion to their own price.
 * - The tax is shared among the lines in proportion to what each line paid after those reductions.
 * - Service fee, delivery fee, small-order fee and tip pay for the service, not the goods: a refund by
 *   commodities never returns them (a full refund or a custom amount does).
 * - Each share is whole cents (largest remainder), so the lines' totals add up to exactly the food paid
 *   plus the tax. Units of a line are refunded by cumulative floor: refunding every unit of every line,
 *   in any number of steps, returns exactly that sum.
 */

import { floorDiv, sum } from './money.js';

/** The order-wide figures a refund by commodities shares among the lines, in cents. */
export interface RefundOrderFigures {
  /** Order-type discount activities. */
  orderDiscountPrice: number;
  /** What a cash or percent coupon took off the food (0 for a free-delivery coupon or none). */
  foodCouponDiscount: number;
  /** Tax. */
  excisePrice: number;
}

/** One order line as bought. */
export interface RefundLineFigures {
  id: string;
  /** Unit price for the order type, before options. */
  price: number;
  /** Per-unit price of the chosen attribute and add-ons. */
  addPrice: number;
  /** Item discount on the whole line. */
  discountPrice: number;
  boughtNumber: number;
  /** Units already refunded. */
  refundedNumber: number;
  /** Redeemed with points: cost no money. */
  redeemed: boolean;
}

/** Units of one line to refund now. */
export interface RefundPick {
  id: string;
  count: number;
}

/**
 * Splits `total` into whole shares proportional to `weights` (largest remainder, ties to the earlier
 * weight); the shares add up to `total`. All zero weights give all zero shares except when total is 0.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const weightSum = sum(weights);
  if (weightSum <= 0 || total <= 0) return weights.map(() => 0);
  const shares = weights.map((weight) => floorDiv(total * weight, weightSum));
  const remainders = weights.map((weight, index) => ({ index, rest: (total * weight) % weightSum }));
  remainders.sort((a, b) => b.rest - a.rest || a.index - b.index);
  let left = total - sum(shares);
  for (const { index } of remainders) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** What each line paid in all, in line order: own price less its share of reductions, plus its tax share. */
export function linePaidTotals(order: RefundOrderFigures, lines: readonly RefundLineFigures[]): number[] {
  const own = lines.map((line) =>
    line.redeemed ? 0 : Math.max(0, (line.price + line.addPrice) * line.boughtNumber - line.discountPrice),
  );
  const reductions = Math.min(sum(own), order.orderDiscountPrice + order.foodCouponDiscount);
  const reductionShares = apportion(reductions, own);
  const net = own.map((amount, index) => amount - (reductionShares[index] ?? 0));
  const taxShares = apportion(order.excisePrice, net);
  return net.map((amount, index) => amount + (taxShares[index] ?? 0));
}

/** What refunding `count` more units gives back, of a line that paid `linePaid` for `bought` units. */
export function unitsRefundAmount(linePaid: number, bought: number, alreadyRefunded: number, count: number) {
  const upTo = (units: number) => floorDiv(linePaid * units, bought);
  return upTo(alreadyRefunded + count) - upTo(alreadyRefunded);
}

/**
 * The amount of a refund by commodities, or null when a pick names no line of the order, a line twice,
 * or more units than are left to refund (bought − refunded).
 */
export function commoditiesRefundAmount(
  order: RefundOrderFigures,
  lines: readonly RefundLineFigures[],
  picks: readonly RefundPick[],
): number | null {
  const totals = linePaidTotals(order, lines);
  const seen = new Set<string>();
  let amount = 0;
  for (const pick of picks) {
    const index = lines.findIndex((line) => line.id === pick.id);
    const line = lines[index];
    if (!line || seen.has(pick.id) || pick.count < 1) return null;
    if (pick.count > line.boughtNumber - line.refundedNumber) return null;
    seen.add(pick.id);
    amount += unitsRefundAmount(totals[index] ?? 0, line.boughtNumber, line.refundedNumber, pick.count);
  }
  return amount;
}
