import { describe, expect, it } from 'vitest';
import {
  allowedEvents,
  COMMODITIES_STATUSES,
  type CommoditiesStatus,
  HANDLE_TIME_KEYS,
  nextOrderState,
  ORDER_EVENTS,
  ORDER_STATUSES,
  type OrderEvent,
  type OrderLifeState,
  type OrderLifeStep,
  SIMULATED_ORDER_EVENTS,
  simulatedRouteOf,
} from './order-life.js';
import { ORDER_TYPES } from './order-type.js';

const delivery = (s: Partial<OrderLifeState>): OrderLifeState => ({
  orderType: 'delivery',
  orderStatus: 'confirmed',
  commoditiesStatus: 'preparing',
  ...s,
});

describe('stored vocabulary', () => {
  it('uses the strings of the orders table', () => {
    expect(ORDER_STATUSES).toEqual([
      'received',
      'partiallyPaid',
      'paid',
      'confirmed',
      'preparing',
      'ready',
      'delivering',
      'waitingSelfPickup',
      'completed',
      'cancelled',
    ]);
    expect(COMMODITIES_STATUSES).toEqual(['preparing', 'ready', 'atBusiness', 'delivering', 'delivered']);
    expect(HANDLE_TIME_KEYS).toEqual([
      'initialization',
      'paid',
      'confirmed',
      'setRider',
      'atBusiness',
      'delivering',
      'completed',
      'foodReady',
      'cancel',
      'riderArrived',
    ]);
  });
});

