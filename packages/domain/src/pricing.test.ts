import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ActivityRule } from './activity-discount.js';
import type { CouponRule } from './coupon-value.js';
import type { DeliveryFeeConfig } from './delivery-fee.js';
import type { OrderLineInput } from './line-price.js';
import { ORDER_TYPES } from './order-type.js';
import { isFreeRedeemedOrder, MIN_ORDER_TOTAL_CENTS, type PriceOrderInput, priceOrder } from './pricing.js';

const NOW = Date.UTC(2026, 2, 1, 18);

const noodles: OrderLineInput = {
  commodityId: 'noodles',
  price: 1299,
  takeawayPrice: 1199,
  attributePrices: [150],
  addOns: [{ price: 100, count: 2 }],
  quantity: 2,
  redeemed: false,
};
const dumplings: OrderLineInput = {
  commodityId: 'dumplings',
  price: 899,
  takeawayPrice: null,
  attributePrices: [],
  addOns: [],
  quantity: 1,
  redeemed: false,
};
const dumplingsFifteenOff: ActivityRule = {
  id: 'dumplings-15',
  activityType: 'discount',
  discountPercent: 85,
  availableOrderTypes: [],
  availableCommodityIds: ['dumplings'],
};
const deliveryFiveOff: ActivityRule = {
  id: 'delivery-5',
  activityType: 'orderTypeDiscount',
  discountPercent: 95,
  availableOrderTypes: ['delivery'],
  availableCommodityIds: null,
};
const standard: DeliveryFeeConfig = {
  basePrice: 299,
  baseDistanceMiles: 2,
  extraDeliveryPrices: [{ price: 150, distance: 1 }],
  maxDistanceMiles: 5,
  minCommoditiesPrice: 1500,
  smallOrderExtraPrice: 199,
  deliveryFeeShares: [],
};
const tenOffCoupon: CouponRule = {
  id: 'uc-1',
  couponType: 'discount',
  percent: 90,
  maxDiscountPrice: 500,
  discountPrice: null,
  minCommoditiesPrice: 1500,
  maxDeliveryDistanceMiles: null,
  orderTypes: [],
  startsAt: null,
  expiresAt: NOW + 86_400_000,
};

/** A delivery order of two lines with every kind of figure. */
const deliveryOrder: PriceOrderInput = {
  orderType: 'delivery',
  now: NOW,
  lines: [noodles, dumplings],
  activities: [dumplingsFifteenOff, deliveryFiveOff],
  tax: { taxRateMillionths: 86_250, noTaxOnPickupOrders: false },
  servicePrices: [
    { orderType: 'delivery', percent: 5, cent: 99 },
    { orderType: 'pickup', percent: 3, cent: 0 },
  ],
  tipRules: { config: null, customizedTipDisabled: false, tipDisabledForOnline: false },
  tip: { kind: 'option', index: 1 },
  delivery: { kind: 'address', config: standard, distanceMiles: 3.4 },
  coupon: tenOffCoupon,
  pointsTiers: [{ minPrice: 0, maxPrice: 1500, requiredPoints: 120 }],
};

