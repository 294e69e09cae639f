import type { OrderSummaryDto } from '@nearbite/contract/order-views';
import {
  canCancel,
  canOrderAgain,
  canPay,
  canViewRefund,
  isHiddenUnpaid,
  type OrderDisplayState,
  type OrderStatusLabelKey,
  orderDisplayState,
  orderStatusLabelKey,
} from '@nearbite/domain/order-display';

/** One page of the order list, with the moment (epoch ms) it arrived: pay countdowns run from there. */
export interface OrderPage {
  orders: OrderSummaryDto[];
  total: number;
  receivedAt: number;
}

/** The next page number while fewer orders than the total have arrived (and the last page was not empty). */
export function nextOrderPage(last: OrderPage, pages: readonly OrderPage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.orders.length, 0);
  return last.orders.length > 0 && loaded < last.total ? pages.length + 1 : undefined;
}

/** Seconds left to pay at `now`, from the `remainPayTime` the server gave at `receivedAt`. */
export function secondsLeftToPay(remainPayTime: number, receivedAt: number, now: number): number {
  return Math.max(0, remainPayTime - Math.floor(Math.max(0, now - receivedAt) / 1000));
}

/** A row of the list as it shows at a moment: its state, label, time left to pay and actions. */
export interface OrderRowView {
  order: OrderSummaryDto;
  state: OrderDisplayState;
  labelKey: OrderStatusLabelKey;
  /** Seconds left to pay (0 unless unpaid with time left). */
  payLeft: number;
  canCancel: boolean;
  canPay: boolean;
  canOrderAgain: boolean;
  canViewRefund: boolean;
}

/** The rows of the loaded pages at `now`, leaving out unpaid orders whose time has run out. */
export function orderRowsAt(pages: readonly OrderPage[], now: number): OrderRowView[] {
  const rows: OrderRowView[] = [];
  const seen = new Set<string>();
  for (const page of pages) {
    for (const order of page.orders) {
      // A page boundary may shift while orders arrive or leave the tab: show each order once.
      if (seen.has(order.id)) continue;
      seen.add(order.id);
      const state = orderDisplayState(order);
      const payLeft = state === 0 ? secondsLeftToPay(order.remainPayTime, page.receivedAt, now) : 0;
      if (isHiddenUnpaid(state, payLeft)) continue;
      rows.push({
        order,
        state,
        labelKey: orderStatusLabelKey(order),
        payLeft,
        canCancel: canCancel(state, 'list'),
        canPay: canPay(state, payLeft),
        canOrderAgain: canOrderAgain(state, 'list'),
        canViewRefund: canViewRefund(state, order.hasPartRefund),
      });
    }
  }
  return rows;
}

/** Whether any loaded unpaid order still has time left: the list then ticks each second. */
export function hasRunningCountdown(pages: readonly OrderPage[], now: number): boolean {
  return pages.some((page) =>
    page.orders.some(
      (order) =>
        orderDisplayState(order) === 0 && secondsLeftToPay(order.remainPayTime, page.receivedAt, now) > 0,
    ),
  );
}
