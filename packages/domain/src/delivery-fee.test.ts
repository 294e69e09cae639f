import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  customerShare,
  type DeliveryFeeConfig,
  deliveryConfigFor,
  deliveryFullPrice,
  quoteDeliveryFee,
  smallOrderRule,
  startedSteps,
  storeDeliveryFeeConfig,
} from './delivery-fee.js';

/** $2.99 for the first 2 miles, $1.50 per started mile after that, up to 5 miles, $15 minimum or $1.99 extra. */
const standard: DeliveryFeeConfig = {
  basePrice: 299,
  baseDistanceMiles: 2,
  extraDeliveryPrices: [{ price: 150, distance: 1 }],
  maxDistanceMiles: 5,
  minCommoditiesPrice: 1500,
  smallOrderExtraPrice: 199,
  deliveryFeeShares: [],
};

describe('startedSteps', () => {
  it('counts every started step, tolerating floating-point noise', () => {
    expect(startedSteps(0, 1)).toBe(0);
    expect(startedSteps(-1, 1)).toBe(0);
    expect(startedSteps(0.1, 1)).toBe(1);
    expect(startedSteps(1, 1)).toBe(1);
    expect(startedSteps(1.01, 1)).toBe(2);
    expect(startedSteps(3.3 - 1.1, 1.1)).toBe(2); // 2.1999999999999997 / 1.1
    expect(startedSteps(0.6000000000000001, 0.3)).toBe(2);
    expect(startedSteps(5, 0)).toBe(1);
    expect(startedSteps(1e-8, Number.MIN_VALUE)).toBe(1);
  });
});

describe('deliveryFullPrice', () => {
  it('charges the base price within the base distance', () => {
    expect(deliveryFullPrice(standard, 0)).toBe(299);
    expect(deliveryFullPrice(standard, 2)).toBe(299);
  });

  it('adds each step per started step beyond the base distance', () => {
    expect(deliveryFullPrice(standard, 2.01)).toBe(449);
    expect(deliveryFullPrice(standard, 3)).toBe(449);
    expect(deliveryFullPrice(standard, 3.4)).toBe(599);
    const twoSteps = {
      ...standard,
      extraDeliveryPrices: [
        { price: 200, distance: 2 },
        { price: 10, distance: 0.5 },
      ],
    };
    // 2.6 miles beyond: two started 2-mile steps (400) and six started half-miles (60).
    expect(deliveryFullPrice(twoSteps, 4.6)).toBe(299 + 400 + 60);
  });

  it('never falls as the distance grows', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        (a, b) => {
          const [near, far] = a <= b ? [a, b] : [b, a];
          expect(deliveryFullPrice(standard, near)).toBeLessThanOrEqual(deliveryFullPrice(standard, far));
        },
      ),
    );
  });
});

describe('customerShare', () => {
  it('lets the diner pay all of the fee by default and with the customer rule', () => {
    expect(customerShare(449, [], 3)).toBe(449);
    expect(customerShare(449, [{ shareType: 'customer', value: 100 }], 3)).toBe(449);
  });

  it('takes the proportional percent rounded up, a fixed price, or a price per started mile', () => {
    expect(customerShare(449, [{ shareType: 'proportional', value: 50 }], 3)).toBe(225); // 224.5 → 225
    expect(customerShare(449, [{ shareType: 'fixedPrice', value: 299 }], 3)).toBe(299);
    expect(customerShare(449, [{ shareType: 'fixedUnitPrice', value: 100 }], 2.5)).toBe(300);
  });

  it('never charges the diner more than the fee, and uses the first rule', () => {
    expect(customerShare(199, [{ shareType: 'fixedPrice', value: 299 }], 1)).toBe(199);
    expect(customerShare(199, [{ shareType: 'fixedUnitPrice', value: 100 }], 4)).toBe(199);
    expect(customerShare(199, [{ shareType: 'proportional', value: 150 }], 1)).toBe(199);
    expect(
      customerShare(
        400,
        [
          { shareType: 'fixedPrice', value: 100 },
          { shareType: 'customer', value: 100 },
        ],
        1,
      ),
    ).toBe(100);
  });
});

