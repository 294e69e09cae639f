import type { OrderDetailDto } from '@nearbite/contract/order-views';
import { describe, expect, it } from 'vitest';
import { orderFixture } from './order.fixture';
import {
  detailActionsOf,
  detailLabelOf,
  isLiveDelivery,
  isStillChanging,
  noPaymentNoteOf,
  orderMapOf,
} from './order-view';
import { priceRowsOf, priceSummaryOfOrder } from './price-rows';
import { trackingEntriesOf } from './tracking';

const NOW = 1_700_000_600_000;

function delivery(order: OrderDetailDto): NonNullable<OrderDetailDto['deliveryInfo']> {
  if (!order.deliveryInfo) throw new Error('not a delivery order');
  return order.deliveryInfo;
}
const rider = {
  userName: 'Sam',
  contact: { phoneNumber: '4155550199' },
  location: { coordinates: [-122.406, 37.789] as [number, number] },
};

describe('order detail actions', () => {
  it('offers pay and cancel on an unpaid order with time left, neither once the time is out', () => {
    const unpaid = orderFixture({ orderStatus: 'received', payments: [] });
    expect(detailActionsOf(unpaid, 120, NOW)).toMatchObject({ pay: true, cancel: true, emailReceipt: false });
    expect(detailActionsOf(unpaid, 0, NOW)).toMatchObject({ pay: false, cancel: false });
  });

  it('offers order again on completed and cancelled orders, with the table while its session is fresh', () => {
    const completed = orderFixture({ orderStatus: 'completed' });
    expect(detailActionsOf(completed, 0, NOW).orderAgain).toBe(
      `/post/detail?businessId=b1&orderAgain=${completed.id}`,
    );
    const dineIn = orderFixture({
      orderType: 'dineIn',
      orderStatus: 'completed',
      deliveryInfo: null,
      dineinInfo: { tableName: 'A 1', peopleNumber: 2 },
    });
    const created = dineIn.createdTime;
    expect(detailActionsOf(dineIn, 0, created + 3_600_000).orderAgain).toBe(
      `/post/detail?businessId=b1&tableName=A%201&orderAgain=${dineIn.id}`,
    );
    expect(detailActionsOf(dineIn, 0, created + 7_200_000).orderAgain).toBe(
      `/post/detail?businessId=b1&orderAgain=${dineIn.id}`,
    );
    expect(detailActionsOf(orderFixture(), 0, NOW).orderAgain).toBeNull();
  });

  it('lets a dine-in diner at a fresh table order more and call a waiter while the meal goes on', () => {
    const dineIn = orderFixture({
      orderType: 'dineIn',
      orderStatus: 'confirmed',
      commoditiesStatus: 'preparing',
      deliveryInfo: null,
      dineinInfo: { tableName: 'A1', peopleNumber: 2 },
    });
    const actions = detailActionsOf(dineIn, 0, dineIn.createdTime + 60_000);
    expect(actions.callWaiter).toBe(true);
    expect(actions.orderMore).toBe('/post/detail?businessId=b1&tableName=A1');
    expect(detailActionsOf(dineIn, 0, dineIn.createdTime + 7_300_000).orderMore).toBeNull();
    expect(detailActionsOf(orderFixture(), 0, NOW).callWaiter).toBe(false);
  });

  it('shows the refund of a completed order with a part refund', () => {
    const completed = orderFixture({ orderStatus: 'completed', hasPartRefund: true });
    expect(detailActionsOf(completed, 0, NOW).viewRefund).toBe(true);
    expect(detailActionsOf(orderFixture({ orderStatus: 'completed' }), 0, NOW).viewRefund).toBe(false);
  });
});