describe('priceOrder: a delivery order', () => {
  const quote = priceOrder(deliveryOrder);

  it('prices lines from the unit, attribute and add-ons times the quantity', () => {
    // Noodles: (1299 + 150 + 2 × 100) × 2 = 3298. Dumplings: 899, 15 % off per unit → 765 (764.15 up).
    expect(quote.lines).toEqual([
      {
        unitPrice: 1299,
        addPrice: 350,
        quantity: 2,
        linePrice: 3298,
        activityId: null,
        discountPrice: 0,
        payPrice: 3298,
        redeemed: false,
        requiredPoints: null,
        taxRate: 86_250,
      },
      {
        unitPrice: 899,
        addPrice: 0,
        quantity: 1,
        linePrice: 899,
        activityId: 'dumplings-15',
        discountPrice: 134,
        payPrice: 765,
        redeemed: false,
        requiredPoints: null,
        taxRate: 86_250,
      },
    ]);
  });

  it('takes the item discount, then the order-type discount rounded down', () => {
    expect(quote.commoditiesPrice).toBe(4197);
    expect(quote.discountPrice).toBe(134);
    expect(quote.orderDiscountPrice).toBe(203); // 5 % of 4063 = 203.15
    expect(quote.subtotal).toBe(3860);
    expect(quote.activities).toEqual([
      { id: 'dumplings-15', activityType: 'discount', discountedPrice: 134, lineIndexes: [1] },
      { id: 'delivery-5', activityType: 'orderTypeDiscount', discountedPrice: 203, lineIndexes: [0, 1] },
    ]);
  });

  it('charges the delivery fee for 3.4 miles and no small-order surcharge above the minimum', () => {
    expect(quote.deliveryPrice).toBe(599); // 299 + 2 started miles × 150
    expect(quote.smallOrderExtraPrice).toBe(0);
    expect(quote.delivery).toEqual({
      fullPrice: 599,
      deliveryPrice: 599,
      smallOrderExtraPrice: 0,
      shortfall: 0,
      beyondMaxDistance: false,
    });
  });

  it('applies the coupon, then taxes the food after all discounts, rounded up', () => {
    expect(quote.couponDiscount).toBe(386); // 10 % of 3860
    expect(quote.couponUnavailable).toBeNull();
    expect(quote.discountedPrice).toBe(134 + 203 + 386);
    expect(quote.excisePrice).toBe(300); // 8.625 % of 3474 = 299.6325
  });

  it('adds the service fee, the tip and the total', () => {
    expect(quote.servicePrice).toBe(292); // 5 % of 3860 + 99
    expect(quote.tipPrice).toBe(695); // 18 % of 3860 = 694.8
    expect(quote.totalPrice).toBe(3860 - 386 + 300 + 292 + 599 + 695);
    expect(quote.totalPrice).toBe(5360);
    expect(quote.pointsUsed).toBe(0);
    expect(quote.flags).toEqual({
      belowMinimumTotal: false,
      beyondMaxDistance: false,
      deliveryShortfall: 0,
      tipNotAllowed: false,
      tipForcedZero: false,
      unredeemableLines: [],
    });
  });
});

describe('priceOrder: order types', () => {
  it('uses takeaway prices, the pickup service fee and no delivery fee for pickup', () => {
    const quote = priceOrder({ ...deliveryOrder, orderType: 'pickup', coupon: null });
    // Noodles (1199 + 350) × 2 = 3098; dumplings 765; the delivery discount does not apply.
    expect(quote.commoditiesPrice).toBe(3098 + 899);
    expect(quote.subtotal).toBe(3098 + 765);
    expect(quote.orderDiscountPrice).toBe(0);
    expect(quote.deliveryPrice).toBe(0);
    expect(quote.delivery).toBeNull();
    expect(quote.servicePrice).toBe(116); // 3 % of 3863 = 115.89
  });

  it('charges no tax on pickup orders when the store says so, except items with their own rate', () => {
    const tax = { taxRateMillionths: 86_250, noTaxOnPickupOrders: true };
    const pickup = { ...deliveryOrder, orderType: 'pickup' as const, coupon: null, activities: [], tax };
    expect(priceOrder(pickup).excisePrice).toBe(0);
    const hot = { ...dumplings, specifiedTax: { pickup: 100_000 } };
    expect(priceOrder({ ...pickup, lines: [noodles, hot] }).excisePrice).toBe(90); // 10 % of 899
  });

  it('charges no service fee for an order type without a rule', () => {
    expect(priceOrder({ ...deliveryOrder, orderType: 'dineIn', coupon: null }).servicePrice).toBe(0);
  });
});

