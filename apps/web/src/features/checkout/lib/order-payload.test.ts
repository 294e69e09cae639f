import { submitOrdersBodySchema } from '@nearbite/contract/orders';
import { describe, expect, it } from 'vitest';
import { EMPTY_CHOICES } from './checkout-choices';
import { testAddress, testBusiness, testCoupon, testLine } from './checkout-fixtures';
import { type CheckoutContext, deriveCheckout } from './checkout-state';
import { buildOrderPayload, type Fulfilment } from './order-payload';

// Wednesday 2026-03-04 12:00 in San Francisco.
const NOW = Date.UTC(2026, 2, 4, 20, 0);

function context(overrides: Partial<CheckoutContext> = {}): CheckoutContext {
  return {
    business: testBusiness(),
    lines: [testLine({ quantity: 3 })],
    choices: EMPTY_CHOICES,
    orderType: 'delivery',
    tableName: null,
    dinerCount: null,
    signedIn: true,
    userPhone: '4155550123',
    addresses: [testAddress()],
    hostsOffered: false,
    hosts: [],
    coupons: [],
    curPoints: null,
    requiredCategoryId: null,
    now: NOW,
    ...overrides,
  };
}

function payloadFor(ctx: CheckoutContext, fulfilment: Fulfilment, phone = '415-555-0199') {
  const state = deriveCheckout(ctx);
  const payload = buildOrderPayload({
    businessId: ctx.business.id,
    lines: state.lines,
    quote: state.quote,
    fulfilment,
    couponId: state.coupon?.coupon.userCouponId ?? null,
    phone,
    note: '  No onions  ',
    frontendIdentifier: 'f0e1d2c3-b4a5-4697-8887-766554433221',
    extraInfo: { clientFrom: 'h5', clientSystem: 'web' },
    now: NOW,
  });
  // Whatever we send must pass the server's own schema.
  expect(() => submitOrdersBodySchema.parse({ orders: [payload] })).not.toThrow();
  return { state, payload };
}

