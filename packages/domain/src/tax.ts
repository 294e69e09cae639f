/**
 * Sales tax (specification section 9): rates are millionths (rate / 1,000,000) and the tax is rounded up.
 *
 * Tax is charged on what the diner pays for food: each paid line after its item discount, less its share
 * of the order-type discount (spread over the lines that discount covered, in proportion to their prices)
 * and of a food coupon (spread over all lines likewise). Fees, delivery and tips are not taxed. Each line
 * is taxed at its own rate, and the order's tax is rounded up once, so splitting a line never changes it.
 */

import type { OrderType } from './order-type.js';

/** Tax rates are millionths: 86,250 is 8.625 %. */
export const TAX_RATE_DENOMINATOR = 1_000_000;

/** The store's tax settings. */
export interface TaxRules {
  /** Combined rate in millionths (taxRate.combinedRate). */
  taxRateMillionths: number;
  /** Pickup orders are not taxed, except items with their own pickup rate. */
  noTaxOnPickupOrders: boolean;
}

/**
 * The rate of one item: its own rate for the order type when it has one (specifiedTax), else none on
 * pickup orders of a store that does not tax pickup, else the store's rate.
 */
export function lineTaxRate(
  rules: TaxRules,
  orderType: OrderType,
  specifiedTax: Partial<Record<OrderType, number>> | null | undefined,
): number {
  const own = specifiedTax?.[orderType];
  if (own !== undefined && own !== null) return clampRate(own);
  if (orderType === 'pickup' && rules.noTaxOnPickupOrders) return 0;
  return clampRate(rules.taxRateMillionths);
}

function clampRate(rate: number): number {
  return Number.isFinite(rate) ? Math.min(TAX_RATE_DENOMINATOR, Math.max(0, Math.round(rate))) : 0;
}

/** A paid line as the tax sees it. */
export interface TaxableLine {
  /** Line price after its item discount, cents. */
  payPrice: number;
  /** Rate in millionths (lineTaxRate). */
  rate: number;
  /** The order-type discount covered this line. */
  orderDiscounted: boolean;
}

/** What is taken off the food above line level. */
export interface FoodDeductions {
  /** Order-type discount, cents. */
  orderDiscount: number;
  /** Coupon value taken off the food (discount and cash coupons; not free delivery), cents. */
  foodCoupon: number;
}

const big = (value: number): bigint => BigInt(Math.max(0, Math.round(value)));

/**
 * The order's tax in cents, rounded up. Exact: the proportional shares are kept as one fraction
 * (BigInt), and only the final amount is rounded.
 */
export function orderTax(lines: readonly TaxableLine[], deductions: FoodDeductions): number {
  let covered = 0n; // price of the lines the order-type discount covered
  let coveredTax = 0n; // Σ price × rate of those lines
  let other = 0n;
  let otherTax = 0n;
  for (const line of lines) {
    const price = big(line.payPrice);
    if (line.orderDiscounted) {
      covered += price;
      coveredTax += price * big(line.rate);
    } else {
      other += price;
      otherTax += price * big(line.rate);
    }
  }
  const orderDiscount = minBig(big(deductions.orderDiscount), covered);
  const subtotal = covered + other - orderDiscount;
  if (subtotal === 0n) return 0;
  const coupon = minBig(big(deductions.foodCoupon), subtotal);
  // tax = [coveredTax × (covered − orderDiscount) / covered + otherTax] × (subtotal − coupon) / subtotal / 10⁶
  const coveredBase = covered === 0n ? 1n : covered;
  const numerator = (coveredTax * (covered - orderDiscount) + otherTax * coveredBase) * (subtotal - coupon);
  const denominator = coveredBase * subtotal * BigInt(TAX_RATE_DENOMINATOR);
  return Number((numerator + denominator - 1n) / denominator);
}

const minBig = (a: bigint, b: bigint): bigint => (a < b ? a : b);
