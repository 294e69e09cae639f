import type { StoreActivityDto } from '@nearbite/contract/store';
import type { ActivityRule } from '@nearbite/domain/activity-discount';

/**
 * A store's running activities as the domain pricing engine takes them (the store page labels items
 * with them, the cart and checkout price with them). An empty item list covers every item.
 */
export function activityRules(activities: readonly StoreActivityDto[]): ActivityRule[] {
  return activities.flatMap((activity) => {
    const detail = activity.details[0];
    if (!detail) return [];
    const items = detail.availableConditions.availableCommodities;
    return [
      {
        id: activity.id,
        activityType: activity.activityType,
        discountPercent: detail.discountPercent,
        availableOrderTypes: detail.availableConditions.availableOrderTypes,
        availableCommodityIds: items.length === 0 ? null : items,
      },
    ];
  });
}
