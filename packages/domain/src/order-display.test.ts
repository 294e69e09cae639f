import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_REASONS,
  CURRENT_TAB_STATUSES,
  canCallWaiter,
  canCancel,
  canOrderAgain,
  canPay,
  canViewRefund,
  DEFAULT_CANCELLATION_REASON,
  DINE_IN_TABLE_SESSION_MS,
  HISTORY_TAB_STATUSES,
  isHiddenUnpaid,
  isOrderStillChanging,
  isTableSessionFresh,
  mapCentreOf,
  ORDER_DISPLAY_STATES,
  ORDER_LIST_PAGE_SIZE,
  ORDER_MAP_ZOOM,
  ORDER_POLL_INTERVAL_MS,
  type OrderDisplayInput,
  orderDisplayState,
  orderStatusLabelKey,
  PAYMENT_COUNTDOWN_TICK_MS,
  PAYMENT_SUCCESS_REDIRECT_MS,
  REFUND_DAYS,
  shouldPollOrder,
  trackingStageOf,
} from './order-display.js';
import { COMMODITIES_STATUSES, HANDLE_TIME_KEYS, ORDER_STATUSES } from './order-life.js';
import { ORDER_TYPES } from './order-type.js';

const order = (o: Partial<OrderDisplayInput>): OrderDisplayInput => ({
  orderType: 'delivery',
  orderStatus: 'confirmed',
  commoditiesStatus: 'preparing',
  hasRider: false,
  fullRefunded: false,
  ...o,
});

function* everyOrder(): Generator<OrderDisplayInput> {
  for (const orderType of ORDER_TYPES)
    for (const orderStatus of ORDER_STATUSES)
      for (const commoditiesStatus of [null, ...COMMODITIES_STATUSES])
        for (const hasRider of [false, true])
          for (const fullRefunded of [false, true])
            yield { orderType, orderStatus, commoditiesStatus, hasRider, fullRefunded };
}

describe('orderDisplayState', () => {
  it('shows unpaid, paid, finished and host states whatever the order type', () => {
    for (const orderType of ORDER_TYPES) {
      expect(orderDisplayState(order({ orderType, orderStatus: 'received', commoditiesStatus: null }))).toBe(
        0,
      );
      expect(
        orderDisplayState(order({ orderType, orderStatus: 'partiallyPaid', commoditiesStatus: null })),
      ).toBe(0);
      expect(orderDisplayState(order({ orderType, orderStatus: 'paid', commoditiesStatus: null }))).toBe(1);
      expect(
        orderDisplayState(order({ orderType, orderStatus: 'completed', commoditiesStatus: 'delivered' })),
      ).toBe(6);
      expect(orderDisplayState(order({ orderType, orderStatus: 'cancelled' }))).toBe(7);
    }
    expect(
      orderDisplayState(
        order({ orderStatus: 'waitingSelfPickup', commoditiesStatus: 'delivered', hasRider: true }),
      ),
    ).toBe(14);
  });

  it('follows the rider on a confirmed delivery', () => {
    expect(orderDisplayState(order({ commoditiesStatus: 'preparing' }))).toBe(4);
    expect(orderDisplayState(order({ commoditiesStatus: 'ready' }))).toBe(4);
    expect(orderDisplayState(order({ commoditiesStatus: 'preparing', hasRider: true }))).toBe(5);
    expect(orderDisplayState(order({ commoditiesStatus: 'ready', hasRider: true }))).toBe(5);
    expect(orderDisplayState(order({ commoditiesStatus: 'atBusiness', hasRider: true }))).toBe(8);
    expect(orderDisplayState(order({ commoditiesStatus: 'delivering', hasRider: true }))).toBe(9);
  });

  it('shows preparing and ready for a confirmed pickup or dine-in order', () => {
    for (const orderType of ['pickup', 'dineIn'] as const) {
      expect(orderDisplayState(order({ orderType, commoditiesStatus: 'preparing' }))).toBe(2);
      expect(orderDisplayState(order({ orderType, commoditiesStatus: 'ready' }))).toBe(3);
    }
  });

  it('reads the legacy order statuses as confirmed with that food status', () => {
    expect(
      orderDisplayState(order({ orderType: 'pickup', orderStatus: 'ready', commoditiesStatus: null })),
    ).toBe(3);
    expect(
      orderDisplayState(order({ orderStatus: 'delivering', commoditiesStatus: null, hasRider: true })),
    ).toBe(9);
  });

  it('shows a fully refunded order as refunded, whatever else', () => {
    for (const o of everyOrder()) {
      if (o.fullRefunded) expect(orderDisplayState(o)).toBe(13);
    }
  });

  it('never answers a state outside the table', () => {
    for (const o of everyOrder()) expect(ORDER_DISPLAY_STATES).toContain(orderDisplayState(o));
    expect(ORDER_DISPLAY_STATES).not.toContain(10);
    expect(ORDER_DISPLAY_STATES).not.toContain(11);
    expect(ORDER_DISPLAY_STATES).not.toContain(12);
  });
});