describe('nextOrderState', () => {
  it('pays an unpaid order', () => {
    for (const orderStatus of ['received', 'partiallyPaid'] as const) {
      expect(nextOrderState({ orderType: 'pickup', orderStatus, commoditiesStatus: null }, 'pay')).toEqual({
        orderStatus: 'paid',
        commoditiesStatus: null,
        hasRider: false,
        fullRefunded: false,
        handleTimeKey: 'paid',
      });
    }
    expect(
      nextOrderState({ orderType: 'pickup', orderStatus: 'paid', commoditiesStatus: null }, 'pay'),
    ).toBeNull();
  });

  it('confirms a paid order and starts the kitchen', () => {
    expect(
      nextOrderState({ orderType: 'dineIn', orderStatus: 'paid', commoditiesStatus: null }, 'confirm'),
    ).toEqual({
      orderStatus: 'confirmed',
      commoditiesStatus: 'preparing',
      hasRider: false,
      fullRefunded: false,
      handleTimeKey: 'confirmed',
    });
    expect(
      nextOrderState({ orderType: 'dineIn', orderStatus: 'received', commoditiesStatus: null }, 'confirm'),
    ).toBeNull();
  });

  it('starts preparing only a confirmed order without a food status', () => {
    expect(nextOrderState(delivery({ commoditiesStatus: null }), 'prepare')).toMatchObject({
      orderStatus: 'confirmed',
      commoditiesStatus: 'preparing',
      handleTimeKey: null,
    });
    expect(nextOrderState(delivery({ commoditiesStatus: 'preparing' }), 'prepare')).toBeNull();
  });

  it('marks food ready and records foodReady', () => {
    expect(
      nextOrderState(
        { orderType: 'pickup', orderStatus: 'confirmed', commoditiesStatus: 'preparing' },
        'ready',
      ),
    ).toMatchObject({
      orderStatus: 'confirmed',
      commoditiesStatus: 'ready',
      handleTimeKey: 'foodReady',
    });
    expect(nextOrderState(delivery({ commoditiesStatus: 'atBusiness', hasRider: true }), 'ready')).toBeNull();
  });

  it('assigns one rider to a confirmed delivery without changing its status', () => {
    expect(nextOrderState(delivery({ commoditiesStatus: 'ready' }), 'assignRider')).toEqual({
      orderStatus: 'confirmed',
      commoditiesStatus: 'ready',
      hasRider: true,
      fullRefunded: false,
      handleTimeKey: 'setRider',
    });
    expect(nextOrderState(delivery({ hasRider: true }), 'assignRider')).toBeNull();
    expect(
      nextOrderState(
        { orderType: 'pickup', orderStatus: 'confirmed', commoditiesStatus: 'preparing' },
        'assignRider',
      ),
    ).toBeNull();
    expect(
      nextOrderState(delivery({ orderStatus: 'paid', commoditiesStatus: null }), 'assignRider'),
    ).toBeNull();
  });

  it('moves the rider to the store and on the road', () => {
    expect(nextOrderState(delivery({ hasRider: true }), 'riderAtBusiness')).toMatchObject({
      commoditiesStatus: 'atBusiness',
      handleTimeKey: 'atBusiness',
    });
    expect(nextOrderState(delivery({ hasRider: false }), 'riderAtBusiness')).toBeNull();
    for (const commoditiesStatus of ['atBusiness', 'ready'] as const) {
      expect(
        nextOrderState(delivery({ commoditiesStatus, hasRider: true }), 'startDelivering'),
      ).toMatchObject({
        orderStatus: 'confirmed',
        commoditiesStatus: 'delivering',
        handleTimeKey: 'delivering',
      });
    }
    expect(
      nextOrderState(delivery({ commoditiesStatus: 'preparing', hasRider: true }), 'startDelivering'),
    ).toBeNull();
  });

  it('leaves a pickup-point delivery at the host, then completes it there', () => {
    const onRoad = delivery({ commoditiesStatus: 'delivering', hasRider: true, toPickupPoint: true });
    expect(nextOrderState(onRoad, 'complete')).toBeNull();
    const atHost = nextOrderState(onRoad, 'arriveAtPickupPoint');
    expect(atHost).toMatchObject({
      orderStatus: 'waitingSelfPickup',
      commoditiesStatus: 'delivered',
      handleTimeKey: 'riderArrived',
    });
    expect(
      nextOrderState(delivery({ commoditiesStatus: 'delivering', hasRider: true }), 'arriveAtPickupPoint'),
    ).toBeNull();
    expect(nextOrderState({ ...onRoad, ...atHost }, 'complete')).toMatchObject({
      orderStatus: 'completed',
      handleTimeKey: 'completed',
    });
  });

  it('completes a delivery on the road and a pickup or dine-in order that is ready', () => {
    expect(nextOrderState(delivery({ commoditiesStatus: 'delivering', hasRider: true }), 'complete')).toEqual(
      {
        orderStatus: 'completed',
        commoditiesStatus: 'delivered',
        hasRider: true,
        fullRefunded: false,
        handleTimeKey: 'completed',
      },
    );
    expect(nextOrderState(delivery({ commoditiesStatus: 'ready', hasRider: true }), 'complete')).toBeNull();
    for (const orderType of ['pickup', 'dineIn'] as const) {
      expect(
        nextOrderState({ orderType, orderStatus: 'confirmed', commoditiesStatus: 'ready' }, 'complete'),
      ).toMatchObject({
        orderStatus: 'completed',
        commoditiesStatus: 'delivered',
      });
      expect(
        nextOrderState({ orderType, orderStatus: 'confirmed', commoditiesStatus: 'preparing' }, 'complete'),
      ).toBeNull();
    }
  });

  it('cancels before the food is handed over, never a finished order', () => {
    for (const orderStatus of ['received', 'partiallyPaid', 'paid', 'confirmed'] as const) {
      expect(
        nextOrderState({ orderType: 'pickup', orderStatus, commoditiesStatus: null }, 'cancel'),
      ).toMatchObject({
        orderStatus: 'cancelled',
        handleTimeKey: 'cancel',
      });
    }
    for (const orderStatus of ['completed', 'cancelled', 'waitingSelfPickup'] as const) {
      expect(
        nextOrderState({ orderType: 'delivery', orderStatus, commoditiesStatus: 'delivered' }, 'cancel'),
      ).toBeNull();
    }
  });

  it('lets the sweeper expire only unpaid orders', () => {
    expect(
      nextOrderState(
        { orderType: 'delivery', orderStatus: 'partiallyPaid', commoditiesStatus: null },
        'expire',
      ),
    ).toMatchObject({
      orderStatus: 'cancelled',
      handleTimeKey: 'cancel',
    });
    expect(
      nextOrderState({ orderType: 'delivery', orderStatus: 'paid', commoditiesStatus: null }, 'expire'),
    ).toBeNull();
  });

  it('keeps the status on a partial refund and cancels an unfinished order on a full one', () => {
    const confirmed = delivery({ hasRider: true });
    expect(nextOrderState(confirmed, 'partialRefund')).toEqual({
      orderStatus: 'confirmed',
      commoditiesStatus: 'preparing',
      hasRider: true,
      fullRefunded: false,
      handleTimeKey: null,
    });
    expect(nextOrderState(confirmed, 'fullRefund')).toEqual({
      orderStatus: 'cancelled',
      commoditiesStatus: 'preparing',
      hasRider: true,
      fullRefunded: true,
      handleTimeKey: 'cancel',
    });
    const completed = delivery({ orderStatus: 'completed', commoditiesStatus: 'delivered' });
    expect(nextOrderState(completed, 'fullRefund')).toMatchObject({
      orderStatus: 'completed',
      fullRefunded: true,
      handleTimeKey: null,
    });
    expect(nextOrderState(completed, 'partialRefund')).toMatchObject({
      orderStatus: 'completed',
      fullRefunded: false,
    });
    expect(nextOrderState({ ...completed, fullRefunded: true }, 'partialRefund')).toBeNull();
    expect(nextOrderState({ ...completed, fullRefunded: true }, 'fullRefund')).toBeNull();
    for (const orderStatus of ['received', 'partiallyPaid', 'cancelled'] as const) {
      expect(
        nextOrderState({ orderType: 'pickup', orderStatus, commoditiesStatus: null }, 'partialRefund'),
      ).toBeNull();
      expect(
        nextOrderState({ orderType: 'pickup', orderStatus, commoditiesStatus: null }, 'fullRefund'),
      ).toBeNull();
    }
  });
});