describe('priceOrder: delivery destinations and limits', () => {
  it('delivers to a self-pickup point (host) for $0', () => {
    const quote = priceOrder({ ...deliveryOrder, delivery: { kind: 'selfPickupPoint' } });
    expect(quote.deliveryPrice).toBe(0);
    expect(quote.flags.beyondMaxDistance).toBe(false);
  });

  it('charges no fee before a destination is chosen', () => {
    const quote = priceOrder({ ...deliveryOrder, delivery: null });
    expect(quote.deliveryPrice).toBe(0);
    expect(quote.deliveryFeeState).toBe('awaitingAddress');
  });

  it('applies the small-order rule before an address is chosen, and adds the fee once it is', () => {
    const awaiting = { kind: 'awaitingAddress' as const, config: standard };
    const small = { ...deliveryOrder, lines: [dumplings], coupon: null };
    const before = priceOrder({ ...small, delivery: awaiting });
    expect(before.deliveryFeeState).toBe('awaitingAddress');
    expect(before.deliveryPrice).toBe(0);
    expect(before.smallOrderExtraPrice).toBe(199);
    const after = priceOrder(small);
    expect(after.deliveryFeeState).toBe('charged');
    expect(after.smallOrderExtraPrice).toBe(199);
    // Only the fee is added: the total does not jump by anything the checkout did not show.
    expect(after.totalPrice - before.totalPrice).toBe(after.deliveryPrice);
    const strict = { kind: 'awaitingAddress' as const, config: { ...standard, smallOrderExtraPrice: null } };
    expect(priceOrder({ ...small, delivery: strict }).flags.deliveryShortfall).toBe(1500 - 727);
  });

  it('charges no delivery fee to an address beyond the maximum distance, and flags it', () => {
    const quote = priceOrder({
      ...deliveryOrder,
      delivery: { kind: 'address', config: standard, distanceMiles: 30 },
    });
    expect(quote.deliveryFeeState).toBe('outOfRange');
    expect(quote.deliveryPrice).toBe(0);
    expect(quote.delivery?.fullPrice).toBe(299 + 28 * 150);
    expect(quote.flags.beyondMaxDistance).toBe(true);
  });

  it('names the fee state of pickup and of a host', () => {
    expect(priceOrder({ ...deliveryOrder, orderType: 'pickup' }).deliveryFeeState).toBe('none');
    expect(priceOrder({ ...deliveryOrder, delivery: { kind: 'selfPickupPoint' } }).deliveryFeeState).toBe(
      'charged',
    );
  });

  it('adds the small-order surcharge below the minimum', () => {
    const quote = priceOrder({ ...deliveryOrder, lines: [dumplings], coupon: null });
    expect(quote.subtotal).toBe(727); // 765 less 5 % (38.25 → 38)
    expect(quote.smallOrderExtraPrice).toBe(199);
    expect(quote.flags.deliveryShortfall).toBe(0);
  });

  it('reports the shortfall when no surcharge is configured, and flags a distance beyond the maximum', () => {
    const strict = { ...standard, smallOrderExtraPrice: null };
    const quote = priceOrder({
      ...deliveryOrder,
      lines: [dumplings],
      coupon: null,
      delivery: { kind: 'address', config: strict, distanceMiles: 6 },
    });
    expect(quote.flags.deliveryShortfall).toBe(1500 - 727);
    expect(quote.flags.beyondMaxDistance).toBe(true);
    expect(quote.smallOrderExtraPrice).toBe(0);
  });

  it('makes a free-delivery coupon worth the diner share of the fee, untaxed food unchanged', () => {
    const free: CouponRule = {
      ...tenOffCoupon,
      couponType: 'freeDeliveryPrice',
      percent: null,
      maxDiscountPrice: null,
    };
    const shared = { ...standard, deliveryFeeShares: [{ shareType: 'proportional' as const, value: 50 }] };
    const quote = priceOrder({
      ...deliveryOrder,
      coupon: free,
      delivery: { kind: 'address', config: shared, distanceMiles: 3.4 },
    });
    expect(quote.deliveryPrice).toBe(300); // half of 599, rounded up
    expect(quote.couponDiscount).toBe(300);
    expect(quote.excisePrice).toBe(333); // 8.625 % of 3860 = 332.925
  });
});

describe('priceOrder: coupons', () => {
  it('takes nothing off for an unavailable coupon and says why', () => {
    const quote = priceOrder({ ...deliveryOrder, coupon: { ...tenOffCoupon, minCommoditiesPrice: 5000 } });
    expect(quote.couponDiscount).toBe(0);
    expect(quote.couponUnavailable).toEqual({ code: 'belowMinimum', minCommoditiesPrice: 5000 });
    expect(quote.excisePrice).toBe(333);
  });

  it('caps a cash coupon at the food subtotal', () => {
    const cash: CouponRule = {
      ...tenOffCoupon,
      couponType: 'cash',
      discountPrice: 10_000,
      minCommoditiesPrice: null,
    };
    const quote = priceOrder({ ...deliveryOrder, coupon: cash, tip: { kind: 'custom', amount: 0 } });
    expect(quote.couponDiscount).toBe(3860);
    expect(quote.excisePrice).toBe(0);
    expect(quote.totalPrice).toBe(quote.servicePrice + quote.deliveryPrice);
  });
});