describe('orderStatusLabelKey', () => {
  it('labels a delivery order', () => {
    expect(orderStatusLabelKey(order({ orderStatus: 'received', commoditiesStatus: null }))).toBe('unpaid');
    expect(orderStatusLabelKey(order({ orderStatus: 'partiallyPaid', commoditiesStatus: null }))).toBe(
      'unpaid',
    );
    expect(orderStatusLabelKey(order({ orderStatus: 'paid', commoditiesStatus: null }))).toBe('scheduled');
    expect(orderStatusLabelKey(order({ commoditiesStatus: 'preparing' }))).toBe('orderConfirmed');
    expect(orderStatusLabelKey(order({ commoditiesStatus: 'ready' }))).toBe('orderConfirmed');
    expect(orderStatusLabelKey(order({ commoditiesStatus: 'preparing', hasRider: true }))).toBe(
      'driverFound',
    );
    expect(orderStatusLabelKey(order({ commoditiesStatus: 'ready', hasRider: true }))).toBe('driverFound');
    expect(orderStatusLabelKey(order({ commoditiesStatus: 'atBusiness', hasRider: true }))).toBe(
      'driverAtStore',
    );
    expect(orderStatusLabelKey(order({ commoditiesStatus: 'delivering', hasRider: true }))).toBe(
      'delivering',
    );
    expect(orderStatusLabelKey(order({ orderStatus: 'completed', commoditiesStatus: 'delivered' }))).toBe(
      'completed',
    );
    expect(orderStatusLabelKey(order({ orderStatus: 'cancelled' }))).toBe('cancelled');
    expect(
      orderStatusLabelKey(order({ orderStatus: 'waitingSelfPickup', commoditiesStatus: 'delivered' })),
    ).toBe('atTheHost');
  });

  it('labels pickup and dine-in orders', () => {
    expect(
      orderStatusLabelKey(order({ orderType: 'pickup', orderStatus: 'received', commoditiesStatus: null })),
    ).toBe('unpaid');
    expect(
      orderStatusLabelKey(order({ orderType: 'dineIn', orderStatus: 'paid', commoditiesStatus: null })),
    ).toBe('scheduled');
    expect(orderStatusLabelKey(order({ orderType: 'pickup', commoditiesStatus: 'preparing' }))).toBe(
      'preparing',
    );
    expect(orderStatusLabelKey(order({ orderType: 'pickup', commoditiesStatus: 'ready' }))).toBe(
      'readyForPickup',
    );
    expect(orderStatusLabelKey(order({ orderType: 'dineIn', commoditiesStatus: 'ready' }))).toBe(
      'readyToServe',
    );
    expect(orderStatusLabelKey(order({ orderType: 'pickup', orderStatus: 'completed' }))).toBe('completed');
    expect(orderStatusLabelKey(order({ orderType: 'dineIn', orderStatus: 'cancelled' }))).toBe('cancelled');
  });

  it('labels a refunded order Refunded', () => {
    for (const o of everyOrder()) {
      if (o.fullRefunded) expect(orderStatusLabelKey(o)).toBe('refunded');
      else expect(orderStatusLabelKey(o)).not.toBe('refunded');
    }
  });
});

describe('list filters', () => {
  it('splits the statuses between the Current and History tabs', () => {
    expect(CURRENT_TAB_STATUSES).toEqual([
      'received',
      'confirmed',
      'preparing',
      'ready',
      'delivering',
      'paid',
      'partiallyPaid',
      'waitingSelfPickup',
    ]);
    expect(HISTORY_TAB_STATUSES).toEqual(['completed', 'cancelled']);
    expect([...CURRENT_TAB_STATUSES, ...HISTORY_TAB_STATUSES].sort()).toEqual([...ORDER_STATUSES].sort());
    expect(ORDER_LIST_PAGE_SIZE).toBe(10);
  });
});

