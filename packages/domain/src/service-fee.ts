/**
 * Service fee (specification section 9): a percent of the food subtotal plus a fixed number of cents,
 * rounded up, set per order type. The subtotal is the food after item and order-type discounts, before a
 * coupon (see pricing.ts). An order type without a rule has no service fee.
 */

import { ceilDiv, whole } from './money.js';
import type { OrderType } from './order-type.js';

/** The store's service fee for one order type (servicePrices). */
export interface ServicePriceRule {
  orderType: OrderType;
  /** Percent of the food subtotal; up to two decimals count (3.5 is 3.5 %). */
  percent: number;
  /** Fixed part, cents. */
  cent: number;
}

/** ⌈subtotal × percent / 100⌉ + cent for the order type's rule; 0 when the type has no rule. */
export function serviceFee(
  rules: readonly ServicePriceRule[],
  orderType: OrderType,
  subtotal: number,
): number {
  const rule = rules.find((candidate) => candidate.orderType === orderType);
  if (!rule) return 0;
  const hundredthsOfPercent = whole(rule.percent * 100);
  return ceilDiv(whole(subtotal) * hundredthsOfPercent, 10_000) + whole(rule.cent);
}