describe('the order payload', () => {
  it('carries the quote of a delivery with a coupon and a percentage tip, figure for figure', () => {
    const address = testAddress();
    const ctx = context({
      coupons: [testCoupon()],
      choices: {
        ...EMPTY_CHOICES,
        couponId: '00000000-0000-4000-8000-000000000007',
        tip: { kind: 'option', index: 1 },
      },
    });
    const later = NOW + 3 * 3_600_000;
    const { state, payload } = payloadFor(ctx, { type: 'delivery', time: later, address });

    // $30 of food: $5 coupon, 18 % tip of $30, tax 8.625 % of $25, $2.99 delivery.
    expect(state.quote.subtotal).toBe(3000);
    expect(payload.coupons).toEqual([
      { userCouponId: '00000000-0000-4000-8000-000000000007', discountedPrice: 500 },
    ]);
    expect(payload.tipPrice).toBe(540);
    expect(payload.excisePrice).toBe(216);
    expect(payload.deliveryInfo?.deliveryPrice).toBe(299);
    expect(payload.totalPrice).toBe(3000 - 500 + 216 + 299 + 540);
    expect(payload.totalPrice).toBe(state.quote.totalPrice);
    expect(payload.phoneNumber).toBe('4155550199');
    expect(payload.orderNote).toBe('No onions');
    expect(payload.reservedOrderTypes).toBe('preOrder');
    expect(payload.deliveryInfo).toMatchObject({
      deliveryTime: later,
      selfPickupPointId: null,
      address: {
        userName: 'Ada',
        phoneNumber: '4155550123',
        location: { coordinates: address.location.coordinates },
        deliveryType: 2,
      },
    });
    expect(payload.commodities).toEqual([
      {
        id: '00000000-0000-4000-8000-000000000003',
        boughtNumber: 3,
        price: 1000,
        specifications: [],
        attributes: [],
        addOns: [],
      },
    ]);
  });

  it('sends no coupon when the chosen one takes nothing off', () => {
    const ctx = context({
      lines: [testLine({ quantity: 1 })],
      coupons: [testCoupon()],
      choices: { ...EMPTY_CHOICES, couponId: '00000000-0000-4000-8000-000000000007' },
    });
    const { payload } = payloadFor(ctx, { type: 'delivery', time: 'asap', address: testAddress() });
    expect(payload.coupons).toEqual([]);
    expect(payload.reservedOrderTypes).toBe('normal');
    expect(payload.deliveryInfo?.deliveryTime).toBeNull();
    // Below the $15 minimum: the small-order surcharge is charged, not a shortfall.
    expect(payload.deliveryInfo?.smallOrderExtraPrice).toBe(199);
  });

  it('splits a redeemed line into one redeemed unit and the rest, and keeps activities to paid lines', () => {
    const business = testBusiness({
      pointsConfig: { status: true, exchangeRules: { commodities: [] } },
      integralRules: [{ availablePrices: { min: 0, max: 1500 }, requiredPoints: 120 }],
      activities: [
        {
          id: '00000000-0000-4000-8000-000000000008',
          name: '10% off',
          activityDescribe: null,
          activityType: 'discount',
          details: [
            {
              discountPercent: 90,
              availableConditions: { availableOrderTypes: ['pickup'], availableCommodities: [] },
            },
          ],
        },
      ],
    });
    const ctx = context({
      business,
      orderType: 'pickup',
      lines: [
        testLine({ key: 'a', quantity: 3, supportsExchange: true, redeemed: true, specialNote: 'Spicy' }),
        testLine({ key: 'b', commodityId: '00000000-0000-4000-8000-000000000004', price: 800, quantity: 1 }),
      ],
    });
    const { payload } = payloadFor(ctx, {
      type: 'pickup',
      time: 'asap',
      pickupAddressId: '00000000-0000-4000-8000-000000000002',
    });

    expect(payload.commodities.map((line) => [line.id, line.boughtNumber, line.exchangeInfo])).toEqual([
      ['00000000-0000-4000-8000-000000000003', 1, { requiredPoints: 120 }],
      ['00000000-0000-4000-8000-000000000003', 2, undefined],
      ['00000000-0000-4000-8000-000000000004', 1, undefined],
    ]);
    expect(payload.commodities[0]?.specialNote).toBe('Spicy');
    // 10 % off the two paid noodles ($2.00) and the $8 item ($0.80); the redeemed unit is left out.
    expect(payload.activities).toEqual([
      { id: '00000000-0000-4000-8000-000000000008', discountedPrice: 280, commodityIndexes: [1, 2] },
    ]);
    expect(payload.discountPrice).toBe(280);
    expect(payload.pickUpInfo).toEqual({
      pickUpTime: null,
      addressName: '00000000-0000-4000-8000-000000000002',
    });
    expect(payload.deliveryInfo).toBeUndefined();
  });

  it('sends a host delivery with no address and a $0 delivery fee', () => {
    const host = {
      id: '00000000-0000-4000-8000-000000000009',
      name: 'Host',
      fullAddress: '1 Host St',
      latitude: 37.789,
      longitude: -122.407,
      distance: 0.2,
    };
    const slot = NOW + 2 * 3_600_000;
    const ctx = context({
      hostsOffered: true,
      hosts: [
        {
          id: '00000000-0000-4000-8000-000000000009',
          name: 'Host',
          address: { fullAddress: '1 Host St', location: { coordinates: [-122.407, 37.789] } },
          distance: 0.2,
          prepareTime: 3600,
          phoneNumber: null,
          data: [{ dayOffset: 0, date: '2026-03-04', weekday: 3, slots: [slot] }],
        },
      ],
      choices: { ...EMPTY_CHOICES, hostOn: true, host, timeType: 'pickPoint', time: slot },
    });
    const { state, payload } = payloadFor(ctx, {
      type: 'delivery',
      time: slot,
      hostId: '00000000-0000-4000-8000-000000000009',
    });
    expect(state.toHost).toBe(true);
    expect(state.time).toBe(slot);
    expect(payload.deliveryInfo).toEqual({
      deliveryTime: slot,
      smallOrderExtraPrice: 0,
      deliveryPrice: 0,
      selfPickupPointId: '00000000-0000-4000-8000-000000000009',
      address: null,
    });
  });

  it('sends the table and diner count of a dine-in order', () => {
    const business = testBusiness({ diningTypes: ['dineIn'] });
    const ctx = context({ business, orderType: 'dineIn', tableName: '2', dinerCount: 4 });
    const { payload } = payloadFor(ctx, { type: 'dineIn', tableName: '2', dinerCount: 4 });
    expect(payload.type).toBe('dineIn');
    expect(payload.dineinInfo).toEqual({ peopleNumber: 4, tableName: '2' });
    expect(payload.reservedOrderTypes).toBe('normal');
  });
});