describe('order actions', () => {
  it('offers cancel in state 1 on the list and in states 0 and 1 on the detail', () => {
    const where = (place: 'list' | 'detail') => ORDER_DISPLAY_STATES.filter((s) => canCancel(s, place));
    expect(where('list')).toEqual([1]);
    expect(where('detail')).toEqual([0, 1]);
  });

  it('offers pay only while unpaid with time left, and hides an unpaid order out of time', () => {
    expect(canPay(0, 1)).toBe(true);
    expect(canPay(0, 0)).toBe(false);
    expect(canPay(1, 100)).toBe(false);
    expect(isHiddenUnpaid(0, 0)).toBe(true);
    expect(isHiddenUnpaid(0, -3)).toBe(true);
    expect(isHiddenUnpaid(0, 1)).toBe(false);
    expect(isHiddenUnpaid(7, 0)).toBe(false);
    expect(PAYMENT_COUNTDOWN_TICK_MS).toBe(1000);
    expect(PAYMENT_SUCCESS_REDIRECT_MS).toBe(1000);
  });

  it('offers order again in 6, 7, 13 on the list and 6, 7 on the detail', () => {
    expect(ORDER_DISPLAY_STATES.filter((s) => canOrderAgain(s, 'list'))).toEqual([6, 7, 13]);
    expect(ORDER_DISPLAY_STATES.filter((s) => canOrderAgain(s, 'detail'))).toEqual([6, 7]);
  });

  it('offers view refund when refunded, or completed with a part or custom refund', () => {
    expect(ORDER_DISPLAY_STATES.filter((s) => canViewRefund(s, false))).toEqual([13]);
    expect(ORDER_DISPLAY_STATES.filter((s) => canViewRefund(s, true))).toEqual([6, 13]);
    expect(REFUND_DAYS).toEqual({ min: 5, max: 10 });
  });

  it('offers call waiter on dine-in orders except in 0, 6 and 7', () => {
    expect(ORDER_DISPLAY_STATES.filter((s) => canCallWaiter('dineIn', s))).toEqual([
      1, 2, 3, 4, 5, 8, 9, 13, 14,
    ]);
    expect(ORDER_DISPLAY_STATES.some((s) => canCallWaiter('pickup', s) || canCallWaiter('delivery', s))).toBe(
      false,
    );
  });

  it('polls delivery orders in 1, 4, 5, 8, 9 and 14 every 10 seconds', () => {
    expect(ORDER_DISPLAY_STATES.filter((s) => shouldPollOrder('delivery', s))).toEqual([1, 4, 5, 8, 9, 14]);
    expect(
      ORDER_DISPLAY_STATES.some((s) => shouldPollOrder('pickup', s) || shouldPollOrder('dineIn', s)),
    ).toBe(false);
    expect(ORDER_POLL_INTERVAL_MS).toBe(10_000);
    expect(ORDER_MAP_ZOOM).toBe(15);
  });

  it('follows every order that can still change, of every type, and stops once completed, cancelled or refunded', () => {
    expect(ORDER_DISPLAY_STATES.filter((s) => !isOrderStillChanging(s))).toEqual([6, 7, 13]);
    expect(ORDER_DISPLAY_STATES.filter(isOrderStillChanging)).toEqual([0, 1, 2, 3, 4, 5, 8, 9, 14]);
  });

  it('centres the map on the host in 14, else the rider, else the business', () => {
    const places = { pickupPoint: 'host', rider: 'rider', business: 'store' };
    expect(mapCentreOf(14, places)).toBe('host');
    expect(mapCentreOf(9, places)).toBe('rider');
    expect(mapCentreOf(14, { ...places, pickupPoint: null })).toBe('rider');
    expect(mapCentreOf(4, { pickupPoint: 'host', rider: null, business: 'store' })).toBe('store');
  });

  it('keeps a dine-in table session fresh for two hours', () => {
    const created = Date.parse('2025-06-11T19:00:00Z');
    expect(DINE_IN_TABLE_SESSION_MS).toBe(7_200_000);
    expect(isTableSessionFresh(created, created + 7_199_999)).toBe(true);
    expect(isTableSessionFresh(created, created + 7_200_000)).toBe(false);
  });

  it('lists the five cancellation reasons, the first by default', () => {
    expect(CANCELLATION_REASONS).toEqual([
      'noLongerWanted',
      'merchantDidNotReceiveInTime',
      'badBusinessAttitude',
      'repeatOrders',
      'other',
    ]);
    expect(DEFAULT_CANCELLATION_REASON).toBe('noLongerWanted');
  });
});

describe('trackingStageOf', () => {
  it('gives every handle-time key its own stage and hides unknown names', () => {
    const stages = HANDLE_TIME_KEYS.map(trackingStageOf);
    expect(stages).toEqual([
      'orderPlaced',
      'paymentReceived',
      'orderConfirmed',
      'driverFound',
      'driverAtStore',
      'delivering',
      'completed',
      'foodReady',
      'cancelled',
      'driverArrived',
    ]);
    expect(trackingStageOf('toString')).toBeNull();
    expect(trackingStageOf('refund')).toBeNull();
  });
});
