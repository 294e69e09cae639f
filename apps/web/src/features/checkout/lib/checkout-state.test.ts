import { describe, expect, it } from 'vitest';
import { EMPTY_CHOICES } from './checkout-choices';
import { testAddress, testBusiness, testCoupon, testLine } from './checkout-fixtures';
import { type CheckoutContext, deriveCheckout, submitCheckInput } from './checkout-state';

const NOW = Date.UTC(2026, 2, 4, 20, 0);

function context(overrides: Partial<CheckoutContext> = {}): CheckoutContext {
  return {
    business: testBusiness(),
    lines: [testLine({ quantity: 2 })],
    choices: EMPTY_CHOICES,
    orderType: 'delivery',
    tableName: null,
    dinerCount: null,
    signedIn: true,
    userPhone: '4155550123',
    addresses: [testAddress({ id: 'other', isDefault: false }), testAddress()],
    hostsOffered: false,
    hosts: undefined,
    coupons: [],
    curPoints: null,
    requiredCategoryId: null,
    now: NOW,
    ...overrides,
  };
}

const host = (id: string, distance: number) => ({
  id,
  name: id,
  address: { fullAddress: `${id} St`, location: { coordinates: [-122.4, 37.79] as [number, number] } },
  distance,
  prepareTime: 3600,
  phoneNumber: null,
  data: [],
});

describe('checkout state', () => {
  it('delivers to the default address until another is chosen, ASAP while the store is open', () => {
    const state = deriveCheckout(context());
    expect(state.address?.id).toBe('00000000-0000-4000-8000-000000000005');
    expect(state.time).toBe('asap');
    expect(state.phone).toBe('4155550123');
    const chosen = deriveCheckout(context({ choices: { ...EMPTY_CHOICES, addressId: 'other' } }));
    expect(chosen.address?.id).toBe('other');
  });

  it('delivers to the only saved address when none is marked default, and asks among several', () => {
    const only = deriveCheckout(context({ addresses: [testAddress({ id: 'only', isDefault: false })] }));
    expect(only.address?.id).toBe('only');
    const several = deriveCheckout(
      context({
        addresses: [testAddress({ id: 'a', isDefault: false }), testAddress({ id: 'b', isDefault: false })],
      }),
    );
    expect(several.address).toBeNull();
  });

  it('lists each coupon with why it cannot be used, and applies only a usable chosen one', () => {
    const coupons = [
      testCoupon(),
      testCoupon({
        userCouponId: 'pickup-only',
        availableConditions: { minCommoditiesPrice: 0, maxDeliveryDistance: null, orderTypes: ['pickup'] },
      }),
      testCoupon({ userCouponId: 'later', validFrom: Date.UTC(2099, 0, 1) }),
    ];
    const state = deriveCheckout(
      context({ coupons, choices: { ...EMPTY_CHOICES, couponId: '00000000-0000-4000-8000-000000000007' } }),
    );
    expect(state.couponEntries.map((entry) => entry.reason?.code ?? null)).toEqual([
      'belowMinimum',
      'orderTypeNotAllowed',
      'notStarted',
    ]);
    expect(state.coupon).toBeNull();
    expect(state.quote.couponDiscount).toBe(0);

    const bigger = deriveCheckout(
      context({
        coupons,
        lines: [testLine({ quantity: 3 })],
        choices: { ...EMPTY_CHOICES, couponId: '00000000-0000-4000-8000-000000000007' },
      }),
    );
    expect(bigger.coupon?.coupon.userCouponId).toBe('00000000-0000-4000-8000-000000000007');
    expect(bigger.quote.couponDiscount).toBe(500);
  });

  it('takes the nearest host as the default only within a mile', () => {
    const near = deriveCheckout(context({ hostsOffered: true, hosts: [host('near', 0.8), host('far', 2)] }));
    expect(near.host?.id).toBe('near');
    expect(near.toHost).toBe(false);
    const far = deriveCheckout(context({ hostsOffered: true, hosts: [host('far', 1.2)] }));
    expect(far.host).toBeNull();
  });

  it('forgets a chosen time that is no longer offered', () => {
    const stale = deriveCheckout(context({ choices: { ...EMPTY_CHOICES, time: NOW - 3_600_000 } }));
    expect(stale.time).toBe('asap');
    const closed = deriveCheckout(
      context({
        business: testBusiness({ isOpen: false }),
        choices: { ...EMPTY_CHOICES, time: NOW - 3_600_000 },
      }),
    );
    expect(closed.time).toBeNull();
  });

  it('offers points redemption only for lines a tier covers, and counts a redeemed unit at 0', () => {
    const business = testBusiness({
      pointsConfig: { status: true, exchangeRules: { commodities: [] } },
      integralRules: [{ availablePrices: { min: 500, max: 1200 }, requiredPoints: 100 }],
    });
    const lines = [
      testLine({ key: 'a', supportsExchange: true, redeemed: true, quantity: 2 }),
      testLine({ key: 'b', commodityId: 'x', price: 2000, supportsExchange: true }),
      testLine({ key: 'c', commodityId: 'y', price: 700 }),
    ];
    const state = deriveCheckout(context({ business, lines }));
    expect(state.redeemable.map((entry) => [entry.line.key, entry.requiredPoints, entry.redeemed])).toEqual([
      ['a', 100, true],
    ]);
    expect(state.quote.commoditiesPrice).toBe(1000 + 2000 + 700);
    expect(state.quote.pointsUsed).toBe(100);
  });

  it('gives the submit checks the cart as the diner sees it', () => {
    const ctx = context({
      business: testBusiness({ diningTypes: ['dineIn'] }),
      orderType: 'dineIn',
      tableName: '1',
      dinerCount: null,
      requiredCategoryId: 'drinks',
    });
    const input = submitCheckInput(ctx, deriveCheckout(ctx), false);
    expect(input).toMatchObject({
      loggedIn: true,
      orderType: 'dineIn',
      dinerCount: null,
      requiredCategoryId: 'drinks',
      contactPhone: '4155550123',
      time: null,
    });
    expect(input.lines).toEqual([
      {
        deliveryNotSupported: false,
        timedMenuOpen: true,
        categoryId: '00000000-0000-4000-8000-000000000010',
      },
    ]);
  });
});
