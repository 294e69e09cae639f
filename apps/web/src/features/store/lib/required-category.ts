import type { RequiredForDineInDto } from '@nearbite/contract/menu';
import type { OrderType } from '@nearbite/domain/order-type';

/** The category a dine-in cart must hold an item of, as the cart bar takes it. */
export interface RequiredCategoryView {
  categoryId: string | null;
  categoryName: string | null;
  goodsIds: readonly string[];
}

/** The store's required category in dine-in; null in delivery or pickup, or when the store has none. */
export function requiredCategoryOf(
  orderType: OrderType | null,
  required: RequiredForDineInDto | undefined,
): RequiredCategoryView | null {
  if (orderType !== 'dineIn' || !required?.category) return null;
  return {
    categoryId: required.category.id,
    categoryName: required.category.name,
    goodsIds: required.commodities.map((item) => item.id),
  };
}
