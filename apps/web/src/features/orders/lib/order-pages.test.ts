import type { OrderSummaryDto } from '@nearbite/contract/order-views';
import { describe, expect, it } from 'vitest';
import {
  hasRunningCountdown,
  nextOrderPage,
  type OrderPage,
  orderRowsAt,
  secondsLeftToPay,
} from './order-pages';

function summary(id: string, overrides: Partial<OrderSummaryDto> = {}): OrderSummaryDto {
  return {
    id,
    orderCode: 'K7M3QX',
    orderType: 'delivery',
    orderStatus: 'paid',
    commoditiesStatus: null,
    displayState: 1,
    fullRefunded: false,
    hasPartRefund: false,
    hasRider: false,
    business: { id: 'b1', name: 'Sugar Cloud', logo: null, timeZone: 'America/Los_Angeles' },
    commodities: [],
    commodityCount: 1,
    totalPrice: 1000,
    createdTime: 1,
    remainPayTime: 0,
    ...overrides,
  };
}

const page = (orders: OrderSummaryDto[], total: number, receivedAt = 0): OrderPage => ({
  orders,
  total,
  receivedAt,
});

describe('order list pages', () => {
  it('asks for the next page until every order of the tab has arrived', () => {
    const first = page(
      Array.from({ length: 10 }, (_, i) => summary(`a${i}`)),
      12,
    );
    expect(nextOrderPage(first, [first])).toBe(2);
    const second = page([summary('b0'), summary('b1')], 12);
    expect(nextOrderPage(second, [first, second])).toBeUndefined();
    const empty = page([], 12);
    expect(nextOrderPage(empty, [first, empty])).toBeUndefined();
  });

  it('counts the time to pay down from the moment the page arrived', () => {
    expect(secondsLeftToPay(60, 1_000, 1_000)).toBe(60);
    expect(secondsLeftToPay(60, 1_000, 11_999)).toBe(50);
    expect(secondsLeftToPay(60, 1_000, 200_000)).toBe(0);
  });

  it('hides unpaid orders with no time left and offers each row the actions of its state', () => {
    const pages = [
      page(
        [
          summary('unpaid', { orderStatus: 'received', remainPayTime: 30 }),
          summary('expired', { orderStatus: 'received', remainPayTime: 5 }),
          summary('paid'),
          summary('done', { orderStatus: 'completed', hasPartRefund: true }),
          summary('refunded', { orderStatus: 'cancelled', fullRefunded: true }),
        ],
        5,
        0,
      ),
    ];
    const rows = orderRowsAt(pages, 10_000);
    expect(rows.map((row) => row.order.id)).toEqual(['unpaid', 'paid', 'done', 'refunded']);
    const [unpaid, paid, done, refunded] = rows;
    expect(unpaid).toMatchObject({ labelKey: 'unpaid', payLeft: 20, canPay: true, canCancel: false });
    expect(paid).toMatchObject({
      labelKey: 'scheduled',
      canCancel: true,
      canPay: false,
      canOrderAgain: false,
    });
    expect(done).toMatchObject({ labelKey: 'completed', canOrderAgain: true, canViewRefund: true });
    expect(refunded).toMatchObject({ labelKey: 'refunded', canOrderAgain: true, canViewRefund: true });
  });

  it('shows an order once when a page boundary shifted, and ticks only while some unpaid order has time', () => {
    const pages = [page([summary('x'), summary('y')], 3), page([summary('y'), summary('z')], 3)];
    expect(orderRowsAt(pages, 0).map((row) => row.order.id)).toEqual(['x', 'y', 'z']);
    expect(hasRunningCountdown(pages, 0)).toBe(false);
    const unpaid = [page([summary('u', { orderStatus: 'partiallyPaid', remainPayTime: 3 })], 1, 0)];
    expect(hasRunningCountdown(unpaid, 2_000)).toBe(true);
    expect(hasRunningCountdown(unpaid, 3_000)).toBe(false);
  });
});
