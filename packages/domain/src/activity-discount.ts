/**
 * Activities (specification section 3, "Activity"): item discounts (`discount`) and order-type discounts
 * (`orderTypeDiscount`). `discountPercent` is the share the diner PAYS: 85 means 15 % off.
 *
 * - An item discount works per unit of a line, on the unit with its options (base, attribute and add-on
 *   prices): the discounted unit is ⌈unit × percent / 100⌉ ("a percent of price rounded up"), so the
 *   discount itself is rounded down. When several item discounts cover a line, the largest one wins;
 *   they never stack.
 * - An order-type discount takes ⌊base × (100 − percent) / 100⌋ off ("rounded down"), where base is the
 *   covered lines after their item discounts. When several cover the order, the largest wins.
 * - Redeemed (points) lines take part in neither. An activity that takes nothing off is not applied.
 */

import { ceilDiv, floorDiv, sum, whole } from './money.js';
import type { OrderType } from './order-type.js';

export const ACTIVITY_TYPES = ['discount', 'orderTypeDiscount'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** A running activity of the store (the caller passes only active ones inside their dates). */
export interface ActivityRule {
  id: string;
  activityType: ActivityType;
  /** The share paid, in percent (0–100): 85 means 15 % off. */
  discountPercent: number;
  /** Order types it applies to; empty means every type. */
  availableOrderTypes: readonly OrderType[];
  /** Commodities it applies to; null means every commodity. */
  availableCommodityIds: readonly string[] | null;
}

/** A line as the activity rules see it. */
export interface DiscountableLine {
  commodityId: string;
  /** One unit with its options, cents. */
  unitPrice: number;
  quantity: number;
  redeemed: boolean;
}

/** The item discount a line gets: which activity and how much off the whole line. */
export interface LineDiscount {
  activityId: string | null;
  discountPrice: number;
}

/** What an activity took off the order and which lines (by index) it applied to. */
export interface ActivityDiscount {
  id: string;
  activityType: ActivityType;
  discountedPrice: number;
  lineIndexes: number[];
}

const paidPercent = (percent: number): number => Math.min(100, whole(percent));

/** Whether an activity covers a commodity in an order type (empty types and null commodities mean all). */
export function activityCovers(activity: ActivityRule, orderType: OrderType, commodityId: string): boolean {
  const typeOk =
    activity.availableOrderTypes.length === 0 || activity.availableOrderTypes.includes(orderType);
  const commodityOk =
    activity.availableCommodityIds === null || activity.availableCommodityIds.includes(commodityId);
  return typeOk && commodityOk;
}

/** The unit price after an item discount paying `percentPaid` %: ⌈unit × percent / 100⌉. */
export function discountedUnitPrice(unitPrice: number, percentPaid: number): number {
  return ceilDiv(whole(unitPrice) * paidPercent(percentPaid), 100);
}

/** The largest item discount of each line (index for index); redeemed lines get none. */
export function itemDiscounts(
  lines: readonly DiscountableLine[],
  activities: readonly ActivityRule[],
  orderType: OrderType,
): LineDiscount[] {
  const itemActivities = activities.filter((activity) => activity.activityType === 'discount');
  return lines.map((line) => {
    let best: LineDiscount = { activityId: null, discountPrice: 0 };
    if (line.redeemed) return best;
    for (const activity of itemActivities) {
      if (!activityCovers(activity, orderType, line.commodityId)) continue;
      const perUnit = whole(line.unitPrice) - discountedUnitPrice(line.unitPrice, activity.discountPercent);
      const discountPrice = perUnit * whole(line.quantity);
      if (discountPrice > best.discountPrice) {
        best = { activityId: activity.id, discountPrice };
      }
    }
    return best;
  });
}

/** Item discounts grouped per activity, for the order payload's activities list. */
export function itemActivityDiscounts(
  discounts: readonly LineDiscount[],
  activities: readonly ActivityRule[],
): ActivityDiscount[] {
  const result: ActivityDiscount[] = [];
  const seen = new Set<string>();
  for (const activity of activities) {
    // Lines name their activity by id, so each id is grouped once even if a list repeats it.
    if (seen.has(activity.id)) continue;
    seen.add(activity.id);
    const lineIndexes = discounts.flatMap((discount, index) =>
      discount.activityId === activity.id ? [index] : [],
    );
    if (lineIndexes.length === 0) continue;
    const discountedPrice = sum(lineIndexes.map((index) => discounts[index]?.discountPrice ?? 0));
    result.push({ id: activity.id, activityType: activity.activityType, discountedPrice, lineIndexes });
  }
  return result;
}

/** A line as the order-type discount sees it: what remains of it after its item discount. */
export interface OrderDiscountableLine {
  commodityId: string;
  /** Line price after the item discount, cents. */
  payPrice: number;
  redeemed: boolean;
}

/** The largest order-type discount covering the order, or null when none takes anything off. */
export function orderTypeDiscount(
  lines: readonly OrderDiscountableLine[],
  activities: readonly ActivityRule[],
  orderType: OrderType,
): ActivityDiscount | null {
  let best: ActivityDiscount | null = null;
  for (const activity of activities) {
    if (activity.activityType !== 'orderTypeDiscount') continue;
    const lineIndexes = lines.flatMap((line, index) =>
      !line.redeemed && activityCovers(activity, orderType, line.commodityId) ? [index] : [],
    );
    if (lineIndexes.length === 0) continue;
    const base = sum(lineIndexes.map((index) => whole(lines[index]?.payPrice ?? 0)));
    const discountedPrice = floorDiv(base * (100 - paidPercent(activity.discountPercent)), 100);
    if (discountedPrice > (best?.discountedPrice ?? 0)) {
      best = { id: activity.id, activityType: activity.activityType, discountedPrice, lineIndexes };
    }
  }
  return best;
}
