/**
 * Redeeming cart items with points (specification sections 4, 7 and 9). A store's exchange tiers map an
 * item's price to the points it costs: the unit price (base price for the order type plus attribute and
 * add-on prices) strictly above `minPrice` and at most `maxPrice` costs `requiredPoints`.
 */

import { whole } from './money.js';

/** One exchange tier of a store's points programme (prices in cents). */
export interface PointsExchangeTier {
  minPrice: number;
  maxPrice: number;
  requiredPoints: number;
}

/** Points one unit priced `unitPrice` costs: the first tier with minPrice < price ≤ maxPrice; null if none. */
export function requiredPointsFor(unitPrice: number, tiers: readonly PointsExchangeTier[]): number | null {
  const tier = tiers.find((candidate) => candidate.minPrice < unitPrice && unitPrice <= candidate.maxPrice);
  return tier ? whole(tier.requiredPoints) : null;
}

/**
 * Whether a line can be toggled to redeemed: the item supports exchange, a tier covers its price and the
 * diner's points cover it on top of the points other redeemed lines already take.
 */
export function canRedeem(input: {
  supportsExchange: boolean;
  requiredPoints: number | null;
  curPoints: number;
  pointsAlreadyUsed: number;
}): boolean {
  if (!input.supportsExchange || input.requiredPoints === null) return false;
  return input.pointsAlreadyUsed + input.requiredPoints <= input.curPoints;
}

/**
 * The order payload's shape of redeemed lines (section 7): a cart line toggled redeemed becomes one
 * redeemed unit plus, when it had more, a paid line with the remaining units. Other lines are unchanged;
 * order is kept, so a line's redeemed unit comes right before its paid rest.
 */
export function splitRedeemedLines<T extends { quantity: number; redeemed: boolean }>(
  lines: readonly T[],
): T[] {
  return lines.flatMap((line) => {
    if (!line.redeemed || line.quantity <= 1) return [line];
    return [
      { ...line, quantity: 1, redeemed: true },
      { ...line, quantity: line.quantity - 1, redeemed: false },
    ];
  });
}