describe('smallOrderRule', () => {
  it('charges the surcharge below the minimum when one is configured', () => {
    expect(smallOrderRule(standard, 1499)).toEqual({ smallOrderExtraPrice: 199, shortfall: 0 });
    expect(smallOrderRule(standard, 1500)).toEqual({ smallOrderExtraPrice: 0, shortfall: 0 });
  });

  it('reports the shortfall when no surcharge is configured', () => {
    const strict = { ...standard, smallOrderExtraPrice: null };
    expect(smallOrderRule(strict, 1200)).toEqual({ smallOrderExtraPrice: 0, shortfall: 300 });
    expect(smallOrderRule(strict, 1500)).toEqual({ smallOrderExtraPrice: 0, shortfall: 0 });
    expect(smallOrderRule({ ...strict, minCommoditiesPrice: null }, 0)).toEqual({
      smallOrderExtraPrice: 0,
      shortfall: 0,
    });
  });
});

describe('quoteDeliveryFee', () => {
  it('combines the fee, the diner share, the small-order rule and the distance limit', () => {
    const shared = { ...standard, deliveryFeeShares: [{ shareType: 'proportional' as const, value: 50 }] };
    expect(quoteDeliveryFee(shared, 3, 1000)).toEqual({
      fullPrice: 449,
      deliveryPrice: 225,
      smallOrderExtraPrice: 199,
      shortfall: 0,
      beyondMaxDistance: false,
    });
  });

  it('flags a distance beyond the maximum, and not one equal to it', () => {
    expect(quoteDeliveryFee(standard, 5, 2000).beyondMaxDistance).toBe(false);
    expect(quoteDeliveryFee(standard, 5.01, 2000).beyondMaxDistance).toBe(true);
    expect(quoteDeliveryFee({ ...standard, maxDistanceMiles: null }, 500, 2000).beyondMaxDistance).toBe(
      false,
    );
  });
});

describe('deliveryConfigFor', () => {
  it('prices third-party delivery with the doordash config and other carriers with the standard one', () => {
    const doordash = { ...standard, basePrice: 699, baseDistanceMiles: 0, extraDeliveryPrices: [] };
    const configs = { standard, doordash };
    expect(deliveryConfigFor('doordash', configs)).toBe(doordash);
    expect(deliveryConfigFor('platform', configs)).toBe(standard);
    expect(deliveryConfigFor('business', configs)).toBe(standard);
    expect(deliveryConfigFor('doordash', { standard, doordash: null })).toBeNull();
  });
});

describe('storeDeliveryFeeConfig', () => {
  const area = {
    deliveryConfig: {
      baseDeliveryPrice: { price: 299, distance: 2 },
      extraDeliveryPrice: [{ price: 150, distance: 1 }],
      maxDistance: 5,
      minCommoditiesPrice: 1500,
      smallOrderExtraPrice: 199,
      deliveryFeeShares: [],
    },
    doordashDeliveryConfig: { baseDeliveryPrice: { price: 499 }, deliveryFeeShares: [] },
  };

  it('prices a platform or business store with its standard rule', () => {
    const config = storeDeliveryFeeConfig('business', area);
    expect(config && quoteDeliveryFee(config, 3.5, 1000)).toMatchObject({
      deliveryPrice: 299 + 2 * 150,
      smallOrderExtraPrice: 199,
      shortfall: 0,
    });
  });

  it('charges a DoorDash store its flat price at any distance within the standard radius', () => {
    const config = storeDeliveryFeeConfig('doordash', area);
    expect(config && quoteDeliveryFee(config, 4.9, 2000)).toMatchObject({
      deliveryPrice: 499,
      beyondMaxDistance: false,
    });
    expect(config && quoteDeliveryFee(config, 5.1, 2000).beyondMaxDistance).toBe(true);
  });

  // The store page's copy once dropped the standard minimum for DoorDash; the specification blocks small
  // third-party orders "the same way" as business delivery without a surcharge: "$X to deliver".
  it('blocks a small DoorDash order below the standard food minimum instead of surcharging it', () => {
    const config = storeDeliveryFeeConfig('doordash', area);
    expect(config && quoteDeliveryFee(config, 1, 1200)).toMatchObject({
      smallOrderExtraPrice: 0,
      shortfall: 300,
    });
  });

  it('cannot price a DoorDash store without its config, even with a standard one', () => {
    expect(storeDeliveryFeeConfig('doordash', { ...area, doordashDeliveryConfig: null })).toBeNull();
    expect(storeDeliveryFeeConfig('platform', { ...area, deliveryConfig: null })).toBeNull();
  });
});
