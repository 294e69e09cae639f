import type { CommoditySummaryDto, TimedMenuDto } from '@nearbite/contract/menu';
import type { StoreActivityDto } from '@nearbite/contract/store';
import { type ActivityRule, activityCovers } from '@nearbite/domain/activity-discount';
import type { OrderType } from '@nearbite/domain/order-type';
import { isTimedMenuOpen } from '@nearbite/domain/ordering-time';

/** The timed-menu id of all-day items. */
export const ALL_DAY_MENU = 'allDay';

/** The price a row shows for the dining type (the takeaway price for pickup) and the crossed-out one. */
export function rowPrices(
  item: Pick<CommoditySummaryDto, 'price' | 'takeawayPrice' | 'originPrice' | 'originTakeawayPrice'>,
  orderType: OrderType,
): { price: number; originPrice: number | null } {
  const pickup = orderType === 'pickup';
  const price = pickup && item.takeawayPrice !== null ? item.takeawayPrice : item.price;
  const origin = pickup && item.originTakeawayPrice !== null ? item.originTakeawayPrice : item.originPrice;
  return { price, originPrice: origin !== null && origin > price ? origin : null };
}

/**
 * The discount a row labels, as the share paid in percent: the item's own discount, else the largest
 * item-discount activity covering it in this dining type; null for none.
 */
export function rowDiscountPercent(
  item: Pick<CommoditySummaryDto, 'id' | 'discountPercent'>,
  activities: readonly ActivityRule[],
  orderType: OrderType,
): number | null {
  if (item.discountPercent !== null && item.discountPercent < 100) return item.discountPercent;
  const covering = activities
    .filter((activity) => activity.activityType === 'discount' && activity.discountPercent < 100)
    .filter((activity) => activityCovers(activity, orderType, item.id))
    .map((activity) => activity.discountPercent);
  return covering.length > 0 ? Math.min(...covering) : null;
}

/** The purchase notes a row shows: the minimum when above 1, the maximum when above 0. */
export function purchaseNotes(item: Pick<CommoditySummaryDto, 'minBuyNumber' | 'maxBuyNumber'>): {
  min: number | null;
  max: number | null;
} {
  return {
    min: item.minBuyNumber > 1 ? item.minBuyNumber : null,
    max: item.maxBuyNumber !== null && item.maxBuyNumber > 0 ? item.maxBuyNumber : null,
  };
}

/** Whether an item of the menu can join the cart now: all-day, or its timed menu is being served. */
export function isItemServedNow(
  timedMenuId: string,
  menus: readonly Pick<TimedMenuDto, 'id' | 'openHours'>[],
  timeZone: string,
  now: number,
): boolean {
  if (timedMenuId === ALL_DAY_MENU) return true;
  const menu = menus.find((candidate) => candidate.id === timedMenuId);
  // A menu the answer does not list cannot be judged here; the item dialog asks the server (canJoin).
  return menu ? isTimedMenuOpen(menu, timeZone, now) : true;
}

/** Activity labels of the store header: each activity's name with its discount. */
export function activityLabels(activities: readonly StoreActivityDto[]) {
  return activities.flatMap((activity) => {
    const detail = activity.details[0];
    if (!detail || detail.discountPercent >= 100) return [];
    return [
      {
        id: activity.id,
        name: activity.name,
        describe: activity.activityDescribe,
        percentPaid: detail.discountPercent,
        orderTypes:
          activity.activityType === 'orderTypeDiscount' ? detail.availableConditions.availableOrderTypes : [],
      },
    ];
  });
}

/** The element id of a category's menu section (its tab scrolls there; the scroll spy watches it). */
export const sectionId = (categoryId: string) => `nb-shop-menu-${categoryId}`;