describe('priceOrder: points', () => {
  const redeemedDumpling = { ...dumplings, redeemed: true };

  it('charges nothing for a redeemed unit, which carries the tier points and takes no discount', () => {
    const quote = priceOrder({ ...deliveryOrder, lines: [redeemedDumpling, noodles], coupon: null });
    expect(quote.lines[0]).toMatchObject({
      linePrice: 0,
      discountPrice: 0,
      redeemed: true,
      requiredPoints: 120,
    });
    expect(quote.pointsUsed).toBe(120);
    expect(quote.activities.map((activity) => activity.lineIndexes)).toEqual([[1]]);
  });

  it('charges a redeemed line no tier covers normally and flags it', () => {
    const quote = priceOrder({ ...deliveryOrder, lines: [{ ...noodles, redeemed: true }], pointsTiers: [] });
    expect(quote.lines[0]).toMatchObject({ linePrice: 3298, redeemed: false, requiredPoints: null });
    expect(quote.flags.unredeemableLines).toEqual([0]);
  });

  it('waives the service fee and forces a custom 0 tip for a free single redeemed item in pickup', () => {
    const pickup = {
      ...deliveryOrder,
      orderType: 'pickup' as const,
      lines: [redeemedDumpling],
      coupon: null,
      tip: { kind: 'custom' as const, amount: 0 },
    };
    const quote = priceOrder(pickup);
    expect(quote.servicePrice).toBe(0);
    expect(quote.tipPrice).toBe(0);
    expect(quote.totalPrice).toBe(0);
    expect(quote.flags).toMatchObject({
      tipForcedZero: true,
      tipNotAllowed: false,
      belowMinimumTotal: false,
    });
    // A tip sent anyway is refused: the quote's tip stays 0, so the server sees a mismatch.
    const tipped = priceOrder({ ...pickup, tip: { kind: 'custom', amount: 300 } });
    expect(tipped.tipPrice).toBe(0);
    expect(tipped.flags.tipNotAllowed).toBe(true);
  });

  it('keeps the service fee for a redeemed item delivered, or with more units', () => {
    expect(isFreeRedeemedOrder('delivery', [{ quantity: 1, redeemed: true }])).toBe(false);
    expect(isFreeRedeemedOrder('dineIn', [{ quantity: 1, redeemed: true }])).toBe(true);
    expect(isFreeRedeemedOrder('dineIn', [{ quantity: 2, redeemed: true }])).toBe(false);
    expect(
      isFreeRedeemedOrder('pickup', [
        { quantity: 1, redeemed: true },
        { quantity: 1, redeemed: false },
      ]),
    ).toBe(false);
  });
});

describe('priceOrder: minimum total', () => {
  it('flags a total above 0 and below 50 cents', () => {
    expect(MIN_ORDER_TOTAL_CENTS).toBe(50);
    const tiny = (price: number) =>
      priceOrder({
        ...deliveryOrder,
        orderType: 'dineIn',
        lines: [{ ...dumplings, price }],
        activities: [],
        coupon: null,
        tax: { taxRateMillionths: 0, noTaxOnPickupOrders: false },
        tip: { kind: 'custom', amount: 0 },
      });
    expect(tiny(49).flags.belowMinimumTotal).toBe(true);
    expect(tiny(1).flags.belowMinimumTotal).toBe(true);
    expect(tiny(50).flags.belowMinimumTotal).toBe(false);
    expect(tiny(0).flags.belowMinimumTotal).toBe(false);
  });
});

const commodityIds = ['a', 'b', 'c'];
const orderTypes = fc.subarray([...ORDER_TYPES]);

const lineArb: fc.Arbitrary<OrderLineInput> = fc.record({
  commodityId: fc.constantFrom(...commodityIds),
  price: fc.integer({ min: 0, max: 5000 }),
  takeawayPrice: fc.option(fc.integer({ min: 0, max: 5000 })),
  attributePrices: fc.array(fc.integer({ min: 0, max: 500 }), { maxLength: 2 }),
  addOns: fc.array(
    fc.record({ price: fc.integer({ min: 0, max: 300 }), count: fc.integer({ min: 0, max: 3 }) }),
    {
      maxLength: 3,
    },
  ),
  quantity: fc.integer({ min: 1, max: 5 }),
  redeemed: fc.boolean(),
  specifiedTax: fc.option(fc.record({ pickup: fc.integer({ min: 0, max: 150_000 }) })),
});

