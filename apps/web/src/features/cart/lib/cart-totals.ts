import type { ActivityRule } from '@nearbite/domain/activity-discount';
import type { OrderType } from '@nearbite/domain/order-type';
import { type LineQuote, priceOrder } from '@nearbite/domain/pricing';
import { DEFAULT_TIP_CONFIG } from '@nearbite/domain/tips';
import { type CartLine, cartCount, cartLineToOrderLine } from '../../../shared/lib/cart-line';

/** What the cart bar and popup show: units, the food before and after discounts, each line's figures. */
export interface CartTotals {
  count: number;
  /** Food before discounts. */
  commoditiesPrice: number;
  /** Food after item and order-type discounts: the bar's total. */
  subtotal: number;
  lines: LineQuote[];
}

/**
 * Prices the cart's food with the domain pricing engine (the same figures checkout and the server use);
 * fees, tax, tip and coupons belong to checkout and are left out here.
 */
export function cartTotals(
  lines: readonly CartLine[],
  orderType: OrderType,
  activities: readonly ActivityRule[],
): CartTotals {
  const quote = priceOrder({
    orderType,
    now: Date.now(),
    lines: lines.map(cartLineToOrderLine),
    activities,
    tax: { taxRateMillionths: 0, noTaxOnPickupOrders: false },
    servicePrices: [],
    tipRules: { config: DEFAULT_TIP_CONFIG, customizedTipDisabled: false, tipDisabledForOnline: true },
    tip: { kind: 'custom', amount: 0 },
    delivery: null,
    coupon: null,
    pointsTiers: [],
  });
  return {
    count: cartCount(lines),
    commoditiesPrice: quote.commoditiesPrice,
    subtotal: quote.subtotal,
    lines: quote.lines,
  };
}

/** What the cart's main button can do. */
export type CartButtonState = 'ready' | 'empty' | 'closed' | 'needRequired';

/**
 * Closed and not reservable: the button reads Closed and does nothing (closed but reservable stays
 * usable). An empty cart has nothing to check out; in dine-in an item of the required category must be
 * in the cart first.
 */
export function cartButtonState(input: {
  isOpen: boolean;
  canReserved: boolean;
  count: number;
  requiredMissing: boolean;
}): CartButtonState {
  if (!input.isOpen && !input.canReserved) return 'closed';
  if (input.count === 0) return 'empty';
  return input.requiredMissing ? 'needRequired' : 'ready';
}

/** Whether the cart lacks an item of the required category (null: the store requires none). */
export function requiredCategoryMissing(
  lines: readonly Pick<CartLine, 'categoryId' | 'goodsId'>[],
  required: { categoryId: string | null; goodsIds: readonly string[] } | null,
): boolean {
  if (!required || (required.categoryId === null && required.goodsIds.length === 0)) return false;
  return !lines.some(
    (line) => line.categoryId === required.categoryId || required.goodsIds.includes(line.goodsId),
  );
}
