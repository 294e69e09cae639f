import { describe, expect, it } from 'vitest';
import type { CodedError } from './coded-error.js';
import type { OrderPayload } from './order-payload.js';
import { type OrderReads, planOrder } from './order-plan.js';
import { PAYMENT_WINDOW_MS } from './order-submission.js';

const HOUR = 3_600_000;
const NOW = Date.UTC(2025, 5, 11, 19); // Wednesday noon in Los Angeles
const name = (en: string) => ({ en, zh: en });

const reads: OrderReads = {
  store: {
    business: {
      id: 'store',
      status: 'online',
      diningTypes: ['pickup', 'dineIn'],
      expectedOpeningTime: null,
      timeZone: 'America/Los_Angeles',
      openHours: Array.from({ length: 7 }, () => [[9 * HOUR, 21 * HOUR] as const]),
      prepareFoodTimeSeconds: 900,
      spacTimeMinutes: 15,
      reserveDay: 1,
      orderInAdvance: true,
      deliveryCarrier: 'platform',
      latitude: 37.77,
      longitude: -122.42,
      taxRateMillionths: 0,
      noTaxOnPickupOrders: false,
      servicePrices: [],
      tipConfig: null,
      customizedTipDisabled: false,
      tipDisabledForOnline: false,
      pointsStatus: 'active',
    },
    programme: { tiers: [{ minPrice: 0, maxPrice: 1000, requiredPoints: 100 }], maxExchangesPerOrder: null },
  },
  commodities: [
    {
      id: 'tea',
      categoryId: 'drinks',
      timedMenuId: null,
      name: name('Tea'),
      thumbnail: 'tea.jpg',
      price: 500,
      takeawayPrice: null,
      stockNumber: null,
      minBuyNumber: 1,
      maxBuyNumber: null,
      specifications: [],
      addOnGroups: [],
      specifiedTax: null,
      deliveryNotSupported: false,
      supportsExchange: true,
      isAvailable: true,
      timedMenuHours: null,
    },
  ],
  attributes: [],
  activities: [],
  requiredCategoryId: null,
  coupon: null,
  pointsCard: { id: 'card', curPoints: 150 },
  delivery: { deliveryConfig: null, doordashDeliveryConfig: null, deliveryDates: null },
  pickupAddress: {
    id: 'front',
    addressName: name('Front desk'),
    fullAddress: '1 Market St',
    latitude: 37.77,
    longitude: -122.42,
    pickupHours: Array.from({ length: 7 }, () => [[9 * HOUR, 21 * HOUR] as const]),
    supportsImmediatePickUp: true,
  },
  host: null,
  tableExists: false,
  hostSettings: null,
};

const tea = { id: 'tea', boughtNumber: 2, price: 500, specifications: [], attributes: [], addOns: [] };

const payload: OrderPayload = {
  type: 'pickup',
  frontendIdentifier: 'order-0001',
  phoneNumber: '4155550100',
  orderNote: ' ring twice ',
  tipPrice: 0,
  coupons: [],
  activities: [],
  commodities: [tea],
  discountPrice: 0,
  orderDiscountPrice: 0,
  servicePrice: 0,
  excisePrice: 0,
  totalPrice: 1000,
  extraInfo: {},
  pickUpInfo: { pickUpTime: null, addressName: 'front' },
};

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as CodedError).key;
  }
  return 'accepted';
}

describe('planOrder', () => {
  it('plans an ASAP pickup order awaiting payment within the payment window', () => {
    const plan = planOrder('diner', payload, reads, NOW);
    expect(plan.order).toMatchObject({
      orderStatus: 'received',
      totalPrice: 1000,
      buyerNote: 'ring twice',
      pickupAddressId: 'front',
      paymentDeadline: new Date(NOW + PAYMENT_WINDOW_MS),
      expectedFoodReadyTime: new Date(NOW + 900_000),
    });
    expect(plan.lines).toEqual([
      expect.objectContaining({ commodityId: 'tea', price: 500, boughtNumber: 2 }),
    ]);
    expect(plan.points).toBeNull();
  });

  it('marks an order paid for wholly with points as paid, spending the points once', () => {
    const redeemed = { ...tea, boughtNumber: 1, exchangeInfo: { requiredPoints: 100 } };
    const plan = planOrder('diner', { ...payload, commodities: [redeemed], totalPrice: 0 }, reads, NOW);
    expect(plan.order.orderStatus).toBe('paid');
    expect(plan.points).toMatchObject({ cardId: 'card', points: 100 });
  });

  it('refuses a redemption beyond the diner balance', () => {
    const redeemed = { ...tea, exchangeInfo: { requiredPoints: 200 } };
    expect(
      refusal(() => planOrder('diner', { ...payload, commodities: [redeemed], totalPrice: 0 }, reads, NOW)),
    ).toBe('POINTS_NOT_ENOUGH');
  });

  it('refuses an offline store, an order type it does not offer and a dine-in order without the required category', () => {
    const offline = {
      ...reads,
      store: { ...reads.store, business: { ...reads.store.business, status: 'offline' } },
    };
    expect(refusal(() => planOrder('diner', payload, offline, NOW))).toBe('STORE_OFFLINE');
    expect(refusal(() => planOrder('diner', { ...payload, type: 'delivery' }, reads, NOW))).toBe(
      'STORE_ORDER_TYPE_UNSUPPORTED',
    );
    const dineIn = { ...payload, type: 'dineIn' as const, dineinInfo: { peopleNumber: 2, tableName: 'A1' } };
    const required = { ...reads, tableExists: true, requiredCategoryId: 'rice' };
    expect(refusal(() => planOrder('diner', dineIn, required, NOW))).toBe(
      'COMMODITY_REQUIRED_CATEGORY_MISSING',
    );
  });
});