/**
 * The rules written a second way, event by event, independent of the table: the sweep below compares
 * both over every combination, so a row too many or too few in the table fails it.
 */
function expected(s: Required<OrderLifeState>, event: OrderEvent): OrderLifeStep | null {
  const step = (
    orderStatus = s.orderStatus,
    commoditiesStatus: CommoditiesStatus | null = s.commoditiesStatus,
    handleTimeKey: OrderLifeStep['handleTimeKey'] = null,
    extra: Partial<OrderLifeStep> = {},
  ): OrderLifeStep => ({
    orderStatus,
    commoditiesStatus,
    hasRider: s.hasRider,
    fullRefunded: s.fullRefunded,
    handleTimeKey,
    ...extra,
  });
  const isDelivery = s.orderType === 'delivery';
  const confirmed = s.orderStatus === 'confirmed';
  const food = s.commoditiesStatus;
  const unpaid = s.orderStatus === 'received' || s.orderStatus === 'partiallyPaid';
  switch (event) {
    case 'pay':
      return unpaid ? step('paid', food, 'paid') : null;
    case 'confirm':
      return s.orderStatus === 'paid' ? step('confirmed', 'preparing', 'confirmed') : null;
    case 'prepare':
      return confirmed && food === null ? step('confirmed', 'preparing') : null;
    case 'ready':
      return confirmed && food === 'preparing' ? step('confirmed', 'ready', 'foodReady') : null;
    case 'assignRider':
      return isDelivery && confirmed && !s.hasRider && (food === 'preparing' || food === 'ready')
        ? step(undefined, undefined, 'setRider', { hasRider: true })
        : null;
    case 'riderAtBusiness':
      return isDelivery && confirmed && s.hasRider && (food === 'preparing' || food === 'ready')
        ? step('confirmed', 'atBusiness', 'atBusiness')
        : null;
    case 'startDelivering':
      return isDelivery && confirmed && s.hasRider && (food === 'atBusiness' || food === 'ready')
        ? step('confirmed', 'delivering', 'delivering')
        : null;
    case 'arriveAtPickupPoint':
      return isDelivery && s.toPickupPoint && confirmed && food === 'delivering'
        ? step('waitingSelfPickup', 'delivered', 'riderArrived')
        : null;
    case 'complete': {
      const handedOver = isDelivery
        ? (confirmed && food === 'delivering' && !s.toPickupPoint) || s.orderStatus === 'waitingSelfPickup'
        : confirmed && food === 'ready';
      return handedOver ? step('completed', 'delivered', 'completed') : null;
    }
    case 'cancel':
      return unpaid || s.orderStatus === 'paid' || confirmed ? step('cancelled', food, 'cancel') : null;
    case 'expire':
      return unpaid ? step('cancelled', food, 'cancel') : null;
    case 'partialRefund':
      return !s.fullRefunded &&
        ['paid', 'confirmed', 'waitingSelfPickup', 'completed'].includes(s.orderStatus)
        ? step()
        : null;
    case 'fullRefund':
      if (s.fullRefunded) return null;
      if (s.orderStatus === 'completed') return step(undefined, undefined, null, { fullRefunded: true });
      return ['paid', 'confirmed', 'waitingSelfPickup'].includes(s.orderStatus)
        ? step('cancelled', food, 'cancel', { fullRefunded: true })
        : null;
  }
}