describe('order detail display', () => {
  it('labels a delivery by its rider and food, and polls it only on its way', () => {
    const confirmed = orderFixture({ orderStatus: 'confirmed', commoditiesStatus: 'preparing' });
    expect(detailLabelOf(confirmed)).toBe('orderConfirmed');
    expect(
      detailLabelOf(orderFixture({ ...confirmed, deliveryInfo: { ...delivery(confirmed), rider } })),
    ).toBe('driverFound');
    expect(isLiveDelivery(confirmed)).toBe(true);
    expect(isLiveDelivery(orderFixture({ orderStatus: 'completed' }))).toBe(false);
    expect(isLiveDelivery(orderFixture({ orderType: 'pickup', deliveryInfo: null }))).toBe(false);
  });

  it('centres the map on the rider when located, else the store, and marks the address', () => {
    const order = orderFixture({ orderStatus: 'confirmed', commoditiesStatus: 'ready' });
    expect(orderMapOf(order)).toEqual({
      centre: { latitude: 37.788, longitude: -122.4075 },
      store: { latitude: 37.788, longitude: -122.4075 },
      destination: { latitude: 37.79, longitude: -122.405 },
      destinationIsPickupPoint: false,
      rider: null,
    });
    const withRider = orderFixture({ ...order, deliveryInfo: { ...delivery(order), rider } });
    expect(orderMapOf(withRider).centre).toEqual({ latitude: 37.789, longitude: -122.406 });
  });

  it('centres on the pickup point while the order waits there', () => {
    const order = orderFixture({ orderStatus: 'waitingSelfPickup' });
    const atHost = orderFixture({
      ...order,
      deliveryInfo: {
        ...delivery(order),
        address: null,
        rider,
        selfPickupPointId: 'h1',
        selfPickupPoint: {
          name: 'Host',
          fullAddress: '2 Post St',
          phoneNumber: null,
          location: { coordinates: [-122.41, 37.78] },
        },
      },
    });
    expect(orderMapOf(atHost)).toMatchObject({
      centre: { latitude: 37.78, longitude: -122.41 },
      destinationIsPickupPoint: true,
    });
  });
});

describe('order prices', () => {
  it('lists named activities and coupons, the unnamed rest of the discount, charged fees, total and refund', () => {
    const order = orderFixture({
      commoditiesPrice: 3000,
      discountedPrice: 900,
      activityDiscounts: [{ name: '10% off', discountedPrice: 300 }],
      coupons: [{ name: '$5 off', discountedPrice: 500 }],
      excisePrice: 200,
      tipPrice: 0,
      totalPrice: 2800,
      refundedPrice: 700,
    });
    expect(priceRowsOf(priceSummaryOfOrder(order)).map((row) => [row.key, row.name, row.amount])).toEqual([
      ['subtotal', null, 3000],
      ['activity', '10% off', -300],
      ['coupon', '$5 off', -500],
      ['discounts', null, -100],
      ['tax', null, 200],
      ['deliveryFee', null, 500],
      ['total', null, 2800],
      ['refunded', null, -700],
    ]);
  });
});

describe('order tracking', () => {
  it('turns handle times into stages, oldest first, leaving out unknown events', () => {
    expect(
      trackingEntriesOf([
        { key: 'paid', timestamp: 20 },
        { key: 'initialization', timestamp: 10 },
        { key: 'somethingNew', timestamp: 15 },
        { key: 'setRider', timestamp: 30 },
      ]),
    ).toEqual([
      { stage: 'orderPlaced', time: 10 },
      { stage: 'paymentReceived', time: 20 },
      { stage: 'driverFound', time: 30 },
    ]);
  });
});

describe('the payment section without payments', () => {
  it('says not paid yet while unpaid, nothing to pay for a $0 order, and not paid once cancelled unpaid', () => {
    expect(noPaymentNoteOf(orderFixture({ orderStatus: 'received', payments: [] }))).toBe('notPaidYet');
    expect(noPaymentNoteOf(orderFixture({ orderStatus: 'paid', totalPrice: 0, payments: [] }))).toBe(
      'nothingToPay',
    );
    expect(
      noPaymentNoteOf(orderFixture({ orderStatus: 'completed', totalPrice: 0, paidPrice: 0, payments: [] })),
    ).toBe('nothingToPay');
    expect(noPaymentNoteOf(orderFixture({ orderStatus: 'cancelled', payments: [] }))).toBe('notPaid');
  });
});

describe('following the order', () => {
  it('reads again every order that can still change, of every type, until it is settled', () => {
    const dineIn = {
      orderType: 'dineIn' as const,
      deliveryInfo: null,
      dineinInfo: { tableName: 'A1', peopleNumber: 2 },
    };
    expect(isStillChanging(orderFixture({ ...dineIn, orderStatus: 'paid' }))).toBe(true);
    expect(
      isStillChanging(orderFixture({ ...dineIn, orderStatus: 'confirmed', commoditiesStatus: 'ready' })),
    ).toBe(true);
    expect(
      isStillChanging(orderFixture({ orderType: 'pickup', deliveryInfo: null, orderStatus: 'received' })),
    ).toBe(true);
    expect(isStillChanging(orderFixture({ ...dineIn, orderStatus: 'completed' }))).toBe(false);
    expect(isStillChanging(orderFixture({ orderStatus: 'cancelled' }))).toBe(false);
    expect(isStillChanging(orderFixture({ orderStatus: 'paid', fullRefunded: true }))).toBe(false);
  });
});