const activityArb: fc.Arbitrary<ActivityRule> = fc.record({
  id: fc.string({ minLength: 1, maxLength: 4 }),
  activityType: fc.constantFrom('discount' as const, 'orderTypeDiscount' as const),
  discountPercent: fc.integer({ min: 0, max: 100 }),
  availableOrderTypes: orderTypes,
  availableCommodityIds: fc.option(fc.subarray(commodityIds)),
});

const configArb: fc.Arbitrary<DeliveryFeeConfig> = fc.record({
  basePrice: fc.integer({ min: 0, max: 800 }),
  baseDistanceMiles: fc.double({ min: 0, max: 3, noNaN: true }),
  extraDeliveryPrices: fc.array(
    fc.record({
      price: fc.integer({ min: 0, max: 300 }),
      distance: fc.double({ min: 0, max: 2, noNaN: true }),
    }),
    { maxLength: 2 },
  ),
  maxDistanceMiles: fc.option(fc.double({ min: 0.5, max: 10, noNaN: true })),
  minCommoditiesPrice: fc.option(fc.integer({ min: 0, max: 3000 })),
  smallOrderExtraPrice: fc.option(fc.integer({ min: 0, max: 300 })),
  deliveryFeeShares: fc.array(
    fc.record({
      shareType: fc.constantFrom(
        'customer' as const,
        'proportional' as const,
        'fixedPrice' as const,
        'fixedUnitPrice' as const,
      ),
      value: fc.integer({ min: 0, max: 500 }),
    }),
    { maxLength: 1 },
  ),
});

const couponArb: fc.Arbitrary<CouponRule> = fc.record({
  id: fc.constant('uc'),
  couponType: fc.constantFrom('discount' as const, 'cash' as const, 'freeDeliveryPrice' as const),
  percent: fc.option(fc.integer({ min: 0, max: 100 })),
  maxDiscountPrice: fc.option(fc.integer({ min: 0, max: 2000 })),
  discountPrice: fc.option(fc.integer({ min: 0, max: 5000 })),
  minCommoditiesPrice: fc.option(fc.integer({ min: 0, max: 3000 })),
  maxDeliveryDistanceMiles: fc.option(fc.double({ min: 0, max: 10, noNaN: true })),
  orderTypes,
  startsAt: fc.option(fc.integer({ min: NOW - 1000, max: NOW + 1000 })),
  expiresAt: fc.option(fc.integer({ min: NOW - 1000, max: NOW + 1000 })),
});

const orderArb: fc.Arbitrary<PriceOrderInput> = fc.record({
  orderType: fc.constantFrom(...ORDER_TYPES),
  now: fc.constant(NOW),
  lines: fc.array(lineArb, { maxLength: 5 }),
  activities: fc.array(activityArb, { maxLength: 3 }),
  tax: fc.record({
    taxRateMillionths: fc.integer({ min: 0, max: 150_000 }),
    noTaxOnPickupOrders: fc.boolean(),
  }),
  servicePrices: fc.array(
    fc.record({
      orderType: fc.constantFrom(...ORDER_TYPES),
      percent: fc.integer({ min: 0, max: 1000 }).map((hundredths) => hundredths / 100),
      cent: fc.integer({ min: 0, max: 200 }),
    }),
    { maxLength: 3 },
  ),
  tipRules: fc.record({
    config: fc.option(
      fc.record({
        percentages: fc.array(fc.integer({ min: 0, max: 3000 }), { maxLength: 3 }),
        fixedAmounts: fc.array(fc.integer({ min: 0, max: 1000 }), { maxLength: 3 }),
        thresholdPrice: fc.integer({ min: 0, max: 5000 }),
      }),
    ),
    customizedTipDisabled: fc.boolean(),
    tipDisabledForOnline: fc.boolean(),
  }),
  tip: fc.oneof(
    fc.record({ kind: fc.constant('option' as const), index: fc.integer({ min: 0, max: 3 }) }),
    fc.record({ kind: fc.constant('custom' as const), amount: fc.integer({ min: -100, max: 2000 }) }),
  ),
  delivery: fc.option(
    fc.oneof(
      fc.record({
        kind: fc.constant('address' as const),
        config: configArb,
        distanceMiles: fc.double({ min: 0, max: 12, noNaN: true }),
      }),
      fc.constant({ kind: 'selfPickupPoint' as const }),
      fc.record({ kind: fc.constant('awaitingAddress' as const), config: configArb }),
    ),
  ),
  coupon: fc.option(couponArb),
  pointsTiers: fc.array(
    fc.record({
      minPrice: fc.integer({ min: 0, max: 3000 }),
      maxPrice: fc.integer({ min: 0, max: 6000 }),
      requiredPoints: fc.integer({ min: 1, max: 500 }),
    }),
    { maxLength: 2 },
  ),
});