function* everyState(): Generator<Required<OrderLifeState>> {
  for (const orderType of ORDER_TYPES)
    for (const orderStatus of ORDER_STATUSES)
      for (const commoditiesStatus of [null, ...COMMODITIES_STATUSES])
        for (const hasRider of [false, true])
          for (const toPickupPoint of [false, true])
            for (const fullRefunded of [false, true])
              yield { orderType, orderStatus, commoditiesStatus, hasRider, toPickupPoint, fullRefunded };
}

describe('the table as a whole', () => {
  it('accepts exactly the transitions above and refuses every other combination', () => {
    let accepted = 0;
    let refused = 0;
    for (const state of everyState()) {
      for (const event of ORDER_EVENTS) {
        const want = expected(state, event);
        expect(nextOrderState(state, event), `${event} from ${JSON.stringify(state)}`).toEqual(want);
        if (want) accepted++;
        else refused++;
      }
    }
    // 3 types × 10 statuses × 6 food statuses × 8 flag combinations × 13 events.
    expect(accepted + refused).toBe(18_720);
    expect(accepted).toBeGreaterThan(0);
  });

  it('accepts nothing from a finished order except a refund', () => {
    for (const state of everyState()) {
      if (state.orderStatus !== 'completed' && state.orderStatus !== 'cancelled') continue;
      for (const event of allowedEvents(state)) expect(['partialRefund', 'fullRefund']).toContain(event);
    }
    expect(allowedEvents({ orderType: 'pickup', orderStatus: 'cancelled', commoditiesStatus: null })).toEqual(
      [],
    );
  });

  it('accepts nothing from the order statuses the machine never writes', () => {
    for (const state of everyState()) {
      if (['preparing', 'ready', 'delivering'].includes(state.orderStatus))
        expect(allowedEvents(state)).toEqual([]);
    }
  });

  it('lists the allowed events of a state', () => {
    expect(allowedEvents({ orderType: 'pickup', orderStatus: 'received', commoditiesStatus: null })).toEqual([
      'pay',
      'cancel',
      'expire',
    ]);
    expect(allowedEvents(delivery({}))).toEqual([
      'ready',
      'assignRider',
      'cancel',
      'partialRefund',
      'fullRefund',
    ]);
  });
});

describe('simulated routes', () => {
  it('chooses a route by order type and host', () => {
    expect(simulatedRouteOf('delivery', false)).toBe('platformDelivery');
    expect(simulatedRouteOf('delivery', true)).toBe('pickupPointDelivery');
    expect(simulatedRouteOf('pickup', false)).toBe('pickup');
    expect(simulatedRouteOf('dineIn', false)).toBe('dineIn');
  });

  it('walks every route through the table from paid to completed', () => {
    const starts: Array<[keyof typeof SIMULATED_ORDER_EVENTS, OrderLifeState]> = [
      ['platformDelivery', { orderType: 'delivery', orderStatus: 'paid', commoditiesStatus: null }],
      [
        'pickupPointDelivery',
        { orderType: 'delivery', orderStatus: 'paid', commoditiesStatus: null, toPickupPoint: true },
      ],
      ['pickup', { orderType: 'pickup', orderStatus: 'paid', commoditiesStatus: null }],
      ['dineIn', { orderType: 'dineIn', orderStatus: 'paid', commoditiesStatus: null }],
    ];
    for (const [route, start] of starts) {
      let state: OrderLifeState = start;
      const keys: Array<string | null> = [];
      for (const event of SIMULATED_ORDER_EVENTS[route]) {
        const step = nextOrderState(state, event);
        expect(step, `${route}: ${event} from ${JSON.stringify(state)}`).not.toBeNull();
        if (!step) return;
        keys.push(step.handleTimeKey);
        state = { ...state, ...step };
      }
      expect(state.orderStatus, route).toBe('completed');
      expect(keys.at(-1)).toBe('completed');
    }
  });

  it('records the tracking events a diner sees for a platform delivery', () => {
    let state: OrderLifeState = { orderType: 'delivery', orderStatus: 'paid', commoditiesStatus: null };
    const keys: Array<string | null> = [];
    for (const event of SIMULATED_ORDER_EVENTS.platformDelivery) {
      const step = nextOrderState(state, event);
      if (!step) throw new Error(event);
      keys.push(step.handleTimeKey);
      state = { ...state, ...step };
    }
    expect(keys).toEqual(['confirmed', 'setRider', 'foodReady', 'atBusiness', 'delivering', 'completed']);
  });
});
