import type { OrderDetailDto } from '@nearbite/contract/order-views';

/** A discount of an order: an activity or a coupon by name, or the rest of the discounts unnamed. */
export interface PriceDiscount {
  kind: 'activity' | 'coupon' | 'other';
  name: string | null;
  /** Cents taken off (positive). */
  amount: number;
}

/** What an order's price section shows; the receipt builds the same shape from its own answer. */
export interface PriceSummary {
  subtotal: number;
  discounts: readonly PriceDiscount[];
  tax: number;
  serviceFee: number;
  deliveryFee: number;
  smallOrderFee: number;
  tip: number;
  total: number;
  refunded: number;
}

export type PriceRowKey =
  | 'subtotal'
  | 'discounts'
  | 'coupon'
  | 'activity'
  | 'tax'
  | 'serviceFee'
  | 'deliveryFee'
  | 'smallOrderFee'
  | 'tip'
  | 'total'
  | 'refunded';

/** One line of the price section; `amount` in cents, negative for what is taken off. */
export interface PriceRow {
  /** Unique within the rows (a list key). */
  id: string;
  key: PriceRowKey;
  name: string | null;
  amount: number;
}

/**
 * The price lines in order: subtotal, each discount, tax, fees and tip (only those charged), the total,
 * and what was refunded (only when something was).
 */
export function priceRowsOf(summary: PriceSummary): PriceRow[] {
  const rows: PriceRow[] = [{ id: 'subtotal', key: 'subtotal', name: null, amount: summary.subtotal }];
  summary.discounts.forEach((discount, index) => {
    if (discount.amount <= 0) return;
    const key = discount.kind === 'other' ? 'discounts' : discount.kind;
    rows.push({ id: `${key}-${index}`, key, name: discount.name, amount: -discount.amount });
  });
  const charges: [PriceRowKey, number][] = [
    ['tax', summary.tax],
    ['serviceFee', summary.serviceFee],
    ['deliveryFee', summary.deliveryFee],
    ['smallOrderFee', summary.smallOrderFee],
    ['tip', summary.tip],
  ];
  for (const [key, amount] of charges) if (amount > 0) rows.push({ id: key, key, name: null, amount });
  rows.push({ id: 'total', key: 'total', name: null, amount: summary.total });
  if (summary.refunded > 0)
    rows.push({ id: 'refunded', key: 'refunded', name: null, amount: -summary.refunded });
  return rows;
}

/**
 * The order detail's price summary: activities and coupons by name, and whatever part of the total discount
 * they do not name (item discounts, say) as one unnamed discount.
 */
export function priceSummaryOfOrder(order: OrderDetailDto): PriceSummary {
  const named: PriceDiscount[] = [
    ...order.activityDiscounts.map((row) => ({
      kind: 'activity' as const,
      name: row.name,
      amount: row.discountedPrice,
    })),
    ...order.coupons.map((row) => ({ kind: 'coupon' as const, name: row.name, amount: row.discountedPrice })),
  ];
  const namedTotal = named.reduce((sum, row) => sum + row.amount, 0);
  const rest = order.discountedPrice - namedTotal;
  return {
    subtotal: order.commoditiesPrice,
    discounts: rest > 0 ? [...named, { kind: 'other', name: null, amount: rest }] : named,
    tax: order.excisePrice,
    serviceFee: order.servicePrice,
    deliveryFee: order.deliveryInfo?.deliveryPrice ?? 0,
    smallOrderFee: order.deliveryInfo?.smallOrderExtraPrice ?? 0,
    tip: order.tipPrice,
    total: order.totalPrice,
    refunded: order.refundedPrice,
  };
}