describe('priceOrder: properties', () => {
  it('never gives a negative or fractional figure', () => {
    fc.assert(
      fc.property(orderArb, (input) => {
        const quote = priceOrder(input);
        const figures = [
          quote.commoditiesPrice,
          quote.discountPrice,
          quote.orderDiscountPrice,
          quote.subtotal,
          quote.couponDiscount,
          quote.excisePrice,
          quote.servicePrice,
          quote.deliveryPrice,
          quote.smallOrderExtraPrice,
          quote.tipPrice,
          quote.totalPrice,
          quote.pointsUsed,
          ...quote.lines.flatMap((line) => [line.linePrice, line.discountPrice, line.payPrice]),
          ...quote.activities.map((activity) => activity.discountedPrice),
        ];
        for (const figure of figures) {
          expect(Number.isInteger(figure)).toBe(true);
          expect(figure).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('makes the total the sum of its parts, and the parts the sums of their lines', () => {
    fc.assert(
      fc.property(orderArb, (input) => {
        const q = priceOrder(input);
        expect(q.totalPrice).toBe(
          q.commoditiesPrice -
            q.discountPrice -
            q.orderDiscountPrice -
            q.couponDiscount +
            q.excisePrice +
            q.servicePrice +
            q.deliveryPrice +
            q.smallOrderExtraPrice +
            q.tipPrice,
        );
        const sumOf = (values: number[]) => values.reduce((a, b) => a + b, 0);
        expect(q.commoditiesPrice).toBe(sumOf(q.lines.map((line) => line.linePrice)));
        expect(q.discountPrice).toBe(sumOf(q.lines.map((line) => line.discountPrice)));
        expect(sumOf(q.activities.map((activity) => activity.discountedPrice))).toBe(
          q.discountPrice + q.orderDiscountPrice,
        );
        expect(q.discountedPrice).toBe(q.discountPrice + q.orderDiscountPrice + q.couponDiscount);
        expect(q.flags.belowMinimumTotal).toBe(q.totalPrice > 0 && q.totalPrice < 50);
      }),
      { numRuns: 300 },
    );
  });

  it('never lets a coupon take off more than the food or the delivery fee it applies to', () => {
    fc.assert(
      fc.property(orderArb, (input) => {
        const q = priceOrder(input);
        if (input.coupon?.couponType === 'freeDeliveryPrice')
          expect(q.couponDiscount).toBe(q.couponUnavailable ? 0 : q.deliveryPrice);
        else expect(q.couponDiscount).toBeLessThanOrEqual(q.subtotal);
        if (q.couponUnavailable) expect(q.couponDiscount).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('rounds tax up: never below the exact tax at the lowest line rate', () => {
    fc.assert(
      fc.property(orderArb, (input) => {
        const q = priceOrder(input);
        const paid = q.lines.filter((line) => line.payPrice > 0);
        if (paid.length === 0) return;
        const foodCoupon = input.coupon?.couponType === 'freeDeliveryPrice' ? 0 : q.couponDiscount;
        const lowest = Math.min(...paid.map((line) => line.taxRate));
        const highest = Math.max(...paid.map((line) => line.taxRate));
        const taxed = q.subtotal - foodCoupon;
        expect(q.excisePrice * 1_000_000).toBeGreaterThanOrEqual(taxed * lowest);
        expect((q.excisePrice - 1) * 1_000_000).toBeLessThan(taxed * highest);
      }),
      { numRuns: 300 },
    );
  });

  it('is deterministic: the same input always gives the same quote', () => {
    fc.assert(
      fc.property(orderArb, (input) => {
        expect(priceOrder(JSON.parse(JSON.stringify(input)))).toEqual(priceOrder(input));
      }),
      { numRuns: 100 },
    );
  });
});
